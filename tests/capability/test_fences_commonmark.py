"""The fence reading agrees with a real CommonMark parser on which fences are blocks (issue 23).

markdown-it-py (CommonMark mode) is the reference: its `fence` tokens at nesting level 0
are the top-level fences, the others are nested in a block quote or a list item, and its
`html_block` tokens give the lines an HTML block swallows. Three corpora: hand-written
documents after the CommonMark spec's sections on fences, HTML blocks, block quotes,
lists, tabs and laziness; documents generated from line fragments; and the conformance
corpus of real capability files.

Three shapes are left out where markdown-it departs from CommonMark 0.31.2 and from its
reference implementation commonmark.js 0.31.2 (which, run by hand over some 200,000
generated documents, read every one as this module does):
- a `>` after four or more columns of indentation continues an open block quote in
  markdown-it (`> a` then `    > b`); CommonMark's block quote marker allows three;
- a lazy continuation line indented four or more columns after a paragraph in a nested
  block quote or a list item (`>> a` then a tab-indented fence; `1.   a` then `    ---`)
  ends the containers in markdown-it; in CommonMark it is paragraph text, as indented
  code cannot interrupt a paragraph;
- a tab right after a list marker inside a block quote (`> > -\t  ```) is counted from
  the wrong tab stop by markdown-it, which then sees a fence where CommonMark sees
  indented code, or the other way round.
The first two are found by our own reading as it meets them (a quote marker refused for
its indentation; a lazy line indented four or more columns), the third by its text.
And markdown-it drops a last line of spaces or tabs that no line feed ends, so a generated
document gets that line feed.
"""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from runtime.capability import fences
from runtime.capability.fences import read_blocks, split_lines

MARKDOWN = MarkdownIt("commonmark")
ROOT = Path(__file__).resolve().parents[2]
# The project's shared/ folder sits beside its checkout (CI) or a level up (a worktree).
CONFORMANCE = next(
    (
        folder / "shared" / "conformance" / "corpus"
        for folder in ROOT.parents
        if (folder / "shared" / "conformance" / "corpus").is_dir()
    ),
    ROOT.parent / "shared" / "conformance" / "corpus",
)


def reference_view(text: str) -> tuple[set[tuple[int, int, str, str]], set[int], list[list[int]]]:
    """markdown-it's top-level fences (open line, end line, info, body), nested fences'
    open lines, and HTML blocks' line ranges (0-based, end exclusive)."""
    lines = len(split_lines(text))
    top: set[tuple[int, int, str, str]] = set()
    nested: set[int] = set()
    html: list[list[int]] = []
    for token in MARKDOWN.parse(text):
        assert token.map is not None or token.type not in ("fence", "html_block")
        if token.type == "fence" and token.map is not None:
            if token.level > 0:
                nested.add(token.map[0] + 1)
                continue
            body = token.content
            if token.map[1] == lines and body and not body.endswith("\n"):
                body += "\n"  # an unclosed fence's last line: we end every line
            top.add((token.map[0] + 1, token.map[1], token.info.strip(), body))
        elif token.type == "html_block" and token.map is not None:
            html.append(token.map)
    return top, nested, html


def disagreements(text: str) -> list[str]:
    reading = read_blocks(text)
    lines = len(split_lines(text))
    top, nested, html = reference_view(text)
    ours = {
        (
            fence.open_line,
            fence.close_line if fence.close_line is not None else lines,
            fence.info,
            fence.body.replace("\r\n", "\n"),
        )
        for fence in reading.fences
    }
    found = []
    if ours != top:
        found.append(f"top-level fences: ours only {ours - top}, markdown-it only {top - ours}")
    ours_nested = {fence.open_line for fence in reading.nested}
    if ours_nested != nested:
        found.append(f"nested fences at lines: ours {ours_nested}, markdown-it {nested}")
    for swallowed in reading.swallowed:
        if not any(start < swallowed.line <= end for start, end in html):
            found.append(f"line {swallowed.line} is in no HTML block of markdown-it's {html}")
    return found


class _Departures(fences._Parser):
    """Our reading, noting the lines of the first two shapes as it meets them."""

    found = False

    def continues(self, container: fences._Container) -> bool:
        start = self.next_nonspace
        indented_quote = self.indent >= 4 and self.line[start : start + 1] == ">"
        if container.kind == fences.QUOTE and indented_quote:
            _Departures.found = True
        return super().continues(container)

    def open_blocks(self) -> None:
        super().open_blocks()
        lazy = not self.all_closed and not self.blank and self.tip_is_paragraph()
        if lazy and self.indent >= 4:
            _Departures.found = True


