"""runtime capability SUBCOMMAND: one module per subcommand, a plain dispatch."""

from __future__ import annotations

import importlib

from runtime.cli.errors import UsageError
from runtime.cli.result import Result, help_result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

SUBCOMMANDS = {
    "validate": ("validate", "structural check of capability files, names or directories"),
    "plan": ("plan", "preflight inputs, substitution, context and policy; no side effects"),
    "execute": ("execute", "run the steps in order, stopping at the first failure"),
    "list": ("listing", "every resolvable capability: name, source, path, digest, winner"),
    "dependents": ("dependents", "the capabilities whose Lineage re-derives NAME, and which steps"),
    "authoring-context": (
        "authoring",
        "what an author needs: specs, providers, binaries, the authoring directory",
    ),
}

HELP = "usage: runtime capability SUBCOMMAND ...\n\nsubcommands:\n" + "\n".join(
    f"  {name:<18} {about}" for name, (_, about) in SUBCOMMANDS.items()
)


def main(invocation: Invocation) -> Result:
    argv = invocation.argv
    if not argv or argv[0] in ("-h", "--help"):
        return help_result("capability", HELP)
    name = argv[0]
    if name not in SUBCOMMANDS:
        raise UsageError(f"unknown capability subcommand {name!r}", hint=HELP.split("\n\n")[1])
    module = importlib.import_module(f"runtime.cli.commands.capability.{SUBCOMMANDS[name][0]}")
    invocation.argv = argv[1:]
    invocation.command = f"capability {name}"
    result: Result = module.main(invocation)
    return result
