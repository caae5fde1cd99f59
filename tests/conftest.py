"""Shared fixtures: the installed CLI run as a user would, in a private Home."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # tests/support is importable as `support`

from support.cli import RUNTIME, Run, clean_env


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

    def run(
        *args: str,
        cwd: Path | None = None,
        env: dict[str, str] | None = None,
        input: str | None = None,
    ) -> Run:
        environment = clean_env(home, **(env or {}))
        proc = subprocess.run(
            [RUNTIME, *args],
            cwd=cwd or work,
            env=environment,
            capture_output=True,
            text=True,
            timeout=60,
            input=input,
        )
        return Run(proc)

    return run