def tab_after_a_quoted_list_marker(line: str) -> bool:
    quoted = False
    for index, char in enumerate(line):
        if char == ">":
            quoted = True
        elif char in "-*+.)":
            after = line[index + 1 :]
            if quoted and "\t" in after[: len(after) - len(after.lstrip(" \t"))]:
                return True
        elif char not in " \t0123456789":
            return False
    return False


def markdown_it_departs(text: str) -> bool:
    """One of the three shapes where markdown-it departs from CommonMark (module docstring)."""
    if any(tab_after_a_quoted_list_marker(line) for line in text.split("\n")):
        return True
    _Departures.found = False
    with mock.patch.object(fences, "_Parser", _Departures):
        read_blocks(text)
    return _Departures.found


# Hand-written after the spec's examples: each holds a shape that decides where a fence is.
TRICKY = [
    # fences
    "```runtime\nversion: v1\n```\n",
    "~~~runtime\n```\nnot closed by backticks\n~~~\n",
    "````runtime\n```\nshorter fence is content\n````\n",
    "``` runtime\na\n```` \n",
    "   ```runtime\n   a\n  b\n c\nd\n   ```\n",
    "    ```runtime\n    indented code, not a fence\n    ```\n",
    "```run`time\ninfo with a backtick: no fence\n```\n",
    "~~~ runtime `ok` for tildes\n~~~\n",
    "para\n```runtime\nfences interrupt paragraphs\n```\n",
    "```runtime\nunclosed to the end\n\n\n",
    "```\n```runtime\n```\n",
    "``\nnot a fence\n``\n",
    "```runtime\na\n   ```   \n```\n",
    "```runtime\na\n    ```\nfour spaces do not close\n```\n",
    # HTML blocks, each kind
    "<!--\n```runtime\nhidden\n```\n-->\n",
    "<!-- one line -->\n```runtime\nshown\n```\n",
    "<!-->\n```runtime\nshown: the comment ended on its line\n```\n",
    "<?php\n```runtime\n?>\n```runtime\nx\n```\n",
    "<!DOCTYPE html\n```runtime\n>\n",
    "<![CDATA[\n```runtime\n]]>\n```\n",
    "<pre>\n```runtime\n</pre>\n",
    "<script>\n```runtime\n</style>\n```runtime\nx\n```\n",
    "<TEXTAREA>\n\n```runtime\n\n</textarea>\n",
    "<div>\n```runtime\nhidden until a blank line\n```\n\n```runtime\nshown\n```\n",
    "</div>\n```runtime\n```\n",
    '<a href="x">\n```runtime\nhidden: a lone tag starts a block\n```\n',
    'text\n<a href="x">\n```runtime\nshown: a lone tag cannot interrupt a paragraph\n```\n',
    '<a href="x">text\n```runtime\nshown: not a lone tag\n```\n',
    "<div\n```runtime\n```\n",
    "<divx>\n```runtime\n```\n",
    "  <!--\n```runtime\n  -->\n",
    "    <!--\n```runtime\nindented code, then a fence\n```\n",
    "- <!--\n```runtime\nshown: the list item ends\n```\n",
    "> <!--\n```runtime\nshown: the quote ends\n```\n",
    "> <!--\n> ```runtime\n> -->\n",
    # block quotes
    "> ```runtime\n> a\n> ```\n",
    ">```runtime\n>a\n>```\n",
    "> ```runtime\na\n```\n",
    "> para\ncontinued lazily\n```runtime\nshown\n```\n",
    "> para\n    lazy, not code\n```runtime\n```\n",
    ">     code in a quote\n```runtime\n```\n",
    "> > ```runtime\n> > a\n```\n",
    "   > ```runtime\n   > a\n   > ```\n",
    "    > not a quote\n```runtime\n```\n",
    "> a\n\n```runtime\n```\n",
    # lists
    "- ```runtime\n  a\n  ```\n",
    "- item\n\n  ```runtime\n  a\n  ```\n",
    "- item\n\n ```runtime\n a\n ```\n",
    "1. item\n\n   ```runtime\n   a\n   ```\n",
    "10) item\n\n    ```runtime\n    a\n    ```\n",
    "-\n  ```runtime\n  a\n  ```\n",
    "-\n\n  ```runtime\n  ```\n",
    "text\n2. cannot interrupt\n```runtime\n```\n",
    "text\n1. can interrupt\n   ```runtime\n   ```\n",
    "text\n-\n```runtime\n```\n",
    "-    four spaces after the marker\n     ```runtime\n     ```\n",
    "-     five: code in the item\n  ```runtime\n  ```\n",
    "1234567890. not a list\n```runtime\n```\n",
    "* * *\n```runtime\n```\n",
    "- a\n- ```runtime\n  x\n- b\n",
    # tabs
    ">\t```runtime\n>\ta\n>\t```\n",
    "-\t```runtime\n\ta\n\t```\n",
    "\t```runtime\n\tcode\n",
    "  ```runtime\n\ta tab is partly removed\n  \tb\n```\n",
    " \t```runtime\n",
    # headings, breaks, laziness
    "para\n---\n```runtime\n```\n",
    "para\n===\n<a>\n```runtime\n```\n",
    "# h\n```runtime\n```\n",
    "#h\n```runtime\n```\n",
    "- a\n---\n```runtime\n```\n",
    "> a\n---\n```runtime\n```\n",
    "> a\n- b\n```runtime\n```\n",
    "- a\n  > b\nc\n```runtime\n```\n",
    "# t\r\n\r\n```runtime\r\nversion: v1\r\n```\r\n",
    "<!--\r\n```runtime\r\n-->\r\n",
]


