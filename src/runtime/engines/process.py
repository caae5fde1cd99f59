"""The one subprocess wrapper of the program: no shell, own process group, bounded everything.

The child leads a new session, so a timeout or Ctrl-C kills the whole group;
a sandboxed child (engines/sandbox.py) also has its own pid namespace, which
dies with bwrap, so a grandchild that left the group dies too. Output is read
with a selector and a byte bound per stream; once the group is killed, pipes
still held by a process that left the group are abandoned after a short grace
instead of waited on.
"""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import time
from contextvars import ContextVar

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import IO, Protocol

    class Gate(Protocol):
        """A child's egress gate (engines/egress/session.Gate): opened once bwrap started."""

        @property
        def child_fds(self) -> tuple[int, int]: ...
        def spawned(self) -> None: ...
        def open(self, timeout: float) -> None: ...
        def close(self) -> list[dict[str, object]]: ...

    class View(Protocol):
        """What a confined child sees (engines/bwrap.View builds it; the wrapper only asks)."""

        @property
        def gate(self) -> Gate | None: ...

        def payloads(self) -> list[bytes]: ...

        def argv(
            self, bwrap: str, command: Sequence[str], fds: Sequence[int] = ()
        ) -> list[str]: ...


MAX_OUTPUT = 8 * 1024 * 1024
KILL_GRACE = 0.5  # seconds between SIGTERM and SIGKILL to the group
KILLED_WAIT = 5.0  # seconds a SIGKILLed group may take to empty (uninterruptible sleeps)
PIPE_GRACE = 0.2  # seconds to collect what a killed group left in the pipes
_CHUNK = 64 * 1024
# Where a child's bytes are echoed live as they arrive (a capability run in text mode);
# the capture stays bounded whatever the echo does.
# It is called with the pipe's fd (one per stream) and the bytes read from it.
LIVE_ECHO: ContextVar[Callable[[int, bytes], None] | None] = ContextVar("live_echo", default=None)
_NOT_FOUND = 127
_CANNOT_RUN = 126


class Completed:
    """A finished child. CONFINEMENT: what the sandbox held it to (engines/command.py fills
    it: execute allow-list, user, limits, cgroup, Landlock ABI); LIMIT: the resource limit it
    ended at, named (engines/limits.py), or None."""

    __slots__ = (
        "confinement", "duration_ms", "egress", "exit_code", "limit", "stderr", "stdout",
        "timed_out", "truncated",
    )  # fmt: skip

    def __init__(
        self,
        exit_code: int,
        stdout: str = "",
        stderr: str = "",
        *,
        timed_out: bool = False,
        truncated: bool = False,
        duration_ms: int = 0,
    ) -> None:
        self.exit_code = exit_code
        self.stdout = stdout
        self.stderr = stderr
        self.timed_out = timed_out
        self.truncated = truncated
        self.duration_ms = duration_ms
        # What the child tried to reach through the runtime's proxy (engines/egress/), and
        # the grant it was held to: {"attempts": [...]} here, the grant added by its engine.
        self.egress: dict[str, object] | None = None
        self.confinement: dict[str, object] | None = None
        self.limit: str | None = None

    def __repr__(self) -> str:
        return (
            f"Completed(exit_code={self.exit_code}, timed_out={self.timed_out}, "
            f"truncated={self.truncated}, stdout={self.stdout[:200]!r}, "
            f"stderr={self.stderr[:200]!r})"
        )


