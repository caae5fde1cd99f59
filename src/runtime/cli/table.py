"""The command tree: `runtime help`, did-you-mean and the completion scripts read it.

Each entry maps the words typed so far (after global options) to the words that may
come next. Commands, each group's subcommands and their choices come from the command
table (`runtime/command_table.py`), the one the dispatcher routes by; provider operations
from the operation tables, binaries from the compiled default `allowed_binaries`. Only
help, completion and the error path import this module, so the hot paths never pay for it.
"""

from __future__ import annotations

from runtime.command_table import COMMANDS, Command, Group


def tree() -> dict[str, tuple[str, ...]]:
    """Every prefix of words and the words that may follow it."""
    from runtime.policy.defaults import DEFAULT_ALLOWED_BINARIES
    from runtime.providers.registry import PROVIDERS

    nodes: dict[str, tuple[str, ...]] = {"": tuple(COMMANDS)}
    for name, entry in COMMANDS.items():
        _add_command(nodes, name, entry)
    nodes["command run"] = DEFAULT_ALLOWED_BINARIES
    nodes["resolve"] = (*PROVIDERS, "command")
    nodes["resolve command"] = ("run",)
    nodes["resolve command run"] = DEFAULT_ALLOWED_BINARIES
    for name in COMMANDS:
        if name in nodes:
            nodes[f"help {name}"] = nodes[name]
    nodes["help"] = tuple(COMMANDS)
    for name, provider in PROVIDERS.items():
        for prefix in (name, f"resolve {name}", f"help {name}"):
            for words in (op.words for op in provider.operations):
                for depth in range(len(words)):
                    key = " ".join((prefix, *words[:depth]))
                    nodes[key] = tuple(dict.fromkeys((*nodes.get(key, ()), words[depth])))
    return nodes


def _add_command(nodes: dict[str, tuple[str, ...]], name: str, entry: Command | Group) -> None:
    """A group's subcommands and their choices, or a command's choices."""
    if isinstance(entry, Group):
        nodes[name] = tuple(entry.subcommands)
        for word, subcommand in entry.subcommands.items():
            _add_command(nodes, f"{name} {word}", subcommand)
    elif entry.choices:
        nodes[name] = entry.choices


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
