"""The Command Engine's judging half: pin a binary and decide, with no side effects.

`resolve`, `plan` and execution's own check come here; nothing here starts a process,
builds the child's environment or its sandbox view (engines/command.py runs the child).
A binary is named, never given as a path: it is pinned from the policy's trusted search
path (never the caller's PATH or the current directory) and identified by what it
resolves to, so a symlink named `git` that points at `rm` is `rm`.
"""

from __future__ import annotations

import os
import stat

from runtime.engines.trust import is_trusted_dir, trusted_search_path
from runtime.model import Decision
from runtime.policy import rules

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from runtime.engines.sandbox import Availability
    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy

PINNING_RULE = "command pinning"
# What the refusal under `required` (the compiled default) says can be done about it.
REQUIRED_HINT = (
    "install bubblewrap (Debian package bubblewrap: apt-get install bubblewrap), or set "
    "command_policy.sandbox: auto in a policy document to run read, write and delete "
    "commands unconfined, their path arguments held to the roots (never exec, nor a "
    "command that runs code its inputs define)"
)
HELPERS_RULE = "command_policy.admitted_helpers"


class Pinned:
    """A binary found in the trusted search path: where, what it really is, what it is called."""

    __slots__ = ("identity", "path", "real")

    def __init__(self, path: str, real: str, identity: str) -> None:
        self.path = path
        self.real = real
        self.identity = identity

    @property
    def name(self) -> str:
        """The word the caller typed (the file's name in the search path)."""
        return os.path.basename(self.path)

    def to_json(self) -> dict[str, str]:
        return {"path": self.path, "real": self.real, "identity": self.identity}

    def __repr__(self) -> str:
        return f"Pinned({self.path!r}, real={self.real!r}, identity={self.identity!r})"


class BinaryDenied(Exception):
    __slots__ = ("decision",)

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.message)
        self.decision = decision


class BinaryNotFound(Exception):
    __slots__ = ("binary", "message", "search_path")

    def __init__(self, binary: str, search_path: Sequence[str]) -> None:
        shown = os.pathsep.join(search_path) or "(no trusted directory)"
        self.message = f'binary "{binary}" was not found in the trusted search path {shown}'
        super().__init__(self.message)
        self.binary = binary
        self.search_path = tuple(search_path)


# --- pinning --------------------------------------------------------------------------


def pin(binary: str, policy: Policy, args: Sequence[str] = ()) -> Pinned:
    """The executable BINARY names in the trusted search path (ARGS only word a denial)."""
    if not _is_plain_name(binary):
        text = f"{binary!r} is not a binary name"
        raise BinaryDenied(Decision.deny(PINNING_RULE, _denial(binary, args, text)))
    if "/" in binary:
        raise BinaryDenied(_path_decision(binary, args, policy))
    key = (binary, policy.search_path)
    known = _pins.get(key)
    if known is not None and _stamp(known[0].path) == known[1]:
        return known[0]
    directories = trusted_search_path(policy)
    for directory in directories:
        candidate = os.path.join(directory, binary)
        if is_executable_file(candidate):
            pinned = _pinned(binary, candidate, args)
            _pins[key] = (pinned, _stamp(candidate))
            return pinned
    raise BinaryNotFound(binary, directories)


# A 1,000-step plan pins the same few binaries again and again: the search is done once per
# process and binary, and each later pin checks with one stat that the file it found is still
# the same (a replaced file, a re-pointed link or a changed mode is searched for again).
_pins: dict[tuple[str, tuple[str, ...]], tuple[Pinned, tuple[int, ...] | None]] = {}


def _stamp(path: str) -> tuple[int, ...] | None:
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return None
    return (found.st_dev, found.st_ino, found.st_mode, found.st_mtime_ns, found.st_ctime_ns)


def identity_of(path: str) -> str:
    """The basename of PATH without trailing version numbers: python3.11 is python3."""
    name = os.path.basename(path)
    while True:
        base, dot, version = name.rpartition(".")
        if not (dot and base and version.isascii() and version.isdigit()):
            return name
        name = base


def _is_plain_name(binary: str) -> bool:
    return binary.strip("./") != "" and "\0" not in binary


def is_executable_file(path: str) -> bool:
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(mode) and os.access(path, os.X_OK)


def _pinned(binary: str, candidate: str, args: Sequence[str]) -> Pinned:
    real = os.path.realpath(candidate)
    if not _is_trusted_target(real):
        text = f'"{binary}" resolves to {real}, which anyone may replace'
        raise BinaryDenied(Decision.deny(PINNING_RULE, _denial(binary, args, text)))
    return Pinned(candidate, real, identity_of(real))


def _is_trusted_target(real: str) -> bool:
    try:
        mode = os.stat(real).st_mode
    except OSError:
        return False
    return not mode & stat.S_IWOTH and is_trusted_dir(os.path.dirname(real))


def _path_decision(binary: str, args: Sequence[str], policy: Policy) -> Decision:
    """A path is never run; it is identified so a denied binary is named for what it is."""
    real = os.path.realpath(binary)
    identity = identity_of(real)
    return (
        rules.floor_decision(binary, identity, args, resolved=real)
        or rules.denied_binary_decision(binary, identity, args, policy, resolved=real)
        or Decision.deny(PINNING_RULE, _denial(binary, args, _path_text(binary, identity)))
    )


