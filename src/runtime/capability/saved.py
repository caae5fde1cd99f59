"""Saved plans: the reviewed record of what a capability would do and everything it depends on.

A plan document is canonical JSON (sorted keys, no spaces, UTF-8). It records every
component the steps depend on, a digest of each component, and one digest over the
whole document (the `digest` key excluded) that a reviewer can quote. `execute --plan`
rebuilds each component from the world as it is now and refuses, naming every one
that differs.

Both doors plan through here: `plan_for()` takes a capability and its inputs and gives
the document and its digest back (`plan_document()` when the capability is prepared);
the CLI writes it where `--out` says (`write_plan`), the MCP door keeps it in the Home
(`write_own_plan`).
"""

from __future__ import annotations

import os
import time

from runtime.capability.prepare import Prepared, plan_status

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Capability
    from runtime.model import Resolved, StepJson
    from runtime.policy.model import Policy
    from runtime.policy.pathguard import Target

FORMAT = "runtime-plan"
FORMAT_VERSION = 2  # 2: the working directory and each files step's paths
DEFAULT_TTL_SECONDS = 24 * 3600
MAX_TTL_SECONDS = 3650 * 86400  # ten years: a plan's expiry stays a date every platform writes
MAX_PLAN_BYTES = 4 * 1024 * 1024
# The recorded components, in the order a refusal names them.
COMPONENTS = (
    "runtime_version", "capability", "inputs", "context", "working_directory", "policy",
    "config", "binaries", "steps",
)  # fmt: skip
TIME_FORMAT = "%Y-%m-%dT%H:%M:%SZ"


def canonical(data: Any) -> bytes:
    import json

    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def digest_of(data: Any) -> str:
    from runtime.digest import sha256_hex

    return "sha256:" + sha256_hex(canonical(data))


def document_digest(document: dict[str, Any]) -> str:
    return digest_of({key: value for key, value in document.items() if key != "digest"})


class Planned:
    """A plan document, the step records behind it, and the plan command's verdict inputs."""

    __slots__ = ("document", "steps")

    def __init__(self, document: dict[str, Any], steps: list[StepJson]) -> None:
        self.document = document
        self.steps = steps

    @property
    def digest(self) -> str:
        return str(self.document["digest"])


def plan_for(
    named: str,
    values: dict[str, str],
    cwd: str,
    *,
    created: float | None = None,
    ttl_seconds: int = DEFAULT_TTL_SECONDS,
) -> Planned:
    """A capability NAME|PATH and its inputs in, the plan and its digest out (for any door)."""
    from runtime.capability.prepare import prepare

    prepared = prepare(named, values, cwd)
    return plan_document(prepared, named, cwd, created=created, ttl_seconds=ttl_seconds)


def plan_document(
    prepared: Prepared,
    named: str,
    cwd: str,
    *,
    created: float | None = None,
    ttl_seconds: int = DEFAULT_TTL_SECONDS,
) -> Planned:
    """Plan every step (no side effects) and record everything the run would depend on."""
    from runtime import __version__

    start = int(time.time() if created is None else created)
    records, steps, context_keys, pins = _plan_steps(prepared, cwd)
    document: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "runtime_version": __version__,
        "created": _iso(start),
        "expires": _iso(start + ttl_seconds),
        "capability": capability_component(prepared.capability, named, cwd),
        "inputs": dict(sorted(prepared.values.items())),
        "context": context_component(sorted(context_keys)),
        "working_directory": working_directory_component(prepared.policy, cwd),
        "policy": policy_component(prepared.policy),
        "config": config_component(),
        "binaries": [binary_component(name, path) for name, path in sorted(pins.items())],
        "steps": steps,
    }
    document["components"] = {name: digest_of(document[name]) for name in COMPONENTS}
    document["digest"] = document_digest(document)
    return Planned(document, records)


