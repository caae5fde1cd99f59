"""One `${name}` grammar: the compiler's warnings, substitution, its size arithmetic and the
operation tables' probe all read a word the same way."""

from __future__ import annotations

import pytest

from runtime import placeholders
from runtime.capability.compiler import compile_bytes
from runtime.capability.substitution import substitute_word, substituted_size

VALUES = {"x": "X", "a": "A", "b": "B", "long-name_2": "L"}

# word, the placeholder names in it, the word after substitution of VALUES, after the probe
CASES = [
    ("${x}", ["x"], "X", "probe"),
    ("plain", [], "plain", "plain"),
    ("${{ x }}", [], "${{ x }}", "${{ x }}"),
    ("${{ secrets.TOKEN }}", [], "${{ secrets.TOKEN }}", "${{ secrets.TOKEN }}"),
    ("$${x}", ["x"], "$X", "$probe"),
    ("${x", [], "${x", "${x"),
    ("${}", [], "${}", "${}"),
    ("${ x }", [], "${ x }", "${ x }"),
    ("${1x}", [], "${1x}", "${1x}"),
    ("${a${b}}", [], "${a${b}}", "${a${b}}"),
    ("${a}${b}", ["a", "b"], "AB", "probeprobe"),
    ("${a}${a}", ["a", "a"], "AA", "probeprobe"),
    ("${a}}", ["a"], "A}", "probe}"),
    ("{${a}}", ["a"], "{A}", "{probe}"),
    ("pre-${long-name_2}-post", ["long-name_2"], "pre-L-post", "pre-probe-post"),
    ("${unknown}", ["unknown"], "${unknown}", "probe"),
    ("${{ x }}${a}", ["a"], "${{ x }}A", "${{ x }}probe"),
    ("${x${a}", [], "${x${a}", "${x${a}"),
    ("${é}", [], "${é}", "${é}"),
]


@pytest.mark.parametrize(("word", "names", "substituted", "probed"), CASES)
def test_one_reading_of_each_word(
    word: str, names: list[str], substituted: str, probed: str
) -> None:
    assert placeholders.names(word) == names
    assert [word[start:end] for start, end, _ in placeholders.spans(word)] == [
        f"${{{name}}}" for name in names
    ]
    assert substitute_word(word, VALUES) == substituted
    assert placeholders.probe(word) == probed


@pytest.mark.parametrize(("word", "substituted"), [(case[0], case[2]) for case in CASES])
def test_the_size_bound_counts_what_substitution_builds(word: str, substituted: str) -> None:
    sizes = {name: len(value.encode()) for name, value in VALUES.items()}
    assert substituted_size(word, sizes) == len(substituted.encode())


@pytest.mark.parametrize(
    ("word", "whole"),
    [
        ("${x}", True),
        ("${long-name_2}", True),
        ("${x}${a}", False),
        ("${x}}", False),
        ("a${x}", False),
        ("${{ x }}", False),
        ("${}", False),
        ("${x", False),
    ],
)
def test_a_word_is_a_whole_placeholder_only_by_the_same_grammar(word: str, whole: bool) -> None:
    assert placeholders.is_whole(word) is whole


def _compile(args: str, inputs: str = "", provider: str = "github") -> list[tuple[str, str]]:
    block = f"version: v1\n{inputs}workflow:\n  - provider: {provider}\n    args: [{args}]\n"
    compiled = compile_bytes(f"# T\n\n```runtime\n{block}```\n".encode(), "cap.md")
    return [(d.code, d.message) for d in compiled.diagnostics]


def test_the_compiler_warns_about_exactly_the_names_substitution_would_fill() -> None:
    problems = _compile('write, ./out.txt, "${{ x }}${org}$${other}${}${a${b}}"', provider="files")
    assert [code for code, _ in problems] == ["undeclared-input", "undeclared-input"]
    assert "${org} is not a declared input" in problems[0][1]
    assert "${other} is not a declared input" in problems[1][1]


def test_text_that_is_no_placeholder_is_checked_as_the_literal_it_stays() -> None:
    """`${{ … }}` is never substituted, so a checked argument sees the text gh would get."""
    inputs = "inputs:\n  repository:\n    required: true\n"
    assert _compile('repo, view, "${repository}"', inputs) == []
    for literal in ("${{ github.repository }}", "${}", "${repository}x}", "owner/${{ name }}"):
        [(code, message)] = _compile(f'repo, view, "{literal}"', inputs)
        assert code == "unknown-operation"
        assert f"'{literal}' is not OWNER/REPO" in message
