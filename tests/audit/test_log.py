"""The audit trail: parallel writers lose nothing, torn lines never break readers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from runtime.audit import log

WRITER = """
import sys
from runtime.audit import log
path, worker, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for n in range(count):
    log.append({"worker": worker, "n": n, "pad": "x" * (n % 300)}, path)
"""


def test_eight_processes_append_a_thousand_records_each(tmp_path: Path) -> None:
    trail = tmp_path / "audit.jsonl"
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(trail), str(w), "1000"])
        for w in range(8)
    ]
    assert all(p.wait(timeout=120) == 0 for p in procs)
    lines = trail.read_text().splitlines()
    assert len(lines) == 8000
    records = [json.loads(line) for line in lines]
    for worker in range(8):
        assert sorted(r["n"] for r in records if r["worker"] == worker) == list(range(1000))


def test_a_process_killed_mid_run_leaves_a_readable_trail(
    tmp_path: Path, runtime: Any, home: Path
) -> None:
    trail = home / "audit.jsonl"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(trail), "1", "1000000"])
    time.sleep(0.5)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    with trail.open("ab") as handle:  # and a crash that tore the last line
        handle.write(b'{"worker": 9, "n": 0, "pa')
    log.append({"worker": 2, "n": 0}, str(trail))
    run = runtime("--output", "json", "audit", "tail", "-n", "5")
    assert run.code == 0
    records = run.json["output"]["records"]
    assert len(records) == 5
    assert records[-1] == {"worker": 2, "n": 0}


def test_tail_reads_only_the_end(tmp_path: Path) -> None:
    trail = tmp_path / "a.jsonl"
    for n in range(100):
        log.append({"n": n}, str(trail))
    assert [r["n"] for r in log.tail(3, str(trail))] == [97, 98, 99]
    assert log.tail(3, str(tmp_path / "missing.jsonl")) == []


def test_consumer_and_executor(monkeypatch: Any) -> None:
    monkeypatch.delenv("ENGINEERING_RUNTIME_CONSUMER", raising=False)
    monkeypatch.setenv("CI", "true")
    assert log.consumer() == "ci"
    monkeypatch.setenv("ENGINEERING_RUNTIME_CONSUMER", "agent")
    assert log.consumer() == "agent"
    monkeypatch.delenv("CI")
    monkeypatch.delenv("ENGINEERING_RUNTIME_CONSUMER")
    assert log.consumer() == "interactive"


def test_every_step_is_audited_with_its_capability(runtime: Any, work: Path, home: Path) -> None:
    from support.cli import write_capability

    write_capability(
        work,
        "c.md",
        "version: v1\nworkflow:\n  - provider: files\n    args: [write, a.txt, x]\n"
        "  - provider: files\n    args: [delete, a.txt]\n",
    )
    run = runtime("capability", "execute", "c.md")
    assert run.code == 4
    records = [json.loads(line) for line in (home / "audit.jsonl").read_text().splitlines()]
    assert [(r["operation"], r["decision"], r["outcome"]) for r in records] == [
        ("write", "allow", "ok"),
        ("delete", "deny", "denied"),
    ]
    assert records[1]["rule"] == 'providers.files.denied "delete"'
    assert records[0]["capability"]["step"] == 0 and records[0]["capability"]["digest"].startswith(
        "sha256:"
    )
    assert records[0]["consumer"] == "tests"
    assert os.stat(home / "audit.jsonl").st_mode & 0o077 == 0
