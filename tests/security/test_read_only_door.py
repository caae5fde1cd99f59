"""The MCP door started with --read-only runs no step that writes, whatever its table once said
(`terraform plan -out`, `git fsck --lost-found`), and refuses a read whose words an input
chooses. The SDK's own client against the installed `runtime mcp`; real terraform and git
(red team, round 4).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from support.git_repos import git
from support.mcp_door import call, content, door_work, with_door
from support.terraform_dirs import KEEP, terraform

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
