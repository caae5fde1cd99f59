"""The audit trail: one append-only, hash-chained JSON Lines file in the Runtime Home.

Each record is one `write()` of one line to a file opened with O_APPEND, under
an exclusive `flock`, so records from parallel processes never interleave.
Under that same lock the writer reads the last record and gives the new one
`seq` (the last seq + 1: dense and monotonic) and `prev` (the sha256 of the last
record's bytes, newline excluded), so the order of the chain is the order of
the file. A write that fails part-way is cut back off the file; a line torn by a
power loss is skipped by the chain, and the next writer starts on a fresh line.
A process remembers the link it wrote last: while the file (same inode) still ends
where that write left it, nobody has appended since, and the next record chains
onto it without reading the file back.

Durability: the record is in the kernel (and so survives the process being
killed) before `append` returns; it is not fsync'ed unless RUNTIME_AUDIT_FSYNC=1,
because an fsync costs milliseconds on most disks and a step's budget is 0.5 ms.
"""

from __future__ import annotations

import fcntl
import os
import stat
import time

from runtime.audit.record import GENESIS, chain_head, chained_seq, written_seq
from runtime.audit.redact import json_needs_no_redaction, redact, redact_data
from runtime.home.environment import CONFIG_FILE, CONSUMER
from runtime.home.paths import audit_file
from runtime.home.variables import getenv
from runtime.interrupts import Held

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping
    from typing import Any

    from runtime.audit.reader import Tail

FSYNC_VARIABLE = "RUNTIME_AUDIT_FSYNC"
_BLOCK = 8 * 1024  # read from the end of the trail to find the last record
_LAST_LOOKBACK = 64  # lines the writer looks back past torn or foreign lines for the chain


class AuditUnavailable(Exception):
    """The trail cannot be written: nothing may run (exit 8)."""

    def __init__(self, path: str, reason: str, *, ran: str | None = None) -> None:
        self.path = path
        self.reason = reason
        self.ran = ran  # set when the action had already run and only its outcome is missing
        self.step: object = None  # the pipeline's record of that action
        if ran is None:
            what = "nothing was run"
        else:
            what = f"the step ran ({ran}) but its outcome is not recorded"
        super().__init__(f"the audit trail {path} cannot be written ({reason}): {what}")


# Who is on the other end of a long-lived door: `runtime mcp` names its client here.
SESSION: dict[str, str] = {}


def consumer() -> str:
    named = getenv(CONSUMER)
    if named:
        return named
    return "ci" if getenv("CI") else "interactive"


def executor() -> str:
    return getenv("USER") or getenv("USERNAME") or "unknown"


_second: list[Any] = [None, ""]  # the last whole second formatted, and its text


def utc_now() -> str:
    now = time.time()
    second = int(now)
    if _second[0] != second:
        _second[:] = [second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))]
    return f"{_second[1]}.{int(now % 1 * 1000):03d}Z"


def new_id() -> str:
    """64 random bits; drawn 64 ids at a time (one getrandom call, not one an operation)."""
    if not _random:
        _random.extend(os.urandom(8 * 64))
    drawn = _random[-8:].hex()
    del _random[-8:]
    return drawn


_random = bytearray()  # random bytes not used for an id yet; a forked child draws its own
os.register_at_fork(after_in_child=_random.clear)


def append(record: Mapping[str, object], path: str | None = None) -> int:
    """Append RECORD (redacted) as the next link of the chain; its seq. AuditUnavailable if not."""
    target = path or audit_file()
    encode = _encoder()
    body = encode(record)
    if not json_needs_no_redaction(body):  # the common record is encoded once, as it is
        body = redact(encode(redact_data(record)))  # every string, before an encoding hides one
    fd, info = _locked_trail(target)
    try:
        seq = _append_locked(fd, target, body.encode("utf-8"), info)
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
    if path is None:
        forward_after_append()
    return seq


_encoders: list[Callable[[object], str]] = []


def _encoder() -> Callable[[object], str]:
    """json.dumps(ensure_ascii=False, separators=(",", ":"), default=str), made once a process.

    JSONEncoder.encode builds a new C encoder on every call; this keeps the one it builds
    (a record is a tree this module's callers make: no cycle to look for)."""
    if not _encoders:
        import json.encoder

        make = json.encoder.c_make_encoder  # type: ignore[attr-defined]
        if make is None:  # no _json: the pure-Python encoder
            encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=str)
            _encoders.append(encoder.encode)
        else:
            chunks = make(
                None, str, json.encoder.encode_basestring, None, ":", ",", False, False, True
            )
            _encoders.append(lambda record: "".join(chunks(record, 0)))
    return _encoders[0]


def forward_after_append() -> None:
    """Hand the trail's new records to the configured syslog collector, if there is one."""
    if not getenv(CONFIG_FILE):
        return  # forwarding is configured only in the config document: none is in force
    from runtime.errors import InvalidError
    from runtime.home.config import current

    try:
        settings = current().audit_forward
    except InvalidError:
        return  # a broken config is reported by the command that needs it, not here
    if settings is not None:
        from runtime.audit import forward

        forward.after_append(settings)


_held: dict[str, tuple[int, int, int]] = {}  # trail path -> (fd, st_dev, st_ino), this process


