"""The configuration of the repository a git child will read, checked before it starts.

The runtime never writes a `.git` directory, and git's own `config` refuses the keys that
run programs; but whoever prepared the tree (a clone's owner, a terraform local-exec, a
container) may have. Those keys make git run programs on reads (`diff.external` on `git
diff`, `textconv` on `git log -p`, filters on `git status`), so the read-only door would
run a program. The runtime forces the few keys it can neutralise (engines/command.py);
the rest are found here: the repository's config files are read (never executed), and a
key the floor calls a program key (an include among them: what it names is another
file) makes the step `exec`, refused unless a document lets git exec. Read
conservatively: a line that might be a key is one.
"""

from __future__ import annotations

import os

from runtime.policy.floor.git import is_program_key

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection, Iterator, Sequence

CONFIG_FILES = ("config", "config.worktree")
MAX_CONFIG_BYTES = 1024 * 1024


def program_key(
    directories: Sequence[str], cwd: str, forced: Collection[str] = ()
) -> tuple[str, str] | None:
    """(config file, key) of the first program key in the repository git reaches from CWD
    through DIRECTORIES (each `-C DIR` in turn, as the floor's canonical command read them);
    FORCED keys (lower case) are set above every file for the child, so they do not count."""
    start = cwd
    for directory in directories:
        start = os.path.join(start, directory)  # cumulative, as git does
    for path in _config_files(start):
        for key in _keys(path):
            if key == TOO_LARGE or (is_program_key(key) and key.lower() not in forced):
                return path, key
    return None


def _config_files(start: str) -> list[str]:
    git_dir = _discover(os.path.realpath(start))
    if git_dir is None:
        return []
    directories = [git_dir]
    common = _read_small(os.path.join(git_dir, "commondir"))
    if common is not None and common.strip():
        directories.append(os.path.normpath(os.path.join(git_dir, common.strip())))
    return [os.path.join(d, name) for d in directories for name in CONFIG_FILES]


def _discover(directory: str) -> str | None:
    """The git directory of the repository containing DIRECTORY (a `.git` directory or
    the directory a `.git` file names), searching upwards as git does."""
    while True:
        dot_git = os.path.join(directory, ".git")
        if os.path.isdir(dot_git):
            return dot_git
        if os.path.isfile(dot_git):
            text = _read_small(dot_git) or ""
            if text.startswith("gitdir:"):
                return os.path.normpath(os.path.join(directory, text[7:].strip()))
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _read_small(path: str) -> str | None:
    """PATH's text, or None when it cannot be read or is over MAX_CONFIG_BYTES."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_CONFIG_BYTES + 1)
    except OSError:
        return None
    return None if len(data) > MAX_CONFIG_BYTES else data.decode("utf-8", "replace")


TOO_LARGE = "(a configuration file too large to read through)"


def _keys(path: str) -> Iterator[str]:
    """Every `section[.subsection].name` a config file could set (continuation lines and
    odd spellings included: reading too much only refuses more). A file that exists but
    is too large to read yields TOO_LARGE, which counts as a program key (git reads it all)."""
    text = _read_small(path)
    if text is None:
        if os.path.exists(path):
            yield TOO_LARGE
        return
    section = ""
    for raw in text.lstrip("\ufeff").splitlines():
        line = raw.strip()
        while line.startswith("["):
            header, line = _header(line)
            section = _section_name(header) if header is not None else ""
            line = line.strip()
        name = line.split("=", 1)[0].strip().split(None, 1)[0] if line else ""
        if name and name[0] not in "#;" and section:
            yield f"{section}.{name}"


def _header(line: str) -> tuple[str | None, str]:
    """`[diff "a]b"] rest` -> (`diff "a]b"`, ` rest`): a quoted subsection may hold `]`."""
    index, quoted = 1, False
    while index < len(line):
        char = line[index]
        if quoted and char == "\\":
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == "]" and not quoted:
            return line[1:index], line[index + 1 :]
        index += 1
    return None, ""


def _section_name(header: str) -> str:
    """`diff "x"` and `diff.x` as git names them: the section, then the subsection."""
    name, _, subsection = header.strip().partition(" ")
    subsection = subsection.strip().strip('"').replace('\\"', '"')
    return f"{name}.{subsection}" if subsection else name
