"""Span-based edits of YAML scalars: only the characters of the edited scalars change.

PyYAML's composer (libyaml when it is available) records where every node starts
and ends in the text. An edit replaces exactly one scalar token, so comments,
blank lines, quoting, key order, indentation, anchors, ``on:`` keys, other
documents, CRLF line endings and a BOM stay byte-identical. Tags are not
resolved (``on`` stays the string ``on``, ``010`` stays ``010``). Every edit is
checked by parsing the result again: if the new text does not compose to the
old documents with exactly the intended scalars changed, nothing is returned.
"""

from __future__ import annotations

import re

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from .result import EditError, EditResult, Record, Splice, apply_splices

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: keep typing and dataclasses off the edit path
if TYPE_CHECKING:
    from collections.abc import Iterator

_LOADER: type[yaml.BaseLoader] | type[yaml.CBaseLoader] = (
    yaml.CBaseLoader if yaml.__with_libyaml__ else yaml.BaseLoader
)
# YAML 1.1 implicit types by first character, as PyYAML's SafeLoader resolves plain scalars.
_IMPLICIT_RESOLVERS: dict[str | None, list[tuple[str, re.Pattern[str]]]] = (
    yaml.resolver.Resolver.yaml_implicit_resolvers
)

_BLOCK_STYLES = ("|", ">")
_PROPERTY = re.compile(r"[&!](?:<[^>\s]*>|[^\s,\[\]{}]*)")
_BLANKS_AND_COMMENTS = re.compile(r"(?:[ \t\r\n]+|#[^\r\n]*)*")
_KIND_OF_TAG = {
    "tag:yaml.org,2002:int": "number",
    "tag:yaml.org,2002:float": "number",
    "tag:yaml.org,2002:bool": "bool",
    "tag:yaml.org,2002:null": "null",
}
# go-yaml v2 (Kubernetes tooling) also reads these as YAML 1.1 booleans.
_EXTRA_BOOLEANS = frozenset({"y", "Y", "n", "N"})
_NOT_PRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\ufffe\uffff]")
_DOUBLE_QUOTE_ESCAPES = {
    "\\": "\\\\",
    '"': '\\"',
    "\n": "\\n",
    "\t": "\\t",
    "\r": "\\r",
    "\x00": "\\0",
    "\x85": "\\N",
    "\u2028": "\\L",
    "\u2029": "\\P",
}


# ---------------------------------------------------------------- paths


