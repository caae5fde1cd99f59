"""Issue 27 item 9: credentials are checked before step 1, not when the step needing them comes.

A capability whose first step appends to a file and whose second needs GitHub is refused
before anything runs when there is no token (exit 5, naming step 2), or when the token's
identity is not in the policy's allow-list (exit 4): the file is untouched, the refusal is
audited as that step's, the other steps are reported not run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import TOKEN_VARIABLE, audit_records, write_steps

MIXED = [("files", ["append", "./log.txt", "line"]), ("github", ["user", "get"])]


@pytest.fixture
def mixed(work: Path) -> Path:
    return write_steps(work, "mixed.md", MIXED)


def test_no_token_refuses_before_step_one(
    github_runtime: Any, mixed: Path, work: Path, home: Path
) -> None:
    run = github_runtime("--output", "json", "capability", "execute", "mixed.md",
                         env={TOKEN_VARIABLE: ""})  # fmt: skip
    assert run.code == 5, run
    assert not (work / "log.txt").exists()
    assert [s["status"] for s in run.json["steps"]] == ["not-run", "auth"]
    assert run.json["error"]["message"].startswith("step 2 (github user get) auth:")
    assert "nothing was changed" in run.json["error"]["message"]
    records = audit_records(home)
    assert [(r["kind"], r.get("operation")) for r in records] == [("denial", "user get")]
    assert records[0]["capability"]["step"] == 1


def test_text_names_the_step_that_needs_the_token(
    github_runtime: Any, mixed: Path, work: Path
) -> None:
    run = github_runtime("capability", "execute", "mixed.md", env={TOKEN_VARIABLE: ""})
    assert run.code == 5, run
    assert "error: step 2 (github user get) auth: GitHub credentials required" in run.stderr
    assert "[1/2]" not in run.stderr  # step 1 never started
    assert not (work / "log.txt").exists()


def test_a_gh_binary_step_is_checked_too(github_runtime: Any, work: Path) -> None:
    write_steps(work, "gh.md", [MIXED[0], ("binary:gh", ["pr", "list", "--repo", "acme/web"])])
    run = github_runtime("capability", "execute", "gh.md", env={TOKEN_VARIABLE: ""})
    assert run.code == 5, run
    assert "step 2 (binary gh pr list --repo acme/web) auth" in run.stderr
    assert not (work / "log.txt").exists()


def test_an_identity_not_allowed_refuses_before_step_one(
    github_runtime: Any, mixed: Path, work: Path, tmp_path: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\nidentities:\n  github: [hubot]\n")
    run = github_runtime("capability", "execute", "mixed.md",
                         env={"RUNTIME_POLICY_FILE": str(policy)})  # fmt: skip
    assert run.code == 4, run
    assert "identity 'octocat' is not in identities.github" in run.stderr
    assert not (work / "log.txt").exists()


def test_a_saved_plan_is_checked_before_step_one(
    github_runtime: Any, mixed: Path, work: Path
) -> None:
    plan = github_runtime("capability", "plan", "mixed.md", "--out", "plan.json")
    assert plan.code == 0, plan
    run = github_runtime("capability", "execute", "--plan", "plan.json", env={TOKEN_VARIABLE: ""})
    assert run.code == 5, run
    assert not (work / "log.txt").exists()


def test_with_credentials_every_step_runs(github_runtime: Any, mixed: Path, work: Path) -> None:
    run = github_runtime("--output", "json", "capability", "execute", "mixed.md")
    assert run.code == 0, run
    assert [s["status"] for s in run.json["steps"]] == ["ok", "ok"]
    assert (work / "log.txt").read_text() == "line\n"
