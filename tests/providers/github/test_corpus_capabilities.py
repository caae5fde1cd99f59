"""The shared corpus's GitHub capabilities, executed against the stand-in.

Every valid corpus capability that uses `provider: github` or runs gh, from
../shared/conformance/corpus beside the project (the module skips when that
directory is absent). The inputs below are ours, chosen from the stand-in's seed;
`{work}`, `{readme_sha}` and `{pr7_head}` are filled in at run time. Most
capabilities must end with exit 0 and every step ok; the rest fail for a reason
that is not the runtime's, and each is pinned to that reason in FAILING.
"""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import require_gh

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / ".." / "shared" / "conformance" / "corpus"

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason=f"no corpus at {CORPUS}")

PAY = "acme/payments-api"
CONTENT = "aGVsbG8sIGNvcnB1cwo="  # base64 of "hello, corpus\n"
JAVA = {
    "repository": PAY,
    "workdir": "{work}/clone",
    "service_name": "ledger",
    "java_package": "com.acme.ledger",
    "java_package_path": "com/acme/ledger",
}

INPUTS: dict[str, dict[str, str]] = {
    "capabilities/github/github-actions-failed-runs.md": {"repository": PAY, "branch": "main"},
    "capabilities/github/github-actions-permissions.md": {"repository": PAY},
    "capabilities/github/github-actions-run-artifacts.md": {
        "repository": PAY,
        "run_id": "6000001004",
    },
    "capabilities/github/github-actions-run-rerun-failed.md": {
        "repository": PAY,
        "run_id": "6000001004",
    },
    "capabilities/github/github-actions-runners-and-cache.md": {"repository": PAY},
    "capabilities/github/github-actions-workflow-toggle.md": {
        "repository": PAY,
        "workflow_id": "161336",
        "state": "disable",
    },
    "capabilities/github/github-actions-workflows-inventory.md": {"repository": PAY},
    "capabilities/github/github-cli-pr-list.md": {},
    "capabilities/github/github-cli-repo-list.md": {"limit": "5"},
    "capabilities/github/github-deployments-and-environments.md": {"repository": PAY},
    "capabilities/github/github-file-push.md": {
        "repository": PAY,
        "path": "docs/notes.md",
        "message": "Add notes",
        "content_base64": CONTENT,
    },
    "capabilities/github/github-file-update.md": {
        "repository": PAY,
        "path": "README.md",
        "message": "Update the README",
        "content_base64": CONTENT,
        "sha": "{readme_sha}",
    },
    "capabilities/github/github-graphql-contributors-query.md": {
        "owner": "acme",
        "name": "payments-api",
    },
    "capabilities/github/github-issue-create-and-list.md": {"title": "Flaky", "body": "Again"},
    "capabilities/github/github-issues-list-for-org.md": {"organization": "acme"},
    "capabilities/github/github-notifications-list.md": {},
    "capabilities/github/github-org-health-check.md": {"organization": "acme"},
    "capabilities/github/github-organizations-list.md": {},
    "capabilities/github/github-pr-changed-files.md": {"repository": PAY, "number": "7"},
    "capabilities/github/github-pr-commits.md": {"repository": PAY, "number": "7"},
    "capabilities/github/github-pr-labels-and-assignees.md": {"repository": PAY, "number": "7"},
    "capabilities/github/github-pr-review-readiness.md": {"repository": PAY, "number": "7"},
    "capabilities/github/github-pr-reviews.md": {"repository": PAY, "number": "7"},
    "capabilities/github/github-pr-status.md": {
        "repository": PAY,
        "number": "7",
        "head_sha": "{pr7_head}",
    },
    "capabilities/github/github-release-assets.md": {"repository": PAY, "release_id": "150000003"},
    "capabilities/github/github-release-cut.md": {
        "repository": PAY,
        "tag_name": "v1.6.0",
        "previous_tag_name": "v1.4.0",
    },
    "capabilities/github/github-release-latest-and-history.md": {"repository": PAY},
    "capabilities/github/github-release-notes-preview.md": {
        "repository": PAY,
        "tag_name": "v1.6.0",
    },
    "capabilities/github/github-release-readiness.md": {"repository": PAY},
    "capabilities/github/github-repo-archive.md": {
        "repository": "acme/service-07",
        "archived": "true",
    },
    "capabilities/github/github-repo-branches-and-protection.md": {
        "repository": PAY,
        "branch": "main",
    },
    "capabilities/github/github-repo-codeowners-errors.md": {"repository": PAY},
    "capabilities/github/github-repo-collaborators-list.md": {"repository": PAY},
    "capabilities/github/github-repo-community-profile.md": {"repository": PAY},
    "capabilities/github/github-repo-contributors-and-languages.md": {"repository": PAY},
    "capabilities/github/github-repo-default-branch-set.md": {
        "repository": PAY,
        "branch": "develop",
    },
    "capabilities/github/github-repo-description-set.md": {
        "repository": PAY,
        "description": "Payments, settled",
    },
    "capabilities/github/github-repo-features-enforce.md": {
        "repository": PAY,
        "has_issues": "true",
        "has_wiki": "false",
        "has_projects": "false",
    },
    "capabilities/github/github-repo-labels-list.md": {"repository": PAY},
    "capabilities/github/github-repo-merge-policy-enforce.md": {
        "repository": PAY,
        "allow_squash": "true",
        "allow_merge_commit": "false",
        "allow_rebase": "false",
        "delete_branch_on_merge": "true",
    },
    "capabilities/github/github-repo-root-files.md": {"repository": PAY},
    "capabilities/github/github-repo-rulesets-export.md": {
        "repository": PAY,
        "ruleset_id": "1000001",
    },
    "capabilities/github/github-repo-settings-get.md": {"repository": PAY},
    "capabilities/github/github-repo-tags.md": {"repository": PAY},
    "capabilities/github/github-repositories-list-for-org.md": {},
    "capabilities/github/github-repositories-list.md": {},
    "capabilities/github/github-repository-visibility.md": {"repository": PAY},
    "capabilities/github/github-request-list-org-repos.md": {"organization": "acme"},
    "capabilities/github/github-request-list-repo-issues.md": {
        "owner": "octocat",
        "repo": "hello-world",
        "state": "all",
    },
    "capabilities/github/github-service-onboarding.md": {
        "name": "ledger",
        "private": "true",
        "description": "Ledger service",
        "repository": "octocat/ledger",
        "organization": "acme",
        "team_slug": "backend",
        "branch": "main",
        "topic": "service",
    },
    "capabilities/github/github-teams-list.md": {},
    "capabilities/github/github-user-get.md": {},
    "capabilities/github/java-service-scaffold-and-ship.md": JAVA,
    "capabilities/github/repo-forks-review.md": {"repository": "octocat/hello-world"},
    "capabilities/github/repo-open-milestones.md": {"repository": PAY},
    "capabilities/github/repo-topics-review.md": {"repository": PAY},
    "capabilities/platform/java-service-scaffold-and-ship.md": JAVA,
    "capabilities/platform/platform-service-bootstrap.md": {
        "name": "ledger",
        "repository": "octocat/ledger",
        "service_name": "ledger",
        "java_package_path": "com/acme/ledger",
        "image_uri": "us-docker.pkg.dev/acme-prod/services/ledger",
        "region": "us-central1",
        "gcp_project": "acme-prod",
    },
    "capabilities/platform/repository-delivery-readiness.md": {
        "repository": PAY,
        "workdir": "{work}",
        "delivery_document": "{work}/DELIVERY.md",
    },
    "github/github-actions-run-inspect.md": {"run_id": "6000001004"},
    "github/github-cli-issue-create.md": {"title": "Flaky", "body": "Again"},
    "github/github-issues-list-for-org.md": {},
    "github/github-org-repos-and-open-prs.md": {"organization": "acme"},
    "github/github-pr-open-and-inspect.md": {"title": "Jitter", "body": "b", "number": "7"},
    "github/github-repo-bootstrap.md": {
        "name": "ledger",
        "private": "true",
        "description": "Ledger",
        "limit": "5",
    },
    "github/github-repo-view.md": {"repository": PAY},
    "github/github-repositories-create.md": {
        "name": "ledger",
        "private": "false",
        "description": "Ledger",
    },
    "github/github-request-create-issue.md": {
        "owner": "acme",
        "repo": "payments-api",
        "title": "Flaky",
        "body": "Again",
    },
    "github/github-request-list-org-repos.md": {"organization": "acme"},
    "github/github-request-update-repo.md": {
        "owner": "acme",
        "repo": "payments-api",
        "description": "Payments",
    },
    "github/github-workflow-dispatch-and-list.md": {"workflow": "ci.yml", "ref": "main"},
}

