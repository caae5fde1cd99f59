"""Property tests: YAML edits never touch bytes outside the edited scalar.

Documents are generated as trees of mappings, sequences and scalars written in
plain, single-quoted and double-quoted styles (block and flow collections,
comments, CRLF), then rendered to text by hand so the edits see real formatting.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from runtime.providers.files.edits import EditError, yaml_replace, yaml_set


def no_surrogate(text: str) -> bool:
    return not any(0xD800 <= ord(char) <= 0xDFFF for char in text)


@dataclass(frozen=True)
class Leaf:
    style: str  # plain | single | double
    text: str  # the value


Tree = object  # Leaf | dict[str, Tree] | list[Tree]

_PLAIN = st.one_of(
    st.from_regex(r"[A-Za-z0-9_./][A-Za-z0-9_ ./@:-]{0,10}[A-Za-z0-9_./]", fullmatch=True),
    st.from_regex(r"[A-Za-z0-9_.]", fullmatch=True),
    st.sampled_from(["yes", "no", "on", "off", "y", "1.10", "010", "0x1F", "~", "null", "true",
                     "3", "-5", "1e3", "2024-01-01", "ghcr.io/acme/api:1.4.2", "25%"]),
)  # fmt: skip
_QUOTABLE = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp", "Cn")), max_size=12)
_LEAF = st.one_of(
    st.builds(Leaf, st.just("plain"), _PLAIN),
    st.builds(Leaf, st.just("single"), _QUOTABLE),
    st.builds(Leaf, st.just("double"), _QUOTABLE | st.text(max_size=6).filter(no_surrogate)),
)
_KEY = st.one_of(
    st.from_regex(r"[a-z][a-z0-9_-]{0,6}", fullmatch=True),
    st.sampled_from(["on", "yes", "y", "null", "true", "name", "image"]),
)
_TREE = st.recursive(
    _LEAF,
    lambda inner: (
        st.lists(inner, min_size=1, max_size=4)
        | st.dictionaries(_KEY, inner, min_size=1, max_size=4)
    ),
    max_leaves=14,
)
_ROOT = st.dictionaries(_KEY, _TREE, min_size=1, max_size=5)


def scalar(leaf: Leaf) -> str:
    if leaf.style == "plain":
        return leaf.text
    if leaf.style == "single":
        return "'" + leaf.text.replace("'", "''") + "'"
    return double_quoted(leaf.text)


def double_quoted(text: str) -> str:
    """Escapes written independently of the code under test: \\uXXXX for anything unprintable."""
    out = []
    for char in text:
        code = ord(char)
        if char in '"\\':
            out.append("\\" + char)
        elif code < 0x20 or 0x7F <= code <= 0x9F or char in "\u2028\u2029\ufffe\uffff":
            out.append(f"\\u{code:04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def flow_ok(items: list[Tree]) -> bool:
    return all(
        isinstance(item, Leaf)
        and (item.style != "plain" or not any(c in item.text for c in ",[]{}:#"))
        for item in items
    )


def render(node: Tree, indent: int, comment: bool) -> list[str]:
    pad = "  " * indent
    lines: list[str] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, Leaf):
                lines.append(f"{pad}{key}: {scalar(value)}" + ("  # note" if comment else ""))
            elif isinstance(value, list) and flow_ok(value) and len(value) % 2:
                lines.append(f"{pad}{key}: [" + ", ".join(scalar(v) for v in value) + "]")
            else:
                lines.append(f"{pad}{key}:" + (" # section" if comment else ""))
                lines.extend(render(value, indent + 1, not comment))
    else:
        assert isinstance(node, list)
        for item in node:
            if isinstance(item, Leaf):
                lines.append(f"{pad}- {scalar(item)}")
            else:
                inner = render(item, indent + 1, comment)
                lines.append(pad + "- " + inner[0][len(pad) + 2 :])  # compact "- key: v"
                lines.extend(inner[1:])
    return lines


def document(tree: Tree, crlf: bool) -> str:
    text = "# generated\n" + "\n".join(render(tree, 0, False)) + "\n"
    return text.replace("\n", "\r\n") if crlf else text


def data_of(node: Tree) -> object:
    """What a loader without tag resolution should read from the rendered tree."""
    if isinstance(node, Leaf):
        return node.text
    if isinstance(node, dict):
        return {key: data_of(value) for key, value in node.items()}
    assert isinstance(node, list)
    return [data_of(item) for item in node]


def rendered(tree: Tree, crlf: bool) -> str:
    """The tree as YAML text; examples whose plain scalars happen to read otherwise are skipped."""
    text = document(tree, crlf)
    try:
        assume(loaded(text) == data_of(tree))
    except yaml.YAMLError:
        assume(False)
    return text


def value_paths(node: Tree, prefix: str) -> list[tuple[str, str]]:
    """(path, value) of every scalar value in the tree."""
    if isinstance(node, Leaf):
        return [(prefix, node.text)]
    if isinstance(node, dict):
        return [
            pair
            for key, value in node.items()
            for pair in value_paths(value, f"{prefix}.{key}" if prefix else key)
        ]
    assert isinstance(node, list)
    return [pair for i, item in enumerate(node) for pair in value_paths(item, f"{prefix}[{i}]")]


def loaded(text: str) -> object:
    return yaml.load(text, Loader=yaml.BaseLoader)


def assign(data: object, path: str, value: str) -> object:
    """The BaseLoader data with the scalar at a generated path replaced."""
    steps = path.replace("[", ".[").split(".")
    target = data
    for step in steps[:-1]:
        target = target[int(step[1:-1])] if step.startswith("[") else target[step]  # type: ignore[index]
    last = steps[-1]
    target[int(last[1:-1]) if last.startswith("[") else last] = value  # type: ignore[index]
    return data


_SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_SETTINGS
@given(_ROOT, st.booleans(), st.data())
def test_setting_a_scalar_to_its_own_value_changes_no_byte(
    tree: Tree, crlf: bool, data: st.DataObject
) -> None:
    text = rendered(tree, crlf)
    path, value = data.draw(st.sampled_from(value_paths(tree, "")))
    result = yaml_set(text, path, value)
    assert result.text == text
    assert (result.matches, result.changed) == (1, False)


@_SETTINGS
@given(_ROOT, st.booleans(), st.data())
def test_replacing_a_value_with_itself_changes_no_byte(
    tree: Tree, crlf: bool, data: st.DataObject
) -> None:
    text = rendered(tree, crlf)
    _, value = data.draw(st.sampled_from(value_paths(tree, "")))
    assume(value != "")
    result = yaml_replace(text, value, value)
    assert result.text == text
    assert result.matches >= 1


@_SETTINGS
@given(_ROOT, st.booleans(), st.data(), st.text(max_size=10).filter(no_surrogate))
def test_setting_any_new_value_changes_only_that_scalar(
    tree: Tree, crlf: bool, data: st.DataObject, new: str
) -> None:
    text = rendered(tree, crlf)
    path, _ = data.draw(st.sampled_from(value_paths(tree, "")))
    try:
        result = yaml_set(text, path, new)
    except EditError as error:  # pragma: no cover - a failure shows the example
        raise AssertionError(f"refused {new!r} at {path}: {error}") from error
    assert loaded(result.text) == assign(loaded(text), path, new)
    before, after = text.split("\n"), result.text.split("\n")
    assert len(before) == len(after)
    assert sum(1 for old, new_line in zip(before, after, strict=True) if old != new_line) <= 1
