"""Each of the 20 GitHub operations against the stand-in: typed and as a capability step.

Every case is run typed in text and in JSON output, and all of them run as the
steps of one capability (JSON and text). The `cli` operations go through the real
gh; `--json fields` output becomes JSON in the step's output, plain output stays text.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import operation_requests, write_steps
from support.github_standin import GitHubStandIn

REPO = "acme/payments-api"


class Case:
    def __init__(
        self,
        args: list[str],
        transport: str,
        request: tuple[str, str],
        text: str,
        check: Callable[[Any], bool],
    ) -> None:
        self.args = args
        self.transport = transport
        self.request = request  # a (method, path) the stand-in must have received
        self.text = text  # a fragment of the text output
        self.check = check  # the JSON output (the step's output) is right

    @property
    def name(self) -> str:
        return " ".join(self.args[:2]) if self.args[0] not in ("api", "graphql") else self.args[0]


def logins(items: Any) -> set[str]:
    return {item["login"] for item in items}


CASES = [
    Case(["user", "get"], "rest", ("GET", "/user"), "octocat (The Octocat)\nhttps://github.com/octocat",
         lambda out: out["login"] == "octocat"),
    Case(["org", "list"], "rest", ("GET", "/user/orgs"), 'octo-org  An organization for octocats',
         lambda out: logins(out) == {"acme", "octo-org"}),
    Case(["notification", "list"], "rest", ("GET", "/notifications"), 'acme/payments-api',
         lambda out: isinstance(out, list) and bool(out) and "subject" in out[0]),
    Case(["team", "list", "acme"], "rest", ("GET", "/orgs/acme/teams"), 'platform ',
         lambda out: {"platform", "backend", "frontend"} <= {t["slug"] for t in out}),
    Case(["repo", "list", "acme", "per_page=100"], "rest", ("GET", "/orgs/acme/repos"),
         'acme/service-43 ', lambda out: len(out) == 45),
    Case(["repo", "view", REPO], "rest", ("GET", f"/repos/{REPO}"), "acme/payments-api\nPayment processing",
         lambda out: out["full_name"] == REPO and out["private"] is True),
    Case(["repo", "summary", REPO], "graphql", ("POST", "/graphql"), "latest release v1.4.0",
         lambda out: out["nameWithOwner"] == REPO and out["latestRelease"]["tagName"] == "v1.4.0"
         and out["defaultBranchRef"]["name"] == "main"),
    Case(["repo", "create", "name=made-by-runtime", "private=true", "description=from a step"],
         "rest", ("POST", "/user/repos"), "✓ created octocat/made-by-runtime\nhttps://github.com/octocat/made-by-runtime",
         lambda out: out["full_name"] == "octocat/made-by-runtime" and out["private"] is True),
    Case(["issue", "list", "acme"], "rest", ("GET", "/orgs/acme/issues"), 'Flaky test in LedgerServiceTest',
         lambda out: 9 in {i["number"] for i in out}),
    Case(["issue", "list", "--repo", REPO, "--limit", "5", "--state", "open"], "cli", ("POST", "/graphql"),
         "Flaky test in LedgerServiceTest", lambda out: "Flaky test in LedgerServiceTest" in out),
    Case(["issue", "create", "--repo", "acme/web", "--title", "From runtime", "--body", "made by a step"],
         "cli", ("POST", "/graphql"), "https://github.com/acme/web/issues/4",
         lambda out: out.strip() == "https://github.com/acme/web/issues/4"),
    Case(["pr", "list", "--repo", REPO, "--json", "number,title"], "cli", ("POST", "/graphql"),
         'Fix retry backoff', lambda out: [p["number"] for p in out] == [8, 7]),
    Case(["pr", "view", "7", "--repo", REPO, "--json", "number,title,state"], "cli", ("POST", "/graphql"),
         '"state": "OPEN"', lambda out: out == {"number": 7, "title": "Fix retry backoff", "state": "OPEN"}),
    Case(["pr", "create", "--repo", REPO, "--title", "Feature", "--body", "from runtime", "--base", "main",
          "--head", "feature"], "cli", ("POST", "/graphql"), "https://github.com/acme/payments-api/pull/11",
         lambda out: out.strip() == "https://github.com/acme/payments-api/pull/11"),
    Case(["run", "list", "--repo", REPO, "--limit", "3", "--json", "databaseId,conclusion"], "cli",
         ("GET", f"/repos/{REPO}/actions/runs"), '6000001008',
         lambda out: [r["databaseId"] for r in out] == [6000001008, 6000001007, 6000001006]),
    Case(["run", "view", "6000001004", "--repo", REPO], "cli",
         ("GET", f"/repos/{REPO}/actions/runs/6000001004"), "X test in 0s",
         lambda out: isinstance(out, str) and "6000001004" in out),
    Case(["workflow", "list", "--repo", REPO], "cli", ("GET", f"/repos/{REPO}/actions/workflows"),
         "CI\tactive\t161335", lambda out: out == "CI\tactive\t161335\nJava CI\tactive\t161336\n"),
    Case(["workflow", "run", "ci.yml", "--repo", REPO, "--ref", "main", "-f", "environment=staging"], "cli",
         ("POST", f"/repos/{REPO}/actions/workflows/161335/dispatches"), "", lambda out: out == ""),
    Case(["file", "put", "acme/web", "docs/hello.md", "message=add hello", "content=hello ✓"], "rest",
         ("PUT", "/repos/acme/web/contents/docs/hello.md"), "✓ wrote docs/hello.md (commit ",
         lambda out: out["content"]["path"] == "docs/hello.md" and out["commit"]["message"] == "add hello"),
    Case(["api", "GET", "/repos/acme/web/languages"], "rest", ("GET", "/repos/acme/web/languages"),
         '"TypeScript"', lambda out: "TypeScript" in out),
    Case(["graphql", "query($login: String!) { user(login: $login) { login name } }", "login=octocat"],
         "graphql", ("POST", "/graphql"), '"name": "The Octocat"',
         lambda out: out == {"user": {"login": "octocat", "name": "The Octocat"}}),
]  # fmt: skip
IDS = [case.name for case in CASES]


def test_the_cases_cover_every_operation() -> None:
    from runtime.providers.github.operations import PROVIDER

    assert {op.name for op in PROVIDER.operations} == set(IDS)
    # issue list has a REST and a gh form; both are here
    assert {c.transport for c in CASES if c.name == "issue list"} == {"rest", "cli"}


def prepare(case: Case, standin: GitHubStandIn, request: pytest.FixtureRequest) -> None:
    if case.transport == "cli":
        request.getfixturevalue("needs_gh")


def assert_sent(case: Case, standin: GitHubStandIn) -> None:
    method, path = case.request
    sent = standin.requests_to(path, method)
    assert sent, f"{case.name}: the stand-in received no {method} {path}: " + str(
        [(r.method, r.path, r.status) for r in standin.requests]
    )
    assert all(200 <= r.status < 300 for r in sent)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_typed_json(
    case: Case, github_runtime: Any, github_standin: GitHubStandIn, request: pytest.FixtureRequest
) -> None:
    prepare(case, github_standin, request)
    run = github_runtime("--output", "json", "github", *case.args)
    assert run.code == 0, run
    doc = run.json
    assert (doc["status"], doc["command"], doc["error"]) == ("ok", f"github {case.name}", None)
    assert case.check(doc["output"]), doc["output"]
    assert_sent(case, github_standin)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_typed_text(
    case: Case, github_runtime: Any, github_standin: GitHubStandIn, request: pytest.FixtureRequest
) -> None:
    prepare(case, github_standin, request)
    run = github_runtime("github", *case.args)
    assert run.code == 0, run
    assert case.text in run.stdout
    assert "error" not in run.stderr
    assert_sent(case, github_standin)


def all_steps(tmp_path: Path) -> Path:
    return write_steps(tmp_path / "caps", "every-operation.md", [("github", c.args) for c in CASES])


def test_every_operation_as_a_capability_step_json(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, tmp_path: Path, home: Path
) -> None:
    run = github_runtime("--output", "json", "capability", "execute", str(all_steps(tmp_path)))
    assert run.code == 0, run
    steps = run.json["steps"]
    assert [s["status"] for s in steps] == ["ok"] * len(CASES)
    for case, step in zip(CASES, steps, strict=True):
        assert (step["provider"], step["operation"], step["args"]) == (
            "github",
            case.name,
            case.args,
        )
        assert step["transport"] == case.transport, case.name
        assert case.check(step["output"]), (case.name, step["output"])
        assert_sent(case, github_standin)


def test_every_operation_as_a_capability_step_text(
    github_runtime: Any, needs_gh: str, tmp_path: Path
) -> None:
    run = github_runtime("capability", "execute", str(all_steps(tmp_path)))
    assert run.code == 0, run
    for case in CASES:  # a step's output is indented under its line
        assert all(line in run.stdout for line in case.text.splitlines()), case.name
    assert f"{len(CASES)} of {len(CASES)} step(s) run" in run.stdout
    assert run.stdout.count("✓ [") == len(CASES)


def test_json_fields_are_parsed_and_plain_output_stays_text(
    github_runtime: Any, needs_gh: str
) -> None:
    parsed = github_runtime(
        "--output", "json", "github", "pr", "list", "--repo", REPO, "--json", "number"
    )
    plain = github_runtime("--output", "json", "github", "pr", "list", "--repo", REPO)
    shaped = github_runtime(
        "--output", "json", "github", "pr", "list", "--repo", REPO, "--json", "number", "--jq", ".[0].number"
    )  # fmt: skip
    assert parsed.json["output"] == [{"number": 8}, {"number": 7}]
    assert isinstance(plain.json["output"], str) and "Fix retry backoff" in plain.json["output"]
    assert shaped.json["output"] == "8\n"  # --jq chose text


def test_file_put_content_is_base64_of_the_utf8_text(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime(
        "github", "file", "put", "acme/web", "docs/notes.md", "message=m", "content=héllo ✓"
    )
    assert run.code == 0, run
    (sent,) = github_standin.requests_to("/repos/acme/web/contents/docs/notes.md", "PUT")
    assert base64.b64decode(sent.json["content"]).decode("utf-8") == "héllo ✓"
    assert sent.json == {"message": "m", "content": "aMOpbGxvIOKckw=="}


def test_file_put_path_is_one_url_path_not_a_query(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime(
        "github", "file", "put", "acme/web", "docs/a?b#1.md", "message=m", "content=x"
    )
    assert run.code == 0, run
    (sent,) = [r for r in github_standin.requests if r.method == "PUT"]
    assert (sent.path, sent.query) == ("/repos/acme/web/contents/docs/a%3Fb%231.md", {})


def test_repo_create_body_comes_from_the_pairs(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("github", "repo", "create", "name=x1", "private=true", "has_wiki=false")
    assert run.code == 0, run
    (sent,) = github_standin.requests_to("/user/repos", "POST")
    assert sent.json == {"name": "x1", "private": True, "has_wiki": False}


def test_rest_and_graphql_carry_the_token_as_bearer_to_the_configured_host(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    assert github_runtime("github", "repo", "summary", REPO).code == 0
    assert github_runtime("github", "user", "get").code == 0
    for sent in github_standin.requests:
        assert sent.header("Authorization") == f"Bearer {github_standin.token}"
        assert (sent.host, sent.via_proxy) == ("api.github.localhost", True)
        assert sent.header("X-GitHub-Api-Version") == "2022-11-28"


def test_gh_gets_the_token_and_host_from_configuration(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str
) -> None:
    assert github_runtime("github", "workflow", "list", "--repo", REPO).code == 0
    sent = github_standin.requests_to(f"/repos/{REPO}/actions/workflows")
    assert sent and all(r.header("Authorization") == f"token {github_standin.token}" for r in sent)
    assert {r.host for r in sent} == {"api.github.localhost"}


def test_gh_runs_outside_the_callers_directory(
    github_runtime: Any, github_standin: GitHubStandIn, needs_gh: str, work: Path
) -> None:
    """A checkout whose origin is on another host never becomes gh's default repo.

    (Since issue 14 an origin on the configured host is read by the runtime and
    passed as --repo: tests/cli/test_everyday.py.)
    """
    import subprocess

    subprocess.run(["git", "init", "-q", str(work)], check=True)
    origin = "https://git.example.invalid/acme/web.git"
    subprocess.run(["git", "-C", str(work), "remote", "add", "origin", origin], check=True)
    run = github_runtime("github", "pr", "list", "--json", "number")
    assert run.code == 2, run
    assert "--repo OWNER/REPO" in run.stderr and "github.repository" in run.stderr, run
    assert not github_standin.requests


def test_org_operations_fall_back_to_the_context_organization(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n  work:\n    github:\n      organization: acme\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "work"}
    for args in (["team", "list"], ["repo", "list", "per_page=3"], ["issue", "list"]):
        assert github_runtime("github", *args, env=env).code == 0, args
    # each list's first request; repo list then follows the Link pages (issue 14)
    firsts = [
        (r.path, r.query) for r in operation_requests(github_standin) if "page" not in r.query
    ]
    assert firsts == [
        ("/orgs/acme/teams", {}),
        ("/orgs/acme/repos", {"per_page": ["3"]}),
        ("/orgs/acme/issues", {}),
    ]
    sent = len(github_standin.requests)
    unknown = github_runtime("github", "team", "list", env={**env, "RUNTIME_CONTEXT": "nope"})
    assert unknown.code == 2 and "context 'nope'" in unknown.stderr, unknown
    assert len(github_standin.requests) == sent


def test_repo_list_without_org_or_context_lists_the_users_repos(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("--output", "json", "github", "repo", "list", "per_page=100")
    assert run.code == 0, run
    assert [(r.path, r.query) for r in github_standin.requests] == [
        ("/user/repos", {"per_page": ["100"]}),
        ("/user", {}),  # the identity for the audit record, once per process
    ]
