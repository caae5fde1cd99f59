"""Issue 24: a sandboxed child may execute only its binary and the helpers its table declares.

Every planted program below is one a tool would run on a read or write step: git's external
diff, fsmonitor, clean filter, pre-commit hook and gpg program, a kubeconfig exec plugin, a
docker CLI plugin, a terraform local-exec provisioner. Each run switches the scanners and
forced settings off first (support/bypass.py), so only the execute allow-list (Landlock,
applied by the sandbox launcher) stands between the tool and the program; then the same
step under a document that allows exec for that binary runs it, proving the program and the
step were real.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations
from support.bypass import run_without_scanners
from support.cli import Run
from support.git_repos import GIT_IDENTITY, git, init_repo

BINARIES = "[git, kubectl, docker, terraform, jq]"


def document(path: Path, *, exec_for: str | None = None, extra: str = "") -> Path:
    effects = f"  effects:\n    {exec_for}: [read, write, exec]\n" if exec_for else ""
    path.write_text(
        f"schema_version: 3\nallowed_binaries: {BINARIES}\n"
        f"command_policy:\n  timeout_seconds: 60\n{effects}{extra}"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return path


def planted(work: Path, name: str = "planted.sh", directory: Path | None = None) -> Path:
    """A program in DIRECTORY (the work tree) that leaves WORK/MARK when anything runs it."""
    program = (directory or work) / name
    program.write_text(f"#!/bin/sh\n: > {work}/MARK\n")  # a builtin: the script runs nothing
    program.chmod(0o755)
    return program


class Runs:
    """`runtime` with the scanners off, under the restricted document and the exec one."""

    def __init__(self, home: Path, work: Path, tmp_path: Path) -> None:
        self.home = home
        self.work = work
        self.tmp_path = tmp_path

    def run(
        self, *args: str, exec_for: str | None = None, cwd: Path | None = None, extra: str = ""
    ) -> Run:
        name = f"policy-{exec_for or 'restricted'}.yaml"
        policy = document(self.tmp_path / name, exec_for=exec_for, extra=extra)
        env = {"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY}
        return run_without_scanners(self.home, cwd or self.work, "--output", "json", *args, env=env)

    def marked(self) -> bool:
        found = (self.work / "MARK").exists()
        (self.work / "MARK").unlink(missing_ok=True)
        return found


@pytest.fixture
def runs(home: Path, work: Path, tmp_path: Path) -> Runs:
    return Runs(home, work, tmp_path)


def child_stderr(run: Run) -> str:
    output = run.json["output"] or {}
    return str(output.get("stderr", ""))


def last_confinement(home: Path) -> dict[str, Any]:
    confinement: dict[str, Any] = trail_operations(home)[-1]["confinement"]
    return confinement


# --- git: a read or a write step -------------------------------------------------------------


@pytest.fixture
def repo(work: Path) -> Path:
    init_repo(work)
    (work / "f.txt").write_text("changed\n")
    return work


def test_git_diffs_external_program_does_not_run_for_a_read(runs: Runs, repo: Path) -> None:
    git(repo, "config", "diff.external", str(planted(repo)))
    diffed = runs.run("command", "run", "git", "diff")
    assert not runs.marked(), diffed
    assert diffed.code == 1, diffed
    assert "Permission denied" in child_stderr(diffed)
    confinement = last_confinement(runs.home)
    assert "/usr/lib/git-core" in confinement["executes"]
    assert confinement["landlock_abi"] >= 2
    assert runs.run("command", "run", "git", "diff", exec_for="git").code == 0
    assert runs.marked()
    assert last_confinement(runs.home)["executes"] == "any"


def test_git_statuss_fsmonitor_does_not_run_for_a_read(runs: Runs, repo: Path) -> None:
    git(repo, "config", "core.fsmonitor", str(planted(repo)))
    status = runs.run("command", "run", "git", "status", "--short")
    assert not runs.marked(), status
    assert runs.run("command", "run", "git", "status", exec_for="git").code == 0
    assert runs.marked()


def test_git_adds_clean_filter_does_not_run_for_a_write(runs: Runs, repo: Path) -> None:
    (repo / ".gitattributes").write_text("f.txt filter=planted\n")
    git(repo, "config", "filter.planted.clean", str(planted(repo)))
    added = runs.run("command", "run", "git", "add", "f.txt")
    assert not runs.marked(), added
    assert "cannot fork to run external filter" in child_stderr(added)
    (repo / "f.txt").write_text("changed again\n")
    runs.run("command", "run", "git", "add", "f.txt", exec_for="git")
    assert runs.marked()


def test_git_commits_hook_does_not_run_for_a_write(runs: Runs, repo: Path) -> None:
    hook = repo / ".git" / "hooks" / "pre-commit"
    hook.write_text(f"#!/bin/sh\ntouch {repo}/MARK\n")
    hook.chmod(0o755)
    committed = runs.run("command", "run", "git", "commit", "-qam", "change")
    assert not runs.marked(), committed
    # git does not commit past a hook it could not run
    assert committed.code == 1 and "Permission denied" in child_stderr(committed), committed
    assert git(repo, "diff", "--name-only", "HEAD") == "f.txt"
    assert runs.run("command", "run", "git", "commit", "-qam", "two", exec_for="git").code == 0
    assert runs.marked()


def test_git_commits_signing_program_does_not_run_for_a_write(runs: Runs, repo: Path) -> None:
    git(repo, "config", "commit.gpgSign", "true")
    git(repo, "config", "gpg.program", str(planted(repo)))
    committed = runs.run("command", "run", "git", "commit", "-qam", "signed")
    assert not runs.marked(), committed
    assert committed.code == 1
    runs.run("command", "run", "git", "commit", "-qam", "signed", exec_for="git")
    assert runs.marked()


def test_git_still_reaches_a_local_remote_through_its_shell_of_one_command(
    runs: Runs, tmp_path: Path, work: Path
) -> None:
    """git runs `sh -c "git-receive-pack '...'"` for a path remote: the view's /bin/sh is the
    launcher's shell of one plain command, and it still refuses anything more."""
    init_repo(work)
    remote = work / "remote.git"
    git(work, "init", "-q", "--bare", str(remote))
    pushed = runs.run("command", "run", "git", "push", "-q", str(remote), "HEAD:refs/heads/main")
    assert pushed.code == 0, pushed
    assert git(remote, "rev-parse", "main") == git(work, "rev-parse", "HEAD")
    git(work, "config", "remote.evil.url", str(remote))
    git(work, "config", "remote.evil.receivepack", f"touch {work}/MARK; git-receive-pack")
    refused = runs.run("command", "run", "git", "push", "-q", "evil", "HEAD:refs/heads/other")
    assert not runs.marked(), refused
    assert "no shell" in child_stderr(refused)


