"""POST /graphql: GitHub's schema subset (schema.graphql) answered from the live state.

Objects are plain dicts; a field that takes arguments or is expensive is a callable, which
graphql-core's default resolver calls with (info, **arguments). Abstract types are told
apart by the dict's "__typename".
"""

from __future__ import annotations

import base64
import functools
import re
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from graphql import (
    GraphQLError,
    GraphQLSchema,
    OverlappingFieldsCanBeMergedRule,
    build_schema,
    execute_sync,
    parse,
    specified_rules,
    validate,
)

from .models import (
    Asset,
    Comment,
    GitCommit,
    Issue,
    Job,
    Label,
    Milestone,
    Org,
    PullRequest,
    Release,
    Repo,
    Review,
    Team,
    WorkflowRun,
)
from .render import (
    LICENSES,
    Ctx,
    author_association,
    avatar,
    node_id,
    parse_node_id,
    primary_language,
)
from .rest_issues import latest_of, new_pull
from .search import matching_items, matching_repos
from .search import parse as parse_search
from .state import PERMISSION_RANK, ApiError

Node = dict[str, Any]
T = TypeVar("T")

# name of the connection -> (node type, extra connection fields, extra edge fields)
CONNECTIONS: dict[str, tuple[str, str, str]] = {
    "Repository": ("Repository", "totalDiskUsage: Int!", ""),
    "Organization": ("Organization", "", ""),
    "Team": ("Team", "", ""),
    "User": ("User", "", ""),
    "Follower": ("User", "", ""),
    "Following": ("User", "", ""),
    "OrganizationMember": ("User", "", "role: String"),
    "TeamMember": ("User", "", "role: String"),
    "Stargazer": ("User", "", "starredAt: DateTime!"),
    "RepositoryCollaborator": ("User", "", "permission: RepositoryPermission!"),
    "ReactingUser": ("User", "", ""),
    "Reactor": ("Reactor", "", ""),
    "Issue": ("Issue", "", ""),
    "PullRequest": ("PullRequest", "", ""),
    "Label": ("Label", "", ""),
    "Milestone": ("Milestone", "", ""),
    "IssueComment": ("IssueComment", "", ""),
    "Release": ("Release", "", ""),
    "ReleaseAsset": ("ReleaseAsset", "", ""),
    "Language": ("Language", "totalSize: Int!", "size: Int!"),
    "RepositoryTopic": ("RepositoryTopic", "", ""),
    "Ref": ("Ref", "", ""),
    "StatusCheckRollupContext": (
        "StatusCheckRollupContext",
        "checkRunCount: Int! statusContextCount: Int!",
        "",
    ),
    "ReviewRequest": ("ReviewRequest", "", ""),
    "PullRequestReview": ("PullRequestReview", "", ""),
    "PullRequestChangedFile": ("PullRequestChangedFile", "", ""),
    "PullRequestCommit": ("PullRequestCommit", "", ""),
    "GitActor": ("GitActor", "", ""),
    "CommitHistory": ("Commit", "", ""),
    "Commit": ("Commit", "", ""),
    "ProjectCard": ("ProjectCard", "", ""),
    "ProjectV2Item": ("ProjectV2Item", "", ""),
    "Project": ("Project", "", ""),
    "SearchResultItem": (
        "SearchResultItem",
        "issueCount: Int! repositoryCount: Int! "
        "userCount: Int! discussionCount: Int! codeCount: Int! "
        "wikiCount: Int!",
        "",
    ),
}
EXTRA_SDL = "union Reactor = User | Bot | Organization | Mannequin\n"
PERMISSION_ENUM = {
    "admin": "ADMIN",
    "maintain": "MAINTAIN",
    "push": "WRITE",
    "triage": "TRIAGE",
    "pull": "READ",
}
MAX_PAGE = 100
# GitHub (graphql-ruby) accepts `...on Issue {state} ...on PullRequest {state}` although the
# two enums differ; gh's issue queries depend on that, so the strict spec rule is left out.
RULES = [rule for rule in specified_rules if rule is not OverlappingFieldsCanBeMergedRule]


