"""Issue 23: a `providers.github.denied` rule judges the request that will be sent.

A rule naming a repository or an organization is met however the request spells it:
letter case (GitHub compares owner and name case-insensitively), a trailing `/`, a query
or fragment, `%` escapes, option order, the `api` route instead of the operation (and the
operation instead of the route), the `--repo` the runtime adds from the checkout's origin
or the context's `github.repository`, the context's `github.organization`, and the
repository gh itself infers from the working directory's remotes. Against the stand-in
(and the real gh for `command run gh` and `binary: gh`), which records what arrives: a
refused request sends nothing, and the same request to another repository still runs.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import audit_records, operation_requests, write_steps
from support.github_standin import GitHubStandIn

PROTECTED = "acme/web"
OTHER = "acme/service-01"


def policy_env(tmp_path: Path, denied: list[str], config: str = "") -> dict[str, str]:
    """A document denying DENIED (deletes allowed otherwise) and, given CONFIG, a context."""
    path = tmp_path / "policy.yaml"
    quoted = ", ".join(f'"{rule}"' for rule in denied)
    path.write_text(
        "schema_version: 3\ncommand_policy:\n  effects: {default: [read, write, delete]}\n"
        f"providers:\n  github:\n    denied: [{quoted}]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(path)}
    if config:
        document = tmp_path / "config.yaml"
        document.write_text(f"schema_version: 2\ncontexts:\n  work:\n    github:\n{config}")
        env.update(RUNTIME_CONFIG_FILE=str(document), RUNTIME_CONTEXT="work")
    return env


def checkout(directory: Path, remote: str, url: str) -> None:
    subprocess.run(["git", "init", "-q", str(directory)], check=True)
    subprocess.run(["git", "-C", str(directory), "remote", "add", remote, url], check=True)


def assert_refused(run: Any, rule: str, standin: GitHubStandIn, home: Path) -> None:
    assert run.code == 4, run
    assert f'providers.github.denied "{rule}"' in run.json["error"]["message"], run
    assert operation_requests(standin) == [], [(r.method, r.path) for r in standin.requests]
    record = audit_records(home)[-1]
    assert (record["decision"], record["rule"]) == ("deny", f'providers.github.denied "{rule}"')


def still_there(standin: GitHubStandIn, repository: str = PROTECTED) -> bool:
    return standin.state.find_repo(*repository.split("/")) is not None


# --- a repository's deletion, however gh is told ----------------------------------------

GH_DELETES = [
    ["repo", "delete", "ACME/web", "--yes"],
    ["repo", "delete", "acme/WEB", "--yes"],
    ["repo", "delete", "--yes", "acme/web"],
    ["repo", "delete", "github.localhost/acme/web", "--yes"],
    ["repo", "delete", "https://github.localhost/Acme/Web.git", "--yes"],
    ["api", "-X", "DELETE", "/repos/acme/web"],
    ["api", "-X", "DELETE", "repos/ACME/Web/"],
    ["api", "--method", "DELETE", "/repos/acme/web?x=1"],
    ["api", "-X", "DELETE", "/repos/acme/%77eb"],
    ["api", "-X", "DELETE", "/repos/%41cme/web#top"],
    ["api", "-X", "DELETE", "/repos/acme%2Fweb"],
    ["api", "-X", "DELETE", "/repos/acme/other/../web"],
    ["api", "-X", "DELETE", "/repos//acme/web"],
    ["api", "-X", "DELETE", "http://api.github.localhost/repos/acme/web"],
    ["api", "-X", "DELETE", "/repos/acme/web.git"],
    ["api", "-X", "DELETE", "/repositories/990000001"],
    ["api", "-X", "DELETE", "repos/{owner}/{repo}"],
]


@pytest.mark.parametrize("rule", ["repo delete acme/web", "api DELETE /repos/acme/web"])
@pytest.mark.parametrize("args", GH_DELETES, ids=" ".join)
def test_gh_deleting_the_repository_is_refused_in_every_spelling(
    rule: str, args: list[str], github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, [rule])
    run = github_runtime("--output", "json", "command", "run", "gh", *args, env=env)
    assert_refused(run, rule, github_standin, home)
    assert still_there(github_standin)


@pytest.mark.parametrize("rule", ["repo delete acme/web", "api DELETE /repos/acme/web"])
@pytest.mark.parametrize(
    "args",
    [
        ["repo", "delete", "acme/service-01", "--yes"],
        ["api", "-X", "DELETE", "/repos/acme/service-01"],
    ],
    ids=" ".join,
)
def test_gh_deleting_another_repository_still_runs(
    rule: str, args: list[str], github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path, needs_gh: str,
) -> None:  # fmt: skip
    run = github_runtime("command", "run", "gh", *args, env=policy_env(tmp_path, [rule]))
    assert run.code == 0, run
    assert not still_there(github_standin, OTHER) and still_there(github_standin)


@pytest.mark.parametrize("remote", ["origin", "upstream"])
def test_gh_deleting_the_repository_it_infers_from_the_checkout_is_refused(
    remote: str, github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path,
    work: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    checkout(work, remote, "https://github.localhost/ACME/web.git")
    env = policy_env(tmp_path, ["repo delete acme/web"])
    run = github_runtime("--output", "json", "command", "run", "gh", "repo", "delete", "--yes",
                         env=env)  # fmt: skip
    assert_refused(run, "repo delete acme/web", github_standin, home)
    assert still_there(github_standin)


@pytest.mark.parametrize(
    "config",
    [
        '[remote "origin"] url = https://github.localhost/acme/web.git # the header\'s line\n',
        '[remote "fork"]\n\turl = "git@github.localhost:Acme/Web" ; quoted, commented\n',
        '[url "https://github.localhost/"]\n\tinsteadOf = gh:\n'
        '[remote "origin"]\n\turl = gh:acme/web\n',
        "[include]\n\tpath = remotes.config\n",
    ],
)
def test_the_repository_gh_infers_from_any_config_git_reads_is_judged(
    config: str, github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path,
    work: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    subprocess.run(["git", "init", "-q", str(work)], check=True)
    with (work / ".git" / "config").open("a") as handle:
        handle.write(config)
    (work / ".git" / "remotes.config").write_text(
        '[remote "origin"]\n\turl = https://github.localhost/acme/web.git\n'
    )
    env = policy_env(tmp_path, ["repo delete acme/web"])
    run = github_runtime("--output", "json", "command", "run", "gh", "repo", "delete", "--yes",
                         env=env)  # fmt: skip
    assert_refused(run, "repo delete acme/web", github_standin, home)
    assert still_there(github_standin)


def test_a_linked_worktree_is_read_through_its_gitdir_file(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, work: Path,
    home: Path, needs_gh: str,
) -> None:  # fmt: skip
    main = work / "main"
    checkout(main, "origin", "https://github.localhost/acme/web.git")
    git = ["git", "-C", str(main), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "commit", "-q", "--allow-empty", "-m", "x"], check=True)
    subprocess.run([*git, "worktree", "add", "-q", str(work / "linked")], check=True)
    env = policy_env(tmp_path, ["repo delete acme/web"])
    run = github_runtime("--output", "json", "command", "run", "gh", "repo", "delete", "--yes",
                         env=env, cwd=work / "linked")  # fmt: skip
    assert_refused(run, "repo delete acme/web", github_standin, home)


def test_gh_in_a_checkout_of_another_repository_still_runs(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, work: Path,
    needs_gh: str,
) -> None:  # fmt: skip
    checkout(work, "origin", f"https://github.localhost/{OTHER}.git")
    env = policy_env(tmp_path, ["repo delete acme/web"])
    run = github_runtime("command", "run", "gh", "repo", "delete", "--yes", env=env)
    assert run.code == 0, run
    assert not still_there(github_standin, OTHER) and still_there(github_standin)


def test_a_binary_gh_step_is_refused_at_plan_and_at_execute(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, home: Path,
    needs_gh: str,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, ["repo delete acme/web"])
    cap = write_steps(
        tmp_path, "delete.md", [("binary:gh", ["api", "-XDELETE", "repos/Acme/Web/"])]
    )
    planned = github_runtime("--output", "json", "capability", "plan", str(cap), env=env)
    assert planned.code == 4, planned
    assert (
        planned.json["steps"][0]["decision"]["rule"]
        == 'providers.github.denied "repo delete acme/web"'
    )
    run = github_runtime("--output", "json", "capability", "execute", str(cap), env=env)
    assert_refused(run, "repo delete acme/web", github_standin, home)
    assert still_there(github_standin)


# --- the provider's own api route ---------------------------------------------------------

PROVIDER_DELETES = [
    ["api", "DELETE", "/repos/ACME/Web/"],
    ["api", "DELETE", "/repos/acme/web?x=1"],
    ["api", "DELETE", "/repos/acme/web#x"],
    ["api", "DELETE", "/repos/acme/%77eb"],
    ["api", "DELETE", "/repos/acme%2Fweb"],
    ["api", "DELETE", "/repos/acme//web/"],
    ["api", "DELETE", "/repos/acme/x/%2e%2e/web"],
]


@pytest.mark.parametrize("rule", ["repo delete acme/web", "api DELETE /repos/acme/web"])
@pytest.mark.parametrize("args", PROVIDER_DELETES, ids=" ".join)
def test_the_provider_api_route_is_refused_in_every_spelling(
    rule: str, args: list[str], github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path, home: Path,
) -> None:  # fmt: skip
    run = github_runtime("--output", "json", "github", *args, env=policy_env(tmp_path, [rule]))
    assert_refused(run, rule, github_standin, home)
    assert still_there(github_standin)


def test_the_provider_api_route_to_another_repository_still_runs(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    env = policy_env(tmp_path, ["api DELETE /repos/acme/web", "repo delete acme/web"])
    run = github_runtime("github", "api", "DELETE", f"/repos/{OTHER}", env=env)
    assert run.code == 0, run
    assert not still_there(github_standin, OTHER) and still_there(github_standin)


# --- the repository the runtime supplies --------------------------------------------------

ISSUE_RULES = ["issue create --repo acme/web", "api POST /repos/acme/web/issues"]
ISSUE = ["issue", "create", "--title", "t", "--body", "b"]


@pytest.mark.parametrize("rule", ISSUE_RULES)
def test_the_repository_supplied_from_origin_is_judged_like_a_typed_one(
    rule: str, github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path,
    work: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    checkout(work, "origin", "https://github.localhost/acme/Web.git")
    run = github_runtime("--output", "json", "github", *ISSUE, env=policy_env(tmp_path, [rule]))
    assert_refused(run, rule, github_standin, home)


@pytest.mark.parametrize("rule", ISSUE_RULES)
def test_the_repository_supplied_by_the_context_is_judged_like_a_typed_one(
    rule: str, github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path,
    home: Path, needs_gh: str,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, [rule], "      repository: ACME/web\n")
    run = github_runtime("--output", "json", "github", *ISSUE, env=env)
    assert_refused(run, rule, github_standin, home)


@pytest.mark.parametrize("rule", ISSUE_RULES)
@pytest.mark.parametrize(
    "args",
    [
        [*ISSUE, "--repo", "acme/web"],
        [*ISSUE, "-R", "Acme/Web"],
        [*ISSUE, "--repo=acme/web"],
        ["issue", "create", "-Racme/web", "--title", "t", "--body", "b"],
    ],
    ids=" ".join,
)
def test_a_typed_repository_is_met_in_any_option_order(
    rule: str, args: list[str], github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    run = github_runtime("--output", "json", "github", *args, env=policy_env(tmp_path, [rule]))
    assert_refused(run, rule, github_standin, home)


@pytest.mark.parametrize("rule", ISSUE_RULES)
def test_gh_creating_an_issue_in_the_repository_it_infers_is_refused(
    rule: str, github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path,
    work: Path, home: Path, needs_gh: str,
) -> None:  # fmt: skip
    checkout(work, "origin", "https://github.localhost/acme/web.git")
    env = policy_env(tmp_path, [rule])
    run = github_runtime("--output", "json", "command", "run", "gh", "issue", "create",
                         "-t", "t", "-b", "b", env=env)  # fmt: skip
    assert_refused(run, rule, github_standin, home)


def test_an_issue_in_another_repository_is_still_created(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path, work: Path,
    needs_gh: str,
) -> None:  # fmt: skip
    checkout(work, "origin", "https://github.localhost/acme/payments-api.git")
    run = github_runtime(
        "--output", "json", "github", *ISSUE, env=policy_env(tmp_path, ISSUE_RULES)
    )
    assert run.code == 0, run
    repo = github_standin.state.find_repo("acme", "payments-api")
    assert repo is not None and [issue.title for issue in repo.issues][-1] == "t"


# --- the organization the context supplies --------------------------------------------

ORG_CONTEXT = "      organization: acme\n"


@pytest.mark.parametrize(
    ("rule", "args"),
    [
        ("repo list acme", ["repo", "list"]),
        ("repo list acme", ["repo", "list", "ACME"]),
        ("repo list acme", ["api", "GET", "/orgs/Acme/repos/"]),
        ("repo list acme", ["api", "GET", "/orgs/acme/repos?per_page=5"]),
        ("api GET /orgs/acme/repos", ["repo", "list"]),
        ("team list acme", ["team", "list"]),
        ("issue list acme", ["issue", "list"]),
        ("issue list acme", ["issue", "list", "state=all"]),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else value,
)
def test_the_context_organization_is_judged_like_a_typed_one(
    rule: str, args: list[str], github_runtime: Any, github_standin: GitHubStandIn,
    tmp_path: Path, home: Path,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, [rule], ORG_CONTEXT)
    run = github_runtime("--output", "json", "github", *args, env=env)
    assert_refused(run, rule, github_standin, home)


@pytest.mark.parametrize(
    "args", [["repo", "list", "acme"], ["api", "orgs/ACME/repos"]], ids=" ".join
)
def test_gh_listing_the_organization_is_refused(
    args: list[str], github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path,
    home: Path, needs_gh: str,
) -> None:  # fmt: skip
    env = policy_env(tmp_path, ["repo list acme"])
    run = github_runtime("--output", "json", "command", "run", "gh", *args, env=env)
    assert_refused(run, "repo list acme", github_standin, home)


def test_another_organization_is_still_listed(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    env = policy_env(tmp_path, ["repo list acme"], ORG_CONTEXT)
    run = github_runtime("--output", "json", "github", "repo", "list", "octo-org", env=env)
    assert run.code == 0, run
    assert [item["full_name"] for item in run.json["output"]] == ["octo-org/octo-repo"]
