"""Reading the config document strictly (placeholder until the config issue lands)."""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

_loaded: dict[str, Any] | None = None


def loaded_config() -> dict[str, Any]:
    global _loaded
    if _loaded is None:
        _loaded = {} if not os.environ.get("RUNTIME_CONFIG_FILE") else _read()
    return _loaded


def _read() -> dict[str, Any]:
    return {}
