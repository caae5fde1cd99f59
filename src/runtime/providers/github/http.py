"""A small HTTP client on http.client: timeouts, proxies, same-host redirects only.

http.client rather than urllib.request or a third-party client: it is the
cheapest to import (every `runtime github ...` call pays for it) and gives
exact control over where a request, and its Authorization header, may go.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from http.client import HTTPConnection

TIMEOUT_SECONDS = 30.0
MAX_REDIRECTS = 3
MAX_BODY_BYTES = 64 * 1024 * 1024


class HttpError(Exception):
    """The request could not be made (network, proxy, refused redirect)."""


class Response:
    __slots__ = ("body", "headers", "status")

    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body


class Url:
    __slots__ = ("host", "path", "port", "scheme")

    def __init__(self, url: str) -> None:
        scheme, sep, rest = url.partition("://")
        if not sep or scheme not in ("http", "https"):
            raise HttpError(f"unsupported URL {url!r}")
        authority, slash, path = rest.partition("/")
        host, colon, port = authority.rpartition(":")
        if not colon or not port.isdigit():
            host, port = authority, ("443" if scheme == "https" else "80")
        self.scheme = scheme
        self.host = host.lower()
        self.port = int(port)
        self.path = "/" + path if slash else "/"

    @property
    def origin(self) -> str:
        default = 443 if self.scheme == "https" else 80
        port = "" if self.port == default else f":{self.port}"
        return f"{self.scheme}://{self.host}{port}"


def _bypasses_proxy(host: str) -> bool:
    no_proxy = os.environ.get("NO_PROXY", os.environ.get("no_proxy", ""))
    for entry in (item.strip().lower() for item in no_proxy.split(",")):
        if entry == "*":
            return True
        entry = entry.lstrip(".")
        if entry and (host == entry or host.endswith("." + entry)):
            return True
    return False


def _proxy_for(url: Url) -> Url | None:
    if _bypasses_proxy(url.host):
        return None
    names = (
        ("HTTPS_PROXY", "https_proxy") if url.scheme == "https" else ("HTTP_PROXY", "http_proxy")
    )
    for name in (*names, "ALL_PROXY", "all_proxy"):
        value = os.environ.get(name)
        if value:
            return Url(value if "://" in value else "http://" + value)
    return None


def _connect(url: Url, timeout: float) -> tuple[HTTPConnection, bool]:
    """A connection for URL, through a proxy when the environment names one."""
    import http.client

    proxy = _proxy_for(url)
    if proxy is None:
        if url.scheme == "https":
            return http.client.HTTPSConnection(url.host, url.port, timeout=timeout), False
        return http.client.HTTPConnection(url.host, url.port, timeout=timeout), False
    if url.scheme == "https":
        connection = http.client.HTTPSConnection(proxy.host, proxy.port, timeout=timeout)
        connection.set_tunnel(url.host, url.port)
        return connection, False
    return http.client.HTTPConnection(proxy.host, proxy.port, timeout=timeout), True


def request(
    method: str,
    url: str,
    *,
    headers: dict[str, str],
    body: bytes | None = None,
    timeout: float = TIMEOUT_SECONDS,
) -> Response:
    target = Url(url)
    origin = target.origin
    for _ in range(MAX_REDIRECTS + 1):
        response = _once(method, target, headers, body, timeout)
        location = response.headers.get("location")
        if response.status not in (301, 302, 303, 307, 308) or not location:
            return response
        following = Url(location if "://" in location else origin + location)
        if following.origin != origin:
            raise HttpError(f"refused a redirect to another host ({following.origin})")
        if response.status == 303 or (response.status in (301, 302) and method != "GET"):
            method, body = "GET", None
        target = following
    raise HttpError(f"more than {MAX_REDIRECTS} redirects")


def _once(
    method: str, url: Url, headers: dict[str, str], body: bytes | None, timeout: float
) -> Response:
    import http.client

    connection, absolute = _connect(url, timeout)
    path = url.origin + url.path if absolute else url.path
    sent = dict(headers)
    if body is not None:
        sent.setdefault("Content-Type", "application/json")
    try:
        connection.request(method, path, body=body, headers=sent)
        answer = connection.getresponse()
        data = answer.read(MAX_BODY_BYTES)
        received = {key.lower(): value for key, value in answer.getheaders()}
        return Response(answer.status, received, data)
    except (OSError, http.client.HTTPException) as error:
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        raise HttpError(f"cannot reach {url.origin}: {reason}") from None
    finally:
        connection.close()
