"""The arguments of a binary that runs without the sandbox, held to the file roots.

Without a working sandbox a child reaches whatever its user can, so every word that
names a path is judged by the one path guard (`policy.pathguard`), as a files path
is, from every directory the child starts in or is told to change to; another
process's open files (`/proc/<pid>/fd/N`, `/dev/fd/N`) are refused outright.
"""

from __future__ import annotations

import os

from runtime.policy.pathguard import READ_RULE, WRITE_RULE, PathDenied, PathGuard

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.model import Policy


def unconfined_argument_denial(
    args: Sequence[str],
    policy: Policy,
    cwd: str,
    action: str,
    *,
    own_cwd: bool = False,
    binary: str = "",
) -> PathDenied | None:
    """Without a working sandbox a child reaches whatever its user can, so every argument
    that names a path is held to the roots and the own files here, as a files path is.

    A word names a path when something exists there, or when it has a directory part
    whose directory exists (a destination such as `git clone SRC DIR`, `git init DIR`);
    an option's value (`--opt=VALUE`, `-oVALUE` with a directory part) counts as a word,
    and so does the file of `key=@FILE` or `@FILE` (gh api -F, curl -d).
    An existing path must lie in a root and not be one of the runtime's own files; a
    destination must lie in a write root. The working directory must lie in a root too,
    unless it is OWN_CWD (a private empty directory the runtime made for the child: gh,
    the auth tools). The program files BINARY is told to read (jq's `-f FILE`) are judged
    by what they load: a program that imports modules runs code its inputs define.
    """
    readable_roots = [os.path.join(cwd, root) for root in (*policy.read_roots, *policy.write_roots)]
    writable_roots = [os.path.join(cwd, root) for root in policy.write_roots]
    reachable = own_files_in_write_roots(policy, cwd)
    if reachable is not None:
        return reachable
    try:
        if not own_cwd:
            PathGuard(readable_roots, READ_RULE, cwd, "read", action).resolve(".")
        for base in _base_directories(args, cwd):
            readable = PathGuard(readable_roots, READ_RULE, base, "read", action)
            writable = PathGuard(writable_roots, WRITE_RULE, base, "write", action)
            for word in args:
                _judge_word(readable, writable, base, word)
        _judge_program_files(binary, args, cwd, action)
    except PathDenied as denied:
        return denied
    return None


OWN_FILES_RULE = "command_policy.sandbox"


def own_files_in_write_roots(policy: Policy, cwd: str) -> PathDenied | None:
    """Without the sandbox nothing hides the runtime's own files from a child, so none of
    them may lie in a write root: an allowed `git stash -u` or `git clean` in a checkout
    holding the Home would delete the trail, and `audit verify` would pass on the fresh
    chain. Every child is refused until they are moved out (or bubblewrap installed)."""
    from runtime.home.paths import CONFIG_VARIABLE, POLICY_VARIABLE, audit_file, home_dir
    from runtime.home.variables import getenv

    bases = dict.fromkeys((cwd, os.getcwd()))  # the roots as the step and the caller mean them
    roots = [
        os.path.realpath(os.path.join(base, root)) for base in bases for root in policy.write_roots
    ]
    named = (
        ("the Runtime Home", home_dir()),
        ("the audit trail", audit_file()),
        (f"the config document ({CONFIG_VARIABLE})", getenv(CONFIG_VARIABLE) or ""),
        (f"the policy document ({POLICY_VARIABLE})", getenv(POLICY_VARIABLE) or ""),
    )
    for what, path in named:
        if not path:
            continue
        real = os.path.realpath(path)
        # the real file, and the path as named: a link on the way that lies in a write root
        # could be re-pointed by a child, moving what the next run reads and writes
        spelled = (real, os.path.abspath(os.path.expanduser(path)))
        found = next(
            (
                (spelling, root)
                for root in roots
                for spelling in spelled
                if spelling == root or spelling.startswith(root.rstrip("/") + "/")
            ),
            None,
        )
        if found is not None:
            spelling, root = found
            return PathDenied(
                OWN_FILES_RULE,
                f"{what} {spelling} lies in the write root {root}, and without the sandbox nothing "
                f"hides it from a child, which could change or delete it; no binary runs until "
                f"it is moved out of file_policy.write_roots or bubblewrap is installed "
                f"({OWN_FILES_RULE})",
                spelling,
            )
    return _trail_with_other_names()


def _trail_with_other_names() -> PathDenied | None:
    """A hard link is the trail itself under another name, which could lie in a write root
    (no path names it): a trail with more than one name refuses every unconfined child."""
    from runtime.home.paths import audit_file

    trail = audit_file()
    try:
        names = os.stat(trail).st_nlink
    except OSError:
        return None
    if names <= 1:
        return None
    return PathDenied(
        OWN_FILES_RULE,
        f"the audit trail {trail} has {names} names (hard links), and without the sandbox "
        f"nothing hides the others from a child, which could change it through one; no "
        f"binary runs until the other names are removed or bubblewrap is installed "
        f"({OWN_FILES_RULE})",
        trail,
    )


SANDBOX_RULE = "command_policy.sandbox"  # engines/sandbox.py's; policy sits below engines
# jq's (and the Python yq's) option that makes the first operand the program's file.
_PROGRAM_FILE_OPTIONS = frozenset({"-f", "--from-file"})
_PROGRAM_FILE_LIMIT = 1024 * 1024


