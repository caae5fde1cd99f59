"""runtime capability authoring-context: what an author (often an AI) needs before writing."""

from __future__ import annotations

from runtime.cli.args import Spec
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

SPEC = Spec(
    "runtime capability authoring-context",
    "Report the runtime version, the spec and contract files in the Runtime Home, the\n"
    "providers and their operation counts, allowed_binaries, and the authoring directory\n"
    "(capabilities.authoring_source) with whether policy and the disk let you write there.\n"
    "authoring_ready is true only when all of that holds.",
)


def main(invocation: Invocation) -> Result:
    from runtime.capability.authoring import authoring_context

    invocation.parse(SPEC)
    output = authoring_context(invocation.cwd)
    return Result(invocation.command, kind="capability authoring-context", output=output)
