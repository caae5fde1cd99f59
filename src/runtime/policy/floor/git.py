"""git: its operation table (`git --list-cmds=main`) and the floor's refusals.

Spellings that mean a denied command are read as it: `push +main`, `push --mirror`
and `send-pack --force` are a force push; `checkout -f`, `read-tree -u --reset`,
`restore --worktree` and `switch --discard-changes` are `reset --hard` (they throw
away uncommitted work); `update-ref REF 0000...` is `update-ref -d`.
"""

from __future__ import annotations

import os

from runtime.policy.floor.grammar import GitGrammar, Tree
from runtime.policy.floor.model import GIT_LIBEXEC, Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand, Spec


def is_option(word: str) -> bool:
    return len(word) > 1 and word.startswith("-")


# Git global options that take the next word as their value.
GLOBAL_VALUE_OPTIONS = _GIT_VALUE_OPTIONS = frozenset(
    {"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env",
     "--attr-source"}
)  # fmt: skip

# Long options that make git run a program of the caller's choosing, per subcommand.
_GIT_PROGRAM_OPTIONS: dict[str, tuple[str, ...]] = {
    "clone": ("upload-pack", "template", "config"),
    "fetch": ("upload-pack",),
    "pull": ("upload-pack",),
    "ls-remote": ("upload-pack",),
    "fetch-pack": ("upload-pack", "exec"),
    "archive": ("exec",),
    "push": ("receive-pack", "exec"),
    "send-pack": ("receive-pack", "exec"),
    "rebase": ("exec",),
    "init": ("template",),
    "difftool": ("extcmd",),
    "grep": ("open-files-in-pager",),
    "daemon": ("access-hook",),
    "instaweb": ("httpd", "browser"),
    "send-email": ("sendmail-cmd", "to-cmd", "cc-cmd", "header-cmd", "smtp-server"),
    "filter-branch": (
        "tree-filter", "index-filter", "parent-filter", "msg-filter", "commit-filter",
        "tag-name-filter", "env-filter",
    ),
}  # fmt: skip

# Refused under every subcommand, spelled out in full.
_GIT_PROGRAM_OPTIONS_ANYWHERE = ("upload-pack", "receive-pack", "exec")

# Real options that are prefixes of a dangerous one (``--to`` vs ``--to-cmd``): never abbreviations.
_GIT_REAL_PREFIXES = frozenset({"to", "cc", "index", "commit", "tree", "parent", "env"})

# Short options that take a program, per subcommand (``-u`` is refused with these four
# even where it means something else, as the floor says).
_GIT_PROGRAM_SHORT: dict[str, str] = {
    "clone": "uc",
    "fetch": "u",
    "pull": "u",
    "ls-remote": "u",
    "rebase": "x",
    "difftool": "x",
    "grep": "O",
}

# Subcommand words that run a program given in the arguments.
_GIT_PROGRAM_WORDS: dict[str, str] = {
    "bisect": "run",
    "submodule": "foreach",
    "submodule--helper": "foreach",
}
_GIT_PROGRAM_COMMANDS = frozenset({"remote-ext", "remote-fd"})

_GIT_CONFIG_WRITES = frozenset({"--rename-section", "rename-section"})

# Configuration that names a program git runs, or rewrites which one it runs.
_GIT_PROGRAM_KEY_SECTIONS = frozenset({"alias", "include", "includeif", "pager"})
_GIT_PROGRAM_KEY_NAMES = frozenset(
    {
        "sshcommand", "fsmonitor", "hookspath", "pager", "editor", "askpass", "gitproxy",
        "alternaterefscommand", "helper", "program", "defaultkeycommand", "external", "textconv",
        "command", "cmd", "driver", "clean", "smudge", "process", "uploadpack", "receivepack",
        "packobjectshook", "vcs", "allow", "insteadof", "pushinsteadof", "smtpserver", "tocmd",
        "cccmd", "sendmailcmd", "headercmd", "browser", "httpd", "path", "difffilter", "variant",
        "update", "templatedir", "eventtarget", "normaltarget", "perftarget",
    }
)  # fmt: skip

_GIT_PROGRAM_TRANSPORTS = ("ext::", "fd::")


def _git_refusal(args: Sequence[str]) -> str | None:
    at = _git_command_index(args)
    command = args[at] if at < len(args) else ""
    rest = args[at + 1 :]
    return (
        _git_global_refusal(args[:at])
        or _git_transport_refusal(args)
        or _git_program_option_refusal(command, rest)
        or _git_program_word_refusal(command, rest)
        or _git_config_refusal(command, args, rest)
        or _git_output_refusal(command, rest)
    )


# Options that make git write a file wherever it is told (outside the file roots,
# or over .git/config): files are written through the files provider instead.
_GIT_FILE_OUTPUT_OPTIONS = ("output", "output-directory", "separate-git-dir")
_GIT_SHORT_OUTPUT_COMMANDS = frozenset({"format-patch", "archive"})


