"""GitHub's search syntax (`repo:o/r is:pr state:open label:bug words`) over the state."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .models import Issue, PullRequest, Repo
from .state import State

Item = tuple[Repo, Issue | PullRequest]
NO_FIELDS = {"label": "labels", "assignee": "assignees", "milestone": "milestone"}
ME_QUALIFIERS = (
    "author",
    "assignee",
    "mentions",
    "involves",
    "review-requested",
    "reviewed-by",
    "user",
)


@dataclass
class Query:
    qualifiers: dict[str, list[str]] = field(default_factory=dict)
    words: list[str] = field(default_factory=list)

    def get(self, key: str) -> list[str]:
        return self.qualifiers.get(key, [])


def parse(text: str, login: str) -> Query:
    try:
        tokens = shlex.split(text)
    except ValueError:
        tokens = text.split()
    query = Query()
    for token in tokens:
        key, sep, value = token.partition(":")
        if sep and value and not key.startswith("-"):
            if key.lower() in ME_QUALIFIERS and value == "@me":
                value = login
            query.qualifiers.setdefault(key.lower(), []).append(value)
        else:
            query.words.append(token.lower())
    return query


def scoped_repos(state: State, query: Query, login: str) -> list[Repo]:
    repos = [r for r in state.repos if state.permission(r, login)]
    names = [n.lower() for n in query.get("repo")]
    if names:
        repos = [r for r in repos if r.full_name.lower() in names]
    owners = [o.lower() for o in query.get("org") + query.get("user")]
    if owners:
        repos = [r for r in repos if r.owner.lower() in owners]
    return repos


def matching_repos(state: State, query: Query, login: str) -> list[Repo]:
    return [
        r
        for r in scoped_repos(state, query, login)
        if all(w in f"{r.full_name} {r.description or ''}".lower() for w in query.words)
    ]


def _requested(state: State, repo: Repo, pr: PullRequest, login: str) -> bool:
    if login in pr.requested_reviewers:
        return True
    org = state.org(repo.owner)
    return any(
        team.slug == ref.partition("/")[2] and login in team.members
        for ref in pr.requested_teams
        for team in (org.teams if org else [])
    )


def _kinds(query: Query) -> set[str]:
    return {v.lower() for v in query.get("is") + query.get("type")}


def _pr_checks(state: State, query: Query, repo: Repo, pr: PullRequest | None) -> bool:
    kinds = _kinds(query)
    pr_only: list[tuple[bool, Callable[[PullRequest], bool]]] = [
        ("merged" in kinds, lambda p: p.merged),
        ("unmerged" in kinds, lambda p: not p.merged),
        ("draft" in kinds or query.get("draft") == ["true"], lambda p: p.draft),
    ]
    for wanted, check in pr_only:
        if wanted and (pr is None or not check(pr)):
            return False
    people: list[tuple[list[str], Callable[[PullRequest, str], bool]]] = [
        (query.get("review-requested"), lambda p, who: _requested(state, repo, p, who)),
        (query.get("reviewed-by"), lambda p, who: any(r.user == who for r in p.reviews)),
        (query.get("base"), lambda p, ref: p.base == ref),
        (query.get("head"), lambda p, ref: p.head == ref),
    ]
    for values, match in people:
        if values and (pr is None or not all(match(pr, v) for v in values)):
            return False
    return True


def _keep(state: State, query: Query, item: Item) -> bool:
    repo, it = item
    kinds = _kinds(query)
    states = {v.lower() for v in query.get("state")} | (kinds & {"open", "closed"})
    involved = [it.user, *it.assignees]
    checks = [
        not states or it.state in states,
        all(label in it.labels for label in query.get("label")),
        all(it.user == who for who in query.get("author")),
        all(who in it.assignees for who in query.get("assignee")),
        all(f"@{who}" in it.body for who in query.get("mentions")),
        all(who in involved or f"@{who}" in it.body for who in query.get("involves")),
        all(not getattr(it, NO_FIELDS[what]) for what in query.get("no") if what in NO_FIELDS),
        all(w in f"{it.title} {it.body}".lower() for w in query.words),
    ]
    pr = it if isinstance(it, PullRequest) else None
    return all(checks) and _pr_checks(state, query, repo, pr)


def matching_items(state: State, query: Query, login: str) -> list[Item]:
    kinds = _kinds(query)
    want_pr = bool(kinds & {"pr", "pull-request"}) or bool(
        query.get("review-requested") or query.get("reviewed-by")
    )
    want_issue = "issue" in kinds
    items: list[Item] = []
    for repo in scoped_repos(state, query, login):
        if want_issue or not want_pr:
            items += [(repo, i) for i in repo.issues]
        if want_pr or not want_issue:
            items += [(repo, p) for p in repo.pulls]
    items = [i for i in items if _keep(state, query, i)]
    return sort_items(items, (query.get("sort") or ["created-desc"])[0])


def sort_items(items: list[Item], spec: str, order: str | None = None) -> list[Item]:
    field_name, _, direction = spec.partition("-")
    keys: dict[str, Callable[[Item], Any]] = {
        "updated": lambda i: i[1].updated_at,
        "comments": lambda i: len(i[1].comments),
    }
    key = keys.get(field_name, lambda i: i[1].created_at)
    return sorted(items, key=key, reverse=(order or direction or "desc") != "asc")
