"""Driving the installed `runtime mcp` with the SDK's own client, as an assistant would."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import anyio
import mcp_types as types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from pydantic import FileUrl

from support.cli import RUNTIME, clean_env, write_capability

T = TypeVar("T")
CLIENT = "test-assistant"

NOTES = """
version: v1
inputs:
  path: {description: where the note goes, required: true}
  message: {description: the first line, required: true}
workflow:
  - provider: files
    args: [write, "${path}", "${message}"]
  - provider: files
    args: [read, "${path}"]
"""

READER = """
version: v1
inputs:
  path: {description: the file to read, required: true}
workflow:
  - provider: files
    args: [read, "${path}"]
"""

REMOVER = """
version: v1
inputs:
  path: {description: the file to remove, required: true}
workflow:
  - provider: files
    args: [delete, "${path}"]
"""

GIT_STATUS = """
version: v1
workflow:
  - binary: git
    args: [status, --short]
"""

REPO_VIEW = """
version: v1
inputs:
  repo: {description: owner/name, required: true}
workflow:
  - provider: github
    args: [repo, view, "${repo}"]
"""


def door_work(work: Path, capabilities: dict[str, str]) -> dict[str, str]:
    """Capabilities in WORK/caps named by CAPABILITIES, a config naming that source; the env."""
    for name, block in capabilities.items():
        write_capability(work / "caps", f"{name}.md", block, prose=f"# {name} for the tests\n")
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\ncapabilities:\n  sources:\n    - {name: team, dir: caps}\n"
    )
    return {"RUNTIME_CONFIG_FILE": str(config)}


def with_door(
    home: Path,
    cwd: Path,
    body: Callable[[ClientSession], Awaitable[T]],
    *args: str,
    env: dict[str, str] | None = None,
    roots: list[str] | None = None,
) -> T:
    """Start `runtime mcp ARGS` over stdio, initialize as CLIENT, run BODY, shut down."""

    async def list_roots(context: Any) -> types.ListRootsResult:
        listed = [types.Root(uri=FileUrl(f"file://{root}")) for root in roots or []]
        return types.ListRootsResult(roots=listed)

    async def main() -> T:
        params = StdioServerParameters(
            command=RUNTIME, args=["mcp", *args], env=clean_env(home, **(env or {})), cwd=str(cwd)
        )
        client_info = types.Implementation(name=CLIENT, version="1")
        callback = list_roots if roots is not None else None
        with tempfile.TemporaryFile("w+") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(
                    read, write, client_info=client_info, list_roots_callback=callback
                ) as session,
            ):
                await session.initialize()
                return await body(session)

    return anyio.run(main)


async def call(session: ClientSession, tool: str, **arguments: Any) -> types.CallToolResult:
    result = await session.call_tool(tool, arguments)
    assert isinstance(result, types.CallToolResult)
    return result


def content(result: types.CallToolResult) -> dict[str, Any]:
    """The structured content, checked to say the same as the text an assistant reads."""
    structured = result.structured_content
    assert isinstance(structured, dict)
    text = result.content[0]
    assert isinstance(text, types.TextContent)
    if not structured.get("truncated"):
        assert json.loads(text.text) == structured
    return structured


def listing_bytes(tools: types.ListToolsResult) -> int:
    """The tools/list result as it goes on the wire."""
    wire = tools.model_dump(by_alias=True, exclude_none=True, mode="json")
    return len(json.dumps(wire, separators=(",", ":")).encode())
