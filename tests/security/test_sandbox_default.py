"""`command_policy.sandbox: required` is the compiled default: without a working bwrap no
binary runs unless a policy document says `auto`, and the refusal says how to install it and
what `auto` would allow. Real git, jq and kubectl on a trusted search path without bwrap."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.git_repos import GIT_IDENTITY, init_repo


def document(tmp_path: Path, no_bwrap: Path, sandbox: str = "") -> Path:
    """A document naming only a search path without bwrap (and SANDBOX, when given)."""
    policy = tmp_path / "policy.yaml"
    mode = f"  sandbox: {sandbox}\n" if sandbox else ""
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq, kubectl]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n{mode}"
    )
    return policy


@pytest.mark.parametrize(
    "args",
    [["jq", "-n", "1"], ["git", "status"], ["kubectl", "version", "--client"]],
    ids=["jq", "git", "kubectl"],
)
def test_without_bwrap_and_no_mode_in_the_document_every_binary_is_refused(
    args: list[str], runtime: Any, tmp_path: Path, work: Path, no_bwrap: Path
) -> None:
    init_repo(work)
    env = {"RUNTIME_POLICY_FILE": str(document(tmp_path, no_bwrap)), **GIT_IDENTITY}
    ran = runtime("--output", "json", "command", "run", *args, env=env)
    assert ran.code == 4, ran
    message = ran.json["error"]["message"]
    assert "command_policy.sandbox is required" in message, message
    assert "apt-get install bubblewrap" in message, message  # how to install it
    assert "command_policy.sandbox: auto" in message and "never exec" in message, message
    assert "runs unconfined" not in ran.stderr, ran


def test_the_compiled_default_is_required(runtime: Any) -> None:
    shown = runtime("--output", "json", "config", "validate")
    assert shown.code == 0, shown
    assert shown.json["output"]["sandbox"]["mode"] == "required", shown.json["output"]
    reference = runtime("config", "init", "policy")
    assert reference.code == 0, reference
    assert "\n  sandbox: required\n" in reference.stdout, reference.stdout


def test_auto_in_a_document_runs_reads_unconfined_with_a_notice(
    runtime: Any, tmp_path: Path, no_bwrap: Path
) -> None:
    env = {"RUNTIME_POLICY_FILE": str(document(tmp_path, no_bwrap, "auto"))}
    ran = runtime("command", "run", "jq", "-n", "1", env=env)
    assert ran.code == 0 and ran.stdout.strip() == "1", ran
    assert "runs unconfined (command_policy.sandbox auto)" in ran.stderr, ran
