"""Red team: a denied git rule is not dodged by another spelling of the same option.

`git push origin +main` and `git push --mirror` force exactly like `--force`;
`git clean --force -d` is `git clean -fd`. Each is refused naming the rule, and
the remote really is left as it was.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

GIT = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]


def git(cwd: Path, *args: str) -> str:
    done = subprocess.run([*GIT, *args], cwd=cwd, check=True, capture_output=True, text=True)
    return done.stdout.strip()


@pytest.fixture
def diverged(tmp_path: Path, work: Path) -> Path:
    """WORK is a clone whose main has diverged from its bare remote's main; returns the remote."""
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(remote))
    git(tmp_path, "clone", "-q", str(remote), str(work))
    git(work, "checkout", "-q", "-b", "main")
    git(work, "commit", "-q", "--allow-empty", "-m", "one")
    git(work, "push", "-q", "origin", "main")
    git(work, "reset", "-q", "--hard", "HEAD")
    git(work, "commit", "-q", "--amend", "--allow-empty", "-m", "rewritten")
    return remote


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["push", "origin", "+main"], "push --force"),
        (["push", "origin", "+refs/heads/main:refs/heads/main"], "push --force"),
        (["push", "-q", "origin", "+main:main"], "push --force"),
        (["push", "--mirror", "origin"], "push --force"),
        (["-C", ".", "push", "--mirr", "origin"], "push --force"),
    ],
)
def test_a_force_push_without_force_is_denied(
    args: list[str], rule: str, diverged: Path, runtime: Any, work: Path
) -> None:
    before = git(diverged, "rev-parse", "main")
    run = runtime("command", "run", "git", *args)
    assert run.code == 4, run
    assert f'command_policy.rules.git.denied "{rule}"' in run.stderr
    assert git(diverged, "rev-parse", "main") == before
    assert runtime("resolve", "command", "run", "git", *args).code == 4


@pytest.mark.parametrize(
    "args",
    [["clean", "--force", "-d"], ["clean", "-d", "--force"], ["clean", "--forc", "-d", "-x"]],
)
def test_clean_with_the_long_force_is_denied(args: list[str], runtime: Any, work: Path) -> None:
    git(work, "init", "-q")
    (work / "sub").mkdir()
    (work / "sub" / "untracked").write_text("keep me")
    run = runtime("command", "run", "git", *args)
    assert run.code == 4, run
    assert 'command_policy.rules.git.denied "clean -fd"' in run.stderr
    assert (work / "sub" / "untracked").read_text() == "keep me"


@pytest.mark.parametrize(
    "args",
    [
        ["push", "origin", "main"],
        ["push", "origin", ":gone"],
        ["clean", "-n", "-d"],
        ["log", "--format=+%s"],
    ],
)
def test_the_ordinary_forms_stay_allowed(args: list[str], runtime: Any) -> None:
    run = runtime("resolve", "command", "run", "git", *args)
    assert run.code == 0, run
