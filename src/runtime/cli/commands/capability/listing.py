"""runtime capability list: every capability a name can resolve to, and which one wins."""

from __future__ import annotations

from runtime.cli.args import Spec
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

SPEC = Spec(
    "runtime capability list",
    "List every resolvable capability: its name, source, path and digest. Names resolve in\n"
    "the configured capabilities.sources in order, then the Home's capability cache; when\n"
    "two sources hold the same name the first wins and the others are marked shadowed.",
)


def main(invocation: Invocation) -> Result:
    from runtime.capability.sources import all_candidates, search_order

    invocation.parse(SPEC)
    order = search_order()
    candidates = all_candidates()
    output = {
        "sources": [{"name": name, "dir": directory} for name, directory in order],
        "capabilities": [candidate.to_json() for candidate in candidates],
        "count": sum(1 for candidate in candidates if candidate.winner),
    }
    return Result(invocation.command, kind="capability list", output=output)
