from runtime.capability.fences import runtime_fences, scan_fences


def test_backtick_and_tilde_fences_are_found_with_their_lines() -> None:
    text = "# t\n\n```runtime\nversion: v1\n```\n\n~~~runtime\nx: 1\n~~~\n"
    fences = runtime_fences(text)
    assert [(f.open_line, f.close_line) for f in fences] == [(3, 5), (7, 9)]
    assert fences[0].body == "version: v1\n"


def test_closing_fence_may_be_longer_but_not_shorter_or_other_char() -> None:
    text = "````runtime\na\n```\n~~~~\nb\n`````\n"
    [fence] = runtime_fences(text)
    assert fence.body == "a\n```\n~~~~\nb\n"
    assert fence.close_line == 6


def test_runtime_fence_nested_in_a_longer_fence_is_content() -> None:
    text = "````markdown\n```runtime\nversion: v1\n```\n````\n"
    assert runtime_fences(text) == []
    assert [f.info for f in scan_fences(text)] == ["markdown"]


def test_inline_mentions_and_indented_code_are_not_fences() -> None:
    text = "Use a ```runtime block here.\n\n    ```runtime\n    x\n    ```\n"
    assert runtime_fences(text) == []


def test_info_string_must_be_exactly_runtime() -> None:
    text = "```runtimes\na\n```\n```yaml runtime\nb\n```\n``` runtime \nc\n```\n"
    assert [f.body for f in runtime_fences(text)] == ["c\n"]


def test_backtick_info_string_with_backtick_is_not_a_fence() -> None:
    assert scan_fences("```run`time\nx\n```\n")[0].info == ""


def test_unclosed_fence_runs_to_the_end() -> None:
    [fence] = runtime_fences("```runtime\nversion: v1\n")
    assert fence.close_line is None


def test_indentation_of_the_opening_fence_is_removed_from_content() -> None:
    [fence] = runtime_fences("  ```runtime\n  version: v1\n    x: y\n  ```\n")
    assert fence.body == "version: v1\n  x: y\n"


def test_crlf_lines_are_counted_once() -> None:
    [fence] = runtime_fences("# t\r\n\r\n```runtime\r\nversion: v1\r\n```\r\n")
    assert fence.open_line == 3
    assert fence.close_line == 5
