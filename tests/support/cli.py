"""Running the installed CLI as a user would: shared by the tests and their fixtures."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

RUNTIME = shutil.which("runtime", path=str(Path(sys.executable).parent)) or "runtime"


class Run:
    def __init__(self, proc: subprocess.CompletedProcess[str]) -> None:
        self.code = proc.returncode
        self.stdout = proc.stdout
        self.stderr = proc.stderr

    @property
    def json(self) -> Any:
        return json.loads(self.stdout)

    def __repr__(self) -> str:
        return f"Run(code={self.code}, stdout={self.stdout[:400]!r}, stderr={self.stderr[:400]!r})"


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("RUNTIME_", "GH_", "GITHUB_")) and k != "ENGINEERING_RUNTIME_HOME"
    }
    env["ENGINEERING_RUNTIME_HOME"] = str(home)
    env["ENGINEERING_RUNTIME_CONSUMER"] = "tests"
    env.update(extra)
    return env


def write_capability(
    directory: Path, name: str, block: str, prose: str = "# A capability\n"
) -> Path:
    path = directory / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"{prose}\n```runtime\n{block.strip()}\n```\n")
    return path


def completion_run(script: Path, words: list[str]) -> str:
    """Source SCRIPT in bash and ask it to complete WORDS (the last one being typed)."""
    program = (
        f"source {script}\ncomplete -p runtime\n"
        f"COMP_WORDS=({' '.join(repr(w) for w in words)}); COMP_CWORD={len(words) - 1}\n"
        '_runtime_complete; echo "${COMPREPLY[*]}"\n'
    )
    done = subprocess.run(["bash", "-c", program], capture_output=True, text=True, check=True)
    return done.stdout
