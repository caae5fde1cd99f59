"""The configuration every git child will read, checked before it starts.

The runtime never writes a `.git` directory, and git's own `config` refuses the keys that
run programs; but whoever prepared the tree (a clone's owner, a terraform local-exec, a
container) may have. Those keys make git run programs on reads (`diff.external` on `git
diff`, `textconv` on `git log -p`, filters on `git status`), so the read-only door would
run a program. The runtime forces the few keys it can neutralise (engines/command.py);
the rest are found here, in every configuration git will read for the command, read as
git reads it (engines/git_config.py, includes followed):

- the repository's: the git directory's `config` and `config.worktree`, and the common
  directory's for a linked worktree;
- each submodule's (git runs itself inside them: `status` asks each for its state, `fetch`
  recurses), found as git finds them: the git directories under `modules/`, and every
  gitlink of the index and path of `.gitmodules` that holds a `.git` of its own;
- for a command that reaches a remote, every local repository it may reach (a path or
  `file://` word, a configured remote's URL): git runs `receive-pack` or `upload-pack`
  there as a local child without the settings the runtime forces, so that repository's
  own configuration counts whole, and for a push its hooks too.

A key the floor calls a program key makes the step `exec`, refused unless a document lets
git exec; so does a file git would not read (a parse error, named by file and line as git
names it) or that cannot be read through. What the configuration makes of an allowed
command (a remote configured as a mirror turns `git push X` into `push --mirror`) is
judged again as that command (`floor.git.as_configured`).
"""

from __future__ import annotations

import os

from runtime.engines.git_config import ConfigError, Entry, Reading, read_file
from runtime.policy.floor.git import is_program_key

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection, Iterator, Sequence

    from runtime.engines.pinning import Pinned
    from runtime.model import Decision
    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy

CONFIG_FILES = ("config", "config.worktree")
MAX_REPOSITORIES = 64  # submodules and local remotes one step may reach
MAX_SUBMODULE_DEPTH = 8

# Commands that reach a remote, so the local repositories they name are read too.
REMOTE_COMMANDS = frozenset(
    {"push", "fetch", "pull", "ls-remote", "clone", "send-pack", "fetch-pack", "remote",
     "submodule", "archive", "request-pull"}
)  # fmt: skip
PUSHING = frozenset({"push", "send-pack"})


class Finding:
    """Why a git child would run a program: WHAT (a key it sets, a hook) in PATH at LINE."""

    __slots__ = ("line", "path", "what")

    def __init__(self, path: str, line: int, what: str) -> None:
        self.path = os.path.normpath(path)
        self.line = line
        self.what = what

    def describe(self) -> str:
        where = f"{self.path} line {self.line}" if self.line else self.path
        return f"git in a repository whose configuration {where} {self.what}"


class Repository:
    """A git directory, its common directory and its work tree's top (None when bare)."""

    __slots__ = ("common", "git_dir", "top")

    def __init__(self, git_dir: str, top: str | None) -> None:
        self.git_dir = git_dir
        self.top = top
        common = _read_text(os.path.join(git_dir, "commondir"))
        self.common = (
            os.path.normpath(os.path.join(git_dir, common.strip()))
            if common and common.strip()
            else git_dir
        )

    @property
    def config_files(self) -> list[str]:
        directories = dict.fromkeys((self.git_dir, self.common))
        return [os.path.join(d, name) for d in directories for name in CONFIG_FILES]

    def reading(self) -> Reading:
        """Every configuration file of the repository, includes followed (ConfigError)."""
        reading = Reading()
        for path in self.config_files:
            reading.read(path)
        reading.entries += list(_legacy_remotes(self.common))
        return reading


# --- the judgement engines/command.py asks for --------------------------------------------


