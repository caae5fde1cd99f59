"""A step's egress grant: the destinations (host, port) its child may reach through the proxy.

What the operation being run already says: git's remote for the commands that talk to one
(read from the repository's config through the path guard, or the URL argument; a local
remote needs no network), the configured GitHub host for gh, the current kubeconfig
context's server for kubectl, oc and helm, the registries for `terraform init`, Google's
APIs for gcloud, bq and gsutil; then `command_policy.network.<binary>`: `allow` adds, `deny`
takes away and wins. A command its table does not know, or says needs no network, gets
nothing from either: no grant, no network. The judging half: resolve and plan read it, and
nothing here starts a process or opens a socket.
"""

from __future__ import annotations

import os

from runtime.policy import network as policy_network

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from runtime.policy.floor.model import CanonicalCommand
    from runtime.policy.model import Policy
    from runtime.policy.network import Pattern

GRANT_RULE = "egress grant"
UNENFORCED = "unenforced"
CONFIG_LIMIT = 1024 * 1024


class Destination:
    """One granted (host, port), and why: the rule a connection to it is allowed by.

    BY_NAME: the host was named by configuration or a policy pattern naming it exactly, so
    a private address it resolves to may be reached (never loopback, link-local or metadata).
    LOOPBACK: configuration names a loopback host for it (the GitHub base URL's host)."""

    __slots__ = ("by_name", "host", "loopback", "port", "rule")

    def __init__(
        self, host: str, port: int, rule: str, *, by_name: bool = False, loopback: bool = False
    ) -> None:
        self.host = policy_network.normal_host(host)
        self.port = port
        self.rule = rule
        self.by_name = by_name
        self.loopback = loopback

    def matches(self, host: str, port: int) -> bool:
        if self.port not in (policy_network.ANY_PORT, port):
            return False
        host = policy_network.normal_host(host)
        if self.host.startswith("*."):
            suffix = self.host[1:]
            return host.endswith(suffix) and len(host) > len(suffix)
        return host == self.host

    @property
    def text(self) -> str:
        port = "*" if self.port == policy_network.ANY_PORT else str(self.port)
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{port}"

    def to_json(self) -> dict[str, object]:
        return {"destination": self.text, "rule": self.rule}


class Verdict:
    """The proxy's word on one destination: allowed or not, the rule, and what it lifts."""

    __slots__ = ("allowed", "by_name", "loopback", "rule")

    def __init__(
        self, allowed: bool, rule: str, *, by_name: bool = False, loopback: bool = False
    ) -> None:
        self.allowed = allowed
        self.rule = rule
        self.by_name = by_name
        self.loopback = loopback


class Grant:
    """What one step's child may reach. ENFORCED: whether its egress can be held to it (a
    sandboxed child, own network namespace); unconfined, the grant is what the tables say
    and nothing holds the child to it. EFFECT: the step's judged effect (which requests
    may carry a brokered credential)."""

    __slots__ = ("binary", "denied", "destinations", "effect", "enforced", "notes")

    def __init__(
        self,
        binary: str,
        destinations: Sequence[Destination] = (),
        denied: Sequence[Pattern] = (),
        *,
        effect: str = "read",
        enforced: bool = True,
        notes: Sequence[str] = (),
    ) -> None:
        self.binary = binary
        self.destinations = tuple(destinations)
        self.denied = tuple(denied)
        self.effect = effect
        self.enforced = enforced
        self.notes = tuple(notes)

    @property
    def empty(self) -> bool:
        return not self.destinations

    def judge(self, host: str, port: int) -> Verdict:
        """Deny patterns first, then the grant's destinations; nothing else is reached."""
        for pattern in self.denied:
            if pattern.matches(host, port):
                rule = f'{policy_network.RULE}.{self.binary}.deny "{pattern.text}"'
                return Verdict(False, rule)
        for destination in self.destinations:
            if destination.matches(host, port):
                return Verdict(
                    True,
                    destination.rule,
                    by_name=destination.by_name,
                    loopback=destination.loopback,
                )
        return Verdict(False, GRANT_RULE)

    def to_json(self) -> dict[str, object]:
        return {
            "enforced": self.enforced,
            "status": ("enforced" if self.enforced else UNENFORCED)
            if self.destinations
            else "none",
            "allow": [destination.to_json() for destination in self.destinations],
            "deny": [pattern.text for pattern in self.denied],
            "notes": list(self.notes),
        }


