"""The runtime configuration (RUNTIME_CONFIG_FILE, schema_version 2) and its overrides.

Until a document is named, compiled defaults apply and no file is read.
RUNTIME_AUTHENTICATION_<PROVIDER>_<KEY> overrides authentication.<provider>.<key>.
"""

from __future__ import annotations

import os

CONFIG_VARIABLE = "RUNTIME_CONFIG_FILE"
OVERRIDE_PREFIX = "RUNTIME_AUTHENTICATION_"


def setting(provider: str, key: str) -> str | None:
    override = os.environ.get(f"{OVERRIDE_PREFIX}{provider.upper()}_{key.upper()}")
    if override:
        return override
    from runtime.home.config_load import loaded_config

    section = loaded_config().get("authentication", {}).get(provider, {})
    value = section.get(key)
    return str(value) if value is not None else None
