# ruff: noqa: RUF001, RUF002 - the en and em dashes are what authors write between numbers
"""A capability's `## Lineage` section as data: what it re-derives, in which steps.

The seed's two forms are understood, with any dash between numbers:

    Re-derives `github/repositories` for step 1.

    Re-derives:
    - `github/repo-health` — steps 3–5
    - `files/scaffold-service-docs`, steps 9-12

Step numbers count from 1, as prose does. Only list items and lines that say
"re-derives" are read, each naming one capability in backticks: other prose and
tables are ignored. Hand-written scanning: `re` costs
more start-up time than `validate` may spend.
"""

from __future__ import annotations

DASHES = ("–", "—", "-")  # en dash, em dash, hyphen


class Entry:
    """One capability re-derived, the steps (1-based) that re-derive it, and its line."""

    __slots__ = ("line", "name", "steps")

    def __init__(self, name: str, steps: tuple[int, ...], line: int) -> None:
        self.name = name
        self.steps = steps
        self.line = line

    @property
    def key(self) -> str:
        return normalized(self.name)

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "steps": list(self.steps), "line": self.line}


def normalized(name: str) -> str:
    """`./github/x.md` and `github/x` name the same capability."""
    return name.strip().removeprefix("./").removesuffix(".md")


def parse(text: str) -> list[Entry]:
    entries: list[Entry] = []
    for number, line in _section_lines(text):
        stripped = line.strip()
        if not stripped.startswith(("- ", "* ", "+ ")) and "re-derives" not in stripped.lower():
            continue
        names = _names(line)
        if len(names) == 1:
            entries.append(Entry(names[0], _steps(line), number))
    return entries


def _section_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) inside every Lineage section, fenced blocks left out."""
    found: list[tuple[int, str]] = []
    level = 0  # the open Lineage heading's level; 0 when outside one
    fenced = False
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if fenced:
            continue
        heading = _heading_level(stripped)
        if heading:
            title = stripped[heading:].strip()
            if level and heading <= level:
                level = 0
            if title.split(" ", 1)[0].lower() == "lineage":
                level = heading
            continue
        if level:
            found.append((number, line))
    return found


def _heading_level(line: str) -> int:
    hashes = len(line) - len(line.lstrip("#"))
    return hashes if 0 < hashes <= 6 and line[hashes : hashes + 1] == " " else 0


def _names(line: str) -> list[str]:
    parts = line.split("`")
    return [part for part in parts[1:-1:2] if _is_name(part)]


def _is_name(word: str) -> bool:
    if not word or " " in word or word.startswith(("/", "~", "-")):
        return False
    return all(ch.isalnum() or ch in "/._-" for ch in word)


def _steps(line: str) -> tuple[int, ...]:
    lower = line.lower()
    start = lower.find("step")
    while start >= 0:
        after = start + 4
        if lower[after : after + 1] == "s":
            after += 1
        numbers = _numbers(line[after:])
        if numbers:
            return numbers
        start = lower.find("step", after)
    return ()


def _numbers(text: str) -> tuple[int, ...]:
    """`3–5, 7` -> (3, 4, 5, 7); stops at the first word that is not part of a list."""
    numbers: list[int] = []
    index = 0
    while True:
        index = _skip_spaces(text, index)
        first, index = _digits(text, index)
        if first is None:
            break
        last = first
        after_dash = _after_dash(text, _skip_spaces(text, index))
        if after_dash is not None:
            end, moved = _digits(text, _skip_spaces(text, after_dash))
            if end is not None:
                last, index = end, moved
        numbers += range(first, max(first, last) + 1)
        index = _skip_spaces(text, index)
        if text[index : index + 1] == ",":
            index += 1
        elif text[index : index + 4].lower() == "and ":
            index += 4
        else:
            break
    return tuple(numbers)


def _skip_spaces(text: str, index: int) -> int:
    while index < len(text) and text[index] == " ":
        index += 1
    return index


def _digits(text: str, index: int) -> tuple[int | None, int]:
    end = index
    while end < len(text) and text[end].isascii() and text[end].isdigit():
        end += 1
    return (int(text[index:end]), end) if end > index else (None, index)


def _after_dash(text: str, index: int) -> int | None:
    for dash in DASHES:
        if text.startswith(dash, index):
            return index + len(dash)
    if text[index : index + 3].lower() == "to ":
        return index + 3
    return None
