"""Files the runtime's own commands write (`config init --output`, `plan --out`).

They never replace the runtime's own files: the Home and what it holds, the audit
trail, the config and policy documents in force, whatever path names them.
"""

from __future__ import annotations

import os

from runtime.errors import DeniedError


def refuse_own_file(path: str, option: str) -> None:
    """DeniedError (exit 4) when PATH is, or holds, one of the runtime's own files, or is a
    hard link to one: the path guard's own-files check, without roots."""
    from runtime.policy.pathguard import own_file_denial

    denied = own_file_denial(path, os.path.realpath(path), "write", f"policy denied {option}: ")
    if denied is None:
        return
    raise DeniedError(
        denied.message,
        code="denied",
        hint=f"give {option} a path outside the Runtime Home and the documents in force",
    )
