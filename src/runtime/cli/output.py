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
    """A child's bytes echoed to stderr a whole line at a time, through a stream redactor.

    One `StreamRedactor` per stream: what it holds back across reads (a secret begun) is
    shown only once it is whole and masked, so a read, or a line longer than LONGEST
    shown in pieces, never cuts a secret in two; and one partial line per stream, so
    stdout and stderr never splice into one line.
    """

    __slots__ = ("indent", "streams")

    LONGEST = 64 * 1024  # a line without end is shown as it stands past this

    def __init__(self, indent: str = "    ") -> None:
        self.indent = indent
        self.streams: dict[int, _Echoed] = {}

    def __call__(self, stream: int, data: bytes) -> None:
        echoed = self.streams.get(stream)
        if echoed is None:
            echoed = self.streams[stream] = _Echoed()
        self._show(echoed.lines(data, self.LONGEST))

    def flush(self) -> None:
        for echoed in self.streams.values():
            self._show(echoed.rest())
        self.streams.clear()

    def _show(self, lines: list[str]) -> None:
        for line in lines:
            write(sys.stderr, self.indent + line.rstrip("\r") + "\n")


class _Echoed:
    """One stream's bytes as redacted lines: decoded, then redacted, then split."""

    __slots__ = ("decoder", "line", "redactor")

    def __init__(self) -> None:
        import codecs

        from runtime.audit.redact import StreamRedactor

        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self.redactor = StreamRedactor()
        self.line = ""  # the redacted start of a line not ended yet

    def lines(self, data: bytes, longest: int) -> list[str]:
        lines = (self.line + self.redactor.feed(self.decoder.decode(data))).split("\n")
        self.line = lines.pop()
        if len(self.line) > longest:  # redacted already: cut anywhere
            lines.append(self.line)
            self.line = ""
        return lines

    def rest(self) -> list[str]:
        text = self.line + self.redactor.feed(self.decoder.decode(b"", True))
        self.line = ""
        lines = (text + self.redactor.close()).split("\n")
        if not lines[-1]:
            lines.pop()
        return lines
