"""Failures every command may end with, each with its exit code; the CLI renders them.

Raised by the domain (capability, context, home, audit) as well as the CLI, so they live
at the package top, below every layer.
"""

from __future__ import annotations

from runtime import exit_codes


class CommandError(Exception):
    exit_code = exit_codes.FAILED
    code = "failed"

    def __init__(self, message: str, *, code: str | None = None, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        if code is not None:
            self.code = code


class UsageError(CommandError):
    exit_code = exit_codes.USAGE
    code = "usage"


class InvalidError(CommandError):
    exit_code = exit_codes.INVALID
    code = "invalid"


class DeniedError(CommandError):
    exit_code = exit_codes.DENIED
    code = "denied"


class AuthError(CommandError):
    exit_code = exit_codes.AUTH
    code = "auth"


class MissingInputError(CommandError):
    exit_code = exit_codes.MISSING_INPUT
    code = "missing-input"


class AuthFailure(Exception):
    """Missing or rejected credentials: exit 5, naming what to set, never the value."""

    exit_code = exit_codes.AUTH
