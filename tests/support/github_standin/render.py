"""GitHub's REST JSON shapes, trimmed to the fields that matter but laid out as GitHub does."""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any

from .gitsha import blob_sha
from .models import (
    Artifact,
    Asset,
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
    Team,
    Workflow,
    WorkflowRun,
)
from .models import Comment as CommentModel
from .state import PERMISSION_RANK, State

JsonDict = dict[str, Any]

LICENSES = {
    "mit": ("MIT License", "MIT"),
    "apache-2.0": ("Apache License 2.0", "Apache-2.0"),
    "gpl-3.0": ("GNU General Public License v3.0", "GPL-3.0"),
    "bsd-3-clause": ('BSD 3-Clause "New" or "Revised" License', "BSD-3-Clause"),
}
ROLE_NAMES = {
    "pull": "read",
    "triage": "triage",
    "push": "write",
    "maintain": "maintain",
    "admin": "admin",
}
NODE_PREFIX = {
    "User": "U",
    "Bot": "BOT",
    "Organization": "O",
    "Repository": "R",
    "Issue": "I",
    "PullRequest": "PR",
    "Label": "LA",
    "Milestone": "MI",
    "Release": "RE",
    "ReleaseAsset": "RA",
    "Team": "T",
    "IssueComment": "IC",
    "PullRequestReview": "PRR",
    "Commit": "C",
    "Workflow": "W",
    "WorkflowRun": "WFR",
    "CheckRun": "CR",
    "CheckSuite": "CS",
    "Ref": "REF",
    "Deployment": "DE",
    "Environment": "EN",
    "Language": "LANG",
    "Topic": "TO",
    "ReviewRequest": "RR",
    "PullRequestCommit": "PURC",
    "PullRequestReviewComment": "PRRC",
    "RepositoryRuleset": "RRS",
    "Tag": "TAG",
}
GITHUB_ACTIONS_APP = {"id": 15368, "slug": "github-actions", "name": "GitHub Actions"}


def node_id(kind: str, key: object) -> str:
    raw = base64.b64encode(f"{kind}:{key}".encode()).decode().rstrip("=")
    return f"{NODE_PREFIX.get(kind, 'X')}_{raw}"


def parse_node_id(value: str) -> tuple[str, str] | None:
    """(kind, key) from an id made by `node_id`; None for anything else."""
    _, _, raw = value.partition("_")
    try:
        text = base64.b64decode(raw + "=" * (-len(raw) % 4)).decode()
    except (ValueError, UnicodeDecodeError):
        return None
    kind, sep, key = text.partition(":")
    return (kind, key) if sep else None


@dataclass
class Ctx:
    """One request's view: the state, the URL bases to print and who is asking."""

    state: State
    api: str  # REST base of this request, e.g. "http://127.0.0.1:4321"
    login: str

    @property
    def web(self) -> str:
        return self.state.web_base


def avatar(uid: int) -> str:
    return f"https://avatars.githubusercontent.com/u/{uid}?v=4"


def user_json(ctx: Ctx, login: str) -> JsonDict:
    user = ctx.state.user(login)
    org = None if user else ctx.state.org(login)
    uid = user.id if user else (org.id if org else 0)
    kind = user.type if user else ("Organization" if org else "User")
    url = f"{ctx.api}/users/{login}"
    return {
        "login": login,
        "id": uid,
        "node_id": node_id(kind, uid),
        "avatar_url": avatar(uid),
        "gravatar_id": "",
        "url": url,
        "html_url": f"{ctx.web}/{login}",
        "followers_url": f"{url}/followers",
        "following_url": f"{url}/following{{/other_user}}",
        "gists_url": f"{url}/gists{{/gist_id}}",
        "organizations_url": f"{url}/orgs",
        "repos_url": f"{url}/repos",
        "events_url": f"{url}/events{{/privacy}}",
        "received_events_url": f"{url}/received_events",
        "type": kind,
        "site_admin": False,
    }


def user_or_none(ctx: Ctx, login: str | None) -> JsonDict | None:
    return user_json(ctx, login) if login else None


def full_user_json(ctx: Ctx, login: str) -> JsonDict:
    user = ctx.state.user(login)
    assert user is not None
    owned = [r for r in ctx.state.repos if r.owner == login]
    return {
        **user_json(ctx, login),
        "name": user.name,
        "company": user.company,
        "blog": user.blog,
        "location": user.location,
        "email": user.email,
        "hireable": None,
        "bio": user.bio,
        "twitter_username": None,
        "public_repos": sum(1 for r in owned if not r.private),
        "public_gists": 8,
        "followers": user.followers,
        "following": user.following,
        "created_at": user.created_at,
        "updated_at": "2024-04-01T09:00:00Z",
        "private_gists": 0,
        "total_private_repos": sum(1 for r in owned if r.private),
        "owned_private_repos": sum(1 for r in owned if r.private),
        "disk_usage": 10000,
        "collaborators": 0,
        "two_factor_authentication": True,
        "plan": {"name": "pro", "space": 976562499, "private_repos": 9999, "collaborators": 0},
    }


def org_json(ctx: Ctx, org: Org, full: bool = False) -> JsonDict:
    url = f"{ctx.api}/orgs/{org.login}"
    out: JsonDict = {
        "login": org.login,
        "id": org.id,
        "node_id": node_id("Organization", org.id),
        "url": url,
        "repos_url": f"{url}/repos",
        "events_url": f"{url}/events",
        "hooks_url": f"{url}/hooks",
        "issues_url": f"{url}/issues",
        "members_url": f"{url}/members{{/member}}",
        "public_members_url": f"{url}/public_members{{/member}}",
        "avatar_url": avatar(org.id),
        "description": org.description,
    }
    if full:
        out.update(
            {
                "name": org.name,
                "company": None,
                "blog": org.blog,
                "location": org.location,
                "email": org.email,
                "html_url": f"{ctx.web}/{org.login}",
                "created_at": org.created_at,
                "type": "Organization",
                "public_repos": sum(
                    1 for r in ctx.state.repos if r.owner == org.login and not r.private
                ),
            }
        )
    return out


