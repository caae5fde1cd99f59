"""A small HTTP/1.1 client on sockets: deadlines, byte budgets, proxies, scoped redirects.

Not http.client: importing it pulls in the email package (about half of what a
`runtime github api GET /user` call spends before its first byte), and a client
that sends one request per connection with `Connection: close` needs none of
it. It also gives exact control over where a request, and its Authorization
header, may go. ssl is imported only for https.

Every wait is bounded twice: one deadline covers the whole request (connect, TLS, sending,
every interim answer, the headers, the body, and the redirects followed), so an answer
trickled a byte at a time or an endless run of `100 Continue` ends with the request; and
one byte budget covers everything the answer may hold. URLs are read by `net.url`, the
parser every check uses: a request with a SCOPE (the configured base URL) goes only to
that origin and under that path, its redirects too, and a token travels over plain http
only on a connection to a loopback address.
"""

from __future__ import annotations

import os
import time

from runtime.net.url import Url, UrlError, is_loopback_address, is_loopback_host, parse, shown

TYPE_CHECKING = False
if TYPE_CHECKING:
    from socket import socket

DEADLINE_SECONDS = 60.0  # one request, redirects included: connect + headers + body
MAX_RESPONSE_BYTES = 64 * 1024 * 1024  # everything one answer may hold, headers included
MAX_REDIRECTS = 3
MAX_INTERIM_ANSWERS = 8  # 1xx answers (100 Continue, 103 Early Hints) before the real one
MAX_HEADER_LINE = 64 * 1024
MAX_HEADERS = 200
REDIRECTS = (301, 302, 303, 307, 308)
SCHEMES = ("http", "https")
_RECEIVE = 256 * 1024


class HttpError(Exception):
    """The request could not be made (network, proxy, refused redirect, malformed answer)."""


class DeadlineExceeded(HttpError):
    """The request's overall deadline passed before its answer was complete."""


class Response:
    __slots__ = ("body", "headers", "status", "url")

    def __init__(
        self, status: int, headers: dict[str, str], body: bytes, url: Url | None = None
    ) -> None:
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url  # where the answer came from (after redirects)


class Limits:
    """The bounds of one request: its deadline (s) and its byte budget, and the setting
    that changes the deadline (named in the error)."""

    __slots__ = ("budget", "deadline", "setting")

    def __init__(
        self,
        deadline: float = DEADLINE_SECONDS,
        budget: int = MAX_RESPONSE_BYTES,
        setting: str | None = None,
    ) -> None:
        self.deadline = deadline
        self.budget = budget
        self.setting = setting


class _Clock:
    __slots__ = ("end", "limits", "origin")

    def __init__(self, limits: Limits, origin: str) -> None:
        self.limits = limits
        self.origin = origin
        self.end = time.monotonic() + limits.deadline

    def remaining(self) -> float:
        left = self.end - time.monotonic()
        if left <= 0:
            raise self.expired()
        return left

    def expired(self) -> DeadlineExceeded:
        setting = f"; {self.limits.setting} sets it" if self.limits.setting else ""
        return DeadlineExceeded(
            f"{self.origin} gave no complete answer within the {self.limits.deadline:g} s "
            f"deadline of one request (connect, headers and body{setting})"
        )


def url_of(text: str) -> Url:
    """TEXT as an http(s) URL; HttpError (credentials masked) when it is not one."""
    try:
        return parse(text, SCHEMES)
    except UrlError as error:
        raise HttpError(f"unsupported URL {shown(text)!r}: {error}") from None


def _bypasses_proxy(host: str) -> bool:
    no_proxy = os.environ.get("NO_PROXY", os.environ.get("no_proxy", ""))
    for entry in (item.strip().lower() for item in no_proxy.split(",")):
        if entry == "*":
            return True
        entry = entry.lstrip(".").removeprefix("[").removesuffix("]")
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
            return url_of(value if "://" in value else "http://" + value)
    return None


def proxy_address(scheme: str, host: str) -> tuple[str, int] | None:
    """Where this process's own proxy settings send a SCHEME request for HOST (None: direct).
    The egress proxy forwards a child's granted connections there."""
    try:
        proxy = _proxy_for(url_of(f"{scheme}://{host}/"))
    except HttpError:
        return None
    if proxy is None or proxy.port is None:
        return None
    return proxy.host, proxy.port


