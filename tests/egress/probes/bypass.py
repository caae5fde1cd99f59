"""Runs inside a sandboxed child (a terraform local-exec): every way out it can try, each
result printed as one JSON object. argv: a JSON file of what to try (tests/egress/test_bypass.py)."""

from __future__ import annotations

import functools
import json
import os
import socket
import sys
import threading
from collections.abc import Callable
from typing import Any

PROXY = ("127.0.0.1", 3128)
with open(sys.argv[1]) as handle:
    plan = json.load(handle)
results: dict[str, Any] = {}


def attempt(name: str, action: Callable[[], object]) -> None:
    try:
        results[name] = "ok: " + str(action())[:300]
    except Exception as error:  # the refusal is the result
        results[name] = f"refused: {type(error).__name__}: {error}"[:300]


def direct(host: str, port: int) -> bytes:
    with socket.create_connection((host, port), timeout=3) as sock:
        sock.sendall(b"GET /direct HTTP/1.1\r\nHost: x\r\n\r\n")
        return sock.recv(200)


def through(proxy: tuple[str, int], line: str, extra: bytes = b"") -> bytes:
    """A proxy request (CONNECT or absolute-form) and the first line of the answer; after a
    200 to CONNECT, a GET through the tunnel."""
    with socket.create_connection(proxy, timeout=5) as sock:
        sock.sendall(line.encode() + b"\r\nHost: x\r\n\r\n" + extra)
        answer = sock.recv(4096)
        if line.startswith("CONNECT") and answer.startswith(b"HTTP/1.1 200"):
            sock.sendall(b"GET /tunnelled HTTP/1.1\r\nHost: x\r\n\r\n")
            answer += sock.recv(4096)
        return answer.split(b"\r\n")[0] + b" | " + answer.rsplit(b"\r\n", 1)[-1][:120]


def socks() -> bytes:
    with socket.create_connection(PROXY, timeout=5) as sock:
        sock.sendall(b"\x05\x01\x00")
        return sock.recv(100) or b"(closed)"


def udp(host: str, port: int) -> object:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.settimeout(2)
        sock.sendto(
            b"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x07example\x03com\x00\x00\x01\x00\x01",
            (host, port),
        )
        return sock.recvfrom(512)


def abstract(name: str) -> str:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.connect("\0" + name)
        return "connected"


def relay() -> bytes:
    """A process inside the sandbox relays to the runtime's proxy: what it relays is judged
    there all the same."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)

    def serve() -> None:
        client, _ = listener.accept()
        upstream = socket.create_connection(PROXY)
        data = client.recv(65536)
        upstream.sendall(data)
        client.sendall(upstream.recv(65536))

    threading.Thread(target=serve, daemon=True).start()
    return through(listener.getsockname(), plan["relay"])


for name, (host, port) in plan.get("direct", {}).items():
    attempt(f"direct {name}", functools.partial(direct, host, port))
for name, line in plan.get("proxy", {}).items():
    attempt(f"proxy {name}", functools.partial(through, PROXY, line))
attempt("socks", socks)
for name, (host, port) in plan.get("udp", {}).items():
    attempt(f"udp {name}", functools.partial(udp, host, port))
attempt("abstract", lambda: abstract(plan["abstract"]))
attempt("relayed", relay)
attempt("resolve", lambda: socket.getaddrinfo("example.com", 443))
results["env"] = {k: v for k, v in os.environ.items() if "proxy" in k.lower()}
print(json.dumps(results))
