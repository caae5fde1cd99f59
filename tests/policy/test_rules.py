"""Denied-rule matching, the argument floor and the order of a binary decision."""

from __future__ import annotations

import pytest

from runtime.policy.model import Policy
from runtime.policy.rules import decide_binary, floor_refusal, rule_matches

# (rule, args, matches): every example in reference/policy.md, then the edges.
RULE_CASES = [
    ("push --force", ["push", "--force"], True),
    ("push --force", ["-C", "/w", "push", "--force"], True),
    ("push --force", ["push", "origin", "--force"], True),
    ("push --force", ["push", "origin", "main", "--force"], True),
    ("push --force", ["push", "--force-with-lease"], False),
    ("push --force", ["push", "--force-if-includes"], False),
    ("push --force", ["push", "origin", "main"], False),
    ("push --force", ["--force", "push"], False),  # options count only after the run
    ("push --force", ["push", "--force=yes"], True),
    ("push --force", ["push", "--forc"], True),  # git accepts unambiguous abbreviations
    ("push --force", ["push", "--"], False),
    ("push -f", ["push", "-f"], True),
    ("push -f", ["push", "-fu", "origin", "main"], True),
    ("push -f", ["-C", "x", "push", "origin", "-f"], True),
    ("push -f", ["push", "--follow-tags"], False),
    ("clean -fd", ["clean", "-fd"], True),
    ("clean -fd", ["clean", "-df"], True),
    ("clean -fd", ["clean", "-f", "-d"], True),
    ("clean -fd", ["clean", "-d", "-x", "-f"], True),
    ("clean -fd", ["clean", "-f"], False),
    ("clean -fd", ["clean", "-n", "-d"], False),
    ("reset --hard", ["reset", "--hard", "HEAD~1"], True),
    ("reset --hard", ["reset", "--har"], True),
    ("reset --hard", ["reset", "--soft"], False),
    ("filter-branch", ["filter-branch", "--all"], True),
    ("update-ref -d", ["update-ref", "-d", "refs/heads/x"], True),
    ("update-ref -d", ["update-ref", "refs/heads/x", "HEAD"], False),
    ("rm", ["rm", "file"], True),
    ("push --force", ["rm", "file"], False),  # git rm is not denied on purpose
    ("projects delete", ["projects", "delete", "p"], True),
    ("projects delete", ["--quiet", "projects", "delete", "p"], True),
    ("projects delete", ["projects", "describe", "delete"], False),  # a contiguous run
    ("iam service-accounts delete", ["iam", "service-accounts", "delete", "a@b"], True),
    ("iam service-accounts delete", ["iam", "service-accounts", "keys", "delete"], False),
    ("delete namespace", ["delete", "namespace", "prod"], True),
    ("delete namespace", ["delete", "pod", "namespace"], False),
    ("delete project", ["delete", "project", "p"], True),
    ("destroy", ["destroy", "-auto-approve"], True),
    ("destroy", ["plan"], False),
    ("uninstall", ["uninstall", "release"], True),
    ("--force", ["anything", "--force"], True),  # only options: anywhere
    ("--force", ["--force"], True),
    ("-rf", ["x", "-r", "-f"], True),
    ("api DELETE", ["api", "DELETE", "/x"], True),
    ("api DELETE", ["api", "GET", "/x"], False),
    ("", ["push"], False),
]


@pytest.mark.parametrize(("rule", "args", "expected"), RULE_CASES)
def test_rule_matching(rule: str, args: list[str], expected: bool) -> None:
    assert rule_matches(rule, args) is expected


GCLOUD_REFUSED = [
    ["run", "deploy", "svc", "--image", "x"],
    ["config", "set", "project", "p"],
    ["projects", "create", "p"],
    ["projects", "delete", "p"],
    ["compute", "instances", "update", "vm"],
    ["compute", "instances", "add-metadata", "vm"],
    ["projects", "add-iam-policy-binding", "p", "--member=user:a", "--role=r"],
    ["projects", "remove-iam-policy-binding", "p"],
    ["resource-manager", "folders", "set-iam-policy", "f", "policy.json"],
    ["services", "enable", "run.googleapis.com"],
    ["services", "disable", "x"],
    ["sql", "import", "sql", "i", "gs://b/f"],
    ["compute", "instances", "patch", "vm"],
    ["--quiet", "run", "services", "delete", "svc"],
    ["compute", "routers", "remove", "x"],
]

GCLOUD_READS = [
    ["projects", "list"],
    ["config", "list"],
    ["config", "get-value", "project"],
    ["run", "services", "describe", "svc", "--region=europe-west1"],
    ["iam", "service-accounts", "describe", "deploy-bot@p.iam.gserviceaccount.com"],
    ["compute", "instances", "list", "--filter=name=update-me"],
    ["projects", "get-iam-policy", "p"],
]


