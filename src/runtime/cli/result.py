"""The result of one command: the data every reporter (text, JSON, raw) renders.

A command returns data and names its kind; `cli/reporter/` decides how each kind
reads as text. A Result without a kind is a bare error: its diagnostics and error
go to stderr in text mode.
"""

from __future__ import annotations

from runtime import exit_codes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.diagnostics import Diagnostic

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
        steps: list[dict[str, Any]] | None = None,
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
        return exit_codes.status_for(self.exit_code)

    def envelope(self) -> dict[str, Any]:
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
