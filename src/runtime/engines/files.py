"""How the runtime touches the user's files: every system call on a decided path.

`policy.pathguard` decides (a `Target`: the real path, the root that contains it, the
components below it); the operations here then walk from an fd of that root along the
already-resolved components with `O_NOFOLLOW`, so a directory swapped for a symlink
between the decision and the use makes the walk fail and the operation is refused;
nothing is ever followed out of a root. The two steps are separate on purpose: tests
swap a directory between them to prove it. An open file is judged again where only
the open file can tell (a second hard link to one of the runtime's own files).
"""

from __future__ import annotations

import errno
import os
import stat

from runtime.policy.pathguard import own_inode, own_inode_files

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.policy.pathguard import Target

READ_LIMIT = 16 * 1024 * 1024

_DIRECTORY_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_LEAF_FLAGS = os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK  # a FIFO must not block a read
_SWAP_ERRNOS = (errno.ELOOP, errno.ENOTDIR)
_CHUNK = 1024 * 1024


class TooLarge(OSError):
    """A file over the read limit; reported, never loaded."""

    def __init__(self, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"{size} bytes, over the {_mib(limit)} read limit")
        self.size = size
        self.limit = limit


def _mib(size: int) -> str:
    return f"{size // (1024 * 1024)} MiB" if size % (1024 * 1024) == 0 else f"{size} bytes"


# --- the walk: from the root's fd, one component at a time, never following a link ---


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
    own = own_inode(status, own_inode_files())
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
