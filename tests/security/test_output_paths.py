"""Every path out of the runtime, read from the code, goes through the redactor.

The source is walked for every write: a stream or file's `write`, `os.write`, a socket's
`send*`, `print`, an atomic file write, a file copy, a file opened for writing, a child
started with its output not piped, a handler given to the MCP SDK. Each must sit in
`runtime.audit.sinks` (whose functions redact) or be named in `sinks.WRITES`, which says
what it writes and, for output written elsewhere, who redacts it. Then each output path
is driven with secrets and shown to mask them. A new write anywhere fails here until it
is named, and an output path named without a proof fails too.
"""

from __future__ import annotations

import ast
import io
import json
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

import runtime
from runtime.audit import redact, sinks

SOURCE = Path(runtime.__file__).parent
TOKEN = "ghp_" + "Si9nKp4Wq7Zx" * 3
URL = "https://deploy:hunter2-sink@git.example/x"
SECRETS = (TOKEN, "hunter2-sink")
_STREAM_WRITES = {"write", "writelines", "sendall", "send", "sendto", "sendmsg", "sendfile"}
_FILE_WRITES = {"write_text", "write_bytes"}
_OS_WRITES = {"write", "writev", "pwrite", "pwritev", "sendfile", "dup2", "truncate"}
_SUBPROCESS = {"Popen", "run", "call", "check_call", "check_output", "getoutput"}


class Site:
    __slots__ = ("function", "line", "what")

    def __init__(self, function: str, line: int, what: str) -> None:
        self.function, self.line, self.what = function, line, what

    def __repr__(self) -> str:
        return f"{self.function} line {self.line}: {self.what}"


