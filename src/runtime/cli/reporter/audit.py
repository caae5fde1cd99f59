"""Text views of the audit commands: tail, verify and forward."""

from __future__ import annotations

from runtime.result import shown_word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.result import Result


def tail(result: Result) -> str:
    output = result.output
    records: list[dict[str, Any]] = output["records"]
    if output["lines"] == 0:
        return ""
    if not records:
        lines = [f"No audit records in {output['file']}."]
    else:
        lines = [
            f"{output['file']}: the newest {len(records)} operation(s), oldest first",
            "seq  time  consumer  decision  outcome  command  [pinned path or transport]  rule"
            "  capability#step",
            *(line for record in records for line in [_line(record), *_egress(record)]),
        ]
    if output["skipped"]:
        torn = " (the last one is torn: a write cut short by a crash)" if output["torn_end"] else ""
        lines.append(f"note: skipped {output['skipped']} unreadable line(s){torn}")
    return "\n".join(lines)


def _line(record: dict[str, Any]) -> str:
    """One operation, one line: each field shown escaped, whoever wrote it into the trail."""
    what = _field(record.get("binary") or record.get("provider"))
    args = " ".join(shown_word(str(a)) for a in record.get("args") or [])
    if record.get("oversized_bytes"):
        args = f"<record of {record['oversized_bytes']} bytes: arguments not shown>"
    where = _field(record.get("pinned") or record.get("transport") or "")
    line = (
        f"{_field(record.get('time'))}  {_field(record.get('consumer'))}  "
        f"{_field(record.get('decision'))}  {_field(record.get('outcome'))}  {what} {args}  "
        f"[{where}]  rule={_field(record.get('rule'))}"
    )
    capability = record.get("capability")
    if isinstance(capability, dict):
        step = capability.get("step")
        number = step + 1 if isinstance(step, int) else step  # people count steps from 1
        line += f"  capability={_field(capability.get('path'))}#{_field(number)}"
    if record.get("seq") is not None:
        line = f"#{record['seq']}  " + line
    return line


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
