"""Every audit record's shape, and its writing (DESIGN.md section 8).

A step that runs leaves an intent before its engine starts and an outcome after, under one
id; a step refused before any engine ran leaves one denial. A login or logout and a refusal
at the MCP door leave one record each. The small fields and the verdict come first, the
unbounded ones (args, error) last. `log` chains and writes; this module says what is written.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.audit import log
from runtime.model import repository_json

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Literal, TypedDict

    from runtime.model import Request, StepRecord

    class CapabilityRef(TypedDict, total=False):
        """The capability step a record belongs to (and the saved plan it ran under)."""

        path: str
        digest: str | None
        step: int | None
        plan_digest: str

    class AuditEntry(TypedDict, total=False):
        """One line of the trail; `seq` and `prev` are added by log.append as it chains it."""

        id: str | None
        kind: str  # intent, outcome, denial; a login or a door's refusal has none
        time: str
        consumer: str
        client: str  # the client of a long-lived door (`runtime mcp`), when it named itself
        executor: str
        identity: str | None
        provider: str | None
        operation: str | None
        binary: str | None
        tool: str  # the MCP tool that refused
        capability_name: str | None
        pinned: str | None
        command: str
        effect: str | None
        transport: str | None
        decision: str
        rule: str | None
        origin: str
        repository: dict[str, str]
        canonical: str
        capability: CapabilityRef
        args: list[str]
        dry_run: bool
        outcome: str
        exit_code: int
        duration_ms: int
        files_changed: Any
        files_previewed: Any
        sandbox: str
        judged_effect: str
        plan: Any
        confinement: Any
        limit: str
        error: str | None

    DetailKey = Literal[
        "files_changed",
        "files_previewed",
        "sandbox",
        "judged_effect",
        "plan",
        "confinement",
        "limit",
    ]

# What an engine's Outcome.detail adds to the outcome record, when it says it.
_DETAIL_KEYS: tuple[DetailKey, ...] = (
    "files_changed",
    "files_previewed",
    "sandbox",
    "judged_effect",
    "plan",
    "confinement",  # what the sandbox held a binary to (engines/command.py)
    "limit",  # the resource limit it ended at (engines/limits.py)
)


def _stamp() -> AuditEntry:
    """When and by whom: the fields every record starts with."""
    stamp: AuditEntry = {"time": log.utc_now(), "consumer": log.consumer()}
    client = log.SESSION.get("client")
    if client is not None:
        stamp["client"] = client
    stamp["executor"] = log.executor()
    return stamp


def _what(record: StepRecord) -> AuditEntry:
    """Who and what, the fields an intent and a denial share (small ones first, args last)."""
    resolved = record.resolved
    request = resolved.request
    canonical = resolved.canonical
    pinned = resolved.pinned
    bound = resolved.bound
    operation = bound.operation.name if bound is not None else None
    outcome = record.outcome
    entry: AuditEntry = {
        **_stamp(),
        "identity": record.identity,
        "provider": request.provider,
        "operation": operation,
        "binary": request.binary,
        "pinned": pinned.path if pinned is not None else None,
        "command": (canonical.command if canonical else None) or _command_words(request, operation),
        "effect": (canonical.effect if canonical else None) or (bound.effect if bound else None),
        "transport": (outcome.transport if outcome and outcome.transport else None)
        or resolved.transport
        or None,
        "decision": "allow" if record.decision and record.decision.allowed else "deny",
        "rule": record.decision.rule if record.decision else None,
        "origin": request.origin,
    }
    repository = repository_json(resolved.repository)
    if repository is not None:  # the --repo the runtime added to what the step wrote
        entry["repository"] = repository
    if canonical is not None:  # the command as the binary's table reads it
        entry["canonical"] = canonical.command
    if request.capability_path is not None:
        entry["capability"] = _capability(request)
    entry["args"] = list(request.args)
    return entry


def _capability(request: Request) -> CapabilityRef:
    capability: CapabilityRef = {
        "path": request.capability_path or "",
        "digest": request.capability_digest,
        "step": request.step_index,
    }
    if request.plan_digest is not None:
        capability["plan_digest"] = request.plan_digest
    return capability


def _command_words(request: Request, operation: str | None) -> str:
    if request.binary is not None:
        return " ".join([request.binary, *request.args])
    return f"{request.provider} {operation or ''}".strip()


def write_intent(record: StepRecord, dry_run: bool = False) -> None:
    """Append the intent before the engine starts (sets audit_id); AuditUnavailable: do not run."""
    audit_id = log.new_id()
    entry: AuditEntry = {"id": audit_id, "kind": "intent", **_what(record)}
    if dry_run:
        entry["dry_run"] = True
    with log.SignalsHeld():
        log.append(entry)
        record.audit_id = audit_id  # set before a held Ctrl-C can land


def write_outcome(record: StepRecord, audit_id: str | None) -> None:
    """The outcome record sharing the intent's id (AuditUnavailable names what already ran)."""
    entry: AuditEntry = {"id": audit_id, "kind": "outcome", **_stamp(), "identity": record.identity}
    entry.update(_result_fields(record))
    with log.SignalsHeld():
        try:
            log.append(entry)
        except log.AuditUnavailable as error:
            unrecorded = log.AuditUnavailable(error.path, error.reason, ran=record.status)
            unrecorded.step = record
            raise unrecorded from None


