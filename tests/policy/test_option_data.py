"""The option tables (policy/floor/optiondata/) are the installed tools' own: each is asked
again, by the generator's own readers, and must answer what the table holds. A tool the
machine does not carry is not asked (the image carries all of these; CI runs them all)."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import option_tables as generate  # tools/, on the path by tests/conftest.py
import pytest

from runtime.policy.floor import grammar


def installed(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed here")


def names(spec: str) -> dict[str, int]:
    """A spec's options: long name (or -short) -> value kind."""
    return {
        (option.long or f"-{option.short}"): option.value for option in grammar.options(spec).listed
    }


def test_git_s_table_is_what_git_lists() -> None:
    installed("git")
    from runtime.policy.floor.optiondata import git as data

    fresh = generate.git_tables()
    assert fresh["version"] == data.VERSION
    assert fresh["commands"] == data.COMMANDS
    assert fresh["mode"] == data.MODE


def test_bq_s_table_is_its_absl_registry() -> None:
    installed("bq")
    from runtime.policy.floor.optiondata import bq as data

    fresh = generate.bq_tables()
    assert (fresh["global"], fresh["commands"]) == (data.GLOBAL, data.COMMANDS)


def test_yq_s_table_is_its_argparse_parser() -> None:
    installed("yq")
    from runtime.policy.floor.optiondata import yq as data

    assert generate.yq_tables()["global"] == data.GLOBAL


def test_gcloud_s_table_is_calliope_s_static_tree() -> None:
    if not Path(generate.GCLOUD_TREE).exists():
        pytest.skip("the Cloud SDK is not installed here")
    from runtime.policy.floor.optiondata import gcloud as data

    fresh = generate.gcloud_tables()
    assert fresh["global"] == data.GLOBAL
    assert fresh["commands"] == data.COMMANDS


def test_gsutil_s_table_is_the_getopt_strings_gslib_declares() -> None:
    if not Path(generate.GSUTIL_ROOT).exists():
        pytest.skip("gsutil is not installed here")
    from runtime.policy.floor.optiondata import gsutil as data

    fresh = generate.gsutil_tables()
    assert (fresh["commands"], fresh["aliases"]) == (data.COMMANDS, data.ALIASES)


@pytest.mark.parametrize("tool", ["gh", "kubectl", "docker"])
def test_a_cobra_tool_s_table_lists_every_command_and_flag_its_help_lists(tool: str) -> None:
    """Every command the tool's help reaches has an entry, and each entry's flags are the
    command's own, with the kind pflag's usage shows (a value, or none)."""
    installed(tool)
    data = __import__(f"runtime.policy.floor.optiondata.{tool}", fromlist=["COMMANDS"])
    with tempfile.TemporaryDirectory() as home:
        env = generate._quiet_env(home)
        env["DOCKER_HOST"] = "unix:///nonexistent"
        known_global = set(names(data.GLOBAL))
        pending: list[list[str]] = [[]]
        seen: list[str] = []
        while pending:
            path = pending.pop(0)
            text = generate._run([tool, *path, "--help"], env=env)
            if path:
                seen.append(" ".join(path))
                listed = names(" ".join(generate.pflag_flags(text)))
                stored = names(data.COMMANDS[" ".join(path)])
                for flag, kind in listed.items():
                    if flag in known_global or flag == "help":
                        continue
                    assert flag in stored, (path, flag)
                    # kubectl's usage cannot show a value for none: its table holds pflag's
                    # own answer (OPTIONAL) where the usage says a value
                    assert stored[flag] == kind or (kind, stored[flag]) == (
                        grammar.REQUIRED,
                        grammar.OPTIONAL,
                    ), (path, flag)
            pending += [[*path, child] for child in generate.cobra_children(text)]
    assert len(seen) > 50
    assert set(seen) <= set(data.COMMANDS)


def test_kubectl_s_flags_that_take_no_value_are_pflag_s_own_answer() -> None:
    installed("kubectl")
    with tempfile.TemporaryDirectory() as home:
        env = generate._quiet_env(home)
        assert not generate._requires_value("kubectl", ["delete"], "dry-run", env)
        assert not generate._requires_value("kubectl", ["apply"], "validate", env)
        assert generate._requires_value("kubectl", ["delete"], "grace-period", env)


def test_terraform_s_flags_are_go_s_own_answer() -> None:
    """A sample: each flag's kind as Go's flag package answers for it, in an empty directory."""
    installed("terraform")
    from runtime.policy.floor.optiondata import terraform as data

    with tempfile.TemporaryDirectory() as home:
        env = generate._quiet_env(home)
        empty = Path(home) / "empty"
        empty.mkdir()
        for path in ("apply", "plan", "state mv", "fmt", "init"):
            stored = names(data.COMMANDS[path])
            for flag in sorted(stored)[:6]:
                kind = generate._go_kind("terraform", path.split(), flag, env, str(empty))
                expected = {grammar.NONE: "bool", grammar.REQUIRED: "value"}[stored[flag]]
                assert kind == expected, (path, flag)
            assert generate._go_kind("terraform", path.split(), "frobnicate", env, str(empty)) == ""


# jq 1.6 takes each option of its table (and refuses an option it does not know).
def jq_cases() -> list[list[str]]:
    from runtime.policy.floor.jq import JQ_OPTIONS

    cases: list[list[str]] = []
    for option in grammar.options(JQ_OPTIONS).listed:
        name = f"--{option.long}" if option.long else f"-{option.short}"
        if option.long in ("help", "version", "run-tests", "from-file", "args", "jsonargs"):
            continue
        values = {2: ["x", "/dev/null"], 1: ["2"]}.get(option.words, []) if option.value else []
        cases.append([name, *values])
    return cases


@pytest.mark.parametrize("args", jq_cases(), ids=lambda args: args[0])
def test_jq_takes_each_option_of_its_table(args: list[str]) -> None:
    installed("jq")
    done = subprocess.run(
        ["jq", "-n", *args, "1"], capture_output=True, text=True, timeout=30, check=False
    )
    assert "Unknown option" not in done.stderr, (args, done.stderr)
    refused = subprocess.run(
        ["jq", "-n", "--frobnicate", "1"], capture_output=True, text=True, timeout=30, check=False
    )
    assert "Unknown option" in refused.stderr
