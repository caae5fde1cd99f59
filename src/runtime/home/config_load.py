"""Reading the config document (RUNTIME_CONFIG_FILE, schema_version 2) strictly.

A document that cannot be read, or has a typo, stops every command that needs
configuration with exit 3; the compiled defaults never stand in for a broken
file. `load_config` collects every problem (config validate shows them all);
`effective_config` refuses to hand out a config with an error in it.
"""

from __future__ import annotations

import os

from runtime.diagnostics import Diagnostic
from runtime.home import config_values, environment
from runtime.home.config_values import (
    AUTH_KEYS,
    CACHE_SOURCE,
    CONTEXT_KEYS,
    DEFAULT_AUTHENTICATION,
    DEFAULT_COMMAND_PROVIDERS,
    FORWARD_KEYS,
    MAX_CONFIG_BYTES,
    MAX_FORWARD_TIMEOUT_MS,
    MAX_GITHUB_DEADLINE_MS,
    SCHEMA_VERSION,
    Config,
    ConfigInvalid,
    Override,
    Source,
    override_target,
    override_variable,
)

# The loader's names, the configuration's values (home/config_values.py) among them.
__all__ = [
    "AUTH_KEYS",
    "CACHE_SOURCE",
    "CONTEXT_KEYS",
    "DEFAULT_AUTHENTICATION",
    "DEFAULT_COMMAND_PROVIDERS",
    "FORWARD_KEYS",
    "MAX_CONFIG_BYTES",
    "MAX_FORWARD_TIMEOUT_MS",
    "SCHEMA_VERSION",
    "Config",
    "ConfigInvalid",
    "Override",
    "Source",
    "effective_config",
    "load_config",
    "override_target",
    "override_variable",
    "parse_into",
]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping as EnvMapping
    from typing import Any

    from runtime.home.forwarding import Settings
    from runtime.strict_yaml import Node


def effective_config() -> Config:
    """The configuration in force for this process; raises ConfigInvalid on any error."""
    path = os.environ.get(environment.CONFIG_FILE) or None
    key = path or ""
    loaded = config_values.loaded  # asked each time: a test may hand the module a fresh one
    if key not in loaded:
        loaded[key] = load_config(path, os.environ)
    config = loaded[key]
    if not config.ok:
        raise ConfigInvalid(config)
    return config


def load_config(path: str | None, environ: EnvMapping[str, str]) -> Config:
    """Compiled defaults, the document at PATH, then the overrides; every problem collected."""
    config = Config(path)
    if path:
        _read_document(config, path)
    _apply_overrides(config, environ)
    _cross_check(config)
    return config


def _read_document(config: Config, path: str) -> None:
    from runtime.documents import read_document

    try:
        data = read_document(path, MAX_CONFIG_BYTES)
    except OSError as error:
        config.problems.append(
            Diagnostic("config-unreadable", f"cannot read config: {error.strerror}", file=path)
        )
        return
    problems = parse_into(config, data)
    config.problems += [d.in_file(path) for d in problems]


def parse_into(config: Config, data: bytes) -> list[Diagnostic]:
    """Apply one document's bytes to CONFIG; returns the problems found."""
    from runtime import strict_yaml

    if len(data) > MAX_CONFIG_BYTES:
        return [Diagnostic("config-too-large", f"config file is over {MAX_CONFIG_BYTES} bytes")]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return [Diagnostic("config-not-utf8", "config file is not UTF-8")]
    parsed = strict_yaml.parse(text)
    problems = list(parsed.diagnostics)
    if parsed.root is None:
        if not problems:
            problems.append(Diagnostic("config-empty", "config file is empty", line=1))
        return problems
    _apply_document(config, parsed.root, problems)
    return problems


def _schema() -> dict[str, Any]:
    from runtime.schema import MapOf

    return {
        "schema_version": "int",
        "authentication": AUTH_KEYS,
        "command_providers": MapOf("str"),
        # sources is a list of mappings, which schema.py has no form for: _take_sources
        # lifts it out before the check and _sources checks it item by item.
        "capabilities": {"sources": "sources", "authoring_source": "str"},
        "contexts": MapOf(CONTEXT_KEYS),  # type: ignore[arg-type]
        "audit": {"forward": FORWARD_KEYS},
    }


