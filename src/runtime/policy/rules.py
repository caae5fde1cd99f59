"""Binary decisions as pure functions: the floor, allowed/denied binaries, denied rules.

A denied rule is words. Its leading non-option words (``push``, ``projects
delete``) must occur as a contiguous run anywhere in the arguments; its option
words must then each occur somewhere after that run, in any order, also as
``--opt=value``, with single-dash bundles expanded on both sides (``-fd`` is
``-f -d``). A long option given as an unambiguous abbreviation (``--har`` for
``--hard``) counts as that option, because git and other parse-options tools
accept abbreviations and an abbreviation must not dodge a rule.

A rule is matched against the words as typed and against the canonical command
the binary's operation table reads them as (`policy.floor`), the rule read
through the same table: so `delete namespace` also denies `delete ns/prod`, and
`destroy` denies `apply -destroy`. Then the command's effect must be one that
`command_policy.effects` lets run.
"""

from __future__ import annotations

from runtime.model import Decision
from runtime.policy import floor

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy

FLOOR_RULE = "safety floor"
ALLOWED_RULE = "allowed_binaries"
DENIED_BINARIES_RULE = "command_policy.denied_binaries"
RULES_KEY = "command_policy.rules"
EFFECTS_RULE = "command_policy.effects"

# --- denied-rule matching -------------------------------------------------------------


def rule_matches(rule: str, args: Sequence[str]) -> bool:
    parsed = _parsed.get(rule)
    if parsed is None:
        parsed = _parsed[rule] = _leading_words(rule.split())
    run, rest = parsed
    if not run and not rest:
        return False
    start = _find_run(run, args)
    if start < 0:
        return False
    after = args[start + len(run) :]
    return all(_word_present(word, after) for word in rest)


# A rule's words split once per process: the same few rules are matched at every step.
_parsed: dict[str, tuple[list[str], list[str]]] = {}


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
    if not width:
        return 0
    first = run[0]
    for start in range(len(args) - width + 1):
        if args[start] == first and list(args[start : start + width]) == run:
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


# --- the floor beyond the forbidden binaries ------------------------------------------


def floor_refusal(identity: str, args: Sequence[str]) -> str | None:
    """Why the safety floor refuses these arguments for this binary, or None."""
    return floor.refusal(identity, args)


# --- the decision ---------------------------------------------------------------------


def decide_binary(
    typed: str,
    identity: str,
    args: Sequence[str],
    policy: Policy,
    *,
    resolved: str | None = None,
    command: CanonicalCommand | None = None,
) -> Decision:
    """Floor, floor arguments, allowed_binaries, denied_binaries, denied rules, effects.

    TYPED is the word the caller wrote, IDENTITY what the pinned executable
    resolves to (RESOLVED, named in a denial when the two differ); COMMAND the
    canonical command IDENTITY's table reads ARGS as.
    """
    command = command or floor.canonical(identity, args)
    return (
        floor_decision(typed, identity, args, resolved=resolved)
        or _allowed_decision(typed, identity, args, policy, resolved)
        or denied_binary_decision(typed, identity, args, policy, resolved=resolved)
        or _rules_decision(typed, identity, args, policy, resolved, command)
        or _grammar_decision(typed, identity, args, resolved, command)
        or _effects_decision(typed, identity, args, policy, resolved, command)
        or Decision.allow(f'{ALLOWED_RULE} "{typed}"')
    )


def _grammar_decision(
    typed: str, identity: str, args: Sequence[str], resolved: str | None, command: CanonicalCommand
) -> Decision | None:
    """Arguments the tool's own option grammar cannot read (an option its table cannot
    classify) are refused by the floor, after the rules have had their word on the typed
    spelling (`push --force=yes` is the rule's, not the grammar's)."""
    refusal = floor.grammar_refusal(identity, command)
    return None if refusal is None else _deny(FLOOR_RULE, typed, identity, args, refusal, resolved)


def allowed_effects(policy: Policy, names: Sequence[str]) -> tuple[str, ...]:
    """The effects policy lets run for a binary known by NAMES (its own entry, else default)."""
    for name in names:
        if name in policy.effects:
            return policy.effects[name]
    return policy.effects.get("default", ())


def _effects_decision(
    typed: str,
    identity: str,
    args: Sequence[str],
    policy: Policy,
    resolved: str | None,
    command: CanonicalCommand,
) -> Decision | None:
    why = "" if command.known else " (a command its table does not know runs as exec)"
    if floor.table(identity) is None:
        why = f" ({identity} has no operation table: every command is exec)"
    what = f"{identity} {command.path}".rstrip()
    return effect_decision(typed, identity, args, policy, command.effect, what, why, resolved)


