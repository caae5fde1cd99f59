"""Shipping the audit trail to a syslog collector, at least once.

The local trail is the spool. A cursor file in the Home says how far the
collector has confirmed (`seq` and byte `offset`). A process sends each record
after it appends it, over one connection, starting from the cursor; at exit it
sends whatever else lies past the cursor, closes its half of the connection and
waits for the collector to close its own: plain TCP syslog has no
acknowledgement, and a collector that closes after our end of stream has read
every byte before it. Only then does the cursor move, under a lock, so a record
is never skipped; a crash before that resends, which is the "at least once"
(duplicates carry the same `seq`).
"""

from __future__ import annotations

import os
import sys

from runtime.audit import syslog
from runtime.home.forwarding import Settings
from runtime.home.paths import audit_file, in_home

TYPE_CHECKING = False
if TYPE_CHECKING:
    import socket
    from typing import Any

CURSOR = "audit-forward.json"
LOCK = "audit-forward.lock"
READ_BLOCK = 1024 * 1024


class Cursor:
    """How far the collector has confirmed: the last `seq` and the byte offset after it."""

    __slots__ = ("collector", "offset", "seq")

    def __init__(self, collector: str, seq: int | None = None, offset: int = 0) -> None:
        self.collector = collector
        self.seq = seq
        self.offset = offset

    def to_json(self) -> dict[str, Any]:
        return {"collector": self.collector, "seq": self.seq, "offset": self.offset}


def read_cursor(settings: Settings, home: str | None = None) -> Cursor:
    """The saved cursor for this collector; a new collector starts at the beginning."""
    import json

    try:
        with open(in_home(CURSOR, home), "rb") as handle:
            data = json.loads(handle.read(64 * 1024))
    except (OSError, ValueError):
        return Cursor(settings.url)
    if not isinstance(data, dict) or data.get("collector") != settings.url:
        return Cursor(settings.url)
    seq = data.get("seq")
    offset = data.get("offset")
    return Cursor(
        settings.url,
        seq if isinstance(seq, int) else None,
        offset if isinstance(offset, int) and offset >= 0 else 0,
    )


def _write_cursor(cursor: Cursor, home: str | None) -> None:
    import json

    from runtime.home.atomic import write_atomic

    data = json.dumps(cursor.to_json(), separators=(",", ":")).encode()
    write_atomic(in_home(CURSOR, home), data, 0o600, durable=True)


class Pending:
    """Complete trail lines from one offset on: (record, line) pairs and where they end."""

    __slots__ = ("end", "lines")

    def __init__(self) -> None:
        self.lines: list[tuple[dict[str, Any], bytes]] = []
        self.end = 0


