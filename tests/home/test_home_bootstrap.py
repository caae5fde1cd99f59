"""The Runtime Home: fresh install, idempotence, upgrade, the retired context, concurrency."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
from pathlib import Path
from typing import Any

from runtime import __version__
from runtime.bootstrap.content import release_files
from support.cli import RUNTIME, clean_env

USER_OWNED = ("config.yaml", "policy-config.yaml", "context.yaml", "active-context")


def manifest(home: Path) -> dict[str, Any]:
    return json.loads((home / "manifest.json").read_text())  # type: ignore[no-any-return]


def assert_complete(home: Path) -> None:
    """Every file the manifest names exists with that digest, and nothing half-written."""
    doc = manifest(home)
    assert doc["version"] == __version__
    assert set(doc["files"]) == set(release_files())
    for relative, digest in doc["files"].items():
        data = (home / relative).read_bytes()
        assert digest == "sha256:" + hashlib.sha256(data).hexdigest(), relative
    leftovers = [p for p in home.rglob("*.tmp")]
    assert leftovers == []


def test_fresh_home_contract(runtime: Any, home: Path) -> None:
    assert not home.exists()
    run = runtime("capability", "list")
    assert run.code == 0, run
    assert run.stdout == "No capabilities resolved.\n"
    assert_complete(home)
    for name in USER_OWNED:
        assert not (home / name).exists(), name
    assert (home / "capabilities").is_dir() and list((home / "capabilities").iterdir()) == []
    expected = {"manifest.json", ".bootstrap.lock", "capabilities", *release_files()}
    found = {
        str(p.relative_to(home)) for p in home.rglob("*") if p.is_file() or p.name == "capabilities"
    }
    assert found == expected


def test_fresh_home_json_list_is_empty(runtime: Any) -> None:
    doc = runtime("--output", "json", "capability", "list").json
    assert doc["status"] == "ok" and doc["output"]["capabilities"] == []


def test_manifest_first_line_carries_the_version(runtime: Any, home: Path) -> None:
    runtime("bootstrap")
    first = (home / "manifest.json").read_text().splitlines()[0]
    assert first == f'{{"version": "{__version__}",'
    assert manifest(home)["manifest_format"] == 1


def test_rebootstrap_is_idempotent_and_keeps_user_files(runtime: Any, home: Path) -> None:
    assert runtime("bootstrap").code == 0
    (home / "config.yaml").write_text("schema_version: 2\n")
    (home / "notes.txt").write_text("mine\n")
    (home / "capabilities" / "team").mkdir()
    (home / "capabilities" / "team" / "mine.md").write_text("# mine\n")
    before = manifest(home)
    run = runtime("--output", "json", "bootstrap")
    assert run.code == 0, run
    report = run.json["output"]
    assert report["created"] == [] and report["refreshed"] == [] and report["removed"] == []
    assert sorted(report["unchanged"]) == sorted(release_files())
    assert (home / "config.yaml").read_text() == "schema_version: 2\n"
    assert (home / "notes.txt").read_text() == "mine\n"
    assert (home / "capabilities" / "team" / "mine.md").read_text() == "# mine\n"
    assert manifest(home) == before


def test_upgrade_refreshes_a_changed_spec(runtime: Any, home: Path) -> None:
    runtime("bootstrap")
    spec = home / "specs" / "capability-spec.md"
    original = spec.read_bytes()
    spec.write_text("an old release's spec\n")
    (home / "notes.txt").write_text("mine\n")
    retired = home / "specs" / "retired" / "capability-spec-retired.md"
    retired.parent.mkdir()
    retired.write_text("a provider an older release had\n")
    old = manifest(home)
    old["version"] = "0.0.1"
    old["files"]["specs/retired/capability-spec-retired.md"] = "sha256:00"
    text = json.dumps(old, indent=2).replace('{\n  "version": "0.0.1",', '{"version": "0.0.1",', 1)
    (home / "manifest.json").write_text(text)

    run = runtime("version")  # any command: the implicit bootstrap notices the version
    assert run.code == 0, run
    assert "prepared the Runtime Home" in run.stderr and "was 0.0.1" in run.stderr
    assert spec.read_bytes() == original
    assert not retired.exists()
    assert (home / "notes.txt").read_text() == "mine\n"
    assert_complete(home)


def test_explicit_bootstrap_reports_what_it_refreshed(runtime: Any, home: Path) -> None:
    runtime("bootstrap")
    (home / "RUNTIME-AGENT.md").write_text("edited\n")
    report = runtime("--output", "json", "bootstrap").json["output"]
    assert report["refreshed"] == ["RUNTIME-AGENT.md"]
    assert report["previous_version"] == __version__
    assert_complete(home)


def test_current_home_is_not_rewritten(runtime: Any, home: Path) -> None:
    runtime("bootstrap")
    spec = home / "specs" / "capability-spec.md"
    spec.write_text("edited by hand\n")
    assert runtime("version").code == 0
    assert spec.read_text() == "edited by hand\n"  # the hot path only reads the version


def test_help_does_not_bootstrap(runtime: Any, home: Path) -> None:
    assert runtime("capability", "--help").code == 0
    assert runtime("config", "validate", "--help").code == 0
    assert not home.exists()


def test_capabilities_dir_is_relocatable(runtime: Any, home: Path, tmp_path: Path) -> None:
    cache = tmp_path / "elsewhere" / "cache"
    run = runtime("--output", "json", "bootstrap", env={"RUNTIME_CAPABILITIES_DIR": str(cache)})
    assert run.json["output"]["capabilities_dir"] == str(cache)
    assert cache.is_dir()
    assert not (home / "capabilities").exists()


def test_unwritable_home_warns_and_the_command_still_runs(runtime: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory\n")
    run = runtime("version", env={"ENGINEERING_RUNTIME_HOME": str(blocker / "home")})
    assert run.code == 0, run
    assert "warning: cannot prepare the Runtime Home" in run.stderr
    failed = runtime(
        "--output", "json", "bootstrap", env={"ENGINEERING_RUNTIME_HOME": str(blocker / "home")}
    )
    assert failed.code == 1 and failed.json["error"]["code"] == "home-unwritable"


def test_retired_context_document_stops_every_command(runtime: Any, home: Path) -> None:
    runtime("bootstrap")
    (home / "context.yaml").write_text("github:\n  organization: acme\n")
    for words in (
        ["capability", "list"],
        ["bootstrap"],
        ["context", "show"],
        ["files", "read", "x"],
        ["config", "validate"],
    ):
        run = runtime("--output", "json", *words)
        assert run.code == 3, (words, run)
        error = run.json["error"]
        assert error["code"] == "context-retired"
        assert "context.yaml" in error["message"]
        assert "contexts:" in error["hint"] and "runtime context use NAME" in error["hint"]
    # version still answers, with a warning: people run it to file a bug (issue 14)
    text = runtime("version")
    assert text.code == 0 and "retired context document" in text.stderr


def test_two_concurrent_bootstraps_leave_a_complete_home(home: Path, work: Path) -> None:
    env = clean_env(home)
    for round_ in range(3):
        procs = [
            subprocess.Popen(
                [RUNTIME, *words], cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
            )
            for words in (["bootstrap"], ["bootstrap"], ["version"], ["capability", "list"])
        ]
        codes = [p.wait(timeout=60) for p in procs]
        for proc in procs:
            assert proc.stdout is not None and proc.stderr is not None
            proc.stdout.close()
            proc.stderr.close()
        assert codes == [0, 0, 0, 0], round_
        assert_complete(home)
        # next round: an "older" Home, so every process wants to refresh it at once
        path = home / "manifest.json"
        path.write_text(path.read_text().replace(__version__, "0.0.0", 1))
        (home / "specs" / "capability-spec.md").write_text("stale\n")


def test_bootstrap_text_output(runtime: Any, home: Path) -> None:
    first = runtime("bootstrap")
    assert first.code == 0 and f"ready for runtime {__version__}" in first.stdout
    assert f"{len(release_files())} created" in first.stdout
    again = runtime("bootstrap")
    assert f"{len(release_files())} unchanged" in again.stdout
    assert os.stat(home).st_mode & 0o077 == 0  # the Home (and its audit trail) is private
