"""getenv reads os.environ's own dictionary: it must answer what os.environ.get answers."""

from __future__ import annotations

import os

import pytest

from runtime.home.variables import getenv

NAME = "RUNTIME_TEST_VARIABLE_READ"


def test_it_sees_every_assignment_and_deletion_as_it_happens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(NAME, raising=False)
    assert getenv(NAME) is None
    monkeypatch.setenv(NAME, "first")
    assert getenv(NAME) == "first"
    os.environ[NAME] = "second"
    assert getenv(NAME) == "second"
    del os.environ[NAME]
    assert getenv(NAME) is None
    monkeypatch.setenv(NAME, "")
    assert getenv(NAME) == "" == os.environ.get(NAME)


@pytest.mark.parametrize("value", ["/tmp/héllo wörld", "undecodable \udcff byte", "a=b;c"])
def test_values_decode_as_os_environ_decodes_them(
    value: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(NAME, value)
    assert getenv(NAME) == os.environ.get(NAME) == value


def test_a_replaced_environment_mapping_is_asked_directly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "environ", {NAME: "plain dict"})
    assert getenv(NAME) == "plain dict"
    assert getenv("RUNTIME_TEST_NOT_SET") is None


def test_the_home_follows_its_variable_absolute_or_relative(
    tmp_path: os.PathLike[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from runtime.home.paths import audit_file, home_dir

    base = os.fspath(tmp_path)
    for name in ("one", "two", "one"):
        monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", f"{base}/{name}/")
        assert (home_dir(), audit_file()) == (f"{base}/{name}", f"{base}/{name}/audit.jsonl")
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", "relative-home")
    for directory in ("a", "b"):
        os.makedirs(f"{base}/{directory}")
        monkeypatch.chdir(f"{base}/{directory}")
        assert home_dir() == f"{base}/{directory}/relative-home"
    monkeypatch.setenv("ENGINEERING_RUNTIME_HOME", "")
    monkeypatch.setenv("HOME", base)
    assert audit_file() == f"{base}/.engineering-runtime/audit.jsonl"
