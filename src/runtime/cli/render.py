"""Text rendering of operation payloads (JSON-like data) for humans."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def render_payload(payload: Any) -> str:
    if payload is None:
        return ""
    if isinstance(payload, str):
        return payload
    if isinstance(payload, dict):
        if set(payload) >= {"stdout", "stderr"}:
            return str(payload.get("stdout") or "").rstrip("\n")
        if "content" in payload and isinstance(payload["content"], str):
            return str(payload["content"])
        if "entries" in payload and isinstance(payload["entries"], list):
            return "\n".join(_entry(e) for e in payload["entries"])
    from runtime.cli.output import to_json

    return to_json(payload)


def _entry(entry: Any) -> str:
    if isinstance(entry, dict):
        kind = entry.get("type", "")
        suffix = "/" if kind == "dir" else ""
        return f"{entry.get('name')}{suffix}\t{entry.get('size', '')}"
    return str(entry)
