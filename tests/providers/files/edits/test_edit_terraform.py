"""Golden tests for the Terraform edits: only the edited value expression changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.providers.files.edits import EditError, set_attribute, update_provider

FIXTURES = Path(__file__).parent / "fixtures" / "terraform"


def read(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode("utf-8")


# ---------------------------------------------------------------- set-attribute


def test_sets_a_direct_attribute_of_one_module_only() -> None:
    inp = read("main.tf")
    result = set_attribute(inp, "module", "repository", "default_branch", '"main"')
    assert result.text == inp.replace(
        'default_branch = "master"   # TODO: main', 'default_branch = "main"   # TODO: main', 1
    )
    assert (result.matches, result.changed) == (1, True)
    # the nested branch_protection block, the heredoc text and the other module are untouched
    assert 'pattern          = "master"' in result.text
    assert 'default_branch = "not an attribute"' in result.text
    assert result.text.endswith(inp[inp.index('module "docs_repository"') :])


def test_setting_the_same_text_changes_no_byte() -> None:
    inp = read("main.tf")
    result = set_attribute(inp, "module", "docs_repository", "default_branch", '  "master" ')
    assert (result.text, result.matches, result.changed) == (inp, 1, False)


def test_attribute_only_in_a_nested_block_is_not_matched() -> None:
    inp = read("main.tf")
    result = set_attribute(inp, "module", "repository", "status_checks", '["ci/all"]')
    assert (result.text, result.matches) == (inp, 0)


def test_missing_block_or_attribute_is_zero_matches() -> None:
    inp = read("main.tf")
    assert set_attribute(inp, "module", "absent", "name", '"x"').matches == 0
    assert set_attribute(inp, "module", "repository", "absent", '"x"').matches == 0


def test_resource_label_in_type_dot_name_form() -> None:
    inp = read("main.tf")
    result = set_attribute(inp, "resource", "aws_s3_bucket.logs", "bucket", '"acme-logs-v2"')
    assert result.text == inp.replace('"acme-payments-logs"', '"acme-logs-v2"', 1)
    assert result.matches == 1


def test_first_label_alone_matches_every_block_of_that_type() -> None:
    inp = read("main.tf")
    result = set_attribute(inp, "resource", "aws_s3_bucket", "bucket", "var.bucket")
    assert result.text == inp.replace('"acme-payments-logs"', "var.bucket", 1).replace(
        '"acme-payments-artifacts"', "var.bucket", 1
    )
    assert result.matches == 2


def test_empty_label_matches_blocks_without_labels() -> None:
    inp = read("main.tf")
    result = set_attribute(inp, "terraform", "", "required_version", '">= 1.6.0"')
    assert result.text == inp.replace('">= 1.5.0"', '">= 1.6.0"', 1)


def test_replaces_a_heredoc_value_entirely() -> None:
    inp = read("main.tf")
    start = inp.index("<<-EOT")
    end = inp.index("  EOT\n", start) + len("  EOT")
    result = set_attribute(inp, "module", "repository", "description", '"Payments service"')
    assert result.text == inp[:start] + '"Payments service"' + inp[end:]


def test_replaces_a_multi_line_object_and_a_heredoc_policy() -> None:
    inp = read("main.tf")
    old_labels = inp[inp.index("labels = {") + len("labels = ") : inp.index("}\n  readme_url") + 1]
    result = set_attribute(inp, "locals", "", "labels", '{ team = "payments" }')
    assert result.text == inp.replace(old_labels, '{ team = "payments" }', 1)
    policy = inp[inp.index("<<POLICY") : inp.index("\nPOLICY") + len("\nPOLICY")]
    result = set_attribute(inp, "resource", "aws_s3_bucket.artifacts", "policy", "null")
    assert result.text == inp.replace(policy, "null", 1)


def test_new_heredoc_value_uses_the_file_line_endings() -> None:
    inp = read("main-crlf.tf")
    value = "<<-EOT\n    Payments.\n  EOT"
    result = set_attribute(inp, "variable", "default_branch", "description", value)
    assert result.text == inp.replace(
        '"Branch that pull requests target"', value.replace("\n", "\r\n"), 1
    )
    assert "\n" not in result.text.replace("\r\n", "")


def test_crlf_file_keeps_every_line_ending() -> None:
    inp = read("main-crlf.tf")
    result = set_attribute(inp, "module", "repository", "default_branch", '"main"')
    assert result.text == inp.replace(
        'default_branch = "master"   #', 'default_branch = "main"   #', 1
    )


def test_one_line_block_and_interpolated_string() -> None:
    inp = 'resource "null_resource" "x" { triggers = { id = "${var.a}-}" } }\n'
    result = set_attribute(inp, "resource", "null_resource.x", "triggers", "{}")
    assert result.text == 'resource "null_resource" "x" { triggers = {} }\n'


@pytest.mark.parametrize("value", ['"unclosed', "a b\nc", "[1, 2", "", "   ", "(1))", 'x = "y"\nz'])
def test_invalid_new_value_is_refused(value: str) -> None:
    with pytest.raises(EditError):
        set_attribute(read("main.tf"), "module", "repository", "name", value)


def test_new_value_that_would_break_the_file_is_refused() -> None:
    inp = 'module "m" {\n  a = "x" # trailing comment\n}\n'
    with pytest.raises(EditError, match="refusing the edit"):
        set_attribute(inp, "module", "m", "a", "<<EOT\nbody\nEOT")


def test_duplicate_attribute_is_refused() -> None:
    with pytest.raises(EditError, match="set twice, at lines 2 and 3"):
        set_attribute('module "m" {\n  a = 1\n  a = 2\n}\n', "module", "m", "a", "3")


# ---------------------------------------------------------------- update-provider


def test_updates_the_version_of_the_provider_with_that_source() -> None:
    inp = read("main.tf")
    result = update_provider(inp, "hashicorp/aws", "~> 5.0", None)
    assert result.text == inp.replace('">= 4.0, < 6.0"', '"~> 5.0"', 1)
    assert (result.matches, result.changed) == (1, True)


def test_also_sets_required_version_and_counts_it_as_a_match() -> None:
    inp = read("main.tf")
    result = update_provider(inp, "integrations/github", "~> 6.0", ">= 1.6.0")
    assert result.text == inp.replace('"~> 5.42" # pinned', '"~> 6.0" # pinned', 1).replace(
        'required_version = ">= 1.5.0"', 'required_version = ">= 1.6.0"', 1
    )
    assert result.matches == 2  # the provider entry and required_version


def test_source_compares_case_insensitively_with_optional_registry_host() -> None:
    inp = read("main.tf")
    for source in ["HashiCorp/AWS", "registry.terraform.io/hashicorp/aws"]:
        assert update_provider(inp, source, "~> 5.0").text == inp.replace(
            '">= 4.0, < 6.0"', '"~> 5.0"', 1
        )
    versions = read("versions.tf")
    result = update_provider(versions, "hashicorp/google", "~> 6.0")
    assert result.text == versions.replace(
        'version = "~> 5.10"\n    }\n    google-beta',
        'version = "~> 6.0"\n    }\n    google-beta',
        1,
    )


def test_implied_sources_of_legacy_and_sourceless_entries() -> None:
    inp = read("versions.tf")
    assert update_provider(inp, "hashicorp/random", "~> 3.6").text == inp.replace(
        'random = "~> 3.5"', 'random = "~> 3.6"', 1
    )
    assert update_provider(inp, "hashicorp/null", "~> 3.3").text == inp.replace(
        '"~> 3.2"', '"~> 3.3"', 1
    )


def test_no_matching_provider_leaves_required_version_alone() -> None:
    inp = read("main.tf")
    result = update_provider(inp, "hashicorp/google", "~> 5.0", ">= 9.9")
    assert (result.text, result.matches, result.changed) == (inp, 0, False)


def test_same_version_counts_but_changes_nothing() -> None:
    inp = read("versions.tf")
    result = update_provider(inp, "hashicorp/google-beta", "~> 5.10", "~> 1.6")
    assert (result.text, result.matches, result.changed) == (inp, 2, False)


def test_crlf_file() -> None:
    inp = read("main-crlf.tf")
    result = update_provider(inp, "hashicorp/aws", "~> 5.0")
    assert result.text == inp.replace('">= 4.0, < 6.0"', '"~> 5.0"', 1)


def test_version_with_quotes_is_escaped() -> None:
    inp = read("versions.tf")
    result = update_provider(inp, "hashicorp/null", 'a"b${x}')
    assert result.text == inp.replace('"~> 3.2"', '"a\\"b$${x}"', 1)


def test_entry_without_version_is_refused() -> None:
    with pytest.raises(EditError, match="'aws' at line 3 has no version"):
        update_provider(read("no-version.tf"), "hashicorp/aws", "~> 5.0")


def test_required_version_missing_is_refused_only_when_asked_for() -> None:
    inp = (
        "terraform {\n  required_providers {\n"
        '    aws = { source = "hashicorp/aws", version = "1" }\n  }\n}\n'
    )
    assert update_provider(inp, "hashicorp/aws", "2").matches == 1
    with pytest.raises(EditError, match="no required_version"):
        update_provider(inp, "hashicorp/aws", "2", ">= 1.6")


@pytest.mark.parametrize("source", ["aws", "a/b/c/d", "/aws", ""])
def test_invalid_source_is_refused(source: str) -> None:
    with pytest.raises(EditError, match="invalid provider source"):
        update_provider(read("main.tf"), source, "1")


@pytest.mark.parametrize("version", ["", "  ", "1\n2"])
def test_invalid_constraint_is_refused(version: str) -> None:
    with pytest.raises(EditError, match="invalid --version"):
        update_provider(read("main.tf"), "hashicorp/aws", version)
    with pytest.raises(EditError, match="invalid --terraform-version"):
        update_provider(read("main.tf"), "hashicorp/absent", "1", version)
