"""The MCP door stands on the core, never on the CLI: no module of runtime.mcp imports runtime.cli.

Every `import` and `from ... import` counts, wherever it is written (inside a function or
under TYPE_CHECKING too), as in tests/test_layers.py: a lazy import is still a dependency.
"""

from __future__ import annotations

import ast
from pathlib import Path

import runtime

PACKAGE = Path(runtime.__file__).parent


def imported(path: Path, module: str) -> set[str]:
    """Every module name PATH's imports name (relative ones made absolute)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                here = module.split(".")
                here = here[: len(here) - node.level] if path.name != "__init__.py" else here
                base = ".".join([*here, *([node.module] if node.module else [])])
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def cli_imports(directory: Path) -> list[str]:
    found = []
    for path in sorted(directory.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        module = ".".join(parts)
        for name in sorted(imported(path, module)):
            if name == "runtime.cli" or name.startswith("runtime.cli."):
                found.append(f"{module} -> {name}")
    return found


def test_no_module_of_the_mcp_door_imports_the_cli() -> None:
    assert (PACKAGE / "mcp" / "calls.py").is_file()
    assert cli_imports(PACKAGE / "mcp") == []


def test_the_walk_sees_a_lazy_import(tmp_path: Path) -> None:
    door = tmp_path / "door.py"
    door.write_text("def f():\n    from runtime.cli.main import dispatch\n")
    assert imported(door, "runtime.mcp.door") >= {"runtime.cli.main"}
