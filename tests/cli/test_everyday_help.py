"""Issue 14 item 7: help that finds things, and completion from the same tables."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.cli import completion_run


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (["capabilty", "list"], "runtime capability"),
        (["files", "raed", "x"], "runtime files read"),
        (["auth", "stauts"], "runtime auth status"),
        (["capability", "valdate", "x.md"], "runtime capability validate"),
        (["github", "repo", "veiw", "acme/web"], "runtime github repo view"),
    ],
)
def test_did_you_mean_on_the_error_path(runtime: Any, typed: list[str], meant: str) -> None:
    text = runtime(*typed)
    assert text.code == 2, text
    assert f"did you mean `{meant}`?" in text.stderr, text
    doc = runtime("--output", "json", *typed).json
    assert f"did you mean `{meant}`?" in doc["error"]["hint"]


def test_runtime_help_is_the_commands_own_help(runtime: Any) -> None:
    assert runtime("help").stdout == runtime("--help").stdout
    assert "help" in runtime("help").stdout and "completion" in runtime("help").stdout
    assert (
        runtime("help", "capability", "plan").stdout
        == runtime("capability", "plan", "--help").stdout
    )
    files = runtime("help", "files")
    assert files.code == 0 and files.stdout == runtime("files", "--help").stdout
    unknown = runtime("help", "capabilty")
    assert unknown.code == 2 and "did you mean `runtime capability`?" in unknown.stderr


def test_an_operation_prefix_has_group_help(runtime: Any) -> None:
    group = runtime("github", "repo", "--help")
    assert group.code == 0, group
    listed = [line.split()[1] for line in group.stdout.splitlines() if line.startswith("repo ")]
    assert listed == ["list", "view", "summary", "create"]
    assert "pr list" not in group.stdout
    assert runtime("help", "github", "repo").stdout == group.stdout
    doc = runtime("--output", "json", "github", "repo", "--help").json
    assert doc["exit_code"] == 0 and doc["output"]["operations"] == [
        "repo list", "repo view", "repo summary", "repo create",
    ]  # fmt: skip
    assert runtime("files", "yaml", "--help").code == 0
    bare = runtime("github", "repo")  # the group's words alone: a usage error that points here
    assert (
        bare.code == 2 and "`runtime github repo --help` lists the repo operations" in bare.stderr
    )


def test_the_files_table_stays_aligned_with_long_rows(runtime: Any) -> None:
    lines = runtime("files", "--help").stdout.splitlines()
    header = next(line for line in lines if line.startswith("operation"))
    column = header.index("transport")
    rows = [line for line in lines if line.rstrip().endswith(("read", "write", "delete"))]
    assert len(rows) == 11
    assert all(line[column:].split()[0] == "local" for line in rows), rows


def test_bash_completion_loads_and_offers_the_files_operations(
    runtime: Any, tmp_path: Path
) -> None:
    script = tmp_path / "runtime.bash"
    run = runtime("completion", "bash")
    assert run.code == 0
    script.write_text(run.stdout)
    subprocess.run(["bash", "-n", str(script)], check=True)
    out = completion_run(script, ["runtime", "files", ""])
    assert out.startswith("complete -o default -F _runtime_complete runtime\n")
    offered = out.splitlines()[1].split()
    assert {"read", "write", "append", "list", "delete", "mkdir", "yaml"} <= set(offered)
    assert completion_run(script, ["runtime", "--output", "json", "files", "yaml", ""]).split("\n")[
        1
    ].split() == ["replace", "set", "--help"]
    assert completion_run(script, ["runtime", "capab"]).splitlines()[1] == "capability"
    assert "pr" in completion_run(script, ["runtime", "github", ""]).splitlines()[1].split()


def test_zsh_and_fish_scripts_come_from_the_same_tree(runtime: Any) -> None:
    zsh = runtime("completion", "zsh").stdout
    assert "bashcompinit" in zsh and "_runtime_complete" in zsh
    fish = runtime("completion", "fish").stdout
    assert "complete -c runtime -f -n '__runtime_typed_is \"files\"' -a 'read write" in fish
    bad = runtime("completion", "tcsh")
    assert bad.code == 2 and "runtime completion bash|zsh|fish" in bad.stderr


def test_the_readme_says_how_runtime_gets_on_path() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    setup = readme[readme.index("## Set up") : readme.index("## Commands")]
    assert "on PATH" in setup and ".venv/bin/runtime" in setup and "pipx install" in setup


def test_the_command_tree_and_difflib_load_only_on_the_error_path(tmp_path: Path) -> None:
    from test_imports import imported_modules

    lean = {"runtime.cli.table", "difflib"}
    for args in (["--help"], ["files", "--help"], ["files", "list", "."], ["version"]):
        assert imported_modules(args, tmp_path, tmp_path / "home") & lean == set(), args
