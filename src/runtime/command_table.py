"""The CLI's command table as plain data: commands, subcommands, what each does, usage lines.

A leaf: it imports nothing, so `cli.main` (dispatch, `runtime --help`, each group's help),
the command modules (their specs' usage lines), `cli/table.py` (the completion and
did-you-mean tree) and `bootstrap/content.py` (the Home's cheat sheets) all read the same
words without the Home importing the CLI. It sits at the top of the package, not in
`cli/`, for that reason: `home/` sits beside the pipeline and never imports `runtime.cli`.

Adding a subcommand is one entry in its Group: the dispatcher routes to it, the group's
help lists it, completion offers it and did-you-mean suggests it.
"""

from __future__ import annotations


class Command:
    """A command or a subcommand: the function that runs it and what it does.

    TARGET names the function as `module:function` under runtime.cli.commands (`main` when
    no function is named); it is imported only when the command runs. ARGS are the words
    after its name in its group's usage lines; CHOICES the words that may follow it,
    offered by completion and did-you-mean (the function itself checks them).
    """

    __slots__ = ("about", "args", "choices", "target")

    def __init__(
        self, target: str, about: str, *, args: str = "", choices: tuple[str, ...] = ()
    ) -> None:
        self.target = target
        self.about = about
        self.args = args
        self.choices = choices

    def function(self) -> tuple[str, str]:
        """The module under runtime.cli.commands and the function in it."""
        module, _, function = self.target.partition(":")
        return module, function or "main"


class Group:
    """A command whose first word names a subcommand: `runtime context use NAME`.

    The dispatcher routes that word to its subcommand's function, which parses only the
    words after it. A first word that names none goes to OTHER when there is one
    (`runtime command BINARY --help`), else is refused with UNKNOWN, formatted with the
    group's name, the word and all the words, and the listing as the hint.
    """

    __slots__ = ("about", "name", "notes", "other", "subcommands", "unknown")

    def __init__(
        self,
        name: str,
        about: str,
        subcommands: dict[str, Command],
        *,
        notes: str = "",
        other: Command | None = None,
        unknown: str = "unknown {name} subcommand {word!r}",
    ) -> None:
        self.name = name
        self.about = about
        self.subcommands = subcommands
        self.notes = notes
        self.other = other
        self.unknown = unknown

    def help_text(self) -> str:
        """Each subcommand's usage line, then what each does, then the group's notes."""
        usages = [
            f"runtime {self.name} {name} {sub.args}" for name, sub in self.subcommands.items()
        ]
        if self.other is not None:
            usages.append(f"runtime {self.name} {self.other.args}")
        text = "usage: " + "\n       ".join(usage.rstrip() for usage in usages)
        text = f"{text}\n\n{self.listing()}"
        return f"{text}\n\n{self.notes}" if self.notes else text

    def listing(self) -> str:
        """What each subcommand does, one a line: the hint for a word that names none."""
        width = max(len(name) for name in self.subcommands) + 1
        rows = [f"  {name:<{width}} {sub.about}" for name, sub in self.subcommands.items()]
        return "\n".join(["subcommands:", *rows])


SHELLS = ("bash", "zsh", "fish")
AUTH_PROVIDERS = ("github", "gcp", "kubernetes", "openshift")

CONFIG = Group(
    "config",
    "validate the config and policy; emit their reference documents",
    {
        "validate": Command(
            "config:validate",
            "load config and policy; report every problem, providers, binaries, overrides",
        ),
        "init": Command(
            "config:init",
            "emit the exhaustive commented reference document (stdout or --output PATH)",
            args="config|policy [--output PATH] [--force]",
            choices=("config", "policy"),
        ),
    },
)

CONTEXT = Group(
    "context",
    "the active Runtime Context and where each value comes from",
    {
        "show": Command("context:show", "the active context's values, each with its source"),
        "list": Command(
            "context:list_contexts", "the named contexts in the config, the active one marked"
        ),
        "use": Command(
            "context:use",
            "select a named context for every later call (--clear selects none)",
            args="NAME | --clear",
        ),
    },
)

CAPABILITY = Group(
    "capability",
    "validate, plan, execute, list and author capabilities",
    {
        "validate": Command(
            "capability.validate",
            "structural check of capability files, names or directories",
            args="PATH|NAME|DIR ...",
        ),
        "plan": Command(
            "capability.plan",
            "preflight inputs, substitution, context and policy; no side effects",
            args="PATH|NAME [--input KEY=VALUE ...]",
        ),
        "execute": Command(
            "capability.execute",
            "run the steps in order, stopping at the first failure",
            args="PATH|NAME [--input KEY=VALUE ...]",
        ),
        "list": Command(
            "capability.listing",
            "every resolvable capability: name, source, path, digest, winner",
        ),
        "dependents": Command(
            "capability.dependents",
            "the capabilities whose Lineage re-derives NAME, and which steps",
            args="NAME",
        ),
        "authoring-context": Command(
            "capability.authoring",
            "what an author needs: specs, providers, binaries, the authoring directory",
        ),
    },
)

