"""Issue 14 item 9: REST lists follow Link rel="next" up to a limit, and a cut list says so.

The stand-in's organisation `acme` holds 45 repositories: two pages at GitHub's
default of 30 per page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from providers.github.standin_env import write_steps
from support.github_standin import GitHubStandIn


def pages_sent(standin: GitHubStandIn) -> list[str]:
    return [r.query.get("page", ["1"])[0] for r in standin.requests_to("/orgs/acme/repos")]


def test_every_page_is_collected(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = github_runtime("--output", "json", "github", "repo", "list", "acme")
    assert run.code == 0, run
    names = [repo["full_name"] for repo in run.json["output"]]
    assert len(names) == 45 and len(set(names)) == 45
    assert pages_sent(github_standin) == ["1", "2"]
    assert run.json["diagnostics"] == []  # nothing was cut
    text = github_runtime("github", "repo", "list", "acme")
    assert "truncated" not in text.stdout + text.stderr


def test_a_limit_cuts_the_list_and_says_so_in_json_and_text(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = github_runtime(
        "--output", "json", "github", "repo", "list", "acme", "per_page=10", "limit=25"
    )
    assert run.code == 0, run
    assert len(run.json["output"]) == 25
    assert pages_sent(github_standin) == ["1", "2", "3"]
    assert all("limit" not in r.query for r in github_standin.requests)  # not sent to GitHub
    warning = run.json["diagnostics"][0]
    assert (warning["code"], warning["severity"]) == ("truncated", "warning")
    assert "limit=25" in warning["message"]
    text = github_runtime("github", "repo", "list", "acme", "limit=40")
    assert text.code == 0
    assert "truncated: the first 40 items (limit=40); pass limit=N to collect more" in text.stdout


def test_a_capability_step_reports_truncated(
    github_runtime: Any, github_standin: GitHubStandIn, tmp_path: Path
) -> None:
    cap = write_steps(tmp_path, "repos.md", [
        ("github", ["repo", "list", "acme", "limit=31"]),
        ("github", ["team", "list", "acme"]),
    ])  # fmt: skip
    doc = github_runtime("--output", "json", "capability", "execute", str(cap)).json
    assert [s["truncated"] for s in doc["steps"]] == [True, False]
    assert len(doc["steps"][0]["output"]) == 31
    text = github_runtime("capability", "execute", str(cap))
    assert "truncated: the list was cut at its limit" in text.stdout


def test_a_bad_limit_is_refused(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = github_runtime("--output", "json", "github", "repo", "list", "acme", "limit=0")
    assert run.code == 2, run
    assert "limit='0'" in run.json["error"]["message"]
    assert not github_standin.requests
