"""Red team: REST paths stay under the base URL; proxy credentials stay out of messages.

With a base URL that has a path (GitHub Enterprise: https://ghe.example/api/v3),
`api GET /../../login` would send the Authorization header to a page outside the
API. Dot segments are refused in every spelling a server might decode, before
anything is sent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import is_identity_lookup, runtime_env
from support.github_standin import GitHubStandIn


@pytest.mark.parametrize(
    "args",
    [
        ["api", "GET", "/../../user"],
        ["api", "GET", "/repos/acme/web/.."],
        ["api", "POST", "/repos/acme/web/%2e%2e/%2E%2E/user/repos", "name=x"],
        ["api", "GET", "/repos/acme/web/..%2F..%2Fuser"],
        ["api", "GET", "/repos/acme/web/..\\..\\user"],
        ["api", "GET", "/./user"],
        ["file", "put", "acme/web", "../../../../user/following/evil", "message=m", "content=c"],
        ["repo", "view", "../user"],
    ],
)
def test_a_dot_segment_never_leaves_the_base_url(args: list[str], runtime: Any, home: Path) -> None:
    base = "http://api.github.localhost/api/v3"
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL": base}
        run = runtime("--output", "json", "github", *args, env=env)
    assert run.code == 2, run
    assert "segment" in run.json["error"]["message"]
    assert standin.requests == []


@pytest.mark.parametrize(
    "path", ["/user", "/search/code?q=a..b", "/repos/acme/web/contents/a..b", "/user#x/../y"]
)
def test_dots_that_are_not_segments_pass(path: str, runtime: Any) -> None:
    with GitHubStandIn() as standin:
        run = runtime("github", "api", "GET", path, env=runtime_env(standin))
    assert run.code in (0, 1), run  # sent; the stand-in answers (404 counts)
    assert len(standin.requests) == 2  # then the identity for the audit record, once
    assert is_identity_lookup(standin.requests[1])


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("HTTPS_PROXY", "socks5://alice:s3cr3t-pw@proxy.example:1080"),
        ("HTTP_PROXY", "http://alice:s3cr3t-pw@proxy example:3128"),
        ("HTTP_PROXY", "alice:s3cr3t-pw@proxy example:3128"),
    ],
)
def test_proxy_credentials_never_reach_an_error(
    variable: str, value: str, runtime: Any, home: Path
) -> None:
    with GitHubStandIn() as standin:
        env = runtime_env(standin)
        base = "https://api.github.example" if variable == "HTTPS_PROXY" else None
        env.update({variable: value, variable.lower(): value})
        if base:
            env["RUNTIME_AUTHENTICATION_GITHUB_BASE_URL"] = base
        run = runtime("--output", "json", "github", "user", "get", env=env)
    assert run.code == 1, run
    assert "unsupported URL" in run.json["error"]["message"]
    audit = home / "audit.jsonl"
    for text in (run.stdout, run.stderr, audit.read_text() if audit.exists() else ""):
        assert "s3cr3t-pw" not in text
        assert "alice" not in text
