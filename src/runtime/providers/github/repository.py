"""The repository a gh-backed operation is about, when the request names none.

gh runs in a private empty directory (it must never read the caller's checkout),
so the runtime supplies `--repo` itself: from the Runtime Context's
`github.repository`, else from the working directory's git remote `origin` when
it names a repository on the configured GitHub host. The remote is read from the
repository's config file through the files provider's path guard (read roots,
no symlink walks), never by running git or gh there.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.policy.model import Policy
    from runtime.providers.operations import Bound

CONTEXT_KEY = "github.repository"
CONFIG_LIMIT = 256 * 1024  # a git config larger than this is not one git wrote


class Supplied:
    """The repository handed to gh and where it came from."""

    __slots__ = ("repository", "source")

    def __init__(self, repository: str, source: str) -> None:
        self.repository = repository
        self.source = source


def names_repository(passthrough: list[str]) -> bool:
    """Whether gh was given a repository (--repo R, --repo=R, -R R, -RR)."""
    return any(
        flag in ("--repo", "-R") or flag.startswith(("--repo=", "-R")) for flag in passthrough
    )


def needs_repository(bound: Bound) -> bool:
    return bool(bound.form.repository) and not names_repository(bound.passthrough)


def missing_message(operation: str) -> str:
    return (
        f"github {operation} needs a repository and none was found: pass --repo OWNER/REPO, "
        f"set {CONTEXT_KEY} in the selected Runtime Context (config contexts.NAME.github."
        "repository), or run it inside a git checkout whose remote origin is on the "
        "configured GitHub host"
    )


def find(policy: Policy, cwd: str) -> Supplied | None:
    """The repository from the context, else from the checkout's origin; None when neither."""
    from runtime.context.active import github_repository

    repository = github_repository()
    if repository is not None:
        return Supplied(repository, f"context {CONTEXT_KEY}")
    return from_origin(policy, cwd)


def from_origin(policy: Policy, cwd: str) -> Supplied | None:
    from runtime.auth.github import gh_host

    for directory in _upward(cwd):
        text = _read_git_config(policy, cwd, os.path.join(directory, ".git", "config"))
        if text is None:
            continue
        url = origin_url(text)
        repository = repository_of(url, gh_host()) if url else None
        if repository is None:
            return None  # the nearest checkout decides; its origin is elsewhere
        where = os.path.join(directory, ".git", "config")
        return Supplied(repository, f"git remote origin ({where})")
    return None


def _upward(cwd: str) -> list[str]:
    found: list[str] = []
    directory = os.path.realpath(cwd)
    while True:
        found.append(directory)
        parent = os.path.dirname(directory)
        if parent == directory:
            return found
        directory = parent


def _read_git_config(policy: Policy, cwd: str, path: str) -> str | None:
    from runtime.engines.files import read_bytes
    from runtime.policy.pathguard import PathDenied, PathGuard

    if not os.path.isfile(path):
        return None
    try:
        target = PathGuard.reading(policy, cwd, "read").resolve(path)
        data = read_bytes(target, CONFIG_LIMIT)
    except (PathDenied, OSError):
        return None
    return data.decode("utf-8", "replace")


def origin_url(config: str) -> str | None:
    """`url` of `[remote "origin"]` in git config text (the subset git itself writes)."""
    in_origin = False
    for raw in config.splitlines():
        line = raw.strip()
        if line.startswith("["):
            in_origin = line.replace(" ", "").replace("'", '"') == '[remote"origin"]'
            continue
        if in_origin and line.partition("=")[0].strip().lower() == "url":
            return line.partition("=")[2].strip().strip('"') or None
    return None


def repository_of(url: str, host: str) -> str | None:
    """OWNER/REPO when URL names a repository on HOST (https, ssh or scp-like form)."""
    rest: str | None = None
    if "://" in url:
        authority, _, path = url.split("://", 1)[1].partition("/")
        if authority.rpartition("@")[2].split(":")[0].lower() == host.lower():
            rest = path
    elif ":" in url and "/" not in url.split(":", 1)[0]:
        authority, _, path = url.partition(":")
        if authority.rpartition("@")[2].lower() == host.lower():
            rest = path
    if rest is None:
        return None
    parts = rest.strip("/").removesuffix(".git").split("/")
    if len(parts) != 2 or not all(_plain(part) for part in parts):
        return None
    return "/".join(parts)


def _plain(part: str) -> bool:
    return (
        bool(part)
        and not part.startswith(("-", "."))
        and all(c.isalnum() or c in "-_." for c in part)
    )
