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
    from typing import TypeAlias

    from runtime.policy.floor.grammar import Grammar, Parsed

    # A command listed before anyone asks for it: (effect, aliases, option spellings,
    # network). A tool with many plain commands lists them so; its `Command` is made when
    # first looked up (making 170 objects at every start cost more than judging one).
    Spec: TypeAlias = tuple[str, tuple[str, ...], Mapping[str, str], bool]

EFFECTS = ("read", "write", "delete", "exec")

_NO_OPTIONS: Mapping[str, str] = {}

# A kind the arguments leave open (`kubectl delete -f FILE`): any rule naming a kind matches.
ANY_KIND = "*"


class Command:
    """One entry of a table: a command path, its effect and what the tool accepts for it."""

    __slots__ = (
        "aliases", "covered_by", "effect", "file_options", "network", "options", "path",
        "runs_input_code", "summary",
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
        covered_by: Sequence[str] = (),
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
        # Broader commands that do what this one does and more: a rule denying one of them
        # denies this too (`restore PATH` throws away work as `reset --hard` does).
        self.covered_by = tuple(covered_by)

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
            "covered_by": list(self.covered_by),
            "summary": self.summary,
        }


class CanonicalCommand:
    """What a binary's arguments mean: the command path, its kinds and normalised options.

    `command` is the canonical text every rule is matched against; `effect`,
    `runs_input_code` and `network` say what running it does (the sandbox reads them);
    `directories` where the tool changes to before its command (`git -C DIR`, `terraform
    -chdir=DIR`), in order, each relative to the one before. `argv`: the arguments the child
    is given, this same reading written back in one spelling per option (never the caller's
    words); `problem`: why the tool's option grammar cannot read the arguments (an option
    the table cannot classify), which the floor refuses.
    """

    __slots__ = (
        "also", "argv", "binary", "directories", "effect", "kinds", "known", "network",
        "operands", "path", "problem", "rest", "runs_input_code",
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
        also: Sequence[str] = (),
        directories: Sequence[str] = (),
        argv: Sequence[str] | None = None,
        problem: str | None = None,
    ) -> None:
        self.binary = binary
        self.path = path
        self.effect = effect
        self.kinds = tuple(kinds)
        self.rest = tuple(rest)
        self.known = known
        self.network = network
        self.runs_input_code = runs_input_code
        self.also = tuple(also)  # the paths of the broader commands whose rules cover it
        self.directories = tuple(directories)
        self.argv = tuple(argv) if argv is not None else self.words
        self.problem = problem
        # The operands the tool's grammar found (None: read without one).
        self.operands: tuple[str, ...] | None = None

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
            "words": list(self.words),
            "path": self.path,
            "effect": self.effect,
            "known": self.known,
            "network": self.network,
            "runs_input_code": self.runs_input_code,
            "covered_by": list(self.also),
            "argv": list(self.argv),
        }

    def to_step_json(self) -> dict[str, object]:
        """What a step's JSON and audit record carry (every step of a plan has one)."""
        return {
            "command": self.command,
            "words": list(self.words),
            "argv": list(self.argv),
            "effect": self.effect,
            "runs_input_code": self.runs_input_code,
            "network": self.network,
        }

    def __repr__(self) -> str:
        return f"CanonicalCommand({self.binary} {self.command!r}, effect={self.effect!r})"


