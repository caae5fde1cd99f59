"""Every way bytes leave the runtime, named in one place (DESIGN.md sections 9 and 10).

What a person, a log, a collector or an assistant reads is written by the functions here,
each through the redactor: `show` (stdout and stderr: every line a command prints, a
child's live output, notices; made inert by runtime/printable.py), `show_raw` (`--output
raw`'s payload, for a pipe), `show_json` (a JSON document on a stream), `report_file`
(`validate --report`) and `plan_bytes` (a saved plan: refused when a secret is in it).
The MCP door returns its results through `runtime.mcp.server.redacted`, the trail is
redacted by `runtime.audit.log.append` before it is chained, and the syslog forwarder sends
the trail's lines as they are.

Every other write in the package is in WRITES, with what it writes and why that is, or is
not, output; tests/security/test_output_paths.py walks the source for every write (stream
and descriptor writes, sockets, print, file opens for writing) and fails on one that is
neither here nor in WRITES, and drives each output path with secrets.
"""

from __future__ import annotations

from runtime import printable
from runtime.audit.redact import json_needs_no_redaction, redact, redact_data

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

# Writes outside this module, by `module:function`: output, and who redacts it; or not output.
OUTPUT_ELSEWHERE: dict[str, str] = {
    "runtime.audit.log:_write_all": "the trail: append() redacts each record before chaining it",
    "runtime.audit.forward:Forwarder.ship": "the trail's own lines, to the syslog collector",
    "runtime.capability.saved:write_own_plan": "a saved plan: plan_bytes() refuses a secret",
}
NOT_OUTPUT: dict[str, str] = {
    "runtime.audit.forward:_write_cursor": "the forward cursor: a URL, a seq and an offset",
    "runtime.bootstrap.release:_install": "the Home's release files, generated from the code",
    "runtime.bootstrap.release:_write_manifest": "the digests of those files",
    "runtime.cli.commands.config:_write_document": "config init: a reference document, fixed text",
    "runtime.cli.commands.context:_record": "the name of the context chosen (one of the config's)",
    "runtime.cli.main:_quiet_broken_pipe": "no bytes: stdout to /dev/null once its reader left",
    "runtime.engines.command:_PrivateHome._hand_settings": "the caller's kubeconfig, copied as the "
    "child's input",
    "runtime.engines.files:_write_all": "the files provider's data, written as the user gave it "
    "(and a saved plan's bytes from plan_bytes)",
    "runtime.engines.limits:PidsCgroup.__enter__": "the child's pids.max, a number from policy",
    "runtime.engines.tool_state:_restore": "a tool-state file put back as it was before the "
    "step (git's config, a hook directory's entry)",
    "runtime.engines.sandbox:_remember": "the sandbox probe's answer: a Landlock ABI and the "
    "versions and file identities it was probed with",
    "runtime.engines.process:memory_file": "the sandbox's payloads for bwrap (its filter, files)",
    "runtime.engines.process:_Capture._write": "the child's stdin: the step's input",
    "runtime.home.atomic:write_atomic": "the one atomic write under the callers named here",
    # The egress proxy carries a child's own traffic between the child and the host its grant
    # names; what comes back from a brokered host has the token masked (_masked_copy).
    "runtime.engines.egress.netns:_in_a_helper": "the listening socket, handed to the runtime",
    "runtime.engines.egress.session:Gate.open": "one byte that lets bwrap start the command",
    "runtime.engines.egress.proxy:Proxy._tunnel": "a CONNECT reply to the child",
    "runtime.engines.egress.proxy:Proxy._forward": "the child's judged request, to its host",
    "runtime.engines.egress.proxy:Proxy._relay": "tunnel bytes between the child and its host",
    "runtime.engines.egress.proxy:Proxy._answer_back": "the host's answer to the child, the "
    "token masked",
    "runtime.engines.egress.proxy:Body.relay": "the child's request body, to its host",
    "runtime.engines.egress.proxy:Body._relay_chunked": "the child's chunked body, to its host",
    "runtime.engines.egress.proxy:_masked_copy": "a brokered host's answer, the token masked",
    "runtime.engines.egress.proxy:_copy": "bytes between the child and its granted host",
    "runtime.engines.egress.proxy:_answer": "the proxy's own refusal, to the child",
    "runtime.engines.egress.proxy:_upstream_tunnel": "a CONNECT line to the user's own proxy",
    "runtime.net.http:_once": "a request to the configured host: the token goes there by design",
    "runtime.net.http:_tunnel": "a CONNECT line to the configured proxy",
}
WRITES = {**OUTPUT_ELSEWHERE, **NOT_OUTPUT}


def show(stream: Any, text: str) -> None:
    """TEXT on STREAM (stdout or stderr), redacted, and inert (runtime/printable.py)."""
    _deliver(stream, printable.block(redact(text)))


def show_raw(stream: Any, text: str) -> None:
    """TEXT on STREAM as it is but redacted: `--output raw`'s payload, for a pipe."""
    _deliver(stream, redact(text))


def show_json(stream: Any, data: Any, encode: Callable[[Any], str]) -> None:
    """DATA as ENCODE writes JSON, one line after it, with every secret masked and every
    character that would act on a terminal escaped as JSON escapes it."""
    _deliver(stream, printable.json_text(redacted_json(data, encode)) + "\n")


_gone: list[Any] = []  # streams whose reader went away


def _deliver(stream: Any, text: str) -> None:
    """TEXT (already redacted) on STREAM; a reader that went away (`| head -1`) ends the run
    as an interruption does (runtime.interrupts.ReaderGone), and nothing more reaches it."""
    if stream in _gone:
        return
    try:
        stream.write(text)
        stream.flush()
    except BrokenPipeError:
        from runtime.interrupts import ReaderGone

        _gone.append(stream)
        _silence(stream)
        raise ReaderGone from None


def _silence(stream: Any) -> None:
    """STREAM's descriptor pointed at /dev/null, so what is still buffered for it (and
    Python's flush at exit) meets no broken pipe again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def redacted_json(data: Any, encode: Callable[[Any], str]) -> str:
    """DATA encoded with every secret masked: encoded once when nothing in it needs masking,
    else every string redacted before the encoding could hide one in escapes."""
    text = encode(data)
    if json_needs_no_redaction(text):
        return text
    return redact(encode(redact_data(data)))


def report_file(path: str, text: str) -> None:
    """A report (`validate --report`) at PATH, redacted; OSError when it cannot be written."""
    text = redact(text)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text if text.endswith("\n") or not text else text + "\n")


class SecretInPlan(Exception):
    """A saved plan would hold a secret: WHERE names the component that holds it."""

    def __init__(self, where: str) -> None:
        self.where = where
        super().__init__(where)


def plan_bytes(document: dict[str, Any], encode: Callable[[Any], bytes]) -> bytes:
    """A saved plan's bytes, which hold no secret; SecretInPlan (naming where) when they would.

    A plan is written as it was digested, so it cannot be masked: a secret in it refuses it.
    """
    for key in sorted(document):
        value = document[key]
        if json_needs_no_redaction(encode(value).decode("utf-8", "replace")):
            continue
        if redact_data(value) != value:
            parts = value if isinstance(value, dict) else {}
            held = [name for name in sorted(parts) if redact_data(parts[name]) != parts[name]]
            raise SecretInPlan(f"{key}.{held[0]}" if held else key)
    return encode(document) + b"\n"