def _module_name(path: Path) -> str:
    parts = path.relative_to(SOURCE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _write_mode(call: ast.Call) -> bool:
    """open(path, MODE) with a mode that writes (or one that is not a literal)."""
    mode = call.args[1] if len(call.args) > 1 else None
    for keyword in call.keywords:
        if keyword.arg == "mode":
            mode = keyword.value
    if mode is None:
        return False
    if not isinstance(mode, ast.Constant) or not isinstance(mode.value, str):
        return True
    return any(flag in mode.value for flag in "wax+")


def _what(node: ast.AST) -> str | None:
    """The kind of write NODE is, or None: a call that opens for writing, or any reference
    to a writing function (called, or kept under another name, `emit = sys.stdout.write`)."""
    if isinstance(node, ast.Call):
        func = node.func
        named = func.id if isinstance(func, ast.Name) else None
        attribute = func.attr if isinstance(func, ast.Attribute) else None
        owner = (
            func.value.id
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
            else None
        )
        if owner == "os" and attribute == "open":
            return None  # a descriptor: what is written to it is os.write, found below
        if (named == "open" or attribute in ("open", "fdopen")) and _write_mode(node):
            return "open for writing"
        if owner == "subprocess" and attribute in _SUBPROCESS:
            return f"subprocess.{attribute}"
        return None
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
        return node.id if node.id in ("print", "write_atomic") else None
    if not isinstance(node, ast.Attribute) or not isinstance(node.ctx, ast.Load):
        return None
    owner = node.value.id if isinstance(node.value, ast.Name) else None
    if owner == "os" and node.attr in _OS_WRITES:
        return f"os.{node.attr}"
    if owner == "shutil" and node.attr.startswith(("copy", "move")):
        return f"shutil.{node.attr}"
    if owner == "traceback" and node.attr.startswith("print"):
        return f"traceback.{node.attr}"
    if owner == "sys" and node.attr in ("__stdout__", "__stderr__"):
        return f"sys.{node.attr}"
    if node.attr in _STREAM_WRITES | _FILE_WRITES:
        return f".{node.attr}"
    return None


def write_sites() -> Iterator[Site]:
    """Every write in the package, by `module:Class.function` (module level: `module:`)."""
    for path in sorted(SOURCE.rglob("*.py")):
        module = _module_name(path)
        scope: list[str] = []

        def visit(node: ast.AST, module: str = module, scope: list[str] = scope) -> Iterator[Site]:
            named = isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                scope.append(node.name)
            what = _what(node)
            if what is not None:
                yield Site(f"{module}:{'.'.join(scope[:2])}", getattr(node, "lineno", 0), what)
            for child in ast.iter_child_nodes(node):
                yield from visit(child)
            if named:
                scope.pop()

        yield from visit(ast.parse(path.read_text(), str(path)))


SITES = list(write_sites())
SINK_MODULE = "runtime.audit.sinks"


def test_the_walk_finds_the_writes_it_looks_for() -> None:
    """The walk itself: it sees the writes this package is known to make."""
    functions = {site.function for site in SITES}
    assert {"runtime.audit.sinks:_deliver", "runtime.audit.log:_write_all"} <= functions
    assert "runtime.net.http:_once" in functions and "runtime.engines.process:_spawn" in functions


def test_every_write_is_a_sink_or_named_with_what_it_writes() -> None:
    unnamed = [
        site
        for site in SITES
        if not site.function.startswith(SINK_MODULE + ":") and site.function not in _NAMED
    ]
    assert unnamed == [], "write outside runtime.audit.sinks, not in sinks.WRITES"


def test_every_named_write_still_exists() -> None:
    functions = {site.function for site in SITES}
    assert sorted(set(_NAMED) - functions) == []


# The one subprocess wrapper's child: its output is piped to the runtime, never inherited.
_NAMED = {**sinks.WRITES, "runtime.engines.process:_spawn": "the one subprocess wrapper"}


def test_the_one_child_writes_into_pipes_only() -> None:
    spawns = [site for site in SITES if site.what.startswith("subprocess.")]
    assert [site.function for site in spawns] == ["runtime.engines.process:_spawn"]
    tree = ast.parse((SOURCE / "engines" / "process.py").read_text())
    popen = next(
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "Popen"
    )
    streams = {k.arg: ast.unparse(k.value) for k in popen.keywords if k.arg in ("stdout", "stderr")}
    assert streams == {"stdout": "subprocess.PIPE", "stderr": "subprocess.PIPE"}


def test_every_handler_the_mcp_door_gives_the_sdk_is_redacted() -> None:
    tree = ast.parse((SOURCE / "mcp" / "server.py").read_text())
    servers = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "Server"
    ]
    assert len(servers) == 1
    handlers = {k.arg: k.value for k in servers[0].keywords if (k.arg or "").startswith("on_")}
    assert len(handlers) >= 6  # tools, calls, resources and their reading, prompts and getting
    unwrapped = [
        name
        for name, value in handlers.items()
        if not (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id == "redacted"
        )
    ]
    assert unwrapped == []


# -- each output path, driven with secrets ----------------------------------------------------


def _masked(text: str) -> None:
    assert [secret for secret in SECRETS if secret in text] == [], text
    assert redact.MASK in text


def _prove_show() -> None:
    stream = io.StringIO()
    sinks.show(stream, f"token {TOKEN} at {URL}\n")
    _masked(stream.getvalue())


def _prove_show_raw() -> None:
    stream = io.StringIO()
    sinks.show_raw(stream, f"token {TOKEN} at {URL}\n")
    _masked(stream.getvalue())


def _prove_show_json() -> None:
    stream = io.StringIO()
    sinks.show_json(stream, {"out": [TOKEN], TOKEN: URL}, json.dumps)
    _masked(stream.getvalue())


def _prove_report_file(tmp_path: Path) -> None:
    sinks.report_file(str(tmp_path / "report.xml"), f"<failure>{TOKEN} {URL}</failure>")
    _masked((tmp_path / "report.xml").read_text())


def _prove_trail(tmp_path: Path) -> None:
    from runtime.audit import log

    log.append({"kind": "intent", "args": [TOKEN, URL]}, path=str(tmp_path / "audit.jsonl"))
    _masked((tmp_path / "audit.jsonl").read_text())


