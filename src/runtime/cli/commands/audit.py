"""runtime audit tail [-n N]: the newest audit records."""

from __future__ import annotations

from runtime.cli.args import Opt, Spec
from runtime.cli.errors import UsageError
from runtime.cli.result import Result, help_result

SPEC = Spec(
    "runtime audit tail [-n N]",
    "Print the newest N audit records (default 20), oldest first.",
    options=(Opt("--lines", "how many records", metavar="N", short="-n"),),
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.main import Invocation


def main(invocation: Invocation) -> Result:
    from runtime.audit.log import tail
    from runtime.home.paths import audit_file

    argv = invocation.argv
    if not argv or argv[0] in ("-h", "--help"):
        return help_result("audit", SPEC.help_text())
    if argv[0] != "tail":
        raise UsageError(f"unknown audit subcommand {argv[0]!r}", hint=SPEC.usage)
    invocation.argv = argv[1:]
    parsed = invocation.parse(SPEC)
    text = parsed.value("--lines", "20") or "20"
    if not text.isdigit():
        raise UsageError(f"-n expects a whole number, got {text!r}")
    records = tail(int(text))
    return Result(
        "audit tail",
        output={"file": audit_file(), "records": records},
        render_text=_render,
    )


def _render(result: Result) -> str:
    records: list[dict[str, Any]] = result.output["records"]
    if not records:
        return f"No audit records in {result.output['file']}."
    return "\n".join(_line(record) for record in records)


def _line(record: dict[str, Any]) -> str:
    what = record.get("binary") or record.get("provider")
    from runtime.cli.render import shown_word

    args = " ".join(shown_word(str(a)) for a in record.get("args") or [])
    where = record.get("pinned") or record.get("transport") or ""
    return (
        f"{record.get('time')}  {record.get('consumer')}  {record.get('decision')}  "
        f"{record.get('outcome')}  {what} {args}  [{where}]  rule={record.get('rule')}"
    )
