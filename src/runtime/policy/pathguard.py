"""The one path guard's judging: what a path may be (files, structured edits, plan --out).

`PathGuard.resolve` decides: the user's path and every policy root are resolved
against the start directory with `os.path.realpath`, and containment is compared
component by component. The decided `Target` is then used by `engines.files`, which
walks from an fd of the containing root along the already-resolved components, never
following a link; `policy.unconfined` holds the arguments of a binary that runs
without the sandbox to the same roots.

Whatever the roots say, the runtime's own files (`home.paths.own_files`: the
Home and everything in it, the audit trail, the config and policy documents in
force, what it hands a child) are refused for every verb, also through a
symlink or a second hard link, and so is replacing a directory that holds them.
"""

from __future__ import annotations

import os
import stat

from runtime.home.paths import own_code
from runtime.home.paths import own_files as named_own_files

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.model import Policy

READ_RULE = "file_policy.read_roots"
WRITE_RULE = "file_policy.write_roots"
OWN_FILES_RULE = "runtime own files"
# Verbs that would replace or remove a directory named exactly: refused on an ancestor of
# the runtime's own files, which would move them (the parents of a deeper path are untouched).
_REPLACING_VERBS = frozenset({"write", "append", "delete", "mkdir"})
# a status argument's "not looked at yet" (its None says "looked: nothing there")
_UNSEEN = object()


GIT_DIRECTORY = ".git"


class PathDenied(Exception):
    """A path the policy refuses; `rule` names the file_policy key that decided."""

    __slots__ = ("message", "path", "rule")

    def __init__(self, rule: str, message: str, path: str = "") -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.path = path


def _components(path: str) -> tuple[str, ...]:
    return tuple(filter(None, path.split("/")))


def _contains(root: tuple[str, ...], path: tuple[str, ...]) -> bool:
    return path[: len(root)] == root


class Target:
    """A decided path: its real location, the root that contains it, the parts below that root."""

    __slots__ = ("given", "guard", "parts", "path", "root")

    def __init__(
        self, guard: PathGuard, given: str, path: str, root: str, parts: tuple[str, ...]
    ) -> None:
        self.guard = guard
        self.given = given
        self.path = path
        self.root = root
        self.parts = parts

    @property
    def allow_rule(self) -> str:
        return f'{self.guard.rule} "{self.root}"'


