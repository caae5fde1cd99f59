"""`runtime github api METHOD PATH key=value...`: what the stand-in actually receives.

Decision on `name=010`: only canonical integers are coerced (`5`, `-3`, `0`); a
leading zero keeps the text (`010` stays the string "010", as YAML args do),
since zip codes and ids like it lose meaning as numbers.
"""

from __future__ import annotations

from typing import Any

import pytest

from support.github_standin import GitHubStandIn


def body_sent(standin: GitHubStandIn, path: str, method: str) -> Any:
    (sent,) = standin.requests_to(path, method)
    return sent.json


def test_pairs_become_a_typed_json_body(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = github_runtime(
        "github", "api", "PATCH", "/repos/acme/web",
        "private=true", "has_wiki=false", "count=5", "delta=-3", "zero=0", "name=010",
        "homepage=null", "description=a=b", "content=c2VlZA==", "label=true-ish",
    )  # fmt: skip
    assert run.code in (0, 1), run  # the answer does not matter here; the request does
    assert body_sent(github_standin, "/repos/acme/web", "PATCH") == {
        "private": True,
        "has_wiki": False,
        "count": 5,
        "delta": -3,
        "zero": 0,
        "name": "010",
        "homepage": None,
        "description": "a=b",
        "content": "c2VlZA==",
        "label": "true-ish",
    }


def test_bracket_keys_nest_and_append(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    path = "/repos/acme/payments-api/branches/main/protection"
    run = github_runtime(
        "github", "api", "PUT", path,
        "required_pull_request_reviews[required_approving_review_count]=1",
        "required_pull_request_reviews[dismiss_stale_reviews]=true",
        "required_status_checks[strict]=true",
        "required_status_checks[contexts][]=ci/build", "required_status_checks[contexts][]=ci/test",
        "enforce_admins=null", "restrictions=null", "names[]=a", "names[]=b",
    )  # fmt: skip
    assert run.code in (0, 1), run
    assert body_sent(github_standin, path, "PUT") == {
        "required_pull_request_reviews": {
            "required_approving_review_count": 1,
            "dismiss_stale_reviews": True,
        },
        "required_status_checks": {"strict": True, "contexts": ["ci/build", "ci/test"]},
        "enforce_admins": None,
        "restrictions": None,
        "names": ["a", "b"],
    }


def test_post_without_pairs_sends_an_empty_object(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    github_runtime("github", "api", "POST", "/repos/acme/web/forks")
    assert body_sent(github_standin, "/repos/acme/web/forks", "POST") == {}


def test_get_pairs_become_query_parameters_as_text(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    path = "/repos/octocat/hello-world/issues"
    run = github_runtime(
        "--output", "json", "github", "api", "GET", path, "per_page=5", "state=all", "note=a b&c=d"
    )
    assert run.code == 0, run
    (sent,) = github_standin.requests_to(path, "GET")
    assert sent.query == {"per_page": ["5"], "state": ["all"], "note": ["a b&c=d"]}
    assert len(run.json["output"]) == 5


def test_a_query_in_the_path_is_merged_never_doubled(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    path = "/repos/octocat/hello-world/forks"
    run = github_runtime("github", "api", "GET", f"{path}?sort=newest&per_page=20", "per_page=5")
    assert run.code == 0, run
    (sent,) = github_standin.requests_to(path, "GET")
    assert sent.query == {"sort": ["newest"], "per_page": ["5"]}


def test_graphql_pairs_are_typed_variables(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    query = "query($owner: String!, $name: String!, $n: Int!) { repository(owner: $owner, name: $name) { issues(first: $n) { totalCount } } }"
    run = github_runtime(
        "--output", "json", "github", "graphql", query, "owner=acme", "name=payments-api", "n=2"
    )
    assert run.code == 0, run
    (sent,) = github_standin.requests_to("/graphql", "POST")
    assert sent.json == {
        "query": query,
        "variables": {"owner": "acme", "name": "payments-api", "n": 2},
    }


def test_delete_is_denied_by_the_default_policy_and_nothing_is_sent(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("--output", "json", "github", "api", "DELETE", "/repos/acme/web")
    assert run.code == 4, run
    assert run.json["status"] == "denied"
    assert 'providers.github.denied "api DELETE"' in run.json["error"]["message"]
    assert github_standin.requests == []


@pytest.mark.parametrize(
    "path",
    ["https://evil.example/x", "http://api.github.localhost/user", "//evil.example/x", "user"],
)
def test_a_path_that_is_not_relative_to_the_base_url_is_refused(
    path: str, github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("--output", "json", "github", "api", "GET", path)
    assert run.code == 2, run
    assert run.json["error"]["code"] == "usage"
    assert "a path starting with /" in run.json["error"]["message"]
    assert github_standin.requests == []


def test_a_malformed_bracket_key_is_a_usage_error_and_nothing_is_sent(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("github", "api", "POST", "/user/repos", "a[b=1")
    assert run.code == 2, run
    assert "unclosed [" in run.stderr
    assert github_standin.requests == []


def test_header_injection_through_the_path_is_refused(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime("github", "api", "GET", "/user\r\nX-Evil: 1")
    assert run.code != 0, run
    assert all("X-Evil" not in r.headers for r in github_standin.requests)


def test_spaces_in_the_path_are_encoded(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = github_runtime("github", "api", "GET", "/search/issues?q=repo:acme/web is:open")
    (sent,) = github_standin.requests_to("/search/issues")
    assert sent.query == {"q": ["repo:acme/web is:open"]}, run
