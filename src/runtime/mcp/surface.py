"""The tool surface as data: the fixed tools, and one tool per exposed capability.

Kept terse on purpose: an assistant pays for every byte of `tools/list` in every
turn (the budget is 1,000 tokens for the fixed surface, 5,000 with 25 exposed).
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.mcp.calls import Door, capability_file, load_capability, summary_line
from runtime.mcp.effects import Effects, open_world
from runtime.mcp.refusal import Refused

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Capability
    from runtime.result import Envelope

MAX_EXPOSED = 25
NAME = {"type": "string", "description": "capability name from capability_list"}
INPUTS = {"type": "object", "additionalProperties": {"type": "string"}}


def _schema(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        schema["required"] = list(required)
    return schema


def _hints(read_only: bool, destructive: bool = False, open_world: bool = False) -> dict[str, Any]:
    return {"readOnlyHint": read_only, "destructiveHint": destructive, "openWorldHint": open_world}


FIXED_TOOLS: tuple[dict[str, Any], ...] = (
    {
        "name": "capability_list",
        "description": "Capabilities: name, summary, effect, input names (200 per page).",
        "inputSchema": _schema({"offset": {"type": "integer", "minimum": 0}}),
        "annotations": _hints(True),
    },
    {
        "name": "capability_describe",
        "description": "A capability's inputs, steps and effects.",
        "inputSchema": _schema({"name": NAME}, ("name",)),
        "annotations": _hints(True),
    },
    {
        "name": "capability_validate",
        "description": "Check a capability by name, or Markdown text you wrote.",
        "inputSchema": _schema({"name": NAME, "text": {"type": "string"}}),
        "annotations": _hints(True),
    },
    {
        "name": "capability_plan",
        "description": "Plan a run, no side effects: each step's policy verdict and a plan_digest.",
        "inputSchema": _schema({"name": NAME, "inputs": INPUTS}, ("name",)),
        "annotations": _hints(True),
    },
    {
        "name": "capability_execute",
        "description": "Run a capability via policy and audit; plan_digest must match if given.",
        "inputSchema": _schema(
            {"name": NAME, "inputs": INPUTS, "plan_digest": {"type": "string"}}, ("name",)
        ),
        "annotations": _hints(False, True, True),
    },
    {
        "name": "resolve",
        "description": "What command words would run and the policy verdict; runs nothing.",
        "inputSchema": _schema(
            {"command": {"type": "array", "items": {"type": "string"}}}, ("command",)
        ),
        "annotations": _hints(True),
    },
    {
        "name": "audit_tail",
        "description": "Newest audit records.",
        "inputSchema": _schema(
            {"n": {"type": "integer", "minimum": 1, "maximum": 200, "default": 20}}
        ),
        "annotations": _hints(True),
    },
)

FIXED_NAMES = frozenset(tool["name"] for tool in FIXED_TOOLS)
ARGUMENTS = {tool["name"]: frozenset(tool["inputSchema"]["properties"]) for tool in FIXED_TOOLS}


# What Claude Code, Claude Desktop, Codex and Copilot accept as a tool name:
# ^[a-zA-Z0-9_-]{1,64}$ (no dot, at most 64 characters).
_NAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
MAX_TOOL_NAME = 64


def tool_name(capability_name: str) -> str:
    """`team/notes-roundtrip` -> `run_team__notes-roundtrip`: `/` is `__`, any other character
    outside [A-Za-z0-9_-] is `_`; a name past 64 characters keeps its start and ends in a
    digest of the whole (two names never meet in one; open_door refuses a clash)."""
    safe = "".join(
        "__" if ch == "/" else ch if ch in _NAME_CHARACTERS else "_" for ch in capability_name
    )
    name = "run_" + safe
    if len(name) <= MAX_TOOL_NAME:
        return name
    from runtime.digest import sha256_hex

    tail = "_" + sha256_hex(capability_name.encode("utf-8"))[:8]
    return name[: MAX_TOOL_NAME - len(tail)] + tail


def exposed_tool(capability_name: str, summary: str, capability: Capability) -> dict[str, Any]:
    """One capability as a tool that fits EXPOSED_TOOL_BYTES, shedding descriptions to fit.

    Raises ValueError when even the bare schema (the input names) does not fit.
    """
    effects = Effects.of(capability)
    required = tuple(name for name, item in capability.inputs.items() if item.required)
    for input_chars, summary_chars in FITTING:
        properties = {
            name: _input_schema(item.description[:input_chars])
            for name, item in capability.inputs.items()
        }
        tool = {
            "name": tool_name(capability_name),
            "description": f"{summary[:summary_chars]} ({capability_name}; {effects.summary})",
            "inputSchema": _schema(properties, required),
            "annotations": _hints(effects.read_only, effects.destructive, open_world(capability)),
        }
        if wire_bytes(tool) <= EXPOSED_TOOL_BYTES:
            return tool
    raise ValueError(
        f"{len(capability.inputs)} inputs do not fit one tool's {EXPOSED_TOOL_BYTES} bytes; "
        "call it through capability_execute instead"
    )


# (input description chars, summary chars), tried in order until the tool fits
FITTING = ((80, 100), (40, 60), (0, 40), (0, 0))
# 25 exposed tools and the fixed surface under 5,000 tokens (bytes / 4)
EXPOSED_TOOL_BYTES = 640


def _input_schema(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description} if description else {"type": "string"}


def wire_bytes(tool: dict[str, Any]) -> int:
    import json

    return len(json.dumps(tool, separators=(",", ":"), ensure_ascii=False).encode())


READ_ONLY_EXECUTE = " Read-only server: only capabilities whose every step reads."


class Surface:
    """The tools this server lists, and the ones read-only hid (refused by name)."""

    __slots__ = ("door", "hidden", "tools")

    def __init__(self, door: Door, exposed_tools: list[dict[str, Any]]) -> None:
        self.door = door
        self.tools: dict[str, dict[str, Any]] = {}
        self.hidden: set[str] = set()
        for tool in [*FIXED_TOOLS, *exposed_tools]:
            if door.read_only and not tool["annotations"]["readOnlyHint"]:
                if tool["name"] != "capability_execute":
                    self.hidden.add(tool["name"])
                    continue
                tool = _read_only_execute(tool)
            self.tools[tool["name"]] = tool

    def call(self, name: str, arguments: dict[str, Any]) -> Envelope:
        tool = self.tools.get(name)
        if tool is None:
            rule = "mcp.read-only" if name in self.hidden else "mcp.unknown-tool"
            why = "hidden by --read-only" if name in self.hidden else "no such tool"
            raise Refused(rule, f"tool {name!r} refused: {why}")
        extra = sorted(set(arguments) - set(tool["inputSchema"]["properties"]))
        if extra:
            raise Refused(
                "mcp.arguments",
                f"{name} takes no argument(s) {', '.join(extra)}: Home, policy, config and "
                "environment are fixed when the server starts",
                exit_codes.USAGE,
            )
        if name in ARGUMENTS:
            missing = sorted(set(tool["inputSchema"].get("required", ())) - set(arguments))
            if missing:
                raise Refused(
                    "mcp.arguments", f"{name} needs {', '.join(missing)}", exit_codes.USAGE
                )
            method = getattr(self.door, name)
            result: Envelope = method(**arguments)
            return result
        return self.door.exposed_call(name, arguments)


def _read_only_execute(tool: dict[str, Any]) -> dict[str, Any]:
    return {
        **tool,
        "description": tool["description"] + READ_ONLY_EXECUTE,
        "annotations": {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True},
    }


def open_door(read_only: bool, names: list[str]) -> tuple[Door, list[dict[str, Any]]]:
    """The door and the exposed tools, checked once at launch (a bad name stops the server)."""
    from runtime.errors import UsageError

    if len(names) > MAX_EXPOSED:
        raise UsageError(f"--expose takes at most {MAX_EXPOSED} capabilities, got {len(names)}")
    exposed: dict[str, str] = {}
    tools: list[dict[str, Any]] = []
    for name in dict.fromkeys(names):
        try:
            path = capability_file(name)
        except Refused as refused:
            raise UsageError(f"--expose {name}: {refused.message}") from None
        try:
            tool = exposed_tool(name, summary_line(path), load_capability(path))
        except ValueError as error:
            raise UsageError(f"--expose {name}: {error}") from None
        if tool["name"] in FIXED_NAMES or tool["name"] in exposed:
            raise UsageError(f"--expose {name}: tool name {tool_name(name)} is taken")
        exposed[tool["name"]] = name
        tools.append(tool)
    return Door(read_only, exposed), tools
