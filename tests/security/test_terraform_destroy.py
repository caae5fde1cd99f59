"""terraform: every spelling of the denied `destroy` keeps the resource: `-destroy` in its forms,
a destroy plan saved and applied, and an apply whose plan destroys under a document that lets
terraform delete. Real terraform with the built-in `terraform_data` resource, offline; a
control shows the same command destroys where a document allows it
(red team: issue 11's equivalents, its tables, rounds 3 and 4).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from support.denials import EFFECTS, RULE, expect_denied, permissive
from support.terraform_dirs import APPLY, KEPT, terraform, terraform_state


@pytest.mark.parametrize(
    "args",
    [
        ["apply", "-destroy", "-auto-approve"],
        ["apply", "--destroy", "-auto-approve"],
        ["apply", "-destroy=true", "-auto-approve"],
        ["-chdir=.", "apply", "-destroy", "-auto-approve"],
        ["destroy", "-auto-approve"],
    ],
)
def test_terraform_destroy_spellings_keep_the_resource(
    args: list[str], applied: Path, runtime: Any
) -> None:
    run = runtime("command", "run", "terraform", *args, cwd=applied)
    expect_denied(run, RULE.format("terraform", "destroy"))
    assert terraform_state(applied) == "terraform_data.keep"


def test_control_apply_destroy_destroys_when_policy_allows(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    run = runtime(
        "command", "run", "terraform", "apply", "-destroy", "-auto-approve", "-input=false",
        cwd=applied, env=permissive(tmp_path),
    )  # fmt: skip
    assert run.code == 0, run
    assert terraform_state(applied) == ""


# --- a saved destroy plan -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["plan", "-destroy", "-out=destroy.tfplan", "-input=false"],
        ["plan", "-input=false", "--destroy", "-out", "destroy.tfplan"],
    ],
)
def test_saving_a_destroy_plan_is_refused_by_the_destroy_rule(
    args: list[str], applied: Path, runtime: Any
) -> None:
    run = runtime("command", "run", "terraform", *args, cwd=applied)
    expect_denied(run, RULE.format("terraform", "destroy"))
    assert not (applied / "destroy.tfplan").exists()


def test_applying_a_saved_destroy_plan_needs_delete(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    terraform(applied, "plan", "-destroy", "-out=destroy.tfplan", "-input=false")  # made elsewhere
    run = runtime("command", "run", "terraform", "apply", "-input=false", "destroy.tfplan", cwd=applied)  # fmt: skip
    expect_denied(run, EFFECTS)
    assert "its plan destroys terraform_data.keep" in run.stderr
    assert 'effect "delete" is not in command_policy.effects.default' in run.stderr
    assert terraform_state(applied) == "terraform_data.keep"
    # Control: a document that lets terraform delete (and lifts the compiled destroy rule)
    # applies it, and the resource is gone.
    policy = tmp_path / "tf-policy.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    terraform: [read, write, delete]\n"
        "  rules:\n    terraform: {denied: []}\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    allowed = runtime("command", "run", "terraform", "apply", "-input=false", "destroy.tfplan", cwd=applied, env=env)  # fmt: skip
    assert allowed.code == 0, allowed
    assert terraform_state(applied) == ""


@pytest.mark.parametrize("out", [["-out=d.tfplan"], ["-out", "d.tfplan"]])
def test_a_saved_destroy_plan_cannot_be_applied(
    out: list[str], applied: Path, runtime: Any
) -> None:
    """`plan -destroy` is a read and `apply PLANFILE` a write: together the denied destroy."""
    runtime("command", "run", "terraform", "plan", "-destroy", "-input=false", *out, cwd=applied)
    ran = runtime("command", "run", "terraform", "apply", "-input=false", "d.tfplan", cwd=applied)
    assert terraform_state(applied) == "terraform_data.keep", ran


def test_plan_destroy_itself_changes_nothing(applied: Path, runtime: Any) -> None:
    ran = runtime("command", "run", "terraform", "plan", "-destroy", "-input=false", cwd=applied)
    assert ran.code == 0, ran
    assert terraform_state(applied) == "terraform_data.keep"


# --- a document that lets terraform delete --------------------------------------------------------


def test_the_destroy_rule_covers_an_apply_whose_plan_destroys(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    """A document widens terraform's effects to delete (for `workspace delete`, say) and
    leaves `rules` as compiled: `destroy` stays denied, so `terraform destroy` and
    `apply -destroy` are refused; an apply of the emptied configuration destroys the same
    objects under another spelling. The apply is judged by its plan wherever a destroy
    would be refused, and the refusal names the rule."""
    policy = tmp_path / "deletes.yaml"
    policy.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    terraform: [read, write, delete]\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(policy)}
    for spelling in (["destroy", "-auto-approve"], ["apply", "-destroy", "-auto-approve"]):
        run = runtime("command", "run", "terraform", *spelling, cwd=applied, env=env)
        assert run.code == 4 and 'rules.terraform.denied "destroy"' in run.stderr, run
    (applied / "main.tf").write_text("")
    run = runtime(*APPLY, cwd=applied, env=env)
    assert terraform_state(applied) == KEPT, run
    assert run.code == 4, run
    assert 'a destroy is denied by command_policy.rules.terraform.denied "destroy"' in run.stderr
