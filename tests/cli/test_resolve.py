"""runtime resolve: what would run, the policy's decision and rule, and nothing happening."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def test_an_operation_shows_transport_auth_and_decision(runtime: Any, home: Path) -> None:
    run = runtime("--output", "json", "resolve", "github", "repo", "view", "cli/cli")
    assert run.code == 0, run
    out = run.json["output"]
    assert (out["operation"], out["transport"], out["auth_provider"], out["effect"]) == (
        "repo view",
        "rest",
        "github",
        "read",
    )
    assert out["decision"]["allowed"] and out["decision"]["rule"] == "providers.github"
    assert not (home / "audit.jsonl").exists()


def test_a_binary_shows_its_pinned_path_and_the_rule_that_denies_it(runtime: Any) -> None:
    run = runtime(
        "--output", "json", "resolve", "command", "run", "git", "-C", "x", "push", "--force"
    )
    assert run.code == 4
    out = run.json["output"]
    assert out["pinned"].endswith("/git") and out["transport"] == "process"
    assert out["decision"]["rule"] == 'command_policy.rules.git.denied "push --force"'


def test_the_context_value_an_operation_would_use_is_shown(runtime: Any, tmp_path: Path) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n  work:\n    github:\n      organization: acme\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "work"}
    implied = runtime("--output", "json", "resolve", "github", "team", "list", env=env)
    assert implied.json["output"]["context"] == {"github.organization": "acme"}
    assert (
        "context    github.organization = acme"
        in runtime("resolve", "github", "team", "list", env=env).stdout
    )
    given = runtime("--output", "json", "resolve", "github", "team", "list", "octo-org", env=env)
    assert given.json["output"]["context"] == {}


def test_files_resolve_names_the_root(runtime: Any, work: Path) -> None:
    run = runtime("--output", "json", "resolve", "files", "write", "a.txt", "x")
    assert run.json["output"]["decision"]["rule"] == f'file_policy.write_roots "{work}"'
    assert not (work / "a.txt").exists()
