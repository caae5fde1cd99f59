"""The runtime's own files are out of the files provider's reach, whatever the roots say.

The Home (and everything in it), the audit trail, and the config and policy
documents in force lie here under the write root "."; every verb is refused with
the rule named, and so is a symlink or a hard link to them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

RULE = "runtime own files"


@pytest.fixture
def inside(runtime: Any, work: Path) -> Any:
    """`runtime` with its Home, config and policy documents inside the work directory."""
    home = work / ".engineering-runtime"
    config = work / "config.yaml"
    config.write_text("schema_version: 2\n")
    policy = work / "policy.yaml"
    # files delete is allowed here, so that only the own-files rule stands in its way
    policy.write_text("schema_version: 3\nproviders:\n  files:\n    denied: []\n")
    env = {
        "ENGINEERING_RUNTIME_HOME": str(home),
        "RUNTIME_CONFIG_FILE": str(config),
        "RUNTIME_POLICY_FILE": str(policy),
    }

    def run(*args: str) -> Any:
        return runtime("--output", "json", *args, env=env)

    assert run("files", "write", "first.txt", "x").code == 0  # the audit trail exists now
    assert (home / "audit.jsonl").exists()
    return run


def refused(run: Any, *args: str) -> None:
    result = run(*args)
    assert result.code == 4, result
    message = result.json["error"]["message"]
    assert message.startswith("policy denied files") and RULE in message, message


OWN = [".engineering-runtime/audit.jsonl", ".engineering-runtime/manifest.json",
       "config.yaml", "policy.yaml"]  # fmt: skip


@pytest.mark.parametrize("path", OWN)
def test_read_write_append_delete_are_refused(inside: Any, work: Path, path: str) -> None:
    before = (work / path).read_bytes()
    refused(inside, "files", "read", path)
    refused(inside, "files", "write", path, "")
    refused(inside, "files", "append", path, "more")
    refused(inside, "files", "delete", path)
    after = (work / path).read_bytes()
    # the audit trail only grew (by the four denials); every other file is untouched
    assert after.startswith(before) and after.count(b"\n") - before.count(b"\n") == (
        4 if path.endswith("audit.jsonl") else 0
    )


def test_the_home_cannot_be_listed_or_added_to(inside: Any, work: Path) -> None:
    refused(inside, "files", "list", ".engineering-runtime")
    refused(inside, "files", "mkdir", ".engineering-runtime/evil")
    refused(inside, "files", "write", ".engineering-runtime/capabilities/x.md", "x")
    assert not (work / ".engineering-runtime" / "evil").exists()


def test_an_ancestor_that_would_move_them_is_not_replaced(inside: Any, work: Path) -> None:
    # "." holds the Home and both documents: deleting or overwriting it would move them
    for args in (["delete", "."], ["write", ".", "x"], ["delete", str(work)]):
        result = inside("files", *args)
        assert result.code == 4, result
        message = result.json["error"]["message"]
        assert "replacing it would move them" in message and RULE in message, message
    assert (work / ".engineering-runtime").is_dir() and (work / "config.yaml").is_file()


def test_a_symlink_to_them_is_refused(inside: Any, work: Path) -> None:
    os.symlink(work / "policy.yaml", work / "innocent.yaml")
    os.symlink(work / ".engineering-runtime", work / "innocent-dir")
    refused(inside, "files", "read", "innocent.yaml")
    refused(inside, "files", "write", "innocent.yaml", "schema_version: 3\nread_roots: [/]\n")
    refused(inside, "files", "write", "innocent-dir/audit.jsonl", "")
    assert "read_roots" not in (work / "policy.yaml").read_text()


def test_a_hard_link_to_them_is_refused(inside: Any, work: Path) -> None:
    os.link(work / ".engineering-runtime" / "audit.jsonl", work / "copy.jsonl")
    os.link(work / "config.yaml", work / "settings.yaml")
    refused(inside, "files", "read", "copy.jsonl")
    refused(inside, "files", "read", "settings.yaml")
    refused(inside, "files", "append", "settings.yaml", "base_url: x")


def test_structured_edits_never_touch_them(inside: Any, work: Path) -> None:
    (work / "app.yaml").write_text("schema_version: 2\n")
    before = {path: (work / path).read_bytes() for path in ("config.yaml", "policy.yaml")}
    edited = inside("files", "yaml", "replace", "--from", "2", "--to", "9",
                    "--filename", "config.yaml", "--dir", ".")  # fmt: skip
    # the walk never offers the config document in force as a candidate
    assert edited.code == 0 and edited.json["output"]["files"] == [], edited
    assert edited.json["output"]["summary"]["changed"] == 0
    aimed = inside("files", "yaml", "set", "--path", "schema_version", "--value", "9",
                   "--filename", "audit.jsonl", "--dir", ".engineering-runtime")  # fmt: skip
    assert aimed.code == 4 and RULE in aimed.json["error"]["message"], aimed
    assert {path: (work / path).read_bytes() for path in before} == before


def test_ordinary_files_beside_them_still_work(inside: Any, work: Path) -> None:
    assert inside("files", "write", "notes.txt", "hello").code == 0
    assert inside("files", "read", "notes.txt").code == 0
    listed = inside("files", "list", ".")
    assert listed.code == 0, listed
