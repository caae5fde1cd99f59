"""Issue 27 item 8: arguments are shown as a shell reads them back, and raw output is raw.

Every place a request's words are shown (an error, the progress lines, plan, resolve, audit
tail) writes them shell-quoted (shlex.join; a word holding a line break as bash's $'...'),
so a line pasted back is the same words. `--output raw command run` prints what the child
wrote, stdout on stdout and stderr on stderr.
"""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from runtime.words import shell_line
from support.cli import write_capability
from support.git_repos import init_repo

WORDS = ["commit", "-m", "first commit"]


@pytest.fixture
def repo(work: Path) -> Path:
    path = work / "repo"
    path.mkdir()
    init_repo(path)
    return path


@pytest.fixture
def no_commits(tmp_path: Path) -> dict[str, str]:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  rules:\n    git:\n      denied: [commit]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(policy)}


def test_a_denial_shows_the_words_as_typed(
    runtime: Any, repo: Path, no_commits: dict[str, str]
) -> None:
    run = runtime("command", "run", "git", "-C", "repo", *WORDS, env=no_commits)
    assert run.code == 4, run
    assert "policy denied command run git -C repo commit -m 'first commit':" in run.stderr
    shown = run.stderr.split("policy denied command run ", 1)[1].split(":", 1)[0]
    assert shlex.split(shown) == ["git", "-C", "repo", *WORDS]


def test_resolve_shows_the_command_quoted(runtime: Any, repo: Path) -> None:
    run = runtime("resolve", "command", "run", "git", "-C", "repo", *WORDS)
    assert run.code == 0, run
    line = next(line for line in run.stdout.splitlines() if line.startswith("command "))
    # what the child runs, as a line to paste: `-C repo` stays before the command
    assert line == "command    git -C repo commit --message 'first commit'", line


def test_progress_plan_and_tail_quote_a_word_with_a_space(runtime: Any, work: Path) -> None:
    write_capability(
        work,
        "c.md",
        'version: v1\nworkflow:\n  - provider: files\n    args: [write, ./a.txt, "hello world"]\n',
    )
    plan = runtime("capability", "plan", "c.md")
    assert plan.code == 0, plan
    assert "files write ./a.txt 'hello world'" in plan.stdout, plan
    run = runtime("capability", "execute", "c.md")
    assert run.code == 0, run
    assert "[1/1] files write ./a.txt 'hello world'" in run.stderr, run
    tail = runtime("audit", "tail", "-n", "1")
    assert "files write ./a.txt 'hello world'" in tail.stdout, tail


def test_a_line_break_in_a_word_stays_on_one_line(runtime: Any, work: Path) -> None:
    write_capability(
        work,
        "c.md",
        'version: v1\nworkflow:\n  - provider: files\n    args: [write, ./a.txt, "one\\ntwo"]\n',
    )
    plan = runtime("capability", "plan", "c.md")
    assert plan.code == 0, plan
    line = next(line for line in plan.stdout.splitlines() if "files write" in line)
    assert line.endswith("files write ./a.txt $'one\\ntwo'"), line
    echoed = subprocess.run(
        ["bash", "-c", "printf %s " + line.rsplit(" ", 1)[1]], capture_output=True, text=True
    )
    assert echoed.stdout == "one\ntwo"


def test_raw_output_of_a_binary_is_what_the_child_wrote(runtime: Any, repo: Path) -> None:
    run = runtime("--output", "raw", "command", "run", "git", "-C", "repo", "log", "--format=%s")
    assert run.code == 0, run
    assert run.stdout == "x\n"
    failed = runtime("--output", "raw", "command", "run", "git", "-C", "repo", "log", "no-such")
    assert failed.code == 1, failed
    assert failed.stdout == ""
    assert failed.stderr.startswith("fatal: ambiguous argument 'no-such'"), failed


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(st.characters(codec="utf-8", blacklist_characters="\0"),
                        max_size=12), max_size=5))  # fmt: skip
def test_a_shown_line_reads_back_as_the_same_words(words: list[str]) -> None:
    """What bash reads back from a shown line is the words, control characters and all."""
    line = shell_line(words)
    assert "\n" not in line
    done = subprocess.run(
        ["bash", "-c", f"printf '%s\\0' {line}" if words else "true"],
        capture_output=True,
        env={"LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"},
    )
    assert done.stdout.decode("utf-8").split("\0")[:-1] == words


def test_plan_shows_a_binary_steps_command_quoted(runtime: Any, repo: Path, work: Path) -> None:
    write_capability(
        work,
        "c.md",
        'version: v1\nworkflow:\n  - binary: git\n    args: [-C, repo, commit, -m, "first commit"]\n',
    )
    plan = runtime("capability", "plan", "c.md")
    assert plan.code == 0, plan
    assert "binary git -C repo commit -m 'first commit'" in plan.stdout
    line = next(line for line in plan.stdout.splitlines() if line.strip().startswith("command "))
    assert "git -C repo commit --message 'first commit'; effect write" in line, line
