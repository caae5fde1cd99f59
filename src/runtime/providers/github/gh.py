"""The cli transport: the pinned gh, in a private empty directory, with the token as GH_TOKEN.

gh never guesses a repository from the caller's directory (pass --repo), never
reads the caller's gh config (a private GH_CONFIG_DIR), and gets the bounded
environment of the Command Engine plus GH_TOKEN and the configured GH_HOST.
"""

from __future__ import annotations

import os
import shutil
import tempfile

from runtime.pipeline import Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.pipeline import Auth
    from runtime.providers.operations import Bound


def argv_for(bound: Bound) -> list[str]:
    return [*bound.operation.words, *bound.positionals, *bound.passthrough]


def _wants_json(bound: Bound) -> bool:
    return any(flag == "--json" or flag.startswith("--json=") for flag in bound.passthrough)


def _parse(stdout: str, bound: Bound) -> Any:
    import json

    if not _wants_json(bound):
        return stdout
    try:
        return json.loads(stdout)
    except ValueError:
        return stdout


def run(bound: Bound, auth: Auth) -> Outcome:
    from runtime.engines import command, process
    from runtime.policy.load import effective_policy

    policy = effective_policy()
    try:
        pinned = command.pin("gh", policy)
    except command.BinaryNotFound:
        return Outcome(
            False,
            error=f"github {bound.operation.name} runs gh, which is not installed "
            "(install the GitHub CLI, Debian package gh)",
            exit_code=1,
            transport="cli",
        )
    private = tempfile.mkdtemp(prefix="runtime-gh-")
    try:
        config = os.path.join(private, "config")
        work = os.path.join(private, "work")
        os.mkdir(config, 0o700)
        os.mkdir(work, 0o700)
        extra = dict(auth.env)
        extra.update(
            GH_CONFIG_DIR=config,
            GH_NO_UPDATE_NOTIFIER="1",
            GH_PROMPT_DISABLED="1",
            NO_COLOR="1",
            GH_SPINNER_DISABLED="1",
        )
        env = command.child_env("gh", policy, extra)
        done = process.run(
            [pinned.path, *argv_for(bound)], env=env, cwd=work, timeout=policy.timeout_seconds
        )
    finally:
        shutil.rmtree(private, ignore_errors=True)
    detail = {"pinned": pinned.path}
    if done.exit_code != 0:
        message = (done.stderr.strip().splitlines() or [f"gh exited {done.exit_code}"])[-1]
        return Outcome(
            False,
            output={"stdout": done.stdout, "stderr": done.stderr},
            error=f"gh {bound.operation.name} failed (exit {done.exit_code}): {message}",
            exit_code=done.exit_code,
            transport="cli",
            detail=detail,
        )
    return Outcome(
        True, output=_parse(done.stdout, bound), exit_code=0, transport="cli", detail=detail
    )
