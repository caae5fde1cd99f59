"""Finding capability files: by path, by directory, or by name."""

from __future__ import annotations

import os

SKIPPED_NAMES = ("readme.md",)


class Target:
    """One thing the user named, resolved to a file (or not found)."""

    __slots__ = ("file", "named")

    def __init__(self, named: str, file: str | None) -> None:
        self.named = named
        self.file = file


def _walk_markdown(directory: str) -> list[str]:
    found: list[str] = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [
            os.path.join(root, name)
            for name in sorted(files)
            if name.endswith(".md") and name.lower() not in SKIPPED_NAMES
        ]
    return found


def expand(words: list[str], cwd: str) -> list[Target]:
    """Each word as a file, every capability under a directory, or a name."""
    targets: list[Target] = []
    for word in words:
        path = _display(word, cwd)
        if os.path.isdir(path):
            targets += [Target(file, file) for file in _walk_markdown(path)]
        else:
            targets.append(Target(word, find_one(word, cwd)))
    return targets


def _display(word: str, cwd: str) -> str:
    """The path as the user wrote it when it is relative to where runtime started."""
    if os.path.isabs(word) or cwd == os.getcwd():
        return word
    return os.path.join(cwd, word)


def find_one(word: str, cwd: str) -> str | None:
    path = _display(word, cwd)
    if os.path.isfile(path):
        return path
    if not word.endswith(".md") and os.path.isfile(path + ".md"):
        return path + ".md"
    return None