def _git_output_refusal(command: str, rest: Sequence[str]) -> str | None:
    for word in rest:
        name = word[2:].partition("=")[0] if word.startswith("--") else ""
        long_form = len(name) >= 3 and any(o.startswith(name) for o in _GIT_FILE_OUTPUT_OPTIONS)
        short_form = (
            command in _GIT_SHORT_OUTPUT_COMMANDS and word.startswith("-o") and word[1:2] != "-"
        )
        if long_form or short_form:
            return (
                f"safety floor: git {command} {word} is refused "
                "(it writes a file wherever it is told; use runtime files write)"
            )
    return None


def _git_command_index(args: Sequence[str]) -> int:
    index = 0
    while index < len(args):
        word = args[index]
        if word in _GIT_VALUE_OPTIONS:
            index += 2
        elif word.startswith("-"):
            index += 1
        else:
            return index
    return len(args)


# Global options that point git at another repository or working tree: a planted bare
# repository's config (aliases, hooks) would then be read.
_GIT_LOCATION_OPTIONS = ("--git-dir", "--work-tree")


def _git_global_refusal(head: Sequence[str]) -> str | None:
    for word in head:
        if word.startswith(("-c", "--config-env")):
            return f"safety floor: git {word} is refused (configuration can make git run programs)"
        if word.startswith("--exec-path="):
            return "safety floor: git --exec-path= is refused (it chooses the programs git runs)"
        if word.partition("=")[0] in _GIT_LOCATION_OPTIONS:
            return (
                f"safety floor: git {word} is refused (it chooses which repository's "
                "configuration git reads; run git in the repository instead)"
            )
    return None


def _git_transport_refusal(args: Sequence[str]) -> str | None:
    for word in args:
        lowered = word.lower()
        if any(transport in lowered for transport in _GIT_PROGRAM_TRANSPORTS):
            return "safety floor: git ext:: and fd:: remotes are refused (they run programs)"
    return None


def _git_program_option_refusal(command: str, rest: Sequence[str]) -> str | None:
    long_names = _GIT_PROGRAM_OPTIONS.get(command, ())
    short_letters = _GIT_PROGRAM_SHORT.get(command, "")
    for word in rest:
        if _names_git_program_option(word, long_names, short_letters):
            return f"safety floor: git {command} {word} is refused (it runs a program it is given)"
    return None


def _names_git_program_option(word: str, long_names: Sequence[str], letters: str) -> bool:
    if word.startswith("--") and len(word) > 2:
        name = word[2:].partition("=")[0]
        if name in _GIT_PROGRAM_OPTIONS_ANYWHERE or name in long_names:
            return True
        abbreviation = name not in _GIT_REAL_PREFIXES
        return abbreviation and any(full.startswith(name) for full in long_names)
    if is_option(word):
        return any(letter in word[1:] for letter in letters)
    return False


def _git_program_word_refusal(command: str, rest: Sequence[str]) -> str | None:
    word = _GIT_PROGRAM_WORDS.get(command)
    if command in _GIT_PROGRAM_COMMANDS or (word is not None and word in rest):
        shown = command if word is None else f"{command} {word}"
        return f"safety floor: git {shown} is refused (it runs a program it is given)"
    return None


def _git_config_refusal(command: str, args: Sequence[str], rest: Sequence[str]) -> str | None:
    keys = [_assigned_key(word) for word in args]
    if command == "config":
        keys += [word for word in rest if not word.startswith("-")]
        for word in rest:
            if word in _GIT_CONFIG_WRITES:
                return f"safety floor: git config {word} is refused (it rewrites configuration)"
    for key in keys:
        if key and is_program_key(key):
            return f'safety floor: git configuration "{key}" is refused (it can run programs)'
        if key and key.lower() in _LOCATION_KEYS:
            return (
                f'safety floor: git configuration "{key}" is refused (it moves the work tree, '
                "as --work-tree does)"
            )
        if key and _is_rule_bypass_key(key):
            return (
                f'safety floor: git configuration "{key}" is refused '
                "(it would let a later command dodge a denied rule)"
            )
    return None


# Keys that move where git reads and writes, the configuration spelling of --work-tree.
_LOCATION_KEYS = frozenset({"core.worktree"})

# Expiry settings that make a plain `git gc` delete what `prune` / `reflog expire` would.
_GC_EXPIRY_KEYS = (
    ["gc", "pruneexpire"], ["gc", "reflogexpire"], ["gc", "reflogexpireunreachable"],
    ["gc", "worktreepruneexpire"], ["core", "logallrefupdates"],
)  # fmt: skip


def _is_rule_bypass_key(key: str) -> bool:
    """Keys that turn an allowed command into a denied one: a plain push that
    force-pushes (remote.X.push +ref, remote.X.mirror) or a clean without -f."""
    parts = key.lower().split(".")
    if parts == ["clean", "requireforce"] or parts in _GC_EXPIRY_KEYS:
        return True
    return len(parts) >= 3 and parts[0] == "remote" and parts[-1] in ("push", "mirror")


def _assigned_key(word: str) -> str:
    """The configuration key a word assigns (``core.x=v``, ``--config=core.x=v``), if any."""
    if word.startswith("-"):
        word = word.partition("=")[2]
    key, equals, _ = word.partition("=")
    return key if equals else ""


