"""runtime auth status | login PROVIDER | logout PROVIDER.

status checks every enabled provider at once and is not audited; login and
logout are explicit and audited. Missing or rejected credentials exit 5 and
name what to set, never the value.
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.cli.args import Spec
from runtime.command_table import usage
from runtime.errors import AuthError, UsageError
from runtime.result import Result

STATUS = Spec(
    usage("auth status"),
    "Check the credentials of every enabled auth provider; not audited. Exit 5 when any\n"
    "is missing or rejected, naming what to set.",
)
LOGIN = Spec(
    usage("auth login"),
    "Validate PROVIDER's credentials and record the identity in the audit trail. Exit 5\n"
    "when they are missing or rejected. PROVIDER: github, gcp, kubernetes, openshift.",
    min_args=1,
    max_args=1,
)
LOGOUT = Spec(
    usage("auth logout"),
    "Clear PROVIDER's session where its tool has one (else say how to stop using the\n"
    "credentials); audited. PROVIDER: github, gcp, kubernetes, openshift.",
    min_args=1,
    max_args=1,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.auth.providers import Status
    from runtime.cli.main import Invocation


def status(invocation: Invocation) -> Result:
    invocation.parse(STATUS)
    statuses = [status_of(name).to_json() for name in _enabled()]
    invalid = [s["provider"] for s in statuses if not s["valid"]]
    error = None
    if invalid:
        error = {
            "code": "auth",
            "message": f"no valid credentials for {', '.join(invalid)}",
            "hint": "; ".join(s["detail"] for s in statuses if not s["valid"]),
        }
    return Result(
        "auth status",
        kind="auth status",
        exit_code=exit_codes.AUTH if invalid else exit_codes.OK,
        output={"providers": statuses},
        error=error,
    )


def login(invocation: Invocation) -> Result:
    return _session("login", _provider(invocation.parse(LOGIN).args[0]))


def logout(invocation: Invocation) -> Result:
    return _session("logout", _provider(invocation.parse(LOGOUT).args[0]))


def _provider(name: str) -> str:
    from runtime.auth.providers import PROVIDERS

    if name not in PROVIDERS:
        raise UsageError(f"unknown auth provider {name!r}", hint="one of " + ", ".join(PROVIDERS))
    return name


def _enabled() -> list[str]:
    from runtime.auth.providers import PROVIDERS
    from runtime.home.config import enabled

    return [name for name in PROVIDERS if enabled(name)]


def _session(action: str, provider: str) -> Result:
    from runtime.audit.entries import write_session
    from runtime.policy.load import load_policy

    load_policy()  # a broken policy stops this as it stops every governed command
    if action == "login":
        checked = status_of(provider)
        ok, message, identity = checked.valid, checked.detail, checked.identity
    else:
        ok, message = end_session(provider)
        identity = None
    write_session(action, provider, identity, ok)
    if not ok:
        raise AuthError(f"{provider} {action} failed: {message}")
    output = {"provider": provider, "action": action, "identity": identity, "message": message}
    return Result(f"auth {action}", kind="auth session", output=output)


# The auth tools run as binary requests through the pipeline (a status check unaudited).
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
    from runtime import binary_engine, pipeline
    from runtime.model import Request
    from runtime.policy.load import effective_policy

    policy = effective_policy()
    request = Request.for_binary(binary, args, origin="auth")
    if audited:
        outcome = pipeline.execute(request, policy, cwd).outcome
    else:
        resolved = pipeline.resolve(request, policy)
        decision = pipeline.decide(resolved, policy, cwd)
        if not decision.allowed:
            return False, "", decision.message
        if resolved.pinned is None:
            return False, "", f"{binary} is not installed in the trusted search path"
        outcome = binary_engine.execute(resolved, policy, cwd)
    if outcome is None:
        return False, "", f"{binary} {' '.join(args)} was denied by policy"
    output = outcome.output if isinstance(outcome.output, dict) else {}
    stderr = str(output.get("stderr") or outcome.error or "").strip()[-200:]
    return outcome.ok, str(output.get("stdout") or ""), stderr


def tool_status(provider: str) -> Status:
    from runtime.auth.providers import TOOL_PROVIDERS, Status

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
    from runtime.auth.providers import github_status

    return github_status() if provider == "github" else tool_status(provider)


def end_session(provider: str) -> tuple[bool, str]:
    """End a session where the tool can; otherwise say what to do instead."""
    if provider == "github":
        from runtime.auth import github

        return True, (
            f"github has no session to clear: credentials come from {github.token_env()}; "
            "unset it to stop using them"
        )
    from runtime.auth.providers import TOOL_PROVIDERS

    binary, _, revoke = TOOL_PROVIDERS[provider]
    if revoke is None:
        return True, f"{binary} has no logout; switch contexts with `kubectl config use-context`"
    ok, _, problem = _run_tool(binary, revoke, audited=True)
    if not ok:
        return False, f"{binary} {' '.join(revoke)} failed: {problem}"
    return True, f"{binary} {' '.join(revoke)}: done"
