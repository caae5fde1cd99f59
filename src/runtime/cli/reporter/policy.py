"""Views of `runtime policy test`: a line per case as text, and the JUnit XML report."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.result import Result


def test(result: Result) -> str:
    """One line a case: PASS or FAIL, its name, where it is, the decision and its rule."""
    out = result.output
    if result.diagnostics:
        return "".join(d.render() + "\n" for d in result.diagnostics).rstrip("\n")
    lines = [_line(case) for case in out["cases"]]
    shown = f"{out['selected']} of {out['total']}" if out["run"] else str(out["total"])
    lines.append(f"{out['passed']} passed, {out['failed']} failed ({shown} case(s))")
    return "\n".join(lines)


def _line(case: dict[str, Any]) -> str:
    mark = "PASS" if case["passed"] else "FAIL"
    where = f"{case['file']}:{case['line']}"
    decided = "not resolved" if case["rule"] is None else f"{case['actual']} by {case['rule']}"
    text = f"{mark}  {case['name']}  ({where})  {decided}"
    if case["problem"]:
        text += f"\n      {case['file']}:{case['line']}: {case['problem']}"
    return text


def junit(result: Result) -> str:
    """JUnit XML: a testsuite per cases file, a testcase per case, a failure where one fails.
    Every text and attribute passes `xml_text`: a case quoting a control character would
    otherwise make the report no XML at all."""
    from xml.etree import ElementTree

    out = result.output
    suites = ElementTree.Element(
        "testsuites",
        name="runtime policy test",
        tests=str(out["selected"]),
        failures=str(out["failed"]),
    )
    for file in out["files"]:
        cases = [case for case in out["cases"] if case["file"] == file]
        failed = sum(1 for case in cases if not case["passed"])
        suite = ElementTree.SubElement(
            suites, "testsuite", name=_x(file), tests=str(len(cases)), failures=str(failed)
        )
        for case in cases:
            _testcase(suite, case)
    _invalid(suites, result)
    ElementTree.indent(suites)
    text = ElementTree.tostring(suites, "unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{text}\n'


def _x(text: object) -> str:
    from runtime.printable import xml_text

    return xml_text(str(text))


def _testcase(suite: Any, case: dict[str, Any]) -> None:
    from xml.etree import ElementTree

    element = ElementTree.SubElement(
        suite,
        "testcase",
        name=_x(case["name"]),
        classname=_x(case["file"]),
        file=_x(case["file"]),
        line=str(case["line"]),
    )
    shown = ElementTree.SubElement(element, "system-out")
    shown.text = _x(f"{case['request']}: {case['actual']} by {case['rule']}")
    if not case["passed"]:
        failure = ElementTree.SubElement(
            element, "failure", message=_x(case["problem"]), type="policy-test-failed"
        )
        failure.text = _x(f"{case['file']}:{case['line']}: {case['problem']}")


def _invalid(suites: Any, result: Result) -> None:
    """An invalid cases file: one errored testcase per problem, at its line."""
    from xml.etree import ElementTree

    if not result.diagnostics:
        return
    count = str(len(result.diagnostics))
    suite = ElementTree.SubElement(
        suites, "testsuite", name="cases files", tests=count, errors=count
    )
    for problem in result.diagnostics:
        where = _x(f"{problem.file or ''}:{problem.line or ''}")
        element = ElementTree.SubElement(suite, "testcase", name=where, classname="cases files")
        error = ElementTree.SubElement(
            element, "error", message=_x(problem.message), type=problem.code
        )
        error.text = _x(problem.render())
