"""terraform apply judged by its plan (test_terraform_plans.py), against what would make the plan
say less than the apply does: spellings terraform accepts, another state file or workspace,
plan files that are not plain files, configurations that destroy by another name, the caller's
TF_* environment, a `plan -out` that overwrites, and a provisioner that runs terraform itself.

The real terraform with the built-in `terraform_data` (offline), the compiled defaults
(terraform may read and write, not delete). A test marked xfail(strict) is an attack that still
succeeds: it asserts the secure behaviour and fails on this code (red team, round 4).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from support.denials import EFFECTS
from support.terraform_dirs import (
    APPLY,
    KEEP,
    KEPT,
    applied_terraform,
    keep_id,
    terraform,
    terraform_state,
)


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One applied directory for the tests that leave it as they found it (every apply
    they try is refused before terraform changes anything)."""
    return applied_terraform(tmp_path_factory.mktemp("shared"))


@pytest.fixture(scope="module")
def destroy_plan_outside(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A plan that destroys the shared directory's resource, saved outside every root."""
    plan = tmp_path_factory.mktemp("outside") / "elsewhere.tfplan"
    terraform(shared, "plan", "-destroy", "-input=false", f"-out={plan}")
    return plan


def refused_by_effects(run: Any) -> None:
    assert run.code == 4, run
    assert EFFECTS in run.stderr, run


# --- what runs inside the judged apply ------------------------------------------------------------


def test_a_create_only_plan_cannot_destroy_through_a_provisioner(
    applied: Path, runtime: Any
) -> None:
    """The judged plan adds one resource and destroys nothing, so it is applied; that
    resource's local-exec would run the same terraform (on the sandbox's PATH, with the work
    directory writable and the network of an apply) as `terraform destroy -target=keep`.
    keep's destroy-time provisioner would leave a marker: a real object would be gone. The
    execute allow-list (issue 24) lets the apply run terraform and its providers, not the
    provisioner's shell: the apply fails, naming the refused execution."""
    (applied / "main.tf").write_text(
        'resource "terraform_data" "keep" {\n  input = "x"\n'
        '  provisioner "local-exec" {\n    when = destroy\n'
        '    command = "touch destroyed-marker"\n  }\n}\n'
    )
    terraform(applied, "apply", "-auto-approve", "-input=false")  # the host's own, allowed
    (applied / "added.tf").write_text(
        'resource "terraform_data" "added" {\n  provisioner "local-exec" {\n'
        '    command = "CHECKPOINT_DISABLE=1 terraform destroy -auto-approve -input=false '
        '-lock=false -target=terraform_data.keep > inner.log 2>&1 || true"\n  }\n}\n'
    )
    run = runtime(*APPLY, cwd=applied)
    assert not (applied / "destroyed-marker").exists(), (applied / "inner.log").read_text()
    assert not (applied / "inner.log").exists()  # the provisioner's shell never started
    assert run.code == 1, run


def test_the_runtimes_plan_is_what_is_applied_not_a_plan_file_beside_it(
    applied: Path, runtime: Any
) -> None:
    """A destroy plan saved in the work directory under the name the runtime uses, and a
    second operand: the runtime applies its own placed plan, and two plan files are refused."""
    terraform(applied, "plan", "-destroy", "-input=false", "-out=judged.tfplan")
    (applied / "added.tf").write_text('resource "terraform_data" "added" {}\n')
    run = runtime(*APPLY, cwd=applied)
    assert run.code == 0, run
    assert terraform_state(applied).split() == ["terraform_data.added", KEPT]
    two = runtime(*APPLY, "judged.tfplan", "judged.tfplan", cwd=applied)
    refused_by_effects(two)
    assert "more than one plan file" in two.stderr


# --- spellings terraform accepts (or does not) ----------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "why"),
    [
        (["--replace=terraform_data.keep"], "its plan destroys terraform_data.keep"),
        (["--replace", "terraform_data.keep"], "its plan destroys terraform_data.keep"),
        # Go's flag package takes no abbreviation: terraform's own table refuses them
        (["-auto-appr"], '"-auto-appr" is not an option terraform apply takes'),
        (["-des"], '"-des" is not an option terraform apply takes'),
        (["-destroy=F"], 'denied "destroy"'),  # false to Go's ParseBool: refused all the same
        (["-destroy=t"], 'denied "destroy"'),
        (["---destroy"], ""),  # Go's flag package refuses three dashes; the runtime too
        (["-generate-config-out=gen.tf"], "is not an option terraform apply takes"),
    ],
)
def test_apply_spellings_are_refused_before_anything_changes(
    extra: list[str], why: str, shared: Path, runtime: Any
) -> None:
    before = keep_id(shared)
    run = runtime(*APPLY, *extra, cwd=shared)
    assert run.code == 4, run
    assert why in run.stderr, run
    assert keep_id(shared) == before
    assert not (shared / "gen.tf").exists()


