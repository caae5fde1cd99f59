"""Confinement with the real binaries: every child runs in bubblewrap and sees only its roots.

Each channel of issue 12 ends in a refusal or in a child that could not reach what
it tried: a marker outside every root is never created, nothing is written outside
the write roots, and no token appears in any output, file or request the stand-in saw.
"""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env
from support.cli import RUNTIME, clean_env
from support.git_repos import init_repo
from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import require_gh

TOKEN = "ghp_" + "s3cr3t" * 6

AUTO = "  sandbox: auto\n"  # bwrap absent: read and write commands run unconfined
TOOLS = ["git", "gh", "jq", "kubectl", "terraform", "ls", "cat", "touch", "setsid", "sleep"]


def write_policy(path: Path, *, extra: str = "", search_path: str = "", roots: str = "") -> Path:
    search = f"  search_path: [{search_path}]\n" if search_path else ""
    files = roots or "  read_roots: [.]\n  write_roots: [.]\n"
    path.write_text(
        "schema_version: 3\n"
        f"allowed_binaries: [{', '.join(TOOLS)}]\n"
        f"command_policy:\n{search}{extra}"
        # ls, cat and unknown commands are exec (issue 11's tables): let every effect run,
        # so confinement alone decides what these tests see.
        "  effects:\n    default: [read, write, delete, exec]\n"
        f"file_policy:\n{files}"
    )
    return path


@pytest.fixture
def policy(tmp_path: Path) -> Path:
    return write_policy(tmp_path / "policy.yaml")


@pytest.fixture
def run(runtime: Any, policy: Path) -> Any:
    def call(*args: str, env: dict[str, str] | None = None) -> Any:
        return runtime(*args, env={"RUNTIME_POLICY_FILE": str(policy), **(env or {})})

    return call


def audit(home: Path) -> list[dict[str, Any]]:
    """One entry per operation: the intent joined with its outcome (where `sandbox` is)."""
    from support.audit import trail_operations

    return trail_operations(home)


# --- what a sandboxed child sees ----------------------------------------------------------------


