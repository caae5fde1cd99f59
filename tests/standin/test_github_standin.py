"""The GitHub stand-in: REST, GraphQL, proxy use, and the real gh pointed at it."""

from __future__ import annotations

import base64
import http.client
import json
import re
import socket
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from support.github_standin import DEFAULT_TOKEN, GhRunner, GitHubStandIn, Seed, blob_sha
from support.github_standin.fixtures import require_gh

PAYMENTS = "/repos/acme/payments-api"
LEAKY = "ghp_leakyleakyleakyleaky0000000000000"
Answer = tuple[int, dict[str, str], Any]


def call(
    standin: GitHubStandIn,
    method: str,
    path: str,
    body: Any = None,
    token: str | None = DEFAULT_TOKEN,
) -> Answer:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Accept": "application/vnd.github+json"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(standin.url + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            raw, status, head = response.read(), response.status, dict(response.headers)
    except urllib.error.HTTPError as err:
        raw, status, head = err.read(), err.code, dict(err.headers)
    return status, head, json.loads(raw) if raw else None


def graphql(standin: GitHubStandIn, query: str, variables: dict[str, Any] | None = None) -> Any:
    status, _, body = call(standin, "POST", "/graphql", {"query": query, "variables": variables})
    assert status == 200
    return body


def get(standin: GitHubStandIn, path: str) -> Any:
    status, _, body = call(standin, "GET", path)
    assert status == 200, (path, body)
    return body


def next_link(headers: dict[str, str]) -> str | None:
    match = re.search(r'<([^>]+)>; rel="next"', headers.get("Link", ""))
    return match.group(1) if match else None


# ---- REST: reads -------------------------------------------------------------------------


def test_user_orgs_and_headers(github_standin: GitHubStandIn) -> None:
    status, headers, user = call(github_standin, "GET", "/user")
    assert status == 200
    assert (user["login"], user["id"], user["name"]) == ("octocat", 583231, "The Octocat")
    assert headers["Content-Type"] == "application/json; charset=utf-8"
    assert headers["X-GitHub-Media-Type"] == "github.v3; format=json"
    assert {"repo", "read:org", "workflow"} <= set(headers["X-OAuth-Scopes"].split(", "))
    assert headers["X-RateLimit-Limit"] == "5000"
    assert [o["login"] for o in get(github_standin, "/user/orgs")] == ["acme", "octo-org"]


def test_org_repos_paginate_with_link_headers(github_standin: GitHubStandIn) -> None:
    status, headers, first = call(github_standin, "GET", "/orgs/acme/repos")
    assert status == 200 and len(first) == 30
    assert (
        f'<{github_standin.url}/orgs/acme/repos?page=2&per_page=30>; rel="next"' in headers["Link"]
    )
    assert 'rel="last"' in headers["Link"]
    nxt = next_link(headers)
    assert nxt is not None
    _, headers2, second = call(github_standin, "GET", nxt.removeprefix(github_standin.url))
    assert len(second) == 15 and next_link(headers2) is None and 'rel="prev"' in headers2["Link"]
    names = {r["full_name"] for r in first + second}
    assert len(names) == 45 and {"acme/payments-api", "acme/web"} <= names
    _, headers3, whole = call(github_standin, "GET", "/orgs/acme/repos?per_page=100&type=all")
    assert len(whole) == 45 and "Link" not in headers3
    _, headers4, _ = call(github_standin, "GET", "/repos/octocat/hello-world/issues?per_page=10")
    assert re.search(r"state=open|page=2&per_page=10", headers4["Link"])


