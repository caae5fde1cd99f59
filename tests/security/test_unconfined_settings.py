"""Without a working sandbox a child still gets its own empty HOME, removed after it: what a
tool writes to its default settings cannot make the next child run a program. A kubeconfig
an enabled auth provider hands over is a throwaway copy, and one in a write root is refused.
Real kubectl and gh; nothing reaches a network.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

EXEC_PLUGIN = "--exec-api-version=client.authentication.k8s.io/v1beta1"


@pytest.fixture
def caller_home(tmp_path: Path) -> Path:
    path = tmp_path / "caller-home"
    path.mkdir()
    return path


def policy(tmp_path: Path, no_bwrap: Path, binaries: str) -> Path:
    path = tmp_path / "policy.yaml"
    path.write_text(
        f"schema_version: 3\nallowed_binaries: [{binaries}]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return path


def kube_config_enabled(tmp_path: Path) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text("schema_version: 2\nauthentication:\n  kubernetes:\n    enabled: true\n")
    return path


def plant(runtime: Any, env: dict[str, str], marker: Path) -> None:
    for args in (
        ["config", "set-credentials", "u", "--exec-command=/usr/bin/touch",
         f"--exec-arg={marker}", EXEC_PLUGIN],
        ["config", "set-cluster", "c", "--server=https://127.0.0.1:1"],
        ["config", "set-context", "x", "--cluster=c", "--user=u"],
        ["config", "use-context", "x"],
    ):  # fmt: skip
        runtime("command", "run", "kubectl", *args, env=env)


def test_an_enabled_providers_kubeconfig_is_a_copy_the_child_cannot_change(
    runtime: Any, tmp_path: Path, no_bwrap: Path, caller_home: Path
) -> None:
    marker = tmp_path / "outside-kube-pwned"
    kubeconfig = caller_home / "kubeconfig"
    kubeconfig.write_text(
        "apiVersion: v1\nkind: Config\nclusters: []\ncontexts: []\nusers: []\ncurrent-context: ''\n"
    )
    original = kubeconfig.read_text()
    env = {
        "RUNTIME_POLICY_FILE": str(policy(tmp_path, no_bwrap, "kubectl")),
        "RUNTIME_CONFIG_FILE": str(kube_config_enabled(tmp_path)),
        "HOME": str(caller_home),
        "KUBECONFIG": str(kubeconfig),
    }
    plant(runtime, env, marker)
    runtime("command", "run", "kubectl", "get", "pods", "--request-timeout=2s", env=env)
    assert kubeconfig.read_text() == original
    assert not marker.exists()
    viewed = runtime("command", "run", "kubectl", "config", "view", env=env)
    assert viewed.code == 0, viewed
    assert "touch" not in viewed.stdout  # the copy the child changed was thrown away


def test_a_kubeconfig_in_a_write_root_is_refused_without_the_sandbox(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path
) -> None:
    kubeconfig = work / "kubeconfig"
    kubeconfig.write_text("apiVersion: v1\nkind: Config\n")
    env = {
        "RUNTIME_POLICY_FILE": str(policy(tmp_path, no_bwrap, "kubectl")),
        "RUNTIME_CONFIG_FILE": str(kube_config_enabled(tmp_path)),
        "KUBECONFIG": str(kubeconfig),
    }
    ran = runtime("command", "run", "kubectl", "config", "view", env=env)
    assert ran.code == 4, ran
    assert "inside a write root" in ran.stdout + ran.stderr
    assert "(tool configuration)" in ran.stdout + ran.stderr


def test_gh_settings_written_unconfined_do_not_reach_the_next_child(
    runtime: Any, work: Path, tmp_path: Path, no_bwrap: Path, caller_home: Path
) -> None:
    from support.github_standin.fixtures import require_gh

    require_gh()
    env = {
        "RUNTIME_POLICY_FILE": str(policy(tmp_path, no_bwrap, "gh")),
        "RUNTIME_CONFIG_FILE": str(tmp_path / "config.yaml"),
        "HOME": str(caller_home),
    }
    (tmp_path / "config.yaml").write_text("schema_version: 2\ncommand_providers: {}\n")
    written = runtime("command", "run", "gh", "config", "set", "git_protocol", "ssh", env=env)
    assert written.code == 0, written  # a write, run unconfined: into the child's own HOME
    read = runtime("command", "run", "gh", "config", "get", "git_protocol", env=env)
    assert read.stdout.strip() != "ssh", read
    assert list(caller_home.iterdir()) == []


@pytest.mark.parametrize(
    "words",
    [
        ["command", "run", "gh", "api", "/user", "-X", "PATCH", "-F", "bio=@/proc/self/fd/{n}"],
        ["command", "run", "gh", "api", "/user", "-X", "PATCH", "--input", "/dev/fd/{n}"],
        ["github", "issue", "create", "--repo", "acme/payments-api", "--title", "t",
         "--body-file", "/proc/self/fd/{n}"],
    ],
)  # fmt: skip
def test_unconfined_gh_cannot_send_its_own_token_descriptor(
    runtime: Any, tmp_path: Path, no_bwrap: Path, words: list[str]
) -> None:
    """Without the sandbox gh holds its token's memory file open as fd N for its whole life;
    a file argument naming /proc/self/fd/N (or /dev/fd/N) would send it. Each is held to the
    roots by the path guard, for every small N."""
    from providers.github.standin_env import runtime_env
    from support.github_standin import GitHubStandIn
    from support.github_standin.fixtures import require_gh

    require_gh()
    with GitHubStandIn() as standin:
        env = {
            **runtime_env(standin),
            "RUNTIME_POLICY_FILE": str(policy(tmp_path, no_bwrap, "gh")),
        }
        for n in range(3, 12):
            sent = runtime(*[word.format(n=n) for word in words], env=env)
            assert sent.code == 4, sent
            said = sent.stdout + sent.stderr  # the roots, or the descriptor rule before them
            assert "file_policy" in said or "(process descriptors)" in said, sent
        bodies = b"".join(request.body for request in standin.requests)
        token = standin.token
    assert token.encode() not in bodies


def test_unconfined_gh_authenticates_through_the_link_to_its_own_descriptor(
    runtime: Any, tmp_path: Path, no_bwrap: Path
) -> None:
    """The hosts file reaches gh as a link to /proc/self/fd/N: gh reads its token there, the
    stand-in answers as the token's user, and the private directory is gone afterwards."""
    import glob
    import tempfile

    from providers.github.standin_env import runtime_env
    from support.github_standin import GitHubStandIn
    from support.github_standin.fixtures import require_gh

    require_gh()
    handed = os.path.join(tempfile.gettempdir(), "runtime-handed-*")
    before = set(glob.glob(handed))
    with GitHubStandIn() as standin:
        env = {
            **runtime_env(standin),
            "RUNTIME_POLICY_FILE": str(policy(tmp_path, no_bwrap, "gh")),
        }
        who = runtime("command", "run", "gh", "api", "/user", "--jq", ".login", env=env)
        token = standin.token
    assert who.code == 0, who
    assert "runs unconfined" in who.stderr
    assert who.stdout.strip() and token not in who.stdout + who.stderr
    assert set(glob.glob(handed)) == before


