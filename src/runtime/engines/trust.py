"""Which directories a binary may be pinned from: the policy's search path, minus relative,
empty and writable-by-anyone directories (never PATH, never the current directory)."""

from __future__ import annotations

import os
import stat

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.policy.model import Policy


def trusted_search_path(policy: Policy) -> list[str]:
    """The policy's search path minus relative, empty and writable-by-anyone directories."""
    trusted: list[str] = []
    for directory in policy.search_path:
        if os.path.isabs(directory) and directory not in trusted and is_trusted_dir(directory):
            trusted.append(directory)
    return trusted


def is_trusted_dir(directory: str) -> bool:
    # Even with the sticky bit, anyone may add a file to a world-writable directory.
    try:
        mode = os.stat(directory).st_mode
    except (OSError, ValueError):
        return False
    return stat.S_ISDIR(mode) and not mode & stat.S_IWOTH
