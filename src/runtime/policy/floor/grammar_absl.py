"""absl flags as bq's appcommands runs them."""

from __future__ import annotations

from runtime.policy.floor.grammar import (
    COMMAND,
    DASHDASH,
    NONE,
    OPERAND,
    Given,
    Grammar,
    Option,
    Options,
    Parsed,
    Problem,
    Tree,
    Word,
    _options_and_operands,
    unknown,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from runtime.policy.floor.grammar import Token


# --- absl flags with appcommands (bq) ---------------------------------------------------


class AbslGrammar(Grammar):
    """absl flags as bq's appcommands runs them: the global flags first, read until the first
    word that is not a flag (the command), then the command's flags and the global ones
    anywhere among its operands until `--`. `--flag=v`, `--flag v` (whatever the next word
    is), `-flag` as `--flag`, a boolean `--flag` or `--noflag`; no abbreviations, no bundles."""

    def __init__(self, tree: Tree, binary: str, refused: Mapping[str, str]) -> None:
        self.tree = tree
        self.binary = binary
        self.refused = refused  # absl's own specials (--flagfile, --undefok): never read

    def parse(self, args: Sequence[str]) -> Parsed:
        tokens: list[Token] = []
        known = self.tree.options("")
        index = 0
        while index < len(args):
            word = args[index]
            if not word.startswith("-"):
                break
            if word == "--" or not word.strip("-"):
                raise Problem(f'"{word}" before the {self.binary} command is not read as a flag')
            index = self._flag(args, index, known, tokens, self.binary)
        if index == len(args):
            return Parsed((), tokens)
        command = self.tree.child("", args[index])
        if command is None:
            tokens.append(Word(args[index], COMMAND))
            tokens += [Word(w) for w in args[index + 1 :]]
            return Parsed((args[index],), tokens, raw=True)
        tokens.append(Word(args[index], COMMAND))
        index += 1
        known = self.tree.options(command)
        where = f"{self.binary} {command}"
        while index < len(args):
            word = args[index]
            if word == "--":
                tokens.append(Word(word, DASHDASH))
                tokens += [Word(w) for w in args[index + 1 :]]
                break
            if not word.startswith("-") or word == "-":
                tokens.append(Word(word))
                index += 1
                continue
            index = self._flag(args, index, known, tokens, where)
        return Parsed((command,), tokens)

    def _flag(
        self, args: Sequence[str], index: int, known: Options, tokens: list[Token], where: str
    ) -> int:
        word = args[index]
        index += 1
        bare = word[2:] if word.startswith("--") else word[1:]
        name, equals, value = bare.partition("=")
        if name in self.refused:
            raise Problem(f'"{word}": {self.refused[name]}')
        found = known.long(name) or known.short(name)
        if found is None and name.startswith("no") and len(name) > 2:
            negative = known.long(name[2:]) or known.short(name[2:])
            if negative is not None and negative.value == NONE:
                if equals:
                    raise Problem(f'"{word}" does not take a value ({where})')
                tokens.append(Given(negative, negated=True))
                return index
        if found is None:
            raise unknown(word, where)
        if equals:
            tokens.append(Given(found, value, stuck=True))
        elif found.value == NONE:
            tokens.append(Given(found))
        elif index < len(args):
            tokens.append(Given(found, args[index]))
            index += 1
        else:
            self.missing(found, f'"{word}" needs a value ({where})', tokens)
        return index

    def name(self, option: Option, negated: bool = False) -> str:
        return f"--{'no' if negated else ''}{option.long or option.short}"

    def render(self, parsed: Parsed) -> list[str]:
        out: list[str] = []
        operands: list[str] = []
        for token in parsed.tokens:
            if isinstance(token, Word):
                if token.kind == COMMAND:
                    out.append(token.text)
                elif token.kind == OPERAND:
                    operands.append(token.text)
            elif token.value is None:
                out.append(self.name(token.option, token.negated))
            else:
                out.append(f"{self.name(token.option)}={token.value}")
        if any(word.startswith("-") for word in operands):
            out.append("--")
        return [*out, *operands]

    def check(self, args: Sequence[str]) -> tuple[Parsed, list[str]]:
        parsed = self.parse(args)
        rendered = self.render(parsed)
        if rendered == list(args):  # already the one spelling: it reads as it did
            return parsed, rendered
        again = self.parse(rendered)
        if _options_and_operands(parsed) != _options_and_operands(again):
            raise Problem(
                "written in one spelling per option, these arguments would read differently "
                f"({' '.join(rendered)})"
            )
        return parsed, rendered