def grant_for(
    identity: str,
    name: str,
    args: Sequence[str],
    canonical: CanonicalCommand,
    policy: Policy,
    cwd: str,
    *,
    enforced: bool,
    effect: str | None = None,
) -> Grant:
    """The step's grant: the tables' destinations for CANONICAL, then the policy's patterns.
    NAME is the binary as typed, IDENTITY what it is (both name its policy entries)."""
    names = tuple(dict.fromkeys((name, identity)))
    patterns = policy_network.patterns(policy, names)
    judged_effect = effect or canonical.effect
    if not canonical.known or not canonical.network:
        why = "not in its table" if not canonical.known else "needs no network"
        return Grant(
            name,
            denied=patterns.deny,
            effect=judged_effect,
            enforced=enforced,
            notes=(f"{name} {canonical.path or '(no command)'}: {why}",),
        )
    reader = _READERS.get(identity)
    destinations, notes = reader(canonical, args, policy, cwd) if reader else ([], [])
    for pattern in patterns.allow:
        rule = f'{policy_network.RULE}.{name}.allow "{pattern.text}"'
        destinations.append(
            Destination(pattern.host, pattern.port, rule, by_name=not pattern.wildcard)
        )
    return Grant(
        name, destinations, patterns.deny, effect=judged_effect, enforced=enforced, notes=notes
    )


# --- options that move the destination: judged, not followed --------------------------------

# Per tool: options whose value names where the tool connects (a URL or host:port), and
# options that weaken or redirect the connection without naming a destination. Refused
# unless the policy allows: a destination by an `allow` pattern covering it, an option by
# `command_policy.network.<binary>.options` naming it.
_DESTINATION_OPTIONS: dict[str, tuple[str, ...]] = {
    "kubectl": ("--server", "-s"),
    "oc": ("--server", "-s"),
    "helm": ("--kube-apiserver",),
    "bq": ("--api",),
    "gcloud": ("--api-endpoint-overrides",),
}
_WEAKENING_OPTIONS: dict[str, tuple[str, ...]] = {
    "kubectl": ("--insecure-skip-tls-verify", "--tls-server-name"),
    "oc": ("--insecure-skip-tls-verify", "--tls-server-name"),
    "helm": (
        "--kube-insecure-skip-tls-verify",
        "--kube-tls-server-name",
        "--insecure-skip-tls-verify",
    ),
}
# git configuration on the command line (`-c KEY=VALUE`, `--config-env KEY=VAR`) that moves
# where git connects, through what, or whether it checks whom it reached.
_GIT_MOVING_KEYS = ("proxy", "url", "pushurl", "insteadof", "pushinsteadof", "sslverify",
                    "sslcainfo", "sslcapath", "curloptresolve", "proxysslcainfo")  # fmt: skip