def run(
    argv: list[str],
    *,
    env: dict[str, str],
    cwd: str,
    timeout: float,
    max_output: int = MAX_OUTPUT,
    stdin: bytes | None = None,
    executable: str | None = None,
    sandbox: tuple[str, View] | None = None,
    pass_fds: Sequence[int] = (),
) -> Completed:
    """Run ARGV (EXECUTABLE if given, else argv[0]) and collect at most MAX_OUTPUT per stream.

    With SANDBOX (bwrap's path and the child's view) the child runs inside
    bubblewrap: its own pid namespace, so killing bwrap's group ends every
    process in it, `setsid` grandchildren included. What the view hands in
    (its seccomp filter, the files it places) reaches bwrap through memory file
    descriptors, closed here as soon as the child is started; bwrap closes its
    copies before the command runs. PASS_FDS are the caller's, kept open in the child.
    """
    handed: list[int] = []
    gate = None
    if sandbox is not None:
        bwrap, view = sandbox
        handed = [memory_file(data) for data in view.payloads()]
        argv, executable = view.argv(bwrap, argv, handed), bwrap
        gate = view.gate
    from runtime.interrupts import Deferred

    started = time.monotonic()
    deferred = Deferred()
    inherited = [*pass_fds, *handed, *(gate.child_fds if gate is not None else ())]
    with deferred:  # a Ctrl-C while Popen returns would orphan the child: it waits until here
        try:
            child = _spawn(argv, env, cwd, stdin is not None, executable, inherited)
        except OSError as error:
            if gate is not None:
                gate.close()
            return _not_started(executable or argv[0], cwd, error, started)
        finally:
            for fd in handed:
                os.close(fd)
            if gate is not None:
                gate.spawned()
    try:
        deferred.replay()
        if gate is not None:
            gate.open(timeout)  # the proxy in the child's namespace before its command runs
        capture = _Capture(child, max_output, stdin)
    except BaseException as error:
        _kill_group(child)
        _exit_code(child)
        if gate is not None:
            gate.close()
        if isinstance(error, OSError) and gate is not None:
            return _not_started(executable or argv[0], cwd, error, started)
        raise
    try:
        finished = capture.pump(started + timeout)
        if not finished:
            _kill_group(child)
            capture.pump(time.monotonic() + PIPE_GRACE)
        exit_code = _exit_code(child)
    except BaseException:  # KeyboardInterrupt above all: the group must not outlive us
        _kill_group(child)
        _exit_code(child)
        raise
    finally:
        capture.close()
        record = gate.close() if gate is not None else None
    done = capture.completed(exit_code, not finished, _elapsed_ms(started))
    if record is not None:
        done.egress = {"attempts": record}
    return done


def memory_file(data: bytes) -> int:
    """A descriptor of an anonymous in-memory file holding DATA, read from its start.

    Not a path anywhere: only a process holding the descriptor (or, as the same
    user outside any sandbox, /proc/<pid>/fd of one) reaches the bytes.
    """
    fd = os.memfd_create("runtime-handed", os.MFD_CLOEXEC)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.lseek(fd, 0, os.SEEK_SET)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _spawn(
    argv: list[str],
    env: dict[str, str],
    cwd: str,
    with_stdin: bool,
    executable: str | None,
    pass_fds: Sequence[int] = (),
) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        argv,
        executable=executable,
        env=env,
        cwd=cwd,
        stdin=subprocess.PIPE if with_stdin else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        close_fds=True,
        pass_fds=tuple(pass_fds),
    )


def _not_started(target: str, cwd: str, error: OSError, started: float) -> Completed:
    code = _NOT_FOUND if isinstance(error, FileNotFoundError) else _CANNOT_RUN
    reason = error.strerror or str(error)
    if error.filename == cwd:
        reason = f"working directory {cwd}: {reason}"
    message = f"runtime: cannot run {target}: {reason}\n"
    return Completed(code, "", message, duration_ms=_elapsed_ms(started))


def _elapsed_ms(started: float) -> int:
    return int((time.monotonic() - started) * 1000)


def _exit_code(child: subprocess.Popen[bytes]) -> int:
    code = child.wait()
    return 128 - code if code < 0 else code  # killed by signal N: 128 + N, as shells report


def _kill_group(child: subprocess.Popen[bytes]) -> None:
    """SIGTERM the child's whole group, SIGKILL whatever is left after a short grace, and
    return once the group is empty: a killed pid namespace's init is still tearing the
    namespace down after bwrap itself has exited, and the step's outcome may only be
    written when nothing of it runs any more."""
    group = child.pid  # start_new_session: the child leads its own group
    if not _signal_group(group, signal.SIGTERM):
        return
    if _emptied(child, group, KILL_GRACE):
        return
    _signal_group(group, signal.SIGKILL)
    _emptied(child, group, KILLED_WAIT)


def _emptied(child: subprocess.Popen[bytes], group: int, seconds: float) -> bool:
    """Whether GROUP has no live member within SECONDS."""
    give_up = time.monotonic() + seconds
    while True:
        child.poll()  # reap the leader so an emptied group reads as gone
        if not _group_alive(group):
            return True
        if time.monotonic() >= give_up:
            return False
        time.sleep(0.01)


