"""argocd: `GROUP VERB` commands (`argocd app sync`); the verb names the effect:
`get`, `list`, `diff`, `history`, `manifests` read; `delete`, `rm`, `terminate-op`
delete, and so does `app sync --prune`; `actions run` exec; anything else writes."""

from __future__ import annotations

from runtime.policy.floor.grammar import OpenTree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.kube import kubeconfig_refusal
from runtime.policy.floor.model import Command
from runtime.policy.floor.verbs import Verbs, VerbTable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand

VERBS = Verbs(
    read=("get", "list", "diff", "history", "manifests", "logs", "resources", "wait",
          "can-i", "version", "help"),
    delete=("delete", "delete-", "rm", "remove", "remove-", "terminate-op"),
    exec_=("run", "exec", "shell"),
)  # fmt: skip


def _grammar() -> CobraGrammar:
    """argocd's reading: cobra and pflag, its commands GROUP VERB (three words deep at most),
    with the common options of a hand-written table (argocd is not on this image)."""
    from runtime.policy.floor.optiondata import hand

    deeper = ("app actions", "proj role", "proj windows")
    return CobraGrammar(OpenTree(hand.ARGOCD_GLOBAL, hand.ARGOCD_COMMON, 2, deeper))


TABLES = {
    "argocd": VerbTable(
        "argocd",
        [Command("version", "read"), Command("login", "write", network=True),
         Command("logout", "write"), Command("context", "write"), Command("relogin", "write"),
         # The groups three words deep; every other command is GROUP VERB (the next word
         # is a name: `app get list` reads the app called list).
         Command("app actions list", "read", network=True),
         Command("app actions run", "exec", network=True),
         Command("proj role delete", "delete", network=True),
         Command("proj role delete-token", "delete", network=True),
         Command("proj role remove-policy", "delete", network=True),
         Command("proj role remove-group", "delete", network=True),
         Command("proj role list", "read", network=True),
         Command("proj role get", "read", network=True),
         Command("proj windows delete", "delete", network=True),
         Command("proj windows list", "read", network=True),
         Command("account generate-token", "write", network=True)],
        VERBS,
        depth=2,
        deleting={"--prune": ()},
        # cobra: an option before the command that is not one of these booleans takes the
        # next word (`argocd --auth-token get app delete web` deletes).
        booleans=("--core", "--grpc-web", "--insecure", "--plaintext", "--port-forward",
                  "-h", "--help", "--prune", "--force", "--async", "--dry-run", "--cascade",
                  "-y", "--yes", "--refresh", "--hard-refresh"),
        unknown_takes_value=True,
        value_options=("--server", "--auth-token", "--grpc-web-root-path", "-o", "--output",
                       "--revision", "--project", "--dest-namespace", "--dest-server"),
        grammar=_grammar(),
    )
}  # fmt: skip


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    return kubeconfig_refusal(binary, args)