def moved_destination(
    identity: str, name: str, args: Sequence[str], policy: Policy
) -> tuple[str, str] | None:
    """(rule, message) when ARGS move or weaken the destination beyond what policy allows."""
    names = tuple(dict.fromkeys((name, identity)))
    patterns = policy_network.patterns(policy, names)
    admitted = {option for n in names for option in policy.network.get(n, {}).get("options", ())}
    rule = f"{policy_network.RULE}.{name}"
    if identity == "git":
        found = _git_moving_setting(args)
        if found is not None and found.partition("=")[0].lower() not in admitted:
            return rule, (
                f"git {found!r} on the command line moves where git connects; the step's "
                f"grant is judged from the repository and the arguments (admit the key in "
                f"{rule}.options)"
            )
        return None
    for option, value in _options_with_values(args, _DESTINATION_OPTIONS.get(identity, ())):
        target = url_destination(value if "://" in value else f"https://{value}", "")
        if target is None or not any(p.matches(target.host, target.port) for p in patterns.allow):
            return rule, (
                f"{name} {option} {value} names a destination no {rule}.allow pattern covers; "
                "the destination comes from configuration, not from the arguments"
            )
    if identity in ("kubectl", "oc"):
        for _, value in _options_with_values(args, ("--raw",)):
            if "://" in value:
                return rule, f"{name} --raw {value}: a URL names its own destination"
    for option in _WEAKENING_OPTIONS.get(identity, ()):
        if _present(args, option) and option not in admitted:
            return rule, (
                f"{name} {option} changes which server the connection trusts; admit it in "
                f"{rule}.options"
            )
    return None


def _options_with_values(args: Sequence[str], options: Sequence[str]) -> list[tuple[str, str]]:
    """Each (option, value) of OPTIONS in ARGS: `--o V`, `--o=V`, and `-sV` for a short one."""
    found: list[tuple[str, str]] = []
    words = list(args)
    for index, word in enumerate(words):
        if word == "--":
            break
        for option in options:
            if word == option and index + 1 < len(words):
                found.append((option, words[index + 1]))
            elif word.startswith(option + "="):
                found.append((option, word[len(option) + 1 :]))
            elif len(option) == 2 and word.startswith(option) and len(word) > 2:
                found.append((option, word[2:]))
    return found


def _present(args: Sequence[str], option: str) -> bool:
    for word in args:
        if word == "--":
            return False
        name, _, value = word.partition("=")
        if name == option and value.lower() not in ("false", "0"):
            return True
    return False


def _git_moving_setting(args: Sequence[str]) -> str | None:
    """The first `-c`/`--config-env` setting among git's global options that moves its
    destination (`http.proxy`, `remote.origin.url`, `url.X.insteadOf`, `http.sslVerify`)."""
    words = iter(args)
    for word in words:
        if word in ("-c", "--config-env"):
            setting = next(words, "")
        elif word.startswith(("-c", "--config-env=")) and word not in ("-C",):
            setting = word.split("=", 1)[1] if word.startswith("--config-env=") else word[2:]
        elif word in _GIT_GLOBAL_VALUES:
            next(words, "")
            continue
        elif word.startswith("-"):
            continue
        else:
            return None  # the command: what follows are its own arguments
        key = setting.partition("=")[0].lower()
        if key.rsplit(".", 1)[-1] in _GIT_MOVING_KEYS and key.split(".", 1)[0] in (
            "http", "remote", "url", "https"
        ):  # fmt: skip
            return setting
    return None


# --- the tables' destinations, per tool ---------------------------------------------------


def url_destination(url: str, rule: str, *, by_name: bool = True) -> Destination | None:
    """The (host, port) an http(s) URL reaches, or None for any other kind of URL."""
    scheme, sep, rest = url.partition("://")
    if not sep or scheme.lower() not in ("http", "https"):
        return None
    authority = rest.split("/", 1)[0].split("?", 1)[0].split("#", 1)[0]
    authority = authority.rpartition("@")[2]
    default = 443 if scheme.lower() == "https" else 80
    if authority.startswith("["):
        host, _, after = authority[1:].partition("]")
        port_text = after[1:] if after.startswith(":") else ""
    else:
        host, _, port_text = authority.partition(":")
    if not host or (port_text and not port_text.isdigit()):
        return None
    port = int(port_text) if port_text else default
    return Destination(host, port, rule, by_name=by_name)


# git ------------------------------------------------------------------------------------

_GIT_REMOTE_COMMANDS = frozenset({"fetch", "pull", "push", "push --force", "push --delete",
                                  "clone", "ls-remote"})  # fmt: skip
