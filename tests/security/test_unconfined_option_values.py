"""`command_policy.sandbox: auto` without bwrap: paths written inside option values
(`--from-file=K=PATH`, `-state=PATH`, `-chdir=DIR`) and the modules a jq program file loads
are judged by the one path guard too. Real kubectl, terraform and jq; the outside directory
holds a secret and an applied terraform state, in no root.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from support.confinement import SECRET

# `unconfined` and `outside` are tests/security/conftest.py's (roots: the work directory).


@pytest.fixture
def outside_state(outside: Path, applied: Path) -> Path:
    """OUTSIDE/tf: an applied terraform directory (its state lists terraform_data.keep)."""
    return Path(shutil.copytree(applied, outside / "tf", symlinks=True))


def refused(run: Any, rule: str) -> None:
    assert run.code == 4, run
    assert rule in run.stdout + run.stderr, run
    assert SECRET not in run.stdout and "terraform_data.keep" not in run.stdout, run


def test_a_from_file_value_outside_the_roots_is_refused(
    runtime: Any, tmp_path: Path, work: Path, outside: Path, no_bwrap: Path
) -> None:
    policy = tmp_path / "kube.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [kubectl]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    for value in (f"k={outside / 'secret.txt'}", "k=../outside/secret.txt"):
        ran = runtime("command", "run", "kubectl", "create", "configmap", "c",
                      f"--from-file={value}", "--dry-run=client", "-o", "yaml", env=env)  # fmt: skip
        refused(ran, "file_policy.read_roots")
    (work / "inside.txt").write_text("inside\n")
    allowed = runtime("command", "run", "kubectl", "create", "configmap", "c",
                      "--from-file=k=inside.txt", "--dry-run=client", "-o", "yaml", env=env)  # fmt: skip
    assert allowed.code == 0 and "inside" in allowed.stdout, allowed


@pytest.mark.parametrize(
    "args",
    [
        ["-chdir={tf}", "state", "list"],
        ["state", "list", "-state={tf}/terraform.tfstate"],
    ],
    ids=["chdir", "state"],
)
def test_a_terraform_single_dash_value_outside_the_roots_is_refused(
    unconfined: Any, outside_state: Path, args: list[str]
) -> None:
    words = [word.format(tf=outside_state) for word in args]
    refused(unconfined("command", "run", "terraform", *words), "file_policy.read_roots")


def test_a_jq_program_file_that_loads_modules_is_refused_unconfined(
    unconfined: Any, work: Path, outside: Path
) -> None:
    (work / "prog.jq").write_text(f'import "creds" as $c {{search: "{outside}"}};\n$c\n')
    ran = unconfined("command", "run", "jq", "-n", "-f", "prog.jq")
    assert ran.code == 4, ran
    assert "command_policy.sandbox" in ran.stderr and "prog.jq" in ran.stderr, ran
    assert SECRET not in ran.stdout
    (work / "plain.jq").write_text(".a\n")
    (work / "data.json").write_text('{"a": 2}\n')
    plain = unconfined("command", "run", "jq", "--from-file", "plain.jq", "data.json")
    assert plain.code == 0 and plain.stdout.strip() == "2", plain
