"""The binary operation tables (issue 11): every alias reads as its command, and every
command an installed tool lists for itself has an entry (none is silently unknown)."""

from __future__ import annotations

import json
import os
import re
import runpy
import shutil
import subprocess
from pathlib import Path

import pytest

from runtime.policy import floor
from runtime.policy.floor.listing import binaries
from runtime.policy.floor.model import EFFECTS, Table

# Placeholders in alias spellings, and a value the tool would accept there.
SAMPLES = {
    "REF": "main", "+REF": "+main", ":REF": ":main", "PATH": "file.txt", "REMOTE": "origin",
    "TREE": "HEAD",
}  # fmt: skip


def tables() -> list[Table]:
    found = [floor.table(binary) for binary in binaries()]
    return [table for table in found if table is not None]


def test_every_default_allowed_binary_has_a_table() -> None:
    from runtime.policy.defaults import DEFAULT_ALLOWED_BINARIES

    assert set(DEFAULT_ALLOWED_BINARIES) == set(binaries())
    assert all(floor.table(name) is not None for name in DEFAULT_ALLOWED_BINARIES)


def alias_cases() -> list[tuple[str, str, str]]:
    return [
        (table.binary, alias, command.path)
        for table in tables()
        for command in table.commands
        for alias in command.aliases
    ]


@pytest.mark.parametrize(("binary", "alias", "path"), alias_cases())
def test_each_alias_reads_as_its_command(binary: str, alias: str, path: str) -> None:
    words = [SAMPLES.get(word, word) for word in alias.split()]
    command = floor.canonical(binary, words)
    assert (command.path, command.known) == (path, True)
    assert command.effect == floor.table(binary).command(path).effect  # type: ignore[union-attr]


# Bare forms the tool itself reads as a variant: `git restore PATH` discards work tree
# changes (restore's default is --worktree), `gh api PATH` is a GET.
BARE_VARIANTS = {("git", "restore"): "restore --worktree", ("gh", "api"): "api GET"}


@pytest.mark.parametrize("table", tables(), ids=lambda t: t.binary)
def test_every_command_reads_as_itself_with_a_known_effect(table: Table) -> None:
    for command in table.commands:
        assert command.effect in EFFECTS
        if not any(word.startswith("-") for word in command.words):
            read = floor.canonical(table.binary, list(command.words))
            expected = BARE_VARIANTS.get((table.binary, command.path), command.path)
            assert (read.path, read.known) == (expected, True)


@pytest.mark.parametrize(
    ("binary", "args"),
    [("git", ["frobnicate"]), ("kubectl", ["my-plugin"]), ("helm", ["diff", "upgrade"]),
     ("docker", ["compose-but-not"]), ("terraform", ["wat"]), ("gh", ["my-extension"])],
)  # fmt: skip
def test_a_command_the_table_does_not_know_is_exec(binary: str, args: list[str]) -> None:
    command = floor.canonical(binary, args)
    assert (command.effect, command.known) == ("exec", False)


def test_a_binary_without_a_table_is_exec_for_every_command() -> None:
    for args in (["--version"], ["all"], []):
        assert floor.canonical("make", args).effect == "exec"


# --- coverage against the tools' own lists -----------------------------------------------


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is on the machine image")
    return path


def output(*argv: str) -> str:
    done = subprocess.run(
        argv, capture_output=True, text=True, timeout=60, env={**os.environ, "NO_COLOR": "1"}
    )
    return done.stdout + done.stderr


def unknown(binary: str, commands: list[list[str]]) -> list[str]:
    return [" ".join(c) for c in commands if not floor.canonical(binary, c).known]


def test_git_lists_no_command_the_table_does_not_know() -> None:
    listed = output(tool("git"), "--list-cmds=main,nohelpers").split()
    assert len(listed) > 100
    assert unknown("git", [[name] for name in listed]) == []


def indented_words(text: str, section: str | None = None) -> list[str]:
    if section is not None:
        text = text.partition(section)[2].split("\n\n")[0]
    return re.findall(r"^ {2,4}([a-z][\w-]*)\*?[ :]", text, flags=re.MULTILINE)


def test_terraform_lists_no_command_the_table_does_not_know() -> None:
    terraform = tool("terraform")
    top = indented_words(output(terraform, "-help"))
    assert {"plan", "apply", "destroy", "state", "workspace"} <= set(top)
    subs = [[group, sub] for group in ("state", "workspace", "providers", "metadata")
            for sub in indented_words(output(terraform, group, "-help"), "Subcommands:")]  # fmt: skip
    assert len(subs) > 10
    assert unknown("terraform", [[name] for name in top] + subs) == []


