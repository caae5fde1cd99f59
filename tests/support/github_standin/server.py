"""The loopback HTTP server: GitHub's REST and GraphQL endpoints, also usable as an HTTP proxy."""

from __future__ import annotations

import base64
import json
import sys
import threading
import traceback
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, parse_qsl, urlsplit

from .graphql_api import execute
from .render import Ctx
from .rest_actions import register as register_actions
from .rest_core import Request, Response, Router
from .rest_issues import register as register_issues
from .rest_repos import register as register_repos
from .seed import DEFAULT_TOKEN, Seed
from .state import ApiError, State

RESET_EPOCH = 1714568400  # 2024-05-01T13:00:00Z, fixed so headers are the same on every run
BAD_CREDENTIALS = {
    "message": "Bad credentials",
    "documentation_url": "https://docs.github.com/rest",
}
BODY_METHODS = ("POST", "PUT", "PATCH", "DELETE")


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the stand-in saw it, for assertions."""

    method: str
    path: str  # without the query string, scheme or host
    query: dict[str, list[str]]
    headers: dict[str, str]
    json: Any  # the parsed JSON body, None when there was none
    body: bytes = b""
    host: str = ""  # the host the client addressed, e.g. "api.github.localhost"
    via_proxy: bool = False  # True when the request line was absolute-form (proxy use)
    status: int = 0
    login: str | None = None
    operation: str | None = None  # GraphQL operationName or the query's own name

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers.items() if k.lower() == name.lower()), None)


@dataclass
class _Answer:
    status: int
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "application/json; charset=utf-8"
    login: str | None = None


def _router() -> Router:
    router = Router()
    register_repos(router)
    register_issues(router)
    register_actions(router)
    return router


def _token(headers: dict[str, str]) -> str | None:
    value = next((v for k, v in headers.items() if k.lower() == "authorization"), "")
    scheme, _, credential = value.strip().partition(" ")
    if scheme.lower() in ("bearer", "token"):
        return credential.strip() or None
    if scheme.lower() == "basic":
        try:
            decoded = base64.b64decode(credential).decode()
        except (ValueError, UnicodeDecodeError):
            return None
        return decoded.partition(":")[2] or None
    return None


def _operation(body: Any) -> str | None:
    if not isinstance(body, dict):
        return None
    if isinstance(body.get("operationName"), str):
        return str(body["operationName"])
    query = body.get("query")
    if not isinstance(query, str):
        return None
    words = query.replace("(", " ").replace("{", " ").split()
    for i, word in enumerate(words[:-1]):
        if word in ("query", "mutation"):
            return words[i + 1]
    return None


class GitHubStandIn:
    """A deterministic, stateful GitHub on loopback for REST, GraphQL and the real gh.

    Use it as a context manager; `url` is the REST base URL and `proxy_url` the same server
    as an HTTP proxy (gh sends absolute-form requests for http://api.github.localhost/).
    """

    def __init__(
        self,
        tokens: dict[str, str] | None = None,
        seed: Seed | None = None,
        echo_token_in_errors: bool = False,
    ) -> None:
        self.tokens = dict(tokens) if tokens is not None else {DEFAULT_TOKEN: "octocat"}
        self.seed = seed if seed is not None else Seed()
        # a default seed is built again rather than deep-copied: a tenth of the time
        self.state = State(Seed(), private=True) if seed is None else State(self.seed)
        for token, login in self.tokens.items():
            if self.state.user(login) is None:
                raise ValueError(f"token {token[:8]}... maps to unknown login {login!r}")
        self.echo_token_in_errors = echo_token_in_errors
        self.requests: list[RecordedRequest] = []
        self.errors: list[str] = []  # tracebacks of stand-in bugs (answered as 500)
        self.url = ""
        self.proxy_url = ""
        self._router = _router()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._count = 0

    @property
    def token(self) -> str:
        """The first accepted token (the default one unless `tokens` was given)."""
        return next(iter(self.tokens))

    def start(self) -> GitHubStandIn:
        if self._server is not None:
            return self
        server = _Server(("127.0.0.1", 0), _Handler)
        server.standin = self
        self._server = server
        port = server.server_address[1]
        self.url = self.proxy_url = f"http://127.0.0.1:{port}"
        self._thread = threading.Thread(
            target=server.serve_forever,
            name="github-standin",
            kwargs={"poll_interval": 0.01},
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None

    def __enter__(self) -> GitHubStandIn:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def requests_to(self, path: str, method: str | None = None) -> list[RecordedRequest]:
        """Recorded requests for exactly `path` (and `method`, when given)."""
        return [
            r for r in self.requests if r.path == path and (method is None or r.method == method)
        ]

    # ---- request handling (called on server threads) ---------------------------------------

    def handle(
        self,
        method: str,
        scheme: str,
        host: str,
        target: str,
        headers: dict[str, str],
        raw: bytes,
        via_proxy: bool,
    ) -> _Answer:
        parts = urlsplit(target)
        path = parts.path or "/"
        base = f"{scheme}://{host}"
        if path.startswith("/api/v3/") or path == "/api/v3":
            path, base = path[len("/api/v3") :] or "/", f"{base}/api/v3"
        elif path == "/api/graphql":
            path = "/graphql"
        query = parse_qsl(parts.query, keep_blank_values=True)
        body, bad_json = self._parse_body(method, raw)
        with self.state.lock:
            self._count += 1
            answer = self._answer(method, path, query, body, bad_json, headers, base)
            answer.headers.update(self._common_headers(path, answer.login))
            self.requests.append(
                RecordedRequest(
                    method,
                    path,
                    parse_qs(parts.query, keep_blank_values=True),
                    dict(headers),
                    body,
                    raw,
                    host,
                    via_proxy,
                    answer.status,
                    answer.login,
                    _operation(body),
                )
            )
        return answer

    @staticmethod
    def _parse_body(method: str, raw: bytes) -> tuple[Any, bool]:
        if not raw.strip() or method not in BODY_METHODS:
            return None, False
        try:
            return json.loads(raw), False
        except (ValueError, UnicodeDecodeError):
            return None, True

    def _answer(
        self,
        method: str,
        path: str,
        query: list[tuple[str, str]],
        body: Any,
        bad_json: bool,
        headers: dict[str, str],
        base: str,
    ) -> _Answer:
        token = _token(headers)
        login = self.tokens.get(token or "")
        if login is None:
            return _Answer(401, self._bad_credentials(token))
        if bad_json:
            return _Answer(
                400,
                {
                    "message": "Problems parsing JSON",
                    "documentation_url": "https://docs.github.com/rest",
                },
                login=login,
            )
        ctx = Ctx(self.state, base, login)
        if path == "/graphql" and method == "POST":
            return _Answer(200, execute(ctx, body, self.errors), login=login)
        try:
            response: Response = self._router.dispatch(Request(method, path, query, body, ctx))
        except ApiError as err:
            return _Answer(err.status, err.body, login=login)
        except Exception:  # a stand-in bug: answer like GitHub, keep the trace for the test
            self.errors.append(traceback.format_exc())
            return _Answer(500, {"message": "Server Error"}, login=login)
        return _Answer(
            response.status, response.body, response.headers, response.content_type, login
        )

    def _bad_credentials(self, token: str | None) -> dict[str, str]:
        body = dict(BAD_CREDENTIALS)
        if self.echo_token_in_errors and token:
            body["message"] = f"Bad credentials: token {token} was not accepted"
        return body

    def _common_headers(self, path: str, login: str | None) -> dict[str, str]:
        resource = "graphql" if path == "/graphql" else "core"
        headers = {
            "X-GitHub-Media-Type": "github.v3; format=json",
            "X-GitHub-Api-Version-Selected": "2022-11-28",
            "X-GitHub-Request-Id": f"5A7D:1N:{self._count:06d}:STANDIN",
            "X-RateLimit-Limit": "5000",
            "X-RateLimit-Remaining": str(max(5000 - self._count, 0)),
            "X-RateLimit-Reset": str(RESET_EPOCH),
            "X-RateLimit-Used": str(self._count),
            "X-RateLimit-Resource": resource,
        }
        if login is not None:
            headers["X-OAuth-Scopes"] = self.state.scopes
            headers["X-Accepted-OAuth-Scopes"] = "repo" if path.startswith("/repos/") else ""
        return headers


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    standin: GitHubStandIn

    def handle_error(self, request: Any, client_address: Any) -> None:
        # a client hanging up early is its business; anything else is a stand-in bug
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError):
            return
        self.standin.errors.append(traceback.format_exc())


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "GitHub.com"
    sys_version = ""
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the recorded requests are the log."""

    def do_CONNECT(self) -> None:
        # refusing tunnels keeps a misconfigured https client from reaching anything
        self._send(
            _Answer(405, {"message": "The GitHub stand-in does not tunnel (CONNECT)."}), head=False
        )
        self.close_connection = True

    def do_GET(self) -> None:
        self._serve()

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def do_POST(self) -> None:
        self._serve()

    def do_PUT(self) -> None:
        self._serve()

    def do_PATCH(self) -> None:
        self._serve()

    def do_DELETE(self) -> None:
        self._serve()

    def _serve(self, head: bool = False) -> None:
        target = self.path
        via_proxy = target.startswith(("http://", "https://"))
        if via_proxy:
            parts = urlsplit(target)
            scheme, host = parts.scheme, parts.netloc
            target = parts.path + (f"?{parts.query}" if parts.query else "")
        else:
            scheme = "http"
            host = self.headers.get("Host") or self.server.standin.url.removeprefix("http://")
        headers = {k: v for k, v in self.headers.items()}
        answer = self.server.standin.handle(
            "GET" if head else self.command,
            scheme,
            host,
            target,
            headers,
            self._read_body(),
            via_proxy,
        )
        self._send(answer, head)

    def _read_body(self) -> bytes:
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            chunks: list[bytes] = []
            while True:
                size = int(self.rfile.readline().strip().split(b";")[0] or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _send(self, answer: _Answer, head: bool) -> None:
        if answer.status in (204, 205, 304) or answer.body is None:
            data = b""
        elif isinstance(answer.body, bytes):
            data = answer.body
        else:
            data = json.dumps(answer.body, separators=(",", ":")).encode()
        self.send_response(answer.status)
        if data or answer.status not in (204, 304):
            self.send_header("Content-Type", answer.content_type)
        for key, value in answer.headers.items():
            self.send_header(key, value)
        if answer.status != 204:
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if data and not head:
            self.wfile.write(data)