def team_json(ctx: Ctx, org: Org, team: Team, permission: str | None = None) -> JsonDict:
    url = f"{ctx.api}/orgs/{org.login}/teams/{team.slug}"
    out: JsonDict = {
        "name": team.name,
        "id": team.id,
        "node_id": node_id("Team", team.id),
        "slug": team.slug,
        "description": team.description,
        "privacy": team.privacy,
        "notification_setting": "notifications_enabled",
        "permission": permission or "pull",
        "url": url,
        "html_url": f"{ctx.web}/orgs/{org.login}/teams/{team.slug}",
        "members_url": f"{url}/members{{/member}}",
        "repositories_url": f"{url}/repos",
        "parent": None,
    }
    if permission:
        out["permissions"] = permissions_json(permission)
    return out


def permissions_json(permission: str) -> JsonDict:
    rank = PERMISSION_RANK.get(permission, 0)
    return {
        "admin": rank >= 5,
        "maintain": rank >= 4,
        "push": rank >= 3,
        "triage": rank >= 2,
        "pull": rank >= 1,
    }


def license_json(ctx: Ctx, key: str | None) -> JsonDict | None:
    if not key or key not in LICENSES:
        return None
    name, spdx = LICENSES[key]
    return {
        "key": key,
        "name": name,
        "spdx_id": spdx,
        "url": f"{ctx.api}/licenses/{key}",
        "node_id": node_id("License", key),
    }


def primary_language(repo: Repo) -> str | None:
    if not repo.languages:
        return None
    return max(repo.languages.items(), key=lambda kv: kv[1])[0]


def open_issue_count(repo: Repo) -> int:
    return sum(1 for i in repo.issues if i.state == "open") + sum(
        1 for p in repo.pulls if p.state == "open"
    )


def repo_json(ctx: Ctx, repo: Repo, full: bool = False) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}"
    html = f"{ctx.web}/{repo.full_name}"
    forks = sum(1 for r in ctx.state.repos if r.parent == repo.full_name)
    owner = ctx.state.org(repo.owner)
    out: JsonDict = {
        "id": repo.id,
        "node_id": node_id("Repository", repo.id),
        "name": repo.name,
        "full_name": repo.full_name,
        "private": repo.private,
        "owner": user_json(ctx, repo.owner),
        "html_url": html,
        "description": repo.description,
        "fork": repo.fork,
        "url": api,
        "forks_url": f"{api}/forks",
        "teams_url": f"{api}/teams",
        "tags_url": f"{api}/tags",
        "branches_url": f"{api}/branches{{/branch}}",
        "contributors_url": f"{api}/contributors",
        "languages_url": f"{api}/languages",
        "issues_url": f"{api}/issues{{/number}}",
        "pulls_url": f"{api}/pulls{{/number}}",
        "labels_url": f"{api}/labels{{/name}}",
        "releases_url": f"{api}/releases{{/id}}",
        "contents_url": f"{api}/contents/{{+path}}",
        "deployments_url": f"{api}/deployments",
        "commits_url": f"{api}/commits{{/sha}}",
        "milestones_url": f"{api}/milestones{{/number}}",
        "collaborators_url": f"{api}/collaborators{{/collaborator}}",
        "created_at": repo.created_at,
        "updated_at": repo.updated_at,
        "pushed_at": repo.pushed_at,
        "git_url": f"git://github.com/{repo.full_name}.git",
        "ssh_url": f"git@github.com:{repo.full_name}.git",
        "clone_url": f"{html}.git",
        "svn_url": html,
        "homepage": repo.homepage,
        "size": sum(repo.languages.values()) // 1024,
        "stargazers_count": repo.stargazers_count,
        "watchers_count": repo.watchers_count,
        "language": primary_language(repo),
        "has_issues": repo.has_issues,
        "has_projects": repo.has_projects,
        "has_downloads": True,
        "has_wiki": repo.has_wiki,
        "has_pages": False,
        "has_discussions": repo.has_discussions,
        "forks_count": forks,
        "mirror_url": None,
        "archived": repo.archived,
        "disabled": False,
        "open_issues_count": open_issue_count(repo),
        "license": license_json(ctx, repo.license_key),
        "allow_forking": repo.allow_forking,
        "is_template": repo.is_template,
        "web_commit_signoff_required": repo.web_commit_signoff_required,
        "topics": list(repo.topics),
        "visibility": repo.effective_visibility,
        "forks": forks,
        "open_issues": open_issue_count(repo),
        "watchers": repo.watchers_count,
        "default_branch": repo.default_branch,
        "permissions": permissions_json(ctx.state.permission(repo, ctx.login)),
    }
    if not full:
        return out
    out.update(
        {
            "temp_clone_token": "",
            "allow_squash_merge": repo.allow_squash_merge,
            "allow_merge_commit": repo.allow_merge_commit,
            "allow_rebase_merge": repo.allow_rebase_merge,
            "allow_auto_merge": repo.allow_auto_merge,
            "delete_branch_on_merge": repo.delete_branch_on_merge,
            "allow_update_branch": repo.allow_update_branch,
            "use_squash_pr_title_as_default": False,
            "squash_merge_commit_message": "COMMIT_MESSAGES",
            "squash_merge_commit_title": "COMMIT_OR_PR_TITLE",
            "merge_commit_message": "PR_TITLE",
            "merge_commit_title": "MERGE_MESSAGE",
            "network_count": forks,
            "subscribers_count": repo.watchers_count,
        }
    )
    if owner is not None:
        out["organization"] = user_json(ctx, owner.login)
    parent = ctx.state.find_repo(*repo.parent.split("/", 1)) if repo.parent else None
    if parent is not None:
        out["parent"] = repo_json(ctx, parent)
        out["source"] = repo_json(ctx, parent)
    return out


