"""The Auth Engine's pipeline stage: credentials for the provider or binary a request uses."""

from __future__ import annotations

from runtime.pipeline import Auth

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.pipeline import Resolved
    from runtime.policy.model import Policy

# Binaries whose credentials come from an auth provider (config: command_providers).
DEFAULT_COMMAND_PROVIDERS = {"gh": "github"}


class AuthFailure(Exception):
    """Missing or rejected credentials: exit 5, naming what to set, never the value."""


def authenticate(resolved: Resolved, policy: Policy) -> Auth:
    request = resolved.request
    if request.binary is not None:
        provider = DEFAULT_COMMAND_PROVIDERS.get(request.binary)
        if provider == "github":
            from runtime.auth import github

            token = github.token_or_none()
            return Auth(env=github.child_env(token) if token else {})
        return Auth()
    if resolved.bound is None or resolved.bound.operation.auth is None:
        return Auth()
    from runtime.auth import github

    return github.authenticate()
