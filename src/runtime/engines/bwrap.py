"""The sandbox's view: bubblewrap's argv, a view of the filesystem built from nothing.

The child sees the system directories read-only, the policy's read roots
read-only and its write roots read-write, and nothing else: not the Runtime
Home, not the config or policy documents, not the rest of the caller's home.
It gets a private empty HOME and /tmp, its own pid namespace (the runtime's
/proc is out of sight), its own user namespace as an unprivileged user (root's
children included), a new session, and dies with the runtime. bwrap runs the sandbox
launcher (engines/launch.py) as the command, which confines the judged program and then
becomes it. Only running a child needs this module; whether the sandbox works is
engines/sandbox.py's word.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.engines.egress.session import Gate
    from runtime.engines.launch import Launch

# What of the host every child sees, read-only: the system's programs and libraries. /etc is
# not among them (allow-listed below), and of /opt only a pinned binary's own tree is shown.
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
# The /etc every child sees, read-only and nothing else of it: names and users (passwd, group,
# nsswitch, hosts, resolv.conf), certificate bundles, time, locale, the dynamic loader's cache,
# and the alternatives links that programs in /usr/bin go through. Never shadow files, private
# keys, host SSH keys, sudoers or /etc/gitconfig. A tool that reads more of /etc names it in
# its profile (`Profile.system_files`: git's ssh client configuration).
SYSTEM_FILES = (
    "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/hosts", "/etc/host.conf",
    "/etc/gai.conf", "/etc/resolv.conf", "/etc/services", "/etc/protocols", "/etc/networks",
    "/etc/ssl/certs", "/etc/ssl/openssl.cnf", "/etc/ca-certificates", "/etc/pki/tls/certs",
    "/etc/pki/ca-trust/extracted", "/etc/localtime", "/etc/timezone", "/etc/locale.alias",
    "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
    "/etc/mime.types", "/etc/os-release", "/etc/debian_version", "/etc/terminfo",
)  # fmt: skip
# Covered wherever a root would show them (a read root of /etc or /): secrets of the host and
# settings that would configure a tool behind the runtime's back.
HIDDEN_SYSTEM_FILES = (
    "/etc/gitconfig", "/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-",
    "/etc/sudoers", "/etc/sudoers.d", "/etc/ssl/private", "/etc/security/opasswd",
)  # fmt: skip
HIDDEN_SYSTEM_PATTERNS = ("/etc/ssh/ssh_host_*",)  # the host's SSH keys
OPT = "/opt"
PRIVATE_RUN = "/run/runtime"
PRIVATE_HOME = "/run/runtime/home"
PRIVATE_TMP = "/tmp"  # a fresh tmpfs per child, not the host's /tmp
PRIVATE_BINDS = "/run/runtime/bind"

NAMESPACES = ("--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try")
# Who a child of a runtime run as root is, in its own user namespace: an unprivileged user.
# It is still uid 0 to the host's files (bwrap maps it onto the caller), so writes into the
# write roots work; it holds no capability outside its namespace and none inside.
UNPRIVILEGED_ID = 1000
# No --new-session: the wrapper already starts bwrap as the leader of a new session with
# no controlling terminal (nothing to inject keystrokes into), and bwrap's own setsid
# costs about 5 ms a child here.
LIFETIME = ("--die-with-parent", "--cap-drop", "ALL")


# --- the view -------------------------------------------------------------------------


class Bind:
    """A host path shown to the child at DEST, read-only unless WRITABLE."""

    __slots__ = ("dest", "source", "writable")

    def __init__(self, source: str, dest: str, writable: bool = False) -> None:
        self.source = source
        self.dest = dest
        self.writable = writable


class Placed:
    """A file the child finds at DEST, read-only with MODE, holding DATA.

    bwrap copies it from a descriptor into the sandbox's own tmpfs: it never exists
    on the host's disk, where another process (another runtime's child) could read it.
    """

    __slots__ = ("data", "dest", "mode")

    def __init__(self, dest: str, data: bytes, mode: int = 0o600) -> None:
        self.dest = dest
        self.data = data
        self.mode = mode


class View:
    """What one child sees: roots, private HOME and /tmp, the binds and files it was handed."""

    __slots__ = (
        "binds", "cwd", "gate", "hidden", "launch", "network", "placed", "read_roots",
        "state_mounts", "system_files", "write_roots",
    )  # fmt: skip

    def __init__(
        self,
        *,
        read_roots: Sequence[str],
        write_roots: Sequence[str],
        cwd: str,
        network: bool,
        binds: Sequence[Bind] = (),
        hidden: Sequence[str] = (),
        placed: Sequence[Placed] = (),
        launch: Launch | None = None,
        system_files: Sequence[str] = (),
        state_mounts: Sequence[str] = (),
    ) -> None:
        self.launch = launch  # what the launcher is told (engines/launch.py); None: defaults
        self.read_roots = tuple(read_roots)
        self.write_roots = tuple(write_roots)
        self.cwd = cwd
        self.network = network
        self.binds = tuple(binds)
        self.hidden = tuple(hidden)
        self.placed = tuple(placed)
        # The child's egress gate (engines/egress/session.Gate) when its step has a grant:
        # the runtime's proxy is placed into the child's own network namespace through it.
        self.gate: Gate | None = None
        self.system_files = tuple(system_files)  # the tool's own of /etc (its profile's)
        # bwrap arguments that make tool state in the write roots read-only (git's hooks,
        # info and config: engines/tool_state.py), mounted over the roots
        self.state_mounts = tuple(state_mounts)

    def payloads(self) -> list[bytes]:
        """What bwrap reads from descriptors, in the order argv() names them: the seccomp
        filter (where this machine has one), then each placed file's bytes."""
        from runtime.engines import seccomp

        filter_program = seccomp.program()
        head = [] if filter_program is None else [filter_program]
        return [*head, *(placed.data for placed in self.placed)]

    def env(self) -> dict[str, str]:
        """What the child's environment must say about the view (its HOME and temp dir)."""
        return {"HOME": PRIVATE_HOME, "TMPDIR": PRIVATE_TMP}

    def argv(self, bwrap: str, command: Sequence[str], fds: Sequence[int] = ()) -> list[str]:
        """bwrap's argv: the mounts in order (later ones cover earlier ones), then COMMAND.

        FDS hold payloads() in order; without them nothing is placed and no filter loaded.
        """
        argv = [bwrap, *_system_mounts(), *_etc_mounts(self.system_files)]
        argv += ["--tmpfs", PRIVATE_TMP]
        bound = list(SYSTEM_DIRS)
        for path, writable in _root_mounts(self.read_roots, self.write_roots):
            if any(_inside(path, own) for own in self.hidden):
                continue  # a root inside the Home (or another own path) shows nothing of it
            argv += ["--bind" if writable else "--ro-bind", path, path]
            bound.append(path)
        if any(
            _inside(PRIVATE_RUN, path)
            for path, _ in _root_mounts(self.read_roots, self.write_roots)
        ):
            # A root of / (or /run) would show the host's /run, and bwrap would make the
            # private mount points below in the host's file system.
            argv += ["--tmpfs", "/run"]
        argv += ["--proc", "/proc", *_kernel_settings(), "--dev", "/dev"]
        argv += _pinned_ancestors(self.hidden, self.write_roots)
        argv += self.state_mounts
        argv += _masks([*hidden_system_files(), *self.hidden], bound)
        argv += ["--tmpfs", PRIVATE_HOME]
        for bind in self.binds:
            argv += ["--bind" if bind.writable else "--ro-bind", bind.source, bind.dest]
        argv += self._handed(fds)
        argv += [*NAMESPACES, *_identity(), *_egress(self.gate)]
        argv += [*LIFETIME, "--chdir", self.cwd, *self._launched(command)]
        return argv

    def _launched(self, command: Sequence[str]) -> list[str]:
        """The launcher shown in the view and, after `--`, its argv: it confines COMMAND
        (its execute allow-list, keyring, limits) and then becomes it."""
        from runtime.engines.launch import Launch

        return (self.launch or Launch()).bwrap_args(command)

    def _handed(self, fds: Sequence[int]) -> list[str]:
        if not fds:
            return []
        argv: list[str] = []
        files = list(fds)
        if len(files) > len(self.placed):  # the first descriptor holds the seccomp filter
            argv += ["--seccomp", str(files.pop(0))]
        # Each directory of placed files is a tmpfs of its own, read-only once they are in:
        # the child can neither replace them nor add a file a tool would read beside them.
        directories = list(dict.fromkeys(os.path.dirname(p.dest) for p in self.placed))
        for directory in directories:
            argv += ["--tmpfs", directory]
        for placed, fd in zip(self.placed, files, strict=True):
            argv += ["--perms", f"{placed.mode:04o}", "--ro-bind-data", str(fd), placed.dest]
        for directory in directories:
            argv += ["--remount-ro", directory]
        return argv


