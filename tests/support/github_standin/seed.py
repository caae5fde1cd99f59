"""Deterministic seed data: fixed ids, fixed timestamps, identical on every run."""

from __future__ import annotations

from dataclasses import dataclass, field

from .gitsha import fake_sha
from .models import (
    Artifact,
    Asset,
    Branch,
    ChangedFile,
    Comment,
    Deployment,
    Environment,
    GitCommit,
    Invitation,
    Issue,
    Job,
    Label,
    Milestone,
    Notification,
    Org,
    PullRequest,
    Release,
    Repo,
    Review,
    Ruleset,
    Runner,
    Step,
    Tag,
    Team,
    User,
    Workflow,
    WorkflowRun,
)

DEFAULT_TOKEN = "ghp_standinTOKEN000000000000000000000000"
DEFAULT_SCOPES = "gist, read:org, repo, workflow"

GENERATED_ACME_REPOS = 43  # acme has 45 repositories in all, enough for two pages of 30


def default_users() -> list[User]:
    return [
        User(
            "octocat",
            583231,
            "The Octocat",
            "octocat@github.com",
            company="@github",
            location="San Francisco",
            bio="GitHub's mascot",
            blog="https://github.blog",
            followers=9001,
            following=9,
        ),
        User("hubot", 480938, "Hubot", "hubot@github.com", company="@github"),
        User("monalisa", 2154123, "Mona Lisa Octocat", "monalisa@github.com"),
        User("defunkt", 2, "Chris Wanstrath", "chris@github.com"),
        User("mojombo", 1, "Tom Preston-Werner", "tom@mojombo.com"),
        User("github-actions[bot]", 41898282, type="Bot"),
        User("dependabot[bot]", 49699333, type="Bot"),
    ]


def default_orgs() -> list[Org]:
    acme = Org(
        "acme",
        9919001,
        "Acme Corp",
        "Acme engineering",
        email="eng@acme.example",
        location="Springfield",
        blog="https://acme.example",
        created_at="2014-05-01T10:00:00Z",
        members=["octocat", "hubot", "monalisa", "defunkt"],
        admins=["octocat"],
        teams=[
            Team(
                "platform",
                "Platform",
                3100001,
                "Platform engineering",
                members=["octocat", "hubot"],
                repos={"acme/payments-api": "admin", "acme/web": "push"},
            ),
            Team(
                "backend",
                "Backend",
                3100002,
                "Backend services",
                members=["octocat", "monalisa"],
                repos={"acme/payments-api": "push"},
            ),
            Team(
                "frontend",
                "Frontend",
                3100003,
                "Web and mobile",
                members=["defunkt"],
                repos={"acme/web": "push"},
            ),
            Team(
                "security",
                "Security",
                3100004,
                "Security response",
                privacy="secret",
                members=["octocat"],
            ),
        ],
    )
    octo_org = Org(
        "octo-org",
        6811672,
        "Octo Org",
        "An organization for octocats",
        created_at="2016-02-10T10:00:00Z",
        members=["octocat", "hubot"],
        admins=["octocat"],
        teams=[
            Team(
                "reviewers",
                "Reviewers",
                3200001,
                "Code reviewers",
                members=["hubot"],
                repos={"octo-org/octo-repo": "push"},
            )
        ],
    )
    return [acme, octo_org]


def default_labels(base_id: int, extra: list[tuple[str, str, str]] | None = None) -> list[Label]:
    specs = [
        ("bug", "d73a4a", "Something isn't working"),
        ("documentation", "0075ca", "Improvements or additions to documentation"),
        ("duplicate", "cfd3d7", "This issue or pull request already exists"),
        ("enhancement", "a2eeef", "New feature or request"),
        ("good first issue", "7057ff", "Good for newcomers"),
        ("help wanted", "008672", "Extra attention is needed"),
        ("invalid", "e4e669", "This doesn't seem right"),
        ("question", "d876e3", "Further information is requested"),
        ("wontfix", "ffffff", "This will not be worked on"),
    ]
    labels = [Label(n, c, base_id + i, d, default=True) for i, (n, c, d) in enumerate(specs)]
    for i, (n, c, d) in enumerate(extra or []):
        labels.append(Label(n, c, base_id + 100 + i, d))
    return labels


def _commit(repo: str, message: str, author: str, date: str, parent: str | None) -> GitCommit:
    sha = fake_sha("commit", repo, message, date)
    return GitCommit(
        sha, message, author, date, [parent] if parent else [], fake_sha("tree", repo, sha)
    )


def _chain(repo: str, specs: list[tuple[str, str, str]], parent: str | None) -> list[GitCommit]:
    commits: list[GitCommit] = []
    for message, author, date in specs:
        c = _commit(repo, message, author, date, parent)
        commits.append(c)
        parent = c.sha
    return commits


def _index(*chains: list[GitCommit]) -> dict[str, GitCommit]:
    return {c.sha: c for chain in chains for c in chain}


def _steps(specs: list[tuple[str, str | None, str]]) -> list[Step]:
    return [
        Step(i + 1, name, conclusion, "completed", log)
        for i, (name, conclusion, log) in enumerate(specs)
    ]


def _job_id(run_id: int, k: int) -> int:
    return 21_000_000_000 + (run_id - 6_000_000_000) * 10 + k


