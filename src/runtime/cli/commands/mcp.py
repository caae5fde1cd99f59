"""runtime mcp [--read-only] [--expose NAME ...]: the MCP server over stdio.

The SDK is an optional extra; this module only checks for it, and imports the
server (which imports the SDK) once the arguments are good.
"""

from __future__ import annotations

from runtime.errors import UsageError
from runtime.result import Result, help_result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

HELP = """usage: runtime mcp [--read-only] [--expose NAME ...]

Serve the runtime to an AI assistant over MCP (stdio). Tools: capability_list,
capability_describe, capability_validate, capability_plan, capability_execute,
resolve, audit_tail; resources: the capability spec, the authoring context and
each capability's text; a prompt for authoring. Every call goes through policy,
auth and audit with consumer mcp. Home, config, policy and environment are the
ones this command starts with; tools take capability names, never paths.
Without a working sandbox no binary step runs.

options:
  --read-only        list and run only what reads: tools that could change
                     anything are hidden and refused when called by name
  --expose NAME ...  also offer each named capability as its own tool (at most 25)
  -h, --help         show this help

Needs the optional extra: pip install 'engineering-runtime[mcp]'."""

INSTALL_HINT = "pip install 'engineering-runtime[mcp]' (the MCP SDK, mcp 2.x)"


def parse(argv: list[str]) -> tuple[bool, list[str]]:
    read_only = False
    expose: list[str] = []
    taking_names = False
    for word in argv:
        if word == "--read-only":
            read_only, taking_names = True, False
        elif word == "--expose":
            taking_names = True
        elif word.startswith("--expose="):
            expose.append(word.partition("=")[2])
        elif taking_names and not word.startswith("-"):
            expose.append(word)
        else:
            raise UsageError(f"unexpected argument {word!r}", hint=HELP.split("\n\n")[0])
    if taking_names and not expose:
        raise UsageError("--expose needs at least one capability name")
    return read_only, expose


def main(invocation: Invocation) -> Result:
    if "-h" in invocation.argv or "--help" in invocation.argv:
        return help_result("mcp", HELP)
    read_only, expose = parse(invocation.argv)
    _require_sdk()
    from runtime.mcp.server import serve

    serve(read_only, expose)
    return Result("mcp", kind="silent")


def _require_sdk() -> None:
    """Find the SDK without importing it: only runtime.mcp.server imports the SDK."""
    from importlib.util import find_spec

    if find_spec("mcp") is None or find_spec("mcp_types") is None:
        raise UsageError("runtime mcp needs the MCP SDK, which is not installed", hint=INSTALL_HINT)
