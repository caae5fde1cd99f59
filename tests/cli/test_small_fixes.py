"""Issue 27 item 10: the smaller things seen on the way, each over the installed CLI."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from support.cli import RUNTIME, clean_env, write_capability
from support.git_repos import git, init_repo


def test_the_documented_message_is_a_substring_again(runtime: Any, work: Path) -> None:
    """reference/environment.md: scripts match `workflow[0]: binary "runtime" is not in
    allowed_binaries`; the 1-based step number stays in front of it."""
    write_capability(
        work, "r.md", "version: v1\nworkflow:\n  - binary: runtime\n    args: [version]\n"
    )
    run = runtime("capability", "validate", "r.md")
    assert run.code == 3, run
    assert 'workflow[0]: binary "runtime" is not in allowed_binaries' in run.stdout
    assert "step 1, workflow[0]" in run.stdout


def test_validate_under_an_ascii_terminal_ends_without_a_traceback(
    runtime: Any, work: Path
) -> None:
    write_capability(
        work, "r.md", "version: v1\nworkflow:\n  - binary: runtime\n    args: [version]\n"
    )
    run = runtime("capability", "validate", "r.md", env={"PYTHONIOENCODING": "ascii"})
    assert run.code == 3, run
    assert "Traceback" not in run.stderr and "UnicodeEncodeError" not in run.stderr
    assert "\\u2717" in run.stdout  # the mark, escaped


def test_an_unknown_operation_points_at_the_args_line(runtime: Any, work: Path) -> None:
    write_capability(
        work,
        "u.md",
        "version: v1\nworkflow:\n  - provider: github\n    args:\n      - repo\n      - lisst\n",
        prose="# u\n",
    )
    run = runtime("--output", "json", "capability", "validate", "u.md")
    (problem,) = [d for d in run.json["diagnostics"] if d["code"] == "unknown-operation"]
    lines = (work / "u.md").read_text().splitlines()
    assert lines[problem["line"] - 1].strip() == "- repo", (problem, lines)


def test_a_mistyped_binary_in_allowed_binaries_is_flagged(runtime: Any, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("schema_version: 3\nallowed_binaries: [git, terrafrom]\n")
    run = runtime("config", "validate", env={"RUNTIME_POLICY_FILE": str(policy)})
    assert run.code == 0, run
    assert "allowed_binaries lists 'terrafrom'" in run.stdout
    assert "did you mean 'terraform'?" in run.stdout


def test_a_stale_plan_numbers_its_steps_from_one(runtime: Any, work: Path) -> None:
    repo = work / "repo"
    repo.mkdir()
    init_repo(repo)
    git(repo, "branch", "feature-x")
    write_capability(
        work,
        "c.md",
        "version: v1\nworkflow:\n  - provider: files\n    args: [read, ./repo/f.txt]\n"
        "  - binary: git\n    args: [-C, repo, checkout, feature-x]\n",
    )
    assert runtime("capability", "plan", "c.md", "--out", "plan.json").code == 0
    git(repo, "branch", "-m", "feature-x", "renamed")  # step 2 would now be read as a path
    run = runtime("--output", "json", "capability", "execute", "--plan", "plan.json")
    assert run.code == 7, run
    messages = " ".join(d["message"] for d in run.json["diagnostics"])
    assert "step(s) 2 would run differently" in messages, messages


def test_a_reader_that_goes_away_ends_the_run_as_an_interruption(work: Path, home: Path) -> None:
    """`capability execute c.md 2>&1 | head -1`: the reader takes one line and leaves."""
    repo = work / "repo"
    repo.mkdir()
    init_repo(repo)
    write_capability(
        work,
        "c.md",
        "version: v1\nworkflow:\n  - binary: git\n    args: [-C, repo, log]\n"
        "  - provider: files\n    args: [append, ./after.txt, x]\n",
    )
    subprocess.run([RUNTIME, "bootstrap"], env=clean_env(home), capture_output=True, check=True)
    child = subprocess.Popen(
        [RUNTIME, "capability", "execute", "c.md"],
        cwd=work,
        env=clean_env(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    child.stdout.close()  # what head -1 does
    code = child.wait(timeout=60)
    assert first.startswith(b"[1/2] binary git -C repo log"), first
    assert code == 130  # interrupted, as the README's exit codes say; never 70
    assert not (work / "after.txt").exists()  # the remaining step never ran
    tail = subprocess.run(
        [RUNTIME, "--output", "json", "audit", "tail", "-n", "5"],
        cwd=work, env=clean_env(home), capture_output=True, text=True,
    )  # fmt: skip
    records = json.loads(tail.stdout)["output"]["records"]
    assert [r["outcome"] for r in records] == ["interrupted"]
    assert "the reader of the output went away" in str(records[0].get("error"))


def test_plan_shows_the_context_value_a_step_falls_back_to(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\ncontexts:\n  team:\n    github:\n      organization: acme\n"
    )
    env = {"RUNTIME_CONFIG_FILE": str(config), "RUNTIME_CONTEXT": "team"}
    write_capability(
        work, "c.md", "version: v1\nworkflow:\n  - provider: github\n    args: [repo, list]\n"
    )
    run = runtime("capability", "plan", "c.md", env=env)
    assert run.code == 0, run
    assert "context github.organization = acme" in run.stdout
    shown = runtime("--output", "json", "capability", "plan", "c.md", env=env)
    assert shown.json["steps"][0]["context"] == {"github.organization": "acme"}


def test_plan_warns_of_an_optional_input_left_literal(runtime: Any, work: Path) -> None:
    write_capability(
        work,
        "c.md",
        "version: v1\ninputs:\n  note:\n    description: a note\n    required: false\n"
        'workflow:\n  - provider: files\n    args: [write, ./n.txt, "${note}"]\n',
    )
    run = runtime("capability", "plan", "c.md")
    assert run.code == 0, run
    assert "warning: optional input 'note' was not supplied: ${note} stays literal in step 1" in (
        run.stderr
    )
    supplied = runtime("capability", "plan", "c.md", "--input", "note=hi")
    assert "optional input" not in supplied.stderr
