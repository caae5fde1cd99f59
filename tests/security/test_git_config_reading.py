"""Issue 23: the configuration git reads for a command, read as git reads it.

A tab in a section header hid program keys (`[diff<TAB>"x"]`), a line starting with `=`
crashed the reader (exit 70, the audit left unfinished), and the configuration of
submodules and of a local push target were never read. Real git, in the sandbox.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from support.git_repos import git

TOUCH = "sh -c 'touch ran-program' --"
GIT_ALLOW_FILE = ("-c", "protocol.file.allow=always")


@pytest.fixture
def repo(work: Path) -> Path:
    git(work, "init", "-q", "-b", "main")
    (work / "f.txt").write_text("a\n")
    git(work, "add", "f.txt")
    git(work, "commit", "-qm", "one")
    (work / "f.txt").write_text("b\n")
    return work


def append(path: Path, text: str) -> None:
    with path.open("a") as handle:
        handle.write(text)


def exec_refusal(run: Any, where: str) -> None:
    assert run.code == 4, run
    assert 'effect "exec" of git in a repository whose configuration ' in run.stderr, run
    assert where in run.stderr, run
    assert "is not in command_policy.effects.default" in run.stderr, run


@pytest.mark.parametrize(
    ("header", "key"),
    [
        ('[diff\t"x"]', "diff.x.command"),
        ('[diff \t "x"]', "diff.x.command"),
        ('[diff\r"x"]', "diff.x.command"),
        ('[DIFF\t"x"]', "DIFF.x.command"),
    ],
)
def test_a_tab_in_a_section_header_hides_no_program_key(
    runtime: Any, repo: Path, tmp_path: Path, header: str, key: str
) -> None:
    """git reads any run of whitespace (a tab, a CR) between a section and its subsection;
    `diff.x.command` then runs on a read `git diff` of a file whose attributes say diff=x."""
    (repo / ".gitattributes").write_text("f.txt diff=x\n")
    append(repo / ".git" / "config", f"{header}\n\tcommand = {TOUCH}\n")
    run = runtime("command", "run", "git", "diff")
    exec_refusal(run, f'sets "{key}"')
    assert not (repo / "ran-program").exists()
    assert runtime("command", "run", "git", "diff", env=exec_allowed(tmp_path)).code == 0
    assert (repo / "ran-program").exists()


def test_a_tab_after_include_if_hides_no_include(runtime: Any, repo: Path) -> None:
    (repo / "elsewhere.cfg").write_text(f"[diff]\n\texternal = {TOUCH}\n")
    append(repo / ".git" / "config", '[includeIf\t"gitdir:/"]\n\tpath = ../elsewhere.cfg\n')
    run = runtime("command", "run", "git", "diff")
    exec_refusal(run, f'{repo / "elsewhere.cfg"} line 2 sets "diff.external"')
    assert not (repo / "ran-program").exists()


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("=x\n", 1),
        ("[core]\n\t= y\n", 2),
        ('[core]\n\teditor = "unterminated\n', 2),
        ("[core]\n\tpager = \\q\n", 2),
        ("[core\n", 1),
    ],
)
def test_a_configuration_git_cannot_read_is_refused_with_its_file_and_line(
    runtime: Any, repo: Path, home: Path, text: str, line: int
) -> None:
    """It crashed the reader (exit 70, the audit left unfinished): now a refusal naming the
    file and the line git names (`bad config line N`), recorded as a denial."""
    config = repo / ".git" / "config"
    before = config.read_text().count("\n")
    append(config, text)
    run = runtime("command", "run", "git", "status")
    exec_refusal(run, f"{config} line {before + line} is not one git reads (bad config line)")
    records = runtime("--output", "json", "audit", "tail", "-n", "1").json["output"]["records"]
    assert [r["outcome"] for r in records] == ["denied"], json.dumps(records)


# --- submodules --------------------------------------------------------------------------------


def sub_repository(tmp_path: Path) -> Path:
    sub = tmp_path / "sub-origin"
    git(tmp_path, "init", "-q", "-b", "main", str(sub))
    (sub / "s.txt").write_text("s\n")
    git(sub, "add", "s.txt")
    git(sub, "commit", "-qm", "s")
    return sub


def plant_clean_filter(config: Path, worktree: Path) -> None:
    """A clean filter git runs in the submodule when `status` asks it whether s.txt changed
    (same size, newer: git must read it through the filter to know)."""
    append(config, f'[filter "x"]\n\tclean = {TOUCH}\n')
    (worktree / ".gitattributes").write_text("s.txt filter=x\n")
    (worktree / "s.txt").write_text("t\n")
    os.utime(worktree / "s.txt", (2_000_000_000, 2_000_000_000))


def exec_allowed(tmp_path: Path) -> dict[str, str]:
    """A document that lets git run programs: the control that shows the program is real."""
    policy = tmp_path / "exec.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    git: [read, write, exec]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(policy)}


def test_a_submodules_own_configuration_is_read(runtime: Any, repo: Path, tmp_path: Path) -> None:
    """`git status` runs `git status` in each submodule, which reads the submodule's config."""
    sub = sub_repository(tmp_path)
    git(repo, *GIT_ALLOW_FILE, "submodule", "add", "-q", str(sub), "lib")
    git(repo, "commit", "-qm", "add lib")
    plant_clean_filter(repo / ".git" / "modules" / "lib" / "config", repo / "lib")
    run = runtime("command", "run", "git", "status")
    exec_refusal(run, f"{repo / '.git' / 'modules' / 'lib' / 'config'} line ")
    assert 'sets "filter.x.clean"' in run.stderr, run
    assert not (repo / "lib" / "ran-program").exists()
    assert runtime("command", "run", "git", "status", env=exec_allowed(tmp_path)).code == 0
    assert (repo / "lib" / "ran-program").exists()  # what the refusal kept from running


