"""What the plan and execute words share: the --input option, read into a prepared capability."""

from __future__ import annotations

from runtime.cli.args import Opt

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.capability.prepare import Prepared
    from runtime.cli.args import Parsed
    from runtime.cli.main import Invocation

INPUT_OPTION = Opt("--input", "an input value (repeatable)", metavar="KEY=VALUE", repeat=True)


def prepare(invocation: Invocation, parsed: Parsed) -> Prepared:
    """PATH|NAME and its `--input key=value` words, prepared by the core (capability/prepare.py)."""
    from runtime.capability.prepare import prepare as prepare_named
    from runtime.capability.substitution import parse_inputs

    values = parse_inputs(parsed.values("--input"))
    return prepare_named(parsed.args[0], values, invocation.cwd)
