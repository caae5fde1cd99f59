"""Issue 14 item 4: predictable capability names.

A bare name resolves only through the configured sources and the cache; a word that
is both a file in the working directory and a configured name is refused as
ambiguous (exit 2, both listed) unless written `./…`; not found lists every place
searched, and is exit 2 in validate, plan and execute alike.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.cli import write_capability

WRITES = 'version: v1\nworkflow:\n  - provider: files\n    args: [write, {name}.txt, "x"]\n'


@pytest.fixture
def sourced(tmp_path: Path, work: Path) -> dict[str, str]:
    """A source `platform` holding my-cap.md; the working directory holds its own my-cap.md."""
    platform = tmp_path / "platform"
    write_capability(platform, "my-cap.md", WRITES.format(name="from-source"))
    write_capability(work, "my-cap.md", WRITES.format(name="from-cwd"))
    config = tmp_path / "config.yaml"
    config.write_text(
        f"schema_version: 2\ncapabilities:\n  sources:\n    - name: platform\n      dir: {platform}\n"
    )
    return {"RUNTIME_CONFIG_FILE": str(config)}


def test_a_bare_name_runs_the_listed_winner_not_the_working_directorys_file(
    runtime: Any, work: Path, sourced: dict[str, str], tmp_path: Path
) -> None:
    listed = runtime("--output", "json", "capability", "list", env=sourced).json
    winner = next(c for c in listed["output"]["capabilities"] if c["winner"])
    assert winner["source"] == "platform"
    run = runtime("--output", "json", "capability", "execute", "my-cap", env=sourced)
    assert run.code == 0, run
    assert run.json["output"]["capability"] == str(tmp_path / "platform" / "my-cap.md")
    assert (work / "from-source.txt").exists() and not (work / "from-cwd.txt").exists()


def test_a_word_that_is_both_a_file_and_a_name_is_refused_unless_written_as_a_path(
    runtime: Any, work: Path, sourced: dict[str, str], tmp_path: Path
) -> None:
    for command in ("validate", "plan", "execute"):
        run = runtime("--output", "json", "capability", command, "my-cap.md", env=sourced)
        assert run.code == 2, run
        error = run.json["error"]
        assert error["code"] == "ambiguous"
        assert str(work / "my-cap.md") in error["message"]
        assert str(tmp_path / "platform" / "my-cap.md") in error["message"]
        assert "./my-cap.md" in error["hint"]
    text = runtime("capability", "plan", "my-cap.md", env=sourced)
    assert text.code == 2 and "is ambiguous" in text.stderr, text
    assert not (work / "from-cwd.txt").exists()
    explicit = runtime("--output", "json", "capability", "execute", "./my-cap.md", env=sourced)
    assert explicit.code == 0, explicit
    assert explicit.json["output"]["capability"] == str(work / "my-cap.md")  # no ./ segment
    assert (work / "from-cwd.txt").exists()


def test_not_found_is_exit_2_everywhere_and_lists_every_place_searched(
    runtime: Any, work: Path, sourced: dict[str, str], tmp_path: Path, home: Path
) -> None:
    for command in ("validate", "plan", "execute"):
        run = runtime("--output", "json", "capability", command, "team/nope", env=sourced)
        assert run.code == 2, (command, run)
        doc = run.json
        message = doc["error"]["message"] if doc["error"] else doc["diagnostics"][0]["message"]
        assert str(work / "team" / "nope") in message
        assert str(tmp_path / "platform" / "team" / "nope.md") in message
        assert str(home / "capabilities" / "team" / "nope.md") in message
    text = runtime("capability", "execute", "team/nope", env=sourced)
    assert text.code == 2 and "looked in:" in text.stderr and "(source platform)" in text.stderr


def test_a_file_that_is_no_name_still_resolves_without_dot_slash(runtime: Any, work: Path) -> None:
    write_capability(work, "local.md", WRITES.format(name="local"))
    assert runtime("capability", "execute", "local.md").code == 0
    assert (work / "local.txt").exists()