AUDIT = Group(
    "audit",
    "read (tail) and check (verify) the hash-chained audit trail",
    {
        "tail": Command(
            "audit:tail",
            "the newest N operations (default 20), oldest first, each intent with its outcome",
            args="[-n N]",
        ),
        "verify": Command(
            "audit:verify",
            "check the whole hash chain; print a checkpoint to check a later trail against",
            args="[--checkpoint SEQ:HASH]",
        ),
        "forward": Command(
            "audit_forward",
            "send what the syslog collector has not confirmed; --status shows the backlog",
            args="[--status]",
        ),
    },
    notes="`runtime audit SUBCOMMAND --help` says what each one checks and prints.",
)

POLICY = Group(
    "policy",
    "check what the policy decides against written cases (runtime policy test)",
    {
        "test": Command(
            "policy:test",
            "judge each case (a request and the decision expected) as resolve would",
            args="CASES... [--run PATTERN] [--junit FILE]",
        ),
    },
    notes="`runtime policy test --help` describes the cases file.",
)

AUTH = Group(
    "auth",
    "credential status, login and logout per auth provider",
    {
        "status": Command("auth:status", "check every enabled provider (not audited)"),
        "login": Command(
            "auth:login",
            "validate the credentials and record the identity",
            args="PROVIDER",
            choices=AUTH_PROVIDERS,
        ),
        "logout": Command(
            "auth:logout",
            "clear the session where the tool has one",
            args="PROVIDER",
            choices=AUTH_PROVIDERS,
        ),
    },
    notes="""Providers: github (a token from the configured variable, RUNTIME_GITHUB_TOKEN by
default), gcp (gcloud), kubernetes (kubectl), openshift (oc). status checks every
enabled provider and is not audited; login validates and records the identity;
logout clears a session where the tool has one. Exit 5 when credentials are
missing or rejected.""",
    unknown="cannot run auth {words}",
)

COMMAND = Group(
    "command",
    "run an allow-listed binary through the Command Engine",
    {
        "run": Command(
            "command:run",
            "run BINARY through the Command Engine, ARGS passed verbatim",
            args="BINARY [ARGS...]",
        ),
        "list": Command("command:list_tables", "every binary's operation table"),
    },
    other=Command("command:binary_help", "one binary's operation table", args="BINARY --help"),
    notes="""Run an allow-listed binary through the Command Engine: the executable is pinned
from the trusted search path, ARGS are read through the binary's operation table
into a canonical command (its aliases and abbreviations are one command), denied
rules are matched against it and the words as typed, its effect (read, write,
delete, exec) must be in command_policy.effects; the child gets a bounded
environment and a timeout, and the run is audited. ARGS are passed
verbatim, exactly as a capability step's args: --help and -h after BINARY are the
binary's. The runtime reads one thing there: a trailing --output is refused as
ambiguous (global flags go before `command`: runtime --output json command run ...).
To hand the binary an --output of its own, end the runtime's reading with `--` right
after BINARY: runtime command run kubectl -- get pods --output json (that `--` is
not passed on; any later `--` is).

The child runs inside a bubblewrap sandbox: it sees the system directories and the
file roots (read roots read-only, write roots read-write), a private empty HOME and
/tmp, never the Runtime Home or the config and policy documents; the working
directory must lie inside a root. Without bwrap no binary runs, unless a policy
document sets command_policy.sandbox auto: then exec commands are refused and the
rest run unconfined with a notice on stderr.

`command list` prints every binary's table; `command BINARY --help` one of them.""",
)

# Every command of `runtime COMMAND`, in the order `runtime --help` lists them.
COMMANDS: dict[str, Command | Group] = {
    "version": Command("version", "version, Python, platform, Runtime Home path"),
    "bootstrap": Command(
        "bootstrap", "create or refresh the Runtime Home (runs implicitly when needed)"
    ),
    "config": CONFIG,
    "context": CONTEXT,
    "github": Command("provider", "the GitHub provider's operations (runtime github --help)"),
    "files": Command("provider", "the files provider's operations (runtime files --help)"),
    "command": COMMAND,
    "resolve": Command("resolve", "what a command would run and whether policy allows it"),
    "capability": CAPABILITY,
    "policy": POLICY,
    "audit": AUDIT,
    "auth": AUTH,
    "mcp": Command("mcp", "serve the runtime to AI assistants over MCP (needs the [mcp] extra)"),
    "help": Command("help", "help for a command: runtime help [COMMAND...]"),
    "completion": Command(
        "completion",
        "a shell completion script: runtime completion bash|zsh|fish",
        choices=SHELLS,
    ),
}

GLOBAL_OPTIONS = ("--output", "--help", "--version")
OUTPUT_FORMATS = ("text", "json", "raw")


def usage(words: str) -> str:
    """The usage line of `runtime WORDS`: its spec's, and the Home's cheat sheet's."""
    name, _, subcommand = words.partition(" ")
    entry = COMMANDS[name]
    if isinstance(entry, Group):
        return f"runtime {words} {entry.subcommands[subcommand].args}".rstrip()
    return f"runtime {name} {entry.args}".rstrip()
