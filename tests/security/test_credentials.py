"""A token handed to gh stays with that gh: it is not in the runtime's environment block for an
unconfined child, nor in gh's private hosts file or descriptor for another runtime's child.

Real gh talking to a loopback proxy that never answers, real jq, a private Home, no network
(red team, rounds 2 and 3).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest

from support.listeners import hanging_proxy

# --- gh's private hosts file, seen by another runtime's child -------------------------------------


HANDED_GLOBS = ("runtime-gh-config-*", "runtime-handed-*")


def _handed_directories() -> set[str]:
    """What the runtime made in the temporary directory (this session's own TMPDIR)."""
    import glob

    host_tmp = tempfile.gettempdir()
    return {found for pattern in HANDED_GLOBS for found in glob.glob(f"{host_tmp}/{pattern}")}


def _bytes_of_new_entries(before: set[str]) -> bytes:
    """Every regular file (links not followed) under the entries of the temporary directory
    made since BEFORE, read as this test's own (root) user: a stronger reader than any child."""
    found: list[bytes] = []
    host_tmp = tempfile.gettempdir()
    for entry in set(os.listdir(host_tmp)) - before:
        for directory, _, names in os.walk(os.path.join(host_tmp, entry)):
            for name in names:
                path = os.path.join(directory, name)
                if os.path.isfile(path) and not os.path.islink(path):
                    with contextlib.suppress(OSError), open(path, "rb") as handle:
                        found.append(handle.read(1 << 20))
    return b"".join(found)


@pytest.mark.parametrize("runtime_a", ["sandboxed", "unconfined"])
def test_another_runtimes_child_cannot_read_ghs_private_hosts_file(
    runtime: Any, work: Path, tmp_path: Path, home: Path, runtime_a: str
) -> None:
    """Runtime A hands gh a token while gh waits on a proxy that never answers. A child of
    runtime B (no token at all, a read root of /: supported, the own files stay hidden)
    searches the host's temporary directories, following links, and reads whatever A
    left there, re-encoded past the redactor.

    Sandboxed, A's hosts file exists only inside gh's sandbox (bwrap copies it in from a
    memory descriptor); unconfined, A's private directory holds a link to
    /proc/self/fd/N, which for any other reader names its own descriptor."""
    import base64
    import signal
    import time

    from support.cli import RUNTIME, clean_env
    from support.github_standin.fixtures import require_gh

    require_gh()
    token = "ghp_" + "R3dT3am" * 5 + "x"
    policy_b = tmp_path / "policy-b.yaml"
    policy_b.write_text(
        "schema_version: 3\nallowed_binaries: [gh, jq]\n"
        "file_policy:\n  read_roots: [/]\n  write_roots: [.]\n"
    )
    policy_a = tmp_path / "policy-a.yaml"
    search = ""
    if runtime_a == "unconfined":
        bin_dir = tmp_path / "nobwrap-bin"
        bin_dir.mkdir()
        real = subprocess.run(["which", "gh"], capture_output=True, text=True).stdout.strip()
        os.symlink(real, bin_dir / "gh")
        search = f"command_policy:\n  search_path: [{bin_dir}]\n  sandbox: auto\n"
    policy_a.write_text(
        f"schema_version: 3\nallowed_binaries: [gh]\n{search}"
        "file_policy:\n  read_roots: [/]\n  write_roots: [.]\n"
    )
    server, port, held = hanging_proxy()
    proxy = f"http://127.0.0.1:{port}"
    before = _handed_directories()
    tmp_before = set(os.listdir(tempfile.gettempdir()))
    env_a = clean_env(
        tmp_path / "home-a", RUNTIME_POLICY_FILE=str(policy_a), RUNTIME_GITHUB_TOKEN=token,
        HTTPS_PROXY=proxy, https_proxy=proxy, NO_PROXY="", no_proxy="",
    )  # fmt: skip
    runtime_a_process = subprocess.Popen(
        [RUNTIME, "command", "run", "gh", "api", "/user"],
        cwd=work, env=env_a, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    try:
        for _ in range(600):  # wait (bounded) until gh, token in hand, talks to the proxy
            if held or runtime_a_process.poll() is not None:
                break
            time.sleep(0.05)
        assert held, "gh of runtime A never reached the proxy"
        handed = sorted(_handed_directories() - before)
        assert handed == [] if runtime_a == "sandboxed" else len(handed) == 1, handed
        assert token.encode() not in _bytes_of_new_entries(tmp_before)
        env_b = {"RUNTIME_POLICY_FILE": str(policy_b)}
        for directory in handed:
            for name in os.listdir(directory):
                path = os.path.join(directory, name)
                assert os.path.islink(path)  # a link to the reader's own descriptor, no bytes
                read = runtime("command", "run", "jq", "-Rr", "@base64", path, env=env_b)
                decoded = b"".join(base64.b64decode(line) for line in read.stdout.split())
                assert token.encode() not in decoded, read
    finally:
        os.killpg(runtime_a_process.pid, signal.SIGTERM)
        runtime_a_process.wait(timeout=30)
        server.close()
    assert _handed_directories() - before == set()  # removed once gh is done


# --- gh's hosts file read through /proc/<gh pid>/fd by an unconfined sibling ----------------------


def _descendants_named(root: int, name: str) -> list[int]:
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat_line = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat_line.rpartition(")")[2].split()[1])
    found = []
    for pid in parents:
        ancestor = pid
        while ancestor in parents and ancestor != root:
            ancestor = parents[ancestor]
        with_name = (
            Path(f"/proc/{pid}/comm").read_text().strip() == name if ancestor == root else False
        )
        if with_name:
            found.append(pid)
    return found


def test_an_unconfined_sibling_cannot_open_ghs_hosts_descriptor(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """Runtime A (no bwrap) hands gh the token in a descriptor while gh waits on a proxy that
    never answers; runtime B (no bwrap, read root /: supported, the own files stay hidden)
    runs jq on /proc/<gh pid>/fd/N, which opens A's descriptor itself."""
    import base64
    import signal
    import time

    from support.cli import RUNTIME, clean_env
    from support.github_standin.fixtures import require_gh

    require_gh()
    token = "ghp_" + "R3dT3amThree" * 3
    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    for tool in ("gh", "jq"):
        os.symlink(str(shutil.which(tool)), bin_dir / tool)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\nallowed_binaries: [gh, jq]\ncommand_policy:\n  search_path: [{bin_dir}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [/]\n  write_roots: [.]\n"
    )
    server, port, held = hanging_proxy()
    proxy = f"http://127.0.0.1:{port}"
    env_a = clean_env(
        tmp_path / "home-a", RUNTIME_POLICY_FILE=str(policy), RUNTIME_GITHUB_TOKEN=token,
        HTTPS_PROXY=proxy, https_proxy=proxy, NO_PROXY="", no_proxy="",
    )  # fmt: skip
    runtime_a = subprocess.Popen(
        [RUNTIME, "command", "run", "gh", "api", "/user"],
        cwd=work, env=env_a, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    leaked = b""
    try:
        for _ in range(600):  # wait (bounded) until gh, token in hand, talks to the proxy
            if held or runtime_a.poll() is not None:
                break
            time.sleep(0.05)
        assert held, "gh of runtime A never reached the proxy"
        gh_pids = _descendants_named(runtime_a.pid, "gh")
        assert gh_pids, "gh of runtime A not found"
        for pid in gh_pids:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                path = f"/proc/{pid}/fd/{fd}"
                with contextlib.suppress(OSError):
                    if "memfd" not in os.readlink(path) and "runtime" not in os.readlink(path):
                        continue
                read = runtime("command", "run", "jq", "-Rr", "@base64", path,
                               env={"RUNTIME_POLICY_FILE": str(policy)})  # fmt: skip
                leaked += b"".join(base64.b64decode(line) for line in read.stdout.split())
    finally:
        os.killpg(runtime_a.pid, signal.SIGTERM)
        runtime_a.wait(timeout=30)
        server.close()
    assert token.encode() not in leaked


# --- token variables the runtime does not hand over -----------------------------------------------


@pytest.mark.parametrize("variable", ["GITHUB_TOKEN", "GH_TOKEN", "GH_ENTERPRISE_TOKEN"])
def test_unconfined_child_cannot_read_other_token_variables_from_the_runtime(
    variable: str, tmp_path: Path, no_bwrap: Path, home: Path, work: Path
) -> None:
    """Only the configured variable (RUNTIME_GITHUB_TOKEN) is taken out of the runtime's
    environment block; GITHUB_TOKEN (set in every GitHub Actions job), GH_TOKEN and
    GH_ENTERPRISE_TOKEN stay in /proc/<runtime pid>/environ for an unconfined child."""
    from support.cli import RUNTIME, clean_env

    token = "ghp_" + "Sh4d0w" * 6
    policy = tmp_path / "policy.yaml"
    # /proc as a read root: without the sandbox, arguments naming paths outside the roots
    # are refused (test_unconfined_jq_cannot_read_a_file_outside_the_roots); this one
    # shows the environment block holds no token even for a child allowed to read it.
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [jq]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [., /proc]\n  write_roots: [.]\n"
    )
    proc = subprocess.run(
        ["/bin/sh", "-c", 'exec "$0" command run jq -Rr "explode | reverse | implode" '
         "/proc/$$/environ", RUNTIME],
        cwd=work,
        env=clean_env(home, RUNTIME_POLICY_FILE=str(policy), **{variable: token}),
        capture_output=True,
        text=True,
        timeout=60,
    )  # fmt: skip
    assert "ENGINEERING_RUNTIME_HOME"[::-1] in proc.stdout, proc  # the runtime's own block
    assert token[::-1] not in proc.stdout
