"""aws: too many commands to list (`aws help` names ~400 services), so a command is
`SERVICE OPERATION` and its effect is read from the operation's verb: `describe-*`,
`list-*`, `get-*` read; `delete-*`, `terminate-*`, `remove-*`, `s3 rm`, `s3 rb` delete;
`ssm start-session`, `ecs execute-command`, `lambda invoke` exec; `s3 sync --delete`
deletes too; anything else writes.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import OpenTree
from runtime.policy.floor.grammar_argparse import ArgparseGrammar
from runtime.policy.floor.model import Command
from runtime.policy.floor.verbs import Verbs, VerbTable

VERBS = Verbs(
    read=("describe-", "list-", "get-", "ls", "help", "wait", "batch-get-", "search-",
          "lookup-", "filter-log-events", "tail", "query", "scan", "presign"),
    delete=("delete-", "terminate-", "remove-", "deregister-", "purge-", "rm", "rb",
            "batch-delete-", "cancel-", "disable-", "revoke-", "detach-", "destroy-"),
    exec_=("start-session", "execute-command", "invoke", "invoke-", "run-command", "ssh",
           "send-command", "start-execution", "run-task", "run-instances"),
)  # fmt: skip


def _grammar() -> ArgparseGrammar:
    """aws's reading: argparse, SERVICE OPERATION, with the global options of a hand-written
    table (aws is not on this image's trusted path): an operation's own option is refused."""
    from runtime.policy.floor.optiondata import hand

    tree = OpenTree(hand.AWS_GLOBAL, depth=2)
    return ArgparseGrammar(tree, "aws", {}, tree.child)


TABLES = {
    "aws": VerbTable(
        "aws",
        [
            Command("configure", "write"),
            Command("configure list", "read"),
            Command("configure get", "read"),
            Command("sts get-caller-identity", "read", network=True),
            Command("s3 ls", "read", network=True),
            Command("s3 cp", "write", network=True),
            Command("s3 sync", "write", network=True),
            Command("s3 mv", "write", network=True),
            Command("s3 rm", "delete", network=True),
            Command("s3 rb", "delete", network=True),
            Command("s3 mb", "write", network=True),
            Command("s3 presign", "read", network=True),
        ],
        VERBS,
        depth=2,
        deleting={"--delete": ()},
        value_options=("--profile", "--region", "--output", "--query", "--endpoint-url",
                       "--color", "--cli-input-json", "--cli-input-yaml"),
        grammar=_grammar(),
    )
}  # fmt: skip
