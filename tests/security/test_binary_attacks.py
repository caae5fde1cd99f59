"""DESIGN.md section 9, binary attacks: each ends in a refusal naming the rule, nothing written.

Every attack goes through `govern`, the engine's own order (decide, then execute
only if allowed), and the evil programs would leave a marker file if they ran.
"""

from __future__ import annotations

import os
import shlex
import shutil
import time
from pathlib import Path

import pytest

from runtime.engines import command
from runtime.model import ChildFile, Decision, Handover, Outcome
from runtime.policy.model import Policy

GIT = shutil.which("git", path=os.pathsep.join(Policy().search_path))
TOUCH = shutil.which("touch") or "/usr/bin/touch"
needs_git = pytest.mark.skipif(GIT is None, reason="needs git in the default search path")


def govern(
    binary: str, args: list[str], policy: Policy, cwd: Path
) -> tuple[Decision, Outcome | None]:
    decision, pinned = command.decide(binary, args, policy)
    if not decision.allowed or pinned is None:
        return decision, None
    return decision, command.execute(pinned, args, policy, str(cwd))


def script(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)
    return path


def evil(path: Path, marker: Path) -> Path:
    return script(path, f"{TOUCH} {marker}")


def snapshot(directory: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(directory)): path.read_bytes() if path.is_file() else b"<dir>"
        for path in sorted(directory.rglob("*"))
    }


def stdout(outcome: Outcome | None) -> str:
    assert outcome is not None and isinstance(outcome.output, dict)
    return str(outcome.output["stdout"])


