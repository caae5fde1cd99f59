"""Reading the trail from its end, at a cost that grows with neither the file nor one record.

The file is memory-mapped and searched for newlines from the end (`rfind`
runs in C over the mapping: nothing is copied or concatenated), so only the
lines shown are read. A record longer than HEAD_LIMIT is shown by its leading
fields: the writer puts the small fields first and `args`/`error` last.
"""

from __future__ import annotations

import os

from runtime.audit.record import chained_seq, quick_seq

TYPE_CHECKING = False
if TYPE_CHECKING:
    import mmap
    from collections.abc import Iterator
    from typing import Any

HEAD_LIMIT = 256 * 1024  # a longer record is shown by its leading fields only
HEAD_BYTES = 16 * 1024
_WRITER_BLOCK = 8 * 1024
_CHUNK = 4 * 1024 * 1024
# fields of an outcome that describe the record rather than the operation it closes
_RECORD_FIELDS = ("seq", "prev", "kind", "time", "consumer", "executor")


class Tail:
    """What `audit tail` found: operations oldest first, and how many lines it could not read."""

    __slots__ = ("records", "skipped", "torn_end")

    def __init__(self) -> None:
        self.records: list[dict[str, Any]] = []
        self.skipped = 0
        self.torn_end = False


def spans_backwards(buffer: bytes | mmap.mmap, end: int) -> Iterator[tuple[int, int]]:
    """(start, stop) of each line of BUFFER[:END], last line first; newlines excluded."""
    stop = end - 1 if end and buffer[end - 1 : end] == b"\n" else end
    while stop >= 0:
        start = buffer.rfind(b"\n", 0, stop) + 1
        yield start, stop
        stop = start - 1


def last_lines(fd: int, size: int, count: int) -> Iterator[bytes]:
    """Up to COUNT whole lines from the end of FD, last first (the writer's view)."""
    offset = max(size - _WRITER_BLOCK, 0)
    block = os.pread(fd, size - offset, offset)
    seen = 0
    for start, stop in spans_backwards(block, len(block)):
        if start == 0 and offset > 0:
            break  # the line may begin before the block: read it from the mapping
        seen += 1
        yield block[start:stop]
        if seen == count:
            return
    if offset == 0:
        return
    yield from _mapped_lines(fd, size, count, skip=seen)


def _mapped_lines(fd: int, size: int, count: int, skip: int) -> Iterator[bytes]:
    import mmap

    with mmap.mmap(fd, size, access=mmap.ACCESS_READ) as mapped:
        for index, (start, stop) in enumerate(spans_backwards(mapped, size)):
            if index >= count:
                return
            if index >= skip:
                yield mapped[start:stop]


def read_tail(path: str, count: int) -> Tail:
    tail = Tail()
    if count <= 0:
        return tail
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return tail
    try:
        size = os.fstat(fd).st_size
        if size:
            _collect(fd, size, count, tail)
    finally:
        os.close(fd)
    return tail


def _collect(fd: int, size: int, count: int, tail: Tail) -> None:
    import mmap

    outcomes: dict[str, dict[str, Any]] = {}
    found: list[dict[str, Any]] = []
    with mmap.mmap(fd, size, access=mmap.ACCESS_READ) as mapped:
        for start, stop in spans_backwards(mapped, size):
            if start == stop:
                continue
            record = _parse(mapped, start, stop)
            if record is None:
                tail.skipped += 1
                tail.torn_end = tail.torn_end or stop == size
                continue
            operation = _fold(record, outcomes)
            if operation is not None:
                found.append(operation)
                if len(found) == count:
                    break
    found.reverse()
    tail.records = found


def _fold(record: dict[str, Any], outcomes: dict[str, dict[str, Any]]) -> dict[str, Any] | None:
    """Read backwards, an outcome waits for its intent; an intent or a denial is an operation."""
    kind = record.get("kind")
    if kind == "outcome":
        if isinstance(record.get("id"), str):
            outcomes[record["id"]] = record
        return None
    if kind == "intent":
        return join(record, outcomes.pop(record.get("id"), None))  # type: ignore[arg-type]
    return record


def join(intent: dict[str, Any], outcome: dict[str, Any] | None) -> dict[str, Any]:
    """One operation: the intent's fields, then its outcome's; `unfinished` when none came."""
    operation = dict(intent)
    operation["kind"] = "operation"
    if outcome is None:
        operation["outcome"] = "unfinished"
        return operation
    for key, value in outcome.items():
        if key not in _RECORD_FIELDS and not (key == "identity" and value is None):
            operation[key] = value
    operation["outcome_seq"] = outcome.get("seq")
    return operation


def operations(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """RECORDS (in file order) as operations: each intent joined with its outcome."""
    outcomes = {r.get("id"): r for r in records if r.get("kind") == "outcome"}
    return [
        join(r, outcomes.get(r.get("id"))) if r.get("kind") == "intent" else r
        for r in records
        if r.get("kind") != "outcome"
    ]


def _parse(mapped: mmap.mmap, start: int, stop: int) -> dict[str, Any] | None:
    import json

    if stop - start > HEAD_LIMIT:
        return _leading_fields(mapped[start : start + HEAD_BYTES], stop - start)
    try:
        record = json.loads(mapped[start:stop])
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def _leading_fields(head: bytes, size: int) -> dict[str, Any] | None:
    """The complete key/value pairs at the start of an oversized record."""
    from json import JSONDecoder

    text = head.decode("utf-8", errors="replace")
    if not text.startswith("{"):
        return None
    decoder = JSONDecoder()
    fields: dict[str, Any] = {}
    position = 1
    while True:
        try:
            key, position = decoder.raw_decode(text, position)
            if text[position] != ":":
                break
            value, position = decoder.raw_decode(text, position + 1)
        except (ValueError, IndexError):
            break
        if not isinstance(key, str):
            break
        fields[key] = value
        if text[position : position + 1] != ",":
            break
        position += 1
    if not fields:
        return None
    fields["oversized_bytes"] = size
    return fields


def chained_after(path: str, after: int) -> Iterator[dict[str, Any]]:
    """Every chained record with a seq above AFTER, in file order."""
    import json

    for raw in forward_lines(path):
        if quick_seq(raw) > after and chained_seq(raw) is not None:
            yield json.loads(raw)


def forward_lines(path: str) -> Iterator[bytes]:
    """The lines of PATH in order, read in large chunks; the last may lack its newline."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below, iterated lazily
    except FileNotFoundError:
        return
    with handle:
        pieces: list[bytes] = []  # a line that spans chunks, joined once when it ends
        while chunk := handle.read(_CHUNK):
            first = chunk.find(b"\n")
            if first < 0:
                pieces.append(chunk)
                continue
            pieces.append(chunk[:first])
            yield b"".join(pieces)
            lines = chunk[first + 1 :].split(b"\n")
            pieces = [lines.pop()]
            yield from lines
        if any(pieces):
            yield b"".join(pieces)
