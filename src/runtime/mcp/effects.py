"""What a capability's steps can do, read from the operation tables, never guessed.

A provider step's effect comes from its operation (read | write | delete); a
binary step's from the binary's compiled table (policy/floor), the same reading
policy judges. A command the table does not know, a binary without a table and
arguments that hold a placeholder (their words are unknown until the run) are
"exec": open-world and never read-only.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.capability.model import Capability, Step

EXEC = "exec"
KNOWN_EFFECTS = ("read", "write", "delete", EXEC)


def step_effect(step: Step) -> str:
    if step.provider is not None:
        return provider_effect(step.provider, step.args)
    return binary_effect(step.binary or "", step.args)


def provider_effect(provider_name: str, args: Sequence[str]) -> str:
    """The operation's effect as the pipeline judges it (the bound request's: by method for
    `api`, by the document for `graphql`); an unresolvable step, an unknown method, or a
    document that holds a placeholder (its words are unknown until the run) writes."""
    from runtime.placeholders import names
    from runtime.providers import registry
    from runtime.providers.operations import BY_CONTENT, ArgsError, bind

    provider = registry.get(provider_name)
    operation = provider.find(args) if provider is not None else None
    if operation is None:
        return "write"
    try:
        bound = bind(operation, list(args[len(operation.words) :]))
    except ArgsError:  # the step fails before it runs; a fixed effect is still its table's
        return operation.effect if operation.effect in KNOWN_EFFECTS else "write"
    if operation.effect == BY_CONTENT and any(names(word) for word in bound.positionals[:1]):
        return "write"  # an input could close a string and open a mutation
    effect: str = bound.effect
    return effect


def binary_effect(binary: str, args: Sequence[str]) -> str:
    """BINARY's table's effect for ARGS; exec when the words are not all known yet."""
    from runtime.placeholders import names
    from runtime.policy import floor

    if not binary or "/" in binary or floor.forbidden_reason(binary) is not None:
        return EXEC
    if any(names(word) for word in args):
        return EXEC  # an input could turn `log ${ref}` into `log --output=FILE`
    command = floor.canonical(binary, args)
    return command.effect if command.known and command.effect in KNOWN_EFFECTS else EXEC


def sandbox_available() -> bool:
    """True when bwrap starts a confined child here under the policy in force (probed once)."""
    from runtime.engines.sandbox import availability
    from runtime.policy.load import load_policy

    try:
        return availability(load_policy()).active
    except Exception:  # a probe or a policy that fails means no working sandbox
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
