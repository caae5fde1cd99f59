"""A record's verdict comes before anything unbounded, so `audit tail` shows it for any size.

`audit tail` reads an oversized record (over 256 KiB) by its leading fields only. The
command of a binary step holds its arguments, so it is as unbounded as they are: before
the decision and the rule, it pushed both out of what tail reads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.git_repos import init_repo

VERDICT = ("decision", "rule", "outcome", "exit_code", "binary", "effect")


def test_audit_tail_shows_the_verdict_of_a_huge_binary_step(runtime: Any, work: Path) -> None:
    init_repo(work)
    huge = ["--format=%h" + letter * 100_000 for letter in "abc"]  # 300 KB of arguments
    ran = runtime("command", "run", "git", "log", "-1", *huge)
    assert ran.code == 0, ran
    tail = runtime("--output", "json", "audit", "tail", "-n", "1")
    (operation,) = tail.json["output"]["records"]
    assert operation["oversized_bytes"] > 256 * 1024
    assert {key: operation.get(key) for key in VERDICT} == {
        "decision": "allow",
        "rule": 'allowed_binaries "git"',
        "outcome": "ok",
        "exit_code": 0,
        "binary": "git",
        "effect": "read",
    }
    text = runtime("audit", "tail", "-n", "1").stdout
    row = next(line for line in text.splitlines() if "<record of" in line)
    assert row.split()[3:7] == ["allow", "ok", "git", "<record"], row  # seq time consumer first
    assert "None" not in row


def test_a_huge_denial_shows_its_verdict_too(runtime: Any, work: Path) -> None:
    huge = ["x" * 100_000 for _ in range(3)]
    denied = runtime("command", "run", "rm", *huge)
    assert denied.code == 4, denied
    tail = runtime("--output", "json", "audit", "tail", "-n", "1")
    (record,) = tail.json["output"]["records"]
    assert (record["decision"], record["outcome"], record["binary"]) == ("deny", "denied", "rm")
    assert record["rule"]