def _locked_trail(target: str) -> tuple[int, os.stat_result]:
    """The trail's fd under an exclusive lock, and the file's status read under it.

    The fd is kept open across appends; once locked, one lstat of the path tells
    both that it still names the same writable regular file (else the fd is closed
    and the path opened, and judged, again) and how long the file is now.
    """
    held = _held.pop(target, None)
    if held is not None:
        fd = held[0]
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            info: os.stat_result | None = os.lstat(target)
        except OSError:
            info = None
        if (
            info is not None
            and (info.st_dev, info.st_ino) == held[1:]
            and stat.S_ISREG(info.st_mode)
            and info.st_mode & stat.S_IWUSR
        ):
            _held[target] = held
            return fd, info
        os.close(fd)  # replaced, removed or made read-only: open (and judge) it again
    fd = _open_for_append(target)
    fcntl.flock(fd, fcntl.LOCK_EX)
    info = os.fstat(fd)
    _held[target] = (fd, info.st_dev, info.st_ino)
    return fd, info


def _open_for_append(target: str) -> int:
    flags = os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW
    try:
        try:
            fd = os.open(target, flags, 0o600)
        except FileNotFoundError:  # no Home yet
            os.makedirs(os.path.dirname(target), mode=0o700, exist_ok=True)
            fd = os.open(target, flags, 0o600)
    except OSError as error:
        raise AuditUnavailable(target, _open_reason(target, error)) from None
    info = os.fstat(fd)
    reason = None
    if not stat.S_ISREG(info.st_mode):
        reason = "it is not a regular file"
    elif not info.st_mode & stat.S_IWUSR:
        reason = f"it is read-only (mode {stat.S_IMODE(info.st_mode):04o})"
    if reason is not None:
        os.close(fd)
        raise AuditUnavailable(target, reason)
    return fd


def _open_reason(target: str, error: OSError) -> str:
    if os.path.islink(target):
        where = os.readlink(target)
        state = "" if os.path.exists(target) else "dangling "
        return f"it is a {state}symbolic link to {where}; the trail must be a regular file"
    if os.path.isdir(target):
        return "it is a directory"
    return error.strerror or str(error)


# The link this process wrote last: (fd, st_ino, the file's size after it, its seq, its hash).
_mine: list[Any] = [-1, 0, -1, 0, GENESIS]


def _append_locked(fd: int, target: str, body: bytes, info: os.stat_result) -> int:
    import hashlib

    size = info.st_size
    seq, prev, torn = _link_before(fd, info.st_ino, size)
    line = chain_head(seq + 1, prev) + (b"}" if body == b"{}" else b"," + body[1:])
    data = (b"\n" if torn else b"") + line + b"\n"
    try:
        _write_all(fd, data)
        if getenv(FSYNC_VARIABLE) == "1":
            os.fdatasync(fd)
    except OSError as error:
        _mine[0] = -1
        _cut_back(fd, size)
        raise AuditUnavailable(target, error.strerror or str(error)) from None
    _mine[:] = [fd, info.st_ino, size + len(data), seq + 1, hashlib.sha256(line).hexdigest()]
    return seq + 1


def _link_before(fd: int, inode: int, size: int) -> tuple[int, str, bool]:
    """The last record's seq and hash: this process's own last line when nobody wrote since."""
    fd_then, inode_then, size_then, seq, digest = _mine
    if (fd_then, inode_then, size_then) == (fd, inode, size):  # under the lock: still the end
        return seq, digest, False
    return _last_link(fd, size)


def _cut_back(fd: int, size: int) -> None:
    """Remove what a failed write left, so no torn line stays behind."""
    from contextlib import suppress

    with suppress(OSError):  # an append-only attribute forbids it: readers skip the torn line
        os.ftruncate(fd, size)


def _last_link(fd: int, size: int) -> tuple[int, str, bool]:
    """The last record's seq and hash, and whether the file ends mid-line."""
    if size == 0:
        return 0, GENESIS, False
    import hashlib

    from runtime.audit.reader import last_lines

    offset = max(size - _BLOCK, 0)
    block = os.pread(fd, size - offset, offset)
    torn = block[-1:] != b"\n"
    start = block.rfind(b"\n", 0, len(block) - 1) + 1
    if not torn and (start or not offset):  # a whole line, one write() of ours: no parse
        raw = block[start:-1]
        seq = written_seq(raw)
        if seq is not None:
            return seq, hashlib.sha256(raw).digest().hex(), False
    for raw in last_lines(fd, size, _LAST_LOOKBACK):
        seq = chained_seq(raw)
        if seq is not None:
            return seq, hashlib.sha256(raw).digest().hex(), torn
    return 0, GENESIS, torn


def _write_all(fd: int, data: bytes) -> None:
    written = os.write(fd, data)
    if written < len(data):  # a short write: the rest after it (a full disk raises here)
        view = memoryview(data)[written:]
        while view:
            view = view[os.write(fd, view) :]


class SignalsHeld(Held):
    """SIGINT and SIGTERM wait while a record is written, so a Ctrl-C never loses one."""

    __slots__ = ()


def tail(count: int, path: str | None = None) -> Tail:
    """The newest COUNT operations (intent and outcome joined), oldest first."""
    from runtime.audit.reader import read_tail

    return read_tail(path or audit_file(), count)


def records_after(seq: int, path: str | None = None) -> Iterator[dict[str, Any]]:
    """Every chained record whose seq is greater than SEQ, in order (for forwarders)."""
    from runtime.audit.reader import chained_after

    return chained_after(path or audit_file(), seq)
