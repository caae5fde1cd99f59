"""Small hostile servers an attacker would run on loopback, byte by byte.

`HostileHttp` answers every connection with a behaviour (a function of the request seen
and the connection): trickled headers, an endless run of `100 Continue`, endless empty or
huge pages, redirects and next links out of the base path. `TricklingCollector` is a
syslog collector that reads everything, then, after the client's half-close, sends a byte
now and then and never closes. `run_to_end` runs the installed CLI and waits for it *and
every process it started* to be gone: what a deadline test measures.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from support.cli import RUNTIME, Run


@dataclass
class Seen:
    """One request as the hostile server read it."""

    method: str
    target: str
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def authorization(self) -> str | None:
        return self.headers.get("authorization")


Behaviour = Callable[[Seen, socket.socket], None]


class HostileHttp:
    """A loopback HTTP/1.1 server whose every answer is BEHAVIOUR's; records what it saw."""

    def __init__(self, behaviour: Behaviour, host: str = "127.0.0.1") -> None:
        self.behaviour = behaviour
        self.host = host
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.listener = socket.create_server((host, 0), family=family)
        self.port = self.listener.getsockname()[1]
        self.seen: list[Seen] = []
        self.connections: list[socket.socket] = []
        self.stopped = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        shown = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{shown}:{self.port}"

    def __enter__(self) -> HostileHttp:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def stop(self) -> None:
        self.stopped.set()
        self.listener.close()
        for connection in self.connections:
            connection.close()

    def _accept(self) -> None:
        while not self.stopped.is_set():
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            self.connections.append(connection)
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection: socket.socket) -> None:
        try:
            seen = _read_request(connection)
            if seen is None:
                return
            self.seen.append(seen)
            self.behaviour(seen, connection)
        except OSError:
            return  # the client went away: what a deadline does
        finally:
            connection.close()

    def with_token(self, token: str) -> list[Seen]:
        """The requests that carried TOKEN."""
        return [s for s in self.seen if token in (s.authorization or "")]