def author_association(ctx: Ctx, repo: Repo, login: str) -> str:
    if login == repo.owner:
        return "OWNER"
    org = ctx.state.org(repo.owner)
    if org is not None and login in org.members:
        return "MEMBER"
    if login in repo.collaborators:
        return "COLLABORATOR"
    if any(c == login for c, _ in repo.contributors):
        return "CONTRIBUTOR"
    return "NONE"


def label_json(ctx: Ctx, repo: Repo, label: Label) -> JsonDict:
    return {
        "id": label.id,
        "node_id": node_id("Label", label.id),
        "url": f"{ctx.api}/repos/{repo.full_name}/labels/{label.name.replace(' ', '%20')}",
        "name": label.name,
        "color": label.color,
        "default": label.default,
        "description": label.description,
    }


def labels_of(ctx: Ctx, repo: Repo, names: list[str]) -> list[JsonDict]:
    by_name = {lb.name: lb for lb in repo.labels}
    return [label_json(ctx, repo, by_name[n]) for n in names if n in by_name]


def milestone_json(ctx: Ctx, repo: Repo, m: Milestone) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/milestones/{m.number}"
    items: list[Issue | PullRequest] = [*repo.issues, *repo.pulls]
    return {
        "url": api,
        "html_url": f"{ctx.web}/{repo.full_name}/milestone/{m.number}",
        "labels_url": f"{api}/labels",
        "id": m.id,
        "node_id": node_id("Milestone", m.id),
        "number": m.number,
        "title": m.title,
        "description": m.description,
        "creator": user_json(ctx, repo.owner if ctx.state.user(repo.owner) else "octocat"),
        "open_issues": sum(1 for i in items if i.milestone == m.number and i.state == "open"),
        "closed_issues": sum(1 for i in items if i.milestone == m.number and i.state != "open"),
        "state": m.state,
        "created_at": m.created_at,
        "updated_at": m.updated_at,
        "due_on": m.due_on,
        "closed_at": m.closed_at,
    }


def milestone_or_none(ctx: Ctx, repo: Repo, number: int | None) -> JsonDict | None:
    m = next((m for m in repo.milestones if m.number == number), None)
    return milestone_json(ctx, repo, m) if m else None


def reactions_json(url: str) -> JsonDict:
    return {
        "url": f"{url}/reactions",
        "total_count": 0,
        "+1": 0,
        "-1": 0,
        "laugh": 0,
        "hooray": 0,
        "confused": 0,
        "heart": 0,
        "rocket": 0,
        "eyes": 0,
    }


def issue_json(ctx: Ctx, repo: Repo, issue: Issue, with_repo: bool = False) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/issues/{issue.number}"
    out: JsonDict = {
        "url": api,
        "repository_url": f"{ctx.api}/repos/{repo.full_name}",
        "labels_url": f"{api}/labels{{/name}}",
        "comments_url": f"{api}/comments",
        "events_url": f"{api}/events",
        "html_url": f"{ctx.web}/{repo.full_name}/issues/{issue.number}",
        "id": issue.id,
        "node_id": node_id("Issue", issue.id),
        "number": issue.number,
        "title": issue.title,
        "user": user_json(ctx, issue.user),
        "labels": labels_of(ctx, repo, issue.labels),
        "state": issue.state,
        "locked": issue.locked,
        "assignee": user_json(ctx, issue.assignees[0]) if issue.assignees else None,
        "assignees": [user_json(ctx, a) for a in issue.assignees],
        "milestone": milestone_or_none(ctx, repo, issue.milestone),
        "comments": len(issue.comments),
        "created_at": issue.created_at,
        "updated_at": issue.updated_at,
        "closed_at": issue.closed_at,
        "author_association": author_association(ctx, repo, issue.user),
        "active_lock_reason": None,
        "body": issue.body or None,
        "reactions": reactions_json(api),
        "timeline_url": f"{api}/timeline",
        "performed_via_github_app": None,
        "state_reason": issue.state_reason,
    }
    if with_repo:
        out["repository"] = repo_json(ctx, repo)
    return out


