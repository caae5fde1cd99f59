"""Registered providers, by name, and the engine each one names.

Adding a provider is a table (providers/<name>/operations.py) and an engine module
offering the four functions of `Engine`; the pipeline never names a provider. The
pipeline calls every request's engine through `Stages`: a provider's engine behind
`ProviderStages` (which binds the request to its operation first), a binary's the binary
engine (runtime/binary_engine.py, which a binary's resolve loads without this module).
"""

from __future__ import annotations

from runtime.providers.files.operations import PROVIDER as FILES
from runtime.providers.github.operations import PROVIDER as GITHUB
from runtime.providers.operations import Provider, bound_of, content_denial
from runtime.providers.operations import resolve as resolve_operation

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol

    from runtime.model import Auth, Decision, Outcome, Resolved
    from runtime.policy.model import Policy
    from runtime.providers.operations import Bound

    class Engine(Protocol):
        """What every provider's engine module offers, stage by stage."""

        def resolve(self, resolved: Resolved, policy: Policy, cwd: str) -> None:
            """Supply what the request left to the runtime (or set resolved.error)."""

        def denial(self, resolved: Resolved, policy: Policy, cwd: str) -> Decision | None:
            """The provider's denied operations over the request Resolve bound (and supplied)."""

        def governed_denial(
            self, words: list[str], policy: Policy, cwd: str, typed: str
        ) -> Decision | None:
            """The same over a binary's WORDS read as this provider's operation (TYPED: the
            binary), run in CWD."""

        def decide(self, bound: Bound, policy: Policy, cwd: str) -> Decision:
            """The rest of Policy; no side effects."""

        def execute(
            self,
            bound: Bound,
            policy: Policy,
            cwd: str,
            auth: Auth | None = None,
            dry_run: bool = False,
        ) -> Outcome:
            """Run it (DRY_RUN: show what it would change, where the provider can)."""

    class Stages(Protocol):
        """What the pipeline calls for one request, stage by stage, provider or binary."""

        def resolve(self, resolved: Resolved, policy: Policy, cwd: str | None) -> None:
            """What the request names (or resolved.error); given CWD, what it leaves to the
            runtime too."""

        def decide(self, resolved: Resolved, policy: Policy, cwd: str) -> Decision:
            """Policy's verdict; no side effects (plan and resolve stop here)."""

        def identity_provider(self, resolved: Resolved) -> str | None:
            """The provider whose identities.<name> allow-list applies once Auth knows who."""

        def execute(
            self,
            resolved: Resolved,
            policy: Policy,
            cwd: str,
            auth: Auth | None = None,
            dry_run: bool = False,
        ) -> Outcome:
            """Run what was decided."""


PROVIDERS: dict[str, Provider] = {GITHUB.name: GITHUB, FILES.name: FILES}

_engines: dict[str, Engine] = {}


def get(name: str) -> Provider | None:
    return PROVIDERS.get(name)


def engine(name: str) -> Engine:
    """The engine module provider NAME names, imported on first use."""
    if name not in _engines:
        import importlib

        module: Any = importlib.import_module(PROVIDERS[name].engine)  # checked as Engine below
        _engines[name] = module
    return _engines[name]


class ProviderStages:
    """A provider's engine as the pipeline's stages: the request bound to its operation
    (Resolve), the denied operations before the engine's own decision (Policy)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def resolve(self, resolved: Resolved, policy: Policy, cwd: str | None) -> None:
        """The operation and form the request names; given CWD, the engine supplies what the
        request left to the runtime (a gh-backed operation without --repo gets one)."""
        provider = get(self.name)
        if provider is None:
            resolved.error = f"unregistered provider {self.name!r}"
            return
        resolution = resolve_operation(provider, resolved.request.args)
        resolved.bound = resolution.bound
        resolved.error = resolution.error
        resolved.suggestions = resolution.suggestions
        resolved.transport = resolution.bound.transport if resolution.bound else ""
        if cwd is not None and resolved.bound is not None:
            engine(self.name).resolve(resolved, policy, cwd)

    def decide(self, resolved: Resolved, policy: Policy, cwd: str) -> Decision:
        provider = engine(self.name)
        denied = provider.denial(resolved, policy, cwd)
        bound = bound_of(resolved)
        return denied or content_denial(self.name, bound) or provider.decide(bound, policy, cwd)

    def identity_provider(self, resolved: Resolved) -> str | None:
        return bound_of(resolved).operation.auth

    def execute(
        self,
        resolved: Resolved,
        policy: Policy,
        cwd: str,
        auth: Auth | None = None,
        dry_run: bool = False,
    ) -> Outcome:
        return engine(self.name).execute(bound_of(resolved), policy, cwd, auth, dry_run)


def stages(name: str) -> ProviderStages:
    """The pipeline's stages for provider NAME (registered or not: resolve says which)."""
    return ProviderStages(name)
