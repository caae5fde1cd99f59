"""Paths a command reads from somewhere other than the work directory: git -C, terraform -chdir,
core.worktree, a repository named as a file:// URL. Without bwrap (`auto`) the path guard
judges each as the tool will read it; with the sandbox working, nothing outside the roots is
reachable. Real git and terraform, a private Home, no network (red team, round 3).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.confinement import SECRET
from support.git_repos import git, init_repo

# --- issue 12, `auto` without bwrap: paths the path guard never judges ----------------------------


def test_unconfined_git_dash_c_cannot_read_a_file_outside_the_roots(
    unconfined: Any, work: Path, outside: Path
) -> None:
    """`../../outside/secret.txt` from work/sub is the secret; judged from work it names a
    directory that does not exist, so the guard lets it through as no path at all."""
    init_repo(work)
    stored = unconfined("command", "run", "git", "-C", "sub", "hash-object", "-w",
                        "../../outside/secret.txt")  # fmt: skip
    oid = stored.stdout.strip()
    shown = unconfined("command", "run", "git", "cat-file", "-p", oid) if oid else None
    assert shown is None or SECRET not in shown.stdout, shown
    assert stored.code == 4, stored


def test_unconfined_git_dash_c_cannot_write_outside_the_write_roots(
    unconfined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    run = unconfined("command", "run", "git", "-C", "sub", "bundle", "create",
                     "../../outside/planted.bundle", "HEAD")  # fmt: skip
    assert not (outside / "planted.bundle").exists(), run
    assert run.code == 4, run


def test_unconfined_git_bundle_outside_without_dash_c_is_refused(
    unconfined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    run = unconfined("command", "run", "git", "bundle", "create", "../outside/b.bundle", "HEAD")
    assert run.code == 4 and "outside file_policy.write_roots" in run.stderr, run
    assert not (outside / "b.bundle").exists()


def test_unconfined_terraform_chdir_cannot_rewrite_files_outside_the_roots(
    unconfined: Any, outside: Path
) -> None:
    """`terraform fmt` (write) rewrites every .tf file in the directory it is given."""
    target = outside / "tf"
    target.mkdir()
    (target / "main.tf").write_text('variable "x" {\ndefault="a"\n}\n')
    before = (target / "main.tf").read_text()
    run = unconfined("command", "run", "terraform", "-chdir=sub", "fmt", "../../outside/tf")
    assert (target / "main.tf").read_text() == before, run
    assert run.code == 4, run


def test_unconfined_git_core_worktree_cannot_move_the_work_tree_outside(
    unconfined: Any, work: Path, outside: Path
) -> None:
    """Two write commands: `git config core.worktree ../../outside/wt` (relative to .git,
    judged from the work directory), then `git checkout-index -a` writes every file there."""
    init_repo(work)
    (outside / "wt").mkdir()
    moved = unconfined("command", "run", "git", "config", "core.worktree", "../../outside/wt")
    assert moved.code == 4 and 'git configuration "core.worktree" is refused' in moved.stderr
    for spelling in (["-c", "core.worktree=../../outside/wt"], ["-c", "Core.WorkTree=../x"]):
        refused = unconfined("command", "run", "git", *spelling, "status")
        assert refused.code == 4, refused
    unconfined("command", "run", "git", "checkout-index", "-a")
    assert list((outside / "wt").iterdir()) == []


# --- the same attacks with the sandbox working: nothing outside is reachable ----------------------


def test_confined_git_dash_c_writes_nothing_outside(
    confined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    run = confined("command", "run", "git", "-C", "sub", "bundle", "create",
                   "../../outside/planted.bundle", "HEAD")  # fmt: skip
    assert run.code != 0 and not (outside / "planted.bundle").exists(), run


def test_confined_git_core_worktree_writes_nothing_outside(
    confined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    (outside / "wt").mkdir()
    confined("command", "run", "git", "config", "core.worktree", "../../outside/wt")
    confined("command", "run", "git", "checkout-index", "-a")
    assert list((outside / "wt").iterdir()) == []


# --- a local repository outside the roots named as a file:// URL ----------------------------------


def outside_repository(outside: Path) -> Path:
    repo = outside / "repo"
    repo.mkdir()
    init_repo(repo)
    (repo / "s.txt").write_text(f"{SECRET}\n")
    git(repo, "add", "s.txt")
    git(repo, "commit", "-qm", "s")
    return repo


def test_unconfined_git_cannot_clone_a_repository_outside_the_roots_by_file_url(
    unconfined: Any, work: Path, outside: Path
) -> None:
    repo = outside_repository(outside)
    ran = unconfined("command", "run", "git", "clone", "-q", f"file://{repo}", "stolen")
    assert not (work / "stolen" / "s.txt").exists(), ran
    assert ran.code == 4, ran


def test_unconfined_git_clone_of_the_plain_path_is_refused(
    unconfined: Any, work: Path, outside: Path
) -> None:
    repo = outside_repository(outside)
    ran = unconfined("command", "run", "git", "clone", "-q", str(repo), "stolen")
    assert ran.code == 4 and "outside file_policy.read_roots" in ran.stderr, ran
    assert not (work / "stolen").exists()


def test_confined_git_clone_by_file_url_sees_nothing_outside(
    confined: Any, work: Path, outside: Path
) -> None:
    repo = outside_repository(outside)
    ran = confined("command", "run", "git", "clone", "-q", f"file://{repo}", "stolen")
    assert ran.code != 0 and not (work / "stolen" / "s.txt").exists(), ran