def is_program_key(key: str) -> bool:
    """KEY (`section[.sub].name`) names a program git runs, or a file it reads more from."""
    parts = key.lower().split(".")
    if len(parts) < 2 or not (_is_key_word(parts[0]) and _is_key_word(parts[-1])):
        return False
    return parts[0] in _GIT_PROGRAM_KEY_SECTIONS or parts[-1] in _GIT_PROGRAM_KEY_NAMES


def _is_key_word(word: str) -> bool:
    return bool(word) and all(ch.isascii() and (ch.isalnum() or ch == "-") for ch in word)


# --- the table ------------------------------------------------------------------------

_READ = (
    "annotate blame cat-file check-attr check-ignore check-mailmap check-ref-format cherry "
    "count-objects describe diff diff-files diff-index diff-tree fast-export for-each-ref fsck "
    "get-tar-commit-id grep help log ls-files ls-tree merge-base name-rev pack-redundant "
    "patch-id range-diff rev-list rev-parse shortlog show show-branch show-index show-ref "
    "status var verify-commit verify-pack verify-tag version whatchanged column stripspace "
    "fmt-merge-msg interpret-trailers archive reflog"
)
_WRITE = (
    "add am apply branch bundle checkout checkout-index cherry-pick clean commit commit-graph "
    "commit-tree config diagnose bugreport fast-import format-patch gc hash-object index-pack "
    "init mailinfo mailsplit merge merge-file merge-tree mktag mktree multi-pack-index mv notes "
    "pack-objects pack-refs prune-packed read-tree rebase remote repack replace rerere reset "
    "restore revert rm scalar sparse-checkout stash switch symbolic-ref tag unpack-file "
    "unpack-objects update-index update-ref update-server-info worktree write-tree "
    "credential-store merge-octopus merge-ours merge-recursive merge-recursive-ours "
    "merge-recursive-theirs merge-resolve merge-subtree subtree"
)
_NETWORK = (
    "clone fetch pull push ls-remote submodule fetch-pack send-pack request-pull imap-send "
    "http-fetch http-push remote-ftp remote-ftps remote-http remote-https"
)
# Older names git still accepts for a command.
_ALIASES = {
    "fsck": ("fsck-objects",),
    "init": ("init-db",),
    "blame": ("pickaxe",),
    "add": ("stage",),
}
# Their purpose is to run programs: tools, daemons, hooks, other version-control systems.
_EXEC = (
    "bisect citool credential credential-cache daemon difftool filter-branch for-each-repo gitk "
    "gitweb gui hook http-backend instaweb maintenance merge-index merge-one-file mergetool "
    "send-email sh-i18n sh-setup archimport cvsexportcommit cvsimport cvsserver p4 quiltimport "
    "svn upload-pack receive-pack upload-archive shell remote-ext remote-fd"
)

