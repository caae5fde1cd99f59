"""Canonical forms and the rules that cover them (issue 11, the gaps after the first round).

Each spelling reads as one canonical command with one effect; a rule written for a
command covers every spelling of it and the narrower commands it covers (`reset --hard`
covers `restore PATH`), never a broader or unrelated one (`stash clear` does not cover
`stash drop`, `reset --hard` does not cover `stash drop`).
"""

from __future__ import annotations

import pytest

from runtime.policy import floor
from runtime.policy.model import Policy
from runtime.policy.rules import decide_binary

EVERY_EFFECT = ("read", "write", "delete", "exec")


def policy(binary: str, *denied: str) -> Policy:
    """Only the given rules for BINARY, every effect allowed: the rule alone decides."""
    found = Policy("test document")
    found.rules = {binary: denied}
    found.effects = {"default": EVERY_EFFECT}
    return found


def denied_by(binary: str, rule: str, args: list[str]) -> bool:
    decision = decide_binary(binary, binary, args, policy(binary, rule))
    if decision.allowed:
        return False
    assert decision.rule == f'command_policy.rules.{binary}.denied "{rule}"', decision.message
    return True


# --- git ------------------------------------------------------------------------------

GIT_READINGS = [
    # (args, canonical command, effect, covered by)
    (["push", "--force-with-lease"], "push --force", "delete", ()),
    (["push", "--force-with-lease=main:abc", "origin", "main"], "push --force origin main",
     "delete", ()),
    (["push", "--force-w", "origin", "main"], "push --force origin main", "delete", ()),
    (["push", "--force-if-includes", "origin"], "push --force origin", "delete", ()),
    (["push", "--prune", "origin"], "push --delete --prune origin", "delete",
     ("branch --delete", "update-ref -d")),
    (["reset", "--h"], "reset --hard", "delete", ()),
    (["checkout", "--f", "main"], "reset --hard main", "delete", ()),
    (["restore", "file.txt"], "restore --worktree file.txt", "write", ("reset --hard",)),
    (["restore", "-SW", "."], "restore --worktree --staged .", "write", ("reset --hard",)),
    (["restore", "--wo", "f"], "restore --worktree f", "write", ("reset --hard",)),
    (["restore", "--staged", "f"], "restore --staged f", "write", ()),
    (["restore", "-S", "f"], "restore --staged f", "write", ()),
    (["checkout", "--", "f"], "restore --worktree -- f", "write", ("reset --hard",)),
    (["checkout", "HEAD", "f"], "restore --worktree HEAD f", "write", ("reset --hard",)),
    (["checkout", "--pathspec-from-file=l"], "restore --worktree --pathspec-from-file=l",
     "write", ("reset --hard",)),
    (["checkout", "-b", "new", "origin/main"], "checkout -b new origin/main", "write", ()),
    # one operand may be a path: a branch is written `NAME --` once read from the refs
    (["checkout", "main"], "restore --worktree main", "write", ("reset --hard",)),
    (["checkout", "main", "--"], "checkout main --", "write", ()),
    (["-C", "r", "checkout", "main", "--"], "checkout -C r main --", "write", ()),
    (["checkout", "-p", "main", "--"], "restore --worktree --patch main --", "write", ("reset --hard",)),
    (["checkout", "--detach", "v1"], "checkout --detach v1", "write", ()),
    (["rm", "-f", "f"], "rm --force f", "write", ("reset --hard",)),
    (["rm", "--cached", "f"], "rm --cached f", "write", ()),
    (["config", "-f", "x.cfg", "a.b"], "config --file x.cfg a.b", "write", ()),  # not --force
    (["remote", "add", "-f", "o", "u"], "remote add --fetch o u", "write", ()),
    # git's own names for the options (`checkout-index -h`: -a, --all; `branch -h`: -c, --copy)
    (["checkout-index", "-a", "-f"], "checkout-index --force --all", "write", ("reset --hard",)),
    (["worktree", "remove", "--force", "w"], "worktree remove --force w", "delete",
     ("reset --hard",)),
    (["stash", "drop"], "stash drop", "delete", ()),
    (["stash", "drop", "stash@{1}"], "stash drop stash@{1}", "delete", ()),
    (["stash", "clear"], "stash clear", "delete", ("stash drop",)),
    (["stash", "list"], "stash list", "write", ()),
    (["branch", "-D", "x"], "branch --delete x", "delete", ("update-ref -d",)),
    (["branch", "--d", "x"], "branch --delete x", "delete", ("update-ref -d",)),
    (["branch", "-c", "a", "b"], "branch --copy a b", "write", ()),
    (["tag", "-d", "v1"], "tag --delete v1", "delete", ("update-ref -d",)),
    (["gc", "--prune=now"], "gc --prune", "delete", ("prune",)),
]  # fmt: skip


