"""The github auth provider: a token from the configured variable, never written anywhere.

The identity (GET /user's login) is recorded on every GitHub operation's audit
records. It costs one request, so it is asked once per process and token and
cached: a capability of many GitHub steps pays for it once. It is asked before
the operation only when an identity allow-list needs it; otherwise after an
operation GitHub answered, so a request refused before sending sends nothing.
"""

from __future__ import annotations

import os

from runtime import statuses
from runtime.audit.redact import register_secret
from runtime.model import Auth, Brokered, ChildFile, Handover

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.net.http import Limits
    from runtime.policy.model import Policy

DEFAULT_TOKEN_ENV = "RUNTIME_GITHUB_TOKEN"
DEFAULT_BASE_URL = "https://api.github.com"


def token_env() -> str:
    from runtime.home.config import setting

    return setting("github", "token_env") or DEFAULT_TOKEN_ENV


def base_url() -> str:
    from runtime.home.config import setting

    return (setting("github", "base_url") or DEFAULT_BASE_URL).rstrip("/")


DEADLINE_SETTING = "authentication.github.deadline_ms"


def request_limits() -> Limits:
    """The deadline and byte budget of each request to GitHub (the config's deadline_ms)."""
    from runtime.home.config import setting
    from runtime.net.http import DEADLINE_SECONDS, Limits

    milliseconds = setting("github", "deadline_ms")
    deadline = int(milliseconds) / 1000 if milliseconds else DEADLINE_SECONDS
    return Limits(deadline, setting=DEADLINE_SETTING)


# Tokens taken out of the environment, by variable: the only copy the process keeps.
_taken: dict[str, str | None] = {}


def token_or_none() -> str | None:
    """The token, taken out of the environment on first read so no child inherits it."""
    name = token_env()
    if name in os.environ:
        _taken[name] = _take(name)
    token = _taken.get(name)
    register_secret(token)
    return token


# Variables other tools read a GitHub token from: not the runtime's credential, but a
# secret all the same, and /proc/<pid>/environ would show it to an unconfined child.
FOREIGN_TOKEN_VARIABLES = (
    "GH_TOKEN",
    "GITHUB_TOKEN",
    "GH_ENTERPRISE_TOKEN",
    "GITHUB_ENTERPRISE_TOKEN",
)


def scrub_token_variables() -> None:
    """Before any child starts: every token variable leaves this process's environment."""
    token_or_none()
    for name in FOREIGN_TOKEN_VARIABLES:
        if name in os.environ:
            register_secret(_take(name))


def _take(name: str) -> str | None:
    """Remove NAME from os.environ and blank its bytes in the process's own environment
    block, which /proc/<pid>/environ shows whatever os.environ says."""
    value = os.environ.get(name) or None
    _blank_environment_value(name)
    os.environ.pop(name, None)
    return value


def _blank_environment_value(name: str) -> None:
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        libc.getenv.restype = ctypes.c_void_p
        libc.strlen.restype = ctypes.c_size_t
        libc.strlen.argtypes = [ctypes.c_void_p]
        address = libc.getenv(name.encode())
        if address:
            ctypes.memset(address, 0, libc.strlen(address))
    except (OSError, AttributeError, ImportError):  # no C library to reach: os.environ only
        return


def missing_message() -> str:
    return f"GitHub credentials required: export {token_env()} (a GitHub token)"


def rejected_message(reason: str) -> str:
    return f"GitHub rejected the token in {token_env()} ({reason}); set a valid token there"


_identities: dict[str, str | None] = {}  # token -> login, for this process only


def authenticate(policy: Policy | None = None) -> Auth:
    """The token and who it acts as; a failed lookup stops only a policy that limits who may act."""
    from runtime.errors import AuthFailure

    token = token_or_none()
    if token is None:
        raise AuthFailure(missing_message())
    if policy is not None and policy.identities.get("github"):
        identity = cached_identity(token, required=True)
    else:
        identity = _identities.get(token)  # known already: costs nothing
    return Auth(identity=identity, token=token, child=child_handover(token))