@pytest.mark.parametrize("args", GCLOUD_REFUSED)
def test_gcloud_may_never_change(args: list[str]) -> None:
    message = floor_refusal("gcloud", args)
    assert message is not None
    assert message.startswith("safety floor: gcloud may read, never change")


@pytest.mark.parametrize("args", GCLOUD_READS)
def test_gcloud_may_read(args: list[str]) -> None:
    assert floor_refusal("gcloud", args) is None


# The verbs the floor once listed; it is an allow-list of reads now, so each stays refused.
_ONCE_LISTED = ("create", "delete", "deploy", "update", "set", "add", "remove", "enable",
                "disable", "import", "patch")  # fmt: skip


def test_every_mutating_verb_is_refused() -> None:
    for verb in _ONCE_LISTED:
        assert floor_refusal("gcloud", ["compute", "instances", verb, "x"]) is not None, verb


GIT_REFUSED = [
    ["-c", "core.sshCommand=touch /tmp/x", "fetch"],
    ["-c", "user.name=x", "commit"],  # -c is refused whatever it sets
    ["-ccore.pager=x", "log"],
    ["-C", "/w", "-c", "core.fsmonitor=x", "status"],
    ["--config-env=core.sshCommand=VAR", "fetch"],
    ["--config-env", "core.sshCommand=VAR", "fetch"],
    ["--exec-path=/tmp/evil", "status"],
    ["fetch", "--upload-pack=touch /tmp/x"],
    ["fetch", "--upload-pack", "touch /tmp/x", "origin"],
    ["fetch", "--upload-p=x"],
    ["clone", "-u", "touch /tmp/x", "repo"],
    ["clone", "--upload-pack=x", "repo"],
    ["clone", "--template=/tmp/hooks", "repo"],
    ["clone", "-c", "core.sshCommand=x", "repo"],
    ["clone", "--config=core.fsmonitor=x", "repo"],
    ["clone", "--conf", "core.fsmonitor=x", "repo"],
    ["ls-remote", "-u", "x", "repo"],
    ["ls-remote", "--upload-pack=x", "repo"],
    ["pull", "--upload-pack=x"],
    ["pull", "-u", "x"],
    ["push", "--receive-pack=touch /tmp/x", "origin"],
    ["push", "--exec=x", "origin"],
    ["push", "--e=x", "origin"],
    ["send-pack", "--receive-pack=x", "r"],
    ["archive", "--remote=r", "--exec=x", "HEAD"],
    ["fetch", "ext::sh -c touch% /tmp/x", "main"],
    ["clone", "EXT::sh -c x", "dir"],
    ["fetch", "fd::3", "main"],
    ["remote", "add", "evil", "ext::sh -c x"],
    ["config", "core.sshCommand", "touch /tmp/x"],
    ["config", "--global", "core.fsmonitor", "x"],
    ["config", "set", "core.hooksPath", "/tmp/hooks"],
    ["config", "--add", "alias.st", "!sh -c x"],
    ["config", "filter.lfs.smudge", "x"],
    ["config", "--get", "core.editor"],
    ["config", "--rename-section", "foo", "core"],
    ["config", "url.ext::sh -c x.insteadOf", "https://x"],
    ["config", "includeIf.gitdir:/w/.path", "/tmp/evil.config"],
    ["rebase", "-x", "touch /tmp/x", "main"],
    ["rebase", "--exec=x", "main"],
    ["rebase", "-ix", "x", "main"],
    ["grep", "-Ovim", "pattern"],
    ["grep", "--open-files-in-pager=x", "pattern"],
    ["difftool", "--extcmd=x"],
    ["difftool", "-x", "x"],
    ["bisect", "run", "sh", "-c", "x"],
    ["submodule", "foreach", "touch /tmp/x"],
    ["submodule", "--quiet", "foreach", "--recursive", "x"],
    ["remote-ext", "origin", "sh -c x"],
    ["init", "--template=/tmp/hooks"],
    ["filter-branch", "--tree-filter", "x", "HEAD"],
    ["send-email", "--sendmail-cmd=x", "p.patch"],
]

GIT_ALLOWED = [
    ["status"],
    ["-C", "/w", "log", "--oneline"],
    ["switch", "-c", "feature"],
    ["checkout", "-b", "feature"],
    ["branch", "-c", "old", "new"],
    ["grep", "-c", "pattern"],
    ["commit", "-m", "fix the update path"],
    ["commit", "--template=msg.txt"],
    ["fetch", "origin"],
    ["push", "origin", "main"],
    ["push", "--force-with-lease"],
    ["config", "user.name", "Alice"],
    ["config", "--get", "remote.origin.url"],
    ["format-patch", "--to=alice@example.com", "-1"],
    ["clone", "https://github.com/cli/cli", "dir"],
    ["apply", "--index", "p.patch"],
    ["log", "--exclude=refs/x", "--all"],
]


