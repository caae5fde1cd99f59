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


def _run_tool(binary: str, args: list[str], audited: bool) -> tuple[bool, str, str]:
    """Run an auth provider's own CLI under policy: (ok, stdout, problem).

    The request is the Command Engine's like any other; a logout is audited, a
    status check (read-only, frequent) is not. The tool works in a private empty
    directory, never the caller's.
    """
    from runtime.auth import github
    from runtime.engines.sandbox import Scratch

    github.token_or_none()  # out of the environment before the tool starts (see engine.py)
    with Scratch(f"runtime-{binary}-") as scratch:
        return _run_tool_in(binary, args, audited, scratch)


def _run_tool_in(binary: str, args: list[str], audited: bool, cwd: str) -> tuple[bool, str, str]:
    from runtime import pipeline
    from runtime.engines import command
    from runtime.policy.load import effective_policy

    policy = effective_policy()
    request = pipeline.Request.for_binary(binary, args, origin="auth")
    if audited:
        outcome = pipeline.execute(request, policy, cwd).outcome
    else:
        resolved = pipeline.resolve(request, policy)
        decision = pipeline.decide(resolved, policy, cwd)
        if not decision.allowed:
            return False, "", decision.message
        if resolved.pinned is None:
            return False, "", f"{binary} is not installed in the trusted search path"
        outcome = command.execute(resolved.pinned, args, policy, cwd)
    if outcome is None:
        return False, "", f"{binary} {' '.join(args)} was denied by policy"
    output = outcome.output if isinstance(outcome.output, dict) else {}
    stderr = str(output.get("stderr") or outcome.error or "").strip()[-200:]
    return outcome.ok, str(output.get("stdout") or ""), stderr


def tool_status(provider: str) -> Status:
    binary, args, _ = TOOL_PROVIDERS[provider]
    status = Status(provider)
    ok, stdout, problem = _run_tool(binary, args, audited=False)
    identity = stdout.strip().splitlines()[0] if stdout.strip() else ""
    status.credential = status.valid = ok and bool(identity)
    status.identity = identity or None
    status.detail = (
        f"via {binary}"
        if status.valid
        else f"{binary} has no active credentials: {problem or 'no identity'}"
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
    ok, _, problem = _run_tool(binary, revoke, audited=True)
    if not ok:
        return False, f"{binary} {' '.join(revoke)} failed: {problem}"
    return True, f"{binary} {' '.join(revoke)}: done"
