"""CommonMark block structure, just enough to know which fences a reader sees as code blocks.

A faithful subset of the parsing strategy in the appendix of CommonMark 0.31.2, line by
line: a line first continues the open containers (block quotes, list items), may open
new ones, then lands in a leaf block (fenced or indented code, an HTML block of one of
the seven kinds, a paragraph with lazy continuation; headings and thematic breaks end at
once). Only a fence at the top level can be a capability's block. A fence nested in a
block quote or a list item, and a fence-looking line that an HTML block swallows, are
kept apart so that the compiler can refuse a ```runtime one with where it is.

Not modelled: link reference definitions (a paragraph made only of them cannot become
a setext heading), which can change a paragraph's end only in rare shapes.
"""

from __future__ import annotations

INFO_STRING = "runtime"
TAB_STOP = 4
CODE_INDENT = 4
DIGITS = frozenset("0123456789")
# A line whose first non-blank character is none of these starts no block (indent < 4).
MAYBE_SPECIAL = frozenset("#`~*+_=<>-") | DIGITS
RAW_TAGS = ("script", "pre", "style", "textarea")
# CommonMark's sixth kind of HTML block starts with one of these tags, open or closing.
BLOCK_TAG_NAMES = (
    "address article aside base basefont blockquote body caption center col colgroup dd "
    "details dialog dir div dl dt fieldset figcaption figure footer form frame frameset "
    "h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav "
    "noframes ol optgroup option p param search section summary table tbody td tfoot th "
    "thead title tr track ul"
)
BLOCK_TAGS = frozenset(BLOCK_TAG_NAMES.split())
HTML_ENDS = {2: "-->", 3: "?>", 4: ">", 5: "]]>"}
RAW_END = "</"  # then one of RAW_TAGS and ">", in any ASCII case
ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
TAG_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
ATTRIBUTE_NAME_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_:")
ATTRIBUTE_NAME_CHARS = ATTRIBUTE_NAME_START | frozenset("0123456789.-")
UNQUOTED_VALUE_STOPS = frozenset("\"'=<>`" + "".join(chr(code) for code in range(0x21)))

PARAGRAPH, FENCED, INDENTED, HTML = 1, 2, 3, 4
QUOTE, ITEM = "a block quote", "a list item"


class Fence:
    __slots__ = ("body", "close_line", "indent", "info", "inside", "open_line")

    def __init__(
        self,
        info: str,
        open_line: int,
        close_line: int | None,
        indent: int,
        body: str,
        inside: str | None = None,
    ) -> None:
        self.info = info
        self.open_line = open_line  # 1-based line of the opening fence
        self.close_line = close_line  # None when the document (or its container) ends first
        self.indent = indent
        self.body = body  # content with the fence's indentation removed (top level only)
        self.inside = inside  # None at the top level, else QUOTE or ITEM (the innermost)


class Swallowed:
    """A line that looks like a ```runtime fence but is content of an HTML block."""

    __slots__ = ("html", "html_line", "line")

    def __init__(self, line: int, html: str, html_line: int) -> None:
        self.line = line
        self.html = html  # what the block is, as a reader would name it
        self.html_line = html_line


class Reading:
    __slots__ = ("fences", "lone_cr_line", "nested", "swallowed")

    def __init__(self) -> None:
        self.fences: list[Fence] = []  # top-level fenced code blocks, in order
        self.nested: list[Fence] = []  # fenced code blocks inside a block quote or list item
        self.swallowed: list[Swallowed] = []
        # A carriage return alone ends a line for CommonMark but not for an editor.
        self.lone_cr_line: int | None = None


class _Container:
    __slots__ = ("content", "has_child", "kind")

    def __init__(self, kind: str, content: int) -> None:
        self.kind = kind
        self.content = content  # list item: columns its content is indented by
        self.has_child = False


class _Leaf:
    __slots__ = ("char", "fence", "html_end", "html_name", "kind", "length", "line", "offset")

    def __init__(self, kind: int, line: int) -> None:
        self.kind = kind
        self.line = line
        self.char = ""  # a fence's character, its length and its indentation (columns)
        self.length = 0
        self.offset = 0
        self.fence: Fence | None = None
        self.html_end = ""  # what ends an HTML block on its line ("": a blank line does)
        self.html_name = ""


def split_lines(text: str) -> list[str]:
    """Lines as editors count them: only LF (and CRLF) end a line (a lone CR is refused)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line + "\n" for line in lines]


def fence_run(text: str, start: int) -> int:
    """How many of TEXT[START]'s character repeat from START (0 unless ` or ~)."""
    char = text[start : start + 1]
    if char != "`" and char != "~":
        return 0
    end = start + 1
    while text[end : end + 1] == char:
        end += 1
    return end - start


