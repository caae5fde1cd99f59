"""The one argument grammar of provider and binary words (DESIGN.md section 3, decision 9).

A typed command's words after `runtime files|github` or `runtime command run BINARY` are
the very list a capability step holds in `args`, and both go to the same provider
grammar or binary, so the CLI reads only what a step cannot mean otherwise:

- `--help`/`-h` is help only in the operation position (`runtime files write --help`);
  after the operation's words it is data in both forms (a provider grammar refuses it
  in the operation position of a step, where no help can be shown).
- `--` ends option parsing everywhere: the provider grammars take every word after it
  as data; for `command run`, a `--` right after BINARY ends the runtime's own reading
  and the rest goes to the binary verbatim, as a step's args do.
- A trailing `--output` among these words could be the global flag or data, so it is
  refused as ambiguous (exit 2), naming both ways to say which.

The last two rules are word-level and shared with the MCP door's resolve tool, so they
live below both doors (`words.py`); this module adds the help words.
"""

from __future__ import annotations

from runtime.words import END_OF_OPTIONS, HELP_WORDS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.providers.operations import Operation, Provider

TABLE = "table"


def provider_help(provider: Provider, argv: list[str]) -> Operation | tuple[str, ...] | str | None:
    """What help ARGV asks for: an operation, a group's words, TABLE, or None (it is data).

    Help is asked only by a help word right after the provider (TABLE), after a group's
    words (`repo --help`: those words), or right after a complete operation's words
    (`repo view --help`: that operation).
    """
    for index, word in enumerate(argv):
        if word == END_OF_OPTIONS:
            return None
        before = tuple(argv[:index])
        if word in HELP_WORDS:
            operation = provider.find(before) if before else None
            if operation is not None and len(operation.words) == len(before):
                return operation
            if not before:
                return TABLE
            return before if _opens_an_operation(provider, before) else None
        if not _opens_an_operation(provider, (*before, word)):
            return None
    return None


def _opens_an_operation(provider: Provider, words: tuple[str, ...]) -> bool:
    return any(op.words[: len(words)] == words for op in provider.operations)


def asks_help(command: str, argv: list[str]) -> bool:
    """Whether COMMAND ARGV asks for help (then the Home is not prepared for it)."""
    if argv[:1] and argv[0] in HELP_WORDS:
        return True
    if command in ("github", "files"):
        from runtime.providers import registry

        return provider_help(registry.PROVIDERS[command], argv) is not None
    if command == "command":
        return argv[:1] == ["run"] and argv[1:2] != [] and argv[1] in HELP_WORDS
    if command == "resolve":
        return False
    words = argv[: argv.index(END_OF_OPTIONS)] if END_OF_OPTIONS in argv else argv
    return any(word in HELP_WORDS for word in words)
