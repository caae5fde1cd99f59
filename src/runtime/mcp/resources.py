"""Resources (the capability spec, the authoring context, each capability's text) and
the authoring prompt. Read by URI; a capability is named, never given as a path."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.result import Result

SPEC_URI = "runtime://spec/capability"
AUTHORING_URI = "runtime://authoring-context"
CAPABILITY_PREFIX = "runtime://capability/"
MAX_TEXT = 1024 * 1024

PROMPT: dict[str, Any] = {
    "name": "author_capability",
    "description": "Write a runtime capability for a goal, then validate and plan it.",
    "arguments": [
        {"name": "goal", "description": "what the capability should do", "required": True}
    ],
}

PROMPT_TEXT = """Write a runtime capability that does this: {goal}

1. Read the resource {spec} (the format) and {authoring} (providers, allowed binaries,
   where capabilities are kept).
2. Write Markdown with a short heading, one paragraph, and exactly one fenced `runtime`
   YAML block: version v1, inputs (each with a description; required when it has no
   safe default) and workflow steps, each a `provider` (files, github) or an allowed
   `binary` with args. Prefer provider steps; use ${{name}} for inputs; never invent values.
3. Call capability_validate with text set to your Markdown and fix every diagnostic.
4. Show the user the text. Once it is saved in a capability source, call capability_plan
   with its name and inputs, and only then capability_execute with the plan_digest."""


def listing() -> list[dict[str, Any]]:
    from runtime.capability.sources import all_candidates

    entries: list[dict[str, Any]] = [
        {"uri": SPEC_URI, "name": "capability-spec", "mimeType": "text/markdown"},
        {"uri": AUTHORING_URI, "name": "authoring-context", "mimeType": "application/json"},
    ]
    entries += [
        {"uri": CAPABILITY_PREFIX + c.name, "name": c.name, "mimeType": "text/markdown"}
        for c in all_candidates()
        if c.winner
    ]
    return entries


def read(uri: str) -> tuple[str, str]:
    """(text, mime type) of one resource; an unknown URI raises ValueError."""
    if uri == SPEC_URI:
        return _spec_text(), "text/markdown"
    if uri == AUTHORING_URI:
        import json

        from runtime.mcp.calls import door_call

        envelope = door_call("capability authoring-context", _authoring_context)
        return json.dumps(envelope["output"], indent=1, default=str), "application/json"
    if uri.startswith(CAPABILITY_PREFIX):
        from runtime.mcp.calls import capability_file

        return _file_text(capability_file(uri[len(CAPABILITY_PREFIX) :])), "text/markdown"
    raise ValueError(f"unknown resource {uri!r}")


def _authoring_context() -> Result:
    import os

    from runtime.capability.authoring import authoring_context
    from runtime.result import Result

    output = authoring_context(os.getcwd())
    return Result(
        "capability authoring-context", kind="capability authoring-context", output=output
    )


def _spec_text() -> str:
    import os

    from runtime.home.paths import CAPABILITY_SPEC, in_home

    path = in_home(CAPABILITY_SPEC)
    if not os.path.isfile(path):
        path = os.path.join(
            os.path.dirname(__file__), "..", "bootstrap", "assets", "capability-spec.md"
        )
    return _file_text(path)


def _file_text(path: str) -> str:
    """The file's text, at most MAX_TEXT characters, cut where no secret is cut."""
    from runtime.audit.redact import bounded
    from runtime.documents import read_document

    return bounded(read_document(path, MAX_TEXT).decode("utf-8", "replace"), MAX_TEXT)


def prompt_text(name: str, arguments: dict[str, str]) -> str:
    if name != PROMPT["name"]:
        raise ValueError(f"unknown prompt {name!r}")
    goal = arguments.get("goal") or "(ask the user what it should do)"
    return PROMPT_TEXT.format(goal=goal, spec=SPEC_URI, authoring=AUTHORING_URI)
