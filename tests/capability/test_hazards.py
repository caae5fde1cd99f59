"""Hostile or broken files end in a clean diagnostic, never a traceback."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from runtime.capability.compiler import compile_bytes


def codes(data: bytes) -> list[str]:
    return [d.code for d in compile_bytes(data, "x.md").diagnostics]


def wrap(block: str) -> bytes:
    return f"# t\n```runtime\n{block}\n```\n".encode()


def test_billion_laughs_is_refused() -> None:
    """Refused on sight, never expanded; the parser's speed on it is measured in bench/ (yaml)."""
    lol = "version: v1\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for n in range(1, 10):
        lol += (
            f"l{n}: &l{n} [*{'a' if n == 1 else f'l{n - 1}'}, *{'a' if n == 1 else f'l{n - 1}'}]\n"
        )
    found = codes(wrap(lol))
    assert "yaml-anchor" in found or "yaml-alias" in found


def test_fifty_megabyte_file_is_refused_by_size() -> None:
    data = b"# big\n" + b"x" * (50 * 1024 * 1024)
    assert codes(data) == ["file-too-large"]


def test_invalid_utf8_names_the_line() -> None:
    [diagnostic] = compile_bytes(b"# t\n\n\xff\xfe\n", "x.md").diagnostics
    assert (diagnostic.code, diagnostic.line) == ("file-not-utf8", 3)


def test_binary_data_is_not_text() -> None:
    assert codes(b"\x89PNG\r\n\x1a\n\x00\x00") == ["file-binary"]


def test_tabs_in_indentation() -> None:
    assert "yaml-tab-indent" in codes(wrap("version: v1\nworkflow:\n\t- provider: files\n"))


def test_duplicate_keys() -> None:
    found = codes(
        wrap("version: v1\nversion: v1\nworkflow:\n  - provider: files\n    args: [read, a]\n")
    )
    assert found == ["yaml-duplicate-key"]


def test_tags_are_refused() -> None:
    assert "yaml-tag" in codes(wrap("version: !!str v1\nworkflow: []\n"))


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_yields_diagnostics_or_a_capability(text: str) -> None:
    compiled = compile_bytes(text.encode("utf-8", "surrogatepass"), "x.md")
    assert compiled.capability is not None or compiled.diagnostics


@settings(max_examples=300, deadline=None)
@given(
    st.text(
        alphabet=st.sampled_from(
            list("version: v1\nworkflow:-[]{}\"'|>&*!#\t provider files args read")
        )
    )
)
def test_any_block_yields_diagnostics_or_a_capability(block: str) -> None:
    compiled = compile_bytes(wrap(block), "x.md")
    assert compiled.capability is not None or compiled.diagnostics
