"""What the Auth stage hands a child (env entries, files to place), placed by an engine that
knows no provider; and the seccomp filter every sandboxed child runs under.

In-process through `command.spawn`, with the real bwrap, sh and coreutils.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import pytest

from runtime.engines import bwrap, command, sandbox
from runtime.engines.process import Completed
from runtime.model import ChildFile, Handover
from runtime.policy.model import Policy
from support.confinement import tools_without_bwrap

SECRET = b"oauth_token: not-a-real-token-but-a-secret-all-the-same\n"


def policy_for(work: Path, search_path: tuple[str, ...] | None = None) -> Policy:
    """Roots: WORK. The sh probes run other programs (ls, cat, python3): exec is allowed for
    sh, so what they see is decided by the view and the filter, not the execute allow-list."""
    policy = Policy()
    policy.effects = {**policy.effects, "sh": ("read", "write", "exec")}
    policy.read_roots = (str(work),)
    policy.write_roots = (str(work),)
    if search_path is not None:
        policy.search_path = search_path
        policy.sandbox = "auto"  # a search path without bwrap: the child runs unconfined
    return policy


def handover() -> Handover:
    return Handover(
        env={"HANDED_HOST": "example.test"},
        files=(ChildFile("hosts.yml", SECRET, 0o600),),
        directory_variable="HANDED_DIR",
    )


def spawn_sh(
    policy: Policy, work: Path, script: str, given: Handover | None = None
) -> Completed | str:
    """sh as the engine runs a child the pipeline judged a read (unconfined, sh's own
    table would make it exec, and auto would refuse it before anything is placed)."""
    from runtime.policy.floor.model import CanonicalCommand

    pinned = command.pin("sh", policy)
    extra = given.env if given is not None else {}
    env = command.child_env("sh", policy, extra)
    facts = CanonicalCommand("sh", "-c", "read", network=False)
    return command.spawn(
        pinned, ["-c", script], policy, str(work), env, facts=facts, handover=given
    )


@pytest.fixture
def coreutils_without_bwrap(tmp_path: Path) -> tuple[str, ...]:
    """A trusted search path with sh and the coreutils the scripts use, but not bwrap."""
    directory = tools_without_bwrap(tmp_path / "nobwrap-bin", "sh", "cat", "ls", "readlink", "stat")
    return (str(directory),)


def test_a_sandboxed_child_reads_its_file_at_a_read_only_private_place(work: Path) -> None:
    policy = policy_for(work)
    script = (
        'echo "dir=$HANDED_DIR host=$HANDED_HOST"; cat "$HANDED_DIR/hosts.yml"; '
        'stat -c "%a" "$HANDED_DIR/hosts.yml"; '
        'echo planted > "$HANDED_DIR/config.yml" 2>/dev/null || echo read-only; '
        'echo x >> "$HANDED_DIR/hosts.yml" 2>/dev/null || echo file-read-only'
    )
    done = spawn_sh(policy, work, script, handover())
    assert not isinstance(done, str) and done.exit_code == 0, done
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"dir={bwrap.PRIVATE_BINDS}/handed_dir-")
    assert lines[0].endswith("host=example.test")
    assert done.stdout.count(SECRET.decode().strip()) == 1
    assert lines[-3:] == ["600", "read-only", "file-read-only"]
    again = spawn_sh(policy, work, 'echo "$HANDED_DIR"', handover())
    assert not isinstance(again, str)
    assert again.stdout.strip() != lines[0][4:].split()[0]  # a new place for every child


def test_no_handed_descriptor_reaches_the_sandboxed_child(work: Path) -> None:
    """bwrap reads the seccomp filter and the placed files from descriptors and closes them:
    the command finds only its standard streams (and the one ls opens to list)."""
    done = spawn_sh(policy_for(work), work, "ls /proc/self/fd", handover())
    assert not isinstance(done, str) and done.exit_code == 0, done
    assert sorted(done.stdout.split()) == ["0", "1", "2", "3"]
    # nor does bwrap itself, pid 1 of the child's namespace, whose descriptors the child may
    # not even read since Landlock scopes it (issue 24)
    held = spawn_sh(policy_for(work), work, "ls -l /proc/1/fd", handover())
    assert not isinstance(held, str), held
    assert held.exit_code == 0 or "Permission denied" in held.stderr, held
    assert "memfd" not in held.stdout and "runtime-handed" not in held.stdout, held.stdout


def test_nothing_is_placed_on_the_hosts_disk_for_a_sandboxed_child(work: Path) -> None:
    host_tmp = tempfile.gettempdir()  # where the runtime makes its temporary directories
    before = set(os.listdir(host_tmp))
    done = spawn_sh(policy_for(work), work, 'cat "$HANDED_DIR/hosts.yml"', handover())
    assert not isinstance(done, str) and done.exit_code == 0, done
    assert SECRET.decode() in done.stdout
    made = {name for name in set(os.listdir(host_tmp)) - before if "handed" in name}
    assert made == set()


def test_unconfined_the_file_is_a_link_to_the_childs_own_descriptor(
    work: Path, coreutils_without_bwrap: tuple[str, ...]
) -> None:
    """No sandbox: a private 0700 directory holds a link to /proc/self/fd/N, removed after.
    The child reads its bytes; anyone else following the link reaches their own fd N."""
    policy = policy_for(work, coreutils_without_bwrap)
    assert not sandbox.availability(policy).active
    script = (
        'stat -c "%A" "$HANDED_DIR"; '
        'readlink "$HANDED_DIR/hosts.yml"; cat "$HANDED_DIR/hosts.yml"; echo "$HANDED_DIR"'
    )
    done = spawn_sh(policy, work, script, handover())
    assert not isinstance(done, str) and done.exit_code == 0, done
    lines = done.stdout.splitlines()
    directory = lines[-1]
    assert "drwx------" in lines
    link = next(line for line in lines if line.startswith("/proc/self/fd/"))
    assert SECRET.decode().strip() in done.stdout
    assert not os.path.exists(directory)  # removed once the child is done
    try:  # this process's fd N, if it has one, is not the child's memory file
        with open(link, "rb") as mine:
            seen = mine.read(4096)
    except OSError:
        seen = b""
    assert SECRET not in seen


def test_a_handed_file_name_cannot_climb_out_of_its_directory(work: Path) -> None:
    bad = Handover(files=(ChildFile("../escape", SECRET),), directory_variable="HANDED_DIR")
    with pytest.raises(ValueError, match="one path component"):
        spawn_sh(policy_for(work), work, "true", bad)


# --- seccomp: no setuid or setgid file, whoever the child runs as ---------------------------


SETUID_ATTEMPTS = {
    "chmod": "cp /bin/ls a; chmod 4755 a",
    "chmod-setgid": "cp /bin/ls b; chmod g+s b",
    "install": "install -m 4755 /bin/ls c",
    "open-with-mode": "python3 -c \"import os; os.open('d', os.O_CREAT | os.O_WRONLY, 0o6755)\"",
    "fchmod": "python3 -c \"import os; f = os.open('e', os.O_CREAT | os.O_WRONLY); "
    'os.fchmod(f, 0o4755)"',
    "fchmodat": "touch f; python3 -c \"import os; os.chmod('f', 0o4755, dir_fd=os.open('.', "
    'os.O_RDONLY))"',
    "mknod": "python3 -c \"import os, stat; os.mknod('g', stat.S_IFREG | 0o4755)\"",
    "tar-preserving-modes": "cp /bin/ls i; tar cf t.tar i 2>/dev/null; rm i; "
    "python3 -c \"import tarfile; t = tarfile.open('t.tar'); m = t.getmember('i'); "
    'm.mode = 0o4755; t.extractall()"',
}


@pytest.mark.parametrize("attempt", sorted(SETUID_ATTEMPTS))
def test_a_sandboxed_child_cannot_make_a_setuid_or_setgid_file(work: Path, attempt: str) -> None:
    policy = policy_for(work)
    pinned = command.pin("sh", policy)
    env = command.child_env("sh", policy)
    command.spawn(pinned, ["-c", SETUID_ATTEMPTS[attempt]], policy, str(work), env)
    special = [
        entry.name
        for entry in work.iterdir()
        if entry.is_file() and entry.stat().st_mode & (stat.S_ISUID | stat.S_ISGID)
    ]
    assert special == [], attempt


def test_ordinary_modes_still_work_under_the_filter(work: Path) -> None:
    policy = policy_for(work)
    pinned = command.pin("sh", policy)
    script = "cp /bin/ls a; chmod 0750 a; mkdir -m 0700 d; install -m 0644 /bin/ls c"
    done = command.spawn(pinned, ["-c", script], policy, str(work), command.child_env("sh", policy))
    assert not isinstance(done, str) and done.exit_code == 0, done
    assert stat.S_IMODE((work / "a").stat().st_mode) == 0o750
    assert stat.S_IMODE((work / "d").stat().st_mode) == 0o700
    assert stat.S_IMODE((work / "c").stat().st_mode) == 0o644


def test_a_sandboxed_child_cannot_make_a_user_namespace(work: Path) -> None:
    """Inside one it would hold every capability over the files its uid owns (root's, for a
    runtime run as root); threads and forks still work (clone3 falls back to clone)."""
    policy = policy_for(work)
    script = (
        "unshare -U true && echo made-user-namespace; "
        "unshare -U -n true && echo made-with-net; "
        'python3 -c \'import threading; t = threading.Thread(target=print, args=("thread",)); '
        "t.start(); t.join()'; (true &) && echo forked"
    )
    done = spawn_sh(policy, work, script)
    assert not isinstance(done, str), done
    assert "made-" not in done.stdout, done
    assert done.stdout.split() == ["thread", "forked"], done
