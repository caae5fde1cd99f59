"""A provider's denied operations (`providers.<name>.denied`), matched against the request.

A rule is a run of words: the operation's words and then its arguments. It is matched
against *readings* of the request, each a provider's normalised account of what will be
sent (the GitHub provider reads repository names as GitHub compares them, fills in what
the runtime supplies, and adds the REST route the request sends); the rule itself is read
by the same reader. A rule reading meets a request reading when its leading words are the
reading's leading words and each option it names is among the reading's options, in any
order. A word starting with `/` is a path, compared segment by segment, where a `{name}`
segment (on either side) stands for any one segment and `{name+}` for the rest.

This is the one matcher for every provider's denied operations; apart from the binary rules
in `rules.py`, so judging a files or GitHub operation loads no binary table.
"""

from __future__ import annotations

from runtime.model import Decision

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from runtime.policy.model import Policy

    RuleReader = Callable[[str], Sequence["Reading"]]


class Reading:
    """One way a request (or a rule) reads: HEAD, its operation words then positional
    arguments in order; OPTIONS, (flag, value or None) in any order; ROUTE when HEAD is the
    REST route the request sends (`api DELETE /repos/o/r`) rather than the request itself.
    NOTE says what the runtime supplied into it (shown in a denial)."""

    __slots__ = ("head", "note", "options", "route")

    def __init__(
        self,
        head: Sequence[str],
        options: Sequence[tuple[str, str | None]] = (),
        *,
        route: bool = False,
        note: str = "",
    ) -> None:
        self.head = tuple(head)
        self.options = tuple(options)
        self.route = route
        self.note = note

    @property
    def text(self) -> str:
        flags = [flag if value is None else f"{flag} {value}" for flag, value in self.options]
        return " ".join((*self.head, *flags))

    def __repr__(self) -> str:
        return f"Reading({self.text!r}{', route' if self.route else ''})"


def words_reading(rule: str) -> Sequence[Reading]:
    """A rule read as plain words (a provider with no reader of its own)."""
    return (Reading(rule.split()),)


def prefix_denial(
    provider: str, args: Sequence[str], policy: Policy, typed: str | None = None
) -> Decision | None:
    """The `providers.<name>.denied` rule ARGS, read as plain words, start with."""
    return denial(provider, (Reading(args),), policy, words_reading, typed)


def denial(
    provider: str,
    readings: Sequence[Reading],
    policy: Policy,
    read_rule: RuleReader,
    typed: str | None = None,
    shown: str = "",
) -> Decision | None:
    """The first `providers.<provider>.denied` rule that meets one of READINGS, as a denial.

    READ_RULE reads a rule as the provider reads a request; TYPED names the binary the words
    were read from (`command run gh ...`); SHOWN is the request as typed, for the message."""
    for rule in policy.provider_denied.get(provider, ()):
        for rule_reading in read_rule(rule):
            for reading in readings:
                if meets(rule_reading, reading):
                    return _refusal(provider, rule, rule_reading, reading, typed, shown)
    return None


def meets(rule: Reading, reading: Reading) -> bool:
    if not rule.head or len(rule.head) > len(reading.head):
        return False
    if not all(map(same_word, rule.head, reading.head)):
        return False
    return all(any(_option_meets(want, have) for have in reading.options) for want in rule.options)


def _option_meets(want: tuple[str, str | None], have: tuple[str, str | None]) -> bool:
    return want[0] == have[0] and (want[1] is None or want[1] == have[1])


def same_word(rule: str, word: str) -> bool:
    if rule == word:
        return True
    if not (rule.startswith("/") and word.startswith("/")):
        return False
    return same_path(rule.split("/")[1:], word.split("/")[1:])


def same_path(rule: Sequence[str], path: Sequence[str]) -> bool:
    for want, have in zip(rule, path, strict=False):
        if _rest(want) or _rest(have):
            return True  # this segment and any after it
        if want != have and not (_any(want) or _any(have)):
            return False
    return len(rule) == len(path)


def _any(segment: str) -> bool:
    return segment.startswith("{") and segment.endswith("}")


def _rest(segment: str) -> bool:
    return segment.startswith("{") and segment.endswith("+}")


def _refusal(
    provider: str,
    rule: str,
    rule_reading: Reading,
    reading: Reading,
    typed: str | None,
    shown: str,
) -> Decision:
    reference = f'providers.{provider}.denied "{rule}"'
    request = shown or rule
    what = f"{provider} {request}"
    if typed:
        what = f"command run {typed} (read as {what})"
    note = f" ({reading.note})" if reading.note else ""
    if rule_reading.route and not reading.route:
        because = f"the route serves {rule}, which matches {reference}"
    elif reading.route:
        because = f"it sends {' '.join(reading.head[1:])}, which matches {reference}"
    else:
        rest = reading.text[len(" ".join(rule_reading.head)) :].strip() if not shown else ""
        because = f"{rest + ' ' if rest else ''}matches {reference}"
        if shown and reading.text != shown:
            because = f"judged as {reading.text}, which {because}"
    return Decision.deny(reference, f"policy denied {what}{note}: {because}")
