"""One table of environment variables: the code reads only what it lists, the Home shows it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from runtime.audit.redact import SECRET_VARIABLES
from runtime.auth.github import DEFAULT_TOKEN_ENV
from runtime.home import config, config_load, environment, paths
from runtime.policy.load import POLICY_VARIABLE

SOURCE = Path(__file__).resolve().parents[2] / "src" / "runtime"
NAMES = {name for name, _, _ in environment.VARIABLES}
READ = re.compile(r"""(?:environ\.get\(|environ\[|getenv\()\s*["']([A-Z][A-Z0-9_]*)["']""")


def test_every_variable_the_code_reads_is_in_the_table() -> None:
    read = {
        (path.relative_to(SOURCE).as_posix(), name)
        for path in SOURCE.rglob("*.py")
        for name in READ.findall(path.read_text())
    }
    assert read, "the scan found nothing: the pattern no longer matches the code"
    missing = sorted((where, name) for where, name in read if name not in NAMES)
    assert missing == []


def test_named_constants_agree_with_the_table() -> None:
    assert POLICY_VARIABLE == environment.POLICY_FILE
    assert DEFAULT_TOKEN_ENV == environment.GITHUB_TOKEN
    assert config.CONFIG_VARIABLE == environment.CONFIG_FILE
    assert config.OVERRIDE_PREFIX == environment.AUTHENTICATION_PREFIX
    assert paths.HOME_VARIABLE == environment.HOME
    assert paths.CAPABILITIES_VARIABLE == environment.CAPABILITIES_DIR
    assert set(SECRET_VARIABLES) <= NAMES
    assert config_load.DEFAULT_AUTHENTICATION["github"]["token_env"] == environment.GITHUB_TOKEN
    for constant in (
        environment.CONTEXT,
        environment.KUBECONFIG,
        environment.GCLOUD_PROJECT,
        environment.GCLOUD_CONFIG_DIR,
        environment.GCLOUD_ACTIVE_CONFIG,
        environment.CONSUMER,
        environment.DEBUG,
    ):
        assert constant in NAMES


def test_reference_variables_are_all_listed() -> None:
    reference = Path(__file__).resolve().parents[3] / "shared" / "reference" / "environment.md"
    if not reference.exists():
        return
    listed = set(re.findall(r"`([A-Z][A-Z0-9_]+(?:<PATH>)?)`", reference.read_text()))
    examples = {name for name in listed if name.startswith(environment.AUTHENTICATION_PREFIX)}
    assert listed - examples - NAMES == set()


def test_home_cheat_sheet_is_the_table(runtime: Any, home: Path) -> None:
    runtime("bootstrap")
    sheet = (home / "commands" / "runtime_env_variables.txt").read_text()
    assert sheet == environment.cheat_sheet()
    for name, meaning, _ in environment.VARIABLES:
        assert name in sheet and meaning in sheet