def identity_after(auth: Auth, answered: bool) -> str | None:
    """Who acted, for the outcome record: asked (once) only when GitHub ANSWERED the operation."""
    if auth.identity is not None or auth.token is None:
        return auth.identity
    return cached_identity(auth.token, required=False) if answered else None


def cached_identity(token: str, required: bool) -> str | None:
    """The login for TOKEN, asked once per process; None when unknown and not REQUIRED."""
    from runtime.errors import AuthFailure

    if _identities.get(token) is not None:
        return _identities[token]
    if token in _identities and not required:
        return None  # already asked and not answered: no second request
    try:
        login: str | None = identify(token)
    except AuthFailure:
        if required:
            raise
        login = None  # the operation itself will report a rejected token
    _identities[token] = login
    return login


def identify(token: str) -> str:
    """The login GitHub reports for TOKEN; AuthFailure when it cannot be established."""
    from runtime.errors import AuthFailure
    from runtime.net.http import HttpError
    from runtime.net.rest import Failure, call

    try:
        user = call(base_url(), "GET", "/user", token, limits=request_limits())
    except Failure as failure:
        if failure.status == statuses.AUTH:
            raise AuthFailure(rejected_message(failure.message)) from None
        raise AuthFailure(f"cannot resolve the GitHub identity: {failure.message}") from None
    except HttpError as error:
        raise AuthFailure(f"cannot resolve the GitHub identity: {error}") from None
    login = user.get("login") if isinstance(user, dict) else None
    if not isinstance(login, str) or not login:
        raise AuthFailure("cannot resolve the GitHub identity: GET /user named no login")
    return login


def gh_host() -> str:
    """The host gh should talk to, derived from the REST base URL."""
    from runtime.net.url import parse

    host = parse(base_url()).authority  # the config check read it with the same parser
    if host == "api.github.com":
        return "github.com"
    return host.removeprefix("api.")


def child_handover(token: str) -> Handover:
    """What gh gets: GH_HOST, and a private GH_CONFIG_DIR whose hosts.yml holds a placeholder
    for the token, for that host only, never a token variable.

    The runtime's proxy swaps the placeholder for the token on requests to the configured
    GitHub host whose method fits the step's effect (engines/egress/proxy.py), so no code
    inside gh's sandbox ever holds the token: gh's own --jq sees its environment and
    --body-file/-F @file read any file it can, in any encoding the redactor cannot
    recognise. Without the sandbox (no proxy to hold it) the engine hands the token itself.
    The engine places the file without knowing what it holds.
    """
    host = gh_host()
    placeholder = f"{PLACEHOLDER_PREFIX}{os.urandom(16).hex()}"
    hosts = f"{_quoted(host)}:\n    oauth_token: {_quoted(placeholder)}\n"
    brokered = Brokered(placeholder, token, credential_hosts(), base_url().startswith("https:"))
    return Handover(
        env={"GH_HOST": host},
        files=(ChildFile(GH_HOSTS_FILE, hosts.encode("utf-8"), 0o600),),
        directory_variable=GH_CONFIG_VARIABLE,
        brokered=(brokered,),
    )


# What a child holds instead of the token: recognisably not a credential of any kind.
PLACEHOLDER_PREFIX = "runtime-placeholder-"


def credential_hosts() -> tuple[str, ...]:
    """The hosts the token may be sent to: the REST base URL's and gh's (no port)."""
    hosts = (_host_of(base_url()), _host_of(gh_host()))
    return tuple(dict.fromkeys(host for host in hosts if host))


def _host_of(text: str) -> str:
    """The host TEXT names (a URL, or gh's bare host name), as the one URL parser reads it."""
    from runtime.net.url import UrlError, parse

    try:
        return parse(text if "://" in text else f"https://{text}").host
    except UrlError:
        return ""


GH_HOSTS_FILE = "hosts.yml"
GH_CONFIG_VARIABLE = "GH_CONFIG_DIR"


def _quoted(text: str) -> str:
    """A YAML double-quoted scalar (JSON's string syntax is one)."""
    import json

    return json.dumps(text)
