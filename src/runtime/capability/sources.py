"""Finding capability files: by path, by directory, or by name.

A word starting with `./`, `../` or `/` is a path and nothing else. Any other
word is a name (`gcp/gcp-network-inventory`, with or without `.md`) looked up in
the configured sources in order, then in the Home's capability cache; the first
source holding the name wins. A word that is also an existing file relative to
the working directory is ambiguous (the caller says which with `./`); a word
that names no capability but is such a file is that file.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

SKIPPED_NAMES = ("readme.md",)
CACHE_SOURCE = "cache"


class Target:
    """One thing the user named, resolved to a file (or not found)."""

    __slots__ = ("file", "named")

    def __init__(self, named: str, file: str | None) -> None:
        self.named = named
        self.file = file


class Candidate:
    """A capability file a name can resolve to, in one source."""

    __slots__ = ("digest", "name", "path", "source", "winner")

    def __init__(self, name: str, source: str, path: str) -> None:
        self.name = name
        self.source = source
        self.path = path
        self.digest: str | None = None
        self.winner = False

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "source": self.source,
            "path": self.path,
            "digest": self.digest,
            "winner": self.winner,
        }


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
        path = os.path.join(cwd, word)
        if os.path.isdir(path):
            targets += [Target(file, file) for file in _walk_markdown(os.path.normpath(path))]
        else:
            targets.append(Target(word, find_one(word, cwd)))
    return targets


EXPLICIT_PREFIXES = ("./", "../", "/")


class Lookup:
    """What a word resolved to, or every place it was looked for, or both candidates."""

    __slots__ = ("by_name", "by_path", "searched")

    def __init__(self) -> None:
        self.by_path: str | None = None
        self.by_name: str | None = None
        self.searched: list[str] = []

    @property
    def ambiguous(self) -> bool:
        return self.by_path is not None and self.by_name is not None

    @property
    def file(self) -> str | None:
        return None if self.ambiguous else (self.by_path or self.by_name)


def look_up(word: str, cwd: str) -> Lookup:
    found = Lookup()
    path = os.path.normpath(os.path.join(cwd, word))
    found.searched.append(f"{path} (a file relative to the working directory)")
    if os.path.isfile(path):
        found.by_path = path
    if word.startswith(EXPLICIT_PREFIXES) or word == "..":
        return found
    relative = name_to_relative(word)
    if relative is None:
        return found
    for source, directory in search_order():
        candidate = os.path.join(directory, relative)
        found.searched.append(f"{candidate} (source {source})")
        if os.path.isfile(candidate):
            found.by_name = candidate
            break
    return found


def find_one(word: str, cwd: str) -> str | None:
    """The one file WORD names; None when it names none or is ambiguous (see look_up)."""
    return look_up(word, cwd).file


def find_by_name(word: str) -> str | None:
    """The winning file for a capability name, or None (raises ConfigInvalid on a bad config)."""
    relative = name_to_relative(word)
    if relative is None:
        return None
    for _, directory in search_order():
        candidate = os.path.join(directory, relative)
        if os.path.isfile(candidate):
            return candidate
    return None


def name_to_relative(word: str) -> str | None:
    """`gcp/x` or `gcp/x.md` -> `gcp/x.md`; None for anything that is not a plain name."""
    if not word or word.startswith(("/", "~")) or "\\" in word or "\x00" in word:
        return None
    parts = word.split("/")
    if any(not part or part.startswith(".") for part in parts):
        return None
    return word if word.endswith(".md") else word + ".md"


def search_order() -> list[tuple[str, str]]:
    """(source name, directory): the configured sources in order, then the cache."""
    from runtime.home.config import capability_sources
    from runtime.home.paths import capabilities_dir

    order = [(source.name, source.dir) for source in capability_sources()]
    order.append((CACHE_SOURCE, capabilities_dir()))
    return order


def all_candidates() -> list[Candidate]:
    """Every capability in every source, the winner of each name marked, digests filled."""
    candidates: list[Candidate] = []
    seen: set[str] = set()
    for source, directory in search_order():
        if not os.path.isdir(directory):
            continue
        for path in _walk_markdown(directory):
            name = os.path.relpath(path, directory).replace(os.sep, "/").removesuffix(".md")
            candidate = Candidate(name, source, path)
            candidate.winner = name not in seen
            seen.add(name)
            candidate.digest = _digest(path)
            candidates.append(candidate)
    # by name; a stable sort keeps each name's candidates in resolution order, winner first
    return sorted(candidates, key=lambda candidate: candidate.name)


def _digest(path: str) -> str | None:
    """The same digest validate reports: sha256 of the file's bytes."""
    from runtime.digest import sha256_hex
    from runtime.documents import read_document

    try:
        return "sha256:" + sha256_hex(read_document(path))
    except OSError:
        return None
