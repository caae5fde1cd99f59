"""runtime config validate | runtime config init config|policy [--output PATH]."""

from __future__ import annotations

import os

from runtime import exit_codes
from runtime.cli.args import Opt, Spec
from runtime.command_table import usage
from runtime.errors import CommandError, UsageError
from runtime.home import environment
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.main import Invocation
    from runtime.diagnostics import Diagnostic
    from runtime.home.config_load import Config
    from runtime.policy.model import Policy

VALIDATE_SPEC = Spec(
    usage("config validate"),
    "Load the config (RUNTIME_CONFIG_FILE) and the policy (RUNTIME_POLICY_FILE) and report\n"
    "every problem in both with its line, the resolved paths, the Runtime Providers,\n"
    "allowed_binaries with where each is installed, and the active overrides. Exit 3 on\n"
    "any error.",
)

INIT_SPEC = Spec(
    usage("config init"),
    "Emit the exhaustive, commented reference document: every supported key, set to the\n"
    "compiled defaults. Written to stdout, or to PATH with --output. Here --output is\n"
    "always a PATH, never the output format: `config init config --output json` writes a\n"
    "file named json. The global format flag goes before `config`:\n"
    "runtime --output json config init config.",
    options=(
        Opt("--output", "a PATH (not a format): write the document there", metavar="PATH"),
        Opt("--force", "overwrite PATH when it exists"),
    ),
    min_args=1,
    max_args=1,
    output_flag=False,
)


# -- validate -------------------------------------------------------------------


def validate(invocation: Invocation) -> Result:
    from runtime.home.config_load import load_config

    invocation.parse(VALIDATE_SPEC)
    config = load_config(os.environ.get(environment.CONFIG_FILE) or None, os.environ)
    policy, policy_problems = _policy()
    diagnostics = config.problems + policy_problems + _cross_problems(config, policy)
    errors = sum(1 for d in diagnostics if d.is_error)
    output = {
        "config": _config_section(config),
        "policy": {
            "path": os.environ.get(environment.POLICY_FILE) or None,
            "source": policy.source,
        },
        "home": _home_section(),
        "providers": _providers(config),
        "auth_providers": config.authentication,
        "command_providers": config.command_providers,
        "capability_sources": _sources(config),
        "allowed_binaries": _binaries(policy),
        "search_path": list(policy.search_path),
        "sandbox": _sandbox(policy),
        "effects": _effects(policy),
        "overrides": [o.to_json() for o in config.overrides],
        "audit_forward": _forward_section(config),
        "summary": {"errors": errors, "warnings": len(diagnostics) - errors},
    }
    error = None
    if errors:
        error = {
            "code": "invalid",
            "message": f"{errors} problem(s) in config and policy",
            "hint": None,
        }
    return Result(
        invocation.command,
        kind="config validate",
        exit_code=exit_codes.INVALID if errors else exit_codes.OK,
        output=output,
        diagnostics=diagnostics,
        error=error,
    )


def _sandbox(policy: Policy) -> dict[str, Any]:
    from runtime.engines import sandbox

    return sandbox.status(policy)


def _forward_section(config: Config) -> dict[str, Any] | None:
    """The syslog collector, the cursor and the backlog, when audit.forward is set."""
    if config.audit_forward is None:
        return None
    from runtime.cli.commands.audit_forward import status

    return status(config.audit_forward)


def _policy() -> tuple[Policy, list[Diagnostic]]:
    from runtime.diagnostics import Diagnostic
    from runtime.policy.document import parse_policy
    from runtime.policy.model import Policy

    path = os.environ.get(environment.POLICY_FILE)
    if not path:
        return Policy(), []
    from runtime.documents import read_document

    try:
        data = read_document(path, 1024 * 1024)
    except OSError as error:
        message = f"cannot read policy: {error.strerror}"
        return Policy(path), [Diagnostic("policy-unreadable", message, file=path)]
    policy, problems = parse_policy(data, path)
    return policy, [d.in_file(path) for d in problems]


