"""key=value arguments as gh's `api -f/-F` reads them: query strings, typed JSON bodies.

Split on the first `=` only; `true`, `false`, `null` and integers are coerced in
bodies; `a[b]=1` nests and `names[]=x` appends, as gh does.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# Items a REST list operation collects unless limit=N says otherwise (pages.py follows the
# pages; here so that the operation table, imported by every github command, need not import
# the pagination module).
LIST_LIMIT = 1000


class ParamError(Exception):
    pass


def coerce(value: str) -> Any:
    if value in ("true", "false"):
        return value == "true"
    if value == "null":
        return None
    digits = value[1:] if value.startswith("-") else value
    if digits.isdigit() and digits.isascii() and (digits == "0" or not digits.startswith("0")):
        return int(value)
    return value


def _key_path(key: str) -> list[str]:
    """`a[b][]` -> ["a", "b", ""]; an empty part means append to an array."""
    head, bracket, rest = key.partition("[")
    if not head:
        raise ParamError(f"bad key {key!r}")
    parts = [head]
    while bracket:
        inner, close, rest = rest.partition("]")
        if not close:
            raise ParamError(f"unclosed [ in key {key!r}")
        parts.append(inner)
        if rest and not rest.startswith("["):
            raise ParamError(f"bad key {key!r}")
        bracket, rest = rest[:1], rest[1:]
    return parts


def _place(body: dict[str, Any], parts: list[str], value: Any, key: str) -> None:
    node: Any = body
    for index, part in enumerate(parts):
        last = index == len(parts) - 1
        if part == "":
            if not last:
                raise ParamError(f"{key!r}: [] may only end a key")
            if not isinstance(node, list):
                raise ParamError(f"{key!r} mixes an array with an object")
            node.append(value)
            return
        if not isinstance(node, dict):
            raise ParamError(f"{key!r} mixes an array with an object")
        if last:
            node[part] = value
            return
        following = parts[index + 1]
        node = node.setdefault(part, [] if following == "" else {})


def json_body(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    body: dict[str, Any] = {}
    for key, value in pairs:
        _place(body, _key_path(key), coerce(value), key)
    return body


def merge_query(path: str, pairs: list[tuple[str, str]]) -> str:
    """Add PAIRS to PATH's query string; a key given both ways is sent once (the pair wins).

    What PATH already holds is kept as written; only the pairs are encoded.
    """
    if not pairs:
        return path
    base, _, query = path.partition("?")
    given = {key for key, _ in pairs}
    kept = [part for part in query.split("&") if part and _query_key(part) not in given]
    added = [f"{_quote(key)}={_quote(value)}" for key, value in pairs]
    return f"{base}?{'&'.join(kept + added)}"


def _query_key(part: str) -> str:
    key = part.partition("=")[0]
    if "%" in key or "+" in key:
        from urllib.parse import unquote_plus

        key = unquote_plus(key)
    return key


_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _quote(text: str, safe: bytes = b"") -> str:
    """Percent-encode all but RFC 3986's unreserved characters (urllib.parse costs an import)."""
    return "".join(
        chr(byte) if byte in _UNRESERVED or byte in safe else f"%{byte:02X}"
        for byte in text.encode("utf-8")
    )


def path_segments(path: str) -> str:
    """A repository path for a URL: `?`, `#`, spaces and the like encoded, `/` kept."""
    return _quote(path.strip("/"), safe=b"/")
