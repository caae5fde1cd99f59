"""The CLI's command tables as plain data: names, what each does, subcommands, usage lines.

A leaf: it imports nothing, so `cli.main` (dispatch, `runtime --help`), the command
modules (their specs' usage lines), `cli/table.py` (the completion and did-you-mean tree)
and `bootstrap/content.py` (the Home's cheat sheets) all read the same words without the
Home importing the CLI. It sits at the top of the package, not in `cli/`, for that
reason: `home/` sits beside the pipeline and never imports `runtime.cli`.
"""

from __future__ import annotations

# command -> (module under runtime.cli.commands, what it does)
COMMANDS: dict[str, tuple[str, str]] = {
    "version": ("version", "version, Python, platform, Runtime Home path"),
    "bootstrap": ("bootstrap", "create or refresh the Runtime Home (runs implicitly when needed)"),
    "config": ("config", "validate the config and policy; emit their reference documents"),
    "context": ("context", "the active Runtime Context and where each value comes from"),
    "github": ("provider", "the GitHub provider's operations (runtime github --help)"),
    "files": ("provider", "the files provider's operations (runtime files --help)"),
    "command": ("command", "run an allow-listed binary through the Command Engine"),
    "resolve": ("resolve", "what a command would run and whether policy allows it"),
    "capability": ("capability", "validate, plan, execute, list and author capabilities"),
    "audit": ("audit", "read (tail) and check (verify) the hash-chained audit trail"),
    "auth": ("auth", "credential status, login and logout per auth provider"),
    "mcp": ("mcp", "serve the runtime to AI assistants over MCP (needs the [mcp] extra)"),
    "help": ("help", "help for a command: runtime help [COMMAND...]"),
    "completion": ("completion", "a shell completion script: runtime completion bash|zsh|fish"),
}

# capability subcommand -> (module under runtime.cli.commands.capability, what it does)
CAPABILITY_SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "validate": ("validate", "structural check of capability files, names or directories"),
    "plan": ("plan", "preflight inputs, substitution, context and policy; no side effects"),
    "execute": ("execute", "run the steps in order, stopping at the first failure"),
    "list": ("listing", "every resolvable capability: name, source, path, digest, winner"),
    "dependents": ("dependents", "the capabilities whose Lineage re-derives NAME, and which steps"),
    "authoring-context": (
        "authoring",
        "what an author needs: specs, providers, binaries, the authoring directory",
    ),
}

GLOBAL_OPTIONS = ("--output", "--help", "--version")
OUTPUT_FORMATS = ("text", "json", "raw")
SHELLS = ("bash", "zsh", "fish")

# Subcommands of the commands that dispatch on their first word.
SUBCOMMANDS: dict[str, tuple[str, ...]] = {
    "config": ("validate", "init"),
    "config init": ("config", "policy"),
    "context": ("show", "list", "use"),
    "auth": ("status", "login", "logout"),
    "auth login": ("github", "gcp", "kubernetes", "openshift"),
    "auth logout": ("github", "gcp", "kubernetes", "openshift"),
    "audit": ("tail", "verify", "forward"),
    "command": ("run",),
    "resolve": ("github", "files", "command"),
    "resolve command": ("run",),
    "completion": SHELLS,
}

# The usage line of each command's spec that the Home's cheat sheet lists too.
USAGES: dict[str, str] = {
    "bootstrap": "runtime bootstrap",
    "config validate": "runtime config validate",
    "config init": "runtime config init config|policy [--output PATH] [--force]",
    "context show": "runtime context show",
    "context list": "runtime context list",
    "context use": "runtime context use NAME | --clear",
}