class GraphQLFailure(Exception):
    """A resolver error that GitHub reports with a `type` (NOT_FOUND, FORBIDDEN...)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _connections_sdl() -> str:
    parts = []
    for name, (node, conn_extra, edge_extra) in CONNECTIONS.items():
        parts.append(
            f"type {name}Connection {{ edges: [{name}Edge] nodes: [{node}] "
            f"pageInfo: PageInfo! totalCount: Int! {conn_extra} }}"
        )
        parts.append(f"type {name}Edge {{ cursor: String! node: {node} {edge_extra} }}")
    return "\n".join(parts)


@functools.cache
def schema() -> GraphQLSchema:
    sdl = (Path(__file__).with_name("schema.graphql")).read_text()
    return build_schema(sdl + "\n" + EXTRA_SDL + _connections_sdl())


# ---- connections -------------------------------------------------------------------------


def _cursor(index: int) -> str:
    return base64.b64encode(f"cursor:v2:{index}".encode()).decode()


def _index(cursor: str | None) -> int | None:
    if not cursor:
        return None
    try:
        return int(base64.b64decode(cursor).decode().rsplit(":", 1)[-1])
    except (ValueError, UnicodeDecodeError):
        raise GraphQLFailure(
            "INVALID_CURSOR_ARGUMENTS", f"`{cursor}` does not appear to be a valid cursor."
        ) from None


def connection(
    info: Any,
    items: Sequence[T],
    args: dict[str, Any],
    to_node: Callable[[T], Any],
    edge: Callable[[T], Node] | None = None,
    total: int | None = None,
    extra: Node | None = None,
) -> Node:
    """A GitHub connection over `items` honouring first/last/after/before."""
    first, last = args.get("first"), args.get("last")
    for name, value in (("first", first), ("last", last)):
        if value is not None and value > MAX_PAGE:
            raise GraphQLFailure(
                "EXCESSIVE_PAGINATION",
                f"Requesting {value} records on the `{info.field_name}` connection exceeds "
                f"the `{name}` limit of {MAX_PAGE} records.",
            )
    after, before = _index(args.get("after")), _index(args.get("before"))
    start = after + 1 if after is not None else 0
    end = before if before is not None else len(items)
    positions = list(range(start, min(end, len(items))))
    if first is not None:
        positions = positions[:first]
    if last is not None:
        positions = positions[-last:] if last else []
    nodes = [to_node(items[i]) for i in positions]
    edges = [
        {"cursor": _cursor(i), "node": n, **(edge(items[i]) if edge else {})}
        for i, n in zip(positions, nodes, strict=True)
    ]
    return {
        "totalCount": len(items) if total is None else total,
        "nodes": nodes,
        "edges": edges,
        "pageInfo": {
            "hasNextPage": bool(positions) and positions[-1] < min(end, len(items)) - 1,
            "hasPreviousPage": bool(positions) and positions[0] > 0,
            "startCursor": _cursor(positions[0]) if positions else None,
            "endCursor": _cursor(positions[-1]) if positions else None,
        },
        **(extra or {}),
    }


def _desc(order: dict[str, Any] | None, default: bool = False) -> bool:
    return order["direction"] == "DESC" if order else default


# ---- the object graph --------------------------------------------------------------------


class Graph:
    """Builds GraphQL objects for one request."""

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self.state = ctx.state

    # -- accounts

    def _account_base(self, login: str, uid: int, typename: str) -> Node:
        return {
            "__typename": typename,
            "id": node_id(typename, uid),
            "databaseId": uid,
            "login": login,
            "avatarUrl": lambda _i, **_a: avatar(uid),
            "url": f"{self.ctx.web}/{login}",
            "resourcePath": f"/{login}",
        }

    def actor(self, login: str | None) -> Node | None:
        if not login:
            return None
        user = self.state.user(login)
        if user is not None and user.type == "Bot":
            return {**self._account_base(login, user.id, "Bot"), "createdAt": user.created_at}
        return self.user(login)

    def user(self, login: str) -> Node | None:
        user = self.state.user(login)
        if user is None:
            org = self.state.org(login)
            return self.org(org) if org else None
        if user.type == "Bot":
            return self.actor(login)
        is_viewer = user.login == self.ctx.login
        member_of = [o for o in self.state.orgs.values() if user.login in o.members]
        return {
            **self._account_base(user.login, user.id, "User"),
            "name": user.name,
            "email": (user.email or "") if is_viewer else "",
            "bio": user.bio,
            "company": user.company,
            "location": user.location,
            "websiteUrl": user.blog or None,
            "twitterUsername": None,
            "createdAt": user.created_at,
            "updatedAt": "2024-04-01T09:00:00Z",
            "isSiteAdmin": False,
            "isViewer": is_viewer,
            "followers": lambda i, **a: connection(i, [], a, self.user, total=user.followers),
            "following": lambda i, **a: connection(i, [], a, self.user, total=user.following),
            "organizations": lambda i, **a: connection(i, member_of, a, self.org),
            "repositories": lambda i, **a: self._repositories(i, user.login, a),
            "repository": lambda _i, **a: self._owned_repo(user.login, a["name"]),
        }

    def org(self, org: Org) -> Node:
        teams = [t for t in org.teams if t.privacy != "secret" or self.ctx.login in t.members]
        return {
            **self._account_base(org.login, org.id, "Organization"),
            "name": org.name,
            "description": org.description,
            "email": org.email,
            "location": org.location,
            "websiteUrl": org.blog or None,
            "createdAt": org.created_at,
            "viewerIsAMember": self.ctx.login in org.members,
            "teams": lambda i, **a: connection(
                i,
                [t for t in teams if not a.get("query") or a["query"].lower() in t.name.lower()],
                a,
                lambda t: self.team(org, t),
            ),
            "team": lambda _i, **a: next(
                (self.team(org, t) for t in teams if t.slug == a["slug"]), None
            ),
            "membersWithRole": lambda i, **a: connection(
                i,
                org.members,
                a,
                self.user,
                edge=lambda m: {"role": "ADMIN" if m in org.admins else "MEMBER"},
            ),
            "repositories": lambda i, **a: self._repositories(i, org.login, a),
            "repository": lambda _i, **a: self._owned_repo(org.login, a["name"]),
        }

    def owner(self, login: str) -> Node | None:
        org = self.state.org(login)
        return self.org(org) if org else self.user(login)

    def team(self, org: Org, team: Team) -> Node:
        return {
            "__typename": "Team",
            "id": node_id("Team", team.id),
            "databaseId": team.id,
            "name": team.name,
            "slug": team.slug,
            "combinedSlug": f"{org.login}/{team.slug}",
            "description": team.description,
            "privacy": "SECRET" if team.privacy == "secret" else "VISIBLE",
            "url": f"{self.ctx.web}/orgs/{org.login}/teams/{team.slug}",
            "resourcePath": f"/orgs/{org.login}/teams/{team.slug}",
            "createdAt": org.created_at,
            "organization": lambda _i, **_a: self.org(org),
            "members": lambda i, **a: connection(
                i, team.members, a, self.user, edge=lambda _m: {"role": "MEMBER"}
            ),
        }

    def _owned_repo(self, owner: str, name: str) -> Node | None:
        repo = self.state.find_repo(owner, name)
        if repo is None or not self.state.permission(repo, self.ctx.login):
            return None
        return self.repo(repo)

    def _repositories(self, info: Any, owner: str, args: dict[str, Any]) -> Node:
        state, login = self.state, self.ctx.login
        affiliations = args.get("ownerAffiliations") or ["OWNER"]
        repos = [
            r
            for r in state.repos
            if state.permission(r, login)
            and (
                r.owner.lower() == owner.lower()
                or (owner == login and "COLLABORATOR" in affiliations and login in r.collaborators)
                or (
                    owner == login
                    and "ORGANIZATION_MEMBER" in affiliations
                    and (o := state.org(r.owner)) is not None
                    and login in o.members
                )
            )
        ]
        if args.get("privacy"):
            repos = [r for r in repos if r.private == (args["privacy"] == "PRIVATE")]
        if args.get("isFork") is not None:
            repos = [r for r in repos if r.fork == args["isFork"]]
        if args.get("isArchived") is not None:
            repos = [r for r in repos if r.archived == args["isArchived"]]
        order = args.get("orderBy")
        keys: dict[str, Callable[[Repo], Any]] = {
            "CREATED_AT": lambda r: r.created_at,
            "UPDATED_AT": lambda r: r.updated_at,
            "PUSHED_AT": lambda r: r.pushed_at,
            "NAME": lambda r: r.name.lower(),
            "STARGAZERS": lambda r: r.stargazers_count,
        }
        key = keys[order["field"]] if order else keys["CREATED_AT"]
        repos.sort(key=key, reverse=_desc(order))
        return connection(
            info,
            repos,
            args,
            self.repo,
            extra={"totalDiskUsage": sum(sum(r.languages.values()) // 1024 for r in repos)},
        )

    # -- repositories

    def repo(self, repo: Repo) -> Node:
        ctx, state = self.ctx, self.state
        perm = state.permission(repo, ctx.login)
        files = state.files(repo, repo.default_branch)
        parent = state.find_repo(*repo.parent.split("/", 1)) if repo.parent else None
        forks = [r for r in state.repos if r.parent == repo.full_name]
        language = primary_language(repo)
        return {
            "__typename": "Repository",
            "id": node_id("Repository", repo.id),
            "databaseId": repo.id,
            "name": repo.name,
            "nameWithOwner": repo.full_name,
            "owner": lambda _i, **_a: self.owner(repo.owner),
            "description": repo.description,
            "descriptionHTML": f"<div>{repo.description or ''}</div>",
            "url": f"{ctx.web}/{repo.full_name}",
            "resourcePath": f"/{repo.full_name}",
            "sshUrl": f"git@github.com:{repo.full_name}.git",
            "homepageUrl": repo.homepage,
            "mirrorUrl": None,
            "securityPolicyUrl": None,
            "openGraphImageUrl": f"https://opengraph.githubassets.com/1/{repo.full_name}",
            "usesCustomOpenGraphImage": False,
            "createdAt": repo.created_at,
            "updatedAt": repo.updated_at,
            "pushedAt": repo.pushed_at,
            "isPrivate": repo.private,
            "isArchived": repo.archived,
            "isFork": repo.fork,
            "isTemplate": repo.is_template,
            "isEmpty": not repo.branches,
            "isDisabled": False,
            "isLocked": False,
            "isMirror": False,
            "isBlankIssuesEnabled": True,
            "isSecurityPolicyEnabled": False,
            "isUserConfigurationRepository": False,
            "isInOrganization": state.org(repo.owner) is not None,
            "visibility": repo.effective_visibility.upper(),
            "hasIssuesEnabled": repo.has_issues,
            "hasProjectsEnabled": repo.has_projects,
            "hasWikiEnabled": repo.has_wiki,
            "hasDiscussionsEnabled": repo.has_discussions,
            "mergeCommitAllowed": repo.allow_merge_commit,
            "squashMergeAllowed": repo.allow_squash_merge,
            "rebaseMergeAllowed": repo.allow_rebase_merge,
            "deleteBranchOnMerge": repo.delete_branch_on_merge,
            "stargazerCount": repo.stargazers_count,
            "forkCount": len(forks),
            "diskUsage": sum(repo.languages.values()) // 1024,
            "viewerPermission": PERMISSION_ENUM.get(perm),
            "viewerCanAdminister": perm == "admin",
            "viewerHasStarred": False,
            "viewerSubscription": "SUBSCRIBED",
            "viewerDefaultMergeMethod": "MERGE"
            if repo.allow_merge_commit
            else ("SQUASH" if repo.allow_squash_merge else "REBASE"),
            "viewerDefaultCommitEmail": self._viewer_email(),
            "viewerPossibleCommitEmails": [e for e in [self._viewer_email()] if e],
            "licenseInfo": self._license(repo.license_key),
            "codeOfConduct": (
                {
                    "__typename": "CodeOfConduct",
                    "id": node_id("CoC", repo.id),
                    "key": "contributor_covenant",
                    "name": "Contributor Covenant",
                    "url": f"{ctx.web}/{repo.full_name}/blob/{repo.default_branch}"
                    "/CODE_OF_CONDUCT.md",
                    "body": None,
                }
                if "CODE_OF_CONDUCT.md" in files
                else None
            ),
            "contactLinks": [],
            "fundingLinks": [],
            "issueTemplates": [],
            "pullRequestTemplates": [
                {"filename": p, "body": files[p].decode()}
                for p in (".github/pull_request_template.md",)
                if p in files
            ],
            "primaryLanguage": self._language(language) if language else None,
            "languages": lambda i, **a: self._languages(i, repo, a),
            "repositoryTopics": lambda i, **a: connection(
                i,
                repo.topics,
                a,
                lambda t: {
                    "__typename": "RepositoryTopic",
                    "id": node_id("RepositoryTopic", t),
                    "topic": {"__typename": "Topic", "id": node_id("Topic", t), "name": t},
                    "url": f"{ctx.web}/topics/{t}",
                    "resourcePath": f"/topics/{t}",
                },
            ),
            "defaultBranchRef": (
                self.ref(repo, repo.default_branch)
                if state.branch(repo, repo.default_branch)
                else None
            ),
            "ref": lambda _i, **a: self._ref_by_name(repo, a["qualifiedName"]),
            "refs": lambda i, **a: self._refs(i, repo, a),
            "object": lambda _i, **a: self._object(repo, a.get("oid") or a.get("expression")),
            "parent": self.repo(parent) if parent else None,
            "templateRepository": None,
            "forks": lambda i, **a: connection(i, forks, a, self.repo),
            "watchers": lambda i, **a: connection(i, [], a, self.user, total=repo.watchers_count),
            "stargazers": lambda i, **a: connection(
                i, [], a, self.user, total=repo.stargazers_count
            ),
            "issues": lambda i, **a: self._issues(i, repo, a),
            "issue": lambda _i, **a: self._issue_by_number(repo, a["number"]),
            "pullRequests": lambda i, **a: self._pulls(i, repo, a),
            "pullRequest": lambda _i, **a: self._pull_by_number(repo, a["number"]),
            "issueOrPullRequest": lambda _i, **a: self._issue_or_pull(repo, a["number"]),
            "labels": lambda i, **a: connection(
                i,
                [
                    lb
                    for lb in repo.labels
                    if not a.get("query") or a["query"].lower() in lb.name.lower()
                ],
                a,
                lambda lb: self.label(repo, lb),
            ),
            "label": lambda _i, **a: next(
                (
                    self.label(repo, lb)
                    for lb in repo.labels
                    if lb.name.lower() == a["name"].lower()
                ),
                None,
            ),
            "milestones": lambda i, **a: self._milestones(i, repo, a),
            "milestone": lambda _i, **a: next(
                (self.milestone(repo, m) for m in repo.milestones if m.number == a["number"]), None
            ),
            "latestRelease": lambda _i, **_a: self._latest_release(repo),
            "releases": lambda i, **a: self._releases(i, repo, a),
            "release": lambda _i, **a: next(
                (self.release(repo, r) for r in repo.releases if r.tag_name == a["tagName"]), None
            ),
            "assignableUsers": lambda i, **a: self._people(i, repo, a, "push"),
            "mentionableUsers": lambda i, **a: self._people(i, repo, a, "mentionable"),
            "collaborators": lambda i, **a: connection(
                i,
                self._collaborators(repo),
                a,
                self.user,
                edge=lambda login: {
                    "permission": PERMISSION_ENUM.get(state.permission(repo, login), "READ")
                },
            ),
            "projects": lambda i, **a: connection(i, [], a, lambda x: x),
        }

    def _viewer_email(self) -> str | None:
        viewer = self.state.user(self.ctx.login)
        return viewer.email if viewer else None

    def _license(self, key: str | None) -> Node | None:
        if not key or key not in LICENSES:
            return None
        name, spdx = LICENSES[key]
        return {
            "__typename": "License",
            "id": node_id("License", key),
            "key": key,
            "name": name,
            "nickname": None,
            "spdxId": spdx,
            "url": f"http://choosealicense.com/licenses/{key}/",
        }

    def _language(self, name: str) -> Node:
        colors = {
            "Java": "#b07219",
            "Kotlin": "#A97BFF",
            "TypeScript": "#3178c6",
            "Go": "#00ADD8",
            "Python": "#3572A5",
            "Shell": "#89e051",
            "CSS": "#563d7c",
            "HTML": "#e34c26",
            "Dockerfile": "#384d54",
        }
        return {
            "__typename": "Language",
            "id": node_id("Language", name),
            "name": name,
            "color": colors.get(name),
        }

    def _languages(self, info: Any, repo: Repo, args: dict[str, Any]) -> Node:
        items = sorted(
            repo.languages.items(),
            key=lambda kv: kv[1],
            reverse=_desc(args.get("orderBy"), default=True),
        )
        return connection(
            info,
            items,
            args,
            lambda kv: self._language(kv[0]),
            edge=lambda kv: {"size": kv[1]},
            extra={"totalSize": sum(repo.languages.values())},
        )

    def _collaborators(self, repo: Repo) -> list[str]:
        logins = set(repo.collaborators)
        org = self.state.org(repo.owner)
        if org is not None:
            logins.update(org.admins)
            for _, team, _ in self.state.teams_of(repo):
                logins.update(team.members)
        else:
            logins.add(repo.owner)
        return sorted(logins, key=str.lower)

    def _people(self, info: Any, repo: Repo, args: dict[str, Any], kind: str) -> Node:
        logins = set(self._collaborators(repo))
        if kind == "mentionable":
            logins.update(c for c, _ in repo.contributors)
        else:
            logins = {x for x in logins if PERMISSION_RANK[self.state.permission(repo, x)] >= 3}
        users = [u for u in (self.state.user(x) for x in logins) if u and u.type == "User"]
        query = (args.get("query") or "").lower()
        if query:
            users = [
                u for u in users if query in u.login.lower() or query in (u.name or "").lower()
            ]
        users.sort(key=lambda u: u.login.lower())
        return connection(info, [u.login for u in users], args, self.user)

    # -- refs and commits

    def ref(self, repo: Repo, name: str, prefix: str = "refs/heads/") -> Node:
        state = self.state
        branch = state.branch(repo, name) if prefix == "refs/heads/" else None
        tag = next((t for t in repo.tags if t.name == name), None) if not branch else None
        sha = branch.sha if branch else (tag.sha if tag else "")
        protection = branch.protection if branch else None
        return {
            "__typename": "Ref",
            "id": node_id("Ref", f"{repo.id}:{prefix}{name}"),
            "name": name,
            "prefix": prefix,
            "repository": lambda _i, **_a: self.repo(repo),
            "target": lambda _i, **_a: self.commit(repo, sha),
            "branchProtectionRule": self._protection_rule(repo, name, protection),
            "associatedPullRequests": lambda i, **a: connection(
                i,
                [
                    p
                    for p in repo.pulls
                    if p.head == name and (not a.get("states") or self._pr_state(p) in a["states"])
                ],
                a,
                lambda p: self.pull(repo, p),
            ),
        }

    def _protection_rule(
        self, repo: Repo, name: str, protection: dict[str, Any] | None
    ) -> Node | None:
        if not protection:
            return None
        checks = protection.get("required_status_checks") or {}
        reviews = protection.get("required_pull_request_reviews") or {}
        return {
            "__typename": "BranchProtectionRule",
            "id": node_id("BranchProtectionRule", f"{repo.id}:{name}"),
            "pattern": name,
            "isAdminEnforced": bool(protection.get("enforce_admins")),
            "requiresStatusChecks": bool(checks),
            "requiresStrictStatusChecks": bool(checks.get("strict")),
            "requiredStatusCheckContexts": list(checks.get("contexts") or []),
            "requiresApprovingReviews": bool(reviews),
            "requiredApprovingReviewCount": reviews.get("required_approving_review_count"),
            "requiresCodeOwnerReviews": bool(reviews.get("require_code_owner_reviews")),
        }

    def _ref_by_name(self, repo: Repo, qualified: str) -> Node | None:
        if qualified.startswith("refs/tags/"):
            name = qualified.removeprefix("refs/tags/")
            if any(t.name == name for t in repo.tags):
                return self.ref(repo, name, "refs/tags/")
            return None
        name = qualified.removeprefix("refs/heads/")
        return self.ref(repo, name) if self.state.branch(repo, name) else None

    def _refs(self, info: Any, repo: Repo, args: dict[str, Any]) -> Node:
        prefix = args["refPrefix"]
        names = (
            [b.name for b in repo.branches]
            if prefix == "refs/heads/"
            else [t.name for t in repo.tags]
            if prefix == "refs/tags/"
            else []
        )
        if args.get("query"):
            names = [n for n in names if args["query"] in n]
        names.sort(reverse=_desc(args.get("orderBy")))
        return connection(info, names, args, lambda n: self.ref(repo, n, prefix))

    def _object(self, repo: Repo, expression: str | None) -> Node | None:
        if not expression:
            return None
        branch = self.state.branch(repo, expression)
        tag = next((t for t in repo.tags if t.name == expression), None)
        sha = branch.sha if branch else (tag.sha if tag else expression)
        match = next((s for s in repo.commits if len(sha) >= 7 and s.startswith(sha)), None)
        return self.commit(repo, match) if match else None

    def git_actor(self, commit: GitCommit) -> Node:
        user = self.state.user(commit.author)
        return {
            "name": (user.name if user and user.name else commit.author),
            "email": (user.email if user and user.email else ""),
            "date": commit.date,
            "avatarUrl": lambda _i, **_a: avatar(user.id if user else 0),
            "user": self.user(commit.author) if user and user.type == "User" else None,
        }

    def commit(self, repo: Repo, sha: str) -> Node | None:
        commit = repo.commits.get(sha)
        if commit is None and not sha:
            return None
        commit = commit or GitCommit(sha, "", "", "1970-01-01T00:00:00Z")
        headline, _, body = commit.message.partition("\n")
        url = f"{self.ctx.web}/{repo.full_name}/commit/{sha}"
        return {
            "__typename": "Commit",
            "id": node_id("Commit", sha),
            "oid": sha,
            "abbreviatedOid": sha[:7],
            "message": commit.message,
            "messageHeadline": headline,
            "messageBody": body.strip(),
            "committedDate": commit.date,
            "authoredDate": commit.date,
            "url": url,
            "commitUrl": url,
            "resourcePath": f"/{repo.full_name}/commit/{sha}",
            "additions": 0,
            "deletions": 0,
            "changedFilesIfAvailable": None,
            "author": self.git_actor(commit),
            "committer": self.git_actor(commit),
            "authors": lambda i, **a: connection(i, [commit], a, self.git_actor),
            "parents": lambda i, **a: connection(
                i, commit.parents if commit else [], a, lambda s: self.commit(repo, s)
            ),
            "history": lambda i, **a: connection(
                i, self.state.history(repo, sha), a, lambda c: self.commit(repo, c.sha)
            ),
            "statusCheckRollup": lambda _i, **_a: self._rollup(repo, sha),
        }

    def _rollup(self, repo: Repo, sha: str) -> Node | None:
        pairs = [
            (run, job)
            for run in sorted(repo.runs, key=lambda r: r.created_at)
            if run.head_sha == sha
            for job in run.jobs
        ]
        if not pairs:
            return None
        conclusions = {job.conclusion for _, job in pairs}
        if any(job.status != "completed" for _, job in pairs):
            state = "PENDING"
        elif conclusions & {
            "failure",
            "timed_out",
            "cancelled",
            "action_required",
            "startup_failure",
        }:
            state = "FAILURE"
        else:
            state = "SUCCESS"
        return {
            "__typename": "StatusCheckRollup",
            "id": node_id("StatusCheckRollup", sha),
            "state": state,
            "commit": lambda _i, **_a: self.commit(repo, sha),
            "contexts": lambda i, **a: connection(
                i,
                pairs,
                a,
                lambda p: self.check_run(repo, p[0], p[1]),
                extra={"checkRunCount": len(pairs), "statusContextCount": 0},
            ),
        }

    def check_run(self, repo: Repo, run: WorkflowRun, job: Job) -> Node:
        wf = next((w for w in repo.workflows if w.id == run.workflow_id), None)
        branch = self.state.branch(repo, repo.default_branch)
        required = ((branch.protection or {}).get("required_status_checks") or {}) if branch else {}
        url = f"{self.ctx.web}/{repo.full_name}/actions/runs/{run.id}/job/{job.id}"
        workflow = {
            "__typename": "Workflow",
            "id": node_id("Workflow", run.workflow_id),
            "databaseId": run.workflow_id,
            "name": wf.name if wf else "",
            "state": (wf.state if wf else "active").upper(),
            "createdAt": wf.created_at if wf else run.created_at,
            "updatedAt": wf.updated_at if wf else run.created_at,
            "url": f"{self.ctx.web}/{repo.full_name}/actions/workflows/"
            f"{wf.path.rsplit('/', 1)[-1] if wf else ''}",
            "resourcePath": f"/{repo.full_name}/actions",
        }
        suite: Node = {
            "__typename": "CheckSuite",
            "id": node_id("CheckSuite", run.id),
            "databaseId": run.id + 10_000_000_000,
            "status": run.status.upper(),
            "conclusion": run.conclusion.upper() if run.conclusion else None,
            "workflowRun": {
                "__typename": "WorkflowRun",
                "id": node_id("WorkflowRun", run.id),
                "databaseId": run.id,
                "runNumber": run.run_number,
                "event": run.event,
                "createdAt": run.created_at,
                "updatedAt": run.updated_at,
                "url": f"{self.ctx.web}/{repo.full_name}/actions/runs/{run.id}",
                "resourcePath": f"/{repo.full_name}/actions/runs/{run.id}",
                "workflow": workflow,
            },
        }
        suite["workflowRun"]["checkSuite"] = suite
        return {
            "__typename": "CheckRun",
            "id": node_id("CheckRun", job.id),
            "databaseId": job.id,
            "name": job.name,
            "status": job.status.upper(),
            "conclusion": job.conclusion.upper() if job.conclusion else None,
            "startedAt": job.started_at,
            "completedAt": job.completed_at,
            "detailsUrl": url,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
            "title": None,
            "summary": None,
            "text": None,
            "checkSuite": suite,
            "isRequired": lambda _i, **_a: job.name in (required.get("contexts") or []),
        }

    # -- issues and pull requests

    def _reaction_groups(self) -> list[Node]:
        return [
            {
                "content": c,
                "createdAt": None,
                "viewerHasReacted": False,
                "users": lambda i, **a: connection(i, [], a, self.user),
                "reactors": lambda i, **a: connection(i, [], a, self.user),
            }
            for c in (
                "THUMBS_UP",
                "THUMBS_DOWN",
                "LAUGH",
                "HOORAY",
                "CONFUSED",
                "HEART",
                "ROCKET",
                "EYES",
            )
        ]

    def _common(self, repo: Repo, item: Issue | PullRequest, kind: str, path: str) -> Node:
        """Fields Issue and PullRequest share."""
        url = f"{self.ctx.web}/{repo.full_name}/{path}/{item.number}"
        labels = [lb for name in item.labels for lb in repo.labels if lb.name == name]
        participants = list(
            dict.fromkeys([item.user, *item.assignees, *(c.user for c in item.comments)])
        )
        return {
            "__typename": kind,
            "id": node_id(kind, item.id),
            "databaseId": item.id,
            "number": item.number,
            "title": item.title,
            "body": item.body,
            "bodyText": item.body,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
            "author": lambda _i, **_a: self.actor(item.user),
            "authorAssociation": author_association(self.ctx, repo, item.user),
            "createdAt": item.created_at,
            "updatedAt": item.updated_at,
            "closedAt": item.closed_at,
            "closed": item.state != "open",
            "locked": item.locked,
            "viewerDidAuthor": item.user == self.ctx.login,
            "isPinned": False,
            "repository": lambda _i, **_a: self.repo(repo),
            "assignees": lambda i, **a: connection(i, item.assignees, a, self.user),
            "labels": lambda i, **a: connection(i, labels, a, lambda lb: self.label(repo, lb)),
            "milestone": next(
                (self.milestone(repo, m) for m in repo.milestones if m.number == item.milestone),
                None,
            ),
            "comments": lambda i, **a: connection(
                i, item.comments, a, lambda c: self.comment(repo, item, c, path)
            ),
            "participants": lambda i, **a: connection(i, participants, a, self.user),
            "reactionGroups": self._reaction_groups(),
            "projectCards": lambda i, **a: connection(i, [], a, lambda x: x),
            "projectItems": lambda i, **a: connection(i, [], a, lambda x: x),
        }

    def issue(self, repo: Repo, issue: Issue) -> Node:
        return {
            **self._common(repo, issue, "Issue", "issues"),
            "state": issue.state.upper(),
            "stateReason": issue.state_reason.upper() if issue.state_reason else None,
        }

    @staticmethod
    def _pr_state(pr: PullRequest) -> str:
        return "MERGED" if pr.merged else pr.state.upper()

    def pull(self, repo: Repo, pr: PullRequest) -> Node:
        state = self.state
        head = state.find_repo(*pr.head_repo.split("/", 1)) if pr.head_repo else repo
        base = state.branch(repo, pr.base)
        commits = [
            repo.commits.get(s) or GitCommit(s, "", pr.user, pr.created_at) for s in pr.commit_shas
        ] or [GitCommit(pr.head_sha, pr.title, pr.user, pr.created_at)]
        latest: dict[str, Review] = {}
        for review in pr.reviews:
            latest[review.user] = review
        requests = [("User", r) for r in pr.requested_reviewers] + [
            ("Team", t) for t in pr.requested_teams
        ]
        return {
            **self._common(repo, pr, "PullRequest", "pull"),
            "state": self._pr_state(pr),
            "isDraft": pr.draft,
            "merged": pr.merged,
            "mergedAt": pr.merged_at,
            "mergedBy": lambda _i, **_a: self.actor(pr.merged_by),
            "mergeable": pr.mergeable if pr.state == "open" else "UNKNOWN",
            "mergeStateStatus": pr.merge_state_status,
            "reviewDecision": pr.review_decision,
            "maintainerCanModify": pr.maintainer_can_modify,
            "additions": sum(f.additions for f in pr.files),
            "deletions": sum(f.deletions for f in pr.files),
            "changedFiles": len(pr.files),
            "baseRefName": pr.base,
            "baseRefOid": base.sha if base else "",
            "baseRef": self.ref(repo, pr.base) if base else None,
            "baseRepository": lambda _i, **_a: self.repo(repo),
            "headRefName": pr.head,
            "headRefOid": pr.head_sha,
            "headRef": (
                self.ref(repo, pr.head) if head is repo and state.branch(repo, pr.head) else None
            ),
            "headRepository": lambda _i, **_a: self.repo(head) if head else None,
            "headRepositoryOwner": lambda _i, **_a: self.owner(head.owner) if head else None,
            "isCrossRepository": head is not repo,
            "autoMergeRequest": None,
            "mergeCommit": (
                self.commit(repo, pr.merge_commit_sha) if pr.merge_commit_sha else None
            ),
            "potentialMergeCommit": (
                self.commit(repo, pr.head_sha) if pr.state == "open" else None
            ),
            "commits": lambda i, **a: connection(
                i, commits, a, lambda c: self._pr_commit(repo, pr, c)
            ),
            "files": lambda i, **a: connection(
                i,
                pr.files,
                a,
                lambda f: {
                    "path": f.filename,
                    "additions": f.additions,
                    "deletions": f.deletions,
                    "changeType": {
                        "added": "ADDED",
                        "removed": "DELETED",
                        "renamed": "RENAMED",
                    }.get(f.status, "MODIFIED"),
                },
            ),
            "reviews": lambda i, **a: connection(
                i,
                [
                    r
                    for r in pr.reviews
                    if (not a.get("states") or r.state in a["states"])
                    and (not a.get("author") or r.user == a["author"])
                ],
                a,
                lambda r: self.review(repo, pr, r),
            ),
            "latestReviews": lambda i, **a: connection(
                i, list(latest.values()), a, lambda r: self.review(repo, pr, r)
            ),
            "reviewRequests": lambda i, **a: connection(
                i, requests, a, lambda rq: self._review_request(pr, rq)
            ),
        }

    def _pr_commit(self, repo: Repo, pr: PullRequest, commit: GitCommit) -> Node:
        url = f"{self.ctx.web}/{repo.full_name}/pull/{pr.number}/commits/{commit.sha}"
        if commit.sha not in repo.commits:
            repo_commits = {**repo.commits, commit.sha: commit}
            shadow = Repo(
                repo.owner,
                repo.name,
                repo.id,
                commits=repo_commits,
                runs=repo.runs,
                workflows=repo.workflows,
                branches=repo.branches,
            )
            node = self.commit(shadow, commit.sha)
        else:
            node = self.commit(repo, commit.sha)
        return {
            "__typename": "PullRequestCommit",
            "id": node_id("PullRequestCommit", f"{pr.id}:{commit.sha}"),
            "commit": node,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
            "pullRequest": lambda _i, **_a: self.pull(repo, pr),
        }

    def _review_request(self, pr: PullRequest, request: tuple[str, str]) -> Node:
        kind, key = request
        reviewer: Node | None
        if kind == "Team":
            org_login, _, slug = key.partition("/")
            org = self.state.org(org_login)
            team = self.state.team(org, slug) if org else None
            reviewer = self.team(org, team) if org and team else None
        else:
            reviewer = self.user(key)
        return {
            "__typename": "ReviewRequest",
            "id": node_id("ReviewRequest", f"{pr.id}:{key}"),
            "asCodeOwner": False,
            "requestedReviewer": reviewer,
        }

    def review(self, repo: Repo, pr: PullRequest, review: Review) -> Node:
        url = f"{self.ctx.web}/{repo.full_name}/pull/{pr.number}#pullrequestreview-{review.id}"
        return {
            "__typename": "PullRequestReview",
            "id": node_id("PullRequestReview", review.id),
            "databaseId": review.id,
            "author": lambda _i, **_a: self.actor(review.user),
            "authorAssociation": author_association(self.ctx, repo, review.user),
            "body": review.body,
            "state": review.state,
            "submittedAt": review.submitted_at,
            "createdAt": review.submitted_at,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
            "commit": lambda _i, **_a: self.commit(repo, review.commit_id),
            "reactionGroups": self._reaction_groups(),
        }

    def comment(self, repo: Repo, item: Issue | PullRequest, c: Comment, path: str) -> Node:
        url = f"{self.ctx.web}/{repo.full_name}/{path}/{item.number}#issuecomment-{c.id}"
        return {
            "__typename": "IssueComment",
            "id": node_id("IssueComment", c.id),
            "databaseId": c.id,
            "author": lambda _i, **_a: self.actor(c.user),
            "authorAssociation": author_association(self.ctx, repo, c.user),
            "body": c.body,
            "createdAt": c.created_at,
            "updatedAt": c.updated_at or c.created_at,
            "includesCreatedEdit": False,
            "isMinimized": False,
            "minimizedReason": None,
            "reactionGroups": self._reaction_groups(),
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
            "viewerDidAuthor": c.user == self.ctx.login,
        }

    def label(self, repo: Repo, label: Label) -> Node:
        url = f"{self.ctx.web}/{repo.full_name}/labels/{label.name.replace(' ', '%20')}"
        return {
            "__typename": "Label",
            "id": node_id("Label", label.id),
            "name": label.name,
            "color": label.color,
            "description": label.description or None,
            "isDefault": label.default,
            "createdAt": None,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
        }

    def milestone(self, repo: Repo, m: Milestone) -> Node:
        pool: list[Issue | PullRequest] = [*repo.issues, *repo.pulls]
        items = [i for i in pool if i.milestone == m.number]
        done = sum(1 for i in items if i.state != "open")
        url = f"{self.ctx.web}/{repo.full_name}/milestone/{m.number}"
        return {
            "__typename": "Milestone",
            "id": node_id("Milestone", m.id),
            "number": m.number,
            "title": m.title,
            "description": m.description or None,
            "dueOn": m.due_on,
            "state": m.state.upper(),
            "closed": m.state == "closed",
            "closedAt": m.closed_at,
            "createdAt": m.created_at,
            "updatedAt": m.updated_at,
            "progressPercentage": 100.0 * done / len(items) if items else 0.0,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
        }

    def _sorted_items(self, items: list[T], args: dict[str, Any]) -> list[T]:
        order = args.get("orderBy")
        field = order["field"] if order else "CREATED_AT"
        keys: dict[str, Callable[[Any], Any]] = {
            "CREATED_AT": lambda x: (x.created_at, x.number),
            "UPDATED_AT": lambda x: (x.updated_at, x.number),
            "COMMENTS": lambda x: (len(x.comments), x.number),
        }
        return sorted(items, key=keys[field], reverse=_desc(order))

    def _issues(self, info: Any, repo: Repo, args: dict[str, Any]) -> Node:
        filters = args.get("filterBy") or {}
        states = args.get("states") or filters.get("states")
        items = [i for i in repo.issues if not states or i.state.upper() in states]
        labels = args.get("labels") or filters.get("labels")
        if labels:
            items = [i for i in items if any(lb in i.labels for lb in labels)]
        if filters.get("assignee"):
            items = [i for i in items if filters["assignee"] in i.assignees]
        if filters.get("createdBy"):
            items = [i for i in items if i.user == filters["createdBy"]]
        if filters.get("mentioned"):
            items = [i for i in items if f"@{filters['mentioned']}" in i.body]
        if filters.get("milestoneNumber"):
            items = [i for i in items if str(i.milestone) == filters["milestoneNumber"]]
        return connection(
            info, self._sorted_items(items, args), args, lambda i: self.issue(repo, i)
        )

    def _pulls(self, info: Any, repo: Repo, args: dict[str, Any]) -> Node:
        items = list(repo.pulls)
        if args.get("states"):
            items = [p for p in items if self._pr_state(p) in args["states"]]
        if args.get("labels"):
            items = [p for p in items if any(lb in p.labels for lb in args["labels"])]
        if args.get("headRefName"):
            items = [p for p in items if p.head == args["headRefName"]]
        if args.get("baseRefName"):
            items = [p for p in items if p.base == args["baseRefName"]]
        return connection(info, self._sorted_items(items, args), args, lambda p: self.pull(repo, p))

    def _issue_by_number(self, repo: Repo, number: int) -> Node | None:
        issue = next((i for i in repo.issues if i.number == number), None)
        if issue is None:
            raise GraphQLFailure(
                "NOT_FOUND",
                f"Could not resolve to an issue or pull request with the number of {number}.",
            )
        return self.issue(repo, issue)

    def _pull_by_number(self, repo: Repo, number: int) -> Node | None:
        pr = next((p for p in repo.pulls if p.number == number), None)
        if pr is None:
            raise GraphQLFailure(
                "NOT_FOUND", f"Could not resolve to a PullRequest with the number of {number}."
            )
        return self.pull(repo, pr)

    def _issue_or_pull(self, repo: Repo, number: int) -> Node | None:
        pr = next((p for p in repo.pulls if p.number == number), None)
        if pr is not None:
            return self.pull(repo, pr)
        return self._issue_by_number(repo, number)

    def _milestones(self, info: Any, repo: Repo, args: dict[str, Any]) -> Node:
        items = [
            m
            for m in repo.milestones
            if not args.get("states") or m.state.upper() in args["states"]
        ]
        if args.get("query"):
            items = [m for m in items if args["query"].lower() in m.title.lower()]
        items.sort(key=lambda m: m.number, reverse=_desc(args.get("orderBy")))
        return connection(info, items, args, lambda m: self.milestone(repo, m))

    # -- releases

    def _latest_release(self, repo: Repo) -> Node | None:
        rel = latest_of(repo)
        return self.release(repo, rel) if rel else None

    def _releases(self, info: Any, repo: Repo, args: dict[str, Any]) -> Node:
        order = args.get("orderBy")
        key: Callable[[Release], Any] = (
            (lambda r: r.name.lower())
            if order and order["field"] == "NAME"
            else (lambda r: r.created_at)
        )
        items = sorted(repo.releases, key=key, reverse=_desc(order, default=True))
        return connection(info, items, args, lambda r: self.release(repo, r))

    def release(self, repo: Repo, rel: Release) -> Node:
        latest = latest_of(repo)
        url = f"{self.ctx.web}/{repo.full_name}/releases/tag/{rel.tag_name}"
        tag = next((t for t in repo.tags if t.name == rel.tag_name), None)
        return {
            "__typename": "Release",
            "id": node_id("Release", rel.id),
            "databaseId": rel.id,
            "name": rel.name,
            "tagName": rel.tag_name,
            "description": rel.body,
            "isDraft": rel.draft,
            "isPrerelease": rel.prerelease,
            "isLatest": latest is not None and latest.id == rel.id,
            "createdAt": rel.created_at,
            "publishedAt": rel.published_at,
            "updatedAt": rel.published_at or rel.created_at,
            "url": url,
            "resourcePath": url.removeprefix(self.ctx.web),
            "author": lambda _i, **_a: self.user(rel.author),
            "tagCommit": lambda _i, **_a: self.commit(repo, tag.sha) if tag else None,
            "releaseAssets": lambda i, **a: connection(
                i,
                [x for x in rel.assets if not a.get("name") or x.name == a["name"]],
                a,
                lambda x: self._asset(repo, rel, x),
            ),
        }

    def _asset(self, repo: Repo, rel: Release, a: Asset) -> Node:
        return {
            "__typename": "ReleaseAsset",
            "id": node_id("ReleaseAsset", a.id),
            "name": a.name,
            "contentType": a.content_type,
            "size": a.size,
            "downloadCount": a.download_count,
            "createdAt": a.created_at,
            "updatedAt": a.created_at,
            "url": f"{self.ctx.web}/{repo.full_name}/releases/download/{rel.tag_name}/{a.name}",
            "downloadUrl": f"{self.ctx.web}/{repo.full_name}/releases/download/"
            f"{rel.tag_name}/{a.name}",
        }

    # -- global lookups

    def repository(self, owner: str, name: str) -> Node:
        repo = self.state.find_repo(owner, name)
        if repo is None or not self.state.permission(repo, self.ctx.login):
            raise GraphQLFailure(
                "NOT_FOUND", f"Could not resolve to a Repository with the name '{owner}/{name}'."
            )
        return self.repo(repo)

    def node(self, value: str) -> Node | None:
        found = self.find_node(value)
        if found is None:
            raise GraphQLFailure(
                "NOT_FOUND", f"Could not resolve to a node with the global id of '{value}'"
            )
        return found

    def find_node(self, value: str) -> Node | None:
        parsed = parse_node_id(value)
        if parsed is None:
            return None
        kind, key = parsed
        state = self.state
        if kind in ("User", "Bot"):
            user = next((u for u in state.users.values() if str(u.id) == key), None)
            return self.user(user.login) if user else None
        if kind == "Organization":
            org = next((o for o in state.orgs.values() if str(o.id) == key), None)
            return self.org(org) if org else None
        if kind == "Repository":
            repo = state.repo_by_id(int(key)) if key.isdigit() else None
            return self.repo(repo) if repo and state.permission(repo, self.ctx.login) else None
        if kind in ("Issue", "PullRequest"):
            found = self.find_item(value)
            if found is None:
                return None
            repo, item = found
            return (
                self.pull(repo, item) if isinstance(item, PullRequest) else self.issue(repo, item)
            )
        return None

    def find_item(self, value: str) -> tuple[Repo, Issue | PullRequest] | None:
        parsed = parse_node_id(value)
        if parsed is None:
            return None
        kind, key = parsed
        for repo in self.state.repos:
            if not self.state.permission(repo, self.ctx.login):
                continue
            pool: list[Issue | PullRequest] = list(
                repo.pulls if kind == "PullRequest" else repo.issues
            )
            for item in pool:
                if str(item.id) == key:
                    return repo, item
        return None


# ---- search ------------------------------------------------------------------------------


def search(graph: Graph, info: Any, args: dict[str, Any]) -> Node:
    state, login = graph.state, graph.ctx.login
    query = parse_search(args["query"], login)
    kind = args["type"]
    counts: Node = {
        "issueCount": 0,
        "repositoryCount": 0,
        "userCount": 0,
        "discussionCount": 0,
        "codeCount": 0,
        "wikiCount": 0,
    }
    if kind == "REPOSITORY":
        repos = matching_repos(state, query, login)
        counts["repositoryCount"] = len(repos)
        return connection(info, repos, args, graph.repo, extra=counts)
    if kind == "USER":
        users = [
            u.login
            for u in state.users.values()
            if u.type == "User"
            and all(w in f"{u.login} {u.name or ''}".lower() for w in query.words)
        ]
        counts["userCount"] = len(users)
        return connection(info, users, args, graph.user, extra=counts)
    if kind != "ISSUE":
        return connection(info, [], args, lambda x: x, extra=counts)
    items = matching_items(state, query, login)
    counts["issueCount"] = len(items)
    return connection(
        info,
        items,
        args,
        lambda p: (
            graph.pull(p[0], p[1]) if isinstance(p[1], PullRequest) else graph.issue(p[0], p[1])
        ),
        extra=counts,
    )


# ---- mutations ---------------------------------------------------------------------------


def _repo_from_id(graph: Graph, value: str) -> Repo:
    parsed = parse_node_id(value)
    repo = (
        graph.state.repo_by_id(int(parsed[1]))
        if parsed and parsed[0] == "Repository" and parsed[1].isdigit()
        else None
    )
    if repo is None or not graph.state.permission(repo, graph.ctx.login):
        raise GraphQLFailure(
            "NOT_FOUND", f"Could not resolve to a node with the global id of '{value}'"
        )
    return repo


def _logins(graph: Graph, ids: list[str] | None) -> list[str]:
    out = []
    for value in ids or []:
        parsed = parse_node_id(value)
        user = next(
            (u for u in graph.state.users.values() if parsed and str(u.id) == parsed[1]), None
        )
        if user is None:
            raise GraphQLFailure(
                "NOT_FOUND", f"Could not resolve to a node with the global id of '{value}'"
            )
        out.append(user.login)
    return out


def _label_names(repo: Repo, ids: list[str] | None) -> list[str]:
    wanted = set(ids or [])
    return [lb.name for lb in repo.labels if node_id("Label", lb.id) in wanted]


def _milestone_number(repo: Repo, value: str | None) -> int | None:
    return next((m.number for m in repo.milestones if node_id("Milestone", m.id) == value), None)


def create_issue(graph: Graph, data: dict[str, Any]) -> Node:
    state = graph.state
    repo = _repo_from_id(graph, data["repositoryId"])
    if not repo.has_issues:
        raise GraphQLFailure("UNPROCESSABLE", f"Repository {repo.full_name} has disabled issues.")
    at = state.now()
    issue = Issue(
        state.next_number(repo),
        data["title"],
        graph.ctx.login,
        state.new_id(),
        data.get("body") or "",
        labels=_label_names(repo, data.get("labelIds")),
        assignees=_logins(graph, data.get("assigneeIds")),
        milestone=_milestone_number(repo, data.get("milestoneId")),
        created_at=at,
        updated_at=at,
    )
    repo.issues.append(issue)
    return {"clientMutationId": data.get("clientMutationId"), "issue": graph.issue(repo, issue)}


def delete_issue(graph: Graph, data: dict[str, Any]) -> Node:
    """GitHub's deleteIssue: the issue is gone (REST answers 410 Gone for its number)."""
    found = graph.find_item(data["issueId"])
    if found is None or not isinstance(found[1], Issue):
        raise GraphQLFailure(
            "NOT_FOUND", f"Could not resolve to a node with the global id of '{data['issueId']}'"
        )
    repo, issue = found
    assert isinstance(issue, Issue)
    repo.issues.remove(issue)
    return {
        "clientMutationId": data.get("clientMutationId"),
        "repository": graph.repository(*repo.full_name.split("/", 1)),
    }