# Run with the context `work` selected (github.organization: acme): written for that.
WITH_CONTEXT = {
    "capabilities/github/github-teams-list.md",
    "capabilities/github/github-repositories-list-for-org.md",
    "github/github-issues-list-for-org.md",
}
# Run from inside a clone of acme/payments-api (binary gh reads its remote; git steps).
IN_CHECKOUT = {
    "capabilities/github/github-cli-pr-list.md",
    "github/github-cli-issue-create.md",
    "github/github-org-repos-and-open-prs.md",
    "capabilities/platform/repository-delivery-readiness.md",
}
NEEDS_GH = IN_CHECKOUT | {
    "capabilities/github/github-cli-repo-list.md",
    "capabilities/github/github-issue-create-and-list.md",
    "capabilities/github/github-pr-review-readiness.md",
    "capabilities/github/github-release-cut.md",
    "capabilities/github/github-release-readiness.md",
    "github/github-actions-run-inspect.md",
    "github/github-pr-open-and-inspect.md",
    "github/github-repo-bootstrap.md",
    "github/github-workflow-dispatch-and-list.md",
}


class Failing(NamedTuple):
    """The step that must fail, its status, words of its error, and the exit code."""

    step: int
    status: str
    error: str
    code: int


CLONE = "git exited with code 128: fatal: unable to access 'https://github.com/acme/payments-api"
NO_REPO = "needs a repository and none was found: pass --repo OWNER/REPO"
FAILING: dict[str, Failing] = {
    # gh commands without --repo, outside any checkout and with no github.repository in the
    # context: the runtime finds no repository to pass and refuses before gh runs (issue 14)
    "capabilities/github/github-issue-create-and-list.md": Failing(
        0, "unresolved", f"github issue create {NO_REPO}", 2
    ),
    "github/github-actions-run-inspect.md": Failing(
        0, "unresolved", f"github run list {NO_REPO}", 2
    ),
    "github/github-pr-open-and-inspect.md": Failing(
        0, "unresolved", f"github pr create {NO_REPO}", 2
    ),
    "github/github-workflow-dispatch-and-list.md": Failing(
        0, "unresolved", f"github workflow run {NO_REPO}", 2
    ),
    # the repository is created for the user; an organization's team takes only its own
    "capabilities/github/github-service-onboarding.md": Failing(
        4, "failed", "returned status 422: Validation Failed", 1
    ),
    # `git clone https://github.com/...`: the stand-in refuses CONNECT, nothing leaves
    "capabilities/github/java-service-scaffold-and-ship.md": Failing(3, "failed", CLONE, 1),
    "capabilities/platform/java-service-scaffold-and-ship.md": Failing(3, "failed", CLONE, 1),
}


