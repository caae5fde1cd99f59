"""The stand-in's data model: plain mutable dataclasses shared by seed and live state.

A `Seed` is built from these classes and deep-copied into the live state, so a test
can construct any object here and hand it to the stand-in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JsonDict = dict[str, Any]


@dataclass
class User:
    login: str
    id: int
    name: str | None = None
    email: str | None = None
    type: str = "User"  # "User" or "Bot"
    company: str | None = None
    location: str | None = None
    bio: str | None = None
    blog: str = ""
    created_at: str = "2011-01-25T18:44:36Z"
    followers: int = 0
    following: int = 0


@dataclass
class Team:
    slug: str
    name: str
    id: int
    description: str = ""
    privacy: str = "closed"
    members: list[str] = field(default_factory=list)
    # full repository name -> permission ("pull", "triage", "push", "maintain", "admin")
    repos: dict[str, str] = field(default_factory=dict)


@dataclass
class Org:
    login: str
    id: int
    name: str = ""
    description: str = ""
    email: str | None = None
    location: str | None = None
    blog: str = ""
    created_at: str = "2015-03-02T10:00:00Z"
    members: list[str] = field(default_factory=list)
    admins: list[str] = field(default_factory=list)
    teams: list[Team] = field(default_factory=list)


@dataclass
class Label:
    name: str
    color: str
    id: int
    description: str = ""
    default: bool = False


@dataclass
class Milestone:
    number: int
    title: str
    id: int
    state: str = "open"
    description: str = ""
    due_on: str | None = None
    created_at: str = "2024-01-02T09:00:00Z"
    updated_at: str = "2024-01-02T09:00:00Z"
    closed_at: str | None = None


@dataclass
class Comment:
    id: int
    user: str
    body: str
    created_at: str
    updated_at: str = ""
    # review comments only
    path: str | None = None
    line: int | None = None
    commit_id: str | None = None


@dataclass
class Issue:
    number: int
    title: str
    user: str
    id: int
    body: str = ""
    state: str = "open"
    state_reason: str | None = None
    labels: list[str] = field(default_factory=list)
    assignees: list[str] = field(default_factory=list)
    milestone: int | None = None
    comments: list[Comment] = field(default_factory=list)
    created_at: str = "2024-01-10T10:00:00Z"
    updated_at: str = "2024-01-10T10:00:00Z"
    closed_at: str | None = None
    locked: bool = False


@dataclass
class ChangedFile:
    filename: str
    additions: int
    deletions: int
    status: str = "modified"
    patch: str = ""


@dataclass
class GitCommit:
    sha: str
    message: str
    author: str  # login
    date: str
    parents: list[str] = field(default_factory=list)
    tree_sha: str = ""


@dataclass
class Review:
    id: int
    user: str
    state: str  # APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED, PENDING
    submitted_at: str
    body: str = ""
    commit_id: str = ""


@dataclass
class PullRequest:
    number: int
    title: str
    user: str
    id: int
    head: str
    base: str
    head_sha: str = ""
    body: str = ""
    state: str = "open"
    draft: bool = False
    merged: bool = False
    merged_at: str | None = None
    merged_by: str | None = None
    merge_commit_sha: str | None = None
    labels: list[str] = field(default_factory=list)
    assignees: list[str] = field(default_factory=list)
    requested_reviewers: list[str] = field(default_factory=list)
    requested_teams: list[str] = field(default_factory=list)  # "org/slug"
    files: list[ChangedFile] = field(default_factory=list)
    commit_shas: list[str] = field(default_factory=list)
    reviews: list[Review] = field(default_factory=list)
    review_comments: list[Comment] = field(default_factory=list)
    comments: list[Comment] = field(default_factory=list)
    milestone: int | None = None
    created_at: str = "2024-01-10T10:00:00Z"
    updated_at: str = "2024-01-10T10:00:00Z"
    closed_at: str | None = None
    mergeable: str = "MERGEABLE"  # MERGEABLE, CONFLICTING, UNKNOWN
    merge_state_status: str = "CLEAN"  # CLEAN, BLOCKED, UNSTABLE, DIRTY, DRAFT, BEHIND, UNKNOWN
    review_decision: str | None = None  # APPROVED, CHANGES_REQUESTED, REVIEW_REQUIRED
    maintainer_can_modify: bool = False
    head_repo: str | None = None  # full name of a fork, None for the same repository
    locked: bool = False


@dataclass
class Asset:
    id: int
    name: str
    size: int
    content_type: str = "application/octet-stream"
    download_count: int = 0
    created_at: str = "2024-01-10T10:00:00Z"


@dataclass
class Release:
    id: int
    tag_name: str
    name: str
    author: str
    body: str = ""
    draft: bool = False
    prerelease: bool = False
    target_commitish: str = "main"
    created_at: str = "2024-01-10T10:00:00Z"
    published_at: str | None = "2024-01-10T10:00:00Z"
    assets: list[Asset] = field(default_factory=list)


@dataclass
class Step:
    number: int
    name: str
    conclusion: str | None = "success"
    status: str = "completed"
    log: str = ""


@dataclass
class Job:
    id: int
    name: str
    status: str = "completed"
    conclusion: str | None = "success"
    started_at: str = "2024-01-10T10:00:00Z"
    completed_at: str | None = "2024-01-10T10:03:00Z"
    steps: list[Step] = field(default_factory=list)
    runner_name: str = "GitHub Actions 2"
    labels: list[str] = field(default_factory=lambda: ["ubuntu-latest"])
    annotations: list[JsonDict] = field(default_factory=list)


@dataclass
class Artifact:
    id: int
    name: str
    size_in_bytes: int
    created_at: str = "2024-01-10T10:05:00Z"
    expires_at: str = "2024-04-09T10:05:00Z"
    expired: bool = False


@dataclass
class Workflow:
    id: int
    name: str
    path: str
    state: str = "active"  # active, disabled_manually, disabled_inactivity
    created_at: str = "2023-06-01T08:00:00Z"
    updated_at: str = "2023-06-01T08:00:00Z"


@dataclass
class WorkflowRun:
    id: int
    workflow_id: int
    run_number: int
    head_branch: str
    head_sha: str
    event: str
    actor: str
    display_title: str
    status: str = "completed"  # queued, in_progress, completed, waiting, requested
    conclusion: str | None = "success"
    created_at: str = "2024-01-10T10:00:00Z"
    updated_at: str = "2024-01-10T10:05:00Z"
    run_attempt: int = 1
    jobs: list[Job] = field(default_factory=list)
    artifacts: list[Artifact] = field(default_factory=list)
    inputs: dict[str, str] = field(default_factory=dict)


@dataclass
class Deployment:
    id: int
    ref: str
    sha: str
    environment: str
    creator: str
    created_at: str
    description: str = ""
    task: str = "deploy"
    production_environment: bool = False
    state: str = "success"


@dataclass
class Environment:
    id: int
    name: str
    created_at: str = "2023-06-01T08:00:00Z"
    protection_rules: list[JsonDict] = field(default_factory=list)
    deployment_branch_policy: JsonDict | None = None


@dataclass
class Ruleset:
    id: int
    name: str
    rules: list[JsonDict]
    target: str = "branch"
    enforcement: str = "active"
    include: list[str] = field(default_factory=lambda: ["~DEFAULT_BRANCH"])
    exclude: list[str] = field(default_factory=list)
    created_at: str = "2023-09-01T08:00:00Z"


@dataclass
class Branch:
    name: str
    sha: str
    protection: JsonDict | None = None


@dataclass
class Tag:
    name: str
    sha: str


@dataclass
class Invitation:
    id: int
    invitee: str
    inviter: str
    permissions: str = "write"
    created_at: str = "2024-03-01T09:00:00Z"


@dataclass
class Runner:
    id: int
    name: str
    os: str = "linux"
    status: str = "online"
    busy: bool = False
    labels: list[str] = field(default_factory=lambda: ["self-hosted", "linux", "x64"])


@dataclass
class Repo:
    owner: str
    name: str
    id: int
    description: str | None = None
    private: bool = False
    visibility: str | None = None  # derived from `private` when None
    fork: bool = False
    parent: str | None = None  # full name of the parent when `fork`
    archived: bool = False
    is_template: bool = False
    homepage: str | None = None
    default_branch: str = "main"
    topics: list[str] = field(default_factory=list)
    languages: dict[str, int] = field(default_factory=dict)
    license_key: str | None = None
    stargazers_count: int = 0
    watchers_count: int = 0
    created_at: str = "2023-01-01T00:00:00Z"
    updated_at: str = "2024-01-01T00:00:00Z"
    pushed_at: str = "2024-01-01T00:00:00Z"
    has_issues: bool = True
    has_projects: bool = True
    has_wiki: bool = True
    has_discussions: bool = False
    allow_squash_merge: bool = True
    allow_merge_commit: bool = True
    allow_rebase_merge: bool = True
    allow_auto_merge: bool = False
    allow_update_branch: bool = False
    allow_forking: bool = True
    delete_branch_on_merge: bool = False
    web_commit_signoff_required: bool = False
    branches: list[Branch] = field(default_factory=list)
    tags: list[Tag] = field(default_factory=list)
    commits: dict[str, GitCommit] = field(default_factory=dict)
    # branch name -> path -> bytes; a branch missing here reads the default branch's files
    files: dict[str, dict[str, bytes]] = field(default_factory=dict)
    labels: list[Label] = field(default_factory=list)
    collaborators: dict[str, str] = field(default_factory=dict)  # login -> permission
    contributors: list[tuple[str, int]] = field(default_factory=list)
    issues: list[Issue] = field(default_factory=list)
    pulls: list[PullRequest] = field(default_factory=list)
    milestones: list[Milestone] = field(default_factory=list)
    releases: list[Release] = field(default_factory=list)
    workflows: list[Workflow] = field(default_factory=list)
    runs: list[WorkflowRun] = field(default_factory=list)
    deployments: list[Deployment] = field(default_factory=list)
    environments: list[Environment] = field(default_factory=list)
    rulesets: list[Ruleset] = field(default_factory=list)
    invitations: list[Invitation] = field(default_factory=list)
    runners: list[Runner] = field(default_factory=list)
    actions_enabled: bool = True
    allowed_actions: str = "all"
    default_workflow_permissions: str = "read"
    cache_size_bytes: int = 0
    cache_count: int = 0

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.name}"

    @property
    def effective_visibility(self) -> str:
        if self.visibility:
            return self.visibility
        return "private" if self.private else "public"


@dataclass
class Notification:
    id: str
    repo: str  # full name
    reason: str
    subject_title: str
    subject_type: str  # Issue, PullRequest, Release, CheckSuite
    subject_number: int | None = None
    unread: bool = True
    updated_at: str = "2024-04-30T08:00:00Z"
    last_read_at: str | None = None
