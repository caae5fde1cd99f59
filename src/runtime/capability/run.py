"""A capability's run, for either door: the steps in order, stopping at the first failure.

Each step goes through the pipeline (resolve -> decide -> authenticate -> run -> audit);
the steps after a failure are reported as not run. A door that shows progress passes
callbacks (`on_start` as a step starts, `on_finish` with its entry as it ends); the MCP
door passes none. `from_plan()` is the saved plan re-checked whole before it runs.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.capability.model import Step
    from runtime.capability.prepare import Prepared
    from runtime.model import StepJson, StepRecord

    OnStart = Callable[[StepRecord], None]
    OnFinish = Callable[[StepJson], None]

COMMAND = "capability execute"


def run(
    prepared: Prepared,
    cwd: str,
    *,
    dry_run: bool = False,
    plan_digest: str | None = None,
    on_start: OnStart | None = None,
    on_finish: OnFinish | None = None,
) -> Result:
    """Every step in order; the Result names the step that failed, if one did."""
    if dry_run:
        refuse_unpreviewable(prepared)
    refused = preflight(prepared, cwd, dry_run, plan_digest)
    if refused is not None:
        steps, code = refused
        if on_finish is not None:
            on_finish(next(s for s in steps if s["status"] != statuses.NOT_RUN))
    else:
        steps, code = run_steps(prepared, cwd, dry_run, plan_digest, on_start, on_finish)
    capability = prepared.capability
    return Result(
        COMMAND,
        kind="capability execute",
        exit_code=code,
        output={
            "capability": capability.path,
            "digest": capability.digest,
            "dry_run": dry_run,
            "steps_run": sum(1 for s in steps if s["status"] != statuses.NOT_RUN),
            **({"plan_digest": plan_digest} if plan_digest else {}),
        },
        steps=steps,
        error=_failure(steps),
    )


def _failure(steps: list[StepJson]) -> dict[str, Any] | None:
    from runtime.result import step_title

    failed = next((s for s in steps if s["status"] not in (statuses.OK, statuses.NOT_RUN)), None)
    if failed is None:
        return None
    message = (
        f"step {failed['number']} ({step_title(failed)}) {failed['status']}: {failed['error']}"
    )
    others_not_run = all(s["status"] == statuses.NOT_RUN for s in steps if s is not failed)
    if others_not_run and failed["number"] != 1 and failed["status"] in _PREFLIGHT_STATUSES:
        message += " (checked before step 1: no step ran, nothing was changed)"
    return {"code": failed["status"], "message": message, "hint": None}


# What the credential check before step 1 refuses a run with.
_PREFLIGHT_STATUSES = (statuses.AUTH, statuses.DENIED)


def preflight(
    prepared: Prepared, cwd: str, dry_run: bool, plan_digest: str | None
) -> tuple[list[StepJson], int] | None:
    """Before step 1: every auth provider a step needs, asked as the step would ask it (its
    credentials, its identity allow-list). The first step refused ends the run before any
    step runs (audited as that step's refusal); the others are reported not run."""
    from runtime.pipeline import may_need_credentials
    from runtime.pipeline import preflight as check
    from runtime.result import step_exit_code

    checked: set[str] = set()
    for step in prepared.capability.steps:
        if not may_need_credentials(step.provider, step.binary):
            continue  # known without building its request (a files step)
        request = prepared.request(step)
        request.plan_digest = plan_digest
        record = check(request, prepared.policy, cwd, checked, dry_run=dry_run)
        if record is None:
            continue
        steps = [
            record.to_json() if other.index == step.index else not_run(prepared, other)
            for other in prepared.capability.steps
        ]
        return steps, step_exit_code(record)
    return None


def run_steps(
    prepared: Prepared,
    cwd: str,
    dry_run: bool,
    plan_digest: str | None,
    on_start: OnStart | None = None,
    on_finish: OnFinish | None = None,
) -> tuple[list[StepJson], int]:
    steps: list[StepJson] = []
    code = exit_codes.OK
    for step in prepared.capability.steps:
        if code != exit_codes.OK:
            steps.append(not_run(prepared, step))
            continue
        entry, code = _run_one(prepared, step, cwd, dry_run, plan_digest, on_start)
        steps.append(entry)
        if on_finish is not None:
            on_finish(entry)
    return steps, code


def _run_one(
    prepared: Prepared,
    step: Step,
    cwd: str,
    dry_run: bool,
    plan_digest: str | None,
    on_start: OnStart | None,
) -> tuple[StepJson, int]:
    """One step's JSON and exit code; an unwritable trail or a Ctrl-C ends the run here."""
    from runtime.audit.log import AuditUnavailable
    from runtime.model import StepRecord
    from runtime.pipeline import execute
    from runtime.result import step_exit_code

    request = prepared.request(step)
    request.plan_digest = plan_digest
    try:
        record = execute(request, prepared.policy, cwd, dry_run=dry_run, on_start=on_start)
    except AuditUnavailable as error:
        ran = error.step if isinstance(error.step, StepRecord) else None
        entry = ran.to_json() if ran is not None else not_run(prepared, step)
        entry.update(
            {"status": statuses.AUDIT_UNAVAILABLE, "error": str(error), "ran": ran is not None}
        )
        return entry, exit_codes.AUDIT
    except KeyboardInterrupt as interruption:  # before the step's intent: it never started
        from runtime.interrupts import signal_name

        entry = not_run(prepared, step)
        entry.update(
            {"status": statuses.INTERRUPTED, "error": f"interrupted by {signal_name(interruption)}"}
        )
        return entry, exit_codes.INTERRUPTED
    return record.to_json(), step_exit_code(record)


def not_run(prepared: Prepared, step: Step) -> StepJson:
    """The step as it would have run: resolved (no side effect), never decided or executed."""
    from runtime.model import StepRecord
    from runtime.pipeline import resolve

    record = StepRecord(resolve(prepared.request(step), prepared.policy), None)
    record.status = statuses.NOT_RUN
    return record.to_json()


def refuse_unpreviewable(prepared: Prepared) -> None:
    from runtime.errors import UsageError
    from runtime.pipeline import resolve

    blocked: list[str] = []
    for step in prepared.capability.steps:
        bound = resolve(prepared.request(step), prepared.policy).bound
        if bound is None:
            blocked.append(f"step {step.index + 1} (binary {step.binary})")
        elif bound.effect != "read" and not bound.operation.previewable:
            blocked.append(f"step {step.index + 1} ({step.provider} {bound.operation.name})")
    if blocked:
        raise UsageError(
            "--dry-run refused: these steps change things and cannot be previewed: "
            + ", ".join(blocked),
            hint="only structured edits preview; run without --dry-run after review",
        )


def from_plan(
    path: str, cwd: str, expected: str | None = None, named: str | None = None
) -> tuple[Prepared, str]:
    """The plan saved at PATH, re-checked whole, and its digest.

    Refused with exit 7 (stale.PlanStale, naming every changed component) when anything it
    recorded changed; EXPECTED refuses a plan with another digest, NAMED one for another
    capability.
    """
    from runtime.capability import stale

    document = stale.read_plan(path)
    if expected is not None and expected != document["digest"]:
        raise stale.PlanRefused(
            f"plan {path} has digest {document['digest']}, not the expected {expected}",
            code="plan-digest-mismatch",
            hint="execute only the plan that was reviewed",
        )
    if named is not None and not stale.same_capability(named, cwd, document):
        from runtime.errors import UsageError

        raise UsageError(
            f"plan {path} is for {document['capability'].get('path')}, not {named}",
            hint="name the planned capability or none: runtime capability execute --plan FILE",
        )
    recheck = stale.Recheck(document, cwd)
    changes = recheck.run()
    if changes or recheck.prepared is None:
        raise stale.PlanStale(path, changes)
    return recheck.prepared, str(document["digest"])
