"""Running the real gh against the stand-in."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from .server import GitHubStandIn

GH_HOST = "github.localhost"  # gh speaks plain HTTP to http://api.github.localhost/ for it
GH_TIMEOUT = 30


def find_gh() -> str | None:
    """The gh binary: /usr/bin/gh (the Debian package) or the first on PATH."""
    if os.access("/usr/bin/gh", os.X_OK):
        return "/usr/bin/gh"
    return shutil.which("gh")


def gh_env(standin: GitHubStandIn, home: Path, token: str | None = None) -> dict[str, str]:
    """A complete, fresh environment that points gh at `standin` and nowhere else."""
    dirs = {name: home / name for name in ("gh-config", "config", "state", "data", "cache", "tmp")}
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "GH_CONFIG_DIR": str(dirs["gh-config"]),
        "XDG_CONFIG_HOME": str(dirs["config"]),
        "XDG_STATE_HOME": str(dirs["state"]),
        "XDG_DATA_HOME": str(dirs["data"]),
        "XDG_CACHE_HOME": str(dirs["cache"]),
        # gh caches run logs under the temp dir; keep them inside this test's home
        "TMPDIR": str(dirs["tmp"]),
        "GH_HOST": GH_HOST,
        "GH_TOKEN": token if token is not None else standin.token,
        "HTTP_PROXY": standin.proxy_url,
        "http_proxy": standin.proxy_url,
        # a safety net: an https request would be refused by the stand-in, never sent out
        "HTTPS_PROXY": standin.proxy_url,
        "https_proxy": standin.proxy_url,
        "GH_NO_UPDATE_NOTIFIER": "1",
        "GH_PROMPT_DISABLED": "1",
        "NO_COLOR": "1",
        "GH_PAGER": "cat",
    }


class GhRunner:
    """Runs `gh ARGS...` in an empty working directory with `gh_env`."""

    def __init__(self, binary: str, standin: GitHubStandIn, home: Path) -> None:
        self.binary = binary
        self.standin = standin
        self.home = home
        self.workdir = home / "work"
        self.workdir.mkdir(parents=True, exist_ok=True)

    def env(self, token: str | None = None) -> dict[str, str]:
        return gh_env(self.standin, self.home, token)

    def __call__(
        self, *args: str, token: str | None = None, debug: bool = False
    ) -> subprocess.CompletedProcess[str]:
        env = self.env(token)
        if debug:
            env["GH_DEBUG"] = "api"
        return subprocess.run(
            [self.binary, *args],
            cwd=self.workdir,
            env=env,
            capture_output=True,
            text=True,
            timeout=GH_TIMEOUT,
            check=False,
        )