def test_another_state_file_is_read_by_the_plan_and_written_by_the_apply(
    applied: Path, runtime: Any
) -> None:
    """`-state`/`-state-out`/`-backup` reach both children alike: a copy of the state with
    an emptied configuration is judged against that copy (refused); a state file in the
    sandbox's own /proc is not the runtime's (the plan fails, nothing is applied)."""
    (applied / "copy.tfstate").write_bytes((applied / "terraform.tfstate").read_bytes())
    (applied / "main.tf").write_text("")
    options = ["-state=copy.tfstate", "-state-out=terraform.tfstate", "-backup=main.tf"]
    refused_by_effects(runtime(*APPLY, *options, cwd=applied))
    failed = runtime(*APPLY, "-state=/proc/self/environ", cwd=applied)
    assert failed.code == 1 and "nothing was applied" in failed.stderr, failed
    assert terraform_state(applied) == KEPT
    assert (applied / "main.tf").read_text() == ""


def test_chdir_to_a_parent_outside_the_roots_sees_no_configuration(
    applied: Path, runtime: Any
) -> None:
    """`-chdir=..` from a subdirectory (the roots are the subdirectory): the sandbox shows
    the child nothing above it, so the plan fails and nothing is applied."""
    (applied / "main.tf").write_text("")
    sub = applied / "sub"
    sub.mkdir()
    run = runtime("command", "run", "terraform", "-chdir=..", *APPLY[3:], cwd=sub)
    assert run.code != 0, run
    assert terraform_state(applied) == KEPT


# --- saved plan files that are not plain files ----------------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "proc-link", "outside-link", "directory"])
def test_a_plan_file_that_is_not_a_plain_file_in_the_roots_is_refused_without_waiting(
    kind: str, shared: Path, runtime: Any, destroy_plan_outside: Path
) -> None:
    name = shared / f"odd-{kind}.tfplan"
    outside = destroy_plan_outside
    make = {
        "fifo": lambda: os.mkfifo(name),
        "proc-link": lambda: name.symlink_to("/proc/self/fd/0"),
        "outside-link": lambda: name.symlink_to(outside),  # a destroy plan outside the roots
        "directory": lambda: name.mkdir(),
    }
    make[kind]()
    try:
        run = runtime("command", "run", "terraform", "apply", name.name, cwd=shared)
    finally:
        name.rmdir() if kind == "directory" else name.unlink()
    assert run.code == 4, run
    assert terraform_state(shared) == KEPT


# --- configurations whose plan destroys without saying destroy ------------------------------------


@pytest.mark.parametrize(
    "config",
    [
        # a removed block that destroys the object
        "removed {\n  from = terraform_data.keep\n  lifecycle {\n    destroy = true\n  }\n}\n",
        # plantimestamp() differs at every plan: a replacement each time
        'resource "terraform_data" "keep" {\n  input = "x"\n'
        "  triggers_replace = plantimestamp()\n}\n",
        # a moved block onto an address whose count drops it
        'resource "terraform_data" "other" {\n  count = 0\n}\n'
        "moved {\n  from = terraform_data.keep\n  to = terraform_data.other[0]\n}\n",
        # a module that now holds the resource under a different address
        'module "m" {\n  source = "./m"\n}\n',
    ],
    ids=["removed-destroy", "plantimestamp", "moved-to-nothing", "module-move"],
)
def test_a_configuration_that_destroys_by_another_name_is_refused(
    config: str, applied: Path, runtime: Any
) -> None:
    (applied / "m").mkdir()
    (applied / "m" / "main.tf").write_text(KEEP)
    (applied / "main.tf").write_text(config)
    if "module" in config:
        terraform(applied, "init", "-input=false")  # installs ./m
    before = keep_id(applied)
    run = runtime(*APPLY, cwd=applied)
    refused_by_effects(run)
    assert "its plan destroys" in run.stderr
    assert keep_id(applied) == before


