"""What an author (often an AI) needs before writing a capability, for either door.

The runtime version, the spec and contract files in the Runtime Home, the providers,
allowed_binaries, and the authoring directory with whether policy and the disk let
the author write there (`capability authoring-context`, the MCP authoring resource).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.home.config_load import Source
    from runtime.policy.model import Policy


def authoring_context(cwd: str) -> dict[str, Any]:
    from runtime import __version__
    from runtime.home.config import authoring_source, capability_sources
    from runtime.policy.load import load_policy

    policy = load_policy()
    sources = capability_sources()
    source = authoring_source()
    authoring = _authoring(source, policy, cwd)
    return {
        "version": __version__,
        **_home_files(),
        "providers": _providers(),
        "allowed_binaries": list(policy.allowed_binaries),
        "sources": [s.to_json() for s in sources],
        **authoring,
    }


def _home_files() -> dict[str, Any]:
    from runtime.home.paths import (
        AGENT_CONTRACT,
        CAPABILITY_SPEC,
        MANIFEST,
        home_dir,
        in_home,
        provider_spec,
    )
    from runtime.providers.registry import PROVIDERS

    return {
        "home": home_dir(),
        "capability_spec": in_home(CAPABILITY_SPEC),
        "provider_specs": {name: in_home(provider_spec(name)) for name in PROVIDERS},
        "agent_contract": in_home(AGENT_CONTRACT),
        "manifest": in_home(MANIFEST),
    }


def _providers() -> list[dict[str, Any]]:
    from runtime.providers.registry import PROVIDERS

    return [
        {"name": p.name, "operations": len(p.operations), "auth_provider": p.auth}
        for p in PROVIDERS.values()
    ]


def _authoring(source: Source | None, policy: Policy, cwd: str) -> dict[str, Any]:
    if source is None:
        return {
            "authoring_source": None,
            "authoring_dir": None,
            "writable_by_policy": False,
            "writable_on_disk": False,
            "authoring_ready": False,
            "reasons": [
                "no capabilities.authoring_source in the config: add a source under "
                "capabilities.sources and name it in capabilities.authoring_source"
            ],
            "fix": _fix_no_source(cwd),
        }
    by_policy = _inside_write_roots(source.dir, policy.write_roots, cwd)
    on_disk = os.path.isdir(source.dir) and os.access(source.dir, os.W_OK | os.X_OK)
    reasons = []
    if not os.path.isdir(source.dir):
        reasons.append(f"{source.dir} does not exist")
    elif not on_disk:
        reasons.append(f"{source.dir} is not writable on disk")
    if not by_policy:
        reasons.append(
            f"{source.dir} is outside the policy's file_policy.write_roots "
            f"({', '.join(policy.write_roots) or 'none'}, resolved against {cwd})"
        )
    fix = [f"mkdir -p {_quoted(source.dir)}"] if not os.path.isdir(source.dir) else []
    if not by_policy:
        fix.append(
            f"# run runtime from a directory that contains {source.dir}, or add it to "
            "file_policy.write_roots and read_roots in the policy document "
            "(`runtime config init policy` shows the keys)"
        )
    return {
        "authoring_source": source.name,
        "authoring_dir": source.dir,
        "writable_by_policy": by_policy,
        "writable_on_disk": on_disk,
        "authoring_ready": by_policy and on_disk,
        "reasons": reasons,
        "fix": fix,
    }


def _quoted(text: str) -> str:
    import shlex

    return shlex.quote(text)


def _fix_no_source(cwd: str) -> list[str]:
    """Commands that make ./capabilities the authoring directory, ready to paste."""
    from runtime.home import environment

    directory = os.path.join(cwd, "capabilities")
    configured = os.environ.get(environment.CONFIG_FILE)
    if configured:
        return [
            f"mkdir -p {_quoted(directory)}",
            f"# then add to {configured}: capabilities: {{sources: [{{name: local, dir: "
            f"{directory}}}], authoring_source: local}}",
        ]
    config = os.path.join(cwd, "runtime-config.yaml")
    document = (
        "schema_version: 2",
        "capabilities:",
        "  sources:",
        "    - name: local",
        f"      dir: {directory}",
        "  authoring_source: local",
    )
    return [
        f"mkdir -p {_quoted(directory)}",
        "printf '%s\\n' " + " ".join(map(_quoted, document)) + f" > {_quoted(config)}",
        f"export {environment.CONFIG_FILE}={_quoted(config)}",
    ]


def _inside_write_roots(directory: str, roots: tuple[str, ...], cwd: str) -> bool:
    """Containment on resolved real paths, component by component, never by string prefix."""
    target = os.path.realpath(directory)
    for root in roots:
        resolved = os.path.realpath(os.path.join(cwd, os.path.expanduser(root)))
        if os.path.commonpath([target, resolved]) == resolved:
            return True
    return False
