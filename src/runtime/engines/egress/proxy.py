"""The runtime's proxy, served from the runtime's process on the listener in a child's namespace.

It speaks HTTP CONNECT (a tunnel to host:port) and absolute-form HTTP (`GET http://h/p`),
nothing else: a SOCKS greeting or an origin-form request is refused. Each connection is
judged against the step's grant (deny patterns first), its name resolved here and every
address checked (addresses.py), and the connection made to an address that was checked.
A user's own upstream proxy (HTTPS_PROXY/HTTP_PROXY/NO_PROXY of the runtime's environment)
is where granted connections go when it applies; that proxy resolves the name, so only the
name and a bare address are judged then. Every attempt is recorded: destination, decision,
rule, and bytes each way.

A brokered credential (auth's placeholder) is swapped for the real one only in a request to
its own host whose method fits the step's judged effect; every other request carrying the
placeholder is refused and recorded. HTTPS to that host is terminated here with the run's
own certificate authority (tls.py), so the proxy sees the request it swaps in.
"""

from __future__ import annotations

import contextlib
import socket
import threading

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from runtime.engines.egress.grants import Grant, Verdict
    from runtime.model import Brokered

    Upstream = Callable[[str, str], "tuple[str, int] | None"]

MAX_HEAD = 64 * 1024
HEAD_TIMEOUT = 30.0
CONNECT_TIMEOUT = 30.0
CHUNK = 256 * 1024
MAX_INSPECTED_BODY = 4 * 1024 * 1024
READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
HOP_BY_HOP = frozenset(
    {"connection", "proxy-connection", "keep-alive", "proxy-authorization", "te", "trailer",
     "upgrade", "proxy-authenticate"}
)  # fmt: skip
PLACEHOLDER_RULE = "brokered credential"
# A child may try as often as it likes; the runtime serves and records a bounded share.
MAX_CONNECTIONS = 64  # open at once; more are closed as they arrive (and counted)
MAX_RECORDED = 200  # attempts kept for the audit record; the rest only counted
# Headers some servers read as the request's real method: on a read step's brokered request
# they would turn a GET into a write.
METHOD_OVERRIDES = frozenset({"x-http-method-override", "x-http-method", "x-method-override"})
PROTOCOL_RULE = "egress proxy protocol"


class Attempt:
    """One connection a child tried: where, how, the verdict and its rule, bytes each way."""

    __slots__ = (
        "credential", "decision", "destination", "error", "kind", "method", "received",
        "rule", "sent",
    )  # fmt: skip

    def __init__(self, kind: str, destination: str) -> None:
        self.kind = kind  # connect, http, or what the child sent instead
        self.destination = destination
        self.method: str | None = None
        self.decision = "deny"
        self.rule = PROTOCOL_RULE
        self.error: str | None = None
        self.credential: str | None = None  # swapped, refused
        self.sent = 0  # child -> destination
        self.received = 0  # destination -> child

    def to_json(self) -> dict[str, object]:
        entry: dict[str, object] = {
            "destination": self.destination,
            "decision": self.decision,
            "rule": self.rule,
            "kind": self.kind,
        }
        if self.method is not None:
            entry["method"] = self.method
        if self.credential is not None:
            entry["credential"] = self.credential
        entry["sent"] = self.sent
        entry["received"] = self.received
        if self.error is not None:
            entry["error"] = self.error
        return entry


class Refusal(Exception):
    """A request the proxy answers with STATUS and a message, recorded with RULE."""

    def __init__(self, status: int, message: str, rule: str) -> None:
        super().__init__(message)
        self.status = status
        self.rule = rule


