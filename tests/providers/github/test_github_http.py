"""The provider's socket HTTP client: framing, proxies, redirects, refusals.

A scripted loopback server answers each connection with the next canned bytes,
so chunked bodies, redirects and proxy behaviour can be pinned exactly.
"""

from __future__ import annotations

import re
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from runtime.net import http


class Scripted:
    """Answers connection N with answers[N]; records each raw request."""

    def __init__(self, answers: list[bytes]) -> None:
        self.answers = answers
        self.requests: list[bytes] = []
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        for answer in self.answers:
            connection, _ = self.server.accept()
            with connection:
                self.requests.append(self._read_request(connection))
                connection.sendall(answer)

    @staticmethod
    def _read_request(connection: socket.socket) -> bytes:
        data = b""
        while b"\r\n\r\n" not in data:
            data += connection.recv(65536)
        head, _, body = data.partition(b"\r\n\r\n")
        length = next(
            (int(line.split(b":")[1]) for line in head.split(b"\r\n")
             if line.lower().startswith(b"content-length:")), 0,
        )  # fmt: skip
        while len(body) < length:
            body += connection.recv(65536)
        return head + b"\r\n\r\n" + body

    def close(self) -> None:
        self.server.close()


@pytest.fixture
def no_proxy_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy",
                 "NO_PROXY", "no_proxy"):  # fmt: skip
        monkeypatch.delenv(name, raising=False)


def scripted(*answers: bytes) -> Iterator[Scripted]:
    server = Scripted(list(answers))
    yield server
    server.close()


def answer(status: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"HTTP/1.1 {status}", *(f"{k}: {v}" for k, v in headers.items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


@pytest.mark.usefixtures("no_proxy_env")
def test_content_length_body_and_the_request_sent() -> None:
    for server in scripted(answer("200 OK", {"Content-Length": "2", "X-A": "1"}, b"{}")):
        response = http.request("POST", server.url + "/a?b=1", headers={"Authorization": "Bearer t"},
                                body=b'{"k": 1}')  # fmt: skip
        assert (response.status, response.body, response.headers["x-a"]) == (200, b"{}", "1")
        head, _, body = server.requests[0].partition(b"\r\n\r\n")
        lines = head.decode().split("\r\n")
        assert lines[0] == "POST /a?b=1 HTTP/1.1"
        assert f"Host: 127.0.0.1:{server.port}" in lines
        assert {"Authorization: Bearer t", "Connection: close", "Content-Length: 8",
                "Content-Type: application/json"} <= set(lines)  # fmt: skip
        assert body == b'{"k": 1}'


@pytest.mark.usefixtures("no_proxy_env")
def test_chunked_and_read_to_end_bodies() -> None:
    chunked = answer(
        "200 OK",
        {"Transfer-Encoding": "chunked"},
        b"4\r\nWiki\r\n6;x=y\r\npedia \r\n0\r\nT: 1\r\n\r\n",
    )
    for server in scripted(chunked, answer("200 OK", {}, b"until the end")):
        assert http.request("GET", server.url + "/", headers={}).body == b"Wikipedia "
        assert http.request("GET", server.url + "/", headers={}).body == b"until the end"


@pytest.mark.usefixtures("no_proxy_env")
def test_interim_answers_and_empty_bodies() -> None:
    first = answer("100 Continue", {}) + answer("204 No Content", {})
    for server in scripted(first):
        response = http.request("DELETE", server.url + "/x", headers={})
        assert (response.status, response.body) == (204, b"")


@pytest.mark.usefixtures("no_proxy_env")
def test_a_same_host_redirect_is_followed_with_the_header() -> None:
    for server in scripted(
        answer("301 Moved", {"Location": "/moved", "Content-Length": "0"}),
        answer("200 OK", {"Content-Length": "2"}, b"ok"),
    ):
        response = http.request("GET", server.url + "/old", headers={"Authorization": "Bearer t"})
        assert response.body == b"ok"
        assert server.requests[1].startswith(b"GET /moved HTTP/1.1")
        assert b"Authorization: Bearer t" in server.requests[1]


@pytest.mark.usefixtures("no_proxy_env")
def test_a_redirect_to_another_host_is_refused() -> None:
    for server in scripted(
        answer("302 Found", {"Location": "http://evil.example/x", "Content-Length": "0"})
    ):
        with pytest.raises(http.HttpError, match="refused a redirect to another host"):
            http.request("GET", server.url + "/", headers={"Authorization": "Bearer t"})


def test_a_plain_http_proxy_gets_the_absolute_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "")
    for server in scripted(answer("200 OK", {"Content-Length": "0"})):
        monkeypatch.setenv("HTTP_PROXY", server.url)
        http.request("GET", "http://api.example.test/user", headers={})
        head = server.requests[0].decode()
        assert head.startswith("GET http://api.example.test/user HTTP/1.1\r\n")
        assert "Host: api.example.test\r\n" in head


def test_no_proxy_sends_the_request_directly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # nothing listens there
    monkeypatch.setenv("NO_PROXY", "example.org,127.0.0.1")
    for server in scripted(answer("200 OK", {"Content-Length": "0"})):
        assert http.request("GET", server.url + "/direct", headers={}).status == 200
        assert server.requests[0].startswith(b"GET /direct HTTP/1.1")


def test_an_https_tunnel_refused_by_the_proxy_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "")
    for server in scripted(answer("403 Forbidden", {"Content-Length": "0"})):
        monkeypatch.setenv("HTTPS_PROXY", server.url)
        with pytest.raises(
            http.HttpError, match=re.escape("refused a tunnel to api.github.com:443")
        ):
            http.request(
                "GET", "https://api.github.com/user", headers={"Authorization": "Bearer t"}
            )
        assert server.requests[0].startswith(b"CONNECT api.github.com:443 HTTP/1.1")
        assert b"Authorization" not in server.requests[0]


