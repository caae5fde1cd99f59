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
        summary = _files_summary(payload)
        if summary is not None:
            return summary
        if set(payload) == {"path", "content", "bytes"}:  # files read
            return str(payload["content"])
        if "entries" in payload and isinstance(payload["entries"], list):
            return "\n".join(_entry(e) for e in payload["entries"])
        if "files" in payload and "dry_run" in payload:
            return _edit_table(payload)
    from runtime.cli.output import to_json

    return to_json(payload)


def _entry(entry: Any) -> str:
    if isinstance(entry, dict):
        kind = entry.get("type", "")
        suffix = "/" if kind == "dir" else ""
        return f"{entry.get('name')}{suffix}\t{entry.get('size', '')}"
    return str(entry)


def _edit_table(payload: dict[str, Any]) -> str:
    files = payload["files"]
    width = max([len("path"), *(len(f["path"]) for f in files)])
    lines = [f"{'path':<{width}}  matches  before        after         changed"]
    for entry in files:
        lines.append(
            f"{entry['path']:<{width}}  {entry['matches']:>7}  {entry['before_sha256'][:12]}  "
            f"{entry['after_sha256'][:12]}  {'yes' if entry['changed'] else 'no'}"
        )
    summary = payload["summary"]
    verb = "would change" if payload["dry_run"] else "changed"
    lines.append(f"{summary['files']} file(s) matched, {verb} {summary['changed']}")
    diffs = [entry["diff"] for entry in files if entry["diff"]]
    return "\n".join(lines + (["", *diffs] if diffs else [])).rstrip("\n")


def _files_summary(payload: dict[str, Any]) -> str | None:
    """One line for the files provider's write, append, delete and mkdir results."""
    keys = set(payload)
    path = payload.get("path")
    if keys == {"path", "bytes"}:
        return f"wrote {payload['bytes']} bytes to {path}"
    if keys == {"path", "bytes", "created"}:
        return f"appended {payload['bytes']} bytes to {path}" + (
            " (created it)" if payload["created"] else ""
        )
    if keys == {"path", "deleted"}:
        return f"deleted {path}"
    if keys == {"path", "created"}:
        return f"created directory {path}" if payload["created"] else f"{path} already exists"
    return None


def shown_word(word: str) -> str:
    """One item, one line: control characters in an argument are shown escaped."""
    if word.isprintable():
        return word
    return word.encode("unicode_escape").decode("ascii")
