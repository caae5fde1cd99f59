"""End to end: REST, GraphQL and gh steps in one capability, and what each leaves behind."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from providers.github.standin_env import audit_records, write_steps
from support.github_standin import GitHubStandIn

STEPS = [
    ("github", ["repo", "view", "acme/payments-api"]),  # rest
    ("github", ["repo", "summary", "acme/payments-api"]),  # graphql
    ("github", ["graphql", "query { viewer { login } }"]),  # graphql
    ("github", ["pr", "view", "7", "--repo", "acme/payments-api", "--json", "number,headRefName"]),
    ("github", ["run", "list", "--repo", "acme/payments-api", "--limit", "2"]),  # cli, plain
    ("github", ["issue", "create", "--repo", "acme/payments-api", "--title", "E2E", "--body", "b"]),
    ("github", ["api", "GET", "/repos/acme/payments-api/issues/10"]),  # rest: what gh created
]


def test_one_capability_over_every_transport(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, tmp_path: Path, home: Path
) -> None:
    cap = write_steps(tmp_path, "transports.md", STEPS)
    run = github_runtime("--output", "json", "capability", "execute", str(cap))
    assert run.code == 0, run
    steps = run.json["steps"]
    assert [s["transport"] for s in steps] == [
        "rest",
        "graphql",
        "graphql",
        "cli",
        "cli",
        "cli",
        "rest",
    ]
    assert [s["status"] for s in steps] == ["ok"] * len(STEPS)
    outputs = [s["output"] for s in steps]
    assert outputs[0]["full_name"] == "acme/payments-api"
    assert outputs[1]["latestRelease"]["tagName"] == "v1.4.0"
    assert outputs[2] == {"viewer": {"login": "octocat"}}
    assert outputs[3] == {"number": 7, "headRefName": "fix/retry-backoff"}
    assert isinstance(outputs[4], str) and "6000001008" in outputs[4]
    assert outputs[5].strip() == "https://github.com/acme/payments-api/issues/11"
    assert outputs[6]["number"] == 10  # a pull request, seen through the issues API
    created = github_runtime(
        "--output", "json", "github", "api", "GET", "/repos/acme/payments-api/issues/11"
    )
    assert created.json["output"]["title"] == "E2E"

    records = [r for r in audit_records(home) if r.get("capability")]
    assert [r["capability"]["step"] for r in records] == list(range(len(STEPS)))
    assert {r["capability"]["digest"] for r in records} == {run.json["output"]["digest"]}
    assert [r["transport"] for r in records] == [s["transport"] for s in steps]
    assert all(r["origin"] == "capability" and r["outcome"] == "ok" for r in records)


def test_the_same_request_typed_and_as_a_step_gives_the_same_output(
    github_runtime: Any, tmp_path: Path, needs_gh: str
) -> None:
    args = ["pr", "view", "7", "--repo", "acme/payments-api", "--json", "number,title,state"]
    typed = github_runtime("--output", "json", "github", *args)
    cap = write_steps(tmp_path, "same.md", [("github", args)])
    stepped = github_runtime("--output", "json", "capability", "execute", str(cap))
    assert typed.json["output"] == stepped.json["steps"][0]["output"]


def test_every_github_request_is_audited_once(
    github_runtime: Any, home: Path, needs_gh: str
) -> None:
    github_runtime("github", "user", "get")
    github_runtime("github", "workflow", "list", "--repo", "acme/web")
    github_runtime("github", "api", "DELETE", "/repos/acme/web")
    records = audit_records(home)
    assert [(r["operation"], r["transport"], r["decision"], r["outcome"]) for r in records] == [
        ("user get", "rest", "allow", "ok"),
        ("workflow list", "cli", "allow", "ok"),
        ("api", "rest", "deny", "denied"),
    ]
    assert records[2]["rule"] == 'providers.github.denied "api DELETE"'


def test_gh_as_a_binary_gets_the_token_and_host_but_never_the_callers_gh_settings(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, tmp_path: Path
) -> None:
    hostile = {"GH_HOST": "evil.example", "GH_TOKEN": "ghp_" + "E" * 36, "GH_REPO": "evil/repo"}
    run = github_runtime("command", "run", "gh", "api", "/user", "--jq", ".login", env=hostile)
    assert (run.code, run.stdout.strip()) == (0, "octocat"), run
    cap = write_steps(tmp_path, "gh-binary.md", [("binary:gh", ["api", "/user", "--jq", ".login"])])
    stepped = github_runtime("--output", "json", "capability", "execute", str(cap), env=hostile)
    assert stepped.json["steps"][0]["output"]["stdout"].strip() == "octocat", stepped
    assert {(r.host, r.header("Authorization")) for r in github_standin.requests} == {
        ("api.github.localhost", f"token {github_standin.token}")
    }
