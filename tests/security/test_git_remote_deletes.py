"""Issue 23: pushes that delete remote refs are deletes, however they are spelled or
configured, and what a repository's configuration makes of a command is judged.

`push --delete`, `push :REF`, `push --prune` deleted remote branches as a write while a
local `branch -d` was denied; `git remote add --mirror=push X` then a plain `git push X`
force-pushed and deleted the remote's branches; a configured `remote.X.push` refspec and
`clean.requireForce=false` did the same for a plain `push` and `clean`. Real git against a
local bare remote; a control shows the same command does the damage where a document
allows it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.denials import EFFECTS, RULE, expect_denied, permissive
from support.git_repos import git, pushed_clone


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A clone of TMP_PATH/remote.git with main and a branch x pushed."""
    clone = pushed_clone(tmp_path)
    git(clone, "push", "-q", "origin", "x")
    return clone


def remote_has(repo: Path, ref: str) -> bool:
    remote = repo.parent / "remote.git"
    refs = git(remote, "for-each-ref", "--format=%(refname)")
    return ref in refs.split()


def rules_document(tmp_path: Path, rules: str) -> dict[str, str]:
    """RULES for git with delete allowed: only the rule stands in the way."""
    path = tmp_path / "rules.yaml"
    path.write_text(
        f"schema_version: 3\ncommand_policy:\n  rules:\n    git: {{denied: {rules}}}\n"
        "  effects:\n    default: [read, write, delete]\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(path)}


def rooted(tmp_path: Path) -> dict[str, str]:
    """The compiled rules and effects, with TMP_PATH (the bare remote beside the clone) as
    the roots, so an allowed push reaches it in the sandbox."""
    path = tmp_path / "rooted.yaml"
    path.write_text(
        "schema_version: 3\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(path)}


DELETING_PUSHES = [
    ["push", "--delete", "origin", "x"],
    ["push", "-d", "origin", "x"],
    ["push", "origin", ":x"],
    ["push", "origin", ":refs/heads/x"],
    ["push", "origin", "+:x"],
    ["push", "--prune", "origin", "refs/heads/*:refs/heads/*"],
    ["push", "--mirror", "origin"],
]


@pytest.mark.parametrize("args", DELETING_PUSHES)
def test_a_push_that_deletes_is_a_delete(
    args: list[str], repo: Path, runtime: Any, tmp_path: Path
) -> None:
    git(repo, "branch", "-q", "-D", "x")  # so --prune and --mirror would delete it too
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args, cwd=repo)
    assert run.json["output"]["canonical"]["effect"] == "delete", run
    denied = runtime("command", "run", "git", *args, cwd=repo)
    assert denied.code == 4, denied
    assert remote_has(repo, "refs/heads/x")
    # effects without delete refuse it, rules or none
    no_delete = tmp_path / "no-delete.yaml"
    no_delete.write_text(
        "schema_version: 3\ncommand_policy:\n  rules: {}\n  effects:\n    default: [read, write]\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    run = runtime(
        "command", "run", "git", *args, cwd=repo, env={"RUNTIME_POLICY_FILE": str(no_delete)}
    )
    expect_denied(run, EFFECTS)
    assert remote_has(repo, "refs/heads/x")
    # the control: where a document lets delete run, the push deletes the remote branch
    assert runtime("command", "run", "git", *args, cwd=repo, env=permissive(tmp_path)).code == 0
    assert not remote_has(repo, "refs/heads/x")


@pytest.mark.parametrize("rule", ["branch -d", "update-ref -d", "push --delete"])
@pytest.mark.parametrize("args", DELETING_PUSHES[:5])
def test_a_rule_that_denies_deleting_a_ref_covers_deleting_it_by_push(
    rule: str, args: list[str], repo: Path, runtime: Any, tmp_path: Path
) -> None:
    run = runtime(
        "command", "run", "git", *args, cwd=repo, env=rules_document(tmp_path, f'["{rule}"]')
    )
    expect_denied(run, RULE.format("git", rule))
    assert remote_has(repo, "refs/heads/x")


def test_a_plain_push_to_a_remote_configured_as_a_mirror_is_a_mirror_push(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    remote = tmp_path / "remote.git"
    git(repo, "remote", "add", "--mirror=push", "backup", str(remote))
    git(repo, "branch", "-q", "-D", "x")
    run = runtime("command", "run", "git", "push", "backup", cwd=repo)
    expect_denied(run, RULE.format("git", "push --force"))
    assert 'remote "backup" is configured as a mirror' in run.stderr, run
    assert f"{repo / '.git' / 'config'} line" in run.stderr, run
    assert remote_has(repo, "refs/heads/x")
    for rule in ("branch -d", "push --delete"):  # a mirror push deletes refs too
        run = runtime(
            "command",
            "run",
            "git",
            "push",
            "backup",
            cwd=repo,
            env=rules_document(tmp_path, f'["{rule}"]'),
        )
        expect_denied(run, RULE.format("git", rule))
    assert remote_has(repo, "refs/heads/x")
    assert (
        runtime("command", "run", "git", "push", "backup", cwd=repo, env=permissive(tmp_path)).code
        == 0
    )
    assert not remote_has(repo, "refs/heads/x")  # the control: the mirror push deleted it


def test_the_default_remote_configured_as_a_mirror_is_found(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    git(repo, "config", "remote.origin.mirror", "true")
    git(repo, "branch", "-q", "-D", "x")
    run = runtime("command", "run", "git", "push", cwd=repo)
    expect_denied(run, RULE.format("git", "push --force"))
    assert remote_has(repo, "refs/heads/x")


@pytest.mark.parametrize(
    ("refspec", "rule"),
    [(":refs/heads/x", "update-ref -d"), ("+refs/heads/main:refs/heads/x", "push --force")],
)
def test_a_configured_refspec_is_judged_as_if_typed(
    refspec: str, rule: str, repo: Path, runtime: Any, tmp_path: Path
) -> None:
    git(repo, "config", "remote.origin.push", refspec)
    before = git(repo.parent / "remote.git", "rev-parse", "x")
    run = runtime("command", "run", "git", "push", "origin", cwd=repo)
    expect_denied(run, RULE.format("git", rule))
    assert f'remote "origin" pushes "{refspec}" as configured' in run.stderr, run
    assert git(repo.parent / "remote.git", "rev-parse", "x") == before
    # a refspec on the command line replaces the configured ones: an ordinary push runs
    git(repo, "commit", "-q", "--allow-empty", "-m", "two")
    assert (
        runtime(
            "command", "run", "git", "push", "origin", "main", cwd=repo, env=rooted(tmp_path)
        ).code
        == 0
    )


def test_legacy_remotes_files_are_configuration_too(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    """git still reads `.git/remotes/NAME` for a remote its config does not define."""
    legacy = repo / ".git" / "remotes"
    legacy.mkdir()
    (legacy / "old").write_text(f"URL: {tmp_path / 'remote.git'}\nPush: :refs/heads/x\n")
    run = runtime("command", "run", "git", "push", "old", cwd=repo)
    expect_denied(run, RULE.format("git", "update-ref -d"))
    assert remote_has(repo, "refs/heads/x")


def test_clean_with_require_force_off_is_clean_force(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    git(repo, "config", "clean.requireForce", "false")
    (repo / "untracked.txt").write_text("work\n")
    run = runtime("command", "run", "git", "clean", "-d", cwd=repo)
    expect_denied(run, RULE.format("git", "clean -fd"))
    assert "clean.requireForce is false" in run.stderr, run
    assert (repo / "untracked.txt").exists()
    assert (
        runtime("command", "run", "git", "clean", "-d", cwd=repo, env=permissive(tmp_path)).code
        == 0
    )
    assert not (repo / "untracked.txt").exists()  # the control: git deleted it


def test_an_ordinary_push_and_clean_dry_run_still_run(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    git(repo, "commit", "-q", "--allow-empty", "-m", "two")
    assert runtime("command", "run", "git", "push", cwd=repo, env=rooted(tmp_path)).code == 0
    (repo / "untracked.txt").write_text("work\n")
    git(repo, "config", "clean.requireForce", "false")
    assert runtime("command", "run", "git", "clean", "-n", cwd=repo).code == 0
    assert (repo / "untracked.txt").exists()
