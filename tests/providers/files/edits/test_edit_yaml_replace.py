"""Golden tests for yaml_replace: every value equal to OLD changes, nothing else does."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.providers.files.edits import EditError, yaml_replace

FIXTURES = Path(__file__).parent / "fixtures"


def read(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode("utf-8")


def test_replaces_in_every_document_keeping_each_quoting_style() -> None:
    inp = read("k8s/multi-doc.yaml")
    result = yaml_replace(inp, "ghcr.io/acme/payments:2.3.1", "ghcr.io/acme/payments:2.4.0")
    assert result.text == inp.replace("payments:2.3.1", "payments:2.4.0")
    assert "'ghcr.io/acme/payments:2.4.0'" in result.text
    assert (result.matches, result.changed) == (3, True)


def test_keys_are_never_replaced() -> None:
    inp = "name: name\nitems:\n  - name\n  - {name: name}\n"
    result = yaml_replace(inp, "name", "title")
    assert result.text == "name: title\nitems:\n  - title\n  - {name: title}\n"
    assert result.matches == 3


def test_workflow_action_versions_with_comments_and_on_key() -> None:
    inp = read("github/ci.yml")
    result = yaml_replace(inp, "actions/checkout@v4", "actions/checkout@v4.2.2")
    assert result.text == inp.replace("actions/checkout@v4", "actions/checkout@v4.2.2")
    assert result.matches == 2
    assert "\non:\n" in result.text


def test_runner_labels_in_block_and_flow_positions() -> None:
    inp = read("github/ci.yml")
    result = yaml_replace(inp, "ubuntu-22.04", "ubuntu-24.04")
    assert result.text == inp.replace("ubuntu-22.04", "ubuntu-24.04")
    assert result.matches == 3


def test_block_scalars_are_not_matched() -> None:
    inp = read("github/ci.yml")
    result = yaml_replace(inp, "master", "main")
    expected = inp.replace("      - master\n", "      - main\n", 1).replace(
        "branches: [ master ]", "branches: [ main ]", 1
    )
    assert result.text == expected  # `echo "done on master"` in the run: block is untouched
    assert result.matches == 2


def test_helm_values_equal_as_written_whatever_their_quotes() -> None:
    inp = read("helm/values.yaml")
    result = yaml_replace(inp, "2.3.1", "2.4.0")
    assert result.text == inp.replace('"2.3.1"', '"2.4.0"').replace("tag: 2.3.1", "tag: 2.4.0")
    assert result.matches == 2


def test_crlf_and_bom_survive() -> None:
    inp = read("helm/values-windows.yaml")
    result = yaml_replace(inp, "2.3.1", "2.4.0")
    assert result.text == inp.replace("2.3.1", "2.4.0")
    assert result.text.startswith("\ufeff")


def test_same_old_and_new_counts_matches_and_changes_nothing() -> None:
    inp = read("k8s/deployment.yaml")
    result = yaml_replace(inp, "checkout", "checkout")
    assert (result.text, result.changed) == (inp, False)
    assert result.matches == 5


def test_no_match_is_zero() -> None:
    inp = read("k8s/deployment.yaml")
    assert yaml_replace(inp, "absent", "x") == type(yaml_replace(inp, "absent", "x"))(inp, 0, False)


def test_anchored_scalar_is_replaced_once_at_its_anchor() -> None:
    inp = "tag: &tag 1.4.2  # shared\nuse: *tag\nother: 1.4.2\n"
    result = yaml_replace(inp, "1.4.2", "1.5.0")
    assert result.text == "tag: &tag 1.5.0  # shared\nuse: *tag\nother: 1.5.0\n"
    assert result.matches == 2


def test_scalar_used_as_a_key_through_an_alias_is_refused() -> None:
    with pytest.raises(EditError, match="also used as a mapping key"):
        yaml_replace("a: &k shared\n*k : value\n", "shared", "x")


def test_replacement_with_special_characters_is_quoted() -> None:
    inp = "a: plain\nb: 'single'\nc: \"double\"\nd: [plain]\n"
    assert yaml_replace(inp, "plain", "x: y # z").text == (
        'a: "x: y # z"\nb: \'single\'\nc: "double"\nd: ["x: y # z"]\n'
    )
    assert yaml_replace(inp, "single", "it's").text == inp.replace("'single'", "'it''s'")
    assert yaml_replace(inp, "double", 'say "hi"\n').text == inp.replace(
        '"double"', '"say \\"hi\\"\\n"'
    )
    assert yaml_replace(inp, "single", "tab\there").text == inp.replace("'single'", '"tab\\there"')


def test_empty_old_value_is_refused() -> None:
    with pytest.raises(EditError, match="must not be empty"):
        yaml_replace("a: b\n", "", "x")


def test_unparseable_yaml_is_refused() -> None:
    with pytest.raises(EditError, match=r"not valid YAML: .*line 2"):
        yaml_replace("a: b\n  c: d\n", "b", "x")
