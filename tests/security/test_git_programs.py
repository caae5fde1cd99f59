"""git spellings that run a program or write where they are told: config keys that name programs,
`-c alias.x=!sh`, `submodule foreach`, difftool and rebase commands, the caller's GIT_* program
variables, a planted gitdir; and reads (`log --output`, `fsck --lost-found`) that write.
Judged by the table without running; real git where it runs (red team, rounds 3 and 4).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.git_repos import git, init_repo

# --- issue 11: git spellings that run programs, judged by the table without running ---------------


@pytest.mark.parametrize(
    "args",
    [
        ["config", "core.pager", "touch /tmp/x"],
        ["config", "core.editor", "touch /tmp/x"],
        ["config", "sequence.editor", "touch /tmp/x"],
        ["config", "diff.external", "touch"],
        ["config", "filter.lfs.clean", "touch /tmp/x"],
        ["config", "credential.https://example.com.helper", "!touch /tmp/x"],
        ["config", "gpg.program", "touch"],
        ["config", "gpg.ssh.program", "touch"],
        ["config", "core.askPass", "touch"],
        ["config", "uploadpack.packObjectsHook", "touch"],
        ["config", "CORE.PAGER", "touch"],  # keys are case-insensitive
        ["config", "set", "core.pager", "touch"],  # git 2.46's spelling
        ["config", "--add", "core.sshCommand", "touch"],
        ["config", "--file=.git/config", "core.pager", "touch"],
        ["config", "-f", ".git/config", "alias.st", "!touch /tmp/x"],
        ["config", "--replace-all", "include.path", "../evil"],
        ["config", "submodule.x.update", "!touch /tmp/x"],
        ["config", "interactive.diffFilter", "touch"],
        ["-c", "alias.x=!sh", "x"],
        ["-calias.x=!sh", "x"],
        ["--config-env=alias.x=HOME", "x"],
        ["submodule", "foreach", "touch /tmp/x"],
        ["submodule", "--quiet", "foreach", "--recursive", "touch /tmp/x"],
        ["bisect", "run", "touch", "/tmp/x"],
        ["difftool", "-x", "touch", "HEAD"],
        ["difftool", "--extcmd=touch", "HEAD"],
        ["rebase", "--exe=touch /tmp/x", "HEAD"],
        ["rebase", "-ix", "touch /tmp/x", "HEAD"],
        ["grep", "-O", "touch", "x"],
        ["grep", "--open-files-in-pager=touch", "x"],
        ["clone", "-c", "core.pager=touch", "a", "b"],
        ["clone", "--config=core.pager=touch", "a", "b"],
    ],
)
def test_git_spellings_that_run_programs_are_refused(args: list[str], runtime: Any) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert run.code == 4, run
    decision = run.json["output"]["decision"]
    assert decision["rule"] in ("safety floor", "command_policy.effects.default"), decision


@pytest.mark.parametrize(
    "args",
    [
        ["log", "--output=o"],
        ["log", "--outp=o"],
        ["diff", "--output", "o"],
        ["format-patch", "-o", "pd", "-1"],
        ["archive", "-o", "a.tar", "HEAD"],
        ["archive", "--remote=.", "--exec=touch pwned", "HEAD"],
        ["grep", "-Otouch", "x"],
        ["rev-list", "--output=o", "HEAD"],
        ["range-diff", "--output=o", "HEAD", "HEAD"],
    ],
)
def test_git_reads_that_would_write_or_run_a_program_are_refused(
    args: list[str], runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", "--", *args)
    assert run.code == 4, run


# --- commands the tables read as `read` that write ------------------------------------------------
# Fixed in red team round 4 (policy/floor/git.py): `git fsck --lost-found` is write (it
# fills .git/lost-found), so the read-only door no longer runs it.


def test_git_fsck_lost_found_is_not_a_read(runtime: Any, work: Path) -> None:
    git(work, "init", "-q")
    blob = subprocess.run(
        ["git", "hash-object", "-w", "--stdin"], cwd=work, input="dangling\n",
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    run = runtime("--output", "json", "resolve", "command", "run", "git", "fsck", "--lost-found")
    effect = run.json["output"]["canonical"]["effect"]
    runtime("command", "run", "git", "fsck", "--lost-found")
    assert (work / ".git" / "lost-found" / "other" / blob).exists()  # it wrote
    assert effect != "read"


# --- environment and planted repositories: the guards hold ----------------------------------------


def test_the_callers_git_program_variables_do_not_run(runtime: Any, work: Path) -> None:
    init_repo(work)
    (work / "f.txt").write_text("changed\n")
    marker = work / "ran"
    hostile = {
        "GIT_EXTERNAL_DIFF": f"touch {marker}",
        "GIT_PAGER": f"touch {marker}",
        "GIT_EDITOR": f"touch {marker}",
        "GIT_DIR": str(work / "nowhere"),
    }
    ran = runtime("command", "run", "git", "diff", env=hostile)
    assert ran.code == 0 and "changed" in ran.stdout, ran
    assert not marker.exists()


def test_a_gitdir_planted_through_the_files_provider_is_never_used(
    unconfined: Any, work: Path, outside: Path
) -> None:
    """`git init --bare planted` (write), then `files write planted/config` (no .git in the
    path) with a work tree and diff.external: git in it must not run the program, even
    unconfined (safe.bareRepository=explicit)."""
    marker = outside / "diff-ran"
    assert unconfined("command", "run", "git", "init", "-q", "--bare", "planted").code == 0
    config = (
        "[core]\n\trepositoryformatversion = 0\n\tbare = false\n"
        f"\tworktree = {work}\n[diff]\n\texternal = sh -c 'touch {marker}' --\n"
    )
    assert unconfined("files", "write", "planted/config", config).code == 0
    unconfined("command", "run", "git", "-C", "planted", "diff")
    assert not marker.exists()
