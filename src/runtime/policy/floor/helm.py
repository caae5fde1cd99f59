"""helm: its operation table (`helm --help`), with helm's own aliases (`delete`, `del`
and `un` are `uninstall`). A command helm does not list is a plugin: exec.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.kube import kube_profile, kubeconfig_refusal, writing_option_refusal
from runtime.policy.floor.model import Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand

_COMMANDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "completion": ("read", ()), "create": ("write", ()),
    "dependency": ("write", ("dep", "dependencies")), "env": ("read", ()),
    "get": ("read", ()), "help": ("read", ()), "history": ("read", ("hist",)),
    "install": ("write", ()), "lint": ("read", ()), "list": ("read", ("ls",)),
    "package": ("write", ()), "plugin": ("exec", ()), "pull": ("write", ("fetch",)),
    "push": ("write", ()), "registry": ("write", ()), "repo": ("write", ()),
    "rollback": ("write", ()), "search": ("read", ()), "show": ("read", ("inspect",)),
    "status": ("read", ()), "template": ("read", ()), "test": ("write", ()),
    "uninstall": ("delete", ("delete", "del", "un")), "upgrade": ("write", ()),
    "verify": ("read", ()), "version": ("read", ()),
}  # fmt: skip
_LOCAL = frozenset({"completion", "create", "env", "help", "lint", "package", "template",
                    "verify", "version", "plugin"})  # fmt: skip
_VARIANTS = (
    Command(
        "install --post-renderer",
        "exec",
        "runs the program --post-renderer names",
        aliases=("upgrade --post-renderer=CMD", "template --post-renderer=CMD"),
    ),
)


def _refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    if any(w.partition("=")[0] == "--post-renderer" for w in rest):
        return (table.command("install --post-renderer") or command), [], rest
    return command, [], rest


def _grammar() -> CobraGrammar:
    """helm's reading: cobra and pflag, with a hand-written table of its options (helm is not
    on this image; floor/optiondata/hand.py)."""
    from runtime.policy.floor.optiondata import hand

    return CobraGrammar(
        Tree(hand.HELM_COMMANDS, hand.HELM_GLOBAL, hand.HELM_ALIASES, hand.HELM_MODE)
    )


TABLES: dict[str, Table] = {
    "helm": Table(
        "helm",
        [
            *[
                Command(path, effect, aliases=aliases, network=path not in _LOCAL,
                        file_options=("-f", "--values"))
                for path, (effect, aliases) in _COMMANDS.items()
            ],
            *_VARIANTS,
        ],
        value_options=("-n", "--namespace", "-f", "--values", "--set", "--version",
                       "--kube-context", "--post-renderer", "-o", "--output", "--repo"),
        global_options=("-n", "--namespace", "--kube-context"),
        refine=_refine,
        # cobra: an option before the command that is not one of helm's booleans takes the
        # next word (`helm --kube-token get uninstall web` uninstalls).
        booleans=("--debug", "--kube-insecure-skip-tls-verify", "-h", "--help", "--all",
                  "-a", "--all-namespaces", "-A", "--dry-run", "--wait", "--atomic",
                  "--install", "-i", "--force", "--keep-history", "--no-hooks", "--devel",
                  "--reuse-values", "--reset-values", "--create-namespace"),
        unknown_takes_value=True,
        grammar=_grammar(),
    )
}  # fmt: skip


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    # `template --output-dir DIR` writes the rendered files (read otherwise).
    writes = ("--output-dir",) if command.path == "template" else ()
    return kubeconfig_refusal(binary, args) or writing_option_refusal(binary, args, writes)


PROFILES: dict[str, Profile] = {"helm": kube_profile()}
