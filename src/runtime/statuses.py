"""Every status a step, a record or an envelope says, and the exit code each ends a run with.

A leaf beside exit_codes (DESIGN.md section 3, item 6): the pipeline, the engines, the
reporters and the audit trail compare and assign these names, never the strings.
"""

from __future__ import annotations

from runtime import exit_codes

# A step's status (StepRecord.status, the JSON step's "status", the outcome record's "outcome").
PLANNED = "planned"  # resolved and decided, not run (the StepRecord's first status)
ALLOWED = "allowed"  # a planned step policy allows
OK = "ok"
FAILED = "failed"
DENIED = "denied"
INVALID = "invalid"  # the words fit no form of the operation
UNRESOLVED = "unresolved"  # a value the runtime should supply could not be found
AUTH = "auth"  # credentials missing or rejected
INTERRUPTED = "interrupted"  # SIGINT or SIGTERM
NOT_RUN = "not-run"  # a capability step after the one that stopped the run
AUDIT_UNAVAILABLE = "audit-unavailable"  # the trail could not be written
REFUSED = "refused"  # the MCP door's own refusal (its record's outcome)

# The envelope's five statuses (a Result's status: one word for the whole command).
ERROR = "error"

# The exit code a run ends with when a step ends in STATUS; any other status: FAILED.
EXIT_CODE_BY_STATUS = {
    OK: exit_codes.OK,
    DENIED: exit_codes.DENIED,
    INVALID: exit_codes.INVALID,  # in a capability: the substituted inputs made a bad step
    UNRESOLVED: exit_codes.USAGE,  # the runtime could not supply a value: the caller must
    AUTH: exit_codes.AUTH,
    INTERRUPTED: exit_codes.INTERRUPTED,
}

# The envelope's status for each exit code; any other code: FAILED.
STATUS_BY_CODE = {
    exit_codes.OK: OK,
    exit_codes.FAILED: FAILED,
    exit_codes.USAGE: ERROR,
    exit_codes.INVALID: INVALID,
    exit_codes.DENIED: DENIED,
    exit_codes.AUTH: ERROR,
    exit_codes.MISSING_INPUT: INVALID,
    exit_codes.PLAN_REFUSED: INVALID,  # five envelope statuses; error.code says plan-stale
    exit_codes.AUDIT: ERROR,
    exit_codes.INTERNAL: ERROR,
    exit_codes.INTERRUPTED: ERROR,
}


def exit_code_for(status: str, from_capability: bool) -> int:
    """The exit code for a step that ended in STATUS (a typed one or a capability's)."""
    if status == INVALID and not from_capability:
        return exit_codes.USAGE  # typed words that fit no form are a usage error
    return EXIT_CODE_BY_STATUS.get(status, exit_codes.FAILED)


def status_for(code: int) -> str:
    """The envelope's status for a command that exits with CODE."""
    return STATUS_BY_CODE.get(code, FAILED)