def _path_text(binary: str, identity: str) -> str:
    return (
        f'binaries are named, not given as paths ("{binary}"); '
        f'name it ("{identity}") and it is pinned from the trusted search path'
    )


def _denial(binary: str, args: Sequence[str], text: str) -> str:
    return f"policy denied {rules.describe(binary, args)}: {text}"


# --- the decision ---------------------------------------------------------------------


def decide(
    binary: str, args: Sequence[str], policy: Policy, *, available: Availability | None = None
) -> tuple[Decision, Pinned | None]:
    """Pin and decide without side effects (plan, resolve, and execution's own check).

    An allowed decision with no Pinned means the binary is not installed in the
    trusted search path; `missing_message` words that failure. AVAILABLE is the sandbox
    as the caller already asked for it (unprobed: deciding starts no process).
    """
    try:
        pinned = pin(binary, policy, args)
    except BinaryDenied as denied:
        return denied.decision, None
    except BinaryNotFound:
        found = rules.decide_binary(binary, binary, args, policy)
        return (
            _judged_later(binary, binary, args, policy, found) if found.allowed else found
        ), None
    decision = rules.decide_binary(binary, pinned.identity, args, policy, resolved=pinned.real)
    if decision.allowed:
        decision = (
            _helpers_decision(pinned, args, policy)
            or sandbox_decision(pinned, args, policy, available=available)
            or _judged_later(pinned.name, pinned.identity, args, policy, decision)
        )
    return decision, pinned


def _judged_later(
    name: str, identity: str, args: Sequence[str], policy: Policy, decision: Decision
) -> Decision:
    """An allowed decision, saying what execution will judge that deciding cannot (plan and
    resolve run nothing): a terraform apply's effect is what its plan does."""
    judge = execution_judge(identity)
    if judge is None:
        return decision
    names = tuple(dict.fromkeys((name, identity)))
    if not judge.judged_at_execution(judged(identity, args), policy, names):
        return decision
    note = judge.plan_note(identity, policy, names)
    return Decision.allow(decision.rule, (*decision.deferred, note))


def execution_judge(identity: str) -> Any:
    """The engine module IDENTITY's tool profile names to judge it at execution, or None
    (engines/terraform_plan.py: an apply is judged by its plan)."""
    from runtime.policy import floor

    name = floor.profile(identity).judge
    if name is None:
        return None
    import sys

    __import__(name)  # not importlib: see policy.floor._module
    return sys.modules[name]


def missing_message(binary: str, policy: Policy) -> str:
    return BinaryNotFound(binary, trusted_search_path(policy)).message


def _helpers_decision(pinned: Pinned, args: Sequence[str], policy: Policy) -> Decision | None:
    for helper in admitted_helpers(pinned, policy):
        if not os.path.isabs(helper):
            text = f'admitted helper "{helper}" is not an absolute path'
            return Decision.deny(HELPERS_RULE, _denial(pinned.name, args, text))
    return None


def admitted_helpers(pinned: Pinned, policy: Policy) -> tuple[str, ...]:
    """Helpers admitted for what the binary is, and for the name it was called by."""
    names = dict.fromkeys((pinned.identity, pinned.name))
    return tuple(h for name in names for h in policy.admitted_helpers.get(name, ()))


def judged(identity: str, args: Sequence[str]) -> CanonicalCommand:
    """The canonical command (effect, network, runs_input_code) for (binary, args), when the
    pipeline did not hand one over (auth tools, gh for the cli transport)."""
    from runtime.policy import floor

    return floor.canonical(identity, args)


def sandbox_decision(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    facts: CanonicalCommand | None = None,
    *,
    probe: bool = False,
    available: Availability | None = None,
) -> Decision | None:
    """Without a working sandbox: `required` runs nothing, `auto` no exec and no input code.

    Deciding starts no process (plan); execution decides again with bwrap probed, once per
    step: AVAILABLE is the availability the engine already asked for."""
    from runtime.engines import sandbox

    available = available or sandbox.availability(policy, probe=probe)
    if available.active:
        return None
    facts = facts or judged(pinned.identity, args)
    mode = policy.sandbox
    if mode == "required":
        text = (
            "command_policy.sandbox is required and the sandbox is unavailable "
            f"({available.reason}); {REQUIRED_HINT}"
        )
    elif facts.effect == "exec" or facts.runs_input_code:
        what = "runs code its inputs define" if facts.runs_input_code else "has effect exec"
        text = (
            f"it {what} and the sandbox is unavailable ({available.reason}); "
            "command_policy.sandbox auto runs only read, write and delete commands unconfined"
        )
    else:
        return _unenforced_egress(pinned, args, policy, facts, available)
    return Decision.deny(sandbox.SANDBOX_RULE, _denial(pinned.name, args, text))


def _unenforced_egress(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    facts: CanonicalCommand,
    available: Availability,
) -> Decision | None:
    """`command_policy.network.enforce: required`: a command that needs the network does not
    run where its egress cannot be held to its grant (no sandbox, no namespace of its own)."""
    if policy.network_enforce != "required" or not (facts.known and facts.network):
        return None
    from runtime.policy.network import ENFORCE_RULE

    text = (
        f"it needs the network and its egress cannot be enforced without the sandbox "
        f"({available.reason}); {ENFORCE_RULE} is required"
    )
    return Decision.deny(ENFORCE_RULE, _denial(pinned.name, args, text))
