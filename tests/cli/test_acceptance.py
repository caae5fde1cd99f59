"""The installed CLI, as a user runs it: exit codes and the one JSON envelope."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.cli import write_capability

ENVELOPE_KEYS = {
    "format_version",
    "command",
    "status",
    "exit_code",
    "output",
    "steps",
    "diagnostics",
    "error",
}

VALID = """version: v1
inputs:
  path:
    description: where
    required: true
workflow:
  - provider: files
    args: [write, "${path}", hello]
  - provider: files
    args: [read, "${path}"]
"""


def envelope(run: Any, code: int, status: str) -> dict[str, Any]:
    assert run.code == code, run
    doc = run.json
    assert set(doc) == ENVELOPE_KEYS
    assert doc["format_version"] == "1"
    assert (doc["exit_code"], doc["status"]) == (code, status)
    return doc  # type: ignore[no-any-return]


def test_version_text_and_json(runtime: Any) -> None:
    text = runtime("version")
    assert text.code == 0 and text.stdout.startswith("runtime ")
    doc = envelope(runtime("--output", "json", "version"), 0, "ok")
    assert doc["output"]["version"] and doc["output"]["home"]


def test_help_at_every_level(runtime: Any) -> None:
    for words in (
        ["--help"],
        ["capability", "--help"],
        ["capability", "validate", "--help"],
        ["github", "--help"],
        ["files", "--help"],
        ["files", "write", "--help"],
        ["command", "--help"],
        ["resolve", "--help"],
        ["audit", "--help"],
    ):
        run = runtime(*words)
        assert run.code == 0, (words, run)
        assert "usage" in run.stdout or "runtime" in run.stdout


def test_usage_error_is_an_envelope(runtime: Any) -> None:
    doc = envelope(runtime("--output", "json", "frobnicate"), 2, "error")
    assert doc["error"]["code"] == "usage"
    text = runtime("frobnicate")
    assert text.code == 2 and "unknown command" in text.stderr and text.stdout == ""


def test_bad_output_format(runtime: Any) -> None:
    run = runtime("--output", "yaml", "version")
    assert run.code == 2 and "unknown output format" in run.stderr


def test_validate_success_text_and_json(runtime: Any, work: Path) -> None:
    write_capability(work, "ok.md", VALID)
    text = runtime("capability", "validate", "ok.md")
    assert text.code == 0
    assert text.stdout.splitlines()[-1].startswith("1 file(s): 1 valid, 0 invalid")
    doc = envelope(runtime("--output", "json", "capability", "validate", "ok.md"), 0, "ok")
    assert doc["output"]["files"][0]["valid"] is True


def test_validate_invalid_reports_lines_in_both_formats(runtime: Any, work: Path) -> None:
    write_capability(work, "bad.md", "version: v1\nsteps:\n  - provider: files\n")
    text = runtime("capability", "validate", "bad.md")
    assert text.code == 3
    assert "bad.md:5:1: error: unknown key 'steps'" in text.stdout
    assert "hint: it is `workflow:`" in text.stdout
    doc = envelope(runtime("--output", "json", "capability", "validate", "bad.md"), 3, "invalid")
    assert {(d["code"], d["line"]) for d in doc["diagnostics"]} >= {("unknown-key", 5)}


def test_validate_many_paths_and_a_directory(runtime: Any, work: Path) -> None:
    write_capability(work / "caps", "a.md", VALID)
    write_capability(work / "caps" / "sub", "b.md", "version: v1\nworkflow: []\n")
    (work / "caps" / "README.md").write_text("# not a capability\n")
    write_capability(work, "c.md", VALID)
    doc = envelope(
        runtime("--output", "json", "capability", "validate", "caps", "c.md"), 3, "invalid"
    )
    paths = [Path(f["path"]).name for f in doc["output"]["files"]]
    assert paths == ["a.md", "b.md", "c.md"]
    assert doc["output"]["summary"] == {
        "files": 3,
        "valid": 2,
        "invalid": 1,
        "errors": 1,
        "warnings": 0,
    }


def test_validate_missing_file(runtime: Any) -> None:
    # exit 2, as in plan and execute (issue 14: one exit code for a name found nowhere)
    doc = envelope(runtime("--output", "json", "capability", "validate", "nope.md"), 2, "error")
    assert doc["diagnostics"][0]["code"] == "not-found"


def test_unreadable_file_is_a_diagnostic_not_a_crash(tmp_path: Path) -> None:
    from runtime.capability.compiler import BinaryRules
    from runtime.capability.validate import compile_target

    compiled = compile_target("dir.md", str(tmp_path), BinaryRules())
    assert [d.code for d in compiled.diagnostics] == ["unreadable"]


def test_execute_success_and_missing_input(runtime: Any, work: Path) -> None:
    write_capability(work, "cap.md", VALID)
    missing = envelope(runtime("--output", "json", "capability", "execute", "cap.md"), 6, "invalid")
    assert "path" in missing["error"]["message"]
    doc = envelope(
        runtime("--output", "json", "capability", "execute", "cap.md", "--input", "path=n.txt"),
        0,
        "ok",
    )
    assert [s["status"] for s in doc["steps"]] == ["ok", "ok"]
    assert doc["steps"][1]["output"]["content"] == "hello"
    assert (work / "n.txt").read_text() == "hello"


def test_execute_text_has_progress_on_stderr(runtime: Any, work: Path) -> None:
    write_capability(work, "cap.md", VALID)
    run = runtime("capability", "execute", "cap.md", "--input", "path=n.txt")
    assert run.code == 0
    assert "[1/2] files write n.txt hello: ok" in run.stderr
    assert "hello" in run.stdout


def test_execute_stops_at_first_failure(runtime: Any, work: Path) -> None:
    block = (
        "version: v1\nworkflow:\n  - provider: files\n    args: [write, a.txt, x]\n"
        "  - provider: files\n    args: [read, missing.txt]\n"
        "  - provider: files\n    args: [write, b.txt, y]\n"
    )
    write_capability(work, "cap.md", block)
    doc = envelope(runtime("--output", "json", "capability", "execute", "cap.md"), 1, "failed")
    assert [s["status"] for s in doc["steps"]] == ["ok", "failed", "not-run"]
    assert not (work / "b.txt").exists()


def test_denied_step_exits_4(runtime: Any, work: Path) -> None:
    (work / "keep.txt").write_text("keep")
    doc = envelope(runtime("--output", "json", "files", "delete", "keep.txt"), 4, "denied")
    assert (
        doc["error"]["message"]
        == 'policy denied files delete: keep.txt matches providers.files.denied "delete"'
    )
    assert (work / "keep.txt").read_text() == "keep"


def test_invalid_capability_for_execute_exits_3(runtime: Any, work: Path) -> None:
    write_capability(
        work, "bad.md", "version: v1\nworkflow:\n  - binary: runtime\n    args: [version]\n"
    )
    doc = envelope(runtime("--output", "json", "capability", "execute", "bad.md"), 3, "invalid")
    assert (
        doc["diagnostics"][0]["message"]
        == 'step 1, workflow[0]: binary "runtime" is not in allowed_binaries'  # 1-based
    )


def test_typed_files_commands(runtime: Any, work: Path) -> None:
    assert runtime("files", "write", "n.txt", "hello", "world").code == 0
    assert (work / "n.txt").read_text() == "hello world"
    assert runtime("files", "append", "n.txt", "more").code == 0
    assert runtime("files", "read", "n.txt").stdout == "hello worldmore\n\n"[:-1]
    listing = runtime("--output", "json", "files", "list", ".").json
    assert [e["name"] for e in listing["output"]["entries"]] == ["n.txt"]


def test_typed_args_that_match_nothing_are_usage_errors(runtime: Any) -> None:
    doc = envelope(runtime("--output", "json", "github", "repo", "veiw", "a/b"), 2, "error")
    assert "repo view OWNER/REPO" in doc["error"]["hint"]


def test_raw_output_prints_only_the_payload(runtime: Any, work: Path) -> None:
    (work / "n.txt").write_text("payload")
    run = runtime("--output", "raw", "files", "list", ".")
    assert run.code == 0 and '"entries"' in run.stdout and "format_version" not in run.stdout


def test_no_color_output_has_no_escape_codes(runtime: Any, work: Path) -> None:
    write_capability(work, "bad.md", "version: v1\nworkflow: []\n")
    run = runtime("capability", "validate", "bad.md", env={"NO_COLOR": "1"})
    assert "\x1b[" not in run.stdout + run.stderr


def test_trailing_output_flag_is_accepted(runtime: Any) -> None:
    run = runtime("audit", "tail", "-n", "10", "--output", "json")
    assert run.code == 0 and run.json["command"] == "audit tail"


def test_an_internal_error_is_an_envelope_not_a_traceback(monkeypatch: Any, capsys: Any) -> None:
    import json

    from runtime.cli import main

    def broken(module: str) -> Any:
        raise RuntimeError("boom with ghp_abcdefghijklmnopqrstuvwxyz0123456789")

    monkeypatch.setattr(main, "_load", broken)
    monkeypatch.setattr(main, "_prepare_home", lambda *a: None)
    code = main.entry(["--output", "json", "version"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 70 and doc["exit_code"] == 70 and doc["status"] == "error"
    assert doc["error"]["code"] == "internal" and "boom" in doc["error"]["message"]
    assert "ghp_abcdefghij" not in doc["error"]["message"]


def test_an_interrupt_exits_130(monkeypatch: Any, capsys: Any) -> None:
    from runtime.cli import main

    def interrupted(module: str) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(main, "_load", interrupted)
    monkeypatch.setattr(main, "_prepare_home", lambda *a: None)
    assert main.entry(["version"]) == 130
    assert "interrupted" in capsys.readouterr().err


def test_text_output_says_what_a_write_did(runtime: Any, work: Path) -> None:
    run = runtime("files", "write", "n.txt", "hello", "world")
    assert run.stdout == f"wrote 11 bytes to {work / 'n.txt'}\n"
    assert runtime("files", "append", "new.txt", "x").stdout.endswith("(created it)\n")


def test_audit_tail_text_is_one_line_per_record(runtime: Any, work: Path) -> None:
    write_capability(
        work,
        "c.md",
        'version: v1\nworkflow:\n  - provider: files\n    args: [write, a.txt, "two\\nlines"]\n',
    )
    assert runtime("capability", "execute", "c.md").code == 0
    header, legend, *lines = runtime("audit", "tail", "-n", "5").stdout.splitlines()
    assert "the newest 1 operation(s)" in header and legend.startswith("seq  time")
    assert len(lines) == 1 and "two\\nlines" in lines[0]


def test_a_misspelt_input_is_a_usage_error(runtime: Any, work: Path) -> None:
    write_capability(work, "cap.md", VALID)
    doc = envelope(
        runtime("--output", "json", "capability", "execute", "cap.md", "--input", "pth=n.txt"),
        2,
        "error",
    )
    assert doc["error"]["message"].startswith("unknown input(s) pth")
    assert doc["error"]["hint"] == "declared inputs: path"
    assert not (work / "n.txt").exists()
