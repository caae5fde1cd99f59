"""`runtime policy test CASES...`: a policy's decisions checked against written expectations.

A cases file lists requests, each as a user types it (`command run git push`, `files write
./x hi`, `github repo view cli/cli`) or as a capability step (provider or binary, args),
with the decision expected (allow or deny) and optionally the rule that decides. Each case
is judged by `capability.resolve.judge`, the Resolve and Policy stages `runtime resolve`
runs, under the policy in force or the case's own policy document: never a second
evaluator. Nothing runs, nothing is written, nothing is audited.
"""

from __future__ import annotations

import os
from contextlib import contextmanager

from runtime import exit_codes
from runtime.diagnostics import Diagnostic
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

    from runtime.model import Decision, Request, Resolved
    from runtime.policy.model import Policy
    from runtime.strict_yaml import Mapping, Node

MAX_BYTES = 4 * 1024 * 1024
FILE_KEYS = ("policy", "cases")
CASE_KEYS = (
    "name", "request", "step", "expect", "rule", "policy", "identity", "context", "cwd",
)  # fmt: skip
STEP_KEYS = ("provider", "binary", "args")
EXPECTATIONS = ("allow", "deny")


class Case:
    """One expectation, with where it was written."""

    __slots__ = (
        "context", "cwd", "expect", "file", "identity", "line", "name", "policy", "request", "rule",
    )  # fmt: skip

    def __init__(self, name: str, file: str, line: int, request: Request, expect: str) -> None:
        self.name = name
        self.file = file
        self.line = line
        self.request = request
        self.expect = expect
        self.rule: str | None = None
        self.policy: str | None = None  # a policy document's path; None: the policy in force
        self.identity: str | None = None
        self.context: str | None = None  # a named context of the config, as RUNTIME_CONTEXT
        self.cwd: str | None = None

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


# --- reading cases files ----------------------------------------------------------------


def case_files(paths: list[str], cwd: str) -> tuple[list[str], list[Diagnostic]]:
    """PATHS as files: a directory stands for every .yaml and .yml under it, sorted."""
    found: list[str] = []
    problems: list[Diagnostic] = []
    for path in paths:
        absolute = os.path.join(cwd, path)
        if os.path.isdir(absolute):
            inside = sorted(_yaml_under(absolute))
            if not inside:
                problems.append(Diagnostic("cases-empty-dir", "no .yaml cases file", file=path))
            found.extend(inside)
        elif os.path.isfile(absolute):
            found.append(absolute)
        else:
            problems.append(Diagnostic("cases-missing", "no such cases file", file=path))
    return found, problems


def _yaml_under(directory: str) -> list[str]:
    return [
        os.path.join(top, name)
        for top, _, names in os.walk(directory)
        for name in names
        if name.endswith((".yaml", ".yml"))
    ]


def read_cases(path: str, shown: str) -> tuple[list[Case], list[Diagnostic]]:
    """Every case in the file at PATH (named SHOWN in messages), and every problem in it."""
    from runtime import strict_yaml
    from runtime.documents import read_document
    from runtime.strict_yaml import Mapping

    try:
        data = read_document(path, MAX_BYTES)
    except OSError as error:
        return [], [Diagnostic("cases-unreadable", f"cannot read: {error.strerror}", file=shown)]
    parsed = strict_yaml.parse(data.decode("utf-8", errors="replace"))
    if parsed.root is None:
        problems = parsed.diagnostics or [Diagnostic("cases-empty", "the cases file is empty")]
        return [], [d.in_file(shown) for d in problems]
    reader = _Reader(path, shown)
    if not isinstance(parsed.root, Mapping):
        reader.problem("cases-shape", "a cases file is a mapping with a `cases:` list", parsed.root)
        return [], reader.problems
    return reader.file(parsed.root), reader.problems