def _apply_document(config: Config, root: Node, problems: list[Diagnostic]) -> None:
    from runtime.schema import check
    from runtime.strict_yaml import Mapping

    root, sources_node = _take_sources(root)
    values = check(root, _schema(), "", problems) or {}
    line = root.line
    if isinstance(root, Mapping):
        version_node = root.get("schema_version")
        line = version_node.line if version_node is not None else line
    if values.get("schema_version") != SCHEMA_VERSION:
        found = values.get("schema_version")
        problems.append(
            Diagnostic(
                "config-schema-version",
                f"schema_version must be {SCHEMA_VERSION} (found {found!r})",
                line=line,
                path="schema_version",
            )
        )
    _apply_authentication(config, values.get("authentication") or {})
    if "command_providers" in values:
        config.command_providers = dict(values["command_providers"])
    capabilities = values.get("capabilities") or {}
    config.authoring_source = capabilities.get("authoring_source")
    if sources_node is not None:
        config.sources = _sources(sources_node, config.path, problems)
    config.contexts = values.get("contexts") or {}
    config.lines = _key_lines(root)
    forward = (values.get("audit") or {}).get("forward")
    if forward:
        config.audit_forward = _forward_settings(forward, _forward_lines(root), problems)


def _forward_lines(root: Node) -> dict[str, int]:
    """The line of each key under audit.forward (and of the section itself, under "")."""
    from runtime.strict_yaml import Mapping

    audit = root.get("audit") if isinstance(root, Mapping) else None
    forward = audit.get("forward") if isinstance(audit, Mapping) else None
    if not isinstance(forward, Mapping):
        return {}
    return {"": forward.line, **{key.value: key.line for key, _ in forward.items}}


def _forward_settings(
    values: dict[str, Any], lines: dict[str, int], problems: list[Diagnostic]
) -> Settings | None:
    """audit.forward checked as a whole: one problem per bad value, at its key's line.

    The collector's address is never echoed: it could hold credentials.
    """
    from runtime.home.forwarding import FACILITIES, Settings, parse_url

    found: list[tuple[str, str]] = []
    url: str = values.get("syslog") or ""
    scheme = ""
    if not url:
        found.append(("", "audit.forward.syslog is required (tcp://HOST:PORT or tls://HOST:PORT)"))
    else:
        try:
            scheme = parse_url(url)[0]
        except ValueError as error:
            found.append(("syslog", f"audit.forward.syslog {error}"))
    if values.get("ca_file") and scheme == "tcp":
        found.append(("ca_file", "audit.forward.ca_file applies to tls:// collectors only"))
    facility = values.get("facility", "local0")
    if facility not in FACILITIES:
        found.append(("facility", f"audit.forward.facility {facility!r} is not a syslog facility"))
    timeout = values.get("timeout_ms", 200)
    if not 0 < timeout <= MAX_FORWARD_TIMEOUT_MS:
        found.append(
            ("timeout_ms", f"audit.forward.timeout_ms must be 1 to {MAX_FORWARD_TIMEOUT_MS}")
        )
    app_name = values.get("app_name", "runtime")
    if not app_name or len(app_name) > 48 or not all(33 <= ord(c) <= 126 for c in app_name):
        found.append(
            ("app_name", "audit.forward.app_name must be 1 to 48 printable ASCII characters")
        )
    for key, message in found:
        line = lines.get(key) or lines.get("")
        path = f"audit.forward.{key}" if key else "audit.forward"
        problems.append(Diagnostic("bad-audit-forward", message, line=line, path=path))
    if found:
        return None
    return Settings(
        url,
        ca_file=values.get("ca_file"),
        app_name=app_name,
        facility=facility,
        timeout_ms=timeout,
    )


def _key_lines(root: Node) -> dict[str, int]:
    """Lines of the keys checked after parsing (authoring_source, command_providers.X)."""
    from runtime.strict_yaml import Mapping

    lines: dict[str, int] = {}
    if not isinstance(root, Mapping):
        return lines
    capabilities = root.get("capabilities")
    if isinstance(capabilities, Mapping):
        for key, _ in capabilities.items:
            lines[f"capabilities.{key.value}"] = key.line
    providers = root.get("command_providers")
    if isinstance(providers, Mapping):
        for key, _ in providers.items:
            lines[f"command_providers.{key.value}"] = key.line
    authentication = root.get("authentication")
    if isinstance(authentication, Mapping):
        for key, value in authentication.items:
            if isinstance(value, Mapping):
                for inner, _ in value.items:
                    lines[f"authentication.{key.value}.{inner.value}"] = inner.line
    return lines


