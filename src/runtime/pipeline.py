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
    from runtime.providers.registry import Stages


def policy_for(request: Request) -> Policy:
    from runtime.policy.load import effective_policy

    return effective_policy()


def engine_for(request: Request) -> Stages:
    """The engine a request goes through: its provider's, as the registry names it, or the
    binary engine. Asked at every stage, so kept once found."""
    key = None if request.binary is not None else request.target
    found = _engines.get(key)
    if found is None:
        found = _engines[key] = _load_engine(key)
    return found


_engines: dict[str | None, Stages] = {}  # by provider name; None: the binary engine


def _load_engine(provider: str | None) -> Stages:
    if provider is None:
        from runtime import binary_engine  # loads no provider: a binary is judged by its table

        return binary_engine
    from runtime.providers import registry

    return registry.stages(provider)


def resolve(request: Request, policy: Policy, cwd: str | None = None) -> Resolved:
    """Stage 1: the operation and form a provider request names.

    A binary is pinned in decide(): the binary engine finds and judges the executable
    in one step, so what is judged is what would run. Given CWD, the provider's engine
    supplies what the request left to the runtime (a gh-backed operation without --repo
    gets the repository the runtime finds).
    """
    resolved = Resolved(request, cwd)
    engine_for(request).resolve(resolved, policy, cwd)
    return resolved


def decide(resolved: Resolved, policy: Policy, cwd: str) -> Decision:
    """Stage 2: policy. No side effects: plan and resolve stop here."""
    return engine_for(resolved.request).decide(resolved, policy, cwd)


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


def preflight(
    request: Request, policy: Policy, cwd: str, checked: set[str], *, dry_run: bool = False
) -> StepRecord | None:
    """Stage 3 for a step ahead of the run (capability execute, before step 1): a request
    whose auth provider would refuse it (no credentials, an identity not allowed) is refused
    now and audited as it would be then; None when it would pass. A provider once passed
    (CHECKED) is not asked again; a request Resolve or Policy stop is left to its turn."""
    if not may_need_credentials(request.provider, request.binary):
        return None
    resolved = resolve(request, policy, cwd)
    if resolved.error is not None:
        return None
    provider = engine_for(request).identity_provider(resolved)
    if provider is None or provider in checked:
        return None
    decision = decide(resolved, policy, cwd)
    if not decision.allowed:
        return None
    record = StepRecord(resolved, decision)
    refusal, _ = _authenticate(record, policy)
    if refusal is None:
        checked.add(provider)
        return None
    record.outcome = refusal
    record.status = refusal.detail.get("status", statuses.FAILED)
    return _refused(record, Clock(), dry_run)


def may_need_credentials(provider: str | None, binary: str | None) -> bool:
    """Whether the Auth stage could ask an auth provider for a request to PROVIDER or BINARY
    (as auth/engine.py does: a provider with one, a binary the config governs as one),
    known without resolving it."""
    if binary is not None:
        from runtime.home.config import command_provider

        return command_provider(binary) is not None
    from runtime.providers.registry import get

    found = get(provider or "")
    return found is not None and found.auth is not None


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
    return identity_denial(resolved, policy, auth.identity)


def identity_denial(resolved: Resolved, policy: Policy, identity: str | None) -> Decision | None:
    """The identity allow-list's verdict on IDENTITY acting for RESOLVED (None: no objection);
    `policy test` asks it for a case that names who acts."""
    provider = engine_for(resolved.request).identity_provider(resolved)
    allowed = policy.identities.get(provider or "", ())
    if not allowed or identity in allowed:
        return None
    return Decision.deny(
        f"identities.{provider}",
        f"policy denied: identity {identity!r} is not in identities.{provider} {list(allowed)}",
    )


def _engine(resolved: Resolved, policy: Policy, cwd: str, auth: Auth, dry_run: bool) -> Outcome:
    return engine_for(resolved.request).execute(resolved, policy, cwd, auth, dry_run)


def _sandbox_name() -> str:
    """For a binary record that never reached the engine (a denial): would it have been confined."""
    from runtime.engines import sandbox

    return sandbox.availability(policy_for(Request(args=[])), probe=False).name
