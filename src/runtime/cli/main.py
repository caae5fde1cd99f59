"""Entry point: global flags, one dispatch by the command table, one envelope out."""

from __future__ import annotations

import os
import sys

from runtime import exit_codes
from runtime.cli.args import Parsed, Spec
from runtime.cli.args import parse as parse_args
from runtime.cli.grammar import asks_help
from runtime.cli.reporter import FORMATS, emit
from runtime.command_table import COMMANDS, Command, Group
from runtime.errors import CommandError, UsageError
from runtime.result import Result, error_result, help_result
from runtime.words import HELP_WORDS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import ModuleType

GLOBAL_HELP = """usage: runtime [--output text|json|raw] COMMAND [ARGS...]

A governed command-line runtime: every action passes
Bootstrap -> Context -> Policy -> Auth -> Engine -> Audit.

global options (before COMMAND):
  --output FORMAT   text (default), json (one envelope for every outcome) or raw (payload only)
  --version         print the version and exit
  -h, --help        show this help

commands:
{commands}

Run `runtime help COMMAND...` (or `runtime COMMAND --help`) for a command's own help."""


class HelpRequested(Exception):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class Invocation:
    """What every command module receives."""

    __slots__ = ("argv", "command", "cwd", "output")

    def __init__(self, command: str, argv: list[str], output: str) -> None:
        self.command = command
        self.argv = argv
        self.output = output
        self.cwd = os.getcwd()

    def parse(self, spec: Spec) -> Parsed:
        """Parse this command's words; a trailing --output FORMAT applies too.

        `--help` ends the command here: dispatch answers with the spec's help.
        """
        parsed = parse_args(spec, self.argv)
        if parsed.help:
            raise HelpRequested(spec.help_text())
        if parsed.output is not None:
            if parsed.output not in FORMATS:
                raise UsageError(f"unknown output format {parsed.output!r}: use text, json or raw")
            self.output = parsed.output
        return parsed


def _split_globals(argv: list[str]) -> tuple[str, list[str], str | None]:
    output = "text"
    index = 0
    while index < len(argv):
        word = argv[index]
        if word == "--output" or word.startswith("--output="):
            if "=" in word:
                output = word.partition("=")[2]
            elif index + 1 < len(argv):
                index += 1
                output = argv[index]
            else:
                raise UsageError("--output needs a value: text, json or raw")
            if output not in FORMATS:
                raise UsageError(f"unknown output format {output!r}: use text, json or raw")
        elif word in ("-h", "--help"):
            return output, [], "help"
        elif word == "--version":
            return output, ["version"], None
        elif word.startswith("-"):
            raise UsageError(f"unknown global option {word}", hint="see runtime --help")
        else:
            return output, argv[index:], None
        index += 1
    return output, [], "help"


def _global_help() -> Result:
    commands = "\n".join(f"  {name:<12} {entry.about}" for name, entry in COMMANDS.items())
    text = GLOBAL_HELP.format(commands=commands)
    return Result(
        "help",
        kind="usage",
        output={"usage": text, "commands": {k: v.about for k, v in COMMANDS.items()}},
    )


def _load(module: str) -> ModuleType:
    # __import__, not importlib.import_module: importing the importlib package costs about
    # a millisecond at every command's start.
    qualified = f"runtime.cli.commands.{module}"
    __import__(qualified)
    return sys.modules[qualified]


def _run(entry: Command | Group, invocation: Invocation) -> Result:
    """Route a group's first word to its subcommand, then call the command's function."""
    if isinstance(entry, Group):
        entry = _subcommand(entry, invocation)
    module, function = entry.function()
    result: Result = getattr(_load(module), function)(invocation)
    return result


def _subcommand(group: Group, invocation: Invocation) -> Command:
    argv = invocation.argv
    if not argv or argv[0] in HELP_WORDS:
        raise HelpRequested(group.help_text())
    chosen = group.subcommands.get(argv[0])
    if chosen is None:
        if group.other is None:
            raise unknown_subcommand(group, argv)
        return group.other  # it reads the word itself: `runtime command BINARY --help`
    invocation.command = f"{invocation.command} {argv[0]}"
    invocation.argv = argv[1:]
    return chosen