def _take_sources(root: Node) -> tuple[Node, Node | None]:
    """Split capabilities.sources (a list of mappings) off for its own check."""
    from runtime.strict_yaml import Mapping

    if not isinstance(root, Mapping):
        return root, None
    capabilities = root.get("capabilities")
    if not isinstance(capabilities, Mapping):
        return root, None
    sources = capabilities.get("sources")
    if sources is None:
        return root, None
    kept = [(k, v) for k, v in capabilities.items if k.value != "sources"]
    trimmed = Mapping(kept, capabilities.line, capabilities.column, capabilities.flow)
    items = [(k, trimmed if k.value == "capabilities" else v) for k, v in root.items]
    return Mapping(items, root.line, root.column, root.flow), sources


def _sources(node: Node, path: str | None, problems: list[Diagnostic]) -> list[Source]:
    from runtime.schema import check
    from runtime.strict_yaml import Scalar, Sequence

    if isinstance(node, Scalar) and node.style == "empty":
        return []
    if not isinstance(node, Sequence):
        problems.append(_at(node, "wrong-type", "capabilities.sources must be a list", "sources"))
        return []
    base = os.path.dirname(os.path.abspath(path)) if path else os.getcwd()
    sources: list[Source] = []
    for index, item in enumerate(node.items):
        where = f"capabilities.sources[{index}]"
        values = check(item, {"name": "str", "dir": "str"}, where, problems)
        if values is None:
            continue
        source = _source(item, values, where, base, problems)
        if source is None:
            continue
        if any(s.name == source.name for s in sources):
            message = f"{where}: source {source.name!r} is named twice"
            problems.append(_at(item, "duplicate-source", message, where))
            continue
        sources.append(source)
    return sources


def _source(
    node: Node, values: dict[str, str], where: str, base: str, problems: list[Diagnostic]
) -> Source | None:
    missing = [key for key in ("name", "dir") if not values.get(key)]
    if missing:
        problems.append(_at(node, "missing-key", f"{where} needs {' and '.join(missing)}", where))
        return None
    name = values["name"]
    if name == CACHE_SOURCE or "/" in name or name.startswith("."):
        problems.append(
            _at(node, "bad-source-name", f"{where}: {name!r} cannot name a source", where)
        )
        return None
    directory = os.path.join(base, os.path.expanduser(values["dir"]))
    return Source(name, os.path.normpath(directory))


def _at(node: Node, code: str, message: str, path: str, severity: str = "error") -> Diagnostic:
    return Diagnostic(
        code, message, line=node.line, column=node.column, path=path, severity=severity
    )


def _apply_authentication(config: Config, section: dict[str, dict[str, Any]]) -> None:
    for provider, keys in section.items():
        for key, value in keys.items():
            config.authentication[provider][key] = value
            config.origins[f"authentication.{provider}.{key}"] = "config"


def _apply_overrides(config: Config, environ: EnvMapping[str, str]) -> None:
    prefix = environment.AUTHENTICATION_PREFIX
    for variable in sorted(v for v in environ if v.startswith(prefix)):
        value = environ[variable]
        if value == "":
            continue  # an empty variable is an unset one
        target = override_target(variable)
        if target is None:
            config.problems.append(_unknown_override(variable))
            continue
        provider, key = target
        converted = _convert(variable, AUTH_KEYS[provider][key], value, config.problems)
        if converted is None:
            continue
        config.authentication[provider][key] = converted
        config.origins[f"authentication.{provider}.{key}"] = f"override {variable}"
        config.overrides.append(Override(variable, f"authentication.{provider}.{key}", converted))


def _unknown_override(variable: str) -> Diagnostic:
    known = ", ".join(override_variable(p, k) for p, keys in AUTH_KEYS.items() for k in keys)
    return Diagnostic(
        "unknown-override",
        f"{variable} overrides no configuration key",
        path=variable,
        hint=f"known overrides: {known}",
    )


def _convert(variable: str, kind: str, value: str, problems: list[Diagnostic]) -> Any:
    if kind == "int":
        if value.isascii() and value.isdigit():
            return int(value)
        problems.append(
            Diagnostic(
                "wrong-type", f"{variable} must be a whole number, not {value!r}", path=variable
            )
        )
        return None
    if kind != "bool":
        return value
    if value in ("true", "false"):
        return value == "true"
    problems.append(
        Diagnostic("wrong-type", f"{variable} must be true or false, not {value!r}", path=variable)
    )
    return None


