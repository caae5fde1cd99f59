"""The strict YAML subset parser: constructs, diagnostics, hazards, and a
differential check against PyYAML's BaseLoader (which keeps every scalar as text).
"""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from runtime.strict_yaml import Mapping, Node, ParseResult, Scalar, Sequence, parse
from support.yaml_documents import five_dense_megabytes, five_megabytes_of_block_scalars

SRC = Path(__file__).resolve().parents[1] / "src"

CAPABILITY = """\
version: v1

inputs:
  organization:
    description: GitHub organization to audit
    required: true
  note:
    description: >-
      folded text
      over lines
workflow:
  - provider: github
    args: [repo, list, "${organization}", per_page=100]
  - binary: git
    args:
      - -C
      - "${workdir}"
      - log
      - -5
  - provider: files
    args: [write, ./a.txt, "line one\\nline two", 'it''s', 010, on, 1.0]
"""


def to_python(node: Node | None) -> Any:
    if node is None:
        return None
    if isinstance(node, Mapping):
        return {key.value: to_python(value) for key, value in node.items}
    if isinstance(node, Sequence):
        return [to_python(item) for item in node.items]
    return node.value  # an "empty" scalar's value is "", which is what BaseLoader gives


def value_of(text: str, **options: Any) -> Any:
    result = parse(text, **options)
    assert result.diagnostics == [], [d.render() for d in result.diagnostics]
    return to_python(result.root)


def codes(text: str, **options: Any) -> list[str]:
    return [d.code for d in parse(text, **options).diagnostics]


def only_problem(text: str, **options: Any) -> tuple[str, int | None, int | None]:
    result = parse(text, **options)
    assert result.root is None
    assert len(result.diagnostics) == 1, [d.render() for d in result.diagnostics]
    problem = result.diagnostics[0]
    return problem.code, problem.line, problem.column


def reference(text: str) -> Any:
    return yaml.load(text, Loader=yaml.BaseLoader)


# -- the capability example ---------------------------------------------------


def test_capability_example_parses_to_text_only_values() -> None:
    assert value_of(CAPABILITY) == {
        "version": "v1",
        "inputs": {
            "organization": {"description": "GitHub organization to audit", "required": "true"},
            "note": {"description": "folded text over lines"},
        },
        "workflow": [
            {"provider": "github", "args": ["repo", "list", "${organization}", "per_page=100"]},
            {"binary": "git", "args": ["-C", "${workdir}", "log", "-5"]},
            {
                "provider": "files",
                "args": ["write", "./a.txt", "line one\nline two", "it's", "010", "on", "1.0"],
            },
        ],
    }
    assert value_of(CAPABILITY) == reference(CAPABILITY)


def test_capability_example_positions_follow_line_offset() -> None:
    root = parse(CAPABILITY, line_offset=10).root
    assert isinstance(root, Mapping)
    assert (root.line, root.column, root.flow) == (11, 1, False)
    version_key, version = root.items[0]
    assert version_key == Scalar("version", 11, 1, "plain")
    assert version == Scalar("v1", 11, 10, "plain")
    inputs = root.get("inputs")
    assert isinstance(inputs, Mapping) and (inputs.line, inputs.column) == (14, 3)
    note = inputs.get("note")
    assert isinstance(note, Mapping)
    assert note.get("description") == Scalar("folded text over lines", 18, 18, "folded")
    workflow = root.get("workflow")
    assert isinstance(workflow, Sequence) and (workflow.line, workflow.column) == (22, 3)
    first = workflow.items[0]
    assert isinstance(first, Mapping) and (first.line, first.column) == (22, 5)
    args = first.get("args")
    assert isinstance(args, Sequence) and (args.line, args.column, args.flow) == (23, 11, True)
    assert args.items[2] == Scalar("${organization}", 23, 24, "double")
    git_args = workflow.items[1]
    assert isinstance(git_args, Mapping)
    block_args = git_args.get("args")
    assert isinstance(block_args, Sequence) and (block_args.line, block_args.column) == (26, 7)
    assert block_args.items[3] == Scalar("-5", 29, 9, "plain")
    files_args = workflow.items[2]
    assert isinstance(files_args, Mapping)
    last = files_args.get("args")
    assert isinstance(last, Sequence)
    assert [item.style for item in last.items if isinstance(item, Scalar)] == [
        "plain",
        "plain",
        "double",
        "single",
        "plain",
        "plain",
        "plain",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "-5",
        "010",
        "on",
        "1.0",
        "yes",
        "null",
        "~",
        "0x1F",
        "1e3",
        "true",
        "False",
        ".inf",
        "2024-01-01",
        "+1",
        "0o17",
        "Null",
    ],
)
def test_scalars_are_never_coerced(text: str) -> None:
    root = parse(f"k: {text}").root
    assert isinstance(root, Mapping)
    assert root.get("k") == Scalar(text, 1, 4, "plain")


# -- block collections ------------------------------------------------------------


