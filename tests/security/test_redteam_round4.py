"""Red team, round 4: terraform apply judged by its plan, and the tables' read effects (issue 11).

The real terraform 1.11 with the built-in `terraform_data` (offline), real git, the compiled
defaults (terraform may read and write, not delete), and the MCP read-only door. A test
marked xfail(strict) is an attack that still succeeds: it asserts the secure behaviour and
fails on this code. The others guard a variant that is refused or harmless.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.git_repos import git
from support.mcp_door import call, content, door_work, with_door
from support.terraform_dirs import (
    KEPT,
    applied_terraform,
    copy_of_applied_terraform,
    terraform,
    terraform_state,
)

EFFECTS = "command_policy.effects.default"
APPLY = ("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
KEEP = 'resource "terraform_data" "keep" {\n  input = "x"\n}\n'


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


@pytest.fixture
def applied(applied_terraform_original: Path, tmp_path: Path) -> Path:
    return copy_of_applied_terraform(applied_terraform_original, tmp_path)


def refused_by_effects(run: Any) -> None:
    assert run.code == 4, run
    assert EFFECTS in run.stderr, run


def keep_id(work: Path) -> str:
    return terraform(work, "state", "show", "-no-color", KEPT)


# --- what runs inside the judged apply -------------------------------------------------------


@pytest.mark.xfail(
    strict=True,
    reason="open (red team 4): a create-only plan's local-exec runs terraform destroy inside "
    "the apply's sandbox; the judged plan says nothing of it",
)
def test_a_create_only_plan_cannot_destroy_through_a_provisioner(
    applied: Path, runtime: Any
) -> None:
    """The judged plan adds one resource and destroys nothing, so it is applied; that
    resource's local-exec runs the same terraform (on the sandbox's PATH, with the work
    directory writable and the network of an apply) as `terraform destroy -target=keep`.
    keep's destroy-time provisioner leaves a marker: a real object would be gone. (The outer
    apply then writes its own state back, so the state still lists keep.)"""
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
    assert run.code == 4, run


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


# --- spellings terraform accepts (or does not) -------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "why"),
    [
        (["--replace=terraform_data.keep"], "its plan destroys terraform_data.keep"),
        (["--replace", "terraform_data.keep"], "its plan destroys terraform_data.keep"),
        (["-auto-appr"], 'apply option "-auto-appr" is not one the runtime can judge'),
        (["-des"], 'apply option "-des" is not one the runtime can judge'),
        (["-destroy=F"], 'denied "destroy"'),  # false to Go's ParseBool: refused all the same
        (["-destroy=t"], 'denied "destroy"'),
        (["---destroy"], ""),  # Go's flag package refuses three dashes; the runtime too
        (["-generate-config-out=gen.tf"], "not one the runtime can judge"),
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


# --- saved plan files that are not plain files ---------------------------------------------------


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


# --- configurations whose plan destroys without saying destroy -----------------------------------


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


# --- commands the tables read as `read` that write ------------------------------------------------
# Fixed in this round (policy/floor/terraform.py, policy/floor/git.py): `terraform plan -out F`
# and `-generate-config-out F` are write (F is overwritten), `git fsck --lost-found` is write
# (it fills .git/lost-found); so the read-only door no longer runs them.


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


def test_git_fsck_lost_found_is_not_a_read(runtime: Any, work: Path) -> None:
    git(work, "init", "-q")
    blob = subprocess.run(
        ["git", "hash-object", "-w", "--stdin"], cwd=work, input="dangling\n",
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    run = runtime("--output", "json", "resolve", "command", "run", "git", "fsck", "--lost-found")
    effect = run.json["output"]["canonical"]["effect"]
    runtime("command", "run", "git", "fsck", "--lost-found")
    assert (work / ".git" / "lost-found" / "other" / blob).exists()  # it wrote
    assert effect != "read"


PLAN_OUT = """
version: v1
workflow:
  - binary: terraform
    args: [plan, -input=false, -out=main.tf]
"""
LOST_FOUND = """
version: v1
workflow:
  - binary: git
    args: [fsck, --lost-found]
"""


def test_the_read_only_door_runs_no_step_that_writes(home: Path, work: Path) -> None:
    """Before the fix the door ran both (their tables said read): main.tf became a plan."""
    (work / "main.tf").write_text(KEEP)
    terraform(work, "init", "-input=false")
    git(work, "init", "-q")
    subprocess.run(
        ["git", "hash-object", "-w", "--stdin"], cwd=work, input="dangling\n", check=True,
        capture_output=True, text=True,
    )  # fmt: skip
    env = door_work(work, {"planout": PLAN_OUT, "lostfound": LOST_FOUND})

    async def body(session: Any) -> dict[str, Any]:
        return {
            name: content(await call(session, "capability_execute", name=name, inputs={}))
            for name in ("planout", "lostfound")
        }

    seen = with_door(home, work, body, "--read-only", env=env)
    assert (work / "main.tf").read_bytes() == KEEP.encode()
    assert not (work / ".git" / "lost-found").exists()
    for name, result in seen.items():
        assert result["error"]["rule"] == "mcp.read-only", name


READ_STEPS = """
version: v1
inputs:
  ref: {description: a revision, required: true}
