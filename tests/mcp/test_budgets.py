"""tools/list stays small: an assistant pays for every byte of it on every turn.

Tokens are counted as bytes / 4 of the tools/list result on the wire.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp.client.session import ClientSession

from support.cli import write_capability
from support.mcp_door import NOTES, READER, door_work, listing_bytes, with_door

FIXED_BUDGET_TOKENS = 1_000
EXPOSED_BUDGET_TOKENS = 5_000


def long_capability(index: int) -> str:
    """A capability with long prose and input descriptions: the worst case for a schema."""
    inputs = "\n".join(
        f"  input_{n}_{index}: {{description: {'a long description of this input ' * 8}, "
        f"required: {'true' if n % 2 else 'false'}}}"
        for n in range(4)
    )
    args = ", ".join(f'"${{input_{n}_{index}}}"' for n in range(4))
    return f"version: v1\ninputs:\n{inputs}\nworkflow:\n  - provider: files\n    args: [write, {args}]\n"


async def tools_bytes(session: ClientSession) -> tuple[int, int]:
    tools = await session.list_tools()
    return listing_bytes(tools), len(tools.tools)


async def list_pages(session: ClientSession) -> tuple[int, int, list[str]]:
    size, tools = await tools_bytes(session)
    names: list[str] = []
    offset: int | None = 0
    while offset is not None:
        page = (await session.call_tool("capability_list", {"offset": offset})).structured_content
        assert isinstance(page, dict) and page["truncated"] is False
        names += [entry["name"] for entry in page["output"]["capabilities"]]
        offset = page["output"]["next_offset"]
    return size, tools, names


@pytest.mark.parametrize("count", [0, 10, 500])
def test_the_fixed_surface_stays_under_1000_tokens(home: Path, work: Path, count: int) -> None:
    env = door_work(work, {})
    for index in range(count):
        write_capability(work / "caps", f"team/cap-{index}.md", READER if index % 2 else NOTES)
    size, tools, names = with_door(home, work, list_pages, env=env)
    assert tools == 7
    assert size / 4 < FIXED_BUDGET_TOKENS, size
    assert sorted(names) == sorted(f"team/cap-{index}" for index in range(count))


def test_25_exposed_capabilities_stay_under_5000_tokens(home: Path, work: Path) -> None:
    env = door_work(work, {})
    names = []
    for index in range(25):
        prose = f"# Capability number {index}, with a heading as long as an author might write\n"
        write_capability(work / "caps", f"team/long-{index}.md", long_capability(index), prose)
        names.append(f"team/long-{index}")
    size, tools = with_door(home, work, tools_bytes, "--expose", *names, env=env)
    assert tools == 7 + 25
    assert size / 4 < EXPOSED_BUDGET_TOKENS, size
