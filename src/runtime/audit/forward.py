"""Shipping the audit trail to a syslog collector, at least once, never waiting past a deadline.

The local trail is the spool. The cursor file in the Home (`audit-forward.json`) says how far
the collector has confirmed: the last record's `seq`, the sha256 of its line (what the next
record's `prev` holds), the line's length and the byte offset after it. It is checked before
it is trusted: the line ending at the offset must hash to the recorded sha256. When it does
not (the trail was rotated, truncated, deleted, or replaced by another chain), the record is
looked for by its hash (the record after it names it as `prev`); found, forwarding resumes
after it; not found, the whole trail is sent (records the collector already had may arrive
again, with their seq and hash). Either way stderr and `audit forward --status` say so.

A process sends each record after it appends it, over one connection, checking its own
anchor (the last line it sent) each time; at exit it sends what else lies past it, closes
its half of the connection and waits for the collector to close its own: plain TCP syslog
has no acknowledgement, and a collector that closes after our end of stream has read every
byte before it. Only then does the cursor move. Every wait (connect, send, the collector's
close, the lock) is bounded by one deadline, `audit.forward.timeout_ms`; the lock is held
only to read and replace the cursor, never across a wait on the network. A forward that
misses its deadline leaves the records for the next command (or `runtime audit forward`).
A long-running process (`runtime mcp`) retries after a failure, with backoff, and confirms
every few seconds so a retry resends little.
"""

from __future__ import annotations

import os
import sys
import time

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
MIN_LOCK_WAIT = 0.05  # seconds the lock is waited for even when the deadline is spent
RETRY_FIRST, RETRY_MOST = 0.5, 30.0  # backoff of a long-running process after a failure
CONFIRM_EVERY = 5.0  # seconds between confirmations in a long-running process

START, VERIFIED, RESYNCHRONISED, LOST = "start", "verified", "resynchronised", "lost"


class Cursor:
    """A place in the trail and the line it follows: how far the collector has confirmed
    (saved), or how far this process has sent (in memory)."""

    __slots__ = ("collector", "length", "offset", "seq", "sha256")

    def __init__(
        self,
        collector: str,
        seq: int | None = None,
        offset: int = 0,
        sha256: str | None = None,
        length: int = 0,
    ) -> None:
        self.collector = collector
        self.seq = seq  # the last chained record's seq at or before offset
        self.offset = offset  # the byte after the line
        self.sha256 = sha256  # the line's hash, newline excluded; None: an older cursor
        self.length = length  # the line's length, newline included

    @property
    def empty(self) -> bool:
        return self.offset == 0

    def to_json(self) -> dict[str, Any]:
        return {
            "collector": self.collector,
            "seq": self.seq,
            "offset": self.offset,
            "sha256": self.sha256,
            "length": self.length,
        }


def read_cursor(settings: Settings, home: str | None = None) -> Cursor:
    """The saved cursor for this collector; a new collector starts at the beginning."""
    import json

    from runtime.documents import read_document

    try:
        data = json.loads(read_document(in_home(CURSOR, home), 64 * 1024))
    except (OSError, ValueError):
        return Cursor(settings.url)
    if not isinstance(data, dict) or data.get("collector") != settings.url:
        return Cursor(settings.url)
    seq, offset, digest, length = (data.get(k) for k in ("seq", "offset", "sha256", "length"))
    if not isinstance(offset, int) or offset <= 0:
        return Cursor(settings.url)
    return Cursor(
        settings.url,
        seq if isinstance(seq, int) else None,
        offset,
        digest if isinstance(digest, str) and len(digest) == 64 else None,
        length if isinstance(length, int) and 0 < length <= offset else 0,
    )


def _write_cursor(cursor: Cursor, home: str | None) -> None:
    import json

    from runtime.home.atomic import write_atomic

    data = json.dumps(cursor.to_json(), separators=(",", ":")).encode()
    write_atomic(in_home(CURSOR, home), data, 0o600, durable=True)


