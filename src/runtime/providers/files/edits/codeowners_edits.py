"""Adding an owner to CODEOWNERS rules, changing nothing but the inserted text."""

from __future__ import annotations

import re

from .result import EditError, EditResult, Splice, apply_splices

_USER_OR_TEAM = re.compile(r"@[A-Za-z0-9](?:[A-Za-z0-9-]*)(?:/[A-Za-z0-9][A-Za-z0-9._-]*)?")
_EMAIL = re.compile(r"[A-Za-z0-9.!$%&'*+=?^_`{|}~/-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")


class _Word:
    __slots__ = ("end", "raw", "start")

    def __init__(self, start: int, end: int, raw: str) -> None:
        self.start = start  # offsets in the whole text
        self.end = end
        self.raw = raw


class _Rule:
    __slots__ = ("owners", "pattern", "separators")

    def __init__(self, pattern: _Word, owners: list[_Word], separators: list[str]) -> None:
        self.pattern = pattern
        self.owners = owners
        self.separators = separators  # the whitespace before each owner


def add_owner(text: str, pattern: str, owner: str) -> EditResult:
    """Add ``owner`` to every rule line whose pattern is ``pattern``.

    A rule is ``PATTERN OWNER... # comment``; lines starting with ``#`` are comments
    and ``\\#`` escapes a ``#``. The pattern compares exactly, as written or with
    its escapes removed. The owner goes after the last owner (before a trailing
    comment), separated like the owners already on the line (one space when there
    is at most one). Owners compare case-insensitively, as on GitHub: a rule that
    already lists the owner is counted and left untouched, so the edit is
    idempotent. ``matches`` counts the rule lines with the pattern (GitHub applies
    only the last of duplicates, but each one is updated). Raises EditError when
    ``owner`` is not ``@user``, ``@org/team`` or an email address.
    """
    _check_owner(owner)
    if not pattern.strip():
        raise EditError("the CODEOWNERS pattern must not be empty")
    splices: list[Splice] = []
    matches = 0
    for rule in _rules(text):
        if pattern not in (rule.pattern.raw, _unescaped(rule.pattern.raw)):
            continue
        matches += 1
        if not any(word.raw.lower() == owner.lower() for word in rule.owners):
            last = rule.owners[-1] if rule.owners else rule.pattern
            splices.append(Splice(last.end, last.end, _separator(rule) + owner))
    new_text = apply_splices(text, splices)
    return EditResult(text=new_text, matches=matches, changed=new_text != text)


def _check_owner(owner: str) -> None:
    if _USER_OR_TEAM.fullmatch(owner) or _EMAIL.fullmatch(owner):
        return
    raise EditError(f"invalid owner {owner!r}: expected @user, @org/team or an email address")


def _separator(rule: _Rule) -> str:
    if len(rule.separators) >= 2:
        return rule.separators[-1]
    return "\t" if rule.separators and set(rule.separators[0]) == {"\t"} else " "


def _unescaped(raw: str) -> str:
    return re.sub(r"\\(.)", r"\1", raw)


def _rules(text: str) -> list[_Rule]:
    rules: list[_Rule] = []
    offset = 0
    for line in text.split("\n"):
        rule = _rule(line.rstrip("\r"), offset)
        if rule is not None:
            rules.append(rule)
        offset += len(line) + 1
    return rules


def _rule(line: str, offset: int) -> _Rule | None:
    words: list[_Word] = []
    separators: list[str] = []
    pos = 0
    while pos < len(line):
        blank_end = _skip_blanks(line, pos)
        if blank_end >= len(line) or line[blank_end] == "#":
            break  # end of line, or a comment (which starts a word, unescaped)
        end = _word_end(line, blank_end)
        separators.append(line[pos:blank_end])
        words.append(_Word(offset + blank_end, offset + end, line[blank_end:end]))
        pos = end
    if not words:
        return None
    return _Rule(words[0], words[1:], separators[1:])


def _skip_blanks(line: str, pos: int) -> int:
    while pos < len(line) and line[pos] in " \t":
        pos += 1
    return pos


def _word_end(line: str, pos: int) -> int:
    while pos < len(line) and line[pos] not in " \t":
        pos += 2 if line[pos] == "\\" else 1
    return min(pos, len(line))
