"""The configuration as values: the compiled defaults, the Config a document fills in.

No document is read here (home/config_load.py reads and checks one): with neither
RUNTIME_CONFIG_FILE nor an override set, the compiled defaults are the configuration,
and a command that needs only them (resolve, plan) loads this module and no parser.
"""

from __future__ import annotations

from runtime.errors import InvalidError
from runtime.home import environment

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping as EnvMapping
    from typing import Any

    from runtime.diagnostics import Diagnostic
    from runtime.home.forwarding import Settings

SCHEMA_VERSION = 2
MAX_CONFIG_BYTES = 1024 * 1024
CACHE_SOURCE = "cache"  # the name the Home's capability cache goes by

AUTH_KEYS: dict[str, dict[str, str]] = {
    "github": {"enabled": "bool", "token_env": "str", "base_url": "str", "deadline_ms": "int"},
    "gcp": {"enabled": "bool", "binary": "str"},
    "kubernetes": {"enabled": "bool", "binary": "str"},
    "openshift": {"enabled": "bool", "binary": "str"},
}

DEFAULT_AUTHENTICATION: dict[str, dict[str, Any]] = {
    "github": {
        "enabled": True,
        "token_env": environment.GITHUB_TOKEN,
        "base_url": "https://api.github.com",
        "deadline_ms": 60_000,
    },
    "gcp": {"enabled": False, "binary": "gcloud"},
    "kubernetes": {"enabled": False, "binary": "kubectl"},
    "openshift": {"enabled": False, "binary": "oc"},
}
DEFAULT_COMMAND_PROVIDERS: dict[str, str] = {"gh": "github"}

FORWARD_KEYS: dict[str, str] = {
    "syslog": "str",
    "ca_file": "str",
    "app_name": "str",
    "facility": "str",
    "timeout_ms": "int",
}
MAX_FORWARD_TIMEOUT_MS = 60_000
MAX_GITHUB_DEADLINE_MS = 600_000

CONTEXT_KEYS: dict[str, dict[str, str]] = {
    "github": {"organization": "str", "repository": "str"},
    "gcp": {"project": "str"},
    "kubernetes": {"context": "str", "namespace": "str"},
    "openshift": {"project": "str"},
}


class Source:
    """A configured capability source: names resolve under DIR."""

    __slots__ = ("dir", "name")

    def __init__(self, name: str, dir: str) -> None:
        self.name = name
        self.dir = dir

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "dir": self.dir}


class Override:
    """One RUNTIME_AUTHENTICATION_<PATH> variable in force."""

    __slots__ = ("key", "value", "variable")

    def __init__(self, variable: str, key: str, value: Any) -> None:
        self.variable = variable
        self.key = key
        self.value = value

    def to_json(self) -> dict[str, Any]:
        return {"variable": self.variable, "key": self.key, "value": self.value}


class Config:
    __slots__ = (
        "audit_forward", "authentication", "authoring_source", "command_providers", "contexts",
        "lines", "origins", "overrides", "path", "problems", "sources",
    )  # fmt: skip

    def __init__(self, path: str | None = None) -> None:
        self.path = path
        self.authentication = {k: dict(v) for k, v in DEFAULT_AUTHENTICATION.items()}
        self.origins = {
            f"authentication.{p}.{k}": "default" for p, keys in AUTH_KEYS.items() for k in keys
        }
        self.command_providers = dict(DEFAULT_COMMAND_PROVIDERS)
        self.sources: list[Source] = []
        self.authoring_source: str | None = None
        self.contexts: dict[str, dict[str, dict[str, str]]] = {}
        self.overrides: list[Override] = []
        self.problems: list[Diagnostic] = []
        self.lines: dict[str, int] = {}  # key path -> line, for problems found after parsing
        self.audit_forward: Settings | None = None  # audit.forward: the syslog collector

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.problems)

    def source(self, name: str) -> Source | None:
        return next((s for s in self.sources if s.name == name), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "authentication": self.authentication,
            "origins": self.origins,
            "command_providers": self.command_providers,
            "capabilities": {
                "sources": [s.to_json() for s in self.sources],
                "authoring_source": self.authoring_source,
            },
            "contexts": self.contexts,
            "overrides": [o.to_json() for o in self.overrides],
            "audit": {"forward": self.audit_forward.to_json() if self.audit_forward else None},
        }


class ConfigInvalid(InvalidError):
    code = "config-invalid"

    def __init__(self, config: Config) -> None:
        where = f"config file {config.path}" if config.path else "the configuration"
        errors = [d for d in config.problems if d.is_error]
        super().__init__(
            f"{where} is invalid ({len(errors)} problem(s))",
            hint="run `runtime config validate` for every problem; fix the document or unset "
            f"{environment.CONFIG_FILE}",
        )
        self.diagnostics = errors


def override_target(variable: str) -> tuple[str, str] | None:
    """RUNTIME_AUTHENTICATION_GITHUB_BASE_URL -> ("github", "base_url")."""
    rest = variable[len(environment.AUTHENTICATION_PREFIX) :]
    for provider, keys in AUTH_KEYS.items():
        head = provider.upper() + "_"
        if rest.startswith(head) and rest[len(head) :].lower() in keys:
            return provider, rest[len(head) :].lower()
    return None


def override_variable(provider: str, key: str) -> str:
    return f"{environment.AUTHENTICATION_PREFIX}{provider.upper()}_{key.upper()}"


def overridden(environ: EnvMapping[str, str]) -> bool:
    """Whether ENVIRON sets any override (an empty variable is an unset one)."""
    prefix = environment.AUTHENTICATION_PREFIX
    return any(name.startswith(prefix) and value for name, value in environ.items())


# The configuration in force, by its document's path ("" for none): made once a process,
# by the loader or (no document, no override) from the compiled defaults.
loaded: dict[str, Config] = {}
