"""The tools' own active settings, read from their files; no process is started.

kubectl (and oc, which shares the kubeconfig): current-context and its namespace
from KUBECONFIG (a list of files, merged the way kubectl merges them: the first
file that sets a value wins) or ~/.kube/config. gcloud: the project of the
active configuration in CLOUDSDK_CONFIG (default ~/.config/gcloud).
"""

from __future__ import annotations

import os

from runtime.home import environment

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

MAX_TOOL_FILE = 4 * 1024 * 1024


class Found:
    """A value a tool would use, and the file it came from."""

    __slots__ = ("source", "value")

    def __init__(self, value: str, source: str) -> None:
        self.value = value
        self.source = source


class KubeSettings:
    __slots__ = ("context", "namespaces", "problems")

    def __init__(self) -> None:
        self.context: Found | None = None
        self.namespaces: dict[str, Found] = {}  # context name -> its namespace
        self.problems: list[str] = []

    def namespace(self, context: str | None) -> Found | None:
        return self.namespaces.get(context) if context else None


def kubeconfig_files(environ: Mapping[str, str]) -> list[str]:
    listed = environ.get(environment.KUBECONFIG, "")
    if listed:
        return [os.path.expanduser(p) for p in listed.split(os.pathsep) if p]
    return [os.path.expanduser("~/.kube/config")]


def kube_settings(environ: Mapping[str, str]) -> KubeSettings:
    settings = KubeSettings()
    for path in kubeconfig_files(environ):
        document = _read_yaml(path, settings.problems)
        if document is not None:
            _merge_kubeconfig(settings, document, path)
    return settings


def _merge_kubeconfig(settings: KubeSettings, document: dict[str, Any], path: str) -> None:
    current = document.get("current-context")
    if settings.context is None and isinstance(current, str) and current:
        settings.context = Found(current, f"kubeconfig {path} (current-context)")
    for entry in document.get("contexts") or []:
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            continue
        body = entry.get("context")
        namespace = body.get("namespace") if isinstance(body, dict) else None
        if isinstance(namespace, str) and namespace and entry["name"] not in settings.namespaces:
            settings.namespaces[entry["name"]] = Found(
                namespace, f"kubeconfig {path} (context {entry['name']})"
            )


def kube_server(environ: Mapping[str, str]) -> tuple[str | None, str]:
    """The server of the current kubeconfig context's cluster, and where it was found (or
    why none was): what kubectl would talk to."""
    problems: list[str] = []
    settings = kube_settings(environ)
    if settings.context is None:
        return None, "no current kubeconfig context"
    context = settings.context.value
    cluster: str | None = None
    for path in kubeconfig_files(environ):
        document = _read_yaml(path, problems) or {}
        for entry in document.get("contexts") or []:
            body = entry.get("context") if isinstance(entry, dict) else None
            if cluster is None and entry.get("name") == context and isinstance(body, dict):
                cluster = body.get("cluster") if isinstance(body.get("cluster"), str) else None
        for entry in document.get("clusters") or []:
            body = entry.get("cluster") if isinstance(entry, dict) else None
            if cluster is not None and entry.get("name") == cluster and isinstance(body, dict):
                server = body.get("server")
                if isinstance(server, str) and server:
                    return server, f"kubeconfig {path}, cluster {cluster}"
    return None, f"kubeconfig context {context!r} names no cluster server"


def _read_yaml(path: str, problems: list[str]) -> dict[str, Any] | None:
    data = _read(path, problems)
    if data is None:
        return None
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        document = yaml.load(data, Loader=loader)  # a safe loader: plain data only
    except yaml.YAMLError as error:
        problems.append(f"{path}: not readable as a kubeconfig ({type(error).__name__})")
        return None
    if not isinstance(document, dict):
        problems.append(f"{path}: not a kubeconfig (no mapping at the top)")
        return None
    return document


def _read(path: str, problems: list[str]) -> bytes | None:
    from runtime.documents import read_document

    try:
        data = read_document(path, MAX_TOOL_FILE)
    except FileNotFoundError:
        return None
    except OSError as error:
        problems.append(f"{path}: {error.strerror}")
        return None
    if len(data) > MAX_TOOL_FILE:
        problems.append(f"{path}: larger than {MAX_TOOL_FILE} bytes; not read")
        return None
    return data


def gcloud_config_dir(environ: Mapping[str, str]) -> str:
    configured = environ.get(environment.GCLOUD_CONFIG_DIR)
    return os.path.expanduser(configured or "~/.config/gcloud")


def gcloud_active_configuration(environ: Mapping[str, str]) -> str:
    named = environ.get(environment.GCLOUD_ACTIVE_CONFIG)
    if named:
        return named
    try:
        with open(os.path.join(gcloud_config_dir(environ), "active_config"), "rb") as handle:
            recorded = handle.read(256).decode("utf-8", "replace").strip()
    except OSError:
        recorded = ""
    return recorded or "default"


def gcloud_project(environ: Mapping[str, str], problems: list[str]) -> Found | None:
    name = gcloud_active_configuration(environ)
    if "/" in name or name.startswith("."):
        problems.append(f"gcloud configuration name {name!r} is not a file name; not read")
        return None
    path = os.path.join(gcloud_config_dir(environ), "configurations", f"config_{name}")
    data = _read(path, problems)
    if data is None:
        return None
    project = _ini_value(data.decode("utf-8", "replace"), "core", "project")
    if not project:
        return None
    return Found(project, f"gcloud configuration {name} ({path})")


def _ini_value(text: str, section: str, key: str) -> str | None:
    """KEY in [SECTION] of a gcloud properties file (plain `key = value` lines)."""
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            continue
        name, sep, value = line.partition("=")
        if sep and current == section and name.strip() == key:
            return value.strip() or None
    return None
