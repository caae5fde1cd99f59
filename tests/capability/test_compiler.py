"""Each check of the validation table and each hint, with Markdown line numbers."""

from __future__ import annotations

import pytest

from runtime.capability.compiler import BinaryRules, compile_bytes


def compile_block(
    block: str, prose: str = "# T\n\nSome prose.\n"
) -> tuple[list[tuple[str, int | None]], object]:
    text = f"{prose}\n```runtime\n{block}```\n"
    compiled = compile_bytes(text.encode(), "cap.md")
    return [(d.code, d.line) for d in compiled.diagnostics], compiled


VALID = """version: v1
inputs:
  organization:
    description: GitHub organization
    required: true
workflow:
  - provider: github
    args: [repo, list, "${organization}", per_page=100]
  - provider: files
    args: [write, ./notes.txt, hello]
  - binary: git
    args: [-C, ., log, -5, --oneline]
"""


def test_a_valid_capability_compiles_with_inputs_and_steps() -> None:
    codes, compiled = compile_block(VALID)
    assert codes == []
    capability = compiled.capability  # type: ignore[attr-defined]
    assert capability.inputs["organization"].required is True
    assert [s.provider or s.binary for s in capability.steps] == ["github", "files", "git"]
    assert capability.steps[2].args == ("-C", ".", "log", "-5", "--oneline")
    assert compiled.digest.startswith("sha256:")  # type: ignore[attr-defined]


def test_lines_are_markdown_lines() -> None:
    # prose is 3 lines + blank; fence opens at line 5, `workflow:` at 7, step at 8.
    codes, _ = compile_block("version: v1\nworkflow:\n  - provider: nope\n    args: [x]\n")
    assert codes == [("unregistered-provider", 8)]


def test_missing_version_and_no_steps_reported_together() -> None:
    codes, _ = compile_block("workflow: []\n")
    assert ("missing-version", 6) in codes
    assert ("no-steps", 6) in codes


def test_unsupported_version() -> None:
    codes, _ = compile_block("version: v2\nworkflow:\n  - provider: files\n    args: [read, a]\n")
    assert codes == [("unsupported-version", 6)]


def test_step_with_both_and_with_neither() -> None:
    block = (
        "version: v1\nworkflow:\n"
        "  - provider: files\n    binary: git\n    args: [read, a]\n"
        "  - args: [read, a]\n"
    )
    codes, _ = compile_block(block)
    assert codes == [("step-both", 8), ("step-neither", 11)]


def test_args_that_match_no_operation_list_the_closest_forms() -> None:
    _, compiled = compile_block(
        "version: v1\nworkflow:\n  - provider: github\n    args: [repo, veiw, cli/cli]\n"
    )
    [diagnostic] = compiled.diagnostics  # type: ignore[attr-defined]
    assert diagnostic.code == "unknown-operation"
    assert "repo view OWNER/REPO" in diagnostic.hint


def test_args_with_a_bad_shape_name_the_expected_form() -> None:
    _, compiled = compile_block(
        "version: v1\nworkflow:\n  - provider: github\n    args: [repo, view, not-a-repo]\n"
    )
    [diagnostic] = compiled.diagnostics  # type: ignore[attr-defined]
    assert "is not OWNER/REPO" in diagnostic.message


def test_placeholders_are_probe_substituted_before_matching() -> None:
    block = (
        "version: v1\ninputs:\n  repository:\n    required: true\n  n:\n    required: true\n"
        'workflow:\n  - provider: github\n    args: [repo, view, "${repository}"]\n'
        '  - provider: github\n    args: [run, view, "${n}"]\n'
        '  - provider: github\n    args: [api, GET, "/repos/${repository}/topics"]\n'
    )
    codes, _ = compile_block(block)
    assert codes == []


def test_binary_not_in_allowed_binaries_uses_the_known_message() -> None:
    _, compiled = compile_block(
        "version: v1\nworkflow:\n  - binary: runtime\n    args: [version]\n"
    )
    [diagnostic] = compiled.diagnostics  # type: ignore[attr-defined]
    assert (
        diagnostic.message == 'step 1, workflow[0]: binary "runtime" is not in allowed_binaries'
    )  # 1-based
    assert "recursion" in diagnostic.hint