def read_pending(trail: str, offset: int, after_seq: int | None) -> Pending:
    """Every record of TRAIL from OFFSET on (from the start if the trail was replaced)."""
    import json

    pending = Pending()
    try:
        fd = os.open(trail, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return pending
    try:
        size = os.fstat(fd).st_size
        start = offset if offset <= size else 0  # a shorter trail is a new one: from the start
        skip_through = after_seq if start == 0 and offset > size else None
        data = _read_range(fd, start, size)
    finally:
        os.close(fd)
    complete = data.rfind(b"\n") + 1  # a line still without its newline waits for next time
    pending.end = start + complete
    for line in data[:complete].split(b"\n"):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue  # a torn line from a crash: the trail keeps it, the collector need not
        if not isinstance(record, dict):
            continue
        seq = record.get("seq")
        if skip_through is not None and isinstance(seq, int) and seq <= skip_through:
            continue
        pending.lines.append((record, line))
    return pending


def _read_range(fd: int, start: int, end: int) -> bytes:
    chunks: list[bytes] = []
    position = start
    while position < end:
        chunk = os.pread(fd, min(READ_BLOCK, end - position), position)
        if not chunk:
            break
        chunks.append(chunk)
        position += len(chunk)
    return b"".join(chunks)


def backlog(settings: Settings, home: str | None = None, trail: str | None = None) -> int:
    """How many records past the cursor the collector has not confirmed."""
    cursor = read_cursor(settings, home)
    return len(read_pending(trail or audit_file(), cursor.offset, cursor.seq).lines)


class Forwarder:
    """One process's connection to the collector and how far it has sent."""

    def __init__(self, settings: Settings, *, home: str | None = None, quiet: bool = False):
        self.settings = settings
        self.home = home
        self.trail = os.path.join(home, "audit.jsonl") if home else audit_file()
        self.header = syslog.Header(settings.facility, settings.app_name)
        self.quiet = quiet
        self.sock: socket.socket | None = None
        self.position: int | None = None  # trail offset this connection has sent up to
        self.last_seq: int | None = None
        self.sent = 0
        self.error: str | None = None

    def ship(self) -> int:
        """Send every record from this connection's position to the end of the trail."""
        if self.error is not None:
            return 0
        if self.position is None:
            cursor = read_cursor(self.settings, self.home)
            self.position, self.last_seq = cursor.offset, cursor.seq
        pending = read_pending(self.trail, self.position, self.last_seq)
        if not pending.lines:
            self.position = max(self.position, pending.end)
            return 0
        payload = b"".join(
            syslog.frame(syslog.message(record, line, self.header))
            for record, line in pending.lines
        )
        try:
            self._connection().sendall(payload)
        except OSError as error:
            self._fail(error)
            return 0
        self.position = pending.end
        seq = pending.lines[-1][0].get("seq")
        self.last_seq = seq if isinstance(seq, int) else self.last_seq
        self.sent += len(pending.lines)
        return len(pending.lines)

    def confirm(self) -> bool:
        """Send the rest, wait for the collector to have read it all, then move the cursor."""
        import fcntl

        if self.error is not None:
            return False
        os.makedirs(self.home or os.path.dirname(self.trail), mode=0o700, exist_ok=True)
        lock = os.open(in_home(LOCK, self.home), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            saved = read_cursor(self.settings, self.home)
            if self.position is None or (self.position < saved.offset and self.sock is None):
                self.position, self.last_seq = saved.offset, saved.seq
            self.ship()
            if self.error is not None or not self._closed_by_collector():
                return False
            if self.position is not None and self.position > saved.offset:
                _write_cursor(Cursor(self.settings.url, self.last_seq, self.position), self.home)
            return True
        finally:
            os.close(lock)

    def _connection(self) -> socket.socket:
        if self.sock is None:
            self.sock = _connect(self.settings)
        return self.sock

    def _closed_by_collector(self) -> bool:
        """End our stream; the collector closing its side proves it read every byte."""
        sock, self.sock = self.sock, None
        if sock is None:
            return True  # nothing was sent on a connection: nothing to confirm
        try:
            _end_stream(sock)
            while sock.recv(4096):
                pass
            return True
        except OSError as error:
            self._fail(error)
            return False
        finally:
            sock.close()

    def _fail(self, error: OSError) -> None:
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        self.error = f"{self.settings.url}: {reason}"
        if self.sock is not None:
            self.sock.close()
            self.sock = None
        if not self.quiet:
            from runtime.audit.sinks import show

            show(
                sys.stderr,
                f"runtime: audit forwarding to {self.settings.url} failed ({reason}); the "
                "records stay in the local trail and go with the next command or "
                "`runtime audit forward`\n",
            )


def _connect(settings: Settings) -> socket.socket:
    import socket

    sock = socket.create_connection((settings.host, settings.port), timeout=settings.timeout)
    sock.settimeout(settings.timeout)
    if settings.scheme != "tls":
        return sock
    import ssl

    context = ssl.create_default_context(cafile=settings.ca_file)
    return context.wrap_socket(sock, server_hostname=settings.host)


def _end_stream(sock: socket.socket) -> None:
    import socket

    unwrap = getattr(sock, "unwrap", None)
    if unwrap is not None:  # TLS: close_notify first, then the TCP half-close
        import ssl

        try:
            sock = unwrap()
        except (ssl.SSLZeroReturnError, ssl.SSLEOFError):
            return
    sock.shutdown(socket.SHUT_WR)


# --- the process-wide forwarder the pipeline feeds ----------------------------------------

_forwarder: Forwarder | None = None


def after_append(settings: Settings) -> None:
    """Called after each record is appended: send it (and any backlog) now."""
    global _forwarder
    if _forwarder is None:
        import atexit

        _forwarder = Forwarder(settings)
        atexit.register(_forwarder.confirm)
    _forwarder.ship()
