"""Go's flag package under mitchellh/cli (terraform, tofu, packer, vault)."""

from __future__ import annotations

from runtime.policy.floor.grammar import (
    COMMAND,
    DASHDASH,
    NONE,
    OPERAND,
    REQUIRED,
    Given,
    Grammar,
    Option,
    Options,
    Parsed,
    Problem,
    Tree,
    Word,
    unknown,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from runtime.policy.floor.grammar import Token


# --- Go's flag package, with mitchellh/cli's subcommands (terraform, tofu) -------------


class GoFlagGrammar(Grammar):
    """Go's flag package: `-flag` or `--flag`, `-flag=v`, `-flag v` unless the flag is a
    boolean, parsing stops at the first operand or after `--`. Before the command, only the
    options TOP names (terraform's `-chdir=DIR`: exactly that spelling). The command is the
    longest run of leading words the tree lists (mitchellh/cli's nested commands)."""

    long_prefix = "-"

    def __init__(self, tree: Tree, top: Mapping[str, str], binary: str) -> None:
        self.tree = tree
        self.binary = binary
        # A spelling before the command -> the command it is (`-version`), or "" for an
        # option that must be written `NAME=VALUE` (`-chdir`).
        self.top = top
        self._top_options = {name: Option(name.lstrip("-"), "", REQUIRED) for name in top}

    def parse(self, args: Sequence[str]) -> Parsed:
        tokens: list[Token] = []
        index = 0
        while index < len(args) and args[index].startswith("-"):
            word = args[index]
            name, equals, value = word.partition("=")
            kind = self.top.get(name if equals else word)
            if kind is None or (kind == "" and not equals) or (kind and equals):
                raise Problem(f'"{word}" is not an option {self.binary} takes before its command')
            if kind:
                break  # -version, -help: the command they name
            tokens.append(Given(self._top_options[name], value, stuck=True))
            index += 1
        path = self._path(args, index)
        if not path:
            if index < len(args) and args[index] in self.top:
                name = self.top[args[index]]
                tokens.append(Word(args[index], COMMAND))
                self._flags(args, index + 1, self.tree.options(name), tokens, name)
                return Parsed((name,), tokens)
            if index < len(args):
                tokens.append(Word(args[index], COMMAND))
                tokens += [Word(w) for w in args[index + 1 :]]
                return Parsed((args[index],), tokens, raw=True)
            return Parsed((), tokens)
        words = path.split()
        tokens += [Word(w, COMMAND) for w in words]
        self._flags(args, index + len(words), self.tree.options(path), tokens, path)
        return Parsed(words, tokens)

    def _path(self, args: Sequence[str], index: int) -> str:
        leading: list[str] = []
        for word in args[index:]:
            if not word or " " in word or word.startswith("-"):
                break
            leading.append(word)
        for width in range(len(leading), 0, -1):
            key = " ".join(leading[:width])
            if key in self.tree.commands:
                return key
        return ""

    def _flags(
        self, args: Sequence[str], index: int, known: Options, tokens: list[Token], path: str
    ) -> None:
        where = f"{self.binary} {path}"
        while index < len(args):
            word = args[index]
            if len(word) < 2 or word[0] != "-":
                break
            index += 1
            if word == "--":
                tokens.append(Word(word, DASHDASH))
                break
            name = word[2:] if word.startswith("--") else word[1:]
            if not name or name[0] in "-=":
                raise Problem(f'"{word}" is bad flag syntax ({where})')
            name, equals, value = name.partition("=")
            found = known.long(name)
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
        tokens += [Word(w) for w in args[index:]]

    def render(self, parsed: Parsed) -> list[str]:
        out: list[str] = []
        operands: list[str] = []
        for token in parsed.tokens:
            if isinstance(token, Word):
                if token.kind == COMMAND:
                    out.append(token.text)
                elif token.kind == OPERAND:
                    operands.append(token.text)
            elif token.option.long in self.top or f"-{token.option.long}" in self.top:
                out.append(f"-{token.option.long}={token.value}")
            elif token.value is None:
                out.append(f"-{token.option.long}")
            else:
                out.append(f"-{token.option.long}={token.value}")
        if operands and len(operands[0]) > 1 and operands[0].startswith("-"):
            out.append("--")
        return [*out, *operands]

    def check(self, args: Sequence[str]) -> tuple[Parsed, list[str]]:
        parsed = self.parse(args)
        rendered = self.render(parsed)
        strip = [t for t in parsed.tokens if not (isinstance(t, Word) and t.kind == DASHDASH)]
        if rendered == list(args):  # already the one spelling: it reads as it did
            return Parsed(parsed.path, strip, parsed.raw), rendered
        again = self.parse(rendered)
        other = [t for t in again.tokens if not (isinstance(t, Word) and t.kind == DASHDASH)]
        if [t.key() for t in strip] != [t.key() for t in other]:
            raise Problem(
                "written in one spelling per option, these arguments would read differently "
                f"({' '.join(rendered)})"
            )
        return Parsed(parsed.path, strip, parsed.raw), rendered
