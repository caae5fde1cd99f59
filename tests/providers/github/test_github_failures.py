"""Failures: GitHub's status and message, missing and rejected tokens, a failing step, no gh."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from providers.github.standin_env import write_steps
from support.github_standin import GitHubStandIn

NOT_FOUND = {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}
WRONG_TOKEN = "ghp_" + "W" * 36


def test_a_non_2xx_answer_names_the_status_and_keeps_githubs_body(github_runtime: Any) -> None:
    run = github_runtime("--output", "json", "github", "repo", "view", "acme/nope")
    assert run.code == 1, run
    doc = run.json
    assert (doc["status"], doc["error"]["message"]) == ("failed", "returned status 404: Not Found")
    assert doc["output"] == NOT_FOUND
    text = github_runtime("github", "repo", "view", "acme/nope")
    assert text.code == 1
    assert "error: returned status 404: Not Found" in text.stderr
    assert "Traceback" not in text.stderr


def test_a_capability_stops_at_the_404_and_reports_the_rest_as_not_run(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, tmp_path: Path
) -> None:
    cap = write_steps(tmp_path, "stops.md", [
        ("github", ["repo", "view", "acme/web"]),
        ("github", ["api", "GET", "/repos/acme/does-not-exist"]),
        ("github", ["pr", "list", "--repo", "acme/payments-api"]),
        ("github", ["file", "put", "acme/web", "docs/never.md", "message=m", "content=x"]),
    ])  # fmt: skip
    run = github_runtime("--output", "json", "capability", "execute", str(cap))
    assert run.code == 1, run
    doc = run.json
    assert [s["status"] for s in doc["steps"]] == ["ok", "failed", "not-run", "not-run"]
    failed = doc["steps"][1]
    assert failed["error"] == "returned status 404: Not Found"
    assert failed["output"] == NOT_FOUND
    assert doc["error"]["message"].endswith("failed: returned status 404: Not Found")
    assert doc["output"]["steps_run"] == 2
    assert not github_standin.requests_to("/repos/acme/web/contents/docs/never.md")
    assert not github_standin.requests_to("/graphql")  # gh never ran
    text = github_runtime("capability", "execute", str(cap))
    assert text.code == 1
    assert "✗ [2] github api GET /repos/acme/does-not-exist: failed" in text.stdout
    assert "· [3] github pr list --repo acme/payments-api: not-run" in text.stdout


def test_no_token_exits_5_naming_the_variable_and_sends_nothing(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, tmp_path: Path
) -> None:
    for args in (
        ["user", "get"],
        ["repo", "summary", "acme/web"],
        ["pr", "list", "--repo", "acme/web"],
    ):
        run = github_runtime("--output", "json", "github", *args, env={"RUNTIME_GITHUB_TOKEN": ""})
        assert run.code == 5, run
        assert "RUNTIME_GITHUB_TOKEN" in run.json["error"]["message"]
    cap = write_steps(tmp_path, "token.md", [("github", ["user", "get"])])
    run = github_runtime("capability", "execute", str(cap), env={"RUNTIME_GITHUB_TOKEN": ""})
    assert run.code == 5 and "export RUNTIME_GITHUB_TOKEN" in run.stderr, run
    assert github_standin.requests == []


def test_a_renamed_token_variable_is_the_one_named(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    env = {"RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV": "CORP_GH_TOKEN", "CORP_GH_TOKEN": ""}
    run = github_runtime("github", "user", "get", env=env)
    assert run.code == 5 and "export CORP_GH_TOKEN" in run.stderr, run
    env["CORP_GH_TOKEN"] = github_standin.token
    assert (
        github_runtime("github", "user", "get", env={**env, "RUNTIME_GITHUB_TOKEN": ""}).code == 0
    )


def test_a_rejected_token_exits_5_on_every_transport(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str
) -> None:
    env = {"RUNTIME_GITHUB_TOKEN": WRONG_TOKEN}
    for args, transport in (
        (["user", "get"], "rest"),
        (["repo", "summary", "acme/web"], "graphql"),
        (["issue", "list", "--repo", "acme/web"], "cli"),
    ):
        run = github_runtime("--output", "json", "github", *args, env=env)
        assert run.code == 5, (transport, run)
        message = run.json["error"]["message"]
        assert "returned status 401: Bad credentials" in message, transport
        assert "RUNTIME_GITHUB_TOKEN" in message and WRONG_TOKEN not in run.stdout
    assert {r.status for r in github_standin.requests} == {401}


def test_gh_missing_is_a_clear_error(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    empty = tmp_path / "bin"
    empty.mkdir(mode=0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(f"schema_version: 3\ncommand_policy:\n  search_path: [{empty}]\n")
    run = github_runtime(
        "--output", "json", "github", "pr", "list", "--repo", "acme/web",
        env={"RUNTIME_POLICY_FILE": str(policy)},
    )  # fmt: skip
    assert run.code == 1, run
    message = run.json["error"]["message"]
    assert "github pr list runs gh, which is not installed" in message
    assert "Traceback" not in run.stdout + run.stderr
    assert github_standin.requests == []


def test_gh_reports_githubs_status_for_a_missing_run(github_runtime: Any, needs_gh: str) -> None:
    run = github_runtime("--output", "json", "github", "run", "view", "123", "--repo", "acme/web")
    assert run.code == 1, run
    assert run.json["error"]["message"] == "gh run view: returned status 404: Not Found"
    assert "HTTP 404" in run.json["output"]["stderr"]


def test_team_list_without_an_org_or_context_is_a_usage_error(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("github", "team", "list")
    assert run.code == 2, run
    assert "needs ORG or an active context organization" in run.stderr
    assert github_standin.requests == []


def test_an_unreachable_api_fails_without_a_traceback(github_runtime: Any) -> None:
    run = github_runtime(
        "github", "user", "get", env={"HTTP_PROXY": "http://127.0.0.1:9", "http_proxy": ""}
    )
    assert run.code == 1, run
    assert "cannot reach http://api.github.localhost" in run.stderr
    assert "Traceback" not in run.stderr


def test_a_gh_operation_without_repo_says_it_needs_one(github_runtime: Any, needs_gh: str) -> None:
    run = github_runtime("--output", "json", "github", "run", "list", "--limit", "1")
    assert run.code == 2, run
    # since issue 14 the runtime refuses before gh runs, naming every way to give one
    message = run.json["error"]["message"]
    assert message.startswith("github run list needs a repository and none was found")
    assert "--repo OWNER/REPO" in message and "github.repository" in message
