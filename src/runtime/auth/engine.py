"""The Auth Engine's pipeline stage: credentials for the provider or binary a request uses."""

from __future__ import annotations

from runtime.model import Auth

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.model import Resolved
    from runtime.policy.model import Policy


def authenticate(resolved: Resolved, policy: Policy) -> Auth:
    request = resolved.request
    if request.binary is not None:
        from runtime.auth.github import scrub_token_variables

        scrub_token_variables()  # before any child starts: no token variable left to read
        return _binary_auth(request.binary, policy)
    if resolved.bound is None or resolved.bound.operation.auth is None:
        return Auth()
    from runtime.auth import github

    return github.authenticate(policy)


def _binary_auth(binary: str, policy: Policy) -> Auth:
    """A binary governed as the github provider authenticates like it: no token is exit 5,
    and the identity is resolved (for identities.github) before the child gets the token."""
    from runtime.auth import github
    from runtime.home.config import command_provider

    # Taken out of the environment before any child starts, whether this one gets it or not:
    # an unconfined child could read the runtime's /proc/<pid>/environ.
    github.token_or_none()
    if command_provider(binary) != "github":
        return Auth()
    return github.authenticate(policy)
