"""Where a step may connect is the tables' and the policy's word, never its arguments'
(issue 25): options that move the destination are judged, not followed; git reaches only the
remote its grant names; without the sandbox nothing enforces a grant, and `enforce:
required` says so by refusing; a capability, typed words or an MCP call widen nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support.cli import write_capability
from support.egress import UpstreamProxy, recorder
from support.git_repos import GIT_IDENTITY, git, init_repo

KUBECONFIG = """apiVersion: v1
kind: Config
current-context: prod
contexts:
- name: prod
  context: {cluster: prod, user: admin}
clusters:
- name: prod
  cluster: {server: "https://kube.example.test:6443"}
users:
- name: admin
  user: {token: kube-bearer-token-value}
"""


def document(tmp_path: Path, text: str) -> dict[str, str]:
    path = tmp_path / "policy.yaml"
    path.write_text("schema_version: 3\n" + text)
    return {"RUNTIME_POLICY_FILE": str(path)}


@pytest.fixture
def kubeconfig(tmp_path: Path) -> dict[str, str]:
    path = tmp_path / "kubeconfig"
    path.write_text(KUBECONFIG)
    return {"KUBECONFIG": str(path)}


def test_kubectl_reaches_its_kubeconfig_server_and_no_other(
    runtime: Any, kubeconfig: dict[str, str], tmp_path: Path
) -> None:
    resolved = runtime("--output", "json", "resolve", "command", "run", "kubectl", "get", "pods",
                       env=kubeconfig)  # fmt: skip
    assert resolved.code == 0, resolved
    [granted] = resolved.json["output"]["egress"]["allow"]
    assert granted["destination"] == "kube.example.test:6443"
    assert granted["rule"].startswith("kubeconfig server")
    for moved in (
        ["--server=https://elsewhere.test:6443", "get", "pods"],
        ["-s", "https://elsewhere.test", "get", "pods"],
        ["-selsewhere.test:443", "get", "pods"],
        ["get", "--raw", "https://elsewhere.test/api"],
        ["--insecure-skip-tls-verify", "get", "pods"],
        ["--insecure-skip-tls-verify=true", "get", "pods"],
    ):
        run = runtime("--output", "json", "command", "run", "kubectl", *moved, env=kubeconfig)
        assert run.code == 4, (moved, run)
        assert "command_policy.network.kubectl" in run.json["error"]["message"], moved
    allowed = {
        **kubeconfig,
        **document(
            tmp_path,
            "command_policy:\n  network:\n    kubectl:\n"
            '      allow: ["elsewhere.test:6443"]\n      options: [--insecure-skip-tls-verify]\n',
        ),
    }
    for moved in (
        ["--server=https://elsewhere.test:6443", "get", "pods"],
        ["--insecure-skip-tls-verify", "get", "pods"],
    ):
        run = runtime("resolve", "command", "run", "kubectl", *moved, env=allowed)
        assert run.code == 0, (moved, run)


def test_bq_api_is_judged_not_followed(runtime: Any) -> None:
    run = runtime("--output", "json", "command", "run", "bq", "--api=https://elsewhere.test", "ls")
    assert run.code == 4, run
    assert "command_policy.network.bq" in run.json["error"]["message"]


def test_git_reaches_the_remote_its_grant_names_and_nothing_else(
    runtime: Any, work: Path, home: Path
) -> None:
    """The repository's origin is granted; `push --repo=URL` names another host, which the
    proxy refuses at the connection (the grant is judged from the repository, not from an
    option the table does not read); a URL argument is its own grant."""
    init_repo(work)
    git(work, "remote", "add", "origin", "http://granted.test/acme/web.git")
    with recorder() as far:
        upstream = UpstreamProxy(("127.0.0.1", far.port))
        env = {**GIT_IDENTITY, "HTTP_PROXY": upstream.url, "http_proxy": upstream.url,
               "NO_PROXY": "", "no_proxy": ""}  # fmt: skip
        try:
            resolved = runtime("--output", "json", "resolve", "command", "run", "git", "push",
                               "--repo=http://other.test/x.git", env=env)  # fmt: skip
            pushed = runtime("--output", "json", "command", "run", "git", "push",
                             "--repo=http://other.test/x.git", env=env)  # fmt: skip
            fetched = runtime("--output", "json", "command", "run", "git", "fetch", env=env)
        finally:
            upstream.close()
    assert [d["destination"] for d in resolved.json["output"]["egress"]["allow"]] == [
        "granted.test:80"
    ]
    assert pushed.code != 0, pushed
    assert fetched.code != 0  # the recorder is no git server: only where it went matters
    assert "other.test" not in upstream.asked  # as asked: the scheme's own port left out
    assert "granted.test" in upstream.asked
    records = [json.loads(line) for line in (home / "audit.jsonl").read_text().splitlines()]
    attempts = [a for r in records if r.get("kind") == "outcome" for a in r["egress"]["attempts"]]
    refused = [a for a in attempts if a["destination"] == "other.test:80"]
    assert refused and all(a["decision"] == "deny" and a["rule"] == "egress grant" for a in refused)
    assert any(a["destination"] == "granted.test:80" and a["decision"] == "allow" for a in attempts)


def test_a_local_remote_needs_no_network(runtime: Any, work: Path) -> None:
    repo = work / "repo"
    repo.mkdir()
    init_repo(repo)
    remote = repo / "remote.git"  # inside the root (the directory runtime starts in)
    git(work, "init", "-q", "--bare", str(remote))
    git(repo, "remote", "add", "origin", str(remote))
    run = runtime("--output", "json", "resolve", "command", "run", "git", "push", "origin",
                  "main", cwd=repo)  # fmt: skip
    assert run.json["output"]["egress"]["allow"] == []
    pushed = runtime("command", "run", "git", "push", "origin", "main", env=GIT_IDENTITY, cwd=repo)
    assert pushed.code == 0, pushed


def test_a_capability_s_grant_is_shown_after_substitution_and_widens_nothing(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    capability = write_capability(
        tmp_path / "caps", "clone.md",
        "version: v1\ninputs:\n  url:\n    required: true\nworkflow:\n"
        "  - binary: git\n    args: [clone, '${url}', copy]\n"
        "  - binary: kubectl\n    args: ['--server=${url}', get, pods]\n",
    )  # fmt: skip
    run = runtime("--output", "json", "capability", "plan", str(capability),
                  "--input", "url=https://mirror.example.test/x.git")  # fmt: skip
    clone, kube = run.json["steps"]
    assert [d["destination"] for d in clone["egress"]["allow"]] == ["mirror.example.test:443"]
    assert kube["status"] == "denied"
    assert kube["decision"]["rule"] == "command_policy.network.kubectl"


def test_without_the_sandbox_egress_is_unenforced_and_required_refuses(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    search = f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
    auto = document(tmp_path, search)
    run = runtime("--output", "json", "resolve", "command", "run", "git", "ls-remote",
                  "https://mirror.example.test/x.git", env=auto)  # fmt: skip
    assert run.code == 0, run
    assert run.json["output"]["egress"]["status"] == "unenforced"
    text = runtime("resolve", "command", "run", "git", "ls-remote",
                   "https://mirror.example.test/x.git", env=auto)  # fmt: skip
    assert "egress     unenforced (no sandbox): mirror.example.test:443" in text.stdout
    required = document(tmp_path, search + "  network:\n    enforce: required\n")
    refused = runtime("--output", "json", "command", "run", "git", "ls-remote",
                      "https://mirror.example.test/x.git", env=required)  # fmt: skip
    assert refused.code == 4, refused
    assert "command_policy.network.enforce" in refused.json["error"]["message"]
    local = runtime("command", "run", "git", "--version", env=required)
    assert local.code == 0, local  # a command without the network still runs


def test_a_network_document_problem_is_reported_with_its_line(runtime: Any, tmp_path: Path) -> None:
    env = document(
        tmp_path,
        "command_policy:\n  network:\n    enforce: sometimes\n    git:\n"
        '      allow: ["bad host:443", "ok.example:99999"]\n',
    )
    run = runtime("--output", "json", "config", "validate", env=env)
    assert run.code == 3, run
    messages = [d["message"] for d in run.json["diagnostics"]]
    assert any("command_policy.network.enforce 'sometimes'" in m for m in messages), messages
    assert any("'bad host:443'" in m for m in messages), messages
    assert any("'ok.example:99999'" in m for m in messages), messages