@pytest.mark.parametrize("binary", ["bash", "python3", "sudo", "env"])
def test_floor_binaries_are_refused_even_when_allowed(binary: str) -> None:
    block = f"version: v1\nworkflow:\n  - binary: {binary}\n    args: []\n"
    text = f"```runtime\n{block}```\n"
    rules = BinaryRules(allowed=["git", binary])
    compiled = compile_bytes(text.encode(), "c.md", rules)
    assert [d.code for d in compiled.diagnostics] == ["binary-not-allowed"]


def test_denied_binary_is_invalid() -> None:
    codes, _ = compile_block("version: v1\nworkflow:\n  - binary: rm\n    args: [-rf, /]\n")
    assert codes == [("binary-not-allowed", 8)]


@pytest.mark.parametrize(
    ("key", "hint"),
    [
        ("transport", "provider decides"),
        ("command", "retired command registry"),
        ("capability", "no capability step"),
    ],
)
def test_unknown_step_keys_have_hints(key: str, hint: str) -> None:
    block = f"version: v1\nworkflow:\n  - provider: files\n    {key}: x\n    args: [read, a]\n"
    _, compiled = compile_block(block)
    [diagnostic] = compiled.diagnostics  # type: ignore[attr-defined]
    assert diagnostic.code == "unknown-key"
    assert diagnostic.line == 9
    assert hint in diagnostic.hint


def test_steps_instead_of_workflow_is_named() -> None:
    codes, compiled = compile_block(
        "version: v1\nsteps:\n  - provider: files\n    args: [read, a]\n"
    )
    assert ("unknown-key", 7) in codes
    assert ("missing-workflow", 6) in codes
    hints = [d.hint for d in compiled.diagnostics]  # type: ignore[attr-defined]
    assert "it is `workflow:`" in hints


def test_retired_command_grammar_reports_every_step() -> None:
    block = "version: v1\nworkflow:\n  - command: github.user.get\n  - command: github.org.list\n"
    codes, _ = compile_block(block)
    assert ("unknown-key", 8) in codes and ("unknown-key", 9) in codes
    assert len(codes) >= 4


def test_unknown_input_keys_and_bad_required() -> None:
    block = (
        "version: v1\ninputs:\n  a:\n    default: x\n    required: yes\n"
        'workflow:\n  - provider: files\n    args: [read, "${a}"]\n'
    )
    codes, _ = compile_block(block)
    assert codes == [("unknown-key", 9), ("bad-required", 10)]


def test_args_stay_the_text_written() -> None:
    block = "version: v1\nworkflow:\n  - provider: files\n    args: [write, ./n, -5, 010, on, 1.0, null]\n"
    _, compiled = compile_block(block)
    assert compiled.capability.steps[0].args[2:] == ("-5", "010", "on", "1.0", "null")  # type: ignore[attr-defined]


def test_args_must_be_a_list_of_words() -> None:
    block = "version: v1\nworkflow:\n  - provider: files\n    args: read a\n  - provider: files\n    args: [read, [a]]\n"
    codes, _ = compile_block(block)
    assert [c for c, _ in codes] == ["args-not-list", "arg-not-scalar"]


def test_undeclared_placeholder_is_a_warning_only() -> None:
    _, compiled = compile_block(
        'version: v1\nworkflow:\n  - provider: files\n    args: [write, "${nope}", "${{ secrets.X }}"]\n'
    )
    assert [(d.code, d.severity) for d in compiled.diagnostics] == [("undeclared-input", "warning")]  # type: ignore[attr-defined]
    assert compiled.ok  # type: ignore[attr-defined]


def test_zero_and_two_blocks_are_errors() -> None:
    none = compile_bytes(b"# nothing here\n", "a.md")
    assert [d.code for d in none.diagnostics] == ["no-runtime-block"]
    two = compile_bytes(b"```runtime\nversion: v1\n```\n\n```runtime\nversion: v1\n```\n", "b.md")
    assert [(d.code, d.line) for d in two.diagnostics] == [("multiple-runtime-blocks", 5)]


def test_every_problem_in_one_run() -> None:
    block = (
        "workflow:\n  - provider: nope\n    args: [x]\n  - binary: curl\n    args: []\n"
        "  - provider: files\n    args: [raed, x]\n    transport: rest\n"
    )
    codes, _ = compile_block(block)
    assert {c for c, _ in codes} == {
        "missing-version",
        "unregistered-provider",
        "binary-not-allowed",
        "unknown-operation",
        "unknown-key",
    }
