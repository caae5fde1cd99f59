"""stderr while a command works: progress lines and a child's live output.

The result itself is the reporters' (`cli/reporter/`); both write through the one
redacting `write` there.
"""

from __future__ import annotations

import sys

from runtime.cli.reporter import write


def progress(line: str) -> None:
    """A progress or warning line: stderr, so stdout stays the result."""
    write(sys.stderr, line + "\n")


class LineEcho:
    """A child's bytes echoed to stderr a whole line at a time, through the redactor.

    Whole lines, so a secret split across two reads is still recognised; one partial
    line per stream, so stdout and stderr never splice into one line.
    """

    __slots__ = ("indent", "partial")

    LONGEST = 64 * 1024  # a line without end is shown as it stands past this

    def __init__(self, indent: str = "    ") -> None:
        self.indent = indent
        self.partial: dict[int, bytes] = {}

    def __call__(self, stream: int, data: bytes) -> None:
        lines = (self.partial.pop(stream, b"") + data).split(b"\n")
        rest = lines.pop()
        if len(rest) > self.LONGEST:
            lines.append(rest)
        elif rest:
            self.partial[stream] = rest
        for line in lines:
            self._show(line)

    def flush(self) -> None:
        for rest in self.partial.values():
            self._show(rest)
        self.partial.clear()

    def _show(self, line: bytes) -> None:
        write(sys.stderr, self.indent + line.decode("utf-8", "replace").rstrip("\r") + "\n")
