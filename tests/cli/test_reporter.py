"""One reporter: a command's text is its kind's view over the data its JSON envelope carries.

Each case runs a command twice, as text and as JSON, then renders the envelope's data
with the view the command names: the result must be exactly what the text run printed.
So text says nothing the JSON does not hold, and every kind a command names has a view.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest

from runtime.cli.reporter import VIEWS, text_of, view
from runtime.diagnostics import Diagnostic
from runtime.result import Result

SRC = Path(__file__).resolve().parents[2] / "src" / "runtime"
POLICY_CASES = SRC.parents[1] / "tests" / "policy" / "cases"
NOT_CASES = SRC.parents[1] / "tests" / "policy" / "policies" / "narrow.yaml"  # a policy document

BAD_CAPABILITY = "# bad\n\n```runtime\nversion: 1\nsteps: []\n```\n"
GOOD_CAPABILITY = """# note

```runtime
version: v1
workflow:
  - provider: files
    args: [read, notes.txt]
```
"""

CASES = [
    ("version", ["version"]),
    ("usage", ["--help"]),
    ("help", ["help", "capability"]),
    ("context show", ["context", "show"]),
    ("context list", ["context", "list"]),
    ("config validate", ["config", "validate"]),
    ("config init", ["config", "init", "policy"]),
    ("resolve", ["resolve", "files", "read", "notes.txt"]),
    ("resolve", ["resolve", "command", "run", "rm", "-rf", "/"]),
    ("operation output", ["files", "list", "."]),
    ("operation output", ["files", "read", "notes.txt"]),
    ("provider table", ["files", "--help"]),
    ("provider group", ["github", "repo", "--help"]),
    ("provider operation", ["github", "repo", "list", "--help"]),
    ("binary table", ["command", "git", "--help"]),
    ("binary tables", ["command", "list"]),
    ("completion", ["completion", "bash"]),
    ("capability validate", ["capability", "validate", "good.md", "bad.md"]),
    ("capability plan", ["capability", "plan", "good.md"]),
    ("capability execute", ["capability", "execute", "good.md", "--quiet"]),
    ("capability list", ["capability", "list"]),
    ("capability dependents", ["capability", "dependents", "good"]),
    ("capability authoring-context", ["capability", "authoring-context"]),
    ("audit tail", ["audit", "tail", "-n", "5"]),
    ("audit verify", ["audit", "verify"]),
    ("policy test", ["policy", "test", str(POLICY_CASES)]),
    ("policy test", ["policy", "test", str(POLICY_CASES), "--run", "git"]),
    ("policy test", ["policy", "test", str(NOT_CASES)]),
]


def from_envelope(envelope: dict[str, Any], kind: str) -> Result:
    """The Result a reader of the JSON envelope could rebuild, naming the command's kind."""
    return Result(
        envelope["command"],
        kind=kind,
        exit_code=envelope["exit_code"],
        output=envelope["output"],
        steps=envelope["steps"],
        error=envelope["error"],
        diagnostics=[
            Diagnostic(
                d["code"],
                d["message"],
                line=d["line"],
                column=d["column"],
                path=d["path"],
                file=d["file"],
                severity=d["severity"],
                hint=d["hint"],
            )
            for d in envelope["diagnostics"]
        ],
    )


@pytest.mark.parametrize(("kind", "args"), CASES, ids=[" ".join(a) for _, a in CASES])
def test_the_text_is_the_kinds_view_over_the_envelopes_data(
    kind: str, args: list[str], runtime: Any, work: Path
) -> None:
    (work / "notes.txt").write_text("hello\n")
    (work / "good.md").write_text(GOOD_CAPABILITY)
    (work / "bad.md").write_text(BAD_CAPABILITY)
    runtime("files", "read", "notes.txt")  # a Home and a record for the audit commands

    text = runtime(*args)
    envelope = json.loads(runtime("--output", "json", *args).stdout)

    assert text.code == envelope["exit_code"]
    rendered = text_of(from_envelope(envelope, kind))
    assert rendered, f"{kind} rendered nothing"
    assert text.stdout == rendered + ("" if rendered.endswith("\n") else "\n")


def test_a_failed_forward_reads_as_its_error_in_text() -> None:
    error = {"code": "forward-failed", "message": "audit forwarding failed: refused", "hint": None}
    failed = Result("audit forward", kind="audit forward", output={"confirmed": False}, error=error)
    assert text_of(failed) == "audit forwarding failed: refused"


def test_a_bare_error_has_no_text_view() -> None:
    bare = Result("files read", error={"code": "usage", "message": "no", "hint": None})
    assert text_of(bare) == ""


def _kinds_named_in_source() -> dict[str, str]:
    """Every `kind="..."` a module under src/runtime passes to a call, and where."""
    found: dict[str, str] = {}
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                for keyword in node.keywords:
                    value = keyword.value
                    if keyword.arg == "kind" and isinstance(value, ast.Constant):
                        found[str(value.value)] = f"{path.relative_to(SRC)}:{node.lineno}"
    return found


def test_every_kind_a_command_names_has_a_view() -> None:
    named = _kinds_named_in_source()
    assert len(named) >= 25, named  # the scan sees the command modules
    missing = {kind: where for kind, where in named.items() if kind not in VIEWS}
    assert missing == {}


@pytest.mark.parametrize("kind", sorted(VIEWS))
def test_every_view_in_the_table_can_be_loaded(kind: str) -> None:
    assert callable(view(kind))
