"""The GitHub stand-in fixtures (for the tests that broker its token), and the tools without
bwrap (for the tests of an egress nothing can enforce)."""

from __future__ import annotations

from pathlib import Path

import pytest

from providers.github.conftest import github_env, github_runtime, needs_gh
from support.confinement import UNCONFINED_TOOLS, tools_without_bwrap
from support.github_standin.fixtures import github_standin

__all__ = ["github_env", "github_runtime", "github_standin", "needs_gh"]


@pytest.fixture
def no_bwrap(tmp_path: Path) -> Path:
    """A trusted directory holding the tools but not bwrap: children run unconfined."""
    return tools_without_bwrap(tmp_path / "nobwrap-bin", *UNCONFINED_TOOLS)