@pytest.fixture
def marker(tmp_path: Path) -> Path:
    return tmp_path / "marker"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A git repository with one commit and one untracked file."""
    if GIT is None:
        pytest.skip("needs git")
    path = tmp_path / "repo"
    path.mkdir()
    policy = Policy()
    identity = ["-c", "user.name=t", "-c", "user.email=t@x"]
    for args in (["init", "-q"], ["add", "."], [*identity, "commit", "-q", "-m", "one"]):
        (path / "tracked.txt").write_text("tracked\n")
        command.execute(command.pin("git", policy), args, policy, str(path))  # setup, not governed
    (path / "untracked.txt").write_text("keep me\n")
    return path


# --- shadowed binaries ----------------------------------------------------------------------


@needs_git
def test_binary_shadowed_in_the_current_directory_never_runs(
    tmp_path: Path, marker: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    evil(tmp_path / "git", marker)
    monkeypatch.chdir(tmp_path)
    decision, outcome = govern("git", ["--version"], Policy(), tmp_path)
    assert decision.allowed
    assert outcome is not None and outcome.detail["pinned"] == GIT
    assert stdout(outcome).startswith("git version")
    assert not marker.exists()


@needs_git
def test_binary_shadowed_in_an_early_path_entry_never_runs(
    tmp_path: Path, marker: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    evil(tmp_path / "evil" / "git", marker)
    monkeypatch.setenv("PATH", f"{tmp_path / 'evil'}:/usr/bin")
    decision, outcome = govern("git", ["--version"], Policy(), tmp_path)
    assert decision.allowed
    assert outcome is not None and outcome.detail["pinned"] == GIT
    assert stdout(outcome).startswith("git version")
    assert not marker.exists()


# --- paths and symlinks -----------------------------------------------------------------------


def test_bin_rm_is_rm(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    decision, outcome = govern("/bin/rm", ["-f", str(victim)], Policy(), tmp_path)
    assert decision.rule == 'command_policy.denied_binaries "rm"'
    assert decision.message.startswith(f"policy denied command run /bin/rm -f {victim}: ")
    assert '"/bin/rm" resolves to ' in decision.message
    assert decision.message.endswith('matches command_policy.denied_binaries "rm"')
    assert outcome is None
    assert victim.read_text() == "keep"


def test_dot_slash_rm_is_rm(tmp_path: Path, marker: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    evil(tmp_path / "rm", marker)
    monkeypatch.chdir(tmp_path)
    decision, outcome = govern("./rm", ["-rf", "."], Policy(), tmp_path)
    assert decision.rule == 'command_policy.denied_binaries "rm"'
    assert f'"./rm" resolves to {tmp_path.resolve() / "rm"}; ' in decision.message
    assert outcome is None
    assert not marker.exists()
    assert (tmp_path / "rm").exists()


def test_any_other_path_is_refused_by_pinning(tmp_path: Path, marker: Path) -> None:
    tool = evil(tmp_path / "git", marker)
    decision, outcome = govern(str(tool), ["status"], Policy(), tmp_path)
    assert decision.rule == "command pinning"
    assert "binaries are named, not given as paths" in decision.message
    assert outcome is None
    assert not marker.exists()


def test_symlink_named_git_pointing_at_rm_is_rm(tmp_path: Path) -> None:
    rm = os.path.realpath(shutil.which("rm") or "/bin/rm")
    trusted = tmp_path / "bin"
    trusted.mkdir()
    (trusted / "git").symlink_to(rm)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    policy = Policy()
    policy.search_path = (str(trusted),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    decision, outcome = govern("git", ["-f", str(victim)], policy, tmp_path)
    assert decision.rule == 'command_policy.denied_binaries "rm"'
    assert f'"git" resolves to {rm}; matches command_policy.denied_binaries "rm"' in (
        decision.message
    )
    assert outcome is None
    assert victim.read_text() == "keep"


# --- environment channels ----------------------------------------------------------------------

HOSTILE = {
    "GIT_SSH_COMMAND": "touch /tmp/pwned",
    "GIT_CONFIG_COUNT": "1",
    "GIT_CONFIG_KEY_0": "core.fsmonitor",
    "GIT_CONFIG_VALUE_0": "touch /tmp/pwned",
    "LD_PRELOAD": "/nonexistent/evil.so",
    "PYTHONPATH": "/nonexistent/evil",
    "GH_HOST": "evil.example",
}


@pytest.mark.parametrize(("binary", "variable"), [
    ("git", "GIT_SSH_COMMAND"), ("git", "GIT_CONFIG_COUNT"), ("git", "GIT_CONFIG_KEY_0"),
    ("git", "GIT_CONFIG_VALUE_0"), ("git", "LD_PRELOAD"), ("git", "PYTHONPATH"),
    ("gh", "GH_HOST"), ("gh", "LD_PRELOAD"),
])  # fmt: skip
def test_environment_channels_do_not_reach_the_child(
    binary: str, variable: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in HOSTILE.items():
        monkeypatch.setenv(name, value)
    script(tmp_path / "bin" / binary, "exec /usr/bin/env")
    policy = Policy()
    policy.search_path = (str(tmp_path / "bin"),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    decision, pinned = command.decide(binary, [], policy)
    assert decision.allowed and pinned is not None
    # what the Auth stage hands gh (a private config with its token), beside every hostile
    # variable of the caller
    token_file = ChildFile("hosts.yml", b'"github.com":\n    oauth_token: "t"\n')
    handed = Handover(files=(token_file,), directory_variable="GH_CONFIG_DIR")
    outcome = command.execute(pinned, [], policy, str(tmp_path), handover=handed)
    child = dict(line.partition("=")[::2] for line in stdout(outcome).splitlines())
    # absent, or exactly what runtime itself forces (git's program keys switched off)
    assert child.get(variable) == command.forced_config_env(binary).get(variable)
    assert "PATH" in child


@needs_git
def test_git_ssh_command_does_not_run(
    repo: Path, marker: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GIT_SSH_COMMAND", f"{TOUCH} {marker} #")  # "#": drop ssh arguments
    policy = Policy()
    policy.timeout_seconds = 10
    decision, outcome = govern("git", ["ls-remote", "ssh://127.0.0.1:1/x"], policy, repo)
    assert decision.allowed
    assert outcome is not None and not outcome.ok
    assert not marker.exists()


@needs_git
def test_git_config_variables_do_not_run(
    repo: Path, marker: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GIT_CONFIG_COUNT", "1")
    monkeypatch.setenv("GIT_CONFIG_KEY_0", "core.fsmonitor")
    monkeypatch.setenv("GIT_CONFIG_VALUE_0", f"{TOUCH} {marker}")
    decision, outcome = govern("git", ["status", "--short"], Policy(), repo)
    assert decision.allowed
    assert outcome is not None and outcome.ok
    assert "untracked.txt" in stdout(outcome)
    assert not marker.exists()


@needs_git
def test_ld_preload_does_not_reach_git(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LD_PRELOAD", str(tmp_path / "evil.so"))
    decision, outcome = govern("git", ["--version"], Policy(), tmp_path)
    assert decision.allowed and outcome is not None and outcome.ok
    assert isinstance(outcome.output, dict)
    assert "evil.so" not in outcome.output["stderr"]


@pytest.mark.skipif(not os.path.exists("/usr/bin/python3"), reason="needs /usr/bin/python3")
def test_pythonpath_does_not_reach_a_python_the_binary_starts(
    tmp_path: Path, marker: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hostile = tmp_path / "hostile"
    hostile.mkdir()
    (hostile / "sitecustomize.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    monkeypatch.setenv("PYTHONPATH", str(hostile))
    script(tmp_path / "bin" / "aws", "exec /usr/bin/python3 -c pass")
    policy = Policy()
    policy.search_path = (str(tmp_path / "bin"),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    decision, outcome = govern("aws", [], policy, tmp_path)
    assert decision.allowed and outcome is not None and outcome.ok
    assert not marker.exists()


# --- denied rules dodged by reordering, -c and --upload-pack ------------------------------------


@needs_git
@pytest.mark.parametrize(("args", "rule"), [
    (["-C", ".", "push", "--force"], "push --force"),
    (["push", "origin", "--force"], "push --force"),
    (["push", "origin", "main", "--force"], "push --force"),
    (["push", "-f"], "push -f"),
    (["clean", "-df"], "clean -fd"),
    (["clean", "-f", "-d"], "clean -fd"),
    (["reset", "--hard", "HEAD"], "reset --hard"),
])  # fmt: skip
def test_reordered_denied_rules_are_still_denied(args: list[str], rule: str, repo: Path) -> None:
    before = snapshot(repo)
    decision, outcome = govern("git", args, Policy(), repo)
    expected_rule = f'command_policy.rules.git.denied "{rule}"'
    assert decision.rule == expected_rule
    assert decision.message == (
        f"policy denied command run git {' '.join(args)}: matches {expected_rule}"
    )
    assert outcome is None
    assert snapshot(repo) == before


@needs_git
@pytest.mark.parametrize("args", [
    ["-c", "core.sshCommand={touch} {marker} #", "fetch", "ssh://127.0.0.1:1/x"],
    ["-c", "core.fsmonitor={touch} {marker}", "status"],
    ["--config-env=core.fsmonitor=HOME", "status"],
    ["fetch", "--upload-pack={touch} {marker}", "{repo}"],
    ["fetch", "--upload-pack", "{touch} {marker}", "{repo}"],
    ["ls-remote", "-u", "{touch} {marker}", "{repo}"],
    ["clone", "--upload-pack={touch} {marker}", "{repo}", "copy"],
    ["fetch", "ext::sh -c {touch}% {marker}"],
    ["push", "--receive-pack={touch} {marker}", "{repo}"],
    ["rebase", "--exec", "{touch} {marker}", "HEAD"],
    ["config", "core.fsmonitor", "{touch} {marker}"],
])  # fmt: skip
def test_git_arguments_that_run_programs_are_refused_by_the_floor(
    args: list[str], repo: Path, marker: Path
) -> None:
    words = [a.format(touch=TOUCH, marker=marker, repo=repo) for a in args]
    before = snapshot(repo)
    decision, outcome = govern("git", words, Policy(), repo)
    assert decision.rule == "safety floor"
    # the words as a shell reads them back (issue 27 item 8)
    assert decision.message.startswith(f"policy denied command run {shlex.join(['git', *words])}: ")
    assert ": safety floor: git " in decision.message
    assert outcome is None
    assert not marker.exists()
    assert snapshot(repo) == before


# --- the floor: recursion, shells and interpreters, gcloud changes --------------------------------


def test_runtime_never_runs_itself(tmp_path: Path, marker: Path) -> None:
    evil(tmp_path / "bin" / "runtime", marker)
    policy = Policy()
    policy.search_path = (str(tmp_path / "bin"),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    policy.allowed_binaries = ("runtime",)
    decision, outcome = govern("runtime", ["capability", "execute", "x"], policy, tmp_path)
    assert decision.rule == "safety floor"
    assert 'binary "runtime" is not in allowed_binaries' in decision.message
    assert outcome is None
    assert not marker.exists()


@pytest.mark.parametrize("binary", ["bash", "python3", "sh", "env"])
def test_shells_and_interpreters_never_run_even_when_allowed(
    binary: str, tmp_path: Path, marker: Path
) -> None:
    policy = Policy()
    policy.allowed_binaries = (*policy.allowed_binaries, binary)
    decision, outcome = govern(binary, ["-c", f"{TOUCH} {marker}"], policy, tmp_path)
    assert decision.rule == "safety floor"
    assert f'binary "{binary}" is not in allowed_binaries (safety floor: ' in decision.message
    assert outcome is None
    assert not marker.exists()


def test_an_allowed_name_linked_to_an_interpreter_is_the_interpreter(
    tmp_path: Path, marker: Path
) -> None:
    python = os.path.realpath("/usr/bin/python3")
    if not os.path.exists(python):
        pytest.skip("needs /usr/bin/python3")
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "jq").symlink_to(python)
    policy = Policy()
    policy.search_path = (str(tmp_path / "bin"),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    code = f"open({str(marker)!r}, 'w')"
    decision, outcome = govern("jq", ["-c", code], policy, tmp_path)
    assert decision.rule == "safety floor"
    assert outcome is None
    assert not marker.exists()


@pytest.mark.parametrize("args", [
    ["run", "deploy", "svc", "--image=x"],
    ["config", "set", "project", "p"],
    ["projects", "add-iam-policy-binding", "p", "--member=user:x", "--role=roles/owner"],
])  # fmt: skip
def test_gcloud_changes_are_refused(args: list[str], tmp_path: Path, marker: Path) -> None:
    evil(tmp_path / "bin" / "gcloud", marker)
    policy = Policy()
    policy.search_path = (str(tmp_path / "bin"),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    decision, outcome = govern("gcloud", args, policy, tmp_path)
    assert decision.rule == "safety floor"
    assert "safety floor: gcloud may read, never change" in decision.message
    assert outcome is None
    assert not marker.exists()


# --- a child that outlives its timeout ----------------------------------------------------------


def test_a_grandchild_that_outlives_the_timeout_is_killed(tmp_path: Path, marker: Path) -> None:
    # Unconfined (the trusted path holds no bwrap): the process group is what is killed.
    # packer version, not terraform apply: without a sandbox, input code is refused.
    pidfile = tmp_path / "grandchild.pid"
    grandchild = f"(trap '' TERM; /bin/sleep 2; {TOUCH} {marker}) &"
    body = f"{grandchild}\necho $! > {pidfile}\nexec /bin/sleep 30"
    script(tmp_path / "bin" / "packer", body)
    policy = Policy()
    policy.search_path = (str(tmp_path / "bin"),)
    policy.sandbox = "auto"  # no bwrap on this search path: unconfined
    policy.timeout_seconds = 1
    # `packer version`: `packer build` runs input code (issue 11) and is refused unconfined.
    decision, outcome = govern("packer", ["version"], policy, tmp_path)
    assert decision.allowed and outcome is not None
    assert not outcome.ok
    assert outcome.error == "timed out after 1 s; process group killed"
    assert _gone(int(pidfile.read_text()))
    assert not marker.exists()


def _gone(pid: int) -> bool:
    """Dead, or a zombie, within a few seconds of the kill (a loaded machine reaps late)."""
    for _ in range(300):
        if not _running(pid):
            return True
        time.sleep(0.01)
    return False


def _running(pid: int) -> bool:
    try:
        fields = Path(f"/proc/{pid}/stat").read_bytes().rpartition(b")")[2].split()
    except FileNotFoundError:
        return False
    return fields[0] != b"Z"
