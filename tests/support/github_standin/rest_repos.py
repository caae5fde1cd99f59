"""REST handlers: the user, organizations, repositories and their git data."""

from __future__ import annotations

import base64
import binascii
import fnmatch
import re
from typing import Any

from .gitsha import blob_sha, fake_sha, tree_sha
from .models import Branch, GitCommit, Invitation, Label, Org, Repo, Team
from .render import (
    ROLE_NAMES,
    commit_json,
    content_dir_json,
    content_file_json,
    full_user_json,
    git_commit_json,
    invitation_json,
    label_json,
    notification_json,
    org_json,
    permissions_json,
    protection_json,
    repo_json,
    ruleset_json,
    team_json,
    user_json,
)
from .rest_actions import commit_check_runs
from .rest_core import (
    DOCS,
    Request,
    Response,
    Router,
    body_of,
    missing,
    no_content,
    ok,
    opt_bool,
    opt_str,
    page_of,
    req_str,
    sort_items,
    str_list,
)
from .state import PERMISSION_RANK, ApiError, error, not_found, validation_failed

CONTENTS_DOCS = "https://docs.github.com/rest/repos/contents#create-or-update-file-contents"
REPO_BOOL_FIELDS = (
    "private",
    "has_issues",
    "has_projects",
    "has_wiki",
    "has_discussions",
    "is_template",
    "allow_squash_merge",
    "allow_merge_commit",
    "allow_rebase_merge",
    "allow_auto_merge",
    "delete_branch_on_merge",
    "allow_update_branch",
    "allow_forking",
    "archived",
    "web_commit_signoff_required",
)
TOPIC = re.compile(r"^[a-z0-9][a-z0-9-]{0,49}$")


def register(r: Router) -> None:
    r.add("GET", "/", api_root)
    r.add("GET", "/rate_limit", rate_limit)
    r.add("GET", "/user", get_user)
    r.add("GET", "/users/{login}", get_account)
    r.add("GET", "/user/orgs", user_orgs)
    r.add("GET", "/user/repos", user_repos)
    r.add("POST", "/user/repos", create_user_repo)
    r.add("GET", "/users/{login}/repos", account_repos)
    r.add("GET", "/notifications", notifications)
    r.add("PUT", "/notifications", mark_all_read)
    r.add("PATCH", "/notifications/threads/{id}", mark_thread_read)
    r.add("GET", "/orgs/{org}", get_org)
    r.add("GET", "/orgs/{org}/repos", org_repos)
    r.add("POST", "/orgs/{org}/repos", create_org_repo)
    r.add("GET", "/orgs/{org}/teams", org_teams)
    r.add("GET", "/orgs/{org}/teams/{slug}", org_team)
    r.add("GET", "/orgs/{org}/teams/{slug}/repos", team_repos)
    r.add("PUT", "/orgs/{org}/teams/{slug}/repos/{owner}/{repo}", team_add_repo)
    r.add("GET", "/repositories/{id}", repo_by_id)
    base = "/repos/{owner}/{repo}"
    r.add("GET", base, get_repo)
    r.add("PATCH", base, patch_repo)
    r.add("DELETE", base, delete_repo)
    r.add("GET", f"{base}/topics", get_topics)
    r.add("PUT", f"{base}/topics", put_topics)
    r.add("GET", f"{base}/languages", languages)
    r.add("GET", f"{base}/branches", branches)
    r.add("GET", f"{base}/branches/{{branch+}}/protection", get_protection)
    r.add("PUT", f"{base}/branches/{{branch+}}/protection", put_protection)
    r.add("DELETE", f"{base}/branches/{{branch+}}/protection", delete_protection)
    r.add("GET", f"{base}/branches/{{branch+}}", get_branch)
    r.add("GET", f"{base}/tags", tags)
    r.add("GET", f"{base}/labels", labels)
    r.add("POST", f"{base}/labels", create_label)
    r.add("GET", f"{base}/labels/{{name}}", get_label)
    r.add("GET", f"{base}/contributors", contributors)
    r.add("GET", f"{base}/collaborators", collaborators)
    r.add("GET", f"{base}/collaborators/{{login}}", is_collaborator)
    r.add("PUT", f"{base}/collaborators/{{login}}", add_collaborator)
    r.add("GET", f"{base}/teams", repo_teams)
    r.add("GET", f"{base}/invitations", invitations)
    r.add("GET", f"{base}/forks", forks)
    r.add("POST", f"{base}/forks", create_fork)
    r.add("GET", f"{base}/rulesets", rulesets)
    r.add("GET", f"{base}/rulesets/{{id}}", get_ruleset)
    r.add("GET", f"{base}/rules/branches/{{branch+}}", branch_rules)
    r.add("GET", f"{base}/codeowners/errors", codeowners_errors)
    r.add("GET", f"{base}/community/profile", community_profile)
    r.add("GET", f"{base}/commits", list_commits)
    # before commits/{ref+}, which would otherwise swallow the suffix
    r.add("GET", f"{base}/commits/{{ref+}}/check-runs", commit_check_runs)
    r.add("GET", f"{base}/commits/{{ref+}}", get_commit)
    r.add("GET", f"{base}/readme", readme)
    r.add("GET", f"{base}/contents", get_contents)
    r.add("GET", f"{base}/contents/{{path+}}", get_contents)
    r.add("PUT", f"{base}/contents/{{path+}}", put_contents)
    r.add("DELETE", f"{base}/contents/{{path+}}", delete_contents)


