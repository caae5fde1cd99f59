"""The CLI's view of the named exit codes (runtime.exit_codes): re-exported for its own use."""

from __future__ import annotations

from runtime.exit_codes import (
    AUDIT,
    AUTH,
    DENIED,
    FAILED,
    INTERNAL,
    INTERRUPTED,
    INVALID,
    MISSING_INPUT,
    OK,
    PLAN_REFUSED,
    STATUS_BY_CODE,
    USAGE,
    status_for,
)

__all__ = [
    "AUDIT",
    "AUTH",
    "DENIED",
    "FAILED",
    "INTERNAL",
    "INTERRUPTED",
    "INVALID",
    "MISSING_INPUT",
    "OK",
    "PLAN_REFUSED",
    "STATUS_BY_CODE",
    "USAGE",
    "status_for",
]
