"""az: too many commands to list (`az --help` groups nest), so a command is its
leading command words and its effect the most severe verb among them:
`list`, `show` read; `delete`, `purge`, `remove` delete; `ssh`, `run-command`,
`invoke` exec; a deployment `--mode Complete` (it deletes what the template does not
name) and `--delete-destination true` delete; anything else writes.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import OpenTree
from runtime.policy.floor.grammar_argparse import ArgparseGrammar
from runtime.policy.floor.model import Command
from runtime.policy.floor.verbs import Verbs, VerbTable

VERBS = Verbs(
    read=("list", "show", "list-", "show-", "exists", "check-", "wait", "version", "help",
          "get-access-token-"),
    delete=("delete", "delete-", "purge", "remove", "remove-", "revoke", "deallocate"),
    exec_=("ssh", "run-command", "invoke", "exec", "connect", "run", "interactive"),
)  # fmt: skip


def _grammar() -> ArgparseGrammar:
    """az's reading: argparse (knack), its command words, with the global options of a
    hand-written table (az is not on this image): a command's own option is refused."""
    from runtime.policy.floor.optiondata import hand

    tree = OpenTree(hand.AZ_GLOBAL, depth=4)
    return ArgparseGrammar(tree, "az", {}, tree.child)


TABLES = {
    "az": VerbTable(
        "az",
        [
            Command("version", "read"),
            Command("account show", "read", network=True),
            Command("account list", "read", network=True),
            Command("login", "write", network=True),
            Command("logout", "write"),
            Command("extension add", "exec", network=True),
            Command("extension list", "read"),
            Command("account get-access-token", "write", network=True),
        ],
        VERBS,
        minimum=1,
        deleting={"--mode": ("complete",), "--delete-destination": ("true",)},
        value_options=("-g", "--resource-group", "-n", "--name", "--subscription", "-o",
                       "--output", "--query", "-l", "--location"),
        grammar=_grammar(),
    )
}  # fmt: skip
