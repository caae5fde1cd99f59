"""The runtime's own files (the policy and config in force, the Home and its audit trail) against
a child and the runtime's own writers: git moving them from under the masks, an unconfined
child under a root, `config init --output` and `plan --out` pointed at them. DESIGN.md 6: they
are never reachable through a child, whatever the roots say.

Real binaries (git, jq), a private Home, no network (red team, round 2).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from support.git_repos import GIT_IDENTITY

WIDE_POLICY = "schema_version: 3\nfile_policy:\n  read_roots: [/]\n  write_roots: [/]\n"


def narrow_policy(path: Path, binaries: str = "git, jq") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"schema_version: 3\nallowed_binaries: [{binaries}]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return path


def capability(work: Path, name: str, steps: list[list[str]]) -> Path:
    body = "".join(f"  - binary: git\n    args: {json.dumps(args)}\n" for args in steps)
    path = work / name
    path.write_text(f"# {name}\n\n```runtime\nversion: v1\nworkflow:\n{body}```\n")
    return path


# --- a child moves the runtime's own files from under the masks -----------------------------------


def test_git_cannot_replace_the_policy_by_moving_its_directory(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """Only git read/write commands: `git mv conf conf.old` moves the directory that holds the
    policy document (the /dev/null mask travels with it), then `git checkout HEAD --
    conf/policy.yaml` writes a policy of the attacker's choosing where the runtime reads it."""
    policy = narrow_policy(work / "conf" / "policy.yaml")
    original = policy.read_text()
    outside = tmp_path / "outside"
    outside.mkdir()
    env = {"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY}
    assert runtime("command", "run", "git", "init", "-q", env=env).code == 0
    assert runtime("files", "write", "evil.yaml", WIDE_POLICY, env=env).code == 0
    blob = runtime("command", "run", "git", "hash-object", "-w", "evil.yaml", env=env)
    entry = f"100644,{blob.stdout.strip()},conf/policy.yaml"
    indexed = runtime(
        "command", "run", "git", "update-index", "--add", "--cacheinfo", entry, env=env
    )
    assert indexed.code == 0, indexed
    assert runtime("command", "run", "git", "commit", "-qm", "x", env=env).code == 0
    swap = capability(
        work,
        "swap.md",
        [["mv", "conf", "conf.old"], ["checkout", "HEAD", "--", "conf/policy.yaml"]],
    )
    runtime("capability", "execute", str(swap), env=env)
    assert policy.read_text() == original
    escaped = runtime("files", "write", str(outside / "pwned"), "x", env=env)
    assert escaped.code != 0 and not (outside / "pwned").exists(), escaped


def test_git_cannot_replace_the_config_and_send_the_token_to_a_listener(
    runtime: Any, work: Path
) -> None:
    """The same move as the policy's, on RUNTIME_CONFIG_FILE: the planted config points
    base_url at a loopback listener (http is allowed there), and the next GitHub call sends
    the caller's token to it."""
    import socket
    import threading

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)
    server.settimeout(30)
    received: list[bytes] = []

    def answer() -> None:
        while True:  # every request the runtime makes, until the test closes the listener
            try:
                conn = server.accept()[0]
            except OSError:
                return
            received.append(conn.recv(65536))
            conn.sendall(
                b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
            conn.close()

    listener = threading.Thread(target=answer, daemon=True)
    listener.start()
    config = work / "conf" / "config.yaml"
    config.parent.mkdir()
    config.write_text("schema_version: 2\n")
    env = {"RUNTIME_CONFIG_FILE": str(config), **GIT_IDENTITY}
    planted = (
        "schema_version: 2\nauthentication:\n  github:\n"
        f"    base_url: http://127.0.0.1:{server.getsockname()[1]}\n"
    )
    assert runtime("command", "run", "git", "init", "-q", env=env).code == 0
    assert runtime("files", "write", "evil.yaml", planted, env=env).code == 0
    blob = runtime("command", "run", "git", "hash-object", "-w", "evil.yaml", env=env)
    entry = f"100644,{blob.stdout.strip()},conf/config.yaml"
    runtime("command", "run", "git", "update-index", "--add", "--cacheinfo", entry, env=env)
    assert runtime("command", "run", "git", "commit", "-qm", "x", env=env).code == 0
    swap = capability(
        work,
        "swap.md",
        [["mv", "conf", "conf.old"], ["checkout", "HEAD", "--", "conf/config.yaml"]],
    )
    runtime("capability", "execute", str(swap), env=env)
    token = "ghp_" + "V1ct1m" * 6
    runtime("github", "repo", "view", "acme/x", env={**env, "RUNTIME_GITHUB_TOKEN": token})
    server.shutdown(socket.SHUT_RDWR)  # wakes the accept() of the listener thread
    server.close()
    listener.join(timeout=30)
    assert not any(token.encode() in request for request in received)


def test_git_cannot_swap_a_symlink_on_the_policy_path(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """RUNTIME_POLICY_FILE names the policy through a symlinked directory inside the write
    root: the files provider refuses to replace the link, and no child runs at all while a
    child could (git's checkout would re-point it)."""
    narrow_policy(work / "conf" / "policy.yaml")
    (work / "link").symlink_to("conf")
    env = {"RUNTIME_POLICY_FILE": str(work / "link" / "policy.yaml"), **GIT_IDENTITY}
    assert runtime("files", "write", "link", "x", env=env).code == 4  # the guard knows
    refused = runtime("command", "run", "git", "init", "-q", env=env)
    assert refused.code == 4, refused
    assert "symbolic link" in refused.stdout + refused.stderr
    assert str(work / "link") in refused.stdout + refused.stderr
    assert not (work / ".git").exists()
    assert os.readlink(work / "link") == "conf"


def test_git_cannot_move_the_home_and_its_audit_trail_away(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """The Home below a subdirectory of the write root: `git mv sub sub2` takes the Home and
    the audit trail with it; the next command bootstraps an empty Home in its place and the
    old trail is an ordinary file any command may read or rewrite."""
    home = work / "sub" / "home"
    policy = narrow_policy(tmp_path / "policy.yaml")
    env = {"ENGINEERING_RUNTIME_HOME": str(home), "RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("command", "run", "git", "init", "-q", env=env).code == 0
    assert runtime("files", "write", "sub/keep.txt", "k", env=env).code == 0
    assert runtime("command", "run", "git", "add", "sub/keep.txt", env=env).code == 0
    before = (home / "audit.jsonl").read_text().splitlines()
    runtime("command", "run", "git", "mv", "sub", "sub2", env=env)
    trail = home / "audit.jsonl"
    assert trail.exists() and trail.read_text().splitlines()[: len(before)] == before
    assert runtime("files", "read", "sub2/home/audit.jsonl", env=env).code != 0


def test_a_root_inside_the_home_does_not_show_the_home_to_a_child(
    runtime: Any, home: Path, tmp_path: Path
) -> None:
    """The masks cover an own file only when it lies inside a mounted root; a root *inside*
    the Home is mounted as it is, so the child sees and writes what the files provider
    refuses as the runtime's own (`files list <home>/specs` is refused)."""
    assert runtime("version").code == 0
    specs, cache = home / "specs", home / "capabilities"
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [ls, git]\n"
        f"file_policy:\n  read_roots: [., {specs}]\n  write_roots: [., {cache}]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("files", "list", str(specs), env=env).code == 4
    listed = runtime("command", "run", "ls", str(specs), env=env)
    assert "capability-spec.md" not in listed.stdout, listed
    runtime("command", "run", "git", "init", "-q", str(cache / "planted"), env=env)
    assert not (cache / "planted").exists()


# --- without a working sandbox, a child reaches the runtime's own files ---------------------------


def test_unconfined_jq_cannot_read_the_audit_trail_under_a_root(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    """DESIGN.md 6: the runtime's own files are never reachable through a child, whatever the
    roots say. With `auto` and no bwrap, a read command runs unconfined and reads them."""
    home = work / ".engineering-runtime"
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"ENGINEERING_RUNTIME_HOME": str(home), "RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("files", "write", "x.txt", "x", env=env).code == 0  # the trail exists
    read = runtime("command", "run", "jq", "-Rr", ".", ".engineering-runtime/audit.jsonl", env=env)
    assert '"operation"' not in read.stdout, read


def test_unconfined_git_cannot_roll_back_the_audit_trail_under_a_root(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    """`auto` without bwrap: `git add -f` the trail, commit, and `git checkout --` it later
    drops every record written since, with only read/write git commands."""
    home = work / ".engineering-runtime"
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {
        "ENGINEERING_RUNTIME_HOME": str(home),
        "RUNTIME_POLICY_FILE": str(policy),
        **GIT_IDENTITY,
    }
    runtime("command", "run", "git", "init", "-q", env=env)
    runtime("command", "run", "git", "add", "-f", ".engineering-runtime/audit.jsonl", env=env)
    runtime("command", "run", "git", "commit", "-qm", "x", env=env)
    assert runtime("files", "write", "a.txt", "a", env=env).code == 0
    before = (home / "audit.jsonl").read_text().splitlines()
    runtime("command", "run", "git", "checkout", "--", ".engineering-runtime/audit.jsonl", env=env)
    after = (home / "audit.jsonl").read_text().splitlines()
    assert after[: len(before)] == before, "records were dropped from the audit trail"


# --- the runtime's own writers, pointed at the runtime's own files --------------------------------


def test_config_init_cannot_overwrite_the_policy_in_force(runtime: Any, tmp_path: Path) -> None:
    """`config init policy --output "$RUNTIME_POLICY_FILE" --force` replaces a narrow policy
    (jq only) with the compiled defaults: git, gh, kubectl, terraform ... all allowed."""
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [jq]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    original = policy.read_text()
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("command", "run", "git", "--version", env=env).code == 4
    runtime("config", "init", "policy", "--output", str(policy), "--force", env=env)
    assert policy.read_text() == original
    assert runtime("command", "run", "git", "--version", env=env).code == 4


@pytest.mark.parametrize("writer", ["plan-out", "config-init"])
@pytest.mark.parametrize("spelling", ["hard-link", "symlink"])
def test_the_runtimes_own_writers_refuse_another_name_for_the_audit_trail(
    runtime: Any, work: Path, home: Path, writer: str, spelling: str
) -> None:
    """A second hard link (or a symlink) to the trail inside the write root: the path guard's
    own-files check answers for `config init --output` as it does for `plan --out`."""
    assert runtime("files", "write", "a.txt", "a").code == 0
    trail = home / "audit.jsonl"
    alias = work / "notes.jsonl"
    os.link(trail, alias) if spelling == "hard-link" else alias.symlink_to(trail)
    before = trail.read_text()
    if writer == "plan-out":
        (work / "c.md").write_text(
            "# c\n\n```runtime\nversion: v1\nworkflow:\n"
            "  - provider: files\n    args: [read, ./a.txt]\n```\n"
        )
        ran = runtime("capability", "plan", "./c.md", "--out", "notes.jsonl")
    else:
        ran = runtime("config", "init", "config", "--output", "notes.jsonl", "--force")
    assert ran.code in (1, 4), ran
    if spelling == "hard-link" or writer == "config-init":
        assert ran.code == 4 and "runtime own files" in ran.stderr, ran
    assert trail.read_text() == before


@pytest.mark.parametrize("writer", ["plan-out", "config-init"])
def test_the_runtimes_own_writers_cannot_overwrite_the_audit_trail(
    runtime: Any, work: Path, home: Path, writer: str
) -> None:
    assert runtime("files", "write", "a.txt", "a").code == 0
    trail = home / "audit.jsonl"
    before = trail.read_text().splitlines()
    if writer == "plan-out":
        (work / "c.md").write_text(
            "# c\n\n```runtime\nversion: v1\nworkflow:\n"
            "  - provider: files\n    args: [read, ./a.txt]\n```\n"
        )
        runtime("capability", "plan", "./c.md", "--out", str(trail))
    else:
        runtime("config", "init", "config", "--output", str(trail), "--force")
    after = trail.read_text().splitlines()
    assert after[: len(before)] == before, "the audit trail was overwritten"
    assert all(line.startswith("{") for line in after)


def test_plan_out_cannot_write_outside_the_write_roots(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (work / "c.md").write_text(
        "# c\n\n```runtime\nversion: v1\nworkflow:\n"
        "  - provider: files\n    args: [read, ./a.txt]\n```\n"
    )
    refused = runtime("capability", "plan", "./c.md", "--out", str(outside / "plan.json"))
    assert not (outside / "plan.json").exists()
    assert refused.code == 4 and "file_policy.write_roots" in refused.stderr, refused


@pytest.mark.parametrize("spelling", ["dotdot", "symlinked-dir", "symlinked-parent"])
def test_plan_out_cannot_reach_outside_the_write_roots_by_another_spelling(
    runtime: Any, work: Path, tmp_path: Path, spelling: str
) -> None:
    """`..`, a link to a directory outside the root, a link as the parent of the file."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (work / "c.md").write_text(
        "# c\n\n```runtime\nversion: v1\nworkflow:\n"
        "  - provider: files\n    args: [read, ./a.txt]\n```\n"
    )
    (work / "away").symlink_to(outside)
    (work / "sub").mkdir()
    (work / "sub" / "up").symlink_to("../../outside")
    out = {
        "dotdot": "../outside/plan.json",
        "symlinked-dir": "away/plan.json",
        "symlinked-parent": "sub/up/plan.json",
    }[spelling]
    refused = runtime("--output", "json", "capability", "plan", "./c.md", "--out", out)
    assert refused.code == 4, refused
    assert "file_policy.write_roots" in refused.json["error"]["message"]
    assert list(outside.iterdir()) == []