def judge(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    cwd: str,
    facts: CanonicalCommand,
    forced: Collection[str],
) -> Decision | None:
    """The refusal of a git child by what its repositories' configuration makes it do, or
    None: the command as configured (a mirror remote), then the programs it would run."""
    from runtime.policy import rules

    exec_allowed = "exec" in rules.allowed_effects(policy, (pinned.name, pinned.identity))
    start = _start(facts.directories, cwd)
    repository = discover(start)
    try:
        reading = repository.reading() if repository is not None else Reading()
    except ConfigError as error:
        if exec_allowed and facts.path.partition(" ")[0] not in PUSHING:
            return None  # git reads what it can; nothing here turns the command into another
        return _unreadable(pinned, args, policy, error)
    configured = _as_configured(pinned, args, policy, facts, reading)
    if configured is not None or exec_allowed:
        return configured
    finding = program_finding(start, forced, facts, repository, reading)
    if finding is None:
        return None
    why = " (which makes git run a program, on reads too)"
    return rules.effect_decision(
        pinned.name, pinned.identity, args, policy, "exec", finding.describe(), why
    )


def _unreadable(
    pinned: Pinned, args: Sequence[str], policy: Policy, error: ConfigError
) -> Decision:
    from runtime.policy import rules

    finding = Finding(error.path, error.line, f"is not one git reads ({error.reason})")
    why = " (a configuration the runtime cannot read as git does might name a program)"
    decision = rules.effect_decision(
        pinned.name, pinned.identity, args, policy, "exec", finding.describe(), why
    )
    if decision is not None:
        return decision
    from runtime.model import Decision

    return Decision.deny(rules.FLOOR_RULE, f"policy denied {rules.describe(pinned.name, args)}: "
                         f"{finding.describe()}")  # fmt: skip


def _as_configured(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    facts: CanonicalCommand,
    reading: Reading,
) -> Decision | None:
    """The command git will run once its configuration is applied, judged again."""
    from runtime.policy import rules
    from runtime.policy.floor.git import as_configured

    found = as_configured(args, facts, reading.entries)
    if found is None:
        return None
    words, because = found
    decision = rules.decide_binary(pinned.name, pinned.identity, words, policy)
    if decision.allowed:
        return None
    from runtime.model import Decision

    return Decision.deny(decision.rule, f"{decision.message} ({because})")


# --- finding program keys --------------------------------------------------------------------


def program_finding(
    start: str,
    forced: Collection[str],
    facts: CanonicalCommand,
    repository: Repository | None,
    reading: Reading,
) -> Finding | None:
    """The first thing in the configuration git will read for FACTS that runs a program."""
    seen: set[str] = set()
    try:
        if repository is not None:
            seen.add(os.path.realpath(repository.git_dir))
            found = _program_key(reading.entries, forced) or _submodules(
                repository, forced, seen, 0, reading
            )
            if found is not None:
                return found
        if facts.path.partition(" ")[0] in REMOTE_COMMANDS:
            return _local_targets(start, facts, repository, reading, seen)
    except ConfigError as error:
        return Finding(error.path, error.line, f"is not one git reads ({error.reason})")
    return None


def _program_key(entries: Sequence[Entry], forced: Collection[str]) -> Finding | None:
    for entry in entries:
        if _is_include(entry.key):
            continue  # followed: what it names was read in its place
        if is_program_key(entry.key) and entry.key.lower() not in forced:
            return Finding(entry.path, entry.line, f'sets "{entry.spelled}"')
    return None


def _is_include(key: str) -> bool:
    from runtime.engines.git_config import is_include

    return is_include(key)


def _submodules(
    repository: Repository,
    forced: Collection[str],
    seen: set[str],
    depth: int,
    reading: Reading | None = None,
) -> Finding | None:
    """Each submodule's own configuration, and its submodules' (git runs itself in them
    with the runtime's forced settings, which its environment keeps)."""
    reading = reading if reading is not None else repository.reading()
    for submodule in submodule_repositories(repository, reading):
        key = os.path.realpath(submodule.git_dir)
        if key in seen:
            continue
        _count(seen, key, submodule.git_dir)
        if depth >= MAX_SUBMODULE_DEPTH:
            raise ConfigError(submodule.git_dir, 0, "submodules nested too deep to read through")
        own = submodule.reading()
        found = _program_key(own.entries, forced)
        found = found or _submodules(submodule, forced, seen, depth + 1, own)
        if found is not None:
            return found
    return None


