"""kubectl, helm, oc, tofu, gcloud, gsutil, bq, aws, az, argocd and docker: every spelling of a
denied command is refused through `resolve` and `plan`, naming the rule (their tables judge
them; nothing needs to be installed), and the ordinary forms still resolve
(red team: issue 11's equivalents, its tables, round 3).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.cli import write_capability
from support.denials import EFFECTS, RULE

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


# --- spellings the first list did not have --------------------------------------------------------


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
        # a boolean global option before the command (--insecure-skip-tls-verify was this
        # case until issue 25 refused it: tests/egress/test_destinations.py)
        ("kubectl", ["--match-server-version", "get", "pods"], "read"),
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


# --- issue 11: kubectl delete namespace under a document that lets kubectl delete -----------------
# Fixed in red team round 3 (src/runtime/policy/floor/kube.py, src/runtime/policy/rules.py):
# a short option's value written on (`-fns.yaml`) was read as no file, and a namespace
# named after another kind (`pods,ns`) was not the rule's first kind.


KUBECTL_DELETES = "schema_version: 3\ncommand_policy:\n  effects:\n    default: [read, write]\n    kubectl: [read, write, delete]\n"


@pytest.mark.parametrize(
    "args",
    [
        ["delete", "-fns.yaml"],
        ["delete", "-kdir"],
        ["delete", "pods,ns", "--all"],
        ["delete", "pod/web", "ns/prod"],
        ["delete", "-Rfdir"],
    ],
)
def test_kubectl_delete_namespace_spellings_are_the_compiled_rule(
    args: list[str], runtime: Any, tmp_path: Path
) -> None:
    policy = tmp_path / "kubectl-deletes.yaml"
    policy.write_text(KUBECTL_DELETES)
    run = runtime(
        "--output", "json", "resolve", "command", "run", "kubectl", *args,
        env={"RUNTIME_POLICY_FILE": str(policy)},
    )  # fmt: skip
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == (
        'command_policy.rules.kubectl.denied "delete namespace"'
    )


def test_kubectl_delete_of_other_kinds_still_runs_under_that_document(
    runtime: Any, tmp_path: Path
) -> None:
    policy = tmp_path / "kubectl-deletes.yaml"
    policy.write_text(KUBECTL_DELETES)
    for args in (["delete", "pods", "web"], ["delete", "pod/web", "deploy/api"]):
        run = runtime(
            "--output", "json", "resolve", "command", "run", "kubectl", *args,
            env={"RUNTIME_POLICY_FILE": str(policy)},
        )  # fmt: skip
        assert run.code == 0, (args, run)
