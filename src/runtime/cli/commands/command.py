"""runtime command run|list|BINARY --help: the Command Engine and the binary operation tables."""

from __future__ import annotations

from runtime.cli.args import Spec
from runtime.command_table import COMMAND, usage
from runtime.errors import UsageError
from runtime.result import Result, help_result

LIST = Spec(
    usage("command list"),
    "Print every binary's operation table: the commands the runtime reads for it, each\n"
    "with its effect and aliases. `runtime command BINARY --help` prints one of them.",
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation


def run(invocation: Invocation) -> Result:
    """`runtime command run BINARY ARGS...`: the words after BINARY are the binary's."""
    from runtime.cli.run import run_request
    from runtime.model import Request
    from runtime.words import binary_words

    argv = invocation.argv
    if argv[:1] in (["--help"], ["-h"]):
        return help_result("command", COMMAND.help_text())
    if not argv:
        raise UsageError("missing BINARY", hint="runtime command run BINARY [ARGS...]")
    return run_request(invocation, Request.for_binary(argv[0], binary_words(argv[1:])))


def binary_help(invocation: Invocation) -> Result:
    """`runtime command BINARY --help`: the first word names no subcommand but a binary."""
    argv = invocation.argv
    if argv[1:2] not in (["--help"], ["-h"]):
        from runtime.cli.main import unknown_subcommand

        raise unknown_subcommand(COMMAND, argv)
    return _binary_table(argv[0])


def list_tables(invocation: Invocation) -> Result:
    from runtime.policy.floor import listing

    invocation.parse(LIST)
    output = {
        "binaries": [
            {**row, "table": listing.rows(str(row["binary"]))} for row in listing.summary_rows()
        ]
    }
    return Result("command list", kind="binary tables", output=output)


def _binary_table(binary: str) -> Result:
    from runtime.policy import floor
    from runtime.policy.floor import listing

    output = {
        "binary": binary,
        "table": floor.table(binary) is not None,
        "commands": listing.rows(binary),
    }
    return Result(f"command {binary} --help", kind="binary table", output=output)