def test_kubectl_lists_no_command_the_table_does_not_know() -> None:
    kubectl = tool("kubectl")
    top = [w for w in indented_words(output(kubectl, "--help")) if w != "kubectl"]
    assert {"delete", "exec", "get", "apply"} <= set(top)
    groups = ("config", "auth", "certificate", "rollout", "set", "create", "top", "apply", "plugin")
    subs = [[group, sub] for group in groups
            for sub in indented_words(output(kubectl, group, "--help"), "Available Commands:")]  # fmt: skip
    assert len(subs) > 40
    assert unknown("kubectl", [[name] for name in top] + subs) == []


def test_kubectl_kind_spellings_read_as_the_kind() -> None:
    from runtime.policy.floor.kube import KIND_ALIASES

    for spelling, kind in KIND_ALIASES.items():
        for word in (spelling, f"{spelling}/x", spelling.capitalize(), f"{spelling}.v1"):
            assert floor.canonical("kubectl", ["delete", word, "x"]).kinds[:1] == (kind,), word


def test_gh_lists_no_command_the_table_does_not_know() -> None:
    gh = tool("gh")
    top = indented_words(output(gh, "help"), "CORE COMMANDS") + indented_words(
        output(gh, "help"), "ADDITIONAL COMMANDS"
    )
    assert {"issue", "pr", "repo", "api"} <= set(top)
    commands: list[list[str]] = []
    for group in top:
        subs = indented_words(output(gh, group, "--help"), "COMMANDS")
        commands += [[group, sub] for sub in subs] or [[group]]
    assert len(commands) > 60
    assert unknown("gh", commands) == []


def test_docker_lists_no_command_the_table_does_not_know() -> None:
    docker = tool("docker")
    top = indented_words(output(docker, "--help"))
    assert {"run", "build", "container", "image"} <= set(top)
    groups = ("container", "image", "volume", "network", "context", "system", "builder")
    subs = [[group, sub] for group in groups
            for sub in indented_words(output(docker, group, "--help"), "Commands:")]  # fmt: skip
    assert len(subs) > 50
    assert unknown("docker", [[name] for name in top] + subs) == []


def sdk_data() -> Path:
    return Path(os.path.realpath(tool("gcloud"))).parent.parent / "data" / "cli"


def gcloud_tree() -> tuple[set[str], list[str]]:
    tree = runpy.run_path(str(sdk_data() / "gcloud_completions.py"))["STATIC_COMPLETION_CLI_TREE"]
    groups: set[str] = set()
    leaves: list[str] = []

    def walk(node: dict[str, object], path: list[str]) -> None:
        for name, child in node.get("commands", {}).items():  # type: ignore[attr-defined]
            if child.get("commands"):
                groups.add(" ".join([*path, name]))
                walk(child, [*path, name])
            else:
                leaves.append(" ".join([*path, name]))

    walk(tree, [])
    return groups, leaves


def test_gcloud_groups_are_the_installed_sdks_command_tree() -> None:
    from runtime.policy.floor.gcloud import groups

    installed, leaves = gcloud_tree()
    assert len(leaves) > 5000
    assert installed == groups()


def test_every_gcloud_command_reads_as_itself_and_only_reads_pass_the_floor() -> None:
    from runtime.policy.floor.gcloud import is_read_verb

    _, leaves = gcloud_tree()
    for leaf in leaves:
        words = leaf.split()
        command = floor.canonical("gcloud", [*words, "some-name"])
        assert command.path == leaf, leaf
        refused = floor.refusal("gcloud", words) is not None
        allowed_session = leaf == "auth revoke"
        assert refused is not (is_read_verb(words[-1]) or allowed_session), leaf


@pytest.mark.parametrize("binary", ["gsutil", "bq"])
def test_gsutil_and_bq_list_no_command_the_table_does_not_know(binary: str) -> None:
    listed = json.loads((sdk_data() / f"{binary}.json").read_text())["commands"]
    commands: list[list[str]] = []
    for name, entry in listed.items():
        subs = [s for s in entry.get("commands", {}) if binary != "gsutil" or name != "help"]
        commands += [[name, sub] for sub in subs] or [[name]]
    assert len(commands) > 20
    assert unknown(binary, commands) == []


