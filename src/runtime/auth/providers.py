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
    from runtime.auth.engine import AuthFailure

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


def tool_status(provider: str) -> Status:
    from runtime.engines import command, process
    from runtime.policy.load import effective_policy

    binary, args, _ = TOOL_PROVIDERS[provider]
    status = Status(provider)
    policy = effective_policy()
    try:
        pinned = command.pin(binary, policy)
    except (command.BinaryNotFound, command.BinaryDenied):
        status.detail = f"{binary} is not installed in the trusted search path"
        return status
    env = command.child_env(pinned.identity, policy)
    done = process.run([pinned.path, *args], env=env, cwd="/", timeout=30)
    identity = done.stdout.strip().splitlines()[0] if done.stdout.strip() else ""
    status.credential = done.exit_code == 0 and bool(identity)
    status.valid = status.credential
    status.identity = identity or None
    status.detail = (
        f"via {pinned.path}"
        if status.valid
        else (f"{binary} has no active credentials: {done.stderr.strip()[-200:] or 'no identity'}")
    )
    return status


def status_of(provider: str) -> Status:
    return github_status() if provider == "github" else tool_status(provider)


def logout(provider: str) -> tuple[bool, str]:
    """End a session where the tool can; otherwise say what to do instead."""
    if provider == "github":
        from runtime.auth import github

        return True, (
            f"github has no session to clear: credentials come from {github.token_env()}; "
            "unset it to stop using them"
        )
    binary, _, revoke = TOOL_PROVIDERS[provider]
    if revoke is None:
        return True, f"{binary} has no logout; switch contexts with `kubectl config use-context`"
    from runtime.engines import command, process
    from runtime.policy.load import effective_policy

    policy = effective_policy()
    try:
        pinned = command.pin(binary, policy)
    except (command.BinaryNotFound, command.BinaryDenied):
        return False, f"{binary} is not installed in the trusted search path"
    done = process.run(
        [pinned.path, *revoke], env=command.child_env(pinned.identity, policy), cwd="/", timeout=60
    )
    if done.exit_code != 0:
        return False, f"{binary} {' '.join(revoke)} failed: {done.stderr.strip()[-200:]}"
    return True, f"{binary} {' '.join(revoke)}: done"
