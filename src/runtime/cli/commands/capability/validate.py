"""runtime capability validate PATH|NAME|DIR ...: the words and the CI report formats.

The checking is the core's (capability/validate.py); this module adds --format and
--report, which render the same Result for CI.
"""

from __future__ import annotations

from runtime.capability.validate import validate
from runtime.cli.args import Opt, Spec
from runtime.errors import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation
    from runtime.result import Result

REPORT_FORMATS = ("text", "sarif", "junit", "github")
SKIP_OPTION = "--capabilities-only"

SPEC = Spec(
    "runtime capability validate PATH|NAME|DIR ... [--format F] [--report FILE]",
    "Check capability files against this runtime's operations and policy; report every\n"
    "problem in every file. A directory validates every .md under it (README.md skipped).\n"
    "A Lineage entry naming a capability no source has, or steps the file lacks, is a\n"
    "warning. --format sarif|junit|github writes a report for CI (SARIF 2.1.0, JUnit XML,\n"
    "GitHub workflow commands) to stdout, or to --report FILE while stdout keeps the usual\n"
    "output. The exit code is the same whatever the format.",
    options=(
        Opt("--format", "report format: text (default), sarif, junit, github", metavar="F"),
        Opt("--report", "write the --format report to FILE", metavar="FILE"),
        Opt(SKIP_OPTION, "skip Markdown files with no ```runtime block instead of failing them"),
    ),
    min_args=1,
    max_args=None,
)


def main(invocation: Invocation) -> Result:
    parsed = invocation.parse(SPEC)
    fmt = parsed.value("--format", "text") or "text"
    report = parsed.value("--report")
    if fmt not in REPORT_FORMATS:
        raise UsageError(f"unknown report format {fmt!r}: use {', '.join(REPORT_FORMATS)}")
    if fmt != "text" and report is None and invocation.output == "json":
        raise UsageError(f"--format {fmt} replaces stdout: add --report FILE to keep JSON there")
    result = validate(parsed.args, invocation.cwd, skip_plain=parsed.flag(SKIP_OPTION))
    if fmt != "text" or report is not None:
        _report(result, fmt, report, invocation.cwd)
    return result


def _report(result: Result, fmt: str, report: str | None, cwd: str) -> None:
    if report is None:  # the report is stdout's text: the validate view renders it
        result.text_options = {"format": fmt, "cwd": cwd}
        return
    import os

    from runtime.cli.reporter.ci import render

    text = render(fmt, result, cwd)

    from runtime.audit.sinks import report_file

    target = os.path.join(cwd, report)
    try:
        report_file(target, text)
    except OSError as error:
        from runtime.errors import CommandError

        raise CommandError(f"cannot write report {target}: {error.strerror}") from None
