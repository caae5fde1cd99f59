"""config, capability sources and authoring-context, through the installed CLI."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import pytest

from runtime import __version__
from runtime.providers.registry import PROVIDERS
from support.cli import write_capability

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "corpus"

READ_BLOCK = "version: v1\nworkflow:\n  - provider: files\n    args: [read, ./a.txt]\n"
LIST_BLOCK = "version: v1\nworkflow:\n  - provider: files\n    args: [list, .]\n"


def sha(path: Path) -> str:
    return "sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()


def write_config(directory: Path, text: str) -> Path:
    path = directory / "config.yaml"
    path.write_text(text)
    return path


# -- config validate ------------------------------------------------------------------


def test_config_validate_with_compiled_defaults(runtime: Any, home: Path) -> None:
    run = runtime("--output", "json", "config", "validate")
    assert run.code == 0, run
    out = run.json["output"]
    assert out["config"]["path"] is None and out["policy"]["path"] is None
    assert out["home"]["path"] == str(home) and out["home"]["version"] == __version__
    assert [
        (p["name"], p["operations"], p["auth_provider"], p["enabled"]) for p in out["providers"]
    ] == [(p.name, len(p.operations), p.auth, True) for p in PROVIDERS.values()]
    assert out["auth_providers"]["gcp"]["enabled"] is False
    binaries = {b["name"]: b for b in out["allowed_binaries"]}
    assert "git" in binaries and binaries["git"]["installed"] is True
    assert os.path.isabs(binaries["git"]["path"])
    assert out["overrides"] == [] and run.json["diagnostics"] == []
    text = runtime("config", "validate").stdout
    for heading in ("Runtime Providers", "allowed_binaries", "Overrides", "no problems"):
        assert heading in text
    assert "✓ git" in text


def test_binaries_resolve_from_the_policy_search_path(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    tool = bin_dir / "jq"
    tool.write_text("#!/bin/sh\nexit 0\n")
    tool.chmod(0o755)
    policy = work / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\nallowed_binaries: [jq, git]\ncommand_policy:\n"
        f"  search_path: [{bin_dir}]\n  sandbox: auto\n"
    )
    run = runtime(
        "--output", "json", "config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert run.code == 0, run
    binaries = {b["name"]: b for b in run.json["output"]["allowed_binaries"]}
    assert binaries["jq"] == {
        "name": "jq",
        "installed": True,
        "path": str(tool),
        "resolved": str(tool),
    }
    assert binaries["git"]["installed"] is False and binaries["git"]["path"] is None
    text = runtime("config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)}).stdout
    assert f"✓ jq         {tool}" in text and "✗ git        not installed" in text


def test_config_validate_shows_overrides(runtime: Any, work: Path) -> None:
    config = write_config(work, "schema_version: 2\n")
    env = {
        "RUNTIME_CONFIG_FILE": str(config),
        "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL": "http://127.0.0.1:8999",
        "RUNTIME_AUTHENTICATION_GCP_ENABLED": "true",
    }
    run = runtime("--output", "json", "config", "validate", env=env)
    assert run.code == 0, run
    out = run.json["output"]
    assert out["overrides"] == [
        {
            "variable": "RUNTIME_AUTHENTICATION_GCP_ENABLED",
            "key": "authentication.gcp.enabled",
            "value": True,
        },
        {
            "variable": "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL",
            "key": "authentication.github.base_url",
            "value": "http://127.0.0.1:8999",
        },
    ]
    assert out["auth_providers"]["github"]["base_url"] == "http://127.0.0.1:8999"
    assert out["config"]["origins"]["authentication.github.base_url"] == (
        "override RUNTIME_AUTHENTICATION_GITHUB_BASE_URL"
    )
    text = runtime("config", "validate", env=env).stdout
    assert (
        "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL -> authentication.github.base_url = "
        "http://127.0.0.1:8999"
    ) in text


def test_config_typo_is_reported_with_its_line(runtime: Any, work: Path) -> None:
    config = write_config(work, "schema_version: 2\nauthentication:\n  github:\n    base_ur: x\n")
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    run = runtime("--output", "json", "config", "validate", env=env)
    assert run.code == 3 and run.json["status"] == "invalid"
    [problem] = run.json["diagnostics"]
    assert (problem["code"], problem["line"], problem["file"]) == ("unknown-key", 4, str(config))
    text = runtime("config", "validate", env=env)
    assert (
        text.code == 3
        and f"{config}:4:5: error: unknown key 'authentication.github.base_ur'" in text.stdout
    )
    # every command that needs the config refuses too: no fallback to the defaults
    for words in (
        ["capability", "list"],
        ["capability", "authoring-context"],
        ["context", "show"],
        ["capability", "validate", "some/name"],
    ):
        refused = runtime("--output", "json", *words, env=env)
        assert refused.code == 3, (words, refused)
        assert refused.json["error"]["code"] == "config-invalid"
        assert refused.json["diagnostics"][0]["line"] == 4
    assert runtime("version", env=env).code == 0  # version needs no config


def test_missing_config_file_is_invalid(runtime: Any, work: Path) -> None:
    env = {"RUNTIME_CONFIG_FILE": str(work / "absent.yaml")}
    run = runtime("--output", "json", "config", "validate", env=env)
    assert run.code == 3 and run.json["diagnostics"][0]["code"] == "config-unreadable"


def test_policy_problems_are_reported_too(runtime: Any, work: Path) -> None:
    policy = work / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, bash]\nfile_policy:\n  roots: []\n"
    )
    run = runtime(
        "--output", "json", "config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert run.code == 3
    found = {(d["code"], d["file"]) for d in run.json["diagnostics"]}
    assert ("floor-binary", str(policy)) in found and ("unknown-key", str(policy)) in found


# -- config init ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind, variable", [("config", "RUNTIME_CONFIG_FILE"), ("policy", "RUNTIME_POLICY_FILE")]
)
def test_config_init_documents_validate(runtime: Any, work: Path, kind: str, variable: str) -> None:
    printed = runtime("config", "init", kind)
    assert printed.code == 0 and printed.stdout.startswith("# runtime ")
    written = runtime("config", "init", kind, "--output", f"{kind}.yaml")
    assert written.code == 0, written
    assert (work / f"{kind}.yaml").read_text() == printed.stdout
    run = runtime(
        "--output", "json", "config", "validate", env={variable: str(work / f"{kind}.yaml")}
    )
    assert run.code == 0, run
    assert [d for d in run.json["diagnostics"] if d["severity"] == "error"] == []
    again = runtime("--output", "json", "config", "init", kind, "--output", f"{kind}.yaml")
    assert again.code == 2 and "--force" in again.json["error"]["hint"]
    forced = runtime("config", "init", kind, "--output", f"{kind}.yaml", "--force")
    assert forced.code == 0


def test_config_init_usage(runtime: Any) -> None:
    assert runtime("config", "init", "context").code == 2
    assert runtime("config", "init").code == 2
    assert runtime("config", "frobnicate").code == 2
    doc = runtime("--output", "json", "config", "init", "policy").json
    assert doc["output"]["kind"] == "policy" and doc["output"]["document"].startswith("# runtime")


# -- capability sources ---------------------------------------------------------------


def test_name_resolution_across_two_sources(runtime: Any, work: Path) -> None:
    first = write_capability(work / "first", "team/shared.md", READ_BLOCK)
    second = write_capability(work / "second", "team/shared.md", LIST_BLOCK)
    only = write_capability(work / "second", "team/only-here.md", LIST_BLOCK)
    config = write_config(
        work,
        """schema_version: 2
