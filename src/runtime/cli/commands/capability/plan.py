"""runtime capability plan PATH|NAME --input k=v ...: preflight with no side effects at all.

No process starts, no file is written, no network call is made, no audit
record is written; identity allow-lists are reported as deferred.
"""

from __future__ import annotations

from runtime.cli import exit_codes
from runtime.cli.args import Spec
from runtime.cli.commands.capability.common import INPUT_OPTION, prepare, step_title
from runtime.cli.result import Result

SPEC = Spec(
    "runtime capability plan PATH|NAME [--input KEY=VALUE ...]",
    "Apply required inputs, substitution, context and policy to every step and report\n"
    "every denied step. Exit 4 on any denial, 6 on a missing required input.",
    options=(INPUT_OPTION,),
    min_args=1,
    max_args=1,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.main import Invocation
    from runtime.pipeline import StepRecord


def main(invocation: Invocation) -> Result:
    from runtime.pipeline import StepRecord, decide, resolve

    parsed = invocation.parse(SPEC)
    prepared = prepare(invocation, parsed)
    capability, policy, values = prepared.capability, prepared.policy, prepared.values
    steps = []
    for step in capability.steps:
        resolved = resolve(prepared.request(step), policy)
        decision = decide(resolved, policy, invocation.cwd) if resolved.error is None else None
        record = StepRecord(resolved, decision)
        record.status = _status(record)
        steps.append(record.to_json())
    code, error = _verdict(steps)
    return Result(
        invocation.command,
        exit_code=code,
        output={"capability": capability.path, "digest": capability.digest, "inputs": values},
        steps=steps,
        error=error,
        render_text=_render,
    )


def _status(record: StepRecord) -> str:
    if record.decision is None:
        return "invalid"  # the substituted args fit no form of the operation
    return "allowed" if record.decision.allowed else "denied"


def _verdict(steps: list[dict[str, Any]]) -> tuple[int, dict[str, Any] | None]:
    for status, code, why in (
        ("invalid", exit_codes.INVALID, "invalid once inputs are substituted"),
        ("denied", exit_codes.DENIED, "denied by policy"),
    ):
        count = sum(1 for step in steps if step["status"] == status)
        if count:
            message = f"{count} of {len(steps)} step(s) {why}"
            return code, {"code": status, "message": message, "hint": None}
    return exit_codes.OK, None


def _render(result: Result) -> str:
    lines = [f"plan {result.output['capability']}"]
    for step in result.steps or []:
        decision = step["decision"] or {}
        mark = "✓" if step["status"] == "allowed" else "✗"
        lines.append(f"{mark} [{step['index']}] {step_title(step)}")
        where = step.get("pinned") or step.get("transport") or ""
        lines.append(
            f"    {step['status']} by {decision.get('rule')}" + (f"; {where}" if where else "")
        )
        if step["status"] != "allowed":
            lines.append(f"    {step['error']}")
        for deferred in decision.get("deferred") or []:
            lines.append(f"    deferred until execution: {deferred}")
    return "\n".join(lines)
