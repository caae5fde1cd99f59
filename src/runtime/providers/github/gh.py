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

    from runtime.engines.command import Pinned
    from runtime.engines.process import Completed
    from runtime.pipeline import Auth
    from runtime.policy.model import Policy
    from runtime.providers.operations import Bound


def argv_for(bound: Bound) -> list[str]:
    return [*bound.operation.words, *bound.positionals, *bound.passthrough]


# --jq and --template reshape gh's JSON into text the caller chose; that stays text.
SHAPING_FLAGS = ("--jq", "-q", "--template", "-t")


def _wants_json(bound: Bound) -> bool:
    flags = [flag.partition("=")[0] for flag in bound.passthrough if flag.startswith("-")]
    return "--json" in flags and not any(flag in SHAPING_FLAGS for flag in flags)


def _parse(stdout: str, bound: Bound) -> Any:
    import json

    if not _wants_json(bound):
        return stdout
    try:
        return json.loads(stdout)
    except ValueError:
        return stdout


def run(bound: Bound, auth: Auth) -> Outcome:
    from runtime.engines import command
    from runtime.policy.load import effective_policy

    policy = effective_policy()
    try:
        pinned = command.pin("gh", policy)
    except command.BinaryNotFound:
        return Outcome(
            False,
            error=f"github {bound.operation.name} runs gh, which is not installed "
            "in the trusted search path (install the GitHub CLI, Debian package gh)",
            exit_code=1,
            transport="cli",
        )
    except command.BinaryDenied as denied:
        return Outcome(
            False,
            error=denied.decision.message,
            exit_code=4,
            transport="cli",
            detail={"status": "denied"},
        )
    done = _run_privately(pinned, argv_for(bound), auth, policy)
    return _outcome(bound, done, {"pinned": pinned.path})


def _run_privately(pinned: Pinned, argv: list[str], auth: Auth, policy: Policy) -> Completed:
    """gh in an empty directory with its own empty config, both removed afterwards."""
    from runtime.engines import command, process

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
        return process.run(
            [pinned.path, *argv],
            executable=pinned.real,
            env=command.child_env("gh", policy, extra),
            cwd=work,
            timeout=policy.timeout_seconds,
        )
    finally:
        shutil.rmtree(private, ignore_errors=True)


def _outcome(bound: Bound, done: Completed, detail: dict[str, Any]) -> Outcome:
    if done.exit_code == 0:
        return Outcome(
            True, output=_parse(done.stdout, bound), exit_code=0, transport="cli", detail=detail
        )
    detail["status"], message = _failure(bound, done.stderr, done.exit_code)
    return Outcome(
        False,
        output={"stdout": done.stdout, "stderr": done.stderr},
        error=message,
        exit_code=done.exit_code,
        transport="cli",
        detail=detail,
    )


def _failure(bound: Bound, stderr: str, exit_code: int) -> tuple[str, str]:
    """The step status and message: GitHub's answer when gh reports one, else gh's first line.

    gh ends with advice that does not apply here ("Try authenticating with: gh auth
    login"); its first line is the error itself.
    """
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    http = next((found for found in map(_http_status, lines) if found is not None), None)
    name = f"gh {bound.operation.name}"
    if http is None:
        return "failed", f"{name} failed (exit {exit_code}): {lines[0] if lines else 'no message'}"
    code, reason = http
    message = f"{name}: returned status {code}: {reason}"
    if code != 401:
        return "failed", message
    from runtime.auth.github import token_env

    return "auth", f"{message} (GitHub rejected the token: set a valid one in {token_env()})"


def _http_status(line: str) -> tuple[int, str] | None:
    """gh's `[context: ]HTTP 404: Not Found (https://api.github.com/...)` as (404, "Not Found")."""
    start = line.find("HTTP ")
    while start >= 0:
        code, rest = line[start + 5 : start + 8], line[start + 8 :]
        if code.isdigit() and rest.startswith(": "):
            reason = rest[2:]
            if reason.endswith(")") and " (http" in reason:
                reason = reason[: reason.rindex(" (http")]
            return int(code), reason
        start = line.find("HTTP ", start + 1)
    return None