def pull_as_issue_json(ctx: Ctx, repo: Repo, pr: PullRequest, with_repo: bool = False) -> JsonDict:
    """A pull request as the issues endpoints list it."""
    api = f"{ctx.api}/repos/{repo.full_name}/issues/{pr.number}"
    pulls_api = f"{ctx.api}/repos/{repo.full_name}/pulls/{pr.number}"
    html = f"{ctx.web}/{repo.full_name}/pull/{pr.number}"
    out: JsonDict = {
        "url": api,
        "repository_url": f"{ctx.api}/repos/{repo.full_name}",
        "labels_url": f"{api}/labels{{/name}}",
        "comments_url": f"{api}/comments",
        "events_url": f"{api}/events",
        "html_url": html,
        "id": pr.id,
        "node_id": node_id("PullRequest", pr.id),
        "number": pr.number,
        "title": pr.title,
        "user": user_json(ctx, pr.user),
        "labels": labels_of(ctx, repo, pr.labels),
        "state": pr.state,
        "locked": pr.locked,
        "assignee": user_json(ctx, pr.assignees[0]) if pr.assignees else None,
        "assignees": [user_json(ctx, a) for a in pr.assignees],
        "milestone": milestone_or_none(ctx, repo, pr.milestone),
        "comments": len(pr.comments),
        "created_at": pr.created_at,
        "updated_at": pr.updated_at,
        "closed_at": pr.closed_at,
        "author_association": author_association(ctx, repo, pr.user),
        "active_lock_reason": None,
        "draft": pr.draft,
        "pull_request": {
            "url": pulls_api,
            "html_url": html,
            "diff_url": f"{html}.diff",
            "patch_url": f"{html}.patch",
            "merged_at": pr.merged_at,
        },
        "body": pr.body or None,
        "reactions": reactions_json(api),
        "timeline_url": f"{api}/timeline",
        "performed_via_github_app": None,
        "state_reason": None,
    }
    if with_repo:
        out["repository"] = repo_json(ctx, repo)
    return out


def _ref_json(ctx: Ctx, repo: Repo, ref: str, sha: str) -> JsonDict:
    return {
        "label": f"{repo.owner}:{ref}",
        "ref": ref,
        "sha": sha,
        "user": user_json(ctx, repo.owner),
        "repo": repo_json(ctx, repo),
    }


def head_repo(ctx: Ctx, repo: Repo, pr: PullRequest) -> Repo:
    if pr.head_repo:
        fork = ctx.state.find_repo(*pr.head_repo.split("/", 1))
        if fork is not None:
            return fork
    return repo


def base_sha(ctx: Ctx, repo: Repo, pr: PullRequest) -> str:
    branch = ctx.state.branch(repo, pr.base)
    return branch.sha if branch else ""


def requested_teams(ctx: Ctx, pr: PullRequest) -> list[JsonDict]:
    out = []
    for ref in pr.requested_teams:
        org_login, _, slug = ref.partition("/")
        org = ctx.state.org(org_login)
        team = ctx.state.team(org, slug) if org else None
        if org and team:
            out.append(team_json(ctx, org, team))
    return out


def pull_json(ctx: Ctx, repo: Repo, pr: PullRequest, full: bool = False) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/pulls/{pr.number}"
    issue_api = f"{ctx.api}/repos/{repo.full_name}/issues/{pr.number}"
    html = f"{ctx.web}/{repo.full_name}/pull/{pr.number}"
    out: JsonDict = {
        "url": api,
        "id": pr.id,
        "node_id": node_id("PullRequest", pr.id),
        "html_url": html,
        "diff_url": f"{html}.diff",
        "patch_url": f"{html}.patch",
        "issue_url": issue_api,
        "number": pr.number,
        "state": pr.state,
        "locked": pr.locked,
        "title": pr.title,
        "user": user_json(ctx, pr.user),
        "body": pr.body or None,
        "created_at": pr.created_at,
        "updated_at": pr.updated_at,
        "closed_at": pr.closed_at,
        "merged_at": pr.merged_at,
        "merge_commit_sha": pr.merge_commit_sha,
        "assignee": user_json(ctx, pr.assignees[0]) if pr.assignees else None,
        "assignees": [user_json(ctx, a) for a in pr.assignees],
        "requested_reviewers": [user_json(ctx, r) for r in pr.requested_reviewers],
        "requested_teams": requested_teams(ctx, pr),
        "labels": labels_of(ctx, repo, pr.labels),
        "milestone": milestone_or_none(ctx, repo, pr.milestone),
        "draft": pr.draft,
        "commits_url": f"{api}/commits",
        "review_comments_url": f"{api}/comments",
        "comments_url": f"{issue_api}/comments",
        "statuses_url": f"{ctx.api}/repos/{repo.full_name}/statuses/{pr.head_sha}",
        "head": _ref_json(ctx, head_repo(ctx, repo, pr), pr.head, pr.head_sha),
        "base": _ref_json(ctx, repo, pr.base, base_sha(ctx, repo, pr)),
        "author_association": author_association(ctx, repo, pr.user),
        "auto_merge": None,
        "active_lock_reason": None,
    }
    if full:
        out.update(
            {
                "merged": pr.merged,
                "mergeable": None if pr.state != "open" else pr.mergeable == "MERGEABLE",
                "rebaseable": pr.mergeable == "MERGEABLE",
                "mergeable_state": pr.merge_state_status.lower(),
                "merged_by": user_or_none(ctx, pr.merged_by),
                "comments": len(pr.comments),
                "review_comments": len(pr.review_comments),
                "maintainer_can_modify": pr.maintainer_can_modify,
                "commits": len(pr.commit_shas),
                "additions": sum(f.additions for f in pr.files),
                "deletions": sum(f.deletions for f in pr.files),
                "changed_files": len(pr.files),
            }
        )
    return out


def pull_file_json(ctx: Ctx, repo: Repo, pr: PullRequest, index: int) -> JsonDict:
    f = pr.files[index]
    sha = blob_sha(f"{pr.head_sha}:{f.filename}".encode())
    return {
        "sha": sha,
        "filename": f.filename,
        "status": f.status,
        "additions": f.additions,
        "deletions": f.deletions,
        "changes": f.additions + f.deletions,
        "blob_url": f"{ctx.web}/{repo.full_name}/blob/{pr.head_sha}/{f.filename}",
        "raw_url": f"{ctx.web}/{repo.full_name}/raw/{pr.head_sha}/{f.filename}",
        "contents_url": f"{ctx.api}/repos/{repo.full_name}/contents/{f.filename}?ref={pr.head_sha}",
        "patch": f.patch,
    }