# --- kubectl, docker, terraform ------------------------------------------------------------------


def kubeconfig_running(plugin: Path) -> dict[str, Any]:
    """A kubeconfig whose user's credentials come from the exec plugin PLUGIN."""
    return {
        "apiVersion": "v1", "kind": "Config", "current-context": "c",
        "clusters": [{"name": "k", "cluster": {"server": "https://127.0.0.1:9"}}],
        "contexts": [{"name": "c", "context": {"cluster": "k", "user": "u"}}],
        "users": [{"name": "u", "user": {"exec": {
            "apiVersion": "client.authentication.k8s.io/v1", "command": str(plugin),
            "interactiveMode": "Never"}}}],
    }  # fmt: skip


def test_a_kubeconfig_exec_plugin_does_not_run_for_a_read(runs: Runs, work: Path) -> None:
    plugin = planted(work)
    (work / "kubeconfig").write_text(json.dumps(kubeconfig_running(plugin)))
    args = ("command", "run", "kubectl", "--kubeconfig", "kubeconfig", "get", "pods")
    got = runs.run(*args)
    assert not runs.marked(), got
    assert got.code != 0
    runs.run(*args, exec_for="kubectl")
    assert runs.marked()


def test_a_credential_helper_the_policy_admits_runs_for_a_read(runs: Runs, work: Path) -> None:
    """Exec not allowed, the helper admitted by its path (outside the roots, as installed
    helpers are): kubectl runs it, and it runs nothing itself."""
    helpers = runs.tmp_path / "helpers"
    helpers.mkdir()
    plugin = planted(work, "kubectl-credential", helpers)
    (work / "kubeconfig").write_text(json.dumps(kubeconfig_running(plugin)))
    args = ("command", "run", "kubectl", "--kubeconfig", "kubeconfig", "get", "pods")
    admitted = f"  admitted_helpers:\n    kubectl: [{plugin}]\n"
    helped = runs.run(*args, extra=admitted)
    assert runs.marked(), helped
    assert str(plugin) in last_confinement(runs.home)["executes"]


def test_a_docker_cli_plugin_does_not_run_for_a_read(runs: Runs, work: Path) -> None:
    plugins = work / "dockerconfig" / "cli-plugins"
    plugins.mkdir(parents=True)
    planted(work, "docker-planted", plugins)
    args = ("command", "run", "docker", "--config", "dockerconfig", "info")
    runs.run(*args)
    assert not runs.marked()
    runs.run(*args, exec_for="docker")
    assert runs.marked()


def test_a_terraform_provisioners_shell_does_not_run_for_an_apply(runs: Runs, work: Path) -> None:
    apply = ("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
    configuration = (
        'resource "terraform_data" "x" {\n  provisioner "local-exec" {\n'
        '    command = "touch MARK"\n  }\n}\n'
    )
    (work / "main.tf").write_text(configuration)
    assert runs.run("command", "run", "terraform", "init", "-input=false").code == 0
    applied = runs.run(*apply)
    assert not runs.marked(), applied
    assert applied.code == 1
    assert "fork/exec /bin/sh: permission denied" in child_stderr(applied)
    assert f"{work}/.terraform/providers" in last_confinement(runs.home)["executes"]
    again = work / "again"  # the failed apply tainted x: a fresh directory, not a replace
    again.mkdir()
    (again / "main.tf").write_text(configuration)
    assert runs.run("command", "run", "terraform", "init", "-input=false", cwd=again).code == 0
    assert runs.run(*apply, exec_for="terraform", cwd=again).code == 0
    assert (again / "MARK").exists()


# --- the ELF interpreter ------------------------------------------------------------------------


def test_the_elf_interpreter_named_by_a_setting_runs_nothing_else(runs: Runs, work: Path) -> None:
    """The kernel opens the ELF interpreter with the execute check of the program it loads,
    so the allow-list must allow it; run as a program (`ld.so FILE`) it maps any ELF of the
    view without that check. diff.external naming it would run python3 (a symlink the
    repository holds) on the repository's own script; the launcher refuses any execve of an
    interpreter."""
    (work / "d").mkdir()
    (work / "d" / "f").write_text(f"open('{work}/MARK', 'w').write('ran')\n")
    init_repo(work)
    git(work, "add", "d/f")
    git(work, "commit", "-qm", "a script")
    (work / "d" / "f").unlink()
    (work / "d" / "f").symlink_to(os.path.realpath("/usr/bin/python3"))
    interpreter = "/lib64/ld-linux-x86-64.so.2"
    git(work, "config", "diff.external", interpreter)
    diffed = runs.run("command", "run", "git", "diff")
    assert not runs.marked(), diffed
    assert "the ELF interpreter runs no program named to it" in child_stderr(diffed)
