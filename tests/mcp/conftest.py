"""The GitHub stand-in for the door's GitHub calls."""

from __future__ import annotations

from support.github_standin.fixtures import github_standin

__all__ = ["github_standin"]
