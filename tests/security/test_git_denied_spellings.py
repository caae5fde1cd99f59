"""git: every spelling of a denied rule is refused with the rule named, and the remote, the work,
the branch or the stash entry is still there. `git push origin +main` and `--mirror` force
exactly like `--force`; `git clean --force -d` is `git clean -fd`. Real git against a local
bare remote; a control shows the same command does the damage where a document allows it
(red team: issue 11's equivalents, its tables, round 3).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations
from support.denials import EFFECTS, RULE, expect_denied, permissive
from support.git_repos import git, init_repo, pushed_clone


def document(tmp_path: Path, rules: str, effects: str = "[read, write, delete]") -> dict[str, str]:
    """A policy document with RULES for git and EFFECTS, rooted at TMP_PATH (the bare remote
    sits beside the clone)."""
    path = tmp_path / "policy.yaml"
    path.write_text(
        f"schema_version: 3\ncommand_policy:\n  rules:\n    git: {{denied: {rules}}}\n"
        f"  effects:\n    default: {effects}\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(path)}


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A clone of a bare remote with one pushed commit on main, a branch x and a tag v1."""
    clone = pushed_clone(tmp_path)
    git(clone, "tag", "v1")
    return clone


def remote_main(repo: Path) -> str:
    return git(repo.parent / "remote.git", "rev-parse", "main")


# --- force pushes: +refspecs, --mirror, abbreviations, --force-with-lease -------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["send-pack", "--force", "../remote.git", "main"],
        ["send-pack", "--mirror", "../remote.git"],
        ["push", "origin", "+main"],
        ["push", "origin", "+HEAD:main"],
        ["push", "--mirror", "origin"],
        ["push", "--forc", "origin", "main"],
    ],
)
def test_force_push_spellings_leave_the_remote_alone(
    args: list[str], repo: Path, runtime: Any
) -> None:
    before = remote_main(repo)
    git(repo, "commit", "-q", "--amend", "-m", "rewritten")  # main now diverges from the remote
    run = runtime("command", "run", "git", *args, cwd=repo)
    expect_denied(run, RULE.format("git", "push --force"))
    assert remote_main(repo) == before


@pytest.fixture
def diverged_remote(tmp_path: Path, work: Path) -> Path:
    """WORK is a clone whose main has diverged from its bare remote's main; returns the remote."""
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(remote))
    git(tmp_path, "clone", "-q", str(remote), str(work))
    git(work, "checkout", "-q", "-b", "main")
    git(work, "commit", "-q", "--allow-empty", "-m", "one")
    git(work, "push", "-q", "origin", "main")
    git(work, "reset", "-q", "--hard", "HEAD")
    git(work, "commit", "-q", "--amend", "--allow-empty", "-m", "rewritten")
    return remote


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["push", "origin", "+main"], "push --force"),
        (["push", "origin", "+refs/heads/main:refs/heads/main"], "push --force"),
        (["push", "-q", "origin", "+main:main"], "push --force"),
        (["push", "--mirror", "origin"], "push --force"),
        (["-C", ".", "push", "--mirr", "origin"], "push --force"),
    ],
)
def test_a_force_push_without_force_is_denied(
    args: list[str], rule: str, diverged_remote: Path, runtime: Any, work: Path
) -> None:
    before = git(diverged_remote, "rev-parse", "main")
    run = runtime("command", "run", "git", *args)
    assert run.code == 4, run
    assert f'command_policy.rules.git.denied "{rule}"' in run.stderr
    assert git(diverged_remote, "rev-parse", "main") == before
    assert runtime("resolve", "command", "run", "git", *args).code == 4


@pytest.fixture
def diverged(tmp_path: Path) -> Path:
    """A clone whose main was rewritten after it was pushed to a bare remote beside it."""
    clone = pushed_clone(tmp_path)
    git(clone, "commit", "-q", "--amend", "-m", "rewritten")
    return clone


