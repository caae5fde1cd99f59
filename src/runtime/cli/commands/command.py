"""runtime command run BINARY [ARGS...]: a governed pass-through for allow-listed binaries."""

from __future__ import annotations

from runtime.cli.errors import UsageError
from runtime.cli.result import Result, help_result

HELP = """usage: runtime command run BINARY [ARGS...]

Run an allow-listed binary through the Command Engine: the executable is pinned
from the trusted search path, denied rules are matched anywhere in ARGS, the child
gets a bounded environment and a timeout, and the run is audited. ARGS are passed
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
commands are refused and the rest run unconfined with a notice on stderr."""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation


def main(invocation: Invocation) -> Result:
    from runtime.cli.run import run_request
    from runtime.pipeline import Request

    argv = invocation.argv
    if not argv or argv[0] in ("-h", "--help") or argv[:2] in (["run", "--help"], ["run", "-h"]):
        return help_result("command", HELP)
    if argv[0] != "run":
        raise UsageError(
            f"unknown command subcommand {argv[0]!r}", hint="runtime command run BINARY ..."
        )
    if len(argv) < 2:
        raise UsageError("missing BINARY", hint="runtime command run BINARY [ARGS...]")
    from runtime.cli.grammar import binary_words

    return run_request(invocation, Request.for_binary(argv[1], binary_words(argv[2:])))
