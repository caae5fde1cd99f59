"""The policy in force: RUNTIME_POLICY_FILE loaded strictly, a broken document stops everything.

There is no fallback: a policy that cannot be read or has a typo must never
silently leave the more permissive compiled defaults in force.
"""

from __future__ import annotations

import os

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


_cache: dict[str, Policy] = {}


def effective_policy() -> Policy:
    """The policy in force for this process (raises PolicyError on a broken document)."""
    path = os.environ.get(POLICY_VARIABLE)
    key = path or ""
    if key not in _cache:
        _cache[key] = load_policy(path) if path else Policy()
    return _cache[key]


def load_policy(path: str) -> Policy:
    """The document at PATH read strictly (policy/document.py parses it)."""
    from runtime.diagnostics import Diagnostic
    from runtime.policy.document import parse_policy

    try:
        with open(path, "rb") as handle:
            data = handle.read(1024 * 1024 + 1)
    except OSError as error:
        raise PolicyError(
            path, [Diagnostic("policy-unreadable", f"cannot read policy: {error.strerror}")]
        ) from None
    policy, problems = parse_policy(data, path)
    if any(d.is_error for d in problems):
        raise PolicyError(path, [d.in_file(path) for d in problems])
    return policy
