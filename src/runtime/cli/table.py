"""The command tree as data: `runtime help`, did-you-mean and the completion scripts read it.

Each entry maps the words typed so far (after global options) to the words that may
come next. Commands come from `cli.main.COMMANDS`, capability subcommands from their
own table, provider operations from the operation tables, binaries from the compiled
default `allowed_binaries`; the rest are listed here. Only help, completion and the
error path import this module, so the hot paths never pay for it.
"""

from __future__ import annotations

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


def tree() -> dict[str, tuple[str, ...]]:
    """Every prefix of words and the words that may follow it."""
    from runtime.cli.commands.capability import SUBCOMMANDS as CAPABILITY
    from runtime.cli.main import COMMANDS
    from runtime.policy.defaults import DEFAULT_ALLOWED_BINARIES
    from runtime.providers.registry import PROVIDERS

    nodes: dict[str, tuple[str, ...]] = {"": tuple(COMMANDS)}
    nodes.update(SUBCOMMANDS)
    nodes["capability"] = tuple(CAPABILITY)
    nodes["help"] = tuple(COMMANDS)
    nodes["command run"] = DEFAULT_ALLOWED_BINARIES
    nodes["resolve command run"] = DEFAULT_ALLOWED_BINARIES
    for name, provider in PROVIDERS.items():
        for prefix in (name, f"resolve {name}", f"help {name}"):
            for words in (op.words for op in provider.operations):
                for depth in range(len(words)):
                    key = " ".join((prefix, *words[:depth]))
                    nodes[key] = tuple(dict.fromkeys((*nodes.get(key, ()), words[depth])))
    for command, words in SUBCOMMANDS.items():
        if " " not in command:
            nodes[f"help {command}"] = words
    nodes["help capability"] = tuple(CAPABILITY)
    return nodes


def did_you_mean(words: list[str]) -> str | None:
    """The command line as it was probably meant, for the first word the tree does not know."""
    import difflib  # only on the error path

    nodes = tree()
    known: list[str] = []
    for word in words:
        if word.startswith("-"):
            return None
        choices = nodes.get(" ".join(known))
        if not choices:
            return None
        if word not in choices:
            close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
            return " ".join([*known, close[0]]) if close else None
        known.append(word)
    return None