class Table:
    """A binary's commands, looked up by every spelling the tool accepts."""

    __slots__ = (
        "_commands", "_longs", "_made", "_specs", "_spellings", "_value_options", "abbreviations",
        "binary", "booleans", "bundles", "directory_options", "global_options", "grammar",
        "handoff", "network", "option_aliases", "refine", "unknown_takes_value",
    )  # fmt: skip

    def __init__(
        self,
        binary: str,
        commands: Sequence[Command] = (),
        *,
        specs: Mapping[str, Spec] | None = None,
        value_options: Collection[str] = (),
        global_options: Collection[str] = (),
        option_aliases: Mapping[str, str] | None = None,
        abbreviations: bool = False,
        bundles: bool = True,
        network: bool = True,
        refine: Callable[[Table, Command, list[str]], tuple[Command, list[str], list[str]]]
        | None = None,
        booleans: Collection[str] = (),
        unknown_takes_value: bool = False,
        directory_options: Collection[str] = (),
        grammar: Grammar | None = None,
        handoff: Mapping[str, tuple[str, Sequence[str]]] | None = None,
    ) -> None:
        self.binary = binary
        # Commands that hand the words after `--` to another tool (gh repo clone -> git clone):
        # path -> (that tool, the words its arguments follow).
        self.handoff: Mapping[str, tuple[str, Sequence[str]]] = handoff or {}
        # The tool's own option grammar and option data (policy/floor/grammar.py): the
        # arguments are read as the tool reads them, and the child gets them written back.
        self.grammar = grammar
        self._value_options = frozenset(value_options)  # options whose value is the next word
        self.global_options = frozenset(global_options)  # value options before the command
        self.option_aliases = dict(option_aliases or {})
        self.abbreviations = abbreviations  # long options may be abbreviated (parse-options)
        self.bundles = bundles  # `-fd` is `-f -d` (not for single-dash long options: `-destroy`)
        self.network = network
        self.refine = refine
        self.booleans = frozenset(booleans)  # options known to take no value
        # cobra finds a command as the tool does: `--flag word` without `=` gives the flag the
        # word unless the flag is a known boolean (`kubectl --username get delete ns x`
        # deletes; `get` is the user name).
        self.unknown_takes_value = unknown_takes_value
        # Options before the command that change the directory the tool works in (`-C` as a
        # global option takes the next word; `-chdir` is written `-chdir=DIR`).
        self.directory_options = frozenset(directory_options)
        self._specs: Mapping[str, Spec] = specs or {}
        self._commands = tuple(commands)
        self._made: dict[str, Command] = {}
        self._spellings: dict[str, str] = {}  # an alias -> the path it spells
        self._longs: dict[str, tuple[str, ...]] = {}
        for command in self._commands:
            self._made.setdefault(command.path, command)
        for path, spec in self._specs.items():
            for spelling in spec[1]:
                self._spellings.setdefault(spelling, path)
        for command in self._commands:
            for spelling in command.aliases:
                self._spellings.setdefault(spelling, command.path)

    @property
    def value_options(self) -> frozenset[str]:
        """Options whose value may be the next word: as listed, and every option the grammar's
        data says takes one (a refinement that splits words from options reads these)."""
        if self.grammar is not None and not isinstance(self._value_options, _Complete):
            self._value_options = _Complete(self._value_options | self.grammar.value_names())
        return self._value_options

    @property
    def commands(self) -> tuple[Command, ...]:
        """Every command: the listed ones first, in the table's order."""
        explicit = {command.path for command in self._commands}
        listed = (self.command(path) for path in self._specs if path not in explicit)
        return (*(c for c in listed if c is not None), *self._commands)

    def command(self, path: str) -> Command | None:
        """The command PATH names (its canonical path or an alias, words single-spaced)."""
        found = self._made.get(path)
        if found is not None:
            return found
        spec = self._specs.get(path)
        if spec is None:
            alias = self._spellings.get(path)
            return None if alias is None else self.command(alias)
        effect, aliases, options, network = spec
        found = Command(path, effect, aliases=aliases, options=options, network=network)
        self._made[path] = found
        return found

    def lookup(self, words: Sequence[str]) -> tuple[Command | None, int]:
        """The command the longest leading run of WORDS names, and how many words it took."""
        widest = 0
        for word in words[:4]:
            if not word or " " in word:  # one argument is one word: `"push --force"` is not a push
                break
            widest += 1
        for width in range(widest, 0, -1):
            found = self.command(" ".join(words[:width]))
            if found is not None:
                return found, width
        return None, 0

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        """ARGS as the table reads them; a command it does not know is `exec`."""
        if self.grammar is not None:
            return self._read(args, self.grammar)
        directories = self.directories(args)
        positions = self._positionals(args)
        words = [args[i] for i in positions]
        command, width = self.lookup(words)
        if command is None:
            if not words and self._only_info(args):
                return CanonicalCommand(
                    self.binary, "", "read", rest=args, network=False, argv=args
                )
            head = words[0] if words else ""
            rest = normalise_options(
                [a for a in args if a != head], self.option_aliases, bundles=self.bundles
            )
            return CanonicalCommand(
                self.binary, head, "exec", rest=rest, known=False, directories=directories,
                argv=args,
            )  # fmt: skip
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
        return self._refined(command, rest, directories, args)

    def _refined(
        self,
        command: Command,
        rest: list[str],
        directories: Sequence[str],
        argv: Sequence[str],
    ) -> CanonicalCommand:
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
            also=command.covered_by,
            directories=directories,
            argv=argv,
        )

    def _read(self, args: Sequence[str], grammar: Grammar) -> CanonicalCommand:
        """ARGS read by the tool's own grammar: judged as the tokens it finds, and run as those
        tokens written back; what it cannot read is a problem the floor refuses."""
        from runtime.policy.floor.grammar import Problem

        try:
            parsed, argv = grammar.check(args)
        except Problem as problem:
            return CanonicalCommand(
                self.binary, "", "exec", rest=args, known=False, argv=(), problem=str(problem)
            )
        found = self._judged(parsed, args, argv, grammar)
        found.operands = () if parsed.raw else tuple(parsed.operands())
        return found

    def _judged(
        self, parsed: Parsed, args: Sequence[str], argv: Sequence[str], grammar: Grammar
    ) -> CanonicalCommand:
        judged = grammar.judged_tokens(parsed)
        directories = grammar.directories(parsed, self.directory_options)
        words = parsed.words()
        command, width = (None, 0) if parsed.raw else self.lookup(words)
        if command is None:
            if not words and self._only_info(args):
                return CanonicalCommand(
                    self.binary, "", "read", rest=args, network=False, argv=argv
                )
            head = words[0] if words else ""
            rest = _without_words(judged, 1 if head else 0)
            return CanonicalCommand(
                self.binary, head, "exec", rest=rest, known=False, directories=directories,
                argv=argv,
            )  # fmt: skip
        aliases = {**self.option_aliases, **command.options}
        rest = [_aliased(word, aliases) for word in _without_words(judged, width)]
        return self._refined(command, rest, directories, argv)

    def directories(self, args: Sequence[str]) -> tuple[str, ...]:
        """The directories the tool changes to before its command, in the order it does:
        each `-C DIR` among git's global options, terraform's `-chdir=DIR` (every reader of
        them reads this: the repository a git child reads its configuration from)."""
        if not self.directory_options:
            return ()
        found: list[str] = []
        words = iter(args)
        for word in words:
            if word in self.global_options:
                value = next(words, "")
                if word in self.directory_options:
                    found.append(value)
            elif not word.startswith("-"):
                break  # the command: what follows are its own arguments
            else:
                name, equals, value = word.partition("=")
                if equals and name in self.directory_options and name not in self.global_options:
                    found.append(value)
        return tuple(found)

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
                skip = self.takes_value(arg)
                continue
            found.append(index)
        return found

    def takes_value(self, option: str) -> bool:
        """Whether OPTION (as typed, before the command is found) takes the next word."""
        if option in self.value_options or option in self.global_options:
            return True
        if not self.unknown_takes_value or "=" in option or option in self.booleans:
            return False
        return option.startswith("--") or len(option) == 2

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


