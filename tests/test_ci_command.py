"""CI runs the README's test command: the same install, then the same one pytest line."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_test_command() -> list[str]:
    """The commands of the README's "Whole test suite" block, split at `&&`."""
    section = (ROOT / "README.md").read_text().split("**Whole test suite**", 1)[1]
    block = re.search(r"```sh\n(.+?)\n```", section, re.DOTALL)
    assert block, "the README's test suite section has no sh block"
    return [part.strip() for part in block.group(1).split("&&")]


def ci_commands() -> list[str]:
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_ci_runs_exactly_the_readmes_pytest_command_last() -> None:
    *install, tests = readme_test_command()
    ci = ci_commands()
    assert ci[-1] == tests
    for step in install:
        assert step in ci, f"the README installs with {step!r}; .ci/run does not"


def test_the_suite_runs_on_every_core_with_the_installed_xdist() -> None:
    words = shlex.split(readme_test_command()[-1])
    assert words[words.index("-n") + 1] == "auto"
    extra = (ROOT / "pyproject.toml").read_text().split("[project.optional-dependencies]", 1)[1]
    test_extra = extra.split("\n]", 1)[0]
    assert '"pytest-xdist' in test_extra, "pytest-xdist is not in the test extra"
    assert "'.[test,mcp]'" in readme_test_command()[1]