# ---- the account -------------------------------------------------------------------------


def api_root(req: Request) -> Response:
    api = req.ctx.api
    return ok(
        {
            "current_user_url": f"{api}/user",
            "organization_url": f"{api}/orgs/{{org}}",
            "repository_url": f"{api}/repos/{{owner}}/{{repo}}",
            "rate_limit_url": f"{api}/rate_limit",
        }
    )


def rate_limit(req: Request) -> Response:
    core = {"limit": 5000, "used": 0, "remaining": 5000, "reset": 1714568400}
    return ok({"resources": {"core": core, "graphql": core, "search": core}, "rate": core})


def get_user(req: Request) -> Response:
    return ok(full_user_json(req.ctx, req.login))


def get_account(req: Request) -> Response:
    login = req.params["login"]
    org = req.ctx.state.org(login)
    if org is not None:
        return ok(org_json(req.ctx, org, full=True))
    user = req.ctx.state.user(login)
    if user is None:
        raise not_found()
    return ok(full_user_json(req.ctx, user.login))


def user_orgs(req: Request) -> Response:
    orgs = [o for o in req.ctx.state.orgs.values() if req.login in o.members]
    return page_of(req, orgs, lambda o: org_json(req.ctx, o))


def _sorted_repos(req: Request, repos: list[Repo], default_sort: str) -> list[Repo]:
    sort = req.arg("sort", default_sort)
    keys = {
        "created": lambda r: r.created_at,
        "updated": lambda r: r.updated_at,
        "pushed": lambda r: r.pushed_at,
        "full_name": lambda r: r.full_name.lower(),
    }
    key = keys.get(sort or default_sort, keys[default_sort])
    return sort_items(repos, key, req.arg("direction"), default_desc=sort != "full_name")


def user_repos(req: Request) -> Response:
    state = req.ctx.state
    repos = state.affiliated_repos(req.login)
    visibility = req.arg("visibility", "all")
    if visibility in ("public", "private"):
        repos = [r for r in repos if r.private == (visibility == "private")]
    kind = req.arg("type")
    if kind == "owner":
        repos = [r for r in repos if r.owner == req.login]
    elif kind == "member":
        repos = [r for r in repos if r.owner != req.login]
    affiliation = (req.arg("affiliation") or "").split(",")
    if affiliation != [""]:
        repos = [r for r in repos if _matches_affiliation(req, r, affiliation)]
    repos = _sorted_repos(req, repos, "full_name")
    return page_of(req, repos, lambda r: repo_json(req.ctx, r))


def _matches_affiliation(req: Request, repo: Repo, wanted: list[str]) -> bool:
    org = req.ctx.state.org(repo.owner)
    return (
        ("owner" in wanted and repo.owner == req.login)
        or ("collaborator" in wanted and req.login in repo.collaborators)
        or ("organization_member" in wanted and org is not None and req.login in org.members)
    )


def account_repos(req: Request) -> Response:
    login = req.params["login"]
    if req.ctx.state.user(login) is None and req.ctx.state.org(login) is None:
        raise not_found()
    repos = [
        r
        for r in req.ctx.state.repos
        if r.owner.lower() == login.lower() and req.ctx.state.permission(r, req.login)
    ]
    return page_of(req, _sorted_repos(req, repos, "full_name"), lambda r: repo_json(req.ctx, r))