_FORCE = {"-f": "--force"}
# The options that make a command one of the variants below, per command, with the short
# spellings git accepts; long ones may be abbreviated as far as they stay unambiguous among
# these (`reset --h` is `reset --hard`, `branch --d` is `branch --delete`).
_PUSH = {
    **_FORCE, "--force": "--force", "--force-with-lease": "--force-with-lease",
    "--force-if-includes": "--force-if-includes", "--mirror": "--mirror", "-d": "--delete",
    "--delete": "--delete", "--prune": "--prune",
}  # fmt: skip
_OPTIONS: dict[str, dict[str, str]] = {
    "push": _PUSH,
    "send-pack": _PUSH,
    "reset": {"--hard": "--hard", "--merge": "--merge"},
    "checkout": {**_FORCE, "--force": "--force", "--pathspec-from-file": "--pathspec-from-file"},
    "checkout-index": {**_FORCE, "--force": "--force"},
    "switch": {**_FORCE, "--force": "--force", "--discard-changes": "--discard-changes"},
    "restore": {"-W": "--worktree", "--worktree": "--worktree", "-S": "--staged",
                "--staged": "--staged"},
    "read-tree": {"--reset": "--reset"},
    "clean": {**_FORCE, "--force": "--force"},
    "rm": {**_FORCE, "--force": "--force"},
    "update-ref": {"--stdin": "--stdin"},
    "rebase": {"--exec": "--exec", "-x": "--exec"},
    "branch": {"-d": "--delete", "-D": "--delete", "--delete": "--delete"},
    "tag": {"-d": "--delete", "--delete": "--delete"},
    "gc": {"--prune": "--prune"},
    "worktree": {**_FORCE, "--force": "--force"},
    "config": {"-f": "--file", "--file": "--file"},  # -f names the file here, it forces nothing
    "remote": {"-f": "--fetch"},
    "fsck": {"--lost-found": "--lost-found"},
    "interpret-trailers": {"--in-place": "--in-place"},
    "fast-export": {"--export-marks": "--export-marks"},
}  # fmt: skip
_FORCED_PUSH = frozenset({"--force", "--force-with-lease", "--force-if-includes"})
_HARD = ("reset --hard",)
_DELETES_REFS = ("branch --delete", "update-ref -d")
_VARIANTS = (
    Command(
        "push --force",
        "delete",
        "a push that rewrites the remote's history (--force-with-lease too: it rewrites it "
        "when the remote is where it was last fetched)",
        aliases=("push +REF", "push --force-with-lease", "send-pack --force"),
        network=True,
    ),
    Command(
        "push --delete",
        "delete",
        "a push that deletes remote refs (a branch --delete or update-ref -d rule covers it)",
        aliases=("push -d", "push REMOTE :REF", "push --prune", "send-pack REMOTE :REF"),
        network=True,
        covered_by=_DELETES_REFS,
    ),
    Command(
        "push --mirror",
        "delete",
        "a push that makes the remote's refs the local ones: forced, and deleting what is not "
        "here (as is a plain push to a remote configured as a mirror; a push --force, push "
        "--delete, branch --delete or update-ref -d rule covers it)",
        aliases=("send-pack --mirror", "push REMOTE +:REF", "push --force --delete"),
        network=True,
        covered_by=("push --force", "push --delete", *_DELETES_REFS),
    ),
    Command(
        "reset --hard",
        "delete",
        "throws away uncommitted work",
        aliases=(
            "checkout -f",
            "checkout --force",
            "read-tree -u --reset",
            "switch -f",
            "switch --discard-changes",
            "reset --merge",
        ),
    ),
    Command(
        "restore --worktree",
        "write",
        "throws away the work tree's changes to the paths it names (a reset --hard rule covers it)",
        aliases=(
            "restore PATH",
            "restore --staged --worktree",
            "checkout -- PATH",
            "checkout .",
            "checkout TREE PATH",
            "checkout --pathspec-from-file=FILE",
        ),
        covered_by=_HARD,
    ),
    Command(
        "checkout-index --force",
        "write",
        "overwrites the work tree's changes with the index (a reset --hard rule covers it)",
        covered_by=_HARD,
    ),
    Command(
        "rm --force",
        "write",
        "removes files with their uncommitted changes (a reset --hard rule covers it)",
        covered_by=_HARD,
    ),
    Command(
        "worktree remove --force",
        "delete",
        "deletes a work tree with its changes",
        covered_by=_HARD,
    ),
    Command("stash drop", "delete", "drops a stash entry"),
    Command(
        "stash clear",
        "delete",
        "drops every stash entry (a stash drop rule covers it)",
        covered_by=("stash drop",),
    ),
    Command("clean --force", "delete", "removes untracked files", aliases=("clean -f",)),
    Command(
        "update-ref -d",
        "delete",
        "deletes a ref",
        aliases=("update-ref REF 0000000000000000000000000000000000000000", "update-ref --stdin"),
    ),
    Command(
        "branch --delete",
        "delete",
        "deletes branches and their reflogs",
        aliases=("branch -d", "branch -D"),
        covered_by=("update-ref -d",),
    ),
    Command(
        "tag --delete", "delete", "deletes tags", aliases=("tag -d",), covered_by=("update-ref -d",)
    ),
    Command("reflog expire", "delete", "drops reflog entries", aliases=("reflog delete",)),
    Command("prune", "delete", "deletes unreachable objects"),
    Command(
        "gc --prune",
        "delete",
        "deletes unreachable objects (a prune rule covers it)",
        covered_by=("prune",),
    ),
    Command(
        "rebase --exec", "exec", "runs a command after each commit", aliases=("rebase -x CMD",)
    ),
    Command("fsck --lost-found", "write", "writes the dangling objects into .git/lost-found"),
    Command("interpret-trailers --in-place", "write", "rewrites the files it is given"),
    Command("fast-export --export-marks", "write", "writes its marks to the file it names"),
    Command("help --web", "exec", "shows a manual page in a browser: starts one it finds"),
)

_PLAIN: dict[str, str] = {}


def _specs() -> dict[str, Spec]:
    # Commands of a kind share one entry; only those with aliases or options of their own
    # get one (a start-up makes a handful of objects, not one per command).
    specs: dict[str, Spec] = dict.fromkeys(_READ.split(), ("read", (), _PLAIN, False))
    specs.update(dict.fromkeys(_WRITE.split(), ("write", (), _FORCE, False)))
    specs.update(dict.fromkeys(_NETWORK.split(), ("write", (), _FORCE, True)))
    specs.update(dict.fromkeys(_EXEC.split(), ("exec", (), _PLAIN, True)))
    for name, own_aliases in _ALIASES.items():  # read and write commands only
        effect, _, options, network = specs[name]
        specs[name] = (effect, own_aliases, options, network)
    for name, own_options in _OPTIONS.items():  # any command with options of its own
        effect, aliases, _, network = specs[name]
        specs[name] = (effect, aliases, own_options, network)
    return specs


_ZERO_OID = frozenset({"0" * 40, "0" * 64})


def _refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    if _shows_a_manual(command.path, rest):
        return (table.command("help --web") or command), [], rest
    variant, rest = _variant(command.path, rest)
    found = table.command(variant) if variant else None
    return (found or command), [], rest


def _shows_a_manual(path: str, rest: list[str]) -> bool:
    """`git help --web` (or `-w`): git starts a browser, any it finds. Manual pages (man,
    info) are the system's own readers and stay reads."""
    if path != "help":
        return False
    options = rest[: rest.index("--")] if "--" in rest else rest
    return any(w == "-w" or (len(w) > 3 and "--web".startswith(w)) for w in options)