def request(
    method: str,
    url: str,
    *,
    headers: dict[str, str],
    body: bytes | None = None,
    scope: str | None = None,
    limits: Limits | None = None,
) -> Response:
    """One request, with its redirects, within LIMITS (one deadline for all of it).

    With SCOPE (a base URL), the request and every redirect must stay at SCOPE's origin and
    under its path: anything else is refused before a byte is sent there. Without it,
    redirects are followed within the origin the request went to."""
    target = url_of(url)
    bound = url_of(scope) if scope is not None else None
    clock = _Clock(limits or Limits(), target.origin)
    if bound is not None and not target.within(bound):
        raise HttpError(_outside(target, bound, "a request"))
    for _ in range(MAX_REDIRECTS + 1):
        response = _once(method, target, headers, body, clock)
        location = response.headers.get("location")
        if response.status not in REDIRECTS or not location:
            return response
        following = _redirect(target, location, bound)
        if response.status == 303 or (response.status in (301, 302) and method != "GET"):
            method, body = "GET", None
        target = following
    raise HttpError(f"more than {MAX_REDIRECTS} redirects")


def _redirect(target: Url, location: str, bound: Url | None) -> Url:
    try:
        following = target.join(location)
    except UrlError as error:
        raise HttpError(f"refused a redirect to {shown(location)!r}: {error}") from None
    if following.scheme not in SCHEMES:
        raise HttpError(f"refused a redirect to a {following.scheme}:// URL")
    if not following.same_origin(target):
        raise HttpError(f"refused a redirect to another host ({following.origin})")
    if bound is not None and not following.within(bound):
        raise HttpError(_outside(following, bound, "a redirect"))
    return following


def _outside(url: Url, bound: Url, what: str) -> str:
    return (
        f"refused {what} to {shown(str(url))}: outside the base URL {shown(str(bound))}, "
        "the only place the token goes"
    )


def _once(
    method: str, url: Url, headers: dict[str, str], body: bytes | None, clock: _Clock
) -> Response:
    proxy = _proxy_for(url)
    head = _request_head(method, url, proxy, headers, body)
    clear_text_token = url.scheme == "http" and any(k.lower() == "authorization" for k in headers)
    if clear_text_token and proxy is not None and not is_loopback_host(proxy.host):
        raise HttpError(_clear_text_proxy(proxy, proxy.host))
    try:
        connection = _connect(url, proxy, clock)
    except DeadlineExceeded:
        raise
    except TimeoutError:
        raise clock.expired() from None
    except OSError as error:
        raise HttpError(f"cannot reach {url.origin}: {_reason(error)}") from None
    try:
        if clear_text_token:
            _refuse_clear_text(connection, url, proxy)
        connection.settimeout(clock.remaining())
        connection.sendall(head + (body or b""))
        reader = _Reader(connection, clock)
        response = _read_response(reader, method)
        response.url = url
        return response
    except TimeoutError:
        raise clock.expired() from None
    except HttpError:
        raise
    except OSError as error:
        raise HttpError(f"cannot reach {url.origin}: {_reason(error)}") from None
    finally:
        connection.close()


def _refuse_clear_text(connection: socket, url: Url, proxy: Url | None) -> None:
    """A plain-http request carrying the token goes out only over a loopback connection:
    the address connected to decides, not the name (`*.localhost`, /etc/hosts, DNS)."""
    address = str(connection.getpeername()[0])
    if is_loopback_address(address):
        return
    if proxy is not None:
        raise HttpError(_clear_text_proxy(proxy, address))
    raise HttpError(
        f"refused to send the token in clear text to {url.origin}, which is {address}, not a "
        "loopback address: plain http:// carries a token only on this machine; use https://"
    )


def _clear_text_proxy(proxy: Url, where: str) -> str:
    return (
        f"refused to send the token in clear text through the proxy {proxy.origin} "
        f"({where}, HTTP_PROXY/ALL_PROXY): a plain http:// request reaches a proxy "
        "unencrypted; use an https:// base_url, a loopback proxy, or NO_PROXY for this host"
    )


def _reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


def _request_head(
    method: str, url: Url, proxy: Url | None, headers: dict[str, str], body: bytes | None
) -> bytes:
    # A plain-HTTP proxy takes the absolute URL; through a tunnel the origin sees its own path.
    target = str(url) if proxy is not None and url.scheme == "http" else url.target
    if _has_unsafe_char(method) or _has_unsafe_char(target):
        raise HttpError(f"refused a request target with control characters: {target!r}")
    lines = [f"{method} {target} HTTP/1.1", f"Host: {url.authority}"]
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


def _has_unsafe_char(text: str) -> bool:
    """Whitespace or control characters would let a value end the request line or a header."""
    return any(ch <= " " or ch == "\x7f" for ch in text)


