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
    rows = operation_rows(provider)
    headers = ("operation", "arguments", "transport", "effect")
    widths = [max(len(h), *(len(str(r[h])) for r in rows)) for h in headers]
    widths[1] = min(widths[1], 60)
    lines = [
        f"usage: runtime {provider.name} OPERATION [ARGS...]",
        "",
        f"{provider.description}. {len(provider.operations)} operations; the transport "
        "column is information, not a choice.",
        f"auth provider: {provider.auth or 'none'}",
        "",
        "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip(),
    ]
    for row in rows:
        cells = [str(row[h]) for h in headers]
        lines.append("  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip())
    for note in provider.notes:
        lines += ["", note]
    lines += ["", f"Run `runtime {provider.name} OPERATION --help` for one operation."]
    return "\n".join(lines)


def operation_text(provider: Provider, operation: Operation) -> str:
    lines = [f"{operation.name}: {operation.summary}", ""]
    for form in operation.forms:
        lines.append(f"  runtime {provider.name} {operation.name} {form.usage()}".rstrip())
        lines.append(f"      transport {form.transport}: {form.target}")
    lines += ["", f"effect: {operation.effect}; auth provider: {operation.auth or 'none'}"]
    return "\n".join(lines)
