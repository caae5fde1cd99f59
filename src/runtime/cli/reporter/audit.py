"""Text views of the audit commands: tail, verify and forward."""

from __future__ import annotations

from runtime.result import shown_word
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
        table = aligned(rows, indent="", widest=1 << 20)  # never wrapped: one record, one line
        title = f"{output['file']}: the newest {len(records)} operation(s), oldest first"
        lines = [title, table[0]]
        for record, line in zip(records, table[1:], strict=True):
            lines += [line, *_egress(record)]
    if output["skipped"]:
        torn = " (the last one is torn: a write cut short by a crash)" if output["torn_end"] else ""
        lines.append(f"note: skipped {output['skipped']} unreadable line(s){torn}")
    return "\n".join(lines)


def _row(record: dict[str, Any]) -> tuple[str, ...]:
    """One operation, one row: each field shown escaped, whoever wrote it into the trail; the
    arguments as a line a shell reads back as the same words."""
    what = _field(record.get("binary") or record.get("provider"))
    args = shell_line(record.get("args") or [])
    if record.get("oversized_bytes"):
        args = f"<record of {record['oversized_bytes']} bytes: arguments not shown>"
    where = _field(record.get("pinned") or record.get("transport") or "")
    capability = record.get("capability")
    step = ""
    if isinstance(capability, dict):
        number = capability.get("step")
        number = number + 1 if isinstance(number, int) else number  # people count from 1
        step = f"{_field(capability.get('path'))}#{_field(number)}"
    seq = f"#{record['seq']}" if record.get("seq") is not None else ""
    return (
        seq, _field(record.get("time")), _field(record.get("consumer")),
        _field(record.get("decision")), _field(record.get("outcome")), f"{what} {args}".strip(),
        where, _field(record.get("rule")), step,
    )  # fmt: skip


def _egress(record: dict[str, Any]) -> list[str]:
    """Each connection the step's child tried through the runtime's proxy, one line each;
    `egress unenforced` when nothing could hold the child to its grant."""
    egress = record.get("egress")
    if not isinstance(egress, dict):
        return []
    grant = egress.get("grant") or {}
    lines = ["    egress unenforced (no sandbox)"] if grant.get("status") == "unenforced" else []
    for attempt in egress.get("attempts") or []:
        if "destination" not in attempt:
            shown = f"{attempt.get('not_recorded', 0)} more not recorded"
            lines.append(f"    egress {shown}, {attempt.get('turned_away', 0)} turned away")
            continue
        credential = attempt.get("credential")
        shown_credential = f" credential {_field(credential)}" if credential else ""
        lines.append(  # the destination and method are what the child asked for: escaped
            f"    egress {_field(attempt['decision'])} "
            f"{_field(attempt.get('method') or attempt['kind'])} "
            f"{_field(attempt['destination'])} by {_field(attempt['rule'])}: "
            f"sent {_field(attempt['sent'])}, received {_field(attempt['received'])}"
            f"{shown_credential}"
        )
    return lines


def _field(value: object) -> str:
    return shown_word(str(value))


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
        f"cursor: {out['cursor']['text']}; backlog {out['backlog']}"
    )


def forward_status(result: Result) -> str:
    out = result.output
    return (
        f"collector  {out['collector']['syslog']}\n"
        f"cursor     {out['cursor']['text']}\n"
        f"backlog    {out['backlog']} record(s)"
    )
