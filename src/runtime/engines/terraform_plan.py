"""terraform and tofu `apply`, judged by what its plan does (DESIGN.md sections 5 and 6).

An apply destroys without the word destroy: a configuration that no longer names a
resource, a changed `triggers_replace`, `-replace=ADDR`. So where the policy does not let
the binary delete, the runtime first makes the plan itself, in the same confinement as the
apply (`plan -out=` into a private directory the runtime made, with the step's planning
options), reads it with `show -json`, and then either refuses a plan that deletes, naming
what it would destroy, or applies exactly the plan it judged. The bytes it read are the
bytes bwrap places in the apply's sandbox, read-only: nothing can change between the
judgement and the apply, and terraform itself refuses a saved plan whose state moved on.
A saved plan the caller names (`apply PLANFILE`) is read once through the path guard and
judged the same way. Whatever cannot be judged is refused (fail closed).
"""

from __future__ import annotations

import os

from runtime.policy import rules

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from runtime.engines.bwrap import Bind, Placed
    from runtime.engines.process import Completed
    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy

    # One child in the apply's confinement: its arguments, extra binds, placed files.
    Runner = Callable[[list[str], Sequence[Bind], Sequence[Placed]], Completed | str]

APPLIES = frozenset({"apply", "apply PLAN"})
PLAN_FILE = "judged.tfplan"
# What `show -json` may say a change does (terraform 1.11: `forget` is a `removed` block
# with `destroy = false`, which drops the state entry and leaves the object, like `state rm`).
DELETING = frozenset({"delete"})
KNOWN_ACTIONS = frozenset({"no-op", "create", "read", "update", "delete", "forget"})

# How each option of `apply` reaches the two children: the plan the runtime makes, and the
# apply of that plan (terraform refuses planning options with a saved plan). The value says
# whether the option takes one (`-var x=1` or `-var=x=1`; Go's flags accept `--var` too).
# An option in none of them is refused: it cannot be judged.
PLANNING = {
    "destroy": False, "refresh-only": False, "refresh": False,
    "replace": True, "target": True, "var": True, "var-file": True,
    "exclude": True,  # tofu's inverse of -target
}  # fmt: skip
SHARED = {
    "lock": False, "lock-timeout": True, "no-color": False, "compact-warnings": False,
    "parallelism": True, "state": True,
}  # fmt: skip
APPLYING = {"auto-approve": False, "json": False, "backup": True, "state-out": True}
DROPPED = {"input": False}  # both children run with -input=false: no prompt to answer
OPTIONS = {**PLANNING, **SHARED, **APPLYING, **DROPPED}


class Unjudgeable(Exception):
    """Why the runtime cannot tell what this apply would do."""


class ApplyArgs:
    """An apply's arguments, sorted by the child each belongs to."""

    __slots__ = ("applying", "chdir", "plan_file", "planning", "shared")

    def __init__(self) -> None:
        self.chdir: str | None = None
        self.planning: list[str] = []
        self.shared: list[str] = []
        self.applying: list[str] = []
        self.plan_file: str | None = None

    @property
    def approved(self) -> bool:
        """-auto-approve given (and not =false): without it terraform asks, and a governed
        child has no terminal to answer."""
        values = [
            w.partition("=")[2] for w in self.applying if w.partition("=")[0] == "-auto-approve"
        ]
        return bool(values) and values[-1] in ("", "1", "t", "T", "true", "TRUE", "True")

    @property
    def globals(self) -> list[str]:
        return [] if self.chdir is None else [f"-chdir={self.chdir}"]

    def plan_argv(self, out: str) -> list[str]:
        # -no-color: the plan's output is shown only when it fails, as its error line.
        plan = ["plan", "-input=false", "-no-color", f"-out={out}"]
        return [*self.globals, *plan, *self.planning, *self.shared]

    def show_argv(self, plan: str) -> list[str]:
        return [*self.globals, "show", "-json", "-no-color", plan]

    def apply_argv(self, plan: str) -> list[str]:
        return [*self.globals, "apply", "-input=false", *self.shared, *self.applying, plan]


