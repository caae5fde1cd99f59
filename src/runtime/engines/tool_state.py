"""Tool state a child cannot change: git's hooks, `info/` and configuration in the write roots.

git decides what to run from its git directory: hooks, `info/` (attributes that pick filter
drivers, sparse-checkout and exclude lists) and its configuration files. A child that could
write them leaves a program for the developer's next plain `git` (`checkout-index
--prefix=.git/hooks/`, `merge-file .git/config`), whatever the runtime forces on its own git
children. So for every git directory a child can reach inside a write root (the repository
it works in, each `-C` directory's, each write root's own `.git`, every `.git` its arguments
name, with a linked worktree's common directory, its worktrees' and its submodules' git
directories under `modules/`):

- in the sandbox, `hooks` and `info` are read-only mounts (an empty read-only one where
  there is none yet), the configuration files too unless the command writes configuration
  (`floor.git.writes_config`), and the git directory and every directory between it and the
  write root are pinned as mount points, so no rename can put another in its place;
- after every child (sandboxed or not), the configuration files are judged again: a change
  by a command that writes no configuration is undone, and so is one by a configuration
  writer whose result names a program (`floor.git.is_program_key`, read by git itself); a
  hook that appeared or changed (a repository the step created, a clone's template, an
  unconfined child) loses its execute bits; `commondir` and `gitdir` (which move where git
  takes hooks and configuration from) change only for a command that makes repositories; a
  `.git` file or link that appeared is removed, a linked `hooks`, `info` or config file put
  back where it pointed. Any of it ends the step refused (exit 4, rule `tool state`), naming
  what was undone.

A repository that appears during the step where no argument names it (a tool writing
`sub/.git/...` on its own) is not looked for: finding one would take a walk of the roots.
"""

from __future__ import annotations

import os
import stat

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

TOOL_STATE_RULE = "tool state"
GIT_DIRECTORY = ".git"
HOOKS = "hooks"
INFO = "info"
CONFIG_FILES = ("config", "config.worktree")
# Files that say where git takes its common directory (hooks and configuration among it) or a
# worktree's work tree from: only a command that makes repositories may change them.
POINTER_FILES = ("commondir", "gitdir")
# What may be a link to elsewhere; a link that changes moves where git reads the rest.
LINKED_ENTRIES = (HOOKS, INFO, *CONFIG_FILES, *POINTER_FILES)
SAMPLE = ".sample"  # git's templates: never run (git runs hooks by their exact names)
MAX_MODULES = 256  # submodule git directories looked at below one repository
MAX_CONFIG_BYTES = 1024 * 1024
EXECUTE_BITS = stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH


# --- finding the git directories a child reaches -------------------------------------


def _parts(path: str) -> tuple[str, ...]:
    return tuple(part for part in path.split("/") if part)


def _inside(path: str, directory: str) -> bool:
    return _parts(path)[: len(_parts(directory))] == _parts(directory)


def _root_of(path: str, roots: Sequence[str]) -> str | None:
    """The root (a real path) that PATH (a real, normalised path) lies in, if any."""
    for root in roots:
        if path == root or path.startswith(root.rstrip("/") + "/"):
            return root
    return None


