"""Operation payloads (JSON-like data) as text: tables, summaries, a long JSON cut short."""

from __future__ import annotations

from runtime.result import shown_word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


MAX_ROWS = 50  # rows of a list shown in text mode; --output json has them all
MAX_LINES = 200  # lines of a JSON payload shown in text mode
MAX_CELL = 60


def render_payload(payload: Any, operation: str | None = None) -> str:
    """A payload for a person; OPERATION (`github repo list`) picks a list's columns."""
    if payload is None:
        return ""
    if isinstance(payload, str):
        return payload
    if isinstance(payload, list) and payload and all(isinstance(i, dict) for i in payload):
        return _table(payload, operation)
    if isinstance(payload, dict):
        if set(payload) >= {"stdout", "stderr"}:
            return str(payload.get("stdout") or "").rstrip("\n")
        summary = _files_summary(payload)
        if summary is not None:
            return summary
        if set(payload) == {"path", "content", "bytes"}:  # files read
            return str(payload["content"])
        if "entries" in payload and isinstance(payload["entries"], list):
            return _entries(payload["entries"])
        if "files" in payload and "dry_run" in payload:
            return _edit_table(payload)
    return _long_json(payload)


def _long_json(payload: Any) -> str:
    from runtime.cli.reporter import to_json

    lines = to_json(payload).splitlines()
    if len(lines) <= MAX_LINES:
        return "\n".join(lines)
    return "\n".join(
        [*lines[:MAX_LINES], f"… {len(lines) - MAX_LINES} more lines ({len(lines)} in all): "
         "--output json prints the whole payload"]
    )  # fmt: skip


def _entries(entries: list[Any]) -> str:
    """files list: name (a directory ends in /), type and size, aligned."""
    from runtime.columns import aligned

    rows = [("NAME", "TYPE", "SIZE")]
    for entry in entries:
        if isinstance(entry, dict):
            suffix = "/" if entry.get("type") == "dir" else ""
            name = shown_word(f"{entry.get('name')}{suffix}")
            rows.append((name, str(entry.get("type", "")), str(entry.get("size", ""))))
    return "\n".join(aligned(rows, indent="", widest=MAX_CELL))


def _columns(items: list[dict[str, Any]], operation: str | None) -> tuple[tuple[str, str], ...]:
    from runtime.providers.github.columns import COLUMNS

    name = (operation or "").removeprefix("github ")
    if operation and operation.startswith("github ") and name in COLUMNS:
        return COLUMNS[name]
    first = items[0]  # e.g. gh --json number,title,state: the fields asked for, in order
    keys = [key for key, value in first.items() if not isinstance(value, (dict, list))]
    return tuple((key.upper(), key) for key in keys[:6])


def _cell(item: dict[str, Any], key: str) -> str:
    value: Any = item
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    text = "" if value is None else shown_word(str(value).replace("\n", " "))
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def _table(items: list[dict[str, Any]], operation: str | None) -> str:
    from runtime.columns import aligned

    columns = _columns(items, operation)
    if not columns:
        return _long_json(items)
    shown = items[:MAX_ROWS]
    rows = [tuple(title for title, _ in columns)]
    rows += [tuple(_cell(item, key) for _, key in columns) for item in shown]
    lines = aligned(rows, indent="", widest=MAX_CELL)
    if len(items) > len(shown):
        lines.append(
            f"… {len(items) - len(shown)} more ({len(items)} in all): "
            "--output json prints every item"
        )
    return "\n".join(lines)


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