def _ok_log(name: str, at: str) -> str:
    return f"{at} ##[group]{name}\n{at} {name}: done\n{at} ##[endgroup]\n"


def _ci_jobs(run_id: int, at: str, failing: bool) -> list[Job]:
    setup = [
        ("Set up job", "success", _ok_log("Set up job", at)),
        ("Run actions/checkout@v4", "success", _ok_log("checkout", at)),
        ("Set up JDK 17", "success", _ok_log("setup-java", at)),
    ]
    build = Job(
        _job_id(run_id, 1),
        "build",
        started_at=at,
        completed_at=at,
        steps=_steps(
            [
                *setup,
                ("Build", "success", f"{at} BUILD SUCCESSFUL in 41s\n"),
                ("Complete job", "success", f"{at} Cleaning up orphan processes\n"),
            ]
        ),
    )
    if not failing:
        test = Job(
            _job_id(run_id, 2),
            "test",
            started_at=at,
            completed_at=at,
            steps=_steps(
                [
                    *setup,
                    ("Run tests", "success", f"{at} 214 tests completed\n"),
                    ("Complete job", "success", f"{at} Cleaning up\n"),
                ]
            ),
        )
        return [build, test]
    fail_log = (
        f"{at} > Task :test\n"
        f"{at} LedgerServiceTest > settlesPendingPayments() FAILED\n"
        f"{at}     org.opentest4j.AssertionFailedError: expected: <200> but was: <500>\n"
        f"{at} 214 tests completed, 1 failed\n"
        f"{at} ##[error]Process completed with exit code 1.\n"
    )
    test = Job(
        _job_id(run_id, 2),
        "test",
        conclusion="failure",
        started_at=at,
        completed_at=at,
        steps=_steps(
            [
                *setup,
                ("Run tests", "failure", fail_log),
                ("Complete job", "success", f"{at} Cleaning up\n"),
            ]
        ),
        annotations=[
            {
                "path": "src/test/java/com/acme/payments/LedgerServiceTest.java",
                "start_line": 42,
                "end_line": 42,
                "annotation_level": "failure",
                "title": "LedgerServiceTest.settlesPendingPayments",
                "message": "expected: <200> but was: <500>",
            },
            {
                "path": ".github",
                "start_line": 1,
                "end_line": 1,
                "annotation_level": "failure",
                "title": "",
                "message": "Process completed with exit code 1.",
            },
        ],
    )
    return [build, test]


def _java_jobs(run_id: int, at: str, outcome: str) -> list[Job]:
    if outcome == "in_progress":
        steps = _steps([("Set up job", "success", ""), ("Run actions/checkout@v4", "success", "")])
        steps.append(Step(3, "Build with Gradle", None, "in_progress"))
        return [Job(_job_id(run_id, 1), "build", "in_progress", None, at, None, steps)]
    failed = outcome == "failure"
    test_log = (
        (
            f"{at} PaymentRetryTest > backoffIsCapped() FAILED\n"
            f"{at} ##[error]Process completed with exit code 1.\n"
        )
        if failed
        else f"{at} 214 tests completed\n"
    )
    steps = _steps(
        [
            ("Set up job", "success", _ok_log("Set up job", at)),
            ("Run actions/checkout@v4", "success", _ok_log("checkout", at)),
            ("Set up JDK 17", "success", _ok_log("setup-java", at)),
            ("Build with Gradle", "success", f"{at} BUILD SUCCESSFUL\n"),
            ("Run tests", "failure" if failed else "success", test_log),
            ("Complete job", "success", f"{at} Cleaning up\n"),
        ]
    )
    annotations = (
        [
            {
                "path": "src/test/java/com/acme/payments/PaymentRetryTest.java",
                "start_line": 77,
                "end_line": 77,
                "annotation_level": "failure",
                "title": "PaymentRetryTest.backoffIsCapped",
                "message": "expected delay <= 30s but was 64s",
            }
        ]
        if failed
        else []
    )
    return [
        Job(
            _job_id(run_id, 1),
            "build",
            "completed",
            outcome,
            at,
            at,
            steps,
            annotations=annotations,
        )
    ]


CI_YML = """name: CI
on:
  push:
    branches: [main, develop]
  pull_request:
  workflow_dispatch:
    inputs:
      environment:
        description: Target environment
        required: false
        default: staging
      debug:
        description: Enable debug logging
        required: false
        default: "false"
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-java@v4
        with: {distribution: temurin, java-version: "17"}
      - run: ./gradlew build -x test
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ./gradlew test
"""

JAVA_CI_YML = """name: Java CI
on:
  push:
    branches: [main]
  pull_request:
  schedule:
    - cron: "0 3 * * 1"
  workflow_dispatch:
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-java@v4
        with: {distribution: temurin, java-version: "17"}
      - run: ./gradlew build
"""

WEB_CI_YML = """name: CI
on:
  push:
    branches: [main]
  pull_request:
  workflow_dispatch:
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm test
"""

DEPLOY_YML = """name: Deploy
on:
  push:
    branches: [main]
  workflow_dispatch:
    inputs:
      environment:
        description: Where to deploy
        required: true
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - run: ./deploy.sh "${{ inputs.environment }}"
"""

