"""Issue 22: one sub-command table read by dispatch, help, completion and did-you-mean.

Every case comes from the table itself, so a subcommand that one of them misses, or
whose module or function is gone, fails here.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from runtime.cli.table import tree
from runtime.command_table import COMMANDS, Command, Group
from support.cli import completion_run

GROUPS = [entry for entry in COMMANDS.values() if isinstance(entry, Group)]
SUBCOMMANDS = [(group, name) for group in GROUPS for name in group.subcommands]
FUNCTIONS = [
    *(entry for entry in COMMANDS.values() if isinstance(entry, Command)),
    *(subcommand for group in GROUPS for subcommand in group.subcommands.values()),
    *(group.other for group in GROUPS if group.other is not None),
]


def case_id(case: tuple[Group, str]) -> str:
    return f"{case[0].name} {case[1]}"


def test_the_table_names_each_group_by_its_command() -> None:
    assert {group.name for group in GROUPS} == {
        "config", "context", "command", "capability", "policy", "audit", "auth",
    }  # fmt: skip
    for name, entry in COMMANDS.items():
        assert not isinstance(entry, Group) or entry.name == name


@pytest.mark.parametrize("command", FUNCTIONS, ids=lambda command: command.target)
def test_every_command_names_a_function_that_exists(command: Command) -> None:
    module, function = command.function()
    qualified = f"runtime.cli.commands.{module}"
    __import__(qualified)
    assert callable(getattr(sys.modules[qualified], function, None)), command.target


@pytest.mark.parametrize("group", GROUPS, ids=lambda group: group.name)
def test_a_groups_help_lists_every_subcommand(runtime: Any, group: Group) -> None:
    helped = runtime(group.name, "--help")
    assert helped.code == 0, helped
    assert runtime("help", group.name).stdout == helped.stdout
    assert runtime(group.name).stdout == helped.stdout
    for name, subcommand in group.subcommands.items():
        assert f"runtime {group.name} {name} {subcommand.args}".rstrip() in helped.stdout
        assert f"  {name} " in helped.stdout and subcommand.about in helped.stdout


@pytest.mark.parametrize("group", GROUPS, ids=lambda group: group.name)
def test_completion_offers_every_subcommand(runtime: Any, group: Group, tmp_path: Path) -> None:
    nodes = tree()
    assert nodes[group.name] == tuple(group.subcommands)
    assert nodes[f"help {group.name}"] == tuple(group.subcommands)
    for name, subcommand in group.subcommands.items():
        if subcommand.choices:
            assert nodes[f"{group.name} {name}"] == subcommand.choices
    script = tmp_path / "runtime.bash"
    script.write_text(runtime("completion", "bash").stdout)
    offered = completion_run(script, ["runtime", group.name, ""]).splitlines()[1].split()
    assert offered == [*group.subcommands, "--help"]
    fish = runtime("completion", "fish").stdout
    assert f"'__runtime_typed_is \"{group.name}\"' -a '{' '.join(group.subcommands)}'" in fish


@pytest.mark.parametrize("case", SUBCOMMANDS, ids=case_id)
def test_dispatch_reaches_every_subcommand(runtime: Any, case: tuple[Group, str]) -> None:
    group, name = case
    helped = runtime("--output", "json", group.name, name, "--help")
    assert helped.code == 0, helped
    assert helped.json["output"]["help"].startswith(f"usage: runtime {group.name} {name}")
    assert runtime("help", group.name, name).stdout == runtime(group.name, name, "--help").stdout


@pytest.mark.parametrize("case", SUBCOMMANDS, ids=case_id)
def test_a_mistyped_subcommand_is_refused_with_the_one_it_meant(
    runtime: Any, case: tuple[Group, str]
) -> None:
    group, name = case
    typo = name[:-1]
    refused = runtime(group.name, typo)
    assert refused.code == 2 and refused.stdout == "", refused
    message = group.unknown.format(name=group.name, word=typo, words=typo)
    assert f"error: {message}\n" in refused.stderr, refused
    assert f"did you mean `runtime {group.name} {name}`?" in refused.stderr, refused
    doc = runtime("--output", "json", group.name, typo).json
    assert doc["exit_code"] == 2 and doc["error"]["message"] == message
    assert doc["error"]["hint"].endswith(group.listing())