ReadCheck = Callable[[Any], bool]
READS: list[tuple[str, ReadCheck]] = [
    (
        "/notifications",
        lambda b: [n["id"] for n in b] == ["1000000001", "1000000002", "1000000004"],
    ),
    ("/notifications?all=true", lambda b: len(b) == 4),
    (
        "/orgs/acme/teams",
        lambda b: [t["slug"] for t in b] == ["platform", "backend", "frontend", "security"],
    ),
    (
        "/orgs/acme/issues",
        lambda b: (
            {(i["repository"]["name"], i["number"]) for i in b}
            == {("payments-api", 2), ("payments-api", 5), ("payments-api", 9), ("web", 1)}
        ),
    ),
    ("/user/repos?per_page=100", lambda b: len(b) == 47),
    (
        PAYMENTS,
        lambda b: (
            b["default_branch"] == "main"
            and b["private"] is True
            and b["allow_squash_merge"] is True
            and b["open_issues_count"] == 6
        ),
    ),
    (f"{PAYMENTS}/topics", lambda b: b == {"names": ["payments", "java", "spring-boot"]}),
    (f"{PAYMENTS}/languages", lambda b: list(b) == ["Java", "Kotlin", "Shell", "Dockerfile"]),
    (
        f"{PAYMENTS}/branches?per_page=100",
        lambda b: {x["name"] for x in b} >= {"main", "develop", "feature", "fix/retry-backoff"},
    ),
    (
        f"{PAYMENTS}/branches/main/protection",
        lambda b: b["required_pull_request_reviews"]["required_approving_review_count"] == 1,
    ),
    (f"{PAYMENTS}/tags?per_page=20", lambda b: b[0]["name"] == "v1.4.0"),
    (f"{PAYMENTS}/labels?per_page=100", lambda b: "priority:high" in {x["name"] for x in b}),
    (
        f"{PAYMENTS}/contributors?per_page=30",
        lambda b: b[0]["login"] == "monalisa" and b[0]["contributions"] == 142,
    ),
    (
        f"{PAYMENTS}/collaborators?per_page=100",
        lambda b: {x["login"]: x["role_name"] for x in b}["defunkt"] == "read",
    ),
    (
        f"{PAYMENTS}/teams?per_page=100",
        lambda b: (
            {x["slug"]: x["permission"] for x in b} == {"platform": "admin", "backend": "push"}
        ),
    ),
    (f"{PAYMENTS}/invitations", lambda b: b[0]["invitee"]["login"] == "mojombo"),
    (
        "/repos/octocat/hello-world/forks?sort=newest&per_page=20",
        lambda b: [x["full_name"] for x in b] == ["hubot/hello-world", "monalisa/hello-world"],
    ),
    (
        "/repos/octocat/hello-world/forks?sort=oldest",
        lambda b: b[0]["full_name"] == "monalisa/hello-world",
    ),
    (f"{PAYMENTS}/milestones?state=open", lambda b: [m["title"] for m in b] == ["v1.5"]),
    (f"{PAYMENTS}/milestones?state=all", lambda b: len(b) == 2),
    (
        f"{PAYMENTS}/releases?per_page=20",
        lambda b: [r["tag_name"] for r in b] == ["v1.5.0", "v1.5.0-rc.1", "v1.4.0", "v1.3.2"],
    ),
    (f"{PAYMENTS}/releases/latest", lambda b: b["id"] == 150000003 and len(b["assets"]) == 2),
    (f"{PAYMENTS}/releases/150000003", lambda b: b["tag_name"] == "v1.4.0"),
    (
        f"{PAYMENTS}/releases/150000003/assets?per_page=100",
        lambda b: b[0]["name"] == "payments-api-1.4.0.jar",
    ),
    (
        f"{PAYMENTS}/deployments?per_page=20",
        lambda b: [d["environment"] for d in b] == ["staging", "production"],
    ),
    (f"{PAYMENTS}/environments?per_page=100", lambda b: b["total_count"] == 2),
    (f"{PAYMENTS}/rulesets", lambda b: b[0]["id"] == 1000001),
    (f"{PAYMENTS}/rules/branches/main", lambda b: "pull_request" in {r["type"] for r in b}),
    (f"{PAYMENTS}/rules/branches/develop", lambda b: b == []),
    (
        f"{PAYMENTS}/codeowners/errors",
        lambda b: b["errors"][0]["line"] == 3 and "@acme/tech-writers" in b["errors"][0]["message"],
    ),
    (
        f"{PAYMENTS}/community/profile",
        lambda b: (
            b["files"]["license"]["spdx_id"] == "MIT" and b["files"]["code_of_conduct_file"] is None
        ),
    ),
    (f"{PAYMENTS}/issues?state=open", lambda b: [i["number"] for i in b] == [9, 8, 7, 5, 3, 2]),
    (
        f"{PAYMENTS}/issues/2",
        lambda b: b["assignee"]["login"] == "octocat" and b["milestone"]["title"] == "v1.5",
    ),
    (f"{PAYMENTS}/issues/2/labels", lambda b: [x["name"] for x in b] == ["bug", "priority:high"]),
    (f"{PAYMENTS}/pulls", lambda b: [p["number"] for p in b] == [8, 7]),
    (f"{PAYMENTS}/pulls?state=closed", lambda b: [p["number"] for p in b] == [10, 6]),
    (
        f"{PAYMENTS}/pulls/7",
        lambda b: (
            b["head"]["ref"] == "fix/retry-backoff"
            and b["mergeable"] is True
            and b["commits"] == 2
            and b["changed_files"] == 3
        ),
    ),
    (f"{PAYMENTS}/pulls/7/files?per_page=100", lambda b: len(b) == 3),
    (
        f"{PAYMENTS}/pulls/7/commits?per_page=100",
        lambda b: (
            [c["commit"]["message"] for c in b]
            == ["Add exponential backoff to gateway retries", "Cap retry delay at 30s"]
        ),
    ),
    (
        f"{PAYMENTS}/pulls/7/reviews?per_page=100",
        lambda b: [r["state"] for r in b] == ["APPROVED", "COMMENTED"],
    ),
    (
        f"{PAYMENTS}/pulls/7/comments?per_page=100",
        lambda b: b[0]["path"].endswith("RetryPolicy.java"),
    ),
    (
        f"{PAYMENTS}/pulls/7/requested_reviewers",
        lambda b: b["users"][0]["login"] == "defunkt" and b["teams"][0]["slug"] == "platform",
    ),
    (
        f"{PAYMENTS}/actions/workflows",
        lambda b: (
            [(w["id"], w["path"]) for w in b["workflows"]]
            == [(161335, ".github/workflows/ci.yml"), (161336, ".github/workflows/java-ci.yml")]
        ),
    ),
    (f"{PAYMENTS}/actions/workflows/java-ci.yml", lambda b: b["id"] == 161336),
    (
        f"{PAYMENTS}/actions/runs",
        lambda b: b["total_count"] == 8 and b["workflow_runs"][0]["id"] == 6000001008,
    ),
    (
        f"{PAYMENTS}/actions/runs?status=failure&branch=main&per_page=20",
        lambda b: [r["id"] for r in b["workflow_runs"]] == [6000001004],
    ),
    (
        f"{PAYMENTS}/actions/runs?event=pull_request",
        lambda b: [r["id"] for r in b["workflow_runs"]] == [6000001006, 6000001005],
    ),
    (f"{PAYMENTS}/actions/runs/6000001004", lambda b: b["conclusion"] == "failure"),
    (
        f"{PAYMENTS}/actions/runs/6000001004/jobs",
        lambda b: (
            [(j["name"], j["conclusion"]) for j in b["jobs"]]
            == [("build", "success"), ("test", "failure")]
        ),
    ),
    (f"{PAYMENTS}/actions/runs/6000001007/artifacts", lambda b: b["total_count"] == 2),
    (f"{PAYMENTS}/actions/permissions", lambda b: b["allowed_actions"] == "selected"),
    (
        f"{PAYMENTS}/actions/permissions/workflow",
        lambda b: b["default_workflow_permissions"] == "read",
    ),
    (f"{PAYMENTS}/actions/runners", lambda b: b["total_count"] == 2),
    (f"{PAYMENTS}/actions/cache/usage", lambda b: b["active_caches_count"] == 4),
    (f"{PAYMENTS}/commits", lambda b: b[0]["commit"]["message"] == "Release 1.4.0"),
    (
        f"{PAYMENTS}/check-runs/21000010042/annotations",
        lambda b: b[0]["annotation_level"] == "failure",
    ),
    (f"{PAYMENTS}/contents", lambda b: {"README.md", ".github"} <= {e["name"] for e in b}),
    (
        f"{PAYMENTS}/contents/.github/workflows",
        lambda b: [e["name"] for e in b] == ["ci.yml", "java-ci.yml"],
    ),
    (
        "/search/issues?q=repo:acme/payments-api+is:pr+is:open",
        lambda b: (
            b["total_count"] == 2
            and [i["number"] for i in b["items"]] == [8, 7]
            and "pull_request" in b["items"][0]
        ),
    ),
    (
        "/search/issues?q=org:acme+label:bug+state:open",
        lambda b: {i["number"] for i in b["items"]} == {1, 2, 7, 9},
    ),
    (
        "/search/repositories?q=payments",
        lambda b: b["items"][0]["full_name"] == "acme/payments-api",
    ),
    ("/repos/acme/web", lambda b: b["has_wiki"] is False and b["language"] == "TypeScript"),
    (
        "/repos/octocat/hello-world",
        lambda b: b["default_branch"] == "master" and b["forks_count"] == 2,
    ),
]


