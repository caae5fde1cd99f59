"""Text a remote wrote is shown, never obeyed: no character that makes a terminal act.

A terminal acts on C0 controls (ESC starts a sequence that moves the cursor, retitles the
window, clears the screen), DEL, the C1 controls (U+009B is a CSI on its own) and the
bidirectional overrides that reorder what a reader sees. Every text view, the `error:`
line, `audit tail` and the CI reports show them escaped (runtime/printable.py), and the
JUnit report stays XML.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from cli.test_reporter import BAD_CAPABILITY, CASES, GOOD_CAPABILITY, from_envelope
from runtime.cli.reporter import VIEWS, report_text
from runtime.result import Result
from support.cli import write_capability
from support.hostile_http import HostileServer

HOSTILE = "\x1b]0;pwned\x07\x1b[2J\x1b[31m\r\x08\x7f\x9b31m\u202egnp.exe\x00"
ACTING = {chr(c) for c in (*range(0x20), 0x7F, *range(0x80, 0xA0), *range(0x202A, 0x202F))}
ACTING -= {"\n", "\t"}


def acting(text: str) -> list[str]:
    return sorted({repr(ch) for ch in text if ch in ACTING})


def test_a_remotes_escape_sequences_in_an_error_are_shown_escaped(runtime: Any) -> None:
    with HostileServer(404, {"message": f"Not Found {HOSTILE} done"}) as server:
        env = {
            "RUNTIME_GITHUB_TOKEN": "stand-in-token-0123",
            "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL": server.url,
            "NO_PROXY": "*",
        }
        text = runtime("github", "repo", "view", "acme/web", env=env)
        as_json = runtime("--output", "json", "github", "repo", "view", "acme/web", env=env)
    assert text.code == 1, text
    assert "Not Found" in text.stderr and "done" in text.stderr
    assert acting(text.stdout + text.stderr) == []
    assert "\\x1b]0;pwned\\x07" in text.stderr  # shown, escaped
    assert acting(as_json.stdout) == []
    assert HOSTILE in as_json.json["error"]["message"]  # the data itself is intact


def test_audit_tail_shows_each_field_on_its_one_line(runtime: Any, work: Path) -> None:
    (work / "notes.txt").write_text("x\n")
    consumer = f"ci\nfake-line{HOSTILE}".replace("\x00", "")  # no NUL in an environment
    assert runtime("files", "read", "notes.txt", env={"ENGINEERING_RUNTIME_CONSUMER": consumer})
    tail = runtime("audit", "tail", "-n", "1")
    assert tail.code == 0, tail
    assert acting(tail.stdout) == []
    assert len(tail.stdout.splitlines()) == 3  # the heading, the columns, one record
    assert "ci\\nfake-line\\x1b]0;pwned" in tail.stdout


BINARY_QUOTED = 'version: v1\nworkflow:\n  - binary: "g\\x02it\\x1b[2J"\n    args: [status]\n'


def test_reports_stay_well_formed_and_inert(runtime: Any, work: Path, tmp_path: Path) -> None:
    capability = write_capability(work, "quoted.md", BINARY_QUOTED)
    for fmt in ("junit", "sarif", "github"):
        run = runtime(
            "capability", "validate", str(capability), "--format", fmt, "--report", f"r.{fmt}"
        )
        assert run.code == 3, run
        report = (work / f"r.{fmt}").read_text()
        assert acting(report.replace("\r", "")) == [], fmt
        assert acting(run.stdout + run.stderr) == []
    failure = ET.parse(work / "r.junit").getroot().find(".//failure")
    assert failure is not None and "g\\x02it\\x1b[2J" in (failure.text or "")
    sarif = json.loads((work / "r.sarif").read_text())
    assert "g\x02it\x1b[2J" in sarif["runs"][0]["results"][0]["message"]["text"]


# -- every text view, fed hostile strings ------------------------------------------------------


def _poisoned(value: Any) -> Any:
    """VALUE with HOSTILE inside every string that is shown rather than looked up."""
    if isinstance(value, str):
        return value if value in _WORDS else f"{value}{HOSTILE}"
    if isinstance(value, dict):
        return {key: item if key in _LOOKED_UP else _poisoned(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_poisoned(item) for item in value]
    return value


# Words views compare or look up (statuses, formats, actions): poisoned, a view would take
# another branch, not show them.
_WORDS = {
    "ok", "failed", "denied", "invalid", "error", "planned", "allowed", "not-run", "unfinished",
    "login", "logout", "intent", "outcome", "operation", "denial", "allow", "deny", "text",
    "json", "warning", "read", "write", "delete", "exec", "truncated", "files",
    "github", "git",
}  # fmt: skip

# Keys whose values views look up in the tables (an operation by its name).
_LOOKED_UP = {"provider", "operation", "status", "action", "kind", "severity"}

_SYNTHETIC: dict[str, dict[str, Any]] = {
    "auth session": {"action": "login", "provider": "github", "identity": "x", "message": "m"},
    "context use": {"active": "prod", "recorded_in": "/h/context", "shadowed_by": "VAR"},
    "audit forward": {
        "confirmed": True, "sent": 1, "collector": {"syslog": "tcp://h:1"},
        "cursor": {"seq": 1, "offset": 2, "text": "seq 1"}, "backlog": 0,
    },
    "audit forward status": {
        "collector": {"syslog": "tcp://h:1"}, "cursor": {"seq": 1, "offset": 2, "text": "seq 1"},
        "backlog": 0,
    },
    "silent": {},
}  # fmt: skip
_RUN = {"bootstrap": ["bootstrap"], "auth status": ["auth", "status"]}


def _results(runtime: Any, work: Path) -> dict[str, list[Result]]:
    (work / "notes.txt").write_text("hello\n")
    (work / "good.md").write_text(GOOD_CAPABILITY)
    (work / "bad.md").write_text(BAD_CAPABILITY)
    runtime("files", "read", "notes.txt")
    found: dict[str, list[Result]] = {}
    for kind, args in [*CASES, *_RUN.items()]:
        envelope = json.loads(runtime("--output", "json", *args).stdout)
        found.setdefault(kind, []).append(from_envelope(_poisoned(envelope), kind))
    for kind, output in _SYNTHETIC.items():
        found[kind] = [Result(kind, kind=kind, output=_poisoned(output))]
    return found


def test_every_text_view_shows_hostile_strings_inert(
    runtime: Any, work: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = _results(runtime, work)
    assert set(results) == set(VIEWS)  # every view is driven
    for kind, cases in results.items():
        for result in cases:
            capsys.readouterr()
            report_text(result)
            out, err = capsys.readouterr()
            assert acting(out + err) == [], kind
    shown = "".join(capsys.readouterr())
    assert shown == ""
