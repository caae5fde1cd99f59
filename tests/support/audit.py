"""Reading a Home's audit trail in tests: raw records, and operations (intent joined with outcome)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def trail_records(home: Path) -> list[dict[str, Any]]:
    path = home / "audit.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def trail_operations(home: Path) -> list[dict[str, Any]]:
    from runtime.audit.reader import operations

    return operations(trail_records(home))
