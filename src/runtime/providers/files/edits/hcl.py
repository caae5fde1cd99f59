"""A small HCL (native syntax) reader that keeps exact character positions.

It understands what an edit must step over without misreading: blocks with
labels, attributes and the span of their value expression, quoted strings with
escapes and ``${...}``/``%{...}`` templates (nested strings included), heredocs
(``<<EOF``/``<<-EOF``), ``#``, ``//`` and ``/* */`` comments, and brackets. It
does not evaluate expressions; it only finds where they start and end.
"""

from __future__ import annotations

import re

from .result import EditError, Record, line_of

NEWLINE, IDENT, NUMBER, STRING, HEREDOC, PUNCT, OPEN, CLOSE = (
    "newline", "ident", "number", "string", "heredoc", "punct", "open", "close",
)  # fmt: skip

# Spaces, a "\r" before "\n", and comments are skipped in the same match as the token after them.
_SKIPPED = r"(?:[ \t\r]+|(?:\#|//)[^\r\n]*|/\*[\s\S]*?\*/)*"
_TOKEN = re.compile(
    _SKIPPED
    + r"""(?:
      (?P<newline>\n)
    | (?P<unclosed_comment>/\*)
    | (?P<heredoc><<-?(?P<marker>[^\W\d][\w-]*)[ \t]*\r?\n)
    | (?P<string>")
    | (?P<ident>[^\W\d][\w-]*)
    | (?P<number>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)
    | (?P<punct>==|!=|<=|>=|&&|\|\||=>|\.\.\.|[=!<>+\-*/%.,:?~])
    | (?P<open>[(\[{])
    | (?P<close>[)\]}])
    | (?P<end>\Z)
    )""",
    re.VERBOSE,
)
_SKIP = re.compile(_SKIPPED)
# Characters of a quoted string up to its end, an escape problem, or a template (${ or %{).
_STRING_RUN = re.compile(r'(?:[^"\\$%\r\n]+|\\.|\$\$\{|%%\{|[$%](?!\{))*')
_TEMPLATE_START = re.compile(r"(?<![$%])[$%]\{")
_ESCAPE = re.compile(r"\\(?:u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)|\$\$\{|%%\{")
_SIMPLE_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}
_MATCHING = {"(": ")", "[": "]", "{": "}"}


class Token:
    __slots__ = ("end", "kind", "start", "text")

    def __init__(self, kind: str, start: int, end: int, text: str) -> None:
        self.kind = kind
        self.start = start
        self.end = end
        self.text = text


class Attribute(Record):
    __slots__ = ("line", "name", "tokens")

    def __init__(self, name: str, line: int, tokens: tuple[Token, ...]) -> None:
        self.name = name
        self.line = line
        self.tokens = tokens  # the value expression, newlines inside brackets included

    @property
    def start(self) -> int:
        return self.tokens[0].start

    @property
    def end(self) -> int:
        return self.tokens[-1].end


class Block(Record):
    __slots__ = ("body", "labels", "line", "type")

    def __init__(
        self, block_type: str, labels: tuple[str, ...], line: int, body: tuple[Item, ...]
    ) -> None:
        self.type = block_type
        self.labels = labels
        self.line = line
        self.body = body


Item = Attribute | Block


# ---------------------------------------------------------------- lexing


def tokenize(text: str) -> list[Token]:
    """Every token except spaces and comments; raises EditError naming the line."""
    tokens: list[Token] = []
    pos = 0
    while (token := _next_token(text, pos)) is not None:
        tokens.append(token)
        pos = token.end
    return tokens


def _next_token(text: str, pos: int) -> Token | None:
    """The token after any spaces and comments at ``pos``; None at the end of the text."""
    match = _TOKEN.match(text, pos)
    if match is None:
        bad = _SKIP.match(text, pos).end()  # type: ignore[union-attr]  # always matches
        raise EditError(f"not valid HCL: unexpected {text[bad]!r} at line {line_of(text, bad)}")
    kind = match.lastgroup  # the outermost group that matched, never "marker"
    assert kind is not None
    start = match.start(kind)
    if kind == "end":
        return None
    if kind == "unclosed_comment":
        raise EditError(f"not valid HCL: comment at line {line_of(text, start)} is not closed")
    if kind == STRING:
        end = _string_end(text, start)
    elif kind == HEREDOC:
        end = _heredoc_end(text, start, match.end(), match.group("marker"))
    else:
        end = match.end()
    return Token(kind, start, end, text[start:end])


