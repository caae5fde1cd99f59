"""Red team (issue 11): every spelling of a denied command is refused with the rule named.

Each equivalent in the issue's table, tried with the real tool where it runs offline:
git against a local bare remote, terraform with the built-in `terraform_data`
resource, kubectl and gcloud through `resolve` and `plan`, helm, oc and tofu
through `resolve` (their tables judge them; nothing needs to be installed).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations
from support.cli import write_capability
from support.git_repos import git, pushed_clone
from support.terraform_dirs import copy_of_applied_terraform, terraform_state

RULE = 'command_policy.rules.{}.denied "{}"'


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A clone of a bare remote with one pushed commit on main and a branch x."""
    clone = pushed_clone(tmp_path)
    return clone


def remote_main(repo: Path) -> str:
    return git(repo.parent / "remote.git", "rev-parse", "main")


def expect_denied(run: Any, rule: str) -> None:
    assert run.code == 4, run
    assert rule in run.stderr, run


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


def test_clean_spellings_are_one_rule(repo: Path, runtime: Any) -> None:
    (repo / "untracked").mkdir()
    for args in (["clean", "--force", "-d"], ["clean", "-xfd"], ["clean", "-d", "--forc"]):
        expect_denied(
            runtime("command", "run", "git", *args, cwd=repo), RULE.format("git", "clean -fd")
        )
    assert (repo / "untracked").is_dir()


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


# --- terraform, with the built-in terraform_data resource -----------------------------


@pytest.fixture
def applied(applied_terraform_original: Path, tmp_path: Path) -> Path:
    return copy_of_applied_terraform(applied_terraform_original, tmp_path)


@pytest.mark.parametrize(
    "args",
    [
        ["apply", "-destroy", "-auto-approve"],
        ["apply", "--destroy", "-auto-approve"],
        ["apply", "-destroy=true", "-auto-approve"],
        ["-chdir=.", "apply", "-destroy", "-auto-approve"],
        ["destroy", "-auto-approve"],
    ],
)
def test_terraform_destroy_spellings_keep_the_resource(
    args: list[str], applied: Path, runtime: Any
) -> None:
    run = runtime("command", "run", "terraform", *args, cwd=applied)
    expect_denied(run, RULE.format("terraform", "destroy"))
    assert terraform_state(applied) == "terraform_data.keep"


# --- kubectl and gcloud through resolve and plan; helm, oc, tofu through resolve ------

RESOLVED_DENIALS = [
    ("kubectl", ["delete", "ns", "prod"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "namespaces", "prod"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "namespace/prod"], RULE.format("kubectl", "delete namespace")),
    ("kubectl", ["delete", "-f", "ns.yaml"], RULE.format("kubectl", "delete namespace")),
    (
        "kubectl",
        ["-n", "x", "delete", "Namespace.v1", "prod"],
        RULE.format("kubectl", "delete namespace"),
    ),
    (
        "kubectl",
        ["delete", "--grace-period", "0", "ns", "prod"],
        RULE.format("kubectl", "delete namespace"),
    ),
    ("helm", ["delete", "release"], RULE.format("helm", "uninstall")),
    ("helm", ["un", "release"], RULE.format("helm", "uninstall")),
    ("helm", ["del", "release"], RULE.format("helm", "uninstall")),
    ("oc", ["delete", "projects", "p"], RULE.format("oc", "delete project")),
    ("oc", ["delete", "project/p"], RULE.format("oc", "delete project")),
    ("tofu", ["apply", "-destroy", "-auto-approve"], RULE.format("tofu", "destroy")),
    ("terraform", ["apply", "-destroy"], RULE.format("terraform", "destroy")),
]
FLOOR_DENIALS = [
    ("gcloud", ["storage", "rm", "-r", "gs://b"]),
    ("gcloud", ["compute", "instances", "stop", "vm"]),
    ("gcloud", ["container", "clusters", "resize", "c", "--num-nodes=0"]),
    ("gcloud", ["run", "services", "replace", "svc.yaml"]),
    ("gcloud", ["projects", "undelete", "p"]),
    ("gcloud", ["pubsub", "topics", "publish", "t", "--message=m"]),
    ("gcloud", ["compute", "ssh", "vm"]),
    ("gcloud", ["--project", "p", "compute", "instances", "delete", "list"]),
    ("gsutil", ["rm", "-r", "gs://b"]),
    ("gsutil", ["-m", "del", "gs://b/o"]),
    ("bq", ["rm", "-f", "-r", "ds"]),
]


@pytest.mark.parametrize(("binary", "args", "rule"), RESOLVED_DENIALS)
def test_resolve_refuses_every_spelling_naming_the_rule(
    binary: str, args: list[str], rule: str, runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, *args)
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == rule


@pytest.mark.parametrize(("binary", "args"), FLOOR_DENIALS)
def test_the_cloud_sdk_floor_refuses_every_change(
    binary: str, args: list[str], runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, *args)
    assert run.code == 4, run
    decision = run.json["output"]["decision"]
    assert decision["rule"] == "safety floor"
    assert f"safety floor: {binary} may read, never change" in decision["message"]


def test_plan_reports_every_denied_spelling(runtime: Any, tmp_path: Path) -> None:
    cases = [(b, a) for b, a, _ in RESOLVED_DENIALS if b in ("kubectl",)] + [
        (b, a) for b, a in FLOOR_DENIALS if b == "gcloud"
    ]
    steps = "\n".join(f"  - binary: {b}\n    args: {json.dumps(a)}" for b, a in cases)
    cap = write_capability(tmp_path, "spellings.md", f"version: v1\nworkflow:\n{steps}")
    run = runtime("--output", "json", "capability", "plan", str(cap))
    assert run.code == 4, run
    assert [s["status"] for s in run.json["steps"]] == ["denied"] * len(cases)
    rules = {s["decision"]["rule"] for s in run.json["steps"]}
    assert rules == {RULE.format("kubectl", "delete namespace"), "safety floor"}


def test_cloud_sdk_reads_still_pass(runtime: Any) -> None:
    for binary, args in (
        ("gcloud", ["run", "jobs", "list", "--region=europe-west1"]),
        ("gcloud", ["--project", "p", "compute", "instances", "describe", "vm"]),
        ("gcloud", ["projects", "get-iam-policy", "p"]),
        ("gsutil", ["ls", "gs://b"]),
        ("bq", ["ls"]),
        ("kubectl", ["delete", "pod", "web-1"]),  # a delete of another kind: delete effect
    ):
        run = runtime("--output", "json", "resolve", "command", "run", binary, *args)
        if binary == "kubectl":
            assert run.json["output"]["decision"]["rule"] == "command_policy.effects.default", run
        else:
            assert run.code == 0, (binary, args, run)


def permissive(tmp_path: Path) -> dict[str, str]:
    """A document with no rules that lets delete run: what the refusals above hold back."""
    path = tmp_path / "permissive.yaml"
    path.write_text(
        "schema_version: 3\ncommand_policy:\n  rules: {}\n"
        "  effects:\n    default: [read, write, delete]\n"
        # the bare remote sits beside the clone: the sandbox shows it only inside a root
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(path)}


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


def test_control_apply_destroy_destroys_when_policy_allows(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    run = runtime(
        "command", "run", "terraform", "apply", "-destroy", "-auto-approve", "-input=false",
        cwd=applied, env=permissive(tmp_path),
    )  # fmt: skip
    assert run.code == 0, run
    assert terraform_state(applied) == ""