@pytest.mark.parametrize(
    "args",
    [
        ["push", "--force-with-lease", "origin", "main"],
        ["push", "origin", "main", "--force-with-lease=main"],
        ["push", "--force-w", "origin", "main"],  # git's own abbreviation of it
    ],
)
def test_force_with_lease_is_a_denied_force_push(
    args: list[str], diverged: Path, runtime: Any, tmp_path: Path
) -> None:
    """Compiled rules (`push --force` denied), roots over the clone and its remote: the
    lease variant rewrites the remote's main just as `--force` would."""
    policy = tmp_path / "roots.yaml"
    policy.write_text(
        "schema_version: 3\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    remote = tmp_path / "remote.git"
    before = git(remote, "rev-parse", "main")
    run = runtime(
        "command", "run", "git", *args, cwd=diverged, env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert git(remote, "rev-parse", "main") == before
    assert run.code == 4 and 'command_policy.rules.git.denied "push --force"' in run.stderr, run


LEASE_SPELLINGS = [
    ["push", "--force-with-lease", "origin", "main"],
    ["push", "--force-with-lease=main", "origin", "main"],
    ["push", "--force-w", "origin", "main"],
    ["push", "--force-with-lease", "--force-if-includes", "origin", "main"],
    ["-C", ".", "push", "origin", "main", "--force-with-lease"],
]


@pytest.mark.parametrize("args", LEASE_SPELLINGS)
def test_a_push_with_lease_is_refused_as_a_force_push(
    args: list[str], repo: Path, runtime: Any
) -> None:
    before = remote_main(repo)
    git(repo, "commit", "-q", "--amend", "-m", "rewritten")  # main now diverges from the remote
    run = runtime("command", "run", "git", *args, cwd=repo)
    expect_denied(run, RULE.format("git", "push --force"))
    assert "(read as git push --force" in run.stderr
    assert remote_main(repo) == before


def test_control_a_push_with_lease_rewrites_the_remote(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    before = remote_main(repo)
    git(repo, "commit", "-q", "--amend", "-m", "rewritten")
    run = runtime(
        "command", "run", "git", *LEASE_SPELLINGS[0], cwd=repo, env=document(tmp_path, "[]")
    )
    assert run.code == 0, run
    assert remote_main(repo) not in (before, "")  # the remote's history was rewritten


def test_control_the_same_force_push_rewrites_the_remote_when_policy_allows(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    before = remote_main(repo)
    git(repo, "commit", "-q", "--amend", "-m", "rewritten")
    run = runtime(
        "command", "run", "git", "push", "origin", "+main", cwd=repo, env=permissive(tmp_path)
    )
    assert run.code == 0, run
    assert remote_main(repo) != before


@pytest.mark.parametrize(
    "args",
    [
        ["push", "origin", "main"],
        ["clean", "-n", "-d"],
        ["log", "--format=+%s"],
    ],
)
def test_the_ordinary_forms_stay_allowed(args: list[str], runtime: Any) -> None:
    run = runtime("resolve", "command", "run", "git", *args)
    assert run.code == 0, run


# --- what throws away uncommitted work ------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["checkout", "-f", "HEAD"],
        ["checkout", "--force", "main"],
        ["checkout", "--", "file.txt"],
        ["checkout", "HEAD", "--", "."],
        ["checkout", "."],
        ["read-tree", "-u", "--reset", "HEAD"],
        ["restore", "--source=HEAD", "--staged", "--worktree", "."],
        ["restore", "."],
        ["switch", "--discard-changes", "main"],
        ["reset", "--merge"],
    ],
)
def test_spellings_of_reset_hard_keep_uncommitted_work(
    args: list[str], repo: Path, runtime: Any
) -> None:
    (repo / "file.txt").write_text("uncommitted work\n")
    run = runtime("command", "run", "git", *args, cwd=repo)
    expect_denied(run, RULE.format("git", "reset --hard"))
    assert (repo / "file.txt").read_text() == "uncommitted work\n"


WORK_LOSING = [
    ["reset", "--h"],
    ["reset", "--ha", "HEAD"],
    ["checkout", "--f", "main"],
    ["restore", "file.txt"],
    ["restore", "--wo", "file.txt"],
    ["restore", "-SW", "file.txt"],
    ["checkout", "HEAD", "file.txt"],
    ["checkout", "--pathspec-from-file=paths.txt"],
    ["rm", "-f", "file.txt"],
    ["checkout-index", "-a", "-f"],
]


@pytest.mark.parametrize("args", WORK_LOSING)
def test_spellings_that_lose_work_are_refused_by_reset_hard(
    args: list[str], repo: Path, runtime: Any
) -> None:
    (repo / "paths.txt").write_text("file.txt\n")
    (repo / "file.txt").write_text("uncommitted work\n")
    run = runtime("command", "run", "git", *args, cwd=repo)
    expect_denied(run, RULE.format("git", "reset --hard"))
    assert (repo / "file.txt").read_text() == "uncommitted work\n"


def test_control_a_path_restore_is_a_write_that_loses_the_work(
    repo: Path, runtime: Any, tmp_path: Path
) -> None:
    # Without the reset --hard rule the default effects let it run: a destructive write.
    (repo / "file.txt").write_text("uncommitted work\n")
    env = document(tmp_path, '["push --force"]', "[read, write]")
    resolved = runtime(
        "--output", "json", "resolve", "command", "run", "git", "restore", "file.txt"
    )
    assert resolved.json["output"]["canonical"]["covered_by"] == ["reset --hard"]
    assert runtime("command", "run", "git", "restore", "file.txt", cwd=repo, env=env).code == 0
    assert (repo / "file.txt").read_text() == "committed\n"


def test_unstaging_keeps_the_work_and_runs(repo: Path, runtime: Any) -> None:
    (repo / "file.txt").write_text("uncommitted work\n")
    git(repo, "add", "file.txt")
    assert runtime("command", "run", "git", "restore", "--staged", "file.txt", cwd=repo).code == 0
    assert (repo / "file.txt").read_text() == "uncommitted work\n"


def test_clean_spellings_are_one_rule(repo: Path, runtime: Any) -> None:
    (repo / "untracked").mkdir()
    for args in (["clean", "--force", "-d"], ["clean", "-xfd"], ["clean", "-d", "--forc"]):
        expect_denied(
            runtime("command", "run", "git", *args, cwd=repo), RULE.format("git", "clean -fd")
        )
    assert (repo / "untracked").is_dir()


@pytest.mark.parametrize(
    "args",
    [["clean", "--force", "-d"], ["clean", "-d", "--force"], ["clean", "--forc", "-d", "-x"]],
)
def test_clean_with_the_long_force_is_denied(args: list[str], runtime: Any, work: Path) -> None:
    git(work, "init", "-q")
    (work / "sub").mkdir()
    (work / "sub" / "untracked").write_text("keep me")
    run = runtime("command", "run", "git", *args)
    assert run.code == 4, run
    assert 'command_policy.rules.git.denied "clean -fd"' in run.stderr
    assert (work / "sub" / "untracked").read_text() == "keep me"


# --- refs -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["update-ref", "refs/heads/x", "0" * 40],
        ["update-ref", "-d", "refs/heads/x"],
        ["update-ref", "--stdin"],
    ],
)
def test_spellings_of_update_ref_d_keep_the_branch(
    args: list[str], repo: Path, runtime: Any
) -> None:
    run = runtime("command", "run", "git", *args, cwd=repo, input="delete refs/heads/x\n")
    expect_denied(run, RULE.format("git", "update-ref -d"))
    assert git(repo, "branch", "--list", "x")


