"""Issue 26: without a working sandbox, the runtime's own files inside a write root refuse every
child. Nothing hides them from an unconfined child: on main an allowed `git stash -u` deleted a
Home inside the checkout, and `audit verify` passed on the fresh chain that followed.

Real git, bwrap left off the trusted path (`sandbox: auto` runs children unconfined).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from support.git_repos import GIT_IDENTITY, init_repo


def policy_text(no_bwrap: Path) -> str:
    return (
        "schema_version: 3\nallowed_binaries: [git]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )


def test_a_home_inside_the_checkout_refuses_git_and_survives(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    init_repo(work)
    policy = tmp_path / "policy.yaml"
    policy.write_text(policy_text(no_bwrap))
    home = work / ".runtime-home"  # untracked: `git stash -u` and `git clean -fdx` remove it
    env = {"RUNTIME_POLICY_FILE": str(policy), "ENGINEERING_RUNTIME_HOME": str(home),
           **GIT_IDENTITY}  # fmt: skip
    assert runtime("files", "write", "./notes.txt", "kept", env=env).code == 0
    recorded = (home / "audit.jsonl").read_text().splitlines()
    for args in (["stash", "-u"], ["status", "--short"]):
        run = runtime("--output", "json", "command", "run", "git", *args, env=env)
        assert run.code == 4, run
        message = run.json["error"]["message"]
        assert f"the Runtime Home {home}" in message and "lies in the write root" in message
        assert "command_policy.sandbox" in message
    assert (work / "notes.txt").exists()  # nothing was stashed away
    assert (home / "audit.jsonl").read_text().splitlines()[: len(recorded)] == recorded
    verify = runtime("--output", "json", "audit", "verify", env=env)
    assert verify.code == 0, verify
    assert verify.json["output"]["records"] > len(recorded)  # the refusals are on the same chain


@pytest.mark.parametrize("document", ["policy", "config"])
def test_a_document_inside_a_write_root_refuses_every_child(
    runtime: Any, work: Path, no_bwrap: Path, document: str
) -> None:
    init_repo(work)
    policy = work / "policy.yaml"
    policy.write_text(policy_text(no_bwrap))
    env = {"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY}
    if document == "config":
        policy = policy.rename(work.parent / "policy.yaml")
        config = work / "config.yaml"
        config.write_text("schema_version: 2\n")
        env.update(RUNTIME_POLICY_FILE=str(policy), RUNTIME_CONFIG_FILE=str(config))
    run = runtime("--output", "json", "command", "run", "git", "status", env=env)
    assert run.code == 4, run
    assert f"the {document} document" in run.json["error"]["message"]
    resolved = runtime("--output", "json", "resolve", "command", "run", "git", "status", env=env)
    assert resolved.json["output"]["decision"]["allowed"] is False, resolved


def test_own_files_outside_the_write_roots_leave_children_alone(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    init_repo(work)
    policy = tmp_path / "policy.yaml"
    policy.write_text(policy_text(no_bwrap))
    run = runtime("command", "run", "git", "status", "--short",
                  env={"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY})  # fmt: skip
    assert run.code == 0, run


def test_a_home_reached_through_a_link_in_the_checkout_refuses_every_child(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    # The Home itself lies outside, but a child could re-point the link and move the trail.
    init_repo(work)
    policy = tmp_path / "policy.yaml"
    policy.write_text(policy_text(no_bwrap))
    real_home = tmp_path / "real-home"
    real_home.mkdir()
    (work / "home-link").symlink_to(real_home)
    env = {"RUNTIME_POLICY_FILE": str(policy), "ENGINEERING_RUNTIME_HOME": str(work / "home-link"),
           **GIT_IDENTITY}  # fmt: skip
    run = runtime("--output", "json", "command", "run", "git", "status", env=env)
    assert run.code == 4, run
    assert (
        f"the Runtime Home {work / 'home-link'} lies in the write root"
        in (run.json["error"]["message"])
    )


def test_a_second_name_of_the_trail_in_the_checkout_refuses_every_child(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path, home: Path
) -> None:
    init_repo(work)
    policy = tmp_path / "policy.yaml"
    policy.write_text(policy_text(no_bwrap))
    env = {"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY}
    assert runtime("files", "write", "./notes.txt", "kept", env=env).code == 0
    os.link(home / "audit.jsonl", work / "trail-copy")  # no path names the Home in the root
    run = runtime("--output", "json", "command", "run", "git", "status", env=env)
    assert run.code == 4, run
    assert "has 2 names (hard links)" in run.json["error"]["message"]