@pytest.mark.parametrize(("args", "command", "effect", "also"), GIT_READINGS)
def test_git_spellings_read_as_one_canonical_command(
    args: list[str], command: str, effect: str, also: tuple[str, ...]
) -> None:
    read = floor.canonical("git", args)
    assert (read.command, read.effect, read.also) == (command, effect, also)


def test_one_argument_holding_spaces_is_not_a_command() -> None:
    assert floor.canonical("git", ["push --force"]).known is False


# (rule, args, denied): covering goes from the broader rule to the narrower command only.
GIT_RULES = [
    ("push --force", ["push", "--force-with-lease", "origin", "main"], True),
    ("push --force", ["push", "--force-w"], True),
    ("push --delete", ["push", "--prune", "origin"], True),
    ("push --delete", ["push", "origin", ":old"], True),
    ("reset --hard", ["reset", "--h"], True),
    ("reset --hard", ["restore", "file.txt"], True),
    ("reset --hard", ["checkout", "HEAD", "file.txt"], True),
    ("reset --hard", ["rm", "-f", "file.txt"], True),
    ("reset --hard", ["checkout-index", "-a", "-f"], True),
    ("reset --hard", ["worktree", "remove", "--force", "w"], True),
    ("reset --hard", ["restore", "--staged", "file.txt"], False),
    ("reset --hard", ["stash", "drop"], False),
    ("reset --hard", ["checkout", "-b", "feature"], False),
    ("restore", ["reset", "--hard"], False),
    ("restore PATH", ["reset", "--hard"], False),
    ("checkout -- PATH", ["checkout", "main"], False),
    ("stash drop", ["stash", "drop", "stash@{0}"], True),
    ("stash drop", ["stash", "clear"], True),
    ("stash clear", ["stash", "clear"], True),
    ("stash clear", ["stash", "drop"], False),
    ("stash drop", ["reset", "--hard"], False),
    ("update-ref -d", ["branch", "-D", "x"], True),
    ("update-ref -d", ["branch", "--delete", "x"], True),
    ("update-ref -d", ["tag", "-d", "v1"], True),
    ("branch -D", ["branch", "-d", "x"], True),
    ("branch -D", ["update-ref", "-d", "refs/heads/x"], False),
    ("prune", ["gc", "--prune=now"], True),
    ("prune", ["gc"], False),
]


@pytest.mark.parametrize(("rule", "args", "denied"), GIT_RULES)
def test_a_git_rule_covers_its_spellings_and_the_commands_it_covers(
    rule: str, args: list[str], denied: bool
) -> None:
    assert denied_by("git", rule, args) is denied


# --- kubectl and oc -------------------------------------------------------------------

FILE_SPELLINGS = [
    ["delete", "-fns.yaml"],
    ["delete", "-f=ns.yaml"],
    ["delete", "--filename=ns.yaml"],
    ["delete", "--filename", "ns.yaml"],
    ["delete", "-Rf", "manifests/"],
    ["delete", "-kdir"],
    ["delete", "--kustomize=dir"],
    ["delete", "--raw=/api/v1/namespaces/prod"],
    ["-n", "x", "delete", "-f", "ns.yaml", "--wait=false"],
]


@pytest.mark.parametrize("args", FILE_SPELLINGS)
def test_kubectl_kinds_from_files_are_any_kind(args: list[str]) -> None:
    assert floor.canonical("kubectl", args).any_kind
    assert denied_by("kubectl", "delete namespace", args)
    assert denied_by("kubectl", "delete namespace prod", args)  # the names are unread too


@pytest.mark.parametrize(
    "args",
    [["delete", "pod,ns", "prod"], ["delete", "pods,namespaces", "prod"],
     ["delete", "pod/x", "ns/prod"], ["delete", "ns/prod", "pod/x"],
     ["delete", "all,ns", "--all"]],
)  # fmt: skip
def test_a_kind_among_others_is_still_the_kind(args: list[str]) -> None:
    assert denied_by("kubectl", "delete namespace", args)


def test_a_named_rule_leaves_other_names_of_a_read_kind_alone() -> None:
    assert denied_by("kubectl", "delete namespace prod", ["delete", "ns", "prod"])
    assert not denied_by("kubectl", "delete namespace prod", ["delete", "ns", "staging"])
    assert not denied_by("kubectl", "delete namespace", ["delete", "pod", "ns"])