def test_kubectl_global_options_are_read_as_kubectl_reads_them() -> None:
    # `kubectl options` lists every global option with its default: `=false` is a boolean,
    # anything else takes a value (cobra gives it the next word when written without `=`).
    from runtime.policy.floor import kube

    text = output(tool("kubectl"), "options")
    listed = re.findall(r"^\s+(?:(-\w), )?(--[\w-]+)=(\S*):$", text, re.M)
    assert len(listed) > 20
    for short, name, default in listed:
        for spelling in filter(None, (short, name)):
            if default in ("false", "true"):
                assert spelling in kube._BOOLEANS, spelling
            else:
                assert spelling in kube._VALUE_OPTIONS, spelling


def test_gcloud_global_flags_are_read_as_the_sdk_declares_them() -> None:
    from runtime.policy.floor.gcloud import BOOLEANS, VALUE_OPTIONS

    tree = runpy.run_path(str(sdk_data() / "gcloud_completions.py"))["STATIC_COMPLETION_CLI_TREE"]
    for flag, kind in tree["flags"].items():
        assert flag in (BOOLEANS if kind == "bool" else VALUE_OPTIONS), flag


def test_docker_global_options_are_read_as_docker_reads_them() -> None:
    from runtime.policy.floor import docker

    text = output(tool("docker"), "--help").split("Global Options:", 1)[1].split("\n\n", 1)[0]
    listed = re.findall(r"^\s+(?:(-\w), )?(--[\w-]+)(?: (\w+))?", text, re.M)
    assert len(listed) > 8
    for short, name, kind in listed:
        for spelling in filter(None, (short, name)):
            if kind:
                assert spelling in docker._GLOBAL_VALUES, spelling
            else:
                assert spelling in docker.BOOLEANS, spelling


def test_kubectl_kinds_and_short_names_agree_with_kubectl_create() -> None:
    # Without a cluster `kubectl api-resources` cannot run; the short names kubectl compiles
    # in are its `create` subcommands' aliases (`create ns` is `create namespace`).
    from runtime.policy.floor.kube import kind_of

    listing = output(tool("kubectl"), "create", "--help").split("Available Commands:", 1)[1]
    kinds = re.findall(r"^  ([a-z]+) ", listing.split("\n\n", 1)[0], re.M)
    assert {"namespace", "deployment", "secret", "serviceaccount"} <= set(kinds)
    for kind in set(kinds) - {"token"}:  # `create token` asks for a token, it is no kind
        aliases = re.search(
            r"^Aliases:\n(.*)$", output(tool("kubectl"), "create", kind, "--help"), re.M
        )
        spellings = [kind, *(aliases.group(1).replace(" ", "").split(",") if aliases else [])]
        read = {kind_of(spelling) for spelling in spellings}
        assert len(read) == 1 and None not in read, (kind, spellings, read)


def test_a_saved_plan_records_the_context_keys_each_tool_profile_names() -> None:
    """What a binary reads of the Runtime Context on its own is said once, in its profile."""
    kube = ("kubernetes.context", "kubernetes.namespace")
    expected = {
        "kubectl": kube,
        "helm": kube,
        "kustomize": kube,
        "oc": (*kube, "openshift.project"),
        "gcloud": ("gcp.project",),
        "gsutil": ("gcp.project",),
        "bq": ("gcp.project",),
    }
    for binary in (*floor.TABLE_MODULES, "make"):
        assert floor.profile(binary).context_keys == expected.get(binary, ()), binary


@pytest.mark.parametrize(
    ("binary", "args", "directories"),
    [
        ("git", ["-C", "a", "-c", "x=y", "-C", "b", "log", "-C", "c"], ("a", "b")),
        ("git", ["--git-dir", "-C", "status"], ()),  # -C is --git-dir's value
        ("git", ["-C=a", "status"], ()),  # git refuses -C=DIR: no directory
        ("git", ["status", "-C", "a"], ()),  # after the command: its own option
        # terraform takes -chdir before its command only (plan: "flag provided but not
        # defined"): the arguments are refused, so they change to no directory
        ("terraform", ["-chdir=infra", "plan", "-chdir=x"], ()),
        ("kubectl", ["-C", "a", "get", "pods"], ()),
    ],
)
def test_the_directories_a_command_changes_to_are_read_once_by_its_table(
    binary: str, args: list[str], directories: tuple[str, ...]
) -> None:
    assert floor.canonical(binary, args).directories == directories
