"""Reporters: one Result shown as text, as the JSON envelope, or as the raw payload.

The dispatch picks a reporter by `--output`; each renders the same data, the Result
a command returned. How each kind of result reads as text is decided here and only
here: VIEWS maps a Result's kind to its text view, and the views live beside this
module, one per family of commands (home, config, governed, capability, audit), imported when
a result of theirs is shown. The command modules return data and name their kind.
Every byte the runtime writes passes the redactor: through `write` and the JSON reporters,
which write with `runtime.audit.sinks` (progress lines and a child's live output too,
through cli/output.py).
"""

from __future__ import annotations

import sys

from runtime.audit import sinks

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.result import Result

FORMATS = ("text", "json", "raw")


def write(stream: Any, text: str) -> None:
    sinks.show(stream, text)


def to_json(data: Any) -> str:
    """json.dumps(DATA, indent=2, ensure_ascii=False, default=str), written faster."""
    from runtime.cli.reporter.indented import indented

    return indented(data)


def redacted_json(data: Any) -> str:
    """DATA as JSON with every secret masked; encoded once when nothing in it needs masking."""
    return sinks.redacted_json(data, to_json)


def report_text(result: Result) -> None:
    """The result's view on stdout; its error (and a bare error's diagnostics) on stderr."""
    body = text_of(result)
    if body:
        write(sys.stdout, body if body.endswith("\n") else body + "\n")
    report_problems(result)


def report_json(result: Result) -> None:
    """The envelope, whatever the outcome."""
    sinks.show_json(sys.stdout, result.envelope(), to_json)


def report_raw(result: Result) -> None:
    """The payload alone: a string as it is, a child's output as the child wrote it (stdout
    on stdout, stderr on stderr), anything else as JSON; no payload reads as text."""
    payload = result.output
    if payload is None:
        report_text(result)
        return
    streams = _child_streams(payload)
    if streams is not None:  # as the child wrote them, for a pipe: redacted, not made inert
        sinks.show_raw(sys.stdout, streams[0])
        sinks.show_raw(sys.stderr, streams[1])
    elif isinstance(payload, str):  # as it is, for a pipe: redacted, not made inert
        ended = payload.endswith("\n") or not payload
        sinks.show_raw(sys.stdout, payload if ended else payload + "\n")
    else:
        sinks.show_json(sys.stdout, payload, to_json)
    report_problems(result)


def _child_streams(payload: Any) -> tuple[str, str] | None:
    """(stdout, stderr) when PAYLOAD is a child's output (command run, a binary step)."""
    if not isinstance(payload, dict) or not {"stdout", "stderr", "exit_code"} <= set(payload):
        return None
    stdout, stderr = payload["stdout"], payload["stderr"]
    return (stdout, stderr) if isinstance(stdout, str) and isinstance(stderr, str) else None


REPORTERS: dict[str, Callable[[Result], None]] = {
    "text": report_text,
    "json": report_json,
    "raw": report_raw,
}


def emit(result: Result, fmt: str) -> None:
    REPORTERS.get(fmt, report_text)(result)


def report_problems(result: Result) -> None:
    """stderr: a bare error's diagnostics (a view shows its own), then the error and hint."""
    if result.kind is None and result.diagnostics:
        write(sys.stderr, "".join(d.render() + "\n" for d in result.diagnostics))
    if result.error is not None:
        message = f"error: {result.error.get('message')}"
        if result.error.get("hint"):
            message += f"\n  hint: {result.error['hint']}"
        write(sys.stderr, message + "\n")


# -- text views -------------------------------------------------------------------------

# Every kind of Result and its view, as MODULE.FUNCTION in this package. A bare
# FUNCTION is defined below: the views of help, completion and version, which start-up
# paths show, so those load no view module (bench/run.py startup). A view takes the
# Result, the envelope's data, and returns text; it never writes.
VIEWS: dict[str, str] = {
    "help": "help_text",
    "usage": "usage",
    "completion": "script",
    "silent": "nothing",
    "version": "version",
    "bootstrap": "home.bootstrap",
    "auth status": "home.auth_status",
    "auth session": "home.auth_session",
    "context show": "home.context_show",
    "context list": "home.context_list",
    "context use": "home.context_use",
    "config validate": "config.validate",
    "config init": "config.init",
    "operation output": "governed.operation_output",
    "provider table": "governed.provider_table",
    "provider group": "governed.provider_group",
    "provider operation": "governed.provider_operation",
    "binary tables": "governed.binary_tables",
    "binary table": "governed.binary_table",
    "resolve": "governed.resolve",
    "audit tail": "audit.tail",
    "audit verify": "audit.verify",
    "audit forward": "audit.forward",
    "audit forward status": "audit.forward_status",
    "capability validate": "capability.validate",
    "capability plan": "capability.plan",
    "capability execute": "capability.execute",
    "capability list": "capability.listing",
    "capability dependents": "capability.dependents",
    "capability authoring-context": "capability.authoring_context",
    "policy test": "policy.test",
}


def view(kind: str) -> Callable[[Result], str]:
    """The function that renders KIND; KeyError for a kind no view renders."""
    module, _, name = VIEWS[kind].rpartition(".")
    if module:
        # __import__, not importlib.import_module: the importlib package costs about a
        # millisecond to import, at every command that prints text.
        qualified = f"{__name__}.{module}"
        __import__(qualified)
        found: Callable[[Result], str] = getattr(sys.modules[qualified], name)
        return found
    here: Callable[[Result], str] = globals()[name]
    return here


def text_of(result: Result) -> str:
    """The text a Result reads as: its kind's view over its data; a bare error has none."""
    if result.kind is None:
        return ""
    return view(result.kind)(result)


def help_text(result: Result) -> str:
    return str(result.output["help"])


def usage(result: Result) -> str:
    return str(result.output["usage"])


def script(result: Result) -> str:
    return str(result.output["script"])


def version(result: Result) -> str:
    info = result.output
    return (
        f"runtime {info['version']}\n"
        f"compatible with {info['compatible_with']} (capability spec {info['capability_spec']})\n"
        f"python {info['python']} on {info['platform']}\n"
        f"home {info['home']}"
    )


def nothing(result: Result) -> str:
    """A command whose work was the session itself (runtime mcp): no text after it."""
    return ""
