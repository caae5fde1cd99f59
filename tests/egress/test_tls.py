"""TLS to an https GitHub host is terminated at the proxy with the run's own certificate
authority (issue 25), so the placeholder is swapped inside the encrypted request. The real
gh talks https to `ghe.localhost` (a GitHub Enterprise host) through the runtime's proxy;
the user's upstream proxy (a test one) carries the proxy's own TLS connection to the
stand-in, served over TLS with a certificate made by openssl and trusted by the runtime
(SSL_CERT_FILE in its environment), never by gh."""

from __future__ import annotations

import ssl
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import audit_records
from support.egress import UpstreamProxy
from support.github_standin import GitHubStandIn

HOST = "ghe.localhost"


@pytest.fixture
def tls_standin(tmp_path: Path) -> Iterator[tuple[GitHubStandIn, Path]]:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
         "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", f"/CN={HOST}",
         "-addext", f"subjectAltName=DNS:{HOST}"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert made.returncode == 0, made.stderr
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    with GitHubStandIn() as standin:
        server = standin._server
        assert server is not None
        server.socket = context.wrap_socket(server.socket, server_side=True)
        yield standin, cert


def test_gh_over_https_gets_the_token_swapped_in_at_the_proxy(
    runtime: Any, tls_standin: tuple[GitHubStandIn, Path], home: Path, needs_gh: str
) -> None:
    standin, cert = tls_standin
    port = int(standin.url.rsplit(":", 1)[1])
    upstream = UpstreamProxy(("127.0.0.1", port))
    env = {
        "RUNTIME_GITHUB_TOKEN": standin.token,
        "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL": f"https://{HOST}/api/v3",
        "HTTPS_PROXY": upstream.url,
        "https_proxy": upstream.url,
        "NO_PROXY": "",
        "no_proxy": "",
        "SSL_CERT_FILE": str(cert),
    }
    try:
        run = runtime("--output", "json", "command", "run", "gh", "api", "/user", env=env)
    finally:
        upstream.close()
    assert run.code == 0, run
    assert '"login":"octocat"' in run.json["output"]["stdout"].replace(" ", "")
    from_gh = [r for r in standin.requests if "GitHub CLI" in (r.header("User-Agent") or "")]
    assert from_gh, [(r.path, r.headers) for r in standin.requests]
    assert all(r.header("Authorization") == f"token {standin.token}" for r in from_gh)
    assert f"{HOST}:443" in upstream.asked
    [record] = [r for r in audit_records(home) if r.get("binary") == "gh"]
    [attempt] = record["egress"]["attempts"]
    assert (attempt["destination"], attempt["kind"], attempt["credential"]) == (
        f"{HOST}:443", "connect", "swapped"
    )  # fmt: skip
    assert attempt["method"] == "GET" and attempt["decision"] == "allow"
