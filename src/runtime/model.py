"""The values that travel through the pipeline: a leaf that imports nothing of the package.

A Request becomes a Resolved (Resolve), earns a Decision (Policy), an Auth (Auth) and an
Outcome (Engine); the StepRecord carries all of them into the JSON step and the audit trail.
"""

from __future__ import annotations

import time

from runtime import exit_codes, statuses

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol, TypedDict

    # A leaf names no module of the package, even for types (tests/test_layers.py): what
    # travels on a Resolved is read structurally, as the doors and the core read it; the
    # engine that made a value narrows it back to its own class (registry.bound_of,
    # binary_engine.judged_of).
    class SuppliedRepository(Protocol):
        """The repository the runtime supplied and where it came from (github's Supplied)."""

        repository: str
        source: str

    class StepHeading(TypedDict):
        """What a step's one-line title is made of (result.step_title)."""

        provider: str | None
        binary: str | None
        args: list[str]
        repository: dict[str, str] | None

    class _StepFields(StepHeading):
        index: int | None
        number: int | None
        operation: str | None
        transport: str | None
        pinned: str | None
        canonical: dict[str, Any] | None
        decision: dict[str, Any] | None
        status: str
        exit_code: int | None
        output: Any
        error: str | None
        duration_ms: int
        truncated: bool

    class StepJson(_StepFields, total=False):
        """A step in the JSON envelope (`steps`), a plan file and the MCP door's answers."""

        plan_digest: str  # the saved plan the step ran under
        egress: dict[str, Any]  # a binary step's egress grant (engines/egress/grants.py)
        context: dict[str, str | None]  # a plan's: the context values the step leaves to it
        ran: bool  # with status audit-unavailable: whether the step ran before the trail failed

    class BoundOperation(Protocol):
        """A provider request bound to its operation's form (providers.operations.Bound)."""

        @property
        def operation(self) -> OperationFacts: ...
        @property
        def form(self) -> FormFacts: ...
        @property
        def transport(self) -> str: ...
        @property
        def effect(self) -> str: ...
        @property
        def paths(self) -> tuple[str, ...]: ...
        def omitted_context(self) -> list[str]: ...

    class OperationFacts(Protocol):
        """providers.operations.Operation, as the core reads it."""

        @property
        def name(self) -> str: ...
        @property
        def auth(self) -> str | None: ...
        @property
        def previewable(self) -> bool: ...

    class FormFacts(Protocol):
        """providers.operations.Form, as the core reads it."""

        @property
        def target(self) -> str: ...

    class PinnedBinary(Protocol):
        """A binary pinned in the trusted search path (engines.pinning.Pinned)."""

        @property
        def path(self) -> str: ...
        @property
        def real(self) -> str: ...
        @property
        def identity(self) -> str: ...

    class CanonicalForm(Protocol):
        """A binary's arguments read through its table (policy.floor.model.CanonicalCommand)."""

        @property
        def command(self) -> str: ...
        @property
        def effect(self) -> str: ...
        @property
        def words(self) -> tuple[str, ...]: ...
        def to_json(self) -> dict[str, object]: ...
        def to_step_json(self) -> dict[str, object]: ...

    class EgressFacts(Protocol):
        """A step's egress grant (engines/egress/grants.Grant)."""

        def to_json(self) -> dict[str, object]: ...

    class JudgedBinary(Protocol):
        """What deciding a binary found, for execution to run (binary_engine.Judged)."""

        @property
        def pinned(self) -> PinnedBinary | None: ...
        @property
        def canonical(self) -> CanonicalForm: ...
        @property
        def egress(self) -> EgressFacts | None: ...


class Request:
    __slots__ = (
        "args", "binary", "capability_digest", "capability_path", "origin", "plan_digest",
        "provider", "step_index",
    )  # fmt: skip

    def __init__(
        self,
        *,
        args: list[str],
        provider: str | None = None,
        binary: str | None = None,
        origin: str = "typed",
    ) -> None:
        self.provider = provider
        self.binary = binary
        self.args = args
        self.origin = origin
        self.capability_path: str | None = None
        self.capability_digest: str | None = None
        self.step_index: int | None = None
        self.plan_digest: str | None = None  # the saved plan this step runs under, if any

    @classmethod
    def for_provider(cls, provider: str, args: list[str], origin: str = "typed") -> Request:
        return cls(provider=provider, args=args, origin=origin)

    @classmethod
    def for_binary(cls, binary: str, args: list[str], origin: str = "typed") -> Request:
        return cls(binary=binary, args=args, origin=origin)

    @property
    def target(self) -> str:
        return self.provider if self.provider is not None else (self.binary or "")


