"""Tool configuration never comes from a write root: a kubeconfig there names exec plugins
that a read (`kubectl get`) runs, and a docker configuration directory holds CLI plugins that
`docker info` runs; any earlier step could have written either (`files write`). KUBECONFIG,
`--kubeconfig`, DOCKER_CONFIG and `docker --config` pointing into one are refused (exit 4,
rule `tool configuration`), sandboxed or not; a kubeconfig handed in is a copy the runtime
makes. Real kubectl and docker (client only); nothing reaches a network.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations

MARKER = "PLUGIN-RAN"
EXEC_KUBECONFIG = """apiVersion: v1
kind: Config
clusters: [{name: c, cluster: {server: "https://127.0.0.1:9"}}]
contexts: [{name: x, context: {cluster: c, user: u}}]
current-context: x
users:
- name: u
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: /bin/sh
      args: ["-c", "touch {marker}; exit 1"]
      interactiveMode: Never
"""
PLUGIN = """#!/bin/sh
touch {marker}
echo '{{"SchemaVersion":"0.1.0","Vendor":"x","Version":"1","ShortDescription":"x"}}'
"""


@pytest.fixture
def kube_enabled(tmp_path: Path) -> Path:
    config = tmp_path / "config.yaml"
    config.write_text("schema_version: 2\nauthentication:\n  kubernetes: {enabled: true}\n")
    return config


def refused(ran: Any, home: Path) -> None:
    assert ran.code == 4, ran
    assert "inside a write root" in ran.stderr and "(tool configuration)" in ran.stderr, ran
    record = trail_operations(home)[-1]
    assert (record["decision"], record["rule"]) == ("deny", "tool configuration"), record


def test_a_kubeconfig_written_into_a_write_root_is_never_read(
    runtime: Any, work: Path, home: Path, kube_enabled: Path
) -> None:
    marker = work / MARKER
    written = runtime(
        "files", "write", "kubeconfig", EXEC_KUBECONFIG.replace("{marker}", str(marker))
    )
    assert written.code == 0, written
    env = {"KUBECONFIG": str(work / "kubeconfig"), "RUNTIME_CONFIG_FILE": str(kube_enabled)}
    ran = runtime("command", "run", "kubectl", "get", "pods", "--request-timeout=2s", env=env)
    refused(ran, home)
    assert not marker.exists()


def test_a_kubeconfig_option_is_refused(runtime: Any, work: Path) -> None:
    (work / "kubeconfig").write_text(EXEC_KUBECONFIG.replace("{marker}", str(work / MARKER)))
    ran = runtime("command", "run", "kubectl", "--kubeconfig=kubeconfig", "get", "pods")
    assert ran.code == 4, ran
    assert not (work / MARKER).exists()


@pytest.fixture
def plugin_directory(work: Path) -> Path:
    """WORK/dockercfg, a docker configuration directory holding a planted CLI plugin."""
    plugins = work / "dockercfg" / "cli-plugins"
    plugins.mkdir(parents=True)
    plugin = plugins / "docker-planted"
    plugin.write_text(PLUGIN.format(marker=work / MARKER))
    plugin.chmod(0o755)
    return work / "dockercfg"


@pytest.mark.parametrize("spelling", ["--config DIR", "--config=DIR", "DOCKER_CONFIG"])
def test_a_docker_configuration_in_a_write_root_is_refused_and_its_plugin_never_runs(
    runtime: Any, work: Path, home: Path, plugin_directory: Path, spelling: str
) -> None:
    if spelling == "DOCKER_CONFIG":
        ran = runtime(
            "command", "run", "docker", "info", env={"DOCKER_CONFIG": str(plugin_directory)}
        )
    elif spelling == "--config DIR":
        ran = runtime("command", "run", "docker", "--config", "dockercfg", "info")
    else:
        ran = runtime("command", "run", "docker", "--config=dockercfg", "info")
    refused(ran, home)
    assert not (work / MARKER).exists()


def test_a_docker_configuration_outside_the_write_roots_still_runs_docker(
    runtime: Any, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "docker-config"
    elsewhere.mkdir()
    ran = runtime("command", "run", "docker", "--config", str(elsewhere), "context", "show")
    assert ran.code == 0 and ran.stdout.strip() == "default", ran