def _count(seen: set[str], key: str, where: str) -> None:
    seen.add(key)
    if len(seen) > MAX_REPOSITORIES:
        raise ConfigError(where, 0, f"more than {MAX_REPOSITORIES} repositories to read")


def submodule_repositories(repository: Repository, reading: Reading) -> Iterator[Repository]:
    """The submodules git may run itself in: git directories under `modules/` (absorbed
    ones, nested too), and each gitlink of the index or path of `.gitmodules` whose
    directory in the work tree (the top git found, or the one `core.worktree` names)
    holds a `.git` of its own."""
    yield from _module_directories(os.path.join(repository.common, "modules"), 0)
    tops = [repository.top] if repository.top is not None else []
    configured = reading.last("core.worktree")
    if configured:  # relative to the git directory, as git reads it
        tops.append(os.path.normpath(os.path.join(repository.git_dir, configured)))
    links = set(gitlinks(repository))
    for top in dict.fromkeys(tops):
        for path in sorted(links | set(_gitmodules_paths(top))):
            directory = os.path.join(top, path)
            git_dir = _git_dir_at(directory)
            if git_dir is not None:
                yield Repository(git_dir, directory)


def _module_directories(directory: str, depth: int) -> Iterator[Repository]:
    """Git directories under DIRECTORY (`modules/a`, `modules/a/b` for a name with a
    slash, `modules/a/modules/c` for a submodule's own)."""
    if depth > MAX_SUBMODULE_DEPTH * 4:
        raise ConfigError(directory, 0, "submodule directories nested too deep to read through")
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return
    for name in names:
        path = os.path.join(directory, name)
        if os.path.islink(path) or not os.path.isdir(path):
            continue
        if os.path.isfile(os.path.join(path, "HEAD")):
            yield Repository(path, None)
            yield from _module_directories(os.path.join(path, "modules"), depth + 1)
        else:
            yield from _module_directories(path, depth + 1)


def _gitmodules_paths(top: str) -> list[str]:
    """`submodule.<name>.path` of the work tree's `.gitmodules` (read as git reads it;
    a file git could not read names nothing here, as git gives up on it)."""
    path = os.path.join(top, ".gitmodules")
    reading = Reading()
    try:
        reading.read(path)
    except ConfigError:
        return []
    return [
        entry.text or ""
        for entry in reading.entries
        if entry.key.startswith("submodule.") and entry.key.endswith(".path") and entry.text
    ]


# --- local remotes -----------------------------------------------------------------------------


def _local_targets(
    start: str,
    facts: CanonicalCommand,
    repository: Repository | None,
    reading: Reading,
    seen: set[str],
) -> Finding | None:
    """Every local repository the command may reach: git starts receive-pack or
    upload-pack there without the settings the runtime forces (they are the local
    repository's environment, which git clears for a local transport)."""
    pushing = facts.path.partition(" ")[0] in PUSHING
    bases = [start] if repository is None or repository.top is None else [repository.top, start]
    visited: set[str] = set()  # the repository itself too (`git push . main:x`): read again
    for target in local_remotes(facts, reading):
        if target.startswith("~"):  # git expands it for the child's home, or a user's
            raise ConfigError(
                target, 0, "a local remote under ~, which the runtime does not follow"
            )
        for base in dict.fromkeys(bases):
            for git_dir in _entered(os.path.join(base, target)):
                key = os.path.realpath(git_dir)
                if key in visited:
                    continue
                visited.add(key)
                _count(seen, key, git_dir)
                remote = Repository(git_dir, None)
                found = _program_key(remote.reading().entries, ())
                if found is None and pushing:
                    found = _hook(remote)
                if found is not None:
                    return found
    return None


