"""Saved plans: plan --out records everything a run depends on; execute --plan runs exactly it.

Each recorded component is changed on its own and the refusal (exit 7) must name it;
several changed together must all be named; an untouched plan runs and its step
records (JSON and audit) carry the plan's digest.
"""

from __future__ import annotations

import calendar
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

import pytest

from support.cli import write_capability

STALE = 7

WRITE_AND_TOOL = """version: v1
inputs:
  path:
    required: true
workflow:
  - provider: files
    args: [write, "${path}", hello]
  - binary: jq
    args: [--version]
"""

TEAMS = """version: v1
workflow:
  - provider: github
    args: [team, list]
"""


class Scene:
    """A work tree with a capability, a policy that pins jq from a test directory, a config."""

    def __init__(self, runtime: Any, work: Path, tmp_path: Path) -> None:
        self.runtime = runtime
        self.work = work
        self.bin = tmp_path / "bin"
        self.bin.mkdir()
        self.tool = self.bin / "jq"
        self.write_tool("jq-1.6")
        self.policy = tmp_path / "policy.yaml"
        self.write_policy()
        self.config = tmp_path / "config.yaml"
        self.config.write_text(
            "schema_version: 2\ncontexts:\n"
            "  work:\n    github:\n      organization: acme\n"
            "  play:\n    github:\n      organization: sandbox\n"
        )
        self.env = {
            "RUNTIME_POLICY_FILE": str(self.policy),
            "RUNTIME_CONFIG_FILE": str(self.config),
        }
        self.capability = write_capability(work, "c.md", WRITE_AND_TOOL)

    def write_tool(self, version: str) -> None:
        self.tool.write_text(f"#!/bin/sh\necho {version}\n")
        self.tool.chmod(0o755)

    def write_policy(self, extra: str = "") -> None:
        self.policy.write_text(
            "schema_version: 3\nallowed_binaries: [jq]\ncommand_policy:\n"
            f"  search_path: [{self.bin}]\n  sandbox: auto\n{extra}"
        )

    def run(self, *args: str, **env: str) -> Any:
        return self.runtime("--output", "json", "capability", *args, env={**self.env, **env})

    def plan(self, *extra: str, **env: str) -> Any:
        run = self.run(
            "plan", "c.md", "--input", "path=out.txt", "--out", "plan.json", *extra, **env
        )
        assert run.code == 0, run
        return run

    def execute(self, *extra: str, **env: str) -> Any:
        return self.run("execute", "--plan", "plan.json", *extra, **env)

    def components(self, run: Any) -> list[str]:
        assert run.code == STALE, run
        assert run.json["error"]["code"] == "plan-stale"
        return [d["path"] for d in run.json["diagnostics"]]


@pytest.fixture
def scene(runtime: Any, work: Path, tmp_path: Path) -> Scene:
    return Scene(runtime, work, tmp_path)


def test_an_untouched_plan_runs_and_its_step_records_carry_the_digest(
    scene: Scene, work: Path
) -> None:
    planned = scene.plan()
    digest = planned.json["output"]["plan_digest"]
    assert digest.startswith("sha256:") and planned.json["output"]["plan_file"] == str(
        work / "plan.json"
    )
    assert not (work / "out.txt").exists()  # planning ran nothing
    ran = scene.execute("--expect-digest", digest)
    assert ran.code == 0, ran
    assert ran.json["output"]["plan_digest"] == digest
    assert [s["status"] for s in ran.json["steps"]] == ["ok", "ok"]
    assert [s["plan_digest"] for s in ran.json["steps"]] == [digest, digest]
    assert ran.json["steps"][1]["output"]["stdout"].strip() == "jq-1.6"
    assert (work / "out.txt").read_text() == "hello"
    trail = scene.runtime("--output", "json", "audit", "tail", "-n", "2", env=scene.env)
    records = trail.json["output"]["records"]
    assert [r["capability"]["plan_digest"] for r in records] == [digest, digest]


