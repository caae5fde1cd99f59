"""runtime help [COMMAND...]: the same help as `runtime COMMAND... --help`."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation
    from runtime.result import Result


def main(invocation: Invocation) -> Result:
    from runtime.cli.main import dispatch

    words = [word for word in invocation.argv if word not in ("-h", "--help")]
    result, output = dispatch([*words, "--help"] if words else ["--help"])
    invocation.output = output if output != "text" else invocation.output
    return result
