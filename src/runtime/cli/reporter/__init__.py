"""Reporters: one Result shown as text, as the JSON envelope, or as the raw payload.

The dispatch picks a reporter by `--output`; each renders the same data, the Result
a command returned. How each kind of result reads as text is decided here and only
here: `views.py` maps a Result's kind to its text view (the views live beside it,
one module per family of commands, loaded when shown), so the command modules
return data and name their kind. Everything written passes the redactor.
"""

from __future__ import annotations

import sys

from runtime.audit.redact import redact_data
from runtime.cli.output import to_json, write

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.result import Result

FORMATS = ("text", "json", "raw")


class Reporter:
    def report(self, result: Result) -> None:
        raise NotImplementedError


class TextReporter(Reporter):
    """The result's view on stdout; its error (and a bare error's diagnostics) on stderr."""

    def report(self, result: Result) -> None:
        body = text_of(result)
        if body:
            write(sys.stdout, body if body.endswith("\n") else body + "\n")
        report_problems(result)


class JsonReporter(Reporter):
    """The envelope, whatever the outcome."""

    def report(self, result: Result) -> None:
        write(sys.stdout, to_json(redact_data(result.envelope())) + "\n")


class RawReporter(Reporter):
    """The payload alone: a string as it is, anything else as JSON; no payload reads as text."""

    def report(self, result: Result) -> None:
        payload = result.output
        if payload is None:
            TextReporter().report(result)
            return
        if isinstance(payload, str):
            write(sys.stdout, payload if payload.endswith("\n") or not payload else payload + "\n")
        else:
            write(sys.stdout, to_json(redact_data(payload)) + "\n")
        report_problems(result)


REPORTERS: dict[str, type[Reporter]] = {
    "text": TextReporter,
    "json": JsonReporter,
    "raw": RawReporter,
}


def emit(result: Result, fmt: str) -> None:
    REPORTERS.get(fmt, TextReporter)().report(result)


def text_of(result: Result) -> str:
    """The text a Result reads as: its kind's view over its data; a bare error has none."""
    if result.kind is None:
        return ""
    from runtime.cli.reporter.views import view

    return view(result.kind)(result)


def report_problems(result: Result) -> None:
    """stderr: a bare error's diagnostics (a view shows its own), then the error and hint."""
    if result.kind is None and result.diagnostics:
        write(sys.stderr, "".join(d.render() + "\n" for d in result.diagnostics))
    if result.error is not None:
        message = f"error: {result.error.get('message')}"
        if result.error.get("hint"):
            message += f"\n  hint: {result.error['hint']}"
        write(sys.stderr, message + "\n")