@pytest.mark.parametrize("text", TRICKY)
def test_hand_written_documents_read_as_markdown_it_reads_them(text: str) -> None:
    assert disagreements(text) == []


def test_the_hand_written_corpus_holds_each_kind_of_refusal() -> None:
    readings = [read_blocks(text) for text in TRICKY]
    swallowed = {s.html for reading in readings for s in reading.swallowed}
    assert {"an HTML comment", "an HTML <pre> block", "an HTML block"} <= swallowed
    assert {"a block quote", "a list item"} <= {
        fence.inside for reading in readings for fence in reading.nested
    }


FENCE = st.builds(
    lambda indent, char, length, info: " " * indent + char * length + info,
    st.integers(0, 4),
    st.sampled_from("`~"),
    st.integers(2, 5),
    st.sampled_from(["", "runtime", " runtime ", "yaml", "a`b", "runtime x"]),
)
FRAGMENT = st.one_of(
    FENCE,
    st.sampled_from(
        [
            "<!--",
            "-->",
            "<!-- x -->",
            "<div>",
            "</div>",
            "<pre>",
            "</pre>",
            '<a href="x">',
            '<a href="x">text',
            "<?x",
            "?>",
            "text",
            "more text",
            "version: v1",
            "---",
            "===",
            "# h",
            "***",
            "",
            "-",
            "1.",
        ]
    ),
)
PREFIX = st.lists(
    st.sampled_from(["> ", ">", "- ", "* ", "1. ", "2) ", " ", "  ", "    ", "\t", "-\t"]),
    max_size=3,
).map("".join)
LINE = st.builds(lambda prefix, fragment: prefix + fragment, PREFIX, FRAGMENT)


def assemble(lines: list[str], ending: str, last_ended: bool) -> str:
    text = ending.join(lines)
    if last_ended or not lines[-1].strip(" \t"):
        text += ending  # markdown-it drops a last blank line no line feed ends
    return text


DOCUMENT = st.builds(
    assemble,
    st.lists(LINE, min_size=1, max_size=14),
    st.sampled_from(["\n", "\r\n"]),
    st.booleans(),
)


@settings(max_examples=2500, deadline=None)
@given(DOCUMENT)
def test_generated_documents_read_as_markdown_it_reads_them(text: str) -> None:
    assume(not markdown_it_departs(text))
    assert disagreements(text) == []


def test_the_conformance_corpus_reads_as_markdown_it_reads_it() -> None:
    if not CONFORMANCE.is_dir():
        pytest.skip(f"no conformance corpus at {CONFORMANCE}")
    paths = sorted(CONFORMANCE.rglob("*.md"))
    assert len(paths) >= 100
    found = {str(path): disagreements(path.read_text()) for path in paths}
    assert {path: problems for path, problems in found.items() if problems} == {}
    assert sum(len(read_blocks(path.read_text()).fences) for path in paths) >= len(paths)
