"""Issue 26: every wait on the collector has a deadline, and the forward lock never holds a
command: a collector that trickles bytes after the half-close, or another process sitting on
the lock, leaves the records for later and the command exits.

Each case runs the installed CLI to its end (`run_to_end`: returned, and no process of it
left); the bound is generous, never a speed claim: on main these never returned.
"""

from __future__ import annotations

import fcntl
import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.cli import Run, clean_env
from support.hostile import TricklingCollector, run_to_end
from support.rsyslog import Collector, parse

GENEROUS = 60.0


def forward_config(tmp_path: Path, url: str, timeout_ms: int) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text(
        f"schema_version: 2\naudit:\n  forward:\n    syslog: {url}\n    timeout_ms: {timeout_ms}\n"
    )
    return path


def trail(home: Path) -> list[str]:
    return (home / "audit.jsonl").read_text(encoding="utf-8").splitlines()


def status(home: Path, work: Path, config: Path) -> Run:
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
    return run_to_end(["--output", "json", "audit", "forward", "--status"], env, work, GENEROUS)


@pytest.fixture
def trickler() -> Iterator[TricklingCollector]:
    with TricklingCollector() as server:
        yield server


def test_a_collector_trickling_after_the_half_close_cannot_hold_the_command(
    home: Path, work: Path, tmp_path: Path, trickler: TricklingCollector
) -> None:
    config = forward_config(tmp_path, trickler.url, 300)
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
    run = run_to_end(["files", "append", "./log.txt", "x"], env, work, GENEROUS)
    assert run.code == 0, run
    assert "did not close its side within the 300 ms deadline of audit.forward.timeout_ms" in (
        run.stderr
    )
    assert trickler.half_closed >= 1  # the records were sent; only the confirmation never came
    left = status(home, work, config)
    assert left.json["output"]["backlog"] == len(trail(home))  # kept for later, not dropped


def test_commands_in_one_home_all_exit_while_the_collector_trickles(
    home: Path, work: Path, tmp_path: Path, trickler: TricklingCollector
) -> None:
    config = forward_config(tmp_path, trickler.url, 300)
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
    runs: list[Run | BaseException] = []

    def one(index: int) -> None:
        try:
            runs.append(run_to_end(["files", "append", f"./log{index}.txt", "x"], env, work,
                                   GENEROUS))  # fmt: skip
        except BaseException as error:  # reported below, not lost in the thread
            runs.append(error)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(isinstance(run, Run) and run.code == 0 for run in runs), runs
    left = status(home, work, config)
    assert left.json["output"]["backlog"] == len(trail(home))


def test_a_held_forward_lock_leaves_the_cursor_for_later_and_the_command_exits(
    home: Path, work: Path, tmp_path: Path
) -> None:
    collector = Collector(tmp_path / "rsyslog")
    collector.start()
    try:
        config = forward_config(tmp_path, collector.url, 300)
        env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
        home.mkdir(parents=True, exist_ok=True)
        lock = os.open(home / "audit-forward.lock", os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(lock, fcntl.LOCK_EX)  # another process that never lets go
        try:
            run = run_to_end(["files", "append", "./log.txt", "x"], env, work, GENEROUS)
            assert run.code == 0, run
            assert "audit-forward.lock past the 300 ms of audit.forward.timeout_ms" in run.stderr
            waiting = status(home, work, config)
            assert waiting.json["output"]["backlog"] == len(trail(home))
        finally:
            os.close(lock)
        sent = run_to_end(["--output", "json", "audit", "forward"], env, work, GENEROUS)
        assert sent.code == 0, sent
        assert sent.json["output"]["backlog"] == 0
        local = trail(home)
        received = {parse(line)[0]["msg"] for line in collector.wait_for(len(local))}
        assert set(local) <= received
    finally:
        collector.stop()


def test_a_fresh_home_reads_well_in_forward_status(home: Path, work: Path, tmp_path: Path) -> None:
    config = forward_config(tmp_path, "tcp://127.0.0.1:9", 300)
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
    text = run_to_end(["audit", "forward", "--status"], env, work, GENEROUS)
    assert text.code == 0, text
    assert "None" not in text.stdout
    assert "nothing confirmed yet" in text.stdout
    shown = run_to_end(["config", "validate"], env, work, GENEROUS)
    assert "None" not in shown.stdout and "nothing confirmed yet" in shown.stdout
    data = run_to_end(["--output", "json", "audit", "forward", "--status"], env, work, GENEROUS)
    assert data.json["output"]["cursor"]["state"] == "start"
    assert json.dumps(data.json["output"]["cursor"]["seq"]) == "null"