def _plan_steps(
    prepared: Prepared, cwd: str
) -> tuple[list[StepJson], list[dict[str, Any]], set[str], dict[str, str]]:
    from runtime.model import StepRecord
    from runtime.pipeline import decide, resolve

    records: list[StepJson] = []
    steps: list[dict[str, Any]] = []
    context_keys: set[str] = set()
    pins: dict[str, str] = {}
    for step in prepared.capability.steps:
        resolved = resolve(prepared.request(step), prepared.policy, cwd)
        decision = decide(resolved, prepared.policy, cwd) if resolved.error is None else None
        record = StepRecord(resolved, decision)
        record.status = plan_status(record)
        records.append(record.to_json())
        steps.append(_step_component(resolved, record.status, decision))
        if resolved.bound is not None:
            context_keys.update(resolved.bound.omitted_context())
        if resolved.pinned is not None:
            pins[resolved.request.binary or ""] = resolved.pinned.path
            context_keys.update(_binary_context(resolved.pinned.identity))
    return records, steps, context_keys, pins


def _binary_context(identity: str) -> tuple[str, ...]:
    """What a binary reads from the Runtime Context's sources on its own (a kubeconfig,
    gcloud's configuration; its tool profile says which): a plan reviewed against one
    cluster or project must not run against another."""
    from runtime.policy import floor

    return floor.profile(identity).context_keys


def _step_component(resolved: Resolved, status: str, decision: Any) -> dict[str, Any]:
    """The step as it would run: canonical command, effect, and the verdict with its rule."""
    request = resolved.request
    command, effect = _canonical(resolved)
    return {
        "index": request.step_index,
        "provider": request.provider,
        "binary": request.binary,
        "args": list(request.args),
        "operation": resolved.bound.operation.name if resolved.bound is not None else None,
        "command": command,
        "effect": effect,
        "decision": status,
        "rule": decision.rule if decision is not None else None,
        "pinned": resolved.pinned.path if resolved.pinned is not None else None,
        "paths": list(resolved.bound.paths) if resolved.bound is not None else [],
    }


def _canonical(resolved: Resolved) -> tuple[Any, str | None]:
    request = resolved.request
    if resolved.bound is not None:
        supplied = resolved.repository  # the --repo the runtime adds is part of what runs
        extra = ["--repo", supplied.repository] if supplied is not None else []
        return [request.provider, *request.args, *extra], resolved.bound.effect
    # A binary step's canonical command (policy.floor): the binary, then the words its
    # operation table reads the arguments as (`git push +main` is `git push --force main`).
    canonical_form = resolved.canonical
    if canonical_form is None:
        return [request.binary, *request.args], None
    return [request.binary, *canonical_form.words], str(canonical_form.effect)


# --- components, each rebuilt the same way at plan time and at execute time -----------


def capability_component(capability: Capability, named: str, cwd: str) -> dict[str, Any]:
    return {
        "name": named,
        "path": capability.path,
        "source": capability_source(named, cwd, capability.path),
        "digest": capability.digest,
    }


def capability_source(named: str, cwd: str, path: str) -> str:
    """`path` when NAMED was a file; otherwise the source that resolved the name."""
    from runtime.capability.sources import name_to_relative, search_order

    direct = os.path.join(cwd, named)
    if os.path.isfile(direct) or os.path.isfile(direct + ".md"):
        return "path"
    relative = name_to_relative(named)
    for source, directory in search_order():
        if relative is not None and os.path.join(directory, relative) == path:
            return source
    return "path"


def context_component(keys: list[str]) -> dict[str, Any]:
    """The Runtime Context values the steps leave to the context, with where each came from."""
    if not keys:
        return {}
    from runtime.context.active import resolve as resolve_context
    from runtime.errors import CommandError

    try:
        _, values, _ = resolve_context()
    except CommandError as error:
        return {key: {"value": None, "source": None, "error": error.message} for key in keys}
    found = {value.key: value for value in values}
    return {
        key: {"value": found[key].value, "source": found[key].source}
        if key in found
        else {"value": None, "source": None}
        for key in keys
    }


def working_directory_component(policy: Policy, cwd: str) -> dict[str, Any]:
    """Where the steps' relative words land: the real working directory and the real file
    roots (a root `.`, or one reached through a link, resolves elsewhere from elsewhere)."""
    from runtime.policy.pathguard import PathGuard

    return {
        "path": os.path.realpath(cwd),
        "read_roots": list(PathGuard.reading(policy, cwd, "read").roots),
        "write_roots": list(PathGuard.writing(policy, cwd, "write").roots),
    }


def policy_component(policy: Policy) -> dict[str, Any]:
    """The effective policy (after defaults and the floor), not the document's bytes."""
    values = {name: getattr(policy, name) for name in policy.__slots__}
    return {"source": policy.source, "digest": digest_of(values)}


