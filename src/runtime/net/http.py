"""A small HTTP/1.1 client on sockets: timeouts, proxies, same-host redirects only.

Not http.client: importing it pulls in the email package (about half of what a
`runtime github api GET /user` call spends before its first byte), and a client
that sends one request per connection with `Connection: close` needs none of
it. It also gives exact control over where a request, and its Authorization
header, may go. ssl is imported only for https.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from socket import socket
    from typing import Protocol

    class Reader(Protocol):
        def read(self, size: int = -1, /) -> bytes: ...
        def readline(self, size: int = -1, /) -> bytes: ...


TIMEOUT_SECONDS = 30.0
MAX_REDIRECTS = 3
MAX_BODY_BYTES = 64 * 1024 * 1024
MAX_HEADER_LINE = 64 * 1024
MAX_HEADERS = 200
REDIRECTS = (301, 302, 303, 307, 308)


class HttpError(Exception):
    """The request could not be made (network, proxy, refused redirect, malformed answer)."""


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
            raise HttpError(f"unsupported URL {_without_credentials(url)!r}")
        authority, slash, path = rest.partition("/")
        authority = authority.rpartition("@")[2]  # credentials in a URL are never sent
        host, colon, port = authority.rpartition(":")
        if not colon or not port.isdigit():
            host, port = authority, ("443" if scheme == "https" else "80")
        if not host or _has_unsafe_char(host):
            raise HttpError(f"unsupported URL {_without_credentials(url)!r}")
        self.scheme = scheme
        self.host = host.lower()
        self.port = int(port)
        self.path = "/" + path if slash else "/"

    @property
    def origin(self) -> str:
        default = 443 if self.scheme == "https" else 80
        port = "" if self.port == default else f":{self.port}"
        return f"{self.scheme}://{self.host}{port}"


def _without_credentials(url: str) -> str:
    """URL with any user:password@ masked, for messages (a proxy URL often carries one)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        scheme, rest = "", url
    authority, slash, path = rest.partition("/")
    if "@" not in authority:
        return url
    return f"{scheme}{sep}***@{authority.rpartition('@')[2]}{slash}{path}"


def _has_unsafe_char(text: str) -> bool:
    """Whitespace or control characters would let a value end the request line or a header."""
    return any(ch <= " " or ch == "\x7f" for ch in text)


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


def proxy_address(scheme: str, host: str) -> tuple[str, int] | None:
    """Where this process's own proxy settings send a SCHEME request for HOST (None: direct).
    The egress proxy forwards a child's granted connections there."""
    try:
        proxy = _proxy_for(Url(f"{scheme}://{host}/"))
    except HttpError:
        return None
    return None if proxy is None else (proxy.host, proxy.port)


def request(
    method: str,
    url: str,
    *,
    headers: dict[str, str],
    body: bytes | None = None,
    timeout: float = TIMEOUT_SECONDS,
) -> Response:
    """One request; redirects are followed only within the origin the request went to."""
    target = Url(url)
    origin = target.origin
    for _ in range(MAX_REDIRECTS + 1):
        response = _once(method, target, headers, body, timeout)
        location = response.headers.get("location")
        if response.status not in REDIRECTS or not location:
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
    proxy = _proxy_for(url)
    if proxy is not None and url.scheme == "http":
        _refuse_clear_text_proxy(proxy, headers)
    head = _request_head(method, url, proxy, headers, body)
    try:
        connection = _connect(url, proxy, timeout)
    except OSError as error:
        raise HttpError(f"cannot reach {url.origin}: {_reason(error)}") from None
    try:
        connection.sendall(head + (body or b""))
        with connection.makefile("rb") as reader:
            return _read_response(reader, method)
    except OSError as error:
        raise HttpError(f"cannot reach {url.origin}: {_reason(error)}") from None
    finally:
        connection.close()


def _refuse_clear_text_proxy(proxy: Url, headers: dict[str, str]) -> None:
    """A plain-http request goes to its proxy unencrypted: a credential only to a loopback one."""
    from runtime.net.loopback import is_loopback_host

    if is_loopback_host(proxy.host) or not any(k.lower() == "authorization" for k in headers):
        return
    raise HttpError(
        f"refused to send the token in clear text through the proxy {proxy.origin} "
        "(HTTP_PROXY/ALL_PROXY): a plain http:// request reaches a proxy unencrypted; "
        "use an https:// base_url, a loopback proxy, or NO_PROXY for this host"
    )


def _reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


def _request_head(
    method: str, url: Url, proxy: Url | None, headers: dict[str, str], body: bytes | None
) -> bytes:
    # A plain-HTTP proxy takes the absolute URL; through a tunnel the origin sees its own path.
    path = _escape_path(url.path)
    target = url.origin + path if proxy is not None and url.scheme == "http" else path
    if _has_unsafe_char(method) or _has_unsafe_char(target):
        raise HttpError(f"refused a request target with control characters: {target!r}")
    lines = [f"{method} {target} HTTP/1.1", f"Host: {url.origin.partition('://')[2]}"]
    sent = {"Connection": "close", **headers}
    if body is not None:
        sent.setdefault("Content-Type", "application/json")
        sent["Content-Length"] = str(len(body))
    elif method in ("POST", "PUT", "PATCH"):
        sent["Content-Length"] = "0"
    for name, value in sent.items():
        if "\r" in value or "\n" in value or _has_unsafe_char(name):
            raise HttpError(f"refused header {name!r}: line breaks in a header")
        lines.append(f"{name}: {value}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8")


