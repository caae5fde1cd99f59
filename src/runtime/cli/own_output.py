"""Files the runtime's own commands write (`config init --output`, `plan --out`).

They never replace the runtime's own files: the Home and what it holds, the audit
trail, the config and policy documents in force, whatever path names them.
"""

from __future__ import annotations

import os

from runtime.cli.errors import DeniedError

OWN_FILES_RULE = "runtime own files"


def refuse_own_file(path: str, option: str) -> None:
    """DeniedError (exit 4) when PATH is, or lies in, one of the runtime's own files."""
    from runtime.providers.files.pathguard import own_path_of

    real = os.path.realpath(path)
    own = own_path_of(real)
    if own is None:
        return
    raise DeniedError(
        f"policy denied {option} {path}: it is the runtime's own file {own} "
        f"(matches {OWN_FILES_RULE})",
        code="denied",
        hint=f"give {option} a path outside the Runtime Home and the documents in force",
    )