def review_json(ctx: Ctx, repo: Repo, pr: PullRequest, review: Review) -> JsonDict:
    html = f"{ctx.web}/{repo.full_name}/pull/{pr.number}"
    return {
        "id": review.id,
        "node_id": node_id("PullRequestReview", review.id),
        "user": user_json(ctx, review.user),
        "body": review.body,
        "state": review.state,
        "html_url": f"{html}#pullrequestreview-{review.id}",
        "pull_request_url": f"{ctx.api}/repos/{repo.full_name}/pulls/{pr.number}",
        "author_association": author_association(ctx, repo, review.user),
        "submitted_at": review.submitted_at,
        "commit_id": review.commit_id,
    }


def comment_json(
    ctx: Ctx, repo: Repo, number: int, c: CommentModel, review: bool = False
) -> JsonDict:
    base = f"{ctx.api}/repos/{repo.full_name}"
    html = f"{ctx.web}/{repo.full_name}/{'pull' if review else 'issues'}/{number}"
    out: JsonDict = {
        "id": c.id,
        "node_id": node_id("PullRequestReviewComment" if review else "IssueComment", c.id),
        "url": f"{base}/{'pulls' if review else 'issues'}/comments/{c.id}",
        "html_url": f"{html}#{'discussion_r' if review else 'issuecomment-'}{c.id}",
        "body": c.body,
        "user": user_json(ctx, c.user),
        "created_at": c.created_at,
        "updated_at": c.updated_at or c.created_at,
        "author_association": author_association(ctx, repo, c.user),
    }
    if review:
        out.update(
            {
                "path": c.path,
                "line": c.line,
                "original_line": c.line,
                "side": "RIGHT",
                "commit_id": c.commit_id,
                "original_commit_id": c.commit_id,
                "pull_request_url": f"{base}/pulls/{number}",
                "diff_hunk": f"@@ -{c.line},1 +{c.line},1 @@",
            }
        )
    else:
        out["issue_url"] = f"{base}/issues/{number}"
    return out


def git_commit_json(ctx: Ctx, repo: Repo, c: GitCommit) -> JsonDict:
    """The git-data shape (as in the contents API's `commit`)."""
    api = f"{ctx.api}/repos/{repo.full_name}/git/commits/{c.sha}"
    person = _person(ctx, c)
    return {
        "sha": c.sha,
        "node_id": node_id("Commit", c.sha),
        "url": api,
        "html_url": f"{ctx.web}/{repo.full_name}/commit/{c.sha}",
        "author": person,
        "committer": person,
        "message": c.message,
        "tree": {
            "sha": c.tree_sha,
            "url": f"{ctx.api}/repos/{repo.full_name}/git/trees/{c.tree_sha}",
        },
        "parents": [_parent(ctx, repo, p) for p in c.parents],
        "verification": {
            "verified": False,
            "reason": "unsigned",
            "signature": None,
            "payload": None,
        },
    }


def _person(ctx: Ctx, c: GitCommit) -> JsonDict:
    user = ctx.state.user(c.author)
    return {
        "name": (user.name if user and user.name else c.author),
        "email": (user.email if user and user.email else f"{c.author}@users.noreply"),
        "date": c.date,
    }


def _parent(ctx: Ctx, repo: Repo, sha: str) -> JsonDict:
    return {
        "sha": sha,
        "url": f"{ctx.api}/repos/{repo.full_name}/commits/{sha}",
        "html_url": f"{ctx.web}/{repo.full_name}/commit/{sha}",
    }


def commit_json(ctx: Ctx, repo: Repo, c: GitCommit) -> JsonDict:
    """The repository-commit shape (as in GET /commits and PR commits)."""
    api = f"{ctx.api}/repos/{repo.full_name}/commits/{c.sha}"
    person = _person(ctx, c)
    known = ctx.state.user(c.author)
    return {
        "sha": c.sha,
        "node_id": node_id("Commit", c.sha),
        "commit": {
            "author": person,
            "committer": person,
            "message": c.message,
            "tree": {
                "sha": c.tree_sha,
                "url": f"{ctx.api}/repos/{repo.full_name}/git/trees/{c.tree_sha}",
            },
            "url": f"{ctx.api}/repos/{repo.full_name}/git/commits/{c.sha}",
            "comment_count": 0,
            "verification": {
                "verified": False,
                "reason": "unsigned",
                "signature": None,
                "payload": None,
            },
        },
        "url": api,
        "html_url": f"{ctx.web}/{repo.full_name}/commit/{c.sha}",
        "comments_url": f"{api}/comments",
        "author": user_json(ctx, c.author) if known else None,
        "committer": user_json(ctx, c.author) if known else None,
        "parents": [_parent(ctx, repo, p) for p in c.parents],
    }


def release_json(ctx: Ctx, repo: Repo, rel: Release) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/releases/{rel.id}"
    html = f"{ctx.web}/{repo.full_name}"
    return {
        "url": api,
        "assets_url": f"{api}/assets",
        "upload_url": f"https://uploads.github.com/repos/{repo.full_name}/releases/{rel.id}"
        "/assets{?name,label}",
        "html_url": f"{html}/releases/tag/{rel.tag_name}",
        "id": rel.id,
        "author": user_json(ctx, rel.author),
        "node_id": node_id("Release", rel.id),
        "tag_name": rel.tag_name,
        "target_commitish": rel.target_commitish,
        "name": rel.name,
        "draft": rel.draft,
        "prerelease": rel.prerelease,
        "created_at": rel.created_at,
        "published_at": rel.published_at,
        "assets": [asset_json(ctx, repo, rel, a) for a in rel.assets],
        "tarball_url": f"{ctx.api}/repos/{repo.full_name}/tarball/{rel.tag_name}",
        "zipball_url": f"{ctx.api}/repos/{repo.full_name}/zipball/{rel.tag_name}",
        "body": rel.body,
    }


