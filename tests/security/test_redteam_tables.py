"""Red team, round 2 of issue 11: spellings the first round did not list, with the real tools.

git against a local bare remote (force-with-lease, abbreviated options, path restores,
stash, branch and tag deletes), terraform with the built-in `terraform_data` resource
(a saved destroy plan), kubectl, oc, aws, az and argocd through `resolve`. Each refusal
names its rule, and the work, the remote, the branch or the resource is still there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.git_repos import git, pushed_clone
from support.terraform_dirs import copy_of_applied_terraform, terraform, terraform_state

RULE = 'command_policy.rules.{}.denied "{}"'
EFFECTS = "command_policy.effects.default"


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


def expect_denied(run: Any, rule: str) -> None:
    assert run.code == 4, run
    assert rule in run.stderr, run


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A clone of a bare remote with one pushed commit on main, a branch x and a tag v1."""
    clone = pushed_clone(tmp_path)
    git(clone, "tag", "v1")
    return clone


def remote_main(repo: Path) -> str:
    return git(repo.parent / "remote.git", "rev-parse", "main")


# --- force-with-lease rewrites the remote's history: it is a force push ---------------

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


# --- what throws away uncommitted work ------------------------------------------------

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


# --- stash entries --------------------------------------------------------------------


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


# --- refs -----------------------------------------------------------------------------


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


# --- terraform: a saved destroy plan --------------------------------------------------


@pytest.fixture
def applied(applied_terraform_original: Path, tmp_path: Path) -> Path:
    return copy_of_applied_terraform(applied_terraform_original, tmp_path)


@pytest.mark.parametrize(
    "args",
    [
        ["plan", "-destroy", "-out=destroy.tfplan", "-input=false"],
        ["plan", "-input=false", "--destroy", "-out", "destroy.tfplan"],
    ],
)
def test_saving_a_destroy_plan_is_refused_by_the_destroy_rule(
    args: list[str], applied: Path, runtime: Any
) -> None:
    run = runtime("command", "run", "terraform", *args, cwd=applied)
    expect_denied(run, RULE.format("terraform", "destroy"))
    assert not (applied / "destroy.tfplan").exists()


def test_applying_a_saved_destroy_plan_needs_delete(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    terraform(applied, "plan", "-destroy", "-out=destroy.tfplan", "-input=false")  # made elsewhere
    run = runtime("command", "run", "terraform", "apply", "-input=false", "destroy.tfplan", cwd=applied)  # fmt: skip
    expect_denied(run, EFFECTS)
    assert "its plan destroys terraform_data.keep" in run.stderr
    assert 'effect "delete" is not in command_policy.effects.default' in run.stderr
    assert terraform_state(applied) == "terraform_data.keep"
    # Control: a document that lets terraform delete (and lifts the compiled destroy rule)
    # applies it, and the resource is gone.
    policy = tmp_path / "tf-policy.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    terraform: [read, write, delete]\n"
        "  rules:\n    terraform: {denied: []}\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    allowed = runtime("command", "run", "terraform", "apply", "-input=false", "destroy.tfplan", cwd=applied, env=env)  # fmt: skip
    assert allowed.code == 0, allowed
    assert terraform_state(applied) == ""


# --- kubectl, oc, aws, az, argocd through resolve -------------------------------------

RESOLVED = [
    ("kubectl", ["delete", "-fns.yaml"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "--filename=ns.yaml"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "-Rf", "manifests/"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "-kdir"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "pod,ns", "prod"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "pod/x", "ns/prod"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "NS", "prod"], RULE.format("kubectl", "delete namespace")),
    # A global option gives the next word to itself, as kubectl (cobra) reads it.
    (
        "kubectl",
        ["--username", "get", "delete", "ns", "prod"],
        RULE.format("kubectl", "delete namespace"),
    ),
    (
        "kubectl",
        ["--as-uid", "get", "delete", "ns", "prod"],
        RULE.format("kubectl", "delete namespace"),
    ),
    ("docker", ["--tlscert", "ps", "rm", "-f", "c"], EFFECTS),
    ("helm", ["--kube-token", "get", "uninstall", "web"], RULE.format("helm", "uninstall")),
    ("argocd", ["--auth-token", "get", "app", "delete", "web"], EFFECTS),
    ("oc", ["delete", "ns", "p"], RULE.format("oc", "delete project")),
    ("oc", ["delete", "namespace/p"], RULE.format("oc", "delete project")),
    ("aws", ["s3", "sync", ".", "s3://b", "--delete"], EFFECTS),
    ("aws", ["ec2", "terminate-instances", "--instance-ids", "i-1"], EFFECTS),
    ("az", ["deployment", "group", "create", "-g", "rg", "--mode", "Complete"], EFFECTS),
    ("az", ["group", "delete", "-n", "rg"], EFFECTS),
    ("argocd", ["app", "sync", "web", "--prune"], EFFECTS),
    ("argocd", ["app", "delete", "web"], EFFECTS),
]


@pytest.mark.parametrize(("binary", "args", "rule"), RESOLVED)
def test_resolve_refuses_the_new_spellings(
    binary: str, args: list[str], rule: str, runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, *args)
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == rule


@pytest.mark.parametrize(
    "args",
    [
        ["--access-token-file", "list", "compute", "instances", "delete", "vm"],
        ["--some-flag", "list", "compute", "instances", "delete", "vm"],
    ],
)
def test_a_gcloud_flag_value_is_not_read_as_the_verb(args: list[str], runtime: Any) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "gcloud", *args)
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == "safety floor"


@pytest.mark.parametrize(
    ("binary", "args", "effect"),
    [
        ("kubectl", ["--insecure-skip-tls-verify", "get", "pods"], "read"),
        ("docker", ["--tls", "-c", "default", "ps", "-a"], "read"),
        ("gcloud", ["--quiet", "compute", "instances", "list"], "read"),
        ("argocd", ["app", "get", "list"], "read"),
        ("argocd", ["app", "sync", "web"], "write"),
        ("aws", ["s3", "sync", ".", "s3://b"], "write"),
        ("az", ["deployment", "group", "create", "-g", "rg", "--mode", "Incremental"], "write"),
        ("kubectl", ["apply", "-f", "ns.yaml"], "write"),
    ],
)
def test_the_ordinary_forms_still_resolve(
    binary: str, args: list[str], effect: str, runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, *args)
    assert run.code == 0, run
    assert run.json["output"]["canonical"]["effect"] == effect
