"""Issue 26: a `runtime mcp` session whose collector goes away keeps forwarding once it is back.

On main one failed send stopped forwarding for the rest of the session: every later record
waited for the next process. The session here is the SDK's own client over stdio, the
collector a real rsyslog.
"""

from __future__ import annotations

import time
from pathlib import Path

import anyio
from mcp.client.session import ClientSession

from support.cli import write_capability
from support.mcp_door import call, content, with_door
from support.rsyslog import Collector, parse

APPEND = """
version: v1
inputs:
  line: {description: the line to append, required: true}
workflow:
  - provider: files
    args: [append, ./log.txt, "${line}"]
"""


def trail(home: Path) -> list[str]:
    return (home / "audit.jsonl").read_text(encoding="utf-8").splitlines()


def test_a_session_forwards_again_after_its_collector_returns(
    home: Path, work: Path, tmp_path: Path
) -> None:
    write_capability(work / "caps", "append.md", APPEND, prose="# append for the tests\n")
    server = Collector(tmp_path / "rsyslog")  # its port is chosen; nothing listens yet
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\ncapabilities:\n  sources:\n    - {name: team, dir: caps}\n"
        f"audit:\n  forward:\n    syslog: {server.url}\n    timeout_ms: 300\n"
    )

    async def body(session: ClientSession) -> list[str]:
        first = await call(session, "capability_execute", name="append", inputs={"line": "a"})
        assert not first.is_error, content(first)  # the step still runs with the collector down
        server.start()
        deadline = time.monotonic() + 60
        arrived: set[str] = set()
        local: list[str] = []
        index = 0
        while time.monotonic() < deadline:  # polled, not timed: until everything arrived
            index += 1
            inputs = {"line": f"b{index}"}
            again = await call(session, "capability_execute", name="append", inputs=inputs)
            assert not again.is_error, content(again)
            local = trail(home)
            arrived = {parse(line)[0]["msg"] for line in server.lines()}
            if set(local) <= arrived:
                break
            await anyio.sleep(0.5)
        return sorted(set(local) - arrived)

    try:
        missing = with_door(home, work, body, env={"RUNTIME_CONFIG_FILE": str(config)})
    finally:
        server.stop()
    assert missing == []  # every record, the ones written while it was down included
