"""Issue 23: an intent records where the step runs and, for files, the path it will touch.

The same words in two directories, or two writes to two files, used to leave audit records
that differ by nothing but their time and id. Every intent (and every denial) now carries
the working directory (`cwd`), and a files operation the real path(s) the path guard decided
on (`paths`): the Target decide found, not resolved a second time.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from support.audit import trail_records


def intents(home: Path) -> list[dict[str, Any]]:
    return [record for record in trail_records(home) if record.get("kind") == "intent"]


def test_the_same_write_in_two_directories_leaves_two_different_intents(
    runtime: Any, home: Path, work: Path
) -> None:
    first, second = work / "first", work / "second"
    first.mkdir()
    second.mkdir()
    for directory in (first, second):
        run = runtime("files", "write", "./out.txt", "hello", cwd=directory)
        assert run.code == 0, run
    one, two = intents(home)
    assert (one["args"], one["operation"]) == (two["args"], two["operation"])  # same words
    assert (one["cwd"], two["cwd"]) == (str(first), str(second))
    assert (one["paths"], two["paths"]) == ([str(first / "out.txt")], [str(second / "out.txt")])


def test_two_writes_to_two_files_record_the_resolved_paths(
    runtime: Any, home: Path, work: Path
) -> None:
    (work / "real").mkdir()
    (work / "real" / "target.txt").write_text("")
    os.symlink("real", work / "link")
    assert runtime("files", "write", "./link/target.txt", "a").code == 0
    assert runtime("files", "append", "real/../other.txt", "b").code == 0
    one, two = intents(home)
    assert one["paths"] == [str(work / "real" / "target.txt")]  # the link followed
    assert two["paths"] == [str(work / "other.txt")]
    assert one["cwd"] == two["cwd"] == str(work)


def test_a_capability_step_and_a_denial_carry_the_directory_too(
    runtime: Any, home: Path, work: Path, tmp_path: Path
) -> None:
    capability = work / "c.md"
    capability.write_text(
        "# c\n\n```runtime\nversion: v1\nworkflow:\n"
        "  - provider: files\n    args: [write, notes/a.txt, x]\n"
        "  - provider: files\n    args: [delete, notes/a.txt]\n```\n"
    )
    (work / "notes").mkdir()
    run = runtime("capability", "execute", "./c.md")
    assert run.code == 4, run  # delete is denied by the default policy
    records = trail_records(home)
    intent = next(r for r in records if r.get("kind") == "intent")
    denial = next(r for r in records if r.get("kind") == "denial")
    assert intent["paths"] == [str(work / "notes" / "a.txt")] and intent["cwd"] == str(work)
    assert denial["cwd"] == str(work)
