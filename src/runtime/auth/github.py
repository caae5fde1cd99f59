"""The github auth provider: a token from the configured variable, never written anywhere."""

from __future__ import annotations

import os

from runtime.audit.redact import register_secret
from runtime.pipeline import Auth

DEFAULT_TOKEN_ENV = "RUNTIME_GITHUB_TOKEN"
DEFAULT_BASE_URL = "https://api.github.com"


def token_env() -> str:
    from runtime.home.config import setting

    return setting("github", "token_env") or DEFAULT_TOKEN_ENV


def base_url() -> str:
    from runtime.home.config import setting

    return (setting("github", "base_url") or DEFAULT_BASE_URL).rstrip("/")


def token_or_none() -> str | None:
    token = os.environ.get(token_env()) or None
    register_secret(token)
    return token


def authenticate() -> Auth:
    from runtime.auth.engine import AuthFailure

    token = token_or_none()
    if token is None:
        raise AuthFailure(f"GitHub credentials required: export {token_env()} (a GitHub token)")
    return Auth(token=token, env=child_env(token))


def gh_host() -> str:
    """The host gh should talk to, derived from the REST base URL."""
    host = base_url().split("://", 1)[-1].split("/", 1)[0]
    if host == "api.github.com":
        return "github.com"
    return host.removeprefix("api.")


def child_env(token: str) -> dict[str, str]:
    return {"GH_TOKEN": token, "GH_HOST": gh_host()}
