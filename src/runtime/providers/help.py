"""The operation table as text and data: `runtime <provider> --help`, specs, resolve."""

from __future__ import annotations

from runtime.providers.operations import Operation, Provider

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def operation_rows(provider: Provider) -> list[dict[str, Any]]:
    return [
        {
            "operation": op.name,
            "arguments": form.usage(),
            "transport": form.transport,
            "effect": op.effect,
            "calls": form.target,
            "auth": op.auth,
            "summary": op.summary,
            "previewable": op.previewable,
        }
        for op in provider.operations
        for form in op.forms
    ]


def table_text(provider: Provider) -> str:
    from runtime.columns import aligned

    rows = operation_rows(provider)
    headers = ("operation", "arguments", "transport", "effect")
    lines = [
        f"usage: runtime {provider.name} OPERATION [ARGS...]",
        "",
        f"{provider.description}. {len(provider.operations)} operations; the transport "
        "column is information, not a choice.",
        f"auth provider: {provider.auth or 'none'}",
        "",
        *aligned(
            [headers, *(tuple(str(r[h]) for h in headers) for r in rows)], indent="", widest=56
        ),
    ]
    for note in provider.notes:
        lines += ["", note]
    lines += [
        "",
        f"Run `runtime {provider.name} OPERATION --help` for one operation. After the",
        "operation's words every word is data (--help and -h too) and `--` ends option",
        f"parsing; global flags go first: runtime --output json {provider.name} OPERATION ...",
    ]
    return "\n".join(lines)


def group_text(provider: Provider, prefix: tuple[str, ...]) -> str | None:
    """`runtime github repo --help`: the operations under a first word, or None."""
    from runtime.columns import aligned

    group = [op for op in provider.operations if op.words[: len(prefix)] == prefix]
    if not group or any(op.words == prefix for op in group):
        return None
    name = " ".join(prefix)
    rows = [(op.name, form.usage(), form.transport, op.effect) for op in group for form in op.forms]
    lines = [
        f"usage: runtime {provider.name} {name} OPERATION [ARGS...]",
        "",
        f"{len(group)} {provider.name} operation(s) under {name!r}:",
        "",
        *aligned([("operation", "arguments", "transport", "effect"), *rows], indent="", widest=56),
        "",
        f"Run `runtime {provider.name} {name} OPERATION --help` for one operation.",
    ]
    return "\n".join(lines)


def operation_text(provider: Provider, operation: Operation) -> str:
    lines = [f"{operation.name}: {operation.summary}", ""]
    for form in operation.forms:
        lines.append(f"  runtime {provider.name} {operation.name} {form.usage()}".rstrip())
        lines.append(f"      transport {form.transport}: {form.target}")
    lines += ["", f"effect: {operation.effect}; auth provider: {operation.auth or 'none'}"]
    return "\n".join(lines)