MIT = (
    b"MIT License\n\nCopyright (c) 2023 Acme Corp\n\n"
    b"Permission is hereby granted, free of charge...\n"
)


def payments_api() -> Repo:
    name = "acme/payments-api"
    main = _chain(
        name,
        [
            ("Initial commit", "octocat", "2023-02-01T09:00:00Z"),
            ("Add payment gateway client", "monalisa", "2023-06-10T14:20:00Z"),
            ("Add CI workflow (#6)", "octocat", "2023-09-12T11:00:00Z"),
            ("Fix NPE in refund handler (#4)", "hubot", "2024-02-20T16:45:00Z"),
            ("Release 1.4.0", "octocat", "2024-04-02T15:00:00Z"),
        ],
        None,
    )
    head = main[-1].sha
    develop = _chain(name, [("Start 1.5 development", "octocat", "2024-04-05T09:30:00Z")], head)
    retry = _chain(
        name,
        [
            ("Add exponential backoff to gateway retries", "monalisa", "2024-04-20T10:00:00Z"),
            ("Cap retry delay at 30s", "monalisa", "2024-04-22T09:15:00Z"),
        ],
        head,
    )
    spike = _chain(name, [("Spike async settlement", "octocat", "2024-04-25T13:00:00Z")], head)
    jackson = _chain(
        name, [("Drop Jackson for Gson", "hubot", "2024-03-01T12:00:00Z")], main[3].sha
    )
    feature = _chain(name, [("Add feature flags", "octocat", "2024-04-29T16:00:00Z")], head)
    protection = {
        "required_status_checks": {"strict": True, "contexts": ["build", "test"]},
        "enforce_admins": True,
        "required_pull_request_reviews": {
            "dismiss_stale_reviews": True,
            "require_code_owner_reviews": True,
            "required_approving_review_count": 1,
            "require_last_push_approval": False,
        },
        "restrictions": None,
        "required_linear_history": False,
        "allow_force_pushes": False,
        "allow_deletions": False,
        "required_conversation_resolution": True,
    }
    files = {
        "README.md": b"# payments-api\n\nPayment processing service for Acme.\n",
        "LICENSE": MIT,
        "CONTRIBUTING.md": b"# Contributing\n\nOpen a pull request against `main`.\n",
        "build.gradle": b"plugins { id 'java'; id 'org.springframework.boot' version '3.1.5' }\n",
        "src/main/java/com/acme/payments/PaymentsApplication.java": b"package com.acme.payments;\n\npublic class PaymentsApplication {}\n",
        ".github/CODEOWNERS": b"* @acme/platform\n/src/ @acme/backend @monalisa\ndocs/ @acme/tech-writers\n",
        ".github/workflows/ci.yml": CI_YML.encode(),
        ".github/workflows/java-ci.yml": JAVA_CI_YML.encode(),
    }
    c = "2024-04-21T08:00:00Z"
    retry_pr = PullRequest(
        7,
        "Fix retry backoff",
        "monalisa",
        1800000007,
        "fix/retry-backoff",
        "main",
        retry[-1].sha,
        body="Retries now back off exponentially, capped at 30s.\n\nFixes #2",
        labels=["bug"],
        assignees=["monalisa"],
        requested_reviewers=["defunkt"],
        requested_teams=["acme/platform"],
        milestone=1,
        files=[
            ChangedFile(
                "src/main/java/com/acme/payments/GatewayClient.java",
                42,
                7,
                patch="@@ -10,7 +10,42 @@ public class GatewayClient {",
            ),
            ChangedFile(
                "src/main/java/com/acme/payments/RetryPolicy.java",
                58,
                0,
                "added",
                patch="@@ -0,0 +1,58 @@\n+package com.acme.payments;",
            ),
            ChangedFile("src/test/java/com/acme/payments/PaymentRetryTest.java", 31, 2),
        ],
        commit_shas=[x.sha for x in retry],
        reviews=[
            Review(80000001, "hubot", "APPROVED", "2024-04-22T12:00:00Z", "LGTM", retry[-1].sha),
            Review(
                80000002,
                "octocat",
                "COMMENTED",
                "2024-04-22T13:30:00Z",
                "Consider jitter.",
                retry[-1].sha,
            ),
        ],
        review_comments=[
            Comment(
                81000001,
                "octocat",
                "Should this use jitter?",
                "2024-04-22T13:29:00Z",
                "2024-04-22T13:29:00Z",
                "src/main/java/com/acme/payments/RetryPolicy.java",
                21,
                retry[-1].sha,
            )
        ],
        comments=[
            Comment(
                82000001,
                "monalisa",
                "Ready for review.",
                "2024-04-21T09:00:00Z",
                "2024-04-21T09:00:00Z",
            )
        ],
        created_at=c,
        updated_at="2024-04-22T13:30:00Z",
        merge_state_status="UNSTABLE",
        review_decision="APPROVED",
        maintainer_can_modify=True,
    )
    return Repo(
        "acme",
        "payments-api",
        700100001,
        description="Payment processing service",
        private=True,
        visibility="private",
        homepage="https://payments.acme.example",
        default_branch="main",
        topics=["payments", "java", "spring-boot"],
        languages={"Java": 184320, "Kotlin": 20480, "Shell": 2048, "Dockerfile": 1024},
        license_key="mit",
        stargazers_count=42,
        watchers_count=42,
        created_at="2023-02-01T09:00:00Z",
        updated_at="2024-04-30T10:00:00Z",
        pushed_at="2024-04-30T09:55:00Z",
        delete_branch_on_merge=True,
        branches=[
            Branch("main", head, protection),
            Branch("develop", develop[-1].sha),
            Branch("release/1.4", head),
            Branch("fix/retry-backoff", retry[-1].sha),
            Branch("spike/async-settlement", spike[-1].sha),
            Branch("experiment/drop-jackson", jackson[-1].sha),
            Branch("feature", feature[-1].sha),
        ],
        tags=[
            Tag("v1.4.0", head),
            Tag("v1.3.2", main[3].sha),
            Tag("v1.3.1", main[2].sha),
            Tag("v1.3.0", main[1].sha),
        ],
        commits=_index(main, develop, retry, spike, jackson, feature),
        files={"main": files},
        labels=default_labels(
            4100000,
            [
                ("priority:high", "b60205", "Fix soon"),
                ("ci", "1d76db", "Continuous integration"),
                ("dependencies", "0366d6", "Dependency updates"),
                ("flaky", "fbca04", "Flaky test"),
            ],
        ),
        collaborators={"octocat": "admin", "monalisa": "push", "hubot": "push", "defunkt": "pull"},
        contributors=[("monalisa", 142), ("octocat", 97), ("hubot", 31), ("dependabot[bot]", 12)],
        issues=[
            Issue(
                1,
                "Set up CI pipeline",
                "octocat",
                1700000001,
                "We need CI.",
                "closed",
                "completed",
                ["ci"],
                ["octocat"],
                created_at="2023-09-01T10:00:00Z",
                updated_at="2023-09-12T11:05:00Z",
                closed_at="2023-09-12T11:05:00Z",
            ),
            Issue(
                2,
                "Retry payments on gateway timeout",
                "hubot",
                1700000002,
                "Gateway timeouts drop the payment.",
                labels=["bug", "priority:high"],
                assignees=["octocat"],
                milestone=1,
                comments=[
                    Comment(
                        83000001,
                        "monalisa",
                        "I'll take a look.",
                        "2024-04-12T10:00:00Z",
                        "2024-04-12T10:00:00Z",
                    )
                ],
                created_at="2024-04-11T09:00:00Z",
                updated_at="2024-04-12T10:00:00Z",
            ),
            Issue(
                3,
                "Document idempotency keys",
                "monalisa",
                1700000003,
                "Add a section to the README.",
                labels=["documentation"],
                assignees=["hubot"],
                created_at="2024-04-12T09:00:00Z",
                updated_at="2024-04-12T09:00:00Z",
            ),
            Issue(
                4,
                "NPE in refund handler",
                "defunkt",
                1700000004,
                "Stack trace attached.",
                "closed",
                "completed",
                ["bug"],
                ["hubot"],
                milestone=2,
                created_at="2024-02-18T09:00:00Z",
                updated_at="2024-02-20T16:50:00Z",
                closed_at="2024-02-20T16:50:00Z",
            ),
            Issue(
                5,
                "Upgrade to Spring Boot 3.2",
                "dependabot[bot]",
                1700000005,
                labels=["dependencies", "enhancement"],
                assignees=["octocat"],
                milestone=1,
                created_at="2024-04-15T09:00:00Z",
                updated_at="2024-04-15T09:00:00Z",
            ),
            Issue(
                9,
                "Flaky test in LedgerServiceTest",
                "octocat",
                1700000009,
                "Fails about one run in ten.",
                labels=["bug", "flaky"],
                assignees=["octocat"],
                created_at="2024-04-26T09:00:00Z",
                updated_at="2024-04-26T09:00:00Z",
            ),
        ],
        pulls=[
            PullRequest(
                6,
                "Add CI workflow",
                "octocat",
                1800000006,
                "ci",
                "main",
                main[2].sha,
                "Adds GitHub Actions CI.",
                "closed",
                merged=True,
                merged_at="2023-09-12T11:00:00Z",
                merged_by="octocat",
                merge_commit_sha=main[2].sha,
                labels=["ci"],
                files=[ChangedFile(".github/workflows/ci.yml", 24, 0, "added")],
                commit_shas=[main[2].sha],
                created_at="2023-09-10T09:00:00Z",
                updated_at="2023-09-12T11:00:00Z",
                closed_at="2023-09-12T11:00:00Z",
                reviews=[
                    Review(80000000, "hubot", "APPROVED", "2023-09-11T09:00:00Z", "", main[2].sha)
                ],
                review_decision="APPROVED",
            ),
            retry_pr,
            PullRequest(
                8,
                "Spike: async settlement",
                "octocat",
                1800000008,
                "spike/async-settlement",
                "main",
                spike[-1].sha,
                "Exploring async settlement. Not ready.",
                draft=True,
                files=[ChangedFile("src/main/java/com/acme/payments/Settlement.java", 120, 4)],
                commit_shas=[spike[-1].sha],
                created_at="2024-04-25T13:05:00Z",
                updated_at="2024-04-25T13:05:00Z",
                merge_state_status="DRAFT",
                review_decision="REVIEW_REQUIRED",
            ),
            PullRequest(
                10,
                "Experiment: drop Jackson",
                "hubot",
                1800000010,
                "experiment/drop-jackson",
                "main",
                jackson[-1].sha,
                "Closing: no gain.",
                "closed",
                files=[ChangedFile("build.gradle", 1, 1)],
                commit_shas=[jackson[-1].sha],
                created_at="2024-03-01T12:10:00Z",
                updated_at="2024-03-04T09:00:00Z",
                closed_at="2024-03-04T09:00:00Z",
                mergeable="CONFLICTING",
                merge_state_status="DIRTY",
            ),
        ],
        milestones=[
            Milestone(
                1,
                "v1.5",
                9100001,
                "open",
                "Retry and settlement work",
                "2024-06-30T07:00:00Z",
                "2024-04-03T09:00:00Z",
                "2024-04-15T09:00:00Z",
            ),
            Milestone(
                2,
                "v1.4",
                9100002,
                "closed",
                "Stability",
                "2024-04-01T07:00:00Z",
                "2024-01-05T09:00:00Z",
                "2024-04-02T15:10:00Z",
                "2024-04-02T15:10:00Z",
            ),
        ],
        releases=[
            Release(
                150000001,
                "v1.3.2",
                "v1.3.2",
                "octocat",
                "Bug fixes.",
                created_at="2024-02-20T17:00:00Z",
                published_at="2024-02-20T17:00:00Z",
                assets=[
                    Asset(
                        160000001,
                        "payments-api-1.3.2.jar",
                        18874368,
                        "application/java-archive",
                        37,
                        "2024-02-20T17:05:00Z",
                    )
                ],
            ),
            Release(
                150000003,
                "v1.4.0",
                "v1.4.0",
                "octocat",
                "## What's Changed\n* Fix NPE in refund handler by @hubot\n",
                created_at="2024-04-02T15:05:00Z",
                published_at="2024-04-02T15:05:00Z",
                assets=[
                    Asset(
                        160000003,
                        "payments-api-1.4.0.jar",
                        19136512,
                        "application/java-archive",
                        12,
                        "2024-04-02T15:10:00Z",
                    ),
                    Asset(160000004, "checksums.txt", 162, "text/plain", 9, "2024-04-02T15:10:00Z"),
                ],
            ),
            Release(
                150000004,
                "v1.5.0-rc.1",
                "v1.5.0 RC 1",
                "octocat",
                "Release candidate.",
                prerelease=True,
                target_commitish="develop",
                created_at="2024-04-28T10:00:00Z",
                published_at="2024-04-28T10:00:00Z",
            ),
            Release(
                150000005,
                "v1.5.0",
                "v1.5.0",
                "octocat",
                "Draft notes.",
                draft=True,
                target_commitish="develop",
                created_at="2024-04-29T10:00:00Z",
                published_at=None,
            ),
        ],
        workflows=[
            Workflow(
                161335,
                "CI",
                ".github/workflows/ci.yml",
                created_at="2023-09-12T11:00:00Z",
                updated_at="2023-09-12T11:00:00Z",
            ),
            Workflow(
                161336,
                "Java CI",
                ".github/workflows/java-ci.yml",
                created_at="2023-10-01T08:00:00Z",
                updated_at="2023-10-01T08:00:00Z",
            ),
        ],
        runs=_payments_runs(head, develop[-1].sha, retry[-1].sha),
        deployments=[
            Deployment(
                900000001,
                "v1.4.0",
                head,
                "production",
                "octocat",
                "2024-04-02T16:00:00Z",
                "Deploy v1.4.0",
                production_environment=True,
            ),
            Deployment(
                900000002,
                "main",
                head,
                "staging",
                "github-actions[bot]",
                "2024-04-28T11:00:00Z",
                "Deploy main to staging",
            ),
        ],
        environments=[
            Environment(
                161088068,
                "production",
                "2023-09-20T08:00:00Z",
                [
                    {
                        "id": 3736,
                        "type": "required_reviewers",
                        "reviewers": [{"type": "Team", "slug": "acme/platform"}],
                    },
                    {"id": 3755, "type": "wait_timer", "wait_timer": 30},
                ],
                {"protected_branches": True, "custom_branch_policies": False},
            ),
            Environment(161088069, "staging", "2023-09-20T08:05:00Z"),
        ],
        rulesets=[
            Ruleset(
                1000001,
                "main protection",
                [
                    {"type": "deletion"},
                    {"type": "non_fast_forward"},
                    {
                        "type": "pull_request",
                        "parameters": {
                            "required_approving_review_count": 1,
                            "dismiss_stale_reviews_on_push": True,
                            "require_code_owner_review": True,
                            "require_last_push_approval": False,
                            "required_review_thread_resolution": True,
                        },
                    },
                    {
                        "type": "required_status_checks",
                        "parameters": {
                            "strict_required_status_checks_policy": True,
                            "required_status_checks": [{"context": "build"}, {"context": "test"}],
                        },
                    },
                ],
            )
        ],
        invitations=[Invitation(5100001, "mojombo", "octocat", "write")],
        runners=[Runner(21, "acme-linux-01"), Runner(22, "acme-linux-02", busy=True)],
        allowed_actions="selected",
        cache_size_bytes=52428800,
        cache_count=4,
    )