def test_the_saved_plan_is_canonical_private_and_records_every_component(
    scene: Scene, work: Path
) -> None:
    planned = scene.plan()
    path = work / "plan.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    raw = path.read_bytes()
    document = json.loads(raw)
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert raw == canonical.encode() + b"\n"
    assert document["digest"] == planned.json["output"]["plan_digest"]
    assert document["format"] == "runtime-plan" and document["format_version"] == 2
    assert document["capability"]["path"] == str(scene.capability)
    assert document["capability"]["source"] == "path"
    assert document["inputs"] == {"path": "out.txt"}
    assert document["policy"]["source"] == str(scene.policy)
    assert document["config"]["path"] == str(scene.config)
    assert [(b["name"], b["path"]) for b in document["binaries"]] == [("jq", str(scene.tool))]
    assert [s["decision"] for s in document["steps"]] == ["allowed", "allowed"]
    assert document["steps"][0]["effect"] == "write"
    assert document["steps"][1]["command"] == ["jq", "--version"]
    assert document["created"] < document["expires"]
    text = scene.runtime(
        "capability", "plan", "c.md", "--input", "path=out.txt", "--out", "p2.json", env=scene.env
    )
    assert f"plan digest {json.loads((work / 'p2.json').read_text())['digest']}" in text.stdout


