"""The one path guard (files, structured edits, plan --out, unconfined binary arguments).

`PathGuard.resolve` decides: the user's path and every policy root are resolved
against the start directory with `os.path.realpath`, and containment is compared
component by component. The operations below (`read_bytes`, `replace_file`, ...)
then walk from an fd of the containing root along the already-resolved
components with `O_NOFOLLOW`, so a directory swapped for a symlink between the
decision and the use makes the walk fail and the operation is refused; nothing
is ever followed out of a root. The two steps are separate on purpose: tests
swap a directory between them to prove it.

Whatever the roots say, the runtime's own files (`home.paths.own_files`: the
Home and everything in it, the audit trail, the config and policy documents in
force, what it hands a child) are refused for every verb, also through a
symlink or a second hard link, and so is replacing a directory that holds them.
"""

from __future__ import annotations

import errno
import os
import stat

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
READ_LIMIT = 16 * 1024 * 1024

_DIRECTORY_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_LEAF_FLAGS = os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK  # a FIFO must not block a read
_SWAP_ERRNOS = (errno.ELOOP, errno.ENOTDIR)
_CHUNK = 1024 * 1024
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


class TooLarge(OSError):
    """A file over the read limit; reported, never loaded."""

    def __init__(self, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"{size} bytes, over the {_mib(limit)} read limit")
        self.size = size
        self.limit = limit


