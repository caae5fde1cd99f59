"""Issue 23: a GraphQL request is judged by its document, not by its name.

`github graphql` was a read whatever it said: `deleteIssue` ran under `execute --dry-run`
(which then reported nothing written) and `mcp --read-only` created an issue; `gh api
graphql` was an `api POST` write whatever its mutation. Now a query reads, a mutation
writes or deletes by its names, a subscription or a document that does not parse is
refused, and every reader of the effect (policy, dry-run, the saved plan, the audit
record, the MCP door and its hints) asks the same judge. Against the GitHub stand-in, with
the real gh.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env, write_steps
from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import github_standin, require_gh
from support.mcp_door import call, content, door_work, with_door

__all__ = ["github_standin"]

ISSUE = 'query { repository(owner: "acme", name: "payments-api") { issue(number: 2) { id } } }'
DELETE = 'mutation { deleteIssue(input: {issueId: "%s"}) { clientMutationId } }'
CREATE = (
    'mutation { createIssue(input: {repositoryId: "%s", title: "made by a read-only door"}) '
    "{ issue { number } } }"
)
REPO_ID = 'query { repository(owner: "acme", name: "payments-api") { id } }'


@pytest.fixture
def github(runtime: Any, github_standin: GitHubStandIn) -> Any:
    def run(*args: str, env: dict[str, str] | None = None) -> Any:
        return runtime(*args, env={**runtime_env(github_standin), **(env or {})})

    return run


def graphql(github: Any, document: str) -> Any:
    run = github("--output", "json", "github", "graphql", document)
    assert run.code == 0, run
    return run.json["output"]


def issue_exists(github: Any) -> bool:
    run = github("--output", "json", "github", "graphql", ISSUE)
    if run.code != 0 and "Could not resolve to an issue" in run.stdout:
        return False
    assert run.code == 0, run
    return run.json["output"]["repository"]["issue"] is not None


def mutations(standin: GitHubStandIn) -> list[str]:
    """The GraphQL documents that arrived holding a mutation."""
    documents = [str((r.json or {}).get("query", "")) for r in standin.requests_to("/graphql")]
    return [d for d in documents if "mutation" in d]


def test_dry_run_refuses_a_deleting_mutation_and_deletes_nothing(
    github: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    issue = graphql(github, ISSUE)["repository"]["issue"]["id"]
    cap = write_steps(tmp_path, "delete.md", [("github", ["graphql", DELETE % issue])])
    run = github("capability", "execute", "--dry-run", str(cap))
    assert run.code == 2, run
    assert "--dry-run refused" in run.stderr and "github graphql" in run.stderr, run
    assert issue_exists(github)
    # resolve reads the same judgement
    resolved = github("--output", "json", "resolve", "github", "graphql", DELETE % issue)
    assert resolved.json["output"]["effect"] == "delete", resolved
    # the control: without --dry-run it deletes the issue
    assert github("capability", "execute", str(cap)).code == 0
    assert not issue_exists(github)


@pytest.mark.parametrize(
    ("document", "effect"),
    [
        ("{ viewer { login } }", "read"),
        ("query A { viewer { login } } query B { rateLimit { cost } }", "read"),
        (CREATE % "x", "write"),
        ("mutation { somethingNew(input: {}) { clientMutationId } }", "write"),
        (DELETE % "x", "delete"),
        ("mutation { removeLabelsFromLabelable(input: {}) { clientMutationId } }", "delete"),
        ("mutation { x: deleteRepository(input: {}) { clientMutationId } }", "delete"),
        ("mutation { ...F } fragment F on Mutation { deleteRef(input: {}) { clientMutationId } }",
         "delete"),
        ("query Q { viewer { login } } mutation M { deleteIssue(input: {}) { clientMutationId } }",
         "delete"),
        ("mutation { updateRef(input: {refId: \"r\", oid: \"o\", force: true}) { clientMutationId } }",
         "delete"),
    ],
)  # fmt: skip
def test_the_effect_is_the_documents(github: Any, document: str, effect: str) -> None:
    run = github("--output", "json", "resolve", "github", "graphql", document)
    assert run.json["output"]["effect"] == effect, run


@pytest.mark.parametrize(
    ("document", "why"),
    [
        ("subscription { issueUpdated { id } }", "a GraphQL subscription is refused"),
        ("query {", "the GraphQL document does not parse"),
        ("type Query { a: Int }", "definitions a request cannot run"),
        ("fragment F on Query { viewer { login } }", "holds no operation"),
    ],
)
def test_a_subscription_or_a_document_that_does_not_parse_is_refused(
    github: Any, github_standin: GitHubStandIn, document: str, why: str
) -> None:
    run = github("--output", "json", "github", "graphql", document)
    assert run.code == 4, run
    message = run.json["error"]["message"]
    assert message.startswith("safety floor: github graphql is refused: ") and why in message, run
    assert not github_standin.requests_to("/graphql")


def test_the_rest_escape_hatch_to_the_graphql_endpoint_is_judged_the_same(
    github: Any, github_standin: GitHubStandIn
) -> None:
    for path in ("/graphql", "/graphql/", "/x/../graphql", "/gr%61phql"):
        run = github(
            "--output", "json", "resolve", "github", "api", "POST", path, f"query={DELETE % 'x'}"
        )
        assert run.json["output"]["effect"] == "delete", (path, run)
    run = github(
        "--output", "json", "github", "api", "POST", "/graphql", "query=subscription { x }"
    )
    assert run.code == 4 and "subscription" in run.json["error"]["message"], run
    assert not github_standin.requests_to("/graphql")


CREATE_CAPABILITY = """
version: v1
workflow:
  - provider: github
    args: [graphql, "{document}"]
