"""runtime capability execute PATH|NAME --input k=v ... [--dry-run].

Re-validates, refuses missing required inputs, substitutes, runs the steps in
order and stops at the first failure; the steps after it are reported as not run.
"""

from __future__ import annotations

from runtime.cli import exit_codes
from runtime.cli.args import Opt, Spec
from runtime.cli.commands.capability.common import INPUT_OPTION, Prepared, prepare, step_title
from runtime.cli.errors import UsageError
from runtime.cli.result import Result

SPEC = Spec(
    "runtime capability execute PATH|NAME [--input KEY=VALUE ...] [--dry-run]",
    "Run the capability's steps in order through policy, auth and audit; stop at the\n"
    "first failure. --dry-run previews every structured edit and writes nothing.",
    options=(INPUT_OPTION, Opt("--dry-run", "preview structured edits; refuse other mutations")),
    min_args=1,
    max_args=1,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Step
    from runtime.cli.main import Invocation


def main(invocation: Invocation) -> Result:
    parsed = invocation.parse(SPEC)
    prepared = prepare(invocation, parsed)
    capability = prepared.capability
    dry_run = parsed.flag("--dry-run")
    if dry_run:
        _refuse_unpreviewable(prepared)
    steps, code = _run_steps(invocation, prepared, dry_run)
    failed = next((s for s in steps if s["status"] not in ("ok", "not-run")), None)
    error = None
    if failed is not None:
        error = {
            "code": failed["status"],
            "message": f"step {failed['index']} ({step_title(failed)}) {failed['status']}: "
            f"{failed['error']}",
            "hint": None,
        }
    return Result(
        invocation.command,
        exit_code=code,
        output={
            "capability": capability.path,
            "digest": capability.digest,
            "dry_run": dry_run,
            "steps_run": sum(1 for s in steps if s["status"] != "not-run"),
        },
        steps=steps,
        error=error,
        render_text=_render,
    )


def _run_steps(
    invocation: Invocation, prepared: Prepared, dry_run: bool
) -> tuple[list[dict[str, Any]], int]:
    from runtime.cli.output import progress
    from runtime.cli.run import step_exit_code
    from runtime.pipeline import execute

    steps: list[dict[str, Any]] = []
    code = exit_codes.OK
    total = len(prepared.capability.steps)
    for step in prepared.capability.steps:
        if code != exit_codes.OK:
            steps.append(_not_run(prepared, step))
            continue
        record = execute(prepared.request(step), prepared.policy, invocation.cwd, dry_run=dry_run)
        entry = record.to_json()
        steps.append(entry)
        code = step_exit_code(record)
        if invocation.output == "text":
            progress(
                f"[{step.index + 1}/{total}] {step_title(entry)}: {record.status} "
                f"({record.duration_ms} ms)"
            )
    return steps, code


def _not_run(prepared: Prepared, step: Step) -> dict[str, Any]:
    """The step as it would have run: resolved (no side effect), never decided or executed."""
    from runtime.pipeline import StepRecord, resolve

    record = StepRecord(resolve(prepared.request(step), prepared.policy), None)
    record.status = "not-run"
    return record.to_json()


def _refuse_unpreviewable(prepared: Prepared) -> None:
    from runtime.pipeline import resolve

    blocked: list[str] = []
    for step in prepared.capability.steps:
        bound = resolve(prepared.request(step), prepared.policy).bound
        if bound is None:
            blocked.append(f"step {step.index} (binary {step.binary})")
        elif bound.effect != "read" and not bound.operation.previewable:
            blocked.append(f"step {step.index} ({step.provider} {bound.operation.name})")
    if blocked:
        raise UsageError(
            "--dry-run refused: these steps change things and cannot be previewed: "
            + ", ".join(blocked),
            hint="only structured edits preview; run without --dry-run after review",
        )


def _render(result: Result) -> str:
    lines: list[str] = []
    for step in result.steps or []:
        mark = {"ok": "✓", "not-run": "·"}.get(step["status"], "✗")
        lines.append(f"{mark} [{step['index']}] {step_title(step)}: {step['status']}")
        body = _step_body(step)
        if body:
            lines += ["    " + line for line in body.splitlines()]
    output = result.output
    lines.append(
        f"{output['steps_run']} of {len(result.steps or [])} step(s) run"
        + (" (dry run: nothing written)" if output["dry_run"] else "")
    )
    return "\n".join(lines)


def _step_body(step: dict[str, Any]) -> str:
    from runtime.cli.render import render_payload

    if step["status"] not in ("ok",):
        return str(step["error"] or "") if step["status"] != "not-run" else ""
    return render_payload(step["output"])
