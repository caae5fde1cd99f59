"""RUNTIME_POLICY_FILE is read strictly: a typo stops everything, nothing falls back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runtime.policy.document import parse_policy
from support.cli import write_capability

GOOD = b"""schema_version: 3
allowed_binaries: [git, jq]
command_policy:
  denied_binaries: [rm]
  rules:
    git: {denied: ["push --force"]}
file_policy:
  read_roots: ["."]
  write_roots: ["./out"]
  max_edit_files: 10
providers:
  files: {denied: [delete, write]}
identities:
  github: [alice]
"""


def test_a_good_document_narrows_the_defaults() -> None:
    policy, problems = parse_policy(GOOD, "p.yaml")
    assert problems == []
    assert policy.allowed_binaries == ("git", "jq")
    assert policy.write_roots == ("./out",)
    assert policy.limits["max_edit_files"] == 10
    assert policy.provider_denied["files"] == ("delete", "write")
    assert policy.identities == {"github": ("alice",)}


def test_typos_and_wrong_types_have_lines() -> None:
    doc = b"schema_version: 3\nallowed_binaries: git\nfile_policy:\n  write_root: [.]\n  max_edit_files: lots\n"
    _, problems = parse_policy(doc, "p.yaml")
    assert [(d.code, d.line) for d in problems] == [
        ("wrong-type", 2),
        ("unknown-key", 4),
        ("wrong-type", 5),
    ]


def test_the_floor_cannot_be_lowered() -> None:
    doc = b"schema_version: 3\nallowed_binaries:\n  - git\n  - bash\nfile_policy:\n  max_edit_files: 1000\n"
    _, problems = parse_policy(doc, "p.yaml")
    assert [(d.code, d.line) for d in problems] == [("floor-binary", 4), ("floor-limit", 6)]


def test_admitted_helpers_are_absolute_paths() -> None:
    doc = b"schema_version: 3\ncommand_policy:\n  admitted_helpers:\n    docker: [/usr/bin/docker-credential-gcloud, bin/evil]\n"
    _, problems = parse_policy(doc, "p.yaml")
    assert [(d.code, d.line) for d in problems] == [("helper-not-absolute", 4)]


def test_wrong_schema_version() -> None:
    _, problems = parse_policy(b"schema_version: 2\n", "p.yaml")
    assert [d.code for d in problems] == ["policy-schema-version"]


def test_a_typo_stops_every_governed_command(runtime: Any, work: Path, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\nfile_polcy:\n  write_roots: [/]\n")
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    write_capability(
        work, "c.md", "version: v1\nworkflow:\n  - provider: files\n    args: [write, a, b]\n"
    )
    for args in (
        ["files", "write", "a", "b"],
        ["capability", "execute", "c.md"],
        ["capability", "plan", "c.md"],
        ["capability", "validate", "c.md"],
    ):
        run = runtime("--output", "json", *args, env=env)
        assert run.code == 3, (args, run)
        assert run.json["diagnostics"][0]["line"] == 2
    assert not (work / "a").exists()


def test_an_unreadable_policy_file_is_not_ignored(runtime: Any, tmp_path: Path) -> None:
    run = runtime(
        "--output",
        "json",
        "files",
        "list",
        ".",
        env={"RUNTIME_POLICY_FILE": str(tmp_path / "missing.yaml")},
    )
    assert run.code == 3
    assert run.json["error"]["code"] == "policy-invalid"


def test_a_policy_document_applies(runtime: Any, work: Path, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nfile_policy:\n  read_roots: [.]\n  write_roots: [./out]\n"
    )
    (work / "out").mkdir()
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("files", "write", "out/a.txt", "x", env=env).code == 0
    denied = runtime("--output", "json", "files", "write", "b.txt", "x", env=env)
    assert denied.code == 4 and "file_policy.write_roots" in denied.json["error"]["message"]
    assert not (work / "b.txt").exists()


def test_a_broken_config_stops_execute_before_the_first_step(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text("schema_version: 2\nauthentication:\n  github:\n    tokn_env: X\n")
    write_capability(
        work,
        "c.md",
        "version: v1\nworkflow:\n  - provider: files\n    args: [write, a.txt, x]\n"
        "  - provider: github\n    args: [user, get]\n",
    )
    run = runtime(
        "--output",
        "json",
        "capability",
        "execute",
        "c.md",
        env={"RUNTIME_CONFIG_FILE": str(config)},
    )
    assert run.code == 3, run
    assert run.json["diagnostics"][0]["line"] == 4
    assert not (work / "a.txt").exists()
