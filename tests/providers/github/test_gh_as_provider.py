"""gh under the GitHub policy (issue 11): `command run gh` and `binary: gh` are judged as the
provider operation they are, and `api METHOD PATH` also as the curated operation the route
serves. Against the stand-in, which records every request that arrives."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import audit_records, write_steps
from support.github_standin import GitHubStandIn


def policy_env(
    tmp_path: Path, denied: list[str], identities: list[str] | None = None
) -> dict[str, str]:
    path = tmp_path / "policy.yaml"
    lines = ["schema_version: 3", "providers:", "  github:", f"    denied: {denied!r}"]
    if identities is not None:
        lines += ["identities:", f"  github: {identities!r}"]
    path.write_text("\n".join(lines).replace("'", '"') + "\n")
    return {"RUNTIME_POLICY_FILE": str(path)}


ISSUE_POLICY = (["api DELETE", "issue create"], ["alice"])  # the issue's policy; token is octocat's


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["api", "--method", "DELETE", "/repos/acme/web"], 'providers.github.denied "api DELETE"'),
        (["api", "-X", "DELETE", "repos/acme/web"], 'providers.github.denied "api DELETE"'),
        (["api", "-XDELETE", "/repos/acme/web"], 'providers.github.denied "api DELETE"'),
        (["api", "--method=delete", "/repos/acme/web"], 'providers.github.denied "api DELETE"'),
        (["issue", "create", "--repo", "acme/web", "--title", "t", "--body", "b"],
         'providers.github.denied "issue create"'),
        (["api", "-X", "POST", "/repos/acme/web/issues", "-f", "title=t"],
         'providers.github.denied "issue create"'),
        (["api", "/repos/acme/web/issues", "-f", "title=t"],  # a field makes it a POST
         'providers.github.denied "issue create"'),
    ],
)  # fmt: skip
def test_gh_commands_are_refused_as_the_provider_operation_they_are(
    args: list[str], rule: str, github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, *ISSUE_POLICY)
    run = github_runtime("--output", "json", "command", "run", "gh", *args, env=env)
    assert run.code == 4, run
    assert rule in run.json["error"]["message"]
    assert github_standin.requests == []  # nothing arrived: not even the identity lookup
    record = audit_records(home)[-1]
    assert (record["decision"], record["rule"]) == ("deny", rule)


def test_gh_api_post_user_repos_is_refused_by_identity_and_gh_gets_no_token(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, home: Path, needs_gh: str
) -> None:
    env = policy_env(tmp_path, *ISSUE_POLICY)
    run = github_runtime(
        "--output", "json", "command", "run", "gh", "api", "-X", "POST", "/user/repos",
        "-f", "name=sneaky", env=env,
    )  # fmt: skip
    assert run.code == 4, run
    assert audit_records(home)[-1]["rule"] == "identities.github"
    assert "identity 'octocat' is not in identities.github" in run.json["error"]["message"]
    # Only the runtime's own identity lookup arrived; gh never ran, so it never had the token.
    assert [(r.method, r.path) for r in github_standin.requests] == [("GET", "/user")]
    assert not github_standin.requests_to("/user/repos", "POST")


def test_binary_gh_steps_are_refused_the_same_way(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, needs_gh: str
) -> None:
    env = policy_env(tmp_path, *ISSUE_POLICY)
    steps = {
        "delete.md": (["api", "--method", "DELETE", "/repos/acme/web"], "api DELETE"),
        "issue.md": (["issue", "create", "--repo", "acme/web", "--title", "t", "--body", "b"],
                     "issue create"),
    }  # fmt: skip
    for name, (args, prefix) in steps.items():
        cap = write_steps(tmp_path, name, [("binary:gh", args)])
        planned = github_runtime("--output", "json", "capability", "plan", str(cap), env=env)
        assert planned.code == 4, planned
        assert planned.json["steps"][0]["decision"]["rule"] == f'providers.github.denied "{prefix}"'
        run = github_runtime("--output", "json", "capability", "execute", str(cap), env=env)
        assert run.code == 4, run
    posted = write_steps(tmp_path, "post.md", [("binary:gh", ["api", "-X", "POST", "/user/repos"])])
    run = github_runtime("--output", "json", "capability", "execute", str(posted), env=env)
    assert run.code == 4, run
    assert run.json["steps"][0]["decision"]["rule"] == "identities.github"
    assert [(r.method, r.path) for r in github_standin.requests] == [("GET", "/user")]


def test_plan_defers_the_identity_check_for_gh(
    github_runtime: Any, tmp_path: Path, needs_gh: str
) -> None:
    env = policy_env(tmp_path, [], ["alice"])
    run = github_runtime("--output", "json", "resolve", "command", "run", "gh", "pr", "list",
                         env=env)  # fmt: skip
    assert run.code == 0, run
    assert run.json["output"]["decision"]["deferred"] == ["identities.github ['alice']"]
    assert run.json["output"]["canonical"]["command"] == "pr list"


def test_gh_without_a_token_fails_like_the_provider(runtime: Any, needs_gh: str) -> None:
    run = runtime("--output", "json", "command", "run", "gh", "pr", "list")
    assert run.code == 5, run
    assert "RUNTIME_GITHUB_TOKEN" in run.json["error"]["message"]


def test_an_allowed_gh_command_still_runs(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, needs_gh: str
) -> None:
    env = policy_env(tmp_path, *ISSUE_POLICY[:1], ["alice", "octocat"])
    run = github_runtime("command", "run", "gh", "api", "/user", "--jq", ".login", env=env)
    assert run.code == 0 and run.stdout.strip() == "octocat", run


@pytest.mark.parametrize(
    ("denied", "args"),
    [
        ("repo create", ["api", "POST", "/user/repos", "name=x"]),
        ("repo create", ["api", "POST", "/orgs/acme/repos", "name=x"]),
        ("repo create", ["api", "POST", "/User/Repos/", "name=x"]),
        ("repo create", ["api", "POST", "/user%2Frepos", "name=x"]),
        ("graphql", ["api", "POST", "/graphql", "query={viewer{login}}"]),
        ("issue create", ["api", "POST", "/repos/acme/payments-api/issues", "title=t"]),
        ("file put", ["api", "PUT", "/repos/acme/web/contents/docs/a.md", "message=m"]),
    ],
)
def test_provider_api_to_a_denied_operations_route_is_refused(
    denied: str, args: list[str], github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, ["repo create", "graphql", "issue create", "file put"])
    run = github_runtime("--output", "json", "github", *args, env=env)
    assert run.code == 4, run
    message = run.json["error"]["message"]
    assert f'the route serves {denied}, which matches providers.github.denied "{denied}"' in message
    assert github_standin.requests == []


def test_provider_api_to_other_routes_still_runs(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    env = policy_env(tmp_path, ["repo create"])
    run = github_runtime("--output", "json", "github", "api", "GET", "/user/repos", env=env)
    assert run.code == 0, run
    assert github_standin.requests_to("/user/repos", "GET")
