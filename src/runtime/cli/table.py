"""The command tree: `runtime help`, did-you-mean and the completion scripts read it.

Each entry maps the words typed so far (after global options) to the words that may
come next. Commands and subcommands come from the command tables
(`runtime/command_table.py`), provider operations from the operation tables, binaries
from the compiled default `allowed_binaries`. Only help, completion and the error path
import this module, so the hot paths never pay for it.
"""

from __future__ import annotations

from runtime.command_table import CAPABILITY_SUBCOMMANDS, COMMANDS, SUBCOMMANDS


def tree() -> dict[str, tuple[str, ...]]:
    """Every prefix of words and the words that may follow it."""
    from runtime.policy.defaults import DEFAULT_ALLOWED_BINARIES
    from runtime.providers.registry import PROVIDERS

    nodes: dict[str, tuple[str, ...]] = {"": tuple(COMMANDS)}
    nodes.update(SUBCOMMANDS)
    nodes["capability"] = tuple(CAPABILITY_SUBCOMMANDS)
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
    nodes["help capability"] = tuple(CAPABILITY_SUBCOMMANDS)
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
