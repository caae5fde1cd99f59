"""execute --plan: read a saved plan and name every recorded component that no longer holds."""

from __future__ import annotations

import os
import time

from runtime import exit_codes
from runtime.capability import saved
from runtime.errors import CommandError, InvalidError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Capability
    from runtime.capability.prepare import Prepared
    from runtime.policy.model import Policy
    from runtime.result import Result


class PlanRefused(CommandError):
    """A saved plan that may not run: stale, expired, edited, or not the expected digest."""

    exit_code = exit_codes.PLAN_REFUSED
    code = "plan-stale"


class Change:
    __slots__ = ("component", "current", "detail", "recorded")

    def __init__(
        self, component: str, detail: str, recorded: Any = None, current: Any = None
    ) -> None:
        self.component = component
        self.detail = detail
        self.recorded = recorded
        self.current = current

    def to_json(self) -> dict[str, Any]:
        return {
            "component": self.component,
            "detail": self.detail,
            "recorded": self.recorded,
            "current": self.current,
        }

    def render(self) -> str:
        return f"{self.component} ({self.detail})"


def read_plan(path: str) -> dict[str, Any]:
    import json

    from runtime.documents import read_document

    try:
        data = read_document(path, saved.MAX_PLAN_BYTES)
    except OSError as error:
        message = f"cannot read plan {path}: {error.strerror}"
        raise InvalidError(message, code="plan-unreadable") from None
    try:
        document = json.loads(data)
    except ValueError:
        raise InvalidError(f"{path} is not a plan: not JSON", code="plan-invalid") from None
    if not isinstance(document, dict) or document.get("format") != saved.FORMAT:
        raise InvalidError(f"{path} is not a runtime plan", code="plan-invalid")
    if document.get("format_version") != saved.FORMAT_VERSION:
        raise InvalidError(
            f"{path} is plan format {document.get('format_version')!r}; this runtime reads "
            f"{saved.FORMAT_VERSION}",
            code="plan-invalid",
            hint="plan again with this runtime",
        )
    misshapen = [
        key
        for key, kind in SHAPES.items()
        if not isinstance(document.get(key), kind)
        or (kind is list and not all(isinstance(item, dict) for item in document[key]))
    ]
    if misshapen:
        raise InvalidError(
            f"{path} is not a complete plan: {', '.join(misshapen)} missing or malformed",
            code="plan-invalid",
        )
    return document


# What each recorded key must be before any of it is compared.
SHAPES: dict[str, type] = {
    "runtime_version": str,
    "created": str,
    "expires": str,
    "capability": dict,
    "inputs": dict,
    "context": dict,
    "working_directory": dict,
    "policy": dict,
    "config": dict,
    "binaries": list,
    "steps": list,
    "components": dict,
    "digest": str,
}