def _variant(path: str, rest: list[str]) -> tuple[str, list[str]]:
    """The variant of PATH these (normalised) words make, and the words left."""
    words = _operands(rest)
    flags = {w.partition("=")[0] for w in rest if is_option(w)}
    found = _VARIANT_READERS.get(path)
    return found(rest, words, flags) if found is not None else ("", rest)


def _operands(rest: list[str]) -> list[str]:
    """The words that are not options (after `--` too: `checkout -- FILE` names FILE)."""
    return [w for w in rest if not is_option(w) or w == "-"]


def _push(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    """A push forces (`--force`, `+REF`), deletes (`--delete`, `--prune`, `:REF`, `+:REF`),
    or both (`--mirror`): the variant says which, so each rule and effect covers it."""
    forced = bool(flags & _FORCED_PUSH) or any(w.startswith("+") for w in words)
    deletes = bool(flags & {"--delete", "--prune"})
    deletes = deletes or any(w.lstrip("+").startswith(":") for w in words)
    if "--mirror" in flags or (forced and deletes):
        return "push --mirror", _without(rest, "--mirror", "--delete", *_FORCED_PUSH)
    if forced:
        return "push --force", _without(rest, *_FORCED_PUSH)
    if deletes:
        return "push --delete", _without(rest, "--delete")
    return "", rest


# Options that make checkout switch branches whatever its operand is (`-b NAME START`,
# `--detach REV`, `--track REMOTE/BRANCH`): git refuses them with paths, so no path is read.
_SWITCHING = frozenset({"-b", "-B", "--orphan", "--detach", "--track", "-t"})


def _checkout(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    if "--force" in flags:
        return "reset --hard", _without(rest, "--force")
    if _patch_mode(flags) or _checkout_paths(rest, flags):
        return "restore --worktree", rest  # their changes are lost
    return "", rest


def _checkout_paths(rest: list[str], flags: set[str]) -> bool:
    """Whether checkout's operands name paths, read as git's parse_branchname_arg reads them:
    `-- PATH`, `TREE PATH`, `TREE -- PATH`, `.`; and a lone operand without `--` unless it is
    known to be a revision (the runtime writes `NAME --` for a branch it found, and git reads
    `NAME --` as a revision only)."""
    before, dash_dash, after = _checkout_operands(rest)
    if "--pathspec-from-file" in flags or after or "." in before:
        return True
    if flags & _SWITCHING:
        return False
    if dash_dash:
        return len(before) != 1  # `checkout -- PATH`, or `checkout REV --` (a switch)
    return bool(before)  # one operand might be a path; two are TREE PATH


def _patch_mode(flags: set[str]) -> bool:
    """`-p`/`--patch` (any unique abbreviation): interactive restore from the index or a tree."""
    return "-p" in flags or any(len(f) >= 6 and "--patch".startswith(f) for f in flags)


def _checkout_operands(rest: list[str]) -> tuple[list[str], bool, list[str]]:
    """checkout's operands before `--`, whether `--` is there, and the words after it; a
    global option's value (`-C DIR` before the command) is no operand."""
    before: list[str] = []
    skip = False
    for index, word in enumerate(rest):
        if skip:
            skip = False
        elif word == "--":
            return before, True, rest[index + 1 :]
        elif word in _GIT_VALUE_OPTIONS:
            skip = True
        elif not is_option(word) or word == "-":
            before.append(word)
    return before, False, []


def checkout_operand(args: Sequence[str]) -> str | None:
    """The lone operand of a `git checkout` that git reads as a revision when it names one and
    as a path otherwise (no `--`, no option that decides it), or None. The runtime looks the
    word up in the repository's refs (engines/git_refs.py) and, for a revision, appends `--`,
    after which git reads it as nothing else (and the floor reads a branch switch)."""
    at = _git_command_index(args)
    table = TABLES["git"]
    if at >= len(args) or table.command(args[at]) is not table.command("checkout"):
        return None
    rest = list(args[at + 1 :])
    if "--" in rest or any(is_option(w) and w[1:2] != "-" and len(w) > 2 for w in rest):
        return None  # decided already, or a bundle of short options: the floor's reading
    flags = {w.partition("=")[0] for w in rest if is_option(w)}
    if flags & _SWITCHING or _patch_mode(flags):
        return None
    before, _, _ = _checkout_operands(rest)
    return before[0] if len(before) == 1 and before[0] != "." else None


def refusal_hint(args: Sequence[str], command: CanonicalCommand) -> str | None:
    """A refused `checkout NAME` read as a path: what to type for each thing it could mean."""
    name = checkout_operand(args)
    if name is None or command.path != "restore --worktree":
        return None
    from shlex import quote  # only on this refusal's path

    word = quote(name)
    return (
        f"{word} is not a branch of the repository (read from its refs), so git would read it "
        f"as a path and throw away its changes: `git switch {word}` switches to a branch "
        f"(`git switch -c {word}` makes one, `git switch --detach REV` leaves none); "
        f"`git restore {word}` is what discards a path's changes (a reset --hard rule covers it)"
    )


def _restore(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    # restore's default is --worktree: only `--staged` alone leaves the work tree alone.
    if "--worktree" in flags or "--staged" not in flags:
        return "restore --worktree", _without(rest, "--worktree")
    return "", rest


def _worktree(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    if words[:1] == ["remove"] and "--force" in flags:
        rest = _without(rest, "--force")
        rest.remove("remove")
        return "worktree remove --force", rest
    return "", rest


def _stash(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    if words[:1] in (["drop"], ["clear"]):
        return f"stash {words[0]}", [w for w in rest if w != words[0]]
    return "", rest


def _flagged(variant: str, *options: str) -> _Reader:
    def read(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
        return (variant, _without(rest, *options)) if flags & set(options) else ("", rest)

    return read


def _update_ref(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    if "-d" in flags or "--stdin" in flags or _ZERO_OID & set(words):
        return "update-ref -d", _without(rest, "-d")
    return "", rest


def _reflog(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    if words[:1] in (["expire"], ["delete"]):
        return "reflog expire", rest[1:]
    return "", rest


def _read_tree(rest: list[str], words: list[str], flags: set[str]) -> tuple[str, list[str]]:
    if "--reset" in flags and "-u" in flags:
        return "reset --hard", _without(rest, "--reset", "-u")
    return "", rest


if TYPE_CHECKING:
    from collections.abc import Callable

    _Reader = Callable[[list[str], list[str], set[str]], tuple[str, list[str]]]

_VARIANT_READERS: dict[str, _Reader] = {
    "push": _push,
    "send-pack": _push,
    "checkout": _checkout,
    "switch": _flagged("reset --hard", "--force", "--discard-changes"),
    "read-tree": _read_tree,
    "restore": _restore,
    "reset": _flagged("reset --hard", "--hard", "--merge"),
    "checkout-index": _flagged("checkout-index --force", "--force"),
    "rm": _flagged("rm --force", "--force"),
    "stash": _stash,
    "worktree": _worktree,
    "clean": _flagged("clean --force", "--force"),
    "update-ref": _update_ref,
    "branch": _flagged("branch --delete", "--delete"),
    "tag": _flagged("tag --delete", "--delete"),
    "gc": _flagged("gc --prune", "--prune"),
    "reflog": _reflog,
    "rebase": _flagged("rebase --exec", "--exec"),
    "fsck": _flagged("fsck --lost-found", "--lost-found"),
    "interpret-trailers": _flagged("interpret-trailers --in-place", "--in-place"),
    "fast-export": _flagged("fast-export --export-marks", "--export-marks"),
}


def _without(rest: list[str], *options: str) -> list[str]:
    return [w for w in rest if w.partition("=")[0] not in options]


# Only the global options' values are skipped: a subcommand is the first word after them,
# and a short option here would keep `-xfd` from reading as `-x -f -d`.
_VALUE_OPTIONS = _GIT_VALUE_OPTIONS


def _grammar() -> GitGrammar:
    """git's own reading: git.c's global options, then parse-options with the options each
    command lists for itself (floor/optiondata/git.py, generated from the installed git)."""
    from runtime.policy.floor.optiondata import git as data

    # parse-options' own help options, where a command does not take -h for itself
    # (`ls-remote -h` is --heads).
    return GitGrammar(Tree(data.COMMANDS, _HELP, data.ALIASES, data.MODE, data.EXTRA))


_HELP = "h,! help! help-all!"


TABLES: dict[str, Table] = {
    "git": Table(
        "git",
        _VARIANTS,
        specs=_specs(),
        value_options=_VALUE_OPTIONS,
        global_options=_GIT_VALUE_OPTIONS,
        directory_options=("-C",),
        abbreviations=True,
        network=False,
        refine=_refine,
        grammar=_grammar(),
    )
}


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    return _git_refusal(args)


# --- git's profile: what its child may inherit, and what it always runs with -------------

# Settings a child is always run with, whatever the repository's own config says: a working
# tree's .git/config is writable by whoever prepared the tree, and these keys make git run
# programs on ordinary reads (`git status`). They come through GIT_CONFIG_COUNT, git's
# command-line level: above every file, and "protected" configuration, the only place
# safe.bareRepository is honoured.
FORCED_CONFIG = (
    ("core.fsmonitor", "false"),
    ("core.hooksPath", "/dev/null"),
    ("safe.bareRepository", "explicit"),
)
# git's global and system configuration are the runtime's: empty and unwritable, so no
# ~/.gitconfig, $XDG_CONFIG_HOME/git/config or /etc/gitconfig names a program or alias.
CONFIG_FILES = {"GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_SYSTEM": os.devnull}


SSH_CLIENT_FILES = ("/etc/ssh/ssh_config", "/etc/ssh/ssh_config.d", "/etc/ssh/ssh_known_hosts")


def _forced_env(pairs: Sequence[tuple[str, str]]) -> dict[str, str]:
    env = {"GIT_CONFIG_COUNT": str(len(pairs)), **CONFIG_FILES}
    for index, (key, value) in enumerate(pairs):
        env[f"GIT_CONFIG_KEY_{index}"] = key
        env[f"GIT_CONFIG_VALUE_{index}"] = value
    return env


# Who a commit is by: the caller's variables pass through, and a policy's
# command_policy.git.identity (name, email) sets all four over them.
_IDENTITY = (
    ("GIT_AUTHOR_NAME", "name"),
    ("GIT_AUTHOR_EMAIL", "email"),
    ("GIT_COMMITTER_NAME", "name"),
    ("GIT_COMMITTER_EMAIL", "email"),
)
PROFILES: dict[str, Profile] = {
    "git": Profile(
        # the shell scripts among git's helpers (submodule, bisect, the octopus merge) need a
        # shell, which a git step has only where the policy allows git exec
        executes=GIT_LIBEXEC,
        own_shell=True,  # local transports: sh -c "git-upload-pack '/path'"
        variables=tuple(variable for variable, _ in _IDENTITY),
        forced_config=FORCED_CONFIG,
        forced_env=_forced_env(FORCED_CONFIG),
        identity_variables=_IDENTITY,
        # git's ssh transport: the client's configuration and known hosts, never host keys
        system_files=SSH_CLIENT_FILES,
    )
}  # fmt: skip


# --- tool state: which commands write git's configuration or create repositories --------

# The commands that write the repository's configuration (`.git/config`, `config.worktree`,
# a submodule's): only their children see those files writable, and the result is judged
# again after they ran (engines/tool_state.py). A command listed with words writes it when
# one of them is among its arguments (a subcommand or an option, `=VALUE` aside): `remote
# add`, `branch --set-upstream-to`, `checkout -b NAME START` (tracking). Listing a command
# here only lets its result be judged instead of refused outright.
_CONFIG_WRITERS: dict[str, frozenset[str]] = {
    "config": frozenset(),
    "init": frozenset(),
    "clone": frozenset(),
    "sparse-checkout": frozenset(),
    "remote": frozenset({"add", "set-url", "rename", "rm", "remove", "set-branches"}),
    "branch": frozenset(
        {"-u", "--set-upstream-to", "--unset-upstream", "-m", "-M", "--move", "-c", "-C",
         "--copy", "-d", "-D", "--delete", "-t", "--track"}
    ),
    "checkout": frozenset({"-b", "-B", "-t", "--track"}),
    "switch": frozenset({"-c", "-C", "--create", "--force-create", "-t", "--track"}),
    "submodule": frozenset({"init", "add", "update", "sync", "deinit", "absorbgitdirs",
                            "set-branch", "set-url"}),
    "worktree": frozenset({"add", "move", "repair"}),
    "push": frozenset({"-u", "--set-upstream"}),
    "fetch": frozenset({"--filter", "--refetch", "--unshallow"}),
    "pull": frozenset({"--set-upstream"}),
    "branch --delete": frozenset(),  # drops the branch's section
}  # fmt: skip

# Commands that make a repository where their operands say (`init DIR`, `clone SRC DIR`,
# `worktree add PATH`, `submodule add URL PATH`): what appears there is judged after them.
_REPOSITORY_CREATORS = frozenset({"init", "clone", "worktree", "submodule"})


def writes_config(command: CanonicalCommand) -> bool:
    """Whether a git COMMAND (its canonical reading) writes the repository's configuration."""
    words = _CONFIG_WRITERS.get(command.path)
    if words is None:
        return False
    return not words or any(word.partition("=")[0] in words for word in command.rest)


def creates_repository(command: CanonicalCommand) -> bool:
    """Whether a git COMMAND may create a repository where its operands say."""
    return command.path in _REPOSITORY_CREATORS


# --- what the repository's configuration makes of a command ----------------------------------

if TYPE_CHECKING:
    from typing import Protocol

    class ConfigEntry(Protocol):
        """One configuration entry as engines/git_config.py reads it."""

        @property
        def key(self) -> str: ...
        @property
        def text(self) -> str | None: ...
        @property
        def path(self) -> str: ...
        @property
        def line(self) -> int: ...


# git_config_bool(): what reads as false (a bare key is true, an empty value false).
_FALSE = frozenset({"false", "no", "off", "0", ""})


def as_configured(
    args: Sequence[str], command: CanonicalCommand, entries: Sequence[ConfigEntry]
) -> tuple[list[str], str] | None:
    """The words of the command git will run once ENTRIES (the repository's configuration)
    apply, and what made them so; None when they change nothing a rule or an effect reads.
    A remote configured as a mirror pushes as `--mirror`, its configured refspecs (`+REF`
    forces, `:REF` deletes) when none is given; `clean.requireForce` false cleans as
    `--force`; an expiry for `gc` prunes as `--prune`."""
    head = command.path.partition(" ")[0]
    at = _git_command_index(args)
    if head == "push" and command.path != "push --mirror":
        return _push_as_configured(list(args), at, entries)
    if head == "clean" and command.path != "clean --force" and not _cleans_nothing(command):
        return _clean_as_configured(list(args), at, entries)
    if command.path == "gc":
        return _gc_as_configured(list(args), at, entries)
    return None


def _last(entries: Sequence[ConfigEntry], key: str) -> ConfigEntry | None:
    found = [entry for entry in entries if entry.key == key]
    return found[-1] if found else None


def _is_true(entry: ConfigEntry | None) -> bool:
    return entry is not None and (entry.text is None or entry.text.strip().lower() not in _FALSE)


def _where(entry: ConfigEntry) -> str:
    return f"{entry.path} line {entry.line}" if entry.line else entry.path


# push's own options whose value is the next word (parse-options, unique prefixes too).
_PUSH_VALUE_OPTIONS = ("--repo", "--push-option", "--recurse-submodules", "--receive-pack",
                       "--exec")  # fmt: skip
_PUSH_LONG_OPTIONS = (
    *_PUSH_VALUE_OPTIONS, "--all", "--branches", "--mirror", "--delete", "--tags", "--dry-run",
    "--porcelain", "--force", "--force-with-lease", "--force-if-includes", "--thin",
    "--set-upstream", "--progress", "--prune", "--no-verify", "--verify", "--follow-tags",
    "--signed", "--atomic", "--ipv4", "--ipv6", "--quiet", "--verbose",
)  # fmt: skip
_PUSH_ALL_REFS = ("--all", "--branches", "--mirror", "--tags")


def _push_words(words: Sequence[str]) -> tuple[list[str], list[str], set[str]]:
    """push's operands (repository, refspecs), its `--repo` values, its long options."""
    operands: list[str] = []
    repos: list[str] = []
    longs: set[str] = set()
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if word == "--":
            operands += words[index:]
            break
        if word.startswith("--"):
            name, equals, value = word.partition("=")
            matches = [o for o in _PUSH_LONG_OPTIONS if o.startswith(name)]
            full = (
                name if name in _PUSH_LONG_OPTIONS else (matches[0] if len(matches) == 1 else name)
            )
            longs.add(full)
            if full in _PUSH_VALUE_OPTIONS and not equals and index < len(words):
                value, index = words[index], index + 1
            if full == "--repo":
                repos.append(value)
        elif word == "-o" and index < len(words):
            index += 1
        elif not is_option(word) or word == "-":
            operands.append(word)
    return operands, repos, longs


def _default_remotes(entries: Sequence[ConfigEntry]) -> list[str]:
    """The remotes a push without one may go to (any branch's: the checked-out one may change
    before it runs), git's order of preference aside."""
    names = [
        entry.text or ""
        for entry in entries
        if entry.key == "remote.pushdefault"
        or (entry.key.startswith("branch.") and entry.key.endswith((".pushremote", ".remote")))
    ]
    return [name for name in dict.fromkeys([*names, "origin"]) if name]


def _push_as_configured(
    args: list[str], at: int, entries: Sequence[ConfigEntry]
) -> tuple[list[str], str] | None:
    operands, repos, longs = _push_words(args[at + 1 :])
    named = operands[:1] + repos
    remotes = named or _default_remotes(entries)
    for remote in remotes:
        mirror = _last(entries, f"remote.{remote}.mirror")
        if _is_true(mirror) and mirror is not None:
            words = [*args[: at + 1], "--mirror", *args[at + 1 :]]
            if not named:
                words.append(remote)
            return words, f'remote "{remote}" is configured as a mirror ({_where(mirror)})'
    if len(operands) > 1 or longs & set(_PUSH_ALL_REFS):
        return None  # refspecs given: the configured ones do not apply
    for remote in remotes:
        for entry in entries:
            refspec = entry.text or ""
            if entry.key != f"remote.{remote}.push" or not refspec.startswith(("+", ":")):
                continue
            words = [*args, *([] if named else [remote]), refspec]
            return words, f'remote "{remote}" pushes "{refspec}" as configured ({_where(entry)})'
    return None


def _cleans_nothing(command: CanonicalCommand) -> bool:
    """`clean -n` (a dry run) and `clean -i` (asks first) delete nothing as they stand."""
    for word in command.rest:
        if word in ("-n", "-i"):
            return True
        name = word[2:] if word.startswith("--") else ""
        if len(name) >= 2 and ("dry-run".startswith(name) or "interactive".startswith(name)):
            return True
    return False


def _clean_as_configured(
    args: list[str], at: int, entries: Sequence[ConfigEntry]
) -> tuple[list[str], str] | None:
    require = _last(entries, "clean.requireforce")
    if require is None or _is_true(require):
        return None
    words = [*args[: at + 1], "--force", *args[at + 1 :]]
    return words, f"clean.requireForce is false ({_where(require)})"


_GC_EXPIRIES = ("gc.pruneexpire", "gc.reflogexpire", "gc.reflogexpireunreachable",
                "gc.worktreepruneexpire")  # fmt: skip


def _gc_as_configured(
    args: list[str], at: int, entries: Sequence[ConfigEntry]
) -> tuple[list[str], str] | None:
    for key in _GC_EXPIRIES:
        entry = _last(entries, key)
        if entry is not None and (entry.text or "").strip().lower() != "never":
            words = [*args[: at + 1], "--prune", *args[at + 1 :]]
            return words, f"{key} is set ({_where(entry)})"
    return None
