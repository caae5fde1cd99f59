"""Binary decisions as pure functions: the floor, allowed/denied binaries, denied rules.

A denied rule is words. Its leading non-option words (``push``, ``projects
delete``) must occur as a contiguous run anywhere in the arguments; its option
words must then each occur somewhere after that run, in any order, also as
``--opt=value``, with single-dash bundles expanded on both sides (``-fd`` is
``-f -d``). A long option given as an unambiguous abbreviation (``--har`` for
``--hard``) counts as that option, because git and other parse-options tools
accept abbreviations and an abbreviation must not dodge a rule.
"""

from __future__ import annotations

from runtime.pipeline import Decision
from runtime.policy import floor

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.model import Policy

FLOOR_RULE = "safety floor"
ALLOWED_RULE = "allowed_binaries"
DENIED_BINARIES_RULE = "command_policy.denied_binaries"
RULES_KEY = "command_policy.rules"

# Git global options that take the next word as their value.
_GIT_VALUE_OPTIONS = frozenset(
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


# --- denied-rule matching -------------------------------------------------------------


def rule_matches(rule: str, args: Sequence[str]) -> bool:
    words = rule.split()
    if not words:
        return False
    run, rest = _leading_words(words)
    start = _find_run(run, args)
    if start < 0:
        return False
    after = args[start + len(run) :]
    return all(_word_present(word, after) for word in rest)


def is_option(word: str) -> bool:
    return len(word) > 1 and word.startswith("-")


def _leading_words(words: list[str]) -> tuple[list[str], list[str]]:
    for index, word in enumerate(words):
        if is_option(word):
            return words[:index], words[index:]
    return words, []


def _find_run(run: list[str], args: Sequence[str]) -> int:
    """The earliest start of RUN in ARGS (-1 if absent): the earliest leaves most room after."""
    width = len(run)
    for start in range(len(args) - width + 1):
        if list(args[start : start + width]) == run:
            return start
    return -1


def _word_present(word: str, after: Sequence[str]) -> bool:
    if word.startswith("--"):
        return any(_long_option_matches(word, arg) for arg in after)
    if is_option(word):
        return _short_option_present(word, after)
    return word in after


def _long_option_matches(option: str, arg: str) -> bool:
    if not arg.startswith("--") or len(arg) == 2:
        return False
    if "=" in option:
        return arg == option
    name = arg.partition("=")[0]
    return name == option or option.startswith(name)


def _short_option_present(option: str, after: Sequence[str]) -> bool:
    bare = option.partition("=")[0]
    if any(arg.partition("=")[0] == bare for arg in after):
        return True
    letters = _bundle_letters(after)
    return all(letter in letters for letter in bare[1:])


def _bundle_letters(args: Sequence[str]) -> set[str]:
    letters: set[str] = set()
    for arg in args:
        if is_option(arg) and not arg.startswith("--"):
            letters.update(arg[1:])
    return letters


# --- other spellings of an option ----------------------------------------------------

# Per binary: a short option and its long form are one option to a denied rule, so
# `clean -fd` also denies `git clean --force -d` and `push -f` denies `push --force`.
_SYNONYMS: dict[str, tuple[tuple[str, str], ...]] = {
    "git": (("-f", "--force"), ("-d", "--delete")),
}

# git push arguments that force without saying --force: a refspec with a leading `+`
# (`git push origin +main`) and --mirror (every ref force-updated).
_GIT_PUSH_FORCES = ("--mirror",)


def implied_options(binary: str, args: Sequence[str]) -> list[str]:
    """Option words ARGS mean without spelling them, for denied-rule matching only."""
    implied: list[str] = []
    letters = _bundle_letters(args)
    for short, long in _SYNONYMS.get(binary, ()):
        if short[1:] in letters:
            implied.append(long)
        if any(_abbreviates(arg, long) for arg in args):
            implied.append(short)
    if binary == "git" and "push" in args:
        after = args[list(args).index("push") + 1 :]
        forced = any(len(arg) > 1 and arg.startswith("+") for arg in after) or any(
            _abbreviates(arg, option) for arg in after for option in _GIT_PUSH_FORCES
        )
        if forced:
            implied += ["--force", "-f"]
    return implied


def _abbreviates(arg: str, option: str) -> bool:
    """ARG is OPTION (a long option), an abbreviation of it, or it with =value."""
    name = arg.partition("=")[0]
    return len(name) > 2 and name.startswith("--") and option.startswith(name)


# --- the floor beyond the forbidden binaries ------------------------------------------


def floor_refusal(identity: str, args: Sequence[str]) -> str | None:
    """Why the safety floor refuses these arguments for this binary, or None."""
    if identity == "gcloud":
        return _gcloud_refusal(args)
    if identity == "git":
        return _git_refusal(args)
    if identity == "gh":
        return _gh_refusal(args)
    if identity in _KUBECONFIG_READERS:
        return _kubeconfig_refusal(identity, args)
    return None


# A kubeconfig's `exec` credential plugins run programs; the kubeconfig comes from
# KUBECONFIG or the tool's default, never from a file named in the arguments.
_KUBECONFIG_READERS = frozenset({"kubectl", "oc", "helm", "kustomize", "skaffold", "argocd"})


def _kubeconfig_refusal(identity: str, args: Sequence[str]) -> str | None:
    for word in args:
        name = word[2:].partition("=")[0] if word.startswith("--") else ""
        if name == "kubeconfig":
            return (
                f"safety floor: {identity} {word} is refused (a kubeconfig can run programs; "
                "use KUBECONFIG or runtime context)"
            )
    return None


# gh commands that make later gh runs start a program of the caller's choosing:
# shell aliases (`gh alias set --shell x 'sh ...'`, or an expansion starting with !),
# extensions (downloaded executables run as `gh NAME`), and the editor, pager and
# browser settings.
_GH_PROGRAM_SUBCOMMANDS: dict[str, frozenset[str]] = {
    "alias": frozenset({"set", "import"}),
    "extension": frozenset({"install", "upgrade", "create", "exec"}),
    "extensions": frozenset({"install", "upgrade", "create", "exec"}),
    "ext": frozenset({"install", "upgrade", "create", "exec"}),
}
_GH_PROGRAM_SETTINGS = frozenset({"editor", "pager", "browser"})


def _gh_refusal(args: Sequence[str]) -> str | None:
    words = [word for word in args if not is_option(word)]
    if len(words) < 2:
        return None
    command, subcommand = words[0], words[1]
    if subcommand in _GH_PROGRAM_SUBCOMMANDS.get(command, ()):
        return f"safety floor: gh {command} {subcommand} is refused (it makes gh run programs)"
    if command == "config" and subcommand == "set":
        for word in words[2:]:
            if word in _GH_PROGRAM_SETTINGS:
                return f"safety floor: gh config set {word} is refused (it names a program gh runs)"
    return None


def _gcloud_refusal(args: Sequence[str]) -> str | None:
    for word in args:
        if not is_option(word) and _is_gcloud_mutation(word):
            return f'safety floor: gcloud may read, never change ("{word}" changes)'
    return None


def _is_gcloud_mutation(word: str) -> bool:
    # Compound verbs (set-iam-policy, add-iam-policy-binding) change as much as plain ones;
    # a name with @ . / : or = (deploy-bot@p.iam...) is a value, never a command word.
    verbs = floor.GCLOUD_MUTATING_VERBS
    if word in verbs:
        return True
    head, dash, _ = word.partition("-")
    return bool(dash) and head in verbs and _is_command_word(word)


def _is_command_word(word: str) -> bool:
    return all(ch.isascii() and (ch.islower() or ch.isdigit() or ch == "-") for ch in word)


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
        if key and _is_program_key(key):
            return f'safety floor: git configuration "{key}" is refused (it can run programs)'
        if key and _is_rule_bypass_key(key):
            return (
                f'safety floor: git configuration "{key}" is refused '
                "(it would let a later command dodge a denied rule)"
            )
    return None


def _is_rule_bypass_key(key: str) -> bool:
    """Keys that turn an allowed command into a denied one: a plain push that
    force-pushes (remote.X.push +ref, remote.X.mirror) or a clean without -f."""
    parts = key.lower().split(".")
    if parts == ["clean", "requireforce"]:
        return True
    return len(parts) >= 3 and parts[0] == "remote" and parts[-1] in ("push", "mirror")


def _assigned_key(word: str) -> str:
    """The configuration key a word assigns (``core.x=v``, ``--config=core.x=v``), if any."""
    if word.startswith("-"):
        word = word.partition("=")[2]
    key, equals, _ = word.partition("=")
    return key if equals else ""


def _is_program_key(key: str) -> bool:
    parts = key.lower().split(".")
    if len(parts) < 2 or not (_is_key_word(parts[0]) and _is_key_word(parts[-1])):
        return False
    return parts[0] in _GIT_PROGRAM_KEY_SECTIONS or parts[-1] in _GIT_PROGRAM_KEY_NAMES


def _is_key_word(word: str) -> bool:
    return bool(word) and all(ch.isascii() and (ch.isalnum() or ch == "-") for ch in word)


# --- the decision ---------------------------------------------------------------------


def decide_binary(
    typed: str,
    identity: str,
    args: Sequence[str],
    policy: Policy,
    *,
    resolved: str | None = None,
) -> Decision:
    """Floor, floor arguments, allowed_binaries, denied_binaries, denied rules; in that order.

    TYPED is the word the caller wrote, IDENTITY what the pinned executable
    resolves to (RESOLVED, named in a denial when the two differ).
    """
    return (
        floor_decision(typed, identity, args, resolved=resolved)
        or _allowed_decision(typed, identity, args, policy, resolved)
        or denied_binary_decision(typed, identity, args, policy, resolved=resolved)
        or _rules_decision(typed, identity, args, policy, resolved)
        or Decision.allow(f'{ALLOWED_RULE} "{typed}"')
    )


def floor_decision(
    typed: str, identity: str, args: Sequence[str], *, resolved: str | None = None
) -> Decision | None:
    names = _names(typed, identity)
    for name in names:
        reason = _forbidden_reason(name)
        if reason is not None:
            text = f'binary "{name}" is not in allowed_binaries ({FLOOR_RULE}: {reason})'
            return _deny(FLOOR_RULE, typed, identity, args, text, resolved)
    for name in names:
        refusal = floor_refusal(name, args)
        if refusal is not None:
            return _deny(FLOOR_RULE, typed, identity, args, refusal, resolved)
    return None


def _allowed_decision(
    typed: str, identity: str, args: Sequence[str], policy: Policy, resolved: str | None
) -> Decision | None:
    if typed in policy.allowed_binaries:
        return None
    text = f'binary "{typed}" is not in {ALLOWED_RULE}'
    return _deny(ALLOWED_RULE, typed, identity, args, text, resolved)


def denied_binary_decision(
    typed: str,
    identity: str,
    args: Sequence[str],
    policy: Policy,
    *,
    resolved: str | None = None,
) -> Decision | None:
    for name in _names(typed, identity):
        if name in policy.denied_binaries:
            rule = f'{DENIED_BINARIES_RULE} "{name}"'
            return _deny(rule, typed, identity, args, f"matches {rule}", resolved)
    return None


def _rules_decision(
    typed: str, identity: str, args: Sequence[str], policy: Policy, resolved: str | None
) -> Decision | None:
    # As written first, so a denial names the rule spelled like the arguments; then with
    # the options the arguments imply (`+main` after push forces, `--force` is `-f`).
    for implied in (False, True):
        for name in _names(typed, identity):
            spelled = [*args, *implied_options(name, args)] if implied else args
            for rule_text in policy.rules.get(name, ()):
                if rule_matches(rule_text, spelled):
                    rule = f'{RULES_KEY}.{name}.denied "{rule_text}"'
                    return _deny(rule, typed, identity, args, f"matches {rule}", resolved)
    return None


def _names(typed: str, identity: str) -> tuple[str, ...]:
    """The word typed and what it resolves to: a rule for either applies."""
    return (typed,) if typed == identity else (typed, identity)


def _forbidden_reason(name: str) -> str | None:
    # perl5, ruby3 are perl and ruby: strip a trailing version number too.
    return floor.forbidden_reason(name) or floor.forbidden_reason(name.rstrip("0123456789"))


def _deny(
    rule: str, typed: str, identity: str, args: Sequence[str], text: str, resolved: str | None
) -> Decision:
    if typed != identity:
        text = f'"{typed}" resolves to {resolved or identity}; {text}'
    return Decision.deny(rule, f"policy denied {describe(typed, args)}: {text}")


def describe(typed: str, args: Sequence[str]) -> str:
    return " ".join(["command run", typed, *args])
