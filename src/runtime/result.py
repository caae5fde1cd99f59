"""The result of one command: the data every reporter (text, JSON, raw) renders.

A command returns data and names its kind; `cli/reporter/` decides how each kind
reads as text. A Result without a kind is a bare error: its diagnostics and error
go to stderr in text mode. It sits beside `model.py`, below both doors: the core
(`capability/`) returns Results, the CLI renders them and the MCP door sends their
envelopes.
"""

from __future__ import annotations

from runtime import exit_codes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TypedDict

    from runtime.diagnostics import Diagnostic
    from runtime.errors import CommandError
    from runtime.model import StepHeading, StepJson, StepRecord

    class _EnvelopeFields(TypedDict):
        command: str
        status: str
        exit_code: int
        output: Any
        steps: list[StepJson] | None
        diagnostics: list[dict[str, Any]]
        error: dict[str, Any] | None

    class Envelope(_EnvelopeFields, total=False):
        """One command's JSON (`--output json`; an MCP tool's structured content)."""

        format_version: str  # the CLI's; the MCP door's own answers (_ok, Refused) have none


FORMAT_VERSION = "1"


class Result:
    __slots__ = (
        "command", "diagnostics", "error", "exit_code", "kind", "output", "steps", "text_options",
    )  # fmt: skip

    def __init__(
        self,
        command: str,
        *,
        kind: str | None = None,
        exit_code: int = exit_codes.OK,
        output: Any = None,
        steps: list[StepJson] | None = None,
        diagnostics: list[Diagnostic] | None = None,
        error: dict[str, Any] | None = None,
    ) -> None:
        self.command = command
        self.kind = kind  # a key of cli.reporter.views.VIEWS
        self.exit_code = exit_code
        self.output = output
        self.steps = steps
        self.diagnostics = diagnostics or []
        self.error = error
        # What a text view needs beyond the envelope (never in it): validate's --format.
        self.text_options: dict[str, str] = {}

    @property
    def status(self) -> str:
        from runtime.statuses import status_for  # not at the top: `version` and help ask none

        return status_for(self.exit_code)

    def envelope(self) -> Envelope:
        return {
            "format_version": FORMAT_VERSION,
            "command": self.command,
            "status": self.status,
            "exit_code": self.exit_code,
            "output": self.output,
            "steps": self.steps,
            "diagnostics": [d.to_json() for d in self.diagnostics],
            "error": self.error,
        }


def help_result(command: str, text: str) -> Result:
    return Result(command, kind="help", output={"help": text})


def error_result(command: str, error: CommandError) -> Result:
    payload = {"code": error.code, "message": error.message, "hint": error.hint}
    diagnostics = getattr(error, "diagnostics", None)
    return Result(command, exit_code=error.exit_code, error=payload, diagnostics=diagnostics)


def step_exit_code(record: StepRecord) -> int:
    from runtime.statuses import exit_code_for

    from_capability = record.resolved.request.origin == "capability"
    return exit_code_for(record.status, from_capability)


def shown_word(word: str) -> str:
    """One item, one line: control characters in an argument are shown escaped."""
    from runtime.printable import line

    return line(word)


def step_title(step_json: StepHeading) -> str:
    """`files write n.txt $'m\\n'`: a step as its target and its arguments as a shell reads
    them back (shell-quoted, one line)."""
    target = step_json.get("provider") or f"binary {step_json.get('binary')}"
    from runtime.words import shell_line, shell_word

    args = shell_line(step_json.get("args") or [])
    supplied = step_json.get("repository")
    if supplied:  # what gh is given, though the step did not write it
        args += f" --repo {shell_word(supplied['value'])}"
    return f"{target} {args}".strip()
