"""REST handlers: issues, pull requests, milestones, releases, deployments, environments."""

from __future__ import annotations

from typing import Any

from .models import Comment, Issue, Label, PullRequest, Release, Repo, Review, Tag
from .render import (
    Ctx,
    asset_json,
    comment_json,
    commit_json,
    deployment_json,
    environment_json,
    issue_json,
    label_json,
    milestone_json,
    pull_as_issue_json,
    pull_file_json,
    pull_json,
    release_json,
    repo_json,
    requested_teams,
    review_json,
    user_json,
)
from .rest_core import (
    DOCS,
    Request,
    Response,
    Router,
    body_of,
    no_content,
    ok,
    opt_bool,
    opt_int,
    opt_str,
    page_of,
    req_str,
    sort_items,
    str_list,
    wrapped_page,
)
from .search import matching_items, matching_repos
from .search import parse as parse_search
from .search import sort_items as sort_found
from .state import ApiError, State, error, not_found, validation_failed

Item = Issue | PullRequest


def register(r: Router) -> None:
    base = "/repos/{owner}/{repo}"
    r.add("GET", "/orgs/{org}/issues", org_issues)
    r.add("GET", "/issues", user_issues)
    r.add("GET", "/search/issues", search_issues)
    r.add("GET", "/search/repositories", search_repositories)
    r.add("GET", f"{base}/issues", list_issues)
    r.add("POST", f"{base}/issues", create_issue)
    r.add("GET", f"{base}/issues/{{number}}", get_issue)
    r.add("PATCH", f"{base}/issues/{{number}}", patch_issue)
    r.add("GET", f"{base}/issues/{{number}}/labels", issue_labels)
    r.add("POST", f"{base}/issues/{{number}}/labels", add_issue_labels)
    r.add("PUT", f"{base}/issues/{{number}}/labels", set_issue_labels)
    r.add("GET", f"{base}/issues/{{number}}/comments", issue_comments)
    r.add("POST", f"{base}/issues/{{number}}/comments", create_issue_comment)
    r.add("GET", f"{base}/pulls", list_pulls)
    r.add("POST", f"{base}/pulls", create_pull)
    r.add("GET", f"{base}/pulls/{{number}}", get_pull)
    r.add("PATCH", f"{base}/pulls/{{number}}", patch_pull)
    r.add("GET", f"{base}/pulls/{{number}}/files", pull_files)
    r.add("GET", f"{base}/pulls/{{number}}/commits", pull_commits)
    r.add("GET", f"{base}/pulls/{{number}}/reviews", pull_reviews)
    r.add("POST", f"{base}/pulls/{{number}}/reviews", create_review)
    r.add("GET", f"{base}/pulls/{{number}}/comments", pull_review_comments)
    r.add("GET", f"{base}/pulls/{{number}}/requested_reviewers", requested_reviewers)
    r.add("POST", f"{base}/pulls/{{number}}/requested_reviewers", request_reviewers)
    r.add("GET", f"{base}/pulls/{{number}}/merge", is_merged)
    r.add("PUT", f"{base}/pulls/{{number}}/merge", merge_pull)
    r.add("GET", f"{base}/milestones", milestones)
    r.add("GET", f"{base}/milestones/{{number}}", get_milestone)
    r.add("GET", f"{base}/releases", releases)
    r.add("POST", f"{base}/releases", create_release)
    r.add("POST", f"{base}/releases/generate-notes", generate_notes)
    r.add("GET", f"{base}/releases/latest", latest_release)
    r.add("GET", f"{base}/releases/tags/{{tag}}", release_by_tag)
    r.add("GET", f"{base}/releases/{{id}}", get_release)
    r.add("PATCH", f"{base}/releases/{{id}}", patch_release)
    r.add("DELETE", f"{base}/releases/{{id}}", delete_release)
    r.add("GET", f"{base}/releases/{{id}}/assets", release_assets)
    r.add("GET", f"{base}/deployments", deployments)
    r.add("GET", f"{base}/environments", environments)
    r.add("GET", f"{base}/environments/{{name}}", get_environment)