class Proxy:
    """Serves one listener for one child, until close()."""

    def __init__(
        self,
        grant: Grant,
        brokered: Sequence[Brokered] = (),
        upstream: Upstream | None = None,
    ) -> None:
        self.grant = grant
        self.brokered = tuple(brokered)
        self.upstream = upstream or _no_upstream
        self.attempts: list[Attempt] = []
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._threads: list[threading.Thread] = []
        self._listener: socket.socket | None = None
        self._closing = False
        self.unrecorded = 0  # attempts past MAX_RECORDED
        self.turned_away = 0  # connections past MAX_CONNECTIONS

    # --- lifetime ---------------------------------------------------------------------

    def serve(self, listener: socket.socket) -> None:
        self._listener = listener
        self._start(self._accept_loop, listener)

    def close(self) -> list[dict[str, object]]:
        """Stop serving, end every connection, and return the attempts as recorded (with
        one entry counting what was not recorded, when the child tried more)."""
        with self._lock:
            self._closing = True
            sockets = list(self._sockets)
        if self._listener is not None:
            _shut(self._listener)
        for sock in sockets:
            _shut(sock)
        for thread in list(self._threads):
            thread.join(timeout=2.0)
        with self._lock:
            record = [attempt.to_json() for attempt in self.attempts]
            if self.unrecorded or self.turned_away:
                record.append({"not_recorded": self.unrecorded, "turned_away": self.turned_away})
            return record

    def _start(self, target: Callable[..., None], *args: object) -> None:
        thread = threading.Thread(target=target, args=args, name="egress", daemon=True)
        with self._lock:
            self._threads = [t for t in self._threads if t.is_alive()]
            self._threads.append(thread)
        thread.start()

    def _track(self, sock: socket.socket) -> bool:
        with self._lock:
            if self._closing:
                return False
            self._sockets.add(sock)
            return True

    def hold(self, sock: socket.socket) -> None:
        """SOCK is ended with the others when the proxy closes (a TLS layer over one)."""
        if not self._track(sock):
            sock.close()
            raise OSError("the proxy is closing")

    def _untrack(self, sock: socket.socket) -> None:
        with self._lock:
            self._sockets.discard(sock)
        sock.close()

    def _record(self, attempt: Attempt) -> Attempt:
        with self._lock:
            if len(self.attempts) < MAX_RECORDED:
                self.attempts.append(attempt)
            else:
                self.unrecorded += 1
        return attempt

    def _accept_loop(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            with self._lock:
                crowded = len(self._sockets) >= MAX_CONNECTIONS
                if crowded:
                    self.turned_away += 1
            if crowded:
                client.close()
                continue
            if not self._track(client):
                client.close()
                return
            self._start(self._connection, client)

    # --- one connection ---------------------------------------------------------------

    def _connection(self, client: socket.socket) -> None:
        stream = Stream(client)
        attempt: Attempt | None = None
        try:
            client.settimeout(HEAD_TIMEOUT)
            head = stream.head(request=True)
            request = Request.parse(head)
            attempt = self._record(Attempt(request.kind, request.destination))
            attempt.method = request.method if request.kind == "http" else None
            verdict = self.grant.judge(request.host, request.port)
            attempt.rule = verdict.rule
            if not verdict.allowed:
                raise Refusal(
                    403, f"{request.destination} is not in this step's grant", verdict.rule
                )
            client.settimeout(None)
            if request.kind == "connect":
                self._tunnel(stream, request, verdict, attempt)
            else:
                self._forward(stream, request, verdict, attempt, None)
        except Refusal as refusal:
            if attempt is None:
                attempt = self._record(Attempt(_first_word(stream.seen), "?"))
            attempt.decision, attempt.rule, attempt.error = "deny", refusal.rule, str(refusal)
            _answer(client, refusal.status, f"runtime egress: {refusal} ({refusal.rule})")
        except (OSError, ValueError) as error:
            if attempt is None:
                attempt = self._record(Attempt(_first_word(stream.seen), "?"))
                attempt.error = f"not an HTTP proxy request: {error}"
            elif attempt.error is None:
                attempt.error = str(error) or type(error).__name__
        finally:
            self._untrack(client)

    def _tunnel(self, stream: Stream, request: Request, verdict: Verdict, attempt: Attempt) -> None:
        brokered = self._brokered_for(request.host)
        upstream = self._open(request, verdict, attempt, "https")
        try:
            stream.sock.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            attempt.decision = "allow"
            if brokered:
                from runtime.engines.egress import tls

                if stream.buffer:
                    raise ValueError("the child sent bytes before its tunnel was established")
                inside, outside = tls.terminate(stream.sock, upstream, request.host, self.hold)
                try:
                    self._forward(Stream(inside), request, verdict, attempt, Stream(outside))
                finally:
                    self._untrack(inside)
                    self._untrack(outside)
            else:
                self._relay(stream, upstream, attempt)
        finally:
            self._untrack(upstream)

    def _forward(
        self,
        stream: Stream,
        request: Request,
        verdict: Verdict,
        attempt: Attempt,
        server: Stream | None,
    ) -> None:
        """One HTTP request judged, its credential swapped or refused, sent, and its answer
        relayed: `Connection: close` on both sides, so a connection carries one request.
        SERVER: the terminated tunnel's far side (None: open one for this request)."""
        if request.kind == "connect":  # inside a terminated tunnel: the first request's head
            request = Request.parse(stream.head(request=True), tunnelled=request)
            attempt.method = request.method
        if request.upgrade:
            raise Refusal(403, "protocol upgrades are not proxied", PROTOCOL_RULE)
        body = Body(stream, request)
        head = self._judged_head(request, body, attempt)
        opened = server is None
        if server is None:
            server = Stream(self._open(request, verdict, attempt, "http"))
        try:
            rendered = request.render(head, request.via_upstream)
            server.sock.sendall(rendered)
            attempt.decision = "allow"
            attempt.sent += len(rendered)
            if body.inspected:
                server.sock.sendall(body.inspected)
                attempt.sent += len(body.inspected)
            sender = threading.Thread(target=body.relay, args=(server.sock, attempt), daemon=True)
            sender.start()
            self._answer_back(server, stream, attempt)
            sender.join(timeout=1.0)
        finally:
            if opened:
                self._untrack(server.sock)

    def _judged_head(self, request: Request, body: Body, attempt: Attempt) -> list[tuple[str, str]]:
        """The headers to send: hop-by-hop ones dropped, Host the judged authority, and a
        brokered placeholder swapped for its credential or refused."""
        if self._placeholder_in(request.target) is not None:
            attempt.credential = "refused"
            raise Refusal(403, "a brokered placeholder in the request target", PLACEHOLDER_RULE)
        headers: list[tuple[str, str]] = [("Host", request.host_header)]
        for name, value in request.headers:
            lower = name.lower()
            if lower in HOP_BY_HOP or lower == "host":
                continue
            found = self._placeholder_in(value)
            if found is not None:
                value = self._swapped(found, lower, value, request, body, attempt)
            headers.append((name, value))
        if attempt.credential == "swapped":
            overrides = [name for name, _ in headers if name.lower() in METHOD_OVERRIDES]
            if overrides and self.grant.effect == "read":
                attempt.credential = "refused"
                raise Refusal(403, f"{overrides[0]} on a read step's request", PLACEHOLDER_RULE)
            # An answer the proxy can read whole: the credential is masked if echoed back.
            headers = [(n, v) for n, v in headers if n.lower() != "accept-encoding"]
        headers.append(("Connection", "close"))
        return headers

    def _placeholder_in(self, text: str) -> Brokered | None:
        for brokered in self.brokered:
            if brokered.placeholder in text or _basic_carries(text, brokered.placeholder):
                return brokered
        return None

    def _swapped(
        self,
        brokered: Brokered,
        header: str,
        value: str,
        request: Request,
        body: Body,
        attempt: Attempt,
    ) -> str:
        why = self._credential_refusal(brokered, header, request, body)
        if why is not None:
            attempt.credential = "refused"
            raise Refusal(403, why, PLACEHOLDER_RULE)
        attempt.credential = "swapped"
        return _with_secret(value, brokered)

    def _credential_refusal(
        self, brokered: Brokered, header: str, request: Request, body: Body
    ) -> str | None:
        from runtime.policy.network import normal_host

        if normal_host(request.host) not in brokered.hosts:
            return (
                f"the placeholder credential is for {', '.join(brokered.hosts)}, not {request.host}"
            )
        if header != "authorization":
            return f"the placeholder credential in a {header} header"
        if self.grant.effect != "read" or request.method in READ_METHODS:
            return None
        if _reads_graphql(request, body):
            return None
        return (
            f"{request.method} {request.path} carries the credential of a step judged "
            "read (only GET, HEAD and GraphQL queries may)"
        )

    def _brokered_for(self, host: str) -> bool:
        from runtime.policy.network import normal_host

        return any(normal_host(host) in brokered.hosts for brokered in self.brokered)

    def _open(
        self, request: Request, verdict: Verdict, attempt: Attempt, scheme: str
    ) -> socket.socket:
        """A connection that speaks to the request's destination: through the user's own
        upstream proxy when it applies, else straight to an address checked here."""
        from runtime.engines.egress import addresses

        hop = self.upstream(scheme, request.host)
        if hop is not None:
            try:
                literal = addresses.literal(request.host)
                if literal is not None and not verdict.by_name:
                    raise addresses.Refused(
                        f"{request.host} is a bare IP address, and no grant names it"
                    )
            except addresses.Refused as refused:
                raise Refusal(403, str(refused), verdict.rule) from None
            sock = socket.create_connection(hop, timeout=CONNECT_TIMEOUT)
            sock.settimeout(None)
            if not self._track(sock):
                sock.close()
                raise OSError("the proxy is closing")
            if request.kind == "connect":
                _upstream_tunnel(sock, request)
            else:
                request.via_upstream = True
            return sock
        try:
            checked = addresses.resolve(
                request.host,
                request.port,
                by_name=verdict.by_name,
                loopback=verdict.loopback,
                literal_allowed=verdict.by_name,
            )
            sock = addresses.connect(checked, CONNECT_TIMEOUT)
        except addresses.Refused as refused:
            raise Refusal(403, str(refused), verdict.rule) from None
        except OSError as error:
            raise Refusal(
                502, f"cannot reach {request.destination}: {error.strerror or error}", verdict.rule
            ) from None
        if not self._track(sock):
            sock.close()
            raise OSError("the proxy is closing")
        return sock

    def _relay(self, stream: Stream, upstream: socket.socket, attempt: Attempt) -> None:
        """Bytes both ways until either side is done (a CONNECT tunnel)."""
        if stream.buffer:
            upstream.sendall(bytes(stream.buffer))
            attempt.sent += len(stream.buffer)
            stream.buffer.clear()
        back = threading.Thread(
            target=_pump, args=(upstream, stream.sock, attempt, "received"), daemon=True
        )
        back.start()
        _pump(stream.sock, upstream, attempt, "sent")
        back.join()

    def _answer_back(self, server: Stream, client: Stream, attempt: Attempt) -> None:
        """The answer's head(s) with `Connection: close`, then its bytes to the end."""
        secrets = [b.secret.encode() for b in self.brokered] if attempt.credential else []
        while True:
            head = server.head()
            status, lines = _response_head(head)
            rendered = _render_response(lines)
            for secret in secrets:
                rendered = rendered.replace(secret, b"*" * len(secret))
            client.sock.sendall(rendered)
            attempt.received += len(rendered)
            if not 100 <= status < 200 or status == 101:
                break
        if secrets:  # the host was sent the credential: never let it echo it to the child
            _masked_copy(server, client.sock, attempt, secrets)
            return
        if server.buffer:
            client.sock.sendall(bytes(server.buffer))
            attempt.received += len(server.buffer)
            server.buffer.clear()
        _pump(server.sock, client.sock, attempt, "received")


# --- streams and requests -------------------------------------------------------------------


class Stream:
    """A socket read with a buffer: heads up to their blank line, bodies by their framing."""

    __slots__ = ("buffer", "seen", "sock")

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.buffer = bytearray()
        self.seen = b""

    def head(self, request: bool = False) -> bytes:
        """Bytes up to the blank line ending a head. REQUEST: refuse at once what cannot
        begin an HTTP request (a SOCKS greeting would otherwise wait for a blank line)."""
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end >= 0:
                head = bytes(self.buffer[: end + 4])
                del self.buffer[: end + 4]
                return head
            if len(self.buffer) > MAX_HEAD:
                raise ValueError("a request head over 64 KiB")
            data = self.sock.recv(CHUNK)
            if not self.seen:
                self.seen = data[:16]
            if not data:
                raise ValueError("the connection closed before a whole request head")
            self.buffer += data
            if request and not _method_start(bytes(self.buffer[:17])):
                raise ValueError("not HTTP (a SOCKS greeting, or bytes of another protocol)")

    def read(self, size: int) -> bytes:
        """Up to SIZE bytes: what is buffered first, else one receive; b"" at the end."""
        if self.buffer:
            data = bytes(self.buffer[:size])
            del self.buffer[:size]
            return data
        return self.sock.recv(min(size, CHUNK))

    def line(self) -> bytes:
        while b"\r\n" not in self.buffer:
            if len(self.buffer) > MAX_HEAD:
                raise ValueError("a chunk line over 64 KiB")
            data = self.sock.recv(CHUNK)
            if not data:
                raise ValueError("the connection closed inside a chunked body")
            self.buffer += data
        end = self.buffer.find(b"\r\n") + 2
        line = bytes(self.buffer[:end])
        del self.buffer[:end]
        return line


class Body:
    """A request's body by its framing (Content-Length or chunked, never both), relayed as
    it is read; a body the credential judgement must see is read first (INSPECTED)."""

    __slots__ = ("chunked", "inspected", "remaining", "stream")

    def __init__(self, stream: Stream, request: Request) -> None:
        self.stream = stream
        encoding = request.header("transfer-encoding")
        length = request.header("content-length")
        if encoding is not None and length is not None:
            raise Refusal(400, "both Transfer-Encoding and Content-Length", PROTOCOL_RULE)
        if encoding is not None and encoding.strip().lower() != "chunked":
            raise Refusal(400, f"Transfer-Encoding {encoding!r}", PROTOCOL_RULE)
        if length is not None and not length.strip().isdigit():
            raise Refusal(400, f"Content-Length {length!r}", PROTOCOL_RULE)
        self.chunked = encoding is not None
        self.remaining = int(length) if length is not None else 0
        self.inspected = b""

    def inspect(self, limit: int = MAX_INSPECTED_BODY) -> bytes | None:
        """The whole body when it has a length under LIMIT (read now, sent later)."""
        if self.chunked or self.remaining > limit:
            return None
        parts: list[bytes] = []
        while self.remaining:
            data = self.stream.read(self.remaining)
            if not data:
                raise ValueError("the connection closed inside a request body")
            parts.append(data)
            self.remaining -= len(data)
        self.inspected = b"".join(parts)
        return self.inspected

    def relay(self, to: socket.socket, attempt: Attempt) -> None:
        try:
            if self.chunked:
                self._relay_chunked(to, attempt)
                return
            while self.remaining:
                data = self.stream.read(min(self.remaining, CHUNK))
                if not data:
                    return
                to.sendall(data)
                attempt.sent += len(data)
                self.remaining -= len(data)
        except OSError:
            return

    def _relay_chunked(self, to: socket.socket, attempt: Attempt) -> None:
        while True:
            line = self.stream.line()
            to.sendall(line)
            attempt.sent += len(line)
            size = int(line.split(b";", 1)[0].strip() or b"x", 16)
            if size == 0:
                while True:  # trailers up to the blank line
                    trailer = self.stream.line()
                    to.sendall(trailer)
                    attempt.sent += len(trailer)
                    if trailer == b"\r\n":
                        return
            remaining = size + 2  # the data and its CRLF
            while remaining:
                data = self.stream.read(min(remaining, CHUNK))
                if not data:
                    return
                to.sendall(data)
                attempt.sent += len(data)
                remaining -= len(data)


class Request:
    """A proxy request's line and headers, and the destination it names."""

    __slots__ = (
        "authority", "headers", "host", "kind", "method", "path", "port", "target", "upgrade",
        "version", "via_upstream",
    )  # fmt: skip

    def __init__(self) -> None:
        self.kind = "http"
        self.method = ""
        self.target = ""
        self.version = "HTTP/1.1"
        self.headers: list[tuple[str, str]] = []
        self.host = ""
        self.port = 0
        self.path = "/"
        self.authority = ""
        self.upgrade = False
        self.via_upstream = False

    @property
    def destination(self) -> str:
        return self.authority

    @property
    def host_header(self) -> str:
        """The judged authority as Host says it: no port where it is the scheme's own."""
        default = 443 if self.kind == "tunnelled" else 80
        shown = f"[{self.host}]" if ":" in self.host else self.host
        return shown if self.port == default else self.authority

    def header(self, name: str) -> str | None:
        values = [value for key, value in self.headers if key.lower() == name]
        if len(values) > 1:
            raise Refusal(400, f"{name} given {len(values)} times", PROTOCOL_RULE)
        return values[0] if values else None

    @classmethod
    def parse(cls, head: bytes, tunnelled: Request | None = None) -> Request:
        text = head.decode("latin-1")
        lines = text.split("\r\n")
        parts = lines[0].split(" ")
        if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
            raise Refusal(400, "not an HTTP/1.x proxy request (SOCKS is not spoken)", PROTOCOL_RULE)
        request = cls()
        request.method, request.target, request.version = parts
        for line in lines[1:]:
            if not line:
                continue
            name, colon, value = line.partition(":")
            if not colon or not name or name != name.strip() or any(c in name for c in " \t"):
                raise Refusal(400, f"a malformed header line {line[:40]!r}", PROTOCOL_RULE)
            request.headers.append((name, value.strip()))
        request.upgrade = any(key.lower() == "upgrade" for key, _ in request.headers)
        if tunnelled is not None:
            return request._inside(tunnelled)
        if request.method == "CONNECT":
            request.kind = "connect"
            request._authority(request.target, 443)
        elif request.target.lower().startswith("http://"):
            rest = request.target[7:]
            authority, slash, path = rest.partition("/")
            request._authority(authority, 80)
            request.path = "/" + path if slash else "/"
        else:
            raise Refusal(
                400, f"{request.method} {request.target[:60]}: not a proxy request", PROTOCOL_RULE
            )
        return request

    def _inside(self, tunnel: Request) -> Request:
        """A request read inside a terminated tunnel: its destination is the tunnel's."""
        if not self.target.startswith("/"):
            raise Refusal(400, "a request inside a tunnel names its own destination", PROTOCOL_RULE)
        self.host, self.port, self.authority = tunnel.host, tunnel.port, tunnel.authority
        self.path = self.target
        self.kind = "tunnelled"
        return self

    def _authority(self, authority: str, default: int) -> None:
        if "@" in authority:
            raise Refusal(400, "credentials in a proxy request's authority", PROTOCOL_RULE)
        if authority.startswith("["):
            host, _, after = authority[1:].partition("]")
            port_text = after[1:] if after.startswith(":") else ""
        else:
            host, _, port_text = authority.partition(":")
        if not host or (port_text and not (port_text.isdigit() and 0 < int(port_text) < 65536)):
            raise Refusal(400, f"an unreadable destination {authority[:80]!r}", PROTOCOL_RULE)
        self.host = host.lower()
        self.port = int(port_text) if port_text else default
        shown = f"[{self.host}]" if ":" in self.host else self.host
        self.authority = f"{shown}:{self.port}"

    def render(self, headers: Sequence[tuple[str, str]], absolute: bool) -> bytes:
        target = f"http://{self.host_header}{self.path}" if absolute else self.path
        lines = [f"{self.method} {target} {self.version}"]
        lines += [f"{name}: {value}" for name, value in headers]
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


# --- helpers --------------------------------------------------------------------------------


def _no_upstream(scheme: str, host: str) -> tuple[str, int] | None:
    return None


def _pump(source: socket.socket, sink: socket.socket, attempt: Attempt, counter: str) -> None:
    """Bytes from SOURCE to SINK until SOURCE ends, counted on ATTEMPT; then SINK's writing
    side is shut. Between plain sockets through a pipe with splice (the kernel moves them);
    a TLS socket's bytes pass through this process."""
    try:
        if _spliceable(source) and _spliceable(sink):
            _splice(source, sink, attempt, counter)
        else:
            _copy(source, sink, attempt, counter)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)


