"""runtime policy test CASES... [--run PATTERN] [--junit FILE]: the words, and the report file.

The judging is the core's (capability/policy_tests.py, through the same Resolve and Policy
stages as `runtime resolve`); this module parses, and writes the JUnit report.
"""

from __future__ import annotations

from runtime.cli.args import Opt, Spec
from runtime.command_table import usage
from runtime.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation
    from runtime.result import Result

TEST = Spec(
    usage("policy test"),
    "Judge every case in the cases files (a directory: every .yaml under it) by the same\n"
    "Resolve and Policy stages as `runtime resolve`, under the policy in force or the case's\n"
    "own policy document, and compare with what it expects. Nothing runs and nothing is\n"
    "audited; only --junit writes a file. Each failing case names its file and line and\n"
    "the rule that decided. Exit 0 when every case holds, 1 when any fails, 3 when a cases\n"
    "file is invalid (every problem listed, with its line).\n"
    "\n"
    "A cases file: `policy: DOC` (optional, for every case) and `cases:`, a list of:\n"
    "  name:      unique in the file; --run matches it\n"
    "  request:   the words as typed (runtime) command run git push origin main\n"
    "  step:      or a capability step: {binary: B, args: [...]} or {provider: P, args: [...]}\n"
    "  expect:    allow or deny\n"
    "  rule:      optional: the rule that must decide (a glob: file_policy.read_roots *)\n"
    "  identity:  optional: who acts, asked of the policy's identities: allow-list\n"
    "  context:   optional: a named context of the config, selected as RUNTIME_CONTEXT\n"
    "  policy:    optional: this case's policy document; cwd: the directory it is judged in\n"
    "Paths are relative to the cases file.",
    options=(
        Opt(
            "--run",
            "judge only the cases whose name this regular expression finds",
            metavar="PATTERN",
        ),
        Opt("--junit", "also write a JUnit XML report to FILE", metavar="FILE"),
    ),
    min_args=1,
    max_args=None,
)


def test(invocation: Invocation) -> Result:
    import re

    from runtime.capability.policy_tests import run_cases

    parsed = invocation.parse(TEST)
    pattern = parsed.value("--run")
    if pattern is not None:
        try:
            re.compile(pattern)
        except re.error as error:
            raise UsageError(f"--run {pattern!r} is not a regular expression: {error}") from None
    result = run_cases(parsed.args, invocation.cwd, pattern)
    junit = parsed.value("--junit")
    if junit is not None:
        _write_junit(result, junit, invocation.cwd)
    return result


def _write_junit(result: Result, report: str, cwd: str) -> None:
    import os

    from runtime.audit.sinks import report_file
    from runtime.cli.reporter.policy import junit
    from runtime.errors import CommandError

    target = os.path.join(cwd, report)
    try:
        report_file(target, junit(result))
    except OSError as error:
        raise CommandError(f"cannot write report {target}: {error.strerror}") from None
