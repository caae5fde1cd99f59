"""The real git against local repositories, through capability steps."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "capabilities"
CORPUS = Path(__file__).resolve().parents[3] / "shared" / "conformance" / "corpus"

GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "t@example.com",
}  # fmt: skip


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args],
        check=True,
        capture_output=True,
        text=True,
        env={"PATH": "/usr/bin:/bin", "HOME": str(repo.parent), **GIT_ENV},
    ).stdout


@pytest.fixture
def repo(work: Path) -> Path:
    path = work / "repo"
    path.mkdir()
    git(path, "init", "-q", "-b", "main")
    for n in range(7):
        (path / "notes.txt").write_text(f"line {n}\n")
        git(path, "add", "notes.txt")
        git(path, "commit", "-q", "-m", f"commit {n}")
    git(path, "branch", "base", "HEAD~2")
    (path / "notes.txt").write_text("changed \n")  # trailing whitespace for diff --check
    return path


def test_repo_readiness_example_runs_git_for_real(runtime: Any, repo: Path, home: Path) -> None:
    run = runtime(
        "--output",
        "json",
        "capability",
        "execute",
        str(EXAMPLES / "repo-readiness.md"),
        "--input",
        "workdir=repo",
    )
    steps = run.json["steps"]
    assert [s["status"] for s in steps[:2]] == ["ok", "failed"], run
    assert steps[0]["output"]["stdout"] == " M notes.txt\n"
    assert steps[1]["exit_code"] == 2  # git diff --check found trailing whitespace
    assert "trailing whitespace" in steps[1]["output"]["stdout"]
    assert steps[2]["status"] == "not-run"
    assert run.code == 1
    assert steps[0]["pinned"].endswith("/git")
    records = trail_operations(home)
    assert [r["binary"] for r in records] == ["git", "git"]
    assert records[0]["pinned"] == steps[0]["pinned"]


def test_log_with_dash_five_keeps_the_text_written(runtime: Any, repo: Path, work: Path) -> None:
    git(repo, "checkout", "-q", "--", "notes.txt")
    run = runtime(
        "--output",
        "json",
        "capability",
        "execute",
        str(EXAMPLES / "repo-readiness.md"),
        "--input",
        "workdir=repo",
    )
    assert run.code == 0, run
    log = run.json["steps"][2]["output"]["stdout"].splitlines()
    assert len(log) == 5 and log[0].endswith("commit 6")
    assert run.json["steps"][2]["args"] == ["-C", "repo", "log", "-5", "--oneline"]


def test_corpus_git_change_readiness(runtime: Any, repo: Path) -> None:
    path = CORPUS / "capabilities" / "command" / "git-change-readiness.md"
    if not path.exists():
        pytest.skip("../shared/conformance is not beside the project")
    git(repo, "checkout", "-q", "--", "notes.txt")
    run = runtime(
        "--output",
        "json",
        "capability",
        "execute",
        str(path),
        "--input",
        f"workdir={repo}",
        "--input",
        "base_ref=base",
    )
    assert run.code == 0, run
    ahead = run.json["steps"][3]["output"]["stdout"].splitlines()
    assert [line.split(" ", 1)[1] for line in ahead] == ["commit 6", "commit 5"]


def test_typed_command_run_keeps_the_childs_exit_code(runtime: Any, repo: Path) -> None:
    run = runtime("--output", "json", "command", "run", "git", "-C", "repo", "diff", "--check")
    assert run.code == 1
    assert run.json["output"]["exit_code"] == 2
    assert run.json["status"] == "failed"
