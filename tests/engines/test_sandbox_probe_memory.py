"""The sandbox probe's answer remembered in the Home (issue 29): a `command run` no longer
starts a whole probe sandbox first, while any change to what the answer depends on probes
again, and only a working sandbox is ever remembered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MEMORY = "sandbox-probe.json"


def shown_abi(runtime: Any) -> int:
    status = runtime("--output", "json", "config", "validate").json["output"]["sandbox"]
    assert status["active"] is True, status
    abi: int = status["landlock_abi"]
    return abi


def test_a_probe_that_worked_is_remembered_and_used(runtime: Any, home: Path) -> None:
    assert runtime("command", "run", "git", "--version").code == 0
    remembered = json.loads((home / MEMORY).read_text())
    probed = remembered["landlock_abi"]
    assert probed == shown_abi(runtime) and probed >= 2
    remembered["landlock_abi"] = 42  # what only the memory could say
    (home / MEMORY).write_text(json.dumps(remembered))
    assert shown_abi(runtime) == 42


def test_a_changed_dependency_probes_again(runtime: Any, home: Path) -> None:
    assert runtime("command", "run", "git", "--version").code == 0
    remembered = json.loads((home / MEMORY).read_text())
    probed = remembered["landlock_abi"]
    stale = {"key": ["another version", *remembered["key"][1:]], "landlock_abi": 42}
    (home / MEMORY).write_text(json.dumps(stale))
    assert shown_abi(runtime) == probed
    assert json.loads((home / MEMORY).read_text()) == remembered  # re-remembered


def test_an_unreadable_memory_probes_again(runtime: Any, home: Path) -> None:
    assert runtime("command", "run", "git", "--version").code == 0
    probed = json.loads((home / MEMORY).read_text())["landlock_abi"]
    (home / MEMORY).write_text("{not json")
    assert shown_abi(runtime) == probed
    assert runtime("command", "run", "git", "--version").code == 0