def _prove_forwarding(tmp_path: Path) -> None:
    from runtime.audit import log
    from runtime.audit.forward import Forwarder
    from runtime.home.forwarding import Settings

    log.append({"kind": "intent", "args": [TOKEN, URL]}, path=str(tmp_path / "audit.jsonl"))
    listener = socket.create_server(("127.0.0.1", 0))
    received: list[bytes] = []

    def collect() -> None:
        connection, _ = listener.accept()
        with connection:
            while chunk := connection.recv(65536):
                received.append(chunk)

    thread = threading.Thread(target=collect, daemon=True)
    thread.start()
    port = listener.getsockname()[1]
    forwarder = Forwarder(Settings(f"tcp://127.0.0.1:{port}", timeout_ms=5000), home=str(tmp_path))
    assert forwarder.confirm(), forwarder.error
    thread.join(5)
    listener.close()
    _masked(b"".join(received).decode())


def _prove_mcp_results() -> None:
    mcp_server = pytest.importorskip("runtime.mcp.server")
    import mcp_types as types

    async def handler(ctx: Any, params: Any) -> types.ReadResourceResult:
        text = types.TextResourceContents(uri="runtime://capability/x", text=f"{TOKEN} {URL}")
        return types.ReadResourceResult(contents=[text])

    result = anyio.run(mcp_server.redacted(handler), None, None)
    _masked(result.model_dump_json())


def _prove_plan_bytes() -> None:
    assert sinks.plan_bytes({"inputs": {"a": "b"}}, lambda d: json.dumps(d).encode())
    with pytest.raises(sinks.SecretInPlan) as refused:
        sinks.plan_bytes({"inputs": {"token": TOKEN}}, lambda d: json.dumps(d).encode())
    assert refused.value.where == "inputs.token"


def _prove_own_plan(tmp_path: Path) -> None:
    from runtime.capability.saved import write_own_plan
    from runtime.errors import UsageError

    with pytest.raises(UsageError, match=r"inputs\.token holds one"):
        write_own_plan(str(tmp_path / "plan.json"), {"inputs": {"token": TOKEN}})
    assert not (tmp_path / "plan.json").exists()


_DELIVERERS = {"show", "show_raw", "show_json"}


def _prove_deliver() -> None:
    """The one stream write in the sinks: only show, show_raw and show_json call it, each with
    text it redacted, and each masks what it is given."""
    tree = ast.parse((SOURCE / "audit" / "sinks.py").read_text())
    callers = {
        function.name
        for function in tree.body
        if isinstance(function, ast.FunctionDef)
        for node in ast.walk(function)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "_deliver"
    }
    assert callers == _DELIVERERS, callers
    _prove_show()
    _prove_show_raw()
    _prove_show_json()


def _prove_silence(tmp_path: Path) -> None:
    """Pointing a gone reader's stream at /dev/null writes no byte anywhere."""
    target = tmp_path / "stream"
    with open(target, "w") as stream:
        sinks._silence(stream)
        stream.write(f"token {TOKEN}\n")
    assert target.read_text() == ""


PROOFS: dict[str, Callable[..., None]] = {
    "runtime.audit.sinks:_deliver": _prove_deliver,
    "runtime.audit.sinks:_silence": _prove_silence,
    "runtime.audit.sinks:report_file": _prove_report_file,
    "runtime.audit.sinks:plan_bytes": _prove_plan_bytes,
    "runtime.audit.log:_write_all": _prove_trail,
    "runtime.audit.forward:Forwarder.ship": _prove_forwarding,
    "runtime.mcp.server:redacted": _prove_mcp_results,
    "runtime.capability.saved:write_own_plan": _prove_own_plan,
}


def output_paths() -> list[str]:
    """Each function of the sink module that writes, each output named as written elsewhere,
    the saved plan's bytes and the MCP door's handlers."""
    in_sinks = {site.function for site in SITES if site.function.startswith(SINK_MODULE + ":")}
    return sorted(
        in_sinks
        | set(sinks.OUTPUT_ELSEWHERE)
        | {"runtime.audit.sinks:plan_bytes", "runtime.mcp.server:redacted"}
    )


@pytest.mark.parametrize("path", output_paths())
def test_each_output_path_masks_secrets(
    path: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(redact, "_environment_secrets", set())
    assert path in PROOFS, f"{path} writes output: prove here that it is redacted"
    proof = PROOFS[path]
    if proof.__code__.co_argcount:
        proof(tmp_path)
    else:
        proof()