class Key(Record):
    """``name``: the value of mapping key ``name``."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class Index(Record):
    """``[3]``: the item at a position of a sequence."""

    __slots__ = ("position",)

    def __init__(self, position: int) -> None:
        self.position = position


class Select(Record):
    """``[name=api]``: every sequence item that is a mapping whose ``key`` equals ``value``."""

    __slots__ = ("key", "value")

    def __init__(self, key: str, value: str) -> None:
        self.key = key
        self.value = value


Step = Key | Index | Select


def parse_path(path: str) -> tuple[Step, ...]:
    """Parse ``spec.template.spec.containers[name=api].image``.

    Also ``items[0]``, ``[0].x`` (a root sequence) and quoted keys for keys with
    dots: ``metadata.labels."app.kubernetes.io/name"``.
    """
    steps: list[Step] = []
    pos = 0
    need_segment = True  # at the start and after every dot
    while pos < len(path):
        char = path[pos]
        if char == "[":
            if need_segment and steps:
                raise EditError(f"invalid path {path!r}: expected a key after '.'")
            close = path.find("]", pos)
            if close < 0:
                raise EditError(f"invalid path {path!r}: '[' at position {pos + 1} is not closed")
            steps.append(_parse_selector(path, path[pos + 1 : close]))
            pos, need_segment = close + 1, False
        elif char == ".":
            if need_segment:
                raise EditError(f"invalid path {path!r}: empty key at position {pos + 1}")
            pos, need_segment = pos + 1, True
        elif char == "]" or not need_segment:
            raise EditError(f"invalid path {path!r}: unexpected {char!r} at position {pos + 1}")
        elif char in "\"'":
            close = path.find(char, pos + 1)
            if close < 0:
                raise EditError(f"invalid path {path!r}: quote at position {pos + 1} is not closed")
            steps.append(Key(path[pos + 1 : close]))
            pos, need_segment = close + 1, False
        else:
            end = _key_end(path, pos)
            steps.append(Key(path[pos:end]))
            pos, need_segment = end, False
    if need_segment:
        raise EditError(f"invalid path {path!r}: it must end with a key or a [selector]")
    return tuple(steps)


def _key_end(path: str, start: int) -> int:
    end = start
    while end < len(path) and path[end] not in ".[]":
        end += 1
    return end


def _parse_selector(path: str, inner: str) -> Step:
    if re.fullmatch(r"\s*[0-9]+\s*", inner):
        return Index(int(inner))
    key, equals, value = inner.partition("=")
    if not equals or not key.strip():
        raise EditError(f"invalid path {path!r}: [{inner}] is neither [N] nor [key=value]")
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        value = value[1:-1]
    return Select(key.strip(), value)


# ---------------------------------------------------------------- parsing


class _Source:
    """The text and the offset that maps composer indexes to text positions."""

    __slots__ = ("shift", "text")

    def __init__(self, text: str, shift: int) -> None:
        self.text = text
        self.shift = shift

    def start(self, node: Node) -> int:
        index: int = node.start_mark.index
        return index + self.shift

    def end(self, node: Node) -> int:
        index: int = node.end_mark.index
        return index + self.shift


def _compose(text: str) -> tuple[_Source, list[Node]]:
    try:
        documents = list(yaml.compose_all(text, Loader=_LOADER))
    except yaml.MarkedYAMLError as error:
        raise EditError(_describe_yaml_error(error)) from None
    except yaml.YAMLError as error:
        raise EditError(f"not valid YAML: {error}") from None
    # libyaml drops a leading BOM before counting; PyYAML's own reader counts it.
    skips_bom = _LOADER is not yaml.BaseLoader
    shift = 1 if skips_bom and text.startswith("\ufeff") else 0
    return _Source(text, shift), documents


def _describe_yaml_error(error: yaml.MarkedYAMLError) -> str:
    problem = error.problem or error.context or "cannot be parsed"
    message = f"not valid YAML: {problem}{_at(error.problem_mark or error.context_mark)}"
    if error.problem and error.context and error.context_mark is not None:
        message += f" ({error.context}{_at(error.context_mark)})"
    return message


def _at(mark: yaml.Mark | None) -> str:
    return f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""


def _line(node: Node) -> int:
    line: int = node.start_mark.line
    return line + 1


def _pairs(node: MappingNode) -> list[tuple[Node, Node]]:
    pairs: list[tuple[Node, Node]] = node.value
    return pairs


def _items(node: SequenceNode) -> list[Node]:
    items: list[Node] = node.value
    return items


def _value(node: ScalarNode) -> str:
    value: str = node.value
    return value


def _is_flow(node: Node) -> bool:
    return isinstance(node, (MappingNode, SequenceNode)) and bool(node.flow_style)


# Along a path: an alias yields the very node object it names, whose marks point at
# the anchor. Children are composed in text order, so a child that starts before
# the point where its own text must begin was reached through an alias.


def _value_is_alias(src: _Source, key: Node, value: Node) -> bool:
    return src.start(value) < src.end(key)


def _item_is_alias(src: _Source, sequence: SequenceNode, position: int) -> bool:
    items = _items(sequence)
    if position == 0:
        return src.start(items[0]) <= src.start(sequence)
    return src.start(items[position]) < src.end(items[position - 1])


def _own_text_start(src: _Source, node: Node) -> int:
    """Where the node's own content begins, i.e. after any ``&anchor`` and ``!tag``."""
    return _skip_properties(src, node)[1]


def _anchor_of(src: _Source, node: Node) -> str | None:
    if isinstance(node, MappingNode) and _pairs(node):
        first_key = _pairs(node)[0][0]
        if src.start(first_key) == src.start(node):
            return None  # properties at that position belong to the first key
    return _skip_properties(src, node)[0]


def _skip_properties(src: _Source, node: Node) -> tuple[str | None, int]:
    text, pos, end = src.text, src.start(node), src.end(node)
    anchor: str | None = None
    while pos < end and text[pos] in "&!":
        match = _PROPERTY.match(text, pos)
        if match is None:
            break
        if text[pos] == "&":
            anchor = match.group()[1:]
        blank = _BLANKS_AND_COMMENTS.match(text, match.end())
        # An empty scalar ends at its last property: never step past the node's end.
        pos = min(blank.end() if blank is not None else match.end(), end)
    return anchor, max(pos, src.start(node))


# ---------------------------------------------------------------- rendering


def _implicit_kind(value: str) -> str:
    """How a YAML 1.1 reader types this text as a plain scalar: str, number, bool, null..."""
    if value in _EXTRA_BOOLEANS:
        return "bool"
    candidates = _IMPLICIT_RESOLVERS.get(value[:1], []) + _IMPLICIT_RESOLVERS.get(None, [])
    for tag, pattern in candidates:
        if pattern.match(value):
            return _KIND_OF_TAG.get(tag, tag)
    return "str"


