"""argparse as gcloud's calliope, aws and az use it."""

from __future__ import annotations

from runtime.policy.floor.grammar import (
    COMMAND,
    DASHDASH,
    NONE,
    REQUIRED,
    Given,
    Grammar,
    Options,
    Parsed,
    Problem,
    Tree,
    Word,
    unknown,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from runtime.policy.floor.grammar import Token


# --- argparse (gcloud's calliope) ------------------------------------------------------


class ArgparseGrammar(Grammar):
    """argparse as gcloud's calliope configures it: no abbreviations, `--flag=v` or `--flag v`
    (a value may not look like a flag), boolean `--flag` / `--no-flag` where the tree lists
    it, each group's and command's flags read after its word, the global ones everywhere."""

    def __init__(
        self,
        tree: Tree,
        binary: str,
        refused: Mapping[str, str],
        command_of: Callable[[str, str], str | None],
    ) -> None:
        self.tree = tree
        self.binary = binary
        self.refused = refused
        # (path, word) -> the path the word leads to (a group or a command), or None.
        self.command_of = command_of

    def parse(self, args: Sequence[str]) -> Parsed:
        tokens: list[Token] = []
        path = ""
        known = self.tree.options("")
        index = 0
        operands = False
        while index < len(args):
            word = args[index]
            index += 1
            if word == "--":
                tokens.append(Word(word, DASHDASH))
                tokens += [Word(w) for w in args[index:]]
                break
            if word.startswith("-") and len(word) > 1 and not _negative_number(word):
                index = self._flag(word, args, index, known, tokens, path)
                continue
            child = None if operands else self.command_of(path, word)
            if child is not None:
                tokens.append(Word(word, COMMAND))
                path = child
                known = self.tree.options(path)
                continue
            operands = True
            tokens.append(Word(word))
        return Parsed(path.split(), tokens)

    def _flag(
        self,
        word: str,
        args: Sequence[str],
        index: int,
        known: Options,
        tokens: list[Token],
        path: str,
    ) -> int:
        where = f"{self.binary} {path}".rstrip()
        name, equals, value = word.partition("=")
        if name.startswith("--") and name[2:] in self.refused:
            raise Problem(f'"{word}": {self.refused[name[2:]]}')
        if name.startswith("--"):
            found = known.long(name[2:])
        elif len(name) == 2:
            found = known.short(name[1])
        else:
            short = known.short(word[1])
            if short is None or short.value != REQUIRED:
                raise Problem(f'"{word}": {self.binary} reads no bundled short options ({where})')
            tokens.append(Given(short, word[2:], stuck=True))  # argparse's `-ojson`
            return index
        negated = False
        if found is None and name.startswith("--no-"):
            found = known.long(name[5:])
            negated = found is not None and found.value == NONE and found.negatable
            if not negated:
                found = None
        if found is None:
            raise unknown(name, where)
        if found.value == NONE:
            if equals:
                raise Problem(f'"{word}" takes no value ({where})')
            tokens.append(Given(found, negated=negated))
            return index
        if equals:
            tokens.append(Given(found, value, stuck=True))
            return index
        if index >= len(args) or (args[index].startswith("-") and len(args[index]) > 1):
            self.missing(found, f'"{word}" needs a value ({where})', tokens)
            return index
        tokens.append(Given(found, args[index]))
        return index + 1

    def render(self, parsed: Parsed) -> list[str]:
        out: list[str] = []
        for token in parsed.tokens:
            if isinstance(token, Word):
                out.append(token.text)
            elif token.value is None:
                out.append(self.name(token.option, token.negated))
            else:
                out.append(f"{self.name(token.option)}={token.value}")
        return out


def _negative_number(word: str) -> bool:
    body = word[1:]
    return bool(body) and body.replace(".", "", 1).isdigit()
