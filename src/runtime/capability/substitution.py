"""${name} substitution: literal text replacement of declared inputs, before execution.

What substitution may build is bounded, and the bounds are checked by arithmetic on the
sizes before any substituted text exists: a small document that repeats `${a}` with a
large input would otherwise multiply into gigabytes. The limits follow what the
programs at the end of a step accept (Linux: 128 KiB per argument, 2 MiB for all of
argv and the environment):

| limit | bytes (UTF-8) | refused as |
|---|---|---|
| one `--input` value | 64 KiB | usage error, exit 2 |
| one argument after substitution | 128 KiB | invalid capability, exit 3 |
| one step's arguments after substitution | 1 MiB | invalid capability, exit 3 |
| the whole workflow after substitution | 8 MiB | invalid capability, exit 3 |
"""

from __future__ import annotations

from runtime import placeholders
from runtime.capability.model import Capability, Step
from runtime.diagnostics import Diagnostic

MAX_INPUT_BYTES = 64 * 1024
MAX_ARGUMENT_BYTES = 128 * 1024
MAX_STEP_ARGS_BYTES = 1024 * 1024
MAX_WORKFLOW_BYTES = 8 * 1024 * 1024


def parse_inputs(pairs: list[str]) -> dict[str, str]:
    """`--input key=value` words; the value is everything after the first `=`."""
    values: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            from runtime.errors import UsageError

            raise UsageError(f"--input expects key=value, got {pair!r}")
        values[key] = value
    return values


def refuse_oversized_inputs(values: dict[str, str]) -> None:
    """One input value past MAX_INPUT_BYTES, or holding a NUL byte (which no program's
    argument and no path can hold), is a usage error, whichever door it came in by."""
    for key, value in values.items():
        size = len(value.encode("utf-8", "surrogateescape"))
        if "\0" in value:
            from runtime.errors import UsageError

            raise UsageError(
                f"--input {key} holds a NUL byte, which no argument or path can hold",
                code="input-nul",
            )
        if size > MAX_INPUT_BYTES:
            from runtime.errors import UsageError

            raise UsageError(
                f"--input {key} is {size} bytes; the limit for one input value is "
                f"{MAX_INPUT_BYTES} bytes (MAX_INPUT_BYTES)",
                code="input-too-large",
                hint="pass large content as a file the capability reads, not as an input",
            )


def missing_required(capability: Capability, values: dict[str, str]) -> list[str]:
    return [
        name for name, spec in capability.inputs.items() if spec.required and name not in values
    ]


def substitute_word(word: str, values: dict[str, str]) -> str:
    # Undeclared or unsupplied names stay exactly as written.
    return placeholders.replace(word, values.get)


def substitute(step: Step, capability: Capability, values: dict[str, str]) -> list[str]:
    declared = {name: value for name, value in values.items() if name in capability.inputs}
    return [substitute_word(word, declared) for word in step.args]


def substituted_size(word: str, sizes: dict[str, int]) -> int:
    """The UTF-8 size WORD would have after substitution, without building it."""
    total = len(word.encode("utf-8", "surrogateescape"))
    if placeholders.OPEN not in word:
        return total
    for start, end, name in placeholders.spans(word):
        if name in sizes:
            total += sizes[name] - len(word[start:end].encode("utf-8", "surrogateescape"))
    return total


def oversized(capability: Capability, values: dict[str, str]) -> list[Diagnostic]:
    """Every bound the substituted workflow would exceed, each naming its limit and step."""
    sizes = {
        name: len(value.encode("utf-8", "surrogateescape"))
        for name, value in values.items()
        if name in capability.inputs
    }
    problems: list[Diagnostic] = []
    workflow = 0
    for step in capability.steps:
        step_total = 0
        for position, word in enumerate(step.args):
            size = substituted_size(word, sizes)
            step_total += size
            if size > MAX_ARGUMENT_BYTES:
                problems.append(
                    _too_large(
                        capability.path, step, f"args[{position}] would be", size, "ARGUMENT"
                    )
                )
        if step_total > MAX_STEP_ARGS_BYTES:
            problems.append(
                _too_large(capability.path, step, "args would be", step_total, "STEP_ARGS")
            )
        workflow += step_total
    if workflow > MAX_WORKFLOW_BYTES:
        problems.append(
            Diagnostic(
                "substitution-too-large",
                f"the workflow would be {workflow} bytes after substitution; the limit is "
                f"{MAX_WORKFLOW_BYTES} bytes (MAX_WORKFLOW_BYTES)",
                path="workflow",
                file=capability.path,
                hint=_HINT,
            )
        )
    return problems


_LIMITS = {
    "ARGUMENT": ("one argument", MAX_ARGUMENT_BYTES),
    "STEP_ARGS": ("one step's arguments", MAX_STEP_ARGS_BYTES),
}
_HINT = "pass large content as a file the step reads; repeat an input less"


def _too_large(file: str, step: Step, what: str, size: int, limit: str) -> Diagnostic:
    label, maximum = _LIMITS[limit]
    return Diagnostic(
        "substitution-too-large",
        f"{step.label}: {what} {size} bytes after substitution; the limit for {label} is "
        f"{maximum} bytes (MAX_{limit}_BYTES)",
        path=step.label,
        file=file,
        line=step.line,
        hint=_HINT,
    )