class PathGuard:
    """Roots of one kind (read or write) for one operation, resolved against `cwd`."""

    __slots__ = ("action", "cwd", "looked", "real_cwd", "roots", "rule", "verb")

    def __init__(
        self, roots: Sequence[str], rule: str, cwd: str, verb: str, action: str | None = None
    ) -> None:
        self.cwd = cwd
        self.rule = rule
        self.verb = verb
        self.action = action or f"files {verb}"  # what a refusal says was denied
        # the last component _realpath looked at, and what lstat said of it (None: nothing)
        self.looked: tuple[str, os.stat_result | None] | None = None
        self.real_cwd = _real_start(cwd)
        self.roots = tuple(self._realpath(os.path.join(cwd, root)) for root in roots)

    @classmethod
    def reading(cls, policy: Policy, cwd: str, verb: str, action: str | None = None) -> PathGuard:
        return cls(policy.read_roots, READ_RULE, cwd, verb, action)

    @classmethod
    def writing(cls, policy: Policy, cwd: str, verb: str, action: str | None = None) -> PathGuard:
        return cls(policy.write_roots, WRITE_RULE, cwd, verb, action)

    def resolve(self, given: str, follow_final: bool = True) -> Target:
        """Decide on GIVEN; raise PathDenied unless its real path lies inside a root.

        With follow_final=False the last component is kept as named (a symlink
        there is the object itself, as for unlink); its parent is still resolved.
        """
        real = self._real_path(given, follow_final)
        parts = _components(real)
        for root in self.roots:
            root_parts = _components(root)
            if _contains(root_parts, parts):
                below = parts[len(root_parts) :]
                self._refuse_own_files(given, real, follow_final)
                self._refuse_git_internals(given, below)
                return Target(self, given, real, root, below)
        raise PathDenied(self.rule, self.outside_message(given, real), real)

    def _refuse_own_files(self, given: str, real: str, follow_final: bool) -> None:
        """The Home, the audit trail, the config and policy documents: whatever the roots say."""
        looked = self.looked
        # REAL's own lstat when it was the last component looked at and is no link: what
        # stat would say of it (a link there was resolved, or loops: stat it again)
        status: object = _UNSEEN
        if looked is not None and looked[0] == real:
            seen = looked[1]
            status = seen if seen is None or not stat.S_ISLNK(seen.st_mode) else _UNSEEN
        denied = own_file_denial(given, real, self.verb, self.prefix(), follow_final, status)
        if denied is not None:
            raise denied

    def own_denial(self, given: str, own: str, real: str) -> PathDenied:
        return _own_denial(self.prefix(), given, own, real)

    def _refuse_git_internals(self, given: str, below: tuple[str, ...]) -> None:
        """.git/config and hooks decide what programs git runs: never written from here."""
        if self.rule == WRITE_RULE and GIT_DIRECTORY in below:
            raise PathDenied(
                self.rule,
                f"{self.prefix()}{given} is inside a .git directory; "
                "git's own files change only through git",
            )

    def _real_path(self, given: str, follow_final: bool) -> str:
        if "\0" in given:
            raise PathDenied(self.rule, f"{self.prefix()}{given!r} contains a NUL byte")
        absolute = os.path.join(self.cwd, given).rstrip("/") or "/"
        if follow_final:
            return self._realpath(absolute)
        head, name = os.path.split(absolute)
        if name in ("", ".", ".."):
            return self._realpath(absolute)
        return os.path.join(self._realpath(head), name)

    def _realpath(self, path: str) -> str:
        """os.path.realpath(PATH), without looking again at the start directory's components.

        realpath resolves one component after another, so below the start directory it
        continues from that directory's real path: only the components past it are
        checked here, and the first link or `..` among them hands the rest to realpath.
        """
        self.looked = None
        start = self.cwd.rstrip("/") + "/"
        if path != self.cwd and not path.startswith(start):
            return os.path.realpath(path)
        real = self.real_cwd
        below = path[len(start) :].split("/") if path.startswith(start) else []
        for index, name in enumerate(below):
            if name in ("", "."):
                continue
            candidate = real.rstrip("/") + "/" + name
            if name == "..":
                return os.path.realpath(os.path.join(real, *below[index:]))
            status = _lstat(candidate)
            self.looked = (candidate, status)
            if status is not None and stat.S_ISLNK(status.st_mode):
                return os.path.realpath(os.path.join(real, *below[index:]))
            real = candidate
        return real

    def prefix(self) -> str:
        return f"policy denied {self.action}: "

    def _roots_text(self) -> str:
        return f"{self.rule} [{', '.join(self.roots)}]"

    def outside_message(self, given: str, real: str) -> str:
        return f"{self.prefix()}{given} resolves to {real}, outside {self._roots_text()}"

    def linked_denial(self, target: Target, links: int) -> PathDenied:
        """An in-place write to a file with other hard links would change it wherever they are."""
        message = (
            f"{self.prefix()}{target.given} has {links} hard links; writing in place would "
            f"change the file under its other names, which may lie outside {self._roots_text()}"
        )
        return PathDenied(self.rule, message, target.path)

    def swap_denial(self, target: Target, where: str) -> PathDenied:
        message = (
            f"{self.prefix()}{target.given}: {where} was replaced by a symlink during the "
            f"operation; not followed ({self._roots_text()})"
        )
        return PathDenied(self.rule, message, target.path)


# --- the runtime's own files ---------------------------------------------------------