def parse(args: Sequence[str]) -> ApplyArgs:
    """ARGS (`[-chdir=DIR] apply [options] [PLANFILE]`) sorted; Unjudgeable if they cannot be."""
    parsed = ApplyArgs()
    words = list(args)
    while words and words[0] != "apply":
        word = words.pop(0)
        name, equals, value = word.lstrip("-").partition("=")
        if not (word.startswith("-") and name == "chdir" and equals and parsed.chdir is None):
            raise Unjudgeable(f'"{word}" before apply is not a -chdir=DIR the runtime can follow')
        parsed.chdir = value
    if not words:
        raise Unjudgeable("no apply command in the arguments")
    _sort_options(words[1:], parsed)
    return parsed


def _sort_options(words: list[str], parsed: ApplyArgs) -> None:
    operands: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if word == "--":
            operands += words[index:]
            break
        if not word.startswith("-") or word == "-":
            operands.append(word)
            continue
        name, equals, value = word.lstrip("-").partition("=")
        if name not in OPTIONS:
            raise Unjudgeable(f'apply option "{word}" is not one the runtime can judge')
        if OPTIONS[name] and not equals:
            if index == len(words):
                raise Unjudgeable(f'apply option "{word}" has no value')
            value, equals, index = words[index], "=", index + 1
        _place(f"-{name}{equals}{value}", name, parsed)
    if len(operands) > 1:
        raise Unjudgeable(f"apply names more than one plan file ({' '.join(operands)})")
    parsed.plan_file = operands[0] if operands else None


def _place(option: str, name: str, parsed: ApplyArgs) -> None:
    for kind, bucket in ((PLANNING, parsed.planning), (SHARED, parsed.shared)):
        if name in kind:
            bucket.append(option)
            return
    if name in APPLYING:
        parsed.applying.append(option)


# --- when an apply is judged ------------------------------------------------------------


def judged_at_execution(facts: CanonicalCommand, policy: Policy, names: Sequence[str]) -> bool:
    """An apply whose binary may not destroy: its plan says whether it would."""
    from runtime.policy import floor

    return (
        floor.profile(facts.binary).judge == __name__  # terraform and tofu (their profile)
        and facts.path in APPLIES
        and destroy_guard(policy, names) is not None
    )


def destroy_guard(policy: Policy, names: Sequence[str]) -> Guard | None:
    """What refuses a destroy for this binary (NAMES: typed, then identity), or None.

    Effects without delete, or a denied rule that covers `destroy` (the compiled
    `rules.terraform.denied: [destroy]` outlives a document that widens the effects)."""
    allowed = rules.allowed_effects(policy, names)
    if "delete" not in allowed:
        rule = rules.effects_rule(policy, names)
        return Guard(rule, f'effect "delete" is not in {rule} [{", ".join(allowed)}]')
    denied = rules.denied_rule_decision(names[0], names[-1], ["destroy"], policy)
    return None if denied is None else Guard(denied.rule, f"a destroy is denied by {denied.rule}")


class Guard:
    """The rule that refuses a destroying plan, and how a refusal says it."""

    __slots__ = ("reason", "rule")

    def __init__(self, rule: str, reason: str) -> None:
        self.rule = rule
        self.reason = reason


def plan_note(identity: str, policy: Policy, names: Sequence[str]) -> str:
    """What plan and resolve say instead of running anything."""
    guard = destroy_guard(policy, names)
    refused_by = "" if guard is None else f": {guard.reason}"
    return (
        f"{identity} apply: write, judged at execution by its plan ({identity} plan -out "
        f"into a private directory, then {identity} show -json); a plan that destroys or "
        f"replaces a resource is delete, refused{refused_by}"
    )


# --- reading a plan ---------------------------------------------------------------------


class Summary:
    """What a plan would do: counts as terraform prints them, and what it destroys."""

    __slots__ = ("add", "change", "destroy", "destroyed", "forget", "source")

    def __init__(self, source: str) -> None:
        self.source = source
        self.add = self.change = self.destroy = self.forget = 0
        self.destroyed: list[str] = []

    @property
    def effect(self) -> str:
        return "delete" if self.destroy else "write"

    def count(self, address: str, actions: Sequence[str]) -> None:
        self.add += actions.count("create")
        self.change += actions.count("update")
        self.forget += actions.count("forget")
        if DELETING & set(actions):
            self.destroy += 1
            self.destroyed.append(address)

    def named(self, shown: int = 20) -> str:
        """The destroyed addresses for a message (redacted; a long list ends with a count)."""
        from runtime.audit.redact import redact

        more = len(self.destroyed) - shown
        listed = ", ".join(self.destroyed[:shown]) + (f" and {more} more" if more > 0 else "")
        return redact(listed)

    def text(self) -> str:
        forget = f", {self.forget} to forget" if self.forget else ""
        return f"{self.add} to add, {self.change} to change, {self.destroy} to destroy{forget}"

    def to_json(self) -> dict[str, object]:
        from runtime.audit.redact import redact

        return {
            "source": self.source,
            "add": self.add,
            "change": self.change,
            "destroy": self.destroy,
            "forget": self.forget,
            "destroyed": [redact(address) for address in self.destroyed],
        }


