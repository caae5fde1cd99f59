"""Files a caller controls (.git/config, hooks, kubeconfigs) must not make a binary run programs.

Whoever prepared the tree (or a hostile capability) controls .git; `git status`
alone would run core.fsmonitor, and a commit would run hooks.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

GIT_ENV = {
    "PATH": "/usr/bin:/bin", "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "T", "GIT_COMMITTER_EMAIL": "t@example.com",
}  # fmt: skip


@pytest.fixture
def repo(work: Path) -> Path:
    path = work / "repo"
    path.mkdir()
    for args in (["init", "-q", "-b", "main"], ["commit", "-q", "--allow-empty", "-m", "first"]):
        subprocess.run(
            ["git", "-C", str(path), *args], check=True, env={**GIT_ENV, "HOME": str(work)}
        )
    return path


def test_the_files_provider_never_writes_inside_git(runtime: Any, repo: Path) -> None:
    config = repo / ".git" / "config"
    before = config.read_bytes()
    for args in (
        ["append", "repo/.git/config", "[core]"],
        ["write", "repo/.git/hooks/pre-commit", "x"],
        ["mkdir", "repo/.git/hooks2"],
    ):
        run = runtime("--output", "json", "files", *args)
        assert run.code == 4, run
        assert "inside a .git directory" in run.json["error"]["message"]
    assert config.read_bytes() == before
    assert not (repo / ".git" / "hooks2").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["log", "--format=%B", "--output=.git/config"],
        ["log", "--outp=/tmp/x"],
        ["diff", "--output", "../outside.txt"],
        ["format-patch", "-o", "/tmp/patches", "HEAD~1"],
        ["format-patch", "--output-directory=/tmp/patches", "HEAD~1"],
    ],
)
def test_git_options_that_write_anywhere_are_refused(
    runtime: Any, repo: Path, args: list[str]
) -> None:
    # `--` after BINARY hands every word to git, its own --output included (typed without
    # it, an --output among binary words is refused as ambiguous before the floor is asked)
    run = runtime("--output", "json", "command", "run", "git", "--", "-C", "repo", *args)
    assert run.code == 4, run
    assert "safety floor" in run.json["error"]["message"]
    assert "writes a file wherever it is told" in run.json["error"]["message"]
    if any(arg == "--output" or arg.startswith("--output=") for arg in args):
        typed = runtime("--output", "json", "command", "run", "git", "-C", "repo", *args)
        assert typed.code == 2 and typed.json["error"]["code"] == "ambiguous-output", typed
    assert not (repo / "outside.txt").exists() and not (repo.parent / "outside.txt").exists()


def test_a_hostile_fsmonitor_in_the_repository_never_runs(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    marker = tmp_path / "fsmonitor-ran"
    with (repo / ".git" / "config").open("a") as handle:
        handle.write(f'[core]\n\tfsmonitor = "touch {marker}; false"\n')
    run = runtime("--output", "json", "command", "run", "git", "-C", "repo", "status", "--short")
    assert run.code == 0, run
    assert not marker.exists()


def test_hooks_in_the_repository_never_run(runtime: Any, repo: Path, tmp_path: Path) -> None:
    marker = tmp_path / "hook-ran"
    hook = repo / ".git" / "hooks" / "pre-commit"
    hook.write_text(f"#!/bin/sh\ntouch {marker}\n")
    hook.chmod(0o755)
    run = runtime(
        "--output",
        "json",
        "command",
        "run",
        "git",
        "-C",
        "repo",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "second",
        env={k: v for k, v in GIT_ENV.items() if k != "PATH"},
    )
    assert run.code == 0, run
    assert not marker.exists()
    log = subprocess.run(
        ["git", "-C", str(repo), "log", "--format=%s"], capture_output=True, text=True
    )
    assert log.stdout.splitlines()[0] == "second"


@pytest.mark.parametrize("binary", ["kubectl", "helm", "oc"])
def test_a_kubeconfig_named_in_arguments_is_refused(runtime: Any, work: Path, binary: str) -> None:
    (work / "kc.yaml").write_text(
        "users:\n- name: u\n  user:\n    exec:\n      command: /usr/bin/touch\n"
    )
    for form in (["--kubeconfig", "kc.yaml"], ["--kubeconfig=kc.yaml"]):
        run = runtime("--output", "json", "resolve", "command", "run", binary, *form, "get", "pods")
        assert run.code == 4, run
        assert "a kubeconfig can run programs" in run.json["error"]["message"]


@pytest.mark.parametrize(
    "args",
    [
        ["config", "clean.requireForce", "false"],
        ["config", "remote.origin.mirror", "true"],
        ["config", "--add", "remote.origin.push", "+refs/heads/*:refs/heads/*"],
    ],
)
def test_config_that_would_dodge_a_denied_rule_is_refused(
    runtime: Any, repo: Path, args: list[str]
) -> None:
    before = (repo / ".git" / "config").read_bytes()
    run = runtime("--output", "json", "command", "run", "git", "-C", "repo", *args)
    assert run.code == 4, run
    assert "dodge a denied rule" in run.json["error"]["message"]
    assert (repo / ".git" / "config").read_bytes() == before


def test_ordinary_config_stays_allowed(runtime: Any, repo: Path) -> None:
    run = runtime("command", "run", "git", "-C", "repo", "config", "user.name", "Someone")
    assert run.code == 0, run