def test_nested_block_mappings_and_sequences() -> None:
    text = "a:\n  b:\n    c:\n      - d\n      - e: f\n        g: h\n  i: j\nk: l\n"
    assert value_of(text) == {"a": {"b": {"c": ["d", {"e": "f", "g": "h"}]}, "i": "j"}, "k": "l"}


def test_sequence_at_the_same_indentation_as_its_key() -> None:
    text = "key:\n- a\n- b\nnext:\n- c\n"
    assert value_of(text) == {"key": ["a", "b"], "next": ["c"]}
    root = parse(text).root
    assert isinstance(root, Mapping)
    key_list = root.get("key")
    assert isinstance(key_list, Sequence) and (key_list.line, key_list.column) == (2, 1)


def test_compact_collections_inside_sequence_items() -> None:
    assert value_of("- a: 1\n  b: 2\n- - x\n  - y\n- - - z\n") == [
        {"a": "1", "b": "2"},
        ["x", "y"],
        [["z"]],
    ]
    assert value_of("-   a: 1\n    b: 2\n") == [{"a": "1", "b": "2"}]
    assert value_of("- key:\n  - a\n") == [{"key": ["a"]}]


def test_nodes_on_the_lines_after_an_indicator() -> None:
    assert value_of("a:\n  [x, y]\nb:\n  'q'\nc:\n  plain\n  text\n") == {
        "a": ["x", "y"],
        "b": "q",
        "c": "plain text",
    }
    assert value_of("-\n  a: 1\n-\n  - b\n") == [{"a": "1"}, ["b"]]


def test_empty_values_are_empty_scalars() -> None:
    root = parse("a:\nb: # nothing\nc:\n  # nothing either\nd: ''\n").root
    assert isinstance(root, Mapping)
    assert root.get("a") == Scalar("", 1, 3, "empty")
    assert root.get("b") == Scalar("", 2, 3, "empty")
    assert root.get("c") == Scalar("", 3, 3, "empty")
    assert root.get("d") == Scalar("", 5, 4, "single")
    seq = parse("-\n- a\n-").root
    assert isinstance(seq, Sequence)
    assert seq.items[0] == Scalar("", 1, 2, "empty")
    assert to_python(seq) == reference("-\n- a\n-")


def test_keys_are_scalars_with_positions() -> None:
    root = parse("'a b': 1\n\"c\" : 2\nd e  : 3\n").root
    assert isinstance(root, Mapping)
    assert [k for k, _ in root.items] == [
        Scalar("a b", 1, 1, "single"),
        Scalar("c", 2, 1, "double"),
        Scalar("d e", 3, 1, "plain"),
    ]


def test_comments_blank_lines_and_document_markers() -> None:
    text = "# head\n\n---   # start\na: 1 # trailing\n\n  # indented comment\n# col 1\nb: 2\n...\n# end\n"
    assert value_of(text) == {"a": "1", "b": "2"}
    assert value_of("--- text # c\n") == "text"
    assert value_of("--- |\n  block\n") == "block\n"
    assert value_of("--- [a]\n...\n") == ["a"]


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "---\n", "---\n...\n", "..."])
def test_empty_documents_have_no_root_and_no_problem(text: str) -> None:
    assert parse(text) == ParseResult(None, [])


def test_byte_order_mark_is_ignored() -> None:
    root = parse("\ufeffa: 1").root
    assert isinstance(root, Mapping) and root.items[0][0] == Scalar("a", 1, 1, "plain")


def test_crlf_line_ends() -> None:
    assert value_of("a: 1\r\nb: |\r\n  x\r\n  y\r\n") == {"a": "1", "b": "x\ny\n"}


# -- flow collections -------------------------------------------------------------


def test_flow_collections() -> None:
    assert value_of("[a, \"b\", 'c', [x], {k: v}]") == ["a", "b", "c", ["x"], {"k": "v"}]
    assert value_of("{denied: [destroy], k: v}") == {"denied": ["destroy"], "k": "v"}
    assert value_of("a: [x, y,]\nb: {k: v,}\nc: []\nd: {}\n") == {
        "a": ["x", "y"],
        "b": {"k": "v"},
        "c": [],
        "d": {},
    }
    assert value_of('{a, b: , c: d, "e":f}') == {"a": "", "b": "", "c": "d", "e": "f"}


def test_flow_collections_spanning_lines() -> None:
    text = 'args: [\n  one,  # first\n  two\n  words,\n\n  "q",\n]\nm: {a: 1,\n    b: [x,\n  y]}\n'
    assert value_of(text) == {"args": ["one", "two words", "q"], "m": {"a": "1", "b": ["x", "y"]}}
    assert value_of(text) == reference(text)


def test_flow_positions() -> None:
    root = parse("k: {a: [b, 'c']}", line_offset=3).root
    assert isinstance(root, Mapping)
    flow = root.get("k")
    assert isinstance(flow, Mapping) and (flow.line, flow.column, flow.flow) == (4, 4, True)
    key, inner = flow.items[0]
    assert key == Scalar("a", 4, 5, "plain")
    assert isinstance(inner, Sequence) and (inner.line, inner.column) == (4, 8)
    assert inner.items == [Scalar("b", 4, 9, "plain"), Scalar("c", 4, 12, "single")]