def close_issue(graph: Graph, data: dict[str, Any]) -> Node:
    found = graph.find_item(data["issueId"])
    if found is None or not isinstance(found[1], Issue):
        raise GraphQLFailure(
            "NOT_FOUND", f"Could not resolve to a node with the global id of '{data['issueId']}'"
        )
    repo, issue = found
    assert isinstance(issue, Issue)
    at = graph.state.now()
    issue.state, issue.closed_at, issue.updated_at = "closed", at, at
    issue.state_reason = (data.get("stateReason") or "COMPLETED").lower()
    return {"clientMutationId": data.get("clientMutationId"), "issue": graph.issue(repo, issue)}


def add_comment(graph: Graph, data: dict[str, Any]) -> Node:
    found = graph.find_item(data["subjectId"])
    if found is None:
        raise GraphQLFailure(
            "NOT_FOUND", f"Could not resolve to a node with the global id of '{data['subjectId']}'"
        )
    repo, item = found
    at = graph.state.now()
    comment = Comment(graph.state.new_id(), graph.ctx.login, data["body"], at, at)
    item.comments.append(comment)
    path = "pull" if isinstance(item, PullRequest) else "issues"
    return {
        "clientMutationId": data.get("clientMutationId"),
        "commentEdge": {
            "cursor": _cursor(len(item.comments) - 1),
            "node": graph.comment(repo, item, comment, path),
        },
    }