def looks_like_runtime_fence(text: str) -> bool:
    stripped = text.lstrip(" \t")
    run = fence_run(stripped, 0)
    return run >= 3 and stripped[run:].strip() == INFO_STRING


class _Parser:
    """The CommonMark reference parser's line loop over one document."""

    def __init__(self, reading: Reading) -> None:
        self.reading = reading
        self.containers: list[_Container] = []
        self.leaf: _Leaf | None = None
        self.leaf_matched = False
        self.matched = 0
        self.all_closed = True
        self.number = 0
        self.ending = "\n"
        self.line = ""
        self.offset = 0
        self.column = 0
        self.partial_tab = False
        self.next_nonspace = 0
        self.next_column = 0
        self.indent = 0
        self.blank = False

    # -- the cursor (CommonMark's offset, column and partially consumed tab) --

    def find_next_nonspace(self) -> None:
        line = self.line
        index = self.offset
        column = self.column
        while True:
            char = line[index : index + 1]
            if char == " ":
                column += 1
            elif char == "\t":
                column += TAB_STOP - column % TAB_STOP
            else:
                break
            index += 1
        self.blank = char == ""
        self.next_nonspace = index
        self.next_column = column
        self.indent = column - self.column

    def advance_next_nonspace(self) -> None:
        self.offset = self.next_nonspace
        self.column = self.next_column
        self.partial_tab = False

    def advance_offset(self, count: int, columns: bool) -> None:
        line = self.line
        while count > 0 and self.offset < len(line):
            if line[self.offset] == "\t":
                to_tab = TAB_STOP - self.column % TAB_STOP
                if columns:
                    self.partial_tab = to_tab > count
                    step = min(to_tab, count)
                    self.column += step
                    self.offset += 0 if self.partial_tab else 1
                    count -= step
                else:
                    self.partial_tab = False
                    self.column += to_tab
                    self.offset += 1
                    count -= 1
            else:
                self.partial_tab = False
                self.offset += 1
                self.column += 1
                count -= 1

    def space_or_tab_at_offset(self) -> bool:
        return self.line[self.offset : self.offset + 1] in (" ", "\t")

    # -- one line --

    def feed(self, number: int, line: str, ending: str) -> None:
        self.number = number
        self.line = line
        self.ending = ending
        self.offset = self.column = 0
        self.partial_tab = False
        if self.continue_blocks():
            return
        self.open_blocks()
        if not self.all_closed and not self.blank and self.tip_is_paragraph():
            return  # a lazy continuation line: the paragraph and its containers stay open
        self.close_unmatched()
        self.land()

    def feed_plain(self, number: int, line: str, ending: str) -> bool:
        """The common top-level lines, the same way but cheaper; False for any other line.

        Handled, outside any container: a line of an open fence that cannot close it, of
        an open HTML block, of indented code, and a line of text or blank line that can
        start no block.
        """
        text = line.lstrip(" ")
        first = text[:1]
        if first == "\t":
            return False
        indent = len(line) - len(text)
        leaf = self.leaf
        kind = leaf.kind if leaf is not None else 0
        if leaf is not None and kind == FENCED:
            if indent < CODE_INDENT and first == leaf.char:
                return False
            fence = leaf.fence
            assert fence is not None
            fence.body += line[min(indent, leaf.offset) :] + ending
            return True
        if not first:
            if kind != INDENTED and not (leaf is not None and kind == HTML and leaf.html_end):
                self.leaf = None
            return True
        if leaf is not None and kind == HTML:
            if first in "`~" and looks_like_runtime_fence(text):
                self.reading.swallowed.append(Swallowed(number, leaf.html_name, leaf.line))
            if html_block_ends(leaf.html_end, line):
                self.leaf = None
            return True
        if indent >= CODE_INDENT:
            return kind == INDENTED or kind == PARAGRAPH  # code goes on; code cannot interrupt
        if first in MAYBE_SPECIAL and not (first in "`~" and fence_run(text, 0) < 3):
            return False
        if kind != PARAGRAPH:
            self.leaf = _Leaf(PARAGRAPH, number)
        return True

    def continue_blocks(self) -> bool:
        """Match the open blocks; True when the line closed a fence (nothing else to do)."""
        containers = self.containers
        matched = 0
        for container in containers:
            self.find_next_nonspace()
            if not self.continues(container):
                break
            matched += 1
        self.matched = matched
        leaf = self.leaf
        self.leaf_matched = False
        if leaf is not None and matched == len(containers):
            self.find_next_nonspace()
            if leaf.kind == FENCED and self.closes(leaf):
                return True
            self.leaf_matched = self.leaf_continues(leaf)
        self.all_closed = matched == len(containers) and (leaf is None or self.leaf_matched)
        return False

    def continues(self, container: _Container) -> bool:
        if container.kind == QUOTE:
            start = self.next_nonspace
            if self.indent >= CODE_INDENT or self.line[start : start + 1] != ">":
                return False
            self.advance_next_nonspace()
            self.advance_offset(1, False)
            if self.space_or_tab_at_offset():
                self.advance_offset(1, True)
            return True
        if self.blank:
            if not container.has_child:
                return False  # a list item may begin with one blank line, not two
            self.advance_next_nonspace()
            return True
        if self.indent >= container.content:
            self.advance_offset(container.content, True)
            return True
        return False

    def closes(self, leaf: _Leaf) -> bool:
        start = self.next_nonspace
        if self.indent > 3 or self.line[start : start + 1] != leaf.char:
            return False
        run = fence_run(self.line, start)
        if run < leaf.length or self.line[start + run :].strip(" \t"):
            return False
        fence = leaf.fence
        assert fence is not None
        fence.close_line = self.number
        self.leaf = None
        return True

    def leaf_continues(self, leaf: _Leaf) -> bool:
        kind = leaf.kind
        if kind == FENCED:
            remaining = leaf.offset
            while remaining > 0 and self.space_or_tab_at_offset():
                self.advance_offset(1, True)
                remaining -= 1
            return True
        if kind == INDENTED:
            if self.indent >= CODE_INDENT:
                self.advance_offset(CODE_INDENT, True)
            elif self.blank:
                self.advance_next_nonspace()
            else:
                return False
            return True
        if kind == HTML:
            return not (self.blank and not leaf.html_end)
        return not self.blank

    def open_blocks(self) -> None:
        """Block starts, containers first, until a leaf opens or the text begins."""
        leaf = self.leaf
        if self.leaf_matched and leaf is not None and leaf.kind != PARAGRAPH:
            return
        in_paragraph = self.leaf_matched
        while True:
            self.find_next_nonspace()
            char = self.line[self.next_nonspace : self.next_nonspace + 1]
            if self.indent < CODE_INDENT and char not in MAYBE_SPECIAL:
                self.advance_next_nonspace()
                return
            started = self.start_container(char, in_paragraph)
            if started:
                in_paragraph = False
                continue
            if not self.start_leaf(char, in_paragraph):
                self.advance_next_nonspace()
            return

    def start_container(self, char: str, in_paragraph: bool) -> bool:
        if self.indent >= CODE_INDENT:
            return False
        if char == ">":
            self.advance_next_nonspace()
            self.advance_offset(1, False)
            if self.space_or_tab_at_offset():
                self.advance_offset(1, True)
            self.add_container(_Container(QUOTE, 0))
            return True
        content = self.list_marker(char, in_paragraph)
        if content is None:
            return False
        self.add_container(_Container(ITEM, content))
        return True

    def list_marker(self, char: str, in_paragraph: bool) -> int | None:
        """The item's content indentation if a list item starts here (and the cursor past it)."""
        line = self.line
        start = self.next_nonspace
        if char in "*+-":
            if self.is_thematic_break(start):
                return None  # tried before list items
            width = 1
        elif char in DIGITS:
            width = 1
            while width < 10 and line[start + width : start + width + 1] in DIGITS:
                width += 1
            delimiter = line[start + width : start + width + 1]
            if width > 9 or delimiter not in (".", ")"):
                return None
            if in_paragraph and int(line[start : start + width]) != 1:
                return None
            width += 1
        else:
            return None
        after = line[start + width : start + width + 1]
        if after not in ("", " ", "\t"):
            return None
        if in_paragraph and not line[start + width :].strip(" \t"):
            return None
        marker_offset = self.indent
        self.advance_next_nonspace()
        self.advance_offset(width, True)
        spaces_column = self.column
        spaces_offset = self.offset
        while True:
            self.advance_offset(1, True)
            if not (self.column - spaces_column < 5 and self.space_or_tab_at_offset()):
                break
        spaces = self.column - spaces_column
        if spaces >= 5 or spaces < 1 or self.offset >= len(line):
            self.column = spaces_column
            self.offset = spaces_offset
            if self.space_or_tab_at_offset():
                self.advance_offset(1, True)
            return marker_offset + width + 1
        return marker_offset + width + spaces

    def start_leaf(self, char: str, in_paragraph: bool) -> bool:
        if self.indent >= CODE_INDENT:
            if self.tip_is_paragraph() or self.blank:
                return False
            self.advance_offset(CODE_INDENT, True)
            self.add_leaf(_Leaf(INDENTED, self.number))
            return True
        start = self.next_nonspace
        if char == "#":
            return self.start_heading(start)
        if char == "`" or char == "~":
            return self.start_fence(char, start)
        if char == "<":
            return self.start_html(start, in_paragraph)
        if in_paragraph and (char == "=" or char == "-") and self.is_setext_line(char, start):
            self.leaf = None  # the paragraph becomes a heading
            self.offset = len(self.line)
            return True
        if char in "*_-" and self.is_thematic_break(start):
            self.add_line_block()
            return True
        return False

    def start_heading(self, start: int) -> bool:
        run = 0
        while self.line[start + run : start + run + 1] == "#":
            run += 1
        if run > 6 or self.line[start + run : start + run + 1] not in ("", " ", "\t"):
            return False
        self.add_line_block()
        return True

    def start_fence(self, char: str, start: int) -> bool:
        line = self.line
        run = fence_run(line, start)
        if run < 3 or (char == "`" and "`" in line[start + run :]):
            return False
        indent = self.indent
        self.close_unmatched()
        leaf = _Leaf(FENCED, self.number)
        leaf.char = char
        leaf.length = run
        leaf.offset = indent
        inside = self.containers[-1].kind if self.containers else None
        fence = Fence(line[start + run :].strip(), self.number, None, indent, "", inside)
        leaf.fence = fence
        (self.reading.nested if inside else self.reading.fences).append(fence)
        self.add_leaf(leaf)
        self.offset = len(line)  # the rest of the opening line is the info string
        return True

    def start_html(self, start: int, in_paragraph: bool) -> bool:
        kind, name = html_block_kind(self.line, start)
        if kind == 0:
            return False
        if kind == 7 and (
            in_paragraph or (not self.all_closed and not self.blank and self.tip_is_paragraph())
        ):
            return False  # an open or closing tag alone cannot interrupt a paragraph
        self.close_unmatched()
        leaf = _Leaf(HTML, self.number)
        leaf.html_end = HTML_ENDS.get(kind, RAW_END if kind == 1 else "")
        leaf.html_name = html_block_name(kind, name)
        self.add_leaf(leaf)
        return True

    def is_thematic_break(self, start: int) -> bool:
        rest = self.line[start:]
        char = rest[:1]
        return rest.count(char) >= 3 and not rest.replace(char, "").strip(" \t")

    def is_setext_line(self, char: str, start: int) -> bool:
        return not self.line[start:].rstrip(" \t").replace(char, "")

    # -- the tree --

    def tip_is_paragraph(self) -> bool:
        """Whether the deepest open block is a paragraph (matched or a lazy candidate)."""
        return self.leaf is not None and self.leaf.kind == PARAGRAPH

    def add_child(self) -> None:
        if self.containers:
            self.containers[-1].has_child = True

    def add_container(self, container: _Container) -> None:
        self.close_unmatched()
        self.add_child()
        self.leaf = None
        self.containers.append(container)

    def add_leaf(self, leaf: _Leaf) -> None:
        self.close_unmatched()
        self.add_child()
        self.leaf = leaf
        self.leaf_matched = True

    def add_line_block(self) -> None:
        """A heading or thematic break: the whole line, closed at once."""
        self.close_unmatched()
        self.add_child()
        self.leaf = None
        self.offset = len(self.line)

    def close_unmatched(self) -> None:
        if self.all_closed:
            return
        del self.containers[self.matched :]
        if not self.leaf_matched:
            self.leaf = None
        self.all_closed = True

    def land(self) -> None:
        """Give what remains of the line to the open leaf, or start a paragraph."""
        leaf = self.leaf
        if leaf is None or not self.leaf_matched:
            if not self.blank and self.offset < len(self.line):
                self.add_leaf(_Leaf(PARAGRAPH, self.number))
            return
        if leaf.kind == FENCED:
            if leaf.line != self.number and leaf.fence is not None and leaf.fence.inside is None:
                leaf.fence.body += self.rest_of_line() + self.ending
        elif leaf.kind == HTML:
            self.land_in_html(leaf)

    def land_in_html(self, leaf: _Leaf) -> None:
        rest = self.line[self.offset :]
        if looks_like_runtime_fence(rest):
            self.reading.swallowed.append(Swallowed(self.number, leaf.html_name, leaf.line))
        if html_block_ends(leaf.html_end, rest):
            self.leaf = None

    def rest_of_line(self) -> str:
        if self.partial_tab:
            return " " * (TAB_STOP - self.column % TAB_STOP) + self.line[self.offset + 1 :]
        return self.line[self.offset :]