def _masked_copy(
    server: Stream, sink: socket.socket, attempt: Attempt, secrets: Sequence[bytes]
) -> None:
    """The answer's bytes with every SECRET replaced by as many `*` (lengths unchanged, so
    its framing holds), across read boundaries."""
    keep = max(len(secret) for secret in secrets) - 1
    pending = bytes(server.buffer)
    server.buffer.clear()
    try:
        while True:
            data = server.sock.recv(CHUNK)
            pending += data
            for secret in secrets:
                pending = pending.replace(secret, b"*" * len(secret))
            ready = pending if not data else pending[: max(len(pending) - keep, 0)]
            if ready:
                sink.sendall(ready)
                attempt.received += len(ready)
            pending = pending[len(ready) :]
            if not data:
                return
    except OSError:
        return
    finally:
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)


def _spliceable(sock: socket.socket) -> bool:
    import os

    return hasattr(os, "splice") and not hasattr(sock, "cipher")


def _copy(source: socket.socket, sink: socket.socket, attempt: Attempt, counter: str) -> None:
    buffer = bytearray(CHUNK)
    view = memoryview(buffer)
    while True:
        size = source.recv_into(buffer)
        if not size:
            return
        sink.sendall(view[:size])
        setattr(attempt, counter, getattr(attempt, counter) + size)