def create_pull_request(graph: Graph, data: dict[str, Any]) -> Node:
    state = graph.state
    repo = _repo_from_id(graph, data["repositoryId"])
    try:
        pr = new_pull(
            state,
            repo,
            graph.ctx.login,
            data["title"],
            data["headRefName"],
            data["baseRefName"],
            data.get("body") or "",
            bool(data.get("draft")),
            state.now(),
        )
    except ApiError as err:
        errors = err.body.get("errors") or [{}]
        detail = errors[0].get("message") if isinstance(errors[0], dict) else None
        if not detail:
            field = errors[0].get("field", "") if isinstance(errors[0], dict) else ""
            detail = f"{field.capitalize()} ref must be a branch" if field else "Invalid"
        raise GraphQLFailure("UNPROCESSABLE", detail) from None
    pr.maintainer_can_modify = data.get("maintainerCanModify") is not False
    return {"clientMutationId": data.get("clientMutationId"), "pullRequest": graph.pull(repo, pr)}


def _find_pull(graph: Graph, value: str) -> tuple[Repo, PullRequest]:
    found = graph.find_item(value)
    if found is None or not isinstance(found[1], PullRequest):
        raise GraphQLFailure(
            "NOT_FOUND", f"Could not resolve to a node with the global id of '{value}'"
        )
    return found[0], found[1]


