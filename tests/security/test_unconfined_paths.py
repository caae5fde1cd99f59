"""`command_policy.sandbox: auto` without a working bwrap: read and write commands run
unconfined, so every argument that names a path is held to the roots and the runtime's own
files by the one path guard, as a files-provider path is. Real git and jq.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from support.git_repos import GIT_IDENTITY


@pytest.fixture
def outside_with_one_file(tmp_path: Path) -> Path:
    """A directory in no root holding secret.txt and nothing else."""
    path = tmp_path / "outside"
    path.mkdir()
    (path / "secret.txt").write_text("outside-secret\n")
    return path


@pytest.fixture
def readable(tmp_path: Path) -> Path:
    """A read root beside the work directory holding the Home and the policy: a child may read
    there, never the runtime's own files (in a write root they would refuse every child)."""
    path = tmp_path / "ro"
    (path / "conf").mkdir(parents=True)
    return path


@pytest.fixture
def env(tmp_path: Path, work: Path, no_bwrap: Path, readable: Path) -> dict[str, str]:
    policy = readable / "conf" / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [., ../ro]\n  write_roots: [.]\n"
    )
    return {
        "ENGINEERING_RUNTIME_HOME": str(readable / ".engineering-runtime"),
        "RUNTIME_POLICY_FILE": str(policy),
        **GIT_IDENTITY,
    }


def refused(run: Any, rule: str) -> None:
    assert run.code == 4, run
    assert rule in run.stdout + run.stderr, run


@pytest.mark.parametrize(
    "spelling",
    [
        "absolute",
        "dotdot",
        "symlink-in-root",
        "option-value",
        "short-option-value",
        "proc-environ",
        "proc-root",
    ],
)
def test_unconfined_jq_cannot_read_a_file_outside_the_roots(
    runtime: Any, work: Path, outside_with_one_file: Path, env: dict[str, str], spelling: str
) -> None:
    (work / "away").symlink_to(outside_with_one_file / "secret.txt")
    args = {
        "absolute": ["-Rr", ".", str(outside_with_one_file / "secret.txt")],
        "dotdot": ["-Rr", ".", "../outside/secret.txt"],
        "symlink-in-root": ["-Rr", ".", "away"],
        # jq 1.6 reads `--rawfile NAME FILE` (two words; `--rawfile=x` is an unknown option)
        "option-value": ["-n", "--rawfile", "x", str(outside_with_one_file / "secret.txt"), "$x"],
        "short-option-value": ["-L../outside", "-n", "1"],
        "proc-environ": ["-Rr", ".", "/proc/self/environ"],
        "proc-root": ["-Rr", ".", f"/proc/self/root{outside_with_one_file}/secret.txt"],
    }[spelling]
    read = runtime("command", "run", "jq", *args, env=env)
    refused(read, "file_policy.read_roots")
    assert "outside-secret" not in read.stdout


@pytest.mark.parametrize("which", ["audit-trail", "policy", "home", "symlink", "hard-link"])
def test_unconfined_jq_cannot_read_the_runtimes_own_files(
    runtime: Any, work: Path, env: dict[str, str], which: str, readable: Path
) -> None:
    assert runtime("files", "write", "x.txt", "x", env=env).code == 0  # the trail exists
    trail = readable / ".engineering-runtime" / "audit.jsonl"
    (work / "trail-link").symlink_to(trail)
    if which == "hard-link":
        os.link(trail, readable / "trail-copy")
    target = {
        "audit-trail": "../ro/.engineering-runtime/audit.jsonl",
        "policy": "../ro/conf/policy.yaml",
        "home": "../ro/.engineering-runtime",
        "symlink": "trail-link",
        "hard-link": "../ro/trail-copy",
    }[which]
    read = runtime("command", "run", "jq", "-Rr", ".", target, env=env)
    # a trail with a second name refuses every child without the sandbox, before any path
    refused(read, "command_policy.sandbox" if which == "hard-link" else "runtime own files")
    assert '"operation"' not in read.stdout and "schema_version" not in read.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["clone", "-q", ".", "{outside}/cloned"],
        ["clone", "-q", ".", "../outside/relative"],
        ["init", "-q", "{outside}/initialised"],
        ["-C", "{outside}", "init", "-q"],
        ["worktree", "add", "{outside}/tree"],
        ["bundle", "create", "{outside}/all.bundle", "--all"],
        ["init", "-q", "link-out/planted"],
    ],
)
def test_unconfined_git_writes_nothing_outside_the_write_roots(
    runtime: Any, work: Path, outside_with_one_file: Path, env: dict[str, str], args: list[str]
) -> None:
    assert runtime("command", "run", "git", "init", "-q", env=env).code == 0
    assert runtime("files", "write", "f.txt", "f", env=env).code == 0
    assert runtime("command", "run", "git", "add", "f.txt", env=env).code == 0
    assert runtime("command", "run", "git", "commit", "-qm", "x", env=env).code == 0
    (work / "link-out").symlink_to(outside_with_one_file)
    words = [word.format(outside=outside_with_one_file) for word in args]
    ran = runtime("command", "run", "git", *words, env=env)
    assert ran.code == 4, ran
    assert sorted(p.name for p in outside_with_one_file.iterdir()) == ["secret.txt"]