def notifications(req: Request) -> Response:
    state = req.ctx.state
    items = [n for n in state.notifications if req.flag("all") or n.unread]
    since = req.arg("since")
    if since:
        items = [n for n in items if n.updated_at >= since]
    items = [
        n
        for n in items
        if (repo := state.find_repo(*n.repo.split("/", 1))) is not None
        and state.permission(repo, req.login)
    ]
    items.sort(key=lambda n: n.updated_at, reverse=True)
    return page_of(req, items, lambda n: notification_json(req.ctx, n))


def mark_all_read(req: Request) -> Response:
    at = req.ctx.state.now()
    for n in req.ctx.state.notifications:
        n.unread, n.last_read_at = False, at
    return no_content(205)


def mark_thread_read(req: Request) -> Response:
    n = next((n for n in req.ctx.state.notifications if n.id == req.params["id"]), None)
    if n is None:
        raise not_found()
    n.unread, n.last_read_at = False, req.ctx.state.now()
    return no_content(205)


# ---- organizations -----------------------------------------------------------------------


def _org(req: Request) -> Org:
    org = req.ctx.state.org(req.params["org"])
    if org is None:
        raise not_found()
    return org


def get_org(req: Request) -> Response:
    return ok(org_json(req.ctx, _org(req), full=True))


def org_repos(req: Request) -> Response:
    org = _org(req)
    state = req.ctx.state
    repos = [r for r in state.repos if r.owner == org.login and state.permission(r, req.login)]
    kind = req.arg("type", "all")
    if kind in ("public", "private"):
        repos = [r for r in repos if r.private == (kind == "private")]
    elif kind == "forks":
        repos = [r for r in repos if r.fork]
    elif kind == "sources":
        repos = [r for r in repos if not r.fork]
    return page_of(req, _sorted_repos(req, repos, "created"), lambda r: repo_json(req.ctx, r))


def org_teams(req: Request) -> Response:
    org = _org(req)
    if req.login not in org.members:
        raise error(403, "You must be a member of this organization to list its teams.", DOCS)
    teams = [
        t
        for t in org.teams
        if t.privacy != "secret" or req.login in t.members or req.login in org.admins
    ]
    return page_of(req, teams, lambda t: team_json(req.ctx, org, t))


def _team(req: Request) -> tuple[Org, Team]:
    org = _org(req)
    team = req.ctx.state.team(org, req.params["slug"])
    if team is None or req.login not in org.members:
        raise not_found()
    return org, team


def org_team(req: Request) -> Response:
    org, team = _team(req)
    return ok(team_json(req.ctx, org, team))


def team_repos(req: Request) -> Response:
    _, team = _team(req)
    state = req.ctx.state
    repos = [r for name in team.repos if (r := state.find_repo(*name.split("/", 1)))]
    return page_of(
        req,
        repos,
        lambda r: {**repo_json(req.ctx, r), "role_name": ROLE_NAMES[team.repos[r.full_name]]},
    )


def team_add_repo(req: Request) -> Response:
    org, team = _team(req)
    if req.login not in org.admins:
        raise error(403, "Must have admin rights to Repository.", DOCS)
    repo = req.repo()
    if repo.owner != org.login:
        raise validation_failed("Team", "repository", "invalid")
    body = body_of(req)
    permission = opt_str(body, "permission") or "push"
    if permission not in PERMISSION_RANK or not permission:
        raise error(
            422,
            f'Invalid request.\n\n"{permission}" is not a member of '
            '["pull", "triage", "push", "maintain", "admin"].',
            DOCS,
        )
    team.repos[repo.full_name] = permission
    return no_content()


# ---- repositories ------------------------------------------------------------------------


def get_repo(req: Request) -> Response:
    return ok(repo_json(req.ctx, req.repo(), full=True))


def repo_by_id(req: Request) -> Response:
    repo = req.ctx.state.repo_by_id(req.number("id"))
    if repo is None or not req.ctx.state.permission(repo, req.login):
        raise not_found()
    return ok(repo_json(req.ctx, repo, full=True))


def create_user_repo(req: Request) -> Response:
    return ok(repo_json(req.ctx, _create_repo(req, req.login), full=True), 201)


def create_org_repo(req: Request) -> Response:
    org = _org(req)
    if req.login not in org.members:
        raise error(
            403, "You need admin access to the organization before adding a repository to it.", DOCS
        )
    return ok(repo_json(req.ctx, _create_repo(req, org.login), full=True), 201)