workflow:
  - binary: git
    args: [log, "${ref}"]
"""


def test_the_read_only_door_refuses_a_read_whose_words_an_input_chooses(
    home: Path, work: Path
) -> None:
    """`git log ${ref}` with ref = --output=F would write: a placeholder is exec."""
    git(work, "init", "-q")
    env = door_work(work, {"logref": READ_STEPS})

    async def body(session: Any) -> Any:
        inputs = {"ref": "--output=written.txt"}
        return content(await call(session, "capability_execute", name="logref", inputs=inputs))

    result = with_door(home, work, body, "--read-only", env=env)
    assert result["error"]["rule"] == "mcp.read-only", result
    assert not (work / "written.txt").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["log", "--output=o"],
        ["log", "--outp=o"],
        ["diff", "--output", "o"],
        ["format-patch", "-o", "pd", "-1"],
        ["archive", "-o", "a.tar", "HEAD"],
        ["archive", "--remote=.", "--exec=touch pwned", "HEAD"],
        ["grep", "-Otouch", "x"],
        ["rev-list", "--output=o", "HEAD"],
        ["range-diff", "--output=o", "HEAD", "HEAD"],
    ],
)
def test_git_reads_that_would_write_or_run_a_program_are_refused(
    args: list[str], runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", "--", *args)
    assert run.code == 4, run


# --- kubectl, kustomize and helm reads that write a file -----------------------------------------
# Fixed in this round (policy/floor/kube.py, kustomize.py, helm.py): refused by the floor like
# git's --output, since the table reads each as `read` (the read-only door would run it).


@pytest.mark.parametrize(
    "args",
    [
        ["kustomize", "k", "-o", "out.yaml"],
        ["kustomize", "k", "-oout.yaml"],
        ["kustomize", "k", "--output=out.yaml"],
        ["get", "pods", "--profile=cpu", "--server=http://127.0.0.1:9"],  # writes profile.pprof
        ["--profile", "heap", "--profile-output=out.yaml", "version", "--client"],
    ],
)
def test_kubectl_reads_that_write_a_file_are_refused(
    args: list[str], runtime: Any, work: Path
) -> None:
    (work / "k").mkdir()
    (work / "k" / "kustomization.yaml").write_text("resources: []\n")
    run = runtime("command", "run", "kubectl", "--", *args)
    assert run.code == 4, run
    assert "safety floor" in run.stderr and "writes a file wherever it is told" in run.stderr
    assert sorted(p.name for p in work.iterdir()) == ["k"]


def test_kubectl_reads_without_a_file_still_run(runtime: Any, work: Path) -> None:
    (work / "k").mkdir()
    (work / "k" / "kustomization.yaml").write_text("resources: []\n")
    assert runtime("command", "run", "kubectl", "kustomize", "k").code == 0
    run = runtime("command", "run", "kubectl", "--", "version", "--client", "--profile=none")
    assert run.code == 0, run
    assert sorted(p.name for p in work.iterdir()) == ["k"]


@pytest.mark.parametrize(
    ("binary", "args"),
    [
        ("kubectl", ["cluster-info", "dump", "--output-directory=d"]),
        ("kustomize", ["build", "k", "-o", "out.yaml"]),
        ("kustomize", ["build", "--output=out.yaml", "k"]),
        ("helm", ["template", "x", ".", "--output-dir", "d"]),
    ],
)
def test_reads_that_write_where_told_are_refused_when_resolved(
    binary: str, args: list[str], runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", binary, "--", *args)
    assert run.code == 4, run
    assert "writes a file wherever it is told" in run.json["output"]["decision"]["message"]


# --- a prepared repository's own configuration ----------------------------------------------------

GIT_DIFF = """
version: v1
workflow:
  - binary: git
    args: [diff]
