"""SIGTERM as an exception, like SIGINT: a step interrupted either way is recorded as such.

Python turns SIGINT into KeyboardInterrupt; SIGTERM would end the process
without unwinding, so no child would be killed and no outcome written.
"""

from __future__ import annotations

import signal

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import FrameType


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived."""


def _raise_terminated(signum: int, frame: FrameType | None) -> None:
    raise Terminated()


def catch_termination() -> None:
    """Unwind on SIGTERM as on SIGINT (main thread only; elsewhere the default stays)."""
    if signal.getsignal(signal.SIGTERM) is _raise_terminated:
        return  # already installed (every pipeline run asks)
    from contextlib import suppress

    with suppress(ValueError):  # not the main thread: signals cannot be handled here
        signal.signal(signal.SIGTERM, _raise_terminated)


def signal_name(interruption: BaseException) -> str:
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
            for signum in (signal.SIGINT, signal.SIGTERM):
                self.previous[signum] = signal.signal(signum, self._note)
        except ValueError:  # not the main thread: nothing to defer here
            self.previous.clear()

    def __exit__(self, *exc: object) -> None:
        for signum, handler in self.previous.items():
            if handler is not None:  # None: installed outside Python, cannot be put back
                signal.signal(signum, handler)  # type: ignore[arg-type]

    def replay(self) -> None:
        if self.caught == signal.SIGTERM:
            raise Terminated()
        if self.caught is not None:
            raise KeyboardInterrupt()
