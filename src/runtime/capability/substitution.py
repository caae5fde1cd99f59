"""${name} substitution: literal text replacement of declared inputs, before execution."""

from __future__ import annotations

from runtime.capability.model import Capability, Step


def parse_inputs(pairs: list[str]) -> dict[str, str]:
    """`--input key=value` words; the value is everything after the first `=`."""
    values: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            from runtime.cli.errors import UsageError

            raise UsageError(f"--input expects key=value, got {pair!r}")
        values[key] = value
    return values


def missing_required(capability: Capability, values: dict[str, str]) -> list[str]:
    return [
        name for name, spec in capability.inputs.items() if spec.required and name not in values
    ]


def substitute_word(word: str, values: dict[str, str]) -> str:
    if "${" not in word:
        return word
    out: list[str] = []
    cursor = 0
    while True:
        start = word.find("${", cursor)
        end = word.find("}", start + 2) if start >= 0 else -1
        if start < 0 or end < 0:
            out.append(word[cursor:])
            return "".join(out)
        name = word[start + 2 : end]
        out.append(word[cursor:start])
        # Undeclared or unsupplied names stay exactly as written.
        out.append(values[name] if name in values else word[start : end + 1])
        cursor = end + 1


def substitute(step: Step, capability: Capability, values: dict[str, str]) -> list[str]:
    declared = {name: value for name, value in values.items() if name in capability.inputs}
    return [substitute_word(word, declared) for word in step.args]
