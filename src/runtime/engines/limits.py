"""Resource limits of a sandboxed child (`command_policy.limits`), and naming the one it hit.

The launcher (engines/launcher.c) lowers address space, file size, open files and processes
inside the sandbox, soft and hard alike, before the judged program runs; the runtime itself
keeps its own. The kernel exempts uid 0 from RLIMIT_NPROC, and a child of a runtime run as
root is uid 0 outside its user namespace, so a runtime run as root gives each child a pids
cgroup of its own where it may make one (its own cgroup delegates the pids controller, or a
v1 pids hierarchy), `pids.max` the same number; the launcher moves itself in before anything
else runs. Without one, a root runtime's children have no process limit (recorded as
`"cgroup": null` in the outcome's confinement).

When a child ends at a limit the outcome names it. That is read from how it ended: SIGXFSZ
or EFBIG is the file size, the cgroup's own count of refused forks or EAGAIN on fork the
processes, ENOMEM (or the abort of a program that could not allocate) the address space,
EMFILE the open files.
"""

from __future__ import annotations

import contextlib
import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import TracebackType

    from runtime.engines.process import Completed
    from runtime.policy.model import Policy

RULE = "command_policy.limits"
MIB = 1024 * 1024
# policy key -> (the launcher's name, bytes per unit)
KEYS: dict[str, tuple[str, int]] = {
    "address_space_mib": ("address-space", MIB),
    "file_size_mib": ("file-size", MIB),
    "open_files": ("open-files", 1),
    "processes": ("processes", 1),
}
SIGXFSZ = 25


def launcher_limits(policy: Policy) -> list[str]:
    """The launcher's `--limit NAME=VALUE` words for POLICY's limits."""
    words: list[str] = []
    for key, value in policy.child_limits.items():
        name, unit = KEYS[key]
        words += ["--limit", f"{name}={value * unit}"]
    return words


def described(policy: Policy, key: str) -> str:
    value = policy.child_limits[key]
    shown = f"{value} MiB" if key.endswith("_mib") else str(value)
    return f"{RULE}.{key} ({shown})"


# --- naming the limit a child hit -----------------------------------------------------

_MEMORY = (
    "cannot allocate memory", "out of memory", "memoryerror", "bad_alloc", "failed to allocate",
    "memory exhausted",
)  # fmt: skip
_MARKERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("file_size_mib", ("file too large", "file size limit exceeded")),  # EFBIG, SIGXFSZ
    ("open_files", ("too many open files",)),
    ("address_space_mib", _MEMORY),
    ("processes", ("resource temporarily unavailable",)),
)


def hit(done: Completed, refused_forks: int) -> str | None:
    """The policy key of the limit a failed child most likely ended at, or None.

    REFUSED_FORKS: how many forks the child's pids cgroup refused (0 without one).
    """
    if done.exit_code == 0 or (done.timed_out and not refused_forks):
        return None
    if refused_forks:
        return "processes"
    if done.exit_code == 128 + SIGXFSZ:
        return "file_size_mib"
    text = done.stderr[-64 * 1024 :].lower()
    for key, markers in _MARKERS:
        if any(marker in text for marker in markers):
            if key == "processes" and "fork" not in text:
                continue
            return key
    return None


# --- a pids cgroup per child ----------------------------------------------------------

_parent: list[str | None] = []  # found once a process: where children's cgroups are made


def _own_cgroups() -> dict[str, str]:
    """This process's cgroup path per hierarchy ("" for v2, else its controllers)."""
    found: dict[str, str] = {}
    try:
        with open("/proc/self/cgroup", encoding="utf-8") as handle:
            for line in handle:
                _, controllers, path = line.rstrip("\n").split(":", 2)
                found[controllers] = path
    except (OSError, ValueError):
        pass
    return found