def _payments_runs(main_sha: str, develop_sha: str, retry_sha: str) -> list[WorkflowRun]:
    def run(
        run_id: int,
        wf: int,
        num: int,
        branch: str,
        sha: str,
        event: str,
        at: str,
        outcome: str,
        title: str,
    ) -> WorkflowRun:
        ci = wf == 161335
        status = "in_progress" if outcome == "in_progress" else "completed"
        conclusion = None if outcome == "in_progress" else outcome
        if ci:
            jobs = [] if outcome == "cancelled" else _ci_jobs(run_id, at, outcome == "failure")
        else:
            jobs = _java_jobs(run_id, at, outcome)
        artifacts = (
            [
                Artifact(run_id - 5_200_000_000, "build-reports", 482113, at),
                Artifact(run_id - 5_100_000_000, "coverage-report", 91024, at),
            ]
            if ci and outcome == "success"
            else []
        )
        actor = "github-actions[bot]" if event == "schedule" else "octocat"
        return WorkflowRun(
            run_id,
            wf,
            num,
            branch,
            sha,
            event,
            actor,
            title,
            status,
            conclusion,
            at,
            at.replace(":00Z", ":30Z") if status == "completed" else at,
            jobs=jobs,
            artifacts=artifacts,
        )

    return [
        run(
            6000001001,
            161335,
            54,
            "develop",
            develop_sha,
            "push",
            "2024-04-05T09:35:00Z",
            "success",
            "Start 1.5 development",
        ),
        run(
            6000001002,
            161336,
            29,
            "main",
            main_sha,
            "schedule",
            "2024-04-08T03:00:00Z",
            "success",
            "Java CI",
        ),
        run(
            6000001003,
            161335,
            55,
            "main",
            main_sha,
            "workflow_dispatch",
            "2024-04-10T12:00:00Z",
            "cancelled",
            "CI",
        ),
        run(
            6000001004,
            161335,
            56,
            "main",
            main_sha,
            "push",
            "2024-04-15T10:00:00Z",
            "failure",
            "Release 1.4.0",
        ),
        run(
            6000001005,
            161335,
            57,
            "fix/retry-backoff",
            retry_sha,
            "pull_request",
            "2024-04-22T09:20:00Z",
            "success",
            "Fix retry backoff",
        ),
        run(
            6000001006,
            161336,
            30,
            "fix/retry-backoff",
            retry_sha,
            "pull_request",
            "2024-04-22T09:21:00Z",
            "failure",
            "Fix retry backoff",
        ),
        run(
            6000001007,
            161335,
            58,
            "main",
            main_sha,
            "push",
            "2024-04-28T10:30:00Z",
            "success",
            "Release 1.4.0",
        ),
        run(
            6000001008,
            161336,
            31,
            "main",
            main_sha,
            "push",
            "2024-04-30T09:55:00Z",
            "in_progress",
            "Release 1.4.0",
        ),
    ]


