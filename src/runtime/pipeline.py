"""The one request pipeline: Resolve -> Policy -> Auth -> Engine -> Audit.

A typed command (`runtime files write ...`) and a capability step build the same
Request and go through `run()`; `plan()` stops after Policy, `preview()` is the
same path with the engine asked not to change anything.
"""

from __future__ import annotations

# imported here, not in the functions: each step asks for them several times
from runtime import exit_codes, statuses
from runtime.errors import AuthFailure
from runtime.interrupts import catch_termination
from runtime.model import (
    Auth,
    Clock,
    Decision,
    Outcome,
    Request,
    Resolved,
    StepRecord,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from runtime.policy.model import Policy
    from runtime.providers.registry import Engine


def policy_for(request: Request) -> Policy:
    from runtime.policy.load import effective_policy

    return effective_policy()


def resolve(request: Request, policy: Policy, cwd: str | None = None) -> Resolved:
    """Stage 1: the operation and form a provider request names.

    A binary is pinned in decide(): the Command Engine finds and judges the
    executable in one step, so what is judged is what would run. Given CWD, the
    provider's engine supplies what the request left to the runtime (a gh-backed
    operation without --repo gets the repository the runtime finds).
    """
    resolved = Resolved(request)
    if request.provider is not None:
        # not at the top: a binary step, `resolve` and `plan` of binaries load no provider
        from runtime.providers import registry
        from runtime.providers.operations import resolve as resolve_operation

        provider = registry.get(request.provider)
        if provider is None:
            resolved.error = f"unregistered provider {request.provider!r}"
            return resolved
        resolution = resolve_operation(provider, request.args)
        resolved.bound = resolution.bound
        resolved.error = resolution.error
        resolved.suggestions = resolution.suggestions
        resolved.transport = resolution.bound.transport if resolution.bound else ""
        if cwd is not None and resolved.bound is not None:
            registry.engine(request.provider).resolve(resolved, policy, cwd)
    return resolved


def decide(resolved: Resolved, policy: Policy, cwd: str) -> Decision:
    """Stage 2: policy. No side effects: plan and resolve stop here."""
    request = resolved.request
    if request.binary is not None:
        decision = _decide_binary(resolved, policy)
        if not decision.allowed:
            return decision
        return unconfined_denial(resolved, policy, cwd, probe=False) or decision
    engine = _provider_engine(request.target)
    return engine.denial(request.args, policy) or engine.decide(resolved.bound, policy, cwd)


def _provider_engine(provider: str) -> Engine:
    from runtime.providers import registry

    return registry.engine(provider)


def unconfined_denial(
    resolved: Resolved, policy: Policy, cwd: str, *, probe: bool
) -> Decision | None:
    """Without a working sandbox, the paths a binary's arguments name are judged by the one
    path guard (plan decides without probing bwrap; execution decides again, probed)."""
    from runtime.engines import sandbox

    if sandbox.availability(policy, probe=probe).active:
        return None
    from runtime.policy.unconfined import unconfined_argument_denial

    binary = resolved.request.binary or ""
    action = f"{binary} without the sandbox"
    own_cwd = sandbox.is_scratch(cwd)
    denied = unconfined_argument_denial(resolved.request.args, policy, cwd, action, own_cwd=own_cwd)
    return None if denied is None else Decision.deny(denied.rule, denied.message)


def _decide_binary(resolved: Resolved, policy: Policy) -> Decision:
    """Pin, canonicalise, judge; a binary governed as a provider (gh) is judged as it too."""
    from runtime.engines import pinning
    from runtime.policy import floor

    request = resolved.request
    decision, pinned = pinning.decide(request.binary or "", request.args, policy)
    resolved.pinned = pinned
    resolved.transport = "process"
    identity = pinned.identity if pinned is not None else request.binary or ""
    resolved.canonical = floor.canonical(identity, request.args)
    provider = binary_provider(resolved)
    if provider is None or (not decision.allowed and not _after_provider(decision)):
        return decision
    words = floor.provider_words(resolved.canonical)
    denied = _provider_engine(provider).denial(words, policy, typed=request.binary)
    if denied is not None or not decision.allowed:
        return denied or decision
    identities = policy.identities.get(provider, ())
    deferred = (f"identities.{provider} {list(identities)}",) if identities else ()
    return Decision.allow(decision.rule, deferred)


def _after_provider(decision: Decision) -> bool:
    """Binary rules and effects come after the provider's own rules (the floor before both)."""
    return decision.rule.startswith(("command_policy.rules.", "command_policy.effects"))


def binary_provider(resolved: Resolved) -> str | None:
    """The provider a binary is governed as (config command_providers: gh -> github)."""
    request = resolved.request
    if request.binary is None:
        return None
    from runtime.home.config import command_provider

    identity = getattr(resolved.pinned, "identity", request.binary)
    found = command_provider(request.binary)
    return found or (command_provider(identity) if identity != request.binary else None)


def execute(
    request: Request,
    policy: Policy,
    cwd: str,
    *,
    dry_run: bool = False,
    on_start: Callable[[StepRecord], None] | None = None,
) -> StepRecord:
    """The whole pipeline for one request, audited write-ahead (DESIGN.md section 8).

    A denial (policy, identity or credentials) is one record. An allowed request
    appends its intent before the engine starts and its outcome after; when the
    intent cannot be written, AuditUnavailable is raised and nothing runs.
    ON_START hears of an allowed request just before Auth and the engine run it.
    """
    catch_termination()
    clock = Clock()
    resolved = resolve(request, policy, cwd)
    if resolved.error is not None:
        record = StepRecord(resolved, None)
        record.status = resolved.error_status
        record.outcome = Outcome(False, error=resolved.error, exit_code=exit_codes.USAGE)
        return record
    decision = decide(resolved, policy, cwd)
    record = StepRecord(resolved, decision)
    if not decision.allowed:
        record.status = statuses.DENIED
        return _refused(record, clock, dry_run)
    if on_start is not None:
        on_start(record)
    refusal, auth = _authenticate(record, policy)
    if refusal is not None:
        record.outcome = refusal
        record.status = refusal.detail.get("status", statuses.FAILED)
        return _refused(record, clock, dry_run)
    from runtime.audit.entries import write_intent, write_outcome

    try:
        write_intent(record, dry_run)
        record.outcome = _run_engine(resolved, policy, cwd, auth, dry_run)
    except KeyboardInterrupt as interruption:  # between the intent and the engine
        if record.audit_id is None:
            raise  # nothing was recorded, nothing ran
        record.outcome = _interrupted(resolved, interruption)
    record.status = (
        statuses.OK if record.outcome.ok else record.outcome.detail.get("status", statuses.FAILED)
    )
    if record.outcome.identity is not None:  # learnt by the engine (who the token acts as)
        record.identity = record.outcome.identity
    record.duration_ms = clock.ms()
    write_outcome(record, record.audit_id)
    return record


def _refused(record: StepRecord, clock: Clock, dry_run: bool) -> StepRecord:
    from runtime.audit.entries import write_denial

    record.duration_ms = clock.ms()
    write_denial(record, dry_run, _sandbox_name)
    return record


def _authenticate(record: StepRecord, policy: Policy) -> tuple[Outcome | None, Auth]:
    """Stage 3: who acts; an Outcome when credentials or the identity allow-list refuse."""
    from runtime.auth.engine import authenticate

    resolved = record.resolved
    try:
        auth = authenticate(resolved, policy)
    except AuthFailure as failure:
        refused = Outcome(
            False, error=str(failure), exit_code=exit_codes.AUTH, detail={"status": statuses.AUTH}
        )
        return refused, Auth()
    record.identity = auth.identity
    denial = _identity_denial(resolved, policy, auth)
    if denial is not None:
        record.decision = denial
        refusal = Outcome(
            False,
            error=denial.message,
            exit_code=exit_codes.DENIED,
            detail={"status": statuses.DENIED},
        )
        return refusal, auth
    return None, auth


def _run_engine(resolved: Resolved, policy: Policy, cwd: str, auth: Auth, dry_run: bool) -> Outcome:
    """The engine; SIGINT or SIGTERM ends the step as `interrupted` once its child is gone."""
    try:
        return _engine(resolved, policy, cwd, auth, dry_run)
    except KeyboardInterrupt as interruption:
        return _interrupted(resolved, interruption)


def _interrupted(resolved: Resolved, interruption: BaseException) -> Outcome:
    from runtime.interrupts import signal_name

    return Outcome(
        False,
        error=f"interrupted by {signal_name(interruption)}",
        exit_code=exit_codes.INTERRUPTED,
        transport=resolved.transport,
        detail={"status": statuses.INTERRUPTED},
    )


def _identity_denial(resolved: Resolved, policy: Policy, auth: Auth) -> Decision | None:
    """Identity allow-lists: checked here, once Auth knows who is acting (plan defers them)."""
    bound = resolved.bound
    provider = bound.operation.auth if bound is not None else binary_provider(resolved)
    allowed = policy.identities.get(provider or "", ())
    if not allowed or auth.identity in allowed:
        return None
    return Decision.deny(
        f"identities.{provider}",
        f"policy denied: identity {auth.identity!r} is not in identities.{provider} "
        f"{list(allowed)}",
    )


def _engine(resolved: Resolved, policy: Policy, cwd: str, auth: Auth, dry_run: bool) -> Outcome:
    request = resolved.request
    if request.binary is not None:
        from runtime.engines import command

        if resolved.pinned is None:
            return Outcome(
                False,
                error=command.missing_message(request.binary, policy),
                exit_code=127,
                transport="process",
            )
        refused = unconfined_denial(resolved, policy, cwd, probe=True)  # bwrap probed now
        if refused is not None:
            detail = {"status": "denied", "sandbox": "none"}
            return Outcome(
                False, error=refused.message, exit_code=4, transport="process", detail=detail
            )
        return command.execute(
            resolved.pinned,
            request.args,
            policy,
            cwd,
            auth.child,
            canonical=resolved.canonical,
        )
    return _provider_engine(request.target).execute(resolved.bound, policy, cwd, auth, dry_run)


def _sandbox_name() -> str:
    """For a binary record that never reached the engine (a denial): would it have been confined."""
    from runtime.engines import sandbox

    return sandbox.availability(policy_for(Request(args=[])), probe=False).name
