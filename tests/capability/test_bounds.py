"""Bounds on what a capability can make the runtime build (DESIGN.md section 9: inputs that
multiply into gigabytes).

Each bound is exceeded from outside, through the installed CLI, and must end in the JSON
envelope with a diagnostic naming the limit, nothing written, no traceback, and a peak
memory that shows nothing was built at the oversized size: the child's maximum resident
set size is read with `resource.getrusage(RUSAGE_CHILDREN)` in a wrapper process that runs
only that one child.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from runtime.capability.compiler import MAX_STEPS
from runtime.capability.substitution import (
    MAX_ARGUMENT_BYTES,
    MAX_INPUT_BYTES,
    MAX_STEP_ARGS_BYTES,
    MAX_WORKFLOW_BYTES,
)
from support.cli import RUNTIME, Run, clean_env, write_capability

# What a plan of a small capability costs is well under this; the multiplied arguments
# of these documents would be gigabytes.
PEAK_RSS_LIMIT_KB = 100 * 1024
MEASURE = (
    "import resource, subprocess, sys\n"
    "proc = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
    "sys.stdout.write(proc.stdout)\n"
    "sys.stderr.write(proc.stderr)\n"
    "sys.stderr.write('\\nMAXRSS_KB=%d' % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    "sys.exit(proc.returncode)\n"
)


def measured(home: Path, work: Path, *args: str) -> tuple[Run, int]:
    """Run `runtime ARGS` as the only child of a fresh process; its peak RSS in KiB."""
    proc = subprocess.run(
        [sys.executable, "-c", MEASURE, RUNTIME, *args],
        cwd=work,
        env=clean_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    stderr, _, peak = proc.stderr.rpartition("\nMAXRSS_KB=")
    proc.stderr = stderr
    return Run(proc), int(peak)


def repeating(work: Path, name: str, args_per_step: list[str], steps: int = 1) -> Path:
    step = "  - provider: files\n    args: [append, ./out.txt, " + ", ".join(
        json.dumps(a) for a in args_per_step
    )
    block = "version: v1\ninputs:\n  a: {description: text}\nworkflow:\n"
    block += "".join(step + "]\n" for _ in range(steps))
    return write_capability(work, name, block)


def assert_refused(run: Run, peak_kb: int, limit: str, code: int = 3) -> dict[str, Any]:
    assert run.code == code, run
    assert "Traceback" not in run.stdout + run.stderr
    envelope = run.json
    assert envelope["exit_code"] == code and envelope["status"] in ("invalid", "error")
    messages = [d["message"] for d in envelope["diagnostics"]] + [envelope["error"]["message"]]
    assert any(limit in message for message in messages), messages
    assert peak_kb < PEAK_RSS_LIMIT_KB, f"peak RSS {peak_kb} KiB"
    assert isinstance(envelope, dict)
    return envelope


@pytest.mark.parametrize("command", ["plan", "execute"])
def test_one_argument_multiplied_past_its_limit_is_refused_before_it_is_built(
    command: str, home: Path, work: Path
) -> None:
    # the case: an 80 KB document repeating ${a}, with a large input
    cap = repeating(work, "bomb.md", ["${a}" * 20_000])
    value = "x" * (MAX_INPUT_BYTES - 100)
    run, peak = measured(
        home, work, "--output", "json", "capability", command, str(cap), "--input", f"a={value}"
    )
    envelope = assert_refused(run, peak, "MAX_ARGUMENT_BYTES")
    [argument] = [d for d in envelope["diagnostics"] if "MAX_ARGUMENT_BYTES" in d["message"]]
    assert argument["code"] == "substitution-too-large"
    assert argument["line"] == 8 and argument["file"] == str(cap)
    assert f"{20_000 * len(value)} bytes" in argument["message"]
    assert not (work / "out.txt").exists()
    assert not (home / "audit.jsonl").exists()


def test_text_output_names_the_limit_too(home: Path, work: Path) -> None:
    cap = repeating(work, "bomb.md", ["${a}" * 1_000])
    run, peak = measured(home, work, "capability", "plan", str(cap), "--input", "a=" + "y" * 1000)
    assert run.code == 3 and peak < PEAK_RSS_LIMIT_KB, run
    assert "MAX_ARGUMENT_BYTES" in run.stderr and "Traceback" not in run.stderr


def test_one_steps_arguments_together_past_their_limit_are_refused(home: Path, work: Path) -> None:
    value = "z" * 60_000
    each = "${a}${a}"  # 120,000 bytes: under the one-argument limit
    count = MAX_STEP_ARGS_BYTES // 120_000 + 1
    assert MAX_ARGUMENT_BYTES > 120_000
    cap = repeating(work, "wide.md", [each] * count)
    run, peak = measured(
        home, work, "--output", "json", "capability", "execute", str(cap), "--input", f"a={value}"
    )
    envelope = assert_refused(run, peak, "MAX_STEP_ARGS_BYTES")
    assert not any("MAX_ARGUMENT_BYTES" in d["message"] for d in envelope["diagnostics"])
    assert not (work / "out.txt").exists()


def test_the_whole_workflow_past_its_limit_is_refused(home: Path, work: Path) -> None:
    value = "w" * 60_000
    per_step = [("${a}${a}")] * 8  # 960,000 bytes a step: under the step limit
    steps = MAX_WORKFLOW_BYTES // 960_000 + 1
    cap = repeating(work, "long.md", per_step, steps=steps)
    run, peak = measured(
        home, work, "--output", "json", "capability", "plan", str(cap), "--input", f"a={value}"
    )
    envelope = assert_refused(run, peak, "MAX_WORKFLOW_BYTES")
    codes = {d["message"].split(";")[1] for d in envelope["diagnostics"]}
    assert codes == {f" the limit is {MAX_WORKFLOW_BYTES} bytes (MAX_WORKFLOW_BYTES)"}


def test_the_same_capability_within_the_limits_runs(home: Path, work: Path) -> None:
    cap = repeating(work, "fine.md", ["${a}${a}"])
    run, _ = measured(home, work, "capability", "execute", str(cap), "--input", "a=ok ")
    assert run.code == 0, run
    assert (work / "out.txt").read_text() == "ok ok \n"


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_an_oversized_input_is_a_usage_error_naming_the_limit(
    fmt: str, home: Path, work: Path
) -> None:
    cap = repeating(work, "small.md", ["${a}"])
    value = "v" * (MAX_INPUT_BYTES + 1)
    run, peak = measured(
        home, work, "--output", fmt, "capability", "execute", str(cap), "--input", f"a={value}"
    )
    assert run.code == 2, run
    assert peak < PEAK_RSS_LIMIT_KB
    shown = run.json["error"]["message"] if fmt == "json" else run.stderr
    assert f"--input a is {MAX_INPUT_BYTES + 1} bytes" in shown
    assert "MAX_INPUT_BYTES" in shown and "Traceback" not in run.stderr
    assert not (work / "out.txt").exists()


@pytest.mark.parametrize("command", ["validate", "plan", "execute"])
def test_too_many_steps_is_refused_naming_the_limit(command: str, home: Path, work: Path) -> None:
    block = "version: v1\nworkflow:\n" + "  - {provider: files, args: [append, ./out.txt, x]}\n" * (
        MAX_STEPS + 1
    )
    cap = write_capability(work, "many.md", block)
    run, peak = measured(home, work, "--output", "json", "capability", command, str(cap))
    assert run.code == 3, run
    assert peak < PEAK_RSS_LIMIT_KB
    text = json.dumps(run.json)
    assert f"the workflow has {MAX_STEPS + 1} steps; the limit is {MAX_STEPS} (MAX_STEPS)" in text
    assert not (work / "out.txt").exists()


def test_the_bounds_hold_for_other_doors_too(
    home: Path, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """plan_for() is how the MCP door plans: the same bounds, the same errors."""
    from runtime.capability.loader import CapabilityInvalid
    from runtime.capability.saved import plan_for
    from runtime.errors import UsageError

    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(home))
    cap = repeating(work, "bomb.md", ["${a}" * 20_000])
    with pytest.raises(UsageError, match="MAX_INPUT_BYTES") as too_big:
        plan_for(str(cap), {"a": "x" * (MAX_INPUT_BYTES + 1)}, str(work))
    assert too_big.value.exit_code == 2
    with pytest.raises(CapabilityInvalid, match="MAX_ARGUMENT_BYTES") as multiplied:
        plan_for(str(cap), {"a": "x" * 1000}, str(work))
    assert multiplied.value.exit_code == 3
