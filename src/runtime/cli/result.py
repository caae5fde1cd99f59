"""The result of one command: data that the text, JSON and raw reporters render."""

from __future__ import annotations

from runtime.cli import exit_codes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.diagnostics import Diagnostic

FORMAT_VERSION = "1"


class Result:
    __slots__ = (
        "command", "diagnostics", "error", "exit_code", "output", "render_text", "steps",
    )  # fmt: skip

    def __init__(
        self,
        command: str,
        *,
        exit_code: int = exit_codes.OK,
        output: Any = None,
        steps: list[dict[str, Any]] | None = None,
        diagnostics: list[Diagnostic] | None = None,
        error: dict[str, Any] | None = None,
        render_text: Callable[[Result], str] | None = None,
    ) -> None:
        self.command = command
        self.exit_code = exit_code
        self.output = output
        self.steps = steps
        self.diagnostics = diagnostics or []
        self.error = error
        self.render_text = render_text

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
    return Result(command, output={"help": text}, render_text=lambda _: text)
