"""terraform apply judged by its plan, with the real terraform, offline (`terraform_data`).

Under the compiled defaults terraform may read and write, not delete: an apply is planned by
the runtime in the apply's confinement, read with `show -json`, and refused when the plan
destroys, or applied as exactly that plan. A saved plan is judged by its content.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_operations, trail_records
from support.denials import EFFECTS
from support.terraform_dirs import APPLY, KEEP, keep_id, terraform, terraform_state

ADDED = 'resource "terraform_data" "added" {\n  input = "y"\n}\n'
# What terraform prints when it plans inside the apply; an apply of a saved plan does not.
PLANNED_INLINE = "Terraform will perform the following actions"


def last_operation(home: Path) -> dict[str, Any]:
    return trail_operations(home)[-1]


def expect_refused(run: Any, *destroyed: str) -> None:
    assert run.code == 4, run
    assert EFFECTS in run.stderr, run
    assert f"its plan destroys {', '.join(destroyed)}" in run.stderr, run


def test_a_create_only_apply_runs_the_plan_it_judged(
    applied: Path, runtime: Any, home: Path
) -> None:
    (applied / "main.tf").write_text(KEEP + ADDED)
    run = runtime(*APPLY, cwd=applied)
    assert run.code == 0, run
    assert terraform_state(applied).split() == ["terraform_data.added", "terraform_data.keep"]
    assert "Apply complete! Resources: 1 added, 0 changed, 0 destroyed." in run.stdout
    assert PLANNED_INLINE not in run.stdout  # a saved plan was applied, not a fresh one
    operation = last_operation(home)
    assert (operation["outcome"], operation["judged_effect"]) == ("ok", "write")
    assert {k: operation["plan"][k] for k in ("add", "change", "destroy")} == {
        "add": 1, "change": 0, "destroy": 0
    }  # fmt: skip


def test_a_replacement_is_a_delete(applied: Path, runtime: Any, home: Path) -> None:
    """A changed `triggers_replace` destroys and recreates: refused, the object kept."""
    (applied / "main.tf").write_text(
        'resource "terraform_data" "keep" {\n  input = "x"\n  triggers_replace = "v1"\n}\n'
    )
    terraform(applied, "apply", "-auto-approve", "-input=false")
    before = keep_id(applied)
    (applied / "main.tf").write_text(
        'resource "terraform_data" "keep" {\n  input = "x"\n  triggers_replace = "v2"\n}\n'
    )
    run = runtime(*APPLY, cwd=applied)
    expect_refused(run, "terraform_data.keep")
    assert "1 to add, 0 to change, 1 to destroy" in run.stderr
    assert keep_id(applied) == before
    assert last_operation(home)["judged_effect"] == "delete"


def test_replace_option_is_a_delete(applied: Path, runtime: Any) -> None:
    before = keep_id(applied)
    run = runtime(*APPLY, "-replace=terraform_data.keep", cwd=applied)
    expect_refused(run, "terraform_data.keep")
    run = runtime(*APPLY, "-replace", "terraform_data.keep", cwd=applied)
    expect_refused(run, "terraform_data.keep")
    assert keep_id(applied) == before


def test_target_is_judged_with_the_plan_it_limits(applied: Path, runtime: Any) -> None:
    """The plan is made with the apply's -target: a target the emptied configuration would
    destroy is refused; a target elsewhere destroys nothing and runs."""
    (applied / "main.tf").write_text(ADDED)
    expect_refused(
        runtime(*APPLY, "-target=terraform_data.keep", cwd=applied), "terraform_data.keep"
    )
    run = runtime(*APPLY, "-target", "terraform_data.added", cwd=applied)
    assert run.code == 0, run
    assert terraform_state(applied).split() == ["terraform_data.added", "terraform_data.keep"]


def test_refresh_only_destroys_nothing_and_runs(applied: Path, runtime: Any) -> None:
    (applied / "main.tf").write_text("")
    run = runtime(*APPLY, "-refresh-only", cwd=applied)
    assert run.code == 0, run
    assert terraform_state(applied) == "terraform_data.keep"


def test_a_var_file_from_a_writable_directory_is_judged_by_its_values(
    applied: Path, runtime: Any
) -> None:
    """A var file written into a write root sets count = 0: the plan it makes destroys."""
    (applied / "main.tf").write_text(
        'variable "n" {\n  default = 1\n}\n'
        'resource "terraform_data" "keep" {\n  count = var.n\n  input = "x"\n}\n'
    )
    terraform(applied, "state", "mv", "terraform_data.keep", "terraform_data.keep[0]")
    assert runtime("files", "write", "zero.tfvars", "n = 0\n", cwd=applied).code == 0
    run = runtime(*APPLY, "-var-file=zero.tfvars", cwd=applied)
    expect_refused(run, "terraform_data.keep[0]")
    assert terraform_state(applied) == "terraform_data.keep[0]"


def test_chdir_plans_and_applies_in_that_directory(
    applied: Path, tmp_path: Path, runtime: Any
) -> None:
    """`-chdir=DIR` reaches both children: DIR's emptied configuration is judged there."""
    sub = applied  # tmp_path/tf, the work directory is tmp_path/work
    (sub / "main.tf").write_text("")
    run = runtime(*APPLY[:3], f"-chdir={sub}", *APPLY[3:], cwd=tmp_path)
    expect_refused(run, "terraform_data.keep")
    assert terraform_state(sub) == "terraform_data.keep"


