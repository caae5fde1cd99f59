"""Issue 23: git commands tabled as reads that write files (`interpret-trailers
--in-place`, `mailinfo`, `fast-export --export-marks`) are writes, and `git help --web`
(git starts a browser) is exec. Under a document that lets git only read, each is refused
and the file is not written; the control shows git writes it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.denials import expect_denied
from support.git_repos import init_repo


def only_reads(tmp_path: Path, effects: str = "[read]") -> dict[str, str]:
    path = tmp_path / "reads.yaml"
    path.write_text(f"schema_version: 3\ncommand_policy:\n  effects:\n    git: {effects}\n")
    return {"RUNTIME_POLICY_FILE": str(path)}


WRITERS = [
    (["interpret-trailers", "--in-place", "--trailer", "Signed-off-by: x", "msg.txt"], "msg.txt"),
    (["interpret-trailers", "--in-pl", "--trailer", "a: b", "msg.txt"], "msg.txt"),
    (["mailinfo", "out-msg", "out-patch"], "out-msg"),
    (["fast-export", "--export-marks=marks.txt", "main"], "marks.txt"),
    (["fast-export", "--export-marks", "marks.txt", "main"], "marks.txt"),
]


@pytest.mark.parametrize(("args", "written"), WRITERS)
def test_git_commands_that_write_files_are_writes(
    args: list[str], written: str, runtime: Any, work: Path, tmp_path: Path
) -> None:
    init_repo(work)
    (work / "msg.txt").write_text("subject\n\nbody\n")
    before = (work / "msg.txt").read_text()
    resolved = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert resolved.json["output"]["canonical"]["effect"] == "write", resolved
    run = runtime("command", "run", "git", *args, env=only_reads(tmp_path))
    expect_denied(run, "command_policy.effects.git")
    assert (work / "msg.txt").read_text() == before
    assert written == "msg.txt" or not (work / written).exists()
    allowed = runtime("command", "run", "git", *args, env=only_reads(tmp_path, "[read, write]"))
    assert allowed.code == 0 or args[0] == "mailinfo", allowed  # an empty message fails, written
    assert (work / written).exists()
    assert written != "msg.txt" or (work / "msg.txt").read_text() != before


@pytest.mark.parametrize(
    "args", [["help", "--web", "log"], ["help", "-w", "log"], ["help", "--we", "log"]]
)
def test_a_manual_page_in_a_browser_is_exec(args: list[str], runtime: Any, work: Path) -> None:
    """git starts whichever browser it finds (`git web--browse`)."""
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert run.code == 4, run
    assert run.json["output"]["canonical"]["effect"] == "exec", run


@pytest.mark.parametrize(
    "args",
    [["help", "-a"], ["help", "-g"], ["help"], ["log", "-h"], ["help", "log"], ["log", "--help"]],
)
def test_help_that_lists_or_shows_a_manual_page_stays_a_read(args: list[str], runtime: Any) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert run.json["output"]["canonical"]["effect"] == "read", run
