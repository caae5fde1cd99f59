"""The audit trail: one append-only JSON Lines file in the Runtime Home.

Each record is one `write()` of one line to a file opened with O_APPEND, under
an exclusive `flock`, so records from parallel processes never interleave.
A writer that finds the file not ending in a newline (a crash mid-write)
starts its record on a fresh line; readers skip any line that is not JSON.
"""

from __future__ import annotations

import os
import time

from runtime.audit.redact import redact, redact_data
from runtime.home.paths import audit_file

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

TAIL_BLOCK = 64 * 1024

# Who is on the other end of a long-lived door: `runtime mcp` names its client here.
SESSION: dict[str, str] = {}


def consumer() -> str:
    named = os.environ.get("ENGINEERING_RUNTIME_CONSUMER")
    if named:
        return named
    return "ci" if os.environ.get("CI") else "interactive"


def executor() -> str:
    return os.environ.get("USER") or os.environ.get("USERNAME") or "unknown"


def utc_now() -> str:
    now = time.time()
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now))
    return f"{stamp}.{int(now % 1 * 1000):03d}Z"


def new_record(**fields: Any) -> dict[str, Any]:
    """A record with when and by whom filled in; FIELDS say what happened."""
    return {
        "time": utc_now(),
        "consumer": consumer(),
        **SESSION,
        "executor": executor(),
        **fields,
    }


def append(record: dict[str, Any], path: str | None = None) -> None:
    import fcntl
    import json

    target = path or audit_file()
    os.makedirs(os.path.dirname(target), mode=0o700, exist_ok=True)
    clean = redact_data(record)
    line = redact(json.dumps(clean, ensure_ascii=False, separators=(",", ":"), default=str))
    data = (line + "\n").encode("utf-8")
    fd = os.open(target, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        if _ends_torn(fd):
            data = b"\n" + data
        _write_all(fd, data)
    finally:
        os.close(fd)


def _ends_torn(fd: int) -> bool:
    size = os.fstat(fd).st_size
    return size > 0 and os.pread(fd, 1, size - 1) != b"\n"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def tail(count: int, path: str | None = None) -> list[dict[str, Any]]:
    """The newest COUNT records, oldest first; reads only the end of the file."""
    import json

    target = path or audit_file()
    try:
        fd = os.open(target, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return []
    try:
        lines = _last_lines(fd, count)
    finally:
        os.close(fd)
    records: list[dict[str, Any]] = []
    for raw in lines:
        try:
            record = json.loads(raw)
        except ValueError:
            continue  # a torn line from a crash: skip, never fail the reader
        if isinstance(record, dict):
            records.append(record)
    return records[-count:] if count else []


def _last_lines(fd: int, count: int) -> list[bytes]:
    """Enough complete-looking lines from the end to yield COUNT good records."""
    end = os.fstat(fd).st_size
    buffer = b""
    position = end
    wanted = count + 1  # one spare in case the last line is torn
    while position > 0 and buffer.count(b"\n") <= wanted:
        size = min(TAIL_BLOCK, position)
        position -= size
        buffer = os.pread(fd, size, position) + buffer
    lines = [line for line in buffer.split(b"\n") if line.strip()]
    if position > 0:
        lines = lines[1:]  # the first piece may be a partial line
    return lines[-wanted:]