# --- the trail, read without trusting the cursor -------------------------------------------


class Located:
    """Where forwarding goes on in the trail, and how that was established."""

    __slots__ = ("cursor", "note", "position", "state")

    def __init__(self, cursor: Cursor, state: str, position: int, note: str | None = None):
        self.cursor = cursor  # the anchor at POSITION (empty at 0)
        self.state = state  # START, VERIFIED, RESYNCHRONISED or LOST
        self.position = position
        self.note = note  # what a person is told when the cursor did not hold


class _Trail:
    """The trail opened for reading (absent or not a regular file: an empty one)."""

    __slots__ = ("fd", "size")

    def __init__(self, path: str) -> None:
        import stat

        self.fd = -1
        self.size = 0
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK)
        except OSError:
            return
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            os.close(fd)
            return
        self.fd, self.size = fd, info.st_size

    def __enter__(self) -> _Trail:
        return self

    def __exit__(self, *_: object) -> None:
        if self.fd >= 0:
            os.close(self.fd)

    def read(self, start: int, end: int) -> bytes:
        chunks: list[bytes] = []
        position = start
        while position < end:
            chunk = os.pread(self.fd, min(READ_BLOCK, end - position), position)
            if not chunk:
                break
            chunks.append(chunk)
            position += len(chunk)
        return b"".join(chunks)


def _holds(trail: _Trail, cursor: Cursor) -> bool:
    """Whether the line ending at CURSOR's offset is still the one it names."""
    import hashlib

    if cursor.empty:
        return True
    if cursor.offset > trail.size:
        return False
    if cursor.sha256 is None:  # a cursor written before hashes: its seq, as far as it goes
        return _seq_ends_at(trail, cursor)
    start = cursor.offset - cursor.length
    if cursor.length <= 0 or start < 0:
        return False
    data = trail.read(start - 1 if start else 0, cursor.offset)
    if start and data[:1] != b"\n":
        return False
    line = data[-cursor.length :]
    return line.endswith(b"\n") and hashlib.sha256(line[:-1]).hexdigest() == cursor.sha256


def _seq_ends_at(trail: _Trail, cursor: Cursor) -> bool:
    from runtime.audit.record import written_seq

    data = trail.read(max(cursor.offset - READ_BLOCK, 0), cursor.offset)
    if not data.endswith(b"\n"):
        return False
    line = data[data.rfind(b"\n", 0, len(data) - 1) + 1 : -1]
    return cursor.seq is not None and written_seq(line) == cursor.seq


def _found_at(trail: _Trail, cursor: Cursor) -> int | None:
    """The offset just after CURSOR's record wherever it now is in the trail, by its hash:
    the start of the record that names it as `prev`, or the end when it is the last line."""
    import hashlib
    import mmap

    from runtime.audit.record import PREV_KEY, SEQ_PREFIX

    if cursor.sha256 is None or trail.size == 0:
        return None
    with mmap.mmap(trail.fd, trail.size, prot=mmap.PROT_READ) as view:
        needle = PREV_KEY + cursor.sha256.encode() + b'"'
        found = view.find(needle)
        while found != -1:
            start = view.rfind(b"\n", 0, found) + 1
            if view[start : start + len(SEQ_PREFIX)] == SEQ_PREFIX and (
                view[start + len(SEQ_PREFIX) : found].isdigit()
            ):
                return start
            found = view.find(needle, found + 1)
        end = view.rfind(b"\n")
        if end == -1:
            return None
        start = view.rfind(b"\n", 0, end) + 1
        if hashlib.sha256(view[start:end]).hexdigest() == cursor.sha256:
            return end + 1
    return None


def locate(cursor: Cursor, trail_path: str) -> Located:
    """Where to forward from: CURSOR if the trail still holds its record there, else where
    the record is now, else the start of the trail."""
    with _Trail(trail_path) as trail:
        return _locate(cursor, trail)


