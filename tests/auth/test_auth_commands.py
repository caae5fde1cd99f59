"""runtime auth status | login PROVIDER | logout PROVIDER, with github against the stand-in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from providers.github.standin_env import audit_records
from support.github_standin import GitHubStandIn

WRONG = "ghp_" + "Z" * 36


def test_status_shows_github_valid_with_its_identity(
    github_runtime: Any, github_standin: GitHubStandIn, home: Path
) -> None:
    text = github_runtime("auth", "status")
    assert text.code == 0, text
    assert text.stdout.startswith("✓ github")
    assert "octocat" in text.stdout and "RUNTIME_GITHUB_TOKEN" in text.stdout
    doc = github_runtime("--output", "json", "auth", "status").json
    assert doc["output"]["providers"] == [
        {
            "provider": "github",
            "credential": True,
            "valid": True,
            "identity": "octocat",
            "detail": "token from RUNTIME_GITHUB_TOKEN",
        }
    ]
    assert [r.path for r in github_standin.requests] == ["/user", "/user"]
    assert audit_records(home) == []  # a health check, not an action


def test_status_without_a_token_exits_5_naming_the_variable(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("--output", "json", "auth", "status", env={"RUNTIME_GITHUB_TOKEN": ""})
    assert run.code == 5, run
    (row,) = run.json["output"]["providers"]
    assert (row["credential"], row["valid"], row["identity"]) == (False, False, None)
    assert "RUNTIME_GITHUB_TOKEN" in row["detail"]
    assert "RUNTIME_GITHUB_TOKEN" in run.json["error"]["hint"]
    text = github_runtime("auth", "status", env={"RUNTIME_GITHUB_TOKEN": ""})
    assert text.code == 5 and text.stdout.startswith("✗ github")
    assert github_standin.requests == []


def test_status_with_a_rejected_token_exits_5(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("--output", "json", "auth", "status", env={"RUNTIME_GITHUB_TOKEN": WRONG})
    assert run.code == 5, run
    (row,) = run.json["output"]["providers"]
    assert (row["credential"], row["valid"]) == (True, False)
    assert "GitHub rejected the token in RUNTIME_GITHUB_TOKEN" in row["detail"]
    assert WRONG not in run.stdout


def test_login_validates_records_the_identity_and_is_audited(
    github_runtime: Any, home: Path
) -> None:
    run = github_runtime("--output", "json", "auth", "login", "github")
    assert run.code == 0, run
    assert run.json["output"]["identity"] == "octocat"
    assert "logged in as octocat" in github_runtime("auth", "login", "github").stdout
    records = audit_records(home)
    assert [(r["operation"], r["identity"], r["outcome"]) for r in records] == [
        ("login github", "octocat", "ok")
    ] * 2


def test_login_with_a_rejected_token_exits_5_and_is_audited(
    github_runtime: Any, home: Path
) -> None:
    run = github_runtime("auth", "login", "github", env={"RUNTIME_GITHUB_TOKEN": WRONG})
    assert run.code == 5, run
    assert "RUNTIME_GITHUB_TOKEN" in run.stderr and WRONG not in run.stderr
    (record,) = audit_records(home)
    assert (record["operation"], record["outcome"], record["exit_code"]) == (
        "login github",
        "failed",
        5,
    )


def test_logout_says_there_is_no_session_and_is_audited(
    github_runtime: Any, github_standin: GitHubStandIn, home: Path
) -> None:
    run = github_runtime("auth", "logout", "github")
    assert run.code == 0, run
    assert "no session to clear" in run.stdout and "RUNTIME_GITHUB_TOKEN" in run.stdout
    (record,) = audit_records(home)
    assert (record["operation"], record["outcome"]) == ("logout github", "ok")
    assert github_standin.requests == []


def test_usage_errors(github_runtime: Any) -> None:
    assert github_runtime("auth", "login", "nope").code == 2
    assert github_runtime("auth", "status", "extra").code == 2
    assert github_runtime("auth", "login").code == 2
    helped = github_runtime("auth", "--help")
    assert helped.code == 0 and "runtime auth status" in helped.stdout


def test_auth_is_listed_in_the_global_help(github_runtime: Any) -> None:
    assert "auth " in github_runtime("--help").stdout
