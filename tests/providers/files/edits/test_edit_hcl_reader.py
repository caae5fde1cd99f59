"""The HCL reader behind the Terraform edits: spans, tricky tokens and refusals."""

from __future__ import annotations

import re

import pytest

from runtime.providers.files.edits import EditError, set_attribute
from runtime.providers.files.edits.hcl import Attribute, Block, decode_string, parse, tokenize


def attribute_text(text: str, path: list[str]) -> str:
    """The value text of an attribute reached through block types (first match each)."""
    items = parse(text)
    for name in path[:-1]:
        items = next(i for i in items if isinstance(i, Block) and i.type == name).body
    found = next(i for i in items if isinstance(i, Attribute) and i.name == path[-1])
    return text[found.start : found.end]


def test_value_span_stops_before_trailing_comments() -> None:
    text = 'a = "x" # c\nb = 1 // c\nc = [1, 2] /* c */\nd = 5\n'
    assert [attribute_text(text, [n]) for n in "abcd"] == ['"x"', "1", "[1, 2]", "5"]


def test_comment_markers_inside_strings_are_text() -> None:
    text = 'url = "https://x/#a // b /* c" # real\n'
    assert attribute_text(text, ["url"]) == '"https://x/#a // b /* c"'


def test_templates_with_nested_strings_and_braces() -> None:
    text = 'x = "${join("}", ["{"])}-%{ if a }"y"%{ endif }" # c\nz = 1\n'
    assert attribute_text(text, ["x"]) == '"${join("}", ["{"])}-%{ if a }"y"%{ endif }"'
    assert attribute_text(text, ["z"]) == "1"


def test_escaped_template_and_quotes() -> None:
    text = 'x = "$${literal} \\"q\\" \\\\"\n'
    (token,) = [t for t in tokenize(text) if t.kind == "string"]
    assert decode_string(token) == '${literal} "q" \\'


def test_heredoc_with_indented_marker_and_braces_inside() -> None:
    text = "b {\n  x = <<-EOT\n    }\n    y = 2\n    EOT\n  z = 3\n}\n"
    assert attribute_text(text, ["b", "x"]) == "<<-EOT\n    }\n    y = 2\n    EOT"
    assert attribute_text(text, ["b", "z"]) == "3"


def test_multi_line_expressions_inside_brackets() -> None:
    text = "x = [\n  1, # one\n  2,\n]\ny = merge(\n  {a = 1},\n  {b = 2},\n)\n"
    assert attribute_text(text, ["x"]) == "[\n  1, # one\n  2,\n]"
    assert attribute_text(text, ["y"]) == "merge(\n  {a = 1},\n  {b = 2},\n)"


def test_block_labels_quoted_or_bare() -> None:
    (block,) = parse('resource aws_s3_bucket "logs" {\n}\n')
    assert isinstance(block, Block)
    assert block.labels == ("aws_s3_bucket", "logs")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('module "m" {\n  a = 1\n', "block 'module' is not closed at line 1"),
        ('a = "unclosed\nb = 2\n', "string at line 1 is not closed"),
        ("a = <<EOT\nnever closed\n", "heredoc <<EOT at line 1 is never closed"),
        ("/* open\na = 1\n", "comment at line 1 is not closed"),
        ("a = [1, 2\nb = 3\n", "'[' is not closed at line 1"),
        ("a = (1]\n", "']' does not close '(' at line 1"),
        ("a = 1\n}\n", "unexpected '}' at line 2"),
        ('module "m" "x\n', "string at line 1 is not closed"),
        ("a =\nb = 1\n", "attribute 'a' has no value at line 1"),
        ('module "${x}" {\n}\n', "a block label cannot contain a template at line 1"),
        ("a = 1 ^ 2\n", "unexpected '^' at line 1"),
    ],
)
def test_unparseable_hcl_is_refused_with_a_line(text: str, message: str) -> None:
    with pytest.raises(EditError, match=re.escape("not valid HCL: " + message)):
        set_attribute(text, "module", "m", "a", "1")