def _gh_version() -> tuple[int, ...]:
    first = subprocess.run(
        [require_gh(), "--version"], capture_output=True, text=True, check=True
    ).stdout.split()
    return tuple(int(part) for part in first[2].split("-")[0].split(".")[:2])


def _corpus_github_capabilities() -> set[str]:
    found = set()
    for line in (CORPUS.parent / "expected.tsv").read_text().splitlines():
        path, _, rest = line.partition("\t")
        if not rest.startswith("valid\t") or not path.startswith(
            ("capabilities/github/", "capabilities/platform/", "github/")
        ):
            continue
        text = (CORPUS / path).read_text()
        if "provider: github" in text or "binary: gh" in text:
            found.add(path)
    return found


def _git(*args: str, cwd: Path) -> None:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(cwd),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.invalid",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.invalid",
    }
    subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True)


def _checkout(work: Path) -> None:
    """WORK as a clone of acme/payments-api on the stand-in's host, with one commit."""
    _git("init", "-q", "-b", "main", ".", cwd=work)
    _git("remote", "add", "origin", "https://github.localhost/acme/payments-api.git", cwd=work)
    (work / "DELIVERY.md").write_text("# Delivery\n\nShip 1.5.0.\n")
    _git("add", "DELIVERY.md", cwd=work)
    _git("commit", "-q", "-m", "Delivery notes", cwd=work)


def _placeholders(standin: GitHubStandIn, work: Path) -> dict[str, str]:
    repo = standin.state.find_repo("acme", "payments-api")
    assert repo is not None
    readme = standin.state.files(repo, repo.default_branch)["README.md"]
    pr7 = next(pull for pull in repo.pulls if pull.number == 7)
    return {
        "work": str(work),
        "readme_sha": hashlib.sha1(b"blob %d\0" % len(readme) + readme).hexdigest(),
        "pr7_head": pr7.head_sha,
    }


