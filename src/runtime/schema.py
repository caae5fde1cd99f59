"""Strict documents (policy, config): every unknown key and wrong type, with its line.

A schema is data: a dict is a mapping with exactly those keys, ``MapOf(x)`` is a
mapping from free names to x, and the strings ``str``, ``int``, ``bool`` and
``strlist`` are leaves. Values come back as plain Python; a value with a
problem is left out and a diagnostic says why.
"""

from __future__ import annotations

from runtime.diagnostics import Diagnostic

# The parser's node types are imported where a document is checked: the policy's schema is
# needed at every start, a document only when one is named.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TypeAlias

    from runtime.strict_yaml import Node

    Schema: TypeAlias = "dict[str, Schema] | MapOf | str"


class MapOf:
    """Free names to VALUE; the names in FIXED (if any) have a schema of their own."""

    __slots__ = ("fixed", "value")

    def __init__(self, value: Schema, fixed: dict[str, Schema] | None = None) -> None:
        self.value = value
        self.fixed = fixed or {}


def check(node: Node, schema: Schema, path: str, problems: list[Diagnostic]) -> Any:
    if isinstance(schema, dict):
        return _struct(node, schema, path, problems)
    if isinstance(schema, MapOf):
        return _map(node, schema, path, problems)
    return _leaf(node, schema, path, problems)


def _problem(problems: list[Diagnostic], code: str, message: str, node: Node, path: str) -> None:
    problems.append(Diagnostic(code, message, line=node.line, column=node.column, path=path))


def _empty(node: Node) -> bool:
    from runtime.strict_yaml import Scalar

    return isinstance(node, Scalar) and node.style == "empty"


def _struct(node: Node, schema: dict[str, Schema], path: str, problems: list[Diagnostic]) -> Any:
    from runtime.strict_yaml import Mapping

    if _empty(node):
        return {}
    if not isinstance(node, Mapping):
        _problem(problems, "wrong-type", f"{path or 'document'} must be a mapping", node, path)
        return None
    values: dict[str, Any] = {}
    for key, value in node.items:
        where = f"{path}.{key.value}" if path else key.value
        if key.value not in schema:
            allowed = ", ".join(schema)
            _problem(
                problems, "unknown-key", f"unknown key {where!r} (allowed: {allowed})", key, where
            )
            continue
        checked = check(value, schema[key.value], where, problems)
        if checked is not None:
            values[key.value] = checked
    return values


def _map(node: Node, schema: MapOf, path: str, problems: list[Diagnostic]) -> Any:
    from runtime.strict_yaml import Mapping

    if _empty(node):
        return {}
    if not isinstance(node, Mapping):
        _problem(problems, "wrong-type", f"{path} must be a mapping", node, path)
        return None
    values: dict[str, Any] = {}
    for key, value in node.items:
        kind = schema.fixed.get(key.value, schema.value)
        checked = check(value, kind, f"{path}.{key.value}", problems)
        if checked is not None:
            values[key.value] = checked
    return values


def _leaf(node: Node, kind: str, path: str, problems: list[Diagnostic]) -> Any:
    from runtime.strict_yaml import Scalar

    if kind == "strlist":
        return _strlist(node, path, problems)
    if not isinstance(node, Scalar) or _empty(node):
        _problem(problems, "wrong-type", f"{path} must be {_article(kind)}", node, path)
        return None
    if kind == "int":
        text = node.value
        if node.style == "plain" and text.isdigit():
            return int(text)
        _problem(problems, "wrong-type", f"{path} must be a whole number, not {text!r}", node, path)
        return None
    if kind == "bool":
        if node.style == "plain" and node.value in ("true", "false"):
            return node.value == "true"
        _problem(
            problems, "wrong-type", f"{path} must be true or false, not {node.value!r}", node, path
        )
        return None
    return node.value


def _strlist(node: Node, path: str, problems: list[Diagnostic]) -> Any:
    from runtime.strict_yaml import Scalar, Sequence

    if _empty(node):
        return []
    if not isinstance(node, Sequence):
        _problem(problems, "wrong-type", f"{path} must be a list", node, path)
        return None
    values: list[str] = []
    for index, item in enumerate(node.items):
        if isinstance(item, Scalar) and not _empty(item):
            values.append(item.value)
        else:
            _problem(problems, "wrong-type", f"{path}[{index}] must be text", item, path)
    return values


def _article(kind: str) -> str:
    return {"int": "a whole number", "bool": "true or false"}.get(kind, "text")