def _create_repo(req: Request, owner: str) -> Repo:
    state = req.ctx.state
    body = body_of(req)
    name = req_str(body, "name")
    if not re.fullmatch(r"[A-Za-z0-9._-]+", name):
        raise validation_failed("Repository", "name", "custom", "name is invalid")
    if state.find_repo(owner, name):
        raise ApiError(
            422,
            {
                "message": "Repository creation failed.",
                "errors": [
                    {
                        "resource": "Repository",
                        "code": "custom",
                        "field": "name",
                        "message": "name already exists on this account",
                    }
                ],
                "documentation_url": "https://docs.github.com/rest/repos/repos#create-a-"
                "repository-for-the-authenticated-user",
            },
        )
    at = state.now()
    repo = Repo(
        owner,
        name,
        state.new_id(),
        created_at=at,
        updated_at=at,
        pushed_at=at,
        collaborators={req.login: "admin"} if owner != req.login else {},
    )
    _apply_repo_fields(req, repo, body, creating=True)
    visibility = opt_str(body, "visibility")
    if visibility in ("public", "private", "internal"):
        repo.visibility, repo.private = visibility, visibility != "public"
    if opt_bool(body, "auto_init"):
        state.write_file(
            repo,
            repo.default_branch,
            "README.md",
            f"# {name}\n{repo.description or ''}\n".encode(),
            "Initial commit",
            req.login,
        )
    state.repos.append(repo)
    return repo


def _apply_repo_fields(req: Request, repo: Repo, body: dict[str, Any], creating: bool) -> None:
    for key in REPO_BOOL_FIELDS:
        value = opt_bool(body, key)
        if value is not None and (key != "archived" or not creating):
            setattr(repo, key, value)
            if key == "private":
                repo.visibility = "private" if value else "public"
    for key in ("description", "homepage"):
        if key in body:
            setattr(repo, key, opt_str(body, key))


def patch_repo(req: Request) -> Response:
    repo = req.repo("admin")
    state = req.ctx.state
    body = body_of(req)
    if repo.archived and body.get("archived") is not False and any(k != "archived" for k in body):
        raise error(403, "Repository was archived so is read-only.", DOCS)
    branch = opt_str(body, "default_branch")
    if branch is not None and state.branch(repo, branch) is None:
        raise validation_failed("Repository", "default_branch", "invalid")
    new_name = opt_str(body, "name")
    if new_name and new_name != repo.name and state.find_repo(repo.owner, new_name):
        raise validation_failed(
            "Repository", "name", "custom", "name already exists on this account"
        )
    _apply_repo_fields(req, repo, body, creating=False)
    visibility = opt_str(body, "visibility")
    if visibility in ("public", "private", "internal"):
        repo.visibility, repo.private = visibility, visibility != "public"
    if branch is not None:
        repo.default_branch = branch
    if new_name:
        _rename(req, repo, new_name)
    repo.updated_at = state.now()
    return ok(repo_json(req.ctx, repo, full=True))


def _rename(req: Request, repo: Repo, new_name: str) -> None:
    old = repo.full_name
    repo.name = new_name
    for org in req.ctx.state.orgs.values():
        for team in org.teams:
            if old in team.repos:
                team.repos[repo.full_name] = team.repos.pop(old)


def delete_repo(req: Request) -> Response:
    repo = req.repo("admin")
    req.ctx.state.repos.remove(repo)
    return no_content()


def get_topics(req: Request) -> Response:
    return ok({"names": list(req.repo().topics)})


def put_topics(req: Request) -> Response:
    repo = req.repo("write")
    names = str_list(body_of(req), "names")
    if names is None:
        raise missing("names")
    names = [n.strip().lower() for n in names]
    bad = [n for n in names if not TOPIC.match(n)]
    if bad:
        raise ApiError(
            422,
            {
                "message": "Invalid topics",
                "errors": [
                    f"{bad[0]!r} is not a valid topic: topics must start "
                    "with a lowercase letter or number, consist of 50 "
                    "characters or less, and can include hyphens."
                ],
                "documentation_url": DOCS,
            },
        )
    repo.topics = list(dict.fromkeys(names))
    return ok({"names": list(repo.topics)})


def languages(req: Request) -> Response:
    repo = req.repo()
    return ok(dict(sorted(repo.languages.items(), key=lambda kv: -kv[1])))


def _branch_json(req: Request, repo: Repo, b: Branch) -> dict[str, Any]:
    return {
        "name": b.name,
        "commit": {"sha": b.sha, "url": f"{req.ctx.api}/repos/{repo.full_name}/commits/{b.sha}"},
        "protected": b.protection is not None,
    }