def test_plain_scalars_in_flow_stop_at_indicators() -> None:
    assert value_of("[a:b, http://x/y, a b, -x, '${x}']") == [
        "a:b",
        "http://x/y",
        "a b",
        "-x",
        "${x}",
    ]
    assert codes("k: [${name}]") == ["yaml-syntax"]
    hint = parse("k: [${name}]").diagnostics[0].hint
    assert hint is not None and "quote" in hint


# -- plain scalars -------------------------------------------------------------


def test_plain_scalar_rules() -> None:
    assert value_of("url: https://a/b:c\nrange: ${name}..HEAD\nhash: a#b\nsp: a  b\n") == {
        "url": "https://a/b:c",
        "range": "${name}..HEAD",
        "hash": "a#b",
        "sp": "a  b",
    }
    assert value_of("a: x:y\nb: x :y\nc: x # comment\nd: -C\ne: ?x\nf: :x\n") == {
        "a": "x:y",
        "b": "x :y",
        "c": "x",
        "d": "-C",
        "e": "?x",
        "f": ":x",
    }


def test_multi_line_plain_scalars_fold() -> None:
    text = "a: one\n  two\n\n  three\n\n\n  four # end\n"
    assert value_of(text) == {"a": "one two\nthree\n\nfour"}
    assert value_of("- a\n  - b\n  [c]\n") == ["a - b [c]"]
    assert value_of(text) == reference(text)


# -- quoted scalars -------------------------------------------------------------


def test_single_quoted() -> None:
    assert value_of("a: 'it''s # not a comment: really'") == {"a": "it's # not a comment: really"}
    assert value_of("a: 'one\n  two  \n\n   three'") == {"a": "one two\nthree"}
    assert value_of("a: ''") == {"a": ""}


@pytest.mark.parametrize(
    ("escaped", "expected"),
    [
        ("\\\\", "\\"),
        ('\\"', '"'),
        ("\\n", "\n"),
        ("\\t", "\t"),
        ("\\\t", "\t"),
        ("\\0", "\0"),
        ("\\a", "\a"),
        ("\\b", "\b"),
        ("\\e", "\x1b"),
        ("\\f", "\f"),
        ("\\r", "\r"),
        ("\\v", "\v"),
        ("\\/", "/"),
        ("\\ ", " "),
        ("\\N", "\x85"),
        ("\\_", "\xa0"),
        ("\\L", "\u2028"),
        ("\\P", "\u2029"),
        ("\\x41", "A"),
        ("\\u00e9", "é"),
        ("\\U0001F600", "\U0001f600"),
    ],
)
def test_double_quoted_escapes(escaped: str, expected: str) -> None:
    assert value_of(f'a: "<{escaped}>"') == {"a": f"<{expected}>"}


def test_double_quoted_line_folding_and_escaped_breaks() -> None:
    assert value_of('a: "one\n  two  \n\n  three"') == {"a": "one two\nthree"}
    assert value_of('a: "one \\\n   two"') == {"a": "one two"}
    assert value_of('a: "one\\\n\n   two"') == {"a": "one\ntwo"}
    for text in ('a: "one\n  two  \n\n  three"', 'a: "one \\\n   two"', 'a: "x\\\n\n  y"'):
        assert value_of(text) == reference(text)


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ('a: "\\q"', 5),
        ('a: "\\x4"', 5),
        ('a: "\\uZZZZ"', 5),
        ('a: "\\ud800"', 5),
        ('a: "\\U00110000"', 5),
        ('a: "\\x+1"', 5),
    ],
)
def test_bad_escapes_are_syntax_errors(text: str, column: int) -> None:
    assert only_problem(text) == ("yaml-syntax", 1, column)


def test_unterminated_quotes() -> None:
    assert only_problem("a: 'open\nb: c\n") == ("yaml-syntax", 1, 4)
    assert only_problem('a: "open') == ("yaml-syntax", 1, 4)
    assert only_problem('a: "open\n---\n"') == ("yaml-syntax", 2, 1)


# -- block scalars ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("k: |\n  a\n  b\n", "a\nb\n"),
        ("k: |-\n  a\n  b\n\n", "a\nb"),
        ("k: |+\n  a\n  b\n\n\n", "a\nb\n\n\n"),
        ("k: |\n  a\n\n    indented\n  b", "a\n\n  indented\nb"),
        ("k: >\n  a\n  b\n\n  c\n   d\n  e\n", "a b\nc\n d\ne\n"),
        ("k: >-\n  folded text\n  over lines\n", "folded text over lines"),
        ("k: >+\n  a\n\n", "a\n\n"),
        ("k: |2\n   leading space\n  x\n", " leading space\nx\n"),
        ("k: >2-\n   a\n  b\n", " a\nb"),
        ("k: |-2\n   a\n", " a"),
        ("k: |\n\n  after blank\n", "\nafter blank\n"),
        ("k: |\n  a\n # comment ends it\n", "a\n"),
        ("k: |\n  # not a comment\n", "# not a comment\n"),
        ("k: | # a comment\n  x\n", "x\n"),
        ("k: |\nn: 1\n", ""),
        ("k: |+\n\nn: 1\n", "\n"),
        ("k: |\n  \tx\n", "\tx\n"),
        ("k: >\n  a\n  \tb\n  c\n", "a\n\tb\nc\n"),
        ("- |\n  a\n- >\n  b\n  c\n", None),
        ("- k: |\n    a\n  m: >\n    b\n", None),
    ],
)
def test_block_scalars(text: str, expected: str | None) -> None:
    got = value_of(text)
    if expected is not None:
        assert got["k"] == expected
    assert got == reference(text)


