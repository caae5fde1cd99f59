"""Typed commands through the pipeline, and the pipeline's answer as a Result."""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.errors import UsageError
from runtime.result import Result, step_exit_code

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.main import Invocation
    from runtime.diagnostics import Diagnostic
    from runtime.model import Request


def run_request(invocation: Invocation, request: Request) -> Result:
    from runtime.pipeline import execute
    from runtime.policy.load import load_policy

    invocation.command = request_command(request, None)
    policy = load_policy()
    record = execute(request, policy, invocation.cwd)
    step = record.to_json()
    invocation.command = request_command(request, step["operation"])
    code = step_exit_code(record)
    if record.status == statuses.UNRESOLVED:
        raise UsageError(step["error"] or "", hint="runtime context show lists github.repository")
    if record.status == statuses.INVALID:
        hint = (
            "closest: " + "; ".join(record.resolved.suggestions)
            if record.resolved.suggestions
            else None
        )
        group = _group_help(request)
        if group is not None:
            hint = f"{hint}\n  {group}" if hint else group
        raise UsageError(step["error"] or "invalid arguments", hint=hint)
    error = None
    if code != exit_codes.OK:
        error = {"code": record.status, "message": step["error"], "hint": None}
    detail = record.outcome.detail if record.outcome is not None else {}
    return Result(
        invocation.command,
        kind="operation output",
        exit_code=code,
        output=step["output"],
        steps=None,
        error=error,
        diagnostics=_truncation(detail),
    )


def _truncation(detail: dict[str, Any]) -> list[Diagnostic]:
    """A cut list says so: a warning in the envelope, its line under the text."""
    if not detail.get("truncated"):
        return []
    from runtime.diagnostics import Diagnostic

    return [Diagnostic("truncated", detail["note"], severity="warning")]


def _group_help(request: Request) -> str | None:
    """`runtime github repo`: the words name a group of operations, not one."""
    from runtime.providers import registry

    provider = registry.get(request.target) if request.provider else None
    if provider is None or not request.args or provider.find(request.args) is not None:
        return None
    first = request.args[0]
    if not any(op.words[0] == first and len(op.words) > 1 for op in provider.operations):
        return None
    return f"`runtime {provider.name} {first} --help` lists the {first} operations"


def request_command(request: Request, operation: str | None) -> str:
    """The envelope's `command`: `command run` for a binary, else the provider and operation."""
    if request.binary is not None:
        return "command run"
    if operation is None:  # words that name an operation but fit none of its forms
        from runtime.providers import registry

        provider = registry.get(request.target)
        found = provider.find(request.args) if provider is not None else None
        operation = found.name if found is not None else None
    return f"{request.target} {operation or ''}".strip()