def _mib(size: int) -> str:
    return f"{size // (1024 * 1024)} MiB" if size % (1024 * 1024) == 0 else f"{size} bytes"


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
        denied = own_file_denial(given, real, self.verb, self._prefix(), follow_final, status)
        if denied is not None:
            raise denied

    def own_denial(self, given: str, own: str, real: str) -> PathDenied:
        return _own_denial(self._prefix(), given, own, real)

    def _refuse_git_internals(self, given: str, below: tuple[str, ...]) -> None:
        """.git/config and hooks decide what programs git runs: never written from here."""
        if self.rule == WRITE_RULE and GIT_DIRECTORY in below:
            raise PathDenied(
                self.rule,
                f"{self._prefix()}{given} is inside a .git directory; "
                "git's own files change only through git",
            )

    def _real_path(self, given: str, follow_final: bool) -> str:
        if "\0" in given:
            raise PathDenied(self.rule, f"{self._prefix()}{given!r} contains a NUL byte")
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

    def _prefix(self) -> str:
        return f"policy denied {self.action}: "

    def _roots_text(self) -> str:
        return f"{self.rule} [{', '.join(self.roots)}]"

    def outside_message(self, given: str, real: str) -> str:
        return f"{self._prefix()}{given} resolves to {real}, outside {self._roots_text()}"

    def linked_denial(self, target: Target, links: int) -> PathDenied:
        """An in-place write to a file with other hard links would change it wherever they are."""
        message = (
            f"{self._prefix()}{target.given} has {links} hard links; writing in place would "
            f"change the file under its other names, which may lie outside {self._roots_text()}"
        )
        return PathDenied(self.rule, message, target.path)

    def swap_denial(self, target: Target, where: str) -> PathDenied:
        message = (
            f"{self._prefix()}{target.given}: {where} was replaced by a symlink during the "
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
    named = own_files()
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
        own = _hard_link_to_own(real, named, status)
    return None if own is None else _own_denial(prefix, given, own, real)


def _own_denial(prefix: str, given: str, own: str, real: str) -> PathDenied:
    return PathDenied(
        OWN_FILES_RULE,
        f"{prefix}{given} is {own}, one of the runtime's own files (the Home, the audit "
        f"trail, the config and policy documents); no root reaches them ({OWN_FILES_RULE})",
        real,
    )


def own_files() -> list[str]:
    return named_own_files()


def own_path_of(real: str) -> str | None:
    """The own file (or own directory) REAL is or lies in, if any."""
    return _own_path_in(own_files(), real)


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
    return _own_inode(status, named)


def _own_inode(status: os.stat_result, named: list[str]) -> str | None:
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


# --- the walk: from the root's fd, one component at a time, never following a link ---


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


def _is_symlink(directory: int, name: str) -> bool:
    try:
        return stat.S_ISLNK(os.stat(name, dir_fd=directory, follow_symlinks=False).st_mode)
    except OSError:
        return False


def _location(target: Target, depth: int) -> str:
    return os.path.join(target.root, *target.parts[:depth]) if depth else target.root


def _open_root(target: Target) -> int:
    try:
        return os.open(target.root, _DIRECTORY_FLAGS)
    except OSError as error:
        if error.errno in _SWAP_ERRNOS and os.path.islink(target.root):
            raise target.guard.swap_denial(target, target.root) from error
        raise


def _open_child(target: Target, directory: int, depth: int, create: bool) -> int:
    name = target.parts[depth]
    try:
        return os.open(name, _DIRECTORY_FLAGS, dir_fd=directory)
    except FileNotFoundError:
        if not create:
            raise
    except OSError as error:
        if error.errno in _SWAP_ERRNOS and _is_symlink(directory, name):
            where = _location(target, depth + 1)
            raise target.guard.swap_denial(target, where) from error
        raise
    # if it appeared meanwhile, the O_NOFOLLOW open below still refuses a link
    _make_if_missing(directory, name)
    return _open_child(target, directory, depth, create=False)


def _make_if_missing(directory: int, name: str) -> bool:
    try:
        os.mkdir(name, 0o777, dir_fd=directory)
    except FileExistsError:
        return False
    return True


def open_directory(target: Target, depth: int | None = None, create: bool = False) -> int:
    """An fd of the directory TARGET.parts[:depth] (all parts by default); the caller closes it."""
    depth = len(target.parts) if depth is None else depth
    directory = _open_root(target)
    for index in range(depth):
        try:
            child = _open_child(target, directory, index, create)
        finally:
            os.close(directory)
        directory = child
    return directory


def _open_parent(target: Target, create: bool = False) -> tuple[int, str]:
    if not target.parts:
        raise IsADirectoryError(errno.EISDIR, "is a directory")
    return open_directory(target, len(target.parts) - 1, create), target.parts[-1]


def _open_leaf(target: Target, directory: int, name: str, flags: int, mode: int = 0o666) -> int:
    try:
        return os.open(name, flags | _LEAF_FLAGS, mode, dir_fd=directory)
    except OSError as error:
        if error.errno == errno.ELOOP and _is_symlink(directory, name):
            raise target.guard.swap_denial(target, target.path) from error
        if error.errno == errno.ENXIO:  # a FIFO without a reader, or a socket
            raise OSError(errno.EINVAL, "not a regular file") from error
        raise


def _require_regular(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a directory")
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _read_at_most(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while total <= limit:
        chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


# --- the operations the engine needs, each on an already decided Target ---


def read_bytes(target: Target, limit: int = READ_LIMIT) -> bytes:
    """The bytes of a regular file; TooLarge past LIMIT, never loading more than LIMIT + 1."""
    directory, name = _open_parent(target)
    try:
        fd = _open_leaf(target, directory, name, os.O_RDONLY)
    finally:
        os.close(directory)
    try:
        status = os.fstat(fd)
        _require_regular(status.st_mode)
        _refuse_own_inode(target, status)
        if status.st_size > limit:
            raise TooLarge(status.st_size, limit)
        data = _read_at_most(fd, limit)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise TooLarge(len(data), limit)
    return data


def _refuse_own_inode(target: Target, status: os.stat_result) -> None:
    """An own file linked in under the decided name since the decision: judged on the open file."""
    own = _own_inode(status, own_files())
    if own is not None:
        raise target.guard.own_denial(target.given, own, target.path)


def _existing_mode(target: Target, directory: int, name: str) -> int | None:
    try:
        status = os.stat(name, dir_fd=directory, follow_symlinks=False)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(status.st_mode):
        raise target.guard.swap_denial(target, target.path)
    _require_regular(status.st_mode)
    # a rename would bypass a read-only file's mode; refuse as an in-place write would
    if not os.access(name, os.W_OK, dir_fd=directory, follow_symlinks=False):
        raise PermissionError(errno.EACCES, "permission denied")
    return stat.S_IMODE(status.st_mode)


def _temp_name() -> str:
    return f".runtime-{os.urandom(6).hex()}.tmp"


def _discard(directory: int, name: str) -> bool:
    try:
        os.unlink(name, dir_fd=directory)
    except OSError:
        return False
    return True


def _fill_temp(
    directory: int, temp: str, data: bytes, mode: int | None, durable: bool = True
) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    fd = os.open(temp, flags, 0o666, dir_fd=directory)
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        _write_all(fd, data)
        if durable:
            os.fsync(fd)
    finally:
        os.close(fd)


def replace_file(target: Target, data: bytes, mode: int | None = None) -> int:
    """Create or overwrite atomically: a temp file in the same directory, then rename over.

    An existing file keeps its permission bits unless MODE is given. The parent must exist.
    Renaming replaces whatever is at the name (even a freshly planted link) without following it.
    """
    directory, name = _open_parent(target)
    try:
        existing = _existing_mode(target, directory, name)
        mode = existing if mode is None else mode
        temp = _temp_name()
        try:
            _fill_temp(directory, temp, data, mode)
            os.rename(temp, name, src_dir_fd=directory, dst_dir_fd=directory)
        except BaseException:
            _discard(directory, temp)
            raise
    finally:
        os.close(directory)
    return len(data)


class Staged:
    """A file's new content written beside it, waiting for commit_staged to rename it in."""

    __slots__ = ("directory", "name", "temp")

    def __init__(self, directory: int, name: str, temp: str) -> None:
        self.directory = directory
        self.name = name
        self.temp = temp


def stage_file(target: Target, data: bytes) -> Staged:
    """The first half of replace_file for a batch: one sync for all files, not one each."""
    directory, name = _open_parent(target)
    temp = _temp_name()
    try:
        _fill_temp(directory, temp, data, _existing_mode(target, directory, name), durable=False)
    except BaseException:
        _discard(directory, temp)
        os.close(directory)
        raise
    return Staged(directory, name, temp)


def commit_staged(batch: list[Staged]) -> None:
    """Make every staged file durable with one sync, then rename each over its target."""
    try:
        if batch:
            os.sync()
        for staged in batch:
            os.rename(
                staged.temp, staged.name, src_dir_fd=staged.directory, dst_dir_fd=staged.directory
            )
    finally:
        discard_staged(batch)


def discard_staged(batch: list[Staged]) -> None:
    for staged in batch:
        _discard(staged.directory, staged.temp)
        os.close(staged.directory)
    batch.clear()


def _open_for_append(target: Target, directory: int, name: str) -> tuple[int, bool]:
    """The existing file (the common case: one open), else a new one; True if created."""
    flags = os.O_WRONLY | os.O_APPEND
    try:
        return _open_leaf(target, directory, name, flags), False
    except FileNotFoundError:
        pass
    try:
        return _open_leaf(target, directory, name, flags | os.O_CREAT | os.O_EXCL), True
    except FileExistsError:  # created meanwhile: open it as it now is (never through a link)
        return _open_leaf(target, directory, name, flags), False


def append_bytes(target: Target, data: bytes) -> bool:
    """Add DATA after the existing bytes (O_APPEND); create the file if missing. True if created.

    A file with other hard links is refused: they may name it outside every root.
    (replace_file and staged edits rename a new file in, so they never write through a link.)
    """
    directory, name = _open_parent(target)
    try:
        fd, created = _open_for_append(target, directory, name)
    finally:
        os.close(directory)
    try:
        status = os.fstat(fd)
        _require_regular(status.st_mode)
        if status.st_nlink > 1:
            raise target.guard.linked_denial(target, status.st_nlink)
        _write_all(fd, data)
    finally:
        os.close(fd)
    return created


def _kind(mode: int) -> str:
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "dir"
    if stat.S_ISLNK(mode):
        return "symlink"
    return "other"


def _printable(name: str) -> str:
    """Undecodable bytes in a name become \\xNN escapes, so the listing is always valid text."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def list_directory(target: Target) -> list[tuple[str, str, int]]:
    """(name, type, size) of each entry, sorted by name, as lstat reports them (no following)."""
    directory = open_directory(target)
    entries: list[tuple[str, str, int]] = []
    try:
        with os.scandir(directory) as scan:
            for entry in scan:
                try:
                    status = entry.stat(follow_symlinks=False)
                except FileNotFoundError:
                    continue  # removed while listing
                entries.append((_printable(entry.name), _kind(status.st_mode), status.st_size))
    finally:
        os.close(directory)
    return sorted(entries)


def unlink_file(target: Target) -> None:
    """Remove a file (or a symlink itself), never a directory."""
    directory, name = _open_parent(target)
    try:
        if stat.S_ISDIR(os.stat(name, dir_fd=directory, follow_symlinks=False).st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a directory")
        os.unlink(name, dir_fd=directory)
    finally:
        os.close(directory)


def _already_directory(target: Target, directory: int, name: str) -> None:
    mode = os.stat(name, dir_fd=directory, follow_symlinks=False).st_mode
    if stat.S_ISLNK(mode):
        raise target.guard.swap_denial(target, target.path)
    if not stat.S_ISDIR(mode):
        raise FileExistsError(errno.EEXIST, "file exists and is not a directory")


def make_directory(target: Target, parents: bool = False) -> bool:
    """Create the directory (and, with PARENTS, missing parents). True if it was created.

    An existing directory is an error without PARENTS and fine with it.
    """
    if not target.parts:
        if parents:
            return False
        raise FileExistsError(errno.EEXIST, "file exists")
    directory, name = _open_parent(target, create=parents)
    try:
        os.mkdir(name, 0o777, dir_fd=directory)
    except FileExistsError:
        if not parents:
            raise
        _already_directory(target, directory, name)
        return False
    finally:
        os.close(directory)
    return True


# --- a child without the sandbox ----------------------------------------------------------


def unconfined_argument_denial(
    args: Sequence[str], policy: Policy, cwd: str, action: str, *, own_cwd: bool = False
) -> PathDenied | None:
    """Without a working sandbox a child reaches whatever its user can, so every argument
    that names a path is held to the roots and the own files here, as a files path is.

    A word names a path when something exists there, or when it has a directory part
    whose directory exists (a destination such as `git clone SRC DIR`, `git init DIR`);
    an option's value (`--opt=VALUE`, `-oVALUE` with a directory part) counts as a word,
    and so does the file of `key=@FILE` or `@FILE` (gh api -F, curl -d).
    An existing path must lie in a root and not be one of the runtime's own files; a
    destination must lie in a write root. The working directory must lie in a root too,
    unless it is OWN_CWD (a private empty directory the runtime made for the child: gh,
    the auth tools).
    """
    readable_roots = [os.path.join(cwd, root) for root in (*policy.read_roots, *policy.write_roots)]
    writable_roots = [os.path.join(cwd, root) for root in policy.write_roots]
    try:
        if not own_cwd:
            PathGuard(readable_roots, READ_RULE, cwd, "read", action).resolve(".")
        for base in _base_directories(args, cwd):
            readable = PathGuard(readable_roots, READ_RULE, base, "read", action)
            writable = PathGuard(writable_roots, WRITE_RULE, base, "write", action)
            for word in args:
                _judge_word(readable, writable, base, word)
    except PathDenied as denied:
        return denied
    return None


_CHDIR_OPTIONS = ("-chdir=", "--chdir=", "--directory=", "-C=")


def _base_directories(args: Sequence[str], cwd: str) -> list[str]:
    """The directories a tool reads its words from: where it starts, and each directory
    it is told to change to first (`git -C DIR`, cumulative as git reads them; terraform
    `-chdir=DIR`; `--directory=DIR`). Every word is judged from each of them."""
    bases = [cwd]
    current = cwd
    for index, word in enumerate(args):
        value = None
        if word == "-C" and index + 1 < len(args):
            value = args[index + 1]
        elif word.startswith(_CHDIR_OPTIONS):
            value = word.partition("=")[2]
        if value:
            current = os.path.join(current, value)
            bases.append(current)
    return bases


DESCRIPTOR_RULE = "process descriptors"
_DESCRIPTOR_DIRECTORIES = frozenset({"fd", "fdinfo", "map_files"})


def _refuse_descriptor(guard: PathGuard, word: str, path: str) -> None:
    """Another process's open files (`/proc/<pid>/fd/N`, `/dev/fd/N`) are not paths: opening
    one reaches whatever that process holds (gh's private hosts file, a pipe), whatever the
    roots say. Also through a link: what a descriptor link names does not exist as a path."""
    real = os.path.realpath(path)
    if not any(_is_descriptor(name) for name in (*_link_chain(path), real)):
        return
    raise PathDenied(
        DESCRIPTOR_RULE,
        f"{guard._prefix()}{word} names a process's open file ({real}); without the sandbox "
        f"a child may not open descriptors by path ({DESCRIPTOR_RULE})",
        real,
    )


def _link_chain(path: str) -> list[str]:
    """PATH and each name its links point at in turn (a bounded walk: 40 hops, as the kernel)."""
    names = [os.path.normpath(path)]
    for _ in range(40):
        try:
            target = os.readlink(names[-1])
        except OSError:
            break
        names.append(os.path.normpath(os.path.join(os.path.dirname(names[-1]), target)))
    return names


def _is_descriptor(name: str) -> bool:
    parts = name.split("/")
    if len(parts) > 3 and parts[1] == "proc" and parts[3] in _DESCRIPTOR_DIRECTORIES:
        return True
    if name in ("/dev/fd", "/dev/stdin") or name.startswith("/dev/fd/"):
        return True
    # what a descriptor link names when it is no path: a memory file, a deleted file
    return name.startswith("/memfd:") or (name.endswith(" (deleted)") and not os.path.exists(name))


def _judge_word(readable: PathGuard, writable: PathGuard, cwd: str, word: str) -> None:
    if word.startswith("--"):
        value = word.partition("=")[2]
    elif word.startswith("-"):  # a short option's value written on (`-o/out`, `-L../lib`)
        value = word[2:].removeprefix("=") if "/" in word else ""
    else:
        value = word
    if "@" in value:  # gh's and curl's `key=@FILE` / `@FILE`: the file is read and sent
        head, at, named = value.partition("@")
        value = named if at and (head == "" or head.endswith("=")) else value
    for scheme in ("file://", "git::file://"):  # a local repository named as a URL
        if value.startswith(scheme):
            value = value.removeprefix(scheme).removeprefix("localhost")
    if not value or "\0" in value or "://" in value:
        return
    path = os.path.join(cwd, value)
    _refuse_descriptor(readable, word, path)
    if os.path.lexists(path):
        readable.resolve(value)
        return
    parent = os.path.dirname(path.rstrip("/"))
    if "/" in value.rstrip("/") and os.path.isdir(parent) and os.path.realpath(parent) != "/":
        writable.resolve(value, follow_final=False)
