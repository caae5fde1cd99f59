"""The safety floor: compiled in, narrowed by nothing, lowered by no document or flag."""

from __future__ import annotations

SELF_BINARY = "runtime"

# Shells, interpreters and privilege tools would turn any allow-list into "run anything".
FORBIDDEN_BINARIES: frozenset[str] = frozenset(
    {
        SELF_BINARY, "sh", "bash", "zsh", "dash", "ksh", "fish", "env", "xargs", "python",
        "python3", "perl", "ruby", "node", "sudo", "su", "doas",
    }
)  # fmt: skip

# gcloud may read, never change: a command whose verb is one of these is refused.
GCLOUD_MUTATING_VERBS: frozenset[str] = frozenset(
    {
        "create", "delete", "deploy", "update", "set", "add", "remove", "enable", "disable",
        "import", "patch",
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
