"""Issue 26: one URL parser for the loopback check, the client, redirects and next links.

Over the installed CLI against hostile loopback servers (tests/support/hostile.py). The token
goes only to the configured origin and under the configured base path, whatever spelling a
base URL, a redirect or a Link header uses; an IPv6 literal base URL works.
"""

from __future__ import annotations

from typing import Any

import pytest

from support.hostile import HostileHttp, next_outside, recording, redirect_outside

TOKEN = "ghp_" + "U" * 36
BASE_PATH = "/api/v3"
NO_PROXY = {
    name: ""
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY",
                 "all_proxy", "NO_PROXY", "no_proxy")
}  # fmt: skip


def github_env(base_url: str) -> dict[str, str]:
    return {
        "RUNTIME_GITHUB_TOKEN": TOKEN,
        "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL": base_url,
        **NO_PROXY,
    }


@pytest.mark.parametrize("separator", ["#", "?", "#x/", "/?"])
def test_a_base_url_whose_authority_reads_two_ways_is_refused_and_reaches_nobody(
    runtime: Any, separator: str
) -> None:
    # The check once read the host up to '#' or '?' (127.0.0.1, loopback: plain http allowed),
    # the client up to the last '@' (127.0.0.2 here; any host in an attack): the token went
    # there in clear text.
    with HostileHttp(recording({"login": "other"}), host="127.0.0.2") as other:
        base = f"http://127.0.0.1:9{separator}@127.0.0.2:{other.port}"
        env = github_env(base)
        validate = runtime("--output", "json", "config", "validate", env=env)
        run = runtime("--output", "json", "github", "user", "get", env=env)
        assert other.seen == [], other.seen
    assert validate.code == 3, validate
    [problem] = [d for d in validate.json["diagnostics"] if d["code"] == "bad-base-url"]
    assert "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL" in problem["message"]
    assert run.code == 3, run
    assert TOKEN not in run.stdout + run.stderr


def test_a_same_origin_redirect_out_of_the_base_path_is_refused(runtime: Any) -> None:
    with HostileHttp(redirect_outside(BASE_PATH)) as server:
        run = runtime(
            "--output", "json", "github", "user", "get", env=github_env(server.url + BASE_PATH)
        )
        sent = server.with_token(TOKEN)
    assert run.code == 1, run
    assert "refused a redirect" in run.json["error"]["message"]
    assert "outside the base URL" in run.json["error"]["message"]
    assert {s.target for s in sent} == {f"{BASE_PATH}/user"}  # never /login


@pytest.mark.parametrize(
    "location",
    [
        f"{BASE_PATH}/%2e%2e/%2e%2e/login",
        f"{BASE_PATH}/%252e%252e/%252e%252e/login",
        f"{BASE_PATH}/..;/..;/login",
        f"{BASE_PATH}/..%5c..%5clogin",
        "//127.0.0.2/api/v3/user",  # a network-path reference: another host
        "../../login",  # relative to the request's own path
        f"{BASE_PATH}x/user",  # a sibling sharing the base path's prefix
    ],
)
def test_every_spelling_of_a_redirect_out_of_the_base_path_is_refused(
    runtime: Any, location: str
) -> None:
    def behaviour(seen: Any, connection: Any) -> None:
        from support.hostile import answer

        if seen.target == f"{BASE_PATH}/user":
            answer(connection, "302 Found", headers={"Location": location})
        else:
            answer(connection, "200 OK", b'{"login": "stolen"}')

    with HostileHttp(behaviour) as server:
        run = runtime("--output", "json", "github", "user", "get",
                      env=github_env(server.url + BASE_PATH))  # fmt: skip
        sent = server.with_token(TOKEN)
    assert run.code == 1, run
    assert "refused a redirect" in run.json["error"]["message"]
    assert {s.target for s in sent} == {f"{BASE_PATH}/user"}


def test_a_next_page_link_out_of_the_base_path_is_not_followed(runtime: Any) -> None:
    with HostileHttp(next_outside(BASE_PATH)) as server:
        run = runtime(
            "--output", "json", "github", "repo", "list", env=github_env(server.url + BASE_PATH)
        )
        sent = server.with_token(TOKEN)
    assert run.code == 0, run
    assert [repo["full_name"] for repo in run.json["output"]] == ["a/b"]
    assert not any("steal" in s.target for s in sent), sent
    [warning] = [d for d in run.json["diagnostics"] if d["code"] == "truncated"]
    assert "outside the base URL" in warning["message"]


def test_an_ipv6_literal_base_url_is_accepted_and_reached(runtime: Any) -> None:
    with HostileHttp(recording({"login": "octo-v6"}), host="::1") as server:
        env = github_env(server.url + BASE_PATH)
        validate = runtime("--output", "json", "config", "validate", env=env)
        run = runtime("--output", "json", "github", "user", "get", env=env)
        sent = server.with_token(TOKEN)
    assert validate.code == 0, validate
    assert run.code == 0, run
    assert run.json["output"]["login"] == "octo-v6"
    assert sent and all(s.target.startswith(BASE_PATH + "/") for s in sent)
    assert all(s.headers["host"] == f"[::1]:{server.port}" for s in sent)


@pytest.mark.parametrize(
    "base_url",
    [
        "http://127.1:8080",  # getaddrinfo reads 127.0.0.1; the host would look like a name
        "http://2130706433:8080",
        "http://0x7f.0.0.1:8080",
        "http://[fe80::1%25eth0]:8080",
        "https://api.github.com:0",
        "https://gh\u00e9.example/api/v3",
        "https://ghe.example/api/v3/../x",
    ],
)
def test_ambiguous_base_urls_are_refused_at_validate(runtime: Any, base_url: str) -> None:
    run = runtime("--output", "json", "config", "validate", env=github_env(base_url))
    assert run.code == 3, run
    codes = {d["code"] for d in run.json["diagnostics"]}
    assert codes & {"bad-base-url", "insecure-base-url"}, run.json["diagnostics"]
