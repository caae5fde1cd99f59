"""Issue 14 item 1: the repository for gh-backed operations, supplied by the runtime.

The seed's own step `[pr, list, --json, "number,title,state"]` names no repository:
the runtime passes `--repo` from the Runtime Context's `github.repository`, else
from the working directory's git remote `origin` (read from .git/config, never by
running git), and says so in resolve and plan; with neither, plan, execute and a
typed command all fail with exit 2 naming both ways.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from providers.github.standin_env import audit_records, write_steps
from support.github_standin import GitHubStandIn

REPO = "acme/payments-api"
SEED_STEP = ("github", ["pr", "list", "--json", "number,title,state"])


def checkout(directory: Path, origin: str) -> Path:
    subprocess.run(["git", "init", "-q", str(directory)], check=True)
    subprocess.run(["git", "-C", str(directory), "remote", "add", "origin", origin], check=True)
    return directory / ".git" / "config"


def context_config(tmp_path: Path, repository: str) -> dict[str, str]:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n  work:\n    github:\n"
        f"      organization: acme\n      repository: {repository}\n"
    )
    return {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "work"}


def test_the_seed_step_runs_in_a_checkout_whose_origin_names_the_repository(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, work: Path, home: Path
) -> None:
    git_config = checkout(work, f"https://github.localhost/{REPO}.git")
    write_steps(work, "prs.md", [SEED_STEP])

    plan = github_runtime("--output", "json", "capability", "plan", "prs.md")
    assert plan.code == 0, plan
    supplied = plan.json["steps"][0]["repository"]
    assert supplied == {"value": REPO, "source": f"git remote origin ({git_config})"}
    text_plan = github_runtime("capability", "plan", "prs.md")
    assert f"repository {REPO} (from git remote origin" in text_plan.stdout, text_plan

    run = github_runtime("--output", "json", "capability", "execute", "prs.md")
    assert run.code == 0, run
    output = run.json["steps"][0]["output"]
    assert [pr["number"] for pr in output] == [8, 7]
    assert set(output[0]) == {"number", "title", "state"}
    text = github_runtime("capability", "execute", "prs.md")
    assert text.code == 0 and "Fix retry backoff" in text.stdout, text
    record = audit_records(home)[-1]
    assert record["repository"] == supplied and record["args"] == SEED_STEP[1]


def test_an_scp_style_origin_names_the_repository_for_a_typed_command(
    github_runtime: Any, needs_gh: str, work: Path
) -> None:
    checkout(work, f"git@github.localhost:{REPO}")
    typed = github_runtime("--output", "json", "github", "pr", "list", "--json", "number")
    assert typed.code == 0, typed
    assert [pr["number"] for pr in typed.json["output"]] == [8, 7]


def test_the_context_repository_wins_and_context_show_lists_it(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, work: Path, tmp_path: Path
) -> None:
    checkout(work, "https://github.localhost/acme/web.git")
    env = context_config(tmp_path, REPO)
    shown = github_runtime("--output", "json", "context", "show", env=env)
    values = {v["key"]: v for v in shown.json["output"]["values"]}
    assert values["github.repository"]["value"] == REPO, shown
    assert "github.repository" in github_runtime("context", "show", env=env).stdout

    resolved = github_runtime("--output", "json", "resolve", "github", "pr", "list", env=env)
    assert resolved.code == 0, resolved
    assert resolved.json["output"]["repository"] == {
        "value": REPO,
        "source": "context github.repository",
    }
    text = github_runtime("resolve", "github", "pr", "list", env=env)
    assert f"repository {REPO} (from context github.repository)" in text.stdout, text

    write_steps(work, "prs.md", [SEED_STEP])
    run = github_runtime("--output", "json", "capability", "execute", "prs.md", env=env)
    assert run.code == 0, run
    assert [pr["number"] for pr in run.json["steps"][0]["output"]] == [8, 7]
    assert not github_standin.requests_to("/repos/acme/web")


def test_an_explicit_repo_is_never_replaced(
    github_runtime: Any, needs_gh: str, work: Path, tmp_path: Path
) -> None:
    env = context_config(tmp_path, "acme/web")
    run = github_runtime(
        "--output", "json", "github", "pr", "list", "--repo", REPO, "--json", "number", env=env
    )
    assert run.code == 0, run
    assert [pr["number"] for pr in run.json["output"]] == [8, 7]


def test_without_either_plan_execute_and_typed_fail_alike_naming_both_ways(
    github_runtime: Any, github_standin: GitHubStandIn, work: Path
) -> None:
    write_steps(work, "prs.md", [SEED_STEP])
    assert github_runtime("capability", "validate", "prs.md").code == 0
    runs = [
        github_runtime("capability", "plan", "prs.md"),
        github_runtime("capability", "execute", "prs.md"),
        github_runtime("github", "pr", "list"),
        github_runtime("resolve", "github", "pr", "list"),
    ]
    for run in runs:
        both = run.stdout + run.stderr
        assert run.code == 2, run
        assert "--repo OWNER/REPO" in both and "github.repository" in both, run
        assert "git checkout whose remote origin" in both, run
    envelope = github_runtime("--output", "json", "capability", "execute", "prs.md").json
    assert envelope["exit_code"] == 2 and envelope["steps"][0]["status"] == "unresolved"
    assert not github_standin.requests


def test_help_the_homes_spec_and_the_agent_contract_say_how_the_repository_is_found(
    runtime: Any, home: Path
) -> None:
    helped = runtime("github", "--help")
    assert "[--repo OWNER/REPO]" in helped.stdout and "github.repository" in helped.stdout
    assert "git remote origin" in helped.stdout
    assert runtime("bootstrap").code == 0
    spec = (home / "specs" / "github" / "capability-spec-github.md").read_text()
    assert 'args: [pr, list, --repo, "${repo}"]' in spec
    assert "github.repository" in spec and "origin" in spec
    agent = (home / "RUNTIME-AGENT.md").read_text()
    assert "--repo OWNER/REPO" in agent and "github.repository" in agent


def test_a_saved_plan_records_the_supplied_repository_and_refuses_when_it_changes(
    github_runtime: Any, github_standin: GitHubStandIn, work: Path, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n"
        f"  pay:\n    github:\n      repository: {REPO}\n"
        "  web:\n    github:\n      repository: acme/web\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "pay"}
    write_steps(work, "prs.md", [SEED_STEP])
    saved = github_runtime(
        "--output", "json", "capability", "plan", "prs.md", "--out", "plan.json", env=env
    )
    assert saved.code == 0, saved
    assert "--repo" in (work / "plan.json").read_text() and REPO in (work / "plan.json").read_text()
    moved = github_runtime(
        "--output", "json", "capability", "execute", "--plan", "plan.json",
        env={**env, "RUNTIME_CONTEXT": "web"},
    )  # fmt: skip
    assert moved.code == 7, moved
    assert "steps" in [d["path"] for d in moved.json["diagnostics"]]
    assert not github_standin.requests  # nothing ran


def test_every_gh_step_of_a_capability_gets_the_checkouts_repository(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, work: Path
) -> None:
    checkout(work, f"https://github.localhost/{REPO}")
    write_steps(work, "actions.md", [
        ("github", ["workflow", "list"]),
        ("github", ["run", "list", "--limit", "3", "--json", "databaseId,conclusion"]),
    ])  # fmt: skip
    run = github_runtime("--output", "json", "capability", "execute", "actions.md")
    assert run.code == 0, run
    assert [s["repository"]["value"] for s in run.json["steps"]] == [REPO, REPO]
    assert len(run.json["steps"][1]["output"]) == 3
    assert github_standin.requests_to(f"/repos/{REPO}/actions/workflows")
    progress = github_runtime("capability", "execute", "actions.md").stderr
    assert f"[1/2] github workflow list --repo {REPO} … running" in progress