capabilities:
  sources:
    - {name: first, dir: first}
    - {name: second, dir: second}
""",
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    listed = runtime("--output", "json", "capability", "list", env=env).json["output"]
    entries = [
        (c["name"], c["source"], c["path"], c["digest"], c["winner"])
        for c in listed["capabilities"]
    ]
    assert entries == [
        ("team/only-here", "second", str(only), sha(only), True),
        ("team/shared", "first", str(first), sha(first), True),
        ("team/shared", "second", str(second), sha(second), False),
    ]
    assert listed["count"] == 2
    assert [s["name"] for s in listed["sources"]] == ["first", "second", "cache"]

    text = runtime("capability", "list", env=env).stdout
    winner = next(line for line in text.splitlines() if str(first) in line)
    loser = next(line for line in text.splitlines() if str(second) in line)
    assert winner.startswith("✓ team/shared") and sha(first)[:19] in winner
    assert "(shadowed)" in loser and sha(second)[:19] in loser

    for name in ("team/shared", "team/shared.md"):
        run = runtime("--output", "json", "capability", "validate", name, env=env)
        assert run.code == 0, run
        assert run.json["output"]["files"][0]["path"] == str(first)
        assert run.json["output"]["files"][0]["digest"] == sha(first)
    plan = runtime("--output", "json", "capability", "plan", "team/only-here", env=env)
    assert plan.code == 0 and plan.json["output"]["capability"] == str(only)
    missing = runtime("--output", "json", "capability", "validate", "team/absent", env=env)
    assert missing.code == 2  # not found: exit 2 in validate, plan and execute (issue 14)


def test_a_bare_name_resolves_through_the_sources_and_a_path_says_so(
    runtime: Any, work: Path
) -> None:
    """Issue 14: a local file no longer shadows a name; a word that is both is ambiguous."""
    sourced = write_capability(work / "source", "team/x.md", READ_BLOCK)
    local = write_capability(work, "team/x.md", LIST_BLOCK)
    config = write_config(
        work, "schema_version: 2\ncapabilities:\n  sources:\n    - {name: s, dir: source}\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    run = runtime("--output", "json", "capability", "validate", "team/x", env=env)
    assert run.json["output"]["files"][0]["path"] == str(sourced)
    both = runtime("--output", "json", "capability", "validate", "team/x.md", env=env)
    assert both.code == 2 and both.json["error"]["code"] == "ambiguous", both
    path = runtime("--output", "json", "capability", "validate", "./team/x.md", env=env)
    assert path.json["output"]["files"][0]["path"] == str(local)


def test_names_never_escape_a_source(runtime: Any, work: Path) -> None:
    write_capability(work / "deep", "outside.md", READ_BLOCK)
    write_capability(work / "deep" / "source", ".hidden/x.md", READ_BLOCK)
    config = write_config(
        work, "schema_version: 2\ncapabilities:\n  sources:\n    - {name: s, dir: deep/source}\n"
    )
    for name in ("../outside", "./../outside.md", "x/../../outside", ".hidden/x", "/etc/passwd"):
        run = runtime(
            "--output",
            "json",
            "capability",
            "validate",
            name,
            env={"RUNTIME_CONFIG_FILE": str(config)},
        )
        # not found is exit 2 since issue 14; /etc/passwd is a path to a file, not a capability
        assert run.code == (3 if name == "/etc/passwd" else 2), (name, run)


def test_the_cache_is_searched_last(runtime: Any, work: Path, home: Path) -> None:
    runtime("bootstrap")
    cached = write_capability(home / "capabilities", "team/cached.md", READ_BLOCK)
    listed = runtime("--output", "json", "capability", "list").json["output"]
    assert [(c["name"], c["source"], c["path"]) for c in listed["capabilities"]] == [
        ("team/cached", "cache", str(cached))
    ]
    assert runtime("capability", "validate", "team/cached").code == 0


def corpus_expectations() -> dict[str, tuple[str, int | None]]:
    """name -> (valid|invalid, first offending line) from the conformance table."""
    expected: dict[str, tuple[str, int | None]] = {}
    for line in (CORPUS.parent / "expected.tsv").read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, verdict, first_line = [*line.split("\t"), "", ""][:3]
        expected[name.removesuffix(".md")] = (verdict, int(first_line) if first_line else None)
    return expected


@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/conformance/corpus is not here")
def test_corpus_validates_by_name(runtime: Any, work: Path) -> None:
    """Every corpus file, named relative to a configured source, validates as it does by path."""
    config = write_config(
        work,
        f"schema_version: 2\ncapabilities:\n  sources:\n    - name: corpus\n      dir: {CORPUS}\n",
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    expected = corpus_expectations()
    files = sorted(str(p.relative_to(CORPUS).with_suffix("")) for p in CORPUS.rglob("*.md"))
    assert sorted(expected) == files and len(files) > 100
    run = runtime("--output", "json", "capability", "validate", *files, env=env)
    entries = run.json["output"]["files"]
    assert [e["path"] for e in entries] == [str(CORPUS / f"{name}.md") for name in files]
    for name, entry in zip(files, entries, strict=True):
        verdict, first_line = expected[name]
        assert entry["valid"] is (verdict == "valid"), name
        if first_line is not None:
            lines = [d["line"] for d in run.json["diagnostics"] if d["file"] == entry["path"]]
            assert first_line in lines, name
    assert run.code == 3  # the retired-grammar files are invalid by name exactly as by path
    listed = runtime("--output", "json", "capability", "list", env=env).json["output"]
    assert [c["name"] for c in listed["capabilities"]] == files
    for name in (
        "capabilities/command/git-change-readiness",
        "capabilities/gcp/gcp-network-inventory.md",
    ):
        one = runtime("capability", "validate", name, env=env)
        assert one.code == 0, one


# -- authoring-context ------------------------------------------------------------------


def test_authoring_context_json(runtime: Any, work: Path, home: Path) -> None:
    (work / "caps").mkdir()
    config = write_config(
        work,
        """schema_version: 2