def _group_alive(group: int) -> bool:
    """Whether a live (not zombie) process is left in GROUP."""
    try:
        pids = [name for name in os.listdir("/proc") if name.isdigit()]
    except OSError:  # no /proc: a zombie nobody reaps keeps the group alive until SIGKILL
        return _signal_group(group, 0)
    return any(_live_member(pid, group) for pid in pids)


def _live_member(pid: str, group: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            fields = handle.read().rpartition(b")")[2].split()
    except OSError:
        return False
    # After the command name: state, ppid, pgrp.
    return len(fields) > 2 and fields[0] != b"Z" and fields[2] == str(group).encode()


def _signal_group(group: int, signum: int) -> bool:
    try:
        os.killpg(group, signum)
    except (ProcessLookupError, PermissionError):
        return False
    return True


class _Capture:
    """Reads both output pipes (and feeds stdin) without blocking on any of them."""

    __slots__ = (
        "buffers", "child", "cut", "echo", "fds", "limit", "pending", "selector", "streams",
        "truncated",
    )  # fmt: skip

    def __init__(self, child: subprocess.Popen[bytes], limit: int, stdin: bytes | None) -> None:
        self.child = child
        self.limit = limit
        self.truncated = False
        self.cut: set[int] = set()  # the fds whose capture reached the bound
        self.echo = LIVE_ECHO.get()
        self.selector = selectors.DefaultSelector()
        self.streams: dict[int, IO[bytes]] = {}
        self.buffers: dict[int, bytearray] = {}
        self.fds: dict[int, int] = {}  # id(stream) -> its fd, still known once it is closed
        self.pending = memoryview(stdin or b"")
        for stream in (child.stdout, child.stderr):
            if stream is not None:
                self._watch(stream, selectors.EVENT_READ)
                self.buffers[stream.fileno()] = bytearray()
        if child.stdin is not None:
            os.set_blocking(child.stdin.fileno(), False)
            self._watch(child.stdin, selectors.EVENT_WRITE)

    def _watch(self, stream: IO[bytes], events: int) -> None:
        self.fds[id(stream)] = stream.fileno()
        self.streams[stream.fileno()] = stream
        self.selector.register(stream.fileno(), events)

    def pump(self, deadline: float) -> bool:
        """Move bytes until every pipe is closed and the child has exited; False at DEADLINE."""
        while self.selector.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            for key, _ in self.selector.select(remaining):
                self._service(key.fd)
        try:
            self.child.wait(max(deadline - time.monotonic(), 0))
        except subprocess.TimeoutExpired:
            return False
        return True

    def _service(self, fd: int) -> None:
        if fd in self.buffers:
            self._read(fd)
        else:
            self._write(fd)

    def _read(self, fd: int) -> None:
        data = os.read(fd, _CHUNK)
        if not data:
            self._forget(fd)
            return
        if self.echo is not None:
            self.echo(fd, data)
        buffer = self.buffers[fd]
        room = self.limit - len(buffer)
        if len(data) > room:
            self.truncated = True
            self.cut.add(fd)
            data = data[: max(room, 0)]
        buffer += data

    def _write(self, fd: int) -> None:
        try:
            written = os.write(fd, self.pending[:_CHUNK])
        except BlockingIOError:
            return
        except OSError:  # the child closed its stdin: what it did not read is not ours to force
            written = len(self.pending)
        self.pending = self.pending[written:]
        if not self.pending:
            self._forget(fd)

    def _forget(self, fd: int) -> None:
        self.selector.unregister(fd)
        self.streams.pop(fd).close()

    def close(self) -> None:
        for fd in list(self.streams):
            self._forget(fd)
        self.selector.close()

    def completed(self, exit_code: int, timed_out: bool, duration_ms: int) -> Completed:
        return Completed(
            exit_code,
            self._text(self.child.stdout),
            self._text(self.child.stderr),
            timed_out=timed_out,
            truncated=self.truncated,
            duration_ms=duration_ms,
        )

    def _text(self, stream: IO[bytes] | None) -> str:
        if stream is None:
            return ""
        fd = self.fds[id(stream)]
        text = self.buffers[fd].decode("utf-8", errors="replace")
        if fd in self.cut:  # cut where no secret is: one across the bound is dropped whole
            from runtime.audit.redact import hold_from

            text = text[: hold_from(text)]
        return text
