"""`file put`: create-only without sha, compare-and-set with it; content is UTF-8 text."""

from __future__ import annotations

import base64
from typing import Any

from support.github_standin import GitHubStandIn, blob_sha

README = b"# web\n\nAcme's public website.\n"  # acme/web's seeded README.md


def put(github_runtime: Any, path: str, *pairs: str) -> Any:
    return github_runtime("--output", "json", "github", "file", "put", "acme/web", path, *pairs)


def test_create_a_new_path_without_sha(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = put(github_runtime, "docs/new.md", "message=add docs", "content=# Docs\n\nünïcode ✓\n")
    assert run.code == 0, run
    (sent,) = github_standin.requests_to("/repos/acme/web/contents/docs/new.md", "PUT")
    assert sent.status == 201
    assert sent.json == {
        "message": "add docs",
        "content": base64.b64encode("# Docs\n\nünïcode ✓\n".encode()).decode(),
    }
    assert run.json["output"]["content"]["sha"] == blob_sha("# Docs\n\nünïcode ✓\n".encode())


def test_update_with_the_blob_sha_of_the_existing_file(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = put(
        github_runtime, "README.md", "message=reword", "content=# web\n", f"sha={blob_sha(README)}"
    )
    assert run.code == 0, run
    (sent,) = github_standin.requests_to("/repos/acme/web/contents/README.md", "PUT")
    assert (sent.status, sent.json["sha"]) == (200, blob_sha(README))
    assert run.json["output"]["content"]["sha"] == blob_sha(b"# web\n")


def test_without_sha_an_existing_path_is_refused_with_the_hint(
    github_runtime: Any, github_standin: GitHubStandIn
) -> None:
    run = put(github_runtime, "README.md", "message=clobber", "content=gone")
    assert run.code == 1, run
    message = run.json["error"]["message"]
    assert message.startswith("returned status 422: Invalid request.")
    assert '"sha" wasn\'t supplied.' in message
    assert "README.md already exists: file put without sha only creates" in message
    assert run.json["output"]["message"] == 'Invalid request.\n\n"sha" wasn\'t supplied.'
    text = github_runtime(
        "github", "file", "put", "acme/web", "README.md", "message=m", "content=x"
    )
    assert (text.code, "file put without sha only creates" in text.stderr) == (1, True)


def test_a_wrong_sha_is_a_conflict(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = put(github_runtime, "README.md", "message=m", "content=x", "sha=" + "0" * 40)
    assert run.code == 1, run
    assert run.json["error"]["message"].startswith("returned status 409: README.md does not match")
    assert "only creates" not in run.json["error"]["message"]
    repo = github_standin.state.find_repo("acme", "web")
    assert repo is not None
    assert github_standin.state.files(repo, "main")["README.md"] == README


def test_branch_is_passed_on(github_runtime: Any, github_standin: GitHubStandIn) -> None:
    run = put(github_runtime, "docs/x.md", "message=m", "content=x", "branch=feature")
    (sent,) = github_standin.requests_to("/repos/acme/web/contents/docs/x.md", "PUT")
    assert sent.json["branch"] == "feature", run
