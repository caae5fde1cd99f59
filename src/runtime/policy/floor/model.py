"""Binary operation tables as values, and the canonical command they turn arguments into.

A table knows a tool's commands (subcommand paths), the aliases and abbreviations
the tool itself accepts, which options take a value, which options change what a
command does, and each command's effect. `Table.canonical` turns typed arguments
into a `CanonicalCommand`: the form every rule is matched against, so a rule
written one way covers every spelling the tool accepts. A leaf: imports nothing
of the project.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Mapping, Sequence

EFFECTS = ("read", "write", "delete", "exec")

_NO_OPTIONS: Mapping[str, str] = {}

# A kind the arguments leave open (`kubectl delete -f FILE`): any rule naming a kind matches.
ANY_KIND = "*"


class Command:
    """One entry of a table: a command path, its effect and what the tool accepts for it."""

    __slots__ = (
        "aliases", "effect", "file_options", "network", "options", "path", "runs_input_code",
        "summary",
    )  # fmt: skip

    def __init__(
        self,
        path: str,
        effect: str,
        summary: str = "",
        *,
        aliases: Sequence[str] = (),
        options: Mapping[str, str] | None = None,
        file_options: Sequence[str] = (),
        network: bool = False,
        runs_input_code: bool = False,
    ) -> None:
        if effect not in EFFECTS:
            raise ValueError(f"{path}: effect {effect!r} is not one of {EFFECTS}")
        self.path = path
        self.effect = effect
        self.summary = summary
        self.aliases = tuple(aliases)
        # A spelling -> the option it is (`-f` -> `--force`); shared, never changed.
        self.options: Mapping[str, str] = options if options is not None else _NO_OPTIONS
        self.file_options = tuple(file_options)
        self.network = network
        self.runs_input_code = runs_input_code

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(self.path.split())

    def to_json(self) -> dict[str, object]:
        return {
            "command": self.path,
            "effect": self.effect,
            "aliases": list(self.aliases),
            "network": self.network,
            "runs_input_code": self.runs_input_code,
            "file_options": list(self.file_options),
            "summary": self.summary,
        }


class CanonicalCommand:
    """What a binary's arguments mean: the command path, its kinds and normalised options.

    `command` is the canonical text every rule is matched against; `effect`,
    `runs_input_code` and `network` say what running it does (the sandbox reads them).
    """

    __slots__ = (
        "binary", "effect", "kinds", "known", "network", "path", "rest", "runs_input_code",
    )  # fmt: skip

    def __init__(
        self,
        binary: str,
        path: str,
        effect: str,
        *,
        kinds: Sequence[str] = (),
        rest: Sequence[str] = (),
        known: bool = True,
        network: bool = True,
        runs_input_code: bool = False,
    ) -> None:
        self.binary = binary
        self.path = path
        self.effect = effect
        self.kinds = tuple(kinds)
        self.rest = tuple(rest)
        self.known = known
        self.network = network
        self.runs_input_code = runs_input_code

    @property
    def words(self) -> tuple[str, ...]:
        return (*self.path.split(), *self.kinds, *self.rest)

    @property
    def command(self) -> str:
        return " ".join(self.words)

    @property
    def any_kind(self) -> bool:
        return ANY_KIND in self.kinds

    def to_json(self) -> dict[str, object]:
        return {
            "binary": self.binary,
            "command": self.command,
            "path": self.path,
            "effect": self.effect,
            "known": self.known,
            "network": self.network,
            "runs_input_code": self.runs_input_code,
        }

    def to_step_json(self) -> dict[str, object]:
        """What a step's JSON and audit record carry (every step of a plan has one)."""
        return {
            "command": self.command,
            "effect": self.effect,
            "runs_input_code": self.runs_input_code,
            "network": self.network,
        }

    def __repr__(self) -> str:
        return f"CanonicalCommand({self.binary} {self.command!r}, effect={self.effect!r})"


