"""Validating capability files, for either door: every problem in every file, as a Result.

`validate()` is what `capability validate` does before its --format/--report rendering
(the CLI's) and what the MCP door's capability_validate does by name; `build_result()`
turns compiled files into the Result both show.
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.diagnostics import Diagnostic
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.capability.compiler import BinaryRules
    from runtime.capability.model import Compiled

COMMAND = "capability validate"


def validate(words: list[str], cwd: str, *, skip_plain: bool = False) -> Result:
    """Each PATH|NAME|DIR in WORDS compiled; SKIP_PLAIN skips Markdown with no runtime block."""
    from runtime.capability.sources import expand

    rules = binary_rules()
    refuse_ambiguous(words, cwd)
    targets = expand(words, cwd)
    results = [compile_target(target.named, target.file, rules, cwd) for target in targets]
    skipped: list[str] = []
    if skip_plain:
        results, skipped = without_plain_markdown(results)
    for compiled in results:
        lineage_warnings(compiled, cwd)
    result = build_result(COMMAND, results)
    result.output["skipped"] = skipped
    for path in skipped:  # skipped, never silently: a capability fenced as yaml is named
        found = yaml_fenced_capability(path)
        if found is not None:
            result.diagnostics.append(found)
            result.output["summary"]["warnings"] += 1
    return result


def yaml_fenced_capability(path: str) -> Diagnostic | None:
    """A warning when PATH holds a ```yaml (or yml) block with top-level `version:` and
    `workflow:` keys: a capability fenced as YAML, which is not read as one."""
    from runtime.capability.fences import scan_fences

    try:
        with open(path, "rb") as handle:
            text = handle.read(MAX_SCANNED).decode("utf-8", "replace")
    except OSError:
        return None
    for fence in scan_fences(text):
        keys = {line.partition(":")[0] for line in fence.body.splitlines() if ":" in line}
        if fence.info.lower() in ("yaml", "yml") and {"version", "workflow"} <= keys:
            return Diagnostic(
                "yaml-fenced-capability",
                f"the ```{fence.info} block at line {fence.open_line} holds version: and "
                "workflow:, a capability fenced as yaml: it was skipped, not validated "
                "(a capability's block is fenced ```runtime)",
                line=fence.open_line,
                file=path,
                severity="warning",
                hint="fence it as ```runtime to make it a capability, or leave it as an example",
            )
    return None


MAX_SCANNED = 1024 * 1024  # a capability file's own limit


def without_plain_markdown(results: list[Compiled]) -> tuple[list[Compiled], list[str]]:
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


def refuse_ambiguous(words: list[str], cwd: str) -> None:
    import os

    from runtime.capability.loader import ambiguous_error
    from runtime.capability.sources import look_up

    for word in words:
        if not os.path.isdir(os.path.join(cwd, word)):
            lookup = look_up(word, cwd)
            if lookup.ambiguous:
                raise ambiguous_error(word, lookup)


def binary_rules() -> BinaryRules:
    from runtime.capability.compiler import BinaryRules
    from runtime.policy.load import load_policy

    policy = load_policy()
    return BinaryRules(policy.allowed_binaries, policy.denied_binaries)


def compile_target(named: str, file: str | None, rules: BinaryRules, cwd: str = ".") -> Compiled:
    from runtime.capability.compiler import compile_bytes
    from runtime.capability.model import Compiled

    if file is None:
        from runtime.capability.loader import not_found_message
        from runtime.capability.sources import look_up

        missing = Compiled(named)
        message = not_found_message(named, look_up(named, cwd))
        missing.diagnostics.append(Diagnostic("not-found", message, file=named))
        return missing
    from runtime.documents import read_document

    try:
        data = read_document(file, MAX_READ - 1)
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
