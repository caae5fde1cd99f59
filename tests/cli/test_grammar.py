"""One argument grammar for typed words and step args (DESIGN.md section 3, decision 9).

`runtime files write ./z WORDS...` and a step `[write, ./z, WORDS...]` are the same
request: `--help`/`-h` after the operation's words is data, `--` ends option parsing,
and only the bytes a user meant as data ever reach the file. A trailing `--output` among
typed provider or binary words could be either the global flag or data, so the typed
form refuses it (exit 2) and names both ways to say which; commands without free words
keep accepting it (`audit tail -n 10 --output json`, as the seed writes it).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from providers.github.standin_env import write_steps

FORMATS = ["text", "json"]
# words after PATH, and what the file must then hold
SAME_IN_BOTH = [
    (["--help"], "--help"),
    (["-h"], "-h"),
    (["a", "--help", "b"], "a --help b"),
    (["--", "--help"], "--help"),
    (["--", "-h"], "-h"),
    (["--", "--output", "json"], "--output json"),
    (["--", "--output=raw", "x"], "--output=raw x"),
    (["--", "--"], "--"),
    (["hello", "--", "world"], "hello world"),
]
AMBIGUOUS = [["--output", "json"], ["x", "--output=raw"], ["--output", "text", "--", "y"]]


def typed(runtime: Any, fmt: str, *words: str) -> Any:
    return runtime("--output", fmt, *words)


def stepped(runtime: Any, fmt: str, tmp_path: Path, args: list[str]) -> Any:
    cap = write_steps(tmp_path, "step.md", [("files", args)])
    return runtime("--output", fmt, "capability", "execute", str(cap))


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(("words", "content"), SAME_IN_BOTH)
def test_typed_words_and_step_args_write_the_same_data(
    fmt: str, words: list[str], content: str, runtime: Any, work: Path, tmp_path: Path
) -> None:
    by_hand = typed(runtime, fmt, "files", "write", "./typed.txt", *words)
    assert by_hand.code == 0, by_hand
    by_step = stepped(runtime, fmt, tmp_path, ["write", "./step.txt", *words])
    assert by_step.code == 0, by_step
    assert (work / "typed.txt").read_text() == content
    assert (work / "step.txt").read_text() == content
    assert sorted(p.name for p in work.iterdir()) == ["step.txt", "typed.txt"]
    if fmt == "json":
        assert by_hand.json["output"]["bytes"] == len(content.encode())
        assert by_step.json["steps"][0]["output"]["bytes"] == len(content.encode())


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("words", AMBIGUOUS)
def test_a_trailing_output_after_provider_words_is_refused_as_ambiguous(
    fmt: str, words: list[str], runtime: Any, work: Path
) -> None:
    run = typed(runtime, fmt, "files", "write", "./z.txt", *words)
    assert run.code == 2, run
    message, hint = (
        (run.json["error"]["message"], run.json["error"]["hint"])
        if fmt == "json"
        else (run.stderr, run.stderr)
    )
    assert "ambiguous --output" in message and "runtime files write" in message
    assert "runtime --output FORMAT files write" in hint and "-- --output" in hint
    if fmt == "json":
        assert run.json["error"]["code"] == "ambiguous-output"
    assert list(work.iterdir()) == []  # nothing written, not even a file named after a word


@pytest.mark.parametrize("words", AMBIGUOUS)
def test_in_a_step_the_same_words_are_data(
    words: list[str], runtime: Any, work: Path, tmp_path: Path
) -> None:
    """A step has no global flags: what the typed form refuses to guess is plain data there."""
    run = stepped(runtime, "json", tmp_path, ["write", "./z.txt", *words])
    assert run.code == 0, run
    expected = list(words)
    if "--" in expected:
        expected.remove("--")  # the step's own end of options, as in the typed form
    assert (work / "z.txt").read_text() == " ".join(expected)


@pytest.mark.parametrize("fmt", FORMATS)
def test_github_words_with_a_trailing_output_are_refused_before_any_request(
    fmt: str, runtime: Any
) -> None:
    run = typed(runtime, fmt, "github", "repo", "view", "x/y", "--output", "json")
    assert run.code == 2, run
    shown = run.stdout if fmt == "json" else run.stderr
    assert "ambiguous --output after the words of `runtime github repo view`" in shown


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("help_word", ["--help", "-h"])
def test_help_in_the_operation_position_is_help_in_typed_form_and_refused_in_a_step(
    fmt: str, help_word: str, runtime: Any, work: Path, tmp_path: Path
) -> None:
    helped = typed(runtime, fmt, "files", "write", help_word, "./z.txt", "data")
    assert helped.code == 0, helped
    if fmt == "json":
        assert helped.json["output"]["operation"] == "write"
    else:
        assert "runtime files write PATH CONTENT..." in helped.stdout
    cap = write_steps(tmp_path, "help.md", [("files", ["write", help_word, "./z.txt"])])
    validated = runtime("--output", fmt, "capability", "validate", str(cap))
    assert validated.code == 3, validated
    assert f"{help_word} right after the operation asks for its help" in (
        validated.stdout + validated.stderr
    )
    assert stepped(runtime, fmt, tmp_path, ["write", help_word, "./z.txt"]).code == 3
    assert list(work.iterdir()) == []


@pytest.mark.parametrize(
    "words",
    [
        ["--help"],
        ["-h"],
        ["repo", "--help"],
        ["repo", "view", "--help"],
        ["repo", "view", "-h", "x/y"],
    ],
)
def test_help_words_right_after_the_provider_or_operation_words_show_help(
    words: list[str], runtime: Any
) -> None:
    run = runtime("--output", "json", "github", *words)
    assert run.code == 0, run
    assert "operations" in run.json["output"] or run.json["output"]["operation"] == "repo view"


def test_the_seeds_trailing_output_on_a_command_without_free_words_is_the_format(
    runtime: Any,
) -> None:
    runtime("files", "write", "./a.txt", "x")
    run = runtime("audit", "tail", "-n", "10", "--output", "json")
    assert run.code == 0, run
    assert run.json["command"] == "audit tail"
    assert run.json["output"]["records"][-1]["operation"] == "write"


@pytest.mark.parametrize("fmt", FORMATS)
def test_binary_words_follow_the_same_grammar(
    fmt: str, runtime: Any, work: Path, tmp_path: Path
) -> None:
    refused = typed(runtime, fmt, "command", "run", "git", "--version", "--output", "json")
    assert refused.code == 2, refused
    assert "runtime command run BINARY -- ARGS..." in refused.stdout + refused.stderr
    by_hand = typed(runtime, fmt, "command", "run", "git", "--", "--version")
    cap = write_steps(tmp_path, "git.md", [("binary:git", ["--version"])])
    by_step = runtime("--output", fmt, "capability", "execute", str(cap))
    assert by_hand.code == 0 and by_step.code == 0, (by_hand, by_step)
    if fmt == "json":
        assert by_hand.json["output"]["stdout"] == by_step.json["steps"][0]["output"]["stdout"]
        assert by_hand.json["output"]["stdout"].startswith("git version")
    from support.audit import trail_operations

    records = trail_operations(work.parent / "home")  # intent joined with outcome
    assert [r["args"] for r in records] == [["--version"], ["--version"]]


@pytest.mark.parametrize("help_word", ["--help", "-h"])
def test_help_after_the_binary_is_the_binarys(help_word: str, runtime: Any) -> None:
    run = runtime("--output", "json", "command", "run", "git", "status", help_word)
    assert run.json["command"] == "command run", run
    assert "usage: runtime command run" not in json.dumps(run.json)  # not the runtime's help
    assert run.json["output"]["exit_code"] is not None  # git itself ran and answered
    if help_word == "-h":
        assert run.json["output"]["stderr"].startswith("usage: git status")
        assert run.json["output"]["exit_code"] == 129  # git's own answer to -h


def test_config_init_output_is_a_path_and_its_help_says_so(runtime: Any, work: Path) -> None:
    helped = runtime("config", "init", "--help")
    assert "--output is\nalways a PATH, never the output format" in helped.stdout
    run = runtime("config", "init", "config", "--output", "json")
    assert run.code == 0, run
    assert (work / "json").read_text().startswith("#")
    assert "--output here is a path" in run.stdout


def test_resolve_reads_the_words_by_the_same_grammar(runtime: Any, work: Path) -> None:
    refused = runtime("--output", "json", "resolve", "files", "write", "./z", "--output", "json")
    assert refused.code == 2 and refused.json["error"]["code"] == "ambiguous-output", refused
    data = runtime("--output", "json", "resolve", "files", "write", "./z", "--", "--output", "json")
    assert data.code == 0, data
    assert data.json["output"]["args"] == ["write", "./z", "--", "--output", "json"]
    helped = runtime("--output", "json", "resolve", "files", "write", "--help")
    assert helped.code == 2 and "asks for its help" in helped.json["error"]["message"]
    binary = runtime(
        "--output", "json", "resolve", "command", "run", "git", "--", "log", "--output=x"
    )
    assert binary.json["output"]["args"] == ["log", "--output=x"], binary
    assert list(work.iterdir()) == []