def _judge_program_files(binary: str, args: Sequence[str], cwd: str, action: str) -> None:
    """A jq program read from a file is judged as one on the command line is: one that loads
    modules (`import`, `include`; Go yq's `load`) chooses what it reads, so only the sandbox
    can bound it. Every operand that names a file counts when the program comes from one
    (jq takes the first; reading more only refuses more)."""
    from runtime.policy.floor.jq import program_loads_files

    if binary not in ("jq", "yq") or not any(_names_program_file(word) for word in args):
        return
    for word in args:
        if word.startswith("-"):
            continue
        path = os.path.join(cwd, word)
        try:
            with open(path, "rb") as handle:
                text = handle.read(_PROGRAM_FILE_LIMIT).decode("utf-8", "replace")
        except OSError:
            continue
        if program_loads_files(binary, text):
            raise PathDenied(
                SANDBOX_RULE,
                f"policy denied {action}: the program file {word} loads modules or files "
                "(import, include, load): it runs code its inputs define, which only the "
                f"sandbox can bound ({SANDBOX_RULE})",
                os.path.realpath(path),
            )


def _names_program_file(word: str) -> bool:
    if word.partition("=")[0] in _PROGRAM_FILE_OPTIONS:
        return True
    return word.startswith("-") and not word.startswith("--") and "f" in word[1:]


_CHDIR_OPTIONS = ("-chdir=", "--chdir=", "--directory=", "-C=")


def _base_directories(args: Sequence[str], cwd: str) -> list[str]:
    """The directories a tool reads its words from: where it starts, and each directory
    it is told to change to first (`git -C DIR`, cumulative as git reads them; terraform
    `-chdir=DIR`; `--directory=DIR`). Every word is judged from each of them.

    Wider than the floor's reading (`CanonicalCommand.directories`, which git's repository
    check uses): any binary's words, with a table or without, and such an option anywhere,
    so no word is judged from fewer directories than the tool might take it from."""
    bases = [cwd]
    current = cwd
    for index, word in enumerate(args):
        value = None
        if word == "-C" and index + 1 < len(args):
            value = args[index + 1]
        elif word.startswith(_CHDIR_OPTIONS):
            value = word.partition("=")[2]
        if value:
            current = os.path.join(current, value)
            bases.append(current)
    return bases


DESCRIPTOR_RULE = "process descriptors"
_DESCRIPTOR_DIRECTORIES = frozenset({"fd", "fdinfo", "map_files"})


def _refuse_descriptor(guard: PathGuard, word: str, path: str) -> None:
    """Another process's open files (`/proc/<pid>/fd/N`, `/dev/fd/N`) are not paths: opening
    one reaches whatever that process holds (gh's private hosts file, a pipe), whatever the
    roots say. Also through a link: what a descriptor link names does not exist as a path."""
    real = os.path.realpath(path)
    if not any(_is_descriptor(name) for name in (*_link_chain(path), real)):
        return
    raise PathDenied(
        DESCRIPTOR_RULE,
        f"{guard.prefix()}{word} names a process's open file ({real}); without the sandbox "
        f"a child may not open descriptors by path ({DESCRIPTOR_RULE})",
        real,
    )


def _link_chain(path: str) -> list[str]:
    """PATH and each name its links point at in turn (a bounded walk: 40 hops, as the kernel)."""
    names = [os.path.normpath(path)]
    for _ in range(40):
        try:
            target = os.readlink(names[-1])
        except OSError:
            break
        names.append(os.path.normpath(os.path.join(os.path.dirname(names[-1]), target)))
    return names


def _is_descriptor(name: str) -> bool:
    parts = name.split("/")
    if len(parts) > 3 and parts[1] == "proc" and parts[3] in _DESCRIPTOR_DIRECTORIES:
        return True
    if name in ("/dev/fd", "/dev/stdin") or name.startswith("/dev/fd/"):
        return True
    # what a descriptor link names when it is no path: a memory file, a deleted file
    return name.startswith("/memfd:") or (name.endswith(" (deleted)") and not os.path.exists(name))


def _word_values(word: str) -> list[str]:
    """What in WORD may name a path: an operand itself; a long option's value (`--opt=V`);
    a short option's value written on (`-oV`, `-o=V`, `-L..`) and a single-dash long option's
    (`-state=V`, `-chdir=V`); and the value after each `=` of a `K=V` (`--from-file=K=PATH`,
    `--set-file K=PATH`). A value is judged when something exists there or its directory does."""
    if word.startswith("--"):
        values = [word.partition("=")[2]]
    elif word.startswith("-"):
        values = [word[2:].removeprefix("=")]
        if "=" in word:
            values.append(word.partition("=")[2])
    else:
        values = [word]
    found: list[str] = []
    for value in values:
        found.append(value)
        while "=" in value and "://" not in value:
            value = value.partition("=")[2]
            found.append(value)
    return list(dict.fromkeys(found))


def _judge_word(readable: PathGuard, writable: PathGuard, cwd: str, word: str) -> None:
    for value in _word_values(word):
        _judge_value(readable, writable, cwd, word, value)


def _judge_value(readable: PathGuard, writable: PathGuard, cwd: str, word: str, value: str) -> None:
    if "@" in value:  # gh's and curl's `key=@FILE` / `@FILE`: the file is read and sent
        head, at, named = value.partition("@")
        value = named if at and (head == "" or head.endswith("=")) else value
    for scheme in ("file://", "git::file://"):  # a local repository named as a URL
        if value.startswith(scheme):
            value = value.removeprefix(scheme).removeprefix("localhost")
    if not value or "\0" in value or "://" in value:
        return
    path = os.path.join(cwd, value)
    _refuse_descriptor(readable, word, path)
    if os.path.lexists(path):
        readable.resolve(value)
        return
    parent = os.path.dirname(path.rstrip("/"))
    if "/" in value.rstrip("/") and os.path.isdir(parent) and os.path.realpath(parent) != "/":
        writable.resolve(value, follow_final=False)
