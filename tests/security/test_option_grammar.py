"""Red team (issue 23): the runtime read each binary's command line with a hand copy of its
parser, judged that reading, and ran the caller's raw words. Where the copy and the tool's
parser disagreed, the command passed: `gh api -iXDELETE` (bundled short options) was a read,
`bq --apilog ls query ...` (a flag's value swallowing the next word) was `ls`, the Python yq's
`--in-place` was a read, and `gh repo clone ... -- -c ...` handed git options through gh.

Now each binary is read with its own grammar, the child gets that reading written back (a
recorded child, a stand-in on the trusted path, shows exactly what it was given), and an
option no table classifies is refused, never forwarded. Real binaries where the image has them.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env
from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import require_gh
from support.mcp_door import call, content, door_work, with_door

# A child that prints each argument it was given, hex-encoded, one a line: static, so it runs
# wherever the sandbox lets the pinned binary run, and it is no shell.
RECORDER_C = r"""
#include <stdio.h>
int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        for (const unsigned char *p = (const unsigned char *)argv[i]; *p; p++)
            printf("%02x", *p);
        printf("\n");
    }
    return 0;
}
"""


@pytest.fixture(scope="session")
def recorder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("recorder-source")
    source = directory / "recorder.c"
    source.write_text(RECORDER_C)
    binary = directory / "recorder"
    subprocess.run(["gcc", "-static", "-O2", "-o", str(binary), str(source)], check=True)
    return binary


def recording(tmp_path: Path, recorder: Path, binary: str) -> dict[str, str]:
    """A policy whose trusted search path finds the recorder as BINARY first (the system
    directories after it hold bwrap), letting BINARY run every effect but exec."""
    tools = tmp_path / "recording-bin"
    tools.mkdir(exist_ok=True)
    shutil.copy(recorder, tools / binary)
    policy = tmp_path / "recording.yaml"
    policy.write_text(
        "schema_version: 3\n"
        f"allowed_binaries: [{binary}]\n"
        "command_policy:\n"
        f"  search_path: [{tools}, /usr/local/bin, /usr/bin, /bin]\n"
        "  rules: {}\n"
        "  effects:\n    default: [read, write, delete]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(policy)}


def given(run: Any) -> list[str]:
    """The arguments the recorded child was given."""
    return [bytes.fromhex(line).decode() for line in run.stdout.splitlines()]


# (binary, typed, what the child is given): each typed spelling is one the tool accepts, and the
# child gets git's, pflag's, Go's, absl's or jq's one spelling of the same reading.
RECORDED = [
    ("git", ["-C", ".", "commit", "-qam", "fix", "--allow-empty", "--no-verif"],
     ["-C", ".", "commit", "--quiet", "--all", "--message", "fix", "--allow-empty",
      "--no-verify"]),
    ("git", ["log", "-5", "--end-of-options", "-weird-ref"],
     ["log", "-5", "--end-of-options", "-weird-ref"]),
    ("git", ["push", "-nv", "--no-verif", "origin", "main"],
     ["push", "--dry-run", "--verbose", "--no-verify", "origin", "main"]),
    # options before any subcommand are the default subcommand's (stash.c, reflog.c)
    ("git", ["stash", "-um", "wip"], ["stash", "push", "--include-untracked", "--message", "wip"]),
    ("git", ["reflog", "-5"], ["reflog", "show", "-5"]),
    ("kubectl", ["-nprod", "get", "pods", "-owide", "--show-labels"],
     ["get", "--namespace=prod", "pods", "--output=wide", "--show-labels"]),
    ("kubectl", ["--username", "get", "describe", "pod", "x"],
     ["describe", "--username=get", "pod", "x"]),
    ("docker", ["--log-level", "warn", "ps", "-aq"], ["--log-level=warn", "ps", "--all", "--quiet"]),
    ("terraform", ["fmt", "--check", "-diff"], ["fmt", "-check", "-diff"]),
    ("terraform", ["-chdir=.", "validate", "--json"], ["-chdir=.", "validate", "-json"]),
    ("bq", ["--format", "json", "ls", "-n", "5"], ["--format=json", "ls", "--max_results=5"]),
    ("jq", ["-nr", "1"], ["--null-input", "--raw-output", "1"]),
    ("yq", ["-ry", ".", "data.yaml"], ["--yaml-output", "-r", ".", "data.yaml"]),
    ("gcloud", ["--project", "p", "compute", "instances", "list", "--format", "json", "-q"],
     ["--project=p", "compute", "instances", "list", "--format=json", "--quiet"]),
    ("gsutil", ["--quie", "ls", "-lR", "gs://b"], ["--quiet", "ls", "-l", "-R", "gs://b"]),
    # the tools the image does not carry, read with hand-written tables of their options
    ("helm", ["-nprod", "ls", "-aq"], ["ls", "--namespace=prod", "--all", "--short"]),
    ("oc", ["-nprod", "get", "pods", "-owide"], ["get", "--namespace=prod", "pods", "--output=wide"]),
    ("podman", ["ps", "-aq"], ["ps", "--all", "--quiet"]),
    ("kustomize", ["build", "--load-restrictor", "LoadRestrictionsNone", "."],
     ["build", "--load-restrictor=LoadRestrictionsNone", "."]),
    ("skaffold", ["render", "-pdev"], ["render", "--profile=dev"]),
    ("argocd", ["--grpc-web", "app", "get", "web", "-ojson"],
     ["app", "get", "--grpc-web", "web", "--output=json"]),
    ("packer", ["validate", "--syntax-only", "t.pkr.hcl"], ["validate", "-syntax-only", "t.pkr.hcl"]),
    ("tofu", ["fmt", "--check"], ["fmt", "-check"]),
    ("vault", ["kv", "get", "--mount", "secret", "x"], ["kv", "get", "-mount=secret", "x"]),
    ("aws", ["--region", "eu-west-1", "sts", "get-caller-identity"],
     ["--region=eu-west-1", "sts", "get-caller-identity"]),
    ("az", ["account", "show", "-ojson"], ["account", "show", "--output=json"]),
]  # fmt: skip


@pytest.mark.parametrize(("binary", "typed", "expected"), RECORDED)
def test_the_child_is_given_the_judged_reading_written_back(
    binary: str,
    typed: list[str],
    expected: list[str],
    recorder: Path,
    runtime: Any,
    tmp_path: Path,
) -> None:
    """Before the fix every child got the caller's words (`-qam fix`, `-nprod`, `-aq`)."""
    run = runtime("command", "run", binary, *typed, env=recording(tmp_path, recorder, binary))
    assert run.code == 0, run
    assert given(run) == expected


