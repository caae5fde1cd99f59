"""Credentials the child never holds (issue 25): gh's sandbox holds a placeholder; the proxy
puts the real token in its place only on requests to the configured GitHub host whose method
fits the step's judged effect. Against the stand-in (the user's upstream proxy in tests)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from providers.github.standin_env import audit_records
from support.github_standin import GitHubStandIn

PROBE = Path(__file__).parent / "probes" / "fake_gh.py"


def test_gh_works_through_the_proxy_and_only_the_stand_in_sees_the_token(
    github_runtime: Any, github_standin: GitHubStandIn, home: Path
) -> None:
    run = github_runtime("--output", "json", "github", "pr", "list", "--repo", "acme/web",
                         "--json", "number")  # fmt: skip
    assert run.code == 0, run
    sent = [r for r in github_standin.requests if r.path == "/graphql" or "pulls" in r.path]
    assert sent, github_standin.requests
    assert all(r.header("Authorization") == f"token {github_standin.token}" for r in sent)
    [record] = [r for r in audit_records(home) if r.get("operation") == "pr list"]
    attempts = record["egress"]["attempts"]
    assert attempts and all(a["decision"] == "allow" for a in attempts), attempts
    assert all(a["credential"] == "swapped" for a in attempts), attempts
    assert record["egress"]["grant"]["status"] == "enforced"


def fake_gh(tmp_path: Path) -> Path:
    """A trusted directory whose gh is the probe, and a policy searching it first."""
    directory = tmp_path / "fake-bin"
    directory.mkdir()
    shutil.copy(PROBE, directory / "gh")
    (directory / "gh").chmod(0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\ncommand_policy:\n  search_path: [{directory}, /usr/bin, /bin]\n"
    )
    return policy


def test_code_inside_gh_s_sandbox_holds_only_a_placeholder(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, work: Path, home: Path
) -> None:
    """The program that runs as gh reads every variable and file it can and finds only the
    placeholder; with it, a GET (the step reads) reaches the stand-in with the real token,
    and a POST carrying it is refused and audited, never sent."""
    env = {"RUNTIME_POLICY_FILE": str(fake_gh(tmp_path))}
    run = github_runtime("--output", "json", "command", "run", "gh", "api", "/user", env=env)
    assert run.code == 0, run
    found = json.loads((work / "findings.json").read_text())
    everything = json.dumps(found)
    assert github_standin.token not in everything
    hosts = [text for path, text in found["files"].items() if path.endswith("/hosts.yml")]
    assert len(hosts) == 1 and "runtime-placeholder-" in hosts[0], found["files"].keys()
    assert found["get"].startswith("HTTP/1.1 200"), found["get"][:300]
    assert '"login":"octocat"' in found["get"].replace(" ", "")
    assert found["post"].startswith("HTTP/1.1 403"), found["post"][:300]
    assert "brokered credential" in found["post"]
    user = [r for r in github_standin.requests if r.path == "/user" and r.via_proxy]
    assert any(r.header("Authorization") == f"token {github_standin.token}" for r in user)
    assert not github_standin.requests_to("/user/repos", "POST")
    [record] = [r for r in audit_records(home) if r.get("binary") == "gh"]
    attempts = {a["method"]: a for a in record["egress"]["attempts"]}
    assert (attempts["GET"]["decision"], attempts["GET"]["credential"]) == ("allow", "swapped")
    refused = attempts["POST"]
    assert (refused["decision"], refused["credential"], refused["rule"]) == (
        "deny", "refused", "brokered credential"
    )  # fmt: skip
    assert "judged read" in refused["error"]
    assert github_runtime("audit", "verify").code == 0


def test_a_host_echoing_the_credential_never_shows_it_to_the_child(
    runtime: Any, tmp_path: Path, work: Path
) -> None:
    """The GitHub host is sent the real token; an answer that echoes it (this stand-in does,
    for a token it rejects) reaches the child with the token masked, its length kept."""
    from providers.github.standin_env import runtime_env

    token = "ghp_" + "E" * 36
    with GitHubStandIn(echo_token_in_errors=True) as standin:
        env = {**runtime_env(standin, token), "RUNTIME_POLICY_FILE": str(fake_gh(tmp_path))}
        run = runtime("--output", "json", "command", "run", "gh", "api", "/user", env=env)
        echoed = [r for r in standin.requests if r.header("Authorization") == f"token {token}"]
    assert run.code == 0, run
    assert echoed, "the stand-in was sent the real token"
    found = json.loads((work / "findings.json").read_text())
    assert found["get"].startswith("HTTP/1.1 401"), found["get"][:200]
    assert "Bad credentials: token " + "*" * len(token) in found["get"]
    assert token not in json.dumps(found)


def test_a_method_override_header_cannot_turn_a_read_into_a_write(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, work: Path
) -> None:
    probe = tmp_path / "override-bin"
    probe.mkdir()
    script = PROBE.read_text().replace(
        'f"Authorization: token {held}\\r\\n',
        'f"Authorization: token {held}\\r\\nX-HTTP-Method-Override: DELETE\\r\\n',
    )
    assert "X-HTTP-Method-Override" in script
    (probe / "gh").write_text(script)
    (probe / "gh").chmod(0o755)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\ncommand_policy:\n  search_path: [{probe}, /usr/bin, /bin]\n"
    )
    run = github_runtime(
        "command", "run", "gh", "api", "/user", env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert run.code == 0, run
    found = json.loads((work / "findings.json").read_text())
    assert found["get"].startswith("HTTP/1.1 403"), found["get"][:200]
    assert "X-HTTP-Method-Override" in found["get"]
    assert not [r for r in github_standin.requests if r.header("X-HTTP-Method-Override")]


def test_audit_tail_shows_every_connection_the_child_tried(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    env = {"RUNTIME_POLICY_FILE": str(fake_gh(tmp_path))}
    assert github_runtime("command", "run", "gh", "api", "/user", env=env).code == 0
    shown = github_runtime("audit", "tail", "-n", "1", env=env).stdout
    assert "    egress allow GET api.github.localhost:80 by github host" in shown, shown
    assert "credential swapped" in shown
    assert "    egress deny POST api.github.localhost:80 by brokered credential" in shown, shown
    assert "credential refused" in shown