def summarise(show_json: str, source: str) -> Summary:
    """The plan `show -json` describes; Unjudgeable when the JSON is not what terraform 1.x
    writes (a format version 1.x, resource changes with known actions)."""
    import json

    try:
        document = json.loads(show_json)
    except ValueError as error:
        raise Unjudgeable(f"show -json printed no JSON ({error})") from None
    if not isinstance(document, dict):
        raise Unjudgeable("show -json printed no JSON object")
    version = document.get("format_version")
    if not isinstance(version, str) or not version.startswith("1."):
        raise Unjudgeable(f"show -json printed format_version {version!r}, not 1.x")
    if document.get("errored") is True:
        raise Unjudgeable("the plan errored")
    summary = Summary(source)
    for change in _changes(document):
        summary.count(*_actions(change))
    return summary


def _changes(document: dict[str, Any]) -> list[Any]:
    changes = document.get("resource_changes", [])
    deferred = document.get("deferred_changes", [])
    if not isinstance(changes, list) or not isinstance(deferred, list):
        raise Unjudgeable("resource_changes is not a list")
    later = [item.get("resource_change") if isinstance(item, dict) else item for item in deferred]
    return [*changes, *later]


def _actions(change: object) -> tuple[str, list[str]]:
    address = change.get("address") if isinstance(change, dict) else None
    body = change.get("change") if isinstance(change, dict) else None
    actions = body.get("actions") if isinstance(body, dict) else None
    if not isinstance(address, str) or not isinstance(actions, list) or not actions:
        raise Unjudgeable("a resource change has no address or no actions")
    unknown = [action for action in actions if action not in KNOWN_ACTIONS]
    if unknown:
        raise Unjudgeable(f"{address}: unknown action {unknown[0]!r}")
    return address, actions


# --- the children -----------------------------------------------------------------------


class Judged:
    """What judging an apply came to: the apply's run, a plan that failed, or a refusal."""

    __slots__ = ("done", "failure", "refusal", "rule", "summary")

    def __init__(
        self,
        done: Completed | None = None,
        *,
        failure: str | None = None,
        refusal: str | None = None,
        rule: str | None = None,
        summary: Summary | None = None,
    ) -> None:
        self.done = done
        self.failure = failure  # why nothing was applied
        self.refusal = refusal
        self.rule = rule
        self.summary = summary

    def detail(self) -> dict[str, object]:
        found: dict[str, object] = {"judged_by": "plan"}
        if self.summary is not None:
            found["judged_effect"] = self.summary.effect
            found["plan"] = self.summary.to_json()
        if self.rule is not None:
            found["rule"] = self.rule
        return found


def judge_and_apply(
    typed: str, args: Sequence[str], policy: Policy, names: Sequence[str], cwd: str, run: Runner
) -> Judged:
    """Plan (or read the saved plan), judge it, then refuse or apply exactly what was judged."""
    guard = destroy_guard(policy, names) or Guard(rules.effects_rule(policy, names), "")
    denial = f"policy denied {rules.describe(typed, args)}"
    try:
        parsed = parse(args)
        if parsed.plan_file is None and not parsed.approved:
            return Judged(failure=_unapproved(typed))
        made = _saved(parsed, policy, cwd) if parsed.plan_file else _planned(parsed, run)
        if not isinstance(made, bytes):
            return made  # the plan failed: terraform's own error, nothing applied
        summary = _shown(parsed, made, run)
    except Unjudgeable as why:
        text = (
            f"{denial}: the runtime cannot tell what this apply would destroy ({why}); "
            f"an apply may delete, and {guard.reason}"
        )
        return Judged(refusal=text, rule=guard.rule)
    except _Denied as denied:
        return Judged(refusal=denied.message, rule=denied.rule)
    if summary.effect in DELETING:
        text = (
            f"{denial}: its plan destroys {summary.named()} ({summary.text()}; "
            f"{typed} show -json): {guard.reason}"
        )
        return Judged(refusal=text, rule=guard.rule, summary=summary)
    return _applied(parsed, made, summary, run)


