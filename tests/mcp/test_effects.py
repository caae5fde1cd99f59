"""Effects read from the operation tables, and the two probes the door trusts."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.mcp.effects import binary_effect, provider_effect, sandbox_available


@pytest.mark.parametrize(
    ("provider", "args", "effect"),
    [
        ("files", ["read", "${path}"], "read"),
        ("files", ["write", "${path}", "x"], "write"),
        ("files", ["delete", "${path}"], "delete"),
        ("github", ["repo", "view", "${repo}"], "read"),
        ("github", ["api", "GET", "/user"], "read"),
        ("github", ["api", "DELETE", "/repos/a/b"], "delete"),
        ("github", ["api", "${method}", "/user"], "write"),  # unknown until run: not a read
        ("files", ["no-such-operation"], "write"),
        ("nowhere", ["read", "x"], "write"),
    ],
)
def test_provider_effects_come_from_the_operation_tables(
    provider: str, args: list[str], effect: str
) -> None:
    assert provider_effect(provider, args) == effect


@pytest.mark.parametrize(
    ("binary", "args", "effect"),
    [
        ("git", ["status", "--short"], "read"),
        ("git", ["-C", "/w", "log", "-5"], "read"),
        ("git", ["commit", "-m", "x"], "write"),
        ("git", ["push", "origin", "+main"], "delete"),  # a force push rewrites history
        ("git", ["rebase", "--exec", "make", "main"], "exec"),
        ("git", ["no-such-command"], "exec"),  # unknown to the table: fail closed
        ("git", ["log", "${ref}"], "exec"),  # an input could be `--output=FILE`
        ("kubectl", ["get", "pods"], "read"),
        ("kubectl", ["delete", "ns", "prod"], "delete"),
        ("terraform", ["destroy"], "delete"),
        ("jq", [".", "f.json"], "read"),
        ("made-up-tool", ["list"], "exec"),  # a binary without a table
        ("bash", ["-c", "true"], "exec"),
        ("../git", ["status"], "exec"),
    ],
)
def test_a_binary_steps_effect_is_its_tables_reading(
    binary: str, args: list[str], effect: str
) -> None:
    assert binary_effect(binary, args) == effect


def test_the_sandbox_is_available_only_where_bwrap_confines_a_child(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", str(tmp_path / "home"))
    assert sandbox_available() is True  # bwrap is on this machine and works
    empty = tmp_path / "bin"
    empty.mkdir()
    policy = tmp_path / "policy.yaml"
    policy.write_text(f"schema_version: 3\ncommand_policy:\n  search_path: [{empty}]\n")
    monkeypatch.setenv("RUNTIME_POLICY_FILE", str(policy))
    assert sandbox_available() is False
