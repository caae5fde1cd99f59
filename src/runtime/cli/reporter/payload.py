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
        return _gh_table(payload, operation) or payload
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
        summary = _github_summary(payload, operation)
        if summary is not None:
            return summary
    return _long_json(payload)


def _gh_table(text: str, operation: str | None) -> str | None:
    """A gh list's tab-separated lines as gh shows them on a terminal: under its headers,
    aligned (gh writes the TSV itself only when its output is not a terminal, and the
    runtime's children never have one). None when not on a terminal or not that shape."""
    from runtime.providers.github.columns import GH_HEADERS

    headers = GH_HEADERS.get((operation or "").removeprefix("github "))
    if headers is None or not text.strip() or not _on_terminal():
        return None
    rows = [tuple(line.split("\t")) for line in text.rstrip("\n").split("\n")]
    if any(len(row) != len(headers) for row in rows):
        return None  # not gh's default list (--json, --template, a version that differs)
    from runtime.columns import aligned

    shown = [tuple(_fitted(shown_word(cell)) for cell in row) for row in rows[:MAX_ROWS]]
    lines = aligned([headers, *shown], indent="", widest=MAX_CELL)
    if len(rows) > len(shown):
        lines.append(
            f"… {len(rows) - len(shown)} more ({len(rows)} in all): --output json prints every item"
        )
    return "\n".join(lines)


def _on_terminal() -> bool:
    import sys

    isatty = getattr(sys.stdout, "isatty", None)
    return bool(isatty is not None and isatty())


def _fitted(text: str) -> str:
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def _github_summary(payload: dict[str, Any], operation: str | None) -> str | None:
    """One object GitHub returned, as gh says it: what it is and where, in a few lines."""
    name = (operation or "").removeprefix("github ")
    if not (operation or "").startswith("github "):
        return None
    if name == "repo create" and {"full_name", "html_url"} <= set(payload):
        return f"✓ created {payload['full_name']}\n{payload['html_url']}"
    if name == "repo view" and {"full_name", "html_url"} <= set(payload):
        return _repository_lines(payload)
    if name == "file put" and isinstance(payload.get("content"), dict):
        content, commit = payload["content"], payload.get("commit") or {}
        sha = str(commit.get("sha") or "")[:7]
        where = str(content.get("html_url") or content.get("path") or "")
        return f"✓ wrote {content.get('path')} (commit {sha})\n{where}"
    if name == "user get" and {"login", "html_url"} <= set(payload):
        named = f" ({payload['name']})" if payload.get("name") else ""
        return f"{payload['login']}{named}\n{payload['html_url']}"
    if name == "repo summary" and {"nameWithOwner", "url"} <= set(payload):
        return _summary_lines(payload)
    return None


def _repository_lines(repo: dict[str, Any]) -> str:
    facts = [
        str(repo.get("visibility") or ("private" if repo.get("private") else "public")),
        *([str(repo["language"])] if repo.get("language") else []),
        f"★ {repo.get('stargazers_count', 0)}",
        f"{repo.get('forks_count', 0)} forks",
        f"{repo.get('open_issues_count', 0)} open issues",
        f"default branch {repo.get('default_branch')}",
        *(["archived"] if repo.get("archived") else []),
    ]
    lines = [str(repo["full_name"])]
    if repo.get("description"):
        lines.append(shown_word(str(repo["description"])))
    return "\n".join([*lines, " · ".join(facts), str(repo["html_url"])])


def _summary_lines(repo: dict[str, Any]) -> str:
    def count(key: str) -> object:
        found = repo.get(key)
        return found.get("totalCount") if isinstance(found, dict) else found

    release = repo.get("latestRelease")
    facts = [
        f"{count('issues')} open issues",
        f"{count('pullRequests')} open pull requests",
        f"★ {repo.get('stargazerCount', 0)}",
        *([f"latest release {release.get('tagName')}"] if isinstance(release, dict) else []),
    ]
    lines = [str(repo["nameWithOwner"])]
    if repo.get("description"):
        lines.append(shown_word(str(repo["description"])))
    return "\n".join([*lines, " · ".join(facts), str(repo["url"])])


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
    first = items[0]
    known = COLUMNS.get(name) if operation and operation.startswith("github ") else None
    if known and all(key.partition(".")[0] in first for _, key in known):
        return known  # the fields gh shows by default (unless --json chose others)
    # e.g. --json number,title,state: the fields asked for, in order; an answer of unknown
    # shape (github api GET ...): its scalar fields, those a person reads first, no URLs
    keys = [key for key, value in first.items() if not isinstance(value, (dict, list))]
    if len(keys) > 6 or any(map(_is_link, keys)):  # a whole API object, not fields asked for
        keys = sorted((key for key in keys if not _is_link(key)), key=_headline_rank(keys))
    return tuple((key.upper(), key) for key in keys[:6])


# Fields a person looks for first in an object GitHub returns, in this order.
_HEADLINE = (
    "number", "full_name", "name", "login", "title", "state", "status", "conclusion",
    "tag_name", "ref", "sha", "path", "type", "updated_at", "created_at",
)  # fmt: skip


def _is_link(key: str) -> bool:
    return key == "url" or key.endswith(("_url", "node_id")) or key == "gravatar_id"


def _headline_rank(keys: list[str]) -> Any:
    order = {key: index for index, key in enumerate(_HEADLINE)}
    asked = {key: index for index, key in enumerate(keys)}
    return lambda key: (order.get(key, len(_HEADLINE)), asked[key])


def _cell(item: dict[str, Any], key: str) -> str:
    value: Any = item
    for part in key.split("."):
        if isinstance(value, list):  # labels.name: each item's, joined
            value = ", ".join(str(v.get(part)) for v in value if isinstance(v, dict))
        else:
            value = value.get(part) if isinstance(value, dict) else None
    if isinstance(value, (dict, list)):
        value = ", ".join(str(v) for v in value) if isinstance(value, list) else "…"
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