class Recheck:
    """Every recorded component rebuilt from the world as it is now."""

    def __init__(self, document: dict[str, Any], cwd: str) -> None:
        self.document = document
        self.cwd = cwd
        self.changes: list[Change] = []
        self.prepared: Prepared | None = None

    def run(self) -> list[Change]:
        self._integrity()
        self._expiry()
        policy = self._policy()
        capability = self._capability(policy)
        self._config()
        self._context()
        if policy is not None:
            self._working_directory(policy)
            self._binaries(policy)
        if policy is not None and capability is not None:
            self._steps(policy, capability)
        return self.changes

    def _changed(
        self, component: str, detail: str, recorded: Any = None, current: Any = None
    ) -> None:
        self.changes.append(Change(component, detail, recorded, current))

    def _integrity(self) -> None:
        document = self.document
        recorded = document["digest"]
        actual = saved.document_digest(document)
        if actual != recorded:
            self._changed(
                "plan file",
                "edited after it was made: its digest no longer matches",
                recorded,
                actual,
            )
        components = document["components"] if isinstance(document["components"], dict) else {}
        for name in saved.COMPONENTS:
            if components.get(name) != saved.digest_of(document[name]):
                self._changed(name, "edited in the plan file after it was made")
        from runtime import __version__

        if document["runtime_version"] != __version__:
            self._changed(
                "runtime version",
                "the runtime is another version",
                document["runtime_version"],
                __version__,
            )

    def _expiry(self) -> None:
        expires = self.document.get("expires")
        try:
            deadline = saved.parse_time(str(expires))
        except ValueError:
            self._changed("expiry", "the plan's expiry is unreadable", expires)
            return
        if time.time() > deadline:
            self._changed(
                "expiry", f"the plan expired at {expires}", expires, saved._iso(int(time.time()))
            )

    def _policy(self) -> Policy | None:
        from runtime.policy.load import PolicyInvalid, load_policy

        recorded = self.document["policy"]
        try:
            policy = load_policy()
        except PolicyInvalid as error:
            self._changed("policy", f"the policy is now invalid: {error.message}", recorded)
            return None
        except CommandError as error:  # a broken config stops the policy load too
            self._changed("config", f"the configuration is now invalid: {error.message}")
            return None
        current = saved.policy_component(policy)
        if current != recorded:
            self._changed("policy", _policy_detail(recorded, current), recorded, current)
        return policy

    def _capability(self, policy: Policy | None) -> Capability | None:
        from runtime.capability.compiler import BinaryRules, compile_bytes

        recorded = self.document["capability"]
        path = str(recorded.get("path"))
        if recorded.get("source") != "path":
            self._resolution(str(recorded.get("name")), path)
        from runtime.documents import read_document

        try:
            data = read_document(path, 1024 * 1024)
        except OSError as error:
            self._changed("capability", f"{path} cannot be read: {error.strerror}", recorded)
            return None
        rules = BinaryRules(policy.allowed_binaries, policy.denied_binaries) if policy else None
        compiled = compile_bytes(data, path, rules)
        if compiled.digest != recorded.get("digest"):
            self._changed(
                "capability",
                f"{path} changed since the plan was made",
                recorded.get("digest"),
                compiled.digest,
            )
        if compiled.capability is None or not compiled.ok:
            return None
        return compiled.capability

    def _resolution(self, name: str, path: str) -> None:
        from runtime.capability.sources import find_by_name

        try:
            now = find_by_name(name)
        except CommandError as error:  # a configuration that no longer loads
            self._changed("capability", f"the name {name} cannot be resolved: {error.message}")
            return
        if now != path:
            self._changed(
                "capability", f"the name {name} now resolves to {now or 'nothing'}", path, now
            )

    def _config(self) -> None:
        recorded = self.document["config"]
        current = saved.config_component()
        if current != recorded:
            self._changed("config", _config_detail(recorded, current), recorded, current)

    def _context(self) -> None:
        recorded = self.document["context"]
        if not isinstance(recorded, dict):
            return
        current = saved.context_component(sorted(recorded))
        for key in sorted(recorded):
            if current.get(key) != recorded[key]:
                was, now = recorded[key] or {}, current.get(key) or {}
                self._changed(f"context {key}", f"{_shown(was)} is now {_shown(now)}", was, now)

    def _working_directory(self, policy: Policy) -> None:
        recorded = self.document["working_directory"]
        current = saved.working_directory_component(policy, self.cwd)
        if current != recorded:
            detail = _directory_detail(recorded, current)
            self._changed("working directory", detail, recorded, current)

    def _binaries(self, policy: Policy) -> None:
        from runtime.engines import pinning

        for entry in self.document["binaries"]:
            name = str(entry.get("name"))
            try:
                pinned = pinning.pin(name, policy)
            except (pinning.BinaryNotFound, pinning.BinaryDenied) as error:
                self._changed(f"binary {name}", f"no longer pinned: {error}", entry)
                continue
            current = saved.binary_component(name, pinned.path)
            if current != entry:
                self._changed(f"binary {name}", _binary_detail(entry, current), entry, current)

    def _steps(self, policy: Policy, capability: Capability) -> None:
        from runtime.capability.prepare import Prepared, refuse_unknown_inputs, require_inputs

        inputs = self.document["inputs"]
        values = {str(k): str(v) for k, v in inputs.items()} if isinstance(inputs, dict) else {}
        try:
            refuse_unknown_inputs(capability, values)
            require_inputs(capability, values)
        except CommandError as error:
            self._changed("inputs", f"the capability no longer takes them: {error.message}")
            return
        prepared = Prepared(policy, capability, values)
        fresh = saved.plan_document(prepared, str(self.document["capability"]["name"]), self.cwd)
        recorded, current = self.document["steps"], fresh.document["steps"]
        if recorded != current:
            self._changed("steps", _steps_detail(recorded, current), recorded, current)
        self.prepared = prepared


