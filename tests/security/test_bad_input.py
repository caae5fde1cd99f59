"""No input of any shape ends in a traceback or the internal-error exit: every failure
renders the one envelope (exit 70 is kept for real bugs)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.cli import RUNTIME, clean_env, write_capability

INTERNAL = 70
# argv words as the kernel hands them over: any bytes but NUL
WORDS = st.binary(min_size=1, max_size=40).map(lambda b: b.replace(b"\x00", b"?"))


def run_bytes(home: Path, work: Path, *args: bytes | str) -> tuple[int, str, str]:
    argv = [os.fsencode(RUNTIME), *(a if isinstance(a, bytes) else a.encode() for a in args)]
    proc = subprocess.run(
        argv, cwd=work, env=clean_env(home), capture_output=True, timeout=60, check=False
    )
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def assert_enveloped(code: int, stdout: str, stderr: str) -> dict[str, Any]:
    assert code != INTERNAL, stdout + stderr
    assert "Traceback" not in stdout + stderr
    envelope: dict[str, Any] = json.loads(stdout)
    assert envelope["exit_code"] == code
    return envelope


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(path=WORDS, content=WORDS, value=WORDS)
def test_undecodable_bytes_in_any_word_end_in_the_envelope(
    path: bytes, content: bytes, value: bytes, home: Path, work: Path
) -> None:
    target = b"./f-" + path.replace(b"/", b"_")
    written = assert_enveloped(
        *run_bytes(home, work, "--output", "json", "files", "write", target, content)
    )
    read = assert_enveloped(*run_bytes(home, work, "--output", "json", "files", "read", target))
    if written["exit_code"] == 0 and read["exit_code"] == 0:
        assert read["output"]["content"] == content.decode("utf-8")
    cap = write_capability(
        work, "echo.md", "version: v1\ninputs:\n  a: {description: x}\nworkflow:\n"
        "  - {provider: files, args: [append, ./log.txt, '${a}']}\n",
    )  # fmt: skip
    planned = run_bytes(
        home, work, "--output", "json", "capability", "plan", str(cap), "--input", b"a=" + value
    )
    assert_enveloped(*planned)
    tail = assert_enveloped(*run_bytes(home, work, "--output", "json", "audit", "tail", "-n", "5"))
    assert tail["exit_code"] == 0


def test_an_undecodable_path_is_written_audited_and_shown_escaped(home: Path, work: Path) -> None:
    code, stdout, stderr = run_bytes(home, work, "files", "write", b"./bad\xff", b"x")
    assert code == 0, stderr
    assert stdout == "wrote 1 bytes to " + str(work) + "/bad\\udcff\n"
    assert (work / os.fsdecode(b"bad\xff")).read_bytes() == b"x"  # the data itself is untouched
    from support.audit import trail_operations

    [record] = trail_operations(home)  # the intent, joined with its outcome
    assert record["args"] == ["write", "./bad\\udcff", "x"]
