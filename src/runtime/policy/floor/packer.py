"""packer: its operation table (`packer --help`). `build` runs the template's
provisioners (`shell-local` on this machine): runs_input_code."""

from __future__ import annotations

from runtime.policy.floor.model import Command, Table

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
    )
}  # fmt: skip
