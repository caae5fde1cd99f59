"""The github auth provider in-process: where the token and host come from, what gh is handed."""

from __future__ import annotations

import pytest

from runtime.auth import github
from runtime.home import config_values


@pytest.fixture(autouse=True)
def fresh_config(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config_values, "loaded", {})
    monkeypatch.setattr(github, "_taken", {})  # tokens taken from an earlier test's environment
    for name in ("RUNTIME_CONFIG_FILE", "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL",
                 "RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV", "RUNTIME_GITHUB_TOKEN"):  # fmt: skip
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize(
    ("base_url", "host"),
    [
        (None, "github.com"),
        ("https://api.github.com", "github.com"),
        ("http://api.github.localhost", "github.localhost"),
        ("https://ghe.example.com/api/v3", "ghe.example.com"),
        ("https://api.ghe.example.com/", "ghe.example.com"),
    ],
)
def test_gh_is_pointed_at_the_host_of_the_base_url(
    base_url: str | None, host: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Auth stage hands gh its host in GH_HOST and a placeholder for the token in a
    hosts.yml for that host alone (a file the engine places privately), never in a token
    variable; the token itself is brokered: the proxy swaps it in for that host's requests
    (issue 25), and only a child the proxy cannot hold gets it in the placeholder's place."""
    import yaml

    if base_url is not None:
        monkeypatch.setenv("RUNTIME_AUTHENTICATION_GITHUB_BASE_URL", base_url)
    token = "ghp_" + "t" * 36
    handover = github.child_handover(token)
    assert handover.env == {"GH_HOST": host}
    assert handover.directory_variable == "GH_CONFIG_DIR"
    [hosts] = handover.files
    assert (hosts.path, hosts.mode) == ("hosts.yml", 0o600)
    [brokered] = handover.brokered
    assert token not in hosts.data.decode()
    assert yaml.safe_load(hosts.data) == {host: {"oauth_token": brokered.placeholder}}
    assert brokered.placeholder.startswith("runtime-placeholder-")
    assert brokered.secret == token
    assert host in brokered.hosts
    assert brokered.tls == (base_url is None or base_url.startswith("https:"))
    [unbrokered] = handover.unbrokered().files
    assert yaml.safe_load(unbrokered.data) == {host: {"oauth_token": token}}


def test_the_token_comes_only_from_the_configured_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_" + "g" * 36)
    monkeypatch.setenv("GH_TOKEN", "ghp_" + "h" * 36)
    assert github.token_or_none() is None
    monkeypatch.setenv("RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV", "CORP_TOKEN")
    monkeypatch.setenv("CORP_TOKEN", "opaque-corp-token")
    config_values.loaded.clear()  # the configuration is read once per process
    assert (github.token_env(), github.token_or_none()) == ("CORP_TOKEN", "opaque-corp-token")


def test_a_missing_token_names_the_variable_never_a_value() -> None:
    from runtime.errors import AuthFailure

    with pytest.raises(AuthFailure, match="export RUNTIME_GITHUB_TOKEN"):
        github.authenticate()


def test_the_identity_is_resolved_before_acting_only_under_an_allow_list(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from runtime.policy.model import Policy

    monkeypatch.setenv("RUNTIME_GITHUB_TOKEN", "ghp_" + "t" * 36)
    monkeypatch.setattr(github, "_identities", {})
    calls: list[str] = []

    def identify(token: str) -> str:
        calls.append(token)
        return "octocat"

    monkeypatch.setattr(github, "identify", identify)
    assert github.authenticate(Policy()).identity is None
    limited = Policy()
    limited.identities = {"github": ("octocat",)}
    assert github.authenticate(limited).identity == "octocat"
    assert calls == ["ghp_" + "t" * 36]
    # cached for the rest of the process: known before acting, and no second request
    assert github.authenticate(Policy()).identity == "octocat"
    assert github.identity_after(github.authenticate(Policy()), answered=True) == "octocat"
    assert calls == ["ghp_" + "t" * 36]


def test_the_token_leaves_the_process_environment_once_read() -> None:
    """Removed from os.environ and blanked in the environment block /proc/<pid>/environ shows."""
    import subprocess
    import sys

    token = "ghp_" + "e" * 36
    code = (
        "import os\n"
        "from runtime.auth import github\n"
        "before = open('/proc/self/environ', 'rb').read()\n"
        "read = github.token_or_none()\n"
        "after = open('/proc/self/environ', 'rb').read()\n"
        f"print(read == {token!r}, {token!r}.encode() in before, {token!r}.encode() in after,"
        " 'RUNTIME_GITHUB_TOKEN' in os.environ, github.token_or_none() == read)\n"
    )
    env = {"PATH": "/usr/bin:/bin", "RUNTIME_GITHUB_TOKEN": token}
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert proc.stdout.split() == ["True", "True", "False", "False", "True"], proc.stderr
