"""A strict, fast parser for the YAML subset that capability and policy files use.

Nodes keep the text exactly as written (no YAML 1.1 coercion) and the 1-based
line and column where they start, already shifted by ``line_offset``.

``parse`` never raises: every problem becomes a Diagnostic with a stable code.
Anchors, aliases and tags are reported, never expanded; duplicate keys are
reported; when any problem is found the root is None, so a caller can never act
on half a document. The node classes are slotted rather than dataclasses
because importing dataclasses costs more than the CLI's whole start-up budget.
"""

from __future__ import annotations

from runtime.diagnostics import Diagnostic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import ClassVar, NoReturn

_set = object.__setattr__


class _Frozen:
    """Immutable value semantics (eq, hash, repr) like a frozen dataclass."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, _Frozen)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return (type(self), self._values())


class Scalar(_Frozen):
    __slots__ = ("column", "line", "style", "value")
    _fields = ("value", "line", "column", "style")

    value: str
    line: int
    column: int
    style: str  # plain | single | double | literal | folded | empty

    def __init__(self, value: str, line: int, column: int, style: str = "plain") -> None:
        _set(self, "value", value)
        _set(self, "line", line)
        _set(self, "column", column)
        _set(self, "style", style)


class Sequence(_Frozen):
    __slots__ = ("column", "flow", "items", "line")
    _fields = ("items", "line", "column", "flow")

    items: list[Node]
    line: int
    column: int
    flow: bool

    def __init__(self, items: list[Node], line: int, column: int, flow: bool = False) -> None:
        _set(self, "items", items)
        _set(self, "line", line)
        _set(self, "column", column)
        _set(self, "flow", flow)


class Mapping(_Frozen):
    __slots__ = ("column", "flow", "items", "line")
    _fields = ("items", "line", "column", "flow")

    items: list[tuple[Scalar, Node]]
    line: int
    column: int
    flow: bool

    def __init__(
        self, items: list[tuple[Scalar, Node]], line: int, column: int, flow: bool = False
    ) -> None:
        _set(self, "items", items)
        _set(self, "line", line)
        _set(self, "column", column)
        _set(self, "flow", flow)

    def get(self, key: str) -> Node | None:
        for k, v in self.items:
            if k.value == key:
                return v
        return None


Node = Scalar | Sequence | Mapping


class ParseResult(_Frozen):
    __slots__ = ("diagnostics", "root")
    _fields = ("root", "diagnostics")

    root: Node | None  # None for an empty document or when there is any diagnostic
    diagnostics: list[Diagnostic]

    def __init__(self, root: Node | None, diagnostics: list[Diagnostic]) -> None:
        _set(self, "root", root)
        _set(self, "diagnostics", diagnostics)


def parse(
    text: str, *, line_offset: int = 0, max_depth: int = 64, max_nodes: int = 100_000
) -> ParseResult:
    """Parse one YAML document of the supported subset; never raises."""
    parser = _Parser(line_offset, max_depth, max_nodes)
    root: Node | None = None
    try:
        root = parser.run(text)
    except _Abort:
        pass
    except RecursionError:
        parser.diagnostics.append(
            Diagnostic("yaml-too-deep", "the document nests too deeply to read", line=parser.here())
        )
    except Exception as error:  # a parser bug must still come back as data, not a crash
        parser.diagnostics.append(
            Diagnostic("yaml-internal", f"internal parser error: {type(error).__name__}: {error}")
        )
    if parser.diagnostics:
        root = None
    return ParseResult(root, parser.diagnostics)


MAX_DIAGNOSTICS = 100

# Where a node sits decides what it may be: after "key:" or "---" only a scalar
# or flow collection fits on the same line; after "- " (or on a line of its own)
# a block collection may start.
_MAP, _SEQ, _ROOT, _BELOW = 0, 1, 2, 3

# Why a plain scalar stopped on its line.
_EOL, _COLON, _COMMENT, _FLOW = 0, 1, 2, 3

# fmt: off
_ESCAPES = {
    "0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n", "v": "\v",
    "f": "\f", "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\",
    "N": "\x85", "_": "\xa0", "L": "\u2028", "P": "\u2029",
}
# fmt: on
_HEX_WIDTH = {"x": 2, "u": 4, "U": 8}
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_FLOW_QUOTING = (
    "inside [...] and {...} quote values holding ',', '[', ']', '{' or '}', e.g. \"${name}\""
)
_PLAIN_FORBIDDEN_START = ",[]{}#&*!|>'\"%@`"


class _Abort(Exception):
    """Stops the parse after a problem that leaves nothing sensible to read."""


def _ws_or_end(line: str, index: int) -> bool:
    return index >= len(line) or line[index] in " \t"


def _is_marker(line: str) -> bool:
    """A document marker: '---' or '...' at column 1, alone or followed by space."""
    return line.startswith(("---", "...")) and (len(line) == 3 or line[3] in " \t")


def _dash_at(line: str, index: int) -> bool:
    return index < len(line) and line[index] == "-" and _ws_or_end(line, index + 1)


def _scan_plain_block(line: str, start: int) -> tuple[int, int]:
    """End of a block-context plain scalar on LINE and why it ends there."""
    end, stop = len(line), _EOL
    colon = line.find(":", start)
    while colon != -1:
        if colon + 1 == len(line) or line[colon + 1] in " \t":
            end, stop = colon, _COLON
            break
        colon = line.find(":", colon + 1)
    hash_ = line.find("#", start, end)
    while hash_ != -1:
        if line[hash_ - 1] in " \t":
            return hash_, _COMMENT
        hash_ = line.find("#", hash_ + 1, end)
    return end, stop


def _scan_plain_flow(line: str, start: int) -> tuple[int, int]:
    """End of a flow-context plain scalar on LINE and why it ends there."""
    length = len(line)
    index = start
    while index < length:
        char = line[index]
        if char in ",[]{}":
            return index, _FLOW
        if char == ":":
            if index + 1 == length or line[index + 1] in " \t,[]{}":
                return index, _COLON
        elif char == "#" and index > start and line[index - 1] in " \t":
            return index, _COMMENT
        index += 1
    return length, _EOL


def _token_end(line: str, start: int, flow: bool) -> int:
    """End of an anchor, alias or tag name starting at START."""
    stops = " \t,[]{}" if flow else " \t"
    index = start
    while index < len(line) and line[index] not in stops:
        index += 1
    return index


def _bad_character(char: str) -> bool:
    code = ord(char)
    if code < 0x20:
        return char != "\t"
    return (
        0x7F <= code <= 0x9F or 0xD800 <= code <= 0xDFFF or code in (0xFFFE, 0xFFFF, 0x2028, 0x2029)
    )


def _describe(char: str) -> str:
    return f"U+{ord(char):04X}"


class _Parser:
    __slots__ = (
        "col",
        "diagnostics",
        "line_offset",
        "lines",
        "max_depth",
        "max_nodes",
        "nodes",
        "row",
    )

    def __init__(self, line_offset: int, max_depth: int, max_nodes: int) -> None:
        self.line_offset = line_offset
        self.max_depth = max_depth
        self.max_nodes = max_nodes
        self.diagnostics: list[Diagnostic] = []
        self.lines: list[str] = []
        self.nodes = 0
        self.row = 0
        self.col = 0

    # -- reporting -------------------------------------------------------

    def here(self) -> int:
        return self.row + 1 + self.line_offset

    def report(self, code: str, message: str, row: int, col: int, hint: str | None = None) -> None:
        if len(self.diagnostics) >= MAX_DIAGNOSTICS:
            self.diagnostics.append(
                Diagnostic(
                    "yaml-too-many-problems",
                    f"stopped after {MAX_DIAGNOSTICS} problems",
                    line=row + 1 + self.line_offset,
                    column=col + 1,
                )
            )
            raise _Abort
        self.diagnostics.append(
            Diagnostic(code, message, line=row + 1 + self.line_offset, column=col + 1, hint=hint)
        )

    def fail(
        self, code: str, message: str, row: int, col: int, hint: str | None = None
    ) -> NoReturn:
        self.report(code, message, row, col, hint)
        raise _Abort

    def syntax(self, message: str, row: int, col: int, hint: str | None = None) -> NoReturn:
        self.fail("yaml-syntax", message, row, col, hint)

    # -- node construction -----------------------------------------------

    def count(self, row: int, col: int) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            self.too_many_nodes(row, col)

    def too_many_nodes(self, row: int, col: int) -> NoReturn:
        self.fail(
            "yaml-too-many-nodes", f"the document has more than {self.max_nodes} nodes", row, col
        )

    def scalar(self, value: str, row: int, col: int, style: str) -> Scalar:
        self.nodes += 1  # count() inlined: this is the hottest call
        if self.nodes > self.max_nodes:
            self.too_many_nodes(row, col)
        return Scalar(value, row + 1 + self.line_offset, col + 1, style)

    def empty(self, row: int, col: int) -> Scalar:
        return self.scalar("", row, col, "empty")

    def enter(self, depth: int, row: int, col: int) -> None:
        if depth > self.max_depth:
            self.fail(
                "yaml-too-deep", f"collections nest deeper than {self.max_depth} levels", row, col
            )

    # -- document --------------------------------------------------------

    def run(self, text: str) -> Node | None:
        if text.startswith("\ufeff"):
            text = text[1:]
        if "\r" in text:
            text = text.replace("\r\n", "\n")
        self.lines = text.split("\n")
        self.check_characters()
        return self.document()

    def check_characters(self) -> None:
        found = False
        for row, line in enumerate(self.lines):
            if line.isprintable():
                continue
            for col, char in enumerate(line):
                if _bad_character(char):
                    found = True
                    self.report(
                        "yaml-syntax",
                        f"character {_describe(char)} is not allowed in YAML text",
                        row,
                        col,
                        hint="write control characters as escapes inside double quotes, "
                        'e.g. "\\x07"',
                    )
        if found:
            raise _Abort

    def document(self) -> Node | None:
        row, indent = self.next_content()
        self.row, self.col = row, 0
        if row >= len(self.lines):
            return None
        line = self.lines[row]
        root: Node | None = None
        if line.startswith("%"):
            self.fail(
                "yaml-unsupported", "directives such as %YAML and %TAG are not supported", row, 0
            )
        if indent >= 0:
            self.col = indent
            root = self.block_node(-1, _BELOW, 0, False)
        elif line.startswith("---"):
            self.col = 3
            root = self.after_indicator(-1, _ROOT, 0)
        self.document_end()
        return root

    def document_end(self) -> None:
        row, indent = self.next_content()
        self.row = row
        if row >= len(self.lines):
            return
        if indent >= 0:
            self.syntax(
                "unexpected content: it belongs to no collection (check the indentation)",
                row,
                indent,
            )
        if self.lines[row].startswith("---"):
            self.multiple_documents(row)
        self.col = 3
        self.finish_line()
        row, indent = self.next_content()
        while row < len(self.lines) and indent < 0 and self.lines[row].startswith("..."):
            self.row, self.col = row, 3
            self.finish_line()
            row, indent = self.next_content()
        if row < len(self.lines):
            self.multiple_documents(row)

    def multiple_documents(self, row: int) -> NoReturn:
        self.fail(
            "yaml-multiple-documents",
            "a second YAML document is not supported: one document per file or block",
            row,
            0,
        )

    # -- lines -----------------------------------------------------------

    def next_content(self) -> tuple[int, int]:
        """The next line holding content from self.row on, and its indentation.

        Blank and comment lines are skipped; the indentation is -1 at the end
        of the text or at a document marker, which closes every collection.
        """
        lines = self.lines
        row = self.row
        while row < len(lines):
            line = lines[row]
            body = line.lstrip(" ")
            if body:
                first = body[0]
                if first == "#":
                    row += 1
                    continue
                indent = len(line) - len(body)
                if first == "\t":
                    rest = body.lstrip(" \t")
                    if not rest or rest[0] == "#":
                        row += 1
                        continue
                    self.fail(
                        "yaml-tab-indent",
                        "a tab is used for indentation; YAML indents with spaces only",
                        row,
                        indent,
                    )
                if indent == 0 and first in "-." and _is_marker(line):
                    return row, -1
                return row, indent
            row += 1
        return row, -1

    def finish_line(self) -> None:
        """Only spaces and a comment may follow a node on its last line."""
        line = self.lines[self.row]
        index = self.col
        while index < len(line) and line[index] in " \t":
            index += 1
        if index < len(line) and not (
            line[index] == "#" and (index == 0 or line[index - 1] in " \t")
        ):
            self.syntax(
                f"unexpected text {line[index : index + 20]!r} after the value", self.row, index
            )
        self.row += 1
        self.col = 0

    # -- block structure -------------------------------------------------

    def after_indicator(self, parent: int, kind: int, depth: int) -> Node | None:
        """The node after ':', '-' or '---' (None when there is none)."""
        line = self.lines[self.row]
        start = self.col
        index = start
        while index < len(line) and line[index] in " \t":
            index += 1
        if index >= len(line) or line[index] == "#":
            self.row += 1
            self.col = 0
            return self.node_below(parent, kind, depth)
        self.col = index
        tabbed = kind == _SEQ and "\t" in line[start:index]
        return self.block_node(parent, kind, depth, tabbed)

    def node_below(self, parent: int, kind: int, depth: int) -> Node | None:
        """A node on the lines below an indicator, if one is indented to belong there."""
        row, indent = self.next_content()
        self.row = row
        if indent > parent or (
            kind == _MAP and indent == parent and _dash_at(self.lines[row], indent)
        ):
            self.col = indent
            return self.block_node(parent, _BELOW, depth, False)
        return None

    def block_node(self, parent: int, kind: int, depth: int, tabbed: bool) -> Node:
        """Any node starting at the cursor, in block context under PARENT's indentation."""
        line = self.lines[self.row]
        start = col = self.col
        if line[col] in "&!":
            col = self.skip_properties(line, col, False)
            if col >= len(line) or line[col] == "#":
                row = self.row
                self.row += 1
                self.col = 0
                below = self.node_below(parent, _MAP if kind == _MAP else _SEQ, depth)
                return below if below is not None else self.empty(row, col)
            self.col = col
        char = line[col]
        follows_space = _ws_or_end(line, col + 1)
        allow_block = kind in (_SEQ, _BELOW)
        if char == "-" and follows_space:
            if not allow_block:
                self.syntax(
                    "a block sequence cannot start here",
                    self.row,
                    col,
                    hint="start the list on the next line",
                )
            self.refuse_tab(tabbed, col)
            return self.block_sequence(col, parent, depth + 1)
        if char in "|>":
            return self.block_scalar(parent)
        self.refuse_special_keys(line, col)
        node, colon = self.inline_node(parent, depth, True)
        if not colon:
            self.finish_line()
            return node
        if not allow_block:
            self.syntax(
                "mapping values are not allowed here",
                self.row,
                self.col,
                hint="quote a value that contains ': '",
            )
        self.refuse_tab(tabbed, col)
        return self.block_mapping(self.as_key(node), start, depth + 1)

    def refuse_tab(self, tabbed: bool, col: int) -> None:
        if tabbed:
            self.fail(
                "yaml-tab-indent",
                "a tab indents this collection; YAML indents with spaces only",
                self.row,
                col,
            )

    def refuse_special_keys(self, line: str, col: int) -> None:
        char = line[col]
        if char == "?" and _ws_or_end(line, col + 1):
            self.fail(
                "yaml-unsupported", "complex mapping keys ('? ') are not supported", self.row, col
            )
        if char == ":" and _ws_or_end(line, col + 1):
            self.fail("yaml-unsupported", "a mapping key is missing before ':'", self.row, col)

    def as_key(self, node: Node) -> Scalar:
        if not isinstance(node, Scalar):
            self.fail(
                "yaml-unsupported",
                "flow collections as mapping keys are not supported",
                node.line - 1 - self.line_offset,
                node.column - 1,
            )
        if node.line != self.row + 1 + self.line_offset:
            self.syntax(
                "a mapping key must fit on one line",
                node.line - 1 - self.line_offset,
                node.column - 1,
            )
        return node

    def note_key(self, seen: dict[str, Scalar], key: Scalar) -> None:
        first = seen.get(key.value)
        if first is None:
            seen[key.value] = key
            return
        self.report(
            "yaml-duplicate-key",
            f"duplicate key {key.value!r} on line {key.line} (first on line {first.line})",
            key.line - 1 - self.line_offset,
            key.column - 1,
        )

    def block_mapping(self, key: Scalar, indent: int, depth: int) -> Mapping:
        """Entries at INDENT; the cursor is on the first key's ':'."""
        self.enter(depth, key.line - 1 - self.line_offset, key.column - 1)
        self.count(self.row, indent)
        first = key
        items: list[tuple[Scalar, Node]] = []
        seen: dict[str, Scalar] = {}
        while True:
            self.note_key(seen, key)
            self.col += 1
            row, col = self.row, self.col
            value = self.after_indicator(indent, _MAP, depth)
            items.append((key, value if value is not None else self.empty(row, col)))
            row, found = self.next_content()
            self.row = row
            if found != indent:
                if found > indent:
                    self.syntax(
                        "bad indentation: this line is indented more than the "
                        "mapping entries above",
                        row,
                        found,
                    )
                break
            self.col = found
            key = self.next_key(indent, depth)
        return Mapping(items, first.line, first.column)

    def next_key(self, indent: int, depth: int) -> Scalar:
        line = self.lines[self.row]
        col = self.col
        if _dash_at(line, col):
            self.syntax(
                "expected a mapping key, found a sequence entry ('- ')",
                self.row,
                col,
                hint="a list under a key goes on the lines after 'key:'",
            )
        self.refuse_special_keys(line, col)
        if line[col] in "&!":
            col = self.skip_properties(line, col, False)
            if col >= len(line) or line[col] == "#":
                self.syntax("expected a mapping key", self.row, col)
            self.col = col
        if line[col] in "|>":
            self.syntax("expected a mapping key", self.row, col)
        node, colon = self.inline_node(indent, depth, False)
        if not colon:
            self.syntax(
                "expected ':' after a mapping key (or the indentation is wrong)",
                node.line - 1 - self.line_offset,
                node.column - 1,
            )
        return self.as_key(node)

    def block_sequence(self, indent: int, parent: int, depth: int) -> Sequence:
        """Entries at INDENT; the cursor is on the first '-'."""
        row0 = self.row
        self.enter(depth, row0, indent)
        self.count(row0, indent)
        items: list[Node] = []
        while True:
            self.col = indent + 1
            row, col = self.row, self.col
            value = self.after_indicator(indent, _SEQ, depth)
            items.append(value if value is not None else self.empty(row, col))
            row, found = self.next_content()
            self.row = row
            if found == indent and _dash_at(self.lines[row], found):
                continue
            if found > indent:
                self.syntax(
                    "bad indentation: this line is indented more than the sequence entries above",
                    row,
                    found,
                )
            if found == indent and indent != parent:
                self.syntax("expected a '- ' sequence entry at this indentation", row, found)
            break
        return Sequence(items, row0 + 1 + self.line_offset, indent + 1)

    # -- scalars and flow nodes on a line ---------------------------------

    def skip_properties(self, line: str, col: int, flow: bool) -> int:
        """Report anchors and tags at COL and return where the node itself starts."""
        while col < len(line) and line[col] in "&!":
            if line[col] == "!" and line.startswith("<", col + 1):
                close = line.find(">", col)
                end = close + 1 if close != -1 else len(line)
            else:
                end = _token_end(line, col + 1, flow)
            token = line[col:end]
            if token[0] == "&":
                self.report("yaml-anchor", f"anchors ({token}) are not supported", self.row, col)
            else:
                self.report(
                    "yaml-tag",
                    f"tags ({token}) are not supported",
                    self.row,
                    col,
                    hint="values are always text; drop the tag or quote the value",
                )
            col = end
            while col < len(line) and line[col] in " \t":
                col += 1
        return col

    def inline_node(self, parent: int, depth: int, continued: bool) -> tuple[Node, bool]:
        """A scalar or flow collection at the cursor, and whether a ':' follows it.

        On a ':' the cursor is left on it; otherwise just after the node.
        """
        line = self.lines[self.row]
        char = line[self.col]
        node: Node
        if char == '"':
            node = self.double_quoted()
        elif char == "'":
            node = self.single_quoted()
        elif char == "[":
            node = self.flow_sequence(depth + 1)
        elif char == "{":
            node = self.flow_mapping(depth + 1)
        elif char == "*":
            node = self.alias(False)
        else:
            return self.plain_block(parent, continued)
        return node, self.colon_follows()

    def colon_follows(self) -> bool:
        line = self.lines[self.row]
        index = self.col
        while index < len(line) and line[index] in " \t":
            index += 1
        if index < len(line) and line[index] == ":" and _ws_or_end(line, index + 1):
            self.col = index
            return True
        return False

    def check_plain_start(self, line: str, col: int, flow: bool) -> None:
        char = line[col]
        if char in "-?:":
            after = line[col + 1] if col + 1 < len(line) else " "
            if after in " \t" or (flow and after in ",[]{}"):
                self.syntax(f"unexpected {char!r}", self.row, col)
            return
        if char not in _PLAIN_FORBIDDEN_START:
            return
        if char == "#":
            self.syntax("a comment needs a space before '#'", self.row, col)
        if char in "|>":
            self.syntax(
                "block scalars ('|', '>') cannot appear inside flow collections", self.row, col
            )
        self.syntax(
            f"a plain value cannot start with {char!r}", self.row, col, hint="quote the value"
        )

    def plain_block(self, parent: int, continued: bool) -> tuple[Scalar, bool]:
        row, col = self.row, self.col
        line = self.lines[row]
        self.check_plain_start(line, col, False)
        end, stop = _scan_plain_block(line, col)
        text = line[col:end].rstrip(" \t")
        if stop == _COLON:
            self.col = end
            return self.scalar(text, row, col, "plain"), True
        self.col = end
        if stop == _EOL and continued:
            text = self.plain_continuation(text, parent)
        return self.scalar(text, row, col, "plain"), False

    def plain_continuation(self, text: str, parent: int) -> str:
        """Fold the lines that continue a block plain scalar; move the cursor to its end."""
        lines = self.lines
        parts = [text]
        blank = 0
        row = self.row + 1
        while row < len(lines):
            line = lines[row]
            if not line.strip(" \t"):
                blank += 1
                row += 1
                continue
            body = line.lstrip(" ")
            indent = len(line) - len(body)
            if indent <= parent or body[0] in "#\t" or (indent == 0 and _is_marker(line)):
                break
            end, stop = _scan_plain_block(line, indent)
            if stop == _COLON:
                self.syntax(
                    "mapping values are not allowed here",
                    row,
                    end,
                    hint="a value continued onto this line contains ': '; quote it, "
                    "or fix the indentation if this is a new key",
                )
            parts.append("\n" * blank if blank else " ")
            parts.append(line[indent:end].rstrip(" \t"))
            blank = 0
            self.row, self.col = row, end
            if stop == _COMMENT:
                break
            row += 1
        return "".join(parts)

    def alias(self, flow: bool) -> Scalar:
        row, col = self.row, self.col
        line = self.lines[row]
        end = _token_end(line, col + 1, flow)
        name = line[col:end]
        self.report(
            "yaml-alias",
            f"aliases ({name}) are not supported",
            row,
            col,
            hint='quote a value that starts with "*", e.g. "*.tf"',
        )
        self.col = end
        return self.scalar(name, row, col, "plain")

    # -- quoted scalars --------------------------------------------------

    def fold_quoted(self, row: int, start: tuple[int, int], what: str) -> tuple[int, int, int]:
        """Skip to the next line with content inside a quoted scalar.

        Returns that row, the column of its first non-blank character and how
        many blank lines were passed.
        """
        lines = self.lines
        blank = 0
        while True:
            row += 1
            if row >= len(lines):
                self.syntax(f"unterminated {what} scalar", *start)
            line = lines[row]
            if _is_marker(line):
                self.syntax(f"document marker inside a {what} scalar (is a quote missing?)", row, 0)
            body = line.lstrip(" \t")
            if body:
                return row, len(line) - len(body), blank
            blank += 1

    def single_quoted(self) -> Scalar:
        row0, col0 = self.row, self.col
        row, index = row0, col0 + 1
        line = self.lines[row]
        parts: list[str] = []
        while True:
            quote = line.find("'", index)
            if quote == -1:
                parts.append(line[index:].rstrip(" \t"))
                row, index, blank = self.fold_quoted(row, (row0, col0), "single-quoted")
                line = self.lines[row]
                parts.append("\n" * blank if blank else " ")
            elif line.startswith("'", quote + 1):
                parts.append(line[index : quote + 1])
                index = quote + 2
            else:
                parts.append(line[index:quote])
                self.row, self.col = row, quote + 1
                return self.scalar("".join(parts), row0, col0, "single")

    def double_quoted(self) -> Scalar:
        row0, col0 = self.row, self.col
        row, index = row0, col0 + 1
        line = self.lines[row]
        parts: list[str] = []
        while True:
            quote = line.find('"', index)
            slash = line.find("\\", index, quote if quote != -1 else len(line))
            if slash != -1:
                parts.append(line[index:slash])
                if slash + 1 == len(line):  # an escaped line break joins the lines
                    row, index, blank = self.fold_quoted(row, (row0, col0), "double-quoted")
                    line = self.lines[row]
                    parts.append("\n" * blank)
                else:
                    index = self.escape(line, slash, row, parts)
            elif quote == -1:
                parts.append(line[index:].rstrip(" \t"))
                row, index, blank = self.fold_quoted(row, (row0, col0), "double-quoted")
                line = self.lines[row]
                parts.append("\n" * blank if blank else " ")
            else:
                parts.append(line[index:quote])
                self.row, self.col = row, quote + 1
                return self.scalar("".join(parts), row0, col0, "double")

    def escape(self, line: str, slash: int, row: int, parts: list[str]) -> int:
        """Decode the escape at SLASH into PARTS; return the index after it."""
        code = line[slash + 1]
        simple = _ESCAPES.get(code)
        if simple is not None:
            parts.append(simple)
            return slash + 2
        width = _HEX_WIDTH.get(code)
        if width is None:
            self.syntax(
                f"unknown escape sequence '\\{code}'",
                row,
                slash,
                hint="write a literal backslash as '\\\\' or use single quotes",
            )
        digits = line[slash + 2 : slash + 2 + width]
        if len(digits) != width or not _HEX_DIGITS.issuperset(digits):
            self.syntax(f"escape '\\{code}' needs {width} hexadecimal digits", row, slash)
        point = int(digits, 16)
        if point > 0x10FFFF or 0xD800 <= point <= 0xDFFF:
            self.syntax(f"escape '\\{code}{digits}' is not a valid character", row, slash)
        parts.append(chr(point))
        return slash + 2 + width

    # -- block scalars ---------------------------------------------------

    def block_scalar(self, parent: int) -> Scalar:
        row0, col0 = self.row, self.col
        line = self.lines[row0]
        folded = line[col0] == ">"
        chomp, explicit = self.block_header(line, col0)
        indent = parent + explicit if explicit else self.detect_indent(row0 + 1, parent)
        text, row = _block_text(self.lines, row0 + 1, indent, folded, chomp)
        self.row, self.col = row, 0
        return self.scalar(text, row0, col0, "folded" if folded else "literal")

    def block_header(self, line: str, col: int) -> tuple[str, int]:
        """The chomping indicator ('', '-' or '+') and explicit indentation (0: none)."""
        chomp, explicit = "", 0
        index = col + 1
        for _ in range(2):
            if index >= len(line):
                break
            char = line[index]
            if char in "+-" and not chomp:
                chomp = char
            elif char in "123456789" and not explicit:
                explicit = int(char)
            else:
                break
            index += 1
        rest = index
        while rest < len(line) and line[rest] in " \t":
            rest += 1
        if rest < len(line) and not (line[rest] == "#" and rest > index):
            self.syntax(
                "invalid block scalar header: expected '|' or '>', then optionally "
                "an indentation digit 1-9 and '-' or '+', then a comment or "
                "the end of the line",
                self.row,
                index,
            )
        return chomp, explicit

    def detect_indent(self, row: int, parent: int) -> int:
        """The indentation of a block scalar's first non-blank line."""
        lines = self.lines
        widest_blank = 0
        while row < len(lines) and not lines[row].strip(" "):
            widest_blank = max(widest_blank, len(lines[row]))
            row += 1
        if row < len(lines):
            line = lines[row]
            indent = len(line) - len(line.lstrip(" "))
            if indent > parent and not (indent == 0 and _is_marker(line)):
                if widest_blank > indent:
                    self.syntax(
                        "a leading blank line of this block scalar has more spaces "
                        "than its first line of text",
                        row,
                        indent,
                    )
                return indent
        return max(parent + 1, widest_blank)

    # -- flow collections ------------------------------------------------

    def skip_flow_space(self, start: tuple[int, int]) -> str:
        """Move past blanks, line breaks and comments; return the next character."""
        lines = self.lines
        row, index = self.row, self.col
        line = lines[row]
        while True:
            while index < len(line) and line[index] in " \t":
                index += 1
            if index < len(line) and (
                line[index] != "#" or (index > 0 and line[index - 1] not in " \t")
            ):
                self.row, self.col = row, index
                return line[index]
            row += 1
            if row >= len(lines):
                self.syntax("unterminated flow collection (no closing bracket)", *start)
            line = lines[row]
            index = 0
            if _is_marker(line):
                self.syntax(
                    "document marker inside a flow collection (is a bracket missing?)", row, 0
                )

    def flow_sequence(self, depth: int) -> Sequence:
        start = (self.row, self.col)
        self.enter(depth, *start)
        self.count(*start)
        self.col += 1
        items: list[Node] = []
        while True:
            char = self.skip_flow_space(start)
            if char == "]":
                break
            if char in ",}":
                self.syntax(f"unexpected {char!r} in a flow sequence", self.row, self.col)
            items.append(self.flow_node(depth))
            char = self.skip_flow_space(start)
            if char == ":":
                self.fail(
                    "yaml-unsupported",
                    "single-pair mappings inside flow sequences ('[a: b]') are not supported",
                    self.row,
                    self.col,
                    hint="write [{a: b}]",
                )
            if char == "]":
                break
            if char != ",":
                self.syntax(
                    "expected ',' or ']' in a flow sequence", self.row, self.col, hint=_FLOW_QUOTING
                )
            self.col += 1
        self.col += 1
        return Sequence(items, start[0] + 1 + self.line_offset, start[1] + 1, True)

    def flow_mapping(self, depth: int) -> Mapping:
        start = (self.row, self.col)
        self.enter(depth, *start)
        self.count(*start)
        self.col += 1
        items: list[tuple[Scalar, Node]] = []
        seen: dict[str, Scalar] = {}
        while True:
            char = self.skip_flow_space(start)
            if char == "}":
                break
            if char in ",]":
                self.syntax(f"unexpected {char!r} in a flow mapping", self.row, self.col)
            self.refuse_special_keys(self.lines[self.row], self.col)
            key = self.flow_node(depth)
            if not isinstance(key, Scalar):
                self.fail(
                    "yaml-unsupported",
                    "flow collections as mapping keys are not supported",
                    key.line - 1 - self.line_offset,
                    key.column - 1,
                )
            if self.row != key.line - 1 - self.line_offset:
                self.syntax(
                    "a mapping key must fit on one line",
                    key.line - 1 - self.line_offset,
                    key.column - 1,
                )
            self.note_key(seen, key)
            char = self.skip_flow_space(start)
            value: Node
            if char == ":":
                self.col += 1
                char = self.skip_flow_space(start)
                if char in ",}":
                    value = self.empty(self.row, self.col)
                else:
                    value = self.flow_node(depth)
                    char = self.skip_flow_space(start)
            else:
                value = self.empty(self.row, self.col)
            items.append((key, value))
            if char == "}":
                break
            if char != ",":
                self.syntax(
                    "expected ',' or '}' in a flow mapping", self.row, self.col, hint=_FLOW_QUOTING
                )
            self.col += 1
        self.col += 1
        return Mapping(items, start[0] + 1 + self.line_offset, start[1] + 1, True)

    def flow_node(self, depth: int) -> Node:
        line = self.lines[self.row]
        col = self.col
        if line[col] in "&!":
            self.col = self.skip_properties(line, col, True)
            char = self.skip_flow_space((self.row, col))
            if char in ",]}":
                return self.empty(self.row, self.col)
            line, col = self.lines[self.row], self.col
        char = line[col]
        if char == "[":
            return self.flow_sequence(depth + 1)
        if char == "{":
            return self.flow_mapping(depth + 1)
        if char == '"':
            return self.double_quoted()
        if char == "'":
            return self.single_quoted()
        if char == "*":
            return self.alias(True)
        if char == "-" and _ws_or_end(line, col + 1):
            self.syntax(
                "block sequence entries ('- ') cannot appear inside flow collections", self.row, col
            )
        if char == "?" and _ws_or_end(line, col + 1):
            self.fail(
                "yaml-unsupported", "complex mapping keys ('? ') are not supported", self.row, col
            )
        return self.plain_flow()

    def plain_flow(self) -> Scalar:
        row0, col0 = self.row, self.col
        lines = self.lines
        line = lines[row0]
        self.check_plain_start(line, col0, True)
        end, stop = _scan_plain_flow(line, col0)
        parts = [line[col0:end].rstrip(" \t")]
        self.col = end
        row, blank = row0 + 1, 0
        while stop == _EOL and row < len(lines):
            line = lines[row]
            body = line.lstrip(" \t")
            if not body:
                blank += 1
                row += 1
                continue
            if body[0] == "#" or _is_marker(line):
                break
            start = len(line) - len(body)
            end, stop = _scan_plain_flow(line, start)
            if end == start:
                break
            parts.append("\n" * blank if blank else " ")
            parts.append(line[start:end].rstrip(" \t"))
            blank = 0
            self.row, self.col = row, end
            row += 1
        return self.scalar("".join(parts), row0, col0, "plain")