class _Reader:
    """Reads one file's nodes into cases, collecting every problem rather than stopping."""

    def __init__(self, path: str, shown: str) -> None:
        self.path = path
        self.shown = shown
        self.problems: list[Diagnostic] = []
        self.names: dict[str, int] = {}

    def problem(self, code: str, message: str, node: Node, hint: str | None = None) -> None:
        self.problems.append(
            Diagnostic(
                code, message, line=node.line, column=node.column, file=self.shown, hint=hint
            )
        )

    def file(self, root: Mapping) -> list[Case]:
        from runtime.strict_yaml import Sequence

        self.unknown_keys(root, FILE_KEYS, "a cases file")
        default_policy = self.path_value(root.get("policy"))
        listed = root.get("cases")
        if not isinstance(listed, Sequence):
            self.problem("cases-shape", "`cases:` must be a list of cases", listed or root)
            return []
        cases = [self.case(node, default_policy) for node in listed.items]
        return [case for case in cases if case is not None]

    def unknown_keys(self, mapping: Mapping, known: tuple[str, ...], what: str) -> None:
        for key, _ in mapping.items:
            if key.value not in known:
                self.problem(
                    "cases-unknown-key",
                    f"unknown key {key.value!r} in {what}",
                    key,
                    hint="known keys: " + ", ".join(known),
                )

    def case(self, node: Node, default_policy: str | None) -> Case | None:
        from runtime.strict_yaml import Mapping

        if not isinstance(node, Mapping):
            self.problem("case-shape", "a case is a mapping (name, request or step, expect)", node)
            return None
        before = len(self.problems)
        self.unknown_keys(node, CASE_KEYS, "a case")
        name = self.name(node)
        expect = self.text(node, "expect", required=True)
        if expect is not None and expect not in EXPECTATIONS:
            self.problem("case-expect", f"expect must be allow or deny, not {expect!r}", node)
        request = self.request(node)
        if request is None or name is None or expect is None or len(self.problems) > before:
            return None
        case = Case(name, self.shown, node.line, request, expect)
        case.rule = self.text(node, "rule")
        case.identity = self.text(node, "identity")
        case.context = self.text(node, "context")
        case.policy = self.path_value(node.get("policy")) or default_policy
        case.cwd = self.path_value(node.get("cwd"))
        return None if len(self.problems) > before else case

    def name(self, node: Mapping) -> str | None:
        name = self.text(node, "name", required=True)
        if name is None:
            return None
        if name in self.names:
            self.problem(
                "case-duplicate", f"case {name!r} is also at line {self.names[name]}", node
            )
            return None
        self.names[name] = node.line
        return name

    def text(self, node: Mapping, key: str, *, required: bool = False) -> str | None:
        from runtime.strict_yaml import Scalar

        value = node.get(key)
        if value is None:
            if required:
                self.problem("case-missing", f"a case needs `{key}:`", node)
            return None
        if not isinstance(value, Scalar) or not value.value:
            self.problem("case-shape", f"`{key}:` must be a non-empty string", value)
            return None
        return value.value

    def path_value(self, node: Node | None) -> str | None:
        """A path written in the file, relative to the file's directory."""
        from runtime.strict_yaml import Scalar

        if node is None:
            return None
        if not isinstance(node, Scalar) or not node.value:
            self.problem("case-shape", "a path must be a non-empty string", node)
            return None
        return os.path.join(os.path.dirname(self.path), node.value)

    def request(self, node: Mapping) -> Request | None:
        typed, step = node.get("request"), node.get("step")
        if (typed is None) == (step is None):
            self.problem("case-request", "a case needs exactly one of `request:` or `step:`", node)
            return None
        if typed is not None:
            return self.typed(typed)
        assert step is not None
        return self.step(step)

    def typed(self, node: Node) -> Request | None:
        """`request:` as a user types it after `runtime` (or after `runtime resolve`)."""
        import shlex

        from runtime.capability.resolve import request_for
        from runtime.errors import UsageError
        from runtime.strict_yaml import Scalar

        if not isinstance(node, Scalar):
            self.problem("case-request", "`request:` is the command as typed, one string", node)
            return None
        try:
            words = shlex.split(node.value)
        except ValueError as error:
            self.problem("case-request", f"cannot split `request:` into words: {error}", node)
            return None
        if words[:1] == ["runtime"]:  # pasted from a shell: the program's name is not a word
            words = words[1:]
        try:
            return request_for(words)
        except UsageError as error:
            hint = "write it as `github|files OPERATION ...` or `command run BINARY ...`"
            self.problem("case-request", error.message, node, hint=hint)
            return None

    def step(self, node: Node) -> Request | None:
        """`step:` as a capability step: a provider or a binary, and its args."""
        from runtime.model import Request
        from runtime.strict_yaml import Mapping, Scalar, Sequence

        if not isinstance(node, Mapping):
            self.problem("case-step", "`step:` is a mapping: provider or binary, and args", node)
            return None
        self.unknown_keys(node, STEP_KEYS, "a step")
        provider, binary = self.text(node, "provider"), self.text(node, "binary")
        args = node.get("args")
        words: list[str] = []
        if isinstance(args, Sequence) and all(isinstance(item, Scalar) for item in args.items):
            words = [item.value for item in args.items if isinstance(item, Scalar)]
        elif args is not None:
            self.problem("case-step", "`args:` must be a list of strings", args)
            return None
        if (provider is None) == (binary is None):
            self.problem("case-step", "a step names exactly one of provider or binary", node)
            return None
        if provider is not None:
            return Request.for_provider(provider, words, origin="capability")
        assert binary is not None
        return Request.for_binary(binary, words, origin="capability")