def test_an_embedded_repository_without_gitmodules_is_read(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    """`git add DIR` of a repository makes a gitlink with no .gitmodules entry: git still
    runs itself there on `status`, so its .git/config counts."""
    inner = repo / "inner"
    git(repo, "init", "-q", "-b", "main", str(inner))
    (inner / "s.txt").write_text("s\n")
    git(inner, "add", "s.txt")
    git(inner, "commit", "-qm", "s")
    git(repo, "add", "inner")
    git(repo, "commit", "-qm", "embed")
    assert not (repo / ".gitmodules").exists()
    plant_clean_filter(inner / ".git" / "config", inner)
    run = runtime("command", "run", "git", "status")
    exec_refusal(run, f"{inner / '.git' / 'config'} line ")
    assert not (inner / "ran-program").exists()
    assert runtime("command", "run", "git", "status", env=exec_allowed(tmp_path)).code == 0
    assert (inner / "ran-program").exists()


# --- a local push or fetch target --------------------------------------------------------------


@pytest.fixture
def target(repo: Path) -> Path:
    """A bare repository inside the work tree (so inside the write root) to push to."""
    path = repo / "other.git"
    git(repo, "init", "-q", "--bare", "-b", "main", str(path))
    return path


def test_a_local_push_targets_hook_is_found(
    runtime: Any, repo: Path, target: Path, tmp_path: Path
) -> None:
    """git runs receive-pack on a local target without the runtime's forced core.hooksPath
    (a local transport's child loses the command-line configuration), so its hooks run."""
    hook = target / "hooks" / "pre-receive"
    hook.write_text("#!/bin/sh\ntouch ../ran-program\n")
    hook.chmod(0o755)
    run = runtime("command", "run", "git", "push", "./other.git", "main")
    exec_refusal(run, f"{hook} is a hook the push would run")
    assert not (repo / "ran-program").exists()
    assert not (target / "refs" / "heads" / "main").exists()
    allowed = runtime(
        "command", "run", "git", "push", "./other.git", "main", env=exec_allowed(tmp_path)
    )
    assert allowed.code == 0, allowed
    assert (repo / "ran-program").exists()  # the forced core.hooksPath did not reach it


def test_a_push_to_the_repository_itself_finds_its_own_hook(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    """`git push . main:x` runs receive-pack here, without the forced core.hooksPath."""
    hook = repo / ".git" / "hooks" / "pre-receive"
    hook.write_text(f"#!/bin/sh\ntouch {repo / 'ran-program'}\n")
    hook.chmod(0o755)
    run = runtime("command", "run", "git", "push", ".", "main:copy")
    exec_refusal(run, f"{hook} is a hook the push would run")
    assert not (repo / "ran-program").exists()
    allowed = runtime("command", "run", "git", "push", ".", "main:copy", env=exec_allowed(tmp_path))
    assert allowed.code == 0, allowed
    assert (repo / "ran-program").exists()


def test_a_configured_local_remotes_configuration_is_read(
    runtime: Any, repo: Path, target: Path
) -> None:
    (target / "hooks-elsewhere").mkdir()
    append(target / "config", "[core]\n\thooksPath = hooks-elsewhere\n")
    git(repo, "remote", "add", "mine", "./other.git")
    run = runtime("command", "run", "git", "push", "mine", "main")
    exec_refusal(run, f"{target / 'config'} line ")
    assert 'sets "core.hooksPath"' in run.stderr, run


def test_a_file_url_target_is_read(runtime: Any, repo: Path, target: Path) -> None:
    append(target / "config", f"[diff]\n\texternal = {TOUCH}\n")
    run = runtime("command", "run", "git", "fetch", f"file://{target}")
    exec_refusal(run, f"{target / 'config'} line ")


def test_an_ordinary_local_push_runs(runtime: Any, repo: Path, target: Path) -> None:
    git(repo, "commit", "-qam", "two")
    run = runtime("command", "run", "git", "push", "./other.git", "main")
    assert run.code == 0, run
    assert git(target, "rev-parse", "main") == git(repo, "rev-parse", "main")


def test_submodules_of_the_work_tree_core_worktree_names_are_read(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """With core.worktree set, git's work tree (and its gitlinks' repositories) is there."""
    tree = work / "tree"
    tree.mkdir()
    git(work, "init", "-q", "-b", "main")
    git(work, "config", "core.worktree", "../tree")
    inner = tree / "inner"
    git(tree, "init", "-q", "-b", "main", str(inner))
    (inner / "s.txt").write_text("s\n")
    git(inner, "add", "s.txt")
    git(inner, "commit", "-qm", "s")
    git(work, "add", "inner")
    git(work, "commit", "-qm", "embed")
    plant_clean_filter(inner / ".git" / "config", inner)
    run = runtime("command", "run", "git", "status")
    exec_refusal(run, f"{inner / '.git' / 'config'} line ")
    assert runtime("command", "run", "git", "status", env=exec_allowed(tmp_path)).code == 0
    assert (inner / "ran-program").exists()


def test_a_remote_under_a_home_directory_is_refused(runtime: Any, repo: Path) -> None:
    git(repo, "remote", "add", "home", "~/somewhere.git")
    run = runtime("command", "run", "git", "fetch", "home")
    exec_refusal(run, "~/somewhere.git is not one git reads (a local remote under ~")
