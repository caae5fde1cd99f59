"""The one table of statuses and exit codes says what DESIGN.md section 3 (item 6) says."""

from __future__ import annotations

import pytest

from runtime import exit_codes, statuses


@pytest.mark.parametrize(
    ("status", "from_capability", "code"),
    [
        (statuses.OK, True, 0),
        (statuses.FAILED, True, 1),
        (statuses.INVALID, True, 3),  # a capability's substituted inputs made a bad step
        (statuses.INVALID, False, 2),  # typed words that fit no form: a usage error
        (statuses.UNRESOLVED, True, 2),
        (statuses.DENIED, False, 4),
        (statuses.AUTH, False, 5),
        (statuses.INTERRUPTED, False, 130),
        (statuses.AUDIT_UNAVAILABLE, False, 1),  # the run loop says 8 itself, never this map
    ],
)
def test_a_step_status_ends_the_run_with_its_exit_code(
    status: str, from_capability: bool, code: int
) -> None:
    assert statuses.exit_code_for(status, from_capability) == code


def test_the_envelope_keeps_five_statuses() -> None:
    named = {v for k, v in vars(exit_codes).items() if k.isupper() and isinstance(v, int)}
    assert set(statuses.STATUS_BY_CODE) == named
    assert set(statuses.STATUS_BY_CODE.values()) == {"ok", "failed", "error", "invalid", "denied"}
    assert statuses.status_for(exit_codes.MISSING_INPUT) == "invalid"
    assert statuses.status_for(42) == "failed"  # a child's own code passed on
