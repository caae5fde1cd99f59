"""The shared result helpers, the diff, and the package's import cost."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from runtime.providers.files.edits import EditError, unified_diff
from runtime.providers.files.edits.result import Splice, apply_splices

SRC = Path(__file__).resolve().parents[4] / "src"


def test_unified_diff_has_git_headers_and_only_the_changed_hunk() -> None:
    before = "a\nb\nc\n"
    after = "a\nB\nc\n"
    assert unified_diff("dir/f.yaml", before, after) == (
        "--- a/dir/f.yaml\n+++ b/dir/f.yaml\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
    )


def test_unified_diff_is_empty_without_changes() -> None:
    assert unified_diff("f", "same\n", "same\n") == ""


def test_unified_diff_keeps_carriage_returns_visible() -> None:
    diff = unified_diff("f", "a\r\nb\r\n", "a\r\nc\r\n")
    assert "-b\r\n+c\r\n" in diff
    assert " a\r\n" in diff


def test_unified_diff_marks_a_missing_final_newline() -> None:
    diff = unified_diff("f", "a\nb", "a\nc")
    assert diff.endswith("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")


def test_unified_diff_does_not_split_on_other_line_separators() -> None:
    diff = unified_diff("f", "x\u2028y\n", "x\u2028z\n")
    assert "-x\u2028y\n+x\u2028z\n" in diff


def test_apply_splices_in_any_order_and_refuses_overlaps() -> None:
    text = "0123456789"
    assert apply_splices(text, [Splice(8, 9, "X"), Splice(1, 3, "ab")]) == "0ab34567X9"
    assert apply_splices(text, [Splice(5, 5, "+")]) == "01234+56789"
    with pytest.raises(EditError):
        apply_splices(text, [Splice(1, 4, ""), Splice(3, 5, "")])


def test_edits_load_yaml_only_for_yaml_and_never_typing_or_dataclasses() -> None:
    code = (
        "import sys\n"
        "import runtime.providers.files.edits as edits\n"
        "assert 'yaml' not in sys.modules, 'package import pulled in yaml'\n"
        "edits.set_attribute\n"
        "edits.add_owner\n"
        "assert 'yaml' not in sys.modules, 'terraform/codeowners edits pulled in yaml'\n"
        "edits.yaml_set\n"
        "assert 'yaml' in sys.modules\n"
        "heavy = {'typing', 'dataclasses', 'inspect', 'difflib'} & set(sys.modules)\n"
        "assert not heavy, heavy\n"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code],
        env={"PYTHONPATH": str(SRC), "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr


def test_unknown_attribute_of_the_package() -> None:
    import runtime.providers.files.edits as edits

    with pytest.raises(AttributeError):
        edits.no_such_edit  # noqa: B018
