"""The policy in force: RUNTIME_POLICY_FILE loaded strictly, a broken document stops everything.

There is no fallback: a policy that cannot be read or has a typo must never
silently leave the more permissive compiled defaults in force. `load_policy()` is
how a governed command of either door (CLI, MCP) gets it: a broken config or
policy is a `CommandError` (exit 3) before any step.
"""

from __future__ import annotations

import os

from runtime.errors import InvalidError
from runtime.policy.model import Policy

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.diagnostics import Diagnostic

POLICY_VARIABLE = "RUNTIME_POLICY_FILE"


class PolicyError(Exception):
    def __init__(self, path: str, diagnostics: list[Diagnostic]) -> None:
        super().__init__(f"policy file {path} is invalid")
        self.path = path
        self.diagnostics = diagnostics


class PolicyInvalid(InvalidError):
    code = "policy-invalid"

    def __init__(self, message: str, diagnostics: list[Diagnostic]) -> None:
        super().__init__(message, hint="fix the policy document or unset RUNTIME_POLICY_FILE")
        self.diagnostics = diagnostics


def load_policy() -> Policy:
    """The policy for a governed command; a broken config or policy stops it before any step."""
    if os.environ.get("RUNTIME_CONFIG_FILE"):
        from runtime.home.config import current

        current()  # raises ConfigInvalid (exit 3) now rather than halfway through a workflow

    try:
        return effective_policy()
    except PolicyError as error:
        raise PolicyInvalid(str(error), list(error.diagnostics)) from None


_cache: dict[str, Policy] = {}


def effective_policy() -> Policy:
    """The policy in force for this process (raises PolicyError on a broken document)."""
    path = os.environ.get(POLICY_VARIABLE)
    key = path or ""
    if key not in _cache:
        _cache[key] = read_policy(path) if path else Policy()
    return _cache[key]


def read_policy(path: str) -> Policy:
    """The document at PATH read strictly (policy/document.py parses it)."""
    from runtime.diagnostics import Diagnostic
    from runtime.documents import read_document
    from runtime.policy.document import parse_policy

    try:
        data = read_document(path, 1024 * 1024)
    except OSError as error:
        raise PolicyError(
            path, [Diagnostic("policy-unreadable", f"cannot read policy: {error.strerror}")]
        ) from None
    policy, problems = parse_policy(data, path)
    if any(d.is_error for d in problems):
        raise PolicyError(path, [d.in_file(path) for d in problems])
    return policy