@pytest.mark.parametrize(
    "args",
    [["delete", "ns", "p"], ["delete", "namespace/p"], ["delete", "Namespace.v1", "p"],
     ["delete", "projects", "p"], ["delete", "project/p"]],
)  # fmt: skip
def test_an_openshift_project_is_its_namespace(args: list[str]) -> None:
    assert denied_by("oc", "delete project", args)
    assert denied_by("oc", "delete namespace", args)


# --- terraform and tofu ---------------------------------------------------------------

TERRAFORM_READINGS = [
    (["apply", "tfplan"], "apply PLAN tfplan", "write", ()),
    (["apply", "-auto-approve", "-input=false", "tfplan"], "apply PLAN -auto-approve "
     "-input=false tfplan", "write", ()),
    (["-chdir=infra", "apply", "tfplan"], "apply PLAN -chdir=infra tfplan", "write", ()),
    (["apply", "-backup", "b.tfstate", "-auto-approve"], "apply -backup b.tfstate "
     "-auto-approve", "write", ()),
    (["apply", "-var", "x=1", "-auto-approve"], "apply -var x=1 -auto-approve", "write", ()),
    (["apply", "-var-file", "prod.tfvars"], "apply -var-file prod.tfvars", "write", ()),
    (["plan", "-destroy", "-out", "f"], "plan -destroy -out f", "write", ("destroy",)),
    (["plan", "-destroy", "-out=f"], "plan -destroy -out f", "write", ("destroy",)),
    (["plan", "--destroy=true", "-out=f"], "plan -destroy -out f", "write", ("destroy",)),
    (["plan", "-destroy"], "plan -destroy", "read", ()),
    # A plan that writes a file overwrites it, whatever it held: write.
    (["plan", "-destroy=false", "-out=f"], "plan -out -destroy=false f", "write", ()),
    (["plan", "-out=f"], "plan -out f", "write", ()),
    (["plan", "--out", "f"], "plan -out f", "write", ()),
    (["plan", "-generate-config-out=g.tf"], "plan -out -generate-config-out=g.tf", "write", ()),
    (["plan", "-var", "out=1"], "plan -var out=1", "read", ()),
    (["test", "-filter=t.tftest.hcl"], "test -filter=t.tftest.hcl", "delete", ()),  # teardown
]  # fmt: skip


@pytest.mark.parametrize("binary", ["terraform", "tofu"])
@pytest.mark.parametrize(("args", "command", "effect", "also"), TERRAFORM_READINGS)
def test_terraform_saved_plans(
    binary: str, args: list[str], command: str, effect: str, also: tuple[str, ...]
) -> None:
    read = floor.canonical(binary, args)
    assert (read.command, read.effect, read.also) == (command, effect, also)


def test_a_saved_destroy_plan_is_covered_by_the_destroy_rule() -> None:
    assert denied_by("terraform", "destroy", ["plan", "-destroy", "-out=tfplan"])
    assert not denied_by("terraform", "destroy", ["plan", "-destroy"])  # a preview
    assert not denied_by("terraform", "destroy", ["plan", "-out=tfplan"])


def test_applying_a_saved_plan_is_a_write_judged_at_execution() -> None:
    """Deciding reads no plan file: `apply F` is a write here, and execution judges F's
    content (tests/security/test_terraform_plans.py); so is a plain apply."""
    for args in (["apply", "tfplan"], ["apply", "-auto-approve"]):
        decision = decide_binary("terraform", "terraform", args, Policy())
        assert decision.allowed, (args, decision.message)


# --- aws, az, argocd: judged by verb, and by the options that delete ------------------

