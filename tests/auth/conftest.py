"""Fixtures: the GitHub stand-in and `runtime` pointed at it (see providers/github/standin_env)."""

from __future__ import annotations

from typing import Any

import pytest

from providers.github.standin_env import runtime_env
from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import github_standin

__all__ = ["github_runtime", "github_standin"]


@pytest.fixture
def github_runtime(runtime: Any, github_standin: GitHubStandIn) -> Any:
    def run(*args: str, env: dict[str, str] | None = None) -> Any:
        return runtime(*args, env={**runtime_env(github_standin), **(env or {})})

    return run