def test_a_plan_made_in_one_directory_is_refused_in_another(
    scene: Scene, work: Path, tmp_path: Path
) -> None:
    """Issue 23: the steps' relative words would touch other files there (exit 7, naming the
    working directory then and now), even under --expect-digest; from its own directory the
    same plan still runs."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    # both directories are roots (not their parent, which holds the Home: without the sandbox
    # a Home in a write root refuses every child)
    both = f"[{work}, {elsewhere}]"
    scene.write_policy(f"file_policy:\n  read_roots: {both}\n  write_roots: {both}\n")
    digest = scene.plan().json["output"]["plan_digest"]
    plan = str(work / "plan.json")
    run = scene.runtime(
        "--output", "json", "capability", "execute", "--plan", plan, "--expect-digest", digest,
        env=scene.env, cwd=elsewhere,
    )  # fmt: skip
    assert "working directory" in scene.components(run)
    message = run.json["error"]["message"]
    assert f"made in {work}" in message and f"runs in {elsewhere}" in message, message
    assert list(elsewhere.iterdir()) == [] and not (work / "out.txt").exists()
    ran = scene.execute("--expect-digest", digest)
    assert ran.code == 0, ran
    assert (work / "out.txt").read_text() == "hello"


def test_a_root_that_resolves_elsewhere_now_is_named(scene: Scene, work: Path) -> None:
    (work / "a").mkdir()
    (work / "b").mkdir()
    os.symlink("a", work / "data")
    scene.write_policy("file_policy:\n  read_roots: [.]\n  write_roots: [./data]\n")
    run = scene.run("plan", "c.md", "--input", "path=data/out.txt", "--out", "data/plan.json")
    assert run.code == 0, run
    os.remove(work / "data")
    os.symlink("b", work / "data")
    os.rename(work / "a" / "plan.json", work / "b" / "plan.json")
    refused = scene.run("execute", "--plan", "data/plan.json")
    assert "working directory" in scene.components(refused)
    assert "write_roots" in refused.json["error"]["message"]
    assert not (work / "b" / "out.txt").exists()


def test_a_changed_capability_file_is_named(scene: Scene) -> None:
    scene.plan()
    scene.capability.write_text(scene.capability.read_text() + "\nA new paragraph.\n")
    assert scene.components(scene.execute()) == ["capability"]


def test_an_edited_input_is_named(scene: Scene, work: Path) -> None:
    scene.plan()
    path = work / "plan.json"
    document = json.loads(path.read_text())
    document["inputs"]["path"] = "elsewhere.txt"
    path.write_text(json.dumps(document))
    named = scene.components(scene.execute())
    assert "inputs" in named and "plan file" in named
    assert not (work / "elsewhere.txt").exists()


def test_a_changed_context_is_named(scene: Scene, work: Path) -> None:
    write_capability(work, "teams.md", TEAMS)
    planned = scene.run("plan", "teams.md", "--out", "plan.json", RUNTIME_CONTEXT="work")
    assert planned.code == 0, planned
    document = json.loads((work / "plan.json").read_text())
    assert document["context"]["github.organization"]["value"] == "acme"
    run = scene.execute(RUNTIME_CONTEXT="play")
    assert scene.components(run) == ["context github.organization"]
    assert "sandbox" in run.json["error"]["message"]


def test_a_changed_policy_document_is_named(scene: Scene) -> None:
    scene.plan()
    scene.write_policy("providers:\n  github:\n    denied: [api]\n")
    assert scene.components(scene.execute()) == ["policy"]


def test_a_changed_config_is_named(scene: Scene) -> None:
    scene.plan()
    scene.config.write_text(
        scene.config.read_text() + "  other:\n    github:\n      organization: x\n"
    )
    assert scene.components(scene.execute()) == ["config"]


def test_a_replaced_pinned_binary_is_named(scene: Scene, work: Path) -> None:
    scene.plan()
    scene.write_tool("jq-evil")
    run = scene.execute()
    assert scene.components(run) == ["binary jq"]
    assert str(scene.tool) in run.json["error"]["message"]
    (change,) = run.json["output"]["changes"]
    assert change["recorded"]["digest"] != change["current"]["digest"]
    assert change["recorded"]["path"] == change["current"]["path"] == str(scene.tool)
    assert not (work / "out.txt").exists()  # refused before any step ran


def test_an_expired_plan_is_named(scene: Scene) -> None:
    scene.plan("--expires-in", "1s")
    time.sleep(2.1)
    run = scene.execute()
    assert scene.components(run) == ["expiry"]
    assert "expired" in run.json["error"]["message"]


def test_several_changes_are_all_named_in_one_refusal(scene: Scene) -> None:
    scene.plan()
    scene.capability.write_text(scene.capability.read_text() + "\nEdited.\n")
    scene.write_policy("providers:\n  github:\n    denied: [api]\n")
    scene.config.write_text(
        scene.config.read_text() + "  other:\n    github:\n      organization: x\n"
    )
    scene.write_tool("jq-evil")
    run = scene.execute()
    assert set(scene.components(run)) == {"capability", "policy", "config", "binary jq"}
    message = run.json["error"]["message"]
    assert "4 component(s) changed" in message
    for word in ("capability", "policy", "config", "binary jq"):
        assert word in message


def test_execute_plan_refuses_inputs_another_capability_and_an_unexpected_digest(
    scene: Scene, work: Path
) -> None:
    scene.plan()
    with_input = scene.execute("--input", "path=other.txt")
    assert with_input.code == 2 and "--input is refused" in with_input.json["error"]["message"]
    write_capability(work, "other.md", TEAMS)
    other = scene.run("execute", "other.md", "--plan", "plan.json")
    assert other.code == 2 and "not other.md" in other.json["error"]["message"]
    wrong = scene.execute("--expect-digest", "sha256:" + "0" * 64)
    assert wrong.code == STALE and wrong.json["error"]["code"] == "plan-digest-mismatch"
    same = scene.run("execute", "c.md", "--plan", "plan.json")
    assert same.code == 0, same
    assert not (work / "other.txt").exists()


def test_a_plan_with_a_denied_step_is_not_saved(scene: Scene, work: Path) -> None:
    write_capability(
        work, "d.md", "version: v1\nworkflow:\n  - provider: files\n    args: [delete, x]\n"
    )
    run = scene.run("plan", "d.md", "--out", "denied.json")
    assert run.code == 4 and run.json["output"]["plan_file"] is None
    assert not (work / "denied.json").exists()


KUBECONFIG = """apiVersion: v1
kind: Config
current-context: {current}
contexts:
- name: staging
  context: {{cluster: c, namespace: web}}
