"""The runtime configuration (RUNTIME_CONFIG_FILE, schema_version 2), as the rest of the code asks.

Until a document is named, compiled defaults apply and no file is read.
RUNTIME_AUTHENTICATION_<PROVIDER>_<KEY> overrides authentication.<provider>.<key>.
Every function raises ConfigInvalid (exit 3) when the configuration has an error.
"""

from __future__ import annotations

import os

from runtime.home import environment

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.home.config_values import Config, Source

CONFIG_VARIABLE = environment.CONFIG_FILE
OVERRIDE_PREFIX = environment.AUTHENTICATION_PREFIX


def current() -> Config:
    """The configuration in force: the compiled defaults until a document or an override is
    set, and then the loader's (which reads and checks them once a process)."""
    from runtime.home import config_values

    path = os.environ.get(CONFIG_VARIABLE) or ""
    found = config_values.loaded.get(path)
    if found is None and not path and not config_values.overridden(os.environ):
        found = config_values.loaded[""] = config_values.Config()
    if found is not None and found.ok:
        return found
    from runtime.home.config_load import effective_config  # reads, or raises ConfigInvalid

    return effective_config()


def setting(provider: str, key: str) -> str | None:
    """authentication.<provider>.<key> as text (booleans as "true"/"false"), or None."""
    value = current().authentication.get(provider, {}).get(key)
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def enabled(provider: str) -> bool:
    """Whether the auth provider is switched on (github is, by default; the rest are not)."""
    return bool(current().authentication.get(provider, {}).get("enabled"))


def command_provider(binary: str) -> str | None:
    """The auth provider whose credentials BINARY gets, and whose policy governs it."""
    return current().command_providers.get(binary)


def command_providers() -> dict[str, str]:
    """Binary -> the auth provider whose credentials it gets (default {gh: github})."""
    return dict(current().command_providers)


def capability_sources() -> list[Source]:
    """The configured sources in resolution order (the Home's cache is not among them)."""
    return list(current().sources)


def authoring_source() -> Source | None:
    config = current()
    return config.source(config.authoring_source) if config.authoring_source else None


def contexts() -> dict[str, dict[str, dict[str, str]]]:
    return current().contexts