def local_remotes(facts: CanonicalCommand, reading: Reading) -> list[str]:
    """The words and configured URLs of FACTS that name a local repository: a path, or a
    `file://` URL (every configured remote's, whichever the command picks)."""
    words = [w.partition("=")[2] if w.startswith("--") else w for w in facts.rest]
    words += [
        entry.text or ""
        for entry in reading.entries
        if entry.key.startswith(("remote.", "submodule."))
        and entry.key.endswith((".url", ".pushurl"))
    ]
    found: list[str] = []
    for word in words:
        path = _local_path(word)
        if path:
            found.append(path)
    return list(dict.fromkeys(found))


def _local_path(word: str) -> str | None:
    """The path WORD names when git would reach it as a local repository (its transport
    rules: `file://` is local, another `scheme://` and `host:path` are not, the rest is a
    path); None for an option or a URL git reaches over the network."""
    if not word or (word.startswith("-") and not word.startswith("--")):
        return None
    if "://" in word:
        scheme, _, rest = word.partition("://")
        if scheme.lower() != "file":
            return None
        path = rest[rest.find("/") :] if not rest.startswith("/") and "/" in rest else rest
        from urllib.parse import unquote

        return unquote(path) or None
    colon, slash = word.find(":"), word.find("/")
    if colon > 0 and (slash < 0 or colon < slash):
        return None  # scp-like host:path
    return word


def _entered(path: str) -> list[str]:
    """The git directories receive-pack and upload-pack may enter for PATH (git's
    enter_repo(): PATH/.git, PATH, PATH.git/.git, PATH.git, a `.git` file followed)."""
    found: list[str] = []
    for candidate in (os.path.join(path, ".git"), path, f"{path}.git/.git", f"{path}.git"):
        git_dir = _as_git_dir(candidate)
        if git_dir is not None:
            found.append(git_dir)
    return list(dict.fromkeys(found))


def _as_git_dir(path: str) -> str | None:
    if os.path.isfile(path):
        return _gitfile_target(path)
    if os.path.isfile(os.path.join(path, "HEAD")):
        return path
    return None


# Hooks a receiving repository runs: git checks only that the file is executable, and a
# future hook would be missed by a list, so every file that is not a sample counts.
_SAMPLE = ".sample"


def _hook(repository: Repository) -> Finding | None:
    hooks = os.path.join(repository.common, "hooks")
    try:
        names = sorted(os.listdir(hooks))
    except OSError:
        return None
    for name in names:
        if not name.endswith(_SAMPLE) and os.path.isfile(os.path.join(hooks, name)):
            return Finding(os.path.join(hooks, name), 0, "is a hook the push would run")
    return None


def _legacy_remotes(common: str) -> Iterator[Entry]:
    """Remotes defined the old way, which git still reads for a name its config does not
    define: `remotes/NAME` (`URL:`, `Push:`, `Pull:` lines) and `branches/NAME` (a URL)."""
    for directory, keys in (("remotes", {"url": "url", "push": "push", "pull": "fetch"}),
                            ("branches", {})):  # fmt: skip
        folder = os.path.join(common, directory)
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            path = os.path.join(folder, name)
            text = _read_text(path)
            if text is None:
                continue
            yield from _legacy_entries(name, path, text, keys)


def _legacy_entries(name: str, path: str, text: str, keys: dict[str, str]) -> Iterator[Entry]:
    for number, line in enumerate(text.splitlines(), 1):
        if not keys:  # branches/NAME: `URL#branch`
            url = line.strip().partition("#")[0]
            if url:
                yield Entry(f"remote.{name}.url", f"remote.{name}.url", url.encode(), path, number)
            return
        field, colon, value = line.partition(":")
        key = keys.get(field.strip().lower()) if colon else None
        if key is not None:
            spelled = f"remote.{name}.{key}"
            yield Entry(spelled.lower(), spelled, value.strip().encode(), path, number)


# --- finding the repository -------------------------------------------------------------------


def _start(directories: Sequence[str], cwd: str) -> str:
    start = cwd
    for directory in directories:
        start = os.path.join(start, directory)  # cumulative, as git does
    return start