# --- judging ----------------------------------------------------------------------------


def judge_case(case: Case, policy: Policy, cwd: str) -> dict[str, Any]:
    """CASE judged by the pipeline's Resolve and Policy stages, and whether it held."""
    from runtime.capability.resolve import judge

    with _selected_context(case.context):
        resolved, decision = judge(case.request, policy, case.cwd or cwd)
    if decision is not None and decision.allowed and case.identity is not None:
        decision = _with_identity(resolved, policy, case.identity) or decision
    return _verdict(case, resolved, decision)


@contextmanager
def _selected_context(name: str | None) -> Iterator[None]:
    """NAME selected for one case the way a user selects it for one call (RUNTIME_CONTEXT),
    so Resolve reads it where it always does."""
    from runtime.home.environment import CONTEXT

    if name is None:
        yield
        return
    before = os.environ.get(CONTEXT)
    os.environ[CONTEXT] = name
    try:
        yield
    finally:
        if before is None:
            del os.environ[CONTEXT]
        else:
            os.environ[CONTEXT] = before


def _with_identity(resolved: Resolved, policy: Policy, identity: str) -> Decision | None:
    from runtime.pipeline import identity_denial

    return identity_denial(resolved, policy, identity)


def _verdict(case: Case, resolved: Resolved, decision: Decision | None) -> dict[str, Any]:
    from fnmatch import fnmatchcase

    actual = "error" if decision is None else ("allow" if decision.allowed else "deny")
    rule = decision.rule if decision is not None else None
    problem = None
    if decision is None:
        problem = f"the request does not resolve: {resolved.error}"
    elif actual != case.expect:
        problem = f"expected {case.expect}, got {actual} by rule {rule!r}"
    elif case.rule is not None and not fnmatchcase(rule or "", case.rule):
        problem = f"expected rule {case.rule!r}, got {actual} by rule {rule!r}"
    return {
        "name": case.name,
        "file": case.file,
        "line": case.line,
        "request": _shown_request(case.request),
        "identity": case.identity,
        "expect": case.expect,
        "expect_rule": case.rule,
        "actual": actual,
        "rule": rule,
        "message": (decision.message or None) if decision is not None else resolved.error,
        # what the decision leaves to execution (terraform apply's plan, identities)
        "deferred": list(decision.deferred) if decision is not None else [],
        "passed": problem is None,
        "problem": problem,
    }


def _shown_request(request: Request) -> str:
    import shlex

    head = [request.provider] if request.provider is not None else ["command", "run"]
    if request.binary is not None:
        head.append(request.binary)
    return shlex.join([*(word for word in head if word), *request.args])


