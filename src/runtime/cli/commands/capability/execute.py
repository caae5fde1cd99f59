"""runtime capability execute PATH|NAME --input k=v ... [--dry-run], or --plan FILE.

Re-validates, refuses missing required inputs, substitutes, runs the steps in
order and stops at the first failure; the steps after it are reported as not run.
With --plan, the saved plan's every component is re-checked first (stale.py).
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.audit.log import AuditUnavailable
from runtime.cli.args import Opt, Spec
from runtime.cli.commands.capability.common import INPUT_OPTION, Prepared, prepare
from runtime.cli.output import progress
from runtime.errors import UsageError
from runtime.model import StepRecord
from runtime.pipeline import execute
from runtime.result import Result, step_exit_code, step_title

SPEC = Spec(
    "runtime capability execute PATH|NAME [--input KEY=VALUE ...] [--dry-run] [--quiet]\n"
    "       runtime capability execute [PATH|NAME] --plan FILE [--expect-digest D] [--quiet]",
    "Run the capability's steps in order through policy, auth and audit; stop at the\n"
    "first failure. --dry-run previews every structured edit and writes nothing.\n"
    "--plan FILE runs exactly a plan saved by `capability plan --out`: its inputs are\n"
    "the reviewed ones (--input is refused), and if the capability, an input, the\n"
    "context, the policy, the config or a pinned binary changed, or the plan expired,\n"
    "it refuses with exit 7 naming every changed component. --expect-digest D refuses\n"
    "a plan whose digest is not D.\n"
    "Progress goes to stderr as each step starts and ends (text and JSON); in text\n"
    "mode a child's output is shown there too as it arrives.",
    options=(
        INPUT_OPTION,
        Opt("--dry-run", "preview structured edits; refuse other mutations"),
        Opt("--plan", "run the plan saved in FILE", metavar="FILE"),
        Opt("--expect-digest", "refuse a plan whose digest is not D", metavar="D"),
        Opt("--quiet", "no progress lines and no live child output on stderr"),
    ),
    min_args=0,
    max_args=1,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Step
    from runtime.cli.args import Parsed
    from runtime.cli.main import Invocation


def main(invocation: Invocation) -> Result:
    parsed = invocation.parse(SPEC)
    plan_digest = None
    if parsed.value("--plan") is not None:
        from runtime.cli.commands.capability.stale import PlanStale

        try:
            prepared, plan_digest = _from_plan(invocation, parsed)
        except PlanStale as refused:
            return refused.result(invocation.command)
    elif parsed.args:
        if parsed.flag("--expect-digest"):
            raise UsageError("--expect-digest checks a saved plan: add --plan FILE")
        prepared = prepare(invocation, parsed)
    else:
        raise UsageError("missing arguments", hint=f"usage: {SPEC.usage}")
    capability = prepared.capability
    dry_run = parsed.flag("--dry-run")
    if dry_run:
        _refuse_unpreviewable(prepared)
    steps, code = _run_steps(invocation, prepared, dry_run, parsed.flag("--quiet"), plan_digest)
    failed = next((s for s in steps if s["status"] not in ("ok", "not-run")), None)
    error = None
    if failed is not None:
        error = {
            "code": failed["status"],
            "message": f"step {failed['number']} ({step_title(failed)}) {failed['status']}: "
            f"{failed['error']}",
            "hint": None,
        }
    return Result(
        invocation.command,
        kind="capability execute",
        exit_code=code,
        output={
            "capability": capability.path,
            "digest": capability.digest,
            "dry_run": dry_run,
            "steps_run": sum(1 for s in steps if s["status"] != "not-run"),
            **({"plan_digest": plan_digest} if plan_digest else {}),
        },
        steps=steps,
        error=error,
    )


def _from_plan(invocation: Invocation, parsed: Parsed) -> tuple[Prepared, str]:
    """The saved plan, re-checked whole; refused (exit 7) naming every changed component."""
    import os

    from runtime.cli.commands.capability import stale

    if parsed.values("--input"):
        raise UsageError(
            "--input is refused with --plan: the plan's recorded inputs are the reviewed ones",
            hint="plan again with the new inputs: runtime capability plan ... --out FILE",
        )
    path = os.path.join(invocation.cwd, parsed.value("--plan") or "")
    document = stale.read_plan(path)
    expected = parsed.value("--expect-digest")
    if expected is not None and expected != document["digest"]:
        raise stale.PlanRefused(
            f"plan {path} has digest {document['digest']}, not the expected {expected}",
            code="plan-digest-mismatch",
            hint="execute only the plan that was reviewed",
        )
    if parsed.args and not stale.same_capability(parsed.args[0], invocation.cwd, document):
        raise UsageError(
            f"plan {path} is for {document['capability'].get('path')}, not {parsed.args[0]}",
            hint="name the planned capability or none: runtime capability execute --plan FILE",
        )
    recheck = stale.Recheck(document, invocation.cwd)
    changes = recheck.run()
    if changes or recheck.prepared is None:
        raise stale.PlanStale(path, changes)
    return recheck.prepared, str(document["digest"])


def _run_steps(
    invocation: Invocation,
    prepared: Prepared,
    dry_run: bool,
    quiet: bool,
    plan_digest: str | None = None,
) -> tuple[list[dict[str, Any]], int]:
    steps: list[dict[str, Any]] = []
    code = exit_codes.OK
    shown = StepProgress(len(prepared.capability.steps), quiet)
    with LiveOutput(invocation.output == "text" and not quiet) as live, shown:
        for step in prepared.capability.steps:
            if code != exit_codes.OK:
                steps.append(_not_run(prepared, step))
                continue
            entry, code = _run_one(invocation, prepared, step, dry_run, plan_digest, shown)
            live.flush()
            steps.append(entry)
            shown.finished(entry)
    return steps, code


def _run_one(
    invocation: Invocation,
    prepared: Prepared,
    step: Step,
    dry_run: bool,
    plan_digest: str | None,
    shown: StepProgress,
) -> tuple[dict[str, Any], int]:
    """One step's JSON and exit code; an unwritable trail or a Ctrl-C ends the run here."""
    request = prepared.request(step)
    request.plan_digest = plan_digest
    try:
        record = execute(
            request, prepared.policy, invocation.cwd, dry_run=dry_run, on_start=shown.started
        )
    except AuditUnavailable as error:
        ran = error.step if isinstance(error.step, StepRecord) else None
        entry = ran.to_json() if ran is not None else _not_run(prepared, step)
        entry.update(status="audit-unavailable", error=str(error), ran=ran is not None)
        return entry, exit_codes.AUDIT
    except KeyboardInterrupt as interruption:  # before the step's intent: it never started
        from runtime.interrupts import signal_name

        entry = _not_run(prepared, step)
        entry.update(status="interrupted", error=f"interrupted by {signal_name(interruption)}")
        return entry, exit_codes.INTERRUPTED
    return record.to_json(), step_exit_code(record)