class Decision:
    """A policy verdict and the rule that made it."""

    __slots__ = ("allowed", "deferred", "message", "rule")

    def __init__(
        self,
        allowed: bool,
        rule: str,
        message: str = "",
        deferred: tuple[str, ...] = (),
    ) -> None:
        self.allowed = allowed
        self.rule = rule
        self.message = message
        self.deferred = deferred

    @classmethod
    def allow(cls, rule: str, deferred: tuple[str, ...] = ()) -> Decision:
        return cls(True, rule, "", deferred)

    @classmethod
    def deny(cls, rule: str, message: str) -> Decision:
        return cls(False, rule, message)

    def to_json(self) -> dict[str, Any]:
        return {
            "allowed": self.allowed,
            "rule": self.rule,
            "message": self.message or None,
            "deferred": list(self.deferred),
        }


class Outcome:
    """What an engine did: the payload, the exit code, and what it touched."""

    __slots__ = ("detail", "error", "exit_code", "identity", "ok", "output", "transport")

    def __init__(
        self,
        ok: bool,
        *,
        output: Any = None,
        error: str | None = None,
        exit_code: int = exit_codes.OK,
        transport: str = "",
        detail: dict[str, Any] | None = None,
    ) -> None:
        self.ok = ok
        self.output = output
        self.error = error
        self.exit_code = exit_code
        self.transport = transport
        self.detail = detail or {}
        self.identity: str | None = None  # who acted, when the engine learned it along the way


class Clock:
    __slots__ = ("start",)

    def __init__(self) -> None:
        self.start = time.monotonic()

    def ms(self) -> int:
        return int((time.monotonic() - self.start) * 1000)


class Resolved:
    """A request after Resolve: the operation it names or the binary it would run."""

    __slots__ = (
        "bound", "cwd", "error", "error_status", "judged", "repository", "request",
        "suggestions", "transport",
    )  # fmt: skip

    def __init__(self, request: Request, cwd: str | None = None) -> None:
        self.request = request
        self.cwd = cwd  # the working directory its relative words are resolved from
        self.bound: BoundOperation | None = None  # a provider request's operation and form
        self.judged: JudgedBinary | None = None  # a binary's, once decided
        self.transport = ""
        self.error: str | None = None
        self.error_status = statuses.INVALID  # UNRESOLVED: a value the runtime could not supply
        self.suggestions: tuple[str, ...] = ()
        self.repository: SuppliedRepository | None = None  # supplied by the runtime, and how

    @property
    def pinned(self) -> PinnedBinary | None:
        """The binary that runs (None: not installed, or not a binary step)."""
        return self.judged.pinned if self.judged is not None else None

    @property
    def canonical(self) -> CanonicalForm | None:
        """A binary's command as its table reads it, once decided."""
        return self.judged.canonical if self.judged is not None else None


