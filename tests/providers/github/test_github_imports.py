"""`runtime github api GET /user` is a hot path too: no http.client (and its email package).

The ratio to `gh api /user` is measured in bench/bench_github.py; this guards
the imports that decided it, with the request really made.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from support.cli import RUNTIME, clean_env

BANNED = {
    "http.client", "email", "email.parser", "ssl", "urllib.request", "urllib.parse",
    "subprocess", "tempfile", "shutil", "dataclasses", "typing", "argparse", "encodings.idna",
    "runtime.providers.github.gh", "runtime.engines.process",
}  # fmt: skip


def test_a_rest_call_loads_no_heavy_module(github_env: Any, home: Path, work: Path) -> None:
    env = clean_env(home, **github_env.env)
    subprocess.run([RUNTIME, "version"], cwd=work, env=env, check=True, capture_output=True)
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", RUNTIME, "github", "api", "GET", "/user"],
        cwd=work, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert '"login": "octocat"' in proc.stdout
    loaded = {
        line.rsplit("|", 1)[1].strip()
        for line in proc.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    assert "socket" in loaded  # the detector sees what the call really loads
    assert loaded & BANNED == set()
