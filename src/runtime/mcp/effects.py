"""What a capability's steps can do, read from the operation tables, never guessed.

A provider step's effect comes from its operation (read | write | delete); a
binary step's from the binary's table when one says so (issue 11 adds them),
else "exec": open-world and never read-only.
"""

from __future__ import annotations

import importlib

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.capability.model import Capability, Step

EXEC = "exec"
KNOWN_EFFECTS = ("read", "write", "delete")
# Names a sandbox module may use to report that it works (issue 12 adds one).
SANDBOX_PROBES = ("available", "works", "is_available")
# Names a binary table module may use to tell one command's effect.
BINARY_EFFECT_PROBES = ("effect_of", "effect")


def step_effect(step: Step) -> str:
    if step.provider is not None:
        return provider_effect(step.provider, step.args)
    return binary_effect(step.binary or "", step.args)


def provider_effect(provider_name: str, args: Sequence[str]) -> str:
    """The operation's effect; an unresolvable or by-method step with an unknown method writes."""
    from runtime.providers import registry
    from runtime.providers.operations import ArgsError, bind

    provider = registry.get(provider_name)
    operation = provider.find(args) if provider is not None else None
    if operation is None:
        return "write"
    if operation.effect != "by-method":
        return operation.effect
    try:
        effect: str = bind(operation, list(args[len(operation.words) :])).effect
    except ArgsError:
        return "write"
    return effect


def binary_effect(binary: str, args: Sequence[str]) -> str:
    """The binary table's word for this command when one exists and says one; else exec."""
    module_name = binary.replace("-", "_")
    if not module_name.isidentifier():
        return EXEC
    try:
        table = importlib.import_module(f"runtime.policy.floor.{module_name}")
    except ImportError:
        return EXEC
    for probe in BINARY_EFFECT_PROBES:
        reader = getattr(table, probe, None)
        if callable(reader):
            try:
                effect = reader(list(args))
            except Exception:  # a table that cannot judge these words leaves exec
                return EXEC
            return effect if effect in KNOWN_EFFECTS else EXEC
    return EXEC


def sandbox_available() -> bool:
    """True only when a `runtime.engines.sandbox` module exists and reports that it works."""
    try:
        sandbox = importlib.import_module("runtime.engines.sandbox")
    except ImportError:
        return False
    for probe in SANDBOX_PROBES:
        check = getattr(sandbox, probe, None)
        if callable(check):
            try:
                return check() is True
            except Exception:  # a probe that fails means no working sandbox
                return False
    return False


class Effects:
    """The effect of every step of one capability, and what they add up to."""

    __slots__ = ("steps",)

    def __init__(self, steps: list[str]) -> None:
        self.steps = steps

    @classmethod
    def of(cls, capability: Capability) -> Effects:
        return cls([step_effect(step) for step in capability.steps])

    @property
    def read_only(self) -> bool:
        return all(effect == "read" for effect in self.steps)

    @property
    def destructive(self) -> bool:
        return "delete" in self.steps

    @property
    def summary(self) -> str:
        """One word: read, write, delete or exec (the strongest effect of any step)."""
        for effect in ("delete", EXEC, "write"):
            if effect in self.steps:
                return effect
        return "read"


def open_world(capability: Capability) -> bool:
    """Any step that reaches GitHub or runs a binary touches the world beyond the machine."""
    return any(step.binary is not None or step.provider == "github" for step in capability.steps)


def runs_binaries(capability: Capability) -> bool:
    return any(step.binary is not None for step in capability.steps)
