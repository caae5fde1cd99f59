"""The sandbox against the kernel: the settings under /proc/sys, a setuid file by every syscall
that could make one, and the host's loopback. Each child is a terraform local-exec, under a
document that allows terraform exec (the execute allow-list would refuse the provisioner's shell
otherwise): everything but the allow-list still confines it. A test marked xfail(strict) is an attack that still succeeds:
it asserts the secure behaviour and fails on this code (red team, rounds 2 and 3).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def runtime(runtime: Any, tmp_path: Path) -> Any:
    """`runtime` under a document that lets terraform run programs (its provisioners)."""
    policy = tmp_path / "exec-policy.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects: {terraform: [read, write, exec]}\n"
    )

    def call(*args: str, **kwargs: Any) -> Any:
        return runtime(*args, env={"RUNTIME_POLICY_FILE": str(policy)}, **kwargs)

    return call


# --- the kernel's own settings, writable from inside the sandbox ----------------------------------


def test_a_sandboxed_child_cannot_open_kernel_settings_for_writing(
    runtime: Any, work: Path
) -> None:
    """The child runs as uid 0 in the host's user namespace, and bwrap's --proc leaves
    /proc/sys writable: kernel.core_pattern or kernel.modprobe set to a program in a write
    root would run it as host root, outside every namespace, on the next crash. Probed by
    opening for append without writing a byte (the settings are never changed)."""
    probe = (
        "for f in /proc/sys/kernel/core_pattern /proc/sys/kernel/modprobe; do "
        "if true 2>/dev/null 3>>$f; then echo open $f; fi; done > probe.txt"
    )
    (work / "main.tf").write_text(
        'resource "terraform_data" "probe" {\n'
        f'  provisioner "local-exec" {{\n    command = "{probe}"\n  }}\n}}\n'
    )
    assert runtime("command", "run", "terraform", "init", "-input=false").code == 0
    applied = runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
    assert applied.code == 0, applied
    assert (work / "probe.txt").exists()
    assert (work / "probe.txt").read_text() == "", (work / "probe.txt").read_text()


def test_a_sandboxed_child_cannot_leave_a_setuid_program_in_a_write_root(
    runtime: Any, work: Path
) -> None:
    """No user namespace: a child of a runtime run as root is host root (capabilities
    dropped, uid kept), so the files it makes are root's and it may set their setuid bit.
    A copy of a program left setuid-root in the work tree gives any local user euid 0."""
    import stat

    (work / "main.tf").write_text(
        'resource "terraform_data" "x" {\n  provisioner "local-exec" {\n'
        '    command = "cp /usr/bin/id ./rootid; chmod 4755 ./rootid"\n  }\n}\n'
    )
    assert runtime("command", "run", "terraform", "init", "-input=false").code == 0
    runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
    planted = work / "rootid"
    assert planted.exists()  # the copy was made; only the mode was refused
    status = planted.stat()
    assert not status.st_mode & (stat.S_ISUID | stat.S_ISGID), "a setuid or setgid file"


# --- issue 12: the seccomp filter against the other doors to a setuid file ------------------------


PROBE = Path(__file__).parent / "probes" / "special_modes.c"


REFUSED = {
    "setxattr-capability": "EPERM",  # no CAP_SETFCAP: a file capability is as good as setuid
    "int80-chmod": "EPERM",  # the i386 ABI from a 64-bit process
    "x32-chmod": "EPERM",
    "fchmodat2": "EPERM",
    "openat2": "ENOSYS",  # its mode sits in a struct: callers fall back to openat
    "io_uring_setup": "ENOSYS",
    "open-creat": "EPERM",
    "mknod": "EPERM",
    "unshare-user": "EPERM",
    "chmod-via-proc-fd": "EPERM",
}


def test_a_sandboxed_program_finds_no_other_door_to_a_setuid_file(runtime: Any, work: Path) -> None:
    """A terraform local-exec (compiled defaults: apply runs, confined) starts a compiled
    program that tries each syscall the filter must close; none leaves a special mode.
    The probe speaks the x86_64 ABIs (the machine these tests run on)."""
    import stat

    built = subprocess.run(
        ["gcc", "-no-pie", "-o", str(work / "probe"), str(PROBE)], capture_output=True, text=True
    )
    assert built.returncode == 0, built.stderr
    (work / "main.tf").write_text(
        'resource "terraform_data" "x" {\n  provisioner "local-exec" {\n'
        '    command = "./probe > probe.txt 2>&1"\n  }\n}\n'
    )
    assert runtime("command", "run", "terraform", "init", "-input=false").code == 0
    applied = runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
    assert applied.code == 0, applied
    results = dict(line.split() for line in (work / "probe.txt").read_text().splitlines())
    assert results == REFUSED
    for path in work.iterdir():
        assert not path.stat().st_mode & (stat.S_ISUID | stat.S_ISGID), path
    assert "security.capability" not in os.listxattr(work / "plain")


# --- issue 12: a network child reaches the host's loopback services -------------------------------


def test_a_sandboxed_network_child_cannot_reach_the_hosts_loopback(
    runtime: Any, work: Path
) -> None:
    """terraform apply (compiled defaults: network, confined) runs a local-exec that writes a
    forged RFC 5424 line to a listener on 127.0.0.1, where an audit collector would listen.
    Closed by issue 25: every child has its own network namespace, whose loopback is its own."""
    import socket

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    forged = "<14>1 - - runtime - - - forged"
    (work / "main.tf").write_text(
        'resource "terraform_data" "x" {\n  provisioner "local-exec" {\n'
        f"    command = \"echo '{forged}' | timeout 5 bash -c 'cat > /dev/tcp/127.0.0.1/{port}'\"\n"
        "  }\n}\n"
    )
    received: list[bytes] = []
    try:
        assert runtime("command", "run", "terraform", "init", "-input=false").code == 0
        runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
        server.setblocking(False)  # a connection made during apply waits in the backlog
        with contextlib.suppress(BlockingIOError):
            connection, _ = server.accept()
            connection.settimeout(5)
            received.append(connection.recv(200))
            connection.close()
    finally:
        server.close()
    assert received == [], received
