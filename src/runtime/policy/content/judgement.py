"""A content judge's answer, the order of effects, and how a path reads to a server."""

from __future__ import annotations

# Weakest first: several operations or statements take the strongest.
ORDER = ("read", "write", "delete", "exec")

# A judged content larger than this is refused unread (no document a tool sends is).
MAX_CONTENT = 1024 * 1024


class Judgement:
    """What a content does (EFFECT), or why it is refused (REFUSAL, its effect then `write`:
    never a read); WHAT names the content's kind in messages."""

    __slots__ = ("effect", "refusal", "what")

    def __init__(self, what: str, effect: str, refusal: str | None = None) -> None:
        self.what = what
        self.effect = effect
        self.refusal = refusal

    @classmethod
    def refused(cls, what: str, why: str) -> Judgement:
        return cls(what, "write", why)

    def __repr__(self) -> str:
        refused = f", refused: {self.refusal}" if self.refusal else ""
        return f"Judgement({self.what}: {self.effect}{refused})"


def strongest(effects: list[str]) -> str:
    """The strongest of EFFECTS (read when there are none)."""
    return max(effects, key=ORDER.index, default="read")


def path_segments(path: str, base: tuple[str, ...] = ()) -> list[str]:
    """An HTTP path's segments as a server reads them: the query and fragment dropped, `%`
    escapes decoded (nested ones too: a proxy and a server may each decode once), lower
    case, empty and `.` segments dropped, `..` taking back the one before (from BASE, the
    prefix the path is appended to)."""
    segments = list(base)
    for segment in _unescape(path.partition("?")[0].partition("#")[0]).lower().split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if segments:
                segments.pop()
            continue
        segments.append(segment)
    return segments


_HEX = frozenset(b"0123456789abcdefABCDEF")


def _unescape(text: str) -> str:
    for _ in range(3):
        if "%" not in text:
            return text
        out, index = bytearray(), 0
        raw = text.encode("utf-8", "surrogateescape")
        while index < len(raw):
            pair = raw[index + 1 : index + 3]
            if raw[index] == 0x25 and len(pair) == 2 and all(c in _HEX for c in pair):
                out.append(int(pair, 16))
                index += 3
            else:
                out.append(raw[index])
                index += 1
        text = out.decode("utf-8", "surrogateescape")
    return text