def _candidates() -> list[str]:
    own = _own_cgroups()
    candidates: list[str] = []
    if "" in own:  # v2: only a cgroup that already hands the pids controller to its children
        for mount in ("/sys/fs/cgroup", "/sys/fs/cgroup/unified"):
            directory = mount + own[""].rstrip("/")
            try:
                with open(os.path.join(directory, "cgroup.subtree_control")) as handle:
                    if "pids" in handle.read().split():
                        candidates.append(directory)
            except OSError:
                continue
    for controllers, path in own.items():
        if "pids" in controllers.split(","):
            candidates.append("/sys/fs/cgroup/pids" + path.rstrip("/"))
    return candidates


def pids_parent() -> str | None:
    """Where this process may make a pids cgroup for a child: tried once, remembered.

    Only for a runtime run as root: any other uid's children are held by RLIMIT_NPROC,
    which the kernel counts per user namespace."""
    if not _parent:
        wanted = os.geteuid() == 0
        _parent.append(next((c for c in _candidates() if _usable(c)), None) if wanted else None)
        if _parent[0] is not None:
            _sweep(_parent[0])
    return _parent[0]


def _sweep(parent: str) -> None:
    """Remove the empty cgroups of runtimes that are gone (one killed mid-step leaves its
    child's): `runtime-PID-...` whose PID no longer runs."""
    try:
        names = os.listdir(parent)
    except OSError:
        return
    for name in names:
        parts = name.split("-")
        owners = [int(part) for part in parts[1:] if part.isdigit()]
        if parts[0] != "runtime" or not owners:
            continue
        pid = owners[0]  # runtime-PID-RANDOM, runtime-probe-PID
        try:
            os.kill(pid, 0)
            continue  # still running: its own
        except ProcessLookupError:
            pass
        except OSError:
            continue
        with contextlib.suppress(OSError):  # not empty yet: a later sweep
            os.rmdir(os.path.join(parent, name))


def _usable(directory: str) -> bool:
    probe = os.path.join(directory, f"runtime-probe-{os.getpid()}")
    try:
        os.mkdir(probe)
    except OSError:
        return False
    try:
        return os.path.exists(os.path.join(probe, "pids.max"))
    finally:
        _remove(probe)


def _remove(directory: str) -> None:
    import time

    for _ in range(50):  # a killed namespace may still be emptying
        try:
            os.rmdir(directory)
            return
        except FileNotFoundError:
            return
        except OSError:
            time.sleep(0.01)


def _membership_file(directory: str) -> str:
    """The file the launcher writes "0" to. In v1 `tasks`: moving the writing thread alone
    (the launcher has one) skips the threadgroup lock whose taking costs an RCU grace period
    (about 12 ms here) in `cgroup.procs`; v2 has only `cgroup.procs`."""
    tasks = os.path.join(directory, "tasks")
    return tasks if os.path.exists(tasks) else os.path.join(directory, "cgroup.procs")


class PidsCgroup:
    """A child's own pids cgroup: `fd` (cgroup.procs, for the launcher) inside the block,
    `refused` (forks the limit refused) after it; nothing where no cgroup can be made."""

    __slots__ = ("directory", "fd", "kind", "maximum", "refused")

    def __init__(self, policy: Policy) -> None:
        self.maximum = policy.child_limits.get("processes")
        self.directory: str | None = None
        self.fd: int | None = None
        self.refused = 0
        self.kind: str | None = None  # "pids" once the child has a cgroup of its own

    def __enter__(self) -> PidsCgroup:
        parent = pids_parent() if self.maximum is not None else None
        if parent is None:
            return self
        directory = os.path.join(parent, f"runtime-{os.getpid()}-{os.urandom(6).hex()}")
        try:
            os.mkdir(directory)
            self.directory = directory
            with open(os.path.join(directory, "pids.max"), "w") as handle:
                handle.write(str(self.maximum))
            self.fd = os.open(_membership_file(directory), os.O_WRONLY)
            self.kind = "pids"
        except OSError:
            self._close()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._close()

    def _close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self.directory is None:
            return
        try:
            with open(os.path.join(self.directory, "pids.events")) as handle:
                for line in handle:
                    name, _, count = line.partition(" ")
                    if name == "max":
                        self.refused = int(count)
        except (OSError, ValueError):
            pass
        _remove(self.directory)
        self.directory = None
