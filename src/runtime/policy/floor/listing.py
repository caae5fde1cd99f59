"""The binary operation tables as rows and text: `runtime command list`, `runtime command
BINARY --help` and the Home's generated specs all print these, so they cannot drift."""

from __future__ import annotations

from runtime.policy import floor

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.policy.floor.model import Table

NO_TABLE_NOTE = "no operation table: every command is exec"
VERB_NOTE = (
    "commands are too many to list: a command is its leading command words, "
    "its effect the most severe verb among them"
)


def binaries() -> tuple[str, ...]:
    return tuple(floor.TABLE_MODULES)


def rows(binary: str) -> list[dict[str, object]]:
    table = floor.table(binary)
    if table is None:
        return []
    return [command.to_json() for command in table.commands]


def note(table: Table) -> str:
    """What the table says beyond its rows (how gcloud, aws, az read a command)."""
    from runtime.policy.floor.gcloud import GcloudTable
    from runtime.policy.floor.verbs import VerbTable

    if isinstance(table, GcloudTable):
        return (
            "a command is a group path of the SDK's own command tree and a verb; "
            "only read verbs (list, describe, get-iam-policy, list-*, describe-*, ...) "
            "pass the floor"
        )
    if isinstance(table, VerbTable):
        return VERB_NOTE
    return "a command the table does not list is exec"


def text(binary: str) -> str:
    table = floor.table(binary)
    if table is None:
        return f"{binary}: {NO_TABLE_NOTE}"
    lines = [f"{binary}: {note(table)}", ""]
    entries = table.commands
    width = max([len(c.path) for c in entries] or [7])
    lines.append(f"  {'command'.ljust(width)}  effect  aliases / marks")
    for command in entries:
        marks = list(command.aliases)
        if command.runs_input_code:
            marks.append("[runs input code]")
        if not command.network:
            marks.append("[no network]")
        if command.covered_by:
            marks.append(f"[covered by rules for {' or '.join(command.covered_by)}]")
        lines.append(
            f"  {command.path.ljust(width)}  {command.effect.ljust(6)}  {', '.join(marks)}"
        )
    return "\n".join(lines).rstrip()


def summary_rows() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for binary in binaries():
        table = floor.table(binary)
        commands = table.commands if table is not None else ()
        effects = sorted({c.effect for c in commands})
        out.append({"binary": binary, "commands": len(commands), "effects": effects})
    return out