@pytest.mark.parametrize(
    ("args", "ref"),
    [
        (["branch", "-D", "x"], "refs/heads/x"),
        (["branch", "-d", "x"], "refs/heads/x"),
        (["branch", "--d", "x"], "refs/heads/x"),
        (["branch", "--delete", "x"], "refs/heads/x"),
        (["tag", "-d", "v1"], "refs/tags/v1"),
    ],
)
def test_branch_and_tag_deletes_are_update_ref_d(
    args: list[str], ref: str, repo: Path, runtime: Any
) -> None:
    run = runtime("command", "run", "git", *args, cwd=repo)
    expect_denied(run, RULE.format("git", "update-ref -d"))
    assert git(repo, "show-ref", ref)


def test_push_prune_is_a_remote_delete(repo: Path, runtime: Any, tmp_path: Path) -> None:
    git(repo, "push", "-q", "origin", "x")
    git(repo, "branch", "-q", "-D", "x")  # origin/x is still on the remote
    env = document(tmp_path, '["push --delete"]')
    run = runtime("command", "run", "git", "push", "--prune", "origin", "refs/heads/*", cwd=repo, env=env)  # fmt: skip
    expect_denied(run, RULE.format("git", "push --delete"))
    assert git(repo.parent / "remote.git", "show-ref", "refs/heads/x")


# --- stash entries --------------------------------------------------------------------------------


@pytest.fixture
def stashed(repo: Path) -> Path:
    (repo / "file.txt").write_text("stashed work\n")
    git(repo, "stash", "push", "-q", "-m", "keep")
    return repo


def stash_count(repo: Path) -> int:
    return len(git(repo, "stash", "list").splitlines())


@pytest.mark.parametrize("args", [["stash", "drop"], ["stash", "clear"], ["stash", "drop", "-q"]])
def test_dropping_stashes_is_a_delete(args: list[str], stashed: Path, runtime: Any) -> None:
    run = runtime("command", "run", "git", *args, cwd=stashed)
    expect_denied(run, EFFECTS)
    assert 'effect "delete"' in run.stderr
    assert stash_count(stashed) == 1


def test_a_stash_drop_rule_covers_clear(stashed: Path, runtime: Any, tmp_path: Path) -> None:
    env = document(tmp_path, '["stash drop"]')
    expect_denied(
        runtime("command", "run", "git", "stash", "clear", cwd=stashed, env=env),
        RULE.format("git", "stash drop"),
    )
    assert stash_count(stashed) == 1


@pytest.mark.parametrize("rule", ["stash clear", "reset --hard"])
def test_a_narrower_or_other_rule_leaves_stash_drop_alone(
    rule: str, stashed: Path, runtime: Any, tmp_path: Path
) -> None:
    env = document(tmp_path, f'["{rule}"]')
    assert runtime("command", "run", "git", "stash", "drop", cwd=stashed, env=env).code == 0
    assert stash_count(stashed) == 0


