"""Tool state a child cannot change: git's hooks, `info/` and configuration in a write root.

Whatever a governed git is told (`checkout-index --prefix=.git/hooks/`, `merge-file
.git/config`), it leaves no program for the developer's next plain git: hooks and info are
read-only in the sandbox, the configuration too unless the command writes configuration, and
after every child a hook that appeared loses its execute bits and a configuration changed
where it may not be is restored (exit 4, rule `tool state`). Real git; a plain git run after
each step plays the developer.
"""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations
from support.git_repos import GIT_IDENTITY, git

MARKER = "HOOK-RAN"
HOOK = f"#!/bin/sh\ntouch {MARKER}\n"


def developer_git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The developer's own plain git after the step: hooks and the repository's config live."""
    env = {**os.environ, **GIT_IDENTITY, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(cwd)}
    return subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True)


@pytest.fixture
def repo(work: Path) -> Path:
    """WORK, a repository whose index holds executable hooks and an `attributes` file at its
    top (what `checkout-index --prefix=.git/hooks/` would turn into hooks)."""
    git(work, "init", "-q", "-b", "main")
    for name in ("post-checkout", "post-commit"):
        (work / name).write_text(HOOK.replace(MARKER, f"{MARKER}-{name}"))
        (work / name).chmod(0o755)
    (work / "attributes").write_text("* filter=evil\n")
    git(work, "add", ".")
    git(work, "commit", "-qm", "hooks in the tree")
    return work


def ran_hooks(work: Path) -> list[str]:
    return sorted(str(p.relative_to(work)) for p in work.rglob(f"{MARKER}*"))


def executable_hooks(hooks: Path) -> list[str]:
    if not hooks.is_dir():
        return []
    return sorted(
        p.name
        for p in hooks.iterdir()
        if not p.name.endswith(".sample") and p.stat().st_mode & stat.S_IXUSR
    )


def test_checkout_index_cannot_write_hooks_into_the_repository(runtime: Any, repo: Path) -> None:
    ran = runtime("command", "run", "git", "checkout-index", "--prefix=.git/hooks/", "-a")
    assert ran.code != 0, ran
    assert executable_hooks(repo / ".git" / "hooks") == []
    assert not (repo / ".git" / "hooks" / "post-checkout").exists()
    developer_git(repo, "checkout", "-q", "-b", "next")
    developer_git(repo, "commit", "-q", "--allow-empty", "-m", "next")
    assert ran_hooks(repo) == []


def test_checkout_index_cannot_write_into_git_info(runtime: Any, repo: Path) -> None:
    ran = runtime("command", "run", "git", "checkout-index", "--prefix=.git/info/", "-a")
    assert ran.code != 0, ran
    assert not (repo / ".git" / "info" / "attributes").exists()


def test_merge_file_cannot_change_the_repository_config(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    config = repo / ".git" / "config"
    before = config.read_text()
    (repo / "base").write_text(before)
    (repo / "other").write_text(f"{before}[core]\n\tfsmonitor = touch {MARKER}-fsmonitor #\n")
    ran = runtime("command", "run", "git", "merge-file", ".git/config", "base", "other")
    assert ran.code != 0, ran
    assert config.read_text() == before
    developer_git(repo, "status")
    assert ran_hooks(repo) == []


def test_a_hook_in_a_repository_the_step_makes_does_not_stay_executable(
    runtime: Any, repo: Path, home: Path
) -> None:
    ran = runtime("command", "run", "git", "checkout-index", "--prefix=new/.git/hooks/", "-a")
    assert ran.code == 4, ran
    assert "hook" in ran.stderr and "made not executable" in ran.stderr, ran
    assert "(tool state)" in ran.stderr, ran
    hooks = repo / "new" / ".git" / "hooks"
    assert {"post-checkout", "post-commit"} <= {p.name for p in hooks.iterdir()}
    assert executable_hooks(hooks) == []
    assert trail_operations(home)[-1]["rule"] == "tool state"
    # the developer makes it a repository and commits: the planted hooks do not run
    developer_git(repo / "new", "init", "-q")
    developer_git(repo / "new", "commit", "-q", "--allow-empty", "-m", "x")
    assert ran_hooks(repo) == []


def test_a_cloned_repository_keeps_only_the_templates_samples(runtime: Any, repo: Path) -> None:
    cloned = runtime("command", "run", "git", "clone", "-q", ".", "copy")
    assert cloned.code == 0, cloned
    assert executable_hooks(repo / "copy" / ".git" / "hooks") == []
    origin = developer_git(repo / "copy", "config", "remote.origin.url").stdout.strip()
    assert Path(origin).resolve() == repo.resolve()


def test_git_remote_add_still_works(runtime: Any, repo: Path) -> None:
    added = runtime("command", "run", "git", "remote", "add", "upstream", "/srv/upstream.git")
    assert added.code == 0, added
    url = developer_git(repo, "config", "remote.upstream.url").stdout.strip()
    assert url == "/srv/upstream.git"
    tracked = runtime("command", "run", "git", "branch", "--set-upstream-to=main", "main")
    assert tracked.code == 0, tracked


def test_a_command_that_writes_no_config_cannot_replace_it(runtime: Any, repo: Path) -> None:
    before = (repo / ".git" / "config").read_text()
    ran = runtime("command", "run", "git", "bundle", "create", ".git/config", "HEAD")
    assert ran.code != 0, ran
    assert (repo / ".git" / "config").read_text() == before


def test_a_child_cannot_move_the_git_directory_away(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, mv]\n"
        "command_policy:\n  effects:\n    default: [read, write, delete, exec]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    moved = runtime("command", "run", "mv", ".git", "old-git", env=env)
    assert moved.code != 0 and "busy" in moved.stderr.lower(), moved
    assert (repo / ".git" / "HEAD").is_file() and not (repo / "old-git").exists()


# --- without the sandbox (auto): the same state, judged after the child --------------------


@pytest.fixture
def unconfined_git(runtime: Any, tmp_path: Path, no_bwrap: Path) -> Any:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
    )

    def call(*args: str) -> Any:
        return runtime("command", "run", "git", *args, env={"RUNTIME_POLICY_FILE": str(policy)})

    return call


def test_unconfined_a_written_hook_is_disarmed_and_the_step_refused(
    unconfined_git: Any, repo: Path
) -> None:
    ran = unconfined_git("checkout-index", "--prefix=.git/hooks/", "-a")
    assert ran.code == 4 and "made not executable (tool state)" in ran.stderr, ran
    assert executable_hooks(repo / ".git" / "hooks") == []
    developer_git(repo, "checkout", "-q", "-b", "next")
    assert ran_hooks(repo) == []


def test_unconfined_a_changed_config_is_restored_and_the_step_refused(
    unconfined_git: Any, repo: Path
) -> None:
    config = repo / ".git" / "config"
    before = config.read_text()
    (repo / "base").write_text(before)
    (repo / "other").write_text(f"{before}[core]\n\tfsmonitor = touch {MARKER}-fsmonitor #\n")
    ran = unconfined_git("merge-file", ".git/config", "base", "other")
    assert ran.code == 4, ran
    assert "changed by a command that writes no configuration: restored" in ran.stderr, ran
    assert config.read_text() == before
    developer_git(repo, "status")
    assert ran_hooks(repo) == []


# --- spellings that reach git's state by other names ----------------------------------------


def test_a_prefix_joined_into_dot_git_still_leaves_no_executable_hook(
    runtime: Any, work: Path
) -> None:
    """checkout-index joins its prefix to each path as a string: `new/.gi` + `t/hooks/x`."""
    git(work, "init", "-q", "-b", "main")
    (work / "t" / "hooks").mkdir(parents=True)
    hook = work / "t" / "hooks" / "post-commit"
    hook.write_text(HOOK)
    hook.chmod(0o755)
    git(work, "add", ".")
    git(work, "commit", "-qm", "a hook under t/")
    ran = runtime("command", "run", "git", "checkout-index", "--prefix=new/.gi", "-a")
    assert ran.code == 4 and "made not executable (tool state)" in ran.stderr, ran
    assert executable_hooks(work / "new" / ".git" / "hooks") == []
    developer_git(work / "new", "init", "-q")
    developer_git(work / "new", "commit", "-q", "--allow-empty", "-m", "x")
    assert ran_hooks(work) == []


def test_a_planted_commondir_is_removed(runtime: Any, work: Path) -> None:
    """`.git/commondir` moves where git takes hooks and configuration from, for every git."""
    git(work, "init", "-q", "-b", "main")
    (work / "commondir").write_text("../evil\n")
    git(work, "add", "commondir")
    git(work, "commit", "-qm", "a commondir in the tree")
    evil = work / "evil"
    subprocess.run(["cp", "-r", str(work / ".git"), str(evil)], check=True)
    (evil / "hooks" / "post-commit").write_text(HOOK)
    (evil / "hooks" / "post-commit").chmod(0o755)
    ran = runtime("command", "run", "git", "checkout-index", "--prefix=.git/", "commondir")
    assert ran.code == 4 and "commondir changed" in ran.stderr, ran
    assert not (work / ".git" / "commondir").exists()
    developer_git(work, "commit", "-q", "--allow-empty", "-m", "x")
    assert ran_hooks(work) == []


def test_a_linked_hooks_directory_cannot_be_re_pointed(
    runtime: Any, repo: Path, tmp_path: Path
) -> None:
    shared = tmp_path / "shared-hooks"  # the team's hooks, outside every root
    shared.mkdir()
    hooks = repo / ".git" / "hooks"
    subprocess.run(["rm", "-r", str(hooks)], check=True)
    hooks.symlink_to(shared)
    planted = repo / "planted"
    planted.mkdir()
    (planted / "post-commit").write_text(HOOK)
    (planted / "post-commit").chmod(0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, ln]\n"
        "command_policy:\n  effects:\n    default: [read, write, delete, exec]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    ran = runtime("command", "run", "ln", "-sfn", str(planted), ".git/hooks", env=env)
    assert ran.code == 4 and "re-pointed" in ran.stderr, ran
    assert os.readlink(hooks) == str(shared)
    developer_git(repo, "commit", "-q", "--allow-empty", "-m", "x")
    assert ran_hooks(repo) == []
