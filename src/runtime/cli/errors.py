"""The CLI's view of the package's error hierarchy (runtime.errors): re-exported for its own use."""

from __future__ import annotations

from runtime.errors import (
    AuthError,
    CommandError,
    DeniedError,
    InvalidError,
    MissingInputError,
    UsageError,
)

__all__ = [
    "AuthError",
    "CommandError",
    "DeniedError",
    "InvalidError",
    "MissingInputError",
    "UsageError",
]
