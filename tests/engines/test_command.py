"""The Command Engine: pinning from the trusted search path, the bounded environment, helpers."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from runtime.engines import command, process, trust
from runtime.engines.command import BinaryDenied, BinaryNotFound, Pinned
from runtime.policy.model import Policy

GIT = shutil.which("git", path=os.pathsep.join(Policy().search_path))


def script(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)
    return path


def policy_with(search_path: tuple[str, ...] = (), **changes: object) -> Policy:
    policy = Policy()
    if search_path:
        policy.search_path = search_path
        policy.sandbox = "auto"  # a search path without bwrap: the child runs unconfined
    for name, value in changes.items():
        setattr(policy, name, value)
    return policy


@pytest.fixture
def trusted(tmp_path: Path) -> Path:
    directory = tmp_path / "trusted"
    directory.mkdir()
    return directory


# --- pinning ------------------------------------------------------------------------------


def test_pins_from_the_search_path(trusted: Path) -> None:
    tool = script(trusted / "jq", "echo pinned")
    pinned = command.pin("jq", policy_with((str(trusted),)))
    assert (pinned.path, pinned.real, pinned.identity) == (str(tool), str(tool), "jq")


def test_first_trusted_directory_wins(tmp_path: Path) -> None:
    first = script(tmp_path / "a" / "jq", "")
    script(tmp_path / "b" / "jq", "")
    pinned = command.pin("jq", policy_with((str(tmp_path / "a"), str(tmp_path / "b"))))
    assert pinned.path == str(first)


@pytest.mark.skipif(GIT is None, reason="needs git in the default search path")
def test_default_search_path_ignores_the_callers_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(tmp_path / "git", "exit 0")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert command.pin("git", Policy()).path == GIT


@pytest.mark.parametrize("entry", ["", ".", "bin", "./bin"])
def test_relative_and_empty_entries_are_skipped(
    entry: str, trusted: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script(tmp_path / "jq", "")
    script(tmp_path / "bin" / "jq", "")
    monkeypatch.chdir(tmp_path)
    good = script(trusted / "jq", "")
    assert command.pin("jq", policy_with((entry, str(trusted)))).path == str(good)


@pytest.mark.parametrize("mode", [0o777, 0o1777])
def test_world_writable_directories_are_skipped(mode: int, trusted: Path, tmp_path: Path) -> None:
    open_dir = tmp_path / "open"
    script(open_dir / "jq", "")
    open_dir.chmod(mode)
    good = script(trusted / "jq", "")
    policy = policy_with((str(open_dir), str(trusted)))
    assert command.pin("jq", policy).path == str(good)
    assert trust.trusted_search_path(policy) == [str(trusted)]


def test_a_pinned_link_into_a_world_writable_directory_is_refused(
    trusted: Path, tmp_path: Path
) -> None:
    open_dir = tmp_path / "open"
    script(open_dir / "jq", "")
    open_dir.chmod(0o777)
    (trusted / "jq").symlink_to(open_dir / "jq")
    with pytest.raises(BinaryDenied) as denied:
        command.pin("jq", policy_with((str(trusted),)))
    assert denied.value.decision.rule == "command pinning"
    assert "anyone may replace" in denied.value.decision.message


def test_a_pin_is_searched_again_when_the_file_it_found_changes(
    trusted: Path, tmp_path: Path
) -> None:
    # Pinning is searched once per process and binary; each later pin checks the file with
    # one stat, so a re-pointed link, a replaced file or a loosened mode is judged anew.
    policy = policy_with((str(trusted),))
    first = script(tmp_path / "real" / "first", "")
    second = script(tmp_path / "real" / "second", "")
    (trusted / "tool").symlink_to(first)
    assert command.pin("tool", policy).identity == "first"
    assert command.pin("tool", policy).identity == "first"
    (trusted / "tool").unlink()
    (trusted / "tool").symlink_to(second)
    assert command.pin("tool", policy).identity == "second"
    second.chmod(0o757)  # anyone may now replace it
    with pytest.raises(BinaryDenied):
        command.pin("tool", policy)
    (trusted / "tool").unlink()
    with pytest.raises(BinaryNotFound):
        command.pin("tool", policy)


def test_non_executable_files_and_directories_are_not_binaries(trusted: Path) -> None:
    (trusted / "jq").write_text("data")
    (trusted / "yq").mkdir()
    for name in ("jq", "yq"):
        with pytest.raises(BinaryNotFound):
            command.pin(name, policy_with((str(trusted),)))


def test_not_found_names_the_search_path(trusted: Path) -> None:
    policy = policy_with((str(trusted), "/nonexistent/dir"))
    with pytest.raises(BinaryNotFound) as missing:
        command.pin("jq", policy)
    assert missing.value.message == (
        f'binary "jq" was not found in the trusted search path {trusted}'
    )
    decision, pinned = command.decide("jq", [], policy)
    assert decision.allowed and pinned is None
    assert command.missing_message("jq", policy) == missing.value.message


def test_not_found_is_still_decided_on_the_typed_name(trusted: Path) -> None:
    decision, pinned = command.decide("gcloud", ["run", "deploy"], policy_with((str(trusted),)))
    assert (decision.rule, pinned) == ("safety floor", None)


@pytest.mark.parametrize("word", ["/usr/bin/jq", "./jq", "bin/jq", "../jq"])
def test_paths_are_never_run(word: str, trusted: Path) -> None:
    script(trusted / "jq", "")
    with pytest.raises(BinaryDenied) as denied:
        command.pin(word, policy_with((str(trusted),)))
    assert denied.value.decision.rule == "command pinning"
    assert "binaries are named, not given as paths" in denied.value.decision.message


@pytest.mark.parametrize("word", ["", ".", "..", "a\0b"])
def test_words_that_are_not_names_are_refused(word: str) -> None:
    decision, pinned = command.decide(word, [], Policy())
    assert (decision.allowed, decision.rule, pinned) == (False, "command pinning", None)


@pytest.mark.parametrize(
    ("name", "identity"),
    [("python3.11", "python3"), ("perl5.36.0", "perl5"), ("git", "git"), ("kubectl", "kubectl"),
     ("tool.v2", "tool.v2"), ("1.2", "1"), ("libfoo.so.1", "libfoo.so")],
)  # fmt: skip
def test_identity_strips_version_numbers(name: str, identity: str) -> None:
    assert command.identity_of(f"/usr/bin/{name}") == identity


def test_identity_follows_symlinks(trusted: Path, tmp_path: Path) -> None:
    real = script(tmp_path / "lib" / "python3.11", "")
    (trusted / "jq").symlink_to(real)
    policy = policy_with((str(trusted),), allowed_binaries=("jq",))
    decision, pinned = command.decide("jq", [], policy)
    assert pinned is not None
    assert (pinned.path, pinned.real) == (str(trusted / "jq"), str(real))
    assert pinned.identity == "python3"
    assert decision.rule == "safety floor"
    assert f'"jq" resolves to {real}' in decision.message


def test_decide_allows_and_pins(trusted: Path) -> None:
    script(trusted / "git", "")
    decision, pinned = command.decide("git", ["status"], policy_with((str(trusted),)))
    assert decision.allowed and decision.rule == 'allowed_binaries "git"'
    assert pinned is not None and pinned.to_json()["path"] == str(trusted / "git")


# --- the bounded environment --------------------------------------------------------------

PARENT = {
    "HOME": "/home/a", "USER": "a", "LOGNAME": "a", "LANG": "C.UTF-8", "LANGUAGE": "en",
    "LC_ALL": "C", "LC_TIME": "C", "TZ": "UTC", "TERM": "dumb", "TMPDIR": "/tmp",
    "NO_COLOR": "1", "HTTPS_PROXY": "http://p:1", "https_proxy": "http://p:1", "NO_PROXY": "x",
    "PATH": "/evil:/usr/bin", "GIT_SSH_COMMAND": "touch /tmp/x", "GIT_CONFIG_COUNT": "1",
    "GIT_CONFIG_KEY_0": "core.fsmonitor", "GIT_CONFIG_VALUE_0": "x", "GIT_EXEC_PATH": "/evil",
    "GIT_ASKPASS": "x", "GIT_AUTHOR_NAME": "Alice", "GIT_COMMITTER_EMAIL": "a@x",
    "LD_PRELOAD": "/evil.so", "LD_LIBRARY_PATH": "/evil", "DYLD_INSERT_LIBRARIES": "x",
    "PYTHONPATH": "/evil", "PYTHONSTARTUP": "x", "GH_HOST": "evil.example", "GH_TOKEN": "stolen",
    "BASH_ENV": "/evil", "ENV": "/evil", "PERL5OPT": "-Mevil", "NODE_OPTIONS": "--require x",
    "RUBYOPT": "-rx", "SSH_ASKPASS": "x", "IFS": "x", "RUNTIME_GITHUB_TOKEN": "secret",
    "CLOUDSDK_CONFIG": "/g", "CLOUDSDK_CORE_PROJECT": "p", "CLOUDSDK_PYTHON": "/evil",
    "KUBECONFIG": "/k", "DOCKER_CONFIG": "/d", "DOCKER_HOST": "ssh://evil",
    "TF_VAR_region": "eu", "TF_TOKEN_app_terraform_io": "t", "TF_WORKSPACE": "w",
    "TF_CLI_ARGS": "-destroy", "TF_CLI_ARGS_apply": "-destroy", "TF_CLI_CONFIG_FILE": "/evil",
    "TF_PLUGIN_CACHE_DIR": "/evil", "TF_DATA_DIR": "/evil", "TF_LOG_PATH": "/evil",
}  # fmt: skip
BASE = {
    "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "LC_ALL", "LC_TIME", "TZ", "TERM", "TMPDIR",
    "NO_COLOR", "HTTPS_PROXY", "https_proxy", "NO_PROXY", "PATH",
}  # fmt: skip


def received(identity: str, trusted: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    """What a child of IDENTITY actually receives, read back by /usr/bin/env."""
    env = command.child_env(identity, policy_with((str(trusted),)), extra, PARENT)
    done = process.run(["/usr/bin/env"], env=env, cwd="/", timeout=5)
    return dict(line.split("=", 1) for line in done.stdout.splitlines())


def test_child_receives_only_the_allow_list(trusted: Path) -> None:
    child = received("jq", trusted)
    assert set(child) == BASE
    assert child["PATH"] == str(trusted)


@pytest.mark.parametrize(
    ("identity", "additions"),
    [
        ("git", {"GIT_AUTHOR_NAME", "GIT_COMMITTER_EMAIL"}),
        ("gcloud", {"CLOUDSDK_CONFIG", "CLOUDSDK_CORE_PROJECT"}),
        ("bq", {"CLOUDSDK_CONFIG", "CLOUDSDK_CORE_PROJECT"}),
        ("kubectl", {"KUBECONFIG"}),
        ("helm", {"KUBECONFIG"}),
        ("docker", {"DOCKER_CONFIG"}),
        ("terraform", {"TF_VAR_region", "TF_TOKEN_app_terraform_io", "TF_WORKSPACE"}),
        ("tofu", {"TF_VAR_region", "TF_TOKEN_app_terraform_io", "TF_WORKSPACE"}),
        ("gh", set()),
    ],
)
def test_per_binary_additions_are_not_execution_channels(
    identity: str, additions: set[str], trusted: Path
) -> None:
    forced = set(command.forced_config_env(identity))
    assert set(received(identity, trusted)) == BASE | additions | forced


def test_git_runs_with_the_repository_program_keys_overridden(trusted: Path) -> None:
    env = received("git", trusted)
    pairs = {
        env[f"GIT_CONFIG_KEY_{n}"]: env[f"GIT_CONFIG_VALUE_{n}"]
        for n in range(int(env["GIT_CONFIG_COUNT"]))
    }
    assert pairs == {
        "core.fsmonitor": "false",
        "core.hooksPath": "/dev/null",
        "safe.bareRepository": "explicit",
    }
    # No ~/.gitconfig and no /etc/gitconfig: git's global and system files are empty.
    assert (env["GIT_CONFIG_GLOBAL"], env["GIT_CONFIG_SYSTEM"]) == ("/dev/null", "/dev/null")


def test_extra_comes_last(trusted: Path) -> None:
    child = received("gh", trusted, {"GH_TOKEN": "validated", "HOME": "/private"})
    assert child["GH_TOKEN"] == "validated"
    assert child["HOME"] == "/private"
    assert "GH_HOST" not in child


def test_default_parent_is_the_process_environment(
    trusted: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GIT_AUTHOR_NAME", "Bob")
    monkeypatch.setenv("GIT_SSH_COMMAND", "x")
    env = command.child_env("git", policy_with((str(trusted),)))
    assert env["GIT_AUTHOR_NAME"] == "Bob"
    assert "GIT_SSH_COMMAND" not in env


def test_path_is_the_trusted_search_path(tmp_path: Path, trusted: Path) -> None:
    open_dir = tmp_path / "open"
    open_dir.mkdir()
    open_dir.chmod(0o777)
    policy = policy_with((".", str(open_dir), str(trusted), "", "/nonexistent"))
    assert command.child_env("git", policy, parent={})["PATH"] == str(trusted)


# --- admitted helpers ---------------------------------------------------------------------

PROBE = (
    'for name in docker-credential-gcloud docker-credential-other; do\n'
    '  if command -v "$name" >/dev/null; then "$name"; else echo "no $name"; fi\n'
    "done\n"
    'echo "PATH=$PATH"'
)  # fmt: skip


def docker_policy(trusted: Path, helpers: tuple[str, ...]) -> Policy:
    script(trusted / "docker", PROBE)
    return policy_with((str(trusted),), admitted_helpers={"docker": helpers})


def run_docker(trusted: Path, helpers: tuple[str, ...], cwd: Path) -> str:
    policy = docker_policy(trusted, helpers)
    decision, pinned = command.decide("docker", ["login"], policy)
    assert decision.allowed and pinned is not None
    outcome = command.execute(pinned, ["login"], policy, str(cwd))
    assert outcome.ok, outcome.error
    assert isinstance(outcome.output, dict)
    return str(outcome.output["stdout"])


def test_a_helper_alone_in_its_directory_is_reached_there(tmp_path: Path, trusted: Path) -> None:
    helpers = tmp_path / "helpers"
    script(helpers / "docker-credential-gcloud", "echo gcloud helper ran")
    out = run_docker(trusted, (str(helpers / "docker-credential-gcloud"),), tmp_path)
    assert "gcloud helper ran" in out
    assert "no docker-credential-other" in out
    assert f"PATH={trusted}:{helpers}\n" in out


def test_only_admitted_files_of_a_shared_directory_are_reachable(
    tmp_path: Path, trusted: Path
) -> None:
    shared = tmp_path / "shared"
    script(shared / "docker-credential-gcloud", "echo gcloud helper ran")
    script(shared / "docker-credential-other", "echo other helper ran")
    out = run_docker(trusted, (str(shared / "docker-credential-gcloud"),), tmp_path)
    assert "gcloud helper ran" in out
    assert "other helper ran" not in out
    private = out.rpartition(":")[2].strip()
    assert private != str(shared)
    assert not os.path.exists(private)  # removed once the child is done


def test_helpers_of_other_binaries_are_not_reachable(tmp_path: Path, trusted: Path) -> None:
    helpers = tmp_path / "helpers"
    script(helpers / "docker-credential-gcloud", "echo gcloud helper ran")
    script(trusted / "docker", PROBE)
    policy = policy_with(
        (str(trusted),), admitted_helpers={"git": (str(helpers / "docker-credential-gcloud"),)}
    )
    pinned = command.pin("docker", policy)
    out = command.execute(pinned, [], policy, str(tmp_path)).output
    assert isinstance(out, dict)
    assert "no docker-credential-gcloud" in out["stdout"]


def test_relative_helpers_are_refused(tmp_path: Path, trusted: Path) -> None:
    policy = docker_policy(trusted, ("bin/docker-credential-gcloud",))
    decision, pinned = command.decide("docker", ["login"], policy)
    assert not decision.allowed
    assert decision.rule == "command_policy.admitted_helpers"
    assert 'admitted helper "bin/docker-credential-gcloud" is not an absolute path' in (
        decision.message
    )
    assert pinned is not None
    outcome = command.execute(pinned, ["login"], policy, str(tmp_path))
    assert not outcome.ok
    assert outcome.error is not None and "not an absolute path" in outcome.error


# --- execution ----------------------------------------------------------------------------


def test_execute_reports_the_child(tmp_path: Path, trusted: Path) -> None:
    script(trusted / "jq", 'echo "out $1"; echo "fatal: broken" >&2; exit 4')
    policy = policy_with((str(trusted),))
    pinned = command.pin("jq", policy)
    outcome = command.execute(pinned, ["arg"], policy, str(tmp_path))
    assert not outcome.ok
    assert outcome.exit_code == 4
    assert outcome.output == {
        "stdout": "out arg\n", "stderr": "fatal: broken\n", "exit_code": 4, "truncated": False,
    }  # fmt: skip
    assert outcome.transport == "process"
    # The trusted path holds no bwrap: the child ran unconfined and the detail says so; jq
    # needs no network, so its grant is empty (and unenforced: nothing would hold it).
    egress = outcome.detail.pop("egress")
    assert outcome.detail == {"pinned": str(trusted / "jq"), "identity": "jq", "sandbox": "none"}
    assert egress["grant"]["status"] == "none" and not egress["grant"]["enforced"]
    assert egress["attempts"] == []
    assert outcome.error == "jq exited with code 4: fatal: broken"


def test_execute_runs_in_cwd(tmp_path: Path, trusted: Path) -> None:
    script(trusted / "jq", "pwd -P")
    policy = policy_with((str(trusted),))
    outcome = command.execute(command.pin("jq", policy), [], policy, str(tmp_path))
    assert outcome.ok and outcome.exit_code == 0 and outcome.error is None
    assert isinstance(outcome.output, dict)
    assert outcome.output["stdout"] == f"{tmp_path.resolve()}\n"


def test_execute_times_out(tmp_path: Path, trusted: Path) -> None:
    script(trusted / "jq", "exec /bin/sleep 30")
    policy = policy_with((str(trusted),), timeout_seconds=1)
    outcome = command.execute(command.pin("jq", policy), [], policy, str(tmp_path))
    assert not outcome.ok
    assert outcome.error == "timed out after 1 s; process group killed"


def test_execute_runs_the_resolved_file_named_as_typed(tmp_path: Path, trusted: Path) -> None:
    # The file is itself named jq (a binary without a table, `jq-1`, is exec for every
    # command and runs only in a sandbox since issue 11).
    real = script(tmp_path / "lib" / "jq", 'echo "$0"')
    (trusted / "jq").symlink_to(real)
    policy = policy_with((str(trusted),))
    pinned = command.pin("jq", policy)
    assert isinstance(pinned, Pinned) and pinned.real == str(real)
    out = command.execute(pinned, [], policy, str(tmp_path)).output
    assert isinstance(out, dict)
    assert out["stdout"] == f"{real}\n"  # the kernel hands a script its resolved path


@pytest.mark.parametrize(
    ("stderr", "shown"),
    [
        (
            "Cloning into 'x'...\nfatal: unable to access 'https://h/': 405\n",
            "fatal: unable to access 'https://h/': 405",
        ),
        (
            'Unknown JSON field: "visibility"\nAvailable fields:\n  name\n  watchers\n',
            'Unknown JSON field: "visibility"',
        ),
        (
            "error: pathspec 'x' did not match\nhint: try this\n",
            "error: pathspec 'x' did not match",
        ),
        ("something odd happened\nat the end\n", "at the end"),
        ("", ""),
    ],
)
def test_a_failure_names_the_line_that_says_what_went_wrong(stderr: str, shown: str) -> None:
    assert command._error_line(stderr) == shown


def test_confined_only_admitted_helpers_outside_the_roots_are_reachable(
    tmp_path: Path, trusted: Path
) -> None:
    """In the sandbox: the admitted helper is shown by its own path, its neighbour is not."""
    shared = tmp_path / "shared"
    script(shared / "docker-credential-acme", "echo acme helper ran")
    script(shared / "docker-credential-other", "echo other helper ran")
    probe = (
        "docker-credential-acme; docker-credential-other || echo no other\n"
        f"{shared}/docker-credential-other || echo no other by path\necho {shared}/*"
    )
    script(trusted / "docker", probe)
    work = tmp_path / "work"
    work.mkdir()
    helper = str(shared / "docker-credential-acme")
    # /usr/bin in the trusted path: bwrap is found, the child runs confined
    policy = policy_with((str(trusted), "/usr/bin"), admitted_helpers={"docker": (helper,)})
    outcome = command.execute(command.pin("docker", policy), ["login"], policy, str(work))
    assert outcome.detail["sandbox"] == "bwrap"
    out = str(outcome.output["stdout"])
    assert out.splitlines() == [
        "acme helper ran", "no other", "no other by path", f"{shared}/docker-credential-acme",
    ], outcome.output  # fmt: skip