def _egress(gate: Gate | None) -> list[str]:
    """Every child has its own network namespace with only its loopback: no route out but
    the proxy the gate places there (engines/egress/)."""
    return ["--unshare-net", *(gate.bwrap_args() if gate is not None else ())]


def child_identity() -> tuple[int, int]:
    """The uid and gid a child has in its user namespace: the caller's, or an unprivileged
    one for root (bwrap maps it onto the caller's outside)."""
    uid, gid = os.getuid(), os.getgid()
    return (UNPRIVILEGED_ID, UNPRIVILEGED_ID) if uid == 0 else (uid, gid)


def _identity() -> list[str]:
    uid, gid = child_identity()
    return ["--unshare-user", "--uid", str(uid), "--gid", str(gid)]


# A child runs as the caller's uid, root included, and a fresh procfs lets root write
# kernel settings (core_pattern runs a program as host root on the next crash); bwrap
# itself covers only /proc/irq and /proc/bus.
KERNEL_SETTINGS = ("/proc/sys", "/proc/sysrq-trigger", "/proc/fs", "/proc/acpi", "/proc/scsi")


def _kernel_settings() -> list[str]:
    argv: list[str] = []
    for path in KERNEL_SETTINGS:
        if os.path.exists(path):
            argv += ["--ro-bind", path, path]
    return argv


