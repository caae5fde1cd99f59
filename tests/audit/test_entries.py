"""Every audit record is written by `runtime.audit.entries`: no module outside `audit/` appends.

An AST walk, not a regex: it follows what `runtime.audit.log` is bound to in each module
(`from runtime.audit import log`, `import runtime.audit.log as trail`, `from runtime.audit.log
import append`), wherever the import is written.
"""

from __future__ import annotations

import ast
from pathlib import Path

import runtime

PACKAGE = Path(runtime.__file__).parent
LOG = "runtime.audit.log"
WRITERS = frozenset({"append", "new_record"})


def log_writes(source: str) -> list[str]:
    """Where SOURCE writes a trail record itself: `log.append`, or an imported `append`."""
    tree = ast.parse(source)
    names_of_log: set[str] = set()
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "runtime.audit":
            names_of_log |= {a.asname or a.name for a in node.names if a.name == "log"}
        elif isinstance(node, ast.ImportFrom) and node.module == LOG:
            found += [
                f"line {node.lineno}: imports {a.name}" for a in node.names if a.name in WRITERS
            ]
        elif isinstance(node, ast.Import):
            names_of_log |= {a.asname for a in node.names if a.name == LOG and a.asname}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and node.attr in WRITERS):
            continue
        value = node.value
        if isinstance(value, ast.Name) and value.id in names_of_log:
            found.append(f"line {node.lineno}: {value.id}.{node.attr}")
        elif ast.unparse(value) == LOG:  # `import runtime.audit.log` and the dotted name
            found.append(f"line {node.lineno}: {LOG}.{node.attr}")
    return found


def test_the_detector_sees_each_way_of_reaching_the_writer() -> None:
    assert log_writes("from runtime.audit import log\nlog.append({})\n")
    assert log_writes(
        "def f():\n    from runtime.audit import log as trail\n    trail.new_record()\n"
    )
    assert log_writes("from runtime.audit.log import append\n")
    assert log_writes("import runtime.audit.log\nruntime.audit.log.append({})\n")
    assert log_writes("import runtime.audit.log as trail\ntrail.append({})\n")
    assert not log_writes("from runtime.audit import log\nlog.tail(5)\nsteps.append(1)\n")


def test_no_module_outside_audit_writes_a_record_itself() -> None:
    audit = PACKAGE / "audit"
    writers = {
        str(path.relative_to(PACKAGE)): found
        for path in sorted(PACKAGE.rglob("*.py"))
        if audit not in path.parents
        for found in [log_writes(path.read_text(encoding="utf-8"))]
        if found
    }
    assert writers == {}