class _Complete(frozenset[str]):
    """A table's value options once its grammar's data has been added to them."""


def _without_words(judged: Sequence[tuple[bool, list[str]]], count: int) -> list[str]:
    """The judged words less the first COUNT command words and operands (the command path)."""
    out: list[str] = []
    for is_word, spelled in judged:
        if is_word and count:
            count -= 1
            continue
        out += spelled
    return out


def _aliased(word: str, aliases: Mapping[str, str]) -> str:
    """A judged word with the table's own name for its option (`branch -D` is `--delete`)."""
    if not aliases or not word.startswith("-"):
        return word
    name, equals, value = word.partition("=")
    found = aliases.get(name)
    return word if found is None else found + (equals + value if equals else "")


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
    if not name.startswith("--") or len(name) < 3 or name in longs:
        return name
    matches = [full for full in longs if full.startswith(name)]
    return matches[0] if len(matches) == 1 else name


class AuthSetting:
    """A tool setting an enabled auth provider hands the child: VARIABLE as the caller set it,
    else DEFAULT under the home directory, when any of PROVIDERS is enabled."""

    __slots__ = ("default", "providers", "variable")

    def __init__(self, variable: str, default: str, providers: Sequence[str]) -> None:
        self.variable = variable
        self.default = default
        self.providers = tuple(providers)