def html_block_ends(end: str, text: str) -> bool:
    if end != RAW_END:
        return bool(end) and end in text
    if "</" not in text:
        return False
    lowered = text.translate(ASCII_LOWER)
    return any(f"</{tag}>" in lowered for tag in RAW_TAGS)


def html_block_kind(line: str, start: int) -> tuple[int, str]:
    """Which of CommonMark's seven HTML block starts LINE has at START (0: none), and a tag."""
    text = line[start:]
    if text.startswith("<!--"):
        return 2, ""
    if text.startswith("<?"):
        return 3, ""
    if text.startswith("<![CDATA["):
        return 5, ""
    if text.startswith("<!") and text[2:3].isascii() and text[2:3].isalpha():
        return 4, ""
    closing = text.startswith("</")
    name_start = 2 if closing else 1
    end = name_start
    while end < len(text) and text[end] in TAG_NAME_CHARS:
        end += 1
    name = text[name_start:end].lower()
    after = text[end : end + 1]
    if not closing and name in RAW_TAGS and (after in ("", ">") or after.isspace()):
        return 1, name
    if name in BLOCK_TAGS and (
        after in ("", ">") or after.isspace() or text[end : end + 2] == "/>"
    ):
        return 6, name
    if name[:1].isalpha() and is_lone_tag(text, end, closing):
        return 7, name
    return 0, ""


