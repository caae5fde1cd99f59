"""A small argument parser: argparse costs more start-up time than `runtime version` may spend.

Each command declares its options and positionals; `--help` anywhere before
`--` asks for the command's help; `--output FORMAT` after the subcommand is
accepted too (the seed's own examples put it last). These are the runtime's own
commands, whose words are all its own; provider and binary words, which are data,
follow `cli/grammar.py` instead.
"""

from __future__ import annotations

from runtime.errors import UsageError


class Opt:
    __slots__ = ("help", "metavar", "name", "repeat", "short", "takes_value")

    def __init__(
        self,
        name: str,
        help: str,
        *,
        metavar: str = "",
        short: str = "",
        repeat: bool = False,
    ) -> None:
        self.name = name
        self.help = help
        self.metavar = metavar
        self.takes_value = bool(metavar)
        self.short = short
        self.repeat = repeat


class Spec:
    __slots__ = ("description", "max_args", "min_args", "options", "output_flag", "usage")

    def __init__(
        self,
        usage: str,
        description: str,
        options: tuple[Opt, ...] = (),
        min_args: int = 0,
        max_args: int | None = 0,
        output_flag: bool = True,
    ) -> None:
        self.usage = usage
        self.description = description
        self.options = options
        self.min_args = min_args
        self.max_args = max_args
        self.output_flag = output_flag

    def help_text(self) -> str:
        lines = [f"usage: {self.usage}", "", self.description]
        if self.options:
            lines += ["", "options:"]
            for opt in self.options:
                names = f"{opt.short}, {opt.name}" if opt.short else opt.name
                shown = f"{names} {opt.metavar}".rstrip()
                lines.append(f"  {shown:<28} {opt.help}")
        lines.append(f"  {'-h, --help':<28} show this help")
        return "\n".join(lines)


class Parsed:
    __slots__ = ("args", "help", "options", "output")

    def __init__(self) -> None:
        self.args: list[str] = []
        self.options: dict[str, list[str]] = {}
        self.help = False
        self.output: str | None = None

    def flag(self, name: str) -> bool:
        return name in self.options

    def value(self, name: str, default: str | None = None) -> str | None:
        values = self.options.get(name)
        return values[-1] if values else default

    def values(self, name: str) -> list[str]:
        return self.options.get(name, [])


def _lookup(spec: Spec, word: str) -> Opt | None:
    for opt in spec.options:
        if word in (opt.name, opt.short):
            return opt
    return None


def parse(spec: Spec, argv: list[str]) -> Parsed:
    parsed = Parsed()
    index = 0
    while index < len(argv):
        word = argv[index]
        index += 1
        if word == "--":
            parsed.args.extend(argv[index:])
            break
        if word in ("-h", "--help"):
            parsed.help = True
            continue
        if not word.startswith("-") or word == "-":
            parsed.args.append(word)
            continue
        name, eq, inline = word.partition("=")
        if spec.output_flag and name == "--output":
            parsed.output, index = _value(argv, index, name, inline if eq else None)
            continue
        opt = _lookup(spec, name)
        if opt is None:
            raise UsageError(f"unknown option {name}", hint=f"usage: {spec.usage}")
        if opt.takes_value:
            value, index = _value(argv, index, name, inline if eq else None)
        elif eq:
            raise UsageError(f"option {name} takes no value")
        else:
            value = "true"
        if opt.name in parsed.options and not opt.repeat:
            raise UsageError(f"option {opt.name} given more than once")
        parsed.options.setdefault(opt.name, []).append(value)
    if not parsed.help:
        _check_count(spec, parsed.args)
    return parsed


def _value(argv: list[str], index: int, name: str, inline: str | None) -> tuple[str, int]:
    if inline is not None:
        return inline, index
    if index >= len(argv):
        raise UsageError(f"option {name} needs a value")
    return argv[index], index + 1


def _check_count(spec: Spec, args: list[str]) -> None:
    if len(args) < spec.min_args:
        raise UsageError("missing arguments", hint=f"usage: {spec.usage}")
    if spec.max_args is not None and len(args) > spec.max_args:
        raise UsageError(
            f"unexpected argument {args[spec.max_args]!r}", hint=f"usage: {spec.usage}"
        )
