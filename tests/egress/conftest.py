"""The GitHub stand-in fixtures, for the egress tests that broker its token."""

from __future__ import annotations

from providers.github.conftest import github_env, github_runtime, needs_gh
from support.github_standin.fixtures import github_standin

__all__ = ["github_env", "github_runtime", "github_standin", "needs_gh"]
