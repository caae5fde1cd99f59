"""runtime capability plan PATH|NAME --input k=v ...: the words, then capability/plan.py.

The plan itself (no side effects at all) is the core's; this module reads the words
and, with --out, writes the saved plan where the user said, through the path guard.
"""

from __future__ import annotations

from runtime.cli.args import Opt, Spec
from runtime.cli.commands.capability.common import INPUT_OPTION, prepare

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

    from runtime.capability.prepare import Prepared
    from runtime.cli.args import Parsed
    from runtime.cli.main import Invocation
    from runtime.result import Result


def main(invocation: Invocation) -> Result:
    parsed = invocation.parse(SPEC)
    prepared = prepare(invocation, parsed)
    if parsed.value("--out") is not None or parsed.flag("--expires-in"):
        result = _saved(invocation, parsed, prepared)
    else:
        from runtime.capability.plan import plan

        result = plan(prepared, invocation.cwd)
    if invocation.output == "text" and result.diagnostics:  # warnings: stderr (JSON: the envelope)
        from runtime.cli.output import progress

        progress("\n".join(diagnostic.render() for diagnostic in result.diagnostics))
    return result


def _saved(invocation: Invocation, parsed: Parsed, prepared: Prepared) -> Result:
    from runtime.capability import saved
    from runtime.capability.plan import saveable, saved_result
    from runtime.errors import UsageError

    out = parsed.value("--out")
    if out is None:
        raise UsageError("--expires-in applies to a saved plan: add --out FILE")
    expires = parsed.value("--expires-in")
    ttl = saved.parse_duration(expires) if expires else saved.DEFAULT_TTL_SECONDS
    planned = saved.plan_document(prepared, parsed.args[0], invocation.cwd, ttl_seconds=ttl)
    shown = _write_out(out, invocation.cwd, prepared, planned.document, saveable(planned))
    return saved_result(prepared, planned, shown)


def _write_out(
    out: str, cwd: str, prepared: Prepared, document: dict[str, Any], saveable: bool
) -> str | None:
    """Save DOCUMENT at OUT through the path guard (a write); None when the plan is not saved."""
    import errno
    import os

    from runtime.capability import saved

    shown = os.path.join(cwd, out)
    target = saved.plan_target(out, cwd, prepared.policy)
    if not saveable:
        return None
    try:
        saved.write_plan(target, document)
    except OSError as problem:
        from runtime.errors import CommandError

        reason = "it is a symlink" if problem.errno == errno.ELOOP else problem.strerror
        raise CommandError(f"cannot write the plan to {shown}: {reason}") from None
    return shown
