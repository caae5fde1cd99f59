"""Whether every child runs confined: bubblewrap found, probed once, and the mode in force.

bwrap is found only in the compiled system directories the policy also trusts, so a
document can remove it (and lose what needs it) but never substitute it. Deciding
(plan, resolve) only asks whether it is present; the view a child is shown is built
by engines/bwrap.py, which only running a child imports.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from runtime.policy.model import Policy

SANDBOX_RULE = "command_policy.sandbox"
MODES = ("auto", "required")
BWRAP = "bwrap"


class Availability:
    """Whether the sandbox works here, and why not when it does not.

    LANDLOCK_ABI: the Landlock ABI the probe found inside the sandbox (None until probed).
    """

    __slots__ = ("binary", "landlock_abi", "reason")

    def __init__(
        self, binary: str | None, reason: str | None = None, landlock_abi: int | None = None
    ) -> None:
        self.binary = binary
        self.reason = reason
        self.landlock_abi = landlock_abi

    @property
    def active(self) -> bool:
        return self.binary is not None

    @property
    def name(self) -> str:
        return "bwrap" if self.active else "none"

    def to_json(self, mode: str) -> dict[str, object]:
        return {
            "mode": mode,
            "active": self.active,
            "binary": self.binary,
            "reason": self.reason,
            "landlock_abi": self.landlock_abi,
        }


_probed: dict[tuple[str, ...], Availability] = {}
# Where bwrap is, asked once per process and set of directories (a plan decides every step).
_found: dict[tuple[str, ...], Availability] = {}


def availability(policy: Policy, *, probe: bool = True) -> Availability:
    """Whether children are confined. With PROBE, bwrap is run once per trusted path to see
    that it really starts a confined child; without (plan, resolve: no process may start),
    a bwrap that is present counts until a probe in this process says otherwise."""
    directories = _system_directories(policy)
    if directories in _probed:
        return _probed[directories]
    found = _found.get(directories) or _found.setdefault(directories, _present(directories))
    if not probe or not found.active:
        return found
    _probed[directories] = _probe_remembered(found)
    return _probed[directories]


# A probe that succeeded is remembered in the Home for the same bwrap, launcher, kernel, user
# and user-namespace settings: the probe is a whole sandboxed process (about 18 ms of every
# `command run`). Only success is remembered, and remembering it is safe: should it no longer
# hold, the launcher refuses to exec an unconfined child (it applies Landlock or exits), so a
# stale entry fails the step closed, never runs it without the sandbox.
PROBE_MEMORY = "sandbox-probe.json"
_USERNS_SETTINGS = (
    "/proc/sys/user/max_user_namespaces",
    "/proc/sys/kernel/unprivileged_userns_clone",
    "/proc/sys/kernel/apparmor_restrict_unprivileged_userns",
)


def _probe_remembered(found: Availability) -> Availability:
    key = _probe_key(found.binary or BWRAP)
    remembered = _remembered_abi(key)
    if remembered is not None:
        return Availability(found.binary, landlock_abi=remembered)
    probed = _probe(found)
    if probed.active and probed.landlock_abi is not None:
        _remember(key, probed.landlock_abi)
    return probed


def _probe_key(binary: str) -> list[object]:
    """What a probe's answer depends on: a change to any of these probes again."""
    from runtime import __version__
    from runtime.engines import launch

    key: list[object] = [__version__, os.uname().release, os.uname().version]
    key += [os.getuid(), os.getgid()]
    for path in (binary, launch.installed() or ""):
        try:
            found = os.stat(path)
        except OSError:
            return []
        key.append([path, found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns])
    for setting in _USERNS_SETTINGS:
        try:
            with open(setting, "rb") as handle:
                key.append(handle.read(64).decode("ascii", "replace").strip())
        except OSError:
            key.append(None)
    return key


def _memory_path() -> str:
    from runtime.home.paths import in_home

    return in_home(PROBE_MEMORY)


def _remembered_abi(key: list[object]) -> int | None:
    import json

    if not key:
        return None
    try:
        with open(_memory_path(), "rb") as handle:
            remembered = json.loads(handle.read(64 * 1024))
    except (OSError, ValueError):
        return None
    if not isinstance(remembered, dict) or remembered.get("key") != key:
        return None
    abi = remembered.get("landlock_abi")
    return abi if isinstance(abi, int) and not isinstance(abi, bool) else None