def unknown_subcommand(group: Group, argv: list[str]) -> UsageError:
    """The refusal of a first word that names no subcommand; did-you-mean adds the closest."""
    message = group.unknown.format(name=group.name, word=argv[0], words=" ".join(argv))
    return UsageError(message, hint=group.listing())


def dispatch(argv: list[str]) -> tuple[Result, str]:
    output = "text"
    rest: list[str] = []
    invocation: Invocation | None = None
    try:
        output, rest, special = _split_globals(argv)
        if special == "help":
            return _global_help(), output
        name = rest[0]
        if name not in COMMANDS:
            raise UsageError(f"unknown command {name!r}", hint="see runtime --help")
        invocation = Invocation(name, rest[1:], output)
        if not asks_help(name, invocation.argv):
            _prepare_home(name, output)
        try:
            result = _run(COMMANDS[name], invocation)
        except HelpRequested as asked:
            return help_result(invocation.command, asked.text), invocation.output
        return result, invocation.output
    except CommandError as error:
        # the command as far as it was recognised, the same words its success would carry
        label = invocation.command if invocation is not None else _command_words(rest or argv)
        if isinstance(error, UsageError):
            _suggest(error, rest)
        return error_result(label, error), output


def _suggest(error: UsageError, words: list[str]) -> None:
    """Did you mean: only on the error path, so the hot paths never load the tables."""
    from runtime.cli.table import did_you_mean

    meant = did_you_mean(words)
    if meant is not None:
        hint = f"did you mean `runtime {meant}`?"
        error.hint = f"{hint}\n  {error.hint}" if error.hint else hint


def _prepare_home(command: str, output: str) -> None:
    """Refuse a retired context.yaml; bootstrap a missing or other-version Home (cheap check)."""
    from runtime.bootstrap.implicit import prepare_home

    note = prepare_home(command, output)
    if note is not None:
        from runtime.cli.output import progress

        progress(note)


def _audit_unavailable(command: str, error: BaseException) -> Result | None:
    from runtime.audit.log import AuditUnavailable

    if not isinstance(error, AuditUnavailable):
        return None
    hint = "make the trail a writable regular file with room to grow, then run again"
    payload = {"code": "audit-unavailable", "message": str(error), "hint": hint}
    return Result(command, exit_code=exit_codes.AUDIT, error=payload)


def _internal(command: str, error: BaseException) -> Result:
    unavailable = _audit_unavailable(command, error)
    if unavailable is not None:
        return unavailable
    if os.environ.get("RUNTIME_DEBUG"):
        import traceback

        from runtime.cli.output import progress

        progress(traceback.format_exc().rstrip("\n"))  # through the redactor, as all output
    message = f"internal error: {type(error).__name__}: {error}"
    payload = {"code": "internal", "message": message, "hint": "set RUNTIME_DEBUG=1 for a trace"}
    return Result(command, exit_code=exit_codes.INTERNAL, error=payload)


def entry(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    for stream in (sys.stdout, sys.stderr):  # PYTHONIOENCODING=ascii: \u2717, never a traceback
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    output = "json" if _wants_json(args) else "text"
    try:
        result, output = dispatch(args)
    except KeyboardInterrupt:
        result = Result(
            _command_words(args),
            exit_code=exit_codes.INTERRUPTED,
            error={"code": "interrupted", "message": "interrupted", "hint": None},
        )
    except Exception as error:  # the envelope promise covers bugs too
        result = _internal(_command_words(args), error)
    from runtime.interrupts import ReaderGone

    try:
        emit(result, output)
    except (BrokenPipeError, ReaderGone):
        _quiet_broken_pipe()
    return result.exit_code


def _command_words(args: list[str]) -> str:
    words: list[str] = []
    skip = False
    for word in args:
        if skip:
            skip = False
        elif word == "--output":
            skip = True
        elif not word.startswith("-"):
            words.append(word)
            if len(words) == 2:
                break
    return " ".join(words) or "runtime"


def _wants_json(args: list[str]) -> bool:
    for index, word in enumerate(args):
        if word == "--output=json" or (
            word == "--output" and args[index + 1 : index + 2] == ["json"]
        ):
            return True
    return False


def _quiet_broken_pipe() -> None:
    """A reader that went away (`| head`) is not an error worth a traceback."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
