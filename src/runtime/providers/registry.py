"""Registered providers, by name, and the engine each one names.

Adding a provider is a table (providers/<name>/operations.py) and an engine module
offering the four functions of `Engine`; the pipeline never names a provider.
"""

from __future__ import annotations

from runtime.providers.files.operations import PROVIDER as FILES
from runtime.providers.github.operations import PROVIDER as GITHUB
from runtime.providers.operations import Provider

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

        def denial(
            self, args: list[str], policy: Policy, typed: str | None = None
        ) -> Decision | None:
            """The provider's denied operations over ARGS (also as read from a binary, TYPED)."""

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
