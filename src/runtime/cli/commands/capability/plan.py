"""runtime capability plan PATH|NAME --input k=v ...: preflight with no side effects at all.

No process starts, no file is written, no network call is made, no audit
record is written; identity allow-lists are reported as deferred.
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.cli.args import Opt, Spec
from runtime.cli.commands.capability.common import (
    INPUT_OPTION,
    plan_status,
    prepare,
)
from runtime.result import Result

SPEC = Spec(
    "runtime capability plan PATH|NAME [--input KEY=VALUE ...] [--out FILE [--expires-in D]]",
    "Apply required inputs, substitution, context and policy to every step and report\n"
    "every denied step. Exit 4 on any denial, 6 on a missing required input.\n"
    "--out FILE saves the plan (canonical JSON, mode 0600) with the digest of everything\n"
    "it depends on, for `capability execute --plan FILE`; FILE must lie in a write root\n"
    "(file_policy.write_roots, exit 4 elsewhere). A plan with a denied or invalid\n"
    "step is not saved. The plan's digest is shown so a reviewer can quote it.",
    options=(
        INPUT_OPTION,
        Opt("--out", "save the plan to FILE", metavar="FILE"),
        Opt("--expires-in", "saved plan lifetime: 90s, 30m, 24h (default), 7d", metavar="D"),
    ),
    min_args=1,
    max_args=1,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.args import Parsed
    from runtime.cli.commands.capability.common import Prepared
    from runtime.cli.main import Invocation


def main(invocation: Invocation) -> Result:
    from runtime.model import StepRecord
    from runtime.pipeline import decide, resolve

    parsed = invocation.parse(SPEC)
    prepared = prepare(invocation, parsed)
    from runtime.cli.commands.capability.saved import PLAN_SINK

    if parsed.value("--out") is not None or parsed.flag("--expires-in") or PLAN_SINK.get():
        return _saved(invocation, parsed, prepared)
    capability, policy, values = prepared.capability, prepared.policy, prepared.values
    steps = []
    for step in capability.steps:
        resolved = resolve(prepared.request(step), policy, invocation.cwd)
        decision = decide(resolved, policy, invocation.cwd) if resolved.error is None else None
        record = StepRecord(resolved, decision)
        record.status = plan_status(record)
        steps.append(record.to_json())
    code, error = _verdict(steps)
    output = {"capability": capability.path, "digest": capability.digest, "inputs": values}
    if any(step["binary"] for step in steps):
        from runtime.engines import sandbox

        output["sandbox"] = sandbox.status(policy, probe=False)
    return Result(
        invocation.command,
        kind="capability plan",
        exit_code=code,
        output=output,
        steps=steps,
        error=error,
    )


def _saved(invocation: Invocation, parsed: Parsed, prepared: Prepared) -> Result:
    from runtime.cli.commands.capability import saved
    from runtime.errors import UsageError

    out = parsed.value("--out")
    sink = saved.PLAN_SINK.get()
    if out is None and sink is None:
        raise UsageError("--expires-in applies to a saved plan: add --out FILE")
    expires = parsed.value("--expires-in")
    ttl = saved.parse_duration(expires) if expires else saved.DEFAULT_TTL_SECONDS
    planned = saved.plan_document(prepared, parsed.args[0], invocation.cwd, ttl_seconds=ttl)
    code, error = _verdict(planned.steps)
    if out is None and sink is not None:
        shown = sink(planned.document) if code == exit_codes.OK else None
    else:
        shown = _write_out(out or "", invocation.cwd, prepared, planned.document, code)
    document = planned.document
    return Result(
        invocation.command,
        kind="capability plan",
        exit_code=code,
        output={
            "capability": prepared.capability.path,
            "digest": prepared.capability.digest,
            "inputs": prepared.values,
            "plan_digest": planned.digest,
            "plan_file": shown,
            "created": document["created"],
            "expires": document["expires"],
        },
        steps=planned.steps,
        error=error,
    )


def _write_out(
    out: str, cwd: str, prepared: Prepared, document: dict[str, Any], code: int
) -> str | None:
    """Save DOCUMENT at OUT through the path guard (a write); None when the plan is not saved."""
    import errno
    import os

    from runtime.cli.commands.capability import saved

    shown = os.path.join(cwd, out)
    target = saved.plan_target(out, cwd, prepared.policy)
    if code != exit_codes.OK:
        return None
    try:
        saved.write_plan(target, document)
    except OSError as problem:
        from runtime.errors import CommandError

        reason = "it is a symlink" if problem.errno == errno.ELOOP else problem.strerror
        raise CommandError(f"cannot write the plan to {shown}: {reason}") from None
    return shown


def _verdict(steps: list[dict[str, Any]]) -> tuple[int, dict[str, Any] | None]:
    for status, code, why in (
        ("invalid", exit_codes.INVALID, "invalid once inputs are substituted"),
        ("unresolved", exit_codes.USAGE, "missing a value the runtime could not supply"),
        ("denied", exit_codes.DENIED, "denied by policy"),
    ):
        count = sum(1 for step in steps if step["status"] == status)
        if count:
            message = f"{count} of {len(steps)} step(s) {why}"
            return code, {"code": status, "message": message, "hint": None}
    return exit_codes.OK, None
