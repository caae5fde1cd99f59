"""The safety floor: compiled in, narrowed by nothing, lowered by no document or flag.

The package holds one module per tool: its operation table (commands, aliases,
effects, options that name files) and its absolute refusals. `canonical()` reads
arguments through a binary's table; `refusal()` is the floor's word on them.
"""

from __future__ import annotations

from runtime.policy.floor.model import CanonicalCommand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from types import ModuleType

    from runtime.policy.floor.model import Table

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
        import importlib

        _modules[name] = importlib.import_module(f"runtime.policy.floor.{name}")
    return _modules[name]


def table(binary: str) -> Table | None:
    """BINARY's compiled operation table, or None for a binary without one."""
    module = _module(binary)
    return None if module is None else module.TABLES.get(binary)


# The last reading: policy and the pipeline both ask for it for one request.
_last: list[tuple[str, tuple[str, ...], CanonicalCommand]] = []
# Rules read through a table: a policy's rules are few and asked for at every step.
_rules: dict[tuple[str, str], CanonicalCommand] = {}


def canonical(binary: str, args: Sequence[str]) -> CanonicalCommand:
    """ARGS read through BINARY's table; without a table every command is `exec`."""
    key = tuple(args)
    if _last and _last[0][0] == binary and _last[0][1] == key:
        return _last[0][2]
    command = _read(binary, key)
    _last[:] = [(binary, key, command)]
    return command


def canonical_rule(binary: str, rule: str) -> CanonicalCommand:
    """A denied rule's words read through BINARY's table, as arguments would be."""
    key = (binary, rule)
    if key not in _rules:
        _rules[key] = _read(binary, tuple(rule.split()))
    return _rules[key]


def _read(binary: str, args: Sequence[str]) -> CanonicalCommand:
    found = table(binary)
    if found is None:
        head = next((a for a in args if not a.startswith("-")), "")
        return CanonicalCommand(
            binary, head, "exec", rest=[a for a in args if a != head], known=False
        )
    return found.canonical(args)


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    """Why the floor refuses these arguments for BINARY (its tool module's word), or None."""
    module = _module(binary)
    refuse = getattr(module, "refusal", None)
    return None if refuse is None else refuse(binary, args, command)


def provider_words(command: CanonicalCommand) -> list[str]:
    """The provider operation COMMAND is, for a binary governed as one (gh: `api DELETE /x`)."""
    module = _module(command.binary)
    words = getattr(module, "provider_words", None)
    return list(command.words) if words is None else list(words(command))