# --- the command ------------------------------------------------------------------------


def run_cases(paths: list[str], cwd: str, pattern: str | None = None) -> Result:
    """Every case in PATHS (those whose name PATTERN searches, when given), judged."""
    import re

    from runtime.policy.load import load_policy

    files, problems = case_files(paths, cwd)
    cases: list[Case] = []
    for path in files:
        found, more = read_cases(path, _shown(path, cwd))
        cases.extend(found)
        problems.extend(more)
    policies = _policies(cases, cwd, problems)
    problems.extend(_unknown_contexts(cases))
    if problems:
        return _invalid(problems)
    selected = [c for c in cases if pattern is None or re.search(pattern, c.name)]
    if not selected:
        from runtime.errors import UsageError

        raise UsageError(f"no case matches --run {pattern!r}" if pattern else "no case to judge")
    in_force = load_policy() if any(c.policy is None for c in selected) else None
    results = [
        judge_case(c, policies.get(c.policy or "") or _given(in_force), cwd) for c in selected
    ]
    return _report(results, [_shown(path, cwd) for path in files], len(cases), pattern)


def _given(policy: Policy | None) -> Policy:
    assert policy is not None
    return policy


def _policies(cases: list[Case], cwd: str, problems: list[Diagnostic]) -> dict[str, Policy | None]:
    """Each policy document the cases name, read once, strictly; its problems join PROBLEMS."""
    from runtime.policy.load import PolicyError, read_policy

    read: dict[str, Policy | None] = {}
    for case in cases:
        path = case.policy
        if path is None or path in read:
            continue
        try:
            read[path] = read_policy(path)
        except PolicyError as error:
            problems.append(
                Diagnostic(
                    "case-policy",
                    f"policy document {_shown(path, cwd)} is invalid",
                    line=case.line,
                    file=case.file,
                )
            )
            problems.extend(error.diagnostics)
            read[path] = None  # reported once
    return read


def _unknown_contexts(cases: list[Case]) -> list[Diagnostic]:
    """A case naming a context the config does not have, at its line."""
    named = [case for case in cases if case.context is not None]
    if not named:
        return []
    from runtime.home.config import contexts

    known = contexts()
    shown = ", ".join(sorted(known)) or "none configured"
    return [
        Diagnostic(
            "case-context",
            f"context {case.context!r} is not in the config's contexts: ({shown})",
            line=case.line,
            file=case.file,
        )
        for case in named
        if case.context not in known
    ]


def _shown(path: str, cwd: str) -> str:
    relative = os.path.relpath(path, cwd)
    return path if relative.startswith("..") else relative


def _invalid(problems: list[Diagnostic]) -> Result:
    count = sum(1 for d in problems if d.is_error)
    return Result(
        "policy test",
        kind="policy test",
        exit_code=exit_codes.INVALID,
        output={
            "files": [],
            "cases": [],
            "passed": 0,
            "failed": 0,
            "selected": 0,
            "total": 0,
            "run": None,
        },
        diagnostics=problems,
        error={
            "code": "cases-invalid",
            "message": f"the cases are invalid: {count} problem(s)",
            "hint": "fix every problem listed; no case was judged",
        },
    )


def _report(
    results: list[dict[str, Any]], files: list[str], total: int, pattern: str | None
) -> Result:
    failed = [r for r in results if not r["passed"]]
    output = {
        "files": files,
        "cases": results,
        "passed": len(results) - len(failed),
        "failed": len(failed),
        "selected": len(results),
        "total": total,
        "run": pattern,
    }
    error = None
    if failed:
        first = failed[0]
        error = {
            "code": "policy-test-failed",
            "message": f"{len(failed)} of {len(results)} case(s) failed; first: "
            f"{first['file']}:{first['line']}: {first['name']}: {first['problem']}",
            "hint": None,
        }
    code = exit_codes.FAILED if failed else exit_codes.OK
    return Result("policy test", kind="policy test", exit_code=code, output=output, error=error)