def _connect(url: Url, proxy: Url | None, clock: _Clock) -> socket:
    """A socket that speaks to URL's origin: directly, through the proxy, or tunnelled by it."""
    import socket

    hop = proxy or url
    # An ASCII host as bytes spares getaddrinfo the idna codec import.
    host = hop.host.encode("ascii")
    connection = socket.create_connection((host, hop.port), timeout=clock.remaining())  # type: ignore[arg-type]
    if url.scheme != "https":
        return connection
    try:
        if proxy is not None:
            _tunnel(connection, url, clock)
        import ssl

        connection.settimeout(clock.remaining())
        return ssl.create_default_context().wrap_socket(connection, server_hostname=url.host)
    except Exception:
        connection.close()
        raise


def _tunnel(connection: socket, url: Url, clock: _Clock) -> None:
    authority = url.host_port
    connection.settimeout(clock.remaining())
    connection.sendall(f"CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\n\r\n".encode())
    reader = _Reader(connection, clock, unbuffered=True)  # TLS bytes must stay unread
    status, _ = _read_head(reader)
    if status != 200:
        raise HttpError(f"the proxy refused a tunnel to {authority} (status {status})")


class _Reader:
    """Reads from a socket, each wait bounded by what is left of the deadline, every byte
    counted against the answer's budget."""

    __slots__ = ("buffer", "clock", "connection", "received", "unbuffered")

    def __init__(self, connection: socket, clock: _Clock, *, unbuffered: bool = False) -> None:
        self.connection = connection
        self.clock = clock
        self.buffer = bytearray()
        self.received = 0
        self.unbuffered = unbuffered

    def _fill(self) -> bool:
        """Read what the peer sent next; False at the end of the stream."""
        self.connection.settimeout(self.clock.remaining())
        chunk = self.connection.recv(1 if self.unbuffered else _RECEIVE)
        if not chunk:
            return False
        self.received += len(chunk)
        budget = self.clock.limits.budget
        if self.received > budget:
            raise HttpError(f"an answer over the {budget} byte budget of one request")
        self.buffer += chunk
        return True

    def readline(self, limit: int) -> bytes:
        """One line with its newline (at most LIMIT + 1 bytes; b"" at the end of the stream)."""
        searched = 0
        while True:
            found = self.buffer.find(b"\n", searched)
            if found != -1 and found < limit + 1:
                return self._take(found + 1)
            if len(self.buffer) > limit:
                return self._take(limit + 1)
            searched = len(self.buffer)
            if not self._fill():
                return self._take(len(self.buffer))

    def read(self, size: int) -> bytes:
        """SIZE bytes, or fewer when the stream ends first."""
        while len(self.buffer) < size:
            if not self._fill():
                break
        return self._take(min(size, len(self.buffer)))

    def read_to_end(self) -> bytes:
        while self._fill():
            pass
        return self._take(len(self.buffer))

    def _take(self, size: int) -> bytes:
        taken = bytes(self.buffer[:size])
        del self.buffer[:size]
        return taken


def _read_line(reader: _Reader) -> bytes:
    line = reader.readline(MAX_HEADER_LINE)
    if len(line) > MAX_HEADER_LINE:
        raise HttpError("an answer header line is too long")
    return line


def _read_head(reader: _Reader) -> tuple[int, dict[str, str]]:
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


def _read_response(reader: _Reader, method: str) -> Response:
    status, headers = _read_head(reader)
    interim = 0
    while 100 <= status < 200:  # interim answers (100 Continue) precede the real one
        interim += 1
        if interim > MAX_INTERIM_ANSWERS:
            raise HttpError(f"more than {MAX_INTERIM_ANSWERS} interim (1xx) answers")
        status, headers = _read_head(reader)
    if method == "HEAD" or status in (204, 304):
        return Response(status, headers, b"")
    if "chunked" in headers.get("transfer-encoding", "").lower():
        return Response(status, headers, _read_chunked(reader))
    length = headers.get("content-length", "").strip()
    if length.isdigit():
        return Response(status, headers, _read_exactly(reader, int(length)))
    return Response(status, headers, reader.read_to_end())


def _read_exactly(reader: _Reader, size: int) -> bytes:
    budget = reader.clock.limits.budget
    if size > budget:
        raise HttpError(f"an answer over the {budget} byte budget of one request")
    data = reader.read(size)
    if len(data) < size:
        raise HttpError("the connection closed before the answer was complete")
    return data


def _read_chunked(reader: _Reader) -> bytes:
    parts: list[bytes] = []
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
        parts.append(_read_exactly(reader, size))
        _read_line(reader)  # the CRLF after each chunk
