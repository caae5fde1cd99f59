"""Words the runtime cannot carry are refused as the caller's error, before any record.

A NUL byte ends a C string, so no program receives an argument holding one: it was an
internal error (exit 70) after an intent that stayed "unfinished" though nothing ran. An
`--expires-in` past what a date can hold overflowed the same way. And a saved plan is
written as it was digested, so it cannot be masked: one that would hold a secret is refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from mcp.client.session import ClientSession

from support.cli import write_capability
from support.git_repos import init_repo
from support.mcp_door import call, content, door_work, with_door

NUL_STEP = 'version: v1\nworkflow:\n  - binary: git\n    args: [log, "-1", "a\\0b"]\n'
SHAPED = "ghp_" + "Pl4nS3cr3tT0k" * 3


def _records(home: Path) -> list[dict[str, Any]]:
    trail = home / "audit.jsonl"
    return [json.loads(line) for line in trail.read_text().splitlines()] if trail.exists() else []


def test_a_nul_in_a_binary_argument_is_refused_and_nothing_is_recorded(
    runtime: Any, work: Path, home: Path, tmp_path: Path
) -> None:
    init_repo(work)
    capability = write_capability(tmp_path, "nul.md", NUL_STEP)
    run = runtime("--output", "json", "capability", "execute", str(capability))
    assert run.code == 3, run  # the document made a step no program can receive
    step = run.json["steps"][0]
    assert step["status"] == "invalid"
    assert "holds a NUL byte" in step["error"] and "a\\x00b" in step["error"]
    assert [r for r in _records(home) if r.get("kind") in ("intent", "outcome")] == []
    tail = runtime("audit", "tail")
    assert "unfinished" not in tail.stdout


INPUT_STEP = """
version: v1
inputs:
  ref: {description: a revision, required: true}
workflow:
  - binary: git
    args: [log, "-1", "${ref}"]
"""


def test_a_nul_in_an_input_is_a_usage_error_at_the_door(home: Path, work: Path) -> None:
    init_repo(work)
    env = door_work(work, {"log": INPUT_STEP})

    async def body(session: ClientSession) -> Any:
        return await call(session, "capability_execute", name="log", inputs={"ref": "HEAD\x00x"})

    result = content(with_door(home, work, body, env=env))
    assert result["exit_code"] == 2, result
    assert "holds a NUL byte" in result["error"]["message"]
    assert [r for r in _records(home) if r.get("kind") in ("intent", "outcome")] == []


@pytest.mark.parametrize("duration", ["99999999999999999d", "3651d", "²d", "1e9"])
def test_an_expiry_no_date_can_hold_is_a_usage_error(
    runtime: Any, tmp_path: Path, work: Path, duration: str
) -> None:
    capability = write_capability(
        tmp_path, "w.md", "version: v1\nworkflow:\n  - provider: files\n    args: [read, ./x]\n"
    )
    run = runtime(
        "--output", "json", "capability", "plan", str(capability), "--out", "plan.json",
        "--expires-in", duration,
    )  # fmt: skip
    assert run.code == 2, run
    assert "--expires-in" in run.json["error"]["message"]
    assert not (work / "plan.json").exists()


SECRET_INPUT = """
version: v1
inputs:
  token: {description: a deploy token, required: true}
workflow:
  - provider: files
    args: [write, ./deploy.txt, "${token}"]
"""


def test_a_saved_plan_never_holds_a_secret_input(
    runtime: Any, tmp_path: Path, work: Path, home: Path
) -> None:
    capability = write_capability(tmp_path, "deploy.md", SECRET_INPUT)
    run = runtime(
        "--output", "json", "capability", "plan", str(capability), "--input", f"token={SHAPED}",
        "--out", "plan.json",
    )  # fmt: skip
    assert run.code == 2, run
    assert "inputs.token holds one" in run.json["error"]["message"]
    assert not (work / "plan.json").exists()
    assert SHAPED not in run.stdout + run.stderr
    configured = runtime(
        "--output", "json", "capability", "plan", str(capability), "--input",
        "token=my-configured-secret", "--out", "plan.json",
        env={"RUNTIME_GITHUB_TOKEN": "my-configured-secret"},
    )  # fmt: skip
    assert configured.code == 2, configured
    assert not (work / "plan.json").exists()
    plain = runtime(
        "capability", "plan", str(capability), "--input", "token=not-a-secret", "--out", "plan.json"
    )
    assert plain.code == 0, plain  # an ordinary value is saved as before
    assert "not-a-secret" in (work / "plan.json").read_text()


def test_the_door_keeps_no_plan_that_holds_a_secret(home: Path, work: Path) -> None:
    env = door_work(work, {"deploy": SECRET_INPUT})

    async def body(session: ClientSession) -> Any:
        return await call(session, "capability_plan", name="deploy", inputs={"token": SHAPED})

    result = content(with_door(home, work, body, env=env))
    assert result["exit_code"] == 2, result
    plans = home / "plans"
    kept = [p.read_text() for p in plans.rglob("*.json")] if plans.exists() else []
    assert not [text for text in kept if SHAPED in text]
