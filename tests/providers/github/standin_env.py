"""How the runtime reaches the GitHub stand-in: through configuration, never a copied environment.

The runtime's own REST/GraphQL client and the gh it runs both go through the
stand-in as an HTTP proxy; gh's host (github.localhost, plain HTTP) is derived
from the configured base URL. Shared by tests/providers/github, tests/auth and
tests/security (import it as `providers.github.standin_env`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from support.cli import write_capability
from support.github_standin import GitHubStandIn

BASE_URL = "http://api.github.localhost"
TOKEN_VARIABLE = "RUNTIME_GITHUB_TOKEN"


def runtime_env(standin: GitHubStandIn, token: str | None = None) -> dict[str, str]:
    """Variables that point `runtime` at STANDIN with TOKEN (default: the stand-in's own)."""
    return {
        TOKEN_VARIABLE: standin.token if token is None else token,
        "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL": BASE_URL,
        "HTTP_PROXY": standin.proxy_url,
        "http_proxy": standin.proxy_url,
        # a safety net: the stand-in refuses CONNECT, so nothing https leaves the machine
        "HTTPS_PROXY": standin.proxy_url,
        "https_proxy": standin.proxy_url,
        # NO_PROXY=localhost in the caller's environment would send api.github.localhost to DNS
        "NO_PROXY": "",
        "no_proxy": "",
        "ALL_PROXY": "",
        "all_proxy": "",
    }


def capability_block(steps: list[tuple[str, list[str]]]) -> str:
    """A capability's YAML: each step is (provider or "binary:NAME", args), args quoted as written."""
    lines = ["version: v1", "workflow:"]
    for target, args in steps:
        kind, _, name = target.rpartition(":")
        lines.append(f"  - {kind or 'provider'}: {name}")
        lines.append(
            f"    args: [{', '.join(json.dumps(arg, ensure_ascii=False) for arg in args)}]"
        )
    return "\n".join(lines)


def write_steps(directory: Path, name: str, steps: list[tuple[str, list[str]]]) -> Path:
    return write_capability(directory, name, capability_block(steps))


def is_identity_lookup(request: Any) -> bool:
    """The runtime's once-per-process GET /user, asked after the first operation GitHub answered."""
    return bool(request.method == "GET" and request.path == "/user" and not request.query)


def operation_requests(standin: GitHubStandIn) -> list[Any]:
    """What the operations themselves sent, identity lookups left out."""
    return [r for r in standin.requests if not is_identity_lookup(r)]


def audit_records(home: Path) -> list[dict[str, Any]]:
    """The trail's operations: each intent joined with its outcome, denials as they are."""
    from runtime.audit.reader import operations

    path = home / "audit.jsonl"
    if not path.exists():
        return []
    return operations([json.loads(line) for line in path.read_text().splitlines() if line.strip()])