def test_unconfined_kubectl_cannot_plant_and_run_an_exec_credential_plugin(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """Issue 12's kubectl channel, with `auto` and no bwrap: `kubectl config` (write) and
    `kubectl get` (read) run unconfined with the caller's HOME, so the plugin planted in
    ~/.kube/config runs on the next read, outside every root."""
    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    real = subprocess.run(["which", "kubectl"], capture_output=True, text=True).stdout.strip()
    os.symlink(real, bin_dir / "kubectl")
    marker = tmp_path / "outside-kube-pwned"
    caller_home = tmp_path / "caller-home"
    caller_home.mkdir()
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [kubectl]\n"
        f"command_policy:\n  search_path: [{bin_dir}]\n  sandbox: auto\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy), "HOME": str(caller_home)}
    for args in (
        ["config", "set-credentials", "u", "--exec-command=/usr/bin/touch",
         f"--exec-arg={marker}", "--exec-api-version=client.authentication.k8s.io/v1beta1"],
        ["config", "set-cluster", "c", "--server=https://127.0.0.1:1"],
        ["config", "set-context", "x", "--cluster=c", "--user=u"],
        ["config", "use-context", "x"],
        ["get", "pods", "--request-timeout=2s"],
    ):  # fmt: skip
        runtime("command", "run", "kubectl", *args, env=env)
    assert not marker.exists(), "the planted exec credential plugin ran unconfined"
    assert not (caller_home / ".kube").exists(), "kubectl wrote outside the write roots"
