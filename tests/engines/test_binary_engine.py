"""The binary engine: one judged value per step, the sandbox asked once, probed, to run it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from runtime.binary_engine import Judged
from runtime.engines import sandbox
from runtime.engines.sandbox import Availability
from runtime.model import Request
from runtime.pipeline import decide, execute, resolve
from runtime.policy.model import Policy
from support.audit import trail_operations


def counted(monkeypatch: pytest.MonkeyPatch, answer: Availability | None = None) -> list[bool]:
    """Each call of sandbox.availability from now on, by its PROBE argument."""
    calls: list[bool] = []
    real = sandbox.availability

    def availability(policy: Policy, *, probe: bool = True) -> Availability:
        calls.append(probe)
        return answer if answer is not None else real(policy, probe=probe)

    monkeypatch.setattr(sandbox, "availability", availability)
    return calls


@pytest.mark.parametrize("confined", [True, False])
def test_a_binary_step_asks_the_sandbox_once_to_run_and_records_its_answer(
    confined: bool, runtime: Any, home: Path, work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert runtime("version").code == 0
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(home))
    policy = Policy()
    policy.sandbox = "auto"  # without the sandbox, git --version runs unconfined
    answer = None if confined else Availability(None, "bwrap is not installed (this test)")
    expected = sandbox.availability(policy).name if confined else "none"
    calls = counted(monkeypatch, answer)
    record = execute(Request.for_binary("git", ["--version"]), policy, str(work))
    assert record.status == "ok", record.error_text()
    assert calls == [False, True]  # decide unprobed (as plan), execution probed: once each
    assert record.outcome is not None and record.outcome.detail["sandbox"] == expected
    assert isinstance(record.resolved.judged, Judged)
    assert record.resolved.judged.available.name == expected  # execution's answer, kept
    assert trail_operations(home)[-1]["sandbox"] == expected


def test_deciding_leaves_one_judged_value_and_probes_nothing(
    work: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = counted(monkeypatch)
    policy = Policy()
    resolved = resolve(Request.for_binary("git", ["push", "origin", "+main"]), policy, str(work))
    decision = decide(resolved, policy, str(work))
    assert calls == [False]
    judged = resolved.judged
    assert isinstance(judged, Judged) and judged.pinned is not None
    # a force push throws commits away
    assert (judged.pinned.identity, judged.effect) == ("git", "delete")
    assert resolved.canonical is judged.canonical and resolved.pinned is judged.pinned
    assert judged.canonical.command == "push --force origin +main"
    assert resolved.transport == "process" and decision.rule