VERB_READINGS = [
    ("aws", ["s3", "sync", ".", "s3://b", "--delete"], "s3 sync", "delete"),
    ("aws", ["s3", "sync", ".", "s3://b"], "s3 sync", "write"),
    ("aws", ["--region", "eu-west-1", "ec2", "delete-vpc", "--vpc-id", "v"], "ec2 delete-vpc",
     "delete"),
    ("aws", ["ec2", "terminate-instances", "--instance-ids", "i-1"], "ec2 terminate-instances",
     "delete"),
    ("aws", ["s3api", "delete-bucket", "--bucket", "b"], "s3api delete-bucket", "delete"),
    ("aws", ["s3", "rm", "s3://b/k", "--recursive"], "s3 rm", "delete"),
    ("aws", ["ec2", "describe-instances"], "ec2 describe-instances", "read"),
    ("aws", ["ssm", "start-session", "--target", "i-1"], "ssm start-session", "exec"),
    ("aws", ["EC2", "delete-vpc"], "", "exec"),  # not a command aws knows: fail closed
    ("az", ["deployment", "group", "create", "-g", "rg", "--mode", "Complete"],
     "deployment group create", "delete"),
    ("az", ["deployment", "group", "create", "-g", "rg", "--mode=complete"],
     "deployment group create", "delete"),
    ("az", ["deployment", "group", "create", "-g", "rg", "--mode", "Incremental"],
     "deployment group create", "write"),
    ("az", ["group", "delete", "-n", "rg"], "group delete", "delete"),
    ("az", ["keyvault", "purge", "-n", "kv"], "keyvault purge", "delete"),
    ("az", ["vm", "run-command", "invoke", "-g", "rg"], "vm run-command invoke", "exec"),
    ("az", ["vm", "list"], "vm list", "read"),
    ("argocd", ["app", "sync", "web", "--prune"], "app sync", "delete"),
    ("argocd", ["app", "sync", "web"], "app sync", "write"),
    ("argocd", ["app", "delete", "web"], "app delete", "delete"),
    ("argocd", ["app", "get", "list"], "app get", "read"),  # an app called list
    ("argocd", ["app", "set", "list"], "app set", "write"),
    ("argocd", ["--server", "cd", "proj", "role", "delete", "p", "r"], "proj role delete",
     "delete"),
    ("argocd", ["app", "actions", "run", "web", "restart"], "app actions run", "exec"),
    ("argocd", ["--auth-token", "get", "app", "delete", "web"], "app delete", "delete"),
    ("argocd", ["--grpc-web", "app", "get", "web"], "app get", "read"),
    # gcloud: deletes are named so (the floor refuses them as every change); storage reads
    ("gcloud", ["projects", "delete", "p"], "projects delete", "delete"),
    ("gcloud", ["storage", "rm", "gs://b/o"], "storage rm", "delete"),
    ("gcloud", ["storage", "ls", "gs://b"], "storage ls", "read"),
    ("gcloud", ["config", "get", "project"], "config get", "read"),
    ("gcloud", ["compute", "instances", "stop", "i"], "compute instances stop", "write"),
    # docker: removing what no history restores is delete, in every spelling docker accepts
    ("docker", ["network", "remove", "n"], "network rm", "delete"),
    ("docker", ["stack", "down", "s"], "stack rm", "delete"),
    ("docker", ["--host", "tcp://h", "stack", "rm", "s"], "stack rm", "delete"),
    ("docker", ["secret", "rm", "s"], "secret rm", "delete"),
    ("docker", ["service", "remove", "s"], "service rm", "delete"),
    ("docker", ["config", "rm", "c"], "config rm", "delete"),
    ("docker", ["node", "rm", "n"], "node rm", "delete"),
    ("docker", ["swarm", "leave", "--force"], "swarm leave", "delete"),
    ("docker", ["context", "remove", "c"], "context rm", "delete"),
    ("docker", ["service", "ls"], "service", "write"),
    ("podman", ["volume", "remove", "v"], "volume rm", "delete"),
]  # fmt: skip


@pytest.mark.parametrize(("binary", "args", "path", "effect"), VERB_READINGS)
def test_verb_tables_read_the_effect(binary: str, args: list[str], path: str, effect: str) -> None:
    read = floor.canonical(binary, args)
    assert (read.path, read.effect) == (path, effect)


def test_the_listing_says_which_rules_cover_a_command() -> None:
    from runtime.policy.floor import listing

    rows = {
        line.split()[0] + " " + line.split()[1]: line
        for line in listing.text("git").splitlines()[3:]
    }
    assert "[covered by rules for reset --hard]" in rows["restore --worktree"]
    assert "[covered by rules for update-ref -d]" in rows["branch --delete"]
    assert "covered by" not in rows["reset --hard"]
    (restore,) = [r for r in listing.rows("git") if r["command"] == "restore --worktree"]
    assert restore["covered_by"] == ["reset --hard"]


def test_a_table_lists_every_command_however_many_were_looked_up() -> None:
    table = floor.table("git")
    assert table is not None
    before = [command.path for command in table.commands]
    floor.canonical("git", ["grep", "-n", "x"])  # makes `grep` from its listed entry
    assert table.command("grep") is not None
    assert [command.path for command in table.commands] == before
    assert len(before) == len(set(before))


@pytest.mark.parametrize(
    ("program", "runs_code"),
    [
        ('import "m" as $m {search: "/x"}; $m', True),
        ('include "lib"; .', True),
        (".imports | length", False),
        ('"include me"', False),
    ],
)
def test_a_jq_program_that_loads_modules_runs_code_its_inputs_define(
    program: str, runs_code: bool
) -> None:
    assert floor.canonical("jq", ["-n", program]).runs_input_code is runs_code