def effect_decision(
    typed: str,
    identity: str,
    args: Sequence[str],
    policy: Policy,
    effect: str,
    what: str,
    why: str = "",
    resolved: str | None = None,
) -> Decision | None:
    """The denial when EFFECT (of WHAT, for the reason WHY) is not among the binary's effects."""
    names = _names(typed, identity)
    allowed = allowed_effects(policy, names)
    if effect in allowed:
        return None
    rule = effects_rule(policy, names)
    text = f'effect "{effect}" of {what} is not in {rule} [{", ".join(allowed)}]{why}'
    return _deny(rule, typed, identity, args, text, resolved)


def effects_rule(policy: Policy, names: Sequence[str]) -> str:
    """The `command_policy.effects` entry in force for a binary known by NAMES."""
    key = next((name for name in names if name in policy.effects), "default")
    return f"{EFFECTS_RULE}.{key}"


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
        refusal = floor.refusal(name, args)
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


def denied_rule_decision(
    typed: str, identity: str, args: Sequence[str], policy: Policy
) -> Decision | None:
    """The denial by a `rules.<binary>.denied` entry alone (no floor, no effects), or None."""
    return _rules_decision(typed, identity, args, policy, None, floor.canonical(identity, args))


def _rules_decision(
    typed: str,
    identity: str,
    args: Sequence[str],
    policy: Policy,
    resolved: str | None,
    command: CanonicalCommand,
) -> Decision | None:
    # As written first, so a denial names the rule spelled like the arguments; then the
    # canonical command, the rule read through the same table (`+main` after push forces,
    # `--force` is `-f`, `apply -destroy` is `destroy`).
    for name in _names(typed, identity):
        for rule_text in policy.rules.get(name, ()):
            if rule_matches(rule_text, args):
                return _rule_denial(name, rule_text, typed, identity, args, resolved)
    for name in _names(typed, identity):
        for rule_text in policy.rules.get(name, ()):
            if canonical_rule_matches(rule_text, command):
                return _rule_denial(name, rule_text, typed, identity, args, resolved, command)
    return None


def canonical_rule_matches(rule_text: str, command: CanonicalCommand) -> bool:
    """RULE_TEXT read through COMMAND's table matches COMMAND's canonical words, or the words
    of a broader command that covers it (`reset --hard` covers `restore PATH`)."""
    if not rule_text.strip():
        return False
    rule = floor.canonical_rule(command.binary, rule_text)
    if not rule.known:
        return rule_matches(rule_text, command.words)
    head = rule.path.partition(" ")[0]
    for path in (command.path, *command.also):
        # A rule names its command first: another command never matches.
        if head != path.partition(" ")[0]:
            continue
        if rule.kinds:
            if _kinds_match(rule, command, path):
                return True
        elif rule_matches(rule.command, (*path.split(), *command.kinds, *command.rest)):
            return True
    return False


def _kinds_match(rule: CanonicalCommand, command: CanonicalCommand, path: str) -> bool:
    """A rule naming kinds (`delete namespace`) matches a command of its path that deletes
    any of them, wherever they stand (`delete pod,ns x`); kinds the runtime does not read
    (`delete -f FILE`) may be any, with any names."""
    if rule.path != path:
        return False
    if command.any_kind:
        names = [word for word in rule.rest if not is_option(word)]
        return rule_matches(rule.command, (*path.split(), *rule.kinds, *names, *command.rest))
    if not set(rule.kinds) & set(command.kinds):
        return False
    return rule_matches(" ".join((*path.split(), *rule.rest)), (*path.split(), *command.rest))


def _rule_denial(
    name: str,
    rule_text: str,
    typed: str,
    identity: str,
    args: Sequence[str],
    resolved: str | None,
    command: CanonicalCommand | None = None,
) -> Decision:
    rule = f'{RULES_KEY}.{name}.denied "{rule_text}"'
    text = f"matches {rule}"
    if command is not None:
        text += f" (read as {identity} {command.command})"
        hint = floor.refusal_hint(identity, args, command)
        text += f"; {hint}" if hint else ""
    return _deny(rule, typed, identity, args, text, resolved)


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
    """`command run git commit -m 'first commit'`: the words as a shell reads them back."""
    from runtime.words import shell_line

    return "command run " + shell_line([typed, *args])