"""


def test_the_read_only_door_refuses_a_mutation_and_creates_no_issue(
    home: Path, work: Path, github: Any, github_standin: GitHubStandIn
) -> None:
    repository = graphql(github, REPO_ID)["repository"]["id"]
    document = (CREATE % repository).replace('"', '\\"')
    block = CREATE_CAPABILITY.replace("{document}", document)
    env = {**door_work(work, {"create": block, "reads": block.replace(document, "{ viewer { login } }")}),
           **runtime_env(github_standin)}  # fmt: skip

    async def body(session: Any) -> dict[str, Any]:
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
        done = await call(session, "capability_execute", name="create", inputs={})
        described = await call(session, "capability_describe", name="create")
        return {"tools": tools, "done": content(done), "described": content(described)}

    seen = with_door(home, work, body, "--read-only", "--expose", "create", "reads", env=env)
    assert seen["done"]["error"]["rule"] == "mcp.read-only", seen["done"]
    assert seen["described"]["output"]["steps"][0]["effect"] == "write"
    assert "run_create" not in seen["tools"] and "run_reads" in seen["tools"]
    assert mutations(github_standin) == []


def test_a_deleting_mutations_tool_says_it_is_destructive(
    home: Path, work: Path, github_standin: GitHubStandIn
) -> None:
    block = CREATE_CAPABILITY.replace("{document}", (DELETE % "x").replace('"', '\\"'))
    env = {**door_work(work, {"drop": block}), **runtime_env(github_standin)}

    async def body(session: Any) -> Any:
        return {tool.name: tool for tool in (await session.list_tools()).tools}

    tools = with_door(home, work, body, "--expose", "drop", env=env)
    hints = tools["run_drop"].annotations
    assert (hints.read_only_hint, hints.destructive_hint) == (False, True)


def test_a_document_that_holds_an_input_is_not_a_read(tmp_path: Path) -> None:
    """An input could close a string and open a mutation: unknown until the run."""
    from runtime.mcp.effects import provider_effect

    assert provider_effect("github", ["graphql", '{ repository(name: "${r}") { id } }']) == "write"
    assert provider_effect("github", ["graphql", "{ viewer { login } }"]) == "read"


# --- gh api graphql ------------------------------------------------------------------------


@pytest.fixture
def gh_run(github: Any) -> Any:
    require_gh()
    return lambda *args, env=None: github("command", "run", "gh", "api", "graphql", *args, env=env)


def test_gh_api_graphql_with_a_deleting_mutation_is_a_delete(
    gh_run: Any, github: Any, github_standin: GitHubStandIn
) -> None:
    issue = graphql(github, ISSUE)["repository"]["issue"]["id"]
    run = gh_run("-f", f"query={DELETE % issue}")
    assert run.code == 4, run
    assert (
        'effect "delete" of gh api POST is not in command_policy.effects.default' in run.stderr
    ), run
    assert issue_exists(github)


def test_gh_api_graphql_queries_still_read(gh_run: Any) -> None:
    run = gh_run("-f", "query={ viewer { login } }")
    assert run.code == 0, run
    assert json.loads(run.stdout) == {"data": {"viewer": {"login": "octocat"}}}


@pytest.mark.parametrize(
    ("args", "why"),
    [
        (["-f", "query=subscription { x }"], "a GraphQL subscription is refused"),
        (["-f", "query=mutation {"], "does not parse"),
        (["-F", "query=@doc.graphql"], "reads from a file or fills in"),
        (["-F", "query={owner} { viewer { login } }"], "reads from a file or fills in"),
        (["--input", "body.json"], "from --input is refused"),
        (["-f", "operationName=x"], "not given inline"),
    ],
)
def test_gh_api_graphql_documents_the_runtime_cannot_judge_are_refused(
    gh_run: Any, github_standin: GitHubStandIn, args: list[str], why: str
) -> None:
    run = gh_run(*args)
    assert run.code == 4, run
    assert "safety floor: gh api" in run.stderr and why in run.stderr, run
    assert not github_standin.requests_to("/graphql")


def test_gh_bundled_field_spellings_are_read_as_gh_reads_them(gh_run: Any, github: Any) -> None:
    issue = graphql(github, ISSUE)["repository"]["issue"]["id"]
    for args in (["-if", f"query={DELETE % issue}"], [f"-fquery={DELETE % issue}"],
                 [f"--raw-field=query={DELETE % issue}"]):  # fmt: skip
        run = gh_run(*args)
        assert run.code == 4 and 'effect "delete"' in run.stderr, (args, run)
    assert issue_exists(github)


@pytest.mark.parametrize(
    "endpoint", ["http://github.localhost/api/graphql", "https://api.github.com/graphql", "/graphql",
                 "graphql/", "/x/../graphql"]
)  # fmt: skip
def test_gh_api_to_the_graphql_endpoint_by_any_path_or_url_is_judged(
    endpoint: str, github: Any
) -> None:
    require_gh()
    issue = graphql(github, ISSUE)["repository"]["issue"]["id"]
    run = github("command", "run", "gh", "api", endpoint, "-f", f"query={DELETE % issue}")
    assert run.code == 4 and 'effect "delete"' in run.stderr, run
    assert issue_exists(github)


def test_the_control_a_document_that_lets_gh_delete_deletes_the_issue(
    gh_run: Any, github: Any, tmp_path: Path
) -> None:
    issue = graphql(github, ISSUE)["repository"]["issue"]["id"]
    policy = tmp_path / "delete.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    gh: [read, write, delete]\n"
    )
    run = gh_run("-f", f"query={DELETE % issue}", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert run.code == 0, run
    assert not issue_exists(github)