def _locate(cursor: Cursor, trail: _Trail) -> Located:
    if cursor.empty:
        return Located(cursor, START, 0)
    if _holds(trail, cursor):
        return Located(cursor, VERIFIED, cursor.offset)
    named = f"the record at the forward cursor (seq {cursor.seq})"
    found = _found_at(trail, cursor)
    if found is not None:
        moved = Cursor(cursor.collector, cursor.seq, found, cursor.sha256, cursor.length)
        return Located(
            moved,
            RESYNCHRONISED,
            found,
            f"{named} moved in the trail (it was rewritten); found by its hash, forwarding "
            "goes on after it",
        )
    return Located(
        Cursor(cursor.collector),
        LOST,
        0,
        f"{named} is no longer in the trail (rotated, truncated, deleted or replaced by "
        "another chain); forwarding the whole trail from its first record (the collector may "
        "get some records twice, with the same seq and hash)",
    )


class Pending:
    """Complete trail lines from one offset on: (record, line) pairs, and the anchor after them."""

    __slots__ = ("anchor", "lines")

    def __init__(self, anchor: Cursor) -> None:
        self.lines: list[tuple[dict[str, Any], bytes]] = []
        self.anchor = anchor


def _pending(trail: _Trail, after: Cursor) -> Pending:
    """Every record of the trail after AFTER (which the caller has checked)."""
    import hashlib
    import json

    data = trail.read(after.offset, trail.size)
    complete = data.rfind(b"\n") + 1  # a line still without its newline waits for next time
    pending = Pending(after)
    if not complete:
        return pending
    seq = after.seq
    lines = data[:complete].split(b"\n")[:-1]
    for line in lines:
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue  # a torn line from a crash: the trail keeps it, the collector need not
        if not isinstance(record, dict):
            continue
        if isinstance(record.get("seq"), int):
            seq = record["seq"]
        pending.lines.append((record, line))
    last = lines[-1]
    pending.anchor = Cursor(
        after.collector,
        seq,
        after.offset + complete,
        hashlib.sha256(last).hexdigest(),
        len(last) + 1,
    )
    return pending


def status(settings: Settings, home: str | None = None) -> dict[str, Any]:
    """The saved cursor checked against the trail, and how many records the collector lacks."""
    saved = read_cursor(settings, home)
    with _Trail(_trail_path(home)) as trail:
        located = _locate(saved, trail)
        backlog = len(_pending(trail, located.cursor).lines)
    return {
        "cursor": {
            "seq": saved.seq,
            "offset": saved.offset,
            "sha256": saved.sha256,
            "state": located.state,
            "note": located.note,
            "text": _cursor_text(saved, located),
        },
        "backlog": backlog,
    }


def _cursor_text(saved: Cursor, located: Located) -> str:
    if located.state == START:
        return "nothing confirmed yet: every record of the trail is pending"
    head = f"seq {saved.seq}" + (f" (sha256 {saved.sha256[:12]}…)" if saved.sha256 else "")
    if located.state == VERIFIED:
        return f"{head}, checked against the trail"
    if located.state == RESYNCHRONISED:
        return f"{head}: its record moved in the trail; found by its hash"
    return f"{head}: not in the trail (rotated, truncated, deleted or replaced); all of it pending"


def backlog(settings: Settings, home: str | None = None) -> int:
    """How many records past the (checked) cursor the collector has not confirmed."""
    return int(status(settings, home)["backlog"])


def _trail_path(home: str | None) -> str:
    return os.path.join(home, "audit.jsonl") if home else audit_file()


# --- sending ------------------------------------------------------------------------------


class _Expired(Exception):
    """A forward's deadline passed."""


class _Deadline:
    __slots__ = ("end", "seconds")

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds

    def remaining(self) -> float:
        left = self.end - time.monotonic()
        if left <= 0:
            raise _Expired
        return left