class StepProgress:
    """`[3/7] github pr list --repo acme/web … running` as a step starts, its result as it ends.

    A step's result line waits for the next line and goes out with it, so each step costs
    one write to stderr, not two: a line on a pipe wakes its reader each time. It waits
    only while the next step is resolved and decided; the line that says a step is
    running is never held, and whatever is left is written when the run ends.
    """

    __slots__ = ("held", "quiet", "title", "total")

    def __init__(self, total: int, quiet: bool) -> None:
        self.total = total
        self.quiet = quiet
        self.title: tuple[int | None, str] = (None, "")  # the started step's number and title
        self.held = ""  # result lines not written yet, each ending in a newline

    def __enter__(self) -> StepProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.held:
            progress(self.held[:-1])
            self.held = ""

    def started(self, record: StepRecord) -> None:
        if self.quiet:
            return
        request = record.resolved.request
        supplied = record.resolved.repository
        shown = {  # what step_title reads of a step's JSON, without building the rest of it
            "provider": request.provider,
            "binary": request.binary,
            "args": request.args,
            "repository": None if supplied is None else {"value": supplied.repository},
        }
        number = None if request.step_index is None else request.step_index + 1
        self.title = (number, step_title(shown))
        held, self.held = self.held, ""
        progress(f"{held}[{number}/{self.total}] {self.title[1]} … running")

    def finished(self, entry: dict[str, Any]) -> None:
        if self.quiet:
            return
        number = entry["number"]
        # the line that started it has the title already: the same step, the same words
        title = self.title[1] if self.title[0] == number else step_title(entry)
        self.held += (
            f"[{number}/{self.total}] {title}: {entry['status']} ({entry['duration_ms']} ms)\n"
        )


class LiveOutput:
    """While running, children's output is echoed to stderr as it arrives (text mode)."""

    __slots__ = ("echo", "enabled", "token")

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.token: Any = None
        self.echo: Any = None

    def __enter__(self) -> LiveOutput:
        if self.enabled:
            from runtime.cli.output import LineEcho
            from runtime.engines.process import LIVE_ECHO

            self.echo = LineEcho()
            self.token = LIVE_ECHO.set(self.echo)
        return self

    def flush(self) -> None:
        """A step's last unterminated line, before the next step's progress."""
        if self.echo is not None:
            self.echo.flush()

    def __exit__(self, *exc: object) -> None:
        if self.token is not None:
            from runtime.engines.process import LIVE_ECHO

            self.flush()
            LIVE_ECHO.reset(self.token)


def _not_run(prepared: Prepared, step: Step) -> dict[str, Any]:
    """The step as it would have run: resolved (no side effect), never decided or executed."""
    from runtime.model import StepRecord
    from runtime.pipeline import resolve

    record = StepRecord(resolve(prepared.request(step), prepared.policy), None)
    record.status = "not-run"
    return record.to_json()


def _refuse_unpreviewable(prepared: Prepared) -> None:
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
