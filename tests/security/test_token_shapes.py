"""Property: no GitHub credential of any documented shape reaches the output or the Home.

Tokens are generated in GitHub's documented shapes (classic `ghp_/gho_/ghu_/ghs_/ghr_`
followed by 36 characters of [A-Za-z0-9]; fine-grained `github_pat_` followed by 22 of
them, `_`, and 59 more), embedded in prose, inside words, in JSON, in URLs and in error
bodies the GitHub stand-in echoes, then pushed through every channel a user sees: stdout
in text, json and raw, stderr, and every file under the Runtime Home.
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from providers.github.standin_env import runtime_env, write_steps
from runtime.audit import redact
from support.github_standin import GitHubStandIn

ALNUM = string.ascii_letters + string.digits
CLASSIC = ("ghp_", "gho_", "ghu_", "ghs_", "ghr_")


def _alnum(size: int) -> st.SearchStrategy[str]:
    return st.text(ALNUM, min_size=size, max_size=size)


CLASSIC_TOKENS = st.tuples(st.sampled_from(CLASSIC), _alnum(36)).map("".join)
FINE_GRAINED_TOKENS = st.tuples(_alnum(22), _alnum(59)).map(
    lambda parts: f"github_pat_{parts[0]}_{parts[1]}"
)
TOKENS = st.one_of(CLASSIC_TOKENS, FINE_GRAINED_TOKENS)
# prose around a token, letters included, so a token can sit inside a word
WORDS = st.text(ALNUM + " .,:;-=/()", max_size=12)


def _in_prose(token: str, before: str, after: str) -> str:
    return f"{before}{token}{after}"


def _in_json(token: str, before: str, after: str) -> str:
    return json.dumps({"note": before, "credential": token, "nested": [f"{after} {token}"]})


def _in_url(token: str, before: str, after: str) -> str:
    return (
        f"clone https://x-access-token:{token}@github.com/acme/web.git {before}"
        f" or https://api.github.com/user?access_token={token}&{after}"
    )


PLACEMENTS = st.sampled_from((_in_prose, _in_json, _in_url))
EMBEDDED = st.builds(
    lambda place, token, a, b: (token, place(token, a, b)), PLACEMENTS, TOKENS, WORDS, WORDS
)


def _fragments(token: str) -> list[str]:
    """The token, and its secret tail: a partial mask must not leave that behind either."""
    return [token, token[-20:]]


@pytest.fixture(autouse=True)
def fresh_environment_without_token_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    """The redactor reads the environment anew, and no token variable of the caller is in it."""
    monkeypatch.setattr(redact, "_environment_secrets", None)
    for name in redact.SECRET_VARIABLES:
        monkeypatch.delenv(name, raising=False)


@settings(max_examples=400, deadline=None)
@given(embedded=EMBEDDED)
def test_the_redactor_masks_every_documented_shape(embedded: tuple[str, str]) -> None:
    token, text = embedded
    masked = redact.redact(text)
    assert redact.MASK in masked
    assert not [f for f in _fragments(token) if f in masked], masked
    data = redact.redact_data({"deep": [{"value": text}]})
    assert token not in json.dumps(data)


@settings(max_examples=200, deadline=None)
@given(FINE_GRAINED_TOKENS)
def test_a_fine_grained_token_alone_is_masked(token: str) -> None:
    """The case the old `"gh" in text` shortcut missed: github_pat_ bodies rarely hold "gh"."""
    assert redact.redact(token) == redact.MASK
    assert redact.redact(f"token={token};") == f"token={redact.MASK};"


def _leaks(token: str, runs: list[Any], home: Path) -> list[str]:
    found = []
    for index, run in enumerate(runs):
        for stream in ("stdout", "stderr"):
            if any(f in getattr(run, stream) for f in _fragments(token)):
                found.append(f"run {index} {stream}")
    release_owned = (home / "specs", home / "commands")  # generated from the code, not from data
    for path in home.rglob("*"):
        if any(path.is_relative_to(owned) for owned in release_owned):
            continue  # (the git table's zero object id would match a token tail of zeros)
        if path.is_file() and any(f in path.read_text(errors="replace") for f in _fragments(token)):
            found.append(str(path))
    return found


_CLI_SETTINGS = settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@_CLI_SETTINGS
@given(embedded=EMBEDDED)
def test_no_token_reaches_output_or_the_home_through_files(
    embedded: tuple[str, str], runtime: Any, home: Path, work: Path, tmp_path: Path
) -> None:
    token, text = embedded
    write = runtime("files", "write", "./secret.txt", text)
    assert write.code == 0, write
    assert (work / "secret.txt").read_text() == text  # the data itself is written untouched
    reads = [runtime("--output", fmt, "files", "read", "./secret.txt") for fmt in FORMATS]
    assert all(run.code == 0 for run in reads), reads
    assert redact.MASK in reads[0].stdout
    missing = runtime("--output", "json", "files", "read", f"./{token}.txt")
    assert missing.code != 0 and redact.MASK in missing.stdout, missing
    cap = write_steps(tmp_path, "echo.md", [("files", ["append", "./log.txt", text])])
    stepped = runtime("--output", "json", "capability", "execute", str(cap))
    assert stepped.code == 0, stepped
    assert _leaks(token, [write, *reads, missing, stepped], home) == []


FORMATS = ("text", "json", "raw")


@_CLI_SETTINGS
@given(embedded=EMBEDDED)
def test_no_token_reaches_output_or_the_home_through_github(
    embedded: tuple[str, str], runtime: Any, home: Path
) -> None:
    token, text = embedded
    with GitHubStandIn(tokens={"stand-in-token-0123": "octocat"}) as standin:
        env = runtime_env(standin, "stand-in-token-0123")
        args = ("github", "api", "GET", "/user", f"note={text}")
        runs = [runtime("--output", fmt, *args, env=env) for fmt in FORMATS]
        sent = [r.query["note"] for r in standin.requests if r.query]  # not the identity lookup
    assert [run.code for run in runs] == [0, 0, 0], runs
    assert sent == [[text]] * 3  # the token really travelled: it was used, not dropped
    assert _leaks(token, runs, home) == []


@_CLI_SETTINGS
@given(token=TOKENS)
def test_no_token_echoed_in_an_error_body_reaches_output_or_the_home(
    token: str, runtime: Any, home: Path
) -> None:
    with GitHubStandIn(echo_token_in_errors=True) as standin:
        env = {**runtime_env(standin, token), "RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV": "MY_TOKEN"}
        env["MY_TOKEN"] = env.pop("RUNTIME_GITHUB_TOKEN")
        runs = [runtime("--output", fmt, "github", "user", "get", env=env) for fmt in FORMATS]
    assert {r.status for r in standin.requests} == {401}
    assert all(run.code == 5 for run in runs), runs
    assert redact.MASK in runs[1].stdout
    assert _leaks(token, runs, home) == []


def test_an_exception_message_and_its_debug_trace_are_masked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from runtime.cli import main
    from runtime.cli.reporter import emit

    token = "github_pat_" + "A1b2" * 5 + "C3" + "_" + "d4E5f6" * 9 + "G7h8i"
    monkeypatch.setenv("RUNTIME_DEBUG", "1")
    try:
        raise RuntimeError(f"boom with {token}")
    except RuntimeError as error:
        result = main._internal("files read", error)
    emit(result, "json")
    out, err = capsys.readouterr()
    assert token not in out + err
    assert json.loads(out)["error"]["message"] == "internal error: RuntimeError: boom with ***"
    assert "RuntimeError: boom with ***" in err and "Traceback" in err