def _is_safe_plain(value: str, in_flow: bool) -> bool:
    if not value or value != value.strip(" ") or _NOT_PRINTABLE.search(value) or "\t" in value:
        return False
    first = value[0]
    if first in ",[]{}#&*!|>'\"%@`":
        return False
    if first in "-?:" and (len(value) == 1 or value[1] == " "):
        return False
    if value.startswith(("---", "...")) or ": " in value or " #" in value or value.endswith(":"):
        return False
    # Inside [...] or {...} a plain scalar ends at any of these (PyYAML also stops at "?").
    return not (in_flow and any(char in value for char in ",[]{}:?"))


def _keeps_plain(old: str, new: str, in_flow: bool) -> bool:
    """Plain stays plain unless the new text would read as a different non-string type."""
    if not _is_safe_plain(new, in_flow):
        return False
    kind = _implicit_kind(new)
    return kind == "str" or kind == _implicit_kind(old)


def _double_quoted(value: str) -> str:
    out: list[str] = []
    for char in value:
        escape = _DOUBLE_QUOTE_ESCAPES.get(char)
        if escape is not None:
            out.append(escape)
        elif _NOT_PRINTABLE.match(char):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _single_quoted(value: str) -> str | None:
    if _NOT_PRINTABLE.search(value) or "\t" in value:
        return None  # single quotes have no escapes
    return "'" + value.replace("'", "''") + "'"


def _render(old: ScalarNode, new: str, in_flow: bool) -> str:
    """The new scalar written in the old scalar's style (see yaml_replace for the rules)."""
    if old.style == "'":
        return _single_quoted(new) or _double_quoted(new)
    if old.style == '"':
        return _double_quoted(new)
    if _keeps_plain(_value(old), new, in_flow):
        return new
    return _double_quoted(new)


# ---------------------------------------------------------------- editing


class _Change:
    __slots__ = ("in_flow", "new", "node")

    def __init__(self, node: ScalarNode, new: str, in_flow: bool) -> None:
        self.node = node
        self.new = new
        self.in_flow = in_flow


def _splice_for(src: _Source, change: _Change) -> Splice:
    node = change.node
    start, end = _own_text_start(src, node), src.end(node)
    token = src.text[start:end]
    quote = node.style if node.style in ("'", '"') else ""
    if quote and not (len(token) >= 2 and token[0] == quote and token[-1] == quote):
        raise EditError(f"internal error: cannot locate the scalar at line {_line(node)}")
    replacement = _render(node, change.new, change.in_flow)
    if start == end and start > 0 and src.text[start - 1] not in " \t\r\n":
        replacement = " " + replacement  # an empty value right after "key:" or "-"
    return Splice(start, end, replacement)


def _apply(src: _Source, documents: list[Node], changes: list[_Change]) -> str:
    if not changes:
        return src.text
    text = apply_splices(src.text, [_splice_for(src, change) for change in changes])
    _verify(src, documents, changes, text)
    return text


def _verify(src: _Source, documents: list[Node], changes: list[_Change], text: str) -> None:
    """Refuse unless the new text composes to the old documents with only ``changes`` applied."""
    new_values = {id(change.node): change.new for change in changes}
    expected = _signature(documents, new_values)
    try:
        _, new_documents = _compose(text)
    except EditError as error:
        raise EditError(f"refusing the edit: the result would not parse ({error})") from None
    actual = _signature(new_documents, {})
    if actual != expected:
        lines = ", ".join(str(_line(change.node)) for change in changes)
        raise EditError(
            f"refusing the edit: the new value would change the document's structure (line {lines})"
        )


def _signature(documents: list[Node], replaced: dict[int, str]) -> list[object]:
    """The documents' shape, tags and values; an alias is the pre-order number of its target.

    Written as one tight loop: it runs twice for every edit that changes a file.
    """
    entries: list[object] = []
    for document in documents:
        order: dict[int, int] = {}
        stack: list[Node] = [document]
        while stack:
            node = stack.pop()
            number = order.get(id(node))
            if number is not None:
                entries.append(("alias", number))
                continue
            order[id(node)] = len(order)
            if isinstance(node, ScalarNode):
                entries.append((node.tag, replaced.get(id(node), node.value)))
            elif isinstance(node, MappingNode):
                entries.append(("mapping", node.tag, len(node.value)))
                for key, value in reversed(node.value):
                    stack.append(value)
                    stack.append(key)
            else:
                entries.append(("sequence", node.tag, len(node.value)))
                stack.extend(reversed(node.value))
        entries.append(None)  # end of document
    return entries


