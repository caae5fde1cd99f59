"""Fixtures: the GitHub stand-in, and `runtime` pointed at it through configuration."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env
from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import gh, github_standin, require_gh

__all__ = ["gh", "github_env", "github_runtime", "github_standin", "needs_gh"]


class GitHubEnv:
    """The stand-in plus the variables that point `runtime` at it."""

    def __init__(self, standin: GitHubStandIn) -> None:
        self.standin = standin
        self.env = runtime_env(standin)

    def with_token(self, token: str) -> dict[str, str]:
        return runtime_env(self.standin, token)


@pytest.fixture
def github_env(github_standin: GitHubStandIn) -> GitHubEnv:
    return GitHubEnv(github_standin)


@pytest.fixture
def github_runtime(runtime: Any, github_env: GitHubEnv) -> Any:
    """`runtime` with the stand-in's variables; `env=` adds to (or overrides) them."""

    def run(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> Any:
        return runtime(*args, env={**github_env.env, **(env or {})}, cwd=cwd)

    return run


@pytest.fixture
def needs_gh() -> str:
    """The real gh; a missing gh fails under CI and skips elsewhere."""
    return require_gh()
