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

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

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


# --- words shown to a person: each one as a POSIX shell reads it back -----------------

# What shlex.quote leaves bare (`[\w@%+=:,./-]`, ASCII), without importing re.
_BARE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")
_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def shell_word(word: str) -> str:
    """WORD as a shell reads it back, on one line: bare when shlex.quote would leave it so,
    else single-quoted as shlex.quote does; a word holding control characters (or bytes that
    are not UTF-8) as bash's $'...', so a pasted line is the same words, one line each."""
    if word and all(char in _BARE for char in word):
        return word
    if word.isprintable():
        return "'" + word.replace("'", "'\"'\"'") + "'"
    return "$'" + "".join(_escaped(char) for char in word) + "'"


def _escaped(char: str) -> str:
    if char in _ESCAPES:
        return _ESCAPES[char]
    if char.isprintable():
        return char
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # an undecodable byte, as surrogateescape kept it
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x80:
        return f"\\x{code:02x}"  # past 0x7f bash reads \xHH as a byte
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def shell_line(words: Sequence[str]) -> str:
    """WORDS as one pasteable command line (shlex.join, with shell_word's one-line escapes)."""
    return " ".join(shell_word(str(word)) for word in words)
