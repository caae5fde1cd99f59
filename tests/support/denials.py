"""The refusals the red-team tests expect by rule, and the document that lifts them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

RULE = 'command_policy.rules.{}.denied "{}"'
EFFECTS = "command_policy.effects.default"


def expect_denied(run: Any, rule: str) -> None:
    assert run.code == 4, run
    assert rule in run.stderr, run


def permissive(tmp_path: Path) -> dict[str, str]:
    """A document with no rules that lets delete run: what the compiled refusals hold back."""
    path = tmp_path / "permissive.yaml"
    path.write_text(
        "schema_version: 3\ncommand_policy:\n  rules: {}\n"
        "  effects:\n    default: [read, write, delete]\n"
        # the bare remote sits beside the clone: the sandbox shows it only inside a root
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(path)}