def test_gh_is_given_its_judged_reading_too(recorder: Path, runtime: Any, tmp_path: Path) -> None:
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), **recording(tmp_path, recorder, "gh")}
        run = runtime("command", "run", "gh", "-R", "acme/payments-api", "pr", "list", "-L5",
                      "--json=number", env=env)  # fmt: skip
    assert run.code == 0, run
    assert given(run) == ["pr", "list", "--repo=acme/payments-api", "--limit=5", "--json=number"]


# (binary, arguments naming an option no table lists): refused by the floor, never forwarded.
UNCLASSIFIED = [
    ("git", ["status", "--frobnicate"], "--frobnicate"),
    ("git", ["--frobnicate", "status"], "--frobnicate"),
    ("kubectl", ["get", "pods", "--frobnicate=1"], "--frobnicate"),
    ("docker", ["ps", "-Z"], "-Z"),
    ("terraform", ["fmt", "-frobnicate"], "-frobnicate"),
    ("bq", ["ls", "--frobnicate"], "--frobnicate"),
    ("jq", ["--frobnicate", "."], "--frobnicate"),
    ("yq", ["--frobnicate", "."], "--frobnicate"),
    ("gcloud", ["compute", "instances", "list", "--frobnicate"], "--frobnicate"),
    ("gsutil", ["ls", "-Z", "gs://b"], "-Z"),
    ("helm", ["list", "--frobnicate"], "--frobnicate"),
    ("oc", ["get", "pods", "--frobnicate"], "--frobnicate"),
    ("podman", ["ps", "--frobnicate"], "--frobnicate"),
    ("kustomize", ["build", "--frobnicate"], "--frobnicate"),
    ("skaffold", ["render", "--frobnicate"], "--frobnicate"),
    ("argocd", ["app", "get", "web", "--frobnicate"], "--frobnicate"),
    ("packer", ["validate", "-frobnicate"], "-frobnicate"),
    ("tofu", ["fmt", "-frobnicate"], "-frobnicate"),
    ("vault", ["kv", "get", "-frobnicate", "x"], "-frobnicate"),
    ("aws", ["sts", "get-caller-identity", "--frobnicate"], "--frobnicate"),
    ("az", ["account", "show", "--frobnicate"], "--frobnicate"),
]