def _shown(entry: dict[str, Any]) -> str:
    return f"{entry.get('value') or '(not set)'} from {entry.get('source') or 'nowhere'}"


def _policy_detail(recorded: dict[str, Any], current: dict[str, Any]) -> str:
    if recorded.get("source") != current.get("source"):
        return f"the policy is now {current.get('source')}, not {recorded.get('source')}"
    return f"the effective policy from {current.get('source')} changed"


def _config_detail(recorded: dict[str, Any], current: dict[str, Any]) -> str:
    if "error" in current:
        return f"the configuration is now invalid: {current['error']}"
    if recorded.get("path") != current.get("path"):
        return f"the config file is now {current.get('path')}, not {recorded.get('path')}"
    return f"the effective configuration from {current.get('path') or 'defaults'} changed"


def _directory_detail(recorded: dict[str, Any], current: dict[str, Any]) -> str:
    if recorded.get("path") != current.get("path"):
        return (
            f"the plan was made in {recorded.get('path')}, execute runs in {current.get('path')}: "
            "its relative paths would name other files"
        )
    shown = "; ".join(
        f"file_policy.{key} resolve to {current.get(key)}, not {recorded.get(key)}"
        for key in ("read_roots", "write_roots")
        if recorded.get(key) != current.get(key)
    )
    return shown or "the recorded working directory is malformed"


def _binary_detail(recorded: dict[str, Any], current: dict[str, Any]) -> str:
    if recorded.get("path") != current.get("path"):
        return f"now pinned at {current.get('path')}, not {recorded.get('path')}"
    if recorded.get("real") != current.get("real"):
        return f"{current.get('path')} now resolves to {current.get('real')}"
    return f"{current.get('path')} was replaced (content digest differs)"


def _steps_detail(recorded: list[Any], current: list[Any]) -> str:
    if not isinstance(recorded, list) or len(recorded) != len(current):
        return "the steps as they would run differ in number"
    pairs = zip(recorded, current, strict=True)
    differing = [str(i) for i, (a, b) in enumerate(pairs, start=1) if a != b]  # as people count
    return f"step(s) {', '.join(differing)} would run differently"


class PlanStale(PlanRefused):
    """The refusal naming every changed component; its Result lists recorded and current."""

    def __init__(self, path: str, changes: list[Change]) -> None:
        from runtime.diagnostics import Diagnostic

        named = "; ".join(change.render() for change in changes)
        super().__init__(
            f"plan {path} is stale: {len(changes)} component(s) changed: {named}",
            hint="review and save a new plan: runtime capability plan ... --out FILE",
        )
        self.path = path
        self.changes = changes
        # One diagnostic per change, so a pipeline reading JSON gets the list.
        self.diagnostics = [
            Diagnostic("plan-changed", change.detail, path=change.component, file=path)
            for change in changes
        ]

    def result(self, command: str) -> Result:
        from runtime.result import Result

        return Result(
            command,
            exit_code=self.exit_code,
            output={"plan": self.path, "changes": [change.to_json() for change in self.changes]},
            diagnostics=self.diagnostics,
            error={"code": self.code, "message": self.message, "hint": self.hint},
        )


def same_capability(named: str, cwd: str, document: dict[str, Any]) -> bool:
    from runtime.capability.sources import find_one

    path = find_one(named, cwd)
    recorded = str(document["capability"].get("path"))
    return path is not None and os.path.realpath(path) == os.path.realpath(recorded)