# ---- issues ------------------------------------------------------------------------------


def item_json(ctx: Ctx, repo: Repo, item: Item, with_repo: bool = False) -> dict[str, Any]:
    if isinstance(item, PullRequest):
        return pull_as_issue_json(ctx, repo, item, with_repo)
    return issue_json(ctx, repo, item, with_repo)


def _filter_items(
    req: Request, items: list[tuple[Repo, Item]], default_filter: str | None
) -> list[tuple[Repo, Item]]:
    state = req.arg("state", "open")
    if state in ("open", "closed"):
        items = [i for i in items if i[1].state == state]
    labels = [x for x in (req.arg("labels") or "").split(",") if x]
    if labels:
        items = [i for i in items if all(lb in i[1].labels for lb in labels)]
    since = req.arg("since")
    if since:
        items = [i for i in items if i[1].updated_at >= since]
    who = req.arg("filter", default_filter)
    if who == "assigned":
        items = [i for i in items if req.login in i[1].assignees]
    elif who == "created":
        items = [i for i in items if i[1].user == req.login]
    elif who == "mentioned":
        items = [i for i in items if f"@{req.login}" in (i[1].body or "")]
    sort = req.arg("sort", "created")
    keys = {"updated": lambda i: i[1].updated_at, "comments": lambda i: len(i[1].comments)}
    return sort_items(items, keys.get(sort or "", lambda i: i[1].created_at), req.arg("direction"))


def _all_items(repo: Repo) -> list[tuple[Repo, Item]]:
    return [(repo, i) for i in repo.issues] + [(repo, p) for p in repo.pulls]


def org_issues(req: Request) -> Response:
    state = req.ctx.state
    org = state.org(req.params["org"])
    if org is None:
        raise not_found()
    items = [
        pair
        for r in state.repos
        if r.owner == org.login and state.permission(r, req.login)
        for pair in _all_items(r)
    ]
    items = _filter_items(req, items, "assigned")
    return page_of(req, items, lambda i: item_json(req.ctx, i[0], i[1], with_repo=True))


def user_issues(req: Request) -> Response:
    state = req.ctx.state
    items = [pair for r in state.affiliated_repos(req.login) for pair in _all_items(r)]
    items = _filter_items(req, items, "assigned")
    return page_of(req, items, lambda i: item_json(req.ctx, i[0], i[1], with_repo=True))


def _search_query(req: Request) -> str:
    text = req.arg("q")
    if not text:
        raise validation_failed("Search", "q", "missing")
    return text


def _search_page(req: Request, items: list[Any], render: Any) -> Response:
    response = wrapped_page(req, "items", items, lambda i: {**render(i), "score": 1.0})
    response.body = {
        "total_count": response.body["total_count"],
        "incomplete_results": False,
        "items": response.body["items"],
    }
    return response


def search_issues(req: Request) -> Response:
    query = parse_search(_search_query(req), req.login)
    items = matching_items(req.ctx.state, query, req.login)
    if req.arg("sort"):
        items = sort_found(items, req.arg("sort") or "created", req.arg("order", "desc"))
    return _search_page(req, items, lambda i: item_json(req.ctx, i[0], i[1]))


def search_repositories(req: Request) -> Response:
    query = parse_search(_search_query(req), req.login)
    repos = matching_repos(req.ctx.state, query, req.login)
    return _search_page(req, repos, lambda r: repo_json(req.ctx, r))


def list_issues(req: Request) -> Response:
    repo = req.repo()
    if not repo.has_issues:
        raise error(410, "Issues are disabled for this repo", DOCS)
    items = _filter_items(req, _all_items(repo), None)
    milestone = req.arg("milestone")
    if milestone == "none":
        items = [i for i in items if i[1].milestone is None]
    elif milestone == "*":
        items = [i for i in items if i[1].milestone is not None]
    elif milestone:
        items = [i for i in items if str(i[1].milestone) == milestone]
    assignee = req.arg("assignee")
    if assignee == "none":
        items = [i for i in items if not i[1].assignees]
    elif assignee == "*":
        items = [i for i in items if i[1].assignees]
    elif assignee:
        items = [i for i in items if assignee in i[1].assignees]
    creator = req.arg("creator")
    if creator:
        items = [i for i in items if i[1].user == creator]
    return page_of(req, items, lambda i: item_json(req.ctx, repo, i[1]))


