"""runtime capability execute PATH|NAME --input k=v ... [--dry-run], or --plan FILE.

The words, and the progress on stderr; the run itself is the core's (capability/run.py):
re-validation, inputs, the steps in order stopping at the first failure, and with
--plan the saved plan's every component re-checked first (capability/stale.py).
"""

from __future__ import annotations

from runtime.cli.args import Opt, Spec
from runtime.cli.commands.capability.common import INPUT_OPTION, prepare
from runtime.cli.output import progress
from runtime.errors import UsageError
from runtime.result import step_title

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

    from runtime.capability.prepare import Prepared
    from runtime.cli.args import Parsed
    from runtime.cli.main import Invocation
    from runtime.model import StepHeading, StepJson, StepRecord
    from runtime.result import Result


def main(invocation: Invocation) -> Result:
    from runtime.capability.run import run

    parsed = invocation.parse(SPEC)
    plan_digest = None
    if parsed.value("--plan") is not None:
        from runtime.capability.stale import PlanStale

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
    quiet = parsed.flag("--quiet")
    shown = StepProgress(len(prepared.capability.steps), quiet)
    with LiveOutput(invocation.output == "text" and not quiet) as live, shown:

        def finished(entry: StepJson) -> None:
            live.flush()
            shown.finished(entry)

        return run(
            prepared,
            invocation.cwd,
            dry_run=parsed.flag("--dry-run"),
            plan_digest=plan_digest,
            on_start=shown.started,
            on_finish=finished,
        )


def _from_plan(invocation: Invocation, parsed: Parsed) -> tuple[Prepared, str]:
    """The saved plan, re-checked whole; refused (exit 7) naming every changed component."""
    import os

    from runtime.capability.run import from_plan

    if parsed.values("--input"):
        raise UsageError(
            "--input is refused with --plan: the plan's recorded inputs are the reviewed ones",
            hint="plan again with the new inputs: runtime capability plan ... --out FILE",
        )
    path = os.path.join(invocation.cwd, parsed.value("--plan") or "")
    named = parsed.args[0] if parsed.args else None
    return from_plan(path, invocation.cwd, parsed.value("--expect-digest"), named)


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
        shown: StepHeading = {  # what step_title reads of a step's JSON, and no more
            "provider": request.provider,
            "binary": request.binary,
            "args": request.args,
            "repository": None if supplied is None else {"value": supplied.repository},
        }
        number = None if request.step_index is None else request.step_index + 1
        self.title = (number, step_title(shown))
        held, self.held = self.held, ""
        progress(f"{held}[{number}/{self.total}] {self.title[1]} … running")

    def finished(self, entry: StepJson) -> None:
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
