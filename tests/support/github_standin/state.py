"""The live, mutable GitHub state behind both the REST and the GraphQL answers."""

from __future__ import annotations

import copy
import threading
from datetime import datetime, timedelta, timezone
from typing import Any

from .gitsha import blob_sha, fake_sha
from .models import Branch, GitCommit, Org, Repo, Team, User, Workflow
from .seed import Seed

PERMISSION_RANK = {"": 0, "pull": 1, "triage": 2, "push": 3, "maintain": 4, "admin": 5}
NOT_FOUND_BODY = {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}


class ApiError(Exception):
    """An error answer in GitHub's shape; raised anywhere a handler must stop."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        super().__init__(f"{status}: {body.get('message')}")
        self.status = status
        self.body = body


def not_found() -> ApiError:
    return ApiError(404, dict(NOT_FOUND_BODY))


def error(
    status: int, message: str, doc: str = "https://docs.github.com/rest", **extra: Any
) -> ApiError:
    return ApiError(status, {"message": message, **extra, "documentation_url": doc})


def validation_failed(
    resource: str,
    field: str,
    code: str,
    message: str | None = None,
    doc: str = "https://docs.github.com/rest",
) -> ApiError:
    err: dict[str, Any] = {"resource": resource, "code": code, "field": field}
    if message:
        err["message"] = message
    return ApiError(
        422, {"message": "Validation Failed", "errors": [err], "documentation_url": doc}
    )


def _parse_time(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


class State:
    """Users, organizations and repositories; every access holds `lock`."""

    def __init__(self, seed: Seed, *, private: bool = False) -> None:
        """PRIVATE: the seed was built for this state alone, so its objects become the state
        as they are; any other seed is copied first (the state changes what it holds)."""
        if not private:
            seed = copy.deepcopy(seed)
        self.lock = threading.RLock()
        self.users: dict[str, User] = {u.login.lower(): u for u in seed.users}
        self.orgs: dict[str, Org] = {o.login.lower(): o for o in seed.orgs}
        self.repos: list[Repo] = list(seed.repos)
        self.notifications = list(seed.notifications)
        self.scopes = seed.scopes
        self.web_base = seed.web_base.rstrip("/")
        self._clock = _parse_time(seed.clock_start)
        self._next_id = seed.id_start

    # ---- clocks and ids -------------------------------------------------------------

    def now(self) -> str:
        """A new timestamp, one second after the previous one: writes stay ordered."""
        self._clock += timedelta(seconds=1)
        return self._clock.strftime("%Y-%m-%dT%H:%M:%SZ")

    def new_id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    # ---- lookups ----------------------------------------------------------------------

    def user(self, login: str) -> User | None:
        return self.users.get(login.lower())

    def org(self, login: str) -> Org | None:
        return self.orgs.get(login.lower())

    def find_repo(self, owner: str, name: str) -> Repo | None:
        key = f"{owner}/{name}".lower()
        return next((r for r in self.repos if r.full_name.lower() == key), None)

    def repo_by_id(self, repo_id: int) -> Repo | None:
        return next((r for r in self.repos if r.id == repo_id), None)

    def team(self, org: Org, slug: str) -> Team | None:
        return next((t for t in org.teams if t.slug.lower() == slug.lower()), None)

    def teams_of(self, repo: Repo) -> list[tuple[Org, Team, str]]:
        org = self.org(repo.owner)
        if org is None:
            return []
        return [(org, t, t.repos[repo.full_name]) for t in org.teams if repo.full_name in t.repos]

    # ---- permissions ------------------------------------------------------------------

    def permission(self, repo: Repo, login: str) -> str:
        """The strongest permission `login` holds on `repo`, "" when none."""
        if repo.owner.lower() == login.lower():
            return "admin"
        org = self.org(repo.owner)
        best = repo.collaborators.get(login, "")
        if not best and not repo.private:
            best = "pull"
        if org is not None:
            if login in org.admins:
                return "admin"
            if login in org.members and PERMISSION_RANK[best] < 1:
                best = "pull"
            for team in org.teams:
                perm = team.repos.get(repo.full_name, "")
                if login in team.members and PERMISSION_RANK[perm] > PERMISSION_RANK[best]:
                    best = perm
        return best

    def visible_repo(self, owner: str, name: str, login: str) -> Repo:
        repo = self.find_repo(owner, name)
        if repo is None or not self.permission(repo, login):
            raise not_found()
        return repo

    def require(self, repo: Repo, login: str, needed: str) -> None:
        if PERMISSION_RANK[self.permission(repo, login)] >= PERMISSION_RANK[needed]:
            return
        if needed == "admin":
            raise error(403, "Must have admin rights to Repository.")
        raise error(403, "Resource not accessible by personal access token")

    def require_writable(self, repo: Repo, login: str) -> None:
        self.require(repo, login, "push")
        if repo.archived:
            raise error(403, "Repository was archived so is read-only.")

    def affiliated_repos(self, login: str) -> list[Repo]:
        """What GET /user/repos lists: owned, collaborating, or through an organization."""
        return [r for r in self.repos if self._affiliated(r, login)]

    def _affiliated(self, repo: Repo, login: str) -> bool:
        if repo.owner.lower() == login.lower() or login in repo.collaborators:
            return True
        org = self.org(repo.owner)
        return org is not None and login in org.members

    # ---- git data ---------------------------------------------------------------------

    def branch(self, repo: Repo, name: str) -> Branch | None:
        return next((b for b in repo.branches if b.name == name), None)

    def resolve_ref(self, repo: Repo, ref: str | None) -> str | None:
        """A branch name for `ref` (branch, tag or commit sha); None when unknown."""
        if not ref:
            return repo.default_branch
        ref = ref.removeprefix("refs/heads/").removeprefix("refs/tags/")
        if self.branch(repo, ref):
            return ref
        tag = next((t for t in repo.tags if t.name == ref), None)
        sha = tag.sha if tag else ref
        for b in repo.branches:
            if b.sha.startswith(sha) and len(sha) >= 7:
                return b.name
        if tag or (len(sha) >= 7 and any(c.startswith(sha) for c in repo.commits)):
            return repo.default_branch
        return None

    def files(self, repo: Repo, branch: str) -> dict[str, bytes]:
        if branch in repo.files:
            return repo.files[branch]
        return repo.files.get(repo.default_branch, {})

    def write_file(
        self, repo: Repo, branch: str, path: str, content: bytes | None, message: str, login: str
    ) -> GitCommit:
        """Write (or delete, with None) one file on `branch` as a new commit."""
        if branch not in repo.files:
            repo.files[branch] = dict(self.files(repo, branch))
        if content is None:
            repo.files[branch].pop(path, None)
        else:
            repo.files[branch][path] = content
        head = self.branch(repo, branch)
        parents = [head.sha] if head and head.sha else []
        at = self.now()
        sha = fake_sha(
            "commit", repo.full_name, branch, path, message, at, blob_sha(content or b"")
        )
        commit = GitCommit(sha, message, login, at, parents, fake_sha("tree", sha))
        repo.commits[sha] = commit
        if head is None:
            repo.branches.append(Branch(branch, sha))
        else:
            head.sha = sha
        repo.pushed_at = repo.updated_at = at
        if content is not None and branch == repo.default_branch:
            self._register_workflow(repo, path, content, at)
        return commit

    def _register_workflow(self, repo: Repo, path: str, content: bytes, at: str) -> None:
        """A workflow file pushed to the default branch becomes a workflow, as Actions does.

        Its name is the file's `name:` (the path when absent or unreadable); a workflow
        already known by that path keeps its id and state.
        """
        folder, _, file = path.rpartition("/")
        if folder != ".github/workflows" or not file.endswith((".yml", ".yaml")):
            return
        if any(wf.path == path for wf in repo.workflows):
            return
        import yaml

        try:
            doc = yaml.safe_load(content)
        except yaml.YAMLError:
            doc = None
        name = doc.get("name") if isinstance(doc, dict) else None
        repo.workflows.append(
            Workflow(self.new_id(), str(name) if name else path, path, created_at=at, updated_at=at)
        )

    def history(self, repo: Repo, sha: str) -> list[GitCommit]:
        """First-parent history from `sha`, newest first."""
        out: list[GitCommit] = []
        seen: set[str] = set()
        current: str | None = sha
        while current and current in repo.commits and current not in seen:
            seen.add(current)
            commit = repo.commits[current]
            out.append(commit)
            current = commit.parents[0] if commit.parents else None
        return out

    def next_number(self, repo: Repo) -> int:
        numbers = [i.number for i in repo.issues] + [p.number for p in repo.pulls]
        return max(numbers, default=0) + 1
