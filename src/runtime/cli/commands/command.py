"""runtime command run|list|BINARY --help: the Command Engine and the binary operation tables."""

from __future__ import annotations

from runtime.errors import UsageError
from runtime.result import Result, help_result

HELP = """usage: runtime command run BINARY [ARGS...]
       runtime command list
       runtime command BINARY --help

Run an allow-listed binary through the Command Engine: the executable is pinned
from the trusted search path, ARGS are read through the binary's operation table
into a canonical command (its aliases and abbreviations are one command), denied
rules are matched against it and the words as typed, its effect (read, write,
delete, exec) must be in command_policy.effects; the child gets a bounded
environment and a timeout, and the run is audited. ARGS are passed
verbatim, exactly as a capability step's args: --help and -h after BINARY are the
binary's. The runtime reads one thing there: a trailing --output is refused as
ambiguous (global flags go before `command`: runtime --output json command run ...).
To hand the binary an --output of its own, end the runtime's reading with `--` right
after BINARY: runtime command run kubectl -- get pods --output json (that `--` is
not passed on; any later `--` is).

The child runs inside a bubblewrap sandbox: it sees the system directories and the
file roots (read roots read-only, write roots read-write), a private empty HOME and
/tmp, never the Runtime Home or the config and policy documents; the working
directory must lie inside a root. Without bwrap (command_policy.sandbox auto) exec
commands are refused and the rest run unconfined with a notice on stderr.

`command list` prints every binary's table; `command BINARY --help` one of them."""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation


def main(invocation: Invocation) -> Result:
    from runtime.cli.run import run_request
    from runtime.model import Request

    argv = invocation.argv
    if not argv or argv[0] in ("-h", "--help") or argv[:2] in (["run", "--help"], ["run", "-h"]):
        return help_result("command", HELP)
    if argv[0] == "list":
        return _list()
    if argv[0] != "run" and argv[1:2] in (["--help"], ["-h"]):
        return _binary_help(argv[0])
    if argv[0] != "run":
        raise UsageError(
            f"unknown command subcommand {argv[0]!r}",
            hint="runtime command run BINARY ... | command list | command BINARY --help",
        )
    if len(argv) < 2:
        raise UsageError("missing BINARY", hint="runtime command run BINARY [ARGS...]")
    from runtime.capability.words import binary_words

    return run_request(invocation, Request.for_binary(argv[1], binary_words(argv[2:])))


def _list() -> Result:
    from runtime.policy.floor import listing

    output = {
        "binaries": [
            {**row, "table": listing.rows(str(row["binary"]))} for row in listing.summary_rows()
        ]
    }
    return Result("command list", kind="binary tables", output=output)


def _binary_help(binary: str) -> Result:
    from runtime.policy import floor
    from runtime.policy.floor import listing

    output = {
        "binary": binary,
        "table": floor.table(binary) is not None,
        "commands": listing.rows(binary),
    }
    return Result(f"command {binary} --help", kind="binary table", output=output)