def _block_text(
    lines: list[str], row: int, indent: int, folded: bool, chomp: str
) -> tuple[str, int]:
    """A block scalar's value from ROW on, and the first row after it.

    Follows YAML's folding and chomping exactly: blank lines are kept as line
    breaks, folding joins only adjacent lines that do not start with white
    space, and the last line is the only one without a line break when the
    text ends there.
    """
    prefix = " " * indent
    last = len(lines) - 1

    def is_text(line: str) -> bool:
        return (
            len(line) > indent
            and line.startswith(prefix)
            and not (indent == 0 and _is_marker(line))
        )

    def skip_blank(row: int) -> tuple[int, int]:
        """The first row at or after ROW that is not blank, and the line breaks passed."""
        breaks = 0
        while row <= last and not is_text(lines[row]) and not lines[row].strip(" "):
            breaks += row < last  # the final line has no break of its own
            row += 1
        return row, breaks

    chunks: list[str] = []
    row, breaks = skip_blank(row)
    line_break = ""
    while row <= last and is_text(lines[row]):
        if breaks:
            chunks.append("\n" * breaks)
        text = lines[row][indent:]
        chunks.append(text)
        plain_line = text[0] not in " \t"
        line_break = "\n" if row < last else ""
        row, breaks = skip_blank(row + 1)
        if row > last or not is_text(lines[row]):
            break
        if folded and line_break and plain_line and lines[row][indent] not in " \t":
            if not breaks:
                chunks.append(" ")
        else:
            chunks.append(line_break)
    if chomp != "-":
        chunks.append(line_break)
    if chomp == "+":
        chunks.append("\n" * breaks)
    return "".join(chunks), row
