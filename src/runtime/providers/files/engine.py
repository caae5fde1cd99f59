"""The files provider's engine: path decisions for plan, and read/write/append/list/delete/mkdir.

Every path goes through the one guard (`policy.pathguard`): `decide` only resolves and
checks, and leaves the Target it decided on the request (`bound.prepared`);
`execute` opens along that Target's components (`engines.files`; resolving again only for a
request decide did not see), so the policy verdict and the bytes touched are
about the same real path.
Structured edits (`yaml ...`, `terraform ...`, `codeowners ...`) are decided here
(their --dir against the write roots) but executed elsewhere.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.engines.files import (
    TooLarge,
    append_bytes,
    list_directory,
    make_directory,
    read_bytes,
    replace_file,
    unlink_file,
)
from runtime.model import Decision, Outcome
from runtime.policy.pathguard import PathDenied
from runtime.policy.provider_rules import prefix_denial
from runtime.providers.files.targets import resolve_target, subject_path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.model import Auth, Resolved
    from runtime.policy.model import Policy
    from runtime.policy.pathguard import Target
    from runtime.providers.operations import Bound

    Handler = Callable[[Bound, Target], Outcome]

TRANSPORT = "local"
EXIT_FAILED = exit_codes.FAILED
EXIT_DENIED = exit_codes.DENIED


def resolve(resolved: Resolved, policy: Policy, cwd: str) -> None:
    """Nothing to supply: a files request names everything it touches."""


def denial(resolved: Resolved, policy: Policy, cwd: str) -> Decision | None:
    return prefix_denial("files", resolved.request.args, policy)


def governed_denial(words: list[str], policy: Policy, cwd: str, typed: str) -> Decision | None:
    return prefix_denial("files", words, policy, typed)


def decide(bound: Bound, policy: Policy, cwd: str) -> Decision:
    """The path verdict; touches nothing (used by plan and resolve). An allowed Target is
    kept on BOUND for execute, with the policy and directory it was decided under."""
    bound.prepared = None
    bound.paths = ()
    try:
        target = resolve_target(bound, policy, cwd)
    except PathDenied as denied:
        return Decision.deny(denied.rule, denied.message)
    bound.prepared = (policy, cwd, target)
    bound.paths = (target.path,)
    return Decision.allow(target.allow_rule)


def decided_target(bound: Bound, policy: Policy, cwd: str) -> Target:
    """The Target decide found for this request under this policy and directory, else resolved now.

    Not resolved twice: every operation walks from the root's fd along the decided
    components with O_NOFOLLOW, so a component replaced by a link since the decision
    is refused at the open, and an own file linked in under a read name is judged on
    the opened file.
    """
    prepared = bound.prepared
    if prepared is not None and prepared[0] is policy and prepared[1] == cwd:
        target: Target = prepared[2]
        return target
    return resolve_target(bound, policy, cwd)


def execute(
    bound: Bound, policy: Policy, cwd: str, auth: Auth | None = None, dry_run: bool = False
) -> Outcome:
    """A structured edit (previewable: DRY_RUN shows it) or one file operation; no credentials."""
    if bound.operation.previewable:
        from runtime.providers.files import structured

        return structured.execute(bound, policy, cwd, dry_run=dry_run)
    handler = _HANDLERS.get(bound.operation.name)
    if handler is None:
        return _failed(f"files {bound.operation.name}: structured edits are not handled here", "")
    given = subject_path(bound)
    try:
        target = decided_target(bound, policy, cwd)
    except PathDenied as denied:
        return _denied(denied, given)
    try:
        return handler(bound, target)
    except PathDenied as denied:
        return _denied(denied, target.path)
    except FileNotFoundError as error:
        missing = _missing_parent(target)
        if missing is None or bound.operation.name not in ("write", "append", "mkdir"):
            return _failed(os_error_message(error, given), target.path)
        return _failed(_missing_parent_message(bound, given, missing), target.path)
    except OSError as error:
        return _failed(os_error_message(error, given), target.path)


def _missing_parent(target: Target) -> str | None:
    """The outermost missing directory above GIVEN, spelt as the user spelt the path."""
    import os

    missing = None
    parent = os.path.dirname(target.given.rstrip("/"))
    while parent and not os.path.isdir(os.path.join(target.guard.cwd, parent)):
        missing = parent
        above = os.path.dirname(parent)
        if above == parent:
            break
        parent = above
    return missing


def _missing_parent_message(bound: Bound, given: str, missing: str) -> str:
    import os

    verb = bound.operation.name
    fix = (
        f"`runtime files mkdir {given} --parents`"
        if verb == "mkdir"
        else f"`runtime files mkdir {os.path.dirname(given.rstrip('/'))} --parents` first"
    )
    return (
        f"files {verb} {given}: the directory {missing} does not exist and files {verb} "
        f"creates no parent directories; create it with {fix}"
    )


def os_error_message(error: OSError, given: str) -> str:
    """`no such file or directory: ./x/y`: the OS reason, then the path as the user typed it."""
    if isinstance(error, TooLarge):
        return f"{given} is {error.strerror}"
    reason = error.strerror or str(error)
    return f"{reason[:1].lower()}{reason[1:]}: {given}"


def _done(target: Target, output: dict[str, Any], **detail: Any) -> Outcome:
    return Outcome(True, output=output, transport=TRANSPORT, detail={"path": target.path, **detail})


def _failed(message: str, path: str) -> Outcome:
    detail = {"path": path} if path else {}
    return Outcome(False, error=message, exit_code=EXIT_FAILED, transport=TRANSPORT, detail=detail)


def _denied(denied: PathDenied, path: str) -> Outcome:
    # status "denied" is how the pipeline tells a refusal found mid-operation from a failure
    detail = {"path": denied.path or path, "rule": denied.rule, "status": statuses.DENIED}
    return Outcome(
        False, error=denied.message, exit_code=EXIT_DENIED, transport=TRANSPORT, detail=detail
    )


def _joined(bound: Bound) -> bytes:
    # surrogateescape keeps non-UTF-8 bytes from the command line exactly as given
    return " ".join(bound.rest).encode("utf-8", "surrogateescape")


def _read(bound: Bound, target: Target) -> Outcome:
    data = read_bytes(target)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        message = f"{target.given} is not UTF-8 text (invalid byte at offset {error.start})"
        return _failed(message, target.path)
    return _done(target, {"path": target.path, "content": text, "bytes": len(data)})


def _write(bound: Bound, target: Target) -> Outcome:
    written = replace_file(target, _joined(bound))
    return _done(target, {"path": target.path, "bytes": written}, bytes=written)


def _append(bound: Bound, target: Target) -> Outcome:
    data = _joined(bound) + b"\n"
    created = append_bytes(target, data)
    output = {"path": target.path, "bytes": len(data), "created": created}
    return _done(target, output, bytes=len(data))


def _list(bound: Bound, target: Target) -> Outcome:
    entries = [
        {"name": name, "type": kind, "size": size} for name, kind, size in list_directory(target)
    ]
    return _done(target, {"path": target.path, "entries": entries})


def _delete(bound: Bound, target: Target) -> Outcome:
    unlink_file(target)
    return _done(target, {"path": target.path, "deleted": True})


def _mkdir(bound: Bound, target: Target) -> Outcome:
    created = make_directory(target, parents=bound.option("--parents") == "true")
    return _done(target, {"path": target.path, "created": created})


_HANDLERS: dict[str, Handler] = {
    "read": _read,
    "write": _write,
    "append": _append,
    "list": _list,
    "delete": _delete,
    "mkdir": _mkdir,
}