def test_block_scalar_style_and_position() -> None:
    root = parse("a:\n  b: |\n    x\n  c: >\n    y\n", line_offset=2).root
    assert isinstance(root, Mapping)
    inner = root.get("a")
    assert isinstance(inner, Mapping)
    assert inner.get("b") == Scalar("x\n", 4, 6, "literal")
    assert inner.get("c") == Scalar("y\n", 6, 6, "folded")


@pytest.mark.parametrize("header", ["|x", "|0", "|++", "|-+", "|10", ">#c", "|1 x"])
def test_bad_block_scalar_headers(header: str) -> None:
    code, line, _ = only_problem(f"k: {header}\n  x\n")
    assert (code, line) == ("yaml-syntax", 1)


def test_block_scalar_leading_blank_lines_deeper_than_text() -> None:
    assert only_problem("k: |\n      \n  x\n") == ("yaml-syntax", 3, 3)


# -- diagnostics ------------------------------------------------------------------


def test_duplicate_keys_are_all_reported() -> None:
    text = "a: 1\nb: 2\na: 3\nn:\n  x: 1\n  x: 2\nf: {k: 1, k: 2}\nb: 4\n"
    result = parse(text, line_offset=100)
    assert result.root is None
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == [
        ("yaml-duplicate-key", 103, 1),
        ("yaml-duplicate-key", 106, 3),
        ("yaml-duplicate-key", 107, 11),
        ("yaml-duplicate-key", 108, 1),
    ]
    message = result.diagnostics[0].message
    assert "'a'" in message and "103" in message and "101" in message


def test_same_key_in_different_mappings_is_fine() -> None:
    assert value_of("a: {k: 1}\nb:\n  k: 2\nc:\n- k: 3\n- k: 4\n") == {
        "a": {"k": "1"},
        "b": {"k": "2"},
        "c": [{"k": "3"}, {"k": "4"}],
    }


def test_anchors_aliases_and_tags_are_reported_not_expanded() -> None:
    result = parse("a: &x [1, 2]\nb: *x\nc: !!str 3\nd: [!t x, *y, &z q]\n", line_offset=1)
    assert result.root is None
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == [
        ("yaml-anchor", 2, 4),
        ("yaml-alias", 3, 4),
        ("yaml-tag", 4, 4),
        ("yaml-tag", 5, 5),
        ("yaml-alias", 5, 11),
        ("yaml-anchor", 5, 15),
    ]


def test_star_glob_unquoted_is_an_alias_and_quoted_is_text() -> None:
    assert only_problem("include: *.tf") == ("yaml-alias", 1, 10)
    hint = parse("include: *.tf").diagnostics[0].hint
    assert hint is not None and '"*.tf"' in hint
    assert value_of("include: \"*.tf\"\nother: ['*.md']") == {"include": "*.tf", "other": ["*.md"]}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a: 1\n---\nb: 2\n", ("yaml-multiple-documents", 2, 1)),
        ("a: 1\n...\nb: 2\n", ("yaml-multiple-documents", 3, 1)),
        ("---\na: 1\n---\n", ("yaml-multiple-documents", 3, 1)),
        ("%YAML 1.2\n---\na: 1\n", ("yaml-unsupported", 1, 1)),
        ("%TAG ! tag:x,2000:\n---\na: 1\n", ("yaml-unsupported", 1, 1)),
        ("? a\n: b\n", ("yaml-unsupported", 1, 1)),
        ("k: {? a : b}", ("yaml-unsupported", 1, 5)),
        ("[a: b]", ("yaml-unsupported", 1, 3)),
        ("[a]: b", ("yaml-unsupported", 1, 1)),
        (": b", ("yaml-unsupported", 1, 1)),
        ("a:\n\tb: 1\n", ("yaml-tab-indent", 2, 1)),
        ("a:\n  \t- b\n", ("yaml-tab-indent", 2, 3)),
        ("a: |\n\tx\n", ("yaml-tab-indent", 2, 1)),
        ("-\t- a\n", ("yaml-tab-indent", 1, 3)),
        ("a: b: c\n", ("yaml-syntax", 1, 5)),
        ("a: - b\n", ("yaml-syntax", 1, 4)),
        ("a: b\nc\n", ("yaml-syntax", 2, 1)),
        ("a: '1'\n  b: 2\n", ("yaml-syntax", 2, 3)),
        ("a:\n  b: 1\n c: 2\n", ("yaml-syntax", 3, 2)),
        ("a:\n  - b\n  c: d\n", ("yaml-syntax", 3, 3)),
        ("a: b\n- c\n", ("yaml-syntax", 2, 1)),
        ("a: [b, c\n", ("yaml-syntax", 1, 4)),
        ("a: [b]c\n", ("yaml-syntax", 1, 7)),
        ("a: 'b' c\n", ("yaml-syntax", 1, 8)),
        ("a: [b,,c]\n", ("yaml-syntax", 1, 7)),
        ("a: {b: c: d}\n", ("yaml-syntax", 1, 9)),
        ("a: %x\n", ("yaml-syntax", 1, 4)),
        ("a: @x\n", ("yaml-syntax", 1, 4)),
        ("a: `x\n", ("yaml-syntax", 1, 4)),
        ("a: ]\n", ("yaml-syntax", 1, 4)),
        ("a: [|]\n", ("yaml-syntax", 1, 5)),
        ("a: [- b]\n", ("yaml-syntax", 1, 5)),
        ("a: [b,#c\n]\n", ("yaml-syntax", 1, 7)),
        ("a: 'b'#c\n", ("yaml-syntax", 1, 7)),
        ("a\nb: c\n", ("yaml-syntax", 2, 2)),
        ("a: b\n  c: d\n", ("yaml-syntax", 2, 4)),
        ("'multi\n  line': v\n", ("yaml-syntax", 1, 1)),
        ("--- a: b\n", ("yaml-syntax", 1, 6)),
    ],
)
def test_problem_codes_and_positions(text: str, expected: tuple[str, int, int]) -> None:
    assert only_problem(text) == expected
    assert only_problem(text, line_offset=7) == (expected[0], expected[1] + 7, expected[2])


