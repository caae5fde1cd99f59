"""Real git repositories for tests: a bare remote and a clone with one pushed commit."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

GIT_IDENTITY = {
    "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
}  # fmt: skip


def git(cwd: Path, *args: str) -> str:
    """Run the real git in CWD (no system config, CWD as HOME); its stdout, stripped."""
    env = {**os.environ, **GIT_IDENTITY, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(cwd)}
    done = subprocess.run(
        ["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def pushed_clone(tmp_path: Path) -> Path:
    """TMP_PATH/clone of TMP_PATH/remote.git, one commit pushed to main and a branch x."""
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(remote))
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(remote), str(clone))
    (clone / "file.txt").write_text("committed\n")
    git(clone, "add", "file.txt")
    git(clone, "commit", "-q", "-m", "one")
    git(clone, "push", "-q", "origin", "HEAD:main")
    git(clone, "branch", "x")
    return clone


def init_repo(path: Path) -> None:
    """A repository in PATH (branch main) with one commit of f.txt."""
    git(path, "init", "-q", "-b", "main", str(path))
    (path / "f.txt").write_text("x\n")
    git(path, "add", "f.txt")
    git(path, "commit", "-qm", "x")