@pytest.mark.usefixtures("no_proxy_env")
@pytest.mark.parametrize(
    ("url", "headers"),
    [
        ("http://127.0.0.1:9/a\r\nX-Evil: 1", {}),
        ("http://127.0.0.1:9/a", {"X-Ok": "v\r\nX-Evil: 1"}),
        ("ftp://127.0.0.1/a", {}),
        ("http://user@/a", {}),
    ],
)
def test_malformed_requests_are_refused_before_connecting(
    url: str, headers: dict[str, str]
) -> None:
    with pytest.raises(http.HttpError):
        http.request("GET", url, headers=headers)


@pytest.mark.usefixtures("no_proxy_env")
def test_spaces_and_non_ascii_in_the_path_are_percent_encoded() -> None:
    for server in scripted(answer("200 OK", {"Content-Length": "0"})):
        http.request("GET", server.url + "/search?q=a b ü", headers={})
        assert server.requests[0].startswith(b"GET /search?q=a%20b%20%C3%BC HTTP/1.1")


@pytest.mark.usefixtures("no_proxy_env")
def test_a_truncated_answer_and_an_unreachable_host_are_errors() -> None:
    for server in scripted(answer("200 OK", {"Content-Length": "10"}, b"short")):
        with pytest.raises(http.HttpError, match="closed before the answer was complete"):
            http.request("GET", server.url + "/", headers={})
    with pytest.raises(http.HttpError, match=re.escape("cannot reach http://127.0.0.1:9")):
        http.request("GET", "http://127.0.0.1:9/", headers={})


def test_the_answer_headers_are_case_insensitive(no_proxy_env: Any) -> None:
    for server in scripted(answer("200 OK", {"Content-Length": "0", "X-RateLimit-Remaining": "9"})):
        assert (
            http.request("GET", server.url + "/", headers={}).headers["x-ratelimit-remaining"]
            == "9"
        )


class _Elsewhere:
    """A connection a loopback name led to, whose peer is not loopback (a hosts file, DNS)."""

    def __init__(self) -> None:
        self.sent = b""

    def getpeername(self) -> tuple[str, int]:
        return ("203.0.113.9", 80)

    def settimeout(self, value: float) -> None:
        pass

    def sendall(self, data: bytes) -> None:
        self.sent += data

    def recv(self, size: int) -> bytes:
        return b"SSH-2.0-not-http\r\n"

    def close(self) -> None:
        pass


@pytest.mark.usefixtures("no_proxy_env")
def test_a_token_goes_over_plain_http_only_to_a_loopback_address_whatever_the_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    connection = _Elsewhere()
    monkeypatch.setattr(http, "_connect", lambda url, proxy, clock: connection)
    with pytest.raises(http.HttpError, match=re.escape("which is 203.0.113.9, not a loopback")):
        http.request("GET", "http://api.github.localhost/user", headers={"Authorization": "t"})
    assert connection.sent == b""  # refused before a byte, the token's least of all
    with pytest.raises(http.HttpError, match="not an HTTP answer"):
        http.request("GET", "http://api.github.localhost/user", headers={})
    assert connection.sent.startswith(b"GET /user HTTP/1.1")  # no token: it may go there
