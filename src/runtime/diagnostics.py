"""Diagnostics are data: collected whole, then rendered by a reporter.

Plain slotted classes rather than dataclasses: importing dataclasses costs more
than the whole of `runtime version` may spend (see bench/).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class Diagnostic:
    __slots__ = ("code", "column", "file", "hint", "line", "message", "path", "severity")

    def __init__(
        self,
        code: str,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        path: str | None = None,
        file: str | None = None,
        severity: str = "error",
        hint: str | None = None,
    ) -> None:
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.path = path
        self.file = file
        self.severity = severity
        self.hint = hint

    def __repr__(self) -> str:
        return f"Diagnostic({self.code!r}, {self.message!r}, line={self.line})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Diagnostic) and self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash((self.code, self.message, self.line, self.column, self.file))

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def in_file(self, file: str) -> Diagnostic:
        self.file = file
        return self

    def to_json(self) -> dict[str, Any]:
        return {
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "path": self.path,
            "hint": self.hint,
        }

    def render(self) -> str:
        where = self.file or ""
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        head = f"{where}: " if where else ""
        text = f"{head}{self.severity}: {self.message} [{self.code}]"
        if self.hint:
            text += f"\n    hint: {self.hint}"
        return text


def has_errors(diagnostics: list[Diagnostic]) -> bool:
    return any(d.severity == "error" for d in diagnostics)
