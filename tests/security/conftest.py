"""Fixtures the security tests share: the tools without bwrap, a directory in no root holding a
secret, an applied terraform directory, and `runtime` under a narrow document (roots: the work
directory) with the sandbox absent (`unconfined`) or working (`confined`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.confinement import UNCONFINED_TOOLS, directory_with_a_secret, tools_without_bwrap
from support.git_repos import GIT_IDENTITY
from support.terraform_dirs import copy_of_applied_terraform


@pytest.fixture
def no_bwrap(tmp_path: Path) -> Path:
    """A trusted directory holding the tools but not bwrap: `auto` runs read/write unconfined."""
    return tools_without_bwrap(tmp_path / "nobwrap-bin", *UNCONFINED_TOOLS)


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A directory beside the work directory, in no root, holding a secret."""
    return directory_with_a_secret(tmp_path / "outside")


@pytest.fixture
def applied(applied_terraform_original: Path, tmp_path: Path) -> Path:
    """TMP_PATH/tf, a terraform directory whose state holds terraform_data.keep."""
    return copy_of_applied_terraform(applied_terraform_original, tmp_path)


def narrow_document(tmp_path: Path, search_path: str) -> Path:
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq, terraform]\n"
        f"{search_path}"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return policy


@pytest.fixture
def unconfined(runtime: Any, tmp_path: Path, work: Path, no_bwrap: Path) -> Any:
    """`runtime` under a narrow document (roots: the work directory) with bwrap absent."""
    policy = narrow_document(
        tmp_path, f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
    )
    (work / "sub").mkdir()

    def call(*args: str) -> Any:
        return runtime(*args, env={"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY})

    return call


@pytest.fixture
def confined(runtime: Any, tmp_path: Path, work: Path) -> Any:
    """The same narrow document with the sandbox working (bwrap on the trusted path)."""
    policy = narrow_document(tmp_path, "")
    (work / "sub").mkdir()

    def call(*args: str) -> Any:
        return runtime(*args, env={"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY})

    return call