def is_lone_tag(text: str, end: int, closing: bool) -> bool:
    """A complete open or closing tag from TEXT's start to END of name, then only whitespace."""
    index = end
    if closing:
        index = skip_space(text, index)
        return text[index : index + 1] == ">" and not text[index + 1 :].strip()
    while True:
        spaced = skip_space(text, index)
        char = text[spaced : spaced + 1]
        if char in ("", ">", "/") or spaced == index or char not in ATTRIBUTE_NAME_START:
            break
        index = attribute_end(text, spaced)
        if index < 0:
            return False
    index = skip_space(text, index)
    if text[index : index + 1] == "/":
        index += 1
    return text[index : index + 1] == ">" and not text[index + 1 :].strip()


def attribute_end(text: str, index: int) -> int:
    """Past one attribute (name and optional value) starting at INDEX; -1 if malformed."""
    while index < len(text) and text[index] in ATTRIBUTE_NAME_CHARS:
        index += 1
    spaced = skip_space(text, index)
    if text[spaced : spaced + 1] != "=":
        return index
    value = skip_space(text, spaced + 1)
    quote = text[value : value + 1]
    if quote in ("'", '"'):
        closing = text.find(quote, value + 1)
        return -1 if closing < 0 else closing + 1
    stop = value
    while stop < len(text) and text[stop] not in UNQUOTED_VALUE_STOPS:
        stop += 1
    return -1 if stop == value else stop


def skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index].isspace():
        index += 1
    return index


def html_block_name(kind: int, tag: str) -> str:
    if kind == 1:
        return f"an HTML <{tag}> block"
    return {
        2: "an HTML comment",
        3: "an HTML processing instruction",
        4: "an HTML declaration",
        5: "a CDATA section",
    }.get(kind, "an HTML block")


def read_blocks(text: str) -> Reading:
    """Every fenced code block of TEXT as a CommonMark renderer builds them."""
    reading = Reading()
    parser = _Parser(reading)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    containers = parser.containers  # changed in place only
    plain = parser.feed_plain
    feed = parser.feed
    crlf = "\r" in text
    ending = "\n"
    for number, line in enumerate(lines, 1):
        if crlf:
            line, ending = _without_cr(line, number, reading)
        if containers or not plain(number, line, ending):
            feed(number, line, ending)
    return reading


def _without_cr(line: str, number: int, reading: Reading) -> tuple[str, str]:
    ending = "\n"
    if line.endswith("\r"):
        line = line[:-1]
        ending = "\r\n"
    if "\r" in line and reading.lone_cr_line is None:
        reading.lone_cr_line = number
    return line, ending


def scan_fences(text: str) -> list[Fence]:
    """The top-level fenced code blocks."""
    return read_blocks(text).fences


def runtime_fences(text: str) -> list[Fence]:
    return [fence for fence in scan_fences(text) if fence.info == INFO_STRING]
