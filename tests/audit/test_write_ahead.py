"""When the intent cannot be written nothing runs: no file changes, no child starts, exit 8."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support.cli import write_capability

AUDIT_UNAVAILABLE = 8


def read_only(home: Path) -> str:
    (home / "audit.jsonl").chmod(0o400)  # root ignores the mode; the runtime does not
    return "it is read-only (mode 0400)"


def a_directory(home: Path) -> str:
    (home / "audit.jsonl").unlink()
    (home / "audit.jsonl").mkdir()
    return "it is a directory"


def a_dangling_symlink(home: Path) -> str:
    (home / "audit.jsonl").unlink()
    (home / "audit.jsonl").symlink_to(home / "gone" / "audit.jsonl")
    return "it is a dangling symbolic link to"


def full_filesystem(home: Path) -> str:
    from runtime.audit import log

    trail = home / "audit.jsonl"  # end the trail on a page boundary: the next record needs a page
    start = trail.stat().st_size
    log.append({"pad": ""}, str(trail))
    probe = trail.stat().st_size - start
    log.append({"pad": "x" * (-(trail.stat().st_size + probe) % 4096)}, str(trail))
    assert trail.stat().st_size % 4096 == 0
    fd = os.open(home / "filler", os.O_WRONLY | os.O_CREAT)  # the Home is a small tmpfs
    try:
        while os.write(fd, b"\0" * 4096):
            pass
    except OSError as error:
        assert error.errno == 28  # ENOSPC: the filesystem is full
    finally:
        os.close(fd)
    return "No space left on device"


@pytest.fixture
def small_home(home: Path) -> Iterator[Path]:
    """The Home on its own 2 MB tmpfs, so the test can fill it."""
    home.mkdir(parents=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(home)], check=True)
    try:
        yield home
    finally:
        subprocess.run(["umount", "-l", str(home)], check=True)


CASES = [read_only, a_directory, a_dangling_symlink, full_filesystem]


@pytest.mark.parametrize("breakage", CASES)
def test_nothing_runs_when_the_intent_cannot_be_written(
    runtime: Any, small_home: Path, work: Path, breakage: Any
) -> None:
    assert runtime("files", "write", "seed.txt", "x").code == 0  # bootstrap and a first record
    (work / "target.txt").write_text("old\n")
    reason = breakage(small_home)
    trail = small_home / "audit.jsonl"
    before = trail.read_bytes() if trail.is_file() else None

    run = runtime("--output", "json", "files", "write", "target.txt", "new")
    assert run.code == AUDIT_UNAVAILABLE, run
    assert (work / "target.txt").read_text() == "old\n"
    error = run.json["error"]
    assert error["code"] == "audit-unavailable"
    assert f"the audit trail {trail} cannot be written" in error["message"]
    assert reason in error["message"] and "nothing was run" in error["message"]

    git = runtime("command", "run", "git", "init", "-q", "repo")
    assert git.code == AUDIT_UNAVAILABLE, git
    assert not (work / "repo").exists()  # git never started
    assert reason in git.stderr

    if before is not None:
        assert trail.read_bytes() == before  # no torn intent left behind either


def test_a_capability_stops_at_the_step_whose_intent_cannot_be_written(
    runtime: Any, home: Path, work: Path
) -> None:
    write_capability(
        work,
        "c.md",
        "version: v1\nworkflow:\n  - provider: files\n    args: [write, one.txt, '1']\n"
        "  - binary: git\n    args: [init, -q, repo]\n",
    )
    assert runtime("files", "write", "seed.txt", "x").code == 0
    read_only(home)
    run = runtime("--output", "json", "capability", "execute", "c.md")
    assert run.code == AUDIT_UNAVAILABLE, run
    steps = run.json["steps"]
    assert [s["status"] for s in steps] == ["audit-unavailable", "not-run"]
    assert steps[0]["ran"] is False and "cannot be written" in steps[0]["error"]
    assert not (work / "one.txt").exists() and not (work / "repo").exists()
    text = runtime("capability", "execute", "c.md")
    assert text.code == AUDIT_UNAVAILABLE and "read-only (mode 0400)" in text.stderr


def test_the_exit_code_is_documented() -> None:
    from runtime import exit_codes

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    assert exit_codes.AUDIT == AUDIT_UNAVAILABLE
    assert "| 8 | the audit trail cannot be written" in readme


def test_an_outcome_that_cannot_be_written_says_the_step_ran(
    runtime: Any, home: Path, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The intent went in, the action happened, the outcome did not: said so, never hidden."""
    from runtime.audit import log
    from runtime.model import Request
    from runtime.pipeline import execute
    from runtime.policy.load import load_policy

    assert runtime("version").code == 0
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(home))
    real_append = log.append
    writes: list[str] = []

    def append_then_fail(record: dict[str, Any], path: str | None = None) -> int:
        writes.append(record["kind"])
        if record["kind"] == "outcome":
            raise log.AuditUnavailable(str(home / "audit.jsonl"), "No space left on device")
        return real_append(record, path)

    monkeypatch.setattr(log, "append", append_then_fail)
    request = Request.for_provider("files", ["write", "done.txt", "yes"])
    with pytest.raises(log.AuditUnavailable) as caught:
        execute(request, load_policy(), str(work))
    assert writes == ["intent", "outcome"]
    assert (work / "done.txt").read_text() == "yes"
    assert "the step ran (ok) but its outcome is not recorded" in str(caught.value)
    tail = runtime("--output", "json", "audit", "tail", "-n", "1").json["output"]["records"]
    assert tail[0]["outcome"] == "unfinished" and tail[0]["args"] == ["write", "done.txt", "yes"]


def test_a_long_lived_process_notices_the_trail_changing_under_it(tmp_path: Path) -> None:
    """The trail's fd is kept open across appends, but never past a change to the path."""
    from runtime.audit import log

    trail = tmp_path / "audit.jsonl"
    assert log.append({"n": 1}, str(trail)) == 1
    trail.chmod(0o400)
    with pytest.raises(log.AuditUnavailable, match="read-only"):
        log.append({"n": 2}, str(trail))
    trail.chmod(0o600)
    assert log.append({"n": 2}, str(trail)) == 2
    trail.rename(tmp_path / "moved.jsonl")
    trail.mkdir()
    with pytest.raises(log.AuditUnavailable, match="it is a directory"):
        log.append({"n": 3}, str(trail))
    trail.rmdir()
    assert log.append({"n": 1}, str(trail)) == 1  # a new trail starts a new chain
    assert (tmp_path / "moved.jsonl").read_text().count("\n") == 2
