"""Reporters: one Result, rendered as text, as the JSON envelope, or as the raw payload."""

from __future__ import annotations

import sys

from runtime.audit.redact import redact, redact_data

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.result import Result

FORMATS = ("text", "json", "raw")


def to_json(data: Any) -> str:
    import json

    return json.dumps(data, indent=2, ensure_ascii=False, default=str)


def emit(result: Result, fmt: str) -> None:
    if fmt == "json":
        _write(sys.stdout, to_json(redact_data(result.envelope())) + "\n")
    elif fmt == "raw":
        _emit_raw(result)
    else:
        _emit_text(result)


def _write(stream: Any, text: str) -> None:
    stream.write(redact(text))
    stream.flush()


def _emit_raw(result: Result) -> None:
    payload = result.output
    if payload is None:
        _emit_text(result)
        return
    if isinstance(payload, str):
        _write(sys.stdout, payload if payload.endswith("\n") or not payload else payload + "\n")
    else:
        _write(sys.stdout, to_json(redact_data(payload)) + "\n")
    _emit_problems(result)


def _emit_text(result: Result) -> None:
    if result.render_text is not None:
        body = result.render_text(result)
        if body:
            _write(sys.stdout, body if body.endswith("\n") else body + "\n")
    _emit_problems(result)


def _emit_problems(result: Result) -> None:
    if result.render_text is None and result.diagnostics:
        _write(sys.stderr, "".join(d.render() + "\n" for d in result.diagnostics))
    if result.error is not None:
        message = f"error: {result.error.get('message')}"
        if result.error.get("hint"):
            message += f"\n  hint: {result.error['hint']}"
        _write(sys.stderr, message + "\n")


def progress(line: str) -> None:
    """A progress or warning line: stderr, so stdout stays the result."""
    _write(sys.stderr, line + "\n")


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
        _write(sys.stderr, self.indent + line.decode("utf-8", "replace").rstrip("\r") + "\n")
