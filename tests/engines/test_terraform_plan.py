"""Judging a terraform apply by its plan: the arguments each child gets, and the plan's JSON.

The real terraform runs in tests/security/test_terraform_plans.py; here the two pure halves:
how an apply's options are sorted between the plan the runtime makes and the apply of that
plan, and how `show -json` is read (anything unexpected cannot be judged).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from runtime.engines import terraform_plan
from runtime.engines.terraform_plan import Unjudgeable, parse, summarise
from runtime.policy import floor
from runtime.policy.model import Policy


def show_json(*changes: tuple[str, list[str]], **top: Any) -> str:
    document: dict[str, Any] = {"format_version": "1.2", "errored": False, **top}
    document.setdefault(
        "resource_changes",
        [{"address": address, "change": {"actions": actions}} for address, actions in changes],
    )
    return json.dumps(document)


# --- the arguments ----------------------------------------------------------------------


def test_planning_options_go_to_the_plan_and_apply_only_ones_to_the_apply() -> None:
    parsed = parse(
        ["-chdir=infra", "apply", "-auto-approve", "-var", "x=1", "--target=a.b", "-lock=false",
         "-backup", "b.tfstate", "-replace=c.d", "-input=true", "-parallelism", "3"]
    )  # fmt: skip
    assert parsed.plan_argv("/p/f") == [
        "-chdir=infra", "plan", "-input=false", "-no-color", "-out=/p/f",
        "-var=x=1", "-target=a.b", "-replace=c.d", "-lock=false", "-parallelism=3",
    ]  # fmt: skip
    assert parsed.apply_argv("/p/f") == [
        "-chdir=infra", "apply", "-input=false", "-lock=false", "-parallelism=3",
        "-auto-approve", "-backup=b.tfstate", "/p/f",
    ]  # fmt: skip
    assert parsed.show_argv("/p/f") == ["-chdir=infra", "show", "-json", "-no-color", "/p/f"]
    assert parsed.plan_file is None and parsed.approved


@pytest.mark.parametrize(
    ("args", "plan_file"),
    [(["apply", "f.tfplan"], "f.tfplan"), (["apply", "-no-color", "--", "-f"], "-f"),
     (["apply", "-state", "s", "f"], "f"), (["apply", "-auto-approve"], None)],
)  # fmt: skip
def test_the_plan_file_is_the_one_operand(args: list[str], plan_file: str | None) -> None:
    assert parse(args).plan_file == plan_file


@pytest.mark.parametrize(
    ("words", "approved"),
    [([], False), (["-auto-approve"], True), (["--auto-approve=true"], True),
     (["-auto-approve=false"], False), (["-auto-approve", "-auto-approve=0"], False)],
)  # fmt: skip
def test_auto_approve_as_go_flags_read_it(words: list[str], approved: bool) -> None:
    assert parse(["apply", *words]).approved is approved


@pytest.mark.parametrize(
    ("args", "why"),
    [(["apply", "-generate-config-out=x.tf"], "-generate-config-out=x.tf"),
     (["apply", "-var"], "has no value"),
     (["apply", "a.tfplan", "b.tfplan"], "more than one plan file"),
     (["-chdir", "infra", "apply"], "-chdir"),
     (["-help", "apply"], "-help"),
     (["-chdir=a", "-chdir=b", "apply"], "-chdir=b")],
)  # fmt: skip
def test_what_cannot_be_judged_is_said(args: list[str], why: str) -> None:
    with pytest.raises(Unjudgeable, match=why):
        parse(args)


# --- the plan's JSON --------------------------------------------------------------------


def test_a_create_and_an_update_are_a_write() -> None:
    summary = summarise(
        show_json(("a.x", ["create"]), ("a.y", ["update"]), ("a.z", ["no-op"]),
                  ("data.a.r", ["read"])),
        "test",
    )  # fmt: skip
    assert (summary.effect, summary.add, summary.change, summary.destroy) == ("write", 1, 1, 0)


@pytest.mark.parametrize(
    "actions", [["delete"], ["delete", "create"], ["create", "delete"]]
)  # the last: create_before_destroy
def test_a_delete_or_a_replacement_is_a_delete(actions: list[str]) -> None:
    summary = summarise(show_json(("a.keep", actions), ("a.new", ["create"])), "test")
    assert summary.effect == "delete"
    assert summary.destroyed == ["a.keep"]
    assert summary.text().endswith("1 to destroy")


def test_a_forget_leaves_the_object_and_is_a_write() -> None:
    """`removed { lifecycle { destroy = false } }`: the state entry goes, as with `state rm`."""
    summary = summarise(show_json(("a.gone", ["forget"])), "test")
    assert (summary.effect, summary.forget) == ("write", 1)
    assert summary.text() == "0 to add, 0 to change, 0 to destroy, 1 to forget"


def test_no_changes_at_all_is_a_write() -> None:
    document = json.dumps({"format_version": "1.2"})
    assert summarise(document, "test").effect == "write"


def test_a_deferred_delete_counts() -> None:
    deferred = [{"reason": "x", "resource_change": {"address": "a.d", "change": {"actions": ["delete"]}}}]  # fmt: skip
    assert summarise(show_json(deferred_changes=deferred), "test").effect == "delete"


@pytest.mark.parametrize(
    ("text", "why"),
    [("not json", "no JSON"), ("[]", "no JSON object"),
     (json.dumps({"format_version": "2.0"}), "format_version '2.0'"),
     (json.dumps({"resource_changes": []}), "format_version None"),
     (show_json(errored=True), "errored"),
     (show_json(resource_changes={"a": 1}), "not a list"),
     (show_json(("a.x", ["obliterate"])), "unknown action 'obliterate'"),
     (show_json(("a.x", [])), "no actions"),
     (show_json(resource_changes=[{"address": "a.x"}]), "no actions"),
     (show_json(resource_changes=["a.x"]), "no address")],
)  # fmt: skip
def test_unexpected_json_cannot_be_judged(text: str, why: str) -> None:
    with pytest.raises(Unjudgeable, match=why):
        summarise(text, "test")


def test_destroyed_addresses_are_redacted_in_the_summary() -> None:
    token = "ghp_" + "a" * 36
    summary = summarise(show_json((f'a.x["{token}"]', ["delete"])), "test")
    assert token not in json.dumps(summary.to_json())


# --- when the plan is made ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("binary", "args", "judged"),
    [("terraform", ["apply", "-auto-approve"], True), ("tofu", ["apply", "f.tfplan"], True),
     ("terraform", ["plan"], False), ("terraform", ["apply", "-destroy"], False),
     ("kubectl", ["apply", "-f", "x"], False)],
)  # fmt: skip
def test_only_an_apply_is_judged_by_its_plan(binary: str, args: list[str], judged: bool) -> None:
    facts = floor.canonical(binary, args)
    assert terraform_plan.judged_at_execution(facts, Policy(), (binary,)) is judged


def test_an_apply_is_not_planned_where_the_binary_may_delete() -> None:
    facts = floor.canonical("terraform", ["apply", "-auto-approve"])
    deletes = Policy()
    deletes.effects = {"default": ("read", "write"), "terraform": ("read", "write", "delete")}
    deletes.rules = {}
    assert not terraform_plan.judged_at_execution(facts, deletes, ("terraform",))
    assert terraform_plan.judged_at_execution(facts, deletes, ("tofu",))
    deletes.rules = {"terraform": ("destroy",)}  # a destroy rule still asks the plan
    assert terraform_plan.judged_at_execution(facts, deletes, ("terraform",))


def test_tofus_exclude_is_a_planning_option() -> None:
    parsed = parse(["apply", "-auto-approve", "-exclude", "a.b"])
    assert "-exclude=a.b" in parsed.plan_argv("/p/f")
    assert "-exclude=a.b" not in parsed.apply_argv("/p/f")


def test_a_long_list_of_destroyed_addresses_is_cut_with_a_count() -> None:
    changes = [(f"a.r[{n}]", ["delete"]) for n in range(25)]
    summary = summarise(show_json(*changes), "test")
    assert summary.named().endswith("a.r[19] and 5 more")
    assert summary.destroy == 25 and len(summary.to_json()["destroyed"]) == 25  # type: ignore[arg-type]
