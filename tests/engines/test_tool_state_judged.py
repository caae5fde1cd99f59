"""The Command Engine judges git's state again after a child ran, whatever the floor let
through: the floor refuses `git config core.pager ...` and `clone --template=DIR`, so these
call the engine directly, as if the floor's refusal had been bypassed. Real git, sandboxed.
"""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from runtime.engines import command
from runtime.model import Outcome
from runtime.policy.model import Policy
from support.git_repos import git, init_repo


@pytest.fixture
def policy(work: Path) -> Policy:
    policy = Policy()
    policy.read_roots = (str(work),)
    policy.write_roots = (str(work),)
    return policy


def run_git(policy: Policy, work: Path, *args: str) -> Outcome:
    pinned = command.pin("git", policy)
    return command.execute(pinned, list(args), policy, str(work))


@pytest.mark.parametrize(
    "args",
    [
        ["config", "core.pager", "touch ran"],
        ["config", "alias.st", "!touch ran"],
        ["config", "--file", ".git/config", "diff.x.textconv", "touch ran"],
    ],
)
def test_a_config_writer_whose_result_names_a_program_is_undone(
    policy: Policy, work: Path, args: list[str]
) -> None:
    init_repo(work)
    config = work / ".git" / "config"
    before = config.read_bytes()
    done = run_git(policy, work, *args)
    assert done.exit_code == 4, done.error
    assert done.detail["rule"] == "tool state"
    assert "named a program" in (done.error or "") and "restored" in (done.error or "")
    assert config.read_bytes() == before


def test_a_config_writer_whose_result_names_no_program_keeps_it(policy: Policy, work: Path) -> None:
    init_repo(work)
    done = run_git(policy, work, "config", "user.name", "someone")
    assert done.exit_code == 0, done.error
    assert git(work, "config", "user.name") == "someone"


def test_a_clones_template_hook_does_not_stay_executable(
    policy: Policy, work: Path, tmp_path: Path
) -> None:
    template = tmp_path / "template"
    (template / "hooks").mkdir(parents=True)
    hook = template / "hooks" / "post-checkout"
    hook.write_text("#!/bin/sh\ntouch ran\n")
    hook.chmod(0o755)
    source = work / "source"
    source.mkdir()
    init_repo(source)
    policy.read_roots = (str(work), str(template))
    done = run_git(policy, work, "clone", "-q", f"--template={template}", "source", "copy")
    assert done.exit_code == 4, done.error
    assert "made not executable" in (done.error or ""), done.error
    cloned = work / "copy" / ".git" / "hooks" / "post-checkout"
    assert cloned.is_file() and not cloned.stat().st_mode & stat.S_IXUSR
    assert not (work / "copy" / "ran").exists()