def find_item(repo: Repo, number: int) -> Item:
    items: list[Item] = [*repo.issues, *repo.pulls]
    for item in items:
        if item.number == number:
            return item
    raise not_found()


def find_pull(repo: Repo, number: int) -> PullRequest:
    pr = next((p for p in repo.pulls if p.number == number), None)
    if pr is None:
        raise not_found()
    return pr


def _check_labels_and_people(
    state: State, repo: Repo, body: dict[str, Any], resource: str
) -> tuple[list[str] | None, list[str] | None]:
    labels = str_list(body, "labels")
    assignees = str_list(body, "assignees")
    single = opt_str(body, "assignee")
    if single:
        assignees = [*(assignees or []), single]
    for login in assignees or []:
        if state.user(login) is None or not state.permission(repo, login):
            raise validation_failed(resource, "assignees", "invalid")
    for name in labels or []:
        if not any(lb.name == name for lb in repo.labels):
            repo.labels.append(Label(name, "ededed", state.new_id()))
    return labels, assignees


def create_issue(req: Request) -> Response:
    repo = req.repo("pull")
    state = req.ctx.state
    if not repo.has_issues:
        raise error(410, "Issues are disabled for this repo", DOCS)
    body = body_of(req)
    title = opt_str(body, "title")
    if not title:
        raise validation_failed("Issue", "title", "missing_field")
    labels, assignees = _check_labels_and_people(state, repo, body, "Issue")
    milestone = opt_int(body, "milestone")
    if milestone is not None and not any(m.number == milestone for m in repo.milestones):
        raise validation_failed("Issue", "milestone", "invalid")
    at = state.now()
    issue = Issue(
        state.next_number(repo),
        title,
        req.login,
        state.new_id(),
        opt_str(body, "body") or "",
        labels=labels or [],
        assignees=assignees or [],
        milestone=milestone,
        created_at=at,
        updated_at=at,
    )
    repo.issues.append(issue)
    return ok(issue_json(req.ctx, repo, issue), 201)


def get_issue(req: Request) -> Response:
    repo = req.repo()
    return ok(item_json(req.ctx, repo, find_item(repo, req.number())))