def test_tabs_inside_values_and_as_separators_are_fine() -> None:
    assert value_of("a:\tb\tc\t\nd: 'x\ty'\ne: [p,\tq]\n\t\n  \t# comment\n") == {
        "a": "b\tc",
        "d": "x\ty",
        "e": ["p", "q"],
    }


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("a: \x00", 1, 4),
        ("a: 1\nb: \x07", 2, 4),
        ("a: 'x\x1by'", 1, 6),
        ("\x7f", 1, 1),
        ("a: \x85", 1, 4),
        ("a: \u2028", 1, 4),
        ("a: \ud800", 1, 4),
        ("a: 1\rb: 2", 1, 5),
        ("a: \ufffe", 1, 4),
    ],
)
def test_control_characters_are_syntax_errors(text: str, line: int, column: int) -> None:
    assert only_problem(text) == ("yaml-syntax", line, column)


def test_control_characters_are_all_reported() -> None:
    assert codes("a: \x01\nb: \x02\x03\n") == ["yaml-syntax"] * 3


def test_any_problem_means_no_root() -> None:
    result = parse("a: 1\na: 2\n")
    assert result.root is None and codes("a: 1\na: 2\n") == ["yaml-duplicate-key"]


def test_problem_count_is_capped() -> None:
    text = "".join(f"k{i}: *a\n" for i in range(500))
    found = codes(text)
    assert found[:100] == ["yaml-alias"] * 100
    assert found[100:] == ["yaml-too-many-problems"]


def test_diagnostics_render_with_positions() -> None:
    problem = parse("a: 1\na: 2\n", line_offset=4).diagnostics[0].in_file("cap.md")
    assert problem.render().startswith("cap.md:6:1: error: duplicate key 'a'")


# -- hazards ----------------------------------------------------------------------


