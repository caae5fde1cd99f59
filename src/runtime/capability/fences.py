"""CommonMark fenced-code-block scanning, just enough to find ```runtime blocks.

Only top-level fences are considered (container blocks such as lists and block
quotes are prose to us). A fence nested inside a longer fence is content.
"""

from __future__ import annotations

INFO_STRING = "runtime"


class Fence:
    __slots__ = ("body", "close_line", "indent", "info", "open_line")

    def __init__(
        self, info: str, open_line: int, close_line: int | None, indent: int, body: str
    ) -> None:
        self.info = info
        self.open_line = open_line  # 1-based line of the opening fence
        self.close_line = close_line  # None when the document ends first
        self.indent = indent
        self.body = body  # content with the fence's indentation removed


def _opening(line: str) -> tuple[int, str, int, str] | None:
    """(indent, fence char, fence length, info string) if LINE opens a fence."""
    indent = len(line) - len(line.lstrip(" "))
    if indent > 3:
        return None
    rest = line[indent:]
    char = rest[:1]
    if char not in ("`", "~"):
        return None
    length = len(rest) - len(rest.lstrip(char))
    if length < 3:
        return None
    info = rest[length:].strip()
    if char == "`" and "`" in info:
        return None
    return indent, char, length, info


def _closes(line: str, char: str, length: int) -> bool:
    indent = len(line) - len(line.lstrip(" "))
    if indent > 3:
        return False
    rest = line[indent:].rstrip(" \t\r\n")
    return len(rest) >= length and rest == char * len(rest)


def _dedent(line: str, indent: int) -> str:
    removable = len(line) - len(line.lstrip(" "))
    return line[min(indent, removable) :]


def split_lines(text: str) -> list[str]:
    """Lines as Markdown and editors count them: only LF (and CRLF) end a line."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line + "\n" for line in lines]


def scan_fences(text: str) -> list[Fence]:
    lines = split_lines(text)
    fences: list[Fence] = []
    index = 0
    while index < len(lines):
        opened = _opening(lines[index])
        if opened is None:
            index += 1
            continue
        indent, char, length, info = opened
        body: list[str] = []
        close: int | None = None
        cursor = index + 1
        while cursor < len(lines):
            if _closes(lines[cursor], char, length):
                close = cursor + 1
                break
            body.append(_dedent(lines[cursor], indent))
            cursor += 1
        fences.append(Fence(info, index + 1, close, indent, "".join(body)))
        index = cursor + 1
    return fences


def runtime_fences(text: str) -> list[Fence]:
    return [fence for fence in scan_fences(text) if fence.info == INFO_STRING]