class Forwarder:
    """One process's connection to the collector and how far it has sent."""

    def __init__(
        self,
        settings: Settings,
        *,
        home: str | None = None,
        quiet: bool = False,
        retry: bool = False,
    ) -> None:
        self.settings = settings
        self.home = home
        self.trail = _trail_path(home)
        self.header = syslog.Header(settings.facility, settings.app_name)
        self.quiet = quiet
        self.retry = retry  # a long-running process: try again after a failure, with backoff
        self.sock: socket.socket | None = None
        self.anchor: Cursor | None = None  # what this connection has sent up to
        self.sent = 0
        self.error: str | None = None
        self.failures = 0
        self.retry_at = 0.0
        self.confirmed_at = time.monotonic()
        self.said: set[str] = set()

    # -- what the pipeline calls --

    def ship(self, deadline: _Deadline | None = None) -> int:
        """Send every record from this connection's anchor to the end of the trail."""
        if not self._may_send():
            return 0
        with _Trail(self.trail) as trail:
            anchor = self._anchor(trail)
            pending = _pending(trail, anchor)
        if not pending.lines:
            self.anchor = pending.anchor
            return 0
        payload = b"".join(
            syslog.frame(syslog.message(record, line, self.header))
            for record, line in pending.lines
        )
        try:
            deadline = deadline or _Deadline(self.settings.timeout)
            connection = self._connection(deadline)
            connection.settimeout(deadline.remaining())
            connection.sendall(payload)
        except (OSError, _Expired) as error:
            self._fail(error)
            return 0
        self.anchor = pending.anchor
        self.sent += len(pending.lines)
        return len(pending.lines)

    def confirm_when_due(self) -> None:
        """A long-running process confirms every CONFIRM_EVERY seconds: a retry after a
        failure then resends only what came since."""
        due = time.monotonic() - self.confirmed_at >= CONFIRM_EVERY
        if self.retry and self.sock is not None and due:
            self.confirm()

    def confirm(self) -> bool:
        """Send the rest, wait for the collector to have read it all, then move the cursor:
        all of it within one deadline."""
        if not self._may_send():
            return False
        deadline = _Deadline(self.settings.timeout)
        self.ship(deadline)
        if self.error is not None or not self._closed_by_collector(deadline):
            return False
        self.confirmed_at = time.monotonic()
        if self._save(deadline):
            self.failures = 0
            return True
        return False

    # -- the anchor --

    def _anchor(self, trail: _Trail) -> Cursor:
        """Where this process goes on from: its own anchor while the trail still holds it,
        else the saved cursor, checked (and re-synchronised) against the trail."""
        if self.anchor is not None and _holds(trail, self.anchor):
            return self.anchor
        if self.anchor is not None and self.anchor.sha256 is not None:
            located = _locate(self.anchor, trail)  # the trail changed under this process
        else:
            located = _locate(read_cursor(self.settings, self.home), trail)
        if located.note is not None:
            self._say(located.note)
        self.anchor = located.cursor
        return self.anchor

    def _save(self, deadline: _Deadline) -> bool:
        """Replace the cursor with this process's anchor, unless it is behind the saved one."""
        lock = self._lock(deadline)
        if lock is None:
            return False
        try:
            saved = read_cursor(self.settings, self.home)
            with _Trail(self.trail) as trail:
                located = _locate(saved, trail)
                anchor = self.anchor
                if anchor is None or not _holds(trail, anchor):
                    return True  # sent and confirmed, but the trail moved on: re-read next time
            if located.state != VERIFIED or anchor.offset > located.position:
                _write_cursor(anchor, self.home)
            return True
        finally:
            os.close(lock)

    def _lock(self, deadline: _Deadline) -> int | None:
        """The forward lock, waited for within the deadline (at least MIN_LOCK_WAIT)."""
        import fcntl

        os.makedirs(self.home or os.path.dirname(self.trail), mode=0o700, exist_ok=True)
        lock = os.open(in_home(LOCK, self.home), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        end = max(deadline.end, time.monotonic() + MIN_LOCK_WAIT)
        pause = 0.001
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return lock
            except BlockingIOError:
                if time.monotonic() >= end:
                    break
                time.sleep(min(pause, max(end - time.monotonic(), 0)))
                pause = min(pause * 2, 0.02)
        os.close(lock)
        self._note_failure(
            f"another process held {in_home(LOCK, self.home)} past the "
            f"{self.settings.timeout_ms} ms of audit.forward.timeout_ms",
            "the collector has the records; the cursor stays, so they go again",
        )
        return None

    # -- the connection --

    def _connection(self, deadline: _Deadline) -> socket.socket:
        if self.sock is None:
            self.sock = _connect(self.settings, deadline)
        return self.sock

    def _closed_by_collector(self, deadline: _Deadline) -> bool:
        """End our stream; the collector closing its side proves it read every byte."""
        sock, self.sock = self.sock, None
        if sock is None:
            return True  # nothing was sent on a connection: nothing to confirm
        try:
            sock.settimeout(deadline.remaining())
            _end_stream(sock)
            while True:
                sock.settimeout(deadline.remaining())
                if not sock.recv(4096):
                    return True
        except (OSError, _Expired) as error:
            self._fail(error, closing=True)
            return False
        finally:
            sock.close()

    # -- failures --

    def _may_send(self) -> bool:
        if self.error is None:
            return True
        if not self.retry or time.monotonic() < self.retry_at:
            return False
        self.error = None  # a long-running process tries again, from the saved cursor
        return True

    def _fail(self, error: BaseException, closing: bool = False) -> None:
        if isinstance(error, (_Expired, TimeoutError)):
            what = "the collector did not close its side" if closing else "no connection or send"
            reason = (
                f"{what} within the {self.settings.timeout_ms} ms deadline of "
                "audit.forward.timeout_ms"
            )
        else:
            reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        self._note_failure(reason)

    def _note_failure(self, reason: str, consequence: str | None = None) -> None:
        self.error = f"{self.settings.url}: {reason}"
        self.anchor = None  # what was sent is unconfirmed: a retry starts from the saved cursor
        if self.sock is not None:
            self.sock.close()
            self.sock = None
        self.failures += 1
        self.retry_at = time.monotonic() + min(RETRY_MOST, RETRY_FIRST * 2 ** (self.failures - 1))
        if not self.quiet and self.failures == 1:
            then = (
                "forwarding is tried again shortly"
                if self.retry
                else "they go with the next command or `runtime audit forward`"
            )
            self._say(
                f"audit forwarding to {self.settings.url} failed ({reason}); "
                f"{consequence or 'the records stay in the local trail'}; {then}"
            )

    def _say(self, text: str) -> None:
        if text not in self.said:
            self.said.add(text)
            from runtime.audit.sinks import show

            show(sys.stderr, f"runtime: {text}\n")


def _connect(settings: Settings, deadline: _Deadline) -> socket.socket:
    import socket

    sock = socket.create_connection((settings.host, settings.port), timeout=deadline.remaining())
    if settings.scheme != "tls":
        return sock
    import ssl

    sock.settimeout(deadline.remaining())
    context = ssl.create_default_context(cadata=_ca_data(settings.ca_file))
    try:
        return context.wrap_socket(sock, server_hostname=settings.host)
    except BaseException:
        sock.close()
        raise


def _ca_data(ca_file: str | None) -> str | None:
    """The CA file's PEM text, read as a document (a FIFO there would block the handshake)."""
    if ca_file is None:
        return None
    from runtime.documents import read_document

    return read_document(ca_file, 4 * 1024 * 1024).decode("latin-1")


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
_long_running: list[bool] = [False]


def long_running() -> None:
    """This process serves many requests (runtime mcp): a failed forward is retried."""
    _long_running[0] = True


def after_append(settings: Settings) -> None:
    """Called after each record is appended: send it (and any backlog) now."""
    global _forwarder
    if _forwarder is None:
        import atexit

        _forwarder = Forwarder(settings, retry=_long_running[0])
        atexit.register(_forwarder.confirm)
    _forwarder.ship()
    _forwarder.confirm_when_due()
