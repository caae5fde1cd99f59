"""What a files operation is about and which roots guard it (for the engine and the edits)."""

from __future__ import annotations

from runtime.policy.pathguard import PathGuard

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.policy.model import Policy
    from runtime.policy.pathguard import Target
    from runtime.providers.operations import Bound

STRUCTURED_EDITS = frozenset({"yaml", "terraform", "codeowners"})


def guard_for(bound: Bound, policy: Policy, cwd: str) -> PathGuard:
    """Read roots for read and list; write roots for everything that changes a file."""
    verb = bound.operation.name
    if bound.operation.effect == "read":
        return PathGuard.reading(policy, cwd, verb)
    return PathGuard.writing(policy, cwd, verb)


def subject_path(bound: Bound) -> str:
    """The path an operation is about: its PATH/DIR, or --dir for a structured edit."""
    if bound.operation.words[0] in STRUCTURED_EDITS:
        return bound.option("--dir") or "."
    return bound.positionals[0]


def resolve_target(bound: Bound, policy: Policy, cwd: str) -> Target:
    # delete removes a symlink itself, as unlink does, rather than the file it names
    follow_final = bound.operation.words != ("delete",)
    return guard_for(bound, policy, cwd).resolve(subject_path(bound), follow_final)
