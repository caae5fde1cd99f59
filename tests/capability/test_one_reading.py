"""One Markdown reading (issue 23): the runtime runs only the block a reviewer sees.

Before, the fence scan looked at top-level lines only: a ```runtime block inside an HTML
comment (invisible once rendered) was executed, and a visible one in a block quote or a
list item was silently ignored. Now both are refused, over the installed CLI.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from runtime.capability.compiler import compile_bytes

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "capabilities"
WRITE = "version: v1\nworkflow:\n  - provider: files\n    args: [write, ./{name}, written]\n"


def block(name: str, prefix: str = "") -> str:
    lines = ["```runtime", *WRITE.format(name=name).splitlines(), "```"]
    return "".join(f"{prefix}{line}\n" for line in lines)


def diagnostics(run: Any) -> list[tuple[str, int, str]]:
    return [(d["code"], d["line"], d["message"]) for d in run.json["diagnostics"]]


def test_a_block_only_inside_an_html_comment_is_refused_with_its_line(
    runtime: Any, work: Path
) -> None:
    (work / "cap.md").write_text("# Notes\n\n<!--\n" + block("hidden.txt") + "-->\n")
    run = runtime("--output", "json", "capability", "validate", "cap.md")
    assert run.code == 3, run
    assert diagnostics(run) == [
        (
            "hidden-runtime-block",
            4,
            "a ```runtime fence inside an HTML comment (line 4) is not shown as a code block; "
            "move it out",
        )
    ]
    text = runtime("capability", "validate", "cap.md")
    assert text.code == 3 and "cap.md:4:1: error: a ```runtime fence inside an HTML comment" in (
        text.stdout
    )


def test_a_hidden_block_is_never_executed(runtime: Any, work: Path) -> None:
    (work / "cap.md").write_text("# Notes\n\n<!--\n" + block("hidden.txt") + "-->\n")
    run = runtime("capability", "execute", "cap.md")
    assert run.code == 3, run
    assert not (work / "hidden.txt").exists()


def test_a_visible_block_and_a_commented_one_name_the_commented_one(
    runtime: Any, work: Path
) -> None:
    text = "# Notes\n\n" + block("shown.txt") + "\n<!-- an older version:\n" + block("old.txt")
    (work / "cap.md").write_text(text + "-->\n")
    run = runtime("--output", "json", "capability", "validate", "cap.md")
    assert run.code == 3, run
    assert [(code, line) for code, line, _ in diagnostics(run)] == [("hidden-runtime-block", 11)]
    executed = runtime("capability", "execute", "cap.md")
    assert executed.code == 3, executed
    assert not (work / "shown.txt").exists() and not (work / "old.txt").exists()


@pytest.mark.parametrize(
    ("html", "named"),
    [
        ("<div>\n", "an HTML block"),
        ('<a href="x">\n', "an HTML block"),
        ("<pre>\n", "an HTML <pre> block"),
        ("<?note\n", "an HTML processing instruction"),
    ],
)
def test_every_kind_of_html_block_hides_a_block(
    runtime: Any, work: Path, html: str, named: str
) -> None:
    (work / "cap.md").write_text("# Notes\n\n" + html + block("hidden.txt") + "\n")
    run = runtime("--output", "json", "capability", "validate", "cap.md")
    assert run.code == 3, run
    [(code, line, message)] = diagnostics(run)
    assert (code, line) == ("hidden-runtime-block", 4)
    assert f"inside {named} (line 4)" in message


@pytest.mark.parametrize(
    ("prefix", "named"), [("> ", "a block quote"), ("- ", "a list item"), ("1. ", "a list item")]
)
def test_a_block_inside_a_block_quote_or_a_list_item_is_refused(
    runtime: Any, work: Path, prefix: str, named: str
) -> None:
    # A block quote marks every line; a list item's lines are indented to its content.
    following = prefix if prefix == "> " else " " * len(prefix)
    nested = prefix + block("nested.txt", following)[len(following) :]
    (work / "cap.md").write_text("# Notes\n\n" + nested)
    run = runtime("--output", "json", "capability", "validate", "cap.md")
    assert run.code == 3, run
    assert diagnostics(run) == [
        (
            "nested-runtime-block",
            3,
            f"a ```runtime block inside {named} (line 3) is not read as the capability; "
            "move it to the top level",
        )
    ]
    assert runtime("capability", "execute", "cap.md").code == 3
    assert not (work / "nested.txt").exists()


def test_capabilities_only_keeps_a_file_whose_only_block_is_hidden(
    runtime: Any, work: Path
) -> None:
    (work / "caps").mkdir()
    (work / "caps" / "hidden.md").write_text("<!--\n" + block("x.txt") + "-->\n")
    (work / "caps" / "prose.md").write_text("# Just prose\n")
    run = runtime("--output", "json", "capability", "validate", "caps", "--capabilities-only")
    assert run.code == 3, run
    assert [Path(f["path"]).name for f in run.json["output"]["files"]] == ["hidden.md"]
    assert [Path(path).name for path in run.json["output"]["skipped"]] == ["prose.md"]


def test_the_examples_still_validate(runtime: Any) -> None:
    for example in sorted(EXAMPLES.glob("*.md")):
        assert runtime("capability", "validate", str(example)).code == 0, example


def test_a_visible_top_level_block_still_runs(runtime: Any, work: Path) -> None:
    (work / "cap.md").write_text("# Notes\n\n> a quote\n\n- a list\n\n" + block("shown.txt"))
    run = runtime("capability", "execute", "cap.md")
    assert run.code == 0, run
    assert (work / "shown.txt").read_text() == "written"


def test_a_lone_carriage_return_is_refused_with_its_line() -> None:
    # A renderer ends a line at a lone CR; an editor (and the line numbers) do not.
    data = ("# t\n<!-- x\r-->\n" + block("x.txt")).encode()
    compiled = compile_bytes(data, "cap.md")
    assert [(d.code, d.line) for d in compiled.diagnostics] == [("lone-carriage-return", 2)]
