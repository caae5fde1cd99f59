"""runtime policy test (issue 28): the bundled cases hold, and a case that does not is named.

Every run is the installed CLI. The bundled cases (tests/policy/cases/) cover the compiled
defaults and the safety floor; the tests here also break them on purpose, to show a failing
case names its file, its line and the rule that decided.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

CASES = Path(__file__).parent / "cases"
POLICIES = Path(__file__).parent / "policies"
TOOLS = ("files", "github", "git", "terraform", "kubectl", "gcloud")


def line_of(path: Path, text: str) -> int:
    """The 1-based line of the first line of PATH holding TEXT."""
    lines = path.read_text().splitlines()
    return next(number for number, line in enumerate(lines, 1) if text in line)


def test_the_bundled_cases_all_hold(runtime: Any, home: Path) -> None:
    run = runtime("--output", "json", "policy", "test", str(CASES))
    assert run.code == 0, run
    out = run.json["output"]
    assert out["total"] >= 40 and out["failed"] == 0 and out["passed"] == out["total"]
    assert all(case["passed"] and case["rule"] for case in out["cases"])
    for tool in TOOLS:
        judged = [case for case in out["cases"] if tool in case["request"].split()[:3]]
        assert any(case["actual"] == "allow" for case in judged), tool
        assert any(case["actual"] == "deny" for case in judged), tool
    assert any(case["rule"] == "safety floor" for case in out["cases"])
    assert not (home / "audit.jsonl").exists()  # nothing is audited: nothing ran
    (apply,) = [case for case in out["cases"] if case["name"] == "terraform apply"]
    assert apply["deferred"] and "judged at execution by its plan" in apply["deferred"][0]


def test_a_case_is_judged_as_resolve_judges_the_same_words(runtime: Any, tmp_path: Path) -> None:
    words = [
        "command run git push --force origin main",
        "command run kubectl exec -it web -- sh",
        "command run gcloud compute instances delete vm",
        "github api DELETE /repos/acme/web",
        "files write ./x hello",
        "command run terraform apply",
    ]
    cases = tmp_path / "same.yaml"
    cases.write_text(
        "cases:\n"
        + "".join(
            f"  - name: case {n}\n    request: {w}\n    expect: allow\n"
            for n, w in enumerate(words)
        )
    )
    judged = runtime("--output", "json", "policy", "test", str(cases)).json["output"]["cases"]
    for number, typed in enumerate(words):
        resolved = runtime("--output", "json", "resolve", *typed.split()).json["output"]
        assert judged[number]["rule"] == resolved["decision"]["rule"], typed
        assert (judged[number]["actual"] == "allow") == resolved["decision"]["allowed"], typed


def test_a_wrong_expectation_fails_with_its_line_and_the_deciding_rule(
    runtime: Any, tmp_path: Path
) -> None:
    broken = tmp_path / "cases"
    shutil.copytree(CASES, broken, ignore=lambda _, names: [n for n in names if "narrow" in n])
    defaults = broken / "defaults.yaml"
    name = "kubectl delete pod is a delete effect"
    line = line_of(defaults, f"- name: {name}")
    text = defaults.read_text()
    defaults.write_text(
        text.replace(
            f"{name}\n    request: command run kubectl delete pod web-1\n    expect: deny",
            f"{name}\n    request: command run kubectl delete pod web-1\n    expect: allow",
        )
    )
    assert defaults.read_text() != text

    shown = runtime("policy", "test", str(broken))
    assert shown.code == 1, shown
    where = f"{defaults}:{line}"
    assert f"FAIL  {name}  ({where})" in shown.stdout
    assert f"{where}: expected allow, got deny by rule 'command_policy.effects.default'" in (
        shown.stdout
    )
    assert where in shown.stderr  # the error names the first failing case too

    out = runtime("--output", "json", "policy", "test", str(broken)).json
    assert out["exit_code"] == 1 and out["status"] != "ok"
    failed = [case for case in out["output"]["cases"] if not case["passed"]]
    assert [(c["name"], c["line"], c["rule"]) for c in failed] == [
        (name, line, "command_policy.effects.default")
    ]
    assert out["output"]["failed"] == 1 and out["output"]["passed"] == out["output"]["total"] - 1


def test_a_wrong_rule_fails_even_when_the_decision_is_right(runtime: Any, tmp_path: Path) -> None:
    cases = tmp_path / "rule.yaml"
    cases.write_text(
        "cases:\n"
        "  - name: push --force\n"
        "    request: command run git push --force\n"
        "    expect: deny\n"
        "    rule: safety floor\n"
    )
    run = runtime("--output", "json", "policy", "test", str(cases))
    assert run.code == 1, run
    (case,) = run.json["output"]["cases"]
    assert case["actual"] == "deny" and not case["passed"] and case["line"] == 2
    assert case["problem"] == (
        "expected rule 'safety floor', got deny by rule "
        "'command_policy.rules.git.denied \"push --force\"'"
    )


def test_run_judges_only_the_cases_it_names(runtime: Any, tmp_path: Path) -> None:
    run = runtime("--output", "json", "policy", "test", str(CASES), "--run", "^terraform")
    assert run.code == 0, run
    out = run.json["output"]
    names = [case["name"] for case in out["cases"]]
    assert names and all(name.startswith("terraform") for name in names)
    assert out["selected"] == len(names) < out["total"]
    assert "terraform plan" in names
    assert (
        f"({len(names)} of {out['total']} case(s))"
        in runtime("policy", "test", str(CASES), "--run", "^terraform").stdout
    )
    none = runtime("policy", "test", str(CASES), "--run", "no such case")
    assert none.code == 2 and "no case matches --run" in none.stderr


def test_the_junit_report_parses_and_names_the_failure(runtime: Any, tmp_path: Path) -> None:
    cases = tmp_path / "cases.yaml"
    cases.write_text(
        "cases:\n"
        "  - name: git log\n"
        "    request: runtime command run git log\n"
        "    expect: allow\n"
        "  - name: terraform destroy, wrongly expected\n"
        "    step: {binary: terraform, args: [destroy]}\n"
        "    expect: allow\n"
    )
    report = tmp_path / "report.xml"
    run = runtime("policy", "test", str(cases), "--junit", str(report))
    assert run.code == 1, run
    root = ElementTree.parse(report).getroot()
    assert root.tag == "testsuites" and root.get("tests") == "2" and root.get("failures") == "1"
    testcases = root.findall("./testsuite/testcase")
    assert [case.get("name") for case in testcases] == [
        "git log",
        "terraform destroy, wrongly expected",
    ]
    assert testcases[0].find("failure") is None
    failure = testcases[1].find("failure")
    assert failure is not None and testcases[1].get("line") == "5"
    assert f"{cases}:5: expected allow, got deny" in (failure.text or "")
    assert 'command_policy.rules.terraform.denied "destroy"' in (failure.get("message") or "")


def test_the_bundled_junit_report_has_every_case(runtime: Any, tmp_path: Path) -> None:
    report = tmp_path / "all.xml"
    run = runtime("--output", "json", "policy", "test", str(CASES), "--junit", str(report))
    assert run.code == 0, run
    root = ElementTree.parse(report).getroot()
    assert len(root.findall("./testsuite/testcase")) == run.json["output"]["total"]
    assert root.findall(".//failure") == []


def test_a_bad_cases_file_lists_every_problem_with_its_line(runtime: Any, tmp_path: Path) -> None:
    cases = tmp_path / "bad.yaml"
    cases.write_text(
        "cases:\n"
        "  - name: one\n"  # 2
        "    request: command run\n"  # 3: names no binary
        "    expect: maybe\n"  # 4
        "  - name: one\n"  # 5: a duplicate, and no expect
        "    request: command run git log\n"
        "  - name: three\n"  # 7
        "    step: {binary: git, provider: github}\n"  # 8
        "    expect: deny\n"
        "    expct: allow\n"  # 10
    )
    run = runtime("--output", "json", "policy", "test", str(cases))
    assert run.code == 3, run
    found = {(d["code"], d["line"]) for d in run.json["diagnostics"]}
    assert {
        ("case-expect", 2),
        ("case-request", 3),
        ("case-duplicate", 5),
        ("case-missing", 5),
        ("case-step", 8),
        ("cases-unknown-key", 10),
    } <= found
    assert run.json["output"]["cases"] == []  # nothing judged when any case is unreadable
    text = runtime("policy", "test", str(cases))
    assert f"{cases}:10:5: error: unknown key 'expct' in a case" in text.stdout
    assert "the cases are invalid" in text.stderr


def test_a_broken_policy_document_is_named_at_the_case_that_names_it(
    runtime: Any, tmp_path: Path
) -> None:
    policy = tmp_path / "broken.yaml"
    policy.write_text("schema_version: 3\nallowed_binaries: [git\n")
    cases = tmp_path / "cases.yaml"
    cases.write_text(
        "cases:\n"
        "  - name: git log\n"
        "    request: command run git log\n"
        "    policy: broken.yaml\n"
        "    expect: allow\n"
    )
    run = runtime("--output", "json", "policy", "test", str(cases))
    assert run.code == 3, run
    diagnostics = run.json["diagnostics"]
    assert diagnostics[0]["code"] == "case-policy" and diagnostics[0]["line"] == 2
    assert any(d["file"] == str(policy) for d in diagnostics[1:])


@pytest.mark.parametrize("given", ["env", "case"])
def test_the_policy_in_force_or_the_case_s_own_decides(
    runtime: Any, tmp_path: Path, given: str
) -> None:
    cases = tmp_path / "cases.yaml"
    own = f"    policy: {POLICIES / 'narrow.yaml'}\n" if given == "case" else ""
    cases.write_text(
        f"cases:\n  - name: terraform plan\n    request: command run terraform plan\n{own}"
        "    expect: deny\n    rule: allowed_binaries\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(POLICIES / "narrow.yaml")} if given == "env" else {}
    assert runtime("policy", "test", str(cases), env=env).code == 0
    assert runtime("policy", "test", str(cases)).code == (0 if given == "case" else 1)


def test_a_case_s_context_supplies_what_resolve_would(runtime: Any, tmp_path: Path) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n  work:\n    github:\n      repository: acme/web\n"
    )
    cases = tmp_path / "cases.yaml"
    cases.write_text(
        "cases:\n"
        "  - name: pr list in the work context\n"
        "    request: github pr list\n"
        "    context: work\n"
        "    expect: allow\n"
        "  - name: pr list with no repository to use\n"
        "    request: github pr list\n"
        "    expect: allow\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    run = runtime("--output", "json", "policy", "test", str(cases), env=env)
    assert run.code == 1, run
    within, without = run.json["output"]["cases"]
    assert within["passed"] and within["rule"] == "providers.github"
    assert not without["passed"] and without["actual"] == "error" and without["line"] == 6
    assert without["problem"].startswith("the request does not resolve: ")

    cases.write_text(
        "cases:\n  - name: x\n    request: github pr list\n    context: play\n    expect: allow\n"
    )
    unknown = runtime("--output", "json", "policy", "test", str(cases), env=env)
    assert unknown.code == 3, unknown
    (problem,) = unknown.json["diagnostics"]
    assert (problem["code"], problem["line"]) == ("case-context", 2)
    assert "'play' is not in the config's contexts: (work)" in problem["message"]


def test_control_characters_in_a_case_leave_the_report_xml(runtime: Any, tmp_path: Path) -> None:
    cases = tmp_path / "hostile.yaml"
    cases.write_text(
        "cases:\n"
        '  - name: "bell\\x07 and escape\\x1b[2J"\n'
        '    request: "command run git log \\x1b]0;pwned\\x07"\n'
        "    expect: deny\n"
    )
    report = tmp_path / "hostile.xml"
    run = runtime("policy", "test", str(cases), "--junit", str(report))
    assert run.code == 1, run
    assert "\x1b" not in run.stdout + run.stderr and "\\x1b" in run.stdout
    testcase = ElementTree.parse(report).getroot().find("./testsuite/testcase")
    assert testcase is not None and testcase.get("name") == "bell\\x07 and escape\\x1b[2J"
