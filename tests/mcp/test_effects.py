"""Effects read from the operation tables, and the two probes the door trusts."""

from __future__ import annotations

import sys
import types

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


def fake_module(monkeypatch: pytest.MonkeyPatch, name: str, **attributes: object) -> None:
    module = types.ModuleType(name)
    for key, value in attributes.items():
        setattr(module, key, value)
    monkeypatch.setitem(sys.modules, name, module)


def test_a_binary_is_exec_unless_its_table_says_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    assert binary_effect("jq", [".", "f.json"]) == "exec"
    fake_module(
        monkeypatch,
        "runtime.policy.floor.jq",
        effect_of=lambda args: "read" if args[0] == "." else "write",
    )
    assert binary_effect("jq", [".", "f.json"]) == "read"
    assert binary_effect("jq", ["-i"]) == "write"
    fake_module(monkeypatch, "runtime.policy.floor.yq", effect_of=lambda args: "surprise")
    assert binary_effect("yq", []) == "exec"
    assert binary_effect("../sh", []) == "exec"


def test_no_sandbox_module_means_no_sandbox(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "runtime.engines.sandbox", None)
    assert sandbox_available() is False
    fake_module(monkeypatch, "runtime.engines.sandbox")
    assert sandbox_available() is False  # a module that reports nothing is not a working sandbox

    def broken() -> bool:
        raise OSError("bwrap: no user namespaces")

    fake_module(monkeypatch, "runtime.engines.sandbox", available=broken)
    assert sandbox_available() is False
    fake_module(monkeypatch, "runtime.engines.sandbox", available=lambda: "yes")
    assert sandbox_available() is False
    fake_module(monkeypatch, "runtime.engines.sandbox", available=lambda: True)
    assert sandbox_available() is True
