"""The binary engine: a `binary:` step's stages, as a provider's engine offers them.

The pipeline calls it like any provider's engine (`providers.registry.Stages`): resolve
supplies nothing (the binary is pinned when it is judged, so what is judged is what would
run); decide pins the binary, reads its arguments through the floor's table and judges
them, into one `Judged` value; execute consumes that value, asking the sandbox once
whether it really works, and runs the child (engines/command.py).

It sits beside the pipeline, not under providers/: a binary's resolve and plan load no
provider module (tests/test_imports.py), and a binary governed as a provider (gh as
github) is judged by that provider's engine too, which engines/ may not import.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.model import Decision, Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.engines.egress.grants import Grant
    from runtime.engines.pinning import Pinned
    from runtime.engines.sandbox import Availability
    from runtime.model import Auth, Request, Resolved
    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy

TRANSPORT = "process"


class Judged:
    """What deciding a binary found, and what execution runs: the pinned binary (None when it
    is not installed), its canonical command and effect, and whether the sandbox works (as
    deciding saw it, unprobed; execution asks once more, probed, and keeps that answer)."""

    __slots__ = ("available", "canonical", "egress", "pinned")

    def __init__(
        self, pinned: Pinned | None, canonical: CanonicalCommand, available: Availability
    ) -> None:
        self.pinned = pinned
        self.canonical = canonical
        self.available = available
        self.egress: Grant | None = None  # what its child may reach (engines/egress/grants)

    @property
    def effect(self) -> str:
        return self.canonical.effect


# --- resolve --------------------------------------------------------------------------


def resolve(resolved: Resolved, policy: Policy, cwd: str | None) -> None:
    """Nothing to supply: the binary is pinned when it is judged (decide). A word no program
    can receive (a NUL byte ends a C string) is refused here, before any record is written."""
    request = resolved.request
    for position, word in enumerate([request.binary or "", *request.args]):
        if "\0" in word:
            from runtime.result import shown_word

            where = "the binary's name" if position == 0 else f"argument {position}"
            resolved.error = (
                f"{where} of {request.binary!r} holds a NUL byte, which no program can "
                f"receive: {shown_word(word)}"
            )
            return


# --- decide ---------------------------------------------------------------------------


def decide(resolved: Resolved, policy: Policy, cwd: str) -> Decision:
    """Pin, canonicalise, judge; no side effects (plan and resolve stop here, unprobed)."""
    from runtime.engines import pinning, sandbox
    from runtime.policy import floor

    request = resolved.request
    binary = request.binary or ""
    _written_as_revision(request, policy, cwd)
    available = sandbox.availability(policy, probe=False)
    decision, pinned = pinning.decide(binary, request.args, policy, available=available)
    identity = pinned.identity if pinned is not None else binary
    judged = Judged(pinned, floor.canonical(identity, request.args), available)
    judged.egress = _grant(binary, identity, request.args, judged, policy, cwd)
    resolved.judged = judged
    resolved.transport = TRANSPORT
    decision = _as_provider(resolved, judged, decision, policy, cwd)
    if not decision.allowed:
        return decision
    moved = _moved_destination(binary, identity, request.args, policy)
    if moved is not None:
        return moved
    return unconfined_denial(request, available, policy, cwd, identity) or decision


def _grant(
    binary: str, identity: str, args: list[str], judged: Judged, policy: Policy, cwd: str
) -> Grant:
    """The step's egress grant, as resolve and plan show it and execution holds it."""
    from runtime.engines.egress.grants import grant_for

    return grant_for(
        identity, binary, args, judged.canonical, policy, cwd, enforced=judged.available.active
    )


def _moved_destination(
    binary: str, identity: str, args: list[str], policy: Policy
) -> Decision | None:
    """Options that move where the child connects are judged, not followed."""
    from runtime.engines.egress.grants import moved_destination

    found = moved_destination(identity, binary, args, policy)
    if found is None:
        return None
    rule, why = found
    return Decision.deny(rule, f"policy denied {binary} {' '.join(args)}: {why} ({rule})")


