"""Lineage as data: the seed's forms parsed, `capability dependents`, and validate's warnings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runtime.capability.lineage import parse
from support.cli import write_capability

TWO_STEPS = "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n  - provider: files\n    args: [read, a.txt]\n"
THREE_STEPS = TWO_STEPS + "  - provider: files\n    args: [read, b.txt]\n"


def test_both_seed_forms_are_read_and_other_prose_is_not() -> None:
    text = (
        "# Audit\n\n## Lineage\n\n"
        "Re-derives `github/repositories` for step 1.\n\n"
        "Re-derives:\n"
        "- `github/repo-health` \u2014 steps 3\u20135\n"
        "- `files/scaffold-service-docs`, steps 9-10 and 12\n"
        "Inlined because `runtime` cannot call itself.\n"
        "```runtime\n- `inside/a-fence` step 2\n```\n"
        "## Requirements\n\n- `after/the-section` step 1\n"
    )
    entries = [(e.name, e.steps, e.line) for e in parse(text)]
    assert entries == [
        ("github/repositories", (1,), 5),
        ("github/repo-health", (3, 4, 5), 8),
        ("files/scaffold-service-docs", (9, 10, 12), 9),
    ]


def lineage(*entries: str) -> str:
    return "# A capability\n\n## Lineage\n\nRe-derives:\n" + "".join(f"- {e}\n" for e in entries)


def scratch_sources(work: Path) -> dict[str, str]:
    """Three capabilities in one source: base <- middle <- top, and top also re-derives base."""
    source = work / "caps"
    write_capability(source, "team/base.md", TWO_STEPS)
    write_capability(
        source, "team/middle.md", THREE_STEPS, lineage("`team/base` \u2014 steps 1\u20132")
    )
    write_capability(
        source,
        "team/top.md",
        THREE_STEPS,
        lineage("`team/middle` \u2014 steps 2\u20133", "`team/base.md`, step 1"),
    )
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\ncapabilities:\n  sources:\n    - {name: team-caps, dir: caps}\n"
    )
    return {"RUNTIME_CONFIG_FILE": str(config)}


def test_dependents_lists_every_capability_that_re_derives_a_name(runtime: Any, work: Path) -> None:
    env = scratch_sources(work)
    base = runtime("--output", "json", "capability", "dependents", "team/base", env=env)
    assert base.code == 0, base
    out = base.json["output"]
    assert out["path"] == str(work / "caps" / "team" / "base.md")
    assert [(d["name"], d["steps"], d["source"]) for d in out["dependents"]] == [
        ("team/middle", [1, 2], "team-caps"),
        ("team/top", [1], "team-caps"),
    ]
    middle = runtime("--output", "json", "capability", "dependents", "team/middle.md", env=env)
    assert [(d["name"], d["steps"]) for d in middle.json["output"]["dependents"]] == [
        ("team/top", [2, 3])
    ]
    top = runtime("capability", "dependents", "team/top", env=env)
    assert top.code == 0 and "no capability re-derives it" in top.stdout
    text = runtime("capability", "dependents", "team/base", env=env).stdout
    assert "team/middle  steps 1, 2" in text and "2 dependent(s)" in text


def test_validate_warns_on_unknown_names_and_missing_steps_but_never_fails(
    runtime: Any, work: Path
) -> None:
    env = scratch_sources(work)
    write_capability(
        work,
        "drift.md",
        TWO_STEPS,
        lineage(
            "`team/base` \u2014 steps 1\u20132",
            "`team/gone` \u2014 step 1",
            "`team/middle` \u2014 steps 2\u20134",
        ),
    )
    run = runtime("--output", "json", "capability", "validate", "drift.md", env=env)
    assert run.code == 0, run
    warnings = [(d["code"], d["line"]) for d in run.json["diagnostics"]]
    assert sorted(warnings) == [
        ("lineage-step-out-of-range", 8),
        ("lineage-unknown-capability", 7),
    ]
    assert all(d["severity"] == "warning" for d in run.json["diagnostics"])
    message = next(d["message"] for d in run.json["diagnostics"] if d["line"] == 8)
    assert "step(s) 3, 4" in message and "has 2 step(s)" in message
    clean = runtime("--output", "json", "capability", "validate", "caps", env=env)
    assert clean.code == 0 and clean.json["diagnostics"] == []
