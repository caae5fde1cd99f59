"""The safety floor: compiled in, narrowed by nothing, lowered by no document or flag.

The package holds one module per tool (a tool profile): its operation table (commands,
aliases, effects, options that name files), its absolute refusals, and its `Profile` (the
environment it inherits, settings forced on it, what an auth provider hands it, the
context keys a saved plan records, its execution-time judge). `canonical()` reads
arguments through a binary's table; `refusal()` is the floor's word on them; `profile()`
what running it takes. Adding a binary is adding its module and a `TABLE_MODULES` entry.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from types import ModuleType
    from typing import TypeVar

    from runtime.policy.floor.model import CanonicalCommand, Profile, Table

    _K = TypeVar("_K")
    _T = TypeVar("_T")

SELF_BINARY = "runtime"

# Shells, interpreters and privilege tools would turn any allow-list into "run anything".
FORBIDDEN_BINARIES: frozenset[str] = frozenset(
    {
        SELF_BINARY, "sh", "bash", "zsh", "dash", "ksh", "fish", "env", "xargs", "python",
        "python3", "perl", "ruby", "node", "sudo", "su", "doas",
    }
)  # fmt: skip

EDIT_MAXIMA: dict[str, int] = {
    "max_edit_files": 100,
    "max_edit_batch_bytes": 8 * 1024 * 1024,
    "max_edit_matches": 1000,
    "max_edit_diff_bytes": 256 * 1024,
    "max_edit_seconds": 20,
}


def forbidden_reason(binary: str) -> str | None:
    if binary == SELF_BINARY:
        return "runtime never runs itself (no recursion)"
    if binary in FORBIDDEN_BINARIES:
        return "shells, interpreters and privilege tools never run as binaries"
    return None


# Which module holds each binary's table (a module may hold a family: kubectl and oc).
TABLE_MODULES: dict[str, str] = {
    "git": "git", "gh": "gh", "gcloud": "gcloud", "gsutil": "gcloud", "bq": "gcloud",
    "docker": "docker", "podman": "docker", "kubectl": "kube", "oc": "kube", "helm": "helm",
    "kustomize": "kustomize", "terraform": "terraform", "tofu": "terraform", "packer": "packer",
    "aws": "aws", "az": "az", "vault": "vault", "jq": "jq", "yq": "jq", "skaffold": "skaffold",
    "argocd": "argocd",
}  # fmt: skip


_modules: dict[str, ModuleType] = {}


def _module(binary: str) -> ModuleType | None:
    name = TABLE_MODULES.get(binary)
    if name is None:
        return None
    if name not in _modules:
        # __import__, not importlib.import_module: the importlib package costs more to
        # import than the table itself, and only this tool's module is loaded.
        qualified = f"runtime.policy.floor.{name}"
        __import__(qualified)
        _modules[name] = sys.modules[qualified]
    return _modules[name]


def table(binary: str) -> Table | None:
    """BINARY's compiled operation table, or None for a binary without one."""
    module = _module(binary)
    return None if module is None else module.TABLES.get(binary)


def profile(binary: str) -> Profile:
    """What running BINARY takes besides its table (its floor module's PROFILES entry)."""
    module = _module(binary)
    profiles: dict[str, Profile] = getattr(module, "PROFILES", {})
    found = profiles.get(binary)
    if found is None:
        from runtime.policy.floor.model import NO_PROFILE

        return NO_PROFILE
    return found


# Readings and refusals depend on nothing but (binary, arguments): a plan's steps repeat
# them, and policy, the pipeline and the sandbox each ask for the same one. Bounded, so a
# process judging many distinct commands keeps memory flat.
_CACHE_LIMIT = 4096
_readings: dict[tuple[str, tuple[str, ...]], CanonicalCommand] = {}
_refusals: dict[tuple[str, tuple[str, ...]], str | None] = {}
# Rules read through a table: a policy's rules are few and asked for at every step.
_rules: dict[tuple[str, str], CanonicalCommand] = {}


