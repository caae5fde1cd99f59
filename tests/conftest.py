"""Shared fixtures: the installed CLI run as a user would, in a private Home."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # tests/support is importable as `support`
sys.path.insert(1, str(Path(__file__).parent.parent / "tools"))  # the developer's generators

from support.cli import RUNTIME, Run, clean_env
from support.terraform_dirs import applied_terraform_original

__all__ = ["applied_terraform_original"]


def pytest_configure(config: pytest.Config) -> None:
    """Python writes bytecode in this session and everything it starts, whatever the shell says.

    Thousands of tests start `runtime`, and each xdist worker collects every test module
    (assertion rewriting included). Under PYTHONDONTWRITEBYTECODE (set in some shells) every
    start would compile each module it imports from source again: half of a `files read`, and
    7 s of each worker's collection. bench/run.py strips it for its children the same way.
    Done before xdist starts its workers, which inherit the environment."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under xdist, the property-based (hypothesis) tests go first, in their files' order.

    They run hundreds of examples each (up to a minute on a loaded machine) and most sit in
    the last files collected: run last, one worker would finish them alone while the others
    wait. Every worker sorts the same collection the same way, as xdist requires."""
    if not hasattr(config, "workerinput"):
        return
    items.sort(
        key=lambda item: not getattr(getattr(item, "obj", None), "is_hypothesis_test", False)
    )


@pytest.fixture(scope="session", autouse=True)
def private_temporary_directory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """This session's (this xdist worker's) own TMPDIR, for the tests and every child.

    Tests that look for what the runtime leaves in the temporary directory (handed files,
    plan files) compare listings of it before and after; a shared /tmp would show them the
    files of runtimes that other workers (or other sessions on the machine) start meanwhile."""
    path = tmp_path_factory.mktemp("tmpdir", numbered=False)
    patch = pytest.MonkeyPatch()
    patch.setenv("TMPDIR", str(path))
    patch.setattr(tempfile, "tempdir", None)  # gettempdir() reads TMPDIR again
    assert tempfile.gettempdir() == str(path)
    yield path
    patch.undo()


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
