"""runtime capability dependents NAME: every resolvable capability whose Lineage re-derives NAME."""

from __future__ import annotations

from runtime.cli.args import Spec
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.sources import Candidate
    from runtime.cli.main import Invocation

SPEC = Spec(
    "runtime capability dependents NAME",
    "List every resolvable capability (the winner of each name in the configured sources\n"
    "and the Home's cache) whose `## Lineage` section says it re-derives NAME, with the\n"
    "steps (counted from 1) that do. Read from the prose: a file need not be valid.",
    min_args=1,
    max_args=1,
)


def main(invocation: Invocation) -> Result:
    from runtime.capability.lineage import normalized
    from runtime.capability.sources import all_candidates, find_by_name

    parsed = invocation.parse(SPEC)
    wanted = normalized(parsed.args[0])
    dependents = []
    for candidate in all_candidates():
        if candidate.winner and candidate.name != wanted:
            dependents += _re_derivations(candidate, wanted)
    output = {"name": wanted, "path": find_by_name(wanted), "dependents": dependents}
    return Result(invocation.command, kind="capability dependents", output=output)


def _re_derivations(candidate: Candidate, wanted: str) -> list[dict[str, Any]]:
    from runtime.capability.lineage import parse

    try:
        with open(candidate.path, encoding="utf-8", errors="replace") as handle:
            text = handle.read(1024 * 1024)
    except OSError:
        return []
    return [
        {
            "name": candidate.name,
            "source": candidate.source,
            "path": candidate.path,
            "steps": list(entry.steps),
            "line": entry.line,
        }
        for entry in parse(text)
        if entry.key == wanted
    ]