def _execute(
    path: str, github_runtime: Any, standin: GitHubStandIn, work: Path, tmp_path: Path
) -> Any:
    if path in NEEDS_GH:
        require_gh()
    env: dict[str, str] = {}
    if path in WITH_CONTEXT:
        config = tmp_path / "config.yaml"
        config.write_text(
            "schema_version: 2\ncontexts:\n  work:\n    github:\n      organization: acme\n"
        )
        env = {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "work"}
    if path in IN_CHECKOUT:
        _checkout(work)
    values = _placeholders(standin, work)
    args = ["--output", "json", "capability", "execute", str(CORPUS / path)]
    for key, value in INPUTS[path].items():
        args += ["--input", f"{key}={value.format(**values)}"]
    return github_runtime(*args, env=env, cwd=work)


def _expected_failure(path: str) -> Failing | None:
    if path == "capabilities/github/github-cli-repo-list.md" and _gh_version() < (2, 28):
        # `visibility` became a `gh repo list --json` field in gh 2.28; older gh stops first
        return Failing(0, "failed", "gh exited with code 1", 1)
    return FAILING.get(path)


def test_every_github_capability_of_the_corpus_has_inputs() -> None:
    assert _corpus_github_capabilities() == set(INPUTS)
    assert set(FAILING) | WITH_CONTEXT | IN_CHECKOUT <= set(INPUTS)


@pytest.mark.parametrize("path", sorted(INPUTS))
def test_corpus_capability(
    path: str,
    github_runtime: Any,
    github_standin: GitHubStandIn,
    work: Path,
    tmp_path: Path,
) -> None:
    run = _execute(path, github_runtime, github_standin, work, tmp_path)
    doc = run.json
    statuses = [step["status"] for step in doc["steps"]]
    failing = _expected_failure(path)
    if failing is None:
        assert run.code == 0, run
        assert statuses == ["ok"] * len(statuses), [
            (step["index"], step["status"], step.get("error")) for step in doc["steps"]
        ]
        check = POSTCONDITIONS.get(path)
        if check is not None:
            check(github_standin, doc["steps"])
        return
    assert run.code == failing.code, run
    assert statuses[: failing.step] == ["ok"] * failing.step, statuses
    assert statuses[failing.step] == failing.status, statuses
    assert statuses[failing.step + 1 :] == ["not-run"] * (len(statuses) - failing.step - 1)
    assert failing.error in doc["steps"][failing.step]["error"], doc["steps"][failing.step]
    if path == "capabilities/github/github-cli-repo-list.md":
        stderr = doc["steps"][0]["output"]["stderr"]
        assert 'Unknown JSON field: "visibility"' in stderr


# ---- what some of the green runs must have left behind -------------------------------


def _new_repo_dispatched(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    repo = standin.state.find_repo("octocat", "ledger")
    assert repo is not None and repo.private
    workflow = next(wf for wf in repo.workflows if wf.path.endswith("build-and-deploy.yml"))
    assert workflow.name == "build-and-deploy"
    assert [(run.workflow_id, run.event) for run in repo.runs] == [
        (workflow.id, "workflow_dispatch")
    ]
    assert steps[-1]["output"]["total_count"] == 1


def _archived(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    repo = standin.state.find_repo("acme", "service-07")
    assert repo is not None and repo.archived


def _default_develop(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    repo = standin.state.find_repo("acme", "payments-api")
    assert repo is not None and repo.default_branch == "develop"


def _readme_updated(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    repo = standin.state.find_repo("acme", "payments-api")
    assert repo is not None
    assert standin.state.files(repo, "main")["README.md"] == b"hello, corpus\n"


def _failed_runs_on_main(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    runs = steps[0]["output"]["workflow_runs"]
    assert [(run["id"], run["conclusion"]) for run in runs] == [(6000001004, "failure")]


def _issue_from_checkout(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    url = steps[0]["output"]["stdout"].strip()
    assert url.endswith("/acme/payments-api/issues/11"), url


def _org_teams(standin: GitHubStandIn, steps: list[dict[str, Any]]) -> None:
    assert "platform" in {team["slug"] for team in steps[0]["output"]}


POSTCONDITIONS = {
    "capabilities/platform/platform-service-bootstrap.md": _new_repo_dispatched,
    "capabilities/github/github-repo-archive.md": _archived,
    "capabilities/github/github-repo-default-branch-set.md": _default_develop,
    "capabilities/github/github-file-update.md": _readme_updated,
    "capabilities/github/github-actions-failed-runs.md": _failed_runs_on_main,
    "github/github-cli-issue-create.md": _issue_from_checkout,
    "capabilities/github/github-teams-list.md": _org_teams,
}