def _cross_problems(config: Config, policy: Policy) -> list[Diagnostic]:
    """An enabled auth provider whose CLI the policy does not allow cannot work."""
    from runtime.diagnostics import Diagnostic

    problems: list[Diagnostic] = []
    for provider, settings in config.authentication.items():
        binary = settings.get("binary")
        if settings.get("enabled") and binary and binary not in policy.allowed_binaries:
            problems.append(
                Diagnostic(
                    "binary-not-allowed",
                    f"authentication.{provider} is enabled but its binary {binary!r} is not in "
                    "the policy's allowed_binaries",
                    path=f"authentication.{provider}.binary",
                    file=config.path,
                    line=config.lines.get(f"authentication.{provider}.binary"),
                    severity="warning",
                )
            )
    return problems


def _config_section(config: Config) -> dict[str, Any]:
    section = config.to_json()
    section["source"] = config.path or "compiled defaults"
    return section


def _home_section() -> dict[str, Any]:
    from runtime.bootstrap.release import read_manifest
    from runtime.home.paths import capabilities_dir, home_dir

    home = home_dir()
    manifest = read_manifest(home) or {}
    return {
        "path": home,
        "version": manifest.get("version"),
        "capabilities_dir": capabilities_dir(),
    }


def _providers(config: Config) -> list[dict[str, Any]]:
    from runtime.providers.registry import PROVIDERS

    return [
        {
            "name": provider.name,
            "operations": len(provider.operations),
            "auth_provider": provider.auth,
            "enabled": True
            if provider.auth is None
            else bool(config.authentication.get(provider.auth, {}).get("enabled")),
        }
        for provider in PROVIDERS.values()
    ]


def _sources(config: Config) -> list[dict[str, Any]]:
    from runtime.capability.sources import CACHE_SOURCE
    from runtime.home.paths import capabilities_dir

    listed = [(s.name, s.dir) for s in config.sources] + [(CACHE_SOURCE, capabilities_dir())]
    return [
        {
            "name": name,
            "dir": directory,
            "exists": os.path.isdir(directory),
            "authoring": name == config.authoring_source,
        }
        for name, directory in listed
    ]


def _effects(policy: Policy) -> dict[str, list[str]]:
    """command_policy.effects in force: the default, then each binary a document names."""
    return {name: list(effects) for name, effects in policy.effects.items()}


def _binaries(policy: Policy) -> list[dict[str, Any]]:
    entries = []
    for name in policy.allowed_binaries:
        found = find_binary(name, policy.search_path)
        entries.append(
            {
                "name": name,
                "installed": found is not None,
                "path": found,
                "resolved": os.path.realpath(found) if found else None,
            }
        )
    return entries


def find_binary(name: str, search_path: tuple[str, ...]) -> str | None:
    """The first executable NAME in the policy's search_path; nothing is run."""
    if not name or "/" in name:
        return None
    for directory in search_path:
        if not os.path.isabs(directory):
            continue
        candidate = os.path.join(directory, name)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


# -- init -------------------------------------------------------------------------


def init(invocation: Invocation) -> Result:
    from runtime.bootstrap.reference import config_reference, policy_reference

    parsed = invocation.parse(INIT_SPEC)
    kind = parsed.args[0]
    documents = {"config": config_reference, "policy": policy_reference}
    if kind not in documents:
        raise UsageError(f"unknown document {kind!r}: use config or policy", hint=INIT_SPEC.usage)
    text = documents[kind]()
    path = parsed.value("--output")
    if path is not None:
        path = _write_document(os.path.join(invocation.cwd, path), text, parsed.flag("--force"))
    return Result(
        invocation.command,
        kind="config init",
        output={"kind": kind, "path": path, "document": text},
    )


def _write_document(path: str, text: str, force: bool) -> str:
    from runtime.cli.own_output import refuse_own_file
    from runtime.home.atomic import write_atomic

    path = os.path.abspath(path)
    refuse_own_file(path, "--output")
    parent = os.path.dirname(path)
    if not os.path.isdir(parent):
        raise UsageError(
            f"cannot write {path}: the directory {parent} does not exist",
            hint=f"create it first (mkdir -p {parent}) or give --output a path in an "
            "existing directory",
        )
    if os.path.lexists(path) and not force:
        raise UsageError(f"{path} exists; not overwritten", hint="pass --force to replace it")
    try:
        write_atomic(path, text.encode("utf-8"), durable=True)
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror or error}") from None
    return path