def _remember(key: list[object], abi: int) -> None:
    import json

    from runtime.home.atomic import write_atomic

    if not key:
        return
    path = _memory_path()
    try:
        if os.path.isdir(os.path.dirname(path)):
            write_atomic(path, json.dumps({"key": key, "landlock_abi": abi}).encode(), 0o600)
    except OSError:
        pass  # a Home that cannot be written probes again next time


_directories: dict[tuple[str, ...], tuple[str, ...]] = {}


def _system_directories(policy: Policy) -> tuple[str, ...]:
    """The compiled system directories the policy's search path also trusts (once a process)."""
    if policy.search_path not in _directories:
        from runtime.engines.trust import trusted_search_path
        from runtime.policy.defaults import DEFAULT_SEARCH_PATH

        trusted = trusted_search_path(policy)
        _directories[policy.search_path] = tuple(d for d in trusted if d in DEFAULT_SEARCH_PATH)
    return _directories[policy.search_path]


def _present(directories: Sequence[str]) -> Availability:
    if not sys.platform.startswith("linux"):
        return Availability(None, f"bubblewrap needs Linux (this is {sys.platform})")
    binary = _find(directories)
    if binary is None:
        shown = os.pathsep.join(directories) or "(no trusted system directory)"
        return Availability(None, f"bwrap (Debian package bubblewrap) is not installed in {shown}")
    from runtime.engines import launch

    if launch.installed() is None:
        return Availability(None, launch.MISSING)
    return Availability(binary)


def _probe(found: Availability) -> Availability:
    """Run the launcher in the whole view (user namespace and seccomp filter included): it
    prints the Landlock ABI it finds there, which must hold the execute allow-list."""
    from runtime.engines import launch, process
    from runtime.engines.bwrap import PRIVATE_HOME, View

    binary = found.binary or BWRAP
    view = View(read_roots=(), write_roots=(), cwd=PRIVATE_HOME, network=False, launch=launch.PROBE)
    done = process.run(
        [launch.INSIDE], env={"PATH": "/usr/bin:/bin"}, cwd="/", timeout=10, sandbox=(binary, view)
    )
    if done.exit_code != 0:
        lines = [line.strip() for line in done.stderr.splitlines() if line.strip()]
        detail = lines[-1] if lines else f"exit {done.exit_code}"
        return Availability(None, f"bwrap cannot set up a sandbox here: {detail}")
    abi, problem = launch.abi_problem(done.stdout)
    if problem is not None:
        return Availability(None, problem, landlock_abi=abi)
    return Availability(found.binary, landlock_abi=abi)


def _find(directories: Sequence[str]) -> str | None:
    for directory in directories:
        candidate = os.path.join(directory, BWRAP)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.realpath(candidate)
    return None


def status(policy: Policy, *, probe: bool = True) -> dict[str, object]:
    """What `config validate`, `resolve` and `plan` show: active or not, why, in which mode."""
    return availability(policy, probe=probe).to_json(policy.sandbox)


def status_text(status: Mapping[str, object]) -> str:
    """One line for a `status()`: what confines the children, or why nothing does."""
    mode = status["mode"]
    if status["active"]:
        abi = status.get("landlock_abi")
        landlock = f", Landlock ABI {abi}" if abi is not None else ""
        return f"bwrap ({status['binary']}{landlock}), command_policy.sandbox {mode}"
    return f"none ({status['reason']}), command_policy.sandbox {mode}"


# --- scratch directories --------------------------------------------------------------

_scratch: set[str] = set()


class Scratch:
    """An empty private directory the runtime makes for a child to work in (gh, auth tools).

    It lies outside every root, so the child is shown it read-write explicitly;
    it is removed on exit.
    """

    __slots__ = ("path", "prefix")

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.path = ""

    def __enter__(self) -> str:
        import tempfile

        self.path = os.path.realpath(tempfile.mkdtemp(prefix=self.prefix))
        _scratch.add(self.path)
        return self.path

    def __exit__(self, *exc: object) -> None:
        import shutil

        _scratch.discard(self.path)
        shutil.rmtree(self.path, ignore_errors=True)


def is_scratch(path: str) -> bool:
    return os.path.realpath(path) in _scratch