def billion_laughs() -> str:
    lines = ['l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 30):  # 9**30 lols if expanded
        refs = ", ".join([f"*l{level - 1}"] * 9)
        lines.append(f"l{level}: &l{level} [{refs}]")
    return "\n".join(lines)


def test_billion_laughs_is_refused() -> None:
    """Refused on sight, never expanded; how fast is measured in bench/ (`yaml`)."""
    result = parse(billion_laughs())
    found = {d.code for d in result.diagnostics}
    assert {"yaml-anchor", "yaml-alias"} <= found
    assert result.root is None


@pytest.mark.parametrize(
    "text",
    [
        "[" * 10_000 + "]" * 10_000,
        "{a: " * 10_000 + "}" * 10_000,
        "- " * 10_000 + "x",
        "".join(" " * i + f"k{i}:\n" for i in range(1_000)),
    ],
)
def test_deep_nesting_is_refused(text: str) -> None:
    result = parse(text)
    assert result.root is None
    assert [d.code for d in result.diagnostics] == ["yaml-too-deep"]


def test_depth_limit_is_exact() -> None:
    assert value_of("[[[a]]]", max_depth=3) == [[["a"]]]
    assert codes("[[[a]]]", max_depth=2) == ["yaml-too-deep"]
    assert value_of("a:\n  b:\n    c: d\n", max_depth=3) == {"a": {"b": {"c": "d"}}}
    assert codes("a:\n  b:\n    c: d\n", max_depth=2) == ["yaml-too-deep"]


def test_recursion_limit_becomes_a_diagnostic() -> None:
    text = "[" * 100_000 + "]" * 100_000
    assert codes(text, max_depth=1_000_000) == ["yaml-too-deep"]


def test_node_limit() -> None:
    assert value_of("[a, b]", max_nodes=3) == ["a", "b"]
    assert codes("[a, b, c]", max_nodes=3) == ["yaml-too-many-nodes"]


# How long these take is measured in bench/ (`bench/run.py yaml`), never asserted here:
# a timed assertion fails on a loaded machine and proves nothing about the parser.


def test_five_megabyte_document() -> None:
    text = five_megabytes_of_block_scalars()
    assert len(text) > 5_000_000
    result = parse(text)
    assert result.diagnostics == []
    assert isinstance(result.root, Mapping)
    items = result.root.get("items")
    assert isinstance(items, Sequence) and len(items.items) == 1_150


def test_dense_five_megabyte_document() -> None:
    text = five_dense_megabytes()
    assert len(text) > 5_000_000
    result = parse(text, max_nodes=2_000_000)
    assert result.diagnostics == []
    assert isinstance(result.root, Sequence) and len(result.root.items) == 2 * 66_000
    assert codes(text) == ["yaml-too-many-nodes"]


# -- node types -------------------------------------------------------------------


def test_nodes_are_immutable_values() -> None:
    node = Scalar("x", 1, 2)
    assert node == Scalar("x", 1, 2, "plain") and hash(node) == hash(Scalar("x", 1, 2))
    assert node != Scalar("x", 1, 3)
    with pytest.raises(AttributeError):
        node.value = "y"
    assert repr(node) == "Scalar(value='x', line=1, column=2, style='plain')"
    assert pickle.loads(pickle.dumps(node)) == node
    mapping = Mapping([(node, Sequence([node], 1, 1))], 1, 1)
    assert mapping.get("x") == Sequence([node], 1, 1, False)
    assert mapping.get("y") is None


def test_parse_never_raises_on_a_non_string() -> None:
    assert codes(b"a: 1") == ["yaml-internal"]  # type: ignore[arg-type]


def test_import_stays_light() -> None:
    code = (
        "import sys, runtime.strict_yaml\n"
        "print(sorted(m for m in ('re', 'yaml', 'typing', 'dataclasses', 'inspect', 'enum')"
        " if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(SRC)},
        check=True,
    ).stdout
    assert out.strip() == "[]"


# -- differential: generated documents against PyYAML's BaseLoader -----------------

PLAIN_FIRST = "abcxyzABZ019_$./~=+é中"
ALPHABET = PLAIN_FIRST + " -:#'\"{}[],!&*|>?%@`\\\t\n"
PLAIN_KEYS = st.text(alphabet=PLAIN_FIRST + "-_ ", min_size=1, max_size=8)
KEYS = st.one_of(PLAIN_KEYS, st.text(alphabet=ALPHABET, max_size=8))
SCALARS = st.text(alphabet=ALPHABET, max_size=14)
VALUES = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(KEYS, children, max_size=4),
    max_leaves=18,
)
ROOTS = st.one_of(
    st.dictionaries(KEYS, VALUES, min_size=1, max_size=5),
    st.lists(VALUES, min_size=1, max_size=5),
)


def plain_ok(text: str, flow: bool) -> bool:
    if not text or text != text.strip(" ") or "\n" in text or "\t" in text:
        return False
    first = text[0]
    if first not in PLAIN_FIRST and not (
        len(text) > 1 and text[1] != " " and (first == "-" or (not flow and first in "?:"))
    ):
        return False
    if ": " in text or " #" in text or text.endswith(":") or text.startswith(("---", "...")):
        return False
    # PyYAML (YAML 1.1) also ends a flow plain scalar at '?'; YAML 1.2 does not
    return not (flow and any(char in text for char in ",[]{}:#?"))


