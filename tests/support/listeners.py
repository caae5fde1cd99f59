"""Loopback listeners for tests."""

from __future__ import annotations

import socket
import threading
from typing import Any


def hanging_proxy() -> tuple[socket.socket, int, list[Any]]:
    """A loopback listener that accepts and never answers: a client (gh) waits on it.

    Returns the server socket, its port and the list the accepted connections go to."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    held: list[Any] = []

    def accept() -> None:
        while True:
            try:
                held.append(server.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    return server, server.getsockname()[1], held
