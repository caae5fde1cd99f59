"""The proxy's reading of what a child sends (issue 25), in process: one judged request per
connection, never a second one smuggled behind it, a bounded record however much is tried."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest

from runtime.engines.egress import proxy as proxy_module
from runtime.engines.egress.grants import Destination, Grant
from runtime.engines.egress.proxy import Proxy
from support.egress import Recorder, host_address, recorder


@pytest.fixture
def served() -> Iterator[tuple[Recorder, Proxy, int]]:
    with recorder(host_address()) as far:
        grant = Grant("git", [Destination(far.host, far.port, "policy", by_name=True)])
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(64)
        proxy = Proxy(grant)
        proxy.serve(listener)
        yield far, proxy, listener.getsockname()[1]
        proxy.close()


def send(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
        return answer


def test_a_request_smuggled_behind_the_first_is_never_sent(served: Any) -> None:
    far, _, port = served
    target = f"http://{far.host}:{far.port}"
    pipelined = (
        f"POST {target}/one HTTP/1.1\r\nContent-Length: 4\r\n\r\nbody"
        f"GET {target}/two HTTP/1.1\r\n\r\n"
    ).encode()
    assert send(port, pipelined).startswith(b"HTTP/1.1 200")
    assert [r.split(b"\r\n")[0] for r in far.received] == [b"POST /one HTTP/1.1"]
    assert b"/two" not in b"".join(far.received)


@pytest.mark.parametrize(
    "headers",
    [
        "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n",
        "Content-Length: 4\r\nContent-Length: 40\r\n",
        "Transfer-Encoding: gzip, chunked\r\n",
        "Content-Length: -1\r\n",
        " Content-Length: 4\r\n",  # a folded line
        "Upgrade: websocket\r\nConnection: Upgrade\r\n",
    ],
)
def test_ambiguous_framing_is_refused(headers: str, served: Any) -> None:
    far, _, port = served
    request = f"POST http://{far.host}:{far.port}/x HTTP/1.1\r\n{headers}\r\nbody"
    answer = send(port, request.encode())
    assert answer.startswith((b"HTTP/1.1 400", b"HTTP/1.1 403")), answer
    assert far.received == []


@pytest.mark.parametrize(
    "line",
    [
        "GET /origin-form HTTP/1.1",
        "GET https://x.example/ HTTP/1.1",
        "CONNECT user@x.example:443 HTTP/1.1",
        "GET http://granted@x.example/ HTTP/1.1",
        "CONNECT x.example:0 HTTP/1.1",
        "GET http://x.example/ HTTP/2.0",
    ],
)
def test_what_is_not_a_plain_proxy_request_is_refused(line: str, served: Any) -> None:
    _, _, port = served
    assert send(port, f"{line}\r\n\r\n".encode()).startswith(b"HTTP/1.1 400")


def test_the_record_is_bounded_however_often_a_child_tries(
    served: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, proxy, port = served
    monkeypatch.setattr(proxy_module, "MAX_RECORDED", 5)
    for _ in range(8):
        send(port, b"\x05\x01\x00")
    record = proxy.close()
    assert len(record) == 6
    assert record[-1] == {"not_recorded": 3, "turned_away": 0}
