"""jq 1.6's own loop, and the Python yq (argparse) that hands the rest to jq."""

from __future__ import annotations

from runtime.policy.floor.grammar import (
    DASHDASH,
    NONE,
    OPERAND,
    Given,
    Grammar,
    Option,
    Options,
    Parsed,
    Problem,
    Word,
    _options_and_operands,
    unknown,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.grammar import Token


# --- jq, and the Python yq that hands its options to jq ---------------------------------


class JqGrammar(Grammar):
    """jq 1.6's own loop: long options by their exact names, short switches bundled (each
    letter once: `-nr`), `-L DIR` / `-LDIR`, `--arg NAME VALUE` (two words), the first operand
    the program (or its file, with `-f`), a word like `-1` an operand, `--` after the
    program ends the options."""

    def __init__(self, known: Options, binary: str = "jq") -> None:
        self.known = known
        self.binary = binary

    def parse(self, args: Sequence[str]) -> Parsed:
        tokens: list[Token] = []
        program = False
        index = 0
        while index < len(args):
            word = args[index]
            index += 1
            if word == "--":
                if not program:
                    raise Problem(f'"--" before the {self.binary} program is a usage error')
                tokens.append(Word(word, DASHDASH))
                tokens += [Word(w) for w in args[index:]]
                break
            if not word.startswith("-") or word == "-" or word[1:2].isdigit():
                program = True
                tokens.append(Word(word))
                continue
            index = self.option(word, args, index, tokens)
        return Parsed((), tokens)

    def option(self, word: str, args: Sequence[str], index: int, tokens: list[Token]) -> int:
        known = self.known
        if word.startswith("--"):
            found = known.long(word[2:])
            if found is None:
                raise unknown(word, self.binary)
            if found.value == NONE:
                tokens.append(Given(found))
                return index
            values = tuple(args[index : index + found.words])
            if len(values) < found.words:
                raise Problem(f'"{word}" needs {found.words} value(s) ({self.binary})')
            tokens.append(Given(found, values if found.words > 1 else values[0]))
            return index + found.words
        letters = word[1:]
        first = known.short(letters[0])
        if first is not None and first.value != NONE:  # -L: the rest, or the next word
            if len(letters) > 1:
                tokens.append(Given(first, letters[1:], stuck=True))
                return index
            if index >= len(args):
                self.missing(first, f'"{word}" needs a value ({self.binary})', tokens)
                return index
            tokens.append(Given(first, args[index]))
            return index + 1
        if len(set(letters)) != len(letters):
            raise Problem(f'"{word}": {self.binary} reads each letter of a bundle once')
        for letter in letters:
            found = known.short(letter)
            if found is None or found.value != NONE:
                raise unknown(f"-{letter}" if len(letters) > 1 else word, self.binary)
            tokens.append(Given(found))
        return index

    def render(self, parsed: Parsed) -> list[str]:
        out: list[str] = []
        for token in parsed.tokens:
            if isinstance(token, Word):
                out.append(token.text)
            elif isinstance(token.value, tuple):
                out += [self.name(token.option), *token.value]
            elif token.value is None:
                out.append(self.name(token.option))
            elif token.option.long:
                out += [self.name(token.option), token.value]
            else:
                out += [f"-{token.option.short}", token.value]
        return out


class YqGrammar(Grammar):
    """The Python yq (kislyuk): argparse without abbreviations reads its own options (YQ) and
    the jq options that take values; any other option goes to jq, and a single-dash word it
    does not know is searched for yq's letters (`-ri` is `-r` for jq and --in-place). The
    operands are jq's program, then the files. Rendered: yq's options by their long names,
    jq's one letter a word where they have one (yq reads `-n` to mean no input)."""

    # Letters yq takes out of the single-dash words it hands to jq (__init__.cli).
    TAKEN = "ixyY"

    def __init__(self, own: Options, jq: Options) -> None:
        self.own = own
        self.jq = JqGrammar(jq, "yq")

    def parse(self, args: Sequence[str]) -> Parsed:
        tokens: list[Token] = []
        index = 0
        while index < len(args):
            word = args[index]
            index += 1
            if word == "--":
                tokens.append(Word(word, DASHDASH))
                tokens += [Word(w) for w in args[index:]]
                break
            if not word.startswith("-") or word == "-" or word[1:2].isdigit():
                tokens.append(Word(word))
                continue
            index = self._option(word, args, index, tokens)
        return Parsed((), tokens)

    def _option(self, word: str, args: Sequence[str], index: int, tokens: list[Token]) -> int:
        own = self.own
        name, equals, value = word.partition("=")
        if name in ("--args", "--jsonargs"):
            raise Problem(f'"{word}": yq hands every later word to jq with it (argparse REMAINDER)')
        if word.startswith("--"):
            found = own.long(name[2:])
            if found is None:
                if equals:
                    raise unknown(word, "yq")
                return self.jq.option(word, args, index, tokens)
            return self._value(found, word, equals, value, args, index, tokens)
        letters = word[1:]
        found = own.short(letters[0])
        if found is None:
            return self._handed(word, args, index, tokens)
        while letters:
            found = own.short(letters[0])
            if found is None:
                raise Problem(f'"{word}": yq reads -{letters[0]} as a stray value (argparse)')
            if found.value == NONE:
                tokens.append(Given(found))
                letters = letters[1:]
                continue
            rest = letters[1:]
            if rest.startswith("="):
                rest = rest[1:]
            if rest:
                tokens.append(Given(found, rest, stuck=True))
                return index
            return self._value(found, word, "", "", args, index, tokens)
        return index

    def _handed(self, word: str, args: Sequence[str], index: int, tokens: list[Token]) -> int:
        """A single-dash word yq does not know goes to jq, less the letters yq takes."""
        letters = word[1:]
        if self.jq.known.short(letters[0]) is not None and letters[0] == "L":
            return self.jq.option(word, args, index, tokens)
        kept = "".join(letter for letter in letters if letter not in self.TAKEN)
        for letter in letters:
            if letter in self.TAKEN:
                found = self.own.short(letter)
                if found is None:
                    raise unknown(f"-{letter}", "yq")
                tokens.append(Given(found))
        if kept:
            return self.jq.option(f"-{kept}", args, index, tokens)
        return index

    def _value(
        self,
        found: Option,
        word: str,
        equals: str,
        value: str,
        args: Sequence[str],
        index: int,
        tokens: list[Token],
    ) -> int:
        if found.value == NONE:
            if equals:
                raise Problem(f'"{word}" takes no value (yq)')
            tokens.append(Given(found))
            return index
        if equals and found.words == 1:
            tokens.append(Given(found, value, stuck=True))
            return index
        if equals:
            raise Problem(f'"{word}": yq reads its {found.words} values as separate words')
        values = tuple(args[index : index + found.words])
        if len(values) < found.words or values[0].startswith("-"):
            self.missing(found, f'"{word}" needs a value (yq)', tokens)
            return index
        tokens.append(Given(found, values if found.words > 1 else values[0]))
        return index + found.words

    def render(self, parsed: Parsed) -> list[str]:
        options: list[str] = []
        operands: list[str] = []
        for token in parsed.tokens:
            if isinstance(token, Word):
                if token.kind == OPERAND:
                    operands.append(token.text)
                continue
            option = token.option
            if option.long and self.own.long(option.long) is option:
                name = f"--{option.long}"
                if isinstance(token.value, tuple):
                    options += [name, *token.value]
                else:
                    options += [name] if token.value is None else [f"{name}={token.value}"]
            elif isinstance(token.value, tuple):
                options += [f"--{option.long}", *token.value]
            elif token.value is not None:
                options += [f"-{option.short}" if option.short else f"--{option.long}", token.value]
            else:
                options.append(f"-{option.short}" if option.short else f"--{option.long}")
        if any(word.startswith("-") and word != "-" for word in operands):
            raise Problem("an operand that starts with '-' cannot be handed to yq unambiguously")
        return [*options, *operands]

    def check(self, args: Sequence[str]) -> tuple[Parsed, list[str]]:
        parsed = self.parse(args)
        rendered = self.render(parsed)
        if rendered == list(args):
            return parsed, rendered
        if _options_and_operands(self.parse(rendered)) != _options_and_operands(parsed):
            raise Problem(
                "written in one spelling per option, these arguments would read differently "
                f"({' '.join(rendered)})"
            )
        return parsed, rendered