_GIT_GLOBAL_VALUES = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace",
                                "--config-env", "--super-prefix", "--attr-source"})  # fmt: skip


def _git(
    canonical: CanonicalCommand, args: Sequence[str], policy: Policy, cwd: str
) -> tuple[list[Destination], list[str]]:
    if canonical.path not in _GIT_REMOTE_COMMANDS:
        return [], [f"git {canonical.path}: talks to no remote the table knows"]
    remote = _first_positional(canonical.rest)
    if canonical.path == "clone" or (remote is not None and _is_url(remote)):
        if remote is None:
            return [], ["git clone names no repository"]
        return _git_urls([remote], f"git {canonical.path} URL argument")
    start = os.path.join(cwd, *canonical.directories)
    config, where = _git_config(policy, start)
    if config is None:
        return [], [f"no repository configuration readable from {os.path.realpath(start)}"]
    names = [remote] if remote is not None else _default_remotes(config)
    destinations: list[Destination] = []
    notes: list[str] = []
    for name in names:
        urls = remote_urls(config, name)
        if not urls:
            notes.append(f'git remote "{name}" has no url in {where}')
        found, more = _git_urls(urls, f'git remote "{name}" ({where})')
        destinations += found
        notes += more
    return destinations, notes


def _first_positional(rest: Sequence[str]) -> str | None:
    skip = False
    for word in rest:
        if skip:
            skip = False
            continue
        if word in _GIT_GLOBAL_VALUES:
            skip = True
            continue
        if word == "--" or word.startswith("-"):
            continue
        return word
    return None


def _is_url(word: str) -> bool:
    return "://" in word or (":" in word and "/" not in word.split(":", 1)[0] and "@" in word)


def _git_urls(urls: Sequence[str], rule: str) -> tuple[list[Destination], list[str]]:
    destinations: list[Destination] = []
    notes: list[str] = []
    for url in urls:
        found = url_destination(url, rule)
        if found is not None:
            destinations.append(found)
        elif "://" in url and not url.lower().startswith("file://"):
            notes.append(f"{url.split('://')[0]}:// remotes are not reached through the proxy")
        elif "://" not in url and ":" in url and "@" in url:
            notes.append("ssh remotes are not reached through the proxy")
        # a local path (or file://) needs no network
    return destinations, notes


def _default_remotes(config: str) -> list[str]:
    """The remotes a command without one reaches: the current branch's, else origin."""
    found = [
        value
        for key, value in config_values(config)
        if key in ("remote.pushdefault",) or (key.startswith("branch.") and key.endswith(".remote"))
    ]
    return list(dict.fromkeys([*found, "origin"]))


def remote_urls(config: str, name: str) -> list[str]:
    """Every `url` and `pushurl` of `[remote "NAME"]` in git config text."""
    wanted = (f"remote.{name.lower()}.url", f"remote.{name.lower()}.pushurl")
    return [value for key, value in config_values(config) if key in wanted]


def config_values(config: str) -> list[tuple[str, str]]:
    """(section.subsection.name lower-cased, value) pairs of plain `key = value` lines."""
    pairs: list[tuple[str, str]] = []
    section = ""
    for raw in config.splitlines():
        line = raw.strip()
        if line.startswith("["):
            header = line[1:].partition("]")[0].strip()
            head, _, sub = header.partition(" ")
            sub = sub.strip().strip('"')
            section = f"{head}.{sub}" if sub else head
            continue
        key, equals, value = line.partition("=")
        if equals and section and not key.strip().startswith(("#", ";")):
            pairs.append((f"{section}.{key.strip()}".lower(), value.strip().strip('"')))
    return pairs


