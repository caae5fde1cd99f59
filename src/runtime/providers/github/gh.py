"""The cli transport: the pinned gh, in a private empty directory, with the validated token.

gh never guesses a repository from the caller's directory (pass --repo), never
reads the caller's gh config (a private GH_CONFIG_DIR), and gets the bounded
environment of the Command Engine plus the configured GH_HOST.

The token comes from the Auth stage as a file to place (auth/github.py
`child_handover`: a hosts.yml for the configured host only, never GH_TOKEN); the
Command Engine places it for this one child without knowing what it holds.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.model import Outcome

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.engines.command import Pinned
    from runtime.engines.process import Completed
    from runtime.model import Auth
    from runtime.policy.model import Policy
    from runtime.providers.operations import Bound


def argv_for(bound: Bound) -> list[str]:
    if any(word.startswith("-") for word in bound.positionals):
        # data given after `--` stays data for gh too
        return [*bound.operation.words, *bound.passthrough, "--", *bound.positionals]
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
            exit_code=exit_codes.FAILED,
            transport="cli",
        )
    except command.BinaryDenied as denied:
        return Outcome(
            False,
            error=denied.decision.message,
            exit_code=exit_codes.DENIED,
            transport="cli",
            detail={"status": statuses.DENIED},
        )
    from runtime.engines.sandbox import availability

    detail: dict[str, Any] = {"pinned": pinned.path, "sandbox": availability(policy).name}
    argv, refused = judged_argv(bound)
    refused = refused or _unconfined_refusal(argv, policy)
    if refused is not None:
        detail["status"] = statuses.DENIED
        return Outcome(
            False, error=refused, exit_code=exit_codes.DENIED, transport="cli", detail=detail
        )
    return _outcome(bound, _run_privately(pinned, argv, auth, policy), detail)


def judged_argv(bound: Bound) -> tuple[list[str], str | None]:
    """What gh is given: the operation's words read by gh's own grammar (floor/gh.py) and
    written back, never the caller's spelling; or why gh's table cannot read them."""
    from runtime.policy import floor

    read = floor.canonical("gh", argv_for(bound))
    refused = floor.grammar_refusal("gh", read)
    if refused is not None:
        return [], f"policy denied github {bound.operation.name}: {refused}"
    return list(read.argv), None


def _unconfined_refusal(argv: list[str], policy: Policy) -> str | None:
    """Without the sandbox gh reads any file it is named (`--body-file F`, `-F k=@F`,
    /proc/self/fd/N of its own token): each is held to the roots by the path guard."""
    import os

    from runtime.engines.sandbox import availability
    from runtime.policy.unconfined import unconfined_argument_denial

    if availability(policy).active:
        return None
    action = "gh without the sandbox"
    denied = unconfined_argument_denial(argv, policy, os.getcwd(), action, own_cwd=True)
    return None if denied is None else denied.message


def _run_privately(pinned: Pinned, argv: list[str], auth: Auth, policy: Policy) -> Completed:
    """gh in an empty directory, with what the Auth stage hands it (GH_HOST, and a private
    GH_CONFIG_DIR holding only the token, which the engine places)."""
    from runtime.engines import command
    from runtime.engines.process import Completed
    from runtime.engines.sandbox import Scratch

    handover = auth.child
    extra = dict(handover.env) if handover is not None else {}
    extra.update(
        GH_NO_UPDATE_NOTIFIER="1",
        GH_PROMPT_DISABLED="1",
        NO_COLOR="1",
        GH_SPINNER_DISABLED="1",
    )
    with Scratch("runtime-gh-") as work:
        env = command.child_env("gh", policy, extra)
        done = command.spawn(pinned, argv, policy, work, env, handover=handover)
    return Completed(4, "", done + "\n") if isinstance(done, str) else done


def _outcome(bound: Bound, done: Completed, detail: dict[str, Any]) -> Outcome:
    if done.egress is not None:  # the grant and each connection gh tried (engines/egress/)
        detail["egress"] = done.egress
    if done.exit_code == 0:
        return Outcome(
            True, output=_parse(done.stdout, bound), exit_code=0, transport="cli", detail=detail
        )
    detail["status"], message = _failure(bound, done.stderr, done.exit_code)
    return Outcome(
        False,
        output={"stdout": done.stdout, "stderr": done.stderr},
        error=message,
        exit_code=exit_codes.USAGE if detail["status"] == statuses.INVALID else done.exit_code,
        transport="cli",
        detail=detail,
    )


def _failure(bound: Bound, stderr: str, exit_code: int) -> tuple[str, str]:
    """The step status and message: GitHub's answer when gh reports one, else gh's first line.

    gh ends with advice that does not apply here ("Try authenticating with: gh auth
    login"); its first line is the error itself.
    """
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    name = f"gh {bound.operation.name}"
    if not _names_repo(bound) and any(map(_no_base_repo, lines)):
        return statuses.INVALID, (
            f"{name} needs --repo OWNER/REPO: gh runs in a private empty directory, "
            "never the caller's checkout, so it cannot infer the repository"
        )
    http = next((found for found in map(_http_status, lines) if found is not None), None)
    if http is None:
        return (
            statuses.FAILED,
            f"{name} failed (exit {exit_code}): {lines[0] if lines else 'no message'}",
        )
    code, reason = http
    message = f"{name}: returned status {code}: {reason}"
    if code != 401:
        return statuses.FAILED, message
    from runtime.auth.github import token_env

    return statuses.AUTH, f"{message} (GitHub rejected the token: set a valid one in {token_env()})"


def _names_repo(bound: Bound) -> bool:
    """Whether gh was given a repository (--repo R, --repo=R, -R R, -RR)."""
    return any(
        flag in ("--repo", "-R") or flag.startswith(("--repo=", "-R")) for flag in bound.passthrough
    )


def _no_base_repo(line: str) -> bool:
    """gh's words for "no repository given and none in the working directory"."""
    return "not a git repository" in line or "failed to determine base repo" in line


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
