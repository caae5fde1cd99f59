"""Issue 27 item 7: GitHub text like gh, and gh's --json/--jq for every GitHub operation.

gh-backed lists are gh's tables on a terminal (gh's own tab-separated lines when not, as gh
does); view, create and put say what they did in a few lines, not a screen of JSON; an
answer of unknown shape is no table of URLs; `--json FIELDS` and `--jq EXPR` work for the
REST and GraphQL operations too, with the real jq.
"""

from __future__ import annotations

import json
import os
import pty
from pathlib import Path
from typing import Any

from support.cli import RUNTIME, clean_env


def on_terminal(home: Path, cwd: Path, env: dict[str, str], *args: str) -> str:
    """What `runtime ARGS` writes when its output is a terminal (a pty), as text."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: its stdout is the pty (stderr, the Home's notes, goes nowhere)
        os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
        os.chdir(cwd)
        os.execve(RUNTIME, [RUNTIME, *args], clean_env(home, **env))
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the child closed the pty
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.waitpid(pid, 0)
    return b"".join(chunks).decode().replace("\r\n", "\n")


def test_a_gh_list_is_a_table_on_a_terminal_and_tsv_when_piped(
    github_runtime: Any, github_env: Any, home: Path, work: Path, needs_gh: str
) -> None:
    words = ("github", "pr", "list", "--repo", "acme/payments-api")
    shown = on_terminal(home, work, github_env.env, *words)
    lines = shown.splitlines()
    assert lines[0].split() == ["ID", "TITLE", "BRANCH", "STATE", "CREATED", "AT"], shown
    assert "\t" not in shown
    row = next(line for line in lines if line.startswith("7 "))
    assert row.index("Fix retry backoff") == lines[0].index("TITLE")  # aligned under it
    piped = github_runtime(*words)
    assert piped.code == 0, piped
    assert piped.stdout.splitlines()[1].split("\t")[:2] == ["7", "Fix retry backoff"]


def test_repo_view_is_a_short_summary(github_runtime: Any) -> None:
    run = github_runtime("github", "repo", "view", "acme/web")
    assert run.code == 0, run
    lines = run.stdout.splitlines()
    assert lines[0] == "acme/web" and lines[-1] == "https://github.com/acme/web"
    assert len(lines) <= 5 and "{" not in run.stdout
    assert "default branch main" in run.stdout


def test_repo_create_says_what_it_created(github_runtime: Any) -> None:
    run = github_runtime("github", "repo", "create", "name=fresh")
    assert run.code == 0, run
    assert run.stdout.splitlines() == [
        "✓ created octocat/fresh",
        "https://github.com/octocat/fresh",
    ]


def test_file_put_says_what_it_wrote(github_runtime: Any) -> None:
    run = github_runtime(
        "github", "file", "put", "acme/web", "docs/new.md", "message=add", "content=hello"
    )
    assert run.code == 0, run
    first, url = run.stdout.splitlines()
    assert first.startswith("✓ wrote docs/new.md (commit ") and url.endswith("/docs/new.md")


def test_api_get_of_a_list_is_no_table_of_urls(github_runtime: Any) -> None:
    run = github_runtime("github", "api", "GET", "/repos/acme/web/issues")
    assert run.code == 0, run
    header = run.stdout.splitlines()[0].split()
    assert header[:3] == ["NUMBER", "TITLE", "STATE"], run.stdout
    assert not [column for column in header if column.endswith("URL")]


def test_json_fields_for_a_rest_list(github_runtime: Any) -> None:
    run = github_runtime("--output", "json", "github", "repo", "list", "acme",
                         "--json", "name,visibility")  # fmt: skip
    assert run.code == 0, run
    items = run.json["output"]
    assert items[0] == {"name": "web", "visibility": "public"}
    assert all(list(item) == ["name", "visibility"] for item in items)
    text = github_runtime("github", "repo", "list", "acme", "--json", "name,visibility")
    assert text.stdout.splitlines()[0].split() == ["NAME", "VISIBILITY"]


def test_an_unknown_json_field_names_the_fields_there_are(github_runtime: Any) -> None:
    run = github_runtime("github", "repo", "view", "acme/web", "--json", "nam")
    assert run.code == 2, run
    assert 'unknown JSON field "nam"' in run.stderr and "full_name" in run.stderr


def test_jq_for_rest_graphql_and_summary_operations(github_runtime: Any) -> None:
    listed = github_runtime("github", "repo", "list", "acme", "--jq", ".[0:2][].full_name")
    assert listed.stdout == "acme/web\nacme/payments-api\n", listed
    viewer = github_runtime("github", "graphql", "query { viewer { login } }", "--jq",
                            ".viewer.login")  # fmt: skip
    assert viewer.stdout == "octocat\n", viewer
    summary = github_runtime("github", "repo", "summary", "acme/web", "--jq",
                             "{name: .nameWithOwner, release: .latestRelease.tagName}")  # fmt: skip
    assert json.loads(summary.stdout) == {"name": "acme/web", "release": "v2.0.0"}


def test_jq_is_the_real_jq(github_runtime: Any) -> None:
    """Builtins a hand-written subset would lack: group_by, @tsv, limit, path expressions."""
    program = (
        "[group_by(.visibility)[] | {(.[0].visibility): length}] | add | to_entries[] "
        "| [.key, .value] | @tsv"
    )
    run = github_runtime("github", "repo", "list", "acme", "--jq", program)
    assert run.code == 0, run
    counts = dict(line.split("\t") for line in run.stdout.splitlines())
    assert counts == {"private": "15", "public": "30"}
    limited = github_runtime("github", "repo", "list", "acme", "--jq", "limit(1; .[].name)")
    assert limited.stdout == "web\n"
    paths = github_runtime("github", "user", "get", "--jq", '[paths(type == "number")] | length')
    assert int(paths.stdout) > 5


def test_jq_and_json_pass_to_gh_for_gh_operations(github_runtime: Any, needs_gh: str) -> None:
    run = github_runtime("github", "pr", "list", "--repo", "acme/payments-api",
                         "--json", "number", "--jq", ".[].number")  # fmt: skip
    assert run.code == 0, run
    assert run.stdout.split() == ["8", "7"]


def test_a_jq_program_that_loads_modules_is_refused(github_runtime: Any) -> None:
    run = github_runtime("github", "user", "get", "--jq", 'import "x" as x; .')
    assert run.code == 1, run
    assert "imports or includes modules" in run.stderr


def test_jq_sees_neither_the_token_nor_the_runtimes_environment(
    github_runtime: Any, github_env: Any
) -> None:
    run = github_runtime("github", "user", "get", "--jq", "$ENV", env={"SECRET_THING": "s3"})
    assert run.code == 0, run
    seen = json.loads(run.stdout)
    assert "RUNTIME_GITHUB_TOKEN" not in seen and "SECRET_THING" not in seen
    assert github_env.standin.token not in run.stdout


def test_jq_output_past_the_wrappers_bound_is_refused_not_cut(github_runtime: Any) -> None:
    run = github_runtime("github", "user", "get", "--jq", "range(3000000)")
    assert run.code == 1, run.code
    assert "more than the wrapper keeps" in run.stderr
    assert run.stdout == ""