@pytest.mark.parametrize(("binary", "args", "option"), UNCLASSIFIED)
def test_an_option_no_table_classifies_is_refused(
    binary: str, args: list[str], option: str, recorder: Path, runtime: Any, tmp_path: Path
) -> None:
    """Before the fix these ran, the option forwarded to a tool the runtime does not model."""
    run = runtime("command", "run", binary, *args, env=recording(tmp_path, recorder, binary))
    assert run.code == 4, run
    assert "safety floor" in run.stderr and option in run.stderr, run
    assert run.stdout == ""  # the child never started


def test_gh_refuses_an_option_its_table_does_not_classify(
    recorder: Path, runtime: Any, tmp_path: Path
) -> None:
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), **recording(tmp_path, recorder, "gh")}
        run = runtime("command", "run", "gh", "pr", "list", "--frobnicate", env=env)
    assert run.code == 4, run
    assert "safety floor" in run.stderr and "--frobnicate" in run.stderr, run
    assert run.stdout == ""


# --- the findings, with the real binaries ----------------------------------------------------

# Spellings gh's pflag reads as a DELETE: a bundle ending in -X with its value stuck, -X=,
# --method=, the method in any case.
API_DELETE_SPELLINGS = [
    ["api", "-iXDELETE", "/repos/acme/payments-api"],
    ["api", "-X=DELETE", "/repos/acme/payments-api"],
    ["api", "-iX", "delete", "/repos/acme/payments-api"],
    ["api", "--method=DELETE", "/repos/acme/payments-api"],
    ["api", "/repos/acme/payments-api", "-XDELETE"],
]


@pytest.mark.parametrize("args", API_DELETE_SPELLINGS)
def test_gh_api_bundled_and_stuck_deletes_are_the_denied_api_delete(
    args: list[str], runtime: Any
) -> None:
    """`gh api -iXDELETE` was read as -i -X -D -E -L -E -T -E, a GET, and deleted the
    repository despite the default `providers.github.denied: ["api DELETE"]`."""
    require_gh()
    with GitHubStandIn() as standin:
        run = runtime("command", "run", "gh", *args, env=runtime_env(standin))
        deletes = [r for r in standin.requests if r.method == "DELETE"]
    assert run.code == 4, run
    assert 'providers.github.denied "api DELETE"' in run.stderr, run
    assert deletes == []


def test_bq_reads_a_global_flag_value_as_the_flag_s(runtime: Any) -> None:
    """`--apilog` takes a value: it swallows `ls`, and the command is `query` (a DELETE job),
    which was judged `ls`, a read, past "gcloud may read, never change"."""
    run = runtime(
        "--output", "json", "resolve", "command", "run", "bq", "--apilog", "ls", "query",
        "DELETE FROM t WHERE 1=1",
    )  # fmt: skip
    assert run.code == 4, run
    canonical = run.json["output"]["canonical"]
    assert (canonical["path"], canonical["effect"]) == ("query", "write")
    assert '"bq query" is not a read command' in run.json["output"]["decision"]["message"]


YQ_IN_PLACE = """
version: v1
workflow:
  - binary: yq
    args: [--in-place, -y, ".a = 2", data.yaml]
"""


@pytest.mark.parametrize("spelling", [["--in-place"], ["-i"], ["-yi"], ["-ri"]])
def test_the_python_yq_editing_in_place_is_a_write(
    spelling: list[str], runtime: Any, tmp_path: Path, work: Path
) -> None:
    """/usr/bin/yq is the Python yq (kislyuk): `--in-place` was read as a read."""
    (work / "data.yaml").write_text("a: 1\n")
    policy = tmp_path / "reads.yaml"
    policy.write_text("schema_version: 3\ncommand_policy:\n  effects:\n    default: [read]\n")
    run = runtime(
        "command", "run", "yq", *spelling, "-y", ".a = 2", "data.yaml",
        env={"RUNTIME_POLICY_FILE": str(policy)},
    )  # fmt: skip
    assert run.code == 4, run
    assert 'effect "write"' in run.stderr, run
    assert (work / "data.yaml").read_text() == "a: 1\n"


def test_the_read_only_door_refuses_yq_in_place(home: Path, work: Path) -> None:
    """Before the fix `mcp --read-only` rewrote data.yaml."""
    (work / "data.yaml").write_text("a: 1\n")
    env = door_work(work, {"yqedit": YQ_IN_PLACE})

    async def body(session: Any) -> Any:
        return content(await call(session, "capability_execute", name="yqedit", inputs={}))

    result = with_door(home, work, body, "--read-only", env=env)
    assert result["error"]["rule"] == "mcp.read-only", result
    assert (work / "data.yaml").read_text() == "a: 1\n"