def web() -> Repo:
    name = "acme/web"
    main = _chain(
        name,
        [
            ("Initial commit", "defunkt", "2023-03-01T09:00:00Z"),
            ("Add landing page", "defunkt", "2023-08-01T10:00:00Z"),
            ("Release 2.0.0", "octocat", "2024-03-15T12:00:00Z"),
        ],
        None,
    )
    head = main[-1].sha
    dark = _chain(name, [("Add dark mode toggle", "defunkt", "2024-04-18T15:00:00Z")], head)
    pages = _chain(name, [("Deploy site", "github-actions[bot]", "2024-03-15T12:30:00Z")], None)
    feature = _chain(name, [("Add cookie banner", "defunkt", "2024-04-29T16:00:00Z")], head)
    files = {
        "README.md": b"# web\n\nAcme's public website.\n",
        "package.json": b'{\n  "name": "acme-web",\n  "version": "2.0.0"\n}\n',
        "src/index.tsx": b"export const App = () => null;\n",
        ".github/workflows/ci.yml": WEB_CI_YML.encode(),
        ".github/workflows/deploy.yml": DEPLOY_YML.encode(),
    }

    def run(
        run_id: int, wf: int, num: int, branch: str, sha: str, event: str, at: str, title: str
    ) -> WorkflowRun:
        job = Job(
            _job_id(run_id, 1),
            "build" if wf == 161337 else "deploy",
            started_at=at,
            completed_at=at,
            steps=_steps(
                [
                    ("Set up job", "success", ""),
                    ("Run npm ci && npm test", "success", ""),
                    ("Complete job", "success", ""),
                ]
            ),
        )
        return WorkflowRun(
            run_id,
            wf,
            num,
            branch,
            sha,
            event,
            "defunkt",
            title,
            created_at=at,
            updated_at=at,
            jobs=[job],
        )

    return Repo(
        "acme",
        "web",
        700100002,
        description="Acme's public website",
        homepage="https://acme.example",
        topics=["frontend", "react", "typescript"],
        languages={"TypeScript": 98304, "CSS": 12288, "HTML": 4096},
        license_key=None,
        stargazers_count=17,
        watchers_count=17,
        created_at="2023-03-01T09:00:00Z",
        updated_at="2024-04-18T15:10:00Z",
        pushed_at="2024-04-18T15:00:00Z",
        has_wiki=False,
        branches=[
            Branch("main", head),
            Branch("gh-pages", pages[-1].sha),
            Branch("dark-mode", dark[-1].sha),
            Branch("feature", feature[-1].sha),
        ],
        tags=[Tag("v2.0.0", head), Tag("v1.9.0", main[1].sha)],
        commits=_index(main, dark, pages, feature),
        files={"main": files},
        labels=default_labels(4200000),
        collaborators={"octocat": "admin", "defunkt": "push"},
        contributors=[("defunkt", 88), ("octocat", 20)],
        issues=[
            Issue(
                1,
                "Landing page is slow on mobile",
                "hubot",
                1700000101,
                "LCP is over 4s on a Moto G.",
                labels=["bug"],
                assignees=["octocat"],
                milestone=1,
                created_at="2024-04-01T09:00:00Z",
                updated_at="2024-04-01T09:00:00Z",
            ),
            Issue(
                3,
                "Broken link in footer",
                "monalisa",
                1700000103,
                "The privacy link 404s.",
                "closed",
                "completed",
                ["bug"],
                created_at="2024-04-05T09:00:00Z",
                updated_at="2024-04-06T09:00:00Z",
                closed_at="2024-04-06T09:00:00Z",
            ),
        ],
        pulls=[
            PullRequest(
                2,
                "Add dark mode",
                "defunkt",
                1800000102,
                "dark-mode",
                "main",
                dark[-1].sha,
                "Adds a dark mode toggle.",
                requested_reviewers=["octocat"],
                files=[
                    ChangedFile("src/theme.ts", 40, 0, "added"),
                    ChangedFile("src/index.tsx", 6, 1),
                ],
                commit_shas=[dark[-1].sha],
                created_at="2024-04-18T15:05:00Z",
                updated_at="2024-04-18T15:05:00Z",
                merge_state_status="BLOCKED",
                review_decision="REVIEW_REQUIRED",
            )
        ],
        milestones=[Milestone(1, "Q2 redesign", 9200001, due_on="2024-06-30T07:00:00Z")],
        releases=[
            Release(
                150000101,
                "v2.0.0",
                "Web 2.0",
                "octocat",
                "The redesign.",
                created_at="2024-03-15T12:10:00Z",
                published_at="2024-03-15T12:10:00Z",
                assets=[
                    Asset(
                        160000101,
                        "web-dist.zip",
                        2097152,
                        "application/zip",
                        4,
                        "2024-03-15T12:15:00Z",
                    )
                ],
            )
        ],
        workflows=[
            Workflow(161337, "CI", ".github/workflows/ci.yml"),
            Workflow(161338, "Deploy", ".github/workflows/deploy.yml"),
        ],
        runs=[
            run(
                6000002001,
                161338,
                12,
                "main",
                head,
                "push",
                "2024-03-15T12:20:00Z",
                "Release 2.0.0",
            ),
            run(
                6000002002,
                161337,
                40,
                "main",
                head,
                "push",
                "2024-03-15T12:05:00Z",
                "Release 2.0.0",
            ),
            run(
                6000002003,
                161337,
                41,
                "dark-mode",
                dark[-1].sha,
                "pull_request",
                "2024-04-18T15:06:00Z",
                "Add dark mode",
            ),
        ],
        environments=[Environment(161088070, "github-pages", "2023-03-02T08:00:00Z")],
        deployments=[
            Deployment(
                900000101,
                "gh-pages",
                pages[-1].sha,
                "github-pages",
                "defunkt",
                "2024-03-15T12:31:00Z",
                production_environment=True,
            )
        ],
    )


