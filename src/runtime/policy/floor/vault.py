"""vault: its operation table (`vault --help`), with `kv` and `secrets` subcommands."""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_goflag import GoFlagGrammar
from runtime.policy.floor.model import Command, Table

_COMMANDS: dict[str, str] = {
    "read": "read", "write": "write", "delete": "delete", "list": "read", "login": "write",
    "agent": "exec", "server": "exec", "status": "read", "unwrap": "read", "audit": "write",
    "auth": "write", "auth list": "read", "debug": "read", "events": "read", "kv": "write",
    "kv get": "read", "kv list": "read", "kv metadata": "read", "kv put": "write",
    "kv patch": "write", "kv delete": "write", "kv undelete": "write", "kv destroy": "delete",
    "kv metadata delete": "delete", "kv rollback": "write", "lease": "write",
    "monitor": "read", "namespace": "write", "operator": "write", "patch": "write",
    "path-help": "read", "pki": "write", "plugin": "exec", "policy": "write",
    "policy read": "read", "policy list": "read", "policy delete": "delete",
    "print": "read", "proxy": "exec", "secrets": "write", "secrets list": "read",
    "secrets disable": "delete", "ssh": "exec", "token": "write", "token lookup": "read",
    "token capabilities": "read", "token revoke": "delete", "transit": "write",
    "version": "read", "version-history": "read", "hcp": "write",
}  # fmt: skip
_LOCAL = frozenset({"version", "path-help", "agent", "server", "print"})

_TOP = {"-help": "help", "-h": "help", "--help": "help", "-version": "version",
        "-v": "version", "--version": "version"}  # fmt: skip


def _grammar() -> GoFlagGrammar:
    """vault's reading: mitchellh/cli and Go's flag package, with a hand-written table of its
    options (vault is not on this image; floor/optiondata/hand.py)."""
    from runtime.policy.floor.optiondata import hand

    return GoFlagGrammar(Tree({**hand.VAULT_COMMANDS, "help": ""}), _TOP, "vault")


TABLES: dict[str, Table] = {
    "vault": Table(
        "vault",
        [Command(p, e, network=p not in _LOCAL) for p, e in _COMMANDS.items()],
        value_options=("-address", "-namespace", "-format", "-field", "-mount", "-method",
                       "-path", "-output-curl-string"),
        bundles=False,
        grammar=_grammar(),
    )
}  # fmt: skip
