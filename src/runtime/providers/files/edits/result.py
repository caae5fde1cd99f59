"""The result type shared by every structured edit, and a unified diff for previews."""

from __future__ import annotations

# No dataclasses or typing here: the runtime keeps them off its startup path, and
# this module is what the files provider imports first when an edit runs.


class Record:
    """Value semantics (==, hash, repr) from ``__slots__``, like a frozen dataclass."""

    __slots__ = ()

    def _names(self) -> tuple[str, ...]:
        names: tuple[str, ...] = type(self).__slots__
        return names

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._names())

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Record)
            and type(other) is type(self)
            and (self._values() == other._values())
        )

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._names())
        return f"{type(self).__name__}({fields})"


class EditResult(Record):
    """The outcome of one edit on one file's text."""

    __slots__ = ("changed", "matches", "text")

    def __init__(self, text: str, matches: int, changed: bool) -> None:
        self.text = text  # the new text (== input when nothing changed)
        self.matches = matches  # how many places matched the selector (--expected-per-file)
        self.changed = changed


class EditError(Exception):
    """The file cannot be edited as asked: unparseable, ambiguous, or does not look as expected.

    The message is user-facing and names line numbers where possible.
    """


class Splice(Record):
    """Replace ``text[start:end]`` with ``replacement``."""

    __slots__ = ("end", "replacement", "start")

    def __init__(self, start: int, end: int, replacement: str) -> None:
        self.start = start
        self.end = end
        self.replacement = replacement


def apply_splices(text: str, splices: list[Splice]) -> str:
    """Apply non-overlapping splices; everything outside them is copied byte for byte."""
    pieces: list[str] = []
    cursor = 0
    for splice in sorted(splices, key=lambda s: (s.start, s.end)):
        if splice.start < cursor:
            raise EditError("internal error: two edits overlap; nothing was changed")
        pieces.append(text[cursor : splice.start])
        pieces.append(splice.replacement)
        cursor = splice.end
    pieces.append(text[cursor:])
    return "".join(pieces)


def line_of(text: str, index: int) -> int:
    """1-based line number of a character offset."""
    return text.count("\n", 0, index) + 1


def newline_of(text: str) -> str:
    """The line ending a file uses, judged by its first line break."""
    first = text.find("\n")
    return "\r\n" if first > 0 and text[first - 1] == "\r" else "\n"


def _diff_lines(text: str) -> list[str]:
    # Split on "\n" only (not str.splitlines) so a "\r" stays on its line and shows in the diff.
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def unified_diff(path: str, before: str, after: str) -> str:
    """A git-style unified diff (``a/PATH``, ``b/PATH``); empty when nothing changed."""
    import difflib  # only previews pay for it

    if before == after:
        return ""
    out: list[str] = []
    for line in difflib.unified_diff(
        _diff_lines(before), _diff_lines(after), fromfile=f"a/{path}", tofile=f"b/{path}"
    ):
        out.append(line)
        if not line.endswith("\n"):
            out.append("\n\\ No newline at end of file\n")
    return "".join(out)
