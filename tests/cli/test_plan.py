"""plan: every denial reported, no process, no write, no network, no audit record."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from support.cli import RUNTIME, write_capability

MIXED = """version: v1
inputs:
  path:
    required: true
  optional_note:
    required: false
workflow:
  - provider: files
    args: [write, "${path}", "${optional_note}"]
  - provider: files
    args: [delete, "${path}"]
  - binary: git
    args: [-C, ., push, origin, --force]
  - provider: github
    args: [api, DELETE, /repos/a/b]
  - binary: git
    args: [status]
"""


def test_plan_reports_every_denied_step(runtime: Any, work: Path) -> None:
    write_capability(work, "c.md", MIXED)
    run = runtime("--output", "json", "capability", "plan", "c.md", "--input", "path=x.txt")
    assert run.code == 4, run
    steps = run.json["steps"]
    assert [s["status"] for s in steps] == ["allowed", "denied", "denied", "denied", "allowed"]
    assert steps[0]["args"] == ["write", "x.txt", "${optional_note}"]
    assert 'providers.files.denied "delete"' in steps[1]["decision"]["rule"]
    assert "push --force" in steps[2]["decision"]["rule"]
    assert steps[4]["pinned"].endswith("/git")


def test_plan_missing_required_input_exits_6(runtime: Any, work: Path) -> None:
    write_capability(work, "c.md", MIXED)
    run = runtime("--output", "json", "capability", "plan", "c.md")
    assert run.code == 6 and "path" in run.json["error"]["message"]


def test_plan_defers_identity_checks(runtime: Any, work: Path, tmp_path: Path) -> None:
    policy = tmp_path / "p.yaml"
    policy.write_text("schema_version: 3\nidentities:\n  github: [alice]\n")
    write_capability(
        work, "c.md", "version: v1\nworkflow:\n  - provider: github\n    args: [user, get]\n"
    )
    run = runtime(
        "--output", "json", "capability", "plan", "c.md", env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert run.code == 0
    assert run.json["steps"][0]["decision"]["deferred"] == ["identities.github ['alice']"]


PROBE = r"""
import builtins, os, socket, subprocess, sys
def refuse(*a, **k):
    raise SystemExit("side effect attempted: %r" % (a[:1],))
subprocess.Popen.__init__ = refuse
os.fork = refuse
os.execv = refuse
os.posix_spawn = refuse
socket.socket.connect = refuse
real_open = builtins.open
def guarded_open(file, mode="r", *a, **k):
    if any(c in mode for c in "wax+"):
        refuse(file)
    return real_open(file, mode, *a, **k)
builtins.open = guarded_open
real_os_open = os.open
def guarded_os_open(path, flags, *a, **k):
    if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
        refuse(path)
    return real_os_open(path, flags, *a, **k)
os.open = guarded_os_open
os.mkdir = os.makedirs = os.rename = os.replace = os.unlink = refuse
sys.argv = ["runtime"] + sys.argv[1:]
from runtime.cli.main import entry
sys.exit(entry())
"""


def test_plan_starts_no_process_and_writes_nothing(work: Path, tmp_path: Path) -> None:
    write_capability(work, "c.md", MIXED)
    home = tmp_path / "home"
    before = sorted(p.name for p in work.iterdir())
    env = {k: v for k, v in os.environ.items() if not k.startswith("RUNTIME_")}
    env["ENGINEERING_RUNTIME_HOME"] = str(home)
    # Bootstrap (its own lifecycle stage) may write the Home; plan itself may not.
    subprocess.run([RUNTIME, "version"], cwd=work, env=env, check=True, capture_output=True)
    home_before = sorted(str(p) for p in home.rglob("*")) if home.exists() else []
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            PROBE,
            "--output",
            "json",
            "capability",
            "plan",
            "c.md",
            "--input",
            "path=x.txt",
        ],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "side effect attempted" not in proc.stderr + proc.stdout, proc.stderr
    assert proc.returncode == 4, proc.stderr
    assert sorted(p.name for p in work.iterdir()) == before
    assert not (home / "audit.jsonl").exists()
    assert (sorted(str(p) for p in home.rglob("*")) if home.exists() else []) == home_before


def test_the_probe_catches_a_side_effect(work: Path, tmp_path: Path) -> None:
    write_capability(
        work, "c.md", "version: v1\nworkflow:\n  - provider: files\n    args: [write, a, b]\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("RUNTIME_")}
    env["ENGINEERING_RUNTIME_HOME"] = str(tmp_path / "home")
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, "capability", "execute", "c.md"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "side effect attempted" in proc.stderr + proc.stdout


INVALID_AFTER_SUBSTITUTION = """version: v1
inputs:
  repository:
    required: true
workflow:
  - provider: files
    args: [list, .]
  - provider: github
    args: [repo, view, "${repository}"]
"""


def test_a_step_made_invalid_by_an_input_is_invalid_not_denied(runtime: Any, work: Path) -> None:
    write_capability(work, "c.md", INVALID_AFTER_SUBSTITUTION)
    plan = runtime("--output", "json", "capability", "plan", "c.md", "--input", "repository=nope")
    assert plan.code == 3, plan
    assert [s["status"] for s in plan.json["steps"]] == ["allowed", "invalid"]
    assert "'nope' is not OWNER/REPO" in plan.json["steps"][1]["error"]
    run = runtime("--output", "json", "capability", "execute", "c.md", "--input", "repository=nope")
    assert run.code == 3
    assert [s["status"] for s in run.json["steps"]] == ["ok", "invalid"]
