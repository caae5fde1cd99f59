"""Ctrl-C, SIGTERM and SIGKILL in the middle of a capability: what the trail and the JSON say."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations, trail_records
from support.cli import RUNTIME, clean_env, write_capability

INTERRUPTED = 130


def processes_matching(marker: bytes) -> list[int]:
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{name}/cmdline").read_bytes()
        except OSError:
            continue
        if marker in cmdline:
            found.append(int(name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


def describe(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text() + repr(
            Path(f"/proc/{pid}/cmdline").read_bytes()
        )
    except OSError:
        return "gone"


def wait_for(marker: bytes, runner: subprocess.Popen[str], timeout: float = 60) -> list[int]:
    give_up = time.monotonic() + timeout
    while time.monotonic() < give_up:
        assert runner.poll() is None, runner.communicate()
        pids = [p for p in processes_matching(marker) if p != runner.pid]
        if pids:
            return pids
        time.sleep(0.02)
    raise AssertionError(f"no process with {marker!r} started")


STARTED: list[subprocess.Popen[str]] = []


@pytest.fixture(autouse=True)
def _no_runtime_outlives_its_test() -> Any:
    yield
    while STARTED:
        proc = STARTED.pop()
        if proc.poll() is None:  # a failed assertion left it running: its sandbox dies with it
            proc.kill()
            proc.communicate()


def start(home: Path, work: Path, *args: str, env: dict[str, str] | None = None) -> Any:
    proc = subprocess.Popen(
        [RUNTIME, "--output", "json", *args],
        cwd=work,
        env=clean_env(home, **(env or {})),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    STARTED.append(proc)
    return proc


@pytest.fixture
def slow_tool(tmp_path: Path, work: Path) -> dict[str, str]:
    """A `jq` in a trusted directory that takes 30 s (a long binary step)."""
    trusted = tmp_path / "trusted"
    trusted.mkdir()
    tool = trusted / "jq"
    tool.write_text("#!/bin/sh\n/bin/sleep 30\necho done\n")
    tool.chmod(0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\nallowed_binaries: [jq, git]\ncommand_policy:\n"
        f"  search_path: [{trusted}, /usr/bin, /bin]\n"
        "  effects: {jq: [read, write, exec]}\n"  # the stand-in runs sleep
    )
    return {"RUNTIME_POLICY_FILE": str(policy), "marker": str(tool)}


THREE_STEPS = (
    "version: v1\nworkflow:\n"
    "  - provider: files\n    args: [write, one.txt, '1']\n"
    "  - binary: {binary}\n    args: {args}\n"
    "  - provider: files\n    args: [write, three.txt, '3']\n"
)


def assert_interrupted(run: subprocess.Popen[str], work: Path, home: Path, name: str) -> None:
    stdout, stderr = run.communicate(timeout=60)
    assert run.returncode == INTERRUPTED, (stdout, stderr)
    steps = json.loads(stdout)["steps"]
    assert [s["status"] for s in steps] == ["ok", "interrupted", "not-run"]
    assert steps[1]["error"] == f"interrupted by {name}" and steps[1]["exit_code"] == 130
    assert (work / "one.txt").exists() and not (work / "three.txt").exists()
    operations = trail_operations(home)
    assert [(o["capability"]["step"], o["outcome"]) for o in operations] == [
        (0, "ok"),
        (1, "interrupted"),
    ]
    assert operations[1]["exit_code"] == 130 and operations[1]["error"] == f"interrupted by {name}"


def test_sigint_during_a_real_git_step(home: Path, work: Path) -> None:
    fifo = f"patch-{os.urandom(6).hex()}.fifo"  # a name no other run's process carries
    os.mkfifo(work / fifo)  # git blocks opening it: a git step that is still running
    write_capability(work, "c.md", THREE_STEPS.format(binary="git", args=f"[apply, {fifo}]"))
    run = start(home, work, "capability", "execute", "c.md")
    children = wait_for(b"apply\0" + fifo.encode(), run)  # git, and bwrap when sandboxed
    run.send_signal(signal.SIGINT)
    assert_interrupted(run, work, home, "SIGINT")
    assert not [pid for pid in children if alive(pid)]  # gone before the outcome was written


def test_sigint_and_sigterm_during_a_long_binary_step(
    home: Path, work: Path, slow_tool: dict[str, str]
) -> None:
    marker = slow_tool.pop("marker").encode()
    write_capability(work, "c.md", THREE_STEPS.format(binary="jq", args="[.]"))
    for signum, name in ((signal.SIGINT, "SIGINT"), (signal.SIGTERM, "SIGTERM")):
        for leftover in (home / "audit.jsonl", work / "one.txt"):
            leftover.unlink(missing_ok=True)
        run = start(home, work, "capability", "execute", "c.md", env=slow_tool)
        children = wait_for(marker, run)
        run.send_signal(signum)
        assert_interrupted(run, work, home, name)
        assert not [(pid, describe(pid)) for pid in children if alive(pid)]


def test_sigint_during_a_typed_binary_run(
    home: Path, work: Path, slow_tool: dict[str, str]
) -> None:
    marker = slow_tool.pop("marker").encode()
    run = start(home, work, "command", "run", "jq", ".", env=slow_tool)
    wait_for(marker, run)
    run.send_signal(signal.SIGINT)
    stdout, _ = run.communicate(timeout=60)
    assert run.returncode == INTERRUPTED
    assert json.loads(stdout)["error"]["message"] == "interrupted by SIGINT"
    (operation,) = trail_operations(home)
    assert operation["outcome"] == "interrupted" and operation["binary"] == "jq"


def test_sigkill_mid_capability_repeated_leaves_every_action_announced(
    home: Path, work: Path, slow_tool: dict[str, str], runtime: Any
) -> None:
    """Killed at four points: each append that happened has its intent; tail shows unfinished."""
    slow_tool.pop("marker")
    tool = Path(slow_tool["RUNTIME_POLICY_FILE"]).parent / "trusted" / "jq"
    tool.write_text("#!/bin/sh\n/bin/sleep 0.3\n")
    steps = []
    for n in range(8):
        steps.append(f"  - provider: files\n    args: [append, out.txt, 'line {n}\\n']\n")
        steps.append("  - binary: jq\n    args: [.]\n")
    write_capability(work, "c.md", "version: v1\nworkflow:\n" + "".join(steps))
    out = work / "out.txt"
    for kill_after in (1, 3, 5, 7):
        run = start(home, work, "capability", "execute", "c.md", env=slow_tool)
        give_up = time.monotonic() + 60
        while not (out.exists() and len(out.read_text().splitlines()) >= kill_after):
            assert run.poll() is None and time.monotonic() < give_up, run.communicate()
            time.sleep(0.005)
        run.send_signal(signal.SIGKILL)
        run.wait(timeout=60)
        written = out.read_text().splitlines()
        announced = [
            r["args"][2].strip()
            for r in trail_records(home)
            if r["kind"] == "intent" and r.get("provider") == "files"
        ]
        assert written and all(line in announced for line in written)  # no action unannounced
        out.unlink()
    records = trail_records(home)
    intents = {r["id"] for r in records if r["kind"] == "intent"}
    outcomes = {r["id"] for r in records if r["kind"] == "outcome"}
    assert outcomes <= intents
    missing = intents - outcomes
    assert 1 <= len(missing) <= 4  # at most one per killed run
    tail = runtime("--output", "json", "audit", "tail", "-n", "200").json["output"]["records"]
    assert {r["id"] for r in tail if r["outcome"] == "unfinished"} == missing
    assert "unfinished" in runtime("audit", "tail", "-n", "200").stdout
    assert runtime("audit", "verify").code == 0


@pytest.fixture
def own_handlers() -> Any:
    """This process with the runtime's SIGINT and SIGTERM handlers; pytest's put back after."""
    from runtime.interrupts import catch_termination

    before = {signum: signal.getsignal(signum) for signum in (signal.SIGINT, signal.SIGTERM)}
    catch_termination()
    yield
    for signum, handler in before.items():
        signal.signal(signum, handler)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_while_a_record_is_written_arrives_when_it_is_written(
    signum: int, own_handlers: None, tmp_path: Path
) -> None:
    """SIGINT or SIGTERM during an append waits for the whole record, then is raised."""
    from runtime.audit import log
    from runtime.interrupts import Terminated

    trail = tmp_path / "audit.jsonl"
    written: list[int] = []
    with pytest.raises(KeyboardInterrupt) as caught, log.SignalsHeld():
        os.kill(os.getpid(), signum)
        os.kill(os.getpid(), signum)  # twice: raised once
        written.append(log.append({"n": 1}, str(trail)))
    assert written == [1] and trail.read_text().count("\n") == 1
    assert isinstance(caught.value, Terminated) == (signum == signal.SIGTERM)
    with log.SignalsHeld():  # nothing left over for the next record
        log.append({"n": 2}, str(trail))


def test_under_another_programs_handler_a_record_write_blocks_the_signal(
    own_handlers: None, tmp_path: Path
) -> None:
    from runtime.audit import log

    heard: list[str] = []
    signal.signal(signal.SIGINT, lambda signum, frame: heard.append("handled"))
    with log.SignalsHeld():
        # to this thread: the mask is per thread, and an earlier test may have left others
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)
        log.append({"n": 1}, str(tmp_path / "audit.jsonl"))
        heard.append("written")
    assert heard == ["written", "handled"]
