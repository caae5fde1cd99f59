"""Structured edits over a tree: whole-batch preflight, atomic writes, --dry-run previews."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations
from support.cli import write_capability

CONFORMANCE = Path(__file__).resolve().parents[3].parent / "shared" / "conformance" / "corpus"

DEPLOYMENT = """# api deployment
apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  template:
    spec:
      containers:
        - name: api
          image: "registry.example.com/api:1.4.2"   # pinned
          ports: [{containerPort: 8080}]
        - name: sidecar
          image: registry.example.com/proxy:2.0
"""


def tree_digest(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def make_estate(root: Path, services: int = 3) -> None:
    for n in range(services):
        service = root / f"svc-{n}"
        (service / "k8s").mkdir(parents=True)
        (service / "k8s" / "deployment.yaml").write_text(DEPLOYMENT)
        (service / "build.yaml").write_text(
            "name: build\non:\n  push:\n    branches: [master]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
        )


def set_image(runtime: Any, *extra: str) -> Any:
    return runtime(
        "--output",
        "json",
        "files",
        "yaml",
        "set",
        "--path",
        "spec.template.spec.containers[name=api].image",
        "--value",
        "registry.example.com/api:1.5.0",
        "--dir",
        "estate",
        "--filename",
        "deployment.yaml",
        *extra,
    )


def test_yaml_set_changes_only_the_intended_span(runtime: Any, work: Path) -> None:
    make_estate(work / "estate")
    run = set_image(runtime, "--expected-per-file", "1")
    assert run.code == 0, run
    out = run.json["output"]
    assert out["summary"] == {"files": 3, "changed": 3, "matches": 3}
    for n in range(3):
        text = (work / "estate" / f"svc-{n}" / "k8s" / "deployment.yaml").read_text()
        assert text == DEPLOYMENT.replace("api:1.4.2", "api:1.5.0")
    first = out["files"][0]
    assert first["before_sha256"] == hashlib.sha256(DEPLOYMENT.encode()).hexdigest()
    assert '-          image: "registry.example.com/api:1.4.2"' in first["diff"]


def test_expected_per_file_mismatch_refuses_the_whole_batch(runtime: Any, work: Path) -> None:
    make_estate(work / "estate")
    (work / "estate" / "svc-2" / "k8s" / "deployment.yaml").write_text("kind: Service\n")
    before = tree_digest(work)
    run = set_image(runtime, "--expected-per-file", "1")
    assert run.code == 1
    assert (
        "svc-2/k8s/deployment.yaml: 0 match(es), --expected-per-file is 1"
        in run.json["error"]["message"]
    )
    assert "nothing was written" in run.json["error"]["message"]
    assert tree_digest(work) == before


def test_an_unparseable_file_refuses_the_whole_batch(runtime: Any, work: Path) -> None:
    make_estate(work / "estate")
    (work / "estate" / "svc-1" / "k8s" / "deployment.yaml").write_text("spec: [unclosed\n")
    before = tree_digest(work)
    run = set_image(runtime)
    assert run.code == 1 and "svc-1/k8s/deployment.yaml" in run.json["error"]["message"]
    assert tree_digest(work) == before


def test_a_file_outside_the_write_roots_refuses_the_batch(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    make_estate(work / "estate")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "deployment.yaml").write_text(DEPLOYMENT)
    (work / "estate" / "svc-9").mkdir()
    (work / "estate" / "svc-9" / "deployment.yaml").symlink_to(outside / "deployment.yaml")
    before, outside_before = tree_digest(work), tree_digest(outside)
    run = set_image(runtime)
    assert run.code == 4
    assert "file_policy.write_roots" in run.json["error"]["message"]
    assert tree_digest(work) == before and tree_digest(outside) == outside_before


def test_a_dir_outside_the_write_roots_is_denied(runtime: Any, work: Path, tmp_path: Path) -> None:
    run = runtime(
        "--output",
        "json",
        "files",
        "yaml",
        "replace",
        "--from",
        "a",
        "--to",
        "b",
        "--dir",
        str(tmp_path),
        "--filename",
        "x.yaml",
    )
    assert run.code == 4 and "write_roots" in run.json["error"]["message"]


@pytest.mark.parametrize(
    ("limit", "value"),
    [
        ("max_edit_files", 2),
        ("max_edit_matches", 2),
        ("max_edit_batch_bytes", 600),
        ("max_edit_diff_bytes", 300),
    ],
)
def test_policy_limits_refuse_the_whole_batch(
    runtime: Any, work: Path, tmp_path: Path, limit: str, value: int
) -> None:
    make_estate(work / "estate")
    policy = tmp_path / "policy.yaml"
    policy.write_text(f"schema_version: 3\nfile_policy:\n  {limit}: {value}\n")
    before = tree_digest(work)
    run = runtime(
        "--output",
        "json",
        "files",
        "yaml",
        "set",
        "--path",
        "spec.template.spec.containers[name=api].image",
        "--value",
        "x:2",
        "--dir",
        "estate",
        "--filename",
        "deployment.yaml",
        env={"RUNTIME_POLICY_FILE": str(policy)},
    )
    assert run.code == 1, run
    assert f"file_policy.{limit}" in run.json["error"]["message"]
    assert tree_digest(work) == before


def test_writes_keep_permissions(runtime: Any, work: Path) -> None:
    make_estate(work / "estate", services=1)
    target = work / "estate" / "svc-0" / "k8s" / "deployment.yaml"
    target.chmod(0o640)
    assert set_image(runtime).code == 0
    assert target.stat().st_mode & 0o777 == 0o640


DRY = """version: v1
inputs:
  root:
    required: true