def branches(req: Request) -> Response:
    repo = req.repo()
    items = sorted(repo.branches, key=lambda b: b.name)
    protected = req.arg("protected")
    if protected in ("true", "false"):
        items = [b for b in items if (b.protection is not None) == (protected == "true")]
    return page_of(req, items, lambda b: _branch_json(req, repo, b))


def _branch(req: Request, repo: Repo) -> Branch:
    branch = req.ctx.state.branch(repo, req.params["branch"])
    if branch is None:
        raise error(404, "Branch not found", DOCS)
    return branch


def get_branch(req: Request) -> Response:
    repo = req.repo()
    b = _branch(req, repo)
    commit = repo.commits.get(b.sha)
    api = f"{req.ctx.api}/repos/{repo.full_name}/branches/{b.name}"
    return ok(
        {
            "name": b.name,
            "commit": commit_json(req.ctx, repo, commit) if commit else {"sha": b.sha},
            "_links": {"self": api, "html": f"{req.ctx.web}/{repo.full_name}/tree/{b.name}"},
            "protected": b.protection is not None,
            "protection": {
                "enabled": b.protection is not None,
                "required_status_checks": {
                    "enforcement_level": "non_admins",
                    "contexts": [],
                    "checks": [],
                },
            },
            "protection_url": f"{api}/protection",
        }
    )


def get_protection(req: Request) -> Response:
    repo = req.repo("admin")
    b = _branch(req, repo)
    if b.protection is None:
        raise error(
            404,
            "Branch not protected",
            "https://docs.github.com/rest/branches/branch-protection#get-branch-protection",
        )
    return ok(protection_json(req.ctx, repo, b.name, b.protection))


def put_protection(req: Request) -> Response:
    repo = req.repo("admin")
    b = _branch(req, repo)
    body = body_of(req)
    for key in (
        "required_status_checks",
        "enforce_admins",
        "required_pull_request_reviews",
        "restrictions",
    ):
        if key not in body:
            raise missing(key)
    opt_bool(body, "enforce_admins")
    for key in ("required_status_checks", "required_pull_request_reviews", "restrictions"):
        if body[key] is not None and not isinstance(body[key], dict):
            raise error(
                422,
                f"Invalid request.\n\nFor 'properties/{key}', "
                f"{body[key]!r} is not an object or null.",
                DOCS,
            )
    b.protection = dict(body)
    return ok(protection_json(req.ctx, repo, b.name, b.protection))


def delete_protection(req: Request) -> Response:
    repo = req.repo("admin")
    _branch(req, repo).protection = None
    return no_content()


def tags(req: Request) -> Response:
    repo = req.repo()
    api = f"{req.ctx.api}/repos/{repo.full_name}"
    return page_of(
        req,
        repo.tags,
        lambda t: {
            "name": t.name,
            "zipball_url": f"{api}/zipball/refs/tags/{t.name}",
            "tarball_url": f"{api}/tarball/refs/tags/{t.name}",
            "commit": {"sha": t.sha, "url": f"{api}/commits/{t.sha}"},
            "node_id": fake_sha("tag", repo.full_name, t.name)[:20],
        },
    )


def labels(req: Request) -> Response:
    repo = req.repo()
    return page_of(req, repo.labels, lambda lb: label_json(req.ctx, repo, lb))


def get_label(req: Request) -> Response:
    repo = req.repo()
    label = next((lb for lb in repo.labels if lb.name.lower() == req.params["name"].lower()), None)
    if label is None:
        raise not_found()
    return ok(label_json(req.ctx, repo, label))


def create_label(req: Request) -> Response:
    repo = req.repo("write")
    body = body_of(req)
    name = req_str(body, "name")
    if any(lb.name.lower() == name.lower() for lb in repo.labels):
        raise validation_failed("Label", "name", "already_exists")
    color = (opt_str(body, "color") or "ededed").lstrip("#")
    label = Label(name, color, req.ctx.state.new_id(), opt_str(body, "description") or "")
    repo.labels.append(label)
    return ok(label_json(req.ctx, repo, label), 201)


def contributors(req: Request) -> Response:
    repo = req.repo()
    items = sorted(repo.contributors, key=lambda c: -c[1])
    return page_of(req, items, lambda c: {**user_json(req.ctx, c[0]), "contributions": c[1]})