class Profile:
    """What running one tool takes besides its table (DESIGN.md section 6).

    VARIABLES and PREFIXES: what the child may inherit beyond every child's base set.
    FORCED_CONFIG: settings the child always runs with, and FORCED_ENV, the variables that
    carry them. AUTH_SETTINGS: what an enabled auth provider hands over. CONTEXT_KEYS: what
    the tool reads of the Runtime Context on its own (a saved plan records them). JUDGE: the
    engine module that judges some of its commands at execution, by name (it sits above).
    EXECUTES: the helpers a sandboxed child of the tool may execute besides itself (files,
    or directories and all beneath them; a relative path is beneath each directory the tool
    works in); OWN_SHELL: the tool runs its own helpers through `sh -c` (git's local
    transports), so its /bin/sh is the launcher's shell of one plain command
    (engines/launch.py). Where the policy allows the tool exec, neither restricts anything.
    SYSTEM_FILES: what of /etc the tool reads beyond every child's allow-list (shown
    read-only in its sandbox). CONFIG_VARIABLES and CONFIG_OPTIONS: the variables and options
    that name the tool's own configuration (a kubeconfig, docker's config directory), which
    may never lie in a write root.
    """

    __slots__ = (
        "auth_settings", "config_options", "config_variables", "context_keys", "executes",
        "forced_config", "forced_env", "identity_variables", "judge", "own_shell", "prefixes",
        "system_files", "variables",
    )  # fmt: skip

    def __init__(
        self,
        *,
        variables: Collection[str] = (),
        prefixes: Sequence[str] = (),
        forced_config: Sequence[tuple[str, str]] = (),
        forced_env: Mapping[str, str] | None = None,
        auth_settings: Sequence[AuthSetting] = (),
        context_keys: Sequence[str] = (),
        judge: str | None = None,
        executes: Sequence[str] = (),
        own_shell: bool = False,
        system_files: Sequence[str] = (),
        config_variables: Sequence[str] = (),
        config_options: Sequence[str] = (),
        identity_variables: Sequence[tuple[str, str]] = (),
    ) -> None:
        self.variables = frozenset(variables)
        self.identity_variables = tuple(identity_variables)
        self.executes = tuple(executes)
        self.own_shell = own_shell
        self.prefixes = tuple(prefixes)
        self.forced_config = tuple(forced_config)
        self.forced_env: Mapping[str, str] = forced_env or {}
        self.auth_settings = tuple(auth_settings)
        self.context_keys = tuple(context_keys)
        self.judge = judge
        self.system_files = tuple(system_files)
        self.config_variables = tuple(config_variables)
        self.config_options = tuple(config_options)


# git's own helpers (`git --exec-path`: remote-https, upload-pack, the merge strategies), where
# Debian and Fedora put them: git's profile and gh's (which runs git) declare them.
GIT_LIBEXEC = ("/usr/lib/git-core", "/usr/libexec/git-core")

# A tool without a profile of its own: the base environment, nothing forced or handed.
NO_PROFILE = Profile()
