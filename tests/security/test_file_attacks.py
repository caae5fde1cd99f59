"""DESIGN.md section 9, file attacks: each ends in a refusal naming the rule, nothing written."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from runtime.engines.files import append_bytes, make_directory, replace_file, unlink_file
from runtime.model import Outcome
from runtime.policy.model import Policy
from runtime.policy.pathguard import PathDenied, PathGuard, Target
from runtime.providers.files import engine
from support.files_engine import READ_RULE, WRITE_RULE, bound, policy_for


def snapshot(directory: Path) -> dict[str, str]:
    """Every entry under DIRECTORY with a digest of its content (or what a link points at)."""
    found: dict[str, str] = {}
    for base, dirs, files in os.walk(directory):
        for name in dirs + files:
            path = Path(base, name)
            key = str(path.relative_to(directory))
            if path.is_symlink():
                found[key] = "link:" + os.readlink(path)
            elif path.is_dir():
                found[key] = "dir"
            else:
                found[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


@pytest.fixture
def app(tmp_path: Path, outside: Path) -> Path:
    """TMP_PATH/app, the one root, beside OUTSIDE (in no root, holding secret.txt)."""
    root = tmp_path / "app"
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "f.txt").write_bytes(b"inside")
    return root


def assert_refused(outcome: Outcome, rule: str) -> None:
    assert not outcome.ok
    assert outcome.exit_code == 4
    assert outcome.error is not None
    assert outcome.error.startswith("policy denied files ")
    assert rule in outcome.error
    assert outcome.detail["rule"] == rule
    assert outcome.detail["status"] == "denied"


def attempt(app: Path, *args: str, policy: Policy | None = None) -> Outcome:
    """Plan-time decision and execution must both refuse; return the execution's outcome."""
    policy = policy or policy_for(app)
    decision = engine.decide(bound(*args), policy, str(app))
    assert not decision.allowed
    assert decision.rule in decision.message
    return engine.execute(bound(*args), policy, str(app))


MUTATIONS = [("write", "x"), ("append", "x"), ("mkdir", "--parents"), ("delete",)]


def mutate(operation: tuple[str, ...], path: str) -> tuple[str, ...]:
    verb, *extra = operation
    return (verb, path, *extra)


@pytest.mark.parametrize("operation", MUTATIONS)
def test_sibling_sharing_the_root_prefix(tmp_path: Path, operation: tuple[str, ...]) -> None:
    app = tmp_path / "x" / "app"
    evil = tmp_path / "x" / "app-evil"
    app.mkdir(parents=True)
    evil.mkdir()
    (evil / "target").write_bytes(b"evil")
    before = snapshot(evil)
    for path in (str(evil / "target"), "../app-evil/target"):
        outcome = attempt(app, *mutate(operation, path))
        assert_refused(outcome, WRITE_RULE)
        assert f"outside {WRITE_RULE} [{app}]" in str(outcome.error)
    assert snapshot(evil) == before


@pytest.mark.parametrize("path", ["../outside/new.txt", "sub/../../outside/secret.txt", ".."])
@pytest.mark.parametrize("operation", MUTATIONS)
def test_dotdot_escapes(app: Path, outside: Path, path: str, operation: tuple[str, ...]) -> None:
    before = snapshot(outside)
    assert_refused(attempt(app, *mutate(operation, path)), WRITE_RULE)
    assert snapshot(outside) == before


def test_dotdot_read_and_list_escapes(app: Path, outside: Path) -> None:
    read = attempt(app, "read", "../outside/secret.txt")
    assert_refused(read, READ_RULE)
    assert read.output is None
    assert_refused(attempt(app, "list", "sub/../.."), READ_RULE)


@pytest.mark.parametrize("operation", [*MUTATIONS, ("read",), ("list",)])
def test_absolute_path_outside_every_root(
    app: Path, outside: Path, operation: tuple[str, ...]
) -> None:
    before = snapshot(outside)
    path = str(outside) if operation[0] == "list" else str(outside / "secret.txt")
    rule = READ_RULE if operation[0] in ("read", "list") else WRITE_RULE
    outcome = attempt(app, *mutate(operation, path))
    assert_refused(outcome, rule)
    assert str(outside) in str(outcome.error)
    assert snapshot(outside) == before


@pytest.mark.parametrize("operation", [("write", "x"), ("append", "x"), ("read",)])
def test_symlink_file_pointing_outside(
    app: Path, outside: Path, operation: tuple[str, ...]
) -> None:
    (app / "link").symlink_to(outside / "secret.txt")
    before = snapshot(outside)
    rule = READ_RULE if operation[0] == "read" else WRITE_RULE
    outcome = attempt(app, *mutate(operation, "link"))
    assert_refused(outcome, rule)
    assert f"link resolves to {outside / 'secret.txt'}" in str(outcome.error)
    assert outcome.output is None  # no secret content in a refusal
    assert snapshot(outside) == before