def _result_fields(record: StepRecord) -> AuditEntry:
    outcome = record.outcome
    fields: AuditEntry = {
        "outcome": record.status,
        "exit_code": outcome.exit_code if outcome is not None else exit_codes.DENIED,
        "duration_ms": record.duration_ms,
    }
    detail: dict[str, Any] = outcome.detail if outcome is not None else {}
    for key in _DETAIL_KEYS:
        if key in detail:
            fields[key] = detail[key]
    # refused by the engine, after the intent
    if record.status == statuses.DENIED and "rule" in detail:
        fields.update({"decision": "deny", "rule": detail["rule"]})
    fields["error"] = record.error_text()
    return fields


def write_denial(record: StepRecord, dry_run: bool, sandbox_name: Callable[[], str]) -> None:
    """A request that was refused before any engine ran: one record, what and why.

    SANDBOX_NAME says whether a binary would have been confined (asked only for a binary
    whose refusal did not say already): judging that is the pipeline's, not the trail's.
    """
    entry: AuditEntry = {"id": log.new_id(), "kind": "denial", **_what(record)}
    args = entry.pop("args")
    entry.update(_result_fields(record))
    if record.resolved.request.binary is not None and "sandbox" not in entry:
        entry["sandbox"] = sandbox_name()
    entry["args"] = args
    if dry_run:
        entry["dry_run"] = True
    with log.SignalsHeld():
        log.append(entry)


def write_session(action: str, provider: str, identity: str | None, ok: bool) -> None:
    """`runtime auth login|logout PROVIDER`: who it left signed in, and whether it worked."""
    entry: AuditEntry = {
        **_stamp(),
        "identity": identity,
        "provider": "auth",
        "operation": f"{action} {provider}",
        "binary": None,
        "pinned": None,
        "args": [action, provider],
        "transport": None,
        "decision": "allow",
        "rule": "auth",
        "outcome": statuses.OK if ok else statuses.FAILED,
        "exit_code": exit_codes.OK if ok else exit_codes.AUTH,
        "duration_ms": 0,
        "origin": "typed",
    }
    log.append(entry)


def write_door_refusal(tool: str, capability_name: str | None, rule: str, exit_code: int) -> None:
    """The MCP door's own denials leave a record too: an assistant probing read-only is seen."""
    entry: AuditEntry = {
        **_stamp(),
        "identity": None,
        "tool": tool,
        "capability_name": capability_name,
        "args": [],
        "decision": "deny",
        "rule": rule,
        "outcome": statuses.REFUSED,
        "exit_code": exit_code,
        "duration_ms": 0,
        "origin": "mcp",
    }
    log.append(entry)
