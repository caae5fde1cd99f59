"""`--json FIELDS` and `--jq EXPR` for the REST and GraphQL operations, as gh offers them.

gh reshapes what it fetched: `--json a,b` keeps those fields of each item (or of the one
object), and `--jq EXPR` prints what a jq program makes of it (strings raw, other values as
compact JSON, one a line). The gh-backed operations pass both to gh; the others get the same
here, after GitHub answered, with the real jq (engines/json_filter.py).
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.model import Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.providers.operations import Bound

JSON, JQ = "--json", "--jq"


class ShapeError(Exception):
    """Fields the payload does not have (USAGE: the caller's words), or a program jq refused."""

    def __init__(self, message: str, usage: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage


def shaped(outcome: Outcome, bound: Bound) -> Outcome:
    """OUTCOME's payload through --json FIELDS, then --jq EXPR, when the request asks."""
    fields, program = bound.options.get(JSON), bound.options.get(JQ)
    if not outcome.ok or (fields is None and program is None):
        return outcome
    try:
        output = outcome.output if fields is None else select(outcome.output, fields)
        if program is not None:
            output = _jq(output, program)
    except ShapeError as error:
        usage = error.usage
        return Outcome(
            False,
            error=error.message,
            exit_code=exit_codes.USAGE if usage else exit_codes.FAILED,
            transport=outcome.transport,
            detail={**outcome.detail, "status": statuses.INVALID if usage else statuses.FAILED},
        )
    outcome.output = output
    return outcome


def select(payload: Any, fields_text: str) -> Any:
    """Each item (or the one object) with only FIELDS, in the order asked; a field no item has
    is refused naming those there are (gh's `Unknown JSON field`)."""
    items = payload if isinstance(payload, list) else [payload]
    if not all(isinstance(item, dict) for item in items):
        raise ShapeError(
            f"{JSON} selects fields of JSON objects; this answer holds none", usage=True
        )
    available = sorted({key for item in items for key in item})
    fields = [field.strip() for field in fields_text.split(",") if field.strip()]
    unknown = [field for field in fields if items and field not in available]
    if not fields or unknown:
        what = f'unknown JSON field "{unknown[0]}"' if unknown else f"{JSON} needs fields"
        raise ShapeError(f"{what}; available fields: {', '.join(available)}", usage=True)
    chosen = [{field: item.get(field) for field in fields} for item in items]
    return chosen if isinstance(payload, list) else chosen[0]


def _jq(payload: Any, program: str) -> str:
    from runtime.engines.json_filter import FilterFailed, run_jq
    from runtime.policy.load import effective_policy

    try:
        return run_jq(payload, program, effective_policy())
    except FilterFailed as failed:
        raise ShapeError(str(failed)) from None
