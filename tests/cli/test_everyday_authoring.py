"""Issue 14 item 6: authoring is one paste away, and config init says what it emits."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from support.cli import RUNTIME, clean_env


def test_the_printed_fix_makes_authoring_ready(runtime: Any, work: Path, home: Path) -> None:
    before = runtime("--output", "json", "capability", "authoring-context").json["output"]
    assert before["authoring_ready"] is False
    fix = before["fix"]
    assert fix and all(not line.startswith("#") for line in fix)
    text = runtime("capability", "authoring-context").stdout
    assert "to fix, run:" in text and all(line in text for line in fix)
    # paste the commands into a shell, as a person would, then ask again
    script = "\n".join([*fix, f"{RUNTIME} --output json capability authoring-context"])
    done = subprocess.run(
        ["bash", "-ec", script], cwd=work, env=clean_env(home), capture_output=True, text=True
    )
    assert done.returncode == 0, done
    after = json.loads(done.stdout)["output"]
    assert after["authoring_ready"] is True, after
    assert after["authoring_dir"] == str(work / "capabilities") and after["fix"] == []
    listed = subprocess.run(
        ["bash", "-ec", "\n".join([*fix[1:], f"{RUNTIME} --output json capability list"])],
        cwd=work, env=clean_env(home), capture_output=True, text=True, check=True,
    )  # fmt: skip
    sources = json.loads(listed.stdout)["output"]["sources"]
    assert [s["name"] for s in sources] == ["local", "cache"]


def test_a_missing_authoring_directory_gets_its_mkdir(runtime: Any, work: Path) -> None:
    config = work / "config.yaml"
    config.write_text(
        "schema_version: 2\ncapabilities:\n  sources:\n    - {name: mine, dir: ./caps}\n"
        "  authoring_source: mine\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config)}
    out = runtime("--output", "json", "capability", "authoring-context", env=env).json["output"]
    assert out["authoring_ready"] is False and out["fix"] == [f"mkdir -p {work / 'caps'}"]
    (work / "caps").mkdir()
    again = runtime("--output", "json", "capability", "authoring-context", env=env).json
    assert again["output"]["authoring_ready"] is True


def test_config_init_config_emits_only_the_compiled_defaults(runtime: Any, work: Path) -> None:
    document = runtime("config", "init", "config").stdout
    assert "\ncapabilities:" not in document and "\ncontexts:" not in document
    assert "# capabilities:" in document and "#       repository: my-organization/" in document
    (work / "config.yaml").write_text(document)
    env = {"RUNTIME_CONFIG_FILE": str(work / "config.yaml")}
    listed = runtime("--output", "json", "capability", "list", env=env).json["output"]
    assert [s["name"] for s in listed["sources"]] == ["cache"]  # no example source
    contexts = runtime("--output", "json", "context", "list", env=env).json["output"]
    assert contexts["contexts"] == []  # no example context


def test_config_init_into_a_missing_directory_says_what_to_do(runtime: Any, work: Path) -> None:
    run = runtime("--output", "json", "config", "init", "config", "--output", "nodir/config.yaml")
    assert run.code == 2, run
    error = run.json["error"]
    assert f"the directory {work / 'nodir'} does not exist" in error["message"]
    assert f"mkdir -p {work / 'nodir'}" in error["hint"]
    assert not (work / "nodir").exists()
