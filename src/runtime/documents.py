"""Reading a document the runtime is named (config, policy, capability, plan, kubeconfig):
a regular file, or a refusal, before a byte is read.

open() of a FIFO blocks until a writer comes (a FIFO named as the policy file hung every
command), and a device can stream forever; so the file is opened without blocking, its
type checked on the descriptor that will be read, and anything but a regular file refused
as an OSError whose strerror says what it is. Reads stop after LIMIT + 1 bytes, so the
caller sees a document that is too large and never reads one without end.
"""

from __future__ import annotations

import errno
import os
import stat

_KINDS = (
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISDIR, "a directory"),
)
_FLAGS = os.O_RDONLY | os.O_CLOEXEC | os.O_NONBLOCK | os.O_NOCTTY


class NotRegularFile(OSError):
    """The path names something other than a regular file: refused, nothing read."""


def read_document(path: str, limit: int | None = None) -> bytes:
    """PATH's bytes (at most LIMIT + 1 of them when LIMIT is given); NotRegularFile when
    PATH is not a regular file, another OSError when it cannot be read."""
    fd = os.open(path, _FLAGS)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in _KINDS if test(mode)), "not a file")
            raise NotRegularFile(errno.EINVAL, f"it is {kind}, not a regular file", path)
        return _read_all(fd, None if limit is None else limit + 1)
    finally:
        os.close(fd)


def _read_all(fd: int, most: int | None) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while most is None or total < most:
        chunk = os.read(fd, 1 << 20 if most is None else min(1 << 20, most - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)
