"""Text views of config validate (every section and problem) and config init."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.result import Result


def validate(result: Result) -> str:
    from runtime.engines.sandbox import status_text

    out = result.output
    lines = [
        *_documents(out),
        "",
        "Runtime Providers",
        *_table(
            ("provider", "operations", "auth provider", "enabled"),
            [
                (
                    p["name"],
                    str(p["operations"]),
                    p["auth_provider"] or "none",
                    "✓" if p["enabled"] else "✗",
                )
                for p in out["providers"]
            ],
        ),
        "",
        "Auth providers",
        *_auth_providers(out),
        "",
        "Capability sources (in resolution order)",
        *[
            f"  {s['name']:<12} {s['dir']}"
            + ("" if s["exists"] else "  (missing)")
            + ("  (authoring)" if s["authoring"] else "")
            for s in out["capability_sources"]
        ],
        "",
        f"allowed_binaries (search_path: {':'.join(out['search_path'])})",
        *[
            f"  {'✓' if b['installed'] else '✗'} {b['name']:<10} "
            + (b["path"] if b["installed"] else "not installed")
            for b in out["allowed_binaries"]
        ],
        "",
        "sandbox  " + status_text(out["sandbox"]),
        "",
        "Effects binaries may run (command_policy.effects; `runtime command list` shows each)",
        *[
            f"  {name:<10} {', '.join(effects) or 'none'}"
            for name, effects in out["effects"].items()
        ],
        "",
        "Overrides",
        *(
            [f"  {o['variable']} -> {o['key']} = {o['value']}" for o in out["overrides"]]
            or ["  none"]
        ),
        "",
        "Audit forwarding",
        _forward(out["audit_forward"]),
        "",
    ]
    lines += _problems(result)
    return "\n".join(lines)


def _documents(out: dict[str, Any]) -> list[str]:
    from runtime.home import environment

    config, policy, home = out["config"], out["policy"], out["home"]
    return [
        f"config   {config['path'] or 'compiled defaults (' + environment.CONFIG_FILE + ' unset)'}",
        f"policy   {policy['path'] or 'compiled defaults (' + environment.POLICY_FILE + ' unset)'}",
        f"home     {home['path']} (bootstrapped for {home['version'] or 'no version yet'})",
    ]


def _auth_providers(out: dict[str, Any]) -> list[str]:
    return [
        *[
            f"  {name:<11} {'enabled ' if s.get('enabled') else 'disabled'}  "
            + " ".join(f"{k}={v}" for k, v in s.items() if k != "enabled")
            for name, s in out["auth_providers"].items()
        ],
        "  command providers: "
        + (", ".join(f"{b} -> {p}" for b, p in out["command_providers"].items()) or "none"),
    ]


def _forward(forward: dict[str, Any] | None) -> str:
    if forward is None:
        return "  off (set audit.forward.syslog to ship every record to a syslog collector)"
    cursor = forward["cursor"]
    return (
        f"  collector {forward['collector']['syslog']}  cursor: {cursor['text']}  "
        f"backlog {forward['backlog']} record(s)"
    )


def _table(headers: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]

    def render(cells: tuple[str, ...]) -> str:
        return "  " + "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return [render(headers), *(render(row) for row in rows)]


def _problems(result: Result) -> list[str]:
    summary = result.output["summary"]
    if not result.diagnostics:
        return ["✓ no problems in config or policy"]
    lines = ["Problems"]
    lines += ["  " + d.render().replace("\n", "\n  ") for d in result.diagnostics]
    lines.append(f"{summary['errors']} error(s), {summary['warnings']} warning(s)")
    return lines


def init(result: Result) -> str:
    import os

    from runtime.cli.reporter import FORMATS
    from runtime.home import environment

    out = result.output
    if out["path"] is None:
        return str(out["document"])
    variable = environment.CONFIG_FILE if out["kind"] == "config" else environment.POLICY_FILE
    text = f"wrote {out['path']}\nuse it with: export {variable}={out['path']}"
    if os.path.basename(out["path"]) in FORMATS:
        text += "\n(--output here is a path; the output format goes first: runtime --output ...)"
    return text