def update_pull_request(graph: Graph, data: dict[str, Any]) -> Node:
    repo, pr = _find_pull(graph, data["pullRequestId"])
    for key, attr in (
        ("title", "title"),
        ("body", "body"),
        ("baseRefName", "base"),
        ("maintainerCanModify", "maintainer_can_modify"),
    ):
        if data.get(key) is not None:
            setattr(pr, attr, data[key])
    if data.get("labelIds") is not None:
        pr.labels = _label_names(repo, data["labelIds"])
    if data.get("assigneeIds") is not None:
        pr.assignees = _logins(graph, data["assigneeIds"])
    if data.get("milestoneId") is not None:
        pr.milestone = _milestone_number(repo, data["milestoneId"])
    if data.get("state") and not pr.merged:
        pr.state = data["state"].lower()
    pr.updated_at = graph.state.now()
    return {"clientMutationId": data.get("clientMutationId"), "pullRequest": graph.pull(repo, pr)}


def request_reviews(graph: Graph, data: dict[str, Any]) -> Node:
    repo, pr = _find_pull(graph, data["pullRequestId"])
    users = _logins(graph, data.get("userIds"))
    teams = []
    for value in data.get("teamIds") or []:
        parsed = parse_node_id(value)
        match = next(
            (
                f"{o.login}/{t.slug}"
                for o in graph.state.orgs.values()
                for t in o.teams
                if parsed and str(t.id) == parsed[1]
            ),
            None,
        )
        if match is None:
            raise GraphQLFailure(
                "NOT_FOUND", f"Could not resolve to a node with the global id of '{value}'"
            )
        teams.append(match)
    if data.get("union"):
        users = list(dict.fromkeys([*pr.requested_reviewers, *users]))
        teams = list(dict.fromkeys([*pr.requested_teams, *teams]))
    pr.requested_reviewers, pr.requested_teams = users, teams
    return {"clientMutationId": data.get("clientMutationId"), "pullRequest": graph.pull(repo, pr)}


