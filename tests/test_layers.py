"""The import graph says what the README's layer diagram says.

Every `import` and `from ... import` in `src/runtime` counts, wherever it is written (inside a
function or under TYPE_CHECKING too): a lazy import is still a dependency. The graph must have
no cycle; every import between packages points down one package order (ORDER), so the doors
(CLI, MCP) stand on the core and the MCP door imports nothing of the CLI; the value modules are
leaves.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import runtime

PACKAGE = Path(runtime.__file__).parent

# The package order, bottom first: each tier imports only tiers before it, and the names of one
# tier import nothing of each other. This is the order LAYOUT.md and the README's "Where things
# live" give; a new package or top-level module needs a place here.
ORDER: tuple[tuple[str, ...], ...] = (
    (
        "exit_codes",
        "diagnostics",
        "digest",
        "documents",
        "placeholders",
        "columns",
        "command_table",
        "printable",
    ),
    ("errors", "interrupts", "strict_yaml", "statuses"),
    ("model", "schema", "words"),
    ("result",),
    ("net",),
    ("home",),
    ("policy",),
    ("audit",),
    ("context",),
    ("engines",),
    ("auth",),
    ("providers",),
    ("binary_engine",),
    ("pipeline",),
    ("capability",),
    ("bootstrap",),
    ("mcp",),
    ("cli",),
    ("__main__",),
)
TIER = {name: tier for tier, names in enumerate(ORDER) for name in names}
# Imported by every layer, importing nothing of the package but each other.
LEAVES = ("model", "errors", "exit_codes", "statuses", "command_table")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imported_names(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        here = module.split(".") if is_package else module.split(".")[:-1]
        here = here[: len(here) - (node.level - 1)]
        base = ".".join([*here, *([node.module] if node.module else [])])
    return [f"{base}.{alias.name}" for alias in node.names] + [base]


@functools.cache
def graph() -> dict[str, set[str]]:
    known = modules()
    edges: dict[str, set[str]] = {}
    for module, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets: set[str] = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            names = imported_names(node, module, path.name == "__init__.py")
            for name in names:
                while name not in known and "." in name:
                    name = name.rsplit(".", 1)[0]
                if name in known and name != module and name != "runtime":
                    targets.add(name)
        edges[module] = targets
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_the_detector_sees_lazy_and_type_only_imports() -> None:
    edges = graph()
    # pipeline imports the registry only inside a function, and Policy only for types
    assert "runtime.providers.registry" in edges["runtime.pipeline"]
    assert "runtime.policy.model" in edges["runtime.pipeline"]


def test_a_cycle_is_found_where_there_is_one() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_package_has_no_import_cycle() -> None:
    assert cycles(graph()) == []


def upward_imports(edges: dict[str, set[str]]) -> list[str]:
    """Every import from one package to another that does not point down ORDER."""
    return sorted(
        f"{module} -> {target}"
        for module, targets in edges.items()
        for target in targets
        if layer(module) != layer(target) and TIER[layer(target)] >= TIER[layer(module)]
    )


def test_every_package_has_a_place_in_the_order() -> None:
    assert {layer(module) for module in graph()} - {""} - set(TIER) == set()


def test_an_import_against_the_order_is_found() -> None:
    edges = {"runtime.home.paths": {"runtime.policy.rules"}, "runtime.cli.main": {"runtime.mcp"}}
    assert upward_imports(edges) == ["runtime.home.paths -> runtime.policy.rules"]
    assert upward_imports({"runtime.net.http": {"runtime.result"}}) == []
    assert upward_imports({"runtime.errors": {"runtime.strict_yaml"}}) == [
        "runtime.errors -> runtime.strict_yaml"  # one tier: siblings import nothing of each other
    ]


def test_every_import_points_down_the_package_order() -> None:
    assert upward_imports(graph()) == []


def test_the_mcp_door_imports_nothing_of_the_cli() -> None:
    reached = {
        f"{module} -> {target}"
        for module, targets in graph().items()
        if layer(module) == "mcp"
        for target in targets
        if layer(target) == "cli"
    }
    assert reached == set()


def test_the_value_modules_are_leaves() -> None:
    edges = graph()
    leaves = {f"runtime.{name}" for name in LEAVES}
    for leaf in sorted(leaves):
        assert edges[leaf] - leaves == set(), leaf


def test_the_pipeline_names_no_provider() -> None:
    source = (PACKAGE / "pipeline.py").read_text(encoding="utf-8")
    imports = graph()["runtime.pipeline"]
    assert not any(
        target.startswith("runtime.providers.")
        for target in imports - {"runtime.providers.registry", "runtime.providers.operations"}
    )
    assert '"github"' not in source and '"files"' not in source


def test_the_engines_know_no_provider_and_no_credential() -> None:
    reached = {
        target
        for module, targets in graph().items()
        if layer(module) == "engines"
        for target in targets
        if layer(target) in ("providers", "auth")
    }
    assert reached == set()