PIPE_SIZE = 1024 * 1024
F_SETPIPE_SZ = 1031


def _splice(source: socket.socket, sink: socket.socket, attempt: Attempt, counter: str) -> None:
    import fcntl
    import os

    reading, writing = os.pipe()
    try:
        with contextlib.suppress(OSError):
            fcntl.fcntl(writing, F_SETPIPE_SZ, PIPE_SIZE)
        into, out = source.fileno(), sink.fileno()
        while True:
            size = os.splice(into, writing, PIPE_SIZE, flags=os.SPLICE_F_MOVE)
            if not size:
                return
            left = size
            while left:
                left -= os.splice(reading, out, left, flags=os.SPLICE_F_MOVE)
            setattr(attempt, counter, getattr(attempt, counter) + size)
    finally:
        os.close(reading)
        os.close(writing)


def _shut(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    sock.close()


def _answer(client: socket.socket, status: int, message: str) -> None:
    reasons = {400: "Bad Request", 403: "Forbidden", 502: "Bad Gateway"}
    body = (message + "\n").encode("utf-8", "replace")
    head = (
        f"HTTP/1.1 {status} {reasons.get(status, 'Refused')}\r\nContent-Type: text/plain\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    with contextlib.suppress(OSError):
        client.sendall(head.encode("latin-1") + body)


def _method_start(data: bytes) -> bool:
    """Whether DATA can begin an HTTP request: an upper-case method, then a space."""
    method, space, _ = data.partition(b" ")
    return (
        bool(method) and method.isalpha() and method.isupper() and (bool(space) or len(data) < 17)
    )


def _first_word(seen: bytes) -> str:
    word = seen.split(b" ", 1)[0][:10]
    return word.decode("ascii") if word.isascii() and word.isalpha() else "not-http"


def _upstream_tunnel(sock: socket.socket, request: Request) -> None:
    authority = request.authority
    sock.sendall(f"CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\n\r\n".encode())
    stream = Stream(sock)
    status, _ = _response_head(stream.head())
    if status != 200:
        raise Refusal(
            502, f"the upstream proxy refused a tunnel to {authority} ({status})", "upstream proxy"
        )
    if stream.buffer:
        raise ValueError("the upstream proxy sent bytes before the tunnel")


def _response_head(head: bytes) -> tuple[int, list[str]]:
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
        raise ValueError(f"not an HTTP answer: {lines[0][:60]!r}")
    return int(parts[1]), [line for line in lines if line]


def _render_response(lines: list[str]) -> bytes:
    status = int(lines[0].split(" ", 2)[1])
    kept = [lines[0]]
    for line in lines[1:]:
        name = line.partition(":")[0].strip().lower()
        if name not in ("connection", "keep-alive", "proxy-connection"):
            kept.append(line)
    if not 100 <= status < 200:
        kept.append("Connection: close")
    return ("\r\n".join(kept) + "\r\n\r\n").encode("latin-1")


def _basic_carries(value: str, placeholder: str) -> bool:
    """Whether a `Basic` credential's user:password holds PLACEHOLDER (git sends one so)."""
    scheme, _, encoded = value.strip().partition(" ")
    if scheme.lower() != "basic":
        return False
    import base64
    import binascii

    try:
        return placeholder in base64.b64decode(encoded.strip(), validate=True).decode("latin-1")
    except (binascii.Error, ValueError):
        return False


def _with_secret(value: str, brokered: Brokered) -> str:
    """The Authorization value with the real credential where the placeholder was."""
    scheme, _, credential = value.strip().partition(" ")
    if scheme.lower() != "basic":
        return f"{scheme} {credential.replace(brokered.placeholder, brokered.secret)}"
    import base64

    decoded = base64.b64decode(credential.strip()).decode("latin-1")
    swapped = decoded.replace(brokered.placeholder, brokered.secret)
    return f"{scheme} {base64.b64encode(swapped.encode('latin-1')).decode('ascii')}"


def _reads_graphql(request: Request, body: Body) -> bool:
    """A POST to GitHub's GraphQL endpoint whose every operation is a query (a read)."""
    if request.method != "POST" or not request.path.split("?", 1)[0].endswith("/graphql"):
        return False
    data = body.inspect()
    if data is None:
        return False
    import json

    try:
        document = json.loads(data)
    except ValueError:
        return False
    query = document.get("query") if isinstance(document, dict) else None
    if not isinstance(query, str):
        return False
    from graphql import OperationDefinitionNode, OperationType, parse
    from graphql.error import GraphQLError

    try:
        parsed = parse(query)
    except GraphQLError:
        return False
    operations = [d for d in parsed.definitions if isinstance(d, OperationDefinitionNode)]
    return bool(operations) and all(op.operation == OperationType.QUERY for op in operations)
