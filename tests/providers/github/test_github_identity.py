"""Identity allow-lists (policy `identities: {github: [...]}`), enforced at execution."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from providers.github.standin_env import audit_records, write_steps
from support.github_standin import GitHubStandIn


def policy_allowing(tmp_path: Path, *logins: str) -> dict[str, str]:
    path = tmp_path / "policy.yaml"
    path.write_text(f"schema_version: 3\nidentities:\n  github: [{', '.join(logins)}]\n")
    return {"RUNTIME_POLICY_FILE": str(path)}


def test_an_identity_outside_the_list_is_denied_before_anything_is_done(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, needs_gh: str
) -> None:
    env = policy_allowing(tmp_path, "alice")
    for args in (["repo", "view", "acme/web"], ["pr", "list", "--repo", "acme/web"]):
        run = github_runtime("--output", "json", "github", *args, env=env)
        assert run.code == 4, run
        assert run.json["status"] == "denied"
        assert "identity 'octocat' is not in identities.github" in run.json["error"]["message"]
    # only the identity lookups reached GitHub; gh never ran
    assert [(r.method, r.path) for r in github_standin.requests] == [("GET", "/user")] * 2


def test_an_identity_denial_is_audited_with_who_and_the_rule(
    github_runtime: Any, tmp_path: Path, home: Path
) -> None:
    run = github_runtime("github", "user", "get", env=policy_allowing(tmp_path, "alice"))
    assert run.code == 4
    record = audit_records(home)[-1]
    assert (record["identity"], record["decision"], record["rule"], record["outcome"]) == (
        "octocat",
        "deny",
        "identities.github",
        "denied",
    )


def test_a_listed_identity_acts_and_is_audited(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, home: Path
) -> None:
    env = policy_allowing(tmp_path, "alice", "octocat")
    run = github_runtime("--output", "json", "github", "repo", "view", "acme/web", env=env)
    assert run.code == 0, run
    assert [r.path for r in github_standin.requests] == ["/user", "/repos/acme/web"]
    (record,) = audit_records(home)
    assert (record["identity"], record["outcome"]) == ("octocat", "ok")


def test_a_capability_step_is_denied_by_identity(github_runtime: Any, tmp_path: Path) -> None:
    cap = write_steps(tmp_path, "who.md", [("github", ["user", "get"])])
    run = github_runtime(
        "--output",
        "json",
        "capability",
        "execute",
        str(cap),
        env=policy_allowing(tmp_path, "alice"),
    )
    assert run.code == 4, run
    assert run.json["steps"][0]["status"] == "denied"


def test_without_an_allow_list_the_identity_is_asked_once_after_the_operation(
    github_runtime: Any, github_standin: GitHubStandIn, home: Path
) -> None:
    assert github_runtime("github", "repo", "view", "acme/web").code == 0
    assert [r.path for r in github_standin.requests] == ["/repos/acme/web", "/user"]
    (operation,) = audit_records(home)
    assert operation["identity"] == "octocat"


def test_every_github_step_records_the_identity_asked_once_per_process(
    github_runtime: Any, github_standin: GitHubStandIn, home: Path, tmp_path: Path
) -> None:
    steps = [("github", ["repo", "view", "acme/web"])] * 3
    run = github_runtime("capability", "execute", str(write_steps(tmp_path, "three.md", steps)))
    assert run.code == 0, run
    paths = [r.path for r in github_standin.requests]
    assert paths == ["/repos/acme/web", "/user", "/repos/acme/web", "/repos/acme/web"]
    from support.audit import trail_records

    records = trail_records(home)
    assert [r["identity"] for r in records if r["kind"] == "outcome"] == ["octocat"] * 3
    # once known, the identity is in the intents of the later steps too
    assert [r["identity"] for r in records if r["kind"] == "intent"] == [None, "octocat", "octocat"]


def test_a_rejected_token_under_an_allow_list_exits_5(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    env = {**policy_allowing(tmp_path, "octocat"), "RUNTIME_GITHUB_TOKEN": "ghp_" + "X" * 36}
    run = github_runtime("github", "repo", "view", "acme/web", env=env)
    assert run.code == 5, run
    assert "GitHub rejected the token in RUNTIME_GITHUB_TOKEN" in run.stderr


def test_plan_reports_the_identity_check_as_deferred(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    cap = write_steps(tmp_path, "plan.md", [("github", ["user", "get"])])
    run = github_runtime(
        "--output", "json", "capability", "plan", str(cap), env=policy_allowing(tmp_path, "alice")
    )
    assert run.code == 0, run
    assert "identities.github" in str(run.json["steps"][0]["decision"]["deferred"])
    assert github_standin.requests == []
