"""Registered providers, by name."""

from __future__ import annotations

from runtime.providers.files.operations import PROVIDER as FILES
from runtime.providers.github.operations import PROVIDER as GITHUB
from runtime.providers.operations import Provider

PROVIDERS: dict[str, Provider] = {GITHUB.name: GITHUB, FILES.name: FILES}


def get(name: str) -> Provider | None:
    return PROVIDERS.get(name)