def hello_world() -> Repo:
    name = "octocat/hello-world"
    main = _chain(
        name,
        [
            ("first commit", "octocat", "2011-01-26T19:01:12Z"),
            ("Update README", "octocat", "2011-01-26T19:06:43Z"),
        ],
        None,
    )
    issues = [
        Issue(
            1,
            "Found a bug",
            "monalisa",
            1700001001,
            "I'm having a problem with this.",
            labels=["bug"],
            assignees=["octocat"],
            created_at="2023-01-02T10:00:00Z",
            updated_at="2023-01-02T10:00:00Z",
        )
    ]
    for n in range(2, 36):
        closed = n % 5 == 0
        at = f"2023-{(n // 28) + 2:02d}-{(n % 28) + 1:02d}T10:00:00Z"
        issues.append(
            Issue(
                n,
                f"Generated issue #{n}",
                "hubot",
                1700001000 + n,
                f"Seeded issue number {n}.",
                "closed" if closed else "open",
                "completed" if closed else None,
                created_at=at,
                updated_at=at,
                closed_at=at if closed else None,
            )
        )
    fork_pr = PullRequest(
        36,
        "Update README wording",
        "monalisa",
        1800001036,
        "main",
        "master",
        fake_sha("commit", "monalisa/hello-world", "wording"),
        "Small wording fix.",
        files=[ChangedFile("README", 1, 1)],
        commit_shas=[],
        created_at="2024-04-02T10:00:00Z",
        updated_at="2024-04-02T10:00:00Z",
        head_repo="monalisa/hello-world",
        review_decision="REVIEW_REQUIRED",
        merge_state_status="BLOCKED",
    )
    return Repo(
        "octocat",
        "hello-world",
        1296269,
        description="My first repository on GitHub!",
        homepage="https://github.com",
        default_branch="master",
        stargazers_count=2500,
        watchers_count=2500,
        created_at="2011-01-26T19:01:12Z",
        updated_at="2024-04-02T10:00:00Z",
        pushed_at="2011-01-26T19:06:43Z",
        branches=[Branch("master", main[-1].sha)],
        commits=_index(main),
        files={"master": {"README": b"Hello World!\n"}},
        labels=default_labels(4300000),
        collaborators={"octocat": "admin"},
        contributors=[("octocat", 2)],
        issues=issues,
        pulls=[fork_pr],
    )


