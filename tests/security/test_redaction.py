"""Tokens never reach stdout, stderr, the JSON envelope or the audit file (DESIGN.md section 8).

Each scenario makes the token really flow towards the output: it is sent to the
stand-in, echoed back in an error body, placed in an argument, printed by git.
The tests check the mask is where the token would have been, so they fail if
the redactor were removed, not only if the token happened not to be there.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import runtime_env, write_steps
from support.github_standin import GitHubStandIn

MASK = "***"
TOKENS = {
    "ghp_": "ghp_" + "a1B2c3D4e5" * 3 + "F6g7H8",
    "gho_": "gho_" + "Q9r8S7t6U5" * 3 + "v4W3x2",
    "ghu_": "ghu_" + "k1L2m3N4o5" * 3 + "P6q7R8",
    "ghs_": "ghs_" + "z9Y8x7W6v5" * 3 + "U4t3S2",
    "ghr_": "ghr_" + "m1N2b3V4c5" * 7 + "X6z7L8k9J0",
    "github_pat_": "github_pat_11ABCDEFG0"
    + "hIjKlMnOpQrS"
    + "_"
    + "tUvWxYz0123456789" * 3
    + "abcdefgh",
}
PREFIXES = list(TOKENS)


def leaks(token: str, run: Any, home: Path) -> list[str]:
    audit = home / "audit.jsonl"
    places = {
        "stdout": run.stdout,
        "stderr": run.stderr,
        "audit": audit.read_text() if audit.exists() else "",
    }
    return [name for name, text in places.items() if token in text]


def git_repo(path: Path) -> Path:
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-C", str(path)]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "commit", "-q", "--allow-empty", "-m", "first"], check=True)
    return path


@pytest.mark.parametrize("prefix", PREFIXES)
def test_a_token_in_an_argument_is_masked_everywhere(
    prefix: str, runtime: Any, home: Path, tmp_path: Path
) -> None:
    token = TOKENS[prefix]
    with GitHubStandIn(tokens={token: "octocat"}) as standin:
        env = runtime_env(standin, token)
        typed = runtime(
            "--output", "json", "github", "api", "GET", "/user", f"note={token}", env=env
        )
        cap = write_steps(
            tmp_path, "note.md", [("github", ["api", "GET", "/user", f"note={token}"])]
        )
        stepped = runtime("--output", "json", "capability", "execute", str(cap), env=env)
        text = runtime("capability", "execute", str(cap), env=env)
    assert (typed.code, stepped.code, text.code) == (0, 0, 0), (typed, stepped, text)
    # the token really went to GitHub: it was used, not lost
    assert [r.query["note"] for r in standin.requests if r.query] == [[token]] * 3
    assert {r.header("Authorization") for r in standin.requests} == {f"Bearer {token}"}
    for run in (typed, stepped, text):
        assert leaks(token, run, home) == [], run
    assert stepped.json["steps"][0]["args"] == ["api", "GET", "/user", f"note={MASK}"]
    assert f"note={MASK}" in text.stderr + text.stdout
    assert f'"note={MASK}"' in (home / "audit.jsonl").read_text()


@pytest.mark.parametrize("prefix", PREFIXES)
def test_a_token_echoed_in_an_error_body_is_masked(
    prefix: str, runtime: Any, home: Path, tmp_path: Path
) -> None:
    token = TOKENS[prefix]  # well-formed, but not one the stand-in accepts
    with GitHubStandIn(echo_token_in_errors=True) as standin:
        env = runtime_env(standin, token)
        as_json = runtime("--output", "json", "github", "user", "get", env=env)
        as_text = runtime("github", "repo", "view", "acme/web", env=env)
        status = runtime("auth", "status", env=env)
        cap = write_steps(tmp_path, "echo.md", [("github", ["repo", "summary", "acme/web"])])
        stepped = runtime("--output", "json", "capability", "execute", str(cap), env=env)
    assert {r.status for r in standin.requests} == {401}
    for run in (as_json, as_text, status, stepped):
        assert run.code == 5, run
        assert leaks(token, run, home) == [], run
    masked = f"Bad credentials: token {MASK} was not accepted"
    assert as_json.json["output"]["message"] == masked
    assert masked in as_json.json["error"]["message"]
    assert masked in as_text.stdout and masked in as_text.stderr
    assert masked in status.stdout
    assert stepped.json["steps"][0]["output"]["message"] == masked


@pytest.mark.parametrize("prefix", PREFIXES)
def test_a_token_printed_by_a_binary_is_masked(
    prefix: str, runtime: Any, home: Path, work: Path, tmp_path: Path
) -> None:
    token = TOKENS[prefix]
    git_repo(work)
    env = {"RUNTIME_GITHUB_TOKEN": token}
    args = ["log", "-1", f"--format=%s by {token}"]
    typed = runtime("command", "run", "git", *args, env=env)
    as_json = runtime("--output", "json", "command", "run", "git", *args, env=env)
    cap = write_steps(tmp_path, "git.md", [("binary:git", args)])
    stepped = runtime("--output", "json", "capability", "execute", str(cap), env=env)
    for run in (typed, as_json, stepped):
        assert run.code == 0, run
        assert leaks(token, run, home) == [], run
    assert typed.stdout.strip() == f"first by {MASK}"
    assert as_json.json["output"]["stdout"].strip() == f"first by {MASK}"
    assert stepped.json["steps"][0]["output"]["stdout"].strip() == f"first by {MASK}"


def test_a_token_of_a_known_shape_is_masked_even_when_it_is_not_the_configured_one(
    runtime: Any, home: Path, work: Path
) -> None:
    git_repo(work)
    stray = TOKENS["ghs_"]
    run = runtime("command", "run", "git", "log", "-1", f"--format=%s {stray}")
    assert run.code == 0, run
    assert leaks(stray, run, home) == []
    assert run.stdout.strip() == f"first {MASK}"


def test_the_token_variable_is_masked_whatever_its_shape(
    runtime: Any, home: Path, work: Path
) -> None:
    git_repo(work)
    opaque = "opaque-credential-7f3a9c"
    run = runtime(
        "--output", "json", "command", "run", "git", "log", "-1", f"--format=%s {opaque}",
        env={"RUNTIME_GITHUB_TOKEN": opaque},
    )  # fmt: skip
    assert run.code == 0, run
    assert leaks(opaque, run, home) == []
    assert run.json["output"]["stdout"].strip() == f"first {MASK}"


@pytest.mark.parametrize(
    "template",
    [
        '{{"Authorization": ["Bearer {secret}"]}}',  # an http.Header marshalled to JSON
        "map[Authorization:[token {secret}]]",  # an http.Header printed by Go (gh is Go)
        "Authorization: Bearer  {secret}",  # two spaces after the scheme
        'Authorization: Digest username="u", response="{secret}"',
        "Authorization:\t{secret}",  # a tab after the colon
        "Authorization:\tBearer\t{secret}",  # and after the scheme
        "authorization: \t {secret}",
        "Authorization: {letters} and more",  # a credential of letters is no scheme
    ],
)
def test_authorization_header_values_in_other_shapes_are_masked(
    runtime: Any, template: str
) -> None:
    secret = "n0tAGitHubShapeButAHeaderCredential42"
    letters = "OnlyLettersMakeThisCredential"
    text = template.format(secret=secret, letters=letters)
    assert runtime("files", "write", "headers.txt", text).code == 0
    for output in ("text", "json", "raw"):
        shown = runtime("--output", output, "files", "read", "headers.txt")
        assert secret not in shown.stdout + shown.stderr, (output, shown)
        assert letters not in shown.stdout + shown.stderr, (output, shown)
        assert "***" in shown.stdout


@pytest.mark.parametrize(
    "url",
    [
        "https://deploy:pa'ss-{secret}@ghe.example/acme/web.git",  # a sub-delim RFC 3986 allows
        "https://deploy:{secret}'@ghe.example/x",
        "git clone 'https://deploy:it's-{secret}@ghe.example/x'",
        "https://deploy:p%40ss(){secret}!@ghe.example/x",
        "https://deploy:pässwörd{secret}@ghe.example/x",  # an IRI's userinfo
    ],
)
def test_a_url_password_holding_any_userinfo_character_is_masked(runtime: Any, url: str) -> None:
    secret = "Zz9SecretPart"
    assert runtime("files", "write", "url.txt", url.format(secret=secret)).code == 0
    for output in ("text", "json", "raw"):
        shown = runtime("--output", output, "files", "read", "url.txt")
        assert secret not in shown.stdout + shown.stderr, (output, shown)
        assert "deploy:***@ghe.example" in shown.stdout, (output, shown)
