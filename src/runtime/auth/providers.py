"""Auth providers: who each one says we are, checked through the provider or its own CLI.

github reads a token from the configured variable and asks GET /user; gcp,
kubernetes and openshift ask gcloud, kubectl and oc themselves, pinned from the
trusted search path and run through the one subprocess wrapper.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

PROVIDERS = ("github", "gcp", "kubernetes", "openshift")

# provider -> (binary, args that print the identity, args that end the session or None)
TOOL_PROVIDERS: dict[str, tuple[str, list[str], list[str] | None]] = {
    "gcp": ("gcloud", ["auth", "list", "--filter=status:ACTIVE", "--format=value(account)"],
            ["auth", "revoke", "--all"]),
    "kubernetes": ("kubectl", ["auth", "whoami", "-o", "jsonpath={.status.userInfo.username}"],
                   None),
    "openshift": ("oc", ["whoami"], ["logout"]),
}  # fmt: skip


class Status:
    __slots__ = ("credential", "detail", "identity", "provider", "valid")

    def __init__(self, provider: str) -> None:
        self.provider = provider
        self.credential = False
        self.valid = False
        self.identity: str | None = None
        self.detail = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "provider": self.provider,
            "credential": self.credential,
            "valid": self.valid,
            "identity": self.identity,
            "detail": self.detail,
        }


def github_status() -> Status:
    from runtime.auth import github
    from runtime.errors import AuthFailure

    status = Status("github")
    token = github.token_or_none()
    if token is None:
        status.detail = github.missing_message()
        return status
    status.credential = True
    try:
        status.identity = github.identify(token)
    except AuthFailure as failure:
        status.detail = str(failure)
        return status
    status.valid = True
    status.detail = f"token from {github.token_env()}"
    return status