def _fork(owner: str, repo_id: int, created: str, stars: int, parent: Repo) -> Repo:
    return Repo(
        owner,
        parent.name,
        repo_id,
        description=parent.description,
        fork=True,
        parent=parent.full_name,
        default_branch=parent.default_branch,
        stargazers_count=stars,
        watchers_count=stars,
        created_at=created,
        updated_at=created,
        pushed_at=created,
        branches=[Branch(b.name, b.sha) for b in parent.branches],
        commits=dict(parent.commits),
        files={k: dict(v) for k, v in parent.files.items()},
        collaborators={owner: "admin"},
        has_issues=False,
    )


def generated_acme_repos(count: int = GENERATED_ACME_REPOS) -> list[Repo]:
    repos = []
    for i in range(1, count + 1):
        name = f"service-{i:02d}"
        head = _commit(f"acme/{name}", "Initial commit", "hubot", "2022-01-01T00:00:00Z", None)
        at = f"2022-{(i - 1) // 28 + 1:02d}-{(i - 1) % 28 + 1:02d}T08:00:00Z"
        lang = "Go" if i % 2 else "Python"
        repos.append(
            Repo(
                "acme",
                name,
                700200000 + i,
                description=f"Generated service {i:02d}",
                private=i % 3 == 0,
                languages={lang: 1000 * i},
                topics=["service"],
                created_at=at,
                updated_at=at,
                pushed_at=at,
                branches=[Branch("main", head.sha)],
                commits={head.sha: head},
                files={"main": {"README.md": f"# {name}\n".encode()}},
                labels=default_labels(4400000 + i * 1000),
                collaborators={},
                contributors=[("hubot", i)],
            )
        )
    return repos