def collaborators(req: Request) -> Response:
    repo = req.repo("push")
    state = req.ctx.state
    logins = sorted(set(repo.collaborators) | _team_and_admin_logins(req, repo))
    permission = req.arg("permission")
    items = [(login, state.permission(repo, login)) for login in logins]
    if permission:
        items = [i for i in items if PERMISSION_RANK[i[1]] >= PERMISSION_RANK.get(permission, 0)]
    return page_of(
        req,
        items,
        lambda i: {
            **user_json(req.ctx, i[0]),
            "permissions": permissions_json(i[1]),
            "role_name": ROLE_NAMES.get(i[1], "read"),
        },
    )


def _team_and_admin_logins(req: Request, repo: Repo) -> set[str]:
    org = req.ctx.state.org(repo.owner)
    if org is None:
        return {repo.owner}
    logins = set(org.admins)
    for _, team, _ in req.ctx.state.teams_of(repo):
        logins.update(team.members)
    return logins


def is_collaborator(req: Request) -> Response:
    repo = req.repo("push")
    if req.params["login"] in repo.collaborators:
        return no_content()
    raise not_found()


def add_collaborator(req: Request) -> Response:
    repo = req.repo("admin")
    login = req.params["login"]
    if req.ctx.state.user(login) is None:
        raise not_found()
    body = body_of(req)
    permission = opt_str(body, "permission") or "push"
    inv = Invitation(
        req.ctx.state.new_id(),
        login,
        req.login,
        ROLE_NAMES.get(permission, "write"),
        req.ctx.state.now(),
    )
    repo.invitations.append(inv)
    return ok(invitation_json(req.ctx, repo, inv), 201)


def repo_teams(req: Request) -> Response:
    repo = req.repo()
    items = req.ctx.state.teams_of(repo)
    return page_of(req, items, lambda t: team_json(req.ctx, t[0], t[1], t[2]))


def invitations(req: Request) -> Response:
    repo = req.repo("admin")
    return page_of(req, repo.invitations, lambda i: invitation_json(req.ctx, repo, i))


def forks(req: Request) -> Response:
    repo = req.repo()
    state = req.ctx.state
    items = [
        r for r in state.repos if r.parent == repo.full_name and state.permission(r, req.login)
    ]
    sort = req.arg("sort", "newest")
    if sort == "oldest":
        items.sort(key=lambda r: r.created_at)
    elif sort in ("stargazers", "watchers"):
        items.sort(key=lambda r: -r.stargazers_count)
    else:
        items.sort(key=lambda r: r.created_at, reverse=True)
    return page_of(req, items, lambda r: repo_json(req.ctx, r))


def create_fork(req: Request) -> Response:
    repo = req.repo()
    state = req.ctx.state
    body = body_of(req)
    owner = opt_str(body, "organization") or req.login
    name = opt_str(body, "name") or repo.name
    existing = state.find_repo(owner, name)
    if existing is not None:
        return ok(repo_json(req.ctx, existing, full=True), 202)
    at = state.now()
    fork = Repo(
        owner,
        name,
        state.new_id(),
        description=repo.description,
        fork=True,
        parent=repo.full_name,
        default_branch=repo.default_branch,
        created_at=at,
        updated_at=at,
        pushed_at=at,
        branches=[Branch(b.name, b.sha) for b in repo.branches],
        commits=dict(repo.commits),
        files={k: dict(v) for k, v in repo.files.items()},
        collaborators={req.login: "admin"} if owner != req.login else {},
        has_issues=False,
    )
    state.repos.append(fork)
    return ok(repo_json(req.ctx, fork, full=True), 202)


# ---- rules, owners, community -----------------------------------------------------------


def rulesets(req: Request) -> Response:
    repo = req.repo()
    return page_of(req, repo.rulesets, lambda rs: ruleset_json(req.ctx, repo, rs))


def get_ruleset(req: Request) -> Response:
    repo = req.repo()
    rs = next((rs for rs in repo.rulesets if str(rs.id) == req.params["id"]), None)
    if rs is None:
        raise not_found()
    return ok(ruleset_json(req.ctx, repo, rs, full=True))


def _ref_matches(repo: Repo, branch: str, patterns: list[str]) -> bool:
    for p in patterns:
        if p == "~ALL" or (p == "~DEFAULT_BRANCH" and branch == repo.default_branch):
            return True
        if fnmatch.fnmatchcase(f"refs/heads/{branch}", p):
            return True
    return False


