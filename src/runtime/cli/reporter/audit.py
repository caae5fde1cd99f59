"""Text views of the audit commands: tail, verify and forward."""

from __future__ import annotations

from runtime.words import shell_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.result import Result


# Each column under its name: the command, where it ran and the rule vary in width.
_TAIL_COLUMNS = (
    "seq", "time", "consumer", "decision", "outcome", "command", "where", "rule",
    "capability#step",
)  # fmt: skip


def tail(result: Result) -> str:
    from runtime.columns import aligned

    output = result.output
    records: list[dict[str, Any]] = output["records"]
    if output["lines"] == 0:
        return ""
    if not records:
        lines = [f"No audit records in {output['file']}."]
    else:
        rows = [_TAIL_COLUMNS, *(_row(record) for record in records)]
        lines = [
            f"{output['file']}: the newest {len(records)} operation(s), oldest first",
            *aligned(rows, indent="", widest=1 << 20),  # never wrapped: one record, one line
        ]
    if output["skipped"]:
        torn = " (the last one is torn: a write cut short by a crash)" if output["torn_end"] else ""
        lines.append(f"note: skipped {output['skipped']} unreadable line(s){torn}")
    return "\n".join(lines)


def _row(record: dict[str, Any]) -> tuple[str, ...]:
    what = record.get("binary") or record.get("provider")
    args = shell_line(record.get("args") or [])
    if record.get("oversized_bytes"):
        args = f"<record of {record['oversized_bytes']} bytes: arguments not shown>"
    where = record.get("pinned") or record.get("transport") or ""
    capability = record.get("capability")
    step = ""
    if isinstance(capability, dict):
        number = capability.get("step")
        number = number + 1 if isinstance(number, int) else number  # people count from 1
        step = f"{capability.get('path')}#{number}"
    seq = f"#{record['seq']}" if record.get("seq") is not None else ""
    return (
        seq, str(record.get("time")), str(record.get("consumer")), str(record.get("decision")),
        str(record.get("outcome")), f"{what} {args}".strip(), where, str(record.get("rule")),
        step,
    )  # fmt: skip


def verify(result: Result) -> str:
    output = result.output
    lines = []
    if output["problem"] is None:
        lines.append(f"✓ {output['file']}: {output['records']} record(s), chain intact")
    else:
        problem = output["problem"]
        lines.append(f"✗ {problem['kind']}: {problem['message']}")
    if output["torn_end"]:
        lines.append("note: the last line is torn (a write cut short by a crash), not tampering")
    if output["torn_lines"]:
        shown = ", ".join(str(n) for n in output["torn_lines"][:10])
        lines.append(f"note: torn line(s) skipped, the chain carries on across them: {shown}")
    if output["unchained"]:
        lines.append(f"note: {output['unchained']} older record(s) precede the chain")
    lines.append(f"checkpoint: {output['checkpoint']}")
    return "\n".join(lines)


def forward(result: Result) -> str:
    """What was sent and where the cursor stands; a failed send reads as its error."""
    out = result.output
    if not out["confirmed"]:
        return str((result.error or {}).get("message"))
    return (
        f"sent {out['sent']} record(s) to {out['collector']['syslog']}; "
        f"cursor at seq {out['cursor']['seq']}, backlog {out['backlog']}"
    )


def forward_status(result: Result) -> str:
    out = result.output
    return (
        f"collector  {out['collector']['syslog']}\n"
        f"cursor     seq {out['cursor']['seq']} (byte {out['cursor']['offset']})\n"
        f"backlog    {out['backlog']} record(s)"
    )
