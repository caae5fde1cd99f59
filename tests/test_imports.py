"""Hot paths stay light: `python -X importtime` shows what each command loads.

The budget (bench/) leaves no room for an HTTP client, a rich-text library, MCP,
PyYAML, or even dataclasses/typing/re on `version`, `--help` and `validate`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from support.cli import RUNTIME, clean_env

NEVER = {
    "http.client",
    "urllib.request",
    "ssl",
    "socket",
    "requests",
    "httpx",
    "urllib3",
    "rich",
    "mcp",
    "mcp_types",
    "pydantic",
    "anyio",
    "yaml",
    "graphql",
    "sqlglot",
}
STARTUP_HEAVY = {"dataclasses", "typing", "re", "argparse", "inspect", "enum", "subprocess", "json"}

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "capabilities" / "notes-roundtrip.md"


def imported_modules(args: list[str], cwd: Path, home: Path) -> set[str]:
    # The first call in a new Home bootstraps it (once); measure the calls after that.
    subprocess.run(
        [RUNTIME, "version"], cwd=cwd, env=clean_env(home), check=True, capture_output=True
    )
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", RUNTIME, *args],
        cwd=cwd,
        env=clean_env(home),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode in (0, 3, 4), proc.stderr[-2000:]
    names = set()
    for line in proc.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip())
    assert names, "importtime printed nothing"
    return names


@pytest.mark.parametrize(
    ("args", "banned"),
    [
        (["version"], NEVER | STARTUP_HEAVY),
        (["--help"], NEVER | STARTUP_HEAVY),
        (["capability", "validate", str(EXAMPLE)], NEVER | STARTUP_HEAVY),
        (
            ["capability", "plan", str(EXAMPLE), "--input", "path=n.txt", "--input", "message=m"],
            NEVER | {"subprocess", "dataclasses", "typing", "argparse"},
        ),
        (["files", "list", "."], NEVER | {"subprocess", "dataclasses", "argparse"}),
        (["audit", "tail", "-n", "5"], NEVER | {"subprocess", "dataclasses", "argparse"}),
        (["mcp", "--help"], NEVER | STARTUP_HEAVY),
    ],
)
def test_hot_paths_load_no_heavy_module(args: list[str], banned: set[str], tmp_path: Path) -> None:
    loaded = imported_modules(args, tmp_path, tmp_path / "home")
    assert loaded & banned == set()


def test_the_check_sees_what_a_command_really_loads(tmp_path: Path) -> None:
    # JSON output needs the json module: the detector must see it.
    assert "json" in imported_modules(["--output", "json", "version"], tmp_path, tmp_path / "h")


def test_validate_text_with_lineage_loads_no_report_modules(tmp_path: Path) -> None:
    # Reports (json, xml) and the Lineage name look-up stay off the plain text path.
    capability = tmp_path / "derived.md"
    capability.write_text(
        "# Derived\n\n## Lineage\n\n- `team/base` \u2014 steps 1\u20132\n\n"
        + EXAMPLE.read_text().split("\n", 1)[1]
    )
    loaded = imported_modules(["capability", "validate", str(capability)], tmp_path, tmp_path / "h")
    assert loaded & (NEVER | STARTUP_HEAVY | {"xml", "xml.etree.ElementTree"}) == set()
    assert "runtime.capability.lineage" in loaded


SRC = Path(__file__).resolve().parents[1] / "src" / "runtime"
SDK_IMPORTS = ("import mcp", "from mcp", "import mcp_types", "from mcp_types")


def test_only_the_mcp_server_imports_the_sdk() -> None:
    importers = {
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        if any(line.strip().startswith(SDK_IMPORTS) for line in path.read_text().splitlines())
    }
    assert importers == {"mcp/server.py"}


def test_judging_a_git_step_loads_git_s_table_and_no_other(tmp_path: Path) -> None:
    from runtime.policy.floor import TABLE_MODULES

    others = {f"runtime.policy.floor.{name}" for name in TABLE_MODULES.values() if name != "git"}
    others |= {"runtime.policy.floor.gcloud_groups", "runtime.policy.floor.verbs"}
    for args in (
        ["resolve", "command", "run", "git", "-C", ".", "log", "-5", "--oneline"],
        ["command", "run", "git", "--version"],
    ):
        loaded = imported_modules(args, tmp_path, tmp_path / "home")
        assert "runtime.policy.floor.git" in loaded, args
        assert loaded & others == set(), args
        # Nor the parser of a policy document none is named, nor the importlib package.
        assert (
            loaded & {"runtime.strict_yaml", "importlib", "runtime.policy.floor.listing"} == set()
        )


def test_a_plan_loads_the_tables_of_its_binaries_only(tmp_path: Path) -> None:
    capability = tmp_path / "two.md"
    capability.write_text(
        "# Two binaries\n\n```runtime\nversion: v1\nworkflow:\n"
        "  - binary: git\n    args: [status]\n  - binary: kubectl\n    args: [get, pods]\n```\n"
    )
    loaded = imported_modules(["capability", "plan", str(capability)], tmp_path, tmp_path / "home")
    tables = {name for name in loaded if name.startswith("runtime.policy.floor.")}
    # each binary's table, its option grammar and the option data of these two tools
    assert tables == {
        "runtime.policy.floor.git",
        "runtime.policy.floor.kube",
        "runtime.policy.floor.model",
        "runtime.policy.floor.grammar",
        "runtime.policy.floor.grammar_pflag",
        "runtime.policy.floor.optiondata",
        "runtime.policy.floor.optiondata.git",
        "runtime.policy.floor.optiondata.kubectl",
    }


# What runs a child: the engine's executing half, the bwrap argv builder, the one
# subprocess wrapper and its seccomp filter.
SPAWNING = {
    "runtime.engines.command",
    "runtime.engines.bwrap",
    "runtime.engines.process",
    "runtime.engines.seccomp",
}

# What reads a config or policy document and checks it (a plan parses its capability's
# YAML, so the parser itself is not among them).
DOCUMENT_READERS = {"runtime.home.config_load", "runtime.policy.document", "runtime.schema"}


def test_judging_a_binary_loads_no_spawning_half(tmp_path: Path) -> None:
    capability = tmp_path / "git.md"
    capability.write_text(
        "# Git\n\n```runtime\nversion: v1\nworkflow:\n  - binary: git\n    args: [status]\n```\n"
    )
    for args in (
        ["resolve", "command", "run", "git", "-C", ".", "log", "-5", "--oneline"],
        ["capability", "plan", str(capability)],
    ):
        loaded = imported_modules(args, tmp_path, tmp_path / "home")
        assert "runtime.engines.pinning" in loaded, args  # the judging half decided
        assert loaded & (SPAWNING | {"subprocess"}) == set(), args
        # With no document named, no reader of one; nor the Auth stage, which comes later.
        assert loaded & (DOCUMENT_READERS | {"runtime.auth", "runtime.auth.engine"}) == set(), args
        if args[0] == "resolve":  # nor any provider: a binary is judged by its table alone
            assert {m for m in loaded if m.startswith("runtime.providers")} == set(), args
    # Running the same command does load it: the guard sees what a command really loads.
    ran = imported_modules(["command", "run", "git", "--version"], tmp_path, tmp_path / "home")
    assert SPAWNING - {"runtime.engines.seccomp"} <= ran


def test_the_content_parsers_load_only_where_a_document_is_judged(tmp_path: Path) -> None:
    """graphql-core and sqlglot cost hundreds of milliseconds: validate never loads them,
    and judging a command that carries no document does not either."""
    capability = tmp_path / "content.md"
    capability.write_text(
        "# Content\n\n```runtime\nversion: v1\nworkflow:\n"
        '  - provider: github\n    args: [graphql, "query { viewer { login } }"]\n'
        '  - binary: bq\n    args: [query, "SELECT 1"]\n```\n'
    )
    parsers = {"graphql", "sqlglot"}
    validated = imported_modules(
        ["capability", "validate", str(capability)], tmp_path, tmp_path / "h"
    )
    assert validated & parsers == set()
    for args in (["resolve", "command", "run", "bq", "ls"], ["resolve", "command", "run", "gh", "api", "/user"],
                 ["resolve", "github", "repo", "view", "a/b"]):  # fmt: skip
        assert imported_modules(args, tmp_path, tmp_path / "h") & parsers == set(), args
    judged = imported_modules(
        ["resolve", "command", "run", "bq", "query", "SELECT 1"], tmp_path, tmp_path / "h"
    )
    assert "sqlglot" in judged  # the check sees the parser where it is used
