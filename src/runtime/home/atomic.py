"""Writing a file so that no reader, and no second writer, ever sees half of it."""

from __future__ import annotations

import os


def write_atomic(path: str, data: bytes, mode: int = 0o644, *, durable: bool = False) -> None:
    """Write DATA to a private temporary file beside PATH, then rename it over PATH.

    The rename alone keeps readers and concurrent writers from seeing half a file;
    DURABLE adds an fsync for files a power cut must not empty. The Home's
    release-owned files do without it: the next `runtime bootstrap` rewrites them.
    """
    directory = os.path.dirname(path) or "."
    temporary = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}.tmp")
    # The name is private to this process; O_NOFOLLOW refuses a planted symlink.
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(temporary, flags, mode)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        if os.path.lexists(temporary):
            os.unlink(temporary)
        raise
