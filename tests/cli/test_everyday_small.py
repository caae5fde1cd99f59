"""Issue 14 item 10: the smaller things a new user trips over."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.cli import write_capability


def test_version_names_the_compatible_release_and_spec_and_survives_a_retired_context(
    runtime: Any, home: Path
) -> None:
    text = runtime("version")
    assert text.code == 0
    assert "compatible with Engineering Runtime 0.9.8 (capability spec v1)" in text.stdout
    doc = runtime("--output", "json", "version").json["output"]
    assert doc["compatible_with"] == "Engineering Runtime 0.9.8"
    assert doc["capability_spec"] == "v1"
    (home / "context.yaml").write_text("github:\n  organization: acme\n")
    assert runtime("files", "list", ".").code == 3  # every other command still refuses
    retired = runtime("version")
    assert retired.code == 0 and "compatible with" in retired.stdout, retired


def test_the_json_command_field_names_the_command_typed(runtime: Any, work: Path) -> None:
    def command_of(*words: str) -> str:
        return str(runtime("--output", "json", *words).json["command"])

    assert command_of("command", "run", "git", "--version") == "command run"
    assert command_of("files") == "files"
    assert command_of("files", "list", ".") == "files list"
    assert command_of("files", "raed", "x") == "files"  # a usage error: no operation matched
    assert command_of("github", "repo", "view") == "github repo view"  # matched, wrong args


def test_a_missing_parent_directory_names_itself_and_files_mkdir_parents(
    runtime: Any, work: Path
) -> None:
    write = runtime("files", "write", "./nodir/a.txt", "x")
    assert write.code == 1
    assert "the directory ./nodir does not exist" in write.stderr
    assert "runtime files mkdir ./nodir --parents" in write.stderr
    mkdir = runtime("--output", "json", "files", "mkdir", "./nodir/sub")
    message = mkdir.json["error"]["message"]
    assert "the directory ./nodir does not exist" in message and "sub does not" not in message
    assert "runtime files mkdir ./nodir/sub --parents" in message
    assert runtime("files", "mkdir", "./nodir/sub", "--parents").code == 0
    assert runtime("files", "write", "./nodir/sub/a.txt", "x").code == 0


def test_paths_are_printed_without_dot_segments(runtime: Any, work: Path) -> None:
    write_capability(
        work, "my-cap.md", "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n"
    )
    doc = runtime("--output", "json", "capability", "validate", "./my-cap.md").json
    assert doc["output"]["files"][0]["path"] == str(work / "my-cap.md")
    text = runtime("capability", "validate", "./my-cap.md").stdout
    assert "/./" not in text and str(work / "my-cap.md") in text
    listed = runtime("--output", "json", "capability", "validate", "./").json
    assert [f["path"] for f in listed["output"]["files"]] == [str(work / "my-cap.md")]