def test_a_child_cannot_list_the_home_under_a_root(runtime: Any, work: Path, policy: Path) -> None:
    home = work / ".engineering-runtime"
    env = {"ENGINEERING_RUNTIME_HOME": str(home), "RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("version", env=env).code == 0
    assert (home / "manifest.json").exists()
    listed = runtime("command", "run", "ls", "-a", str(home), env=env)
    assert listed.code == 0, listed
    assert "manifest.json" not in listed.stdout and "specs" not in listed.stdout
    assert audit(home)[-1]["sandbox"] == "bwrap"


def test_a_child_cannot_read_the_policy_file_under_a_root(runtime: Any, work: Path) -> None:
    policy = write_policy(work / "policy.yaml")
    read = runtime("command", "run", "cat", "policy.yaml", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert read.code == 0, read
    assert "schema_version" not in read.stdout
    listed = runtime("command", "run", "ls", ".", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert "policy.yaml" in listed.stdout  # the name is there; its bytes are not


def test_a_child_cannot_read_the_runtimes_environment(policy: Path, home: Path, work: Path) -> None:
    # `exec` keeps the pid, so $$ is the runtime's own pid.
    proc = subprocess.run(
        ["/bin/sh", "-c", 'exec "$0" command run jq -Rr . /proc/$$/environ', RUNTIME],
        cwd=work,
        env=clean_env(home, RUNTIME_GITHUB_TOKEN=TOKEN, RUNTIME_POLICY_FILE=str(policy)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert TOKEN not in proc.stdout + proc.stderr
    assert "ENGINEERING_RUNTIME_HOME" not in proc.stdout  # not the runtime's environ at all
    assert TOKEN not in (home / "audit.jsonl").read_text()


def test_a_child_cannot_write_beside_or_into_a_read_root(
    runtime: Any, tmp_path: Path, outside: Path
) -> None:
    readonly = tmp_path / "readonly"
    readonly.mkdir()
    (readonly / "kept.txt").write_text("kept\n")
    policy = write_policy(
        tmp_path / "policy.yaml",
        roots=f"  read_roots: [., {readonly}]\n  write_roots: [.]\n",
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    seen = runtime("command", "run", "cat", str(readonly / "kept.txt"), env=env)
    assert seen.code == 0 and seen.stdout == "kept\n", seen
    into = runtime("command", "run", "touch", str(readonly / "new"), env=env)
    assert into.code != 0 and "Read-only file system" in into.stderr, into
    beside = runtime("command", "run", "touch", str(outside / "new"), env=env)
    assert beside.code != 0, beside
    assert not (readonly / "new").exists() and not (outside / "new").exists()


def grandchild_script(bin_dir: Path, work: Path, marker: Path) -> None:
    """A tool that starts a `setsid` grandchild which would create MARKER in a write root."""
    bin_dir.mkdir(exist_ok=True)
    script = bin_dir / "packer"
    script.write_text(
        "#!/bin/sh\n"
        f"setsid /bin/sh -c 'sleep 2; touch {marker}' &\n"
        f"touch {work}/started\n"
        "exec sleep 30\n"
    )
    script.chmod(0o755)


def test_a_setsid_grandchild_dies_with_the_timeout(
    runtime: Any, tmp_path: Path, work: Path, home: Path
) -> None:
    marker = work / "grandchild-survived"
    grandchild_script(tmp_path / "bin", work, marker)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [packer]\ncommand_policy:\n"
        "  effects: {packer: [read, write, exec]}\n"  # the stand-in runs setsid and sleep
        f"  search_path: [{tmp_path / 'bin'}, /usr/bin, /bin]\n  timeout_seconds: 1\n"
    )
    ran = runtime("command", "run", "packer", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert ran.code != 0 and "timed out after 1 s" in ran.stderr, ran
    assert (work / "started").exists()
    time.sleep(3)  # past the moment the grandchild would have written
    assert not marker.exists()
    assert audit(home)[-1]["sandbox"] == "bwrap"


def test_a_setsid_grandchild_dies_with_ctrl_c(tmp_path: Path, work: Path, home: Path) -> None:
    marker = work / "grandchild-survived"
    grandchild_script(tmp_path / "bin", work, marker)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [packer]\ncommand_policy:\n"
        "  effects: {packer: [read, write, exec]}\n"  # the stand-in runs setsid and sleep
        f"  search_path: [{tmp_path / 'bin'}, /usr/bin, /bin]\n"
    )
    env = clean_env(home, RUNTIME_POLICY_FILE=str(policy))
    subprocess.run([RUNTIME, "version"], cwd=work, env=env, check=True, capture_output=True)
    proc = subprocess.Popen(
        [RUNTIME, "command", "run", "packer"],
        cwd=work,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    for _ in range(300):
        if (work / "started").exists():
            break
        time.sleep(0.05)
    assert (work / "started").exists()
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=30)
    assert proc.returncode != 0
    time.sleep(3)
    assert not marker.exists()


# --- the channels of issue 12 -------------------------------------------------------------------


def test_a_planted_bare_repository_alias_does_not_run(run: Any, work: Path, outside: Path) -> None:
    marker = outside / "bare-alias"
    for directory in ("evil", "evil/objects", "evil/refs"):
        assert run("files", "mkdir", directory).code == 0
    assert run("files", "write", "evil/HEAD", "ref: refs/heads/main\n").code == 0
    config = f'[core]\n\tbare = true\n[alias]\n\tpwn = "!touch {marker}; touch pwned"\n'
    assert run("files", "write", "evil/config", config).code == 0
    # safe.bareRepository=explicit: the planted repository is not discovered, nor its alias.
    through_c = run("--output", "json", "command", "run", "git", "-C", "evil", "pwn")
    assert through_c.code != 0, through_c
    assert "is not a git command" in through_c.json["output"]["stderr"]
    through_git_dir = run("command", "run", "git", "--git-dir=evil", "pwn")
    assert through_git_dir.code == 4 and "--git-dir" in through_git_dir.stderr, through_git_dir
    assert not marker.exists() and not (work / "pwned").exists()
    assert not (work / "evil" / "pwned").exists()


def test_the_callers_gitconfig_and_its_include_if_are_not_read(
    run: Any, work: Path, outside: Path, tmp_path: Path
) -> None:
    init_repo(work)
    marker = outside / "gitconfig-alias"
    caller_home = tmp_path / "caller-home"
    caller_home.mkdir()
    included = tmp_path / "included.inc"
    included.write_text(f'[alias]\n\tinc = "!touch {marker}"\n')
    (caller_home / ".gitconfig").write_text(
        f'[alias]\n\tpwn = "!touch {marker}"\n[includeIf "gitdir:/"]\n\tpath = {included}\n'
    )
    for alias in ("pwn", "inc"):
        ran = run(
            "--output", "json", "command", "run", "git", alias, env={"HOME": str(caller_home)}
        )
        assert ran.code != 0, ran
        assert "is not a git command" in ran.json["output"]["stderr"]
    assert not marker.exists()


def test_repository_config_that_runs_programs_is_overridden_or_confined(
    run: Any, work: Path, outside: Path
) -> None:
    """A prepared tree's .git/config: an included hooksPath and core.sshCommand."""
    init_repo(work)
    hooks = work / "hooks"
    hooks.mkdir()
    hook = hooks / "pre-commit"
    hook.write_text(f"#!/bin/sh\ntouch {outside}/hook-ran {work}/hook-ran\n")
    hook.chmod(0o755)
    (work / "evil.inc").write_text(f"[core]\n\thooksPath = {hooks}\n")
    with (work / ".git" / "config").open("a") as config:
        config.write(
            "[include]\n\tpath = ../evil.inc\n"
            f'[core]\n\tsshCommand = "touch {outside}/ssh-ran {work}/ssh-ran #"\n'
        )
    (work / "g.txt").write_text("y\n")
    assert run("command", "run", "git", "add", "g.txt").code == 0
    committed = run(
        "command", "run", "git", "commit", "-qm", "y",
        env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
             "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"},
    )  # fmt: skip
    assert committed.code == 0, committed
    assert not (work / "hook-ran").exists()  # hooksPath is forced to /dev/null
    run("command", "run", "git", "fetch", "ssh://example.invalid/x")
    # sshCommand ran, confined: it reached the write root, never the directory beside it.
    assert (work / "ssh-ran").exists()
    assert not (outside / "ssh-ran").exists()


def test_gh_aliases_and_config_of_the_caller_are_not_seen(
    run: Any, outside: Path, tmp_path: Path
) -> None:
    require_gh()
    marker = outside / "gh-alias"
    caller_home = tmp_path / "caller-home"
    (caller_home / ".config" / "gh").mkdir(parents=True)
    (caller_home / ".config" / "gh" / "config.yml").write_text(
        f"aliases:\n    pwn: '!touch {marker}'\n"
    )
    # gh is governed as the github provider (issue 11): without a token it would not start.
    env = {"HOME": str(caller_home), "RUNTIME_GITHUB_TOKEN": "ghp_" + "x" * 36}
    ran = run("command", "run", "gh", "pwn", env=env)
    assert ran.code != 0 and 'unknown command "pwn"' in ran.stderr, ran
    # With the token, gh's config is the runtime's private, read-only file: the write fails
    # and changes nothing of the caller's.
    setting = run("command", "run", "gh", "config", "set", "git_protocol", "ssh", env=env)
    assert setting.code != 0, setting
    assert "git_protocol" not in (caller_home / ".config" / "gh" / "config.yml").read_text()
    read_back = run("command", "run", "gh", "config", "get", "git_protocol", env=env)
    assert read_back.stdout.strip() != "ssh"  # it was written to a private HOME, now gone
    assert "git_protocol" not in (caller_home / ".config" / "gh" / "config.yml").read_text()
    assert not marker.exists()


def test_kubectl_cannot_plant_an_exec_credential_plugin(
    run: Any, outside: Path, tmp_path: Path
) -> None:
    marker = outside / "kube-exec"
    caller_home = tmp_path / "caller-home"
    caller_home.mkdir()
    env = {"HOME": str(caller_home)}
    steps = [
        ["config", "set-credentials", "u", "--exec-command=/usr/bin/touch",
         f"--exec-arg={marker}", "--exec-api-version=client.authentication.k8s.io/v1"],
        ["config", "set-cluster", "c", "--server=http://127.0.0.1:9"],
        ["config", "set-context", "x", "--cluster=c", "--user=u"],
        ["config", "use-context", "x"],
    ]  # fmt: skip
    for args in steps:
        run("command", "run", "kubectl", *args, env=env)
    got = run("command", "run", "kubectl", "get", "pods", "--request-timeout=2s", env=env)
    assert got.code != 0
    assert not marker.exists()
    assert not (caller_home / ".kube").exists()


def test_a_kubectl_plugin_beside_the_work_is_not_found(run: Any, work: Path, outside: Path) -> None:
    plugin = work / "kubectl-pwn"
    plugin.write_text(f"#!/bin/sh\ntouch {outside}/plugin-ran\n")
    plugin.chmod(0o755)
    ran = run("command", "run", "kubectl", "pwn")
    assert ran.code != 0
    assert not (outside / "plugin-ran").exists()


TERRAFORM_LOCAL_EXEC = """
resource "terraform_data" "pwn" {
  provisioner "local-exec" {
    command = "touch %s; cat %s > leaked.txt"
  }
}
"""

TERRAFORM_EXTERNAL = """
data "external" "pwn" {
  program = ["/bin/sh", "-c", "touch %s; echo {}"]
}
"""


def test_a_terraform_provisioner_runs_only_inside_the_roots(
    run: Any, work: Path, outside: Path, policy: Path
) -> None:
    marker = outside / "local-exec"
    text = TERRAFORM_LOCAL_EXEC % (marker, policy)
    assert run("files", "write", "main.tf", text).code == 0
    assert run("command", "run", "terraform", "init", "-input=false").code == 0
    applied = run("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
    # The provisioner ran (its redirection made leaked.txt) but reached neither the
    # directory beside the work nor the policy document.
    assert not marker.exists()
    leaked = work / "leaked.txt"
    assert leaked.exists() and leaked.read_text() == "", applied


def test_a_terraform_external_data_source_cannot_reach_outside(run: Any, outside: Path) -> None:
    marker = outside / "external"
    assert run("files", "write", "main.tf", TERRAFORM_EXTERNAL % marker).code == 0
    run("command", "run", "terraform", "init", "-input=false")
    run("command", "run", "terraform", "plan", "-input=false")
    assert not marker.exists()


def test_git_archive_output_is_refused_by_the_floor(run: Any, work: Path, outside: Path) -> None:
    init_repo(work)
    for option in (f"-o{outside}/b.tar", f"--output={outside}/b.tar"):
        # `--` after BINARY hands git its own --output (typed without it, an --output among
        # binary words is refused as ambiguous, exit 2, before the floor is asked)
        refused = run("--output", "json", "command", "run", "git", "--", "archive", option, "HEAD")
        assert refused.code == 4, refused
        assert refused.json["error"]["message"].startswith("policy denied")
    typed = run("--output", "json", "command", "run", "git", "archive", f"--output={outside}/b.tar")
    assert typed.code == 2 and typed.json["error"]["code"] == "ambiguous-output", typed
    assert not (outside / "b.tar").exists()


def test_gh_cannot_upload_a_file_outside_the_roots(
    runtime: Any, policy: Path, outside: Path, home: Path
) -> None:
    require_gh()
    secret = outside / "secret.txt"
    secret.write_text("the secret contents\n")
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_POLICY_FILE": str(policy)}
        ran = runtime(
            "command", "run", "gh", "issue", "create", "--repo", "acme/payments-api",
            "--title", "t", "--body-file", str(secret), env=env,
        )  # fmt: skip
        bodies = b"".join(r.body for r in standin.requests)
        token = standin.token
    assert ran.code != 0, ran
    assert b"the secret contents" not in bodies
    assert token not in ran.stdout + ran.stderr + (home / "audit.jsonl").read_text()


def test_gh_through_the_sandbox_still_reaches_the_stand_in(
    runtime: Any, policy: Path, home: Path
) -> None:
    require_gh()
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_POLICY_FILE": str(policy)}
        typed = runtime("command", "run", "gh", "api", "/user", "--jq", ".login", env=env)
        listed = runtime(
            "--output", "json", "github", "pr", "list", "--repo", "acme/payments-api",
            "--json", "number", env=env,
        )  # fmt: skip
        token = standin.token
    assert typed.code == 0 and typed.stdout.strip() == "octocat", typed
    assert listed.code == 0, listed
    records = audit(home)
    assert [r["sandbox"] for r in records] == ["bwrap", "bwrap"]  # command run, cli transport
    assert token not in (home / "audit.jsonl").read_text()


# --- auto without a sandbox, and required -------------------------------------------------------


def test_auto_without_bwrap_runs_read_and_write_commands_and_says_so(
    runtime: Any, tmp_path: Path, no_bwrap: Path, work: Path, home: Path
) -> None:
    init_repo(work)
    policy = write_policy(tmp_path / "policy.yaml", search_path=str(no_bwrap), extra=AUTO)
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    validated = runtime("--output", "json", "config", "validate", env=env)
    sandbox = validated.json["output"]["sandbox"]
    assert sandbox["active"] is False and "bwrap" in sandbox["reason"], sandbox
    status = runtime("command", "run", "git", "status", "--short", env=env)
    assert status.code == 0, status
    assert "sandbox unavailable" in status.stderr and "runs unconfined" in status.stderr
    assert audit(home)[-1]["sandbox"] == "none"


@pytest.mark.parametrize(
    "args",
    [["terraform", "apply", "-auto-approve"], ["git", "pwn"], ["git", "-C", ".", "pwn"]],
)
def test_auto_without_bwrap_refuses_exec_and_input_code(
    args: list[str], runtime: Any, tmp_path: Path, no_bwrap: Path, home: Path
) -> None:
    policy = write_policy(tmp_path / "policy.yaml", search_path=str(no_bwrap), extra=AUTO)
    ran = runtime("--output", "json", "command", "run", *args,
                  env={"RUNTIME_POLICY_FILE": str(policy)})  # fmt: skip
    assert ran.code == 4, ran
    message = ran.json["error"]["message"]
    assert "the sandbox is unavailable" in message and "command_policy.sandbox" in message
    record = audit(home)[-1]
    assert (record["decision"], record["rule"], record["sandbox"]) == (
        "deny", "command_policy.sandbox", "none",
    )  # fmt: skip


def test_required_without_bwrap_runs_no_binary(
    runtime: Any, tmp_path: Path, no_bwrap: Path, home: Path
) -> None:
    policy = write_policy(
        tmp_path / "policy.yaml", search_path=str(no_bwrap), extra="  sandbox: required\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    ran = runtime("--output", "json", "command", "run", "jq", "-n", "1", env=env)
    assert ran.code == 4, ran
    assert "command_policy.sandbox is required" in ran.json["error"]["message"]
    assert audit(home)[-1]["sandbox"] == "none"
    resolved = runtime("--output", "json", "resolve", "command", "run", "jq", "-n", "1", env=env)
    assert resolved.json["output"]["sandbox"]["active"] is False
    assert resolved.json["output"]["decision"]["rule"] == "command_policy.sandbox"


def test_required_with_bwrap_runs_confined(runtime: Any, tmp_path: Path, home: Path) -> None:
    policy = write_policy(tmp_path / "policy.yaml", extra="  sandbox: required\n")
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    ran = runtime("command", "run", "jq", "-n", "$ENV.HOME", env=env)
    assert ran.code == 0 and ran.stdout.strip() == '"/run/runtime/home"', ran
    assert "sandbox unavailable" not in ran.stderr
    assert audit(home)[-1]["sandbox"] == "bwrap"
    text = runtime("config", "validate", env=env).stdout
    assert "sandbox  bwrap (" in text and "command_policy.sandbox required" in text


def test_no_document_turns_confinement_off(runtime: Any, tmp_path: Path) -> None:
    policy = write_policy(tmp_path / "policy.yaml", extra="  sandbox: off\n")
    ran = runtime(
        "--output", "json", "config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert ran.code == 3, ran
    messages = [d["message"] for d in ran.json["diagnostics"]]
    assert any("no document turns confinement off" in m for m in messages), messages


# --- settings an enabled auth provider hands in -------------------------------------------------

KUBECONFIG = """apiVersion: v1
kind: Config
clusters: [{name: c, cluster: {server: "http://127.0.0.1:9"}}]
users: [{name: u, user: {token: kube-token-value}}]
contexts: [{name: x, context: {cluster: c, user: u}}]
current-context: x
"""


def test_the_kubeconfig_is_handed_in_read_only_when_kubernetes_is_enabled(
    run: Any, tmp_path: Path
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(KUBECONFIG)
    config = tmp_path / "config.yaml"
    config.write_text("schema_version: 2\nauthentication:\n  kubernetes: {enabled: true}\n")
    env = {"KUBECONFIG": str(kubeconfig), "RUNTIME_CONFIG_FILE": str(config)}
    viewed = run("command", "run", "kubectl", "config", "current-context", env=env)
    assert viewed.code == 0 and viewed.stdout.strip() == "x", viewed
    planted = run("command", "run", "kubectl", "config", "set-credentials", "u",
                  "--exec-command=/usr/bin/touch", env=env)  # fmt: skip
    assert planted.code != 0, planted
    assert kubeconfig.read_text() == KUBECONFIG


def test_the_handed_kubeconfigs_credentials_are_masked_in_what_kubectl_prints(
    run: Any, tmp_path: Path, home: Path
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(
        KUBECONFIG.replace(
            "{token: kube-token-value}", "{token: kube-token-value, password: 'p@ss, w'}"
        )
    )
    config = tmp_path / "config.yaml"
    config.write_text("schema_version: 2\nauthentication:\n  kubernetes: {enabled: true}\n")
    env = {"KUBECONFIG": str(kubeconfig), "RUNTIME_CONFIG_FILE": str(config)}
    for output in ("text", "json"):
        viewed = run("--output", output, "command", "run", "kubectl", "config", "view", "--raw",
                     env=env)  # fmt: skip
        assert viewed.code == 0, viewed
        assert "server: http://127.0.0.1:9" in viewed.stdout, viewed  # the file was shown
        assert "kube-token-value" not in viewed.stdout + viewed.stderr, viewed
        assert "p@ss" not in viewed.stdout + viewed.stderr, viewed
        assert "***" in viewed.stdout, viewed
    assert "kube-token-value" not in (home / "audit.jsonl").read_text()


def test_no_kubeconfig_reaches_kubectl_when_no_provider_asks_for_it(
    run: Any, tmp_path: Path
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(KUBECONFIG)
    viewed = run("command", "run", "kubectl", "config", "current-context",
                 env={"KUBECONFIG": str(kubeconfig)})  # fmt: skip
    assert viewed.code != 0 and "current-context is not set" in viewed.stderr, viewed
    assert kubeconfig.read_text() == KUBECONFIG


# --- what resolve and plan say ------------------------------------------------------------------


def test_resolve_and_plan_show_whether_the_sandbox_is_active(
    run: Any, work: Path, tmp_path: Path, no_bwrap: Path, runtime: Any
) -> None:
    resolved = run("--output", "json", "resolve", "command", "run", "git", "status")
    assert resolved.json["output"]["sandbox"]["active"] is True
    assert "sandbox    bwrap (" in run("resolve", "command", "run", "git", "status").stdout
    capability = work / "c.md"
    capability.write_text("# c\n\n```runtime\nversion: v1\nworkflow:\n"
                          "  - binary: git\n    args: [status]\n```\n")  # fmt: skip
    planned = run("--output", "json", "capability", "plan", "c.md")
    assert planned.code == 0, planned
    assert planned.json["output"]["sandbox"]["active"] is True
    policy = write_policy(tmp_path / "nobwrap.yaml", search_path=str(no_bwrap), extra=AUTO)
    without = runtime("capability", "plan", "c.md", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert "sandbox: none (bwrap (Debian package bubblewrap) is not installed" in without.stdout


def test_required_without_bwrap_refuses_gh_for_the_cli_transport(
    runtime: Any, tmp_path: Path, no_bwrap: Path
) -> None:
    require_gh()
    policy = write_policy(
        tmp_path / "policy.yaml", search_path=str(no_bwrap), extra="  sandbox: required\n"
    )
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_POLICY_FILE": str(policy)}
        listed = runtime("--output", "json", "github", "pr", "list", "--repo",
                         "acme/payments-api", "--json", "number", env=env)  # fmt: skip
        seen = list(standin.requests)
    assert listed.code != 0, listed
    assert "command_policy.sandbox is required" in listed.json["error"]["message"]
    assert seen == []  # gh never started


def test_gh_cannot_upload_its_own_hosts_file(runtime: Any, policy: Path, home: Path) -> None:
    """The private hosts file holds the token; its place inside the sandbox is new each run."""
    require_gh()
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_POLICY_FILE": str(policy)}
        where = runtime("command", "run", "gh", "api", "/user", "--jq", "$ENV.GH_CONFIG_DIR",
                        env=env)  # fmt: skip
        assert where.code == 0, where
        assert where.stdout.startswith("/run/runtime/bind/gh_config_dir-"), where
        guessed = where.stdout.strip() + "/hosts.yml"
        sent = runtime("command", "run", "gh", "api", "/user", "-X", "PATCH",
                       "-F", f"bio=@{guessed}", env=env)  # fmt: skip
        bodies = b"".join(r.body for r in standin.requests)
        token = standin.token
    assert sent.code != 0, sent
    assert token.encode() not in bodies


def test_unconfined_a_child_still_cannot_read_the_token_from_the_runtime(
    tmp_path: Path, no_bwrap: Path, home: Path, work: Path
) -> None:
    # /proc as a read root: unconfined, an argument outside the roots is refused outright.
    policy = write_policy(
        tmp_path / "policy.yaml",
        search_path=str(no_bwrap),
        extra=AUTO,
        roots="  read_roots: [., /proc]\n  write_roots: [.]\n",
    )
    proc = subprocess.run(
        # reversed, so the redactor cannot recognise what jq prints
        ["/bin/sh", "-c", 'exec "$0" command run jq -Rr "explode | reverse | implode" '
         "/proc/$$/environ", RUNTIME],
        cwd=work,
        env=clean_env(home, RUNTIME_GITHUB_TOKEN=TOKEN, RUNTIME_POLICY_FILE=str(policy)),
        capture_output=True,
        text=True,
        timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr  # jq read the runtime's environment block...
    assert "ENGINEERING_RUNTIME_HOME"[::-1] in proc.stdout
    assert TOKEN[::-1] not in proc.stdout  # ...and the token was no longer in it
    assert TOKEN not in proc.stdout + proc.stderr


def test_a_read_root_of_slash_still_hides_the_runtimes_own_files(
    runtime: Any, tmp_path: Path, home: Path
) -> None:
    policy = write_policy(tmp_path / "policy.yaml", roots="  read_roots: [/]\n  write_roots: [.]\n")
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    assert runtime("files", "write", "x.txt", "x", env=env).code == 0  # the trail exists
    listed = runtime("command", "run", "ls", "-A", str(home), env=env)
    assert listed.code == 0 and listed.stdout == "", listed
    read = runtime("command", "run", "cat", str(policy), env=env)
    assert read.code == 0 and read.stdout == "", read
    assert runtime("command", "run", "ls", "/run", env=env).stdout.split() == ["runtime"]
    assert not Path("/run/runtime").exists()  # the private mount points were made in a tmpfs
