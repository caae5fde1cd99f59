"""Validation reports CI systems read: SARIF 2.1.0, JUnit XML, GitHub workflow commands.

One validate Result in, one document out: reporters of the validate result beside the
text one; imported only when `--format` or `--report` asks, so the text path never
loads json or xml.
"""

from __future__ import annotations

import os

from runtime import __version__

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.diagnostics import Diagnostic
    from runtime.result import Result

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
TOOL = "runtime capability validate"
GENERIC_HELP = "run `runtime capability validate FILE` for every problem, with its Markdown line"


def render(fmt: str, result: Result, cwd: str) -> str:
    renderers: dict[str, Callable[[Result, str], str]] = {
        "sarif": sarif,
        "junit": junit,
        "github": github,
        "text": _text,
    }
    return renderers[fmt](result, cwd)


def _text(result: Result, cwd: str) -> str:
    from runtime.cli.reporter import text_of

    return text_of(result)


def shown_path(path: str | None, cwd: str) -> str:
    """Relative to the working directory (the repository root in CI) when inside it."""
    if not path:
        return ""
    absolute = os.path.join(cwd, path)
    relative = os.path.relpath(absolute, cwd)
    return absolute if relative.startswith("..") else relative.replace(os.sep, "/")


# --- SARIF ----------------------------------------------------------------------------


def sarif(result: Result, cwd: str) -> str:
    import json

    rules: dict[str, dict[str, Any]] = {}
    results = []
    for diagnostic in result.diagnostics:
        if diagnostic.code not in rules:
            rules[diagnostic.code] = _rule(diagnostic)
        results.append(_sarif_result(diagnostic, list(rules).index(diagnostic.code), cwd))
    document = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "runtime",
                        "fullName": TOOL,
                        "version": __version__,
                        "rules": list(rules.values()),
                    }
                },
                "results": results,
                "columnKind": "unicodeCodePoints",
            }
        ],
    }
    from runtime.printable import json_text

    return json_text(json.dumps(document, indent=2, ensure_ascii=False))


def _rule(diagnostic: Diagnostic) -> dict[str, Any]:
    help_text = diagnostic.hint or GENERIC_HELP
    return {
        "id": diagnostic.code,
        "name": "".join(word.capitalize() for word in diagnostic.code.split("-")),
        "shortDescription": {"text": diagnostic.code.replace("-", " ")},
        "help": {"text": help_text},
        "defaultConfiguration": {"level": _level(diagnostic)},
    }


def _level(diagnostic: Diagnostic) -> str:
    return "error" if diagnostic.is_error else "warning"


def _sarif_result(diagnostic: Diagnostic, index: int, cwd: str) -> dict[str, Any]:
    text = diagnostic.message + (f" (hint: {diagnostic.hint})" if diagnostic.hint else "")
    entry: dict[str, Any] = {
        "ruleId": diagnostic.code,
        "ruleIndex": index,
        "level": _level(diagnostic),
        "message": {"text": text},
    }
    if diagnostic.file:
        physical: dict[str, Any] = {"artifactLocation": {"uri": _uri(diagnostic.file, cwd)}}
        if diagnostic.line is not None and diagnostic.line >= 1:
            region = {"startLine": diagnostic.line}
            if diagnostic.column is not None and diagnostic.column >= 1:
                region["startColumn"] = diagnostic.column
            physical["region"] = region
        entry["locations"] = [{"physicalLocation": physical}]
    return entry


def _uri(path: str, cwd: str) -> str:
    from urllib.parse import quote

    shown = shown_path(path, cwd)
    return ("file://" if shown.startswith("/") else "") + quote(shown)


# --- JUnit XML ------------------------------------------------------------------------


def junit(result: Result, cwd: str) -> str:
    """One test case per file; a file with errors fails, its warnings go to system-out.
    Every text and attribute passes `xml_text`: a diagnostic that quotes a control character
    would otherwise make the report no XML at all."""
    import xml.etree.ElementTree as ET

    from runtime.printable import xml_text

    by_file: dict[str, list[Diagnostic]] = {}
    for diagnostic in result.diagnostics:
        by_file.setdefault(diagnostic.file or "", []).append(diagnostic)
    files = result.output["files"]
    failures = sum(1 for entry in files if not entry["valid"])
    counts = {"tests": str(len(files)), "failures": str(failures), "errors": "0"}
    suites = ET.Element("testsuites", {"name": TOOL, **counts})
    suite = ET.SubElement(suites, "testsuite", {"name": TOOL, **counts, "skipped": "0"})
    for entry in files:
        shown = xml_text(shown_path(entry["path"], cwd))
        case = ET.SubElement(
            suite, "testcase", {"classname": "capability", "name": shown, "file": shown}
        )
        problems = by_file.get(entry["path"], [])
        errors = [d for d in problems if d.is_error]
        if errors:
            failure = ET.SubElement(
                case, "failure", {"message": f"{len(errors)} problem(s)", "type": "invalid"}
            )
            failure.text = xml_text("\n".join(d.render() for d in errors))
        warnings = [d for d in problems if not d.is_error]
        if warnings:
            warned = xml_text("\n".join(d.render() for d in warnings))
            ET.SubElement(case, "system-out").text = warned
    ET.indent(suites)
    body = ET.tostring(suites, encoding="unicode")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body


# --- GitHub workflow commands ---------------------------------------------------------


def github(result: Result, cwd: str) -> str:
    """`::error file=F,line=L,col=C,title=CODE::MESSAGE`, one per diagnostic."""
    lines = []
    for diagnostic in result.diagnostics:
        properties = []
        if diagnostic.file:
            properties.append(f"file={_property(shown_path(diagnostic.file, cwd))}")
        if diagnostic.line is not None:
            properties.append(f"line={diagnostic.line}")
        if diagnostic.column is not None:
            properties.append(f"col={diagnostic.column}")
        properties.append(f"title={_property(diagnostic.code)}")
        message = diagnostic.message + (f" (hint: {diagnostic.hint})" if diagnostic.hint else "")
        command = "error" if diagnostic.is_error else "warning"
        lines.append(f"::{command} {','.join(properties)}::{_data(message)}")
    return "\n".join(lines)


def _data(text: str) -> str:
    from runtime.printable import block

    return block(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")
