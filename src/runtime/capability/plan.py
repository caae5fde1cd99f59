"""A capability's plan, for either door: every step resolved and decided, nothing run.

No process starts, no file is written, no network call is made, no audit record is
written; identity allow-lists are reported as deferred. `plan()` is the plan as a
Result; `saved_result()` the same for a plan saved with its digest (saved.py), once
the door that asked has kept its document where it keeps them.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.prepare import Prepared
    from runtime.capability.saved import Planned
    from runtime.diagnostics import Diagnostic
    from runtime.model import StepJson

COMMAND = "capability plan"


def plan(prepared: Prepared, cwd: str) -> Result:
    """Every step's verdict; the sandbox's state when a binary step would run."""
    steps = plan_steps(prepared, cwd)
    code, error = verdict(steps)
    capability, policy = prepared.capability, prepared.policy
    output = {"capability": capability.path, "digest": capability.digest, "inputs": prepared.values}
    if any(step["binary"] for step in steps):
        from runtime.engines import sandbox

        output["sandbox"] = sandbox.status(policy, probe=False)
    return Result(
        COMMAND,
        kind="capability plan",
        exit_code=code,
        output=output,
        steps=steps,
        error=error,
        diagnostics=unsupplied_optional(prepared),
    )


def unsupplied_optional(prepared: Prepared) -> list[Diagnostic]:
    """A warning for each optional input left out that a step uses: its `${name}` stays
    literal (the spec says so), which a person planning would want to know."""
    from runtime import placeholders
    from runtime.capability.compiler import said
    from runtime.diagnostics import Diagnostic

    capability = prepared.capability
    left = [n for n, s in capability.inputs.items() if not s.required and n not in prepared.values]
    found: list[Diagnostic] = []
    for name in left:
        used = [
            step for step in capability.steps
            if any(name in placeholders.names(word) for word in step.args)
        ]  # fmt: skip
        if used:
            where = ", ".join(said(f"workflow[{step.index}]") for step in used)
            found.append(
                Diagnostic(
                    "optional-input-unsupplied",
                    f"optional input {name!r} was not supplied: ${{{name}}} stays literal in "
                    f"{where}",
                    line=used[0].line,
                    file=capability.path,
                    severity="warning",
                    hint=f"supply --input {name}=... if the step needs a value",
                )
            )
    return found


def plan_steps(prepared: Prepared, cwd: str) -> list[StepJson]:
    from runtime.capability.prepare import plan_status
    from runtime.model import StepRecord
    from runtime.pipeline import decide, resolve

    steps = []
    for step in prepared.capability.steps:
        resolved = resolve(prepared.request(step), prepared.policy, cwd)
        decision = decide(resolved, prepared.policy, cwd) if resolved.error is None else None
        record = StepRecord(resolved, decision)
        record.status = plan_status(record)
        entry = record.to_json()
        context = context_values(resolved)
        if context:
            entry["context"] = context
        steps.append(entry)
    return steps


def context_values(resolved: Any) -> dict[str, str | None]:
    """The Runtime Context values the step leaves to the context (`repo list` without ORG:
    github.organization), as resolve shows them."""
    from runtime.capability.resolve import context_injected

    return context_injected(resolved.bound)


def saved_result(prepared: Prepared, planned: Planned, plan_file: str | None) -> Result:
    """A saved plan's Result: PLAN_FILE is where the door kept it (None: not saved)."""
    code, error = verdict(planned.steps)
    document = planned.document
    return Result(
        COMMAND,
        kind="capability plan",
        exit_code=code,
        output={
            "capability": prepared.capability.path,
            "digest": prepared.capability.digest,
            "inputs": prepared.values,
            "plan_digest": planned.digest,
            "plan_file": plan_file,
            "created": document["created"],
            "expires": document["expires"],
        },
        steps=planned.steps,
        error=error,
        diagnostics=unsupplied_optional(prepared),
    )


def verdict(steps: list[StepJson]) -> tuple[int, dict[str, Any] | None]:
    """The plan's exit code and error: the first of invalid, unresolved, denied that any step is."""
    for status, code, why in (
        (statuses.INVALID, exit_codes.INVALID, "invalid once inputs are substituted"),
        (statuses.UNRESOLVED, exit_codes.USAGE, "missing a value the runtime could not supply"),
        (statuses.DENIED, exit_codes.DENIED, "denied by policy"),
    ):
        count = sum(1 for step in steps if step["status"] == status)
        if count:
            message = f"{count} of {len(steps)} step(s) {why}"
            return code, {"code": status, "message": message, "hint": None}
    return exit_codes.OK, None


def saveable(planned: Planned) -> bool:
    """A plan with a denied, invalid or unresolved step is never saved."""
    return verdict(planned.steps)[0] == exit_codes.OK
