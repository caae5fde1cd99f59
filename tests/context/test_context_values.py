"""The Runtime Context: named contexts, the environment, the tools' own files, each with its source."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from runtime.context import active, tools
from runtime.home import config_values

KUBECONFIG_A = """apiVersion: v1
kind: Config
current-context: kind-dev
contexts:
- name: kind-dev
  context: {cluster: kind, user: me, namespace: payments}
- name: other
  context: {cluster: x, user: y}
"""
KUBECONFIG_B = """apiVersion: v1
current-context: from-second-file
contexts:
- name: kind-dev
  context: {cluster: kind, namespace: shadowed}
- name: prod-cluster
  context: {cluster: p, namespace: prod-default}
"""
CONFIG = """schema_version: 2
contexts:
  prod:
    github: {organization: acme}
    kubernetes: {context: prod-cluster}
  dev:
    github: {organization: acme-dev}
    gcp: {project: dev-project}
"""


@pytest.fixture
def tool_files(tmp_path: Path) -> dict[str, str]:
    kube = tmp_path / "kube"
    kube.mkdir()
    (kube / "a").write_text(KUBECONFIG_A)
    (kube / "b").write_text(KUBECONFIG_B)
    gcloud = tmp_path / "gcloud"
    (gcloud / "configurations").mkdir(parents=True)
    (gcloud / "active_config").write_text("work\n")
    (gcloud / "configurations" / "config_work").write_text(
        "[core]\naccount = me@example.com\nproject = gcloud-project\n\n[compute]\nregion = x\n"
    )
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    return {
        "KUBECONFIG": f"{kube / 'a'}{os.pathsep}{kube / 'b'}",
        "CLOUDSDK_CONFIG": str(gcloud),
        "RUNTIME_CONFIG_FILE": str(config),
    }


@pytest.fixture
def in_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, tool_files: dict[str, str]
) -> Iterator[Path]:
    home = tmp_path / "home"
    home.mkdir()
    for name in list(os.environ):
        if name.startswith(("RUNTIME_", "CLOUDSDK_")) or name == "KUBECONFIG":
            monkeypatch.delenv(name)
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(home))
    for name, value in tool_files.items():
        monkeypatch.setenv(name, value)
    config_values.loaded.clear()
    yield home
    config_values.loaded.clear()


def by_key(values: list[active.Value]) -> dict[str, tuple[str | None, str | None]]:
    return {v.key: (v.value, v.source) for v in values}


def test_kubeconfig_files_merge_like_kubectl(tool_files: dict[str, str]) -> None:
    settings = tools.kube_settings({"KUBECONFIG": tool_files["KUBECONFIG"]})
    assert settings.context is not None and settings.context.value == "kind-dev"
    namespace = settings.namespace("kind-dev")
    assert namespace is not None and namespace.value == "payments"  # the first file wins
    prod = settings.namespace("prod-cluster")
    assert prod is not None and prod.value == "prod-default"
    assert settings.namespace("other") is None
    assert settings.problems == []


def test_unreadable_kubeconfig_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    broken.write_text("current-context: [unclosed\n")
    settings = tools.kube_settings({"KUBECONFIG": str(broken)})
    assert settings.context is None and len(settings.problems) == 1
    assert tools.kube_settings({"KUBECONFIG": str(tmp_path / "absent")}).problems == []


def test_gcloud_active_configuration(tool_files: dict[str, str]) -> None:
    environ = {"CLOUDSDK_CONFIG": tool_files["CLOUDSDK_CONFIG"]}
    found = tools.gcloud_project(environ, [])
    assert found is not None and found.value == "gcloud-project"
    assert "gcloud configuration work" in found.source
    assert tools.gcloud_project({**environ, "CLOUDSDK_ACTIVE_CONFIG_NAME": "absent"}, []) is None


def test_no_selection_uses_environment_and_tools(in_process: Path) -> None:
    chosen, values, problems = active.resolve()
    assert chosen.name is None and problems == []
    found = by_key(values)
    assert found["github.organization"] == (None, None)
    assert found["gcp.project"][0] == "gcloud-project"
    assert found["kubernetes.context"][0] == "kind-dev"
    assert found["kubernetes.namespace"][0] == "payments"
    assert found["openshift.project"][0] == "payments"
    assert active.github_organization() is None


def test_named_context_wins_then_environment_then_tools(
    in_process: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (in_process / "active-context").write_text("prod\n")
    monkeypatch.setenv("CLOUDSDK_CORE_PROJECT", "env-project")
    chosen, values, _ = active.resolve()
    assert (chosen.name, chosen.source) == (
        "prod",
        f"runtime context use ({in_process}/active-context)",
    )
    found = by_key(values)
    assert found["github.organization"] == (
        "acme",
        "context prod (config contexts.prod.github.organization)",
    )
    assert found["gcp.project"] == ("env-project", "environment CLOUDSDK_CORE_PROJECT")
    assert found["kubernetes.context"][0] == "prod-cluster"
    # the namespace follows the selected cluster's kubeconfig entry
    assert found["kubernetes.namespace"][0] == "prod-default"
    assert active.github_organization() == "acme"


def test_runtime_context_selects_for_one_call(
    in_process: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (in_process / "active-context").write_text("prod\n")
    monkeypatch.setenv("RUNTIME_CONTEXT", "dev")
    chosen, values, _ = active.resolve()
    assert (chosen.name, chosen.source) == ("dev", "RUNTIME_CONTEXT")
    assert by_key(values)["gcp.project"] == (
        "dev-project",
        "context dev (config contexts.dev.gcp.project)",
    )
    assert active.github_organization() == "acme-dev"


def test_unknown_selection_is_an_error(in_process: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RUNTIME_CONTEXT", "staging")
    with pytest.raises(active.ContextInvalid) as raised:
        active.github_organization()
    assert raised.value.exit_code == 3
    assert "staging" in raised.value.message and "dev, prod" in raised.value.message


def test_context_commands(runtime: Any, tool_files: dict[str, str], home: Path) -> None:
    env = dict(tool_files)
    listed = runtime("--output", "json", "context", "list", env=env).json["output"]
    assert [c["name"] for c in listed["contexts"]] == ["dev", "prod"]
    assert listed["active"] is None

    used = runtime("context", "use", "prod", env=env)
    assert used.code == 0 and "context prod selected" in used.stdout
    assert (home / "active-context").read_text() == "prod\n"

    shown = runtime("--output", "json", "context", "show", env=env).json["output"]
    assert shown["active"] == "prod"
    values = {v["key"]: v for v in shown["values"]}
    assert values["github.organization"]["value"] == "acme"
    assert values["kubernetes.context"]["source"].startswith("context prod")
    assert values["gcp.project"]["source"].startswith("gcloud configuration work")

    text = runtime("context", "show", env=env).stdout
    assert "context prod (selected by runtime context use" in text
    assert "github.organization" in text and "acme" in text

    marked = runtime("context", "list", env=env).stdout
    assert "* prod" in marked and "  dev" in marked

    unknown = runtime("--output", "json", "context", "use", "staging", env=env)
    assert unknown.code == 2 and "dev, prod" in unknown.json["error"]["hint"]
    assert (home / "active-context").read_text() == "prod\n"

    cleared = runtime("context", "use", "--clear", env=env)
    assert cleared.code == 0 and not (home / "active-context").exists()


def test_context_needs_a_valid_config(runtime: Any, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema_version: 2\ncontext:\n  prod: {}\n")
    for words in (["context", "show"], ["context", "list"], ["context", "use", "prod"]):
        run = runtime("--output", "json", *words, env={"RUNTIME_CONFIG_FILE": str(bad)})
        assert run.code == 3, (words, run)
        assert run.json["diagnostics"][0]["line"] == 2


def test_stale_selection_is_reported(runtime: Any, tool_files: dict[str, str], home: Path) -> None:
    runtime("context", "use", "prod", env=tool_files)
    config = Path(tool_files["RUNTIME_CONFIG_FILE"])
    config.write_text("schema_version: 2\ncontexts:\n  dev: {}\n")
    shown = runtime("--output", "json", "context", "show", env=tool_files)
    assert shown.code == 3 and shown.json["error"]["code"] == "context-invalid"
    listed = runtime("--output", "json", "context", "list", env=tool_files)
    assert listed.code == 0 and listed.json["output"]["active_missing"] is True
