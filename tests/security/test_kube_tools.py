"""kubectl, kustomize and helm: reads that write a file wherever they are told, and kustomize
options that run programs. The tables read each as `read` (the read-only door would run it),
so the floor refuses them (red team, round 4).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.denials import EFFECTS

# --- kubectl, kustomize and helm reads that write a file ------------------------------------------
# Fixed in red team round 4 (policy/floor/kube.py, kustomize.py, helm.py): refused by the
# floor like git's --output.


@pytest.mark.parametrize(
    "args",
    [
        ["kustomize", "k", "-o", "out.yaml"],
        ["kustomize", "k", "-oout.yaml"],
        ["kustomize", "k", "--output=out.yaml"],
        ["get", "pods", "--profile=cpu", "--server=http://127.0.0.1:9"],  # writes profile.pprof
        ["--profile", "heap", "--profile-output=out.yaml", "version", "--client"],
    ],
)
def test_kubectl_reads_that_write_a_file_are_refused(
    args: list[str], runtime: Any, work: Path
) -> None:
    (work / "k").mkdir()
    (work / "k" / "kustomization.yaml").write_text("resources: []\n")
    run = runtime("command", "run", "kubectl", "--", *args)
    assert run.code == 4, run
    assert "safety floor" in run.stderr and "writes a file wherever it is told" in run.stderr
    assert sorted(p.name for p in work.iterdir()) == ["k"]


def test_kubectl_reads_without_a_file_still_run(runtime: Any, work: Path) -> None:
    (work / "k").mkdir()
    (work / "k" / "kustomization.yaml").write_text("resources: []\n")
    assert runtime("command", "run", "kubectl", "kustomize", "k").code == 0
    run = runtime("command", "run", "kubectl", "--", "version", "--client", "--profile=none")
    assert run.code == 0, run
    assert sorted(p.name for p in work.iterdir()) == ["k"]


@pytest.mark.parametrize(
    ("binary", "args"),
    [
        ("kubectl", ["cluster-info", "dump", "--output-directory=d"]),
        ("kustomize", ["build", "k", "-o", "out.yaml"]),
        ("kustomize", ["build", "--output=out.yaml", "k"]),
        ("helm", ["template", "x", ".", "--output-dir", "d"]),
    ],
)
def test_reads_that_write_where_told_are_refused_when_resolved(
    binary: str, args: list[str], runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, "--", *args)
    assert run.code == 4, run
    assert "writes a file wherever it is told" in run.json["output"]["decision"]["message"]


# --- kustomize's program options ------------------------------------------------------------------
# Fixed in red team round 4 (policy/floor/kube.py, kustomize.py): `kubectl kustomize` read
# every option as read; the helm inflator (--enable-helm, --helm-command) and plugins are exec.


HELM_CHART = (
    "helmCharts:\n- name: x\n  repo: https://127.0.0.1:9/charts\n  version: 1.0.0\n"
    "  releaseName: x\n"
)


@pytest.mark.parametrize(
    "options",
    [
        ["--enable-helm", "--helm-command=/bin/sh"],  # sh runs ./version, a file the caller wrote
        ["--enable-helm", "--helm-command", "/bin/sh"],
        ["--enable-alpha-plugins", "--enable-exec"],
    ],
)
def test_kubectl_kustomize_that_runs_programs_is_exec(
    options: list[str], runtime: Any, work: Path
) -> None:
    (work / "k").mkdir()
    (work / "k" / "kustomization.yaml").write_text(HELM_CHART)
    assert runtime("files", "write", "version", "touch ran-helm-command\n").code == 0
    run = runtime("command", "run", "kubectl", "--", "kustomize", "k", *options)
    assert run.code == 4, run
    if "--enable-exec" in options:  # kubectl's own kustomize takes none: "unknown flag"
        assert 'safety floor: kubectl "--enable-exec" is not an option' in run.stderr, run
    else:
        assert f'effect "exec" of kubectl kustomize --enable-exec is not in {EFFECTS}' in run.stderr
    assert not (work / "ran-helm-command").exists()


@pytest.mark.parametrize("binary", ["kubectl", "oc"])
def test_kustomize_program_options_are_exec_for_every_door(binary: str) -> None:
    from runtime.mcp.effects import binary_effect

    assert binary_effect(binary, ["kustomize", "k", "--enable-helm"]) == "exec"
    assert binary_effect("kustomize", ["build", "k", "--helm-command=/bin/sh"]) == "exec"
    assert binary_effect(binary, ["kustomize", "k"]) == "read"
