"""cobra and pflag (gh, kubectl, docker, helm, kustomize, skaffold, argocd): cobra's
search for the command (Find, or Traverse for docker), then pflag's flags."""

from __future__ import annotations

from runtime.policy.floor.grammar import (
    COMMAND,
    DASHDASH,
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
    from collections.abc import Sequence

    from runtime.policy.floor.grammar import Token


# --- pflag and cobra ------------------------------------------------------------------


class CobraGrammar(Grammar):
    """cobra and pflag: the command is found as cobra finds it (`Find`: flags stripped by
    cobra's own rule for which take a value; `Traverse` for docker: the flags before each
    command word are that level's), then pflag reads the flags: `--flag=v`, `--flag v` unless
    the flag has a default for no value (booleans), `-abc` bundles of those, `-nVALUE`,
    `-n=VALUE`, flags among operands, `--` ends them."""

    def __init__(self, tree: Tree, *, traverse: bool = False, underscores: bool = False) -> None:
        self.tree = tree
        self.traverse = traverse
        # kubectl normalises flag names (`--dry_run` is `--dry-run`).
        self.underscores = underscores

    # -- finding the command

    def _takes_next(self, word: str, known: Options) -> bool:
        """cobra's stripFlags: whether WORD (a flag) takes the next word as its value."""
        if word.startswith("--") and "=" not in word:
            found = self._lookup_long(word[2:], known)
            return found is None or found.value == REQUIRED
        if word.startswith("-") and "=" not in word and len(word) == 2:
            found = known.short(word[1])
            return found is None or found.value == REQUIRED
        return False

    def _strip(self, args: Sequence[str], known: Options) -> list[str]:
        commands: list[str] = []
        index = 0
        while index < len(args):
            word = args[index]
            index += 1
            if word == "--":
                break
            if self._takes_next(word, known):
                if len(args) - index <= 1:
                    break
                index += 1
                continue
            if word and not word.startswith("-"):
                commands.append(word)
        return commands

    def _minus_first(self, args: list[str], x: str, known: Options) -> tuple[list[str], int]:
        index = 0
        while index < len(args):
            word = args[index]
            if word == "--":
                break
            if self._takes_next(word, known):
                index += 2
                continue
            if not word.startswith("-") and word == x:
                return [*args[:index], *args[index + 1 :]], index
            index += 1
        return args, -1

    def _find(self, args: Sequence[str]) -> tuple[str, list[int]]:
        """cobra's Find: the command path, and the indexes in ARGS of its words."""
        path = ""
        left = list(args)
        places = list(range(len(args)))
        taken: list[int] = []
        while True:
            known = self.tree.options(path)
            words = self._strip(left, known)
            if not words:
                return path, taken
            child = self.tree.child(path, words[0])
            if child is None:
                return path, taken
            left, at = self._minus_first(left, words[0], known)
            if at < 0:
                return path, taken
            taken.append(places.pop(at))
            path = child

    # -- reading the flags

    def _lookup_long(self, name: str, known: Options) -> Option | None:
        if self.underscores:
            name = name.replace("_", "-")
        return known.long(name)

    def parse(self, args: Sequence[str]) -> Parsed:
        if self.traverse:
            return self._parse_traversing(args)
        path, taken = self._find(args)
        tokens: list[Token] = [Word(args[i], COMMAND) for i in taken]
        rest = [word for i, word in enumerate(args) if i not in set(taken)]
        if self._is_raw(path, rest):
            # a command that reads no options (helm plugin) is still its command; a word the
            # tree does not know (a plugin, an extension) is not one the table can name
            known = bool(path)
            return Parsed(path.split(), [*tokens, *(Word(w) for w in rest)], raw=not known)
        self._flags(rest, self.tree.options(path), tokens, path)
        return Parsed(path.split(), tokens)

    def _is_raw(self, path: str, rest: Sequence[str]) -> bool:
        if self.tree.mode.get(path) == "raw":
            return True
        # A word where a subcommand goes that the tool does not list: its plugin or
        # extension decides what the words mean (`kubectl my-plugin`, `gh my-extension`).
        first = next((w for w in rest if not w.startswith("-")), None)
        return not path and first is not None

    def _parse_traversing(self, args: Sequence[str]) -> Parsed:
        """cobra's Traverse (docker): each level reads the flags before the next command word."""
        path = ""
        tokens: list[Token] = []
        index = 0
        while True:
            known = self.tree.options(path)
            start, value_next = index, False
            while index < len(args):
                word = args[index]
                if value_next:
                    value_next, index = False, index + 1
                    continue
                if word.startswith("--") and "=" not in word:
                    found = self._lookup_long(word[2:], known)
                    value_next = found is None or found.value == REQUIRED
                    index += 1
                    continue
                if word.startswith("-") and "=" not in word and len(word) == 2:
                    found = known.short(word[1])
                    value_next = found is None or found.value == REQUIRED
                    index += 1
                    continue
                if word.startswith("-") and len(word) > 1:
                    index += 1
                    continue
                break
            child = self.tree.child(path, args[index]) if index < len(args) else None
            if child is None:
                rest = list(args[start:])
                if self._is_raw(path, rest):
                    return Parsed(path.split(), [*tokens, *(Word(w) for w in rest)], raw=True)
                self._flags(rest, known, tokens, path)
                return Parsed(path.split(), tokens)
            self._flags(list(args[start:index]), known, tokens, path, operands=False)
            tokens.append(Word(args[index], COMMAND))
            index += 1
            path = child

    def _flags(
        self,
        args: list[str],
        known: Options,
        tokens: list[Token],
        path: str,
        *,
        operands: bool = True,
    ) -> None:
        """pflag's parseArgs over ARGS with the command's flag set KNOWN."""
        where = f"{path}" if path else "the command line"
        stop = self.tree.mode.get(path) == "stop"
        index = 0
        while index < len(args):
            word = args[index]
            index += 1
            if not word or word[0] != "-" or len(word) == 1:
                if not operands:
                    raise Problem(f'"{word}" is not a command ({where})')
                tokens.append(Word(word))
                if stop:
                    tokens += [Word(rest) for rest in args[index:]]
                    return
                continue
            if word == "--":
                if not operands:
                    raise Problem(f'"--" before a command word is not read ({where})')
                tokens.append(Word(word, DASHDASH))
                tokens += [Word(rest) for rest in args[index:]]
                return
            if word.startswith("--"):
                index = self._long(word, args, index, known, tokens, where)
            else:
                index = self._shorts(word, args, index, known, tokens, where)

    def _long(
        self,
        word: str,
        args: Sequence[str],
        index: int,
        known: Options,
        tokens: list[Token],
        where: str,
    ) -> int:
        name, equals, value = word[2:].partition("=")
        if not name or name[0] in "-=":
            raise Problem(f'"{word}" is bad flag syntax ({where})')
        found = self._lookup_long(name, known)
        if found is None:
            raise unknown(f"--{name}", where)
        if equals:
            tokens.append(Given(found, value, stuck=True))
        elif found.value != REQUIRED:
            tokens.append(Given(found))
        elif index < len(args):
            tokens.append(Given(found, args[index]))
            index += 1
        else:
            self.missing(found, f'"{word}" needs a value ({where})', tokens)
        return index

    def _shorts(
        self,
        word: str,
        args: Sequence[str],
        index: int,
        known: Options,
        tokens: list[Token],
        where: str,
    ) -> int:
        letters = word[1:]
        while letters:
            letter = letters[0]
            found = known.short(letter)
            if found is None:
                raise unknown(f"-{letter}" if len(word) > 2 else word, where)
            if len(letters) > 2 and letters[1] == "=":
                tokens.append(Given(found, letters[2:], stuck=True))
                return index
            if found.value != REQUIRED:
                tokens.append(Given(found))
                letters = letters[1:]
                continue
            if len(letters) > 1:
                tokens.append(Given(found, letters[1:], stuck=True))
            elif index < len(args):
                tokens.append(Given(found, args[index]))
                index += 1
            else:
                self.missing(found, f'"{word}": -{letter} needs a value ({where})', tokens)
            return index
        return index

    def render(self, parsed: Parsed) -> list[str]:
        commands = [t.text for t in parsed.tokens if isinstance(t, Word) and t.kind == COMMAND]
        out: list[str] = [] if self.traverse else commands
        for token in parsed.tokens:
            if isinstance(token, Word):
                if self.traverse or token.kind != COMMAND:
                    out.append(token.text)
            elif token.value is None:
                out.append(self.name(token.option))
            else:
                out.append(f"{self.name(token.option)}={token.value}")
        return out

    def name(self, option: Option, negated: bool = False) -> str:
        return f"--{option.long}" if option.long else f"-{option.short}"
