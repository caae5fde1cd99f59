"""Issue 24: who a sandboxed child is, and what it may use.

A child runs in a user namespace of its own as an unprivileged user, even when the runtime runs
as root (as these tests do), still able to write its write roots; it holds a fresh session
keyring and cannot use the kernel's keyring calls; a fork bomb, a 10 GB file and an allocation
loop each end at their limit (`command_policy.limits`), the outcome names the limit, and the
runtime survives to write it. The probes are terraform local-exec provisioners under a document
that allows terraform exec, or a plain jq read.
"""

from __future__ import annotations

import ctypes
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations

SYS_ADD_KEY, SYS_KEYCTL = 248, 250  # x86_64, the machine these tests run on
KEYCTL_SETPERM, KEYCTL_INVALIDATE = 5, 21
SESSION_KEYRING = -3


def document(path: Path, limits: str = "") -> Path:
    section = f"  limits:\n{limits}" if limits else ""
    path.write_text(
        "schema_version: 3\nallowed_binaries: [terraform, jq]\n"
        "command_policy:\n  timeout_seconds: 60\n"
        f"  effects: {{terraform: [read, write, exec]}}\n{section}"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return path


@pytest.fixture
def run(runtime: Any, tmp_path: Path) -> Any:
    def call(*args: str, limits: str = "") -> Any:
        policy = document(tmp_path / "policy.yaml", limits)
        return runtime("--output", "json", *args, env={"RUNTIME_POLICY_FILE": str(policy)})

    return call


def provision(run: Any, work: Path, command: str, limits: str = "") -> Any:
    """Apply a configuration whose one resource's local-exec runs COMMAND (in WORK)."""
    escaped = command.replace("\\", "\\\\").replace('"', '\\"')
    (work / "main.tf").write_text(
        'resource "terraform_data" "probe" {\n  provisioner "local-exec" {\n'
        f'    command = "{escaped}"\n  }}\n}}\n'
    )
    assert run("command", "run", "terraform", "init", "-input=false").code == 0
    return run(
        "command", "run", "terraform", "apply", "-auto-approve", "-input=false", limits=limits
    )


# --- identity ------------------------------------------------------------------------------------


@pytest.mark.skipif(os.geteuid() != 0, reason="the runtime runs as root in CI")
def test_a_child_of_a_root_runtime_is_an_unprivileged_user_that_still_writes_its_roots(
    run: Any, work: Path, home: Path
) -> None:
    applied = provision(
        run, work, "id -u > uid.txt; grep -E '^Cap(Eff|Prm|Bnd)' /proc/self/status > caps.txt"
    )
    assert applied.code == 0, applied
    assert (work / "uid.txt").read_text().split() == ["1000"]
    assert (work / "uid.txt").stat().st_uid == 0  # the caller's own file outside
    capabilities = dict(line.split() for line in (work / "caps.txt").read_text().splitlines())
    assert set(capabilities.values()) == {"0000000000000000"}, capabilities
    confinement = trail_operations(home)[-1]["confinement"]
    assert confinement["uid"] == 1000 and confinement["executes"] == "any"


def _syscall(*args: Any) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return int(libc.syscall(*args))


@pytest.fixture
def caller_keys() -> Iterator[list[int]]:
    """Two keys in this test process's session keyring (which the runtime inherits): one with
    the default permissions, one its owner's uid may read by serial number from anywhere."""
    keys = []
    for name, secret in (
        (b"runtime-test-possessed", b"k3y-possessed"),
        (b"runtime-test-uid", b"k3y-uid"),
    ):
        key = _syscall(
            SYS_ADD_KEY,
            b"user",
            name,
            secret,
            ctypes.c_size_t(len(secret)),
            ctypes.c_int(SESSION_KEYRING),
        )
        assert key > 0, ctypes.get_errno()
        keys.append(key)
    assert (
        _syscall(SYS_KEYCTL, KEYCTL_SETPERM, ctypes.c_long(keys[1]), ctypes.c_uint(0x3F3F0000)) == 0
    )
    yield keys
    for key in keys:
        _syscall(SYS_KEYCTL, KEYCTL_INVALIDATE, ctypes.c_long(key))


READ_KEYS = (
    "import ctypes, sys\n"
    "libc = ctypes.CDLL(None, use_errno=True)\n"
    "libc.syscall.restype = ctypes.c_long\n"
    "for key in sys.argv[1:]:\n"
    "    buffer = ctypes.create_string_buffer(64)\n"
    "    got = libc.syscall(250, 11, int(key), buffer, 64)\n"
    "    print(key, got, ctypes.get_errno(), buffer.value.decode())\n"
)


def test_a_child_cannot_read_a_key_in_the_callers_keyring(
    run: Any, work: Path, caller_keys: list[int]
) -> None:
    (work / "read_keys.py").write_text(READ_KEYS)
    serials = " ".join(str(key) for key in caller_keys)
    # the same reader, run by the caller itself, reads both keys: they are there to be read
    direct = subprocess.run(
        ["/usr/bin/python3", str(work / "read_keys.py"), *serials.split()],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert "k3y-possessed" in direct.stdout and "k3y-uid" in direct.stdout
    applied = provision(run, work, f"/usr/bin/python3 read_keys.py {serials} > keys.txt")
    assert applied.code == 0, applied
    read = (work / "keys.txt").read_text()
    assert "k3y" not in read, read
    assert [line.split()[1:3] for line in read.splitlines()] == [["-1", "1"], ["-1", "1"]]  # EPERM


# --- limits --------------------------------------------------------------------------------------


def outcome_of(home: Path) -> dict[str, Any]:
    return trail_operations(home)[-1]


def test_a_fork_bomb_ends_at_the_process_limit_and_the_runtime_survives(
    run: Any, work: Path, home: Path
) -> None:
    """Every process forks until the kernel refuses, then waits a moment and exits."""
    (work / "bomb.py").write_text(
        "import os, time\n"
        "while True:\n"
        "    try:\n"
        "        os.fork()\n"
        "    except OSError as error:\n"
        "        print('fork:', error.strerror, flush=True)\n"
        "        time.sleep(1)\n"
        "        os._exit(1)\n"
    )
    applied = provision(run, work, "/usr/bin/python3 bomb.py", limits="    processes: 64\n")
    assert applied.code == 1, applied
    error = applied.json["error"]["message"]
    assert "command_policy.limits.processes (64)" in error, error
    assert outcome_of(home)["limit"] == "command_policy.limits.processes (64)"
    assert run("command", "run", "jq", "-n", "1").code == 0  # and the next step runs


def test_a_10_gb_file_ends_at_the_file_size_limit(run: Any, work: Path, home: Path) -> None:
    applied = provision(run, work, "head -c 10G /dev/zero > big", limits="    file_size_mib: 16\n")
    assert applied.code == 1, applied
    assert (work / "big").stat().st_size == 16 * 1024 * 1024
    error = applied.json["error"]["message"]
    assert "command_policy.limits.file_size_mib (16 MiB)" in error, error
    assert outcome_of(home)["limit"] == "command_policy.limits.file_size_mib (16 MiB)"


def test_the_compiled_default_stops_a_10_gb_file_too(run: Any, work: Path) -> None:
    """A sparse write at 10 GB: the default limit (8 GiB) refuses it without filling a disk."""
    applied = provision(run, work, "dd if=/dev/zero of=big bs=1 count=1 seek=10G")
    assert applied.code == 1, applied
    assert "command_policy.limits.file_size_mib (8192 MiB)" in applied.json["error"]["message"]
    assert (work / "big").stat().st_size == 0


def test_an_allocation_loop_ends_at_the_address_space_limit(
    run: Any, work: Path, home: Path
) -> None:
    """A read: jq building an array it cannot hold."""
    read = run(
        "command", "run", "jq", "-n", "[range(1e9)] | length", limits="    address_space_mib: 256\n"
    )
    assert read.code == 1, read
    assert "cannot allocate memory" in read.json["output"]["stderr"]
    error = read.json["error"]["message"]
    assert "command_policy.limits.address_space_mib (256 MiB)" in error, error
    assert outcome_of(home)["limit"] == "command_policy.limits.address_space_mib (256 MiB)"
    assert outcome_of(home)["confinement"]["limits"]["address_space_mib"] == 256


def test_a_document_cannot_remove_a_limit(runtime: Any, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\ncommand_policy:\n  limits:\n    processes: 0\n")
    checked = runtime("config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert checked.code == 3, checked
    assert "command_policy.limits.processes is 0" in checked.stdout + checked.stderr


# --- Landlock scoping ----------------------------------------------------------------------------


def test_a_child_cannot_reach_an_abstract_unix_socket_of_the_host(run: Any, work: Path) -> None:
    """The host's abstract unix sockets (a session bus, an agent) are out of a child's reach:
    its network namespace is its own, and Landlock scopes them to the sandbox (ABI 6 on)."""
    import socket

    name = f"runtime-test-{os.urandom(6).hex()}"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind("\0" + name)
    server.listen(1)
    (work / "connect.py").write_text(
        "import socket, sys\n"
        "client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n"
        "try:\n"
        "    client.connect('\\0' + sys.argv[1])\n"
        "    print('connected')\n"
        "except OSError as error:\n"
        "    print('refused', error.errno)\n"
    )
    try:
        applied = provision(run, work, f"/usr/bin/python3 connect.py {name} > connect.txt")
    finally:
        server.close()
    assert applied.code == 0, applied
    # The child's own network namespace holds none of the host's abstract sockets
    # (ECONNREFUSED), and Landlock's scoping refuses those of any other domain (EPERM).
    assert (work / "connect.txt").read_text().split() in (["refused", "1"], ["refused", "111"])


def test_a_killed_runtimes_child_cgroup_is_swept_by_the_next_one(run: Any, work: Path) -> None:
    """A runtime killed mid-step cannot remove its child's pids cgroup; the next runtime
    that makes one removes every empty one whose runtime is gone."""
    from runtime.engines import limits

    parent = limits.pids_parent()
    if parent is None:
        pytest.skip("no pids cgroup here (the runtime is not root, or nothing is delegated)")
    left = Path(parent) / f"runtime-{2**22 + 1}-{os.urandom(6).hex()}"  # above any pid_max
    left.mkdir()
    assert run("command", "run", "jq", "-n", "1").code == 0
    assert not left.exists()