def config_component() -> dict[str, Any]:
    from runtime.home.config_load import ConfigInvalid, effective_config

    try:
        config = effective_config()
    except ConfigInvalid as error:
        return {"path": os.environ.get("RUNTIME_CONFIG_FILE"), "error": error.message}
    return {"path": config.path, "digest": digest_of(config.to_json())}


def binary_component(name: str, path: str) -> dict[str, Any]:
    return {"name": name, "path": path, **_file_identity(path)}


def _file_identity(path: str) -> dict[str, Any]:
    from runtime.digest import sha256_hex
    from runtime.documents import read_document

    real = os.path.realpath(path)
    try:
        data = read_document(real)
    except OSError as error:
        return {"real": real, "digest": None, "error": error.strerror}
    return {"real": real, "digest": "sha256:" + sha256_hex(data)}


def _iso(seconds: int) -> str:
    return time.strftime(TIME_FORMAT, time.gmtime(seconds))


def parse_time(text: str) -> int:
    import calendar

    return calendar.timegm(time.strptime(text, TIME_FORMAT))


# --- the saved file -------------------------------------------------------------------


def plan_target(out: str, cwd: str, policy: Policy) -> Target:
    """Where `plan --out OUT` may write: through the one path guard, as a files write.

    Inside a write root, never one of the runtime's own files, never a directory that
    holds them; the refusal (exit 4) names the rule. A symlink is not followed.
    """
    from runtime.errors import CommandError, DeniedError
    from runtime.policy.pathguard import PathDenied, PathGuard

    guard = PathGuard.writing(policy, cwd, "write", action="capability plan --out")
    try:
        target = guard.resolve(out, follow_final=False)
        if os.path.islink(target.path):
            raise CommandError(f"cannot write the plan to {target.path}: it is a symlink")
        guard.resolve(out)  # a second hard link to an own file is refused as the file itself
    except PathDenied as denied:
        raise DeniedError(denied.message, code="denied") from None
    return target


def write_plan(target: Target, document: dict[str, Any]) -> None:
    """Mode 0600 whatever the umask or an earlier file said; renamed in from the root's fd,
    so nothing on the way is followed."""
    from runtime.engines.files import replace_file
    from runtime.errors import DeniedError
    from runtime.policy.pathguard import PathDenied

    data = plan_bytes(document)
    try:
        replace_file(target, data, mode=0o600)
    except PathDenied as denied:  # a directory on the way swapped for a link meanwhile
        raise DeniedError(denied.message, code="denied") from None


def write_own_plan(path: str, document: dict[str, Any]) -> None:
    """A plan in a directory the runtime made for itself (the MCP door's, in the Home)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    data = memoryview(plan_bytes(document))
    fd = os.open(path, flags, 0o600)
    try:
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def plan_bytes(document: dict[str, Any]) -> bytes:
    """The plan file's bytes; a plan that would hold a secret is refused (exit 2), since it is
    written as it was digested and so cannot be masked."""
    from runtime.audit.sinks import SecretInPlan, plan_bytes

    try:
        return plan_bytes(document, canonical)
    except SecretInPlan as refused:
        from runtime.errors import UsageError

        raise UsageError(
            f"a saved plan never holds a secret, and {refused.where} holds one",
            hint="pass the secret through the environment the step reads it from, or "
            "execute without a saved plan",
        ) from None


def parse_duration(text: str) -> int:
    """`90s`, `30m`, `24h`, `7d` (or plain seconds) as seconds; at least one second."""
    units = {"s": 1, "m": 60, "h": 3600, "d": 86400}
    number, unit = (text[:-1], text[-1]) if text[-1:] in units else (text, "s")
    from runtime.errors import UsageError

    if not (number.isascii() and number.isdigit()) or int(number) < 1:
        raise UsageError(
            f"--expires-in expects a positive duration such as 90s, 30m, 24h or 7d, got {text!r}"
        )
    seconds = int(number) * units[unit]
    if seconds > MAX_TTL_SECONDS:
        raise UsageError(
            f"--expires-in {text} is past the longest a saved plan may live, "
            f"{MAX_TTL_SECONDS // 86400}d (MAX_TTL_SECONDS)"
        )
    return seconds
