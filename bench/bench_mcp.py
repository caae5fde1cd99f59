"""runtime mcp: spawn -> initialize reply, and what a warm capability_plan adds over MCP.

Both are spoken as raw JSON-RPC lines over the server's pipes (no client library
in the measure): the time an assistant waits, not the time its SDK spends.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "bench", "version": "1"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}

# The same SDK, the same transport, no runtime: what the SDK alone costs.
BARE_SERVER = """
import anyio
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
server = Server("bare")
async def main():
    async with stdio_server() as (r, w):
        await server.run(r, w, server.create_initialization_options())
anyio.run(main)
"""

IN_PROCESS_PLAN = """
import json, sys, time
from runtime.cli.main import dispatch
argv = json.loads(sys.argv[1])
samples = []
for _ in range(int(sys.argv[2])):
    started = time.perf_counter()
    result, _ = dispatch(argv)
    samples.append(time.perf_counter() - started)
    assert result.exit_code == 0, result.envelope()
samples.sort()
print(samples[len(samples) // 2])
"""

PLAN_BLOCK = """# Notes

```runtime
version: v1
inputs:
  path: {description: where, required: true}
workflow:
  - provider: files
    args: [write, "${path}", hello]
  - provider: files
    args: [read, "${path}"]
```
"""


class Wire:
    """A spawned server spoken to in JSON-RPC lines."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path) -> None:
        self.proc = subprocess.Popen(
            argv,
            env=env,
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )

    def ask(self, message: dict[str, Any]) -> dict[str, Any]:
        self.tell(message)
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit(f"server closed before answering {message['method']}")
            reply: dict[str, Any] = json.loads(line)
            if reply.get("id") == message["id"]:
                return reply

    def tell(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def spawn_to_initialize(argv: list[str], env: dict[str, str], cwd: Path) -> float:
    started = time.perf_counter()
    wire = Wire(argv, env, cwd)
    wire.ask(INITIALIZE)
    elapsed = time.perf_counter() - started
    wire.close()
    return elapsed


def run(
    work: Path, home: Path, env_for: Callable[..., dict[str, str]], runtime: str, python: str
) -> None:
    caps = work / "caps"
    caps.mkdir()
    (caps / "notes.md").write_text(PLAN_BLOCK)
    config = work / "config.yaml"
    config.write_text("schema_version: 2\ncapabilities:\n  sources:\n    - {name: s, dir: caps}\n")
    env = env_for(home, RUNTIME_CONFIG_FILE=str(config))
    _initialize(work, env, runtime, python)
    _plan_round_trip(work, env, runtime, python)


def _initialize(work: Path, env: dict[str, str], runtime: str, python: str) -> None:
    ours_argv, bare_argv = [runtime, "mcp"], [python, "-c", BARE_SERVER]
    for _ in range(2):
        spawn_to_initialize(ours_argv, env, work)
        spawn_to_initialize(bare_argv, env, work)
    ours, bare = [], []
    for _ in range(10):
        ours.append(spawn_to_initialize(ours_argv, env, work))
        bare.append(spawn_to_initialize(bare_argv, env, work))
    a, b = statistics.median(ours), statistics.median(bare)
    print(
        f"{'runtime mcp: spawn -> initialize reply':<52} {a * 1000:8.1f} ms vs {b * 1000:8.1f} ms"
        f" bare SDK server = {a / b:4.2f}x (target <= 1500 ms){'  ok' if a <= 1.5 else '  OVER'}"
    )


def _plan_round_trip(work: Path, env: dict[str, str], runtime: str, python: str) -> None:
    runs = 50
    arguments = {"name": "notes", "inputs": {"path": "n.txt"}}
    wire = Wire([runtime, "mcp"], env, work)
    wire.ask(INITIALIZE)
    wire.tell(INITIALIZED)
    samples = []
    for index in range(runs + 5):
        call = {
            "jsonrpc": "2.0",
            "id": index + 1,
            "method": "tools/call",
            "params": {"name": "capability_plan", "arguments": arguments},
        }
        started = time.perf_counter()
        reply = wire.ask(call)
        if index >= 5:  # the first calls warm the imports
            samples.append(time.perf_counter() - started)
        assert not reply["result"].get("isError"), reply
    wire.close()
    # the same plan the server makes: saved with --out, as capability_plan keeps it
    argv = ["--output", "json", "capability", "plan", str(work / "caps" / "notes.md")]
    argv += ["--input", "path=n.txt", "--out", str(work / "plan.json")]
    proc = subprocess.run(
        [python, "-c", IN_PROCESS_PLAN, json.dumps(argv), str(runs + 5)],
        env=env,
        cwd=work,
        capture_output=True,
        text=True,
        check=True,
    )
    in_process = float(proc.stdout.strip())
    over = statistics.median(samples) - in_process
    print(
        f"{'warm capability_plan over MCP minus in-process plan':<52} "
        f"{statistics.median(samples) * 1000:8.1f} ms - {in_process * 1000:6.1f} ms"
        f" = {over * 1000:5.2f} ms (target <= 5 ms){'  ok' if over <= 0.005 else '  OVER'}"
    )
