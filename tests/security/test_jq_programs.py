"""jq and yq programs that read files the path guard does not see as arguments: a module search
path or --rawfile outside the roots, yq's own load operators; and yq's split files, a write.
Refused without the sandbox, blind with it (red team, rounds 3 and 4).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.confinement import SECRET, tools_without_bwrap

# --- issue 12, `auto` without bwrap: jq modules and raw files -------------------------------------


def test_unconfined_jq_module_search_cannot_read_outside_the_roots(
    unconfined: Any, outside: Path
) -> None:
    """The directory sits inside the jq program text, which the guard reads as no path."""
    program = f'import "creds" as $c {{search: "{outside}"}}; $c'
    run = unconfined("command", "run", "jq", "-n", program)
    assert SECRET not in run.stdout, run
    assert run.code == 4, run


def test_unconfined_jq_rawfile_outside_the_roots_is_refused(unconfined: Any, outside: Path) -> None:
    run = unconfined(
        "command", "run", "jq", "-n", "--rawfile", "x", str(outside / "secret.txt"), "$x"
    )
    assert run.code == 4 and "outside file_policy.read_roots" in run.stderr, run
    assert SECRET not in run.stdout


# --- the same with the sandbox working: nothing outside is reachable ------------------------------


def test_confined_jq_module_search_sees_nothing_outside(confined: Any, outside: Path) -> None:
    program = f'import "creds" as $c {{search: "{outside}"}}; $c'
    run = confined("command", "run", "jq", "-n", program)
    assert run.code != 0 and SECRET not in run.stdout, run


# --- yq without the sandbox -----------------------------------------------------------------------
# Fixed in red team round 4 (policy/floor/jq.py): the jq module check of round 3 now covers
# yq, which hands its program to jq (the Python yq on this machine) or loads files itself
# (Go yq).


@pytest.fixture
def unconfined_yq(runtime: Any, tmp_path: Path, work: Path) -> Any:
    """`runtime` under a document whose trusted search path holds yq and jq but not bwrap."""
    bin_dir = tools_without_bwrap(tmp_path / "nobwrap-bin", "jq", "yq")
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\nallowed_binaries: [jq, yq]\ncommand_policy:\n"
        f"  search_path: [{bin_dir}]\n  sandbox: auto\nfile_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    (work / "f.yaml").write_text("a: 1\n")

    def call(*args: str) -> Any:
        return runtime("command", "run", "yq", *args, env={"RUNTIME_POLICY_FILE": str(policy)})

    return call


def test_yq_importing_a_module_from_outside_the_roots_is_refused_unconfined(
    unconfined_yq: Any, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "creds.json").write_text('{"secret": "TOPSECRET-r4"}\n')
    program = f'import "creds" as $c {{search: "{outside}"}}; $c'
    run = unconfined_yq(program, "f.yaml")
    assert "TOPSECRET-r4" not in run.stdout + run.stderr
    assert run.code == 4 and "runs code its inputs define" in run.stderr, run
    plain = unconfined_yq(".a", "f.yaml")
    assert plain.code == 0 and plain.stdout.strip() == "1", plain


@pytest.mark.parametrize("program", ['load("/etc/hostname")', '.a | load_str("x")'])
def test_go_yq_load_operators_are_input_code(program: str) -> None:
    from runtime.policy import floor

    assert floor.canonical("yq", [program, "f.yaml"]).runs_input_code
    assert not floor.canonical("yq", [".download", "f.yaml"]).runs_input_code


@pytest.mark.parametrize(
    "args", [["-s", '"out_" + $index', "f.yaml"], ["--split-exp=.a", "f.yaml"]]
)
def test_go_yq_split_exp_writes_files_so_it_is_not_a_read(args: list[str]) -> None:
    """Go yq's -s writes one file per document where the expression says: the read-only
    door must not run it (fixed in this round, policy/floor/jq.py)."""
    from runtime.mcp.effects import binary_effect

    # (the Python yq on this image takes no --split-exp: refused, so exec)
    assert binary_effect("yq", args) in ("write", "exec")
    assert binary_effect("yq", [".a", "f.yaml"]) == "read"
