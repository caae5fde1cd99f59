"""Where the Runtime Home is."""

from __future__ import annotations

import os

DEFAULT_HOME = "~/.engineering-runtime"


def home_dir() -> str:
    configured = os.environ.get("ENGINEERING_RUNTIME_HOME")
    return os.path.abspath(os.path.expanduser(configured or DEFAULT_HOME))


def audit_file() -> str:
    return os.path.join(home_dir(), "audit.jsonl")
