"""The files engine: what each operation leaves on disk and reports."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from runtime.model import Outcome
from runtime.policy.model import Policy
from runtime.providers.files import engine
from support.files_engine import bound, policy_for


@pytest.fixture
def app(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    root.mkdir()
    return root


def run(app: Path, *args: str) -> Outcome:
    return engine.execute(bound(*args), policy_for(app), str(app))


# --- write ---


def test_write_stores_words_joined_by_spaces_without_a_newline(app: Path) -> None:
    outcome = run(app, "write", "./n.txt", "hello", "world")
    assert outcome.ok, outcome.error
    assert (app / "n.txt").read_bytes() == b"hello world"
    assert outcome.output == {"path": str(app / "n.txt"), "bytes": 11}
    assert outcome.detail == {"path": str(app / "n.txt"), "bytes": 11}


def test_write_stores_newlines_and_unicode_exactly(app: Path) -> None:
    assert run(app, "write", "n.txt", "a\nb ünï\n").ok
    assert (app / "n.txt").read_bytes() == "a\nb ünï\n".encode()


def test_write_overwrites_and_leaves_no_temp_file(app: Path) -> None:
    (app / "n.txt").write_bytes(b"a much longer old content")
    assert run(app, "write", "n.txt", "new").ok
    assert (app / "n.txt").read_bytes() == b"new"
    assert os.listdir(app) == ["n.txt"]


def test_write_replaces_atomically_and_keeps_permission_bits(app: Path) -> None:
    target = app / "n.txt"
    target.write_bytes(b"old")
    target.chmod(0o640)
    before = target.stat().st_ino
    assert run(app, "write", "n.txt", "new").ok
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert target.stat().st_ino != before  # a new file renamed over, not rewritten in place


def test_write_does_not_create_parent_directories(app: Path) -> None:
    outcome = run(app, "write", "./x/y", "content")
    assert not outcome.ok
    # since issue 14 the message names the missing directory and the fix
    assert outcome.error == (
        "files write ./x/y: the directory ./x does not exist and files write creates no "
        "parent directories; create it with `runtime files mkdir ./x --parents` first"
    )
    assert outcome.detail == {"path": str(app / "x" / "y")}
    assert not (app / "x").exists()


def test_write_over_a_directory_fails_and_keeps_it(app: Path) -> None:
    (app / "d").mkdir()
    outcome = run(app, "write", "d", "x")
    assert outcome.error == "is a directory: d"
    assert (app / "d").is_dir()
    assert os.listdir(app) == ["d"]


# --- append ---


def test_append_creates_a_missing_file(app: Path) -> None:
    outcome = run(app, "append", "log.txt", "first", "line")
    assert outcome.ok
    assert (app / "log.txt").read_bytes() == b"first line\n"
    assert outcome.output == {"path": str(app / "log.txt"), "bytes": 11, "created": True}


def test_append_writes_right_after_the_existing_bytes(app: Path) -> None:
    assert run(app, "write", "log.txt", "opening").ok
    outcome = run(app, "append", "log.txt", "update")
    assert outcome.ok
    assert outcome.output["created"] is False
    assert (app / "log.txt").read_bytes() == b"openingupdate\n"


def test_append_needs_the_parent(app: Path) -> None:
    outcome = run(app, "append", "x/log.txt", "line")
    assert outcome.error is not None
    assert outcome.error.startswith("files append x/log.txt: the directory x does not exist")
    assert not (app / "x").exists()


def test_append_to_a_fifo_fails_without_blocking(app: Path) -> None:
    os.mkfifo(app / "pipe")
    assert run(app, "append", "pipe", "x").error == "not a regular file: pipe"


# --- read ---


def test_read_returns_content_and_size(app: Path) -> None:
    (app / "a.txt").write_bytes("héllo\n".encode())
    outcome = run(app, "read", "a.txt")
    assert outcome.output == {"path": str(app / "a.txt"), "content": "héllo\n", "bytes": 7}
    assert outcome.transport == "local"


def test_read_of_non_utf8_is_a_failure_not_a_crash(app: Path) -> None:
    (app / "bin").write_bytes(b"ok\xff\xfe")
    outcome = run(app, "read", "bin")
    assert not outcome.ok
    assert outcome.error == "bin is not UTF-8 text (invalid byte at offset 2)"


def test_read_refuses_files_over_16_mib(app: Path) -> None:
    with open(app / "big", "wb") as big:
        big.truncate(16 * 1024 * 1024 + 1)
    outcome = run(app, "read", "big")
    assert outcome.error == "big is 16777217 bytes, over the 16 MiB read limit"


def test_read_of_exactly_16_mib_is_fine(app: Path) -> None:
    with open(app / "big", "wb") as big:
        big.truncate(16 * 1024 * 1024)
    assert run(app, "read", "big").output["bytes"] == 16 * 1024 * 1024


def test_read_of_a_directory_or_fifo_fails(app: Path) -> None:
    (app / "d").mkdir()
    os.mkfifo(app / "pipe")
    assert run(app, "read", "d").error == "is a directory: d"
    assert run(app, "read", "pipe").error == "not a regular file: pipe"


def test_read_of_a_missing_file(app: Path) -> None:
    assert run(app, "read", "nope").error == "no such file or directory: nope"


# --- list ---


def test_list_is_sorted_with_types_and_sizes(app: Path) -> None:
    (app / "b.txt").write_bytes(b"abc")
    (app / "a-dir").mkdir()
    (app / "c-link").symlink_to("b.txt")
    os.mkfifo(app / "d-pipe")
    outcome = run(app, "list", ".")
    assert outcome.ok
    assert outcome.output["path"] == str(app)
    entries = outcome.output["entries"]
    assert [(e["name"], e["type"]) for e in entries] == [
        ("a-dir", "dir"), ("b.txt", "file"), ("c-link", "symlink"), ("d-pipe", "other"),
    ]  # fmt: skip
    sizes = {e["name"]: e["size"] for e in entries}
    assert sizes["b.txt"] == 3
    assert sizes["c-link"] == len("b.txt")  # the link itself, not followed


def test_list_of_a_file_fails(app: Path) -> None:
    (app / "f").write_bytes(b"")
    assert run(app, "list", "f").error == "not a directory: f"


def test_list_shows_undecodable_names_as_escapes(app: Path) -> None:
    (app / os.fsdecode(b"bad\xff")).write_bytes(b"")
    names = [e["name"] for e in run(app, "list", ".").output["entries"]]
    assert names == ["bad\\xff"]


# --- delete ---


def test_delete_removes_a_file(app: Path) -> None:
    (app / "f").write_bytes(b"x")
    outcome = run(app, "delete", "f")
    assert outcome.output == {"path": str(app / "f"), "deleted": True}
    assert not (app / "f").exists()


def test_delete_refuses_a_directory(app: Path) -> None:
    (app / "d").mkdir()
    assert run(app, "delete", "d").error == "is a directory: d"
    assert (app / "d").is_dir()


def test_delete_of_a_symlink_removes_the_link_not_its_target(app: Path) -> None:
    (app / "real.txt").write_bytes(b"keep")
    (app / "link").symlink_to("real.txt")
    assert run(app, "delete", "link").ok
    assert (app / "real.txt").read_bytes() == b"keep"
    assert not (app / "link").is_symlink()


# --- mkdir ---


def test_mkdir_creates_a_directory(app: Path) -> None:
    outcome = run(app, "mkdir", "d")
    assert outcome.output == {"path": str(app / "d"), "created": True}
    assert (app / "d").is_dir()


def test_mkdir_without_parents_needs_the_parent(app: Path) -> None:
    assert run(app, "mkdir", "a/b").error == (  # the missing parent, named (issue 14)
        "files mkdir a/b: the directory a does not exist and files mkdir creates no parent "
        "directories; create it with `runtime files mkdir a/b --parents`"
    )
    assert not (app / "a").exists()


def test_mkdir_with_parents_creates_the_chain(app: Path) -> None:
    assert run(app, "mkdir", "a/b/c", "--parents").ok
    assert (app / "a" / "b" / "c").is_dir()


def test_mkdir_of_an_existing_directory(app: Path) -> None:
    (app / "d").mkdir()
    assert run(app, "mkdir", "d").error == "file exists: d"
    outcome = run(app, "mkdir", "d", "--parents")
    assert outcome.ok
    assert outcome.output["created"] is False


def test_mkdir_with_parents_over_a_file_fails(app: Path) -> None:
    (app / "f").write_bytes(b"x")
    assert not run(app, "mkdir", "f", "--parents").ok
    assert not run(app, "mkdir", "f/sub", "--parents").ok
    assert (app / "f").read_bytes() == b"x"


# --- every outcome, structured edits, decide ---


@pytest.mark.parametrize(
    "args",
    [
        ("read", "f"), ("write", "f", "x"), ("append", "f", "x"), ("list", "."),
        ("delete", "f"), ("mkdir", "d"), ("read", "missing"), ("mkdir", "f"),
    ],
)  # fmt: skip
def test_every_outcome_is_local_with_the_resolved_path(app: Path, args: tuple[str, ...]) -> None:
    (app / "f").write_bytes(b"x")
    outcome = run(app, *args)
    assert outcome.transport == "local"
    assert outcome.detail["path"] == os.path.realpath(app / args[1])


def test_the_files_engine_runs_a_structured_edit_and_previews_it_on_a_dry_run(app: Path) -> None:
    (app / "x.yaml").write_text("image: a\n")
    args = ("yaml", "replace", "--from", "a", "--to", "b", "--dir", ".", "--filename", "x.yaml")
    policy = policy_for(app)
    preview = engine.execute(bound(*args), policy, str(app), dry_run=True)
    assert preview.ok, preview.error
    assert (app / "x.yaml").read_text() == "image: a\n"
    applied = engine.execute(bound(*args), policy, str(app))
    assert applied.ok, applied.error
    assert (app / "x.yaml").read_text() == "image: b\n"


def test_decide_names_the_allowing_root(app: Path) -> None:
    policy = policy_for(app)
    write = engine.decide(bound("write", "n.txt", "x"), policy, str(app))
    read = engine.decide(bound("list", "."), policy, str(app))
    assert (write.allowed, write.rule) == (True, f'file_policy.write_roots "{app}"')
    assert (read.allowed, read.rule) == (True, f'file_policy.read_roots "{app}"')


def test_decide_denies_with_the_rule_and_message(app: Path) -> None:
    decision = engine.decide(bound("write", "../x", "y"), policy_for(app), str(app))
    assert not decision.allowed
    assert decision.rule == "file_policy.write_roots"
    assert decision.message.startswith("policy denied files write: ../x resolves to ")


def test_decide_touches_nothing(app: Path) -> None:
    policy = policy_for(app)
    for args in [("write", "n", "x"), ("append", "n", "x"), ("mkdir", "a/b", "--parents")]:
        assert engine.decide(bound(*args), policy, str(app)).allowed
    assert os.listdir(app) == []


def test_decide_checks_the_dir_of_a_structured_edit(app: Path) -> None:
    args = ["yaml", "set", "--path", "a", "--value", "b", "--filename", "x.yaml", "--dir"]
    policy = policy_for(app)
    assert engine.decide(bound(*args, "."), policy, str(app)).allowed
    denied = engine.decide(bound(*args, ".."), policy, str(app))
    assert denied.rule == "file_policy.write_roots"


def test_default_policy_roots_are_the_start_directory(app: Path) -> None:
    policy = Policy()
    assert engine.execute(bound("write", "n.txt", "x"), policy, str(app)).ok
    assert (app / "n.txt").read_bytes() == b"x"
    assert not engine.execute(bound("read", "../elsewhere"), policy, str(app)).ok
