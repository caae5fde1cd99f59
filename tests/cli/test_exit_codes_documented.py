"""Every named exit code is in the README's table, with nothing listed that does not exist."""

from __future__ import annotations

from pathlib import Path

from runtime import exit_codes

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_lists_every_exit_code() -> None:
    section = README.read_text().split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    listed = {
        int(line.split("|")[1]) for line in section.splitlines() if line[:3].strip("| ").isdigit()
    }
    named = {
        value
        for name, value in vars(exit_codes).items()
        if name.isupper() and isinstance(value, int)
    }
    assert listed == named