def asset_json(ctx: Ctx, repo: Repo, rel: Release, a: Asset) -> JsonDict:
    return {
        "url": f"{ctx.api}/repos/{repo.full_name}/releases/assets/{a.id}",
        "id": a.id,
        "node_id": node_id("ReleaseAsset", a.id),
        "name": a.name,
        "label": "",
        "uploader": user_json(ctx, rel.author),
        "content_type": a.content_type,
        "state": "uploaded",
        "size": a.size,
        "download_count": a.download_count,
        "created_at": a.created_at,
        "updated_at": a.created_at,
        "browser_download_url": f"{ctx.web}/{repo.full_name}/releases/download/"
        f"{rel.tag_name}/{a.name}",
    }


def workflow_json(ctx: Ctx, repo: Repo, wf: Workflow) -> JsonDict:
    html = f"{ctx.web}/{repo.full_name}"
    return {
        "id": wf.id,
        "node_id": node_id("Workflow", wf.id),
        "name": wf.name,
        "path": wf.path,
        "state": wf.state,
        "created_at": wf.created_at,
        "updated_at": wf.updated_at,
        "url": f"{ctx.api}/repos/{repo.full_name}/actions/workflows/{wf.id}",
        "html_url": f"{html}/blob/{repo.default_branch}/{wf.path}",
        "badge_url": f"{html}/workflows/{wf.name.replace(' ', '%20')}/badge.svg",
    }


def _mini_repo(ctx: Ctx, repo: Repo) -> JsonDict:
    return {
        "id": repo.id,
        "node_id": node_id("Repository", repo.id),
        "name": repo.name,
        "full_name": repo.full_name,
        "private": repo.private,
        "owner": user_json(ctx, repo.owner),
        "html_url": f"{ctx.web}/{repo.full_name}",
        "description": repo.description,
        "fork": repo.fork,
        "url": f"{ctx.api}/repos/{repo.full_name}",
    }


def run_json(ctx: Ctx, repo: Repo, run: WorkflowRun) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/actions/runs/{run.id}"
    wf = next((w for w in repo.workflows if w.id == run.workflow_id), None)
    commit = repo.commits.get(run.head_sha)
    author = _person(ctx, commit) if commit else {"name": run.actor, "email": "", "date": ""}
    return {
        "id": run.id,
        "name": wf.name if wf else "",
        "node_id": node_id("WorkflowRun", run.id),
        "head_branch": run.head_branch,
        "head_sha": run.head_sha,
        "path": wf.path if wf else "",
        "display_title": run.display_title,
        "run_number": run.run_number,
        "event": run.event,
        "status": run.status,
        "conclusion": run.conclusion,
        "workflow_id": run.workflow_id,
        "check_suite_id": run.id + 10_000_000_000,
        "check_suite_node_id": node_id("CheckSuite", run.id),
        "url": api,
        "html_url": f"{ctx.web}/{repo.full_name}/actions/runs/{run.id}",
        "pull_requests": [],
        "created_at": run.created_at,
        "updated_at": run.updated_at,
        "actor": user_json(ctx, run.actor),
        "run_attempt": run.run_attempt,
        "referenced_workflows": [],
        "run_started_at": run.created_at,
        "triggering_actor": user_json(ctx, run.actor),
        "jobs_url": f"{api}/jobs",
        "logs_url": f"{api}/logs",
        "check_suite_url": f"{ctx.api}/repos/{repo.full_name}/check-suites/"
        f"{run.id + 10_000_000_000}",
        "artifacts_url": f"{api}/artifacts",
        "cancel_url": f"{api}/cancel",
        "rerun_url": f"{api}/rerun",
        "workflow_url": f"{ctx.api}/repos/{repo.full_name}/actions/workflows/{run.workflow_id}",
        "head_commit": {
            "id": run.head_sha,
            "tree_id": commit.tree_sha if commit else "",
            "message": commit.message if commit else run.display_title,
            "timestamp": commit.date if commit else run.created_at,
            "author": {"name": author["name"], "email": author["email"]},
            "committer": {"name": author["name"], "email": author["email"]},
        },
        "repository": _mini_repo(ctx, repo),
        "head_repository": _mini_repo(ctx, repo),
    }


def job_json(ctx: Ctx, repo: Repo, run: WorkflowRun, job: Job) -> JsonDict:
    wf = next((w for w in repo.workflows if w.id == run.workflow_id), None)
    return {
        "id": job.id,
        "run_id": run.id,
        "run_url": f"{ctx.api}/repos/{repo.full_name}/actions/runs/{run.id}",
        "run_attempt": run.run_attempt,
        "node_id": node_id("CheckRun", job.id),
        "head_sha": run.head_sha,
        "head_branch": run.head_branch,
        "url": f"{ctx.api}/repos/{repo.full_name}/actions/jobs/{job.id}",
        "html_url": f"{ctx.web}/{repo.full_name}/actions/runs/{run.id}/job/{job.id}",
        "status": job.status,
        "conclusion": job.conclusion,
        "created_at": job.started_at,
        "started_at": job.started_at,
        "completed_at": job.completed_at,
        "name": job.name,
        "steps": [
            {
                "name": s.name,
                "status": s.status,
                "conclusion": s.conclusion,
                "number": s.number,
                "started_at": job.started_at,
                "completed_at": job.completed_at if s.status == "completed" else None,
            }
            for s in job.steps
        ],
        "check_run_url": f"{ctx.api}/repos/{repo.full_name}/check-runs/{job.id}",
        "labels": list(job.labels),
        "runner_id": 1,
        "runner_name": job.runner_name,
        "runner_group_id": 2,
        "runner_group_name": "GitHub Actions",
        "workflow_name": wf.name if wf else "",
    }


