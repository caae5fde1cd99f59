"""One listening socket placed into a child's network namespace, from outside.

The child's namespace holds only its loopback. The runtime opens `/proc/PID/ns/net`, enters
it on a thread of its own (a network namespace is per thread) and binds `127.0.0.1:PORT`
there: the socket stays in that namespace while the runtime's process serves it. When the
runtime lacks the right to enter it directly (an unprivileged caller, whose sandbox owns a
user namespace), a forked helper enters the namespace's owning user namespace first
(`NS_GET_USERNS`), binds, and hands the socket back over `SCM_RIGHTS`. No process runs
inside the sandbox for this, and nothing of the child's can reach the runtime's side.
Python 3.11 has no os.setns: ctypes reaches the C library's.
"""

from __future__ import annotations

import contextlib
import os
import socket

CLONE_NEWNET = 0x40000000
CLONE_NEWUSER = 0x10000000
NS_GET_USERNS = 0xB701  # _IO(0xb7, 0x1)
IP_FREEBIND = 15  # bind 127.0.0.1 even before the child's loopback is up
BACKLOG = 128


class PlacementError(OSError):
    """The listener could not be placed in the child's namespace."""


def listener_in(pid: int, port: int) -> socket.socket:
    """A socket listening on 127.0.0.1:PORT inside the network namespace of PID."""
    target = os.open(f"/proc/{pid}/ns/net", os.O_RDONLY | os.O_CLOEXEC)
    try:
        try:
            return _on_a_thread(target, port)
        except PermissionError:
            return _in_a_helper(target, port)
    finally:
        os.close(target)


def _setns(fd: int, kind: int) -> None:
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if libc.setns(fd, kind) != 0:
        number = ctypes.get_errno()
        error = OSError(number, os.strerror(number))
        raise PermissionError(*error.args) if number == 1 else error


def _bound(port: int) -> socket.socket:
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        server.setsockopt(socket.SOL_IP, IP_FREEBIND, 1)
        server.bind(("127.0.0.1", port))
        server.listen(BACKLOG)
    except BaseException:
        server.close()
        raise
    return server


def _on_a_thread(target: int, port: int) -> socket.socket:
    """Enter the namespace on a fresh thread, which ends there: the process's own threads
    never change namespace, and no thread is left behind in the child's."""
    import threading

    made: list[socket.socket] = []
    failed: list[BaseException] = []

    def place() -> None:
        try:
            _setns(target, CLONE_NEWNET)
            made.append(_bound(port))
        except BaseException as error:  # re-raised on the caller's thread
            failed.append(error)

    thread = threading.Thread(target=place, name="egress-place", daemon=True)
    thread.start()
    thread.join()
    if failed:
        raise failed[0]
    return made[0]


def _in_a_helper(target: int, port: int) -> socket.socket:
    """A forked helper enters the owning user namespace (a process must be single-threaded
    to), then the network namespace, binds, and sends the socket back."""
    import array
    import fcntl

    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
    with ours, theirs:
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the helper's exit status is its whole report
            code = 1
            try:
                owner = fcntl.ioctl(target, NS_GET_USERNS)
                if not _same_namespace(owner, "/proc/self/ns/user"):
                    _setns(owner, CLONE_NEWUSER)
                _setns(target, CLONE_NEWNET)
                server = _bound(port)
                rights = array.array("i", [server.fileno()])
                theirs.sendmsg([b"+"], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, rights)])
                code = 0
            except BaseException as error:
                with contextlib.suppress(OSError):
                    theirs.send(f"-{error}".encode()[:500])
            finally:
                os._exit(code)
        try:
            message, ancillary, _, _ = ours.recvmsg(512, socket.CMSG_SPACE(4))
        finally:
            os.waitpid(pid, 0)
    descriptors = array.array("i")
    for level, kind, data in ancillary:
        if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
            descriptors.frombytes(data[: len(data) - len(data) % descriptors.itemsize])
    if not message.startswith(b"+") or not descriptors:
        reason = message[1:].decode("utf-8", "replace") or "the helper sent nothing"
        raise PlacementError(f"cannot place the proxy in the child's network namespace: {reason}")
    return socket.socket(fileno=descriptors[0])


def _same_namespace(fd: int, path: str) -> bool:
    mine = os.stat(path)
    theirs = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (theirs.st_dev, theirs.st_ino)
