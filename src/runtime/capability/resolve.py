"""What a command would run, and whether policy allows it, for either door. No side effects.

`resolve_words()` is `runtime resolve WORDS...` and the MCP door's resolve tool: the
same words (`github|files OPERATION ...`, `command run BINARY ...`) read the same way,
the operation and transport (or the pinned binary), the auth provider and the policy
decision with its rule. Nothing runs, nothing is written, nothing is audited.
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.errors import UsageError
from runtime.result import Result, help_result

USAGE = """usage: runtime resolve github|files OPERATION [ARGS...]
       runtime resolve command run BINARY [ARGS...]"""

HELP = f"""{USAGE}

Show what a command would run (the operation and transport, or the pinned binary
path), its auth provider and the policy decision with its rule. Nothing runs,
nothing is written, nothing is audited. Exit 4 when policy would deny it."""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.model import BoundOperation, Decision, Request, Resolved
    from runtime.policy.model import Policy


def resolve_words(words: list[str], cwd: str) -> Result:
    """WORDS (after `resolve`) as the request they name, resolved and decided."""
    if not words or words[0] in ("-h", "--help"):
        return help_result("resolve", HELP)
    return resolve_request(request_for(words), cwd)


def request_for(words: list[str]) -> Request:
    from runtime.model import Request
    from runtime.words import binary_words, refuse_ambiguous_output

    if words[0] in ("github", "files") and len(words) > 1:
        typed = f"resolve {words[0]}"
        refuse_ambiguous_output(words[1:], typed, f"runtime {typed} ... -- --output ...")
        return Request.for_provider(words[0], words[1:])
    if words[:2] == ["command", "run"] and len(words) > 2:
        return Request.for_binary(words[2], binary_words(words[3:]))
    raise UsageError(f"cannot resolve {' '.join(words[:3])!r}", hint=USAGE)


def resolve_request(request: Request, cwd: str) -> Result:
    from runtime.policy.load import load_policy

    policy = load_policy()
    resolved, decision = judge(request, policy, cwd)
    if decision is None:
        assert resolved.error is not None
        hint = "closest: " + "; ".join(resolved.suggestions) if resolved.suggestions else None
        raise UsageError(resolved.error, hint=hint)
    bound = resolved.bound
    pinned = resolved.pinned
    canonical = resolved.canonical
    output: dict[str, Any] = {
        "kind": "binary" if request.binary else "operation",
        "provider": request.provider,
        "operation": bound.operation.name if bound is not None else None,
        "effect": bound.effect if bound is not None else (canonical.effect if canonical else None),
        "canonical": canonical.to_json() if canonical is not None else None,
        "calls": bound.form.target if bound is not None else None,
        "binary": request.binary,
        "pinned": pinned.path if pinned is not None else None,
        "identity": pinned.identity if pinned is not None else None,
        "args": request.args,
        "transport": resolved.transport,
        "auth_provider": _auth_provider(request, bound),
        "context": context_injected(bound),
        "repository": _repository(resolved),
        "decision": decision.to_json(),
        "policy": policy.source,
        "sandbox": _sandbox(policy, resolved.transport),
        "egress": _egress(resolved, policy),
    }
    code = exit_codes.OK if decision.allowed else exit_codes.DENIED
    error = (
        None if decision.allowed else {"code": "denied", "message": decision.message, "hint": None}
    )
    return Result(
        f"resolve {request.target}", kind="resolve", exit_code=code, output=output, error=error
    )


def judge(request: Request, policy: Policy, cwd: str) -> tuple[Resolved, Decision | None]:
    """The pipeline's Resolve and Policy stages for REQUEST: what `resolve` shows and
    `policy test` checks (one path, never a second evaluator). No decision when Resolve
    stopped it (the Resolved carries the error)."""
    from runtime.pipeline import decide, resolve

    resolved = resolve(request, policy, cwd)
    if resolved.error is not None:
        return resolved, None
    return resolved, decide(resolved, policy, cwd)


def _sandbox(policy: Policy, transport: str) -> dict[str, object] | None:
    """Whether the child would be confined (binaries and gh for the cli transport)."""
    if transport not in ("process", "cli"):
        return None
    from runtime.engines import sandbox

    return sandbox.status(policy, probe=False)


def _egress(resolved: Resolved, policy: Policy) -> dict[str, object] | None:
    """What the step's child may reach: a binary's grant, or gh's for the cli transport."""
    judged = resolved.judged
    if judged is not None and judged.egress is not None:
        return judged.egress.to_json()
    if resolved.transport != "cli":
        return None
    from runtime.engines import sandbox
    from runtime.engines.egress.grants import Grant, github_destinations

    enforced = sandbox.availability(policy, probe=False).active
    return Grant("gh", github_destinations(), enforced=enforced).to_json()


def _repository(resolved: Resolved) -> dict[str, str] | None:
    supplied = resolved.repository
    return None if supplied is None else {"value": supplied.repository, "source": supplied.source}


def _auth_provider(request: Request, bound: BoundOperation | None) -> str | None:
    if bound is not None:
        return bound.operation.auth
    from runtime.home.config import command_provider

    return command_provider(request.binary or "")


def context_injected(bound: BoundOperation | None) -> dict[str, str | None]:
    """What the Runtime Context would fill in for arguments the request left out."""
    if bound is None:
        return {}
    names = bound.omitted_context()
    if not names:
        return {}
    from runtime.context.active import resolve as resolve_context

    _, values, _ = resolve_context()
    found = {value.key: value.value for value in values}
    return {name: found.get(name) for name in names}
