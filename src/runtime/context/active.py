"""The Runtime Context: which organization, project, cluster and namespace a call is about.

Each value comes from, in order: the selected named context (the config's
`contexts:`, chosen for one call by RUNTIME_CONTEXT or recorded in the Home by
`runtime context use NAME`), the environment, then the tools' own settings.
Every value carries its source so `runtime context show` can name it.
"""

from __future__ import annotations

import os

from runtime.errors import InvalidError
from runtime.home import environment

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from runtime.context.tools import Found

# The values a context holds, as (tool, key): `context show` lists them in this order.
FIELDS: tuple[tuple[str, str], ...] = (
    ("github", "organization"),
    ("github", "repository"),
    ("gcp", "project"),
    ("kubernetes", "context"),
    ("kubernetes", "namespace"),
    ("openshift", "project"),
)


class ContextInvalid(InvalidError):
    code = "context-invalid"


class Selection:
    """The named context in force, and what chose it."""

    __slots__ = ("name", "source")

    def __init__(self, name: str | None, source: str | None) -> None:
        self.name = name
        self.source = source


class Value:
    __slots__ = ("candidates", "key", "source", "value")

    def __init__(self, key: str) -> None:
        self.key = key
        self.value: str | None = None
        self.source: str | None = None
        self.candidates: list[dict[str, str]] = []

    def offer(self, value: str | None, source: str) -> None:
        """A candidate in precedence order: the first one offered wins."""
        if not value:
            return
        self.candidates.append({"value": value, "source": source})
        if self.value is None:
            self.value, self.source = value, source

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "value": self.value,
            "source": self.source,
            "candidates": self.candidates,
        }


def active_context_file() -> str:
    from runtime.home.paths import ACTIVE_CONTEXT, in_home

    return in_home(ACTIVE_CONTEXT)


def recorded_name() -> str | None:
    """The name `runtime context use` recorded in the Home, if any."""
    try:
        with open(active_context_file(), "rb") as handle:
            name = handle.read(1024).decode("utf-8", "replace").strip()
    except OSError:
        return None
    return name or None


def selection(environ: Mapping[str, str] | None = None) -> Selection:
    environ = os.environ if environ is None else environ
    named = environ.get(environment.CONTEXT)
    if named:
        return Selection(named, environment.CONTEXT)
    recorded = recorded_name()
    if recorded:
        return Selection(recorded, f"runtime context use ({active_context_file()})")
    return Selection(None, None)


def selected_values(chosen: Selection) -> dict[str, dict[str, str]]:
    """The selected context's values; an unknown name is an error, never ignored."""
    if chosen.name is None:
        return {}
    from runtime.home.config import contexts

    configured = contexts()
    if chosen.name not in configured:
        names = ", ".join(sorted(configured)) or "none configured"
        raise ContextInvalid(
            f"context {chosen.name!r} (selected by {chosen.source}) is not in the config's "
            f"contexts: ({names})",
            hint="add it under contexts: in the config, or choose another with "
            "`runtime context use NAME` (`runtime context use --clear` selects none)",
        )
    return configured[chosen.name]


def github_organization() -> str | None:
    """The organization of the selected context, for operations that fall back to it."""
    values = selected_values(selection())
    organization = values.get("github", {}).get("organization")
    return organization or None


def github_repository() -> str | None:
    """The repository (OWNER/REPO) of the selected context, for gh-backed operations."""
    values = selected_values(selection())
    repository = values.get("github", {}).get("repository")
    return repository or None


def resolve(environ: Mapping[str, str] | None = None) -> tuple[Selection, list[Value], list[str]]:
    """Every context value with its source, and problems met reading the tools' files."""
    from runtime.context import tools

    environ = os.environ if environ is None else environ
    chosen = selection(environ)
    named = selected_values(chosen)
    values = {f"{tool}.{key}": Value(f"{tool}.{key}") for tool, key in FIELDS}
    where = f"context {chosen.name}"
    for tool, key in FIELDS:
        values[f"{tool}.{key}"].offer(
            named.get(tool, {}).get(key), f"{where} (config contexts.{chosen.name}.{tool}.{key})"
        )
    problems: list[str] = []
    values["gcp.project"].offer(
        environ.get(environment.GCLOUD_PROJECT), f"environment {environment.GCLOUD_PROJECT}"
    )
    _offer(values["gcp.project"], tools.gcloud_project(environ, problems))
    kube = tools.kube_settings(environ)
    problems += kube.problems
    _offer(values["kubernetes.context"], kube.context)
    namespace = kube.namespace(values["kubernetes.context"].value)
    _offer(values["kubernetes.namespace"], namespace)
    _offer(values["openshift.project"], namespace)
    return chosen, list(values.values()), problems


def _offer(value: Value, found: Found | None) -> None:
    if found is not None:
        value.offer(found.value, found.source)