def own_file_denial(
    given: str,
    real: str,
    verb: str,
    prefix: str,
    follow_final: bool = True,
    status: object = _UNSEEN,
) -> PathDenied | None:
    """Why REAL may not be used for VERB: it is (or, for a replacing verb, holds) one of the
    runtime's own files, or is a second hard link to one. The one check every writer uses:
    the files provider through its roots, and the runtime's own writers (`config init
    --output`) that answer to no root. STATUS is os.stat(REAL) when the caller has it
    (None: nothing is there); by default it is asked for."""
    named = [*own_files(), *own_code()]
    own = _own_path_in(named, real)
    if own is None and verb in _REPLACING_VERBS:
        below = _below(real)
        held = next((p for p in named if p.startswith(below)), None)
        if held is not None:
            return PathDenied(
                OWN_FILES_RULE,
                f"{prefix}{given} holds {held}, one of the runtime's own files; "
                f"replacing it would move them ({OWN_FILES_RULE})",
                real,
            )
    if own is None and follow_final:
        own = _hard_link_to_own(real, own_inode_files(), status)
    return None if own is None else _own_denial(prefix, given, own, real)


def _own_denial(prefix: str, given: str, own: str, real: str) -> PathDenied:
    what = (
        "its code: interpreter, package, import path, launcher"
        if own in own_code()
        else "the Home, the audit trail, the config and policy documents"
    )
    return PathDenied(
        OWN_FILES_RULE,
        f"{prefix}{given} is {own}, one of the runtime's own files ({what}); "
        f"no root reaches them ({OWN_FILES_RULE})",
        real,
    )


def own_files() -> list[str]:
    return named_own_files()


def own_inode_files() -> list[str]:
    """What a second hard link is looked for among: the own files and directories, and the
    code's single files (the interpreter, the launcher; a code directory is not walked)."""
    return [*own_files(), *_code_files()]


def _code_files() -> list[str]:
    if not _code_files_cache:
        _code_files_cache.extend(path for path in own_code() if os.path.isfile(path))
    return _code_files_cache


_code_files_cache: list[str] = []


def own_path_of(real: str) -> str | None:
    """The own file (or own directory) REAL is or lies in, if any."""
    return _own_path_in([*own_files(), *own_code()], real)


def _below(real: str) -> str:
    """The prefix every real path inside the directory REAL starts with."""
    return real if real.endswith("/") else real + "/"


def _own_path_in(named: list[str], real: str) -> str | None:
    # real paths carry no `.`, `..` or doubled slashes: a prefix up to a slash is containment
    return next((own for own in named if real == own or real.startswith(_below(own))), None)


def _hard_link_to_own(real: str, named: list[str], status: object = _UNSEEN) -> str | None:
    """A second name for one of the runtime's own files: the same inode under a root."""
    if status is _UNSEEN:
        try:
            status = os.stat(real)
        except OSError:
            return None
    if not isinstance(status, os.stat_result):
        return None
    return own_inode(status, named)


def own_inode(status: os.stat_result, named: list[str]) -> str | None:
    """The own file STATUS (of a regular file with other names) is, if any."""
    if not stat.S_ISREG(status.st_mode) or status.st_nlink < 2:
        return None
    key = (status.st_dev, status.st_ino)
    for own in named:
        for path in _files_of(own):
            try:
                found = os.stat(path)
            except OSError:
                continue
            if (found.st_dev, found.st_ino) == key:
                return path
    return None


def _files_of(own: str) -> list[str]:
    if not os.path.isdir(own):
        return [own]
    paths = []
    for directory, _, names in os.walk(own):
        paths += [os.path.join(directory, name) for name in names]
    return paths


# --- looking at the start directory and at one component ---


def _real_start(cwd: str) -> str:
    """os.path.realpath(CWD); when CWD is the process's directory, the kernel's name for it.

    getcwd() spells the directory by its real components (no link, no `..`), so a CWD
    equal to it is its own real path: one system call instead of one lstat a component.
    """
    try:
        here = os.getcwd()
    except OSError:  # the process's directory was removed
        here = None
    return cwd if cwd == here else os.path.realpath(cwd)


def _lstat(path: str) -> os.stat_result | None:
    """What lstat says of PATH now; None when there is nothing to say (missing, unreachable)."""
    try:
        return os.lstat(path)
    except OSError:
        return None
