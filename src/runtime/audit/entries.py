"""Every audit record's shape, and its writing (DESIGN.md section 8).

A step that runs leaves an intent before its engine starts and an outcome after, under one
id; a step refused before any engine ran leaves one denial. A login or logout and a refusal
at the MCP door leave one record each. The verdict comes first (decision, rule, outcome,
exit code, what ran), then the small fields, the unbounded ones (the command, args, error)
last: `audit tail` reads a record over 256 KiB by its leading fields only. `log` chains and
writes; this module says what is written.
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
        cwd: str  # the working directory the request's relative words are resolved from
        paths: list[str]  # the real paths a files operation touches, as decided
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
        egress: Any
        confinement: Any
        limit: str
        error: str | None

    DetailKey = Literal[
        "files_changed",
        "files_previewed",
        "sandbox",
        "judged_effect",
        "plan",
        "egress",
        "confinement",
        "limit",
    ]

# What an engine's Outcome.detail adds to the outcome record, when it says it. Small ones go
# with the verdict: what the sandbox held a binary to (engines/command.py), the resource limit
# it ended at (engines/limits.py).
_DETAIL_KEYS: tuple[DetailKey, ...] = ("sandbox", "judged_effect", "confinement", "limit")
# unbounded: after the verdict (egress: the step's grant and each connection its child tried)
_DETAIL_LISTS: tuple[DetailKey, ...] = ("files_changed", "files_previewed", "plan", "egress")


def _stamp() -> AuditEntry:
    """When and by whom: the fields every record starts with."""
    stamp: AuditEntry = {"time": log.utc_now(), "consumer": log.consumer()}
    client = log.SESSION.get("client")
    if client is not None:
        stamp["client"] = client
    stamp["executor"] = log.executor()
    return stamp


def _verdict(record: StepRecord) -> AuditEntry:
    """The decision and what it was about: the fields an intent and a denial start with."""
    resolved = record.resolved
    request = resolved.request
    canonical = resolved.canonical
    bound = resolved.bound
    outcome = record.outcome
    return {
        "decision": "allow" if record.decision and record.decision.allowed else "deny",
        "rule": record.decision.rule if record.decision else None,
        "provider": request.provider,
        "operation": bound.operation.name if bound is not None else None,
        "binary": request.binary,
        "effect": (canonical.effect if canonical else None) or (bound.effect if bound else None),
        "transport": (outcome.transport if outcome and outcome.transport else None)
        or resolved.transport
        or None,
    }


def _what(record: StepRecord) -> AuditEntry:
    """Who and what, the fields an intent and a denial share after the verdict (args last)."""
    resolved = record.resolved
    request = resolved.request
    canonical = resolved.canonical
    pinned = resolved.pinned
    bound = resolved.bound
    operation = bound.operation.name if bound is not None else None
    entry: AuditEntry = {
        **_stamp(),
        "identity": record.identity,
        "origin": request.origin,
        "pinned": pinned.path if pinned is not None else None,
    }
    repository = repository_json(resolved.repository)
    if repository is not None:  # the --repo the runtime added to what the step wrote
        entry["repository"] = repository
    if request.capability_path is not None:
        entry["capability"] = _capability(request)
    if resolved.cwd is not None:
        entry["cwd"] = resolved.cwd
    if bound is not None and bound.paths:
        entry["paths"] = list(bound.paths)
    # the command holds the arguments, as unbounded as they are
    entry["command"] = (canonical.command if canonical else None) or _command_words(
        request, operation
    )
    if canonical is not None:  # the command as the binary's table reads it
        entry["canonical"] = canonical.command
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
    entry: AuditEntry = {"id": audit_id, "kind": "intent", **_verdict(record), **_what(record)}
    if dry_run:
        entry["dry_run"] = True
    with log.SignalsHeld():
        log.append(entry)
        record.audit_id = audit_id  # set before a held Ctrl-C can land


def write_outcome(record: StepRecord, audit_id: str | None) -> None:
    """The outcome record sharing the intent's id (AuditUnavailable names what already ran)."""
    entry: AuditEntry = {"id": audit_id, "kind": "outcome", **_result_head(record)}
    entry.update({**_stamp(), "identity": record.identity})
    entry.update(_result_tail(record))
    with log.SignalsHeld():
        try:
            log.append(entry)
        except log.AuditUnavailable as error:
            unrecorded = log.AuditUnavailable(error.path, error.reason, ran=record.status)
            unrecorded.step = record
            raise unrecorded from None


def _result_head(record: StepRecord) -> AuditEntry:
    """How it ended: the fields an outcome starts with (and a denial after its verdict)."""
    outcome = record.outcome
    fields: AuditEntry = {
        "outcome": record.status,
        "exit_code": outcome.exit_code if outcome is not None else exit_codes.DENIED,
        "duration_ms": record.duration_ms,
    }
    detail: dict[str, Any] = outcome.detail if outcome is not None else {}
    # refused by the engine, after the intent
    if record.status == statuses.DENIED and "rule" in detail:
        fields.update({"decision": "deny", "rule": detail["rule"]})
    for key in _DETAIL_KEYS:
        if key in detail:
            fields[key] = detail[key]
    return fields


def _result_tail(record: StepRecord) -> AuditEntry:
    """What it changed and why it failed: unbounded, so last."""
    outcome = record.outcome
    detail: dict[str, Any] = outcome.detail if outcome is not None else {}
    fields: AuditEntry = {}
    for key in _DETAIL_LISTS:
        if key in detail:
            fields[key] = detail[key]
    fields["error"] = record.error_text()
    return fields


def write_denial(record: StepRecord, dry_run: bool, sandbox_name: Callable[[], str]) -> None:
    """A request that was refused before any engine ran: one record, what and why.

    SANDBOX_NAME says whether a binary would have been confined (asked only for a binary
    whose refusal did not say already): judging that is the pipeline's, not the trail's.
    """
    entry: AuditEntry = {"id": log.new_id(), "kind": "denial", **_verdict(record)}
    entry.update(_result_head(record))
    if record.resolved.request.binary is not None and "sandbox" not in entry:
        entry["sandbox"] = sandbox_name()
    what = _what(record)
    args = what.pop("args")
    entry.update(what)
    entry.update(_result_tail(record))
    entry["args"] = args
    if dry_run:
        entry["dry_run"] = True
    with log.SignalsHeld():
        log.append(entry)


def write_session(action: str, provider: str, identity: str | None, ok: bool) -> None:
    """`runtime auth login|logout PROVIDER`: who it left signed in, and whether it worked."""
    entry: AuditEntry = {
        "decision": "allow",
        "rule": "auth",
        "outcome": statuses.OK if ok else statuses.FAILED,
        "exit_code": exit_codes.OK if ok else exit_codes.AUTH,
        "provider": "auth",
        "operation": f"{action} {provider}",
        "binary": None,
        "transport": None,
        **_stamp(),
        "identity": identity,
        "pinned": None,
        "duration_ms": 0,
        "origin": "typed",
        "args": [action, provider],
    }
    log.append(entry)


def write_door_refusal(tool: str, capability_name: str | None, rule: str, exit_code: int) -> None:
    """The MCP door's own denials leave a record too: an assistant probing read-only is seen."""
    entry: AuditEntry = {
        "decision": "deny",
        "rule": rule,
        "outcome": statuses.REFUSED,
        "exit_code": exit_code,
        "tool": tool,
        **_stamp(),
        "identity": None,
        "duration_ms": 0,
        "origin": "mcp",
        "capability_name": capability_name,
        "args": [],
    }
    log.append(entry)
