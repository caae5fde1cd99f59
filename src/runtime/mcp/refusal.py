"""The door's own refusal, which the tools (calls.py), the surface and the server raise.

A leaf of the MCP package: it imports only the exit-code and status tables (and, for
its type, the envelope's shape).
"""

from __future__ import annotations

from runtime import exit_codes, statuses

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.result import Envelope


class Refused(Exception):
    """The door's own refusal: a rule, a message, an exit code."""

    def __init__(self, rule: str, message: str, exit_code: int = exit_codes.DENIED) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.exit_code = exit_code

    def envelope(self, command: str) -> Envelope:
        return {
            "command": command,
            "status": statuses.status_for(self.exit_code),
            "exit_code": self.exit_code,
            "output": None,
            "steps": None,
            "diagnostics": [],
            "error": {"code": statuses.REFUSED, "rule": self.rule, "message": self.message},
        }