@pytest.mark.parametrize("args", GIT_REFUSED)
def test_git_channels_that_run_programs_are_refused(args: list[str]) -> None:
    message = floor_refusal("git", args)
    assert message is not None
    assert message.startswith("safety floor: git ")


@pytest.mark.parametrize("args", GIT_ALLOWED)
def test_git_ordinary_commands_pass_the_floor(args: list[str]) -> None:
    assert floor_refusal("git", args) is None


def test_other_binaries_have_no_argument_floor() -> None:
    assert floor_refusal("kubectl", ["delete", "namespace", "x", "-c", "y"]) is None


# --- decide_binary ----------------------------------------------------------------------


def policy(**changes: object) -> Policy:
    result = Policy()
    for name, value in changes.items():
        setattr(result, name, value)
    return result


def test_allow_names_its_rule() -> None:
    decision = decide_binary("git", "git", ["status"], Policy())
    assert decision.allowed
    assert decision.rule == 'allowed_binaries "git"'


@pytest.mark.parametrize(
    ("typed", "args", "rule", "message"),
    [
        (
            "git",
            ["push", "origin", "--force"],
            'command_policy.rules.git.denied "push --force"',
            "policy denied command run git push origin --force: "
            'matches command_policy.rules.git.denied "push --force"',
        ),
        (
            "git",
            ["-C", "/w", "push", "-f"],
            'command_policy.rules.git.denied "push -f"',
            "policy denied command run git -C /w push -f: "
            'matches command_policy.rules.git.denied "push -f"',
        ),
        (
            "terraform",
            ["destroy"],
            'command_policy.rules.terraform.denied "destroy"',
            'policy denied command run terraform destroy: matches command_policy.rules.terraform.denied "destroy"',
        ),
        (
            "gcloud",
            ["run", "deploy", "svc"],
            "safety floor",
            'policy denied command run gcloud run deploy svc: safety floor: gcloud may read, never change ("gcloud run deploy" is not a read command)',
        ),
        (
            "runtime",
            ["version"],
            "safety floor",
            'policy denied command run runtime version: binary "runtime" is not in '
            "allowed_binaries (safety floor: runtime never runs itself (no recursion))",
        ),
        (
            "make",
            ["all"],
            "allowed_binaries",
            'policy denied command run make all: binary "make" is not in allowed_binaries',
        ),
    ],
)
def test_denials_name_the_rule(typed: str, args: list[str], rule: str, message: str) -> None:
    decision = decide_binary(typed, typed, args, Policy())
    assert not decision.allowed
    assert decision.rule == rule
    assert decision.message == message


@pytest.mark.parametrize("name", ["bash", "sh", "python3", "python", "env", "xargs", "sudo"])
def test_floor_wins_over_allowed_binaries(name: str) -> None:
    decision = decide_binary(name, name, ["-c", "x"], policy(allowed_binaries=(name,)))
    assert decision.rule == "safety floor"
    assert f'binary "{name}" is not in allowed_binaries (safety floor: ' in decision.message


def test_floor_sees_through_version_numbers() -> None:
    decision = decide_binary("jq", "perl5", [], policy(allowed_binaries=("jq",)))
    assert decision.rule == "safety floor"


def test_denied_binaries_win_over_allowed_binaries() -> None:
    decision = decide_binary("rm", "rm", ["-rf", "/"], policy(allowed_binaries=("rm",)))
    assert decision.rule == 'command_policy.denied_binaries "rm"'
    assert decision.message == (
        'policy denied command run rm -rf /: matches command_policy.denied_binaries "rm"'
    )


def test_identity_is_denied_even_when_the_typed_name_is_allowed() -> None:
    decision = decide_binary("git", "rm", ["x"], Policy(), resolved="/tmp/bin/rm")
    assert decision.rule == 'command_policy.denied_binaries "rm"'
    assert decision.message == (
        'policy denied command run git x: "git" resolves to /tmp/bin/rm; '
        'matches command_policy.denied_binaries "rm"'
    )


def test_rules_of_the_identity_apply_to_the_typed_name() -> None:
    decision = decide_binary(
        "kubectl", "oc", ["delete", "project", "p"], Policy(), resolved="/usr/bin/oc"
    )
    assert decision.rule == 'command_policy.rules.oc.denied "delete project"'


def test_floor_comes_before_allowed_binaries() -> None:
    decision = decide_binary("gcloud", "gcloud", ["run", "deploy"], policy(allowed_binaries=()))
    assert decision.rule == "safety floor"


def test_policy_document_rules_replace_defaults() -> None:
    # A force push is a delete effect: the document lets delete run, so only rules decide.
    custom = policy(rules={"git": ("tag -d",)}, effects={"default": ("read", "write", "delete")})
    assert decide_binary("git", "git", ["push", "--force"], custom).allowed
    assert decide_binary("git", "git", ["tag", "-d", "v1"], custom).rule == (
        'command_policy.rules.git.denied "tag -d"'
    )
