"""The sandbox launcher: what bwrap runs inside the view, and what it is told for each child.

bwrap builds the view with mounts, and a process under a Landlock ruleset may no longer
mount, so the ruleset is applied inside, by a small compiled program (engines/launcher.c,
built at install time by setup.py) that then becomes the judged program:
`bwrap ... -- runtime-launcher --allow-exec PATH... -- /usr/bin/git status`. It joins a
fresh session keyring and refuses the keyring calls, lowers the resource limits, moves into
the child's pids cgroup where there is one, sets no_new_privs, applies Landlock's execute
right (and signal and abstract unix socket scoping where the ABI has them), then execs.

**The execute allow-list** of a step is the pinned binary, what the kernel opens to run it
(the ELF interpreter, a script's interpreter), the helpers its tool profile declares
(`Profile.executes`: git's libexec, terraform's providers under `.terraform`, the git that
gh runs) and the policy's `admitted_helpers` for it. Where the policy allows the effect
`exec` for the binary, execution is not restricted (`--exec-any`). git runs its local
transports as `sh -c "git-upload-pack '...'"`; for such a tool (`Profile.own_shell`) the
view's /bin/sh is the launcher itself, a shell of one plain command whose command the
allow-list still judges.

Without the compiled launcher, or on a kernel without Landlock ABI 2, the sandbox reports
itself unavailable, naming why (engines/sandbox.py): a Python launcher would cost an
interpreter start (about 10 ms) per child, over the budget, and would be a second copy of
the one mechanism.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Protocol

    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy

    class Pinned(Protocol):
        """A pinned binary (engines/pinning.Pinned, which sits above this module)."""

        real: str
        identity: str

        @property
        def name(self) -> str: ...


NAME = "runtime-launcher"
INSIDE = "/run/runtime/launcher"  # where the child's view shows it
SHELL = "/bin/sh"
MIN_ABI = 2  # ABI 1 denies every rename across directories under a ruleset
_ABI_PREFIX = "landlock-abi "


def installed() -> str | None:
    """The compiled launcher beside this module, or None where it was not built."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), NAME)
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


MISSING = (
    "the sandbox launcher (runtime/engines/runtime-launcher) was not built when the runtime "
    "was installed: install a C compiler (Debian package gcc) and reinstall the runtime"
)


def abi_problem(stdout: str) -> tuple[int, str | None]:
    """The Landlock ABI the probe printed, and why it is not enough (None when it is)."""
    abi = 0
    for line in stdout.splitlines():
        if line.startswith(_ABI_PREFIX) and line[len(_ABI_PREFIX) :].strip().isdigit():
            abi = int(line[len(_ABI_PREFIX) :])
    if abi >= MIN_ABI:
        return abi, None
    if abi == 0:
        return abi, (
            "Landlock is not enabled in this kernel (needs Linux 5.19 or later with landlock "
            "in the lsm= boot list): the execute allow-list cannot be enforced"
        )
    return abi, f"Landlock ABI {abi} is too old (needs {MIN_ABI}, Linux 5.19 or later)"


class Launch:
    """What the launcher is told for one child: the allow-list (or any), limits, cgroup."""

    __slots__ = ("cgroup_fd", "exec_any", "executes", "limits", "own_shell", "probe")

    def __init__(
        self,
        executes: Sequence[str] = (),
        *,
        exec_any: bool = False,
        own_shell: bool = False,
        limits: Sequence[str] = (),
        probe: bool = False,
    ) -> None:
        self.executes = tuple(dict.fromkeys(executes))
        self.exec_any = exec_any
        self.own_shell = own_shell and not exec_any  # the real shell, where exec is allowed
        self.limits = tuple(limits)  # the launcher's --limit words (engines/limits.py)
        self.cgroup_fd: int | None = None
        self.probe = probe

    def bwrap_args(self, command: Sequence[str]) -> list[str]:
        """What follows bwrap's own options: the launcher shown in the view, then `--`, the
        launcher and its options, `--` and COMMAND (PROGRAM by absolute path, then ARGS)."""
        launcher = installed()
        if launcher is None:
            raise RuntimeError(MISSING)
        argv = ["--ro-bind", launcher, INSIDE]
        if self.own_shell:
            argv += ["--ro-bind", launcher, SHELL]
        if self.probe:
            return [*argv, "--", INSIDE, "--abi"]
        argv += ["--", INSIDE, *self.limits]
        if self.cgroup_fd is not None:
            argv += ["--cgroup-fd", str(self.cgroup_fd)]
        if self.exec_any:
            argv.append("--exec-any")
        for path in self.executes:
            argv += ["--allow-exec", path]
        if self.own_shell:
            argv += ["--own-shell", SHELL]
        return [*argv, "--", *command]

    def to_json(self) -> dict[str, object]:
        """What the outcome and the audit record say about it."""
        executes: object = "any" if self.exec_any else list(self.executes)
        return {"executes": executes, "own_shell": self.own_shell}


PROBE = Launch(probe=True)


def for_step(
    pinned: Pinned,
    policy: Policy,
    cwd: str,
    facts: CanonicalCommand | None = None,
    helpers: Sequence[str] = (),
) -> Launch:
    """The launch of PINNED in CWD: its execute allow-list (or any, where the policy allows
    exec for it) and the policy's limits. HELPERS: what `admitted_helpers` admits for it."""
    from runtime.engines import limits
    from runtime.policy import floor, rules

    words = limits.launcher_limits(policy)
    names = tuple(dict.fromkeys((pinned.name, pinned.identity)))
    if "exec" in rules.allowed_effects(policy, names):
        return Launch(exec_any=True, limits=words)
    profile = floor.profile(pinned.identity)
    executes = [pinned.real]
    directories = _work_directories(cwd, facts.directories if facts is not None else ())
    for entry in profile.executes:
        if os.path.isabs(entry):
            executes.append(entry)
        else:  # beneath the directory the tool works in (`-chdir=DIR`, `-C DIR` too)
            executes += [os.path.join(directory, entry) for directory in directories]
    executes += helpers
    return Launch(executes, own_shell=profile.own_shell, limits=words)


def _work_directories(cwd: str, directories: Sequence[str]) -> list[str]:
    found = [cwd]
    for directory in directories:
        found.append(os.path.normpath(os.path.join(found[-1], directory)))
    return list(dict.fromkeys(found))
