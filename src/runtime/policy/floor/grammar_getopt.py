"""Python's getopt as gsutil calls it."""

from __future__ import annotations

from runtime.policy.floor.grammar import (
    COMMAND,
    DASHDASH,
    NONE,
    Given,
    Grammar,
    Option,
    Options,
    Parsed,
    Problem,
    Tree,
    Word,
    options,
    unknown,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.grammar import Token


# --- Python's getopt (gsutil) -------------------------------------------------------------


class GetoptGrammar(Grammar):
    """Python's getopt as gsutil calls it: options before the first operand only (getopt,
    not gnu_getopt), short ones bundled with a value stuck or next, long ones by a unique
    prefix (getopt's own rule), `--name=value`; the global options, then the command and its
    own (a command with subcommands, `acl ch`, reads its options after the subcommand)."""

    def __init__(self, tree: Tree, binary: str) -> None:
        self.tree = tree
        self.binary = binary

    def parse(self, args: Sequence[str]) -> Parsed:
        tokens: list[Token] = []
        index = self._options(args, 0, self.tree.options(""), tokens, self.binary)
        if index >= len(args):
            return Parsed((), tokens)
        path = self.tree.child("", args[index])
        if path is None:
            tokens += [Word(args[index], COMMAND), *(Word(w) for w in args[index + 1 :])]
            return Parsed((args[index],), tokens, raw=True)
        tokens.append(Word(args[index], COMMAND))
        index += 1
        child = self.tree.child(path, args[index]) if index < len(args) else None
        if child is not None:
            tokens.append(Word(args[index], COMMAND))
            path, index = child, index + 1
        known = options(self.tree.commands.get(path, ""))
        index = self._options(args, index, known, tokens, f"{self.binary} {path}")
        tokens += [Word(w) for w in args[index:]]
        return Parsed(path.split(), tokens)

    def _options(
        self, args: Sequence[str], index: int, known: Options, tokens: list[Token], where: str
    ) -> int:
        while index < len(args):
            word = args[index]
            if word == "--":
                tokens.append(Word(word, DASHDASH))
                return index + 1
            if not word.startswith("-") or word == "-":
                return index
            index += 1
            if word.startswith("--"):
                index = self._long(word[2:], args, index, known, tokens, where)
                continue
            letters = word[1:]
            while letters:
                found = known.short(letters[0])
                if found is None:
                    raise unknown(f"-{letters[0]}", where)
                if found.value == NONE:
                    tokens.append(Given(found))
                    letters = letters[1:]
                    continue
                if letters[1:]:
                    tokens.append(Given(found, letters[1:], stuck=True))
                elif index < len(args):
                    tokens.append(Given(found, args[index]))
                    index += 1
                else:
                    self.missing(found, f'"{word}" needs a value ({where})', tokens)
                break
        return index

    def _long(
        self,
        arg: str,
        args: Sequence[str],
        index: int,
        known: Options,
        tokens: list[Token],
        where: str,
    ) -> int:
        name, equals, value = arg.partition("=")
        found = known.long(name)
        if found is None:  # getopt's long_has_args: a unique prefix
            matches = [o for o in known.listed if o.long.startswith(name)] if name else []
            if len(matches) != 1:
                raise unknown(f"--{name}", where)
            found = matches[0]
        if found.value == NONE:
            if equals:
                raise Problem(f'"--{arg}" takes no value ({where})')
            tokens.append(Given(found))
        elif equals:
            tokens.append(Given(found, value, stuck=True))
        elif index < len(args):
            tokens.append(Given(found, args[index]))
            index += 1
        else:
            self.missing(found, f'"--{arg}" needs a value ({where})', tokens)
        return index

    def name(self, option: Option, negated: bool = False) -> str:
        return f"--{option.long}" if option.long else f"-{option.short}"

    def render(self, parsed: Parsed) -> list[str]:
        out: list[str] = []
        for token in parsed.tokens:
            if isinstance(token, Word):
                out.append(token.text)
            elif token.value is None:
                out.append(self.name(token.option))
            elif token.option.long:
                out.append(f"--{token.option.long}={token.value}")
            else:
                out += [f"-{token.option.short}", str(token.value)]
        return out
