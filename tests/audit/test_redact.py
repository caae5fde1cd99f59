"""The one redactor, on its own and where output and the audit trail use it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from runtime.audit import redact


@pytest.fixture(autouse=True)
def fresh_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The redactor reads the environment once per process; each test sets its own."""
    monkeypatch.setattr(redact, "_environment_secrets", None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Authorization: Bearer abc.def-123", "Authorization: Bearer ***"),
        ("authorization: token s3cr3t, next", "authorization: token ***, next"),
        ('{"Authorization": "Basic dXNlcjpwYXNz"}', '{"Authorization": "Basic ***"}'),
        ("see ghp_" + "a" * 36 + " here", "see *** here"),
        ("ghp_short", "ghp_short"),  # too short to be a token
        ("nothing secret", "nothing secret"),
        ("github_pat_" + "A1" * 11 + "_" + "z9" * 29 + "Q", "***"),
        ("inside" + "gho_" + "b" * 36 + "word", "inside***"),
        ("github_pat_too_short_to_be_one", "github_pat_too_short_to_be_one"),
        ("see http://bob:pw@host:8080/x", "see http://bob:***@host:8080/x"),
        ('{"u": "https://x:s3cret@ghe.example/api"}', '{"u": "https://x:***@ghe.example/api"}'),
        (
            "https://only-a-user@host/ and http://h/@scope/pkg",
            "https://only-a-user@host/ and http://h/@scope/pkg",
        ),
        ("mailto:bob@example.com", "mailto:bob@example.com"),
    ],
)
def test_shapes_are_masked(text: str, expected: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in redact.SECRET_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    assert redact.redact(text) == expected


def test_data_is_redacted_before_it_is_encoded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RUNTIME_GITHUB_TOKEN", 'ab"cd\\ef')
    data = {"out": ['x ab"cd\\ef y'], "n": 1}
    assert redact.redact_data(data) == {"out": ["x *** y"], "n": 1}


def test_a_secret_that_json_escapes_never_reaches_output_or_audit(
    runtime: Any, work: Path, home: Path
) -> None:
    secret = 'tok"en\\with-escapes'
    (work / "leak.txt").write_text(f"value={secret}\n")
    env = {"RUNTIME_GITHUB_TOKEN": secret}
    run = runtime("--output", "json", "files", "read", "leak.txt", env=env)
    assert run.code == 0
    assert "***" in run.json["output"]["content"]
    for text in (run.stdout, (home / "audit.jsonl").read_text()):
        assert "tok" not in text.replace("content", "")


def test_a_renamed_token_variable_is_redacted_without_a_github_call(
    runtime: Any, work: Path
) -> None:
    (work / "leak.txt").write_text("MY-PRIVATE-TOKEN-VALUE\n")
    env = {
        "RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV": "MY_TOKEN",
        "MY_TOKEN": "MY-PRIVATE-TOKEN-VALUE",
    }
    run = runtime("files", "read", "leak.txt", env=env)
    assert run.code == 0 and run.stdout == "***\n"


@pytest.mark.parametrize(
    "data",
    [
        {"steps": [{"args": ["append", "./log.txt", "line"], "output": {"bytes": 5}}]},
        {"output": {"content": "token ghp_" + "c" * 36}},
        {"ghp_" + "d" * 36: ["a token as a key"]},
        {"headers": {"Authorization": "Bearer abc.def-123"}},
        {"url": "https://user:hunter2@ghe.example/api", "n": None},
        {"content": 'x="q"uoted-secret-77"'},
    ],
)
def test_json_output_is_what_full_redaction_prints(
    data: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The envelope is encoded once when nothing needs masking; the text is the same either way."""
    from runtime.cli.reporter import redacted_json, to_json

    monkeypatch.setenv("RUNTIME_GITHUB_TOKEN", 'q"uoted-secret-77')
    text = redacted_json(data)
    assert text == redact.redact(to_json(redact.redact_data(data)))
    for secret in ("c" * 36, "d" * 36, "abc.def", "hunter2", "secret-77"):
        assert secret not in text