- name: prod
  context: {{cluster: c, namespace: web-prod}}
"""


def test_the_cluster_a_kubectl_step_would_reach_is_recorded_and_rechecked(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(KUBECONFIG.format(current="staging"))
    env = {"KUBECONFIG": str(kubeconfig)}
    write_capability(
        work, "k.md", "version: v1\nworkflow:\n  - binary: kubectl\n    args: [get, pods]\n"
    )
    planned = runtime("--output", "json", "capability", "plan", "k.md", "--out", "k.json", env=env)
    assert planned.code == 0, planned
    recorded = json.loads((work / "k.json").read_text())["context"]
    assert recorded["kubernetes.context"]["value"] == "staging"
    assert recorded["kubernetes.namespace"]["value"] == "web"
    kubeconfig.write_text(KUBECONFIG.format(current="prod"))
    run = runtime("--output", "json", "capability", "execute", "--plan", "k.json", env=env)
    assert run.code == STALE, run
    assert [d["path"] for d in run.json["diagnostics"]] == [
        "context kubernetes.context",
        "context kubernetes.namespace",
    ]
    assert "prod" in run.json["error"]["message"]


def test_plan_for_gives_other_doors_the_same_document_and_digest(
    scene: Scene, work: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from runtime.capability.saved import plan_for

    scene.plan()
    saved = json.loads((work / "plan.json").read_text())
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(home))
    for name, value in scene.env.items():
        monkeypatch.setenv(name, value)
    created = calendar.timegm(time.strptime(saved["created"], "%Y-%m-%dT%H:%M:%SZ"))
    planned = plan_for("c.md", {"path": "out.txt"}, str(work), created=created)
    assert planned.document == saved
    assert planned.digest == saved["digest"]
    other = plan_for("c.md", {"path": "other.txt"}, str(work), created=created)
    assert other.digest != saved["digest"]


def test_a_malformed_plan_file_is_refused_as_invalid(scene: Scene, work: Path) -> None:
    scene.plan()
    path = work / "plan.json"
    document = json.loads(path.read_text())
    document["binaries"] = "jq"
    path.write_text(json.dumps(document))
    run = scene.execute()
    assert run.code == 3 and run.json["error"]["code"] == "plan-invalid"
    assert "binaries" in run.json["error"]["message"]
    path.write_text("not json")
    assert scene.execute().json["error"]["code"] == "plan-invalid"


def test_a_name_that_now_resolves_to_another_file_is_named(runtime: Any, work: Path) -> None:
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\ncapabilities:\n  sources:\n"
        "    - {name: first, dir: first}\n    - {name: second, dir: second}\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    block = "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n"
    write_capability(work / "second", "team/x.md", block)
    planned = runtime(
        "--output", "json", "capability", "plan", "team/x", "--out", "x.json", env=env
    )
    assert planned.code == 0, planned
    recorded = json.loads((work / "x.json").read_text())["capability"]
    assert (recorded["name"], recorded["source"]) == ("team/x", "second")
    write_capability(work / "first", "team/x.md", block)  # same bytes, another file
    run = runtime("--output", "json", "capability", "execute", "--plan", "x.json", env=env)
    assert run.code == STALE, run
    assert [d["path"] for d in run.json["diagnostics"]] == ["capability"]
    assert str(work / "first" / "team" / "x.md") in run.json["error"]["message"]


def test_a_plan_is_never_written_through_a_symlink(
    scene: Scene, work: Path, tmp_path: Path
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    (work / "plan.json").symlink_to(victim)
    run = scene.run("plan", "c.md", "--input", "path=out.txt", "--out", "plan.json")
    assert run.code == 1 and "symlink" in run.json["error"]["message"]
    assert victim.read_text() == "keep me\n"
