"""What bootstrap writes describes this binary: specs and cheat sheets match the tables."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from runtime.command_table import CAPABILITY, COMMANDS
from runtime.home.paths import provider_spec
from runtime.providers.help import operation_rows
from runtime.providers.registry import PROVIDERS
from support.cli import write_capability


def fenced_blocks(text: str, info: str) -> list[str]:
    """The bodies of the ``` fences whose info string is INFO (the specs nest none)."""
    blocks: list[str] = []
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        if lines[index].strip() == f"```{info}":
            end = lines.index("```", index + 1)
            blocks.append("\n".join(lines[index + 1 : end]) + "\n")
            index = end
        index += 1
    return blocks


def spec_table_rows(text: str) -> list[tuple[str, str, str, str]]:
    """(operation, arguments, transport, effect) from a provider spec's Operations table."""
    section = text.split("## Operations", 1)[1].split("\n### ", 1)[0]
    rows = []
    for line in section.splitlines():
        if line.startswith("| `"):
            cells = [c.strip().strip("`") for c in line.strip("|").split("|")]
            rows.append((cells[0], "" if cells[1] == "(none)" else cells[1], cells[2], cells[3]))
    return rows


@pytest.fixture
def booted(runtime: Any, home: Path) -> Path:
    assert runtime("bootstrap").code == 0
    return home


@pytest.mark.parametrize("name", sorted(PROVIDERS))
def test_provider_spec_and_help_list_the_table(runtime: Any, booted: Path, name: str) -> None:
    provider = PROVIDERS[name]
    table = [
        (r["operation"], r["arguments"], r["transport"], r["effect"])
        for r in operation_rows(provider)
    ]
    spec = (booted / provider_spec(name)).read_text()
    assert spec_table_rows(spec) == table
    assert f"- operations: {len(provider.operations)}" in spec
    for operation in provider.operations:
        assert f"\n### {operation.name}\n" in spec
    help_rows = runtime("--output", "json", name, "--help").json["output"]["operations"]
    shown = [(r["operation"], r["arguments"], r["transport"], r["effect"]) for r in help_rows]
    assert shown == table
    help_text = runtime(name, "--help").stdout
    for operation in provider.operations:
        assert f"\n{operation.name} " in help_text
    cheat = (booted / "commands" / f"{name}_commands.txt").read_text()
    for operation in provider.operations:
        assert f"runtime {name} {operation.name}" in cheat


def test_capability_spec_examples_validate(runtime: Any, booted: Path, work: Path) -> None:
    spec = (booted / "specs" / "capability-spec.md").read_text()
    blocks = fenced_blocks(spec, "runtime")
    assert len(blocks) >= 5
    for index, block in enumerate(blocks):
        write_capability(work / "examples", f"example-{index}.md", block)
    run = runtime("--output", "json", "capability", "validate", "examples")
    assert run.code == 0, run
    summary = run.json["output"]["summary"]
    assert summary == {
        "files": len(blocks),
        "valid": len(blocks),
        "invalid": 0,
        "errors": 0,
        "warnings": 0,
    }


@pytest.mark.parametrize("name", sorted(PROVIDERS))
def test_provider_spec_steps_validate(runtime: Any, booted: Path, work: Path, name: str) -> None:
    """Every step snippet in a provider spec matches an operation once placed in a workflow."""
    spec = (booted / provider_spec(name)).read_text()
    snippets = fenced_blocks(spec, "yaml")
    assert len(snippets) >= len(PROVIDERS[name].operations)
    for index, snippet in enumerate(snippets):
        steps = "\n".join("  " + line for line in snippet.splitlines() if not line.startswith("#"))
        write_capability(work / "steps", f"step-{index}.md", f"version: v1\nworkflow:\n{steps}\n")
    run = runtime("--output", "json", "capability", "validate", "steps")
    assert run.code == 0, run
    assert run.json["output"]["summary"]["errors"] == 0


def test_capability_spec_names_every_provider_and_key(booted: Path) -> None:
    from runtime.capability.compiler import INPUT_KEYS, KEY_HINTS, STEP_KEYS, TOP_KEYS

    spec = (booted / "specs" / "capability-spec.md").read_text()
    assert "@@" not in spec
    for provider in PROVIDERS.values():
        assert f"| `{provider.name}` | {len(provider.operations)} |" in spec
        assert provider_spec(provider.name) in spec
    for key in TOP_KEYS + INPUT_KEYS + STEP_KEYS:
        assert f"| `{key}` |" in spec
    for key in KEY_HINTS:
        assert f"`{key}:`" in spec


def test_cheat_sheets_follow_the_command_tables(booted: Path) -> None:
    commands = (booted / "commands" / "runtime_commands.txt").read_text()
    for name in COMMANDS:
        assert f"runtime {name} " in commands
    capability = (booted / "commands" / "capability_commands.txt").read_text()
    for name in CAPABILITY.subcommands:
        assert f"runtime capability {name} " in capability


def test_the_cheat_sheet_prints_the_usage_each_command_answers_with(
    runtime: Any, booted: Path
) -> None:
    commands = (booted / "commands" / "runtime_commands.txt").read_text()
    for words in ("bootstrap", "config validate", "config init", "context use"):
        usage = runtime(*words.split(), "--help").stdout.splitlines()[0]
        assert usage.startswith("usage: runtime ")
        assert usage.removeprefix("usage: ") + "\n" in commands


def test_the_home_content_is_generated_without_the_cli() -> None:
    """home/ sits beside the pipeline: generating the Home loads nothing of runtime.cli."""
    probe = (
        "import sys; from runtime.bootstrap.content import release_files; release_files(); "
        "print(sorted(m for m in sys.modules if m.startswith('runtime.cli')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_agent_contract(booted: Path) -> None:
    contract = (booted / "RUNTIME-AGENT.md").read_text()
    assert "@@" not in contract
    order = [
        "An existing capability",
        "A provider operation",
        "An allow-listed binary",
        "Author a capability",
        "Report the gap",
    ]
    positions = [contract.index(step) for step in order]
    assert positions == sorted(positions)
    assert "runtime --output json capability authoring-context" in contract
    for name in PROVIDERS:
        assert provider_spec(name) in contract
