"""A repository whose own .git/config names a program: git runs it on reads (`diff.external`
on `git diff`, a textconv on `git log -p`, a filter on `git status`), so such a step is
exec, refused by the compiled defaults, whatever its command. Real git, sandboxed and not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.git_repos import git
from support.mcp_door import call, content, door_work, with_door

TOUCH = "sh -c 'touch ran-program' --"


@pytest.fixture
def repo(work: Path) -> Path:
    git(work, "init", "-q")
    (work / "f.txt").write_text("a\n")
    git(work, "add", "f.txt")
    git(work, "commit", "-qm", "one")
    (work / "f.txt").write_text("b\n")
    return work


def plant(repo: Path, text: str, name: str = "config") -> None:
    with (repo / ".git" / name).open("a") as config:
        config.write(text)


def refused_for(run: Any, key: str) -> None:
    assert run.code == 4, run
    assert 'effect "exec" of git in a repository whose configuration ' in run.stderr, run
    assert f'sets "{key}" is not in command_policy.effects.default' in run.stderr, run
    assert "(which makes git run a program, on reads too)" in run.stderr, run


@pytest.mark.parametrize(
    ("planted", "key", "args"),
    [
        (f"[diff]\n\texternal = {TOUCH}\n", "diff.external", ["diff"]),
        (f'[diff "x"]\n\ttextconv = {TOUCH}\n', "diff.x.textconv", ["log", "-p"]),
        (f'[filter "x"]\n\tclean = {TOUCH}\n', "filter.x.clean", ["status"]),
        (f"[core]\n\tpager = {TOUCH}\n", "core.pager", ["log"]),
        (f"[Diff] External = {TOUCH}\n", "Diff.External", ["diff"]),  # one line, any case
        ("[diff]\n\texternal\n", "diff.external", ["diff"]),  # a bare key is true
        (f'[diff "a]b"] external = {TOUCH}\n', "diff.a]b.external", ["diff"]),  # quoted ]
    ],
)
def test_a_repository_config_that_names_a_program_makes_the_step_exec(
    runtime: Any, repo: Path, planted: str, key: str, args: list[str]
) -> None:
    plant(repo, planted)
    run = runtime("command", "run", "git", *args)
    refused_for(run, key)
    assert not (repo / "ran-program").exists()


@pytest.mark.parametrize(
    "include",
    [
        "[include]\n\tpath = ../elsewhere.cfg\n",
        '[includeIf "gitdir:/nowhere/"]\n\tpath = ../elsewhere.cfg\n',  # false: read anyway
        '[includeIf\t"onbranch:x"]\n\tpath = ../elsewhere.cfg\n',
        '[Include]\n\tPath = "../elsewhere.cfg" ; a comment\n',
    ],
)
def test_what_an_include_names_is_read_as_git_reads_it(
    runtime: Any, repo: Path, include: str
) -> None:
    """An include is followed from the including file's directory; a conditional one as
    though its condition held. The refusal names the included file and its line."""
    (repo / "elsewhere.cfg").write_text(f"# shared\n[diff]\n\texternal = {TOUCH}\n")
    plant(repo, include)
    run = runtime("command", "run", "git", "diff")
    refused_for(run, "diff.external")
    assert f"configuration {repo / 'elsewhere.cfg'} line 3 sets" in run.stderr, run
    assert not (repo / "ran-program").exists()


def test_an_include_of_an_ordinary_file_or_of_none_runs(runtime: Any, repo: Path) -> None:
    (repo / "elsewhere.cfg").write_text("[user]\n\tname = someone\n")
    plant(repo, "[include]\n\tpath = ../elsewhere.cfg\n\tpath = ../missing.cfg\n")
    run = runtime("command", "run", "git", "diff")
    assert run.code == 0 and "+b" in run.stdout, run


def test_the_worktree_config_and_a_linked_worktrees_common_config_are_read(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    plant(repo, f"[diff]\n\texternal = {TOUCH}\n", name="config.worktree")
    refused_for(runtime("command", "run", "git", "diff"), "diff.external")
    (repo / ".git" / "config.worktree").unlink()
    linked = repo / "linked"
    git(repo, "worktree", "add", "-q", str(linked))
    plant(repo, f"[diff]\n\texternal = {TOUCH}\n")  # the common config a worktree reads
    refused_for(runtime("command", "run", "git", "-C", "linked", "diff"), "diff.external")


def test_a_subdirectory_and_git_dash_c_find_the_repository_as_git_does(
    runtime: Any, repo: Path
) -> None:
    (repo / "sub").mkdir()
    plant(repo, f"[diff]\n\texternal = {TOUCH}\n")
    refused_for(runtime("command", "run", "git", "diff", cwd=repo / "sub"), "diff.external")
    refused_for(runtime("command", "run", "git", "-C", "sub", "diff"), "diff.external")
    elsewhere = repo / "sub" / "nested"
    git(repo / "sub", "init", "-q", "nested")  # a repository of its own, configured plainly
    run = runtime("command", "run", "git", "--namespace", "ns", "-C", "sub", "-C", "nested",
                  "status")  # fmt: skip
    assert run.code == 0 and elsewhere.is_dir(), run


def test_an_ordinary_repository_runs(runtime: Any, repo: Path) -> None:
    git(repo, "remote", "add", "origin", "../elsewhere.git")
    # keys the runtime sets for every git child, above every file, are no reason to refuse
    plant(repo, "[core]\n\tfsmonitor = touch ran-program\n\thooksPath = hooks\n")
    run = runtime("command", "run", "git", "diff")
    assert run.code == 0, run
    assert "+b" in run.stdout
    assert not (repo / "ran-program").exists()


def test_a_document_that_lets_git_exec_runs_it_confined(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    plant(repo, f"[diff]\n\texternal = {TOUCH}\n")
    policy = tmp_path / "exec.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    git: [read, write, exec]\n"
    )
    run = runtime("command", "run", "git", "diff", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert run.code == 0, run
    assert (repo / "ran-program").exists()  # the document said git may run programs


def test_a_configuration_too_large_to_read_through_is_refused(runtime: Any, repo: Path) -> None:
    """git reads a config file whole: a program key after a megabyte of comments counts."""
    plant(repo, "#" * (1024 * 1024) + f"\n[diff]\n\texternal = {TOUCH}\n")
    run = runtime("command", "run", "git", "diff")
    assert run.code == 4 and "too large to read through" in run.stderr, run
    assert not (repo / "ran-program").exists()


def test_a_byte_order_mark_before_the_first_section_hides_nothing(runtime: Any, repo: Path) -> None:
    plant(repo, f"\ufeff[diff]\n\texternal = {TOUCH}\n", name="config.worktree")  # git skips it
    refused_for(runtime("command", "run", "git", "diff"), "diff.external")


# --- the read-only MCP door ------------------------------------------------------------------------


GIT_DIFF = """
version: v1
workflow:
  - binary: git
    args: [diff]
"""


def test_the_read_only_door_runs_no_program_a_repositorys_config_names(
    home: Path, work: Path
) -> None:
    """Whoever prepared the tree controls .git/config (DESIGN 9; a terraform local-exec
    writes it too). Only core.fsmonitor and core.hooksPath are forced: `git diff` runs
    diff.external, and it leaves a file in the work tree."""
    git(work, "init", "-q")
    (work / "f.txt").write_text("a\n")
    git(work, "add", "f.txt")
    git(work, "commit", "-qm", "one")
    (work / "f.txt").write_text("b\n")
    with (work / ".git" / "config").open("a") as config:
        config.write("[diff]\n\texternal = sh -c 'touch ran-diff' --\n")
    env = door_work(work, {"gitdiff": GIT_DIFF})

    async def body(session: Any) -> Any:
        return content(await call(session, "capability_execute", name="gitdiff", inputs={}))

    with_door(home, work, body, "--read-only", env=env)
    assert not (work / "ran-diff").exists()
