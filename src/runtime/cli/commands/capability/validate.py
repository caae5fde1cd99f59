"""runtime capability validate PATH|NAME|DIR ..."""

from __future__ import annotations

from runtime.capability.compiler import BinaryRules, compile_bytes
from runtime.capability.sources import expand
from runtime.cli import exit_codes
from runtime.cli.args import Spec
from runtime.cli.result import Result
from runtime.diagnostics import Diagnostic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.model import Compiled
    from runtime.cli.main import Invocation

SPEC = Spec(
    "runtime capability validate PATH|NAME|DIR ...",
    "Check capability files against this runtime's operations and policy; report every\n"
    "problem in every file. A directory validates every .md under it (README.md skipped).",
    min_args=1,
    max_args=None,
)


def main(invocation: Invocation) -> Result:
    parsed = invocation.parse(SPEC)
    rules = binary_rules()
    results = [
        _compile(target.named, target.file, rules) for target in expand(parsed.args, invocation.cwd)
    ]
    return build_result(invocation.command, results)


def binary_rules() -> BinaryRules:
    from runtime.cli.run import load_policy

    policy = load_policy()
    return BinaryRules(policy.allowed_binaries, policy.denied_binaries)


def _compile(named: str, file: str | None, rules: BinaryRules) -> Compiled:
    from runtime.capability.model import Compiled

    if file is None:
        missing = Compiled(named)
        missing.diagnostics.append(
            Diagnostic("not-found", f"no capability file or name {named!r}", file=named)
        )
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
    return Result(
        command,
        exit_code=code,
        output={"files": files, "summary": summary},
        diagnostics=diagnostics,
        render_text=_render,
    )


def _render(result: Result) -> str:
    lines: list[str] = []
    by_file: dict[str, list[Diagnostic]] = {}
    for diagnostic in result.diagnostics:
        by_file.setdefault(diagnostic.file or "", []).append(diagnostic)
    for entry in result.output["files"]:
        mark = "✓" if entry["valid"] else "✗"
        lines.append(f"{mark} {entry['path']}")
        lines += ["  " + d.render() for d in by_file.get(entry["path"], [])]
    summary = result.output["summary"]
    lines.append(
        f"{summary['files']} file(s): {summary['valid']} valid, {summary['invalid']} invalid "
        f"({summary['errors']} error(s), {summary['warnings']} warning(s))"
    )
    return "\n".join(lines)
