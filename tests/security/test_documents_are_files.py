"""Issue 26: a document that is not a regular file is refused before a byte is read.

open() of a FIFO blocks until a writer comes: a FIFO named as the policy file hung every
command. Each case runs the installed CLI to its end (`run_to_end`): returning at all shows
the refusal; the bound is generous, never a speed claim.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from support.cli import clean_env
from support.hostile import run_to_end

GENEROUS = 60.0


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "document.yaml"
    os.mkfifo(path)
    return path


def test_a_fifo_as_the_policy_file_is_refused(home: Path, work: Path, fifo: Path) -> None:
    env = clean_env(home, RUNTIME_POLICY_FILE=str(fifo))
    for args in (["files", "list", "."], ["config", "validate"]):
        run = run_to_end(["--output", "json", *args], env, work, GENEROUS)
        assert run.code == 3, run
        assert "it is a FIFO, not a regular file" in run.stdout, run


def test_a_fifo_as_the_config_file_is_refused(home: Path, work: Path, fifo: Path) -> None:
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(fifo))
    for args in (["files", "list", "."], ["config", "validate"]):
        run = run_to_end(["--output", "json", *args], env, work, GENEROUS)
        assert run.code == 3, run
        assert "it is a FIFO, not a regular file" in run.stdout, run


def test_a_fifo_among_capability_files_is_refused_and_the_rest_are_read(
    home: Path, work: Path, tmp_path: Path
) -> None:
    caps = work / "caps"
    caps.mkdir()
    os.mkfifo(caps / "a.md")
    (caps / "b.md").write_text(
        "# b\n\n```runtime\nversion: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n```\n"
    )
    config = tmp_path / "config.yaml"
    config.write_text(f"schema_version: 2\ncapabilities:\n  sources:\n    - name: team\n"
                      f"      dir: {caps}\n")  # fmt: skip
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
    validate = run_to_end(["--output", "json", "capability", "validate", "caps"],
                          env, work, GENEROUS)  # fmt: skip
    assert validate.code == 3, validate
    assert "it is a FIFO, not a regular file" in validate.stdout
    assert validate.json["output"]["summary"]["valid"] == 1
    listed = run_to_end(["--output", "json", "capability", "list"], env, work, GENEROUS)
    assert listed.code == 0, listed
    assert {"a", "b"} <= {c["name"] for c in listed.json["output"]["capabilities"]}


def test_a_fifo_as_the_kubeconfig_is_not_read(home: Path, work: Path, tmp_path: Path) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    os.mkfifo(kubeconfig)
    env = clean_env(home, KUBECONFIG=str(kubeconfig))
    run = run_to_end(["--output", "json", "context", "show"], env, work, GENEROUS)
    assert run.code in (0, 3), run
    assert "it is a FIFO, not a regular file" in run.stdout + run.stderr


@pytest.mark.parametrize(
    ("path", "kind"), [("/dev/zero", "a character device"), (".", "a directory")]
)
def test_devices_and_directories_as_documents_are_refused(
    home: Path, work: Path, path: str, kind: str
) -> None:
    env = clean_env(home, RUNTIME_POLICY_FILE=path)
    run = run_to_end(["--output", "json", "files", "list", "."], env, work, GENEROUS)
    assert run.code == 3, run
    assert f"it is {kind}, not a regular file" in run.stdout