def octo_repo() -> Repo:
    head = _commit("octo-org/octo-repo", "Initial commit", "hubot", "2016-02-11T10:00:00Z", None)
    return Repo(
        "octo-org",
        "octo-repo",
        700300001,
        description="The octo-org's only repository",
        created_at="2016-02-11T10:00:00Z",
        updated_at="2023-12-01T10:00:00Z",
        pushed_at="2023-12-01T10:00:00Z",
        branches=[Branch("main", head.sha)],
        commits={head.sha: head},
        files={"main": {"README.md": b"# octo-repo\n"}},
        labels=default_labels(4500000),
        collaborators={"hubot": "push"},
        contributors=[("hubot", 3)],
    )


def default_repos() -> list[Repo]:
    hello = hello_world()
    return [
        payments_api(),
        web(),
        hello,
        _fork("monalisa", 1300001, "2023-05-04T10:00:00Z", 3, hello),
        _fork("hubot", 1300002, "2024-01-09T10:00:00Z", 1, hello),
        octo_repo(),
        *generated_acme_repos(),
    ]


def default_notifications() -> list[Notification]:
    return [
        Notification(
            "1000000001",
            "acme/payments-api",
            "review_requested",
            "Fix retry backoff",
            "PullRequest",
            7,
            True,
            "2024-04-22T09:30:00Z",
        ),
        Notification(
            "1000000002",
            "acme/payments-api",
            "assign",
            "Retry payments on gateway timeout",
            "Issue",
            2,
            True,
            "2024-04-12T10:00:00Z",
        ),
        Notification(
            "1000000003",
            "acme/web",
            "ci_activity",
            "CI workflow run succeeded for main branch",
            "CheckSuite",
            None,
            False,
            "2024-03-15T12:10:00Z",
            "2024-03-15T13:00:00Z",
        ),
        Notification(
            "1000000004",
            "octocat/hello-world",
            "mention",
            "Found a bug",
            "Issue",
            1,
            True,
            "2024-04-02T10:05:00Z",
        ),
    ]


@dataclass
class Seed:
    """Everything the stand-in starts from. Every default is fixed, so runs are identical."""

    users: list[User] = field(default_factory=default_users)
    orgs: list[Org] = field(default_factory=default_orgs)
    repos: list[Repo] = field(default_factory=default_repos)
    notifications: list[Notification] = field(default_factory=default_notifications)
    scopes: str = DEFAULT_SCOPES
    web_base: str = "https://github.com"
    # the clock for writes: each write advances it by one second
    clock_start: str = "2024-05-01T12:00:00Z"
    # ids given to created objects, counting up from here
    id_start: int = 990_000_001
