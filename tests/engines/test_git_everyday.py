"""Issue 27 item 6: git as people use it, over the installed CLI with the real git.

`git checkout NAME` switches branches when NAME is a branch of the repository (read from its
refs: loose, packed, a linked worktree's common directory, `-C`), and is refused as the
`reset --hard` it would be when NAME is a path, naming what to type instead. A commit is made
with the policy's `command_policy.git.identity`, or the caller's GIT_AUTHOR_*/GIT_COMMITTER_*.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.cli import RUNTIME
from support.git_repos import GIT_IDENTITY, git


@pytest.fixture
def repo(work: Path) -> Path:
    """work/repo on main, a branch feature-x one commit ahead, notes.txt changed and unstaged."""
    path = work / "repo"
    path.mkdir()
    git(path, "init", "-q", "-b", "main")
    (path / "notes.txt").write_text("committed\n")
    git(path, "add", "notes.txt")
    git(path, "commit", "-qm", "one")
    git(path, "branch", "feature-x")
    (path / "notes.txt").write_text("work in progress\n")
    return path


def head(repo: Path) -> str:
    return git(repo, "rev-parse", "--abbrev-ref", "HEAD")


def test_checkout_a_branch_through_dash_c_switches(runtime: Any, repo: Path) -> None:
    run = runtime("command", "run", "git", "-C", "repo", "checkout", "feature-x")
    assert run.code == 0, run
    assert head(repo) == "feature-x"
    assert (repo / "notes.txt").read_text() == "work in progress\n"  # carried, never lost


def test_checkout_a_branch_from_inside_the_repository(runtime: Any, repo: Path) -> None:
    run = runtime("command", "run", "git", "checkout", "feature-x", cwd=repo / ".")
    assert run.code == 0, run
    assert head(repo) == "feature-x"


def test_resolve_shows_the_branch_written_as_a_revision(runtime: Any, repo: Path) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", "-C", "repo",
                  "checkout", "feature-x")  # fmt: skip
    assert run.code == 0, run
    shown = run.json["output"]
    assert shown["args"][-2:] == ["feature-x", "--"]
    assert (shown["canonical"]["path"], shown["effect"]) == ("checkout", "write")
    assert shown["decision"]["allowed"] is True


def test_a_packed_branch_is_found(runtime: Any, repo: Path) -> None:
    git(repo, "pack-refs", "--all")
    assert not (repo / ".git" / "refs" / "heads" / "feature-x").exists()
    run = runtime("command", "run", "git", "-C", "repo", "checkout", "feature-x")
    assert run.code == 0, run
    assert head(repo) == "feature-x"


def test_a_linked_worktree_finds_branches_in_the_common_directory(
    runtime: Any, repo: Path, work: Path
) -> None:
    git(repo, "branch", "other")
    git(repo, "worktree", "add", "-q", str(work / "linked"), "feature-x")
    run = runtime("command", "run", "git", "-C", "linked", "checkout", "other")
    assert run.code == 0, run
    assert head(work / "linked") == "other"


def test_a_remote_branch_is_checked_out_as_a_new_local_one(
    runtime: Any, repo: Path, work: Path
) -> None:
    git(work, "clone", "-q", str(repo), "clone")
    run = runtime("command", "run", "git", "-C", "clone", "checkout", "feature-x")
    assert run.code == 0, run
    assert head(work / "clone") == "feature-x"


def test_checkout_of_a_path_is_refused_naming_switch_and_restore(runtime: Any, repo: Path) -> None:
    run = runtime("command", "run", "git", "-C", "repo", "checkout", "notes.txt")
    assert run.code == 4, run
    assert (repo / "notes.txt").read_text() == "work in progress\n"
    assert '"reset --hard"' in run.stderr
    assert "git switch notes.txt" in run.stderr and "git restore notes.txt" in run.stderr


@pytest.mark.parametrize(
    "words",
    [["checkout", "--", "notes.txt"], ["checkout", "HEAD", "notes.txt"],
     ["checkout", "main", "--", "notes.txt"], ["checkout", "."], ["checkout", "-p", "main"]],
)  # fmt: skip
def test_checkout_of_paths_is_still_refused(runtime: Any, repo: Path, words: list[str]) -> None:
    run = runtime("command", "run", "git", "-C", "repo", *words)
    assert run.code == 4, run
    assert (repo / "notes.txt").read_text() == "work in progress\n"


def test_a_ref_that_is_no_branch_never_lets_git_read_a_path(runtime: Any, repo: Path) -> None:
    """A file under refs/heads named like the changed path: the runtime writes `NAME --`, so
    git reads a revision or fails; it never throws the path's changes away."""
    bogus = repo / ".git" / "refs" / "heads" / "notes.txt"
    bogus.write_text("0" * 40 + "\n")
    run = runtime("command", "run", "git", "-C", "repo", "checkout", "notes.txt")
    assert run.code != 0, run
    assert (repo / "notes.txt").read_text() == "work in progress\n"


def test_a_repository_outside_the_read_roots_has_no_branches_here(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\nfile_policy:\n  read_roots: [./elsewhere]\n")
    (repo.parent / "elsewhere").mkdir()
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    run = runtime("resolve", "command", "run", "git", "-C", "repo", "checkout", "feature-x",
                  env=env)  # fmt: skip
    assert "feature-x --" not in run.stdout, run


def test_a_commit_is_made_with_the_policy_identity(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  git:\n    identity:\n"
        "      name: Release Bot\n      email: release-bot@example.com\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("command", "run", "git", "-C", "repo", "add", "notes.txt", env=env).code == 0
    run = runtime("command", "run", "git", "-C", "repo", "commit", "-m", "first commit", env=env)
    assert run.code == 0, run
    shown = git(repo, "log", "-1", "--format=%an <%ae>|%cn <%ce>|%s")
    assert shown == "Release Bot <release-bot@example.com>|" * 2 + "first commit"


def test_a_commit_is_made_with_the_callers_identity_variables(runtime: Any, repo: Path) -> None:
    runtime("command", "run", "git", "-C", "repo", "add", "notes.txt")
    run = runtime("command", "run", "git", "-C", "repo", "commit", "-m", "mine", env=GIT_IDENTITY)
    assert run.code == 0, run
    assert git(repo, "log", "-1", "--format=%an <%ae>") == "t <t@example.com>"


def test_a_policy_identity_needs_name_and_email(runtime: Any, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\ncommand_policy:\n  git:\n    identity:\n      name: x\n")
    run = runtime("config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert run.code == 3, run
    assert "command_policy.git.identity needs both name and email" in run.stdout + run.stderr


def test_the_readme_identity_example_runs(tmp_path: Path) -> None:
    """The README's runnable example, as written there, in a fresh repository."""
    readme = Path(__file__).resolve().parents[2] / "README.md"
    text = readme.read_text()
    start = text.index("<!-- git-identity-example -->")
    opening = text.index("```sh\n", start) + len("```sh\n")
    block = text[opening : text.index("```", opening)]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RUNTIME_", "GIT_"))}
    path = f"{Path(RUNTIME).parent}:{env.get('PATH', '')}"
    env.update(ENGINEERING_RUNTIME_HOME=str(tmp_path / "home"), EMAIL="", PATH=path)
    done = subprocess.run(["bash", "-euc", block], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, (done.stdout, done.stderr)
    assert "Release Bot <release-bot@example.com>" in done.stdout
    assert "Ada <ada@example.com>" in done.stdout