def check_run_json(ctx: Ctx, repo: Repo, run: WorkflowRun, job: Job) -> JsonDict:
    html = f"{ctx.web}/{repo.full_name}/actions/runs/{run.id}/job/{job.id}"
    return {
        "id": job.id,
        "node_id": node_id("CheckRun", job.id),
        "head_sha": run.head_sha,
        "external_id": str(job.id),
        "url": f"{ctx.api}/repos/{repo.full_name}/check-runs/{job.id}",
        "html_url": html,
        "details_url": html,
        "status": job.status,
        "conclusion": job.conclusion,
        "started_at": job.started_at,
        "completed_at": job.completed_at,
        "name": job.name,
        "output": {
            "title": None,
            "summary": None,
            "text": None,
            "annotations_count": len(job.annotations),
            "annotations_url": f"{ctx.api}/repos/{repo.full_name}/check-runs/{job.id}/annotations",
        },
        "check_suite": {"id": run.id + 10_000_000_000},
        "app": dict(GITHUB_ACTIONS_APP),
        "pull_requests": [],
    }


def artifact_json(ctx: Ctx, repo: Repo, run: WorkflowRun, a: Artifact) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/actions/artifacts/{a.id}"
    return {
        "id": a.id,
        "node_id": node_id("Artifact", a.id),
        "name": a.name,
        "size_in_bytes": a.size_in_bytes,
        "url": api,
        "archive_download_url": f"{api}/zip",
        "expired": a.expired,
        "created_at": a.created_at,
        "updated_at": a.created_at,
        "expires_at": a.expires_at,
        "workflow_run": {
            "id": run.id,
            "repository_id": repo.id,
            "head_repository_id": repo.id,
            "head_branch": run.head_branch,
            "head_sha": run.head_sha,
        },
    }


def deployment_json(ctx: Ctx, repo: Repo, d: Deployment) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/deployments/{d.id}"
    return {
        "url": api,
        "id": d.id,
        "node_id": node_id("Deployment", d.id),
        "task": d.task,
        "original_environment": d.environment,
        "environment": d.environment,
        "description": d.description or None,
        "created_at": d.created_at,
        "updated_at": d.created_at,
        "statuses_url": f"{api}/statuses",
        "repository_url": f"{ctx.api}/repos/{repo.full_name}",
        "creator": user_json(ctx, d.creator),
        "sha": d.sha,
        "ref": d.ref,
        "payload": {},
        "transient_environment": False,
        "production_environment": d.production_environment,
        "performed_via_github_app": None,
    }


def environment_json(ctx: Ctx, repo: Repo, env: Environment) -> JsonDict:
    rules = []
    for rule in env.protection_rules:
        out = {
            "id": rule["id"],
            "node_id": node_id("ProtectionRule", rule["id"]),
            "type": rule["type"],
        }
        if rule["type"] == "wait_timer":
            out["wait_timer"] = rule.get("wait_timer", 0)
        if rule["type"] == "required_reviewers":
            out["prevent_self_review"] = False
            out["reviewers"] = [_reviewer_json(ctx, r) for r in rule.get("reviewers", [])]
        rules.append(out)
    return {
        "id": env.id,
        "node_id": node_id("Environment", env.id),
        "name": env.name,
        "url": f"{ctx.api}/repos/{repo.full_name}/environments/{env.name}",
        "html_url": f"{ctx.web}/{repo.full_name}/deployments/activity_log?environments_filter="
        f"{env.name}",
        "created_at": env.created_at,
        "updated_at": env.created_at,
        "can_admins_bypass": True,
        "protection_rules": rules,
        "deployment_branch_policy": env.deployment_branch_policy,
    }


def _reviewer_json(ctx: Ctx, reviewer: JsonDict) -> JsonDict:
    if reviewer.get("type") == "Team":
        org_login, _, slug = str(reviewer.get("slug", "")).partition("/")
        org = ctx.state.org(org_login)
        team = ctx.state.team(org, slug) if org else None
        if org and team:
            return {"type": "Team", "reviewer": team_json(ctx, org, team)}
    return {"type": "User", "reviewer": user_json(ctx, str(reviewer.get("login", "")))}


def ruleset_json(ctx: Ctx, repo: Repo, rs: Ruleset, full: bool = False) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}/rulesets/{rs.id}"
    out: JsonDict = {
        "id": rs.id,
        "name": rs.name,
        "target": rs.target,
        "source_type": "Repository",
        "source": repo.full_name,
        "enforcement": rs.enforcement,
        "node_id": node_id("RepositoryRuleset", rs.id),
        "_links": {
            "self": {"href": api},
            "html": {"href": f"{ctx.web}/{repo.full_name}/rules/{rs.id}"},
        },
        "created_at": rs.created_at,
        "updated_at": rs.created_at,
    }
    if full:
        out.update(
            {
                "bypass_actors": [],
                "current_user_can_bypass": "never",
                "conditions": {
                    "ref_name": {"include": list(rs.include), "exclude": list(rs.exclude)}
                },
                "rules": [dict(r) for r in rs.rules],
            }
        )
    return out


