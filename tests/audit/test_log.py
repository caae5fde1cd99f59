"""The audit trail: parallel writers lose nothing, the chain stays linear, torn lines never break readers."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from runtime.audit import log
from runtime.audit.record import GENESIS
from support.audit import trail_operations, trail_records
from support.cli import clean_env

WRITER = """
import sys
from runtime.audit import log
path, worker, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for n in range(count):
    log.append({"worker": worker, "n": n, "pad": "x" * (n % 300)}, path)
"""

# 1,000 operations through the real pipeline (intent, engine, outcome) in one process
OPERATOR = """
import os, sys
from runtime.policy.load import load_policy
from runtime.model import Request
from runtime.pipeline import execute
worker, count = sys.argv[1], int(sys.argv[2])
policy = load_policy()
for n in range(count):
    record = execute(Request.for_provider("files", ["append", f"w{worker}.txt", f"{n}\\n"]),
                     policy, os.getcwd())
    assert record.status == "ok", record.to_json()
"""


def chain_of(lines: list[bytes]) -> list[tuple[int, str, str]]:
    """(seq, prev, the hash of the record before) for each line, in file order."""
    out = []
    before = GENESIS
    for line in lines:
        record = json.loads(line)
        out.append((record["seq"], record["prev"], before))
        before = hashlib.sha256(line).hexdigest()
    return out


def test_eight_processes_append_a_thousand_records_each(tmp_path: Path) -> None:
    trail = tmp_path / "audit.jsonl"
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(trail), str(w), "1000"])
        for w in range(8)
    ]
    assert all(p.wait(timeout=120) == 0 for p in procs)
    lines = trail.read_bytes().splitlines()
    assert len(lines) == 8000
    records = [json.loads(line) for line in lines]
    for worker in range(8):
        assert sorted(r["n"] for r in records if r["worker"] == worker) == list(range(1000))
    chain = chain_of(lines)
    assert [seq for seq, _, _ in chain] == list(range(1, 8001))
    assert all(prev == before for _, prev, before in chain)


def test_eight_processes_of_a_thousand_operations_chain_linearly_and_verify(
    runtime: Any, home: Path, work: Path
) -> None:
    assert runtime("version").code == 0  # bootstrap the Home once, before the writers race
    env = clean_env(home)
    procs = [
        subprocess.Popen([sys.executable, "-c", OPERATOR, str(w), "1000"], cwd=work, env=env)
        for w in range(8)
    ]
    assert all(p.wait(timeout=600) == 0 for p in procs)
    lines = (home / "audit.jsonl").read_bytes().splitlines()
    assert len(lines) == 16000
    chain = chain_of(lines)
    assert [seq for seq, _, _ in chain] == list(range(1, 16001))
    assert all(prev == before for _, prev, before in chain)
    records = [json.loads(line) for line in lines]
    intents = [r for r in records if r["kind"] == "intent"]
    outcomes = {r["id"]: r for r in records if r["kind"] == "outcome"}
    assert len(intents) == len(outcomes) == 8000
    assert all(outcomes[i["id"]]["seq"] > i["seq"] for i in intents)  # intent first, always
    assert all(outcomes[i["id"]]["outcome"] == "ok" for i in intents)
    for worker in range(8):
        assert (work / f"w{worker}.txt").read_text().split() == [str(n) for n in range(1000)]
    verified = runtime("--output", "json", "audit", "verify")
    assert verified.code == 0, verified
    assert verified.json["output"]["records"] == 16000
    assert verified.json["output"]["checkpoint"] == f"16000:{hashlib.sha256(lines[-1]).hexdigest()}"


def test_a_process_killed_mid_run_leaves_a_readable_trail(
    tmp_path: Path, runtime: Any, home: Path
) -> None:
    trail = home / "audit.jsonl"
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(trail), "1", "1000000"])
    time.sleep(0.5)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    with trail.open("ab") as handle:  # and a crash that tore the last line
        handle.write(b'{"seq": 999999, "worker": 9, "n": 0, "pa')
    written = log.append({"worker": 2, "n": 0}, str(trail))
    run = runtime("--output", "json", "audit", "tail", "-n", "5")
    assert run.code == 0
    output = run.json["output"]
    assert len(output["records"]) == 5
    assert output["skipped"] == 1  # the torn line, counted, not silently dropped
    last = output["records"][-1]
    assert (last["worker"], last["n"], last["seq"]) == (2, 0, written)
    assert output["records"][-2]["seq"] == written - 1  # the chain skipped the torn line
    assert runtime("audit", "verify").code == 0


def test_tail_reads_the_newest_records(tmp_path: Path) -> None:
    trail = tmp_path / "a.jsonl"
    for n in range(100):
        log.append({"n": n}, str(trail))
    assert [r["n"] for r in log.tail(3, str(trail)).records] == [97, 98, 99]
    assert log.tail(0, str(trail)).records == []
    assert log.tail(3, str(tmp_path / "missing.jsonl")).records == []


def test_records_after_a_seq_for_forwarders(tmp_path: Path) -> None:
    trail = tmp_path / "a.jsonl"
    for n in range(10):
        log.append({"n": n}, str(trail))
    with trail.open("ab") as handle:
        handle.write(b'{"seq":11,"prev":"torn')  # a crash: not a record
    after = list(log.records_after(7, str(trail)))
    assert [(r["seq"], r["n"]) for r in after] == [(8, 7), (9, 8), (10, 9)]
    assert list(log.records_after(10, str(trail))) == []


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
    records = trail_operations(home)
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


def test_intent_outcome_and_denial_records(runtime: Any, work: Path, home: Path) -> None:
    """The write is announced before it happens; a denial is one record naming the rule."""
    (work / "big.txt").write_text("x")
    assert runtime("files", "write", "a.txt", "hello").code == 0
    failed = runtime("files", "append", "missing-dir/b.txt", "x")
    assert failed.code == 1, failed
    assert runtime("files", "delete", "a.txt").code == 4
    records = trail_records(home)
    assert [r["kind"] for r in records] == ["intent", "outcome", "intent", "outcome", "denial"]
    intent, outcome = records[0], records[1]
    assert intent["id"] == outcome["id"] and intent["seq"] < outcome["seq"]
    assert (intent["command"], intent["effect"], intent["decision"]) == (
        "files write",
        "write",
        "allow",
    )
    assert intent["args"] == ["write", "a.txt", "hello"] and intent["rule"].startswith(
        "file_policy.write_roots"
    )
    assert "outcome" not in intent
    assert (outcome["outcome"], outcome["exit_code"], outcome["error"]) == ("ok", 0, None)
    assert isinstance(outcome["duration_ms"], int) and "identity" in outcome
    assert records[3]["outcome"] == "failed" and records[3]["error"]  # the message, redacted
    denial = records[4]
    assert (denial["decision"], denial["outcome"], denial["exit_code"]) == ("deny", "denied", 4)
    assert denial["rule"] == 'providers.files.denied "delete"' and "delete" in denial["error"]


def test_a_secret_that_json_would_escape_is_masked_before_encoding(tmp_path: Path) -> None:
    from runtime.audit.redact import register_secret

    secret = 'pa"ss\\word-9876'
    register_secret(secret)
    trail = tmp_path / "a.jsonl"
    log.append({"args": [f"--password={secret}", "plain"], "rule": 'x "y"'}, str(trail))
    text = trail.read_text()
    assert "word-9876" not in text and 'pa\\"ss' not in text  # nor in its escaped form
    record = json.loads(text)
    assert record["args"] == ["--password=***", "plain"] and record["rule"] == 'x "y"'


SECRET_WITH_CONTROL = "multi\nline-secret-4242"
SHAPES = [
    {"args": ["append", "./log.txt", "line"], "rule": 'x "y"', "n": 1, "none": None},
    {"args": ["--token", "ghp_" + "a" * 36]},
    {"ghp_" + "b" * 36: "a token as a key"},
    {"headers": {"Authorization": "Bearer abc.def-123"}},
    {"url": "https://user:hunter2@ghe.example/api"},
    {"output": "line one\nauthorization: token s3cr3t"},
    {"blob": "undecodable \udcff byte"},
    {"pair": ("tuple", "items"), "value": f"<{SECRET_WITH_CONTROL}>"},
]


@pytest.mark.parametrize("record", SHAPES)
def test_a_record_is_written_as_the_full_redaction_would_write_it(
    tmp_path: Path, record: dict[str, Any]
) -> None:
    """Encoded once when nothing needs masking, else redacted field by field: the same bytes."""
    from runtime.audit.redact import redact, redact_data, register_secret

    register_secret(SECRET_WITH_CONTROL)
    trail = tmp_path / "a.jsonl"
    log.append(record, str(trail))
    line = trail.read_bytes().rstrip(b"\n")
    full = redact(json.dumps(redact_data(record), ensure_ascii=False, separators=(",", ":")))
    assert line.split(b",", 2)[2] == full.encode()[1:]  # after seq and prev
    for secret in ("a" * 36, "b" * 36, "abc.def", "hunter2", "s3cr3t", "line-secret"):
        assert secret not in line.decode()


def test_a_secret_registered_after_the_first_record_is_masked_in_the_next(tmp_path: Path) -> None:
    from runtime.audit.redact import register_secret

    trail = tmp_path / "a.jsonl"
    log.append({"args": ["first"]}, str(trail))
    register_secret("late-secret-0042")
    log.append({"args": ["--password=late-secret-0042"]}, str(trail))
    assert json.loads(trail.read_bytes().splitlines()[1])["args"] == ["--password=***"]


def test_a_writer_chains_onto_records_another_process_appended(tmp_path: Path) -> None:
    """This process remembers its last link, but not past another writer's records."""
    trail = tmp_path / "a.jsonl"
    log.append({"n": 0}, str(trail))
    other = subprocess.run(
        [sys.executable, "-c", WRITER, str(trail), "9", "3"], env=clean_env(tmp_path)
    )
    assert other.returncode == 0
    log.append({"n": 4}, str(trail))
    lines = trail.read_bytes().splitlines()
    assert [json.loads(line)["seq"] for line in lines] == [1, 2, 3, 4, 5]
    assert all(prev == before for _, prev, before in chain_of(lines))


def test_operation_ids_are_never_repeated_in_a_process_or_a_forked_child() -> None:
    """Ids are drawn from a buffer of random bytes: a fork must not replay the parent's."""
    drawn = {log.new_id() for _ in range(1000)}
    assert len(drawn) == 1000 and all(len(i) == 16 and int(i, 16) >= 0 for i in drawn)
    log.new_id()  # the buffer is part-used: what a fork would copy
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child reports through the pipe
        os.close(reader)
        os.write(writer, " ".join(log.new_id() for _ in range(10)).encode())
        os._exit(0)
    os.close(writer)
    with os.fdopen(reader) as pipe:
        in_child = pipe.read().split()
    os.waitpid(child, 0)
    in_parent = [log.new_id() for _ in range(10)]
    assert len(in_child) == 10 and not set(in_child) & set(in_parent)
