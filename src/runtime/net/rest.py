"""One REST call to GitHub: the request, its headers, and the answer or a Failure.

Shared by the provider's engine and the Auth stage (who a token acts as), so
neither needs the other: both sit above `net/`.
"""

from __future__ import annotations

from runtime import statuses
from runtime.net.http import Limits, Response, request
from runtime.net.url import has_dot_segment

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

API_VERSION = "2022-11-28"


class PathOutsideBase(Exception):
    """A request path that would leave the base URL: refused before anything is sent."""


def relative_path(path: str) -> str:
    """PATH, refused when a dot segment would take it above the base URL.

    `/../../login` sent to `https://ghe.example/api/v3` names a path outside the API
    (with the Authorization header); servers may also decode `%2e`, `%2f` and `\\`
    before resolving, so those spellings count too (`net.url.has_dot_segment`). The client
    holds every request and redirect to the base URL as well (`request(scope=...)`).
    """
    if has_dot_segment(path.partition("?")[0].partition("#")[0]):
        raise PathOutsideBase(
            f"path {path!r} has a . or .. segment (paths stay under the base URL)"
        )
    return path


class Failure(Exception):
    def __init__(self, message: str, output: Any = None, status: str = statuses.FAILED) -> None:
        super().__init__(message)
        self.message = message
        self.output = output
        self.status = status


def headers(token: str | None) -> dict[str, str]:
    from runtime import __version__

    return {
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": API_VERSION,
        "User-Agent": f"engineering-runtime/{__version__}",
    }


def decode(response: Response) -> Any:
    import json

    if not response.body:
        return None
    try:
        return json.loads(response.body)
    except ValueError:
        return response.body.decode("utf-8", "replace")


def call(
    base: str,
    method: str,
    path: str,
    token: str | None,
    body: Any = None,
    limits: Limits | None = None,
) -> Any:
    """One REST call under BASE: the JSON on 2xx, otherwise a Failure with GitHub's message."""
    import json

    data = json.dumps(body).encode() if body is not None else None
    response = request(
        method,
        base + relative_path(path),
        headers=headers(token),
        body=data,
        scope=base,
        limits=limits,
    )
    return payload_or_failure(response)


def payload_or_failure(response: Response) -> Any:
    payload = decode(response)
    if 200 <= response.status < 300:
        return payload
    message = payload.get("message") if isinstance(payload, dict) else None
    status = statuses.AUTH if response.status == 401 else statuses.FAILED
    raise Failure(f"returned status {response.status}: {message or 'no message'}", payload, status)
