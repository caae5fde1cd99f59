"""`runtime audit tail`: operations joined, unreadable lines counted, huge records summarised."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runtime.audit import log
from support.cli import write_capability


def test_minus_n_zero_prints_nothing(runtime: Any, work: Path) -> None:
    assert runtime("files", "write", "a.txt", "x").code == 0
    run = runtime("audit", "tail", "-n", "0")
    assert run.code == 0 and run.stdout == ""
    assert runtime("--output", "json", "audit", "tail", "-n", "0").json["output"]["records"] == []


def test_tail_joins_intent_and_outcome_and_names_the_capability(
    runtime: Any, work: Path, home: Path
) -> None:
    write_capability(
        work, "c.md", "version: v1\nworkflow:\n  - provider: files\n    args: [write, a.txt, x]\n"
    )
    assert runtime("capability", "execute", "c.md").code == 0
    run = runtime("--output", "json", "audit", "tail", "-n", "1")
    (operation,) = run.json["output"]["records"]
    assert (operation["kind"], operation["operation"], operation["outcome"]) == (
        "operation",
        "write",
        "ok",
    )
    assert operation["capability"]["path"].endswith("c.md")
    assert operation["outcome_seq"] == operation["seq"] + 1
    text = runtime("audit", "tail", "-n", "1").stdout
    header, legend, line = text.splitlines()
    assert header == f"{home / 'audit.jsonl'}: the newest 1 operation(s), oldest first"
    assert legend.split() == [
        "seq", "time", "consumer", "decision", "outcome", "command", "where", "rule",
        "capability#step",
    ]  # fmt: skip
    # each column starts under its name
    for name, cell in (("outcome", "ok"), ("command", "files write a.txt x")):
        assert line.index(cell) == legend.index(name), (legend, line)
    # the first step, as a person counts it (JSON keeps the 0-based index)
    assert line.endswith(f"{operation['capability']['path']}#1")
    assert operation["capability"]["step"] == 0


def test_unreadable_lines_are_counted_not_hidden(runtime: Any, home: Path) -> None:
    home.mkdir(parents=True)
    trail = home / "audit.jsonl"
    log.append({"kind": "denial", "n": 1}, str(trail))
    with trail.open("ab") as handle:
        handle.write(b"not json at all\n")
    log.append({"kind": "denial", "n": 2}, str(trail))
    with trail.open("ab") as handle:
        handle.write(b'{"seq":3,"prev":"cut sho')  # a torn last line
    run = runtime("--output", "json", "audit", "tail", "-n", "2")
    output = run.json["output"]
    assert [r["n"] for r in output["records"]] == [1, 2]  # -n 2 still finds two records
    assert (output["skipped"], output["torn_end"]) == (2, True)
    text = runtime("audit", "tail", "-n", "2").stdout
    assert "note: skipped 2 unreadable line(s) (the last one is torn" in text


def test_a_huge_record_is_shown_by_its_leading_fields(runtime: Any, home: Path) -> None:
    home.mkdir(parents=True)
    trail = home / "audit.jsonl"
    log.append({"id": "a", "kind": "intent", "provider": "files", "args": ["x" * 5_000_000]},
               str(trail))  # fmt: skip
    log.append({"id": "a", "kind": "outcome", "outcome": "ok", "exit_code": 0}, str(trail))
    run = runtime("--output", "json", "audit", "tail", "-n", "5")
    (operation,) = run.json["output"]["records"]
    assert (operation["provider"], operation["outcome"]) == ("files", "ok")
    assert operation["oversized_bytes"] > 5_000_000 and "args" not in operation
    assert "arguments not shown" in runtime("audit", "tail").stdout