def discover(start: str) -> Repository | None:
    """The repository containing START (a `.git` directory or the directory a `.git` file
    names), searching upwards as git does."""
    directory = os.path.realpath(start)
    while True:
        git_dir = _git_dir_at(directory)
        if git_dir is not None:
            return Repository(git_dir, directory)
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _git_dir_at(directory: str) -> str | None:
    dot_git = os.path.join(directory, ".git")
    if os.path.isdir(dot_git):
        return dot_git
    if os.path.isfile(dot_git):
        return _gitfile_target(dot_git)
    return None


def _gitfile_target(path: str) -> str | None:
    text = _read_text(path) or ""
    if not text.startswith("gitdir:"):
        return None
    return os.path.normpath(os.path.join(os.path.dirname(path), text[7:].strip()))


def _read_text(path: str) -> str | None:
    """A small file's text (a `.git` file, `commondir`), or None when it is not there."""
    try:
        data = read_file(path)
    except ConfigError:
        return None
    return None if data is None else data.decode("utf-8", "replace")


# --- the index's gitlinks --------------------------------------------------------------------

_GITLINK = 0o160000
_INDEX_LIMIT = 256 * 1024 * 1024


def gitlinks(repository: Repository) -> list[str]:
    """The paths of the index's gitlinks (submodules), the split index's shared part too."""
    found: list[str] = []
    names = ["index"]
    try:
        names += sorted(n for n in os.listdir(repository.git_dir) if n.startswith("sharedindex."))
    except OSError:
        return []
    hash_size = _hash_size(repository)
    for name in names:
        path = os.path.join(repository.git_dir, name)
        try:
            with open(path, "rb") as handle:
                data = handle.read(_INDEX_LIMIT)
        except OSError:
            continue
        if b"\x00\x00\xe0\x00" in data:  # a gitlink's mode, big-endian: else there is none
            found += _index_gitlinks(data, hash_size, path)
    return found


def _hash_size(repository: Repository) -> int:
    try:
        reading = Reading()
        reading.read(os.path.join(repository.common, "config"))
    except ConfigError:
        return 20
    return 32 if (reading.last("extensions.objectformat") or "").lower() == "sha256" else 20


def _index_gitlinks(data: bytes, hash_size: int, path: str) -> list[str]:
    """The gitlink paths of an index file (versions 2, 3 and 4); one that does not read as
    an index names every path it might (none here is trusted: git would refuse it)."""
    if data[:4] != b"DIRC" or len(data) < 12:
        return []
    version = int.from_bytes(data[4:8], "big")
    count = int.from_bytes(data[8:12], "big")
    if version not in (2, 3, 4):
        raise ConfigError(path, 0, f"an index of version {version}, which the runtime cannot read")
    found: list[str] = []
    position, previous = 12, b""
    for _ in range(count):
        if position + 40 + hash_size + 2 > len(data):
            raise ConfigError(path, 0, "an index cut short")
        mode = int.from_bytes(data[position + 24 : position + 28], "big")
        flags = int.from_bytes(data[position + 40 + hash_size : position + 42 + hash_size], "big")
        cursor = position + 42 + hash_size
        if version >= 3 and flags & 0x4000:
            cursor += 2
        if version == 4:
            strip, cursor = _varint(data, cursor)
            end = data.find(b"\0", cursor)
            if end < 0 or strip > len(previous):
                raise ConfigError(path, 0, "an index cut short")
            name = previous[: len(previous) - strip] + data[cursor:end]
            position = end + 1
        else:
            end = data.find(b"\0", cursor)
            if end < 0:
                raise ConfigError(path, 0, "an index cut short")
            name = data[cursor:end]
            length = end - position
            position += (length + 8) & ~7  # padded with 1 to 8 NULs to a multiple of 8
        previous = name
        if mode & 0o170000 == _GITLINK:
            found.append(os.fsdecode(name))
    return found


def _varint(data: bytes, cursor: int) -> tuple[int, int]:
    """git's offset varint (varint.c): seven bits a byte, each continuation adding one."""
    value = data[cursor] & 0x7F
    while data[cursor] & 0x80:
        cursor += 1
        if cursor >= len(data):
            raise ValueError("varint cut short")
        value = ((value + 1) << 7) | (data[cursor] & 0x7F)
    return value, cursor + 1
