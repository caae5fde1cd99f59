"""Credentials in URLs, and the transport a token may travel over.

`user:password@` in any URL is masked by the one output path (so config validate and
context show cannot print it), and a plain http:// base URL is accepted only when its
host is this machine: anywhere else the token would cross the network in clear text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env
from support.github_standin import GitHubStandIn

PASSWORD = "pw-Sup3rSecret"
OVERRIDE = "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL"


def _everything(run: Any, home: Path) -> str:
    files = [p.read_text(errors="replace") for p in home.rglob("*") if p.is_file()]
    return str(run.stdout) + str(run.stderr) + "".join(files)


@pytest.mark.parametrize("fmt", ["text", "json", "raw"])
def test_config_validate_masks_the_password_of_a_base_url_override(
    fmt: str, runtime: Any, home: Path
) -> None:
    url = f"http://bob:{PASSWORD}@127.0.0.1:8999/api"
    run = runtime("--output", fmt, "config", "validate", env={OVERRIDE: url})
    assert run.code == 0, run
    assert PASSWORD not in _everything(run, home)
    assert "http://bob:***@127.0.0.1:8999/api" in run.stdout
    if fmt == "json":
        assert run.json["output"]["auth_providers"]["github"]["base_url"] == (
            "http://bob:***@127.0.0.1:8999/api"
        )


def test_config_validate_masks_the_password_of_a_base_url_in_the_document(
    runtime: Any, home: Path, work: Path
) -> None:
    config = work / "config.yaml"
    config.write_text(
        f"schema_version: 2\nauthentication:\n  github:\n"
        f"    base_url: https://ci:{PASSWORD}@ghe.example.com/api/v3\n"
    )
    run = runtime("config", "validate", env={"RUNTIME_CONFIG_FILE": str(config)})
    assert run.code == 0, run
    assert PASSWORD not in _everything(run, home)
    assert "https://ci:***@ghe.example.com/api/v3" in run.stdout


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_context_show_masks_a_url_password_in_a_context_value(
    fmt: str, runtime: Any, home: Path, work: Path
) -> None:
    # kubectl contexts are often named after their API server's URL
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n  prod:\n    kubernetes:\n"
        f'      context: "https://admin:{PASSWORD}@k8s.example:6443"\n'
    )
    env = {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "prod"}
    run = runtime("--output", fmt, "context", "show", env=env)
    assert run.code == 0, run
    assert PASSWORD not in _everything(run, home)
    assert "https://admin:***@k8s.example:6443" in run.stdout


@pytest.mark.parametrize(
    "url",
    [
        "http://ghe.example.com/api/v3",
        "http://bob:pw@ghe.example.com",
        "http://127.0.0.1.evil.example/api",  # a name that only starts like loopback
        "http://10.0.0.7:8080",
    ],
)
def test_a_plain_http_base_url_to_another_host_is_refused(
    url: str, runtime: Any, home: Path
) -> None:
    token = "ghp_" + "T0kenValue" * 3 + "abcdef"
    env = {OVERRIDE: url, "RUNTIME_GITHUB_TOKEN": token}
    validate = runtime("--output", "json", "config", "validate", env=env)
    assert validate.code == 3, validate
    [problem] = [d for d in validate.json["diagnostics"] if d["code"] == "insecure-base-url"]
    assert problem["message"].startswith(f"{OVERRIDE} is plain http://")
    assert "clear text" in problem["message"]
    used = runtime("--output", "json", "github", "user", "get", env=env)
    assert used.code == 3, used  # refused before any request could carry the token
    assert "insecure-base-url" in used.stdout


def test_a_plain_http_base_url_in_the_document_names_the_key_and_line(
    runtime: Any, work: Path
) -> None:
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\nauthentication:\n  github:\n    base_url: http://ghe.example.com\n"
    )
    run = runtime(
        "--output", "json", "config", "validate", env={"RUNTIME_CONFIG_FILE": str(config)}
    )
    assert run.code == 3, run
    [problem] = [d for d in run.json["diagnostics"] if d["code"] == "insecure-base-url"]
    assert problem["path"] == "authentication.github.base_url"
    assert problem["line"] == 4


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8999",
        "http://localhost:8999/api",
        "http://[::1]:8999",
        "http://api.github.localhost",
    ],
)
def test_a_plain_http_base_url_on_loopback_is_accepted(url: str, runtime: Any) -> None:
    run = runtime("--output", "json", "config", "validate", env={OVERRIDE: url})
    assert run.code == 0, run
    assert run.json["output"]["auth_providers"]["github"]["base_url"] == url


def test_the_loopback_stand_in_is_reached_over_http(runtime: Any) -> None:
    with GitHubStandIn(tokens={"stand-in-token-0123": "octocat"}) as standin:
        run = runtime(
            "--output",
            "json",
            "github",
            "user",
            "get",
            env=runtime_env(standin, "stand-in-token-0123"),
        )
    assert run.code == 0, run
    assert run.json["output"]["login"] == "octocat"


def test_a_token_is_never_sent_in_clear_text_through_a_remote_proxy(runtime: Any) -> None:
    """Loopback http:// is accepted, but a proxy in between would see the request unencrypted."""
    with GitHubStandIn(tokens={"stand-in-token-0123": "octocat"}) as standin:
        env = runtime_env(standin, "stand-in-token-0123")
        remote = "http://192.0.2.10:3128"  # TEST-NET-1: never reached, refused before connecting
        env.update(HTTP_PROXY=remote, http_proxy=remote)
        run = runtime("--output", "json", "github", "user", "get", env=env)
        assert standin.requests == []
    assert run.code == 1, run
    message = run.json["error"]["message"]
    assert "refused to send the token in clear text through the proxy http://192.0.2.10:3128" in (
        message
    )
    assert "stand-in-token-0123" not in run.stdout + run.stderr


@pytest.mark.parametrize(
    "url",
    [
        "https://{secret}@github.com/o/r.git",  # a token as the user name: git and GitHub accept it
        "https://{secret}:x-oauth-basic@github.com/o/r.git",  # the user part is kept
    ],
)
def test_a_credential_in_the_user_part_of_a_url_is_masked(runtime: Any, url: str) -> None:
    secret = "0123456789abcdef0123456789abcdef01234567"  # a 40-hex classic OAuth token
    text = url.format(secret=secret)
    assert runtime("files", "write", "remote.txt", text).code == 0
    for output in ("text", "json", "raw"):
        shown = runtime("--output", output, "files", "read", "remote.txt")
        assert secret not in shown.stdout + shown.stderr, (output, shown)