@pytest.fixture(scope="module")
def reader() -> Iterator[GitHubStandIn]:
    """One stand-in shared by the read-only checks."""
    with GitHubStandIn() as standin:
        yield standin


@pytest.mark.parametrize(("path", "check"), READS, ids=[p for p, _ in READS])
def test_rest_reads(reader: GitHubStandIn, path: str, check: ReadCheck) -> None:
    assert check(get(reader, path))
    assert reader.errors == []


def test_contents_read_is_base64_with_git_blob_sha(github_standin: GitHubStandIn) -> None:
    body = get(github_standin, f"{PAYMENTS}/contents/README.md")
    data = base64.b64decode(body["content"])
    assert data.startswith(b"# payments-api")
    assert body["sha"] == blob_sha(data) and body["encoding"] == "base64"


# ---- REST: errors ------------------------------------------------------------------------


def test_bad_and_missing_tokens_get_401(github_standin: GitHubStandIn) -> None:
    expected = {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}
    for token in (None, "ghp_wrongwrongwrongwrongwrongwrongwrong00"):
        status, _, body = call(github_standin, "GET", "/user", token=token)
        assert (status, body) == (401, expected)


def test_echo_token_in_errors() -> None:
    with GitHubStandIn(echo_token_in_errors=True) as standin:
        status, _, body = call(standin, "GET", "/user", token=LEAKY)
    assert status == 401 and LEAKY in body["message"]