def canonical(binary: str, args: Sequence[str]) -> CanonicalCommand:
    """ARGS read through BINARY's table; without a table every command is `exec`."""
    key = (binary, tuple(args))
    found = _readings.get(key)
    if found is None:
        found = _read(binary, key[1])
        _remember(_readings, key, found)
    return found


def _remember(cache: dict[_K, _T], key: _K, value: _T) -> None:
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = value


def canonical_rule(binary: str, rule: str) -> CanonicalCommand:
    """A denied rule's words read through BINARY's table, as arguments would be (an option
    a rule names without its value, `rebase -x`, is that option)."""
    key = (binary, rule)
    if key not in _rules:
        found = table(binary)
        if found is not None and found.grammar is not None:
            with found.grammar.leniently():
                _rules[key] = found.canonical(tuple(rule.split()))
        else:
            _rules[key] = _read(binary, tuple(rule.split()))
    return _rules[key]


def _read(binary: str, args: Sequence[str]) -> CanonicalCommand:
    found = table(binary)
    if found is not None and found.handoff:
        return _handed(found, found.canonical(args))
    if found is None:
        head = next((a for a in args if not a.startswith("-")), "")
        from runtime.policy.floor.model import CanonicalCommand  # not loaded by validate

        return CanonicalCommand(
            binary, head, "exec", rest=[a for a in args if a != head], known=False
        )
    return found.canonical(args)


def _handed(found: Table, command: CanonicalCommand) -> CanonicalCommand:
    """COMMAND with the words it hands to another tool after `--` (gh repo clone -> git
    clone) read by that tool's table: the child gets them as that table writes them back;
    they are a problem if that table cannot read them, if they name anything but options, or
    if its floor refuses them."""
    handed = found.handoff.get(command.path)
    if handed is None or command.problem is not None or "--" not in command.argv:
        return command
    other, lead = handed
    at = command.argv.index("--")
    words = list(command.argv[at + 1 :])
    read = canonical(other, [*lead, *words])
    where = f'{command.path} hands the words after "--" to {other} {" ".join(lead)}'
    given = read.argv[len(lead) :]
    problem = read.problem
    if problem is None:
        problem = refusal(other, [*lead, *words]) or refusal(other, read.argv)
    if problem is None and (read.operands is None or read.operands or "--" in given):
        problem = f"{other} {' '.join(lead)} takes options there and nothing else"
    if problem is not None:
        command.argv, command.problem = (), f"{where}: {problem}"
        command.effect, command.known = "exec", False
        return command
    command.argv = (*command.argv[: at + 1], *given)
    return command


def refusal(binary: str, args: Sequence[str]) -> str | None:
    """Why the floor refuses these arguments for BINARY (its tool module's word), or None."""
    key = (binary, tuple(args))
    if key in _refusals:
        return _refusals[key]
    module = _module(binary)
    command = canonical(binary, args)
    found = None
    refuse = getattr(module, "refusal", None)
    if refuse is not None:
        # The module's refusals read the words as typed, and as the child will get them.
        found = refuse(binary, args, command)
        if found is None and command.argv != tuple(args):
            found = refuse(binary, command.argv, command)
    _remember(_refusals, key, found)
    return found


def grammar_refusal(binary: str, command: CanonicalCommand) -> str | None:
    """The floor's word on arguments the tool's option grammar cannot read: an option the
    table cannot classify is refused, never forwarded."""
    if command.problem is None:
        return None
    return (
        f"safety floor: {binary} {command.problem}; an option its table cannot classify is "
        "refused, never forwarded"
    )


def refusal_hint(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    """What the tool offers instead, when a rule refuses COMMAND (its module's word), or None."""
    hint = getattr(_module(binary), "refusal_hint", None)
    return None if hint is None else hint(args, command)


def provider_words(command: CanonicalCommand) -> list[str]:
    """The provider operation COMMAND is, for a binary governed as one (gh: `api DELETE /x`)."""
    module = _module(command.binary)
    words = getattr(module, "provider_words", None)
    return list(command.words) if words is None else list(words(command))
