"""Text views of the governed commands: an operation's output, resolve, the tables' help.

The help views read the tables the result names (a provider's operations, a binary's
commands) through the same functions the Home's cheat sheets use.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.providers.operations import Provider
    from runtime.result import Result


def operation_output(result: Result) -> str:
    """A typed command's payload; a list cut at its limit says so under it."""
    from runtime.cli.reporter.payload import render_payload

    notes = [d.message for d in result.diagnostics if d.code == "truncated"]
    return "\n".join([render_payload(result.output, result.command), *notes])


# -- the operation tables -----------------------------------------------------------


def _provider(name: str) -> Provider:
    from runtime.providers.registry import PROVIDERS

    return PROVIDERS[name]


def provider_table(result: Result) -> str:
    from runtime.providers.help import table_text

    return table_text(_provider(result.output["provider"]))


def provider_group(result: Result) -> str:
    from runtime.providers.help import group_text

    out = result.output
    return group_text(_provider(out["provider"]), tuple(out["group"].split())) or ""


def provider_operation(result: Result) -> str:
    """`runtime github repo list --help`: the command names the provider, then the operation."""
    from runtime.providers.help import operation_text

    provider = _provider(result.command.partition(" ")[0])
    named = result.output["operation"]
    operation = next(op for op in provider.operations if op.name == named)
    return operation_text(provider, operation)


def binary_tables(result: Result) -> str:
    from runtime.policy.floor import listing

    return "\n\n".join(listing.text(str(row["binary"])) for row in result.output["binaries"])


def binary_table(result: Result) -> str:
    from runtime.policy.floor import listing

    return listing.text(result.output["binary"])


# -- resolve --------------------------------------------------------------------------


def resolve(result: Result) -> str:
    out = result.output
    decision = out["decision"]
    what = out["pinned"] or (
        f"{out['binary']} (not in the trusted search path)"
        if out["binary"]
        else f"{out['provider']} {out['operation']} ({out['calls']})"
    )
    lines = [
        f"runs       {what}",
        *_canonical_lines(out["canonical"]),
        f"transport  {out['transport']}",
        f"auth       {out['auth_provider'] or 'none'}",
        *[f"context    {name} = {value or '(not set)'}" for name, value in out["context"].items()],
        *(
            [f"repository {out['repository']['value']} (from {out['repository']['source']})"]
            if out["repository"]
            else []
        ),
        f"decision   {'allow' if decision['allowed'] else 'deny'} by {decision['rule']}",
        f"policy     {out['policy']}",
    ]
    if out["sandbox"] is not None:
        from runtime.engines.sandbox import status_text

        lines.insert(2, f"sandbox    {status_text(out['sandbox'])}")
    if out.get("egress") is not None:
        lines.insert(3, f"egress     {egress_text(out['egress'])}")
    if decision["message"]:
        lines.append(f"           {decision['message']}")
    lines += [f"deferred   {item}" for item in decision["deferred"]]
    return "\n".join(lines)


def egress_text(grant: dict[str, Any]) -> str:
    """A grant's one line: what the child may reach, and whether anything holds it to that."""
    allowed = [f"{entry['destination']} ({entry['rule']})" for entry in grant["allow"]]
    shown = ", ".join(allowed) if allowed else "none (no network)"
    if allowed and not grant["enforced"]:
        shown = f"unenforced (no sandbox): {shown}"
    if grant["deny"]:
        shown += f"; denied {', '.join(grant['deny'])}"
    return shown


def _canonical_lines(canonical: dict[str, Any] | None) -> list[str]:
    if canonical is None:
        return []
    marks = [
        mark
        for mark, on in (
            ("runs input code", canonical["runs_input_code"]),
            ("network", canonical["network"]),
            ("not in its table", not canonical["known"]),
        )
        if on
    ]
    from runtime.words import shell_line

    # the argv the child runs: a line to paste that means the same (`-C DIR` first)
    words = canonical.get("argv") or canonical.get("words")
    command = canonical["command"] if words is None else shell_line(words)
    shown = f"{canonical['binary']} {command}".rstrip()
    return [
        f"command    {shown}",
        f"effect     {canonical['effect']}" + (f" ({', '.join(marks)})" if marks else ""),
    ]