"""


def test_the_read_only_door_runs_no_program_a_repositorys_config_names(
    home: Path, work: Path
) -> None:
    """Whoever prepared the tree controls .git/config (DESIGN 9; a terraform local-exec
    writes it too). Only core.fsmonitor and core.hooksPath are forced: `git diff` runs
    diff.external, and it leaves a file in the work tree."""
    git(work, "init", "-q")
    (work / "f.txt").write_text("a\n")
    git(work, "add", "f.txt")
    git(work, "commit", "-qm", "one")
    (work / "f.txt").write_text("b\n")
    with (work / ".git" / "config").open("a") as config:
        config.write("[diff]\n\texternal = sh -c 'touch ran-diff' --\n")
    env = door_work(work, {"gitdiff": GIT_DIFF})

    async def body(session: Any) -> Any:
        return content(await call(session, "capability_execute", name="gitdiff", inputs={}))

    with_door(home, work, body, "--read-only", env=env)
    assert not (work / "ran-diff").exists()


# --- a document that lets terraform delete ----------------------------------------------------------


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


# --- kustomize's program options ------------------------------------------------------------------
# Fixed in this round (policy/floor/kube.py, kustomize.py): `kubectl kustomize` read every
# option as read; the helm inflator (--enable-helm, --helm-command) and plugins are exec.

HELM_CHART = (
    "helmCharts:\n- name: x\n  repo: https://127.0.0.1:9/charts\n  version: 1.0.0\n"
    "  releaseName: x\n"
)


@pytest.mark.parametrize(
    "options",
    [
        ["--enable-helm", "--helm-command=/bin/sh"],  # sh runs ./version, a file the caller wrote
        ["--enable-helm", "--helm-command", "/bin/sh"],
        ["--enable-alpha-plugins", "--enable-exec"],
    ],
)
def test_kubectl_kustomize_that_runs_programs_is_exec(
    options: list[str], runtime: Any, work: Path
) -> None:
    (work / "k").mkdir()
    (work / "k" / "kustomization.yaml").write_text(HELM_CHART)
    assert runtime("files", "write", "version", "touch ran-helm-command\n").code == 0
    run = runtime("command", "run", "kubectl", "--", "kustomize", "k", *options)
    assert run.code == 4, run
    assert f'effect "exec" of kubectl kustomize --enable-exec is not in {EFFECTS}' in run.stderr
    assert not (work / "ran-helm-command").exists()


@pytest.mark.parametrize("binary", ["kubectl", "oc"])
def test_kustomize_program_options_are_exec_for_every_door(binary: str) -> None:
    from runtime.mcp.effects import binary_effect

    assert binary_effect(binary, ["kustomize", "k", "--enable-helm"]) == "exec"
    assert binary_effect("kustomize", ["build", "k", "--helm-command=/bin/sh"]) == "exec"
    assert binary_effect(binary, ["kustomize", "k"]) == "read"


# --- yq without the sandbox ------------------------------------------------------------------------
# Fixed in this round (policy/floor/jq.py): the jq module check of round 3 now covers yq, which
# hands its program to jq (the Python yq on this machine) or loads files itself (Go yq).


@pytest.fixture
def unconfined_yq(runtime: Any, tmp_path: Path, work: Path) -> Any:
    """`runtime` under a document whose trusted search path holds yq and jq but not bwrap."""
    import shutil

    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    for tool in ("jq", "yq"):
        real = shutil.which(tool)
        assert real is not None, tool
        os.symlink(real, bin_dir / tool)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\nallowed_binaries: [jq, yq]\ncommand_policy:\n"
        f"  search_path: [{bin_dir}]\nfile_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    (work / "f.yaml").write_text("a: 1\n")

    def call(*args: str) -> Any:
        return runtime("command", "run", "yq", *args, env={"RUNTIME_POLICY_FILE": str(policy)})

    return call


def test_yq_importing_a_module_from_outside_the_roots_is_refused_unconfined(
    unconfined_yq: Any, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "creds.json").write_text('{"secret": "TOPSECRET-r4"}\n')
    program = f'import "creds" as $c {{search: "{outside}"}}; $c'
    run = unconfined_yq(program, "f.yaml")
    assert "TOPSECRET-r4" not in run.stdout + run.stderr
    assert run.code == 4 and "runs code its inputs define" in run.stderr, run
    plain = unconfined_yq(".a", "f.yaml")
    assert plain.code == 0 and plain.stdout.strip() == "1", plain


@pytest.mark.parametrize("program", ['load("/etc/hostname")', '.a | load_str("x")'])
def test_go_yq_load_operators_are_input_code(program: str) -> None:
    from runtime.policy import floor

    assert floor.canonical("yq", [program, "f.yaml"]).runs_input_code
    assert not floor.canonical("yq", [".download", "f.yaml"]).runs_input_code


@pytest.mark.parametrize(
    "args", [["-s", '"out_" + $index', "f.yaml"], ["--split-exp=.a", "f.yaml"]]
)
def test_go_yq_split_exp_writes_files_so_it_is_not_a_read(args: list[str]) -> None:
    """Go yq's -s writes one file per document where the expression says: the read-only
    door must not run it (fixed in this round, policy/floor/jq.py)."""
    from runtime.mcp.effects import binary_effect

    assert binary_effect("yq", args) == "write"
    assert binary_effect("yq", [".a", "f.yaml"]) == "read"