class StepRecord:
    """One request's passage through the pipeline: the JSON step and the audit record."""

    __slots__ = (
        "audit_id", "decision", "duration_ms", "identity", "outcome", "resolved", "status",
    )  # fmt: skip

    def __init__(self, resolved: Resolved, decision: Decision | None) -> None:
        self.audit_id: str | None = None  # the intent's id, once it is written
        self.resolved = resolved
        self.decision = decision
        self.identity: str | None = None  # who acted, once the Auth stage knows
        self.outcome: Outcome | None = None
        self.status = statuses.PLANNED
        self.duration_ms = 0

    def error_text(self) -> str | None:
        outcome = self.outcome
        return (
            (outcome.error if outcome else None)
            or (self.resolved.error if self.resolved.error else None)
            or (self.decision.message if self.decision and not self.decision.allowed else None)
        )

    def to_json(self) -> StepJson:
        request = self.resolved.request
        bound = self.resolved.bound
        outcome = self.outcome
        step: StepJson = {
            "index": request.step_index,
            "number": None if request.step_index is None else request.step_index + 1,
            "provider": request.provider,
            "binary": request.binary,
            "operation": bound.operation.name if bound is not None else None,
            "args": list(request.args),
            "transport": (outcome.transport if outcome and outcome.transport else None)
            or self.resolved.transport
            or None,
            "pinned": _pinned_path(self.resolved.pinned),
            "canonical": _canonical_json(self.resolved.canonical),
            "decision": self.decision.to_json() if self.decision else None,
            "status": self.status,
            "exit_code": outcome.exit_code if outcome else None,
            "output": outcome.output if outcome else None,
            "error": self.error_text(),
            "duration_ms": self.duration_ms,
            "repository": repository_json(self.resolved.repository),
            "truncated": bool(outcome.detail.get("truncated")) if outcome else False,
        }
        if request.plan_digest is not None:
            step["plan_digest"] = request.plan_digest
        judged = self.resolved.judged
        if judged is not None and judged.egress is not None:  # what its child may reach
            step["egress"] = judged.egress.to_json()
        return step


def repository_json(supplied: SuppliedRepository | None) -> dict[str, str] | None:
    if supplied is None:
        return None
    return {"value": supplied.repository, "source": supplied.source}


def _pinned_path(pinned: PinnedBinary | None) -> str | None:
    return pinned.path if pinned is not None else None


def _canonical_json(canonical: CanonicalForm | None) -> dict[str, object] | None:
    return canonical.to_step_json() if canonical is not None else None


class ChildFile:
    """A file the Auth stage hands a child: PATH inside the child's private directory."""

    __slots__ = ("data", "mode", "path")

    def __init__(self, path: str, data: bytes, mode: int = 0o600) -> None:
        self.path = path
        self.data = data
        self.mode = mode


class Brokered:
    """A credential a child holds only as PLACEHOLDER: the runtime's proxy puts SECRET in its
    place on requests to HOSTS (lower case) whose method fits the step's judged effect.
    TLS: the hosts are reached over https, so the proxy terminates TLS for them."""

    __slots__ = ("hosts", "placeholder", "secret", "tls")

    def __init__(
        self, placeholder: str, secret: str, hosts: tuple[str, ...], tls: bool = True
    ) -> None:
        self.placeholder = placeholder
        self.secret = secret
        self.hosts = hosts
        self.tls = tls


class Handover:
    """What a child receives from the Auth stage, for an engine that knows no provider.

    ENV entries are added to the child's bounded environment. FILES are placed in a
    private directory the engine makes for that one child (inside the sandbox: bytes
    copied in by bwrap, never on the host's disk) and DIRECTORY_VARIABLE names it.
    BROKERED: credentials ENV and FILES carry as placeholders. A child whose egress goes
    through the proxy keeps the placeholders; one the proxy cannot hold (no sandbox) gets
    the secrets in their place.
    """

    __slots__ = ("brokered", "directory_variable", "env", "files")

    def __init__(
        self,
        env: dict[str, str] | None = None,
        files: tuple[ChildFile, ...] = (),
        directory_variable: str | None = None,
        brokered: tuple[Brokered, ...] = (),
    ) -> None:
        self.env = env or {}
        self.files = files
        self.directory_variable = directory_variable
        self.brokered = brokered

    def unbrokered(self) -> Handover:
        """The same hand-over with every placeholder replaced by its secret."""
        if not self.brokered:
            return self

        def real(text: str) -> str:
            for brokered in self.brokered:
                text = text.replace(brokered.placeholder, brokered.secret)
            return text

        files = tuple(
            ChildFile(file.path, real(file.data.decode("utf-8")).encode("utf-8"), file.mode)
            for file in self.files
        )
        env = {name: real(value) for name, value in self.env.items()}
        return Handover(env, files, self.directory_variable)


class Auth:
    """Stage 3's answer: who is acting, and what the engine may hand on to a child."""

    __slots__ = ("child", "identity", "token")

    def __init__(
        self,
        identity: str | None = None,
        token: str | None = None,
        child: Handover | None = None,
    ) -> None:
        self.identity = identity
        self.token = token
        self.child = child