def _pinned_ancestors(hidden: Sequence[str], write_roots: Sequence[str]) -> list[str]:
    """Make every directory between a write root and a hidden path a mount point.

    A mask is a mount point, and a mount point travels with a rename of its parent:
    `git mv conf conf.old` would leave the policy's old path uncovered for a checkout
    to fill. The kernel refuses to rename or remove a mount point (EBUSY), so binding
    each such directory onto itself pins the whole chain in place.
    """
    argv: list[str] = []
    pinned: set[str] = set()
    for path in hidden:
        root = root_containing(path, write_roots)
        if root is None or not os.path.lexists(path):
            continue
        parts = _parts(path)
        for depth in range(len(_parts(root)) + 1, len(parts)):
            directory = "/" + "/".join(parts[:depth])
            if directory not in pinned and os.path.isdir(directory):
                pinned.add(directory)
                argv += ["--bind", directory, directory]
    return argv


def _system_mounts() -> list[str]:
    argv: list[str] = []
    for directory in SYSTEM_DIRS:
        if os.path.islink(directory):
            argv += ["--symlink", os.readlink(directory), directory]
        elif os.path.isdir(directory):
            argv += ["--ro-bind", directory, directory]
    return argv


def _etc_mounts(extra: Sequence[str]) -> list[str]:
    """The allow-listed files of /etc (SYSTEM_FILES and the tool's EXTRA), read-only, each
    where it is: a link whose target the view shows stays a link (programs read the zone
    name from /etc/localtime's), any other (resolv.conf into /run) is shown as its target."""
    argv: list[str] = []
    for path in dict.fromkeys((*SYSTEM_FILES, *extra)):
        if not os.path.lexists(path) or any(_inside(path, h) for h in hidden_system_files()):
            continue
        if os.path.islink(path):
            target = os.path.realpath(path)
            if any(_inside(target, directory) for directory in SYSTEM_DIRS):
                argv += ["--symlink", os.readlink(path), path]
            elif os.path.isfile(target):
                argv += ["--ro-bind", target, path]
        elif os.path.isfile(path) or os.path.isdir(path):
            argv += ["--ro-bind", path, path]
    return argv


def hidden_system_files() -> list[str]:
    """HIDDEN_SYSTEM_FILES and what HIDDEN_SYSTEM_PATTERNS match on this host now."""
    import glob

    found = [path for pattern in HIDDEN_SYSTEM_PATTERNS for path in sorted(glob.glob(pattern))]
    return [*HIDDEN_SYSTEM_FILES, *found]


def program_tree(real: str) -> str:
    """What of the host a pinned program (or helper) at REAL needs shown: its directory, or,
    under /opt, the whole tree it was installed as (/opt/NAME: its libraries beside it)."""
    parts = _parts(real)
    if len(parts) > 2 and parts[0] == OPT.strip("/"):
        return f"{OPT}/{parts[1]}"
    return os.path.dirname(real)


def _parts(path: str) -> tuple[str, ...]:
    return tuple(part for part in path.split("/") if part)


def _inside(path: str, directory: str) -> bool:
    return _parts(path)[: len(_parts(directory))] == _parts(directory)


def _root_mounts(read_roots: Sequence[str], write_roots: Sequence[str]) -> list[tuple[str, bool]]:
    """Existing roots, outermost first; a read root inside a write root is already writable."""
    writable = [root for root in dict.fromkeys(write_roots) if os.path.isdir(root)]
    readable = [
        root
        for root in dict.fromkeys(read_roots)
        if os.path.isdir(root) and not any(_inside(root, w) for w in writable)
    ]
    mounts = [(root, False) for root in readable] + [(root, True) for root in writable]
    return sorted(mounts, key=lambda mount: len(_parts(mount[0])))


def _masks(paths: Sequence[str], bound: Sequence[str]) -> list[str]:
    """Cover each existing path the child could otherwise reach: a directory with an empty
    tmpfs, a file with /dev/null."""
    argv: list[str] = []
    covered: list[str] = []
    for path in dict.fromkeys(paths):
        if not any(_inside(path, d) for d in bound) or any(_inside(path, d) for d in covered):
            continue  # out of sight already, or inside a directory masked above
        if os.path.isdir(path):
            covered.append(path)
            argv += ["--tmpfs", path]
        elif os.path.lexists(path):
            argv += ["--dev-bind", "/dev/null", path]  # a plain bind is nodev: EACCES
    return argv


def root_containing(path: str, roots: Sequence[str]) -> str | None:
    for root in roots:
        if _inside(path, root):
            return root
    return None


def private_bind(name: str) -> str:
    """Where a file or directory handed to the child (gh's config) appears inside the sandbox.

    The name is new for every child: gh can read any path it is given (`-F x=@FILE`),
    so the place of its hosts file must not be known before it starts.
    """
    return f"{PRIVATE_BINDS}/{name}-{os.urandom(8).hex()}"
