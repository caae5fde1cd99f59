"""runtime capability SUBCOMMAND: one module per subcommand, a plain dispatch."""

from __future__ import annotations

import importlib

from runtime.command_table import CAPABILITY_SUBCOMMANDS
from runtime.errors import UsageError
from runtime.result import Result, help_result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

HELP = "usage: runtime capability SUBCOMMAND ...\n\nsubcommands:\n" + "\n".join(
    f"  {name:<18} {about}" for name, (_, about) in CAPABILITY_SUBCOMMANDS.items()
)


def main(invocation: Invocation) -> Result:
    argv = invocation.argv
    if not argv or argv[0] in ("-h", "--help"):
        return help_result("capability", HELP)
    name = argv[0]
    if name not in CAPABILITY_SUBCOMMANDS:
        raise UsageError(f"unknown capability subcommand {name!r}", hint=HELP.split("\n\n")[1])
    module_name = CAPABILITY_SUBCOMMANDS[name][0]
    module = importlib.import_module(f"runtime.cli.commands.capability.{module_name}")
    invocation.argv = argv[1:]
    invocation.command = f"capability {name}"
    result: Result = module.main(invocation)
    return result
