"""Named exit codes (DESIGN.md section 3), pinned by tests and listed in the README."""

from __future__ import annotations

OK = 0
FAILED = 1  # a step or operation failed at run time
USAGE = 2
INVALID = 3  # capability, config or policy is invalid
DENIED = 4  # denied by policy
AUTH = 5  # authentication required or invalid
MISSING_INPUT = 6
PLAN_REFUSED = 7  # a saved plan is stale, expired, edited or not the expected digest
AUDIT = 8  # the audit trail cannot be written: nothing was run
INTERNAL = 70
INTERRUPTED = 130  # SIGINT or SIGTERM; an interrupted step is recorded as `interrupted`
