"""The one output cleaner: text as a terminal, a log or a report may show it, inert.

A character that makes a terminal act rather than show (C0 controls, DEL, the C1 controls
of which U+009B is a CSI, the bidirectional overrides that reorder what a reader sees) is
shown as its escape, `\\x1b` or `\\u202e`, so a remote's text can neither move the cursor,
retitle the window, clear the screen, nor hide what follows it.

- `block`: text of many lines (a view, a file's content): newlines and tabs kept;
- `line`: one field that must stay one line (an argument, a consumer): those escaped too;
- `json_text`: a JSON document, which escapes C0 itself: the rest as JSON's `\\uXXXX`;
- `xml_text`: text for XML 1.0, which may not hold most C0 characters even as references.
"""

from __future__ import annotations

_ACTING = (
    *range(0x00, 0x20),
    0x7F,
    *range(0x80, 0xA0),
    *range(0x202A, 0x202F),  # LRE, RLE, PDF, LRO, RLO
    *range(0x2066, 0x206A),  # LRI, RLI, FSI, PDI
)


def _escape(code: int) -> str:
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


_LINE = {code: _escape(code) for code in _ACTING} | {0x0A: "\\n", 0x09: "\\t", 0x0D: "\\r"}
_BLOCK = {code: text for code, text in _LINE.items() if code not in (0x0A, 0x09)}
_JSON = {code: f"\\u{code:04x}" for code in _ACTING if code >= 0x7F}


def block(text: str) -> str:
    """TEXT with every acting character but newline and tab (and a CR before a newline, as
    files written on Windows end their lines) shown as its escape."""
    if "\r\n" in text:
        return "\r\n".join(block(part) for part in text.split("\r\n"))
    if text.isascii():
        if text.isprintable() or text.replace("\n", "").replace("\t", "").isprintable():
            return text
    elif text.replace("\n", "").replace("\t", "").isprintable():
        return text  # (isprintable is false for every acting character)
    return text.translate(_BLOCK)


def line(text: str) -> str:
    """TEXT as one line: every acting character, newline and tab included, escaped."""
    if text.isprintable():
        return text
    return text.translate(_LINE)


def json_text(text: str) -> str:
    """A JSON document with DEL, C1 and the bidirectional controls as `\\uXXXX` escapes."""
    if text.isascii() and "\x7f" not in text:
        return text
    return text.translate(_JSON)


def xml_text(text: str) -> str:
    """TEXT that XML 1.0 can hold: acting characters escaped as `block` does, and the code
    points XML forbids outright (lone surrogates, U+FFFE, U+FFFF) escaped too."""
    cleaned = block(text)
    if cleaned.isascii():
        return cleaned
    return "".join(
        _escape(ord(ch)) if 0xD800 <= ord(ch) <= 0xDFFF or ch in "\ufffe\uffff" else ch
        for ch in cleaned
    )
