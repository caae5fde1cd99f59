"""The runtime's own code is one of its own files: the interpreter, the package, the import
path (site-packages, whose `.pth` files run in every later runtime process) and the launcher.

The files provider is refused them whatever the roots say, and no child starts while one of
them lies in a write root (a runtime installed in a virtual environment under the work
directory). Real git and jq; the runtime under test runs from such a venv.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import runtime as runtime_package
from support.audit import trail_operations
from support.cli import RUNTIME, Run, clean_env
from support.git_repos import GIT_IDENTITY, init_repo

VERSION = f"python{sys.version_info.major}.{sys.version_info.minor}"


@pytest.fixture
def venv(work: Path) -> Path:
    """WORK/venv: a virtual environment (no pip) with the runtime installed in it as a
    `.pth` file that names the package's source and its dependencies, and a launcher."""
    path = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True)
    source = Path(runtime_package.__file__).resolve().parents[1]
    dependencies = [entry for entry in sys.path if entry.endswith("site-packages")]
    site = path / "lib" / VERSION / "site-packages"
    (site / "runtime-under-test.pth").write_text("\n".join([str(source), *dependencies]) + "\n")
    launcher = path / "bin" / "runtime"
    launcher.write_text(
        f"#!{path}/bin/python\nimport sys\nfrom runtime.cli.main import entry\nsys.exit(entry())\n"
    )
    launcher.chmod(0o755)
    return path


def run_from(venv: Path, home: Path, work: Path, *args: str) -> Run:
    env = clean_env(home, **GIT_IDENTITY)
    done = subprocess.run(
        [str(venv / "bin" / "runtime"), "--output", "json", *args],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return Run(done)


@pytest.mark.parametrize("args", [["git", "status"], ["jq", "-n", "1"]], ids=["git", "jq"])
def test_no_child_runs_while_the_runtimes_site_packages_lie_in_a_write_root(
    venv: Path, home: Path, work: Path, args: list[str]
) -> None:
    init_repo(work)
    assert run_from(venv, home, work, "version").code == 0  # the venv's runtime works
    ran = run_from(venv, home, work, "command", "run", *args)
    assert ran.code == 4, ran
    message = ran.json["error"]["message"]
    assert "the runtime's own code lies in a write root" in message, message
    assert str(venv / "lib" / VERSION / "site-packages") in message, message
    record = trail_operations(home)[-1]
    assert (record["decision"], record["rule"]) == ("deny", "runtime own files"), record


def test_a_pth_file_cannot_be_written_into_the_runtimes_site_packages(
    venv: Path, home: Path, work: Path
) -> None:
    planted = venv / "lib" / VERSION / "site-packages" / "x.pth"
    written = run_from(
        venv, home, work, "files", "write", str(planted.relative_to(work)), "import os\n"
    )
    assert written.code == 4, written
    assert "runtime own files" in written.json["error"]["message"], written
    assert not planted.exists()
    removed = run_from(venv, home, work, "files", "delete", "venv/bin/python")
    assert removed.code == 4 and (venv / "bin" / "python").exists(), removed


def test_the_launcher_and_the_package_are_refused_to_the_files_provider(
    runtime: Any, tmp_path: Path
) -> None:
    launcher = Path(RUNTIME).absolute()
    package = Path(runtime_package.__file__).resolve().parent
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nfile_policy:\n"
        f"  read_roots: [., {launcher.parent}, {package}]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    for path in (launcher, package / "pipeline.py"):
        read = runtime("--output", "json", "files", "read", str(path), env=env)
        assert read.code == 4, read
        assert "runtime own files" in read.json["error"]["message"], read
