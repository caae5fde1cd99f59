"""runtime resolve COMMAND...: what would run, and whether policy allows it (the core's)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation
    from runtime.result import Result


def main(invocation: Invocation) -> Result:
    from runtime.capability.resolve import resolve_words

    return resolve_words(invocation.argv, invocation.cwd)
