"""The repository's pre-commit hook under the real pre-commit, and the composite Action's scripts."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from support.cli import clean_env, write_capability

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PRE_COMMIT = shutil.which("pre-commit", path=str(BIN))
GOOD = "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n"
BROKEN = "version: v1\nworkflow:\n  - provider: filez\n    args: [x]\n"


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


def hook_as_local(tmp_path: Path) -> Path:
    """The shipped hook, unchanged but for `language: system`: installing it would need the
    network, so the runtime under test (on PATH) runs it instead."""
    (hook,) = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    assert hook["language"] == "python"
    local = {**hook, "language": "system"}
    config = tmp_path / "scratch" / ".pre-commit-config.yaml"
    config.parent.mkdir()
    config.write_text(yaml.safe_dump({"repos": [{"repo": "local", "hooks": [local]}]}))
    return config.parent


def pre_commit(scratch: Path, home: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    assert PRE_COMMIT is not None, "pre-commit is a test dependency"
    env = clean_env(home, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-cache"))
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(
        [PRE_COMMIT, "run", "--all-files", "--color", "never"],
        cwd=scratch,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_pre_commit_hook_fails_a_broken_capability_and_skips_a_plain_readme(
    tmp_path: Path, home: Path
) -> None:
    scratch = hook_as_local(tmp_path)
    git(scratch, "init", "-q")
    write_capability(scratch, "caps/good.md", GOOD)
    broken = write_capability(scratch, "caps/broken.md", BROKEN)
    (scratch / "README.md").write_text("# Scratch\n\nNo runtime block in here.\n")
    (scratch / "notes.txt").write_text("not markdown\n")
    git(scratch, "add", ".")
    failing = pre_commit(scratch, home, tmp_path)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "validate runtime capabilities" in failing.stdout and "Failed" in failing.stdout
    assert "broken.md" in failing.stdout and "[unregistered-provider]" in failing.stdout
    assert "README.md" not in failing.stdout
    assert "2 file(s): 1 valid, 1 invalid" in failing.stdout

    broken.unlink()
    git(scratch, "add", "-A")
    passing = pre_commit(scratch, home, tmp_path)
    assert passing.returncode == 0, passing.stdout + passing.stderr
    assert "Passed" in passing.stdout


def action() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((REPO / "action.yml").read_text())
    return loaded


def run_step(
    step: dict[str, Any], env: dict[str, str], cwd: Path
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def action_run(work: Path, home: Path, tmp_path: Path, **inputs: str) -> tuple[int, str, str]:
    """The validate and final steps as the runner would run them: exit code and outputs."""
    steps = {step["name"]: step for step in action()["runs"]["steps"]}
    outputs = tmp_path / "github-output"
    outputs.write_text("")
    env = clean_env(home, GITHUB_OUTPUT=str(outputs))
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    defaults = {name: spec.get("default", "") for name, spec in action()["inputs"].items()}
    values = {**defaults, **inputs}
    env.update(
        PATHS=values["paths"], ONLY=values["capabilities-only"], SARIF=values["sarif"],
        SARIF_FILE=values["sarif-file"],
    )  # fmt: skip
    validated = run_step(steps["Validate capabilities"], env, work)
    assert validated.returncode == 0, validated.stderr  # the step itself never fails the job
    code = outputs.read_text().strip().removeprefix("code=")
    final = run_step(steps["Fail when validation failed"], {**env, "CODE": code}, work)
    return final.returncode, code, validated.stdout


def test_the_action_never_masks_the_exit_code(work: Path, home: Path, tmp_path: Path) -> None:
    manifest = action()
    assert manifest["runs"]["using"] == "composite"
    final = manifest["runs"]["steps"][-1]
    assert final["if"] == "${{ always() }}"
    upload = next(s for s in manifest["runs"]["steps"] if s["name"] == "Upload SARIF")
    assert "always()" in upload["if"]
    write_capability(work, "caps/good.md", GOOD)
    assert action_run(work, home, tmp_path, paths="caps")[:2] == (0, "0")
    write_capability(work, "caps/broken.md", BROKEN)
    code, recorded, stdout = action_run(work, home, tmp_path, paths="caps", sarif="true")
    assert (code, recorded) == (3, "3")
    assert "::error file=caps/broken.md,line=6,col=15,title=unregistered-provider::" in stdout
    assert (work / "runtime-capabilities.sarif").read_text().startswith("{")


CHANGELOG = "# Changelog\n\n## 1.0.0\n\n- the first release\n"
DOCS = "# Using the runtime\n\nRun it:\n\n```sh\nruntime version\n```\n"
YAML_FENCED = (
    "# An example\n\n```yaml\nversion: v1\nworkflow:\n  - provider: files\n"
    "    args: [read, ./notes.txt]\n```\n"
)


def test_the_actions_defaults_pass_a_repository_of_ordinary_markdown(
    work: Path, home: Path, tmp_path: Path
) -> None:
    """Issue 27 item 10: `paths: .` with the defaults, a docs page and a CHANGELOG: exit 0."""
    (work / "CHANGELOG.md").write_text(CHANGELOG)
    (work / "docs").mkdir()
    (work / "docs" / "usage.md").write_text(DOCS)
    write_capability(work, "caps/good.md", GOOD)
    code, recorded, stdout = action_run(work, home, tmp_path)
    assert (code, recorded) == (0, "0"), stdout
    assert "::error" not in stdout


def test_the_action_names_a_capability_fenced_as_yaml(
    work: Path, home: Path, tmp_path: Path
) -> None:
    (work / "CHANGELOG.md").write_text(CHANGELOG)
    (work / "docs").mkdir()
    (work / "docs" / "example.md").write_text(YAML_FENCED)
    code, recorded, stdout = action_run(work, home, tmp_path)
    assert (code, recorded) == (0, "0"), stdout
    assert "::warning file=docs/example.md,line=3,title=yaml-fenced-capability::" in stdout
