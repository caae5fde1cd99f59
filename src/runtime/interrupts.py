"""SIGTERM as an exception, like SIGINT: a step interrupted either way is recorded as such.

Python turns SIGINT into KeyboardInterrupt; SIGTERM would end the process
without unwinding, so no child would be killed and no outcome written.

`Held` makes both wait while an audit record is written. The handlers installed here
(SIGINT's raises KeyboardInterrupt as Python's own does) note a signal that arrives
inside a Held block and send it again when the block ends, so it is raised there:
two assignments a record instead of two sigprocmask calls. Under handlers that are
not these (an embedding program's), Held blocks the signals with the mask instead.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # C; `signal` wraps it in enum (slow to load)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import FrameType

_held = [0]  # Held blocks open in this process
_arrived: list[int] = []  # the signals that came while one was, in order


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived."""


class ReaderGone(KeyboardInterrupt):
    """The reader of the runtime's output went away (`... 2>&1 | head -1`: EPIPE, the
    SIGPIPE a shell tool would die of): the run ends as an interruption does."""


def _deferred(signum: int) -> bool:
    """Whether a Held block is open: then SIGNUM is noted for its end."""
    if not _held[0]:
        return False
    if signum not in _arrived:
        _arrived.append(signum)
    return True


def _raise_terminated(signum: int, frame: FrameType | None) -> None:
    if not _deferred(signum):
        raise Terminated()


def _raise_interrupted(signum: int, frame: FrameType | None) -> None:
    """Python's default SIGINT handler (KeyboardInterrupt), which a Held block can make wait."""
    if not _deferred(signum):
        raise KeyboardInterrupt()


def _ours() -> bool:
    return (
        _signal.getsignal(_signal.SIGTERM) is _raise_terminated
        and _signal.getsignal(_signal.SIGINT) is _raise_interrupted
    )


def catch_termination() -> None:
    """Unwind on SIGTERM as on SIGINT (main thread only; elsewhere the default stays).

    SIGINT gets the handler here only while it has Python's default one: an ignored
    SIGINT (a background job) stays ignored, another program's handler stays.
    """
    if _ours():
        return  # already installed (every pipeline run asks)
    from contextlib import suppress

    with suppress(ValueError):  # not the main thread: signals cannot be handled here
        _signal.signal(_signal.SIGTERM, _raise_terminated)
        if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
            _signal.signal(_signal.SIGINT, _raise_interrupted)


class Held:
    """SIGINT and SIGTERM wait while the block runs, then arrive (raised as it ends)."""

    __slots__ = ("masked",)

    def __enter__(self) -> None:
        if _ours():
            self.masked = None
            _held[0] += 1
        else:
            held = (_signal.SIGINT, _signal.SIGTERM)
            self.masked = _signal.pthread_sigmask(_signal.SIG_BLOCK, held)

    def __exit__(self, *exc: object) -> None:
        if self.masked is not None:
            _signal.pthread_sigmask(_signal.SIG_SETMASK, self.masked)
            return
        _held[0] -= 1
        if not _held[0] and _arrived:
            waiting = list(_arrived)
            _arrived.clear()
            for signum in waiting:  # delivered again: the handler raises in the main thread
                _signal.raise_signal(signum)


def signal_name(interruption: BaseException) -> str:
    if isinstance(interruption, ReaderGone):
        return "SIGPIPE (the reader of the output went away)"
    return "SIGTERM" if isinstance(interruption, Terminated) else "SIGINT"


class Deferred:
    """SIGINT and SIGTERM noted, not raised, inside the block; replay() raises them after.

    For the moment a child is being started: raised there, the interruption would
    leave a child nobody kills. The handlers are Python's, so exec resets them in
    the child.
    """

    __slots__ = ("caught", "previous")

    def __init__(self) -> None:
        self.caught: int | None = None
        self.previous: dict[int, object] = {}

    def _note(self, signum: int, frame: FrameType | None) -> None:
        self.caught = signum

    def __enter__(self) -> None:
        try:
            for signum in (_signal.SIGINT, _signal.SIGTERM):
                self.previous[signum] = _signal.signal(signum, self._note)
        except ValueError:  # not the main thread: nothing to defer here
            self.previous.clear()

    def __exit__(self, *exc: object) -> None:
        for signum, handler in self.previous.items():
            if handler is not None:  # None: installed outside Python, cannot be put back
                _signal.signal(signum, handler)

    def replay(self) -> None:
        if self.caught == _signal.SIGTERM:
            raise Terminated()
        if self.caught is not None:
            raise KeyboardInterrupt()
