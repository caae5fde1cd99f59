"""`runtime github api GET /user` against `gh api /user`, both at the GitHub stand-in, in one run.

Both clients go through the same loopback stand-in (as their HTTP proxy), so
the ratio compares the programs, not the network. Target: <= 1.0x.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RUNTIME = str(Path(sys.executable).parent / "runtime")
TARGET = 1.0
PROXY_VARIABLES = ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy")

Compare = Callable[..., float]
EnvFor = Callable[..., dict[str, str]]


def _standin_module() -> Any:
    tests = str(ROOT / "tests")
    if tests not in sys.path:
        sys.path.insert(0, tests)
    import support.github_standin as standin

    return standin


def run(work: Path, home: Path, compare: Compare, env_for: EnvFor) -> float | None:
    gh = shutil.which("gh", path="/usr/bin:/usr/local/bin:" + os.environ.get("PATH", ""))
    if gh is None:
        print(f"{'runtime github api GET /user vs gh api /user':<52} skipped: gh is not installed")
        return None
    module = _standin_module()
    with module.GitHubStandIn() as server:
        proxies = {name: server.proxy_url for name in PROXY_VARIABLES}
        env = env_for(
            home,
            RUNTIME_GITHUB_TOKEN=server.token,
            RUNTIME_AUTHENTICATION_GITHUB_BASE_URL="http://api.github.localhost",
            NO_PROXY="",
            no_proxy="",
            ALL_PROXY="",
            all_proxy="",
            **proxies,
        )
        # gh's own environment as the tests give it; the runtime ignores these GH_* names
        env.update(module.gh_env(server, work / "gh-home"))
        env["PATH"] = os.environ.get("PATH", env["PATH"])
        return compare(
            "runtime github api GET /user vs gh api /user",
            [RUNTIME, "github", "api", "GET", "/user"],
            [gh, "api", "/user"],
            env,
            work,
            target=TARGET,
        )