def test_a_removed_block_that_forgets_is_applied_and_the_object_kept(
    applied: Path, runtime: Any
) -> None:
    """`destroy = false` drops the state entry and leaves the object: write, like state rm."""
    (applied / "main.tf").write_text(
        "removed {\n  from = terraform_data.keep\n  lifecycle {\n    destroy = false\n  }\n}\n"
    )
    run = runtime(*APPLY, cwd=applied)
    assert run.code == 0, run
    assert terraform_state(applied) == ""


def test_a_taint_then_an_apply_is_a_replacement_and_refused(applied: Path, runtime: Any) -> None:
    """`taint` (write) marks the object for replacement; the next apply's plan destroys it."""
    before = keep_id(applied)
    assert runtime("command", "run", "terraform", "taint", KEPT, cwd=applied).code == 0
    run = runtime(*APPLY, cwd=applied)
    refused_by_effects(run)
    assert "its plan destroys terraform_data.keep" in run.stderr
    assert terraform(applied, "state", "list").strip() == KEPT
    after = keep_id(applied)
    object_id = next(line for line in before.splitlines() if line.strip().startswith("id "))
    assert "(tainted)" in after and object_id in after  # the same object, still there


# --- the caller's environment ---------------------------------------------------------------------


def test_a_workspace_chosen_by_tf_workspace_is_the_one_both_children_use(
    applied: Path, runtime: Any
) -> None:
    """TF_WORKSPACE passes to the children: the plan is made and applied in that workspace
    (where the emptied configuration destroys nothing); the default workspace is untouched,
    and an emptied configuration in the default workspace is still refused."""
    terraform(applied, "workspace", "new", "w")
    terraform(applied, "workspace", "select", "default")
    (applied / "main.tf").write_text("")
    run = runtime(*APPLY, cwd=applied, env={"TF_WORKSPACE": "w"})
    assert run.code == 0, run
    assert terraform_state(applied) == KEPT
    refused_by_effects(runtime(*APPLY, cwd=applied, env={"TF_WORKSPACE": "default"}))
    assert terraform_state(applied) == KEPT


def test_the_callers_tf_data_dir_and_plugin_cache_do_not_reach_the_children(
    applied: Path, runtime: Any, tmp_path: Path
) -> None:
    """TF_DATA_DIR names another .terraform (another backend, other providers): dropped, so
    the plan is judged against the directory's own state and the emptied configuration is
    refused."""
    other = tmp_path / "other-data"
    other.mkdir()
    (applied / "main.tf").write_text("")
    env = {"TF_DATA_DIR": str(other), "TF_PLUGIN_CACHE_DIR": str(other)}
    refused_by_effects(runtime(*APPLY, cwd=applied, env=env))
    assert terraform_state(applied) == KEPT


def test_tf_var_values_are_judged_by_the_plan_they_make(applied: Path, runtime: Any) -> None:
    """TF_VAR_* reach both children: count = 0 from the environment is a destroy, refused."""
    (applied / "main.tf").write_text(
        'variable "n" {\n  default = 1\n}\n'
        'resource "terraform_data" "keep" {\n  count = var.n\n  input = "x"\n}\n'
    )
    terraform(applied, "state", "mv", KEPT, f"{KEPT}[0]")
    run = runtime(*APPLY, cwd=applied, env={"TF_VAR_n": "0"})
    refused_by_effects(run)
    assert "its plan destroys terraform_data.keep[0]" in run.stderr
    assert terraform_state(applied) == f"{KEPT}[0]"


# --- a plan that writes a file is not a read ------------------------------------------------------
# Fixed in red team round 4 (policy/floor/terraform.py): `terraform plan -out F` and
# `-generate-config-out F` are write (F is overwritten); so the read-only door no longer
# runs them.


@pytest.mark.parametrize("option", ["-out=main.tf", "-generate-config-out=gen.tf"])
def test_terraform_plan_that_writes_a_file_is_not_a_read(
    option: str, runtime: Any, work: Path
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "terraform", "plan", option)
    assert run.code == 0, run
    assert run.json["output"]["canonical"]["effect"] == "write"


def test_terraform_plan_out_overwrites_the_configuration_it_plans(
    applied: Path, runtime: Any
) -> None:
    """Why it is a write: the plan replaces main.tf with a zip archive (the compiled defaults
    allow a write in the work directory, so it still runs there)."""
    run = runtime(
        "command", "run", "terraform", "plan", "-input=false", "-out=main.tf", cwd=applied
    )
    assert run.code == 0, run
    assert (applied / "main.tf").read_bytes()[:2] == b"PK"
