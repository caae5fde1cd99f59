"""How a chained record's line begins, shared by the writer, the reader and verify (a leaf).

Every record `append` writes starts `{"seq":N,"prev":"<sha256 of the line before>"`,
so a reader finds a line's place in the chain from its first bytes, without parsing it.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# The prev of a chain's first record: sha256 of nothing (64 zeros would look like a token's tail).
GENESIS = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
SEQ_PREFIX = b'{"seq":'
PREV_KEY = b',"prev":"'


def chain_head(seq: int, prev: str) -> bytes:
    """The first bytes of the record with SEQ chained after the line whose hash is PREV."""
    return b'%s%d%s%s"' % (SEQ_PREFIX, seq, PREV_KEY, prev.encode())


def written_seq(raw: bytes) -> int | None:
    """The seq of a line shaped like the ones `append` writes, read from its prefix."""
    if not raw.startswith(SEQ_PREFIX) or not raw.endswith(b"}"):
        return None
    comma = raw.find(b",", len(SEQ_PREFIX))
    digits = raw[len(SEQ_PREFIX) : comma]
    if not digits.isdigit() or raw[comma : comma + len(PREV_KEY)] != PREV_KEY:
        return None
    return int(digits)


def quick_seq(raw: bytes) -> int:
    """The seq a line's prefix claims, or -1 (not checked to be a complete record)."""
    if not raw.startswith(SEQ_PREFIX):
        return -1
    comma = raw.find(b",", len(SEQ_PREFIX))
    digits = raw[len(SEQ_PREFIX) : comma]
    return int(digits) if digits.isdigit() else -1


def chained_seq(raw: bytes) -> int | None:
    """The seq of RAW when it is a complete chained record, else None."""
    import json

    if not raw.startswith(SEQ_PREFIX):
        return None
    try:
        record: Any = json.loads(raw)
    except ValueError:
        return None
    seq = record.get("seq") if isinstance(record, dict) else None
    return seq if isinstance(seq, int) else None
