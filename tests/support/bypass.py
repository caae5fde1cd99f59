"""The installed CLI with the refusals that read tool state switched off, in a process of its own.

The execute allow-list must hold where every scanner misses: these runs turn off the git
repository-config scanner, the settings git is forced to run with (core.hooksPath,
core.fsmonitor), the floor's kubeconfig refusal and the refusal of a tool configuration
inside a write root, then call the CLI's own entry point.
Only tests do this: nothing in the runtime can be told to.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from support.cli import Run, clean_env

_PROGRAM = """
import sys

from runtime.engines import command
from runtime.policy.floor import git, kube

command._repository_runs_programs = lambda *args, **kwargs: None
command.tool_config_problem = lambda *args, **kwargs: None  # configuration in a write root
kube.kubeconfig_refusal = lambda *args, **kwargs: None
profile = git.PROFILES["git"]
profile.forced_env = dict(git.CONFIG_FILES)  # no core.hooksPath, no core.fsmonitor forced

from runtime.cli.main import entry

sys.exit(entry(sys.argv[1:]))
"""


def run_without_scanners(
    home: Path, cwd: Path, *args: str, env: dict[str, str] | None = None
) -> Run:
    """`runtime ARGS` in CWD with the scanners off (see the module's docstring)."""
    done = subprocess.run(
        [sys.executable, "-c", _PROGRAM, *args],
        cwd=cwd,
        env=clean_env(home, **(env or {})),
        capture_output=True,
        text=True,
        timeout=120,
    )
    return Run(done)