# --- abbreviations, bundles and `=value` spellings of git's denied rules --------------------------
# `update-ref --stdi` (git's abbreviation of --stdin) was a write: fixed in red team round 3
# (src/runtime/policy/floor/git.py gives update-ref its --stdin for abbreviations).


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["update-ref", "--stdi"], "update-ref -d"),
        (["update-ref", "--std", "-z"], "update-ref -d"),
        (["push", "--mirro", "origin"], "push --force"),
        (["push", "-qf", "origin"], "push -f"),
        (["push", "--force=yes"], "push --force"),
        (["push", "--no-force", "--force"], "push --force"),
        (["--no-pager", "push", "--tags", "-f"], "push -f"),
        (["reset", "--ha"], "reset --hard"),
        (["reset", "--hard=x"], "reset --hard"),
        (["read-tree", "--rese", "-u", "HEAD"], "reset --hard"),
        (["switch", "--discard", "main"], "reset --hard"),
        (["clean", "-ffd"], "clean -fd"),
    ],
)
def test_git_denied_rules_cover_abbreviated_and_bundled_spellings(
    args: list[str], rule: str, runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == f'command_policy.rules.git.denied "{rule}"'


def test_other_update_ref_and_stdin_spellings_stay_writes(runtime: Any) -> None:
    for args in (["update-ref", "refs/heads/x", "HEAD"], ["rev-list", "--stdin"],
                 ["restore", "--st", "f.txt"]):  # fmt: skip
        run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
        assert run.code == 0, (args, run)


# --- deleting unreachable history with write commands ---------------------------------------------
# Fixed in red team round 3 (src/runtime/policy/floor/git.py): `gc --prune=...` is `prune`,
# and the expiry settings that make a plain gc prune are refused like clean.requireForce.


@pytest.mark.parametrize("args", [["gc", "--prune=now"], ["gc", "--prune=all", "--quiet"]])
def test_gc_prune_now_keeps_unreachable_commits_under_the_compiled_defaults(
    args: list[str], runtime: Any, work: Path
) -> None:
    """`git prune` is delete (refused by effects [read, write]); gc --prune=now does the same:
    a commit no ref or reflog reaches (a `branch -D`'d branch) is gone for good."""
    init_repo(work)
    tree = git(work, "rev-parse", "HEAD^{tree}")
    lost = git(work, "commit-tree", tree, "-p", "HEAD", "-m", "only copy")
    ran = runtime("command", "run", "git", *args)
    kept = subprocess.run(["git", "cat-file", "-e", lost], cwd=work, capture_output=True)
    assert kept.returncode == 0, ran
    assert ran.code == 4 and "command_policy.effects.default" in ran.stderr, ran


@pytest.mark.parametrize(
    "key", ["gc.pruneExpire", "gc.reflogExpireUnreachable", "core.logAllRefUpdates"]
)
def test_expiry_settings_that_make_gc_prune_are_refused(key: str, runtime: Any, work: Path) -> None:
    init_repo(work)
    before = (work / ".git" / "config").read_bytes()
    run = runtime("--output", "json", "command", "run", "git", "config", key, "now")
    assert run.code == 4 and "safety floor" in run.json["error"]["message"], run
    assert (work / ".git" / "config").read_bytes() == before


def test_gc_without_an_expiry_still_runs(runtime: Any, work: Path) -> None:
    init_repo(work)
    assert runtime("command", "run", "git", "gc", "--quiet").code == 0


def test_plain_prune_is_refused_as_delete(runtime: Any, work: Path) -> None:
    init_repo(work)
    run = runtime("--output", "json", "resolve", "command", "run", "git", "prune")
    assert run.json["output"]["decision"]["rule"] == "command_policy.effects.default", run


# --- what runs is audited by its canonical command ------------------------------------------------


def test_reads_and_plain_writes_still_run_and_are_audited_canonically(
    repo: Path, runtime: Any, home: Path
) -> None:
    assert runtime("command", "run", "git", "status", "--short", cwd=repo).code == 0
    (repo / "new.txt").write_text("n\n")
    assert runtime("command", "run", "git", "add", "new.txt", cwd=repo).code == 0
    records = trail_operations(home)  # each intent joined with its outcome
    assert [(r["canonical"], r["effect"]) for r in records] == [
        ("status --short", "read"),
        ("add new.txt", "write"),
    ]


def test_a_denial_is_audited_with_the_canonical_command(
    repo: Path, runtime: Any, home: Path
) -> None:
    runtime("command", "run", "git", "push", "origin", "+main", cwd=repo)
    (record,) = trail_operations(home)  # a denial is one record
    assert (record["decision"], record["canonical"], record["effect"]) == (
        "deny", "push --force origin +main", "delete",
    )  # fmt: skip