def _written_as_revision(request: Request, policy: Policy, cwd: str) -> None:
    """`git checkout NAME` switches branches when NAME is a revision of the repository and
    throws away the changes to the path NAME otherwise: NAME is looked up in the refs
    (engines/git_refs.py) and, found, written `NAME --`, which git reads as a revision only;
    not found, the floor reads it as the path it may be."""
    from runtime.engines import pinning

    binary = request.binary or ""
    try:
        identity = pinning.pin(binary, policy, request.args).identity
    except (pinning.BinaryDenied, pinning.BinaryNotFound):
        identity = binary
    if identity != "git":
        return
    from runtime.policy import floor
    from runtime.policy.floor.git import checkout_operand

    name = checkout_operand(request.args)
    if name is None:
        return
    from runtime.engines import git_refs

    directories = floor.canonical(identity, request.args).directories
    if git_refs.revision(name, directories, cwd, policy) is not None:
        request.args = [*request.args, "--"]


def _as_provider(
    resolved: Resolved, judged: Judged, decision: Decision, policy: Policy, cwd: str
) -> Decision:
    """A binary governed as a provider (gh as github) is judged as that provider's operation
    too: its denied operations, then its identity allow-list (deferred to Auth)."""
    provider = identity_provider(resolved)
    if provider is None or (not decision.allowed and not _after_provider(decision)):
        return decision
    from runtime.policy import floor
    from runtime.providers import registry

    words = floor.provider_words(judged.canonical)
    typed = resolved.request.binary or ""
    denied = registry.engine(provider).governed_denial(words, policy, cwd, typed)
    if denied is not None or not decision.allowed:
        return denied or decision
    identities = policy.identities.get(provider, ())
    deferred = (f"identities.{provider} {list(identities)}",) if identities else ()
    return Decision.allow(decision.rule, deferred)


def _after_provider(decision: Decision) -> bool:
    """Binary rules and effects come after the provider's own rules (the floor before both)."""
    return decision.rule.startswith(("command_policy.rules.", "command_policy.effects"))


def unconfined_denial(
    request: Request, available: Availability, policy: Policy, cwd: str, identity: str = ""
) -> Decision | None:
    """Without a working sandbox, the paths a binary's arguments name are judged by the one
    path guard (deciding with AVAILABLE unprobed; execution again, probed)."""
    if available.active:
        return None
    from runtime.engines import sandbox
    from runtime.policy.unconfined import unconfined_argument_denial

    binary = request.binary or ""
    action = f"{binary} without the sandbox"
    own_cwd = sandbox.is_scratch(cwd)
    denied = unconfined_argument_denial(
        request.args, policy, cwd, action, own_cwd=own_cwd, binary=identity or binary
    )
    return None if denied is None else Decision.deny(denied.rule, denied.message)


def identity_provider(resolved: Resolved) -> str | None:
    """The provider a binary is governed as (config command_providers: gh -> github), whose
    identities.<provider> allow-list Auth checks."""
    from runtime.home.config import command_provider

    binary = resolved.request.binary or ""
    pinned = resolved.pinned
    identity = pinned.identity if pinned is not None else binary
    found = command_provider(binary)
    return found or (command_provider(identity) if identity != binary else None)


# --- execute --------------------------------------------------------------------------


def execute(
    resolved: Resolved,
    policy: Policy,
    cwd: str,
    auth: Auth | None = None,
    dry_run: bool = False,
) -> Outcome:
    """Run what decide judged; the sandbox is asked here once, probed, for the whole step."""
    from runtime.engines import command, sandbox

    judged = judged_of(resolved)
    request = resolved.request
    if judged.pinned is None:
        error = command.missing_message(request.binary or "", policy)
        return Outcome(False, error=error, exit_code=127, transport=TRANSPORT)
    judged.available = available = sandbox.availability(policy)  # probed, once for the step
    refused = unconfined_denial(request, available, policy, cwd, judged.pinned.identity)
    if refused is not None:
        detail = {"status": statuses.DENIED, "sandbox": "none"}
        return Outcome(
            False,
            error=refused.message,
            exit_code=exit_codes.DENIED,
            transport=TRANSPORT,
            detail=detail,
        )
    grant = judged.egress
    if grant is not None:
        grant.enforced = available.active  # as probed for this step
    return command.execute(
        judged.pinned,
        request.args,
        policy,
        cwd,
        auth.child if auth is not None else None,
        canonical=judged.canonical,
        available=available,
        grant=grant,
    )


def judged_of(resolved: Resolved) -> Judged:
    """The value decide left on RESOLVED (execution never runs what was not judged)."""
    judged = resolved.judged
    if not isinstance(judged, Judged):
        raise ValueError(f"binary {resolved.request.binary!r} is run before it was judged")
    return judged
