"""Issue 27 item 10: MCP tool names the assistants accept, and the README's `.mcp.json`.

Claude Code, Claude Desktop, Codex and Copilot accept tool names matching
^[a-zA-Z0-9_-]{1,64}$ only. The README's `.mcp.json` shape, expanded as those clients expand
`${VAR}`, gets the GitHub token to the server under the SDK's own stdio client, which hands
a server only a few variables of the client's (HOME, PATH, ...) besides its `env` block.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from providers.github.standin_env import BASE_URL, TOKEN_VARIABLE
from support.cli import RUNTIME, write_capability
from support.github_standin import GitHubStandIn
from support.mcp_door import NOTES, READER, REPO_VIEW, call, content, door_work, with_door

NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
README = Path(__file__).resolve().parents[2] / "README.md"


def test_every_exposed_tool_name_is_one_the_assistants_accept(home: Path, work: Path) -> None:
    long = "team/" + "a-very-long-capability-name-" * 3
    caps = {"team/audit": READER, "team/notes.v2": NOTES, long: READER, "reader": READER}
    env = door_work(work, caps)

    async def body(session: ClientSession) -> dict[str, Any]:
        tools = [tool.name for tool in (await session.list_tools()).tools]
        (work / "hello.txt").write_text("hi")
        read = await call(session, "run_team__audit", path="hello.txt")
        return {"tools": tools, "read": read}

    seen = with_door(home, work, body, "--expose", *caps, env=env)
    assert [name for name in seen["tools"] if not NAME.match(name)] == []
    assert {"run_team__audit", "run_team__notes_v2", "run_reader"} <= set(seen["tools"])
    assert len([name for name in seen["tools"] if name.startswith("run_team__a-very")]) == 1
    assert content(seen["read"])["status"] == "ok"


def readme_mcp_json() -> dict[str, Any]:
    text = README.read_text()
    start = text.index("```json\n", text.index("<!-- mcp-json -->")) + len("```json\n")
    document: dict[str, Any] = json.loads(text[start : text.index("```", start)])
    server: dict[str, Any] = document["mcpServers"]["runtime"]
    return server


def expanded(value: str, environ: dict[str, str]) -> str:
    """`${VAR}` as the assistants expand it in an MCP server's command, args and env."""
    return re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}", lambda m: environ.get(m.group(1), ""), value)


def start_as_registered(
    server: dict[str, Any], assistant_env: dict[str, str], plumbing: dict[str, str], cwd: Path
) -> dict[str, Any]:
    """The server started from SERVER (the README's entry) as a client would, and the repo-view
    capability run through it; PLUMBING points it at the stand-in and this test's files."""
    env = {key: expanded(value, assistant_env) for key, value in server["env"].items()}
    env = {**{k: v for k, v in env.items() if not v.startswith("/path/to/")}, **plumbing}
    command = server["command"]
    assert command.endswith("/.venv/bin/runtime") or command == "runtime"
    params = StdioServerParameters(command=RUNTIME, args=server["args"], env=env, cwd=str(cwd))

    async def main() -> dict[str, Any]:
        with tempfile.TemporaryFile("w+") as errlog:
            async with (
                stdio_client(params, errlog=errlog) as (read, write),
                ClientSession(read, write) as session,
            ):
                await session.initialize()
                result = await session.call_tool(
                    "capability_execute", {"name": "repo-view", "inputs": {"repo": "acme/web"}}
                )
                assert isinstance(result, types.CallToolResult)
                return content(result)

    return anyio.run(main)


def test_the_readme_mcp_json_gets_the_token_to_the_server(
    home: Path, work: Path, github_standin: GitHubStandIn
) -> None:
    server = readme_mcp_json()
    assert server["env"][TOKEN_VARIABLE] == "${" + TOKEN_VARIABLE + "}"
    write_capability(work / "caps", "repo-view.md", REPO_VIEW, prose="# repo view\n")
    config = work / "config.yaml"
    config.write_text(
        f"schema_version: 2\nauthentication:\n  github:\n    base_url: {BASE_URL}\n"
        "capabilities:\n  sources:\n    - {name: team, dir: caps}\n"
    )
    plumbing = {
        "RUNTIME_CONFIG_FILE": str(config),
        "ENGINEERING_RUNTIME_HOME": str(home),
        "HTTP_PROXY": github_standin.proxy_url,
        "HTTPS_PROXY": github_standin.proxy_url,
        "NO_PROXY": "",
    }
    assistant = {TOKEN_VARIABLE: github_standin.token}
    ran = start_as_registered(server, assistant, plumbing, work)
    assert ran["status"] == "ok", ran
    assert ran["steps"][0]["output"]["full_name"] == "acme/web"
    # the same entry without its env line: the client hands the server no token
    bare = {**server, "env": {k: v for k, v in server["env"].items() if k != TOKEN_VARIABLE}}
    refused = start_as_registered(bare, assistant, plumbing, work)
    assert refused["exit_code"] == 5, refused
