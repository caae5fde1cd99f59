"""Red team: a hard link inside a write root must not carry a write to its other names.

`git clone /outside/repo inside` hard-links the objects of a repository outside
the roots; `files append` opens in place, so through such a link it would change
the outside file. Rename-based writes (`files write`, structured edits) break the
link instead and stay allowed.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def test_append_through_a_hard_link_is_denied(runtime: Any, work: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("original\n")
    os.link(outside, work / "linked.txt")
    run = runtime("--output", "json", "files", "append", "linked.txt", "more")
    assert run.code == 4, run
    assert run.json["error"]["message"].startswith("policy denied files append: linked.txt")
    assert "hard links" in run.json["error"]["message"]
    assert outside.read_text() == "original\n"


def test_append_through_a_cloned_object_is_denied(runtime: Any, work: Path, tmp_path: Path) -> None:
    import subprocess

    source = tmp_path / "outside-repo"
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run([*git, "init", "-q", str(source)], check=True)
    (source / "f").write_text("x\n")
    subprocess.run([*git, "-C", str(source), "add", "f"], check=True)
    subprocess.run([*git, "-C", str(source), "commit", "-qm", "x"], check=True)
    # Confined, the runtime's own git cannot even see a repository outside the roots;
    # the hard-linked clone is made beside the runtime, as a user could.
    refused = runtime("command", "run", "git", "clone", "-q", str(source), "inside")
    assert refused.code != 0 and not (work / "inside").exists(), refused
    subprocess.run([*git, "clone", "-q", str(source), str(work / "inside")], check=True)
    objects = [p for p in (work / "inside/.git/objects").rglob("*") if p.is_file()]
    linked = [p for p in objects if p.stat().st_nlink > 1]
    assert linked, "git clone of a local path hard-links objects"
    target = linked[0]
    original = (source / target.relative_to(work / "inside")).read_bytes()
    run = runtime("files", "append", str(target.relative_to(work)), "junk")
    assert run.code == 4, run
    assert (source / target.relative_to(work / "inside")).read_bytes() == original


def test_write_replaces_a_hard_link_without_touching_its_other_name(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("original\n")
    os.link(outside, work / "linked.txt")
    run = runtime("files", "write", "linked.txt", "new")
    assert run.code == 0, run
    assert (work / "linked.txt").read_text() == "new"
    assert outside.read_text() == "original\n"


def test_append_to_an_ordinary_file_still_works(runtime: Any, work: Path) -> None:
    (work / "notes.txt").write_text("a\n")
    assert runtime("files", "append", "notes.txt", "b").code == 0
    assert runtime("files", "append", "fresh.txt", "c").code == 0
    assert (work / "notes.txt").read_text() == "a\nb\n"
    assert (work / "fresh.txt").read_text() == "c\n"