def _read_request(connection: socket.socket) -> Seen | None:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            return None
        data += chunk
    head = data.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    method, target, _ = ([*head[0].split(" "), "", ""])[:3]
    headers = {}
    for line in head[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Seen(method, target, headers)


def answer(
    connection: socket.socket, status: str, body: bytes = b"", headers: dict[str, str] | None = None
) -> None:
    lines = [f"HTTP/1.1 {status}", f"Content-Length: {len(body)}", "Connection: close"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + body)


def _json(value: object) -> bytes:
    return json.dumps(value).encode()


def _forever(connection: socket.socket, data: bytes, interval: float) -> None:
    """Send DATA every INTERVAL seconds until the client goes away."""
    while True:
        connection.sendall(data)
        time.sleep(interval)


def trickling_headers(interval: float = 0.2) -> Behaviour:
    """A status line, then one byte of a header at a time, forever: no single wait is long."""

    def behaviour(seen: Seen, connection: socket.socket) -> None:
        connection.sendall(b"HTTP/1.1 200 OK\r\nX-Slow: ")
        _forever(connection, b"a", interval)

    return behaviour


def endless_continue(interval: float = 0.05) -> Behaviour:
    """`100 Continue`, again and again, and never the real answer."""

    def behaviour(seen: Seen, connection: socket.socket) -> None:
        _forever(connection, b"HTTP/1.1 100 Continue\r\n\r\n", interval)

    return behaviour


def _page_of(target: str) -> tuple[str, int]:
    path, _, query = target.partition("?")
    pairs = dict(part.partition("=")[::2] for part in query.split("&") if part)
    return path, int(pairs.get("page", "1"))


def endless_pages(item: Callable[[int], list[object]]) -> Behaviour:
    """Every page holds ITEM(page) and links the next one: a list that never ends."""

    def behaviour(seen: Seen, connection: socket.socket) -> None:
        path, page = _page_of(seen.target)
        if path.endswith("/user"):
            answer(connection, "200 OK", _json({"login": "hostile"}))
            return
        link = f'<http://{seen.headers.get("host", "")}{path}?page={page + 1}>; rel="next"'
        answer(connection, "200 OK", _json(item(page)), {"Link": link})

    return behaviour


def empty_pages() -> Behaviour:
    return endless_pages(lambda page: [])


def huge_pages(size: int = 8 * 1024 * 1024) -> Behaviour:
    """Pages of one item each, SIZE bytes of JSON, forever."""

    def item(page: int) -> list[object]:
        return [{"full_name": f"hostile/repo-{page}", "description": "x" * size}]

    return endless_pages(item)


def redirect_outside(base_path: str) -> Behaviour:
    """Everything under BASE_PATH redirects to `BASE_PATH/../../login` on the same origin."""

    def behaviour(seen: Seen, connection: socket.socket) -> None:
        if seen.target.startswith(base_path + "/"):
            location = f"{base_path}/../../login"
            answer(connection, "302 Found", headers={"Location": location})
        else:
            answer(connection, "200 OK", _json({"login": "stolen"}))

    return behaviour


def next_outside(base_path: str) -> Behaviour:
    """A list whose next page is `BASE_PATH/../../steal`: same origin, outside the base path."""

    def behaviour(seen: Seen, connection: socket.socket) -> None:
        origin = f"http://{seen.headers.get('host', '')}"
        if seen.target == base_path + "/user":
            answer(connection, "200 OK", _json({"login": "hostile"}))
        elif seen.target.startswith(base_path + "/"):
            link = f'<{origin}{base_path}/../../steal?page=2>; rel="next"'
            answer(connection, "200 OK", _json([{"full_name": "a/b"}]), {"Link": link})
        else:
            answer(connection, "200 OK", _json([{"full_name": "stolen/page"}]))

    return behaviour


def recording(body: object) -> Behaviour:
    """Answers every request with BODY as JSON (200): a server that only wants to be reached."""

    def behaviour(seen: Seen, connection: socket.socket) -> None:
        answer(connection, "200 OK", _json(body))

    return behaviour


class TricklingCollector:
    """A syslog listener that reads every byte, and after the client's half-close sends a
    byte every INTERVAL seconds and never closes: a wait for its close never ends."""

    def __init__(self, interval: float = 0.1) -> None:
        self.interval = interval
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.received = bytearray()
        self.half_closed = 0
        self.connections: list[socket.socket] = []
        self.stopped = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"tcp://127.0.0.1:{self.port}"

    def __enter__(self) -> TricklingCollector:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def stop(self) -> None:
        self.stopped.set()
        self.listener.close()
        for connection in self.connections:
            connection.close()

    def _accept(self) -> None:
        while not self.stopped.is_set():
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            self.connections.append(connection)
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection: socket.socket) -> None:
        try:
            while chunk := connection.recv(65536):
                self.received += chunk
            self.half_closed += 1
            _forever(connection, b"x", self.interval)
        except OSError:
            return


# --- running a command to its end -----------------------------------------------------


def session_processes(session: int) -> list[int]:
    """The processes still alive in SESSION (a command started with start_new_session)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rpartition(")")[2].split()
        if len(fields) > 3 and fields[0] != "Z" and int(fields[3]) == session:
            found.append(int(entry))
    return found


def run_to_end(
    args: list[str],
    env: dict[str, str],
    cwd: Path,
    within: float,
    address_space_kib: int | None = None,
) -> Run:
    """`runtime ARGS`, waited for until it returned *and* no process of its session is left;
    AssertionError when that takes longer than WITHIN seconds (a generous bound: a deadline
    that never fires never returns at all). The session is killed either way. With
    ADDRESS_SPACE_KIB, the command runs under that `ulimit -v`."""
    argv = [RUNTIME, *args]
    if address_space_kib is not None:
        argv = ["sh", "-c", f'ulimit -v {address_space_kib} && exec "$0" "$@"', *argv]
    proc = subprocess.Popen(
        argv,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    end = time.monotonic() + within
    try:
        stdout, stderr = proc.communicate(timeout=within)
        while session_processes(proc.pid) and time.monotonic() < end:
            time.sleep(0.05)
        left = session_processes(proc.pid)
    except subprocess.TimeoutExpired:
        _kill_session(proc)
        raise AssertionError(f"runtime {' '.join(args)} did not return within {within} s") from None
    if left:
        _kill_session(proc)
        raise AssertionError(f"runtime {' '.join(args)} returned but left processes {left}")
    return Run(subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr))


def _kill_session(proc: subprocess.Popen[str]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.communicate()
