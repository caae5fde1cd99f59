"""Text views of bootstrap, auth and context (config's are in config.py)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.result import Result


def bootstrap(result: Result) -> str:
    report = result.output
    lines = [f"Runtime Home {report['home']} is ready for runtime {report['version']}"]
    if report["previous_version"] and report["previous_version"] != report["version"]:
        lines[0] += f" (was {report['previous_version']})"
    for label in ("created", "refreshed", "removed"):
        lines += [f"  {label:<9} {path}" for path in report[label]]
    lines.append(
        f"{len(report['created'])} created, {len(report['refreshed'])} refreshed, "
        f"{len(report['unchanged'])} unchanged, {len(report['removed'])} removed; "
        f"capability cache {report['capabilities_dir']}"
    )
    return "\n".join(lines)


# -- auth -------------------------------------------------------------------------


def auth_status(result: Result) -> str:
    rows: list[dict[str, Any]] = result.output["providers"]
    if not rows:
        return "No auth provider is enabled."
    return "\n".join(
        f"{'✓' if row['valid'] else '✗'} {row['provider']:<11} "
        f"{row['identity'] or '-':<20} {row['detail']}"
        for row in rows
    )


def auth_session(result: Result) -> str:
    """login names the identity; logout says what the tool said."""
    out = result.output
    if out["action"] == "login":
        return f"{out['provider']}: logged in as {out['identity']} ({out['message']})"
    return str(out["message"])


# -- context ----------------------------------------------------------------------


def context_show(result: Result) -> str:
    out = result.output
    if out["active"]:
        lines = [f"context {out['active']} (selected by {out['selected_by']})"]
    else:
        lines = ["no named context selected (runtime context use NAME)"]
    width = max(len(v["key"]) for v in out["values"])
    for value in out["values"]:
        shown = value["value"] or "-"
        source = value["source"] or "not set"
        lines.append(f"  {value['key']:<{width}}  {shown:<24} {source}")
    lines += [f"warning: {problem}" for problem in out["problems"]]
    return "\n".join(lines)


def context_list(result: Result) -> str:
    from runtime.home import environment

    out = result.output
    if not out["contexts"]:
        lines = [
            "No named contexts: add a contexts: section to the config "
            f"({environment.CONFIG_FILE}); `runtime config init config` shows one."
        ]
    else:
        lines = [
            f"{'*' if entry['active'] else ' '} {entry['name']:<16} "
            + " ".join(f"{k}={v}" for k, v in entry["values"].items())
            for entry in out["contexts"]
        ]
    if out["active_missing"]:
        lines.append(
            f"warning: the selected context {out['active']!r} ({out['selected_by']}) is not in "
            "the config"
        )
    return "\n".join(lines)


def context_use(result: Result) -> str:
    out = result.output
    if out["active"] is None:
        text = "no named context selected"
    else:
        text = f"context {out['active']} selected (recorded in {out['recorded_in']})"
    if out["shadowed_by"]:
        text += f"\nnote: {out['shadowed_by']} is set and wins for calls where it is set"
    return text
