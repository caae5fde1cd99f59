"""Servers the egress tests aim children at: a destination that records what reached it, an
upstream proxy standing for a corporate one, and listeners on the host's own loopback where
a collector or any local service would be (each a thing an attacker would want to reach)."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from typing import Any

# The machine's own address on its network interface (TEST-NET-1): not loopback, so the
# proxy may reach it when a policy names it; a child has no route to it of its own.
HOST_ADDRESS = "192.0.2.2"


def host_address() -> str:
    """HOST_ADDRESS, when this machine has it (the egress tests need a non-loopback address)."""
    probe = socket.socket()
    try:
        probe.bind((HOST_ADDRESS, 0))
    except OSError as error:
        raise AssertionError(f"this machine has no {HOST_ADDRESS} ({error})") from None
    finally:
        probe.close()
    return HOST_ADDRESS


class Recorder:
    """A TCP server that records every connection's first bytes and answers HTTP 200 with BODY."""

    def __init__(self, address: str = "127.0.0.1", body: bytes = b"hello from the host\n") -> None:
        self.server = socket.socket()
        self.server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.server.bind((address, 0))
        self.server.listen(16)
        self.host = address
        self.port: int = self.server.getsockname()[1]
        self.body = body
        self.received: list[bytes] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._answer, args=(connection,), daemon=True).start()

    def _answer(self, connection: socket.socket) -> None:
        with connection:
            connection.settimeout(10)
            data = b""
            with contextlib.suppress(OSError):
                while b"\r\n\r\n" not in data and len(data) < 65536:
                    chunk = connection.recv(65536)
                    if not chunk:
                        break
                    data += chunk
            self.received.append(data)
            head = f"HTTP/1.1 200 OK\r\nContent-Length: {len(self.body)}\r\n\r\n".encode()
            with contextlib.suppress(OSError):
                connection.sendall(head + self.body)

    def close(self) -> None:
        self.server.close()


@contextlib.contextmanager
def recorder(
    address: str = "127.0.0.1", body: bytes = b"hello from the host\n"
) -> Iterator[Recorder]:
    server = Recorder(address, body)
    try:
        yield server
    finally:
        server.close()


class UpstreamProxy:
    """An HTTP proxy standing for the user's own: every CONNECT and absolute-form request it
    gets is recorded by host and sent to one TARGET (host, port), whatever host it names."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.asked: list[str] = []
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(16)
        self.port: int = self.server.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._handle, args=(connection,), daemon=True).start()

    def _handle(self, client: socket.socket) -> None:
        with client:
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = client.recv(65536)
                if not chunk:
                    return
                data += chunk
            line = data.split(b"\r\n", 1)[0].decode()
            method, target, _ = line.split(" ", 2)
            far = socket.create_connection(self.target)
            with far:
                if method == "CONNECT":
                    self.asked.append(target)
                    client.sendall(b"HTTP/1.1 200 OK\r\n\r\n")
                    rest = data.split(b"\r\n\r\n", 1)[1]
                    if rest:
                        far.sendall(rest)
                else:
                    self.asked.append(target.split("/")[2])
                    far.sendall(data)
                _splice(client, far)

    def close(self) -> None:
        self.server.close()


def _splice(one: socket.socket, two: socket.socket) -> None:
    def pump(source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    back = threading.Thread(target=pump, args=(two, one), daemon=True)
    back.start()
    pump(one, two)
    back.join(timeout=10)


def udp_listener() -> tuple[socket.socket, int]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    sock.setblocking(False)
    return sock, sock.getsockname()[1]


def abstract_listener(name: str) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind("\0" + name)
    sock.listen(4)
    sock.setblocking(False)
    return sock


def accepted(sock: socket.socket) -> list[Any]:
    """What connected to a non-blocking listener meanwhile (it waits in the backlog)."""
    found: list[Any] = []
    with contextlib.suppress(BlockingIOError):
        while True:
            found.append(sock.accept())
    return found
