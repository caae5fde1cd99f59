"""The sandbox shows an allow-listed /etc and of /opt only where a pinned binary lives.

The runtime runs as root here (as CI does), so only the view stands between a child and the
host's secrets: shadow files, private TLS keys, host SSH keys. Real jq reads them by path.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

MARKER = "RUNTIME-TEST-HOST-SECRET"


def planted(path: Path) -> Iterator[Path]:
    """PATH holding MARKER for the test (made, with its directory, if missing), then removed."""
    made_directory = not path.parent.exists()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"{MARKER}\n")
    path.chmod(0o600)
    try:
        yield path
    finally:
        path.unlink()
        if made_directory:
            path.parent.rmdir()


@pytest.fixture
def as_root() -> None:
    if os.geteuid() != 0:
        pytest.skip("the host's secrets are readable only by root (CI runs as root)")


@pytest.fixture
def tls_key(as_root: None) -> Iterator[Path]:
    yield from planted(Path("/etc/ssl/private") / f"runtime-test-{secrets.token_hex(4)}.key")


@pytest.fixture
def host_ssh_key(as_root: None) -> Iterator[Path]:
    yield from planted(Path("/etc/ssh") / f"ssh_host_runtimetest{secrets.token_hex(4)}_key")


@pytest.fixture
def opt_file(as_root: None) -> Iterator[Path]:
    yield from planted(Path("/opt") / f"runtime-test-{secrets.token_hex(4)}" / "secret.txt")


def read_with_jq(runtime: Any, path: Path | str, env: dict[str, str] | None = None) -> Any:
    return runtime("command", "run", "jq", "-Rr", ".", str(path), env=env)


def unreadable(ran: Any) -> None:
    assert ran.code != 0, ran
    assert MARKER not in ran.stdout + ran.stderr, ran
    assert "No such file or directory" in ran.stderr, ran  # not in the view at all


@pytest.mark.parametrize("path", ["/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-"])
def test_a_child_as_root_cannot_read_the_shadow_files(
    runtime: Any, as_root: None, path: str
) -> None:
    if not os.path.exists(path):
        pytest.skip(f"{path} is not on this host")
    ran = read_with_jq(runtime, path)
    assert ran.code != 0 and ran.stdout.strip() == "", ran
    assert "No such file or directory" in ran.stderr, ran


def test_a_child_as_root_cannot_read_a_private_tls_key(runtime: Any, tls_key: Path) -> None:
    unreadable(read_with_jq(runtime, tls_key))


def test_a_child_as_root_cannot_read_a_host_ssh_key(runtime: Any, host_ssh_key: Path) -> None:
    unreadable(read_with_jq(runtime, host_ssh_key))


def test_a_child_sees_nothing_of_opt_but_a_pinned_binarys_tree(
    runtime: Any, opt_file: Path
) -> None:
    unreadable(read_with_jq(runtime, opt_file))


def test_a_read_root_of_etc_still_hides_the_hosts_secrets(
    runtime: Any, tmp_path: Path, tls_key: Path, host_ssh_key: Path
) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nfile_policy:\n  read_roots: [., /etc]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    shown = read_with_jq(runtime, "/etc/hostname", env)
    assert shown.code == 0, shown  # the root shows the rest of /etc
    for path in (tls_key, host_ssh_key, Path("/etc/shadow")):
        ran = read_with_jq(runtime, path, env)
        assert ran.stdout.strip() == "", ran  # masked: empty, or not there at all


def test_what_tools_need_of_etc_is_shown(runtime: Any) -> None:
    users = read_with_jq(runtime, "/etc/passwd")
    assert users.code == 0 and users.stdout.startswith("root:"), users
    bundle = "/etc/ssl/certs/ca-certificates.crt"
    if os.path.exists(bundle):
        certificates = read_with_jq(runtime, bundle)
        assert certificates.code == 0 and "BEGIN CERTIFICATE" in certificates.stdout, certificates
    hidden = read_with_jq(runtime, "/etc/gitconfig")
    assert hidden.code != 0, hidden
