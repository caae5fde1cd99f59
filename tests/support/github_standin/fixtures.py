"""pytest fixtures: `github_standin` (a running stand-in) and `gh` (runs the real gh at it).

Import them into a conftest.py: `from support.github_standin.fixtures import gh, github_standin`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from .gh import GhRunner, find_gh
from .server import GitHubStandIn


@pytest.fixture
def github_standin() -> Iterator[GitHubStandIn]:
    """A running stand-in with the default seed; its own bugs fail the test at teardown."""
    with GitHubStandIn() as standin:
        yield standin
    if standin.errors:
        pytest.fail("the GitHub stand-in raised:\n" + "\n".join(standin.errors))


def require_gh() -> str:
    """The gh binary; a missing gh fails the test under CI and skips it elsewhere."""
    binary = find_gh()
    if binary is None:
        message = "the real gh (Debian package 'gh') is required for this test"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return binary


@pytest.fixture
def gh(github_standin: GitHubStandIn, tmp_path: Path) -> GhRunner:
    return GhRunner(require_gh(), github_standin, tmp_path / "gh-home")
