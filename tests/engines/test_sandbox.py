"""The sandbox view itself, through the one subprocess wrapper: what a child can and cannot see."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.engines import process, sandbox
from runtime.engines.bwrap import PRIVATE_HOME, View
from runtime.policy.model import Policy

ENV = {"PATH": "/usr/bin:/bin", **View(read_roots=(), write_roots=(), cwd="/",
                                       network=True).env()}  # fmt: skip


@pytest.fixture
def bwrap() -> str:
    available = sandbox.availability(Policy())
    assert available.active, available.reason  # bubblewrap is a system dependency
    assert available.binary is not None
    return available.binary


def confined(bwrap: str, view: View, *command: str) -> process.Completed:
    return process.run(list(command), env=dict(ENV), cwd="/", timeout=30, sandbox=(bwrap, view))


def test_every_child_has_only_its_own_loopback(bwrap: str, tmp_path: Path) -> None:
    """A command that needs the network gets no route either (issue 25): its only way out
    is the runtime's proxy, placed into its namespace by its gate (tests/egress)."""
    offline = View(read_roots=(), write_roots=(), cwd="/", network=False)
    online = View(read_roots=(), write_roots=(), cwd="/", network=True)
    for view in (offline, online):
        inside = confined(bwrap, view, "/bin/cat", "/proc/net/dev").stdout
        assert {line.split(":")[0].strip() for line in inside.splitlines()[2:]} == {"lo"}


def test_only_the_roots_of_the_filesystem_are_there(bwrap: str, tmp_path: Path) -> None:
    readable, writable, hidden = tmp_path / "r", tmp_path / "w", tmp_path / "h"
    for directory in (readable, writable, hidden):
        directory.mkdir()
        (directory / "f").write_text(directory.name)
    view = View(
        read_roots=[str(readable)], write_roots=[str(writable)], cwd=str(writable), network=False
    )
    listed = confined(bwrap, view, "/bin/ls", "-a", str(tmp_path)).stdout.split()
    assert sorted(listed) == [".", "..", "r", "w"]
    wrote = confined(bwrap, view, "/bin/sh", "-c", f"echo x > {writable}/g; echo x > {readable}/g")
    assert wrote.exit_code != 0 and "Read-only file system" in wrote.stderr
    assert (writable / "g").exists() and not (readable / "g").exists()


def test_a_masked_own_file_reads_empty_and_a_masked_directory_lists_empty(
    bwrap: str, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "audit.jsonl").write_text("trail\n")
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\n")
    view = View(
        read_roots=[str(tmp_path)], write_roots=(), cwd=str(tmp_path), network=False,
        hidden=[str(home), str(policy)],
    )  # fmt: skip
    assert confined(bwrap, view, "/bin/ls", "-A", str(home)).stdout == ""
    assert confined(bwrap, view, "/bin/cat", str(policy)).stdout == ""
    assert confined(bwrap, view, "/bin/cat", "/etc/gitconfig").stdout == ""


def test_the_child_has_its_own_pid_namespace_and_home(bwrap: str) -> None:
    view = View(read_roots=(), write_roots=(), cwd="/", network=False)
    processes = confined(bwrap, view, "/bin/ls", "/proc").stdout.split()
    # bwrap's reaper, the launcher (which answers ls's execve calls) and ls itself: none of
    # the host's processes, the runtime's included
    assert sorted(int(name) for name in processes if name.isdigit()) == [1, 2, 3]
    assert confined(bwrap, view, "/bin/ls", "-A", PRIVATE_HOME).stdout == ""


def test_a_document_can_remove_bwrap_but_not_substitute_it(tmp_path: Path) -> None:
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "bwrap").write_text("#!/bin/sh\nshift $#\n")
    (fake / "bwrap").chmod(0o755)
    policy = Policy()
    policy.search_path = (str(fake),)
    available = sandbox.availability(policy)
    assert not available.active and "not installed" in (available.reason or "")