def _walk(root: Node) -> Iterator[tuple[Node, bool, bool, bool]]:
    """Pre-order (node, is_key, is_alias, inside_flow) in text order; aliases are not entered.

    An alias yields the very node object it names, and an anchor always comes before
    its aliases, so a node seen before is an alias occurrence.
    """
    seen: set[int] = set()
    stack: list[tuple[Node, bool, bool]] = [(root, False, False)]
    while stack:
        node, is_key, in_flow = stack.pop()
        if id(node) in seen:
            yield node, is_key, True, in_flow
            continue
        seen.add(id(node))
        yield node, is_key, False, in_flow
        if isinstance(node, MappingNode):
            inner = in_flow or bool(node.flow_style)
            for key, value in reversed(_pairs(node)):
                stack.append((value, False, inner))
                stack.append((key, True, inner))
        elif isinstance(node, SequenceNode):
            inner = in_flow or bool(node.flow_style)
            stack.extend((item, False, inner) for item in reversed(_items(node)))


def _finish(
    src: _Source, documents: list[Node], changes: list[_Change], matches: int
) -> EditResult:
    text = _apply(src, documents, changes)
    return EditResult(text=text, matches=matches, changed=text != src.text)


# ---------------------------------------------------------------- yaml replace


def yaml_replace(text: str, old: str, new: str) -> EditResult:
    """Replace every scalar value (never a key) equal to ``old`` with ``new``, in all documents.

    ``matches`` counts the scalars in the text whose value equals ``old``, including
    those already equal to ``new`` when ``old == new``. Values are compared as written
    (no tag resolution): ``"1.0"``, ``'1.0'`` and ``1.0`` all equal ``1.0``.

    Quoting: a single-quoted scalar stays single-quoted (``'`` doubled), a
    double-quoted one stays double-quoted (escaped); a plain scalar stays plain when
    ``new`` is safe there as a plain scalar and would not read as a different type
    (plain ``latest`` -> ``1.10`` becomes ``"1.10"``, plain ``3`` -> ``4`` stays
    plain), otherwise it is double-quoted.

    Not matched: block scalars (``|`` and ``>``), keys, and alias occurrences
    (``*name``) themselves. An anchored scalar equal to ``old`` is replaced at its
    anchor, so every alias of it reads ``new`` as well, which is what "replace every
    value equal to old" means; one used as a mapping key through an alias is refused.
    """
    if old == "":
        raise EditError("the value to replace must not be empty")
    src, documents = _compose(text)
    key_ids: set[int] = set()
    candidates: list[_Change] = []
    for document in documents:
        for node, is_key, is_alias, in_flow in _walk(document):
            if is_key:
                key_ids.add(id(node))
            elif isinstance(node, ScalarNode) and not is_alias and _replaceable(node, old):
                candidates.append(_Change(node, new, in_flow))
    for change in candidates:
        if id(change.node) in key_ids:
            raise EditError(
                f"the scalar {old!r} at line {_line(change.node)} is also used as a mapping key "
                "through an alias; edit it by hand"
            )
    changes = [change for change in candidates if _value(change.node) != new]
    return _finish(src, documents, changes, len(candidates))


def _replaceable(node: ScalarNode, old: str) -> bool:
    return node.style not in _BLOCK_STYLES and _value(node) == old


# ---------------------------------------------------------------- yaml set


def yaml_set(text: str, path: str, value: str) -> EditResult:
    """Set the scalar at ``path`` to ``value`` in every document where the path exists.

    ``path`` is dotted keys with sequence selectors: ``a.b[name=api].c``, ``a.b[0].c``
    (``[0].c`` starts at a root sequence). A selector that matches several items
    selects each of them. ``matches`` counts the places where the whole path
    resolved; a path that does not exist is 0 matches and no change. Quoting follows
    the rules of :func:`yaml_replace`; setting a scalar to its current value changes
    no byte.

    Raises EditError when the path resolves to a mapping or a sequence, to a block
    scalar (``|``/``>``) with a different value, or through an anchor or an alias
    (``&x``/``*x``/``<<: *x``: the edit would change other places too), and when a
    key on the path is duplicated.
    """
    steps = parse_path(path)
    src, documents = _compose(text)
    changes: list[_Change] = []
    matches = 0
    for document in documents:
        for target in _resolve(src, document, steps):
            matches += 1
            change = _change_for(target, value, path)
            if change is not None:
                changes.append(change)
    return _finish(src, documents, changes, matches)