@pytest.mark.parametrize(
    "handed",
    [
        ["-c", "protocol.ext.allow=always", "-c", "url.ext::sh -c touch% pwned.insteadOf=x:"],
        ["--config=core.sshCommand=touch pwned"],
        ["--upload-pack=touch pwned"],
        ["-u", "touch pwned"],
        ["--template=/tmp"],
        ["--frobnicate"],
        ["--depth", "1", "extra-operand"],
    ],
)
def test_gh_repo_clone_hands_git_no_option_git_s_table_refuses(
    handed: list[str], runtime: Any
) -> None:
    """The words after `--` are git clone's options: git's table reads them and git's floor
    refuses what it refuses; before the fix gh handed them to git unread."""
    run = runtime(
        "--output", "json", "resolve", "command", "run", "gh", "repo", "clone",
        "acme/payments-api", "dir", "--", *handed,
    )  # fmt: skip
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == "safety floor", run


def test_gh_repo_clone_hands_git_the_options_its_table_reads(runtime: Any) -> None:
    run = runtime(
        "--output", "json", "resolve", "command", "run", "gh", "repo", "clone",
        "acme/payments-api", "dir", "--", "--depth", "1", "-q",
    )  # fmt: skip
    assert run.code == 0, run
    argv = run.json["output"]["canonical"]["argv"]
    assert argv == ["repo", "clone", "acme/payments-api", "dir", "--", "--depth", "1", "--quiet"]


# The denied rules of reference/policy.md in spellings the tools accept (bundles, stuck values,
# unique prefixes): each is the rule.
DENIED_SPELLINGS = [
    ("git", ["push", "--forc", "origin", "main"], "push --force"),
    ("git", ["push", "-fq", "origin", "main"], "push -f"),
    ("git", ["push", "--quiet", "--force-if", "origin", "main"], "push --force"),
    ("git", ["push", "-qf", "origin", "main"], "push -f"),
    ("git", ["push", "--force-w", "origin", "main"], "push --force"),
    ("git", ["push", "--mirr", "origin"], "push --force"),
    ("git", ["reset", "--har"], "reset --hard"),
    ("git", ["clean", "-xdf"], "clean -fd"),
    ("git", ["clean", "--forc", "-d"], "clean -fd"),
    ("git", ["update-ref", "--std"], "update-ref -d"),
    ("kubectl", ["delete", "-nfoo", "ns", "x"], "delete namespace"),
    ("kubectl", ["-nfoo", "delete", "namespaces", "x"], "delete namespace"),
    ("kubectl", ["--grace-period", "0", "delete", "ns/x"], "delete namespace"),
    ("kubectl", ["delete", "--now", "-fns.yaml"], "delete namespace"),
    ("kubectl", ["delete", "--dry_run=none", "ns", "x"], "delete namespace"),
    ("terraform", ["apply", "--destroy", "-auto-approve"], "destroy"),
    ("terraform", ["-chdir=.", "apply", "-destroy=true"], "destroy"),
]


@pytest.mark.parametrize(("binary", "args", "rule"), DENIED_SPELLINGS)
def test_denied_rules_cover_every_spelling_the_tool_accepts(
    binary: str, args: list[str], rule: str, runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, *args)
    assert run.code == 4, run
    assert (
        run.json["output"]["decision"]["rule"] == f'command_policy.rules.{binary}.denied "{rule}"'
    )


def test_everyday_stash_spellings_run_as_git_reads_them(runtime: Any, work: Path) -> None:
    """`git stash -u` is `git stash push -u` to git: a table that knew only `stash push`'s
    options refused it as an unclassified option."""
    git = ["git", "-C", str(work)]
    subprocess.run([*git, "init", "-q"], check=True)
    (work / "tracked.txt").write_text("one\n")
    subprocess.run([*git, "add", "tracked.txt"], check=True)
    identity = ["-c", "user.name=t", "-c", "user.email=t@example.test"]
    subprocess.run([*git, *identity, "commit", "-qm", "one"], check=True)
    (work / "untracked.txt").write_text("new\n")
    run = runtime("command", "run", "git", "stash", "-u", "-m", "wip")
    assert run.code == 0, run
    assert not (work / "untracked.txt").exists()
    listed = runtime("command", "run", "git", "stash", "list")
    assert "wip" in listed.stdout + listed.stderr, listed
