"""`runtime audit verify`: walk the whole chain and name the first record that breaks it.

Each record's `prev` is the sha256 of the previous record's line and `seq` counts
up by one, so an edited record breaks the next one's `prev`, a removed one leaves
a gap in `seq`, an inserted one repeats a `seq` or carries none, and a swap puts
a later `seq` first. A line that is not JSON is the remnant of a crash (a torn
write): it is skipped when the chain carries on across it, and reported as torn.
The fast path reads only the `seq`/`prev` prefix and hashes the line; a line is
parsed as JSON only when something looks wrong.
"""

from __future__ import annotations

import os

from runtime.audit.record import GENESIS, PREV_KEY, SEQ_PREFIX

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

_PREV_START = len(PREV_KEY)


class Problem:
    __slots__ = ("kind", "line", "message", "seq")

    def __init__(self, kind: str, line: int, seq: int | None, message: str) -> None:
        self.kind = kind  # edited, removed, inserted, reordered, truncated, rewritten
        self.line = line
        self.seq = seq
        self.message = message

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "line": self.line, "seq": self.seq, "message": self.message}


class Report:
    __slots__ = (
        "last_hash", "last_line", "last_seq", "problem", "records", "torn_end", "torn_lines",
        "unchained",
    )  # fmt: skip

    def __init__(self) -> None:
        self.records = 0
        self.last_seq = 0
        self.last_hash = GENESIS
        self.last_line = 0
        self.torn_lines: list[int] = []
        self.torn_end = False
        self.unchained = 0  # records written before the chain began (an older trail)
        self.problem: Problem | None = None

    @property
    def checkpoint(self) -> str:
        return f"{self.last_seq}:{self.last_hash}"

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.problem is None,
            "records": self.records,
            "last_seq": self.last_seq,
            "checkpoint": self.checkpoint,
            "torn_end": self.torn_end,
            "torn_lines": self.torn_lines,
            "unchained": self.unchained,
            "problem": self.problem.to_json() if self.problem else None,
        }


def parse_checkpoint(text: str) -> tuple[int, str] | None:
    seq, _, digest = text.partition(":")
    hexdigits = "0123456789abcdef"
    if not seq.isdigit() or len(digest) != 64 or any(c not in hexdigits for c in digest):
        return None
    return int(seq), digest


def _prefix(raw: bytes) -> tuple[int, bytes] | None:
    if not raw.startswith(SEQ_PREFIX):
        return None
    comma = raw.find(b",", 7)
    digits = raw[7:comma]
    if not digits.isdigit() or raw[comma : comma + _PREV_START] != PREV_KEY:
        return None
    start = comma + _PREV_START
    return int(digits), raw[start : start + 64]


def _is_json(raw: bytes) -> bool:
    import json

    try:
        json.loads(raw)
    except ValueError:
        return False
    return True


class _Walk:
    """The chain as read so far, with one step of memory to take back a torn line."""

    __slots__ = ("back", "checkpoint", "count", "found", "last_raw", "lines", "report")

    def __init__(self, lines: Iterator[bytes], checkpoint: tuple[int, str] | None) -> None:
        self.lines = lines
        self.report = Report()
        self.checkpoint = checkpoint
        self.found: str | None = None  # the hash of the checkpoint's record, once seen
        self.last_raw = b""
        self.back: tuple[int, str, int] = (0, GENESIS, 0)
        self.count = 0  # lines read

    def accept(self, number: int, raw: bytes, seq: int, digest: str) -> None:
        report = self.report
        self.back = (report.last_seq, report.last_hash, report.last_line)
        report.last_seq, report.last_hash, report.last_line = seq, digest, number
        report.records += 1
        self.last_raw = raw
        if self.checkpoint is not None and seq == self.checkpoint[0]:
            self.found = digest

    def take_back(self) -> bool:
        """Undo the last accepted line when it was a torn write that only looked whole."""
        report = self.report
        if not report.records or _is_json(self.last_raw):
            return False
        report.torn_lines.append(report.last_line)
        report.last_seq, report.last_hash, report.last_line = self.back
        report.records -= 1
        self.last_raw = b"{}"
        if self.checkpoint is not None and report.last_seq < self.checkpoint[0]:
            self.found = None
        return True


def verify(path: str, checkpoint: tuple[int, str] | None = None) -> Report:
    from runtime.audit.reader import forward_lines

    walk = _Walk(forward_lines(path), checkpoint)
    _walk_chain(walk)
    ends_open = _ends_without_newline(path)
    report = walk.report
    if ends_open and report.problem is None:
        _settle_end(walk)
    if report.problem is None and checkpoint is not None:
        report.problem = _against_checkpoint(walk, checkpoint)
    return report


