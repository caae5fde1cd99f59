"""Issue 26: the forwarder checks its cursor against the trail before it trusts it.

After the trail is rotated, deleted, truncated or replaced by another chain, every record
the collector has not had reaches a real rsyslog, stderr says the cursor did not hold, and
`audit forward --status` tells the truth about the backlog before and after. On main every
new record whose seq was not above the old cursor was skipped, and --status said backlog 0.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from support.cli import Run
from support.rsyslog import Collector, parse

Runner = Callable[..., Run]


@pytest.fixture
def collector(tmp_path: Path) -> Iterator[Collector]:
    server = Collector(tmp_path / "rsyslog")
    server.start()
    yield server
    server.stop()


def config_for(tmp_path: Path, url: str) -> dict[str, str]:
    path = tmp_path / "config.yaml"
    path.write_text(f"schema_version: 2\naudit:\n  forward:\n    syslog: {url}\n")
    return {"RUNTIME_CONFIG_FILE": str(path)}


def trail(home: Path) -> list[str]:
    path = home / "audit.jsonl"
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def appends(runtime: Runner, env: dict[str, str], count: int, marker: str) -> list[Run]:
    runs = [runtime("files", "append", "./log.txt", f"{marker}-{i}", env=env) for i in range(count)]
    assert all(run.code == 0 for run in runs), runs
    return runs


def received(collector: Collector, count: int) -> set[str]:
    return {parse(line)[0]["msg"] for line in collector.wait_for(count)}


def forward_status(runtime: Runner, env: dict[str, str]) -> dict[str, Any]:
    run = runtime("--output", "json", "audit", "forward", "--status", env=env)
    assert run.code == 0, run
    output: dict[str, Any] = run.json["output"]
    return output


def rotate(home: Path) -> None:
    (home / "audit.jsonl").rename(home / "audit.jsonl.1")  # logrotate's default


def delete(home: Path) -> None:
    (home / "audit.jsonl").unlink()


def truncate(home: Path) -> None:
    path = home / "audit.jsonl"
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:3]))  # cut back past the cursor


def replace_by_another_chain(home: Path) -> None:
    """A longer trail of another Home: its bytes at the old offset are mid-line."""
    other = home.parent / "other-home" / "audit.jsonl"
    shutil.copy(other, home / "audit.jsonl")


CHANGES = {
    "rotated": rotate,
    "deleted": delete,
    "truncated": truncate,
    "replaced": replace_by_another_chain,
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_every_record_reaches_the_collector_after_the_trail_changes(
    runtime: Runner, home: Path, tmp_path: Path, collector: Collector, change: str
) -> None:
    env = config_for(tmp_path, collector.url)
    if change == "replaced":
        other = {"ENGINEERING_RUNTIME_HOME": str(tmp_path / "other-home")}
        appends(runtime, other, 12, "other")  # no collector for this one
    appends(runtime, env, 4, "before")
    before = trail(home)
    assert received(collector, len(before)) >= set(before)
    assert forward_status(runtime, env)["backlog"] == 0

    CHANGES[change](home)
    after_change = trail(home)
    runs = appends(runtime, env, 3, "after")
    local = trail(home)
    assert set(local) - set(after_change)  # new records were written
    assert received(collector, len(before) + len(local)) >= set(local)
    notices = [run.stderr for run in runs if "forward cursor" in run.stderr]
    assert len(notices) == 1, [run.stderr for run in runs]  # said once, by the first command
    assert "is no longer in the trail" in notices[0]
    status = forward_status(runtime, env)
    assert status["backlog"] == 0
    assert status["cursor"]["state"] == "verified"
    assert status["cursor"]["seq"] == json.loads(local[-1])["seq"]


@pytest.mark.parametrize("change", ["rotated", "truncated"])
def test_forward_status_tells_the_backlog_after_the_trail_changed(
    runtime: Runner, home: Path, tmp_path: Path, change: str
) -> None:
    server = Collector(tmp_path / "rsyslog")
    env = config_for(tmp_path, server.url)
    server.start()
    try:
        appends(runtime, env, 4, "before")
    finally:
        server.stop()
    CHANGES[change](home)
    appends(runtime, env, 3, "while-down")  # the collector is down: nothing is confirmed
    local = trail(home)
    status = forward_status(runtime, env)
    assert status["cursor"]["state"] == "lost"
    assert status["backlog"] == len(local)  # the whole trail waits, not 0
    text = runtime("audit", "forward", "--status", env=env)
    assert "not in the trail" in text.stdout, text
    server.start()
    try:
        sent = runtime("--output", "json", "audit", "forward", env=env)
        assert sent.code == 0, sent
        assert "forward cursor" in sent.stderr  # the command says it re-synchronised
        assert sent.json["output"]["backlog"] == 0
        assert received(server, len(local)) >= set(local)
    finally:
        server.stop()


def test_a_record_moved_in_the_trail_is_found_by_its_hash(
    runtime: Runner, home: Path, tmp_path: Path, collector: Collector
) -> None:
    env = config_for(tmp_path, collector.url)
    appends(runtime, env, 3, "before")
    path = home / "audit.jsonl"
    path.write_bytes(b"\n\n" + path.read_bytes())  # the same chain, every offset moved
    appends(runtime, env, 2, "after")
    local = trail(home)
    lines = collector.wait_for(len(local))
    assert set(local) - {""} <= {parse(line)[0]["msg"] for line in lines}
    assert len(lines) == len([line for line in local if line])  # nothing sent twice
    assert forward_status(runtime, env)["backlog"] == 0
