"""packer: its operation table (`packer --help`). `build` runs the template's
provisioners (`shell-local` on this machine): runs_input_code."""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_goflag import GoFlagGrammar
from runtime.policy.floor.model import Command, Table

_TOP = {"-help": "help", "-h": "help", "--help": "help", "-version": "version",
        "-v": "version", "--version": "version"}  # fmt: skip


def _grammar() -> GoFlagGrammar:
    """packer's reading: mitchellh/cli and Go's flag package, with a hand-written table of its
    options (packer is not on this image; floor/optiondata/hand.py)."""
    from runtime.policy.floor.optiondata import hand

    return GoFlagGrammar(Tree({**hand.PACKER_COMMANDS, "help": ""}), _TOP, "packer")


TABLES: dict[str, Table] = {
    "packer": Table(
        "packer",
        [
            Command("build", "write", network=True, runs_input_code=True,
                    file_options=("-var-file",)),
            Command("console", "read", runs_input_code=True),
            Command("fix", "write"),
            Command("fmt", "write"),
            Command("hcl2_upgrade", "write"),
            Command("init", "write", network=True),
            Command("inspect", "read"),
            Command("plugins", "read"),
            Command("plugins installed", "read"),
            Command("plugins required", "read"),
            Command("plugins install", "write", network=True),
            Command("plugins remove", "write"),
            Command("validate", "read", runs_input_code=True),
            Command("version", "read"),
        ],
        value_options=("-var", "-var-file", "-only", "-except", "-parallel-builds"),
        bundles=False,
        grammar=_grammar(),
    )
}  # fmt: skip