def branch_rules(req: Request) -> Response:
    repo = req.repo()
    branch = req.params["branch"]
    items = []
    for rs in repo.rulesets:
        if rs.enforcement != "active" or rs.target != "branch":
            continue
        if _ref_matches(repo, branch, rs.include) and not _ref_matches(repo, branch, rs.exclude):
            items += [
                {
                    **rule,
                    "ruleset_source_type": "Repository",
                    "ruleset_source": repo.full_name,
                    "ruleset_id": rs.id,
                }
                for rule in rs.rules
            ]
    return page_of(req, items, lambda i: i)


def codeowners_errors(req: Request) -> Response:
    repo = req.repo()
    state = req.ctx.state
    branch = state.resolve_ref(repo, req.arg("ref"))
    if branch is None:
        raise not_found()
    files = state.files(repo, branch)
    path = next(
        (p for p in (".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS") if p in files), None
    )
    if path is None:
        raise not_found()
    errors = []
    for number, line in enumerate(files[path].decode().splitlines(), 1):
        for owner in line.split("#", 1)[0].split()[1:]:
            problem = _owner_problem(req, repo, owner)
            if problem:
                column = line.index(owner) + 1
                errors.append(
                    {
                        "line": number,
                        "column": column,
                        "kind": "Unknown owner",
                        "source": line + "\n",
                        "suggestion": problem,
                        "message": f"Unknown owner on line {number}: {problem}\n\n  {line}\n"
                        f"  {' ' * (column - 1)}^",
                        "path": path,
                    }
                )
    return ok({"errors": errors})


def _owner_problem(req: Request, repo: Repo, owner: str) -> str | None:
    state = req.ctx.state
    if not owner.startswith("@"):
        return None if "@" in owner else f"{owner} is not a valid owner"
    name = owner[1:]
    if "/" in name:
        org_login, _, slug = name.partition("/")
        org = state.org(org_login)
        team = state.team(org, slug) if org else None
        if team is not None and PERMISSION_RANK[team.repos.get(repo.full_name, "")] >= 3:
            return None
        return f"make sure {owner} exists and has write access to the repository"
    if state.user(name) and PERMISSION_RANK[state.permission(repo, name)] >= 3:
        return None
    return f"make sure @{name} exists and has write access to the repository"


def community_profile(req: Request) -> Response:
    repo = req.repo()
    state = req.ctx.state
    files = state.files(repo, repo.default_branch)
    api = f"{req.ctx.api}/repos/{repo.full_name}/contents"
    html = f"{req.ctx.web}/{repo.full_name}/blob/{repo.default_branch}"

    def find(*names: str) -> dict[str, str] | None:
        for name in names:
            for path in (name, f".github/{name}", f"docs/{name}"):
                if path in files:
                    return {"url": f"{api}/{path}", "html_url": f"{html}/{path}"}
        return None

    license_file = find("LICENSE", "LICENSE.md", "LICENSE.txt")
    found = {
        "code_of_conduct": None,
        "code_of_conduct_file": find("CODE_OF_CONDUCT.md"),
        "contributing": find("CONTRIBUTING.md"),
        "issue_template": find("ISSUE_TEMPLATE.md", "ISSUE_TEMPLATE/bug_report.md"),
        "pull_request_template": find("pull_request_template.md", "PULL_REQUEST_TEMPLATE.md"),
        "license": (
            {
                "name": "MIT License",
                "key": "mit",
                "spdx_id": "MIT",
                "url": f"{req.ctx.api}/licenses/mit",
                "node_id": "MDc6TGljZW5zZTEz",
                "html_url": license_file["html_url"],
            }
            if license_file
            else None
        ),
        "readme": find("README.md", "README"),
    }
    checks = [
        repo.description,
        found["readme"],
        found["code_of_conduct_file"],
        found["contributing"],
        found["license"],
        found["issue_template"],
        found["pull_request_template"],
    ]
    return ok(
        {
            "health_percentage": round(100 * sum(1 for c in checks if c) / len(checks)),
            "description": repo.description,
            "documentation": repo.homepage,
            "files": found,
            "updated_at": repo.updated_at,
            "content_reports_enabled": False,
        }
    )


# ---- commits and contents ----------------------------------------------------------------


def list_commits(req: Request) -> Response:
    repo = req.repo()
    state = req.ctx.state
    ref = req.arg("sha")
    branch = state.resolve_ref(repo, ref)
    if branch is None and ref not in repo.commits:
        raise error(404, f"No commit found for SHA: {ref}", DOCS)
    head = ref if ref in repo.commits else state.branch(repo, branch or "")
    sha = head if isinstance(head, str) else (head.sha if head else "")
    items = state.history(repo, sha)
    author = req.arg("author")
    if author:
        items = [c for c in items if c.author == author]
    return page_of(req, items, lambda c: commit_json(req.ctx, repo, c))


