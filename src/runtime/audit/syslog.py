"""Audit records as RFC 5424 syslog messages, framed by octet counting (RFC 6587).

A message carries the record's own JSON line as MSG, byte for byte as the local
trail holds it (so it is redacted exactly as the trail is), and the fields a
collector filters on as structured data: `[runtime@32473 seq=... prev=...
decision=... outcome=...]`. 32473 is the enterprise number RFC 5612 sets aside
for documentation; a site that owns one can map the SD-ID in its collector.
"""

from __future__ import annotations

import os
import socket

from runtime import statuses
from runtime.home.forwarding import FACILITIES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

SD_ID = "runtime@32473"
NIL = "-"
BOM = b"\xef\xbb\xbf"  # MSG-UTF8: the record's JSON is UTF-8 (RFC 5424 section 6.4)
SD_FIELDS = ("seq", "prev", "kind", "decision", "outcome")

INFO, NOTICE, WARNING, ERROR = 6, 5, 4, 3


def severity(record: dict[str, Any]) -> int:
    """info for what ran or is about to, warning for a denial, error for a failure."""
    if record.get("decision") == "deny":
        return WARNING
    outcome = record.get("outcome")
    if outcome in (None, statuses.OK, statuses.PLANNED, "intent"):
        return INFO
    if outcome == statuses.INTERRUPTED:
        return NOTICE
    return ERROR


def _printable(text: str, limit: int) -> str:
    """A header field: printable US-ASCII without spaces, at most LIMIT characters."""
    kept = "".join(c if 33 <= ord(c) <= 126 else "_" for c in text)[:limit]
    return kept or NIL


def _param(value: Any) -> str:
    text = "" if value is None else str(value)
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("]", "\\]")


def structured_data(record: dict[str, Any]) -> str:
    params = " ".join(f'{name}="{_param(record[name])}"' for name in SD_FIELDS if name in record)
    return f"[{SD_ID} {params}]" if params else f"[{SD_ID}]"


class Header:
    """What every message of one process shares: facility, host, app name, pid."""

    __slots__ = ("app_name", "facility", "hostname", "procid")

    def __init__(self, facility: str = "local0", app_name: str = "runtime") -> None:
        self.facility = FACILITIES[facility]
        self.app_name = _printable(app_name, 48)
        self.hostname = _printable(socket.gethostname(), 255)
        self.procid = str(os.getpid())


def message(record: dict[str, Any], line: bytes, header: Header) -> bytes:
    """One RFC 5424 message for RECORD, whose trail line (without newline) is LINE."""
    priority = header.facility * 8 + severity(record)
    timestamp = _printable(str(record.get("time") or NIL), 64)
    msgid = _printable(str(record.get("kind") or "audit"), 32)
    head = (
        f"<{priority}>1 {timestamp} {header.hostname} {header.app_name} {header.procid} "
        f"{msgid} {structured_data(record)} "
    )
    return head.encode("utf-8") + BOM + line


def frame(payload: bytes) -> bytes:
    """Octet-counted framing: MSG-LEN SP SYSLOG-MSG (RFC 6587 section 3.4.1)."""
    return str(len(payload)).encode("ascii") + b" " + payload
