"""The word-level rules of the one argument grammar (DESIGN.md section 3, decision 9).

Read by both doors: the CLI's typed commands (`cli/grammar.py` holds the rest, the help
words) and `resolve`, which the MCP door's resolve tool takes as the same words.

- `--` ends option parsing everywhere; for `command run`, a `--` right after BINARY
  ends the runtime's own reading and the rest goes to the binary verbatim.
- A trailing `--output` among provider or binary words could be the global flag or
  data, so it is refused as ambiguous (exit 2), naming both ways to say which.
"""

from __future__ import annotations

from runtime.errors import UsageError

END_OF_OPTIONS = "--"
HELP_WORDS = ("-h", "--help")  # help only where the grammar says (cli/grammar.py)


def refuse_ambiguous_output(words: list[str], typed: str, data_form: str) -> None:
    """`--output` among provider or binary words: the global flag, or data? Refuse both readings."""
    for word in words:
        if word == END_OF_OPTIONS:
            return
        if word == "--output" or word.startswith("--output="):
            raise UsageError(
                f"ambiguous {word} after the words of `runtime {typed}`: global flags go "
                "before the command, and these words are passed on as data",
                code="ambiguous-output",
                hint=f"for the output format: runtime --output FORMAT {typed} ...; "
                f"to pass {word} on as data: {data_form}",
            )


def binary_words(argv: list[str]) -> list[str]:
    """`command run BINARY` words: a leading `--` is the runtime's, the rest the binary's."""
    if argv[:1] == [END_OF_OPTIONS]:
        return argv[1:]
    refuse_ambiguous_output(argv, "command run", "runtime command run BINARY -- ARGS...")
    return argv