def _string_end(text: str, start: int) -> int:
    """Index just after the closing quote of the string opened at ``start``."""
    pos = start + 1
    while True:
        run = _STRING_RUN.match(text, pos)
        pos = run.end() if run is not None else pos
        char = text[pos] if pos < len(text) else "\n"
        if char == '"':
            return pos + 1
        if char in "$%":
            pos = _template_end(text, pos + 2)
        else:
            raise EditError(f"not valid HCL: string at line {line_of(text, start)} is not closed")


def _template_end(text: str, pos: int) -> int:
    """Index just after the ``}`` closing a ``${`` or ``%{`` whose body starts at ``pos``."""
    start, depth = pos, 0
    while (token := _next_token(text, pos)) is not None:
        pos = token.end
        if token.kind not in (OPEN, CLOSE):
            continue
        depth += 1 if token.kind == OPEN else -1
        if depth < 0:
            return pos
    raise EditError(f"not valid HCL: template at line {line_of(text, start)} is not closed")


def _heredoc_end(text: str, start: int, body: int, marker: str) -> int:
    """Index just after the closing marker (leading spaces allowed, as in HCL 2)."""
    pos = body
    while pos < len(text):
        newline = text.find("\n", pos)
        line_end = len(text) if newline < 0 else newline
        line = text[pos:line_end].rstrip("\r")
        if line.lstrip(" \t") == marker:
            return pos + len(line)
        pos = line_end + 1
    raise EditError(
        f"not valid HCL: heredoc <<{marker} at line {line_of(text, start)} is never closed"
    )


def is_plain_string(token: Token) -> bool:
    """A quoted string with no ``${...}``/``%{...}`` template in it."""
    return token.kind == STRING and _TEMPLATE_START.search(token.text) is None


def decode_string(token: Token) -> str:
    return _ESCAPE.sub(_unescape, token.text[1:-1])


def _unescape(match: re.Match[str]) -> str:
    escape = match.group()
    if escape in ("$${", "%%{"):
        return escape[1:]
    if escape[1] in "uU":
        return chr(int(escape[2:], 16))
    return _SIMPLE_ESCAPES.get(escape[1], escape)


def string_literal(value: str) -> str:
    """``value`` as an HCL quoted string with no template sequences."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped.replace("${", "$${").replace("%{", "%%{") + '"'


# ---------------------------------------------------------------- parsing


def parse(text: str) -> tuple[Item, ...]:
    """The top-level body of a configuration file."""
    parser = _Parser(text, tokenize(text))
    return parser.body(closing=False)


def parse_expression(text: str) -> tuple[Token, ...]:
    """Tokens of exactly one expression: strings, heredocs and brackets closed, no line
    break outside brackets. The expression grammar itself is not checked (``a b`` passes).
    """
    tokens = tokenize(text)
    parser = _Parser(text, tokens)
    expression = parser.expression()
    if not expression or parser.position < len(tokens):
        raise EditError(f"not a single HCL expression: {text!r}")
    return expression


class _Parser:
    def __init__(self, text: str, tokens: list[Token]) -> None:
        self.text = text
        self.tokens = tokens
        self.position = 0

    def peek(self, ahead: int = 0) -> Token | None:
        index = self.position + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def fail(self, message: str, token: Token) -> EditError:
        return EditError(f"not valid HCL: {message} at line {line_of(self.text, token.start)}")

    def body(self, closing: bool) -> tuple[Item, ...]:
        items: list[Item] = []
        while True:
            token = self.peek()
            if token is None or (closing and token.text == "}"):
                return tuple(items)
            if token.kind == NEWLINE:
                self.position += 1
                continue
            if token.kind != IDENT:
                raise self.fail(f"unexpected {token.text!r}", token)
            following = self.peek(1)
            if following is not None and following.text == "=":
                items.append(self.attribute(token))
            else:
                items.append(self.block(token))

    def attribute(self, name: Token) -> Attribute:
        self.position += 2
        expression = self.expression()
        if not expression:
            raise self.fail(f"attribute {name.text!r} has no value", name)
        return Attribute(name.text, line_of(self.text, name.start), expression)

    def expression(self) -> tuple[Token, ...]:
        """Tokens up to a line break or a closing bracket that is not the expression's own."""
        taken: list[Token] = []
        opened: list[Token] = []
        while (token := self.peek()) is not None:
            if not opened and token.kind in (NEWLINE, CLOSE):
                break
            if token.kind == OPEN:
                opened.append(token)
            elif token.kind == CLOSE:
                opener = opened.pop()
                if _MATCHING[opener.text] != token.text:
                    raise self.fail(f"{token.text!r} does not close {opener.text!r}", token)
            taken.append(token)
            self.position += 1
        if opened:
            raise self.fail(f"{opened[-1].text!r} is not closed", opened[-1])
        return tuple(taken)

    def block(self, block_type: Token) -> Block:
        self.position += 1
        labels: list[str] = []
        while (token := self.peek()) is not None and token.kind in (STRING, IDENT):
            if token.kind == STRING and not is_plain_string(token):
                raise self.fail("a block label cannot contain a template", token)
            labels.append(decode_string(token) if token.kind == STRING else token.text)
            self.position += 1
        token = self.peek()
        if token is None or token.text != "{":
            raise self.fail(f"expected '{{' after block {block_type.text!r}", token or block_type)
        self.position += 1
        body = self.body(closing=True)
        if self.peek() is None:
            raise self.fail(f"block {block_type.text!r} is not closed", block_type)
        self.position += 1
        return Block(block_type.text, tuple(labels), line_of(self.text, block_type.start), body)