def patch_issue(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    item = find_item(repo, req.number())
    body = body_of(req)
    labels, assignees = _check_labels_and_people(state, repo, body, "Issue")
    if "title" in body:
        item.title = req_str(body, "title")
    if "body" in body:
        item.body = opt_str(body, "body") or ""
    if labels is not None:
        item.labels = labels
    if assignees is not None:
        item.assignees = assignees
    new_state = opt_str(body, "state")
    at = state.now()
    if new_state in ("open", "closed") and new_state != item.state:
        item.state = new_state
        item.closed_at = at if new_state == "closed" else None
        if isinstance(item, Issue):
            item.state_reason = (
                (opt_str(body, "state_reason") or "completed")
                if new_state == "closed"
                else "reopened"
            )
    item.updated_at = at
    return ok(item_json(req.ctx, repo, item))


def issue_labels(req: Request) -> Response:
    repo = req.repo()
    item = find_item(repo, req.number())
    by_name = {lb.name: lb for lb in repo.labels}
    found = [by_name[n] for n in item.labels if n in by_name]
    return page_of(req, found, lambda lb: label_json(req.ctx, repo, lb))


def _label_names(req: Request) -> list[str]:
    if isinstance(req.body, list):
        return [str(x) for x in req.body]
    names = str_list(body_of(req), "labels")
    if names is None:
        raise validation_failed("Label", "labels", "missing_field")
    return names


def add_issue_labels(req: Request) -> Response:
    repo = req.repo("write")
    item = find_item(repo, req.number())
    names = _label_names(req)
    _check_labels_and_people(req.ctx.state, repo, {"labels": names}, "Issue")
    item.labels = list(dict.fromkeys([*item.labels, *names]))
    return issue_labels(req)


def set_issue_labels(req: Request) -> Response:
    repo = req.repo("write")
    item = find_item(repo, req.number())
    names = _label_names(req)
    _check_labels_and_people(req.ctx.state, repo, {"labels": names}, "Issue")
    item.labels = list(dict.fromkeys(names))
    return issue_labels(req)


def issue_comments(req: Request) -> Response:
    repo = req.repo()
    item = find_item(repo, req.number())
    return page_of(req, item.comments, lambda c: comment_json(req.ctx, repo, item.number, c))


def create_issue_comment(req: Request) -> Response:
    repo = req.repo("pull")
    state = req.ctx.state
    item = find_item(repo, req.number())
    text = req_str(body_of(req), "body")
    at = state.now()
    comment = Comment(state.new_id(), req.login, text, at, at)
    item.comments.append(comment)
    item.updated_at = at
    return ok(comment_json(req.ctx, repo, item.number, comment), 201)


# ---- pull requests -----------------------------------------------------------------------


def list_pulls(req: Request) -> Response:
    repo = req.repo()
    items = list(repo.pulls)
    state = req.arg("state", "open")
    if state in ("open", "closed"):
        items = [p for p in items if p.state == state]
    head = req.arg("head")
    if head:
        owner, _, ref = head.rpartition(":")
        items = [
            p
            for p in items
            if p.head == ref
            and (not owner or (p.head_repo or repo.full_name).split("/")[0] == owner)
        ]
    base = req.arg("base")
    if base:
        items = [p for p in items if p.base == base]
    sort = req.arg("sort", "created")
    key = (lambda p: p.updated_at) if sort == "updated" else (lambda p: p.created_at)
    items = sort_items(items, key, req.arg("direction"))
    return page_of(req, items, lambda p: pull_json(req.ctx, repo, p))


def commits_between(state: State, repo: Repo, base: str, head_sha: str) -> list[str]:
    """Shas on `head_sha`'s first-parent line that `base` does not have, oldest first."""
    branch = state.branch(repo, base)
    known = {c.sha for c in state.history(repo, branch.sha)} if branch else set()
    out = []
    for commit in state.history(repo, head_sha):
        if commit.sha in known:
            break
        out.append(commit.sha)
    return list(reversed(out))


def create_pull(req: Request) -> Response:
    repo = req.repo("pull")
    state = req.ctx.state
    body = body_of(req)
    title = opt_str(body, "title")
    head = req_str(body, "head")
    base = req_str(body, "base")
    if not title:
        raise validation_failed("PullRequest", "title", "missing_field")
    at = state.now()
    pr = new_pull(
        state,
        repo,
        req.login,
        title,
        head,
        base,
        opt_str(body, "body") or "",
        bool(opt_bool(body, "draft")),
        at,
    )
    pr.maintainer_can_modify = opt_bool(body, "maintainer_can_modify") is not False
    return ok(pull_json(req.ctx, repo, pr, full=True), 201)


def new_pull(
    state: State,
    repo: Repo,
    login: str,
    title: str,
    head: str,
    base: str,
    body: str,
    draft: bool,
    at: str,
) -> PullRequest:
    """Validate and open a pull request exactly as GitHub would refuse or accept it."""
    ref = head.rpartition(":")[2]
    head_branch = state.branch(repo, ref)
    if head_branch is None:
        raise validation_failed("PullRequest", "head", "invalid")
    if state.branch(repo, base) is None:
        raise validation_failed("PullRequest", "base", "invalid")
    for p in repo.pulls:
        if p.state == "open" and p.head == ref and p.base == base and p.head_repo is None:
            raise ApiError(
                422,
                {
                    "message": "Validation Failed",
                    "errors": [
                        {
                            "resource": "PullRequest",
                            "code": "custom",
                            "message": f"A pull request already exists for {repo.owner}:{ref}.",
                        }
                    ],
                    "documentation_url": DOCS,
                },
            )
    shas = commits_between(state, repo, base, head_branch.sha)
    if not shas:
        raise ApiError(
            422,
            {
                "message": "Validation Failed",
                "errors": [
                    {
                        "resource": "PullRequest",
                        "code": "custom",
                        "message": f"No commits between {base} and {ref}",
                    }
                ],
                "documentation_url": DOCS,
            },
        )
    pr = PullRequest(
        state.next_number(repo),
        title,
        login,
        state.new_id(),
        ref,
        base,
        head_branch.sha,
        body,
        draft=draft,
        commit_shas=shas,
        created_at=at,
        updated_at=at,
        merge_state_status="DRAFT" if draft else "CLEAN",
        review_decision="REVIEW_REQUIRED",
    )
    repo.pulls.append(pr)
    return pr


def get_pull(req: Request) -> Response:
    repo = req.repo()
    return ok(pull_json(req.ctx, repo, find_pull(repo, req.number()), full=True))


def patch_pull(req: Request) -> Response:
    repo = req.repo("write")
    pr = find_pull(repo, req.number())
    body = body_of(req)
    if "title" in body:
        pr.title = req_str(body, "title")
    if "body" in body:
        pr.body = opt_str(body, "body") or ""
    base = opt_str(body, "base")
    if base is not None:
        if req.ctx.state.branch(repo, base) is None:
            raise validation_failed("PullRequest", "base", "invalid")
        pr.base = base
    new_state = opt_str(body, "state")
    at = req.ctx.state.now()
    if new_state in ("open", "closed") and not pr.merged:
        pr.state = new_state
        pr.closed_at = at if new_state == "closed" else None
    pr.updated_at = at
    return ok(pull_json(req.ctx, repo, pr, full=True))


def pull_files(req: Request) -> Response:
    repo = req.repo()
    pr = find_pull(repo, req.number())
    return page_of(req, list(range(len(pr.files))), lambda i: pull_file_json(req.ctx, repo, pr, i))


def pull_commits(req: Request) -> Response:
    repo = req.repo()
    pr = find_pull(repo, req.number())
    commits = [repo.commits[s] for s in pr.commit_shas if s in repo.commits]
    return page_of(req, commits, lambda c: commit_json(req.ctx, repo, c))


def pull_reviews(req: Request) -> Response:
    repo = req.repo()
    pr = find_pull(repo, req.number())
    return page_of(req, pr.reviews, lambda rv: review_json(req.ctx, repo, pr, rv))


def create_review(req: Request) -> Response:
    repo = req.repo("pull")
    state = req.ctx.state
    pr = find_pull(repo, req.number())
    body = body_of(req)
    event = opt_str(body, "event") or "PENDING"
    states = {
        "APPROVE": "APPROVED",
        "REQUEST_CHANGES": "CHANGES_REQUESTED",
        "COMMENT": "COMMENTED",
        "PENDING": "PENDING",
    }
    if event not in states:
        raise validation_failed("PullRequestReview", "event", "invalid")
    if req.login == pr.user and event in ("APPROVE", "REQUEST_CHANGES"):
        raise ApiError(
            422,
            {
                "message": "Unprocessable Entity",
                "errors": ["Can not approve your own pull request"],
                "documentation_url": DOCS,
            },
        )
    review = Review(
        state.new_id(),
        req.login,
        states[event],
        state.now(),
        opt_str(body, "body") or "",
        pr.head_sha,
    )
    pr.reviews.append(review)
    if review.state in ("APPROVED", "CHANGES_REQUESTED"):
        pr.review_decision = review.state
    if req.login in pr.requested_reviewers:
        pr.requested_reviewers.remove(req.login)
    return ok(review_json(req.ctx, repo, pr, review))


def pull_review_comments(req: Request) -> Response:
    repo = req.repo()
    pr = find_pull(repo, req.number())
    return page_of(
        req, pr.review_comments, lambda c: comment_json(req.ctx, repo, pr.number, c, review=True)
    )


def requested_reviewers(req: Request) -> Response:
    repo = req.repo()
    pr = find_pull(repo, req.number())
    return ok(
        {
            "users": [user_json(req.ctx, u) for u in pr.requested_reviewers],
            "teams": requested_teams(req.ctx, pr),
        }
    )


def request_reviewers(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    pr = find_pull(repo, req.number())
    body = body_of(req)
    for login in str_list(body, "reviewers") or []:
        if state.user(login) is None or not state.permission(repo, login):
            raise ApiError(
                422,
                {
                    "message": "Reviews may only be requested from collaborators. "
                    "One or more of the users or teams you specified is "
                    "not a collaborator of the "
                    f"{repo.full_name} "
                    "repository.",
                    "documentation_url": DOCS,
                },
            )
        if login not in pr.requested_reviewers:
            pr.requested_reviewers.append(login)
    for slug in str_list(body, "team_reviewers") or []:
        ref = f"{repo.owner}/{slug}"
        if ref not in pr.requested_teams:
            pr.requested_teams.append(ref)
    return ok(pull_json(req.ctx, repo, pr), 201)


def is_merged(req: Request) -> Response:
    repo = req.repo()
    if find_pull(repo, req.number()).merged:
        return no_content()
    raise not_found()


def merge_pull(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    pr = find_pull(repo, req.number())
    if pr.state != "open" or pr.mergeable != "MERGEABLE" or pr.draft:
        raise error(405, "Pull Request is not mergeable", DOCS)
    at = state.now()
    pr.state, pr.merged, pr.merged_at, pr.merged_by, pr.closed_at = (
        "closed",
        True,
        at,
        req.login,
        at,
    )
    base = state.branch(repo, pr.base)
    head = state.branch(repo, pr.head)
    if base is not None and head is not None:
        base.sha = head.sha
    pr.merge_commit_sha = pr.head_sha
    return ok({"sha": pr.head_sha, "merged": True, "message": "Pull Request successfully merged"})


# ---- milestones, releases ----------------------------------------------------------------


def milestones(req: Request) -> Response:
    repo = req.repo()
    state = req.arg("state", "open")
    items = [m for m in repo.milestones if state == "all" or m.state == state]
    items = sort_items(
        items,
        lambda m: (m.due_on is None, m.due_on or ""),
        req.arg("direction"),
        default_desc=False,
    )
    return page_of(req, items, lambda m: milestone_json(req.ctx, repo, m))


def get_milestone(req: Request) -> Response:
    repo = req.repo()
    m = next((m for m in repo.milestones if m.number == req.number()), None)
    if m is None:
        raise not_found()
    return ok(milestone_json(req.ctx, repo, m))


def visible_releases(req: Request, repo: Repo) -> list[Release]:
    writer = req.ctx.state.permission(repo, req.login) in ("push", "maintain", "admin")
    items = [r for r in repo.releases if writer or not r.draft]
    return sorted(items, key=lambda r: r.created_at, reverse=True)


def latest_of(repo: Repo) -> Release | None:
    published = [r for r in repo.releases if not r.draft and not r.prerelease]
    return max(published, key=lambda r: r.published_at or "", default=None)


def releases(req: Request) -> Response:
    repo = req.repo()
    return page_of(req, visible_releases(req, repo), lambda r: release_json(req.ctx, repo, r))


def latest_release(req: Request) -> Response:
    repo = req.repo()
    rel = latest_of(repo)
    if rel is None:
        raise not_found()
    return ok(release_json(req.ctx, repo, rel))


def _release(req: Request, repo: Repo) -> Release:
    rel = next((r for r in visible_releases(req, repo) if str(r.id) == req.params["id"]), None)
    if rel is None:
        raise not_found()
    return rel


def get_release(req: Request) -> Response:
    repo = req.repo()
    return ok(release_json(req.ctx, repo, _release(req, repo)))


def release_by_tag(req: Request) -> Response:
    repo = req.repo()
    rel = next((r for r in repo.releases if r.tag_name == req.params["tag"] and not r.draft), None)
    if rel is None:
        raise not_found()
    return ok(release_json(req.ctx, repo, rel))


def release_assets(req: Request) -> Response:
    repo = req.repo()
    rel = _release(req, repo)
    return page_of(req, rel.assets, lambda a: asset_json(req.ctx, repo, rel, a))


def _notes(req: Request, repo: Repo, tag: str, previous: str | None) -> dict[str, str]:
    merged = sorted((p for p in repo.pulls if p.merged), key=lambda p: p.merged_at or "")
    if previous is None:
        earlier = [r for r in repo.releases if not r.draft and r.tag_name != tag]
        prev_rel = max(earlier, key=lambda r: r.created_at, default=None)
        previous = prev_rel.tag_name if prev_rel else None
    lines = ["## What's Changed"]
    lines += [
        f"* {p.title} by @{p.user} in {req.ctx.web}/{repo.full_name}/pull/{p.number}"
        for p in merged
    ]
    if previous:
        lines += [
            "",
            f"**Full Changelog**: {req.ctx.web}/{repo.full_name}/compare/{previous}...{tag}",
        ]
    return {"name": tag, "body": "\n".join(lines)}


def generate_notes(req: Request) -> Response:
    repo = req.repo("write")
    body = body_of(req)
    tag = req_str(body, "tag_name")
    previous = opt_str(body, "previous_tag_name")
    if previous and not any(t.name == previous for t in repo.tags):
        raise validation_failed("Release", "previous_tag_name", "invalid")
    return ok(_notes(req, repo, tag, previous))


def create_release(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    body = body_of(req)
    tag = req_str(body, "tag_name")
    if any(r.tag_name == tag for r in repo.releases):
        raise validation_failed("Release", "tag_name", "already_exists")
    target = opt_str(body, "target_commitish") or repo.default_branch
    branch = state.branch(repo, target)
    if not any(t.name == tag for t in repo.tags):
        if branch is None:
            raise validation_failed("Release", "target_commitish", "invalid")
        repo.tags.insert(0, Tag(tag, branch.sha))
    draft = bool(opt_bool(body, "draft"))
    text = opt_str(body, "body") or ""
    if opt_bool(body, "generate_release_notes"):
        text = (text + "\n\n" if text else "") + _notes(req, repo, tag, None)["body"]
    at = state.now()
    rel = Release(
        state.new_id(),
        tag,
        opt_str(body, "name") or tag,
        req.login,
        text,
        draft,
        bool(opt_bool(body, "prerelease")),
        target,
        at,
        None if draft else at,
    )
    repo.releases.append(rel)
    return ok(release_json(req.ctx, repo, rel), 201)


def patch_release(req: Request) -> Response:
    repo = req.repo("write")
    rel = _release(req, repo)
    body = body_of(req)
    for key in ("name", "body", "tag_name", "target_commitish"):
        if key in body:
            setattr(rel, key, req_str(body, key))
    for key in ("draft", "prerelease"):
        value = opt_bool(body, key)
        if value is not None:
            setattr(rel, key, value)
    if not rel.draft and rel.published_at is None:
        rel.published_at = req.ctx.state.now()
    return ok(release_json(req.ctx, repo, rel))


def delete_release(req: Request) -> Response:
    repo = req.repo("write")
    repo.releases.remove(_release(req, repo))
    return no_content()


# ---- deployments, environments -----------------------------------------------------------


def deployments(req: Request) -> Response:
    repo = req.repo()
    items = sorted(repo.deployments, key=lambda d: d.created_at, reverse=True)
    for key in ("sha", "ref", "task", "environment"):
        value = req.arg(key)
        if value:
            items = [d for d in items if getattr(d, key) == value]
    return page_of(req, items, lambda d: deployment_json(req.ctx, repo, d))


def environments(req: Request) -> Response:
    repo = req.repo()
    return wrapped_page(
        req, "environments", repo.environments, lambda e: environment_json(req.ctx, repo, e)
    )


def get_environment(req: Request) -> Response:
    repo = req.repo()
    env = next((e for e in repo.environments if e.name == req.params["name"]), None)
    if env is None:
        raise not_found()
    return ok(environment_json(req.ctx, repo, env))
