"""Issue 14 item 8: list-shaped GitHub results are compact tables in text mode.

The tables show the fields gh shows by default; a long list is cut in text mode
with the count and a pointer to `--output json`, which always has everything.
A stand-in organisation of 130 repositories also shows pagination over five pages.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env, write_steps
from support.github_standin import GitHubStandIn
from support.github_standin.seed import Seed, generated_acme_repos

BIG = 130


@pytest.fixture
def big_org(runtime: Any) -> Iterator[Any]:
    """`runtime` against a stand-in whose acme holds 130 repositories."""
    with GitHubStandIn(seed=Seed(repos=generated_acme_repos(BIG))) as standin:

        def run(*args: str) -> Any:
            return runtime(*args, env=runtime_env(standin))

        run.standin = standin  # type: ignore[attr-defined]
        yield run


def test_repo_list_is_a_table_with_gh_columns(github_runtime: Any) -> None:
    text = github_runtime("github", "repo", "list", "acme")
    assert text.code == 0, text
    lines = text.stdout.splitlines()
    assert lines[0].split() == ["NAME", "DESCRIPTION", "VISIBILITY", "UPDATED"]
    assert len(lines) == 1 + 45  # one row per repository, no JSON
    row = next(line for line in lines if line.startswith("acme/service-43 "))
    assert "Generated service 43" in row and "{" not in text.stdout


def test_gh_json_fields_become_the_columns(github_runtime: Any, needs_gh: str) -> None:
    text = github_runtime(
        "github", "pr", "list", "--repo", "acme/payments-api", "--json", "number,title,state"
    )
    assert text.code == 0, text
    lines = text.stdout.splitlines()
    assert lines[0].split() == ["NUMBER", "STATE", "TITLE"]  # gh's own key order
    assert lines[1].split()[:2] == ["8", "OPEN"] and "Fix retry backoff" in text.stdout


def test_a_long_list_is_cut_in_text_with_the_count_and_json_has_all(big_org: Any) -> None:
    text = big_org("github", "repo", "list", "acme")
    assert text.code == 0, text
    lines = text.stdout.splitlines()
    assert len(lines) == 1 + 50 + 1
    assert lines[-1] == f"… {BIG - 50} more ({BIG} in all): --output json prints every item"
    doc = big_org("--output", "json", "github", "repo", "list", "acme").json
    assert len(doc["output"]) == BIG and doc["diagnostics"] == []
    pages = [r.query.get("page", ["1"])[0] for r in big_org.standin.requests_to("/orgs/acme/repos")]
    assert pages == ["1", "2", "3", "4", "5"] * 2  # five pages of 30, for each of the two runs


def test_the_same_table_for_a_capability_step(github_runtime: Any, tmp_path: Path) -> None:
    cap = write_steps(tmp_path, "repos.md", [("github", ["repo", "list", "acme"])])
    text = github_runtime("capability", "execute", str(cap))
    assert text.code == 0, text
    assert "    NAME " in text.stdout and "    acme/service-01 " in text.stdout
    assert len(text.stdout.splitlines()) < 60


def test_files_list_has_a_type_column(runtime: Any, work: Path) -> None:
    (work / "sub").mkdir()
    (work / "a.txt").write_text("abc")
    lines = runtime("files", "list", ".").stdout.splitlines()
    assert lines[0].split() == ["NAME", "TYPE", "SIZE"]
    assert lines[1].split() == ["a.txt", "file", "3"]
    assert lines[2].split()[:2] == ["sub/", "dir"]


def test_a_long_json_payload_is_cut_in_text_with_the_count(big_org: Any) -> None:
    query = (
        'query { organization(login: "acme") '
        "{ repositories(first: 100) { nodes { name description } } } }"
    )
    text = big_org("github", "graphql", query)
    assert text.code == 0, text
    lines = text.stdout.splitlines()
    assert len(lines) == 201
    total = int(lines[-1].split("(")[1].split()[0])
    assert total > 400
    assert lines[-1] == (
        f"… {total - 200} more lines ({total} in all): --output json prints the whole payload"
    )
    doc = big_org("--output", "json", "github", "graphql", query).json
    assert len(doc["output"]["organization"]["repositories"]["nodes"]) == 100