class _Denied(Exception):
    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


def _placed(data: bytes) -> Placed:
    from runtime.engines import bwrap

    return bwrap.Placed(f"{bwrap.private_bind('plan')}/{PLAN_FILE}", data, 0o400)


def _planned(parsed: ApplyArgs, run: Runner) -> bytes | Judged:
    """The plan the runtime makes in the apply's confinement, written to a private directory
    shown to that one child at a place it learns only from its arguments."""
    import shutil
    import tempfile

    from runtime.engines import bwrap, sandbox
    from runtime.home.paths import hold_transient, release_transient

    private = os.path.realpath(tempfile.mkdtemp(prefix="runtime-plan-"))
    hold_transient(private)  # the runtime's own while it lives: no root reaches it
    try:
        inside = bwrap.private_bind("plan")
        bind = bwrap.Bind(private, inside, writable=True)
        done = run(parsed.plan_argv(f"{inside}/{PLAN_FILE}"), [bind], [])
        if isinstance(done, str):
            raise _Denied(sandbox.SANDBOX_RULE, done)
        if done.exit_code != 0 or done.timed_out:
            return Judged(
                done, failure="the plan made to judge this apply failed: nothing was applied"
            )
        return _read_private(os.path.join(private, PLAN_FILE))
    finally:
        shutil.rmtree(private, ignore_errors=True)
        release_transient(private)


def _read_private(path: str) -> bytes:
    import stat

    from runtime.engines.files import READ_LIMIT

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK)
    except OSError as error:
        raise Unjudgeable(f"plan wrote no plan file ({error.strerror})") from None
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode) or status.st_size > READ_LIMIT:
            raise Unjudgeable("the plan file is not a regular file within the read limit")
        return os.read(fd, READ_LIMIT + 1)
    finally:
        os.close(fd)


def _saved(parsed: ApplyArgs, policy: Policy, cwd: str) -> bytes:
    """The caller's saved plan, read once through the path guard (relative to -chdir)."""
    from runtime.engines.files import read_bytes
    from runtime.policy import pathguard

    base = os.path.join(cwd, parsed.chdir) if parsed.chdir else cwd
    guard = pathguard.PathGuard.reading(policy, base, "read", "terraform apply PLANFILE")
    try:
        return read_bytes(guard.resolve(parsed.plan_file or ""))
    except pathguard.PathDenied as denied:
        raise _Denied(denied.rule, denied.message) from None
    except OSError as error:
        raise Unjudgeable(f"the plan file cannot be read ({error})") from None


def _shown(parsed: ApplyArgs, plan: bytes, run: Runner) -> Summary:
    placed = _placed(plan)
    done = run(parsed.show_argv(placed.dest), [], [placed])
    if isinstance(done, str):
        raise Unjudgeable(done)
    if done.exit_code != 0 or done.timed_out or done.truncated:
        reason = _last_line(done.stderr) or f"exit code {done.exit_code}"
        raise Unjudgeable(f"show -json failed: {reason}")
    source = "saved plan " + parsed.plan_file if parsed.plan_file else "planned by the runtime"
    return summarise(done.stdout, source)


def _applied(parsed: ApplyArgs, plan: bytes, summary: Summary, run: Runner) -> Judged:
    placed = _placed(plan)
    done = run(parsed.apply_argv(placed.dest), [], [placed])
    if isinstance(done, str):
        from runtime.engines.sandbox import SANDBOX_RULE

        return Judged(refusal=done, rule=SANDBOX_RULE, summary=summary)
    return Judged(done, summary=summary)


def _unapproved(typed: str) -> str:
    return (
        f"{typed} apply without -auto-approve asks for approval, and a governed child has no "
        "terminal to answer it: nothing was planned or applied (with -auto-approve the "
        "runtime judges the plan, then applies exactly that plan)"
    )


def _last_line(text: str) -> str:
    lines = [line.strip(" │╷╵") for line in text.splitlines()]
    lines = [line for line in lines if line]
    errors = [line for line in lines if line.startswith("Error")]
    from runtime.audit.redact import bounded

    return bounded((errors or lines or [""])[0], 300)