def _escape_path(path: str) -> str:
    """Spaces and non-ASCII characters percent-encoded, as gh does; the rest as written."""
    if path.isascii() and " " not in path:
        return path
    return "".join(
        "".join(f"%{byte:02X}" for byte in ch.encode("utf-8")) if ch == " " or ord(ch) > 127 else ch
        for ch in path
    )


def _connect(url: Url, proxy: Url | None, timeout: float) -> socket:
    """A socket that speaks to URL's origin: directly, through the proxy, or tunnelled by it."""
    import socket

    hop = proxy or url
    # An ASCII host as bytes spares getaddrinfo the idna codec import.
    host = hop.host.encode("ascii") if hop.host.isascii() else hop.host
    connection = socket.create_connection((host, hop.port), timeout=timeout)  # type: ignore[arg-type]
    if url.scheme != "https":
        return connection
    try:
        if proxy is not None:
            _tunnel(connection, url)
        import ssl

        return ssl.create_default_context().wrap_socket(connection, server_hostname=url.host)
    except Exception:
        connection.close()
        raise


def _tunnel(connection: socket, url: Url) -> None:
    authority = f"{url.host}:{url.port}"
    connection.sendall(f"CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\n\r\n".encode())
    reader = connection.makefile("rb", buffering=0)  # unbuffered: TLS bytes must stay unread
    status, _ = _read_head(reader)
    reader.close()
    if status != 200:
        raise HttpError(f"the proxy refused a tunnel to {authority} (status {status})")


def _read_line(reader: Reader) -> bytes:
    line = reader.readline(MAX_HEADER_LINE + 1)
    if len(line) > MAX_HEADER_LINE:
        raise HttpError("an answer header line is too long")
    return line


def _read_head(reader: Reader) -> tuple[int, dict[str, str]]:
    """The status line and headers (names lower-cased; repeated ones joined with ', ')."""
    status_line = _read_line(reader)
    version, _, rest = status_line.decode("latin-1").partition(" ")
    code = rest[:3]
    if not version.startswith("HTTP/") or not code.isdigit():
        raise HttpError(f"not an HTTP answer: {status_line[:80]!r}")
    headers: dict[str, str] = {}
    for _ in range(MAX_HEADERS):
        line = _read_line(reader).decode("latin-1").rstrip("\r\n")
        if not line:
            return int(code), headers
        name, _, value = line.partition(":")
        key = name.strip().lower()
        headers[key] = f"{headers[key]}, {value.strip()}" if key in headers else value.strip()
    raise HttpError("an answer with too many headers")


def _read_response(reader: Reader, method: str) -> Response:
    status, headers = _read_head(reader)
    while 100 <= status < 200:  # interim answers (100 Continue) precede the real one
        status, headers = _read_head(reader)
    if method == "HEAD" or status in (204, 304):
        return Response(status, headers, b"")
    if "chunked" in headers.get("transfer-encoding", "").lower():
        return Response(status, headers, _read_chunked(reader))
    length = headers.get("content-length", "").strip()
    if length.isdigit():
        return Response(status, headers, _read_exactly(reader, int(length)))
    return Response(status, headers, _read_to_end(reader))


def _read_exactly(reader: Reader, size: int) -> bytes:
    if size > MAX_BODY_BYTES:
        raise HttpError(f"an answer body over {MAX_BODY_BYTES} bytes")
    data = reader.read(size)
    if len(data) < size:
        raise HttpError("the connection closed before the answer was complete")
    return data


def _read_to_end(reader: Reader) -> bytes:
    data = reader.read(MAX_BODY_BYTES + 1)
    if len(data) > MAX_BODY_BYTES:
        raise HttpError(f"an answer body over {MAX_BODY_BYTES} bytes")
    return data


def _read_chunked(reader: Reader) -> bytes:
    parts: list[bytes] = []
    total = 0
    while True:
        line = _read_line(reader)
        if not line:
            raise HttpError("the connection closed before the answer was complete")
        size_text = line.split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            raise HttpError(f"a malformed chunk size {size_text[:20]!r}") from None
        if size == 0:
            while _read_line(reader).strip():  # trailers, up to the closing blank line
                pass
            return b"".join(parts)
        total += size
        parts.append(_read_exactly(reader, size) if total <= MAX_BODY_BYTES else b"")
        if total > MAX_BODY_BYTES:
            raise HttpError(f"an answer body over {MAX_BODY_BYTES} bytes")
        _read_line(reader)  # the CRLF after each chunk