def test_extra_tokens_authenticate_other_users() -> None:
    tokens = {DEFAULT_TOKEN: "octocat", "ghp_hubot000000000000000000000000000000": "hubot"}
    with GitHubStandIn(tokens=tokens) as standin:
        assert get(standin, "/user")["login"] == "octocat"
        status, _, body = call(
            standin, "GET", "/user", token="ghp_hubot000000000000000000000000000000"
        )
        assert body["login"] == "hubot"
        status, _, body = call(
            standin, "DELETE", "/repos/acme/web", token="ghp_hubot000000000000000000000000000000"
        )
        assert (status, body["message"]) == (403, "Must have admin rights to Repository.")


@pytest.mark.parametrize(
    "path",
    [
        "/nope",
        "/repos/acme/nope",
        "/repos/acme/payments-api/bogus",
        "/orgs/octocat/teams",
        "/repos/octocat/hello-world/releases/latest",
        f"{PAYMENTS}/issues/999",
    ],
)
def test_not_found_body(github_standin: GitHubStandIn, path: str) -> None:
    assert call(github_standin, "GET", path)[::2] == (
        404,
        {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"},
    )


def test_create_repo_name_taken_is_422(github_standin: GitHubStandIn) -> None:
    status, _, body = call(github_standin, "POST", "/user/repos", {"name": "hello-world"})
    assert status == 422
    assert body["message"] == "Repository creation failed."
    assert body["errors"] == [
        {
            "resource": "Repository",
            "code": "custom",
            "field": "name",
            "message": "name already exists on this account",
        }
    ]


def test_contents_put_refusals(github_standin: GitHubStandIn) -> None:
    path = f"{PAYMENTS}/contents/README.md"
    status, _, body = call(github_standin, "PUT", path, {"message": "m", "content": "c2VlZA=="})
    assert status == 422 and body["message"] == 'Invalid request.\n\n"sha" wasn\'t supplied.'
    status, _, body = call(
        github_standin, "PUT", path, {"message": "m", "content": "c2VlZA==", "sha": "0" * 40}
    )
    assert status == 409 and "does not match" in body["message"]


def test_wrongly_typed_body_is_422(github_standin: GitHubStandIn) -> None:
    status, _, body = call(github_standin, "PATCH", PAYMENTS, {"has_wiki": "true"})
    assert status == 422 and "is not a boolean" in body["message"]


# ---- REST: stateful writes ---------------------------------------------------------------


def test_created_issue_is_read_back(github_standin: GitHubStandIn) -> None:
    status, _, issue = call(
        github_standin,
        "POST",
        f"{PAYMENTS}/issues",
        {"title": "Bug", "body": "found via runtime", "labels": ["bug"]},
    )
    assert status == 201 and issue["number"] == 11
    again = get(github_standin, f"{PAYMENTS}/issues/11")
    assert (again["title"], again["body"], again["labels"][0]["name"]) == (
        "Bug",
        "found via runtime",
        "bug",
    )
    status, _, second = call(github_standin, "POST", f"{PAYMENTS}/issues", {"title": "Two"})
    assert second["number"] == 12 and second["id"] == issue["id"] + 1


def test_repo_create_patch_delete(github_standin: GitHubStandIn) -> None:
    status, _, repo = call(
        github_standin,
        "POST",
        "/user/repos",
        {"name": "made", "private": True, "description": "d", "auto_init": True},
    )
    assert status == 201 and repo["full_name"] == "octocat/made" and repo["private"] is True
    assert get(github_standin, "/repos/octocat/made/readme")["name"] == "README.md"
    status, _, patched = call(
        github_standin,
        "PATCH",
        "/repos/octocat/made",
        {"description": "updated via runtime", "has_wiki": False, "archived": True},
    )
    assert status == 200 and patched["description"] == "updated via runtime"
    assert get(github_standin, "/repos/octocat/made")["archived"] is True
    status, _, _ = call(
        github_standin, "PUT", "/repos/octocat/made/contents/x", {"message": "m", "content": "eA=="}
    )
    assert status == 403
    assert call(github_standin, "DELETE", "/repos/octocat/made")[0] == 204
    assert call(github_standin, "GET", "/repos/octocat/made")[0] == 404


def test_file_create_then_compare_and_set(github_standin: GitHubStandIn) -> None:
    path = f"{PAYMENTS}/contents/src/main/resources/.gitkeep"
    status, _, created = call(
        github_standin, "PUT", path, {"message": "Seed", "content": "c2VlZA=="}
    )
    assert status == 201 and created["content"]["sha"] == blob_sha(b"seed")
    assert len(created["commit"]["sha"]) == 40
    read = get(github_standin, path.replace("/contents/", "/contents/", 1))
    assert base64.b64decode(read["content"]) == b"seed"
    new = base64.b64encode(b"updated").decode()
    status, _, updated = call(
        github_standin, "PUT", path, {"message": "Update", "content": new, "sha": blob_sha(b"seed")}
    )
    assert status == 200 and updated["content"]["sha"] == blob_sha(b"updated")
    head = get(github_standin, f"{PAYMENTS}/branches/main")["commit"]["sha"]
    assert head == updated["commit"]["sha"]
    status, _, _ = call(
        github_standin,
        "PUT",
        f"{PAYMENTS}/contents/x.txt",
        {"message": "m", "content": new, "branch": "develop"},
    )
    assert status == 201
    assert call(github_standin, "GET", f"{PAYMENTS}/contents/x.txt")[0] == 404
    assert get(github_standin, f"{PAYMENTS}/contents/x.txt?ref=develop")["name"] == "x.txt"


def test_release_topics_protection_team_and_actions_writes(github_standin: GitHubStandIn) -> None:
    s = github_standin
    status, _, rel = call(
        s,
        "POST",
        f"{PAYMENTS}/releases",
        {"tag_name": "v1.6.0", "name": "v1.6.0", "generate_release_notes": True, "draft": False},
    )
    assert status == 201 and "What's Changed" in rel["body"]
    assert get(s, f"{PAYMENTS}/releases/latest")["tag_name"] == "v1.6.0"
    assert call(s, "POST", f"{PAYMENTS}/releases", {"tag_name": "v1.6.0"})[0] == 422
    notes = call(
        s,
        "POST",
        f"{PAYMENTS}/releases/generate-notes",
        {"tag_name": "v1.7.0", "previous_tag_name": "v1.6.0"},
    )[2]
    assert notes["name"] == "v1.7.0" and "v1.6.0...v1.7.0" in notes["body"]
    assert call(s, "PUT", f"{PAYMENTS}/topics", {"names": ["a", "b"]})[2] == {"names": ["a", "b"]}
    status, _, prot = call(
        s,
        "PUT",
        f"{PAYMENTS}/branches/develop/protection",
        {
            "required_pull_request_reviews": {"required_approving_review_count": 2},
            "enforce_admins": True,
            "restrictions": None,
            "required_status_checks": None,
        },
    )
    assert status == 200 and prot["enforce_admins"]["enabled"] is True
    assert (
        call(s, "PUT", "/orgs/acme/teams/frontend/repos/acme/payments-api", {"permission": "push"})[
            0
        ]
        == 204
    )
    assert "frontend" in {t["slug"] for t in get(s, f"{PAYMENTS}/teams")}
    assert call(s, "PUT", f"{PAYMENTS}/actions/workflows/161336/disable")[0] == 204
    assert get(s, f"{PAYMENTS}/actions/workflows/161336")["state"] == "disabled_manually"
    assert call(s, "PUT", f"{PAYMENTS}/actions/workflows/java-ci.yml/enable")[0] == 204
    assert call(s, "POST", f"{PAYMENTS}/actions/runs/6000001004/rerun-failed-jobs")[0] == 201
    run = get(s, f"{PAYMENTS}/actions/runs/6000001004")
    assert (run["status"], run["run_attempt"]) == ("queued", 2)
    status, _, _ = call(
        s,
        "POST",
        f"{PAYMENTS}/actions/workflows/161335/dispatches",
        {"ref": "main", "inputs": {"environment": "production"}},
    )
    assert status == 204
    newest = get(s, f"{PAYMENTS}/actions/runs")["workflow_runs"][0]
    assert (newest["event"], newest["status"], newest["workflow_id"]) == (
        "workflow_dispatch",
        "queued",
        161335,
    )
    status, _, body = call(
        s,
        "POST",
        f"{PAYMENTS}/actions/workflows/161335/dispatches",
        {"ref": "main", "inputs": {"nope": "1"}},
    )
    assert status == 422 and body["message"] == 'Unexpected inputs provided: ["nope"]'


def test_state_is_deterministic_across_instances() -> None:
    def snapshot() -> str:
        with GitHubStandIn() as standin:
            call(standin, "POST", f"{PAYMENTS}/issues", {"title": "x"})
            bodies = [
                get(standin, p)
                for p in (
                    "/user/repos?per_page=100",
                    f"{PAYMENTS}/issues",
                    f"{PAYMENTS}/actions/runs",
                )
            ]
            return json.dumps(bodies).replace(standin.url, "BASE")

    assert snapshot() == snapshot()


def test_writes_stay_in_the_instance_that_made_them() -> None:
    """Two stand-ins at once and a seed given to one: a write changes only its own state,
    never the other instance's (both built from the default seed) nor the seed passed in."""
    seed = Seed()
    with GitHubStandIn(seed=seed) as given, GitHubStandIn() as first, GitHubStandIn() as second:
        for standin in (given, first):
            status, _, _ = call(standin, "POST", f"{PAYMENTS}/issues", {"title": "mine alone"})
            assert status == 201
            patched, _, _ = call(standin, "PATCH", PAYMENTS, {"description": "changed"})
            assert patched == 200
        titles = [issue["title"] for issue in get(second, f"{PAYMENTS}/issues")]
        assert "mine alone" not in titles and titles
        assert get(second, PAYMENTS)["description"] != "changed"
        assert "mine alone" in [issue["title"] for issue in get(first, f"{PAYMENTS}/issues")]
    assert seed == Seed()


def test_custom_seed() -> None:
    seed = Seed()
    seed.repos = [r for r in seed.repos if r.full_name == "octocat/hello-world"]
    with GitHubStandIn(seed=seed) as standin:
        assert [r["full_name"] for r in get(standin, "/user/repos")] == ["octocat/hello-world"]


# ---- proxy use ---------------------------------------------------------------------------


def test_absolute_form_requests_are_served_as_github(github_standin: GitHubStandIn) -> None:
    host, port = github_standin.proxy_url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    conn.request(
        "GET",
        "http://api.github.localhost/repos/acme/web/issues?per_page=1",
        headers={"Authorization": f"token {DEFAULT_TOKEN}", "Host": "api.github.localhost"},
    )
    response = conn.getresponse()
    body = json.loads(response.read())
    conn.close()
    assert response.status == 200
    assert body[0]["url"].startswith("http://api.github.localhost/repos/acme/web/issues/")
    assert "<http://api.github.localhost/repos/acme/web/issues?" in response.headers["Link"]
    recorded = github_standin.requests[-1]
    assert (recorded.via_proxy, recorded.host, recorded.path) == (
        True,
        "api.github.localhost",
        "/repos/acme/web/issues",
    )


def test_tunnels_are_refused(github_standin: GitHubStandIn) -> None:
    host, port = github_standin.proxy_url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(b"CONNECT api.github.com:443 HTTP/1.1\r\nHost: api.github.com:443\r\n\r\n")
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 405") and b"does not tunnel" in answer


def test_requests_are_recorded(github_standin: GitHubStandIn) -> None:
    call(github_standin, "POST", f"{PAYMENTS}/issues", {"title": "recorded"})
    recorded = github_standin.requests_to(f"{PAYMENTS}/issues", "POST")[0]
    assert recorded.json == {"title": "recorded"} and recorded.status == 201
    assert recorded.header("authorization") == f"Bearer {DEFAULT_TOKEN}"
    assert recorded.login == "octocat" and not recorded.via_proxy


# ---- GraphQL -----------------------------------------------------------------------------

SUMMARY = """query($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    nameWithOwner description url isPrivate isArchived stargazerCount forkCount
    defaultBranchRef { name } issues(states: OPEN) { totalCount }
    pullRequests(states: OPEN) { totalCount } latestRelease { name tagName publishedAt }
    primaryLanguage { name } updatedAt
  }
  viewer { login }
}"""


def test_graphql_repo_summary(github_standin: GitHubStandIn) -> None:
    body = graphql(github_standin, SUMMARY, {"owner": "acme", "name": "payments-api"})
    assert "errors" not in body
    assert body["data"] == {
        "viewer": {"login": "octocat"},
        "repository": {
            "nameWithOwner": "acme/payments-api",
            "description": "Payment processing service",
            "url": "https://github.com/acme/payments-api",
            "isPrivate": True,
            "isArchived": False,
            "stargazerCount": 42,
            "forkCount": 0,
            "defaultBranchRef": {"name": "main"},
            "issues": {"totalCount": 4},
            "pullRequests": {"totalCount": 2},
            "latestRelease": {
                "name": "v1.4.0",
                "tagName": "v1.4.0",
                "publishedAt": "2024-04-02T15:05:00Z",
            },
            "primaryLanguage": {"name": "Java"},
            "updatedAt": "2024-04-30T10:00:00Z",
        },
    }


def test_graphql_user_query_with_variables(github_standin: GitHubStandIn) -> None:
    query = (
        "query($owner:String!,$name:String!){ repository(owner:$owner,name:$name){ "
        "mentionableUsers(first:10){ totalCount nodes { login } } } }"
    )
    body = graphql(github_standin, query, {"owner": "acme", "name": "payments-api"})
    users = body["data"]["repository"]["mentionableUsers"]
    assert users["totalCount"] == 4
    assert [n["login"] for n in users["nodes"]] == ["defunkt", "hubot", "monalisa", "octocat"]


def test_graphql_errors_in_githubs_shape(github_standin: GitHubStandIn) -> None:
    body = graphql(github_standin, '{ repository(owner: "x", name: "y") { name } }')
    assert body["data"] == {"repository": None}
    assert body["errors"][0]["type"] == "NOT_FOUND"
    assert body["errors"][0]["path"] == ["repository"]
    assert body["errors"][0]["message"] == "Could not resolve to a Repository with the name 'x/y'."
    body = graphql(github_standin, "{ viewer { nope } }")
    assert "data" not in body
    assert body["errors"][0]["message"] == "Field 'nope' doesn't exist on type 'User'"
    body = graphql(github_standin, "{ viewer { repositories(first: 101) { totalCount } } }")
    assert body["errors"][0]["type"] == "EXCESSIVE_PAGINATION"


def test_graphql_pagination_and_mutation(github_standin: GitHubStandIn) -> None:
    query = """query($c: String) { repository(owner: "octocat", name: "hello-world") {
      id issues(first: 20, after: $c, states: OPEN) {
        totalCount nodes { number } pageInfo { hasNextPage endCursor } } } }"""
    page = graphql(github_standin, query)["data"]["repository"]
    assert page["issues"]["totalCount"] == 28 and page["issues"]["pageInfo"]["hasNextPage"]
    rest = graphql(github_standin, query, {"c": page["issues"]["pageInfo"]["endCursor"]})
    issues = rest["data"]["repository"]["issues"]
    assert len(issues["nodes"]) == 8 and not issues["pageInfo"]["hasNextPage"]
    seen = [n["number"] for n in page["issues"]["nodes"] + issues["nodes"]]
    assert len(set(seen)) == 28 and 5 not in seen
    created = graphql(
        github_standin,
        "mutation($id: ID!) { createIssue(input: {repositoryId: "
        '$id, title: "via graphql"}) { issue { number url } } }',
        {"id": page["id"]},
    )
    number = created["data"]["createIssue"]["issue"]["number"]
    assert (
        get(github_standin, f"/repos/octocat/hello-world/issues/{number}")["title"] == "via graphql"
    )


# ---- the real gh through the proxy -------------------------------------------------------


def gh_ok(gh: GhRunner, *args: str) -> str:
    """Run gh, expecting success and that the stand-in answered every request it made."""
    before = len(gh.standin.requests)
    proc = gh(*args)
    assert proc.returncode == 0, (args, proc.stdout, proc.stderr)
    failed = [(r.method, r.path, r.status) for r in gh.standin.requests[before:] if r.status >= 400]
    assert failed == [], failed
    return str(proc.stdout)


def test_gh_api_user(gh: GhRunner) -> None:
    assert json.loads(gh_ok(gh, "api", "/user"))["login"] == "octocat"
    recorded = gh.standin.requests_to("/user")[0]
    assert recorded.via_proxy and recorded.host == "api.github.localhost"
    assert recorded.header("Authorization") == f"token {DEFAULT_TOKEN}"


def test_gh_pr_list(gh: GhRunner) -> None:
    out = gh_ok(gh, "pr", "list", "--repo", "acme/payments-api")
    assert "Fix retry backoff" in out and "Spike: async settlement" in out
    rows = json.loads(
        gh_ok(
            gh,
            "pr",
            "list",
            "--repo",
            "acme/payments-api",
            "--limit",
            "10",
            "--state",
            "all",
            "--json",
            "number,title,state,author",
        )
    )
    assert [r["number"] for r in rows] == [8, 7, 10, 6]
    assert rows[1]["author"]["login"] == "monalisa"
    found = json.loads(
        gh_ok(
            gh, "pr", "list", "--repo", "acme/payments-api", "--search", "retry", "--json", "number"
        )
    )
    assert found == [{"number": 7}]
    assert gh.standin.requests[-1].operation == "PullRequestSearch"


def test_gh_pr_view(gh: GhRunner) -> None:
    out = gh_ok(gh, "pr", "view", "7", "--repo", "acme/payments-api")
    assert "Fix retry backoff" in out and "hubot (Approved)" in out
    fields = (
        "number,title,state,url,isDraft,mergeable,mergeStateStatus,reviewDecision,statusCheckRollup"
    )
    pr = json.loads(gh_ok(gh, "pr", "view", "7", "--repo", "acme/payments-api", "--json", fields))
    assert (pr["number"], pr["state"], pr["isDraft"], pr["mergeable"]) == (
        7,
        "OPEN",
        False,
        "MERGEABLE",
    )
    assert (pr["mergeStateStatus"], pr["reviewDecision"]) == ("UNSTABLE", "APPROVED")
    assert pr["url"] == "https://github.com/acme/payments-api/pull/7"
    checks = {(c["workflowName"], c["name"], c["conclusion"]) for c in pr["statusCheckRollup"]}
    assert ("Java CI", "build", "FAILURE") in checks and ("CI", "test", "SUCCESS") in checks


def test_gh_pr_create(gh: GhRunner) -> None:
    out = gh_ok(
        gh,
        "pr",
        "create",
        "--repo",
        "acme/payments-api",
        "--title",
        "Feature flags",
        "--body",
        "Adds flags",
        "--base",
        "main",
        "--head",
        "feature",
    )
    assert out.strip() == "https://github.com/acme/payments-api/pull/11"
    pr = json.loads(
        gh_ok(
            gh,
            "pr",
            "view",
            "11",
            "--repo",
            "acme/payments-api",
            "--json",
            "number,title,state,url,headRefName",
        )
    )
    assert (pr["title"], pr["state"], pr["headRefName"]) == ("Feature flags", "OPEN", "feature")
    again = gh(
        "pr",
        "create",
        "--repo",
        "acme/payments-api",
        "--title",
        "x",
        "--body",
        "y",
        "--base",
        "main",
        "--head",
        "feature",
    )
    assert again.returncode != 0 and "already exists" in again.stderr


def test_gh_issue_create_then_list(gh: GhRunner) -> None:
    out = gh_ok(
        gh,
        "issue",
        "create",
        "--repo",
        "acme/payments-api",
        "--title",
        "Bug",
        "--body",
        "found via runtime",
    )
    assert out.strip() == "https://github.com/acme/payments-api/issues/11"
    listed = gh_ok(
        gh, "issue", "list", "--repo", "acme/payments-api", "--limit", "5", "--state", "open"
    )
    assert listed.splitlines()[0].startswith("11\tOPEN\tBug")
    closed = gh_ok(gh, "issue", "list", "--repo", "acme/payments-api", "--state", "closed")
    assert [line.split("\t")[0] for line in closed.splitlines()] == ["4", "1"]
    issue = json.loads(
        gh_ok(
            gh,
            "issue",
            "view",
            "11",
            "--repo",
            "acme/payments-api",
            "--json",
            "title,body,state,author",
        )
    )
    assert issue == {
        "title": "Bug",
        "body": "found via runtime",
        "state": "OPEN",
        "author": {
            "id": issue["author"]["id"],
            "is_bot": False,
            "login": "octocat",
            "name": "The Octocat",
        },
    }


def test_gh_run_list(gh: GhRunner) -> None:
    out = gh_ok(gh, "run", "list", "--repo", "acme/payments-api")
    assert "6000001008" in out and "Java CI" in out
    runs = json.loads(
        gh_ok(
            gh,
            "run",
            "list",
            "--repo",
            "acme/payments-api",
            "--limit",
            "3",
            "--branch",
            "main",
            "--json",
            "databaseId,status,conclusion,workflowName,event",
        )
    )
    assert [r["databaseId"] for r in runs] == [6000001008, 6000001007, 6000001004]
    assert runs[2]["conclusion"] == "failure" and runs[0]["status"] == "in_progress"


@pytest.mark.parametrize(
    ("flag", "value", "expected"),
    [("--status", "failure", "6000001004"), ("--event", "schedule", "6000001002")],
)
def test_gh_run_list_filters(gh: GhRunner, flag: str, value: str, expected: str) -> None:
    proc = gh("run", "list", "--repo", "acme/payments-api", flag, value)
    if proc.returncode != 0:  # gh 2.23 predates these flags
        assert f"unknown flag: {flag}" in proc.stderr
    else:
        assert expected in proc.stdout


def test_gh_run_view(gh: GhRunner) -> None:
    out = gh_ok(gh, "run", "view", "6000001004", "--repo", "acme/payments-api")
    assert "JOBS" in out and "Run tests" in out and "expected: <200> but was: <500>" in out
    run = json.loads(
        gh_ok(
            gh,
            "run",
            "view",
            "6000001004",
            "--repo",
            "acme/payments-api",
            "--json",
            "status,conclusion,jobs",
        )
    )
    assert (run["status"], run["conclusion"]) == ("completed", "failure")
    assert [(j["name"], j["conclusion"]) for j in run["jobs"]] == [
        ("build", "success"),
        ("test", "failure"),
    ]
    logs = gh_ok(gh, "run", "view", "6000001004", "--repo", "acme/payments-api", "--log-failed")
    assert "test\tRun tests\t" in logs and "AssertionFailedError" in logs


def test_gh_workflow_list_and_run(gh: GhRunner) -> None:
    out = gh_ok(gh, "workflow", "list", "--repo", "acme/payments-api")
    assert out.splitlines() == ["CI\tactive\t161335", "Java CI\tactive\t161336"]
    gh_ok(
        gh,
        "workflow",
        "run",
        "ci.yml",
        "--repo",
        "acme/payments-api",
        "--ref",
        "main",
        "-f",
        "environment=production",
    )
    dispatch = gh.standin.requests_to(f"{PAYMENTS}/actions/workflows/161335/dispatches")[0]
    assert dispatch.json == {"ref": "main", "inputs": {"environment": "production"}}
    runs = json.loads(
        gh_ok(
            gh,
            "run",
            "list",
            "--repo",
            "acme/payments-api",
            "--limit",
            "1",
            "--json",
            "event,status,workflowName",
        )
    )
    assert runs == [{"event": "workflow_dispatch", "status": "queued", "workflowName": "CI"}]
    bad = gh(
        "workflow", "run", "ci.yml", "--repo", "acme/payments-api", "--ref", "main", "-f", "bogus=1"
    )
    assert bad.returncode != 0 and "Unexpected inputs provided" in bad.stderr


def test_gh_errors(gh: GhRunner) -> None:
    missing = gh("issue", "list", "--repo", "acme/nope")
    assert missing.returncode != 0
    assert "Could not resolve to a Repository with the name 'acme/nope'" in missing.stderr
    denied = gh("api", "/user", token="ghp_wrongwrongwrongwrongwrongwrongwrong00")
    assert denied.returncode != 0 and "Bad credentials" in denied.stderr
    assert gh.standin.errors == []


def test_missing_gh_fails_under_ci_and_skips_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("support.github_standin.fixtures.find_gh", lambda: None)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception):
        require_gh()
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception):
        require_gh()
