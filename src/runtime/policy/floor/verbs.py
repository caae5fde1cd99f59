"""Tables for tools whose commands are too many to list (aws, az, argocd): a command is its
leading command-shaped words and its effect is read from the verbs among them.
"""

from __future__ import annotations

from runtime.policy.floor.model import CanonicalCommand, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection, Mapping, Sequence

    from runtime.policy.floor.grammar import Grammar
    from runtime.policy.floor.model import Command


class Verbs:
    """How a tool whose commands are too many to list names its effects: by verb."""

    __slots__ = ("delete", "exec", "read")

    def __init__(
        self, read: Collection[str], delete: Collection[str], exec_: Collection[str]
    ) -> None:
        self.read = tuple(read)  # a verb, or a prefix ending in `-` (`list-`, `describe-`)
        self.delete = tuple(delete)
        self.exec = tuple(exec_)

    def effect(self, word: str) -> str | None:
        for effect, verbs in (("exec", self.exec), ("delete", self.delete), ("read", self.read)):
            if any(word == v or (v.endswith("-") and word.startswith(v)) for v in verbs):
                return effect
        return None


class VerbTable(Table):
    """A command is its leading command-shaped words (up to DEPTH); its effect is the most
    severe any of them names (`aws ec2 terminate-instances` deletes), else write; a table
    entry, where there is one, decides. Fewer words than MINIMUM: not a command (exec)."""

    __slots__ = ("deleting", "depth", "minimum", "verbs")

    def __init__(
        self,
        binary: str,
        commands: Sequence[Command],
        verbs: Verbs,
        *,
        depth: int = 4,
        minimum: int = 2,
        value_options: Collection[str] = (),
        deleting: Mapping[str, Collection[str]] | None = None,
        booleans: Collection[str] = (),
        unknown_takes_value: bool = False,
        grammar: Grammar | None = None,
    ) -> None:
        super().__init__(
            binary,
            commands,
            value_options=value_options,
            booleans=booleans,
            unknown_takes_value=unknown_takes_value,
            grammar=grammar,
        )
        self.verbs = verbs
        self.depth = depth
        self.minimum = minimum
        # Options that make a command delete whatever its verb says (`s3 sync --delete`,
        # `deployment group create --mode Complete`): OPTION or OPTION=VALUE, lower case.
        self.deleting = {
            option: frozenset(value.lower() for value in values)
            for option, values in (deleting or {}).items()
        }

    def deletes(self, rest: Sequence[str]) -> bool:
        """Whether REST holds an option that makes the command delete."""
        for index, word in enumerate(rest):
            name, equals, value = word.partition("=")
            values = self.deleting.get(name)
            if values is None:
                continue
            if not values:
                return True
            given = value if equals else (rest[index + 1] if index + 1 < len(rest) else "")
            if given.lower() in values:
                return True
        return False

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        if self.grammar is not None:
            return self._grammar_reading(args)
        positions = self._positionals(args)
        found, _ = self.lookup([args[i] for i in positions])
        if found is not None:
            listed = super().canonical(args)
            if listed.effect == "exec" or not self.deletes(listed.rest):
                return listed
            return CanonicalCommand(
                self.binary, listed.path, "delete", rest=listed.rest, network=listed.network
            )
        path: list[str] = []
        for index in positions[: self.depth]:
            if not _command_shaped(args[index]):
                break
            path.append(args[index])
        taken = set(positions[: len(path)])
        rest = [arg for i, arg in enumerate(args) if i not in taken]
        if not path and self._only_info(args):
            return CanonicalCommand(self.binary, "", "read", rest=rest, network=False)
        if len(path) < self.minimum:
            return CanonicalCommand(self.binary, " ".join(path), "exec", rest=rest, known=False)
        effects = [self.verbs.effect(word) for word in path[1:]]
        if self.deletes(rest):
            effects.append("delete")
        severe = [e for e in ("exec", "delete") if e in effects]
        effect = severe[0] if severe else ("read" if effects[-1:] == ["read"] else "write")
        return CanonicalCommand(self.binary, " ".join(path), effect, rest=rest)

    def _grammar_reading(self, args: Sequence[str]) -> CanonicalCommand:
        """ARGS read by the tool's grammar (its common options only): the command is its
        leading command words, the effect by verb as without it."""
        from runtime.policy.floor.grammar import Problem
        from runtime.policy.floor.model import _without_words

        assert self.grammar is not None
        try:
            parsed, argv = self.grammar.check(args)
        except Problem as problem:
            grammar, self.grammar = self.grammar, None
            try:  # what the words would be, for the floor's and MCP's word on them
                fallback = self.canonical(args)
            finally:
                self.grammar = grammar
            fallback.argv, fallback.problem = (), str(problem)
            return fallback
        words = parsed.words()
        found, width = self.lookup(words)
        path = list(parsed.path)
        judged = self.grammar.judged_tokens(parsed)
        if found is not None:
            rest = _without_words(judged, width)
            effect = found.effect
            if effect != "exec" and self.deletes(rest):
                effect = "delete"
            return CanonicalCommand(
                self.binary, found.path, effect, rest=rest, network=found.network, argv=argv
            )
        rest = _without_words(judged, len(path))
        if not path and self._only_info(args):
            return CanonicalCommand(self.binary, "", "read", rest=rest, network=False, argv=argv)
        if len(path) < self.minimum:
            return CanonicalCommand(
                self.binary, " ".join(path), "exec", rest=rest, known=False, argv=argv
            )
        effects = [self.verbs.effect(word) for word in path[1:]]
        if self.deletes(rest):
            effects.append("delete")
        severe = [e for e in ("exec", "delete") if e in effects]
        effect = severe[0] if severe else ("read" if effects[-1:] == ["read"] else "write")
        return CanonicalCommand(self.binary, " ".join(path), effect, rest=rest, argv=argv)


def _command_shaped(word: str) -> bool:
    return bool(word) and all(
        ch.isascii() and (ch.islower() or ch.isdigit() or ch in "-_") for ch in word
    )
