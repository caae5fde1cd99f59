"""runtime capability validate PATH|NAME|DIR ..."""

from __future__ import annotations

from runtime import exit_codes
from runtime.capability.compiler import BinaryRules, compile_bytes
from runtime.capability.sources import expand
from runtime.cli.args import Opt, Spec
from runtime.diagnostics import Diagnostic
from runtime.errors import UsageError
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Compiled
    from runtime.cli.main import Invocation

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
    rules = binary_rules()
    _refuse_ambiguous(parsed.args, invocation.cwd)
    targets = expand(parsed.args, invocation.cwd)
    results = [_compile(target.named, target.file, rules, invocation.cwd) for target in targets]
    skipped: list[str] = []
    if parsed.flag(SKIP_OPTION):
        results, skipped = _without_plain_markdown(results)
    for compiled in results:
        lineage_warnings(compiled, invocation.cwd)
    result = build_result(invocation.command, results)
    result.output["skipped"] = skipped
    if fmt != "text" or report is not None:
        _report(result, fmt, report, invocation.cwd)
    return result


def _without_plain_markdown(results: list[Compiled]) -> tuple[list[Compiled], list[str]]:
    """Markdown that is not a capability at all (no runtime block) is left out, and listed."""
    kept: list[Compiled] = []
    skipped: list[str] = []
    for compiled in results:
        codes = [d.code for d in compiled.diagnostics]
        if codes == ["no-runtime-block"] and compiled.path.endswith(".md"):
            skipped.append(compiled.path)
        else:
            kept.append(compiled)
    return kept, skipped


def lineage_warnings(compiled: Compiled, cwd: str) -> None:
    """A Lineage entry should name a capability some source (or a nearby file) holds."""
    if not compiled.lineage:
        return
    import os

    from runtime.capability.sources import find_by_name

    here = os.path.dirname(os.path.join(cwd, compiled.path))
    for entry in compiled.lineage:
        nearby = os.path.join(here, entry.name)
        if os.path.isfile(nearby) or os.path.isfile(nearby + ".md"):
            continue
        if find_by_name(entry.name) is None:
            compiled.diagnostics.append(
                Diagnostic(
                    "lineage-unknown-capability",
                    f"Lineage names `{entry.name}`, which no capability source holds",
                    line=entry.line,
                    file=compiled.path,
                    severity="warning",
                    hint="runtime capability list shows every resolvable name",
                )
            )


def _report(result: Result, fmt: str, report: str | None, cwd: str) -> None:
    if report is None:  # the report is stdout's text: the validate view renders it
        result.text_options = {"format": fmt, "cwd": cwd}
        return
    import os

    from runtime.cli.reporter.ci import render

    text = render(fmt, result, cwd)

    target = os.path.join(cwd, report)
    try:
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text if text.endswith("\n") or not text else text + "\n")
    except OSError as error:
        from runtime.errors import CommandError

        raise CommandError(f"cannot write report {target}: {error.strerror}") from None


def _refuse_ambiguous(words: list[str], cwd: str) -> None:
    import os

    from runtime.capability.loader import ambiguous_error
    from runtime.capability.sources import look_up

    for word in words:
        if not os.path.isdir(os.path.join(cwd, word)):
            lookup = look_up(word, cwd)
            if lookup.ambiguous:
                raise ambiguous_error(word, lookup)


def binary_rules() -> BinaryRules:
    from runtime.policy.load import load_policy

    policy = load_policy()
    return BinaryRules(policy.allowed_binaries, policy.denied_binaries)


def _compile(named: str, file: str | None, rules: BinaryRules, cwd: str = ".") -> Compiled:
    from runtime.capability.model import Compiled

    if file is None:
        from runtime.capability.loader import not_found_message
        from runtime.capability.sources import look_up

        missing = Compiled(named)
        message = not_found_message(named, look_up(named, cwd))
        missing.diagnostics.append(Diagnostic("not-found", message, file=named))
        return missing
    try:
        with open(file, "rb") as handle:
            data = handle.read(MAX_READ)
    except OSError as error:
        unreadable = Compiled(file)
        unreadable.diagnostics.append(
            Diagnostic("unreadable", f"cannot read: {error.strerror}", file=file)
        )
        return unreadable
    return compile_bytes(data, file, rules)


MAX_READ = 1024 * 1024 + 1  # one byte over the compiler's limit, so it can say so


def build_result(command: str, results: list[Compiled]) -> Result:
    diagnostics = [d for compiled in results for d in compiled.diagnostics]
    files: list[dict[str, Any]] = [
        {
            "path": compiled.path,
            "valid": compiled.ok,
            "digest": compiled.digest,
            "steps": len(compiled.capability.steps) if compiled.capability else None,
            "errors": sum(1 for d in compiled.diagnostics if d.is_error),
            "warnings": sum(1 for d in compiled.diagnostics if not d.is_error),
        }
        for compiled in results
    ]
    invalid = sum(1 for entry in files if not entry["valid"])
    summary = {
        "files": len(files),
        "valid": len(files) - invalid,
        "invalid": invalid,
        "errors": sum(entry["errors"] for entry in files),
        "warnings": sum(entry["warnings"] for entry in files),
    }
    code = exit_codes.INVALID if invalid else exit_codes.OK
    if any(d.code == "not-found" for d in diagnostics):
        code = exit_codes.USAGE  # as plan and execute: a name found nowhere is not a bad file
    return Result(
        command,
        kind="capability validate",
        exit_code=code,
        output={"files": files, "summary": summary},
        diagnostics=diagnostics,
    )