def test_unconfined_commands_inside_the_roots_still_run(
    runtime: Any, work: Path, env: dict[str, str]
) -> None:
    (work / "data.json").write_text('{"a": 1}')
    read = runtime("command", "run", "jq", ".a", "data.json", env=env)
    assert read.code == 0 and read.stdout.strip() == "1", read
    assert "runs unconfined" in read.stderr  # the notice stays
    assert runtime("command", "run", "git", "init", "-q", "sub/repo", env=env).code == 0
    assert (work / "sub" / "repo" / ".git").is_dir()
    log = runtime("command", "run", "git", "-C", "sub/repo", "status", "--short", env=env)
    assert log.code == 0, log


def test_plan_shows_the_refusal_without_starting_anything(
    runtime: Any, work: Path, outside_with_one_file: Path, env: dict[str, str]
) -> None:
    (work / "c.md").write_text(
        "# c\n\n```runtime\nversion: v1\nworkflow:\n"
        f"  - binary: jq\n    args: [-Rr, ., {outside_with_one_file / 'secret.txt'}]\n```\n"
    )
    planned = runtime("--output", "json", "capability", "plan", "c.md", env=env)
    assert planned.code == 4, planned
    [step] = planned.json["steps"]
    assert step["status"] == "denied"
    assert step["decision"]["rule"] == "file_policy.read_roots"
    assert "without the sandbox" in step["decision"]["message"]


@pytest.mark.parametrize(
    "path", ["/proc/self/fd/0", "/proc/1/fdinfo/0", "/dev/fd/0", "/dev/stdin", "link-to-fd"]
)
def test_a_descriptor_named_as_a_path_is_refused_whatever_the_roots(
    runtime: Any, tmp_path: Path, work: Path, no_bwrap: Path, path: str
) -> None:
    """Even with read root `/`, another process's open file is no path to read."""
    os.symlink("/proc/self/fd/0", work / "link-to-fd")
    policy = tmp_path / "everything.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [jq]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [/]\n  write_roots: [.]\n"
    )
    run = runtime("command", "run", "jq", "-R", ".", path, env={"RUNTIME_POLICY_FILE": str(policy)})
    refused(run, "(process descriptors)")


def test_an_ordinary_file_under_a_wide_root_is_still_read(
    runtime: Any, tmp_path: Path, work: Path, no_bwrap: Path
) -> None:
    (work / "data.json").write_text('{"ok": true}\n')
    policy = tmp_path / "everything.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [jq]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [/]\n  write_roots: [.]\n"
    )
    run = runtime(
        "command", "run", "jq", ".ok", "data.json", env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert run.code == 0 and run.stdout.strip() == "true", run


def test_unconfined_git_cannot_create_repositories_outside_the_write_roots(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    """With `auto` and no bwrap, a `write` git command runs unconfined: its positional
    destinations (`clone SRC DIR`, `init DIR`, `-C DIR init`) are judged by nothing, so git
    writes wherever it is told, while the floor refuses `archive -o`/`format-patch -o`."""
    outside = tmp_path / "outside"
    outside.mkdir()
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY}
    assert runtime("command", "run", "git", "init", "-q", env=env).code == 0
    runtime("command", "run", "git", "clone", "-q", ".", str(outside / "cloned"), env=env)
    runtime("command", "run", "git", "init", "-q", str(outside / "initialised"), env=env)
    runtime("command", "run", "git", "-C", str(outside), "init", "-q", env=env)
    assert sorted(p.name for p in outside.iterdir()) == []