def add_labels(graph: Graph, data: dict[str, Any]) -> Node:
    found = graph.find_item(data["labelableId"])
    if found is None:
        raise GraphQLFailure(
            "NOT_FOUND",
            f"Could not resolve to a node with the global id of '{data['labelableId']}'",
        )
    repo, item = found
    item.labels = list(dict.fromkeys([*item.labels, *_label_names(repo, data["labelIds"])]))
    return {"clientMutationId": data.get("clientMutationId")}


# ---- execution ---------------------------------------------------------------------------


def _root(graph: Graph) -> Node:
    def mutation(fn: Callable[[Graph, dict[str, Any]], Node]) -> Callable[..., Node]:
        return lambda _i, **a: fn(graph, a["input"])

    return {
        "viewer": lambda _i, **_a: graph.user(graph.ctx.login),
        "repository": lambda _i, **a: graph.repository(a["owner"], a["name"]),
        "repositoryOwner": lambda _i, **a: graph.owner(a["login"]),
        "user": lambda _i, **a: graph.user(a["login"]),
        "organization": lambda _i, **a: (
            graph.org(o) if (o := graph.state.org(a["login"])) else None
        ),
        "node": lambda _i, **a: graph.node(a["id"]),
        "nodes": lambda _i, **a: [graph.find_node(x) for x in a["ids"]],
        "search": lambda i, **a: search(graph, i, a),
        "rateLimit": lambda _i, **_a: {
            "cost": 1,
            "limit": 5000,
            "nodeCount": 1,
            "remaining": 4999,
            "used": 1,
            "resetAt": "2024-05-01T13:00:00Z",
        },
        "createIssue": mutation(create_issue),
        "closeIssue": mutation(close_issue),
        "deleteIssue": mutation(delete_issue),
        "addComment": mutation(add_comment),
        "createPullRequest": mutation(create_pull_request),
        "updatePullRequest": mutation(update_pull_request),
        "requestReviews": mutation(request_reviews),
        "addLabelsToLabelable": mutation(add_labels),
    }


