"""Issue 14 items 2 and 3: live progress on stderr, a child's output as it arrives, one numbering.

A person reads 1-based step numbers everywhere (results, progress, errors); JSON keeps
the 0-based `index` and adds `number`.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.cli import RUNTIME, clean_env, write_capability

WAITING_TOOL = """#!/bin/sh
echo "first line from the child"
i=0
while [ ! -e go.flag ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done
echo "second line from the child"
echo "child says on stderr" >&2
"""


@pytest.fixture
def tool_env(tmp_path: Path) -> dict[str, str]:
    """A `kubectl` that prints a line, waits for ./go.flag, prints another (a trusted script)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    script = bin_dir / "kubectl"
    script.write_text(WAITING_TOOL)
    script.chmod(0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\ncommand_policy:\n  search_path: [{bin_dir}, /usr/bin, /bin]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(policy)}


THREE_STEPS = """
version: v1
workflow:
  - provider: files
    args: [write, one.txt, "1"]
  - provider: files
    args: [write, two.txt, "2"]
  - provider: files
    args: [delete, one.txt]
"""


def test_step_numbers_are_one_based_in_text_progress_and_errors(runtime: Any, work: Path) -> None:
    write_capability(work, "three.md", THREE_STEPS)
    text = runtime("capability", "execute", "three.md")
    assert text.code == 4, text  # files delete is denied by the default policy
    assert "✓ [1] files write one.txt 1: ok" in text.stdout
    assert "✓ [2] files write two.txt 2: ok" in text.stdout
    assert "✗ [3] files delete one.txt: denied" in text.stdout
    assert "[3/3] files delete one.txt: denied" in text.stderr
    assert "error: step 3 (files delete one.txt) denied" in text.stderr

    doc = runtime("--output", "json", "capability", "execute", "three.md").json
    assert [(s["index"], s["number"]) for s in doc["steps"]] == [(0, 1), (1, 2), (2, 3)]
    assert doc["error"]["message"].startswith("step 3 (files delete one.txt) denied")

    plan = runtime("capability", "plan", "three.md")
    assert "✓ [1] files write one.txt 1" in plan.stdout
    assert "✗ [3] files delete one.txt" in plan.stdout
    planned = runtime("--output", "json", "capability", "plan", "three.md").json
    assert [s["number"] for s in planned["steps"]] == [1, 2, 3]


def test_progress_reaches_stderr_in_json_mode_unless_quiet(runtime: Any, work: Path) -> None:
    write_capability(work, "three.md", THREE_STEPS)
    loud = runtime("--output", "json", "capability", "execute", "three.md")
    lines = [line for line in loud.stderr.splitlines() if line.startswith("[")]
    assert lines[:2] == ["[1/3] files write one.txt 1 … running", lines[1]]
    assert lines[1].startswith("[1/3] files write one.txt 1: ok (") and lines[1].endswith(" ms)")
    assert "[3/3] files delete one.txt … running" not in loud.stderr  # denied: never started
    assert "[3/3] files delete one.txt: denied" in loud.stderr
    assert loud.json["status"] == "denied"  # stdout is still the one envelope

    quiet = runtime("--output", "json", "capability", "execute", "three.md", "--quiet")
    assert not [line for line in quiet.stderr.splitlines() if line.startswith("[")], quiet
    assert quiet.json["exit_code"] == 4


def test_a_childs_first_line_reaches_stderr_before_the_step_ends(
    tool_env: dict[str, str], home: Path, work: Path
) -> None:
    write_capability(
        work, "slow.md", "version: v1\nworkflow:\n  - binary: kubectl\n    args: [get, pods]\n"
    )
    child = subprocess.Popen(
        [RUNTIME, "capability", "execute", "slow.md"],
        cwd=work,
        env=clean_env(home, **tool_env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stderr is not None
    seen: list[str] = []
    try:
        for line in child.stderr:
            seen.append(line)
            if "first line from the child" in line:
                break
        # the step is still waiting for the flag: its first line arrived while it ran
        assert child.poll() is None, seen
        assert any("[1/1] binary kubectl get pods … running" in line for line in seen), seen
        assert not any("second line" in line for line in seen)
        (work / "go.flag").write_text("")
        stdout, rest = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0, (stdout, rest)
    assert "second line from the child" in rest and "child says on stderr" in rest
    assert rest.index("second line") < rest.index("[1/1] binary kubectl get pods: ok")
    # still captured for the result
    assert "first line from the child" in stdout and "second line from the child" in stdout


def test_validate_messages_name_the_step_a_person_counts(runtime: Any, work: Path) -> None:
    write_capability(
        work,
        "bad.md",
        "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n"
        "  - provider: files\n    args: [list, .]\n  - provider: files\n    args: [frobnicate]\n",
    )
    doc = runtime("--output", "json", "capability", "validate", "bad.md").json
    problem = doc["diagnostics"][0]
    assert problem["message"].startswith("step 3, workflow[2]: ")
    assert problem["path"] == "workflow[2].args"  # the YAML path keeps its 0-based index
    assert "step 3, workflow[2]" in runtime("capability", "validate", "bad.md").stdout


def test_unterminated_output_of_each_stream_is_shown_on_its_own_line(
    tool_env: dict[str, str], tmp_path: Path, runtime: Any, work: Path
) -> None:
    script = tmp_path / "bin" / "kubectl"
    script.write_text("#!/bin/sh\nprintf 'out-no-newline'\nprintf 'err-no-newline' >&2\n")
    write_capability(
        work, "two.md", "version: v1\nworkflow:\n  - binary: kubectl\n    args: [get, pods]\n"
        "  - binary: kubectl\n    args: [get, nodes]\n",
    )  # fmt: skip
    run = runtime("capability", "execute", "two.md", env=tool_env)
    assert run.code == 0, run
    lines = run.stderr.splitlines()
    first_ok = lines.index(
        next(line for line in lines if line.startswith("[1/2] binary kubectl get pods: ok"))
    )
    shown = [line.strip() for line in lines[:first_ok]]
    assert "out-no-newline" in shown and "err-no-newline" in shown  # never spliced together
    assert lines.index("[2/2] binary kubectl get nodes … running") > first_ok


class Writes:
    """A stderr that keeps each write apart (each is one write(2) on a real stream)."""

    def __init__(self) -> None:
        self.writes: list[str] = []

    def write(self, text: str) -> int:
        self.writes.append(text)
        return len(text)

    def flush(self) -> None:
        pass


def test_each_step_costs_one_write_to_stderr_in_the_same_order(
    home: Path, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A result line goes out with the next step's running line: one wake-up of a reader a step."""
    from runtime.cli.main import entry

    steps = "".join(f"  - provider: files\n    args: [append, log.txt, '{n}']\n" for n in range(4))
    write_capability(work, "four.md", "version: v1\nworkflow:\n" + steps)
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(home))
    monkeypatch.chdir(work)
    assert entry(["--output", "json", "capability", "execute", "four.md"]) == 0  # bootstraps
    stderr = Writes()
    monkeypatch.setattr("sys.stderr", stderr)
    assert entry(["--output", "json", "capability", "execute", "four.md"]) == 0
    assert len(stderr.writes) == 4 + 1  # one a step, and the last result when the run ends
    lines = "".join(stderr.writes).splitlines()
    for n in range(4):
        assert lines[2 * n] == f"[{n + 1}/4] files append log.txt {n} … running"
        assert lines[2 * n + 1].startswith(f"[{n + 1}/4] files append log.txt {n}: ok (")
    assert len(lines) == 8
