"""skaffold: its operation table (`skaffold --help`). Building and running images runs
the project's Dockerfiles and hooks: exec with runs_input_code."""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.kube import kubeconfig_refusal
from runtime.policy.floor.model import Command, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand

_COMMANDS: dict[str, str] = {
    "apply": "write", "build": "exec", "debug": "exec", "delete": "delete", "deploy": "write",
    "dev": "exec", "render": "read", "run": "exec", "test": "exec", "verify": "exec",
    "completion": "read", "config": "write", "diagnose": "read", "fix": "write", "init": "write",
    "inspect": "read", "options": "read", "schema": "read", "survey": "read", "version": "read",
    "exec": "exec", "lint": "read", "help": "read",
}  # fmt: skip
_RUNS_CODE = frozenset({"build", "debug", "dev", "run", "test", "verify", "exec", "deploy"})


def _grammar() -> CobraGrammar:
    """skaffold's reading: cobra and pflag, with a hand-written table of its options (skaffold
    is not on this image; floor/optiondata/hand.py)."""
    from runtime.policy.floor.optiondata import hand

    return CobraGrammar(Tree(hand.SKAFFOLD_COMMANDS, hand.SKAFFOLD_GLOBAL))


TABLES: dict[str, Table] = {
    "skaffold": Table(
        "skaffold",
        [
            Command(path, effect, network=True, runs_input_code=path in _RUNS_CODE)
            for path, effect in _COMMANDS.items()
        ],
        value_options=("-f", "--filename", "-p", "--profile", "-m", "--module", "--kube-context",
                       "-n", "--namespace", "-d", "--default-repo"),
        grammar=_grammar(),
    )
}  # fmt: skip


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    return kubeconfig_refusal(binary, args)