# ---------------------------------------------------------------- object constructors


class ObjectItem(Record):
    __slots__ = ("key", "line", "tokens")

    def __init__(self, key: str, line: int, tokens: tuple[Token, ...]) -> None:
        self.key = key
        self.line = line
        self.tokens = tokens

    @property
    def start(self) -> int:
        return self.tokens[0].start

    @property
    def end(self) -> int:
        return self.tokens[-1].end


def object_items(text: str, tokens: tuple[Token, ...]) -> dict[str, ObjectItem] | None:
    """The ``key = value`` items of an object constructor ``{ ... }``; None for other values."""
    if len(tokens) < 2 or tokens[0].text != "{" or tokens[-1].text != "}":
        return None
    if _closing_index(tokens) != len(tokens) - 1:
        return None  # e.g. {a = 1}.a or merge({...}, {...})
    items: dict[str, ObjectItem] = {}
    for part in _split_items(tokens[1:-1]):
        item = _object_item(text, part)
        if item is None:
            return None  # a for expression or a computed key: not a plain object
        if item.key in items:
            raise EditError(f"not valid HCL: key {item.key!r} is duplicated at line {item.line}")
        items[item.key] = item
    return items


def _closing_index(tokens: tuple[Token, ...]) -> int:
    depth = 0
    for index, token in enumerate(tokens):
        depth += 1 if token.kind == OPEN else -1 if token.kind == CLOSE else 0
        if depth == 0:
            return index
    return -1


def _split_items(tokens: tuple[Token, ...]) -> list[tuple[Token, ...]]:
    parts: list[tuple[Token, ...]] = []
    current: list[Token] = []
    depth = 0
    for token in tokens:
        depth += 1 if token.kind == OPEN else -1 if token.kind == CLOSE else 0
        if depth == 0 and (token.kind == NEWLINE or token.text == ","):
            if current:
                parts.append(tuple(current))
            current = []
        else:
            current.append(token)
    if current:
        parts.append(tuple(current))
    return parts


def _object_item(text: str, part: tuple[Token, ...]) -> ObjectItem | None:
    if len(part) < 3 or part[1].text not in ("=", ":"):
        return None
    key = part[0]
    if key.kind == IDENT:
        name = key.text
    elif is_plain_string(key):
        name = decode_string(key)
    else:
        return None
    return ObjectItem(name, line_of(text, key.start), part[2:])


# ---------------------------------------------------------------- outline


def outline(items: tuple[Item, ...]) -> list[object]:
    """The shape of a body (names, labels, nesting), used to check an edit changed no structure."""
    shape: list[object] = []
    for item in items:
        if isinstance(item, Attribute):
            shape.append(("attribute", item.name))
        else:
            shape.append(("block", item.type, item.labels, outline(item.body)))
    return shape