workflow:
  - provider: files
    args: [list, "${root}"]
  - provider: files
    args: [yaml, replace, --from, master, --to, main, --dir, "${root}", --filename, build.yaml]
"""


def test_dry_run_previews_and_writes_nothing(runtime: Any, work: Path, home: Path) -> None:
    make_estate(work / "estate")
    write_capability(work, "cap.md", DRY)
    before = tree_digest(work)
    run = runtime(
        "--output", "json", "capability", "execute", "cap.md", "--input", "root=estate", "--dry-run"
    )
    assert run.code == 0, run
    assert tree_digest(work) == before
    edit = run.json["steps"][1]["output"]
    assert edit["dry_run"] is True and edit["summary"]["changed"] == 3
    assert "+    branches: [main]" in edit["files"][0]["diff"]
    records = trail_operations(home)
    assert records[-1]["dry_run"] is True and records[-1]["files_changed"] == []
    text = runtime("capability", "execute", "cap.md", "--input", "root=estate", "--dry-run")
    assert "would change 3" in text.stdout and "+    branches: [main]" in text.stdout


def test_dry_run_refuses_a_workflow_with_unpreviewable_steps(runtime: Any, work: Path) -> None:
    block = (
        DRY
        + "  - provider: files\n    args: [write, notes.txt, x]\n  - binary: git\n    args: [status]\n"
    )
    write_capability(work, "cap.md", block)
    make_estate(work / "estate")
    before = tree_digest(work)
    run = runtime(
        "--output", "json", "capability", "execute", "cap.md", "--input", "root=estate", "--dry-run"
    )
    assert run.code == 2
    message = run.json["error"]["message"]
    assert "step 3 (files write)" in message and "step 4" in message  # 1-based (issue 14)
    assert tree_digest(work) == before


def test_audit_lists_files_changed(runtime: Any, work: Path, home: Path) -> None:
    make_estate(work / "estate", services=2)
    assert set_image(runtime).code == 0
    record = trail_operations(home)[-1]
    assert record["files_changed"] == ["svc-0/k8s/deployment.yaml", "svc-1/k8s/deployment.yaml"]


def corpus(name: str) -> Path:
    path = CONFORMANCE / "capabilities" / "files" / name
    if not path.exists():
        pytest.skip("../shared/conformance is not beside the project")
    return path


def preview_then_apply(runtime: Any, work: Path, args: list[str]) -> Any:
    """--dry-run first (nothing in WORK may change), then the real run; returns the preview."""
    before = tree_digest(work)
    preview = runtime("--output", "json", *args, "--dry-run")
    assert preview.code == 0, preview
    assert tree_digest(work) == before
    run = runtime("--output", "json", *args)
    assert run.code == 0, run
    return preview


def test_estate_config_update_capability(runtime: Any, work: Path) -> None:
    repos = work / "repos"
    for name in ("billing", "ledger"):
        (repos / name).mkdir(parents=True)
        (repos / name / "build.yaml").write_text(
            f"name: {name}\non:\n  push:\n    branches: [master]  # trunk\n"
        )
        (repos / name / "main.tf").write_text(
            'module "repository" {\n  source = "../modules/repo"\n  # which branch builds\n'
            '  branch = "master"\n}\n'
        )
        (repos / name / "CODEOWNERS").write_text(
            "# owners\n*       @acme/core\n/docs/  @acme/docs\n"
        )
    values = {"root": "./repos", "old_branch": "master", "new_branch": "main", "owner": "@platform"}
    args = execute_args(corpus("estate-config-update.md"), values)
    preview = preview_then_apply(runtime, work, args)
    assert all(step["output"]["summary"]["changed"] == 2 for step in preview.json["steps"])
    billing = repos / "billing"
    assert (
        billing / "build.yaml"
    ).read_text() == "name: billing\non:\n  push:\n    branches: [main]  # trunk\n"
    assert (billing / "main.tf").read_text() == (
        'module "repository" {\n  source = "../modules/repo"\n  # which branch builds\n  branch = "main"\n}\n'
    )
    assert (
        billing / "CODEOWNERS"
    ).read_text() == "# owners\n*       @acme/core @platform\n/docs/  @acme/docs\n"
    again = runtime("--output", "json", *args)
    assert again.code == 1  # the branch is already main: 0 matches where 1 was expected


def execute_args(path: Path, values: dict[str, str]) -> list[str]:
    """`capability execute PATH --input ...` for every input the file uses."""
    text = path.read_text()
    names = sorted({part.split("}")[0] for part in text.split("${")[1:]})
    args = ["capability", "execute", str(path)]
    for name in names:
        args += ["--input", f"{name}={values.get(name, 'x')}"]
    return args


def test_yaml_image_rollout_capability(runtime: Any, work: Path) -> None:
    path = corpus("yaml-image-rollout.md")
    make_estate(work / "estate")
    values = {
        "root": "./estate",
        "dir": "./estate",
        "container": "api",
        "image": "registry.example.com/api:1.5.0",
        "new_image": "registry.example.com/api:1.5.0",
        "filename": "deployment.yaml",
    }
    preview_then_apply(runtime, work, execute_args(path, values))
    assert (
        work / "estate" / "svc-0" / "k8s" / "deployment.yaml"
    ).read_text() == DEPLOYMENT.replace("api:1.4.2", "api:1.5.0")


def test_terraform_provider_upgrade_capability(runtime: Any, work: Path) -> None:
    path = corpus("terraform-provider-upgrade.md")
    module = (
        'terraform {\n  required_version = ">= 1.3.0"\n\n  required_providers {\n'
        '    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 4.0" # pinned\n    }\n'
        '    random = {\n      source = "hashicorp/random"\n      version = "3.1.0"\n    }\n  }\n}\n'
    )
    for name in ("network", "storage"):
        (work / "infra" / name).mkdir(parents=True)
        (work / "infra" / name / "versions.tf").write_text(module)
        (work / "infra" / name / "main.tf").write_text(
            'resource "aws_s3_bucket" "logs" {\n  bucket = <<EOT\nlogs\nEOT\n}\n'
        )
    values = {
        "root": "./infra",
        "dir": "./infra",
        "source": "hashicorp/aws",
        "version": "~> 5.0",
        "provider_version": "~> 5.0",
        "terraform_version": ">= 1.5.0",
    }
    preview_then_apply(runtime, work, execute_args(path, values))
    after = (work / "infra" / "network" / "versions.tf").read_text()
    assert after == module.replace('"~> 4.0"', '"~> 5.0"').replace('">= 1.3.0"', '">= 1.5.0"')
