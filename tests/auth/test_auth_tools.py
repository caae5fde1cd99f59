"""gcp, kubernetes and openshift credentials come from gcloud, kubectl and oc themselves.

The tools are small scripts in a directory the policy's search_path trusts; each
records the arguments it was given.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations

TOOLS = {
    "gcloud": "echo dev@example.com",
    "kubectl": "echo system:serviceaccount:ci:deployer",
    "oc": "echo developer",
}


@pytest.fixture
def tools(tmp_path: Path, work: Path) -> dict[str, str]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    # In the write root: the tools run confined, and see nothing outside the roots.
    calls = work / "calls.log"
    for name, answer in TOOLS.items():
        script = bin_dir / name
        script.write_text(f'#!/bin/sh\necho "{name} $*" >> {calls}\n{answer}\n')
        script.chmod(0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\ncommand_policy:\n  search_path: [{bin_dir}, /usr/bin, /bin]\n"
    )
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\nauthentication:\n"
        "  gcp: {enabled: true}\n  kubernetes: {enabled: true}\n  openshift: {enabled: true}\n"
    )
    return {
        "RUNTIME_POLICY_FILE": str(policy),
        "RUNTIME_CONFIG_FILE": str(config),
        "CALLS": str(calls),
    }


def calls(env: dict[str, str]) -> list[str]:
    path = Path(env["CALLS"])
    return path.read_text().splitlines() if path.exists() else []


def test_status_asks_each_enabled_tool_for_its_identity(
    runtime: Any, tools: dict[str, str], home: Path
) -> None:
    run = runtime("--output", "json", "auth", "status", env=tools)
    rows = {row["provider"]: row for row in run.json["output"]["providers"]}
    assert rows["gcp"]["identity"] == "dev@example.com" and rows["gcp"]["valid"]
    assert rows["kubernetes"]["identity"] == "system:serviceaccount:ci:deployer"
    assert rows["openshift"]["identity"] == "developer"
    assert not rows["github"]["valid"] and "RUNTIME_GITHUB_TOKEN" in rows["github"]["detail"]
    assert run.code == 5  # github has no token
    assert calls(tools) == [
        "gcloud auth list --filter=status:ACTIVE --format=value(account)",
        # the child gets kubectl's own reading written back: -o is --output
        "kubectl auth whoami --output=jsonpath={.status.userInfo.username}",
        "oc whoami",
    ]
    assert not (home / "audit.jsonl").exists()  # status is not audited


def test_logout_revokes_where_the_tool_can_and_is_audited(
    runtime: Any, tools: dict[str, str], home: Path
) -> None:
    assert runtime("auth", "logout", "openshift", env=tools).code == 0
    assert runtime("auth", "logout", "gcp", env=tools).code == 0
    guidance = runtime("auth", "logout", "kubernetes", env=tools)
    assert guidance.code == 0 and "no logout" in guidance.stdout
    assert calls(tools) == ["oc logout", "gcloud auth revoke --all"]
    records = trail_operations(home)
    assert [r.get("binary") or r["operation"] for r in records] == [
        "oc",
        "logout openshift",
        "gcloud",
        "logout gcp",
        "logout kubernetes",
    ]
    assert records[0]["pinned"].endswith("/bin/oc")


def test_login_records_the_tools_identity(runtime: Any, tools: dict[str, str], home: Path) -> None:
    run = runtime("--output", "json", "auth", "login", "gcp", env=tools)
    assert run.code == 0 and run.json["output"]["identity"] == "dev@example.com"
    record = trail_operations(home)[-1]
    assert (record["operation"], record["identity"]) == ("login gcp", "dev@example.com")


def test_a_tool_that_is_not_installed_is_reported(
    runtime: Any, tools: dict[str, str], tmp_path: Path
) -> None:
    (tmp_path / "bin" / "oc").unlink()
    run = runtime("--output", "json", "auth", "status", env=tools)
    rows = {row["provider"]: row for row in run.json["output"]["providers"]}
    assert not rows["openshift"]["valid"] and "not installed" in rows["openshift"]["detail"]
