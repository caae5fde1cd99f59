"""The one `${name}` grammar: the compiler, substitution and operation matching read it here.

A placeholder opens at `${`; its name runs to the first `}` after that. When the name
is an input name (an ASCII letter or `_`, then letters, digits, `_` or `-`) the text
`${name}` is a placeholder. Otherwise everything up to and including that `}` is
literal text and scanning goes on after it, so `${{ x }}` (GitHub Actions), `${}` and
`${a${b}}` hold no placeholder. An opening with no `}` after it is literal, and so is
the rest of the word. There is no escape: `$${x}` is a `$` before the placeholder x.

A leaf: it imports nothing of the package.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

OPEN = "${"
CLOSE = "}"


def is_input_name(name: str) -> bool:
    """A name an input may have, and so a placeholder may name."""
    if not name or not (name[0].isalpha() or name[0] == "_"):
        return False
    return all(ch.isalnum() or ch in "_-" for ch in name) and name.isascii()


def spans(word: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, name) of each placeholder in WORD, in order; `word[start:end]` is it."""
    start = word.find(OPEN)
    while start >= 0:
        close = word.find(CLOSE, start + len(OPEN))
        if close < 0:
            return
        name = word[start + len(OPEN) : close]
        if is_input_name(name):
            yield start, close + 1, name
        start = word.find(OPEN, close + 1)


def names(word: str) -> list[str]:
    """The names of WORD's placeholders, in order, repeats included."""
    return [name for _, _, name in spans(word)]


def is_whole(word: str) -> bool:
    """WORD is one placeholder and nothing else."""
    found = next(spans(word), None) if word.startswith(OPEN) else None
    return found is not None and found[0] == 0 and found[1] == len(word)


def replace(word: str, value_of: Callable[[str], str | None]) -> str:
    """WORD with each placeholder whose VALUE_OF is not None replaced by it; the rest as written."""
    if OPEN not in word:
        return word
    out: list[str] = []
    cursor = 0
    for start, end, name in spans(word):
        value = value_of(name)
        if value is not None:
            out += (word[cursor:start], value)
            cursor = end
    out.append(word[cursor:])
    return "".join(out)


def probe(word: str) -> str:
    """WORD with every placeholder replaced by a neutral word, for checks of its shape."""
    return replace(word, _probe_value)


def _probe_value(_: str) -> str:
    return "probe"