def _cross_check(config: Config) -> None:
    """Problems no single key shows: dangling names and values of the wrong shape."""
    where = config.path
    for binary, provider in config.command_providers.items():
        if provider not in AUTH_KEYS:
            config.problems.append(
                Diagnostic(
                    "unknown-auth-provider",
                    f"command_providers.{binary}: {provider!r} is not an auth provider "
                    f"({', '.join(AUTH_KEYS)})",
                    path=f"command_providers.{binary}",
                    file=where,
                    line=config.lines.get(f"command_providers.{binary}"),
                )
            )
    _check_github(config)
    _check_authoring_source(config)
    for source in config.sources:
        if not os.path.isdir(source.dir):
            config.problems.append(
                Diagnostic(
                    "source-missing",
                    f"capability source {source.name!r}: {source.dir} is not a directory",
                    path="capabilities.sources",
                    file=where,
                    severity="warning",
                )
            )


def _check_github(config: Config) -> None:
    github = config.authentication["github"]
    problem = base_url_problem(str(github["base_url"]))
    if problem is not None:
        _value_problem(config, "authentication.github.base_url", *problem)
    deadline = github["deadline_ms"]
    if (
        isinstance(deadline, bool)
        or not isinstance(deadline, int)
        or not (0 < deadline <= MAX_GITHUB_DEADLINE_MS)
    ):
        _value_problem(
            config,
            "authentication.github.deadline_ms",
            "bad-deadline",
            f"must be 1 to {MAX_GITHUB_DEADLINE_MS} (milliseconds), not {deadline!r}",
        )
    token_env = str(github["token_env"])
    if not token_env or not all(c.isascii() and (c.isalnum() or c == "_") for c in token_env):
        _value_problem(
            config,
            "authentication.github.token_env",
            "bad-token-env",
            f"must name an environment variable, not {token_env!r}",
        )


def base_url_problem(base_url: str) -> tuple[str, str] | None:
    """(code, message) when BASE_URL cannot be the GitHub API's base, read by `net.url` as the
    client reads it: http(s)://HOST[:PORT][/PATH], no query or fragment, plain http only to
    loopback. (user:password@ is allowed, masked when shown, and never sent.)"""
    from runtime.net.url import UrlError, has_dot_segment, is_loopback_host, parse, shown

    try:
        url = parse(base_url, ("http", "https"))
    except UrlError as error:
        return "bad-base-url", f"must be https://HOST[:PORT][/PATH]: {shown(base_url)!r} ({error})"
    if url.scheme == "http" and not is_loopback_host(url.host):
        return (
            "insecure-base-url",
            f"is plain http:// to a host that is not loopback ({url.host}): the token would "
            "travel in clear text; use https:// (http:// is accepted only for localhost, "
            "*.localhost, 127.0.0.0/8 and [::1], and the client sends the token only on a "
            "connection to a loopback address)",
        )
    extra = [
        name
        for name, present in (
            ("a ?query", url.query is not None),
            ("a #fragment", url.fragment is not None),
            ("a . or .. segment", has_dot_segment(base_url.partition("://")[2])),
        )
        if present
    ]
    if extra:
        return (
            "bad-base-url",
            f"must be https://HOST[:PORT][/PATH], without {' or '.join(extra)}: "
            f"{shown(base_url)!r}",
        )
    return None


def _value_problem(config: Config, key: str, code: str, message: str) -> None:
    """A bad value, placed where it came from: the document's line or the override."""
    origin = config.origins.get(key, "default")
    if origin.startswith("override "):
        variable = origin.removeprefix("override ")
        config.problems.append(Diagnostic(code, f"{variable} {message}", path=variable))
        return
    config.problems.append(
        Diagnostic(code, f"{key} {message}", path=key, file=config.path, line=config.lines.get(key))
    )


def _check_authoring_source(config: Config) -> None:
    name = config.authoring_source
    if name is None or config.source(name) is not None:
        return
    names = ", ".join(s.name for s in config.sources) or "none configured"
    config.problems.append(
        Diagnostic(
            "unknown-source",
            f"capabilities.authoring_source {name!r} names no source in capabilities.sources "
            f"({names})",
            path="capabilities.authoring_source",
            file=config.path,
            line=config.lines.get("capabilities.authoring_source"),
        )
    )
