"""Golden tests for codeowners add-owner: the only change is the inserted owner."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.providers.files.edits import EditError, add_owner

FIXTURES = Path(__file__).parent / "fixtures" / "codeowners"


def read(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode("utf-8")


def test_appends_after_the_last_owner_of_a_single_owner_rule() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "/services/ledger/", "@acme/sre")
    assert result.text == inp.replace(
        "/services/ledger/       @acme/ledger\n", "/services/ledger/       @acme/ledger @acme/sre\n"
    )
    assert (result.matches, result.changed) == (1, True)


def test_inserts_before_a_trailing_comment_on_every_duplicate_rule() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "/services/payments/", "@bob")
    expected = inp.replace("@alice   # payments team", "@alice @bob   # payments team")
    expected = expected.replace("@acme/payments-oncall\n", "@acme/payments-oncall @bob\n")
    assert result.text == expected
    assert result.matches == 2


def test_owner_already_present_in_another_case_changes_nothing() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "/services/ledger/", "@ACME/Ledger")
    assert (result.text, result.matches, result.changed) == (inp, 1, False)


def test_adding_twice_is_idempotent() -> None:
    inp = read("CODEOWNERS")
    once = add_owner(inp, "/docs/", "writer@acme.example").text
    assert once == inp.replace("docs@acme.example\n", "docs@acme.example writer@acme.example\n")
    twice = add_owner(once, "/docs/", "Writer@ACME.example")
    assert (twice.text, twice.changed) == (once, False)


def test_tab_separated_owners_get_a_tab() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "*.tf", "@acme/infra")
    assert result.text == inp.replace("@acme/sre\n", "@acme/sre\t@acme/infra\n")


def test_pattern_without_owners_gets_its_first_owner() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "/vendor/", "@acme/platform")
    assert result.text == inp.replace("/vendor/\n", "/vendor/ @acme/platform\n")


def test_escaped_hash_pattern_matches_as_written_or_unescaped() -> None:
    inp = read("CODEOWNERS")
    expected = inp.replace("@acme/security\n", "@acme/security @carol\n")
    assert add_owner(inp, "/config/\\#secrets.yaml", "@carol").text == expected
    assert add_owner(inp, "/config/#secrets.yaml", "@carol").text == expected


def test_comment_lines_and_missing_patterns_are_not_rules() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "/services/", "@carol")
    assert (result.text, result.matches) == (inp, 0)
    result = add_owner(inp, "#", "@carol")
    assert result.matches == 0
    # "# /services/ledger/ @not-a-rule" is a comment: only the real rule changes
    changed = add_owner(inp, "/services/ledger/", "@carol").text
    assert "# /services/ledger/ @not-a-rule\n" in changed


def test_default_rule_keeps_its_alignment() -> None:
    inp = read("CODEOWNERS")
    result = add_owner(inp, "*", "@acme/sre")
    rule = "*                       @acme/platform"
    assert result.text == inp.replace(rule + "\n", rule + " @acme/sre\n")


def test_crlf_lines_keep_their_endings() -> None:
    inp = read("CODEOWNERS-crlf")
    result = add_owner(inp, "/services/payments/", "@bob")
    assert result.text == inp.replace("@alice   #", "@alice @bob   #").replace(
        "@acme/payments-oncall\r\n", "@acme/payments-oncall @bob\r\n"
    )


def test_last_line_without_newline() -> None:
    assert add_owner("/a/ @x", "/a/", "@y").text == "/a/ @x @y"


@pytest.mark.parametrize(
    "owner",
    ["alice", "@", "@org/", "@a b", "@alice#x", "not-an-email@", "@-x", "", "@org/team/x", "a@b"],
)
def test_invalid_owner_is_refused(owner: str) -> None:
    with pytest.raises(EditError, match="invalid owner"):
        add_owner(read("CODEOWNERS"), "*", owner)


@pytest.mark.parametrize("owner", ["@alice", "@acme/platform-team", "@Org/team_x.y", "a.b+c@x.io"])
def test_valid_owners_are_accepted(owner: str) -> None:
    assert add_owner("*  @z\n", "*", owner).text == f"*  @z {owner}\n"


def test_empty_pattern_is_refused() -> None:
    with pytest.raises(EditError, match="pattern must not be empty"):
        add_owner("* @a\n", " ", "@b")
