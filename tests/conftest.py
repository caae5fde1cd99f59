"""Shared fixtures: the installed CLI run as a user would, in a private Home."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # tests/support is importable as `support`

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


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def work(tmp_path: Path) -> Path:
    path = tmp_path / "work"
    path.mkdir()
    return path


@pytest.fixture
def runtime(home: Path, work: Path) -> Any:
    """Run the installed `runtime` in WORK with a private Home; returns a Run."""

    def run(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
            input: str | None = None) -> Run:
        environment = clean_env(home, **(env or {}))
        proc = subprocess.run(
            [RUNTIME, *args], cwd=cwd or work, env=environment, capture_output=True,
            text=True, timeout=60, input=input,
        )
        return Run(proc)

    return run


def write_capability(directory: Path, name: str, block: str, prose: str = "# A capability\n") -> Path:
    path = directory / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"{prose}\n```runtime\n{block.strip()}\n```\n")
    return path
