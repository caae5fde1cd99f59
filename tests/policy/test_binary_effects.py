"""command_policy.effects (issue 11): which effects a binary's commands may have.

The compiled default lets read and write run; delete and exec need a document, per
binary or as the default. Capabilities whose steps have a now-denied effect still
validate, and plan shows the canonical command, its effect and the rule."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runtime.policy.document import parse_policy
from runtime.policy.model import Policy
from runtime.policy.rules import decide_binary
from support.cli import write_capability


def document(tmp_path: Path, text: str) -> dict[str, str]:
    path = tmp_path / "policy.yaml"
    path.write_text("schema_version: 3\n" + text)
    return {"RUNTIME_POLICY_FILE": str(path)}


def test_a_document_names_effects_per_binary_and_keeps_the_default() -> None:
    doc = b"schema_version: 3\ncommand_policy:\n  effects:\n    docker: [read, write, exec]\n"
    policy, problems = parse_policy(doc, "p.yaml")
    assert problems == []
    assert policy.effects == {"default": ("read", "write"), "docker": ("read", "write", "exec")}
    assert decide_binary("docker", "docker", ["build", "."], policy).allowed
    assert not decide_binary("podman", "podman", ["build", "."], policy).allowed


def test_an_unknown_effect_is_an_error_with_its_line() -> None:
    doc = b"schema_version: 3\ncommand_policy:\n  effects:\n    default: [read, destroy]\n"
    _, problems = parse_policy(doc, "p.yaml")
    (problem,) = [p for p in problems if p.is_error]
    assert "command_policy.effects.default lists 'destroy'" in problem.message
    assert problem.line == 4


def test_the_compiled_default_refuses_delete_and_exec_naming_the_rule() -> None:
    for args, effect in ((["run", "alpine"], "exec"), (["rm", "c1"], "delete")):
        decision = decide_binary("docker", "docker", args, Policy())
        assert decision.rule == "command_policy.effects.default"
        assert f'effect "{effect}"' in decision.message
        assert "[read, write]" in decision.message


def test_an_unknown_command_and_a_binary_without_a_table_are_exec(
    runtime: Any, tmp_path: Path
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", "frobnicate")
    assert run.code == 4, run
    assert "a command its table does not know runs as exec" in run.json["error"]["message"]
    env = document(tmp_path, "allowed_binaries: [git, make]\n")
    run = runtime("--output", "json", "resolve", "command", "run", "make", "--version", env=env)
    assert run.code == 4, run
    assert "make has no operation table: every command is exec" in run.json["error"]["message"]
    env = document(
        tmp_path, "allowed_binaries: [make]\ncommand_policy:\n  effects:\n    make: [exec]\n"
    )
    run = runtime("--output", "json", "resolve", "command", "run", "make", "--version", env=env)
    assert run.code == 0, run
    assert run.json["output"]["effect"] == "exec"


def test_a_docker_build_step_validates_and_plan_shows_effect_and_rule(
    runtime: Any, tmp_path: Path
) -> None:
    cap = write_capability(
        tmp_path,
        "build.md",
        "version: v1\nworkflow:\n  - binary: docker\n    args: [build, -t, app, .]\n"
        "  - binary: docker\n    args: [push, app]\n",
    )
    assert runtime("capability", "validate", str(cap)).code == 0
    plan = runtime("--output", "json", "capability", "plan", str(cap))
    assert plan.code == 4, plan
    build, push = plan.json["steps"]
    assert (build["status"], build["decision"]["rule"]) == (
        "denied",
        "command_policy.effects.default",
    )
    assert build["canonical"]["command"] == "build --tag app ."  # docker's name for -t
    assert (build["canonical"]["effect"], build["canonical"]["runs_input_code"]) == ("exec", True)
    assert (push["status"], push["canonical"]["effect"]) == ("allowed", "write")
    text = runtime("capability", "plan", str(cap))
    assert "command docker build --tag=app .; effect exec" in text.stdout  # what would run
    env = document(tmp_path, "command_policy:\n  effects:\n    docker: [read, write, exec]\n")
    assert runtime("capability", "plan", str(cap), env=env).code == 0


def test_config_validate_lists_the_effects_in_force(runtime: Any, tmp_path: Path) -> None:
    run = runtime("--output", "json", "config", "validate")
    assert run.json["output"]["effects"] == {"default": ["read", "write"]}
    env = document(tmp_path, "command_policy:\n  effects:\n    kubectl: [read, write, delete]\n")
    run = runtime("config", "validate", env=env)
    assert "  kubectl    read, write, delete" in run.stdout, run
    assert "  default    read, write" in run.stdout


def test_command_list_and_binary_help_print_the_tables(runtime: Any) -> None:
    helm = runtime("command", "helm", "--help")
    assert helm.code == 0, helm
    assert any(
        line.split()[:2] == ["uninstall", "delete"] and "del, un" in line
        for line in helm.stdout.splitlines()
    ), helm.stdout
    listed = runtime("--output", "json", "command", "list")
    binaries = {entry["binary"]: entry for entry in listed.json["output"]["binaries"]}
    assert set(binaries) >= {"git", "gh", "gcloud", "kubectl", "terraform", "argocd"}
    git = {row["command"]: row for row in binaries["git"]["table"]}
    assert git["push --force"]["effect"] == "delete"
    assert "send-pack --force" in git["push --force"]["aliases"]
    plain = runtime("command", "list")
    assert "terraform: a command the table does not list is exec" in plain.stdout
    unknown = runtime("command", "make", "--help")
    assert "make: no operation table: every command is exec" in unknown.stdout


def test_the_home_spec_holds_the_tables(runtime: Any, home: Path) -> None:
    assert runtime("bootstrap").code == 0
    spec = (home / "specs" / "command" / "capability-spec-command.md").read_text()
    assert "## kubectl" in spec and "## gh" in spec
    assert "uninstall" in spec and "del, un" in spec