def find_commit(req: Request, repo: Repo, ref: str) -> GitCommit:
    state = req.ctx.state
    branch = state.branch(repo, ref)
    if branch is not None:
        ref = branch.sha
    tag = next((t for t in repo.tags if t.name == ref), None)
    if tag is not None:
        ref = tag.sha
    matches = [c for sha, c in repo.commits.items() if len(ref) >= 7 and sha.startswith(ref)]
    if not matches:
        raise error(422, f"No commit found for SHA: {ref}", DOCS)
    return matches[0]


def get_commit(req: Request) -> Response:
    repo = req.repo()
    return ok(commit_json(req.ctx, repo, find_commit(req, repo, req.params["ref"])))


def readme(req: Request) -> Response:
    repo = req.repo()
    branch = req.ctx.state.resolve_ref(repo, req.arg("ref")) or repo.default_branch
    files = req.ctx.state.files(repo, branch)
    path = next((p for p in ("README.md", "README", "docs/README.md") if p in files), None)
    if path is None:
        raise not_found()
    return ok(content_file_json(req.ctx, repo, branch, path, files[path]))


def get_contents(req: Request) -> Response:
    repo = req.repo()
    state = req.ctx.state
    ref = req.arg("ref")
    branch = state.resolve_ref(repo, ref)
    if branch is None:
        raise error(404, f"No commit found for the ref {ref}", DOCS)
    files = state.files(repo, branch)
    path = req.params.get("path", "").strip("/")
    if path in files:
        return ok(content_file_json(req.ctx, repo, branch, path, files[path]))
    prefix = f"{path}/" if path else ""
    children: dict[str, dict[str, str]] = {}
    for name, data in files.items():
        if name.startswith(prefix):
            head, _, rest = name[len(prefix) :].partition("/")
            children.setdefault(head, {})[rest or ""] = blob_sha(data)
    if not children:
        raise not_found()
    entries = []
    for head in sorted(children, key=lambda n: (not n.startswith("."), n.lower())):
        child_path = prefix + head
        if "" in children[head]:
            entries.append(
                content_file_json(
                    req.ctx, repo, branch, child_path, files[child_path], with_content=False
                )
            )
        else:
            entries.append(
                content_dir_json(req.ctx, repo, branch, child_path, tree_sha(children[head]))
            )
    return ok(entries)


def _decode_content(body: dict[str, Any]) -> bytes:
    text = req_str(body, "content")
    try:
        return base64.b64decode(text.encode(), validate=False)
    except (binascii.Error, ValueError):
        raise error(422, "content is not valid Base64", CONTENTS_DOCS) from None


def _target_branch(req: Request, repo: Repo, body: dict[str, Any]) -> str:
    branch = opt_str(body, "branch") or repo.default_branch
    if req.ctx.state.branch(repo, branch) is None and branch != repo.default_branch:
        raise error(404, f"Branch {branch} not found", CONTENTS_DOCS)
    return branch


def put_contents(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    body = body_of(req)
    message = req_str(body, "message")
    content = _decode_content(body)
    branch = _target_branch(req, repo, body)
    path = req.params["path"].strip("/")
    sha = opt_str(body, "sha")
    existing = state.files(repo, branch).get(path)
    if existing is not None and sha is None:
        raise error(422, 'Invalid request.\n\n"sha" wasn\'t supplied.', CONTENTS_DOCS)
    if sha is not None and (existing is None or blob_sha(existing) != sha):
        raise error(409, f"{path} does not match {sha}", CONTENTS_DOCS)
    commit = state.write_file(repo, branch, path, content, message, req.login)
    return ok(
        {
            "content": content_file_json(req.ctx, repo, branch, path, content, with_content=False),
            "commit": git_commit_json(req.ctx, repo, commit),
        },
        200 if existing is not None else 201,
    )


def delete_contents(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    body = body_of(req)
    message = req_str(body, "message")
    sha = req_str(body, "sha")
    branch = _target_branch(req, repo, body)
    path = req.params["path"].strip("/")
    existing = state.files(repo, branch).get(path)
    if existing is None:
        raise not_found()
    if blob_sha(existing) != sha:
        raise error(409, f"{path} does not match {sha}", CONTENTS_DOCS)
    commit = state.write_file(repo, branch, path, None, message, req.login)
    return ok({"content": None, "commit": git_commit_json(req.ctx, repo, commit)})
