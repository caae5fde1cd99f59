"""runtime capability list: every capability a name can resolve to, and which one wins."""

from __future__ import annotations

from runtime.cli.args import Spec
from runtime.cli.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

SPEC = Spec(
    "runtime capability list",
    "List every resolvable capability: its name, source, path and digest. Names resolve in\n"
    "the configured capabilities.sources in order, then the Home's capability cache; when\n"
    "two sources hold the same name the first wins and the others are marked shadowed.",
)

EMPTY = "No capabilities resolved."


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
    return Result(invocation.command, output=output, render_text=_render)


def _render(result: Result) -> str:
    entries = result.output["capabilities"]
    if not entries:
        return EMPTY
    name_width = max(len("name"), *(len(e["name"]) for e in entries))
    source_width = max(len("source"), *(len(e["source"]) for e in entries))
    lines = [f"  {'name':<{name_width}}  {'source':<{source_width}}  {'digest':<19}  path"]
    for entry in entries:
        mark = "✓" if entry["winner"] else " "
        digest = (entry["digest"] or "unreadable")[:19]
        shadowed = "" if entry["winner"] else "  (shadowed)"
        lines.append(
            f"{mark} {entry['name']:<{name_width}}  {entry['source']:<{source_width}}  "
            f"{digest:<19}  {entry['path']}{shadowed}"
        )
    count = result.output["count"]
    noun = "capability" if count == 1 else "capabilities"
    lines.append(f"{count} {noun} resolved (✓ marks the file a name runs)")
    return "\n".join(lines)
