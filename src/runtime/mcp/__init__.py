"""`runtime mcp`: the MCP door for AI assistants.

Only `runtime.mcp.server` imports the MCP SDK; the rest of this package is plain
Python the tests and the CLI can load without it.
"""