def _walk_chain(walk: _Walk) -> None:
    """The fast path keeps the chain in locals: one prefix compare and one hash per line."""
    import hashlib

    report = walk.report
    sha256 = hashlib.sha256
    target = walk.checkpoint[0] if walk.checkpoint is not None else -1
    seq, digest, line, records = report.last_seq, report.last_hash, report.last_line, 0
    expected = b'%s%d%s%s"' % (SEQ_PREFIX, seq + 1, PREV_KEY, digest.encode())
    number = 0
    back, last_raw = walk.back, walk.last_raw
    for raw in walk.lines:
        number += 1
        if raw.startswith(expected) and raw[-1:] == b"}":
            back = (seq, digest, line)
            seq, digest, line = seq + 1, sha256(raw).digest().hex(), number
            records += 1
            last_raw = raw
            if seq == target:
                walk.found = digest
            expected = b'%s%d%s%s"' % (SEQ_PREFIX, seq + 1, PREV_KEY, digest.encode())
            continue
        walk.back, walk.last_raw = back, last_raw
        report.last_seq, report.last_hash, report.last_line = seq, digest, line
        report.records += records
        records = 0
        if not _off_the_fast_path(walk, number, raw):
            return
        seq, digest, line = report.last_seq, report.last_hash, report.last_line
        back, last_raw = walk.back, walk.last_raw
        expected = b'%s%d%s%s"' % (SEQ_PREFIX, seq + 1, PREV_KEY, digest.encode())
    walk.back, walk.last_raw = back, last_raw
    report.last_seq, report.last_hash, report.last_line = seq, digest, line
    report.records += records
    walk.count = number


def _off_the_fast_path(walk: _Walk, number: int, raw: bytes) -> bool:
    """A line that does not simply continue the chain; False once a problem is found."""
    import hashlib

    report = walk.report
    if not raw:
        return True
    prefix = _prefix(raw)
    if prefix is None:
        return not _foreign(walk, number, raw)
    seq, prev = prefix
    digest = hashlib.sha256(raw).digest().hex()
    if not _is_json(raw):
        report.torn_lines.append(number)
        return True
    if walk.take_back() and seq == report.last_seq + 1 and prev == report.last_hash.encode():
        walk.accept(number, raw, seq, digest)
        return True
    report.problem = _classify(walk, number, seq)
    return False


def _foreign(walk: _Walk, number: int, raw: bytes) -> bool:
    """A line without a chain prefix: torn, older than the chain, or inserted (True: stop)."""
    report = walk.report
    if not _is_json(raw):
        report.torn_lines.append(number)
        return False
    if report.records == 0:
        report.unchained += 1
        return False
    report.problem = Problem(
        "inserted", number, None, f"line {number} is not a chained record (no seq): inserted"
    )
    return True


def _classify(walk: _Walk, number: int, seq: int) -> Problem:
    report = walk.report
    last, last_line = report.last_seq, report.last_line
    if seq == last + 1:
        if last == 0:
            text = f"record seq 1 (line {number}) does not start a chain: its prev was changed"
            return Problem("edited", number, 1, text)
        text = (
            f"record seq {last} (line {last_line}) was changed after it was written: "
            f"record seq {seq} (line {number}) holds a different hash of it"
        )
        return Problem("edited", last_line, last, text)
    if seq > last + 1:
        following = _prefix(next(walk.lines, b""))
        if following is not None and following[0] == last + 1:
            text = (
                f"record seq {seq} (line {number}) comes before seq {last + 1} (line {number + 1})"
            )
            return Problem("reordered", number, seq, text)
        missing = f"seq {last + 1}" if seq == last + 2 else f"seq {last + 1}..{seq - 1}"
        text = f"record(s) {missing} removed: line {number} holds seq {seq} after seq {last}"
        return Problem("removed", number, seq, text)
    if seq == last:
        text = f"seq {seq} appears twice (lines {last_line} and {number}): a record was inserted"
        return Problem("inserted", number, seq, text)
    text = f"record seq {seq} (line {number}) comes after seq {last}: inserted or moved back"
    return Problem("inserted", number, seq, text)


def _ends_without_newline(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            if handle.tell() == 0:
                return False
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) != b"\n"
    except FileNotFoundError:
        return False


def _settle_end(walk: _Walk) -> None:
    """The last line lacks its newline: a torn write (a crash), never tampering."""
    report = walk.report
    if (report.torn_lines and report.torn_lines[-1] == walk.count) or walk.take_back():
        report.torn_lines.pop()
        report.torn_end = True


def _against_checkpoint(walk: _Walk, checkpoint: tuple[int, str]) -> Problem | None:
    seq, digest = checkpoint
    report = walk.report
    if walk.found is None and report.last_seq < seq:
        text = (
            f"the trail was truncated: it ends at seq {report.last_seq} "
            f"(line {report.last_line}), the checkpoint names seq {seq}"
        )
        return Problem("truncated", report.last_line, report.last_seq, text)
    if walk.found is not None and walk.found != digest:
        text = f"record seq {seq} no longer matches the checkpoint: the trail was rewritten"
        return Problem("rewritten", 0, seq, text)
    return None
