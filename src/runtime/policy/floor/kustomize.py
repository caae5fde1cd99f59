"""kustomize: its operation table (`kustomize --help`). `build` with exec plugins, KRM
functions or the helm inflator enabled runs programs: exec."""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.kube import (
    KUSTOMIZE_PROGRAM_OPTIONS,
    kube_profile,
    kubeconfig_refusal,
    writing_option_refusal,
)
from runtime.policy.floor.model import Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand

_RUNS_PROGRAMS = KUSTOMIZE_PROGRAM_OPTIONS


def _refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    if command.path == "build" and any(w.partition("=")[0] in _RUNS_PROGRAMS for w in rest):
        return (table.command("build --enable-exec") or command), [], rest
    return command, [], rest


def _grammar() -> CobraGrammar:
    """kustomize's reading: cobra and pflag, with a hand-written table of its options
    (kustomize is not on this image; floor/optiondata/hand.py)."""
    from runtime.policy.floor.optiondata import hand

    return CobraGrammar(
        Tree(hand.KUSTOMIZE_COMMANDS, hand.KUSTOMIZE_GLOBAL, hand.KUSTOMIZE_ALIASES)
    )


TABLES: dict[str, Table] = {
    "kustomize": Table(
        "kustomize",
        [
            Command("build", "read", aliases=("b",), network=True),
            Command("build --enable-exec", "exec", "builds with exec plugins or KRM functions",
                    aliases=("build --enable-alpha-plugins",), runs_input_code=True),
            Command("create", "write", aliases=("init",)),
            Command("edit", "write"),
            Command("cfg", "write"),
            Command("fn", "exec", runs_input_code=True),
            Command("localize", "write", network=True),
            Command("version", "read"),
            Command("completion", "read"),
            Command("help", "read"),
            Command("docs-fn", "read"),
            Command("docs-fn-spec", "read"),
            Command("docs-io-annotations", "read"),
            Command("docs-merge", "read"),
            Command("docs-merge3", "read"),
            Command("tutorials-command-basics", "read"),
        ],
        value_options=("-o", "--output", "--load-restrictor", "--helm-command"),
        refine=_refine,
        grammar=_grammar(),
    )
}  # fmt: skip


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    writes = ("--output",) if command.path.startswith("build") else ()
    return kubeconfig_refusal(binary, args) or writing_option_refusal(
        binary, args, writes, short="-o" if writes else ""
    )


PROFILES: dict[str, Profile] = {"kustomize": kube_profile()}
