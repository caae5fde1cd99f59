"""Text views of the capability commands: validate, plan, execute, list, dependents, authoring."""

from __future__ import annotations

from runtime import statuses

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.diagnostics import Diagnostic
    from runtime.model import StepJson
    from runtime.result import Result

EMPTY_LIST = "No capabilities resolved."


def validate(result: Result) -> str:
    """Each file and its problems; with `--format F` and no --report, the CI report instead."""
    fmt = result.text_options.get("format", "text")
    if fmt != "text":
        from runtime.cli.reporter.ci import render

        return render(fmt, result, result.text_options["cwd"])
    lines: list[str] = []
    by_file: dict[str, list[Diagnostic]] = {}
    for diagnostic in result.diagnostics:
        by_file.setdefault(diagnostic.file or "", []).append(diagnostic)
    for entry in result.output["files"]:
        mark = "✓" if entry["valid"] else "✗"
        lines.append(f"{mark} {entry['path']}")
        lines += ["  " + d.render() for d in by_file.get(entry["path"], [])]
    for path in result.output.get("skipped") or []:
        if path in by_file:  # skipped with a warning (a capability fenced as yaml)
            lines.append(f"· {path} (no runtime block: skipped)")
            lines += ["  " + d.render() for d in by_file[path]]
    summary = result.output["summary"]
    lines.append(
        f"{summary['files']} file(s): {summary['valid']} valid, {summary['invalid']} invalid "
        f"({summary['errors']} error(s), {summary['warnings']} warning(s))"
    )
    return "\n".join(lines)


def plan(result: Result) -> str:
    lines = [f"plan {result.output['capability']}"]
    if "sandbox" in result.output:
        from runtime.engines.sandbox import status_text

        lines.append(f"sandbox: {status_text(result.output['sandbox'])}")
    for step in result.steps or []:
        lines += _planned_step(step)
    output = result.output
    if "plan_digest" in output:
        lines.append(f"plan digest {output['plan_digest']}")
        if output["plan_file"]:
            lines.append(f"saved to {output['plan_file']} (expires {output['expires']})")
        else:
            lines.append("plan not saved: every step must be allowed")
    return "\n".join(lines)


def _planned_step(step: StepJson) -> list[str]:
    from runtime.result import step_title

    decision = step["decision"] or {}
    mark = "✓" if step["status"] == statuses.ALLOWED else "✗"
    lines = [f"{mark} [{step['number']}] {step_title(step)}"]
    where = step.get("pinned") or step.get("transport") or ""
    lines.append(
        f"    {step['status']} by {decision.get('rule')}" + (f"; {where}" if where else "")
    )
    if step["repository"]:
        repo = step["repository"]
        lines.append(f"    repository {repo['value']} (from {repo['source']})")
    for name, value in (step.get("context") or {}).items():
        lines.append(f"    context {name} = {value or '(not set)'}")
    canonical = step.get("canonical")
    if canonical is not None:
        from runtime.words import shell_line

        # the argv the child runs: a line to paste that means the same (`-C DIR` first)
        words = canonical.get("argv") or canonical.get("words")
        command = canonical["command"] if words is None else shell_line(words)
        shown = f"{step['binary']} {command}".rstrip()
        lines.append(f"    command {shown}; effect {canonical['effect']}")
    if "egress" in step:
        from runtime.cli.reporter.governed import egress_text

        lines.append(f"    egress {egress_text(step['egress'])}")
    if step["status"] != statuses.ALLOWED:
        lines.append(f"    {step['error']}")
    for deferred in decision.get("deferred") or []:
        lines.append(f"    deferred until execution: {deferred}")
    return lines


def execute(result: Result) -> str:
    from runtime.result import step_title

    lines: list[str] = []
    for step in result.steps or []:
        mark = {statuses.OK: "✓", statuses.NOT_RUN: "·"}.get(step["status"], "✗")
        lines.append(f"{mark} [{step['number']}] {step_title(step)}: {step['status']}")
        body = _step_body(step)
        if body:
            lines += ["    " + line for line in body.splitlines()]
    output = result.output
    lines.append(
        f"{output['steps_run']} of {len(result.steps or [])} step(s) run"
        + (" (dry run: nothing written)" if output["dry_run"] else "")
    )
    return "\n".join(lines)


def _step_body(step: StepJson) -> str:
    from runtime.cli.reporter.payload import render_payload

    if step["status"] != statuses.OK:
        return str(step["error"] or "") if step["status"] != statuses.NOT_RUN else ""
    operation = f"{step['provider']} {step['operation']}" if step.get("provider") else None
    body = render_payload(step["output"], operation)
    if step.get("truncated"):
        body += "\ntruncated: the list was cut at its limit; pass limit=N to collect more"
    return body


def listing(result: Result) -> str:
    entries = result.output["capabilities"]
    if not entries:
        return EMPTY_LIST
    name_width = max(len("name"), *(len(e["name"]) for e in entries))
    source_width = max(len("source"), *(len(e["source"]) for e in entries))
    lines = [f"  {'name':<{name_width}}  {'source':<{source_width}}  {'digest':<19}  path"]
    for entry in entries:
        mark = "✓" if entry["winner"] else " "
        digest = (entry["digest"] or "unreadable")[:19]
        shadowed = "" if entry["winner"] else "  (shadowed)"
        lines.append(
            f"{mark} {entry['name']:<{name_width}}  {entry['source']:<{source_width}}  "
            f"{digest:<19}  {entry['path']}{shadowed}"
        )
    count = result.output["count"]
    noun = "capability" if count == 1 else "capabilities"
    lines.append(f"{count} {noun} resolved (✓ marks the file a name runs)")
    return "\n".join(lines)


def dependents(result: Result) -> str:
    out = result.output
    where = out["path"] or "not resolvable in any source"
    lines = [f"dependents of {out['name']} ({where})"]
    for entry in out["dependents"]:
        steps = ", ".join(str(n) for n in entry["steps"]) or "steps not named"
        lines.append(f"  {entry['name']}  steps {steps}  ({entry['source']}: {entry['path']})")
    count = len(out["dependents"])
    lines.append(f"{count} dependent(s)" if count else "no capability re-derives it")
    return "\n".join(lines)


def authoring_context(result: Result) -> str:
    out = result.output
    lines = [
        f"runtime {out['version']}, Runtime Home {out['home']}",
        f"  capability spec  {out['capability_spec']}",
        *[f"  {name + ' spec':<16} {path}" for name, path in out["provider_specs"].items()],
        f"  agent contract   {out['agent_contract']}",
        "providers: "
        + ", ".join(f"{p['name']} ({p['operations']} operations)" for p in out["providers"]),
        "allowed_binaries: " + " ".join(out["allowed_binaries"]),
        f"authoring source: {out['authoring_source'] or 'none'}"
        + (f" -> {out['authoring_dir']}" if out["authoring_dir"] else ""),
        f"  writable by policy: {'yes' if out['writable_by_policy'] else 'no'}; "
        f"on disk: {'yes' if out['writable_on_disk'] else 'no'}",
        f"authoring_ready: {'true' if out['authoring_ready'] else 'false'}",
    ]
    lines += [f"  - {reason}" for reason in out["reasons"]]
    if out["fix"]:
        lines += ["to fix, run:", *[f"  {command}" for command in out["fix"]]]
    return "\n".join(lines)