def _git_config(policy: Policy, start: str) -> tuple[str | None, str]:
    from runtime.engines.files import read_bytes
    from runtime.policy.pathguard import PathDenied, PathGuard

    directory = os.path.realpath(start)
    while True:
        path = os.path.join(directory, ".git", "config")
        if os.path.isfile(path):
            try:
                target = PathGuard.reading(policy, start, "read").resolve(path)
                data = read_bytes(target, CONFIG_LIMIT)
            except (PathDenied, OSError):
                return None, path
            return data.decode("utf-8", "replace"), path
        parent = os.path.dirname(directory)
        if parent == directory:
            return None, ""
        directory = parent


# gh, kubectl, terraform, gcloud ----------------------------------------------------------


def github_destinations() -> list[Destination]:
    """The configured GitHub host: the REST base URL's host and the host gh is told to use.
    A loopback base URL (a GitHub stand-in, a local mirror) is reachable: configuration, not
    a child, named it."""
    from runtime.home.config import setting
    from runtime.net.url import is_loopback_host

    base = (setting("github", "base_url") or "https://api.github.com").rstrip("/")
    rule = "github host (authentication.github.base_url)"
    api = url_destination(base, rule)
    if api is None:
        return []
    hosts = [api.host]
    web = "github.com" if api.host == "api.github.com" else api.host.removeprefix("api.")
    hosts.append(web)
    loopback = is_loopback_host(api.host)
    return [
        Destination(host, api.port, rule, by_name=True, loopback=loopback)
        for host in dict.fromkeys(hosts)
    ]


def _gh(
    canonical: CanonicalCommand, args: Sequence[str], policy: Policy, cwd: str
) -> tuple[list[Destination], list[str]]:
    return github_destinations(), []


def _kube(
    canonical: CanonicalCommand, args: Sequence[str], policy: Policy, cwd: str
) -> tuple[list[Destination], list[str]]:
    from runtime.context.tools import kube_server

    server, where = kube_server(os.environ)
    if server is None:
        return [], [where]
    found = url_destination(server, f"kubeconfig server ({where})")
    return ([found], []) if found is not None else ([], [f"{where}: server {server!r} unread"])


_TERRAFORM_NETWORK = frozenset({"init", "get", "providers lock", "providers mirror"})
_REGISTRIES = {
    "terraform": ("registry.terraform.io", "releases.hashicorp.com"),
    "tofu": ("registry.opentofu.org", "github.com", "objects.githubusercontent.com"),
}


def _terraform(
    canonical: CanonicalCommand, args: Sequence[str], policy: Policy, cwd: str
) -> tuple[list[Destination], list[str]]:
    if canonical.path not in _TERRAFORM_NETWORK:
        return [], [f"{canonical.binary} {canonical.path}: providers' endpoints are policy's word"]
    hosts = _REGISTRIES["tofu" if canonical.binary == "tofu" else "terraform"]
    return [Destination(host, 443, f"{canonical.binary} registry") for host in hosts], []


def _google(
    canonical: CanonicalCommand, args: Sequence[str], policy: Policy, cwd: str
) -> tuple[list[Destination], list[str]]:
    rule = "Google APIs"
    return [
        Destination("*.googleapis.com", 443, rule),
        Destination("accounts.google.com", 443, rule),
    ], []


def _helm(
    canonical: CanonicalCommand, args: Sequence[str], policy: Policy, cwd: str
) -> tuple[list[Destination], list[str]]:
    destinations, notes = _kube(canonical, args, policy, cwd)
    for word in canonical.rest:
        found = url_destination(word, f"helm {canonical.path} URL argument")
        if found is not None:
            destinations.append(found)
    return destinations, notes


_READERS: Mapping[
    str,
    Callable[[CanonicalCommand, Sequence[str], Policy, str], tuple[list[Destination], list[str]]],
] = {
    "git": _git,
    "gh": _gh,
    "kubectl": _kube,
    "oc": _kube,
    "helm": _helm,
    "terraform": _terraform,
    "tofu": _terraform,
    "gcloud": _google,
    "bq": _google,
    "gsutil": _google,
}