def test_the_callers_tf_cli_args_reach_neither_plan_nor_apply(applied: Path, runtime: Any) -> None:
    hostile = {f"TF_CLI_ARGS{s}": "-destroy" for s in ("", "_plan", "_apply", "_show")}
    (applied / "main.tf").write_text(KEEP + ADDED)
    run = runtime(*APPLY, cwd=applied, env=hostile)
    assert run.code == 0, run
    assert terraform_state(applied).split() == ["terraform_data.added", "terraform_data.keep"]


def test_no_cli_configuration_of_the_caller_reaches_the_children(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    """TF_CLI_CONFIG_FILE and ~/.terraformrc stay behind: terraform would warn of a missing
    file and fail on a broken one (the children get a private, empty HOME)."""
    caller_home = tmp_path / "caller-home"
    caller_home.mkdir()
    (caller_home / ".terraformrc").write_text("this is { not hcl\n")
    env = {"TF_CLI_CONFIG_FILE": str(tmp_path / "missing.tfrc"), "HOME": str(caller_home)}
    (applied / "main.tf").write_text(KEEP + ADDED)
    run = runtime(*APPLY, cwd=applied, env=env)
    assert run.code == 0, run
    assert "CLI configuration" not in run.stdout + run.stderr


def test_an_apply_without_auto_approve_plans_and_applies_nothing(
    applied: Path, runtime: Any
) -> None:
    (applied / "main.tf").write_text(KEEP + ADDED)
    run = runtime("command", "run", "terraform", "apply", "-input=false", cwd=applied)
    assert run.code == 1, run
    assert "without -auto-approve asks for approval" in run.stderr
    assert terraform_state(applied) == "terraform_data.keep"


def test_a_plan_that_fails_applies_nothing(applied: Path, runtime: Any, home: Path) -> None:
    (applied / "main.tf").write_text(
        KEEP + ADDED + 'resource "terraform_data" "bad" {\n  nope = 1\n}\n'
    )
    run = runtime(*APPLY, cwd=applied)
    assert run.code == 1, run
    assert "the plan made to judge this apply failed: nothing was applied" in run.stderr
    assert "Error: Unsupported argument" in run.stderr  # terraform's own error line
    assert terraform_state(applied) == "terraform_data.keep"
    assert last_operation(home)["outcome"] == "failed"


def test_an_option_the_runtime_cannot_judge_is_refused(applied: Path, runtime: Any) -> None:
    (applied / "main.tf").write_text(KEEP + ADDED)
    run = runtime(*APPLY, "-generate-config-out=x.tf", cwd=applied)
    assert run.code == 4, run
    # terraform apply takes no -generate-config-out (Go's "flag provided but not defined"):
    # its table refuses it before anything is planned
    assert '"-generate-config-out=x.tf" is not an option terraform apply takes' in run.stderr
    assert terraform_state(applied) == "terraform_data.keep"


# --- saved plans ------------------------------------------------------------------------


def test_a_saved_create_plan_is_applied(applied: Path, runtime: Any, home: Path) -> None:
    (applied / "main.tf").write_text(KEEP + ADDED)
    terraform(applied, "plan", "-input=false", "-out=create.tfplan")
    run = runtime("command", "run", "terraform", "apply", "-input=false", "create.tfplan", cwd=applied)  # fmt: skip
    assert run.code == 0, run
    assert terraform_state(applied).split() == ["terraform_data.added", "terraform_data.keep"]
    operation = last_operation(home)
    assert operation["judged_effect"] == "write"
    assert operation["plan"]["source"] == "saved plan create.tfplan"


def test_a_saved_destroy_plan_is_refused(applied: Path, runtime: Any, home: Path) -> None:
    terraform(applied, "plan", "-destroy", "-input=false", "-out=d.tfplan")
    run = runtime("command", "run", "terraform", "apply", "d.tfplan", cwd=applied)
    expect_refused(run, "terraform_data.keep")
    assert terraform_state(applied) == "terraform_data.keep"
    operation = last_operation(home)
    assert (operation["kind"], operation["outcome"], operation["rule"]) == (
        "operation", "denied", EFFECTS
    )  # fmt: skip


def test_a_garbage_plan_file_is_refused(applied: Path, runtime: Any) -> None:
    (applied / "garbage.tfplan").write_bytes(b"PK\x03\x04 not a plan\n")
    run = runtime("command", "run", "terraform", "apply", "garbage.tfplan", cwd=applied)
    assert run.code == 4, run
    assert EFFECTS in run.stderr
    assert "cannot tell what this apply would destroy (show -json failed" in run.stderr
    assert terraform_state(applied) == "terraform_data.keep"


def test_a_plan_file_outside_the_read_roots_is_not_read(applied: Path, runtime: Any) -> None:
    run = runtime("command", "run", "terraform", "apply", "/etc/hostname", cwd=applied)
    assert run.code == 4, run
    assert "file_policy.read_roots" in run.stderr


# --- where terraform may delete: no plan of the runtime's ------------------------------------


def test_a_document_that_lets_terraform_delete_applies_as_typed(
    applied: Path, runtime: Any, tmp_path: Path, home: Path
) -> None:
    policy = tmp_path / "deletes.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    terraform: [read, write, delete]\n"
        "  rules:\n    terraform: {denied: []}\n"  # the compiled `destroy` rule lifted too
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    (applied / "main.tf").write_text("")
    run = runtime(*APPLY, cwd=applied, env={"RUNTIME_POLICY_FILE": str(policy)})
    assert run.code == 0, run
    assert terraform_state(applied) == ""
    assert PLANNED_INLINE in run.stdout  # terraform planned inside its own apply
    assert "judged_effect" not in last_operation(home)


# --- plan and resolve run nothing --------------------------------------------------------------


@pytest.mark.parametrize("binary", ["terraform", "tofu"])
@pytest.mark.parametrize("args", [["apply", "-auto-approve"], ["apply", "saved.tfplan"]])
def test_resolve_says_the_apply_is_judged_by_its_plan(
    binary: str, args: list[str], runtime: Any, applied: Path
) -> None:
    (applied / "main.tf").write_text("")
    run = runtime("--output", "json", "resolve", "command", "run", binary, *args, cwd=applied)
    assert run.code == 0, run
    output = run.json["output"]
    assert output["canonical"]["effect"] == "write"
    (note,) = output["decision"]["deferred"]
    assert note.startswith(f"{binary} apply: write, judged at execution by its plan")
    assert EFFECTS in note
    assert terraform_state(applied) == "terraform_data.keep"
    assert not list(applied.glob("*.tfplan"))


def test_a_capability_step_is_planned_without_terraform_and_judged_when_executed(
    applied: Path, runtime: Any, home: Path
) -> None:
    (applied / "main.tf").write_text("")
    (applied / "apply.md").write_text(
        "# Apply\n\n```runtime\nversion: v1\nworkflow:\n  - binary: terraform\n"
        "    args: [apply, -auto-approve, -input=false]\n```\n"
    )
    planned = runtime("--output", "json", "capability", "plan", "apply.md", cwd=applied)
    assert planned.code == 0, planned
    (step,) = planned.json["steps"]
    assert step["canonical"]["effect"] == "write"
    assert "judged at execution by its plan" in step["decision"]["deferred"][0]
    assert trail_operations(home) == []  # plan writes no record and runs no child
    executed = runtime("capability", "execute", "apply.md", cwd=applied)
    assert executed.code == 4, executed
    assert "its plan destroys terraform_data.keep" in executed.stderr + executed.stdout
    assert terraform_state(applied) == "terraform_data.keep"
    operation = last_operation(home)
    assert (operation["outcome"], operation["judged_effect"]) == ("denied", "delete")
    assert operation["capability"]["step"] == 0  # the first step, counted from 0


# --- an emptied configuration, and the caller's TF_CLI_ARGS ---------------------------------------


# Fixed (src/runtime/engines/terraform_plan.py): where terraform may not delete, an apply is
# planned by the runtime and judged by `show -json` before anything is applied.
def test_apply_of_an_emptied_configuration_does_not_destroy(
    applied: Path, runtime: Any, home: Path
) -> None:
    """`files write main.tf ""` then `apply`: terraform destroys every resource in the state
    without the word destroy; only the plan (terraform show -json) says so."""
    assert runtime("files", "write", "main.tf", "", cwd=applied).code == 0
    ran = runtime(
        "command", "run", "terraform", "apply", "-auto-approve", "-input=false", cwd=applied
    )
    assert terraform_state(applied) == "terraform_data.keep", ran
    assert ran.code == 4, ran
    assert "command_policy.effects.default" in ran.stderr
    assert "its plan destroys terraform_data.keep" in ran.stderr
    kinds = [(r["kind"], r.get("args", [None])[0]) for r in trail_records(home)]
    assert kinds[-2:] == [("intent", "apply"), ("outcome", None)], kinds
    outcome = trail_records(home)[-1]
    assert (outcome["outcome"], outcome["exit_code"], outcome["rule"]) == (
        "denied", 4, "command_policy.effects.default"
    )  # fmt: skip
    assert outcome["judged_effect"] == "delete"
    assert outcome["plan"]["destroyed"] == ["terraform_data.keep"]


def test_the_callers_tf_cli_args_do_not_turn_apply_into_destroy(
    applied: Path, runtime: Any
) -> None:
    hostile = {"TF_CLI_ARGS_apply": "-destroy", "TF_CLI_ARGS": "-destroy"}
    ran = runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false",
                  cwd=applied, env=hostile)  # fmt: skip
    assert ran.code == 0, ran
    assert terraform_state(applied) == "terraform_data.keep"
