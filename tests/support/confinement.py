"""For the confinement tests: a trusted search path without bwrap, and a secret in no root."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

SECRET = "TOPSECRET-r3"
# The tools the tests run unconfined; bwrap is never among them.
UNCONFINED_TOOLS = ("git", "gh", "jq", "kubectl", "terraform")


def tools_without_bwrap(directory: Path, *tools: str) -> Path:
    """DIRECTORY, made, holding a link to each of TOOLS as found on PATH, and no bwrap."""
    directory.mkdir()
    for tool in tools:
        real = shutil.which(tool)
        assert real is not None, f"{tool} is on the machine image"
        os.symlink(real, directory / tool)
    return directory


def directory_with_a_secret(path: Path) -> Path:
    """PATH, made, holding SECRET in secret.txt and in creds.json (a jq module's data)."""
    path.mkdir()
    (path / "creds.json").write_text(f'{{"secret": "{SECRET}"}}\n')
    (path / "secret.txt").write_text(f"{SECRET}\n")
    return path
