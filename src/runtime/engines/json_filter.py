"""A jq program over JSON the runtime holds: the real jq, pinned, through the one wrapper.

`--jq EXPR` on a GitHub operation (and any other reshaping the runtime offers) is jq's own
language, so it is jq that runs it: the `jq` binary pinned from the trusted search path,
confined like every child (its own empty directory, the bounded environment, the sandbox
when it works), the JSON on its standard input, never a file. A program that loads modules
(`import`, `include`) would read files its text names: refused here, as the floor's jq table
reads it. The in-process binding (the `jq` package, libjq 1.7) was measured and not taken:
importing it costs less than this child (at load 10 on the shared machine: `import jq`, which
imports re, 10-14 ms; a sandboxed jq child 98-123 ms), but it would run the caller's program
inside the runtime, with the runtime's whole environment as `$ENV` (an assistant's --jq could
read every variable of the session) and the runtime's file access for `import`. The child is
paid only when a program is given.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.policy.model import Policy


class FilterFailed(Exception):
    """The program could not run, or jq refused it (its own message)."""


def run_jq(data: Any, program: str, policy: Policy) -> str:
    """What jq prints for PROGRAM over DATA: strings raw, other values as compact JSON, one
    a line (gh's --jq output); FilterFailed with jq's message when it fails."""
    import json

    from runtime.engines import command
    from runtime.engines.sandbox import Scratch
    from runtime.policy.floor.jq import _loads_modules

    if _loads_modules(program):
        raise FilterFailed("a --jq program that imports or includes modules reads files: refused")
    try:
        pinned = command.pin("jq", policy)
    except (command.BinaryNotFound, command.BinaryDenied) as error:
        raise FilterFailed(f"--jq runs jq, which is not available here ({error})") from None
    # jq 1.6 takes no `--`: a program starting with `-` is kept from reading as an option by a
    # leading space, which changes nothing in jq's language
    args = [
        "--raw-output",
        "--compact-output",
        " " + program if program.startswith("-") else program,
    ]
    payload = json.dumps(data, ensure_ascii=False).encode("utf-8")
    with Scratch("runtime-jq-") as work:
        env = command.child_env("jq", policy)
        done = command.spawn(pinned, args, policy, work, env, stdin=payload)
    if isinstance(done, str):
        raise FilterFailed(done)
    if done.exit_code != 0:
        reason = done.stderr.strip().splitlines()
        raise FilterFailed(reason[0] if reason else f"jq exited with code {done.exit_code}")
    if done.truncated:  # never a cut answer that reads as a whole one
        raise FilterFailed("jq printed more than the wrapper keeps of a child's output")
    return done.stdout
