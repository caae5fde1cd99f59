"""A real terraform directory whose state holds one resource, applied on the host."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

KEPT = "terraform_data.keep"
KEEP = 'resource "terraform_data" "keep" {\n  input = "x"\n}\n'
# The runtime's words for an apply that asks nothing.
APPLY = ("command", "run", "terraform", "apply", "-auto-approve", "-input=false")


def terraform(work: Path, *args: str) -> str:
    """Run the real terraform in WORK (no prompts, no checkpoint call); its stdout."""
    env = {**os.environ, "TF_IN_AUTOMATION": "1", "CHECKPOINT_DISABLE": "1"}
    done = subprocess.run(
        ["terraform", *args], cwd=work, env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def applied_terraform(tmp_path: Path) -> Path:
    """TMP_PATH/tf, initialised and applied: its state lists terraform_data.keep."""
    if shutil.which("terraform") is None:
        pytest.fail("terraform is on the machine image")
    work = tmp_path / "tf"
    work.mkdir()
    (work / "main.tf").write_text(KEEP)
    for args in (["init", "-input=false"], ["apply", "-auto-approve", "-input=false"]):
        terraform(work, *args)
    return work


@pytest.fixture(scope="session")
def applied_terraform_original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One applied directory per session; tests change only their own copies of it."""
    return applied_terraform(tmp_path_factory.mktemp("terraform"))


def copy_of_applied_terraform(original: Path, tmp_path: Path) -> Path:
    """TMP_PATH/tf, a copy of ORIGINAL (configuration, .terraform and state alike, as
    `cp -a` copies them): what `applied_terraform(tmp_path)` makes, in a hundredth of the
    time, and the same resource (its id too) in every copy."""
    work = tmp_path / "tf"
    shutil.copytree(original, work, symlinks=True)
    assert (work / "terraform.tfstate").is_file(), sorted(original.iterdir())
    return work


def keep_id(work: Path) -> str:
    """What `terraform state show` prints for the kept resource (its id among it)."""
    return terraform(work, "state", "show", "-no-color", KEPT)


def terraform_state(work: Path) -> str:
    """What `terraform state list` prints for WORK (empty once everything is destroyed)."""
    done = subprocess.run(["terraform", "state", "list"], cwd=work, capture_output=True, text=True)
    return done.stdout.strip()