def content_file_json(
    ctx: Ctx, repo: Repo, branch: str, path: str, data: bytes, with_content: bool = True
) -> JsonDict:
    sha = blob_sha(data)
    out = _content_entry(ctx, repo, branch, path, "file", sha, len(data))
    if with_content:
        encoded = base64.b64encode(data).decode()
        # GitHub wraps base64 content at 60 columns
        out["content"] = "".join(encoded[i : i + 60] + "\n" for i in range(0, len(encoded), 60))
        out["encoding"] = "base64"
    return out


def content_dir_json(ctx: Ctx, repo: Repo, branch: str, path: str, sha: str) -> JsonDict:
    return _content_entry(ctx, repo, branch, path, "dir", sha, 0)


def _content_entry(
    ctx: Ctx, repo: Repo, branch: str, path: str, kind: str, sha: str, size: int
) -> JsonDict:
    api = f"{ctx.api}/repos/{repo.full_name}"
    self_url = f"{api}/contents/{path}?ref={branch}"
    git_url = f"{api}/git/{'blobs' if kind == 'file' else 'trees'}/{sha}"
    html = f"{ctx.web}/{repo.full_name}/{'blob' if kind == 'file' else 'tree'}/{branch}/{path}"
    return {
        "name": path.rsplit("/", 1)[-1],
        "path": path,
        "sha": sha,
        "size": size,
        "url": self_url,
        "html_url": html,
        "git_url": git_url,
        "download_url": (
            f"https://raw.githubusercontent.com/{repo.full_name}/{branch}/{path}"
            if kind == "file"
            else None
        ),
        "type": kind,
        "_links": {"self": self_url, "git": git_url, "html": html},
    }


def notification_json(ctx: Ctx, n: Notification) -> JsonDict:
    repo = ctx.state.find_repo(*n.repo.split("/", 1))
    kind = {"PullRequest": "pulls", "Issue": "issues"}.get(n.subject_type)
    subject_url = (
        f"{ctx.api}/repos/{n.repo}/{kind}/{n.subject_number}" if kind and n.subject_number else None
    )
    return {
        "id": n.id,
        "repository": _mini_repo(ctx, repo) if repo else None,
        "subject": {
            "title": n.subject_title,
            "url": subject_url,
            "latest_comment_url": subject_url,
            "type": n.subject_type,
        },
        "reason": n.reason,
        "unread": n.unread,
        "updated_at": n.updated_at,
        "last_read_at": n.last_read_at,
        "url": f"{ctx.api}/notifications/threads/{n.id}",
        "subscription_url": f"{ctx.api}/notifications/threads/{n.id}/subscription",
    }


def invitation_json(ctx: Ctx, repo: Repo, inv: Invitation) -> JsonDict:
    return {
        "id": inv.id,
        "node_id": node_id("RepositoryInvitation", inv.id),
        "repository": _mini_repo(ctx, repo),
        "invitee": user_json(ctx, inv.invitee),
        "inviter": user_json(ctx, inv.inviter),
        "permissions": inv.permissions,
        "created_at": inv.created_at,
        "expired": False,
        "url": f"{ctx.api}/user/repository_invitations/{inv.id}",
        "html_url": f"{ctx.web}/{repo.full_name}/invitations",
    }


def runner_json(runner: Runner) -> JsonDict:
    return {
        "id": runner.id,
        "name": runner.name,
        "os": runner.os,
        "status": runner.status,
        "busy": runner.busy,
        "labels": [
            {"id": i + 1, "name": name, "type": "read-only" if i == 0 else "custom"}
            for i, name in enumerate(runner.labels)
        ],
    }


def protection_json(ctx: Ctx, repo: Repo, branch: str, p: JsonDict) -> JsonDict:
    url = f"{ctx.api}/repos/{repo.full_name}/branches/{branch}/protection"
    out: JsonDict = {"url": url}
    checks = p.get("required_status_checks")
    if checks:
        contexts = list(checks.get("contexts") or [])
        out["required_status_checks"] = {
            "url": f"{url}/required_status_checks",
            "strict": bool(checks.get("strict")),
            "contexts": contexts,
            "contexts_url": f"{url}/required_status_checks/contexts",
            "checks": [{"context": c, "app_id": None} for c in contexts],
        }
    reviews = p.get("required_pull_request_reviews")
    if reviews:
        out["required_pull_request_reviews"] = {
            "url": f"{url}/required_pull_request_reviews",
            "dismiss_stale_reviews": bool(reviews.get("dismiss_stale_reviews", False)),
            "require_code_owner_reviews": bool(reviews.get("require_code_owner_reviews", False)),
            "required_approving_review_count": int(
                reviews.get("required_approving_review_count", 1)
            ),
            "require_last_push_approval": bool(reviews.get("require_last_push_approval", False)),
        }
    restrictions = p.get("restrictions")
    if restrictions:
        out["restrictions"] = {
            "url": f"{url}/restrictions",
            "users": [user_json(ctx, u) for u in restrictions.get("users", [])],
            "teams": [],
            "apps": [],
        }
    out["required_signatures"] = {"url": f"{url}/required_signatures", "enabled": False}
    out["enforce_admins"] = {
        "url": f"{url}/enforce_admins",
        "enabled": bool(p.get("enforce_admins")),
    }
    for key in (
        "required_linear_history",
        "allow_force_pushes",
        "allow_deletions",
        "block_creations",
        "required_conversation_resolution",
        "lock_branch",
        "allow_fork_syncing",
    ):
        out[key] = {"enabled": bool(p.get(key))}
    return out