def _read_small(path: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            return handle.read(4096).decode("utf-8", "replace")
    except OSError:
        return None


def _gitfile_target(path: str) -> str | None:
    """The git directory a `.git` file (a linked worktree's, a submodule's) names."""
    text = _read_small(path) or ""
    if not text.startswith("gitdir:"):
        return None
    return os.path.normpath(os.path.join(os.path.dirname(path), text[7:].strip()))


def is_git_directory(path: str) -> bool:
    """PATH is a directory git would take as a repository's (HEAD and objects/)."""
    return os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(
        os.path.join(path, "objects")
    )


def _discover(start: str) -> tuple[str, str] | None:
    """(the `.git` entry, the git directory) of the repository containing START, upwards."""
    directory = os.path.realpath(start)
    while True:
        entry = os.path.join(directory, GIT_DIRECTORY)
        if os.path.isdir(entry):
            return entry, entry
        if os.path.isfile(entry):
            target = _gitfile_target(entry)
            if target is not None:
                return entry, target
        if is_git_directory(directory):  # a bare repository
            return directory, directory
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _expanded(git_dir: str) -> list[str]:
    """GIT_DIR, its common directory (a linked worktree's), the common directory's worktree
    admin directories and every submodule git directory under `modules/`, recursively."""
    found = [git_dir]
    common = _read_small(os.path.join(git_dir, "commondir"))
    if common is not None and common.strip():
        found.append(os.path.normpath(os.path.join(git_dir, common.strip())))
    for directory in list(found):
        found += _children(os.path.join(directory, "worktrees"))
    index = 0
    while index < len(found) and len(found) < MAX_MODULES:
        found += _modules(os.path.join(found[index], "modules"))
        index += 1
    return list(dict.fromkeys(found))


def _children(directory: str) -> list[str]:
    try:
        with os.scandir(directory) as entries:
            return [e.path for e in entries if e.is_dir(follow_symlinks=False)]
    except OSError:
        return []


def _modules(directory: str, depth: int = 0) -> list[str]:
    """Submodule git directories below DIRECTORY (a name may hold slashes: `modules/a/b`)."""
    found: list[str] = []
    for child in _children(directory):
        if is_git_directory(child):
            found.append(child)
        elif depth < 8:
            found += _modules(child, depth + 1)
    return found


def _argument_paths(args: Sequence[str], bases: Sequence[str]) -> Iterator[str]:
    """Each word of ARGS (an option's value, each `K=V`'s value) as a path from each base."""
    for word in args:
        values = [word.partition("=")[2]] if word.startswith("-") else [word]
        while values[-1].count("=") and not values[-1].startswith("/"):
            values.append(values[-1].partition("=")[2])
        for value in values:
            if value and "\0" not in value and "://" not in value:
                for base in bases:
                    yield os.path.normpath(os.path.join(base, value))


def _dot_git_of(path: str) -> str | None:
    """PATH up to its first `.git` component, when it has one (`new/.git/hooks/` names
    `new/.git`)."""
    parts = path.split("/")
    if GIT_DIRECTORY not in parts:
        return None
    return "/".join(parts[: parts.index(GIT_DIRECTORY) + 1]) or None


def _operands(args: Sequence[str]) -> list[str]:
    """The words after git's command that are not options (`clone SRC DIR`: SRC, DIR)."""
    words = [word for word in args if not word.startswith("-")]
    return words[1:]


def _clone_destination(operands: Sequence[str]) -> list[str]:
    """Where `clone SRC` with no directory clones into: SRC's last name, less `.git`."""
    if len(operands) != 1:
        return []
    name = operands[0].rstrip("/").removesuffix("/.git").rstrip("/")
    name = name.rsplit("/", 1)[-1].rsplit(":", 1)[-1].removesuffix(".git")
    return [name] if name not in ("", ".", "..") else []


# --- what is judged, before and after ------------------------------------------------


class _Seen:
    """What one git directory held before the child ran: its config files' bytes (None:
    absent) and its hooks (name -> mode, inode, size, mtime as lstat said)."""

    __slots__ = ("configs", "hooks", "links")

    def __init__(self, git_dir: str | None, *, hooks: bool = True) -> None:
        present = {} if git_dir is None else _listing(git_dir)
        self.configs = {
            name: _bytes_of(f"{git_dir}/{name}") if name in present else None
            for name in (*CONFIG_FILES, *POINTER_FILES)
        }
        self.links = {
            name: _link_of(f"{git_dir}/{name}") if present.get(name) else None
            for name in LINKED_ENTRIES
        }
        # None: not looked at (read-only for the child: nothing to judge after it)
        self.hooks: dict[str, tuple[int, int, int, int]] | None = (
            {} if git_dir is None else _hooks_of(git_dir) if hooks else None
        )


def _listing(git_dir: str) -> dict[str, bool]:
    """The entries of GIT_DIR this module judges, each with whether it is a link (one
    directory read instead of a look at each name)."""
    try:
        with os.scandir(git_dir) as entries:
            return {e.name: e.is_symlink() for e in entries if e.name in _JUDGED_NAMES}
    except OSError:
        return {}


_JUDGED_NAMES = frozenset(LINKED_ENTRIES)


def _link_of(path: str) -> str | None:
    try:
        return os.readlink(path)
    except OSError:
        return None


def _bytes_of(path: str) -> bytes | None:
    """PATH's bytes (at most MAX_CONFIG_BYTES and one), or None when nothing is there."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        size = os.fstat(fd).st_size
        return os.read(fd, min(size, MAX_CONFIG_BYTES) + 1)
    except OSError:
        return None
    finally:
        os.close(fd)


def _hooks_of(git_dir: str) -> dict[str, tuple[int, int, int, int]]:
    hooks: dict[str, tuple[int, int, int, int]] = {}
    try:
        with os.scandir(os.path.join(git_dir, HOOKS)) as entries:
            for entry in entries:
                found = entry.stat(follow_symlinks=False)
                hooks[entry.name] = (found.st_mode, found.st_ino, found.st_size, found.st_mtime_ns)
    except OSError:
        pass
    return hooks


class ToolState:
    """The git state one child could reach in the write roots: mounted read-only for it,
    and judged again once it is done.

    CWD and DIRECTORIES (git's `-C` chain) are where the child works; ARGS its words (every
    `.git` they name is looked at); CREATES: the command may make a repository where its
    operands say (git's `init`, `clone`, `worktree`, `submodule`); WRITES_CONFIG: the command
    writes configuration (git's table says, `floor.git.writes_config`); GIT: the pinned git,
    which reads a configuration file as git reads it when a writer's result is judged.
    """

    __slots__ = (
        "candidates", "creates", "entries", "git", "gitfiles", "seen", "write_roots",
        "writes_config",
    )  # fmt: skip

    def __init__(
        self,
        *,
        cwd: str,
        args: Sequence[str],
        write_roots: Sequence[str],
        directories: Sequence[str] = (),
        creates: bool = False,
        writes_config: bool = False,
        git: str | None = None,
        confined: bool = True,
    ) -> None:
        self.write_roots = [os.path.realpath(root) for root in write_roots]
        self.writes_config = writes_config
        self.creates = creates
        self.git = git
        bases = [cwd]
        for directory in directories:
            bases.append(os.path.join(bases[-1], directory))
        found: list[str] = []
        self.gitfiles: list[str] = []
        for start in dict.fromkeys([*bases, *self.write_roots]):
            discovered = _discover(start)
            if discovered is not None:
                entry, git_dir = discovered
                found.append(git_dir)
                if os.path.isfile(entry):
                    self.gitfiles.append(entry)
        named: list[str] = []
        for path in _argument_paths(args, bases):
            # where a repository may appear: a `.git` the path names, the path itself (a bare
            # one), a `.git` in it or beside it (`checkout-index --prefix=new/.gi` + `t/...`
            # is `new/.git/...`: a prefix is joined to each path as a string)
            dot_git = _dot_git_of(path)
            named += [dot_git] if dot_git else []
            named += [path, f"{path}/{GIT_DIRECTORY}", f"{os.path.dirname(path)}/{GIT_DIRECTORY}"]
        if creates:
            operands = _operands(args)
            for path in _argument_paths([*operands, *_clone_destination(operands)], bases[-1:]):
                named += [path, os.path.join(path, GIT_DIRECTORY)]
        named += [os.path.join(path, GIT_DIRECTORY) for path in [*self.write_roots, *bases]]
        self.candidates = [
            real
            for real in dict.fromkeys(map(_Resolver().real, dict.fromkeys(named)))
            if self._reachable(real)
        ]
        found += [path for path in self.candidates if _is_protected_kind(path)]
        self.seen: dict[str, _Seen] = {}
        for git_dir in dict.fromkeys(found):
            for each in _expanded(os.path.realpath(git_dir)):
                if self._reachable(each) and each not in self.seen:
                    # in the sandbox its hooks are a read-only mount: nothing to compare after
                    self.seen[each] = _Seen(each, hooks=not confined)
        self.gitfiles = [path for path in dict.fromkeys(self.gitfiles) if self._reachable(path)]
        # every `.git` entry a candidate names, as it is now: a file or a link there that
        # changes points git at another git directory
        self.entries = {
            path: _entry_of(path)
            for path in self.candidates
            if os.path.basename(path) == GIT_DIRECTORY
        }

    def _reachable(self, path: str) -> bool:
        return _root_of(path, self.write_roots) is not None

    # --- the view ---

    def mounts(self) -> list[str]:
        """bwrap arguments, after the roots are mounted: each git directory and the
        directories above it pinned, its hooks and info read-only, its configuration
        read-only unless the command writes configuration; each `.git` file read-only."""
        argv: list[str] = []
        pinned: set[str] = set()
        for gitfile in self.gitfiles:
            argv += self._pins(os.path.dirname(gitfile), pinned)
        for git_dir in sorted(self.seen, key=lambda path: len(_parts(path))):
            argv += self._pins(git_dir, pinned)
        for gitfile in self.gitfiles:
            argv += ["--ro-bind", gitfile, gitfile]
        for git_dir in self.seen:
            for name in (HOOKS, INFO):
                argv += self._read_only(os.path.join(git_dir, name), directory=True)
            if not self.writes_config:
                for name in CONFIG_FILES:
                    argv += self._read_only(os.path.join(git_dir, name), directory=False)
        return argv

    def _pins(self, directory: str, pinned: set[str]) -> list[str]:
        """Every directory from just below DIRECTORY's write root down to it, bound onto
        itself: a mount point, which the kernel refuses to rename or remove (EBUSY)."""
        root = _root_of(directory, self.write_roots)
        if root is None:
            return []
        argv: list[str] = []
        parts = _parts(directory)
        for depth in range(len(_parts(root)) + 1, len(parts) + 1):
            path = "/" + "/".join(parts[:depth])
            if path not in pinned and os.path.isdir(path) and not os.path.islink(path):
                pinned.add(path)
                argv += ["--bind", path, path]
        return argv

    def _read_only(self, path: str, *, directory: bool) -> list[str]:
        """PATH read-only (through a link: what it names, when that lies in a write root);
        a directory not there yet as an empty read-only one (bwrap makes the directory)."""
        found = _lstat(path)
        if found is None:
            return ["--tmpfs", path, "--remount-ro", path] if directory else []
        target = path
        if stat.S_ISLNK(found.st_mode):
            target = os.path.realpath(path)
            found = _lstat(target)
            if found is None or not self._reachable(target):
                return []
        kind_ok = stat.S_ISDIR(found.st_mode) if directory else stat.S_ISREG(found.st_mode)
        return ["--ro-bind", target, target] if kind_ok else []

    # --- after the child ---

    def judge(self) -> str | None:
        """Undo what the child may not leave behind; what was undone, or None."""
        now = dict(self.seen)
        found = [path for path in self.candidates if _is_protected_kind(path)]
        for git_dir in dict.fromkeys([*found, *self.seen]):  # what the step made (submodules)
            for each in _expanded(git_dir):
                if self._reachable(each) and each not in now:
                    now[each] = _Seen(None)
        undone = self._judge_entries(now)
        for git_dir, before in now.items():
            present = _listing(git_dir)
            undone += self._judge_links(git_dir, before.links)
            if before.hooks is not None:
                undone += _disarm_hooks(git_dir, before.hooks)
            for name in CONFIG_FILES:
                if name in present or before.configs[name] is not None:
                    path = os.path.join(git_dir, name)
                    undone += self._judge_config(path, before.configs[name])
            for name in POINTER_FILES if not self.creates else ():
                if name in present or before.configs[name] is not None:
                    path = os.path.join(git_dir, name)
                    undone += _judge_pointer(path, before.configs[name])
        if not undone:
            return None
        return (
            "the step changed tool state it may not change, undone after it ran: "
            f"{'; '.join(undone)} ({TOOL_STATE_RULE})"
        )

    def _judge_entries(self, now: dict[str, _Seen]) -> list[str]:
        """A `.git` file or link that appeared or changed: a command that makes repositories
        may leave one (its git directory is judged as a new one); any other, removed."""
        undone: list[str] = []
        for path, before in self.entries.items():
            after = _entry_of(path)
            if after == before or after is None or after[0] == "directory":
                continue
            if self.creates and after[0] == "file":
                target = _gitfile_target(path)
                if target is not None and self._reachable(target) and target not in now:
                    now[target] = _Seen(None)
                continue
            if before is not None and before[0] == "file" and isinstance(before[1], bytes):
                _restore(path, before[1])
                undone.append(f"{path} changed: restored")
            else:
                os.unlink(path)
                undone.append(f"{path} ({after[0]}) removed: it would point git elsewhere")
        return undone

    def _judge_links(self, git_dir: str, before: dict[str, str | None]) -> list[str]:
        """An entry of GIT_DIR that was a link and now names something else: put back."""
        undone: list[str] = []
        for name, link in before.items():
            path = os.path.join(git_dir, name)
            if link is None or _link_of(path) == link:
                continue
            if os.path.islink(path) or os.path.isfile(path):
                os.unlink(path)
            elif os.path.isdir(path):
                os.rename(path, f"{path}.runtime-refused-{os.getpid()}")
            os.symlink(link, path)
            undone.append(f"{path} re-pointed: the link to {link} put back")
        return undone

    def _judge_config(self, path: str, before: bytes | None) -> list[str]:
        after = _bytes_of(path)
        if after == before:
            return []
        if self.writes_config:
            named = _new_program_keys(self.git, before, after)
            if not named:
                return []
            reason = f"{path} named a program ({', '.join(named)}): restored"
        else:
            reason = f"{path} changed by a command that writes no configuration: restored"
        _restore(path, before)
        return [reason]


def _lstat(path: str) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except OSError:
        return None


def _entry_of(path: str) -> tuple[str, bytes | str | None] | None:
    """What is at PATH: ("link", target), ("file", bytes), ("directory", None), or None."""
    found = _lstat(path)
    if found is None:
        return None
    if stat.S_ISLNK(found.st_mode):
        return "link", _link_of(path)
    if stat.S_ISDIR(found.st_mode):
        return "directory", None
    return ("file", _bytes_of(path)) if stat.S_ISREG(found.st_mode) else ("other", None)


def _judge_pointer(path: str, before: bytes | None) -> list[str]:
    """`commondir`, `gitdir`: a change moves where git reads hooks and configuration."""
    after = _bytes_of(path)
    if after == before:
        return []
    _restore(path, before)
    return [f"{path} changed by a command that makes no repository: restored"]


class _Resolver:
    """Real paths for many paths below the same few directories: each existing directory is
    resolved once (a path's own components are looked at only past its deepest resolved one)."""

    __slots__ = ("known",)

    def __init__(self) -> None:
        self.known: dict[str, str] = {}

    def real(self, path: str) -> str:
        """PATH with every existing ancestor resolved (the path itself need not exist)."""
        head, tail = path, ""
        while head not in self.known and head != "/" and not os.path.lexists(head):
            head, name = os.path.split(head)
            tail = f"{name}/{tail}" if tail else name
        if head not in self.known:
            self.known[head] = os.path.realpath(head)
        real = self.known[head]
        return f"{real.rstrip('/')}/{tail}" if tail else real


def _is_protected_kind(path: str) -> bool:
    """A `.git` directory (a repository or not yet one) or a bare repository."""
    found = _lstat(path)
    if found is None or not stat.S_ISDIR(found.st_mode):
        return False
    return os.path.basename(path) == GIT_DIRECTORY or is_git_directory(path)


def _disarm_hooks(git_dir: str, before: dict[str, tuple[int, int, int, int]]) -> list[str]:
    """Hooks that appeared or changed and git would run: execute bits cleared (a link
    removed)."""
    disarmed: list[str] = []
    for name, now in _hooks_of(git_dir).items():
        if name.endswith(SAMPLE) or before.get(name) == now:
            continue
        path = os.path.join(git_dir, HOOKS, name)
        mode = now[0]
        if stat.S_ISLNK(mode):
            os.unlink(path)
            disarmed.append(f"hook {path} (a link) removed")
        elif stat.S_ISREG(mode) and mode & EXECUTE_BITS:
            os.chmod(path, stat.S_IMODE(mode) & ~EXECUTE_BITS, follow_symlinks=False)
            disarmed.append(f"hook {path} made not executable")
    return disarmed


def _restore(path: str, before: bytes | None) -> None:
    """PATH back to BEFORE (removed when it did not exist), replacing whatever is there."""
    if before is None:
        if os.path.lexists(path):
            os.unlink(path)
        return
    temporary = f"{path}.runtime-restore-{os.getpid()}"
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    try:
        os.write(fd, before)
    finally:
        os.close(fd)
    os.replace(temporary, path)


def _new_program_keys(git: str | None, before: bytes | None, after: bytes | None) -> list[str]:
    """The program keys (the floor's list) AFTER sets that BEFORE did not, as git reads both
    files; a file git cannot read counts as naming one."""
    from runtime.policy.floor.git import is_program_key

    if after is None:
        return []
    old = _pairs(git, before or b"")
    new = _pairs(git, after)
    if new is None:
        return ["a configuration git cannot read"]
    added = [key for key, value in new if is_program_key(key) and (key, value) not in (old or [])]
    return list(dict.fromkeys(added))


def _pairs(git: str | None, data: bytes) -> list[tuple[str, str]] | None:
    """(key, value) of every entry DATA sets, read by git (`config --file - --list -z`,
    which follows no include and runs nothing); None when git refuses the file."""
    from runtime.engines import process

    if git is None or len(data) > MAX_CONFIG_BYTES:
        return None
    env = {"PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull}
    done = process.run(
        [git, "config", "--file", "-", "--list", "-z"],
        env={**env, "HOME": "/nonexistent"},
        cwd="/",
        timeout=10,
        stdin=data,
    )
    if done.exit_code != 0:
        return None
    pairs = []
    for entry in done.stdout.split("\0"):
        if entry:
            key, _, value = entry.partition("\n")
            pairs.append((key.lower(), value))
    return pairs