def test_dangling_symlink_pointing_outside_creates_nothing(app: Path, outside: Path) -> None:
    (app / "link").symlink_to(outside / "planted.txt")
    before = snapshot(outside)
    for operation in [("write", "x"), ("append", "x")]:
        assert_refused(attempt(app, *mutate(operation, "link")), WRITE_RULE)
    assert snapshot(outside) == before


def test_deleting_a_symlink_never_deletes_what_it_points_at(app: Path, outside: Path) -> None:
    (app / "link").symlink_to(outside / "secret.txt")
    before = snapshot(outside)
    outcome = engine.execute(bound("delete", "link"), policy_for(app), str(app))
    assert outcome.ok  # the link is inside the root; removing it loses nothing outside
    assert snapshot(outside) == before


@pytest.mark.parametrize(
    "operation",
    [("write", "x"), ("append", "x"), ("mkdir", "--parents"), ("delete",), ("read",)],
)
def test_symlinked_parent_directory_pointing_outside(
    app: Path, outside: Path, operation: tuple[str, ...]
) -> None:
    (app / "out").symlink_to(outside)
    before = snapshot(outside)
    rule = READ_RULE if operation[0] == "read" else WRITE_RULE
    outcome = attempt(app, *mutate(operation, "out/secret.txt"))
    assert_refused(outcome, rule)
    assert snapshot(outside) == before


def test_symlinked_directory_cannot_be_listed_or_extended(app: Path, outside: Path) -> None:
    (app / "out").symlink_to(outside)
    before = snapshot(outside)
    assert_refused(attempt(app, "list", "out"), READ_RULE)
    assert_refused(attempt(app, "mkdir", "out/a/b", "--parents"), WRITE_RULE)
    assert snapshot(outside) == before


def swap_for_symlink(directory: Path, destination: Path) -> None:
    os.rename(directory, directory.with_name(directory.name + ".moved"))
    directory.symlink_to(destination)


@pytest.mark.parametrize(
    "use",
    [
        lambda target: replace_file(target, b"pwned"),
        lambda target: append_bytes(target, b"pwned"),
        lambda target: make_directory(target, parents=True),
        unlink_file,
    ],
    ids=["write", "append", "mkdir", "delete"],
)
def test_directory_swapped_for_a_symlink_between_check_and_use(
    app: Path, outside: Path, use: Callable[[Target], object]
) -> None:
    before = snapshot(outside)
    target = PathGuard.writing(policy_for(app), str(app), "write").resolve("sub/secret.txt")
    swap_for_symlink(app / "sub", outside)
    with pytest.raises(PathDenied) as denied:
        use(target)
    assert denied.value.rule == WRITE_RULE
    assert "replaced by a symlink" in denied.value.message
    assert WRITE_RULE in denied.value.message
    assert snapshot(outside) == before


def test_swap_during_an_engine_write_is_reported_as_a_denial(
    app: Path, outside: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decide_then_swap = PathGuard.resolve

    def resolve_then_swap(guard: PathGuard, given: str, follow_final: bool = True) -> Target:
        target = decide_then_swap(guard, given, follow_final)
        swap_for_symlink(app / "sub", outside)
        return target

    monkeypatch.setattr(PathGuard, "resolve", resolve_then_swap)
    before = snapshot(outside)
    outcome = engine.execute(bound("write", "sub/new.txt", "pwned"), policy_for(app), str(app))
    assert_refused(outcome, WRITE_RULE)
    assert "replaced by a symlink" in str(outcome.error)
    assert snapshot(outside) == before


def test_file_swapped_for_a_symlink_between_check_and_use(app: Path, outside: Path) -> None:
    before = snapshot(outside)
    guard = PathGuard.writing(policy_for(app), str(app), "append")
    target = guard.resolve("sub/f.txt")
    (app / "sub" / "f.txt").unlink()
    (app / "sub" / "f.txt").symlink_to(outside / "secret.txt")
    for use in (append_bytes, replace_file):
        with pytest.raises(PathDenied) as denied:
            use(target, b"pwned")
        assert denied.value.rule == WRITE_RULE
    assert snapshot(outside) == before


def test_read_roots_do_not_imply_write(app: Path, outside: Path) -> None:
    policy = Policy()
    policy.read_roots = (str(app), str(outside))
    policy.write_roots = (str(app),)
    before = snapshot(outside)
    assert engine.execute(bound("read", str(outside / "secret.txt")), policy, str(app)).ok
    for operation in MUTATIONS:
        outcome = attempt(app, *mutate(operation, str(outside / "secret.txt")), policy=policy)
        assert_refused(outcome, WRITE_RULE)
    assert snapshot(outside) == before


def test_write_roots_do_not_imply_read(app: Path, outside: Path) -> None:
    policy = Policy()
    policy.read_roots = (str(app),)
    policy.write_roots = (str(app), str(outside))
    assert engine.execute(bound("append", str(outside / "log"), "ok"), policy, str(app)).ok
    for operation in [("read",), ("list",)]:
        target = str(outside / "secret.txt") if operation[0] == "read" else str(outside)
        outcome = attempt(app, *mutate(operation, target), policy=policy)
        assert_refused(outcome, READ_RULE)
        assert outcome.output is None