class Table:
    """A binary's commands, looked up by every spelling the tool accepts."""

    __slots__ = (
        "_by_words", "_longs", "abbreviations", "binary", "bundles", "commands", "global_options",
        "network", "option_aliases", "refine", "value_options",
    )  # fmt: skip

    def __init__(
        self,
        binary: str,
        commands: Sequence[Command],
        *,
        value_options: Collection[str] = (),
        global_options: Collection[str] = (),
        option_aliases: Mapping[str, str] | None = None,
        abbreviations: bool = False,
        bundles: bool = True,
        network: bool = True,
        refine: Callable[[Table, Command, list[str]], tuple[Command, list[str], list[str]]]
        | None = None,
    ) -> None:
        self.binary = binary
        self.commands = tuple(commands)
        self.value_options = frozenset(value_options)  # options whose value is the next word
        self.global_options = frozenset(global_options)  # value options before the command
        self.option_aliases = dict(option_aliases or {})
        self.abbreviations = abbreviations  # long options may be abbreviated (parse-options)
        self.bundles = bundles  # `-fd` is `-f -d` (not for single-dash long options: `-destroy`)
        self.network = network
        self.refine = refine
        self._by_words: dict[tuple[str, ...], Command] = {}
        self._longs: dict[str, tuple[str, ...]] = {}
        by_words = self._by_words
        for command in self.commands:
            by_words.setdefault(tuple(command.path.split()), command)
            for spelling in command.aliases:
                by_words.setdefault(tuple(spelling.split()), command)

    def command(self, path: str) -> Command | None:
        return self._by_words.get(tuple(path.split()))

    def lookup(self, words: Sequence[str]) -> tuple[Command | None, int]:
        """The command the longest leading run of WORDS names, and how many words it took."""
        for width in range(min(len(words), 4), 0, -1):
            found = self._by_words.get(tuple(words[:width]))
            if found is not None:
                return found, width
        return None, 0

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        """ARGS as the table reads them; a command it does not know is `exec`."""
        positions = self._positionals(args)
        words = [args[i] for i in positions]
        command, width = self.lookup(words)
        if command is None:
            if not words and self._only_info(args):
                return CanonicalCommand(self.binary, "", "read", rest=args, network=False)
            head = words[0] if words else ""
            rest = normalise_options(
                [a for a in args if a != head], self.option_aliases, bundles=self.bundles
            )
            return CanonicalCommand(self.binary, head, "exec", rest=rest, known=False)
        taken = set(positions[:width])
        rest = [arg for index, arg in enumerate(args) if index not in taken]
        aliases = {**self.option_aliases, **command.options}
        rest = normalise_options(
            rest,
            aliases,
            self._long_options(command),
            bundles=self.bundles,
            values=self.value_options,
        )
        kinds: list[str] = []
        if self.refine is not None:  # the tool's own reading: `apply -destroy` is `destroy`
            command, kinds, rest = self.refine(self, command, rest)
        return CanonicalCommand(
            self.binary,
            command.path,
            command.effect,
            kinds=kinds,
            rest=rest,
            network=command.network,
            runs_input_code=command.runs_input_code,
        )

    def _positionals(self, args: Sequence[str]) -> list[int]:
        """Indexes of the words that are not options or option values."""
        found: list[int] = []
        skip = False
        for index, arg in enumerate(args):
            if skip:
                skip = False
                continue
            if arg == "--":
                break
            if len(arg) > 1 and arg.startswith("-"):
                skip = arg in self.value_options or arg in self.global_options
                continue
            found.append(index)
        return found

    def _only_info(self, args: Sequence[str]) -> bool:
        info = {"--version", "-version", "-v", "--help", "-help", "-h", "version", "help"}
        return all(arg in info for arg in args)  # no arguments at all: the usage text

    def _long_options(self, command: Command) -> tuple[str, ...]:
        if not self.abbreviations:
            return ()
        found = self._longs.get(command.path)
        if found is None:
            spellings = {**self.option_aliases, **command.options}
            longs = {o for o in (*spellings, *spellings.values()) if o.startswith("--")}
            found = self._longs[command.path] = tuple(sorted(longs))
        return found


def normalise_options(
    words: Sequence[str],
    aliases: Mapping[str, str],
    longs: Sequence[str] = (),
    *,
    bundles: bool = True,
    values: Collection[str] = (),
) -> list[str]:
    """Options spelled one way: bundles split (`-fd` is `-f -d`), aliases and
    unambiguous abbreviations of LONGS replaced by the option they are."""
    out: list[str] = []
    for word in words:
        for part in _split_bundle(word, aliases, values) if bundles else [word]:
            name, equals, value = part.partition("=")
            name = _expand(name, longs)
            out.append(aliases.get(name, name) + (equals + value if equals else ""))
    return out


def _split_bundle(word: str, aliases: Mapping[str, str], values: Collection[str] = ()) -> list[str]:
    if len(word) > 2 and word[0] == "-" and word[1] != "-" and "=" not in word:
        if word in aliases or word[:2] in values:  # `-XDELETE` is -X with its value
            return [word]
        return [f"-{letter}" for letter in word[1:]]
    return [word]


def _expand(name: str, longs: Sequence[str]) -> str:
    if not name.startswith("--") or len(name) < 4 or name in longs:
        return name
    matches = [full for full in longs if full.startswith(name)]
    return matches[0] if len(matches) == 1 else name


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

    __slots__ = ("depth", "minimum", "verbs")

    def __init__(
        self,
        binary: str,
        commands: Sequence[Command],
        verbs: Verbs,
        *,
        depth: int = 4,
        minimum: int = 2,
        value_options: Collection[str] = (),
    ) -> None:
        super().__init__(binary, commands, value_options=value_options)
        self.verbs = verbs
        self.depth = depth
        self.minimum = minimum

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        positions = self._positionals(args)
        found, _ = self.lookup([args[i] for i in positions])
        if found is not None:
            return super().canonical(args)
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
        severe = [e for e in ("exec", "delete") if e in effects]
        effect = severe[0] if severe else ("read" if effects[-1] == "read" else "write")
        return CanonicalCommand(self.binary, " ".join(path), effect, rest=rest)


def _command_shaped(word: str) -> bool:
    return bool(word) and all(
        ch.isascii() and (ch.islower() or ch.isdigit() or ch in "-_") for ch in word
    )