class Renderer:
    """Render a value as YAML, drawing every style choice from hypothesis."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data
        self.keep_scalar = False  # the text so far ends in a '|+' block scalar

    def choose(self, *options: str) -> str:
        return self.data.draw(st.sampled_from(options))

    def flip(self) -> bool:
        return self.data.draw(st.booleans())

    def step(self) -> int:
        return self.data.draw(st.integers(1, 3))

    def document(self, value: Any) -> str:
        head = self.choose("", "---\n", "# comment\n", "--- # c\n")
        lines = self.block(value, 0)
        tail = self.choose("", "...\n", "# end\n", *([] if self.keep_scalar else ["\n"]))
        return head + "\n".join(lines) + "\n" + tail

    # block context: a list of lines, all at INDENT or deeper

    def block(self, value: Any, indent: int) -> list[str]:
        entries = (
            [self.map_entry(key, item, indent) for key, item in value.items()]
            if isinstance(value, dict)
            else [self.seq_entry(item, indent) for item in value]
        )
        lines: list[str] = []
        for index, entry in enumerate(entries):
            if index and self.data.draw(st.integers(0, 5)) == 0:
                lines.append(" " * indent + "# between")
            lines.extend(entry)
            if not self.keep_scalar and self.data.draw(st.integers(0, 5)) == 0:
                lines.append("")
        return lines

    def map_entry(self, key: str, value: Any, indent: int) -> list[str]:
        head = " " * indent + self.key(key, flow=False) + ":"
        self.keep_scalar = False
        if isinstance(value, dict | list) and value and self.flip():
            if isinstance(value, list) and self.flip():
                return [head, *self.block(value, indent)]
            return [head, *self.block(value, indent + self.step())]
        if isinstance(value, str) and value == "" and self.flip():
            return [head]
        if self.data.draw(st.integers(0, 4)) == 0 and not isinstance(value, str):
            below = indent + self.step()
            first, *rest = self.inline(value, indent, below).split("\n")
            return [head, " " * below + first, *rest]
        first, *rest = self.inline(value, indent, len(head) + 1).split("\n")
        return [head + " " + first, *rest]

    def seq_entry(self, value: Any, indent: int) -> list[str]:
        self.keep_scalar = False
        if isinstance(value, dict | list) and value and self.flip():
            if self.flip():
                nested = self.block(value, indent + 2)
                return [" " * indent + "- " + nested[0][indent + 2 :], *nested[1:]]
            return [" " * indent + "-", *self.block(value, indent + self.step())]
        if isinstance(value, str) and value == "" and self.flip():
            return [" " * indent + "-"]
        first, *rest = self.inline(value, indent, indent + 2).split("\n")
        return [" " * indent + "- " + first, *rest]

    def key(self, key: str, flow: bool) -> str:
        if plain_ok(key, flow) and self.flip():
            return key
        if "\n" not in key and self.flip():
            return "'" + key.replace("'", "''") + "'"
        return self.double(key, None)

    # a node on one line (or continued on more lines, indented past PARENT)

    def inline(self, value: Any, parent: int, column: int) -> str:
        if isinstance(value, str):
            return self.scalar(value, parent, flow=False)
        return self.flow(value, parent + 1)

    def scalar(self, value: str, parent: int, flow: bool) -> str:
        more = " " * (parent + self.step()) if parent >= 0 else " "
        styles = ["double"]
        if plain_ok(value, flow):
            styles.append("plain")
        if "\n" not in value:
            styles.append("single")
        if not flow and "\n" in value.rstrip("\n") and value.strip(" \n\t"):
            styles.append("literal")
        style = self.choose(*styles)
        if style == "plain":
            return self.fold(value, more)
        if style == "single":
            return "'" + self.fold(value.replace("'", "''"), more) + "'"
        if style == "double":
            return self.double(value, more)
        return self.literal(value, parent)

    def fold(self, text: str, more: str) -> str:
        """Break TEXT at single spaces between non-blank characters."""
        out = list(text)
        for index in range(1, len(text) - 1):
            if (
                text[index] == " "
                and text[index - 1] not in " \t"
                and text[index + 1] not in " \t#"
                and self.data.draw(st.integers(0, 3)) == 0
            ):
                out[index] = "\n" + more
        return "".join(out)

    def double(self, value: str, more: str | None) -> str:
        tokens: list[str] = []
        for char in value:
            if char == "\\":
                tokens.append("\\\\")
            elif char == '"':
                tokens.append('\\"')
            elif char == "\n":
                tokens.append("\\n")
            elif char == "\t":
                tokens.append(self.choose("\\t", "\t"))
            elif char != " " and more is not None and self.data.draw(st.integers(0, 6)) == 0:
                tokens.append(self.escaped(char))
            else:
                tokens.append(char)
        if more is not None:
            self.break_double(tokens, more)
        return '"' + "".join(tokens) + '"'

    def escaped(self, char: str) -> str:
        options = [f"\\u{ord(char):04x}", f"\\U{ord(char):08x}"]
        if ord(char) < 256:
            options.append(f"\\x{ord(char):02X}")
        if char == "/":
            options.append("\\/")
        return self.choose(*options)

    def break_double(self, tokens: list[str], more: str) -> None:
        """Spread a double-quoted scalar over lines without changing its value:
        a space or an escaped newline between non-blanks becomes a line break
        (folded back to a space) or a blank line (folded back to a newline),
        and an escaped line break may go between any two non-blanks."""
        blank = (" ", "\t")
        original = list(tokens)
        for index in range(1, len(tokens) - 1):
            if original[index - 1] in blank or original[index + 1] in blank:
                continue
            if tokens[index - 1] != original[index - 1]:
                continue  # two breaks side by side would fold together
            roll = self.data.draw(st.integers(0, 7))
            if tokens[index] == " " and roll == 0:
                tokens[index] = "\n" + more
            elif tokens[index] == "\\n" and roll == 0:
                tokens[index] = "\n\n" + more
            elif tokens[index] not in blank and roll == 1:
                tokens[index] = "\\\n" + more + tokens[index]

    def literal(self, value: str, parent: int) -> str:
        body = value
        trailing = len(body) - len(body.rstrip("\n"))
        chomp = "-" if trailing == 0 else ("" if trailing == 1 else "+")
        lines = body.rstrip("\n").split("\n") + [""] * max(trailing - 1, 0)
        first_text = next(line for line in lines if line.strip(" "))
        leading = lines[: lines.index(first_text)]
        explicit = first_text.startswith(" ") or any(leading) or self.flip()
        step = self.step()
        indicator = str(step) if explicit else ""
        self.keep_scalar = chomp == "+"
        indent = " " * (parent + step)
        header = "|" + (indicator + chomp if self.flip() else chomp + indicator)
        rendered = [indent + line if line else "" for line in lines]
        return header + "\n" + "\n".join(rendered)

    def flow(self, value: Any, indent: int) -> str:
        if isinstance(value, str):
            return self.scalar(value, indent, flow=True)
        sep = self.choose(", ", ",", ",\n" + " " * (indent + 1), " ,  ")
        if isinstance(value, list):
            items = [self.flow(item, indent + 1) for item in value]
            trailing = "," if items and self.flip() else ""
            return "[" + sep.join(items) + trailing + "]"
        entries = []
        for key, item in value.items():
            text = self.key(key, flow=True)
            if item == "" and self.flip():
                entries.append(text + self.choose("", ":", ": "))
            else:
                entries.append(text + ": " + self.flow(item, indent + 1))
        trailing = "," if entries and self.flip() else ""
        return "{" + sep.join(entries) + trailing + "}"


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=ROOTS, data=st.data())
def test_differential_against_pyyaml(value: Any, data: st.DataObject) -> None:
    text = Renderer(data).document(value)
    expected = reference(text)
    assert expected == value, f"test renderer produced the wrong YAML:\n{text}"
    result = parse(text)
    assert result.diagnostics == [], (text, [d.render() for d in result.diagnostics])
    assert to_python(result.root) == expected, text


BLOCK_LINES = st.lists(
    st.tuples(st.integers(0, 3), st.text(alphabet="ab #:-\t", max_size=6)), max_size=8
)


@settings(max_examples=400, deadline=None)
@given(
    lines=BLOCK_LINES,
    style=st.sampled_from("|>"),
    chomp=st.sampled_from(["", "-", "+"]),
    explicit=st.integers(0, 3),
    in_sequence=st.booleans(),
    ending=st.sampled_from(["", "\n", "\nnext: x\n", "\n\n# c\nnext: x"]),
)
@example(
    lines=[(0, "a"), (0, ""), (1, "b"), (0, "c")],
    style=">",
    chomp="",
    explicit=0,
    in_sequence=False,
    ending="\n",
)
def test_block_scalars_against_pyyaml(
    lines: list[tuple[int, str]],
    style: str,
    chomp: str,
    explicit: int,
    in_sequence: bool,
    ending: str,
) -> None:
    parent = 2 if in_sequence else 0
    indent = parent + (explicit or 2)
    seen_text = False
    body = []
    for extra, text in lines:
        if not text.strip(" "):
            body.append(" " * min(len(text), indent if seen_text else 0))
            continue
        if not seen_text and not explicit:
            extra = 0
        seen_text = True
        body.append(" " * (indent + extra) + text)
    head = "- k: " if in_sequence else "k: "
    if in_sequence:
        ending = ending.replace("next: x", "  next: x")
    text = head + style + (str(explicit) if explicit else "") + chomp + "\n" + "\n".join(body)
    text += ending
    try:
        expected = reference(text)
    except yaml.YAMLError:
        # PyYAML also refuses blank lines holding a tab, which YAML 1.2 allows
        assert parse(text).diagnostics or "\t" in text, text
        return
    assert value_of(text) == expected, text


# -- robustness: nothing ever raises ------------------------------------------------


def check_never_raises(text: str) -> ParseResult:
    result = parse(text)
    assert isinstance(result, ParseResult)
    assert all(d.code != "yaml-internal" for d in result.diagnostics), result.diagnostics
    assert all(d.line is not None and d.column is not None for d in result.diagnostics)
    if result.diagnostics:
        assert result.root is None
    return result


@settings(max_examples=500, deadline=None)
@given(st.text())
def test_any_text_never_raises(text: str) -> None:
    check_never_raises(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=":-[]{}\"'|>&*!#\t\n ?ab,.\\%", max_size=60))
def test_indicator_soup_never_raises(text: str) -> None:
    check_never_raises(text)


MUTATION = st.tuples(
    st.sampled_from(["delete", "insert"]),
    st.integers(0, len(CAPABILITY)),
    st.sampled_from(list(":-[]{}\"'|>&*!#\t\n ")),
)


@settings(max_examples=500, deadline=None)
@given(st.lists(MUTATION, min_size=1, max_size=6))
def test_mutated_documents_never_raise_and_agree_when_valid(
    mutations: list[tuple[str, int, str]],
) -> None:
    text = CAPABILITY
    for kind, position, char in mutations:
        position = min(position, len(text))
        if kind == "delete":
            text = text[:position] + text[position + 1 :]
        else:
            text = text[:position] + char + text[position:]
    result = check_never_raises(text)
    if result.diagnostics:
        return
    try:
        expected = reference(text)
    except yaml.YAMLError:
        return  # valid YAML 1.2 that PyYAML refuses (a tab separator, say)
    assume(expected is not None)
    assert to_python(result.root) == expected, text
