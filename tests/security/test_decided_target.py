"""The pipeline resolves a files path once (in decide) and execute opens what was decided.

What changed between the two is judged at the open: a path component swapped for a
symlink, the final name swapped for one, or one of the runtime's own files linked in
under the decided name. Each is refused, naming its rule; nothing outside is touched.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from runtime.model import Request, StepRecord
from runtime.policy.model import Policy
from runtime.policy.pathguard import PathGuard, Target
from runtime.providers.files import engine
from support.audit import trail_records
from support.files_engine import READ_RULE, WRITE_RULE, bound, policy_for

OWN_FILES_RULE = "runtime own files"


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "app"
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "f.txt").write_bytes(b"inside\n")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "f.txt").write_bytes(b"outside\n")
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(tmp_path / "home"))
    for name in ("RUNTIME_CONFIG_FILE", "RUNTIME_POLICY_FILE"):
        monkeypatch.delenv(name, raising=False)
    return root


def outside_files(app: Path) -> dict[str, bytes]:
    outside = app.parent / "outside"
    return {name: (outside / name).read_bytes() for name in sorted(os.listdir(outside))}


def swap_sub_for_symlink(app: Path) -> None:
    os.rename(app / "sub", app / "sub.moved")
    (app / "sub").symlink_to(app.parent / "outside")


STEPS = [
    ("append", "sub/f.txt", "pwned"),
    ("write", "sub/f.txt", "pwned"),
    ("read", "sub/f.txt"),
    ("list", "sub"),
    ("mkdir", "sub/new"),
    ("delete", "sub/f.txt"),
]


@pytest.mark.parametrize("args", STEPS, ids=[step[0] for step in STEPS])
def test_a_component_swapped_between_decide_and_execute_is_refused(
    app: Path, args: tuple[str, ...]
) -> None:
    policy = policy_for(app)
    request = bound(*args)
    assert engine.decide(request, policy, str(app)).allowed
    before = outside_files(app)
    swap_sub_for_symlink(app)
    outcome = engine.execute(request, policy, str(app))
    assert (outcome.ok, outcome.exit_code, outcome.detail["status"]) == (False, 4, "denied")
    rule = READ_RULE if args[0] in ("read", "list") else WRITE_RULE
    assert outcome.detail["rule"] == rule and rule in str(outcome.error)
    assert "replaced by a symlink" in str(outcome.error)
    assert outside_files(app) == before
    assert outcome.output is None  # nothing of the outside file was read either


def test_the_final_name_swapped_for_a_symlink_after_decide_is_refused(app: Path) -> None:
    policy = policy_for(app)
    for args in (("append", "sub/f.txt", "pwned"), ("read", "sub/f.txt")):
        request = bound(*args)
        assert engine.decide(request, policy, str(app)).allowed
        (app / "sub" / "f.txt").unlink()
        (app / "sub" / "f.txt").symlink_to(app.parent / "outside" / "f.txt")
        outcome = engine.execute(request, policy, str(app))
        assert (outcome.ok, outcome.exit_code, outcome.detail["status"]) == (False, 4, "denied")
        assert "replaced by a symlink" in str(outcome.error)
        (app / "sub" / "f.txt").unlink()
        (app / "sub" / "f.txt").write_bytes(b"inside\n")
    assert outside_files(app) == {"f.txt": b"outside\n"}


def test_an_own_file_linked_in_under_the_decided_name_is_not_read(app: Path) -> None:
    """A hard link to the audit trail made after the decision: judged on the opened file."""
    from runtime.audit import log

    home = app.parent / "home"
    log.append({"kind": "marker", "args": ["the trail"]}, str(home / "audit.jsonl"))
    policy = policy_for(app)
    request = bound("read", "sub/copy.txt")
    assert engine.decide(request, policy, str(app)).allowed
    os.link(home / "audit.jsonl", app / "sub" / "copy.txt")
    outcome = engine.execute(request, policy, str(app))
    assert (outcome.ok, outcome.exit_code, outcome.detail["rule"]) == (False, 4, OWN_FILES_RULE)
    assert str(home / "audit.jsonl") in str(outcome.error)
    assert outcome.output is None


def test_a_target_decided_under_another_policy_or_directory_is_resolved_again(
    app: Path,
) -> None:
    """What decide kept is used only by an execute under the same policy and directory."""
    request = bound("append", "sub/f.txt", "line")
    assert engine.decide(request, policy_for(app), str(app)).allowed
    narrower = Policy()
    narrower.write_roots = (str(app / "elsewhere"),)
    outcome = engine.execute(request, narrower, str(app))
    assert (outcome.ok, outcome.exit_code, outcome.detail["rule"]) == (False, 4, WRITE_RULE)
    (app / "other").mkdir()
    (app / "other" / "sub").mkdir()
    outcome = engine.execute(request, policy_for(app), str(app / "other"))
    assert outcome.ok and (app / "other" / "sub" / "f.txt").read_bytes() == b"line\n"
    assert (app / "sub" / "f.txt").read_bytes() == b"inside\n"


def run_step(app: Path, args: list[str], on_start: Callable[[StepRecord], None]) -> StepRecord:
    from runtime.pipeline import execute

    request = Request.for_provider("files", args)
    return execute(request, policy_for(app), str(app), on_start=on_start)


def test_the_pipeline_resolves_a_path_once_and_refuses_a_swap_after_it(
    app: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Decide's Target reaches the engine; a swap after the decision (and after the
    intent is on disk) is refused at the open and recorded as a denial."""
    resolved: list[str] = []
    real_resolve = PathGuard.resolve

    def counting(guard: PathGuard, given: str, follow_final: bool = True) -> Target:
        resolved.append(given)
        return real_resolve(guard, given, follow_final)

    monkeypatch.setattr(PathGuard, "resolve", counting)
    record = run_step(app, ["append", "sub/f.txt", "more"], lambda record: None)
    assert record.status == "ok" and resolved == ["sub/f.txt"]
    assert (app / "sub" / "f.txt").read_bytes() == b"inside\nmore\n"

    before = outside_files(app)
    record = run_step(
        app, ["append", "sub/f.txt", "pwned"], lambda record: swap_sub_for_symlink(app)
    )
    assert (record.status, record.outcome and record.outcome.exit_code) == ("denied", 4)
    assert "replaced by a symlink" in str(record.error_text())
    assert outside_files(app) == before
    intent, outcome = trail_records(app.parent / "home")[-2:]
    assert (intent["kind"], intent["decision"], outcome["kind"]) == ("intent", "allow", "outcome")
    assert (outcome["id"], outcome["outcome"], outcome["exit_code"]) == (intent["id"], "denied", 4)
    assert "replaced by a symlink" in json.dumps(outcome["error"])