class _Target:
    __slots__ = ("hazard", "in_flow", "node")

    def __init__(self, node: Node, in_flow: bool, hazard: str | None) -> None:
        self.node = node
        self.in_flow = in_flow
        self.hazard = hazard  # why editing here would also change other places


def _change_for(target: _Target, value: str, path: str) -> _Change | None:
    node = target.node
    if not isinstance(node, ScalarNode):
        kind = "mapping" if isinstance(node, MappingNode) else "sequence"
        raise EditError(f"{path} at line {_line(node)} is a {kind}, not a scalar value")
    if _value(node) == value:
        return None
    if target.hazard is not None:
        raise EditError(
            f"{path}: {target.hazard}; editing it would also change every place that shares it "
            "(edit it by hand)"
        )
    if node.style in _BLOCK_STYLES:
        raise EditError(
            f"{path} at line {_line(node)} is a block scalar ({node.style}); "
            "only flow scalars are edited"
        )
    return _Change(node, value, target.in_flow)


def _resolve(src: _Source, root: Node, steps: tuple[Step, ...]) -> Iterator[_Target]:
    start = _Target(root, _is_flow(root), _anchor_hazard(src, root))
    frontier = [start]
    for step in steps:
        frontier = [child for target in frontier for child in _step(src, target, step)]
    return iter(frontier)


def _anchor_hazard(src: _Source, node: Node) -> str | None:
    anchor = _anchor_of(src, node)
    if anchor is None:
        return None
    return f"the value is inside anchor &{anchor} at line {_line(node)}"


def _step(src: _Source, target: _Target, step: Step) -> Iterator[_Target]:
    node = target.node
    for child, alias_line in _select(src, node, step):
        hazard = target.hazard
        if hazard is None and alias_line is not None:
            hazard = f"the value is reached through an alias at line {alias_line}"
        if hazard is None:
            hazard = _anchor_hazard(src, child)
        yield _Target(child, target.in_flow or _is_flow(child), hazard)


def _select(src: _Source, node: Node, step: Step) -> list[tuple[Node, int | None]]:
    """The children a step selects, each with the line of the alias it went through, if any."""
    if isinstance(step, Key):
        return _select_key(src, node, step.name) if isinstance(node, MappingNode) else []
    if not isinstance(node, SequenceNode):
        return []
    items = _items(node)
    if isinstance(step, Index):
        if step.position >= len(items):
            return []
        return [(items[step.position], _item_alias_line(src, node, step.position))]
    return [
        (item, _item_alias_line(src, node, position))
        for position, item in enumerate(items)
        if _item_has(item, step.key, step.value)
    ]


def _item_alias_line(src: _Source, sequence: SequenceNode, position: int) -> int | None:
    if not _item_is_alias(src, sequence, position):
        return None
    if position == 0:
        return _line(sequence)
    previous_end: int = _items(sequence)[position - 1].end_mark.line
    return previous_end + 1


def _select_key(src: _Source, mapping: MappingNode, name: str) -> list[tuple[Node, int | None]]:
    found = [(key, value) for key, value in _pairs(mapping) if _is_scalar(key, name)]
    if len(found) > 1:
        lines = " and ".join(str(_line(key)) for key, _ in found)
        raise EditError(f"key {name!r} is duplicated at lines {lines}; the path is ambiguous")
    if found:
        key, value = found[0]
        return [(value, _line(key) if _value_is_alias(src, key, value) else None)]
    if _merges_key(mapping, name):
        raise EditError(
            f"key {name!r} of the mapping at line {_line(mapping)} comes from a merge key "
            "(<<: *alias); editing it would change every mapping that merges it"
        )
    return []


def _merges_key(mapping: MappingNode, name: str) -> bool:
    for key, value in _pairs(mapping):
        if not _is_scalar(key, "<<"):
            continue
        sources = _items(value) if isinstance(value, SequenceNode) else [value]
        for source in sources:
            if isinstance(source, MappingNode) and any(
                _is_scalar(k, name) for k, _ in _pairs(source)
            ):
                return True
    return False


def _is_scalar(node: Node, value: str) -> bool:
    return isinstance(node, ScalarNode) and _value(node) == value


def _item_has(item: Node, key: str, value: str) -> bool:
    if not isinstance(item, MappingNode):
        return False
    return any(_is_scalar(k, key) and _is_scalar(v, value) for k, v in _pairs(item))
