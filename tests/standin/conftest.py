"""Fixtures for the stand-in's own tests; `support` lives in the tests directory."""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = str(Path(__file__).resolve().parents[1])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)

from support.github_standin.fixtures import gh, github_standin  # noqa: E402

__all__ = ["gh", "github_standin"]
