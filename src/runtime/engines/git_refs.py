"""Whether a word names a revision in the repository a git child will use: read from its refs.

`git checkout NAME` switches branches when NAME is a revision and throws away the changes
to the path NAME otherwise. The runtime answers the question git asks first, by reading the
repository's refs, never by running git: the loose refs under the common directory (and the
per-worktree ones under a linked worktree's own git directory) and `packed-refs`, each file
through the one path guard (a repository outside the read roots has no refs here). A word
found is then written `NAME --`, which git reads as a revision only (a ref that vanished
between this reading and the child makes git fail, never read a path); a word not found
stays the floor's conservative reading, a path.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.model import Policy

# Words that can only name a revision: the previous branch, HEAD and its short spelling.
_ALWAYS_REVISIONS = frozenset({"-", "@", "HEAD"})
# Refs that live in each worktree's own git directory, not the common one.
_PER_WORKTREE = ("HEAD", "refs/bisect/", "refs/worktree/", "refs/rewritten/")
_REF_LIMIT = 4096
_PACKED_LIMIT = 64 * 1024 * 1024
_HEX = frozenset("0123456789abcdef")
_FORBIDDEN = frozenset(" ~^:?*[\\\x7f")


def revision(
    name: str, directories: Sequence[str], cwd: str, policy: Policy
) -> tuple[str, str] | None:
    """(the ref NAME resolves to, the file that says so) in the repository git reaches from
    CWD through DIRECTORIES (each `-C DIR`, cumulative), as git's rev-parse rules look a short
    name up, then checkout's guess of a remote-tracking branch; None when none is there."""
    if name in _ALWAYS_REVISIONS or (name.startswith("@{-") and name.endswith("}")):
        return name, "(a revision by its spelling)"
    if not _is_ref_name(name):
        return None
    start = cwd
    for directory in directories:
        start = os.path.join(start, directory)
    found = _git_directories(start)
    if found is None:
        return None
    refs = _Refs(*found, policy, cwd)
    for ref in _candidates(name):
        where = refs.find(ref)
        if where is not None:
            return ref, where
    return refs.remote_tracking(name)


def _git_directories(start: str) -> tuple[str, str] | None:
    """(git directory, common directory) of the repository containing START."""
    from runtime.engines.git_repository import discover

    repository = discover(start)
    return None if repository is None else (repository.git_dir, repository.common)


def _candidates(name: str) -> list[str]:
    """git's ref_rev_parse_rules for NAME, in its order."""
    full = [name] if name == "HEAD" or name.startswith("refs/") else []
    return [
        *full, f"refs/{name}", f"refs/tags/{name}", f"refs/heads/{name}",
        f"refs/remotes/{name}", f"refs/remotes/{name}/HEAD",
    ]  # fmt: skip


def _is_ref_name(name: str) -> bool:
    """What git check-ref-format accepts (a word it refuses can only be a path)."""
    if not name or name.startswith(("/", "-")) or name.endswith(("/", ".", ".lock")):
        return False
    if ".." in name or "//" in name or "@{" in name or name == "@":
        return False
    if any(ord(char) < 32 or char in _FORBIDDEN for char in name):
        return False
    return not any(part.startswith(".") or part.endswith(".lock") for part in name.split("/"))


class _Refs:
    """The refs of one repository, each file read through the path guard."""

    __slots__ = ("common", "git_dir", "guard", "packed")

    def __init__(self, git_dir: str, common: str, policy: Policy, cwd: str) -> None:
        from runtime.policy.pathguard import PathGuard

        self.git_dir = git_dir
        self.common = common
        self.guard = PathGuard.reading(policy, cwd, "read", "git checkout reading the refs")
        self.packed: list[str] | None = None

    def find(self, ref: str) -> str | None:
        """The file that holds REF (its loose file, or packed-refs), or None."""
        directory = self.git_dir if ref.startswith(_PER_WORKTREE) else self.common
        loose = os.path.join(directory, ref)
        if _is_ref_content(self._read(loose, _REF_LIMIT)):
            return loose
        if ref in self._packed():
            return os.path.join(self.common, "packed-refs")
        return None

    def remote_tracking(self, name: str) -> tuple[str, str] | None:
        """checkout's guess: NAME as a branch of a remote (`origin/NAME`), made a local one."""
        for remote in self._remotes():
            found = self.find(f"refs/remotes/{remote}/{name}")
            if found is not None:
                return f"refs/remotes/{remote}/{name}", found
        suffix = f"/{name}"
        for ref in self._packed():
            if ref.startswith("refs/remotes/") and ref.endswith(suffix) and ref.count("/") == 3:
                return ref, os.path.join(self.common, "packed-refs")
        return None

    def _remotes(self) -> list[str]:
        from runtime.engines import files
        from runtime.policy.pathguard import PathDenied

        remotes = os.path.join(self.common, "refs", "remotes")
        try:
            entries = files.list_directory(self.guard.resolve(remotes))
        except (PathDenied, OSError):
            return []
        return sorted(name for name, kind, _ in entries if kind == "dir")

    def _packed(self) -> list[str]:
        if self.packed is None:
            data = self._read(os.path.join(self.common, "packed-refs"), _PACKED_LIMIT) or b""
            lines = data.decode("utf-8", "replace").splitlines()
            self.packed = [
                line.split(" ", 1)[1]
                for line in lines
                if line and line[0] not in "#^" and " " in line and _is_oid(line.split(" ")[0])
            ]
        return self.packed

    def _read(self, path: str, limit: int) -> bytes | None:
        from runtime.engines import files
        from runtime.policy.pathguard import PathDenied

        try:
            return files.read_bytes(self.guard.resolve(path), limit)
        except (PathDenied, OSError):
            return None


def _is_ref_content(data: bytes | None) -> bool:
    """A loose ref file's content as git reads it: an object id, or `ref: ` and a ref."""
    if data is None:
        return False
    text = data.decode("ascii", "replace").strip()
    return _is_oid(text) or (text.startswith("ref: refs/") and "\n" not in text)


def _is_oid(text: str) -> bool:
    return len(text) in (40, 64) and set(text) <= _HEX
