"""`runtime audit verify`: each kind of tampering is named with its line and seq; a crash is not."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from runtime.audit import log
from runtime.audit.record import GENESIS


def make_trail(home: Path, count: int = 10) -> list[bytes]:
    home.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        log.append({"kind": "intent", "id": f"op{n}", "n": n, "args": ["write", f"{n}.txt"]},
                   str(home / "audit.jsonl"))  # fmt: skip
    return (home / "audit.jsonl").read_bytes().splitlines(keepends=True)


def rewrite(home: Path, lines: list[bytes]) -> None:
    (home / "audit.jsonl").write_bytes(b"".join(lines))


def verify(runtime: Any, *args: str) -> Any:
    return runtime("--output", "json", "audit", "verify", *args)


def edit_field(lines: list[bytes]) -> list[bytes]:
    lines[3] = lines[3].replace(b'"3.txt"', b'"other.txt"')
    return lines


def delete_one(lines: list[bytes]) -> list[bytes]:
    del lines[4]
    return lines


def swap_two(lines: list[bytes]) -> list[bytes]:
    lines[5], lines[6] = lines[6], lines[5]
    return lines


def insert_forged(lines: list[bytes]) -> list[bytes]:
    """A well-formed record with the right seq and prev, slipped in after seq 7."""
    prev = hashlib.sha256(lines[6].rstrip(b"\n")).hexdigest()
    forged = {"seq": 8, "prev": prev, "kind": "intent", "id": "forged", "n": 99}
    lines.insert(7, json.dumps(forged, separators=(",", ":")).encode() + b"\n")
    return lines


def insert_unchained(lines: list[bytes]) -> list[bytes]:
    lines.insert(2, b'{"kind":"intent","id":"x","n":-1}\n')
    return lines


@pytest.mark.parametrize(
    ("tamper", "kind", "line", "seq", "words"),
    [
        (edit_field, "edited", 4, 4, "record seq 4 (line 4) was changed after it was written"),
        (delete_one, "removed", 5, 6, "seq 5 removed"),
        (swap_two, "reordered", 6, 7, "record seq 7 (line 6) comes before seq 6 (line 7)"),
        (insert_forged, "inserted", 9, 8, "seq 8 appears twice (lines 8 and 9)"),
        (insert_unchained, "inserted", 3, None, "line 3 is not a chained record"),
    ],
)
def test_each_kind_of_tampering_is_named(
    runtime: Any,
    home: Path,
    tamper: Callable[[list[bytes]], list[bytes]],
    kind: str,
    line: int,
    seq: int | None,
    words: str,
) -> None:
    lines = make_trail(home)
    assert verify(runtime).code == 0
    rewrite(home, tamper(lines))
    run = verify(runtime)
    assert run.code == 1, run
    problem = run.json["output"]["problem"]
    assert (problem["kind"], problem["line"], problem["seq"]) == (kind, line, seq)
    assert words in run.json["error"]["message"]
    assert run.json["error"]["code"] == f"audit-{kind}"
    text = runtime("audit", "verify")
    assert text.code == 1 and f"✗ {kind}: " in text.stdout


def test_truncation_is_found_against_a_checkpoint(runtime: Any, home: Path) -> None:
    lines = make_trail(home)
    checkpoint = verify(runtime).json["output"]["checkpoint"]
    newest = lines[-1].rstrip(b"\n")
    assert checkpoint == f"10:{hashlib.sha256(newest).hexdigest()}"
    rewrite(home, lines[:7])  # whole records cut off the end: the chain alone looks fine
    assert verify(runtime).code == 0
    run = verify(runtime, "--checkpoint", checkpoint)
    assert run.code == 1, run
    problem = run.json["output"]["problem"]
    assert (problem["kind"], problem["seq"], problem["line"]) == ("truncated", 7, 7)
    assert "ends at seq 7" in problem["message"] and "checkpoint names seq 10" in problem["message"]


def test_a_checkpoint_catches_a_rewritten_record(runtime: Any, home: Path) -> None:
    make_trail(home)
    checkpoint = verify(runtime).json["output"]["checkpoint"]
    lines = (home / "audit.jsonl").read_bytes().splitlines(keepends=True)
    lines[-1] = lines[-1].replace(b'"9.txt"', b'"x.txt"')  # the newest record: nothing follows it
    rewrite(home, lines)
    assert verify(runtime).code == 0  # undetectable from the file alone (README says so)
    run = verify(runtime, "--checkpoint", checkpoint)
    assert run.code == 1 and run.json["output"]["problem"]["kind"] == "rewritten"
    assert verify(runtime, "--checkpoint", "10:nothex").code == 2


def test_a_torn_last_line_is_a_crash_not_tampering(runtime: Any, home: Path) -> None:
    lines = make_trail(home)
    rewrite(home, [*lines, lines[-1][: len(lines[-1]) // 2]])  # a write cut short
    run = verify(runtime)
    assert run.code == 0, run
    output = run.json["output"]
    assert output["torn_end"] is True and output["problem"] is None
    assert output["checkpoint"].startswith("10:")
    text = runtime("audit", "verify")
    assert "the last line is torn (a write cut short by a crash), not tampering" in text.stdout


def test_a_torn_line_healed_by_the_next_writer_is_not_tampering(runtime: Any, home: Path) -> None:
    lines = make_trail(home, 4)
    rewrite(home, [*lines, b'{"seq":5,"prev":"00","kind":"int'])  # a power loss mid-write
    seq = log.append({"kind": "intent", "id": "after", "n": 5}, str(home / "audit.jsonl"))
    assert seq == 5  # the chain goes on from the last whole record
    run = verify(runtime)
    assert run.code == 0, run
    assert run.json["output"]["torn_lines"] == [5] and run.json["output"]["records"] == 5


def test_an_empty_or_missing_trail_verifies(runtime: Any, home: Path) -> None:
    run = verify(runtime)
    assert run.code == 0 and run.json["output"]["checkpoint"] == f"0:{GENESIS}"
    truncated = verify(runtime, "--checkpoint", "3:" + "a" * 64)
    assert truncated.code == 1 and truncated.json["output"]["problem"]["kind"] == "truncated"