capabilities:
  sources:
    - {name: team, dir: caps}
    - {name: shared, dir: /nonexistent/shared}
  authoring_source: team
""",
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    run = runtime("--output", "json", "capability", "authoring-context", env=env)
    assert run.code == 0, run
    out = run.json["output"]
    assert out["version"] == __version__
    assert out["home"] == str(home)
    assert out["capability_spec"] == str(home / "specs" / "capability-spec.md")
    assert out["agent_contract"] == str(home / "RUNTIME-AGENT.md")
    assert out["manifest"] == str(home / "manifest.json")
    for name, path in out["provider_specs"].items():
        assert Path(path).is_file() and path == str(
            home / "specs" / name / f"capability-spec-{name}.md"
        )
    for path in (out["capability_spec"], out["agent_contract"], out["manifest"]):
        assert Path(path).is_file()
    assert out["providers"] == [
        {"name": p.name, "operations": len(p.operations), "auth_provider": p.auth}
        for p in PROVIDERS.values()
    ]
    assert "git" in out["allowed_binaries"] and "runtime" not in out["allowed_binaries"]
    assert out["sources"] == [
        {"name": "team", "dir": str(work / "caps")},
        {"name": "shared", "dir": "/nonexistent/shared"},
    ]
    assert (out["authoring_source"], out["authoring_dir"]) == ("team", str(work / "caps"))
    assert out["writable_by_policy"] is True and out["writable_on_disk"] is True
    assert out["authoring_ready"] is True and out["reasons"] == []


def test_authoring_outside_write_roots_is_not_ready(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    sibling = tmp_path / "work-evil"  # shares the root's prefix, is not inside it
    sibling.mkdir()
    for directory in (elsewhere, sibling):
        config = write_config(
            work,
            f"schema_version: 2\ncapabilities:\n  sources:\n"
            f"    - {{name: team, dir: {directory}}}\n  authoring_source: team\n",
        )
        out = runtime(
            "--output",
            "json",
            "capability",
            "authoring-context",
            env={"RUNTIME_CONFIG_FILE": str(config)},
        ).json["output"]
        assert out["writable_on_disk"] is True and out["writable_by_policy"] is False
        assert out["authoring_ready"] is False and "write_roots" in out["reasons"][0]


def test_authoring_without_a_source_is_not_ready(runtime: Any) -> None:
    run = runtime("--output", "json", "capability", "authoring-context")
    assert run.code == 0
    out = run.json["output"]
    assert out["authoring_source"] is None and out["authoring_ready"] is False
    assert "authoring_source" in out["reasons"][0]
    text = runtime("capability", "authoring-context").stdout
    assert "authoring_ready: false" in text


def test_subcommands_are_listed_in_help(runtime: Any) -> None:
    capability = runtime("capability", "--help").stdout
    assert "list" in capability and "authoring-context" in capability
    top = runtime("--help").stdout
    for name in ("bootstrap", "config", "context"):
        assert f"  {name} " in top