UNDEFINED_FIELD = re.compile(r"^Cannot query field '(\w+)' on type '(\w+)'\.")


def _format_error(err: GraphQLError) -> Node:
    out: Node = {}
    if isinstance(err.original_error, GraphQLFailure):
        out["type"] = err.original_error.kind
    if err.path is not None:
        out["path"] = list(err.path)
    message = err.message
    undefined = UNDEFINED_FIELD.match(message)
    if undefined:  # GitHub's wording, so callers matching on it behave as they would for real
        field, typename = undefined.groups()
        out["extensions"] = {"code": "undefinedField", "typeName": typename, "fieldName": field}
        message = f"Field '{field}' doesn't exist on type '{typename}'"
    if err.locations:
        out["locations"] = [{"line": loc.line, "column": loc.column} for loc in err.locations]
    out["message"] = message
    return out


def _is_bug(err: GraphQLError) -> bool:
    original = err.original_error
    return original is not None and not isinstance(original, (GraphQLFailure, GraphQLError))


def execute(ctx: Ctx, body: Any, bugs: list[str]) -> Node:
    """Answer one GraphQL request body the way api.github.com/graphql does (always HTTP 200).

    Tracebacks of resolver exceptions that are stand-in bugs are appended to `bugs`.
    """
    if not isinstance(body, dict) or not isinstance(body.get("query"), str):
        return {
            "errors": [{"message": "A query attribute must be specified and must be a string."}]
        }
    try:
        document = parse(body["query"])
    except GraphQLError as err:
        return {"errors": [_format_error(err)]}
    invalid = validate(schema(), document, RULES)
    if invalid:
        return {"errors": [_format_error(e) for e in invalid]}
    variables = body.get("variables")
    result = execute_sync(
        schema(),
        document,
        root_value=_root(Graph(ctx)),
        variable_values=variables if isinstance(variables, dict) else None,
        operation_name=body.get("operationName"),
    )
    out: Node = {}
    if result.data is not None:
        out["data"] = result.data
    if result.errors:
        out["errors"] = [_format_error(e) for e in result.errors]
        bugs += [
            "".join(traceback.format_exception(e.original_error))
            for e in result.errors
            if _is_bug(e) and e.original_error
        ]
    return out
