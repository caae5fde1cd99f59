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

    found = nearest_config(policy, cwd)
    if found is None:
        return None
    where, text = found
    url = origin_url(text)
    repository = repository_of(url, gh_host()) if url else None
    if repository is None:
        return None  # the nearest checkout decides; its origin is elsewhere
    return Supplied(repository, f"git remote origin ({where})")


def remote_repositories(policy: Policy, cwd: str) -> tuple[list[Supplied], bool]:
    """Every repository on the GitHub host a remote of the checkout in CWD names (gh, told no
    repository, picks one of them), and whether that list is certain: a config that
    includes others or rewrites URLs (`url.X.insteadOf`) may name one this reading misses."""
    from runtime.auth.github import gh_host

    found = nearest_config(policy, cwd)
    if found is None:
        return [], True
    where, text = found
    urls, certain = remote_urls(text)
    host = gh_host()
    supplied = [
        Supplied(repository, f"git remote {name} ({where})")
        for name, url in urls
        if (repository := repository_of(url, host)) is not None
    ]
    return supplied, certain


def nearest_config(policy: Policy, cwd: str) -> tuple[str, str] | None:
    """The config file of the checkout CWD is in (the nearest `.git` upward: a directory, or
    a linked worktree's `gitdir:` file) and its text, read through the read roots."""
    for directory in _upward(cwd):
        dot_git = os.path.join(directory, ".git")
        path = _config_path(policy, cwd, dot_git)
        if path is None:
            continue
        text = _read_git_config(policy, cwd, path)
        if text is not None:
            return path, text
    return None


def _config_path(policy: Policy, cwd: str, dot_git: str) -> str | None:
    if os.path.isdir(dot_git):
        return os.path.join(dot_git, "config")
    if not os.path.isfile(dot_git):
        return None
    text = _read_git_config(policy, cwd, dot_git) or ""
    line = text.strip().splitlines()[0] if text.strip() else ""
    if not line.startswith("gitdir:"):
        return None
    gitdir = os.path.join(os.path.dirname(dot_git), line[len("gitdir:") :].strip())
    common = _read_git_config(policy, cwd, os.path.join(gitdir, "commondir"))
    if common is not None and common.strip():
        gitdir = os.path.join(gitdir, common.strip())
    return os.path.join(gitdir, "config")


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
    urls, _ = remote_urls(config, ("url",))
    return next((url for name, url in urls if name == "origin" and url), None)


def remote_urls(
    config: str, keys: tuple[str, ...] = ("url", "pushurl")
) -> tuple[list[tuple[str, str]], bool]:
    """(remote name, value) of every KEYS entry of each `[remote "NAME"]` in git config text
    (git's syntax: a key on the header's line, quotes, escapes, comments, continued lines),
    and whether nothing else could add or rewrite one: no include, includeIf, url section or
    per-worktree config."""
    found: list[tuple[str, str]] = []
    certain = True
    remote: str | None = None
    for line in _logical_lines(config):
        rest = line.strip()
        if "worktreeconfig" in "".join(rest.split()).lower():
            certain = False  # config.worktree is read too
        if rest.startswith("["):
            header, _, rest = rest[1:].partition("]")
            section, subsection = _section(header)
            certain = certain and section not in ("include", "includeif", "url")
            remote = subsection if section == "remote" else None
        key, equals, value = rest.partition("=")
        if remote is not None and equals and key.strip().lower() in keys:
            found.append((remote, _value(value)))
    return found, certain


def _logical_lines(config: str) -> list[str]:
    """Lines as git reads them: a `\\` at the end continues the line."""
    lines: list[str] = []
    pending = ""
    for raw in config.splitlines():
        if raw.endswith("\\") and not raw.endswith("\\\\"):
            pending += raw[:-1]
            continue
        lines.append(pending + raw)
        pending = ""
    return [*lines, pending] if pending else lines


def _section(header: str) -> tuple[str, str | None]:
    """`remote "origin"` (any whitespace, any case of the section), or the old `remote.origin`."""
    name, quote, subsection = header.strip().partition('"')
    name = "".join(name.split()).lower()
    if quote:
        return name, subsection.rpartition('"')[0].replace('\\"', '"').replace("\\\\", "\\")
    if "." in name:
        section, _, old_style = name.partition(".")
        return section, old_style
    return name, None


def _value(text: str) -> str:
    """A config value: quotes removed, escapes read, a comment (`#`, `;`) outside quotes cut,
    blanks outside quotes trimmed at both ends."""
    out: list[tuple[str, bool]] = []  # each character, and whether it is kept as it is
    quoted = False
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text):
            escaped = {"n": "\n", "t": "\t", "b": "\b"}.get(text[index + 1], text[index + 1])
            out.append((escaped, True))
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char in "#;" and not quoted:
            break
        else:
            out.append((char, quoted or not char.isspace()))
        index += 1
    while out and not out[-1][1]:
        out.pop()
    first = next((i for i, (_, kept) in enumerate(out) if kept), len(out))
    return "".join(char for char, _ in out[first:])


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
