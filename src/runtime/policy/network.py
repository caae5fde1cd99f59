"""`command_policy.network`: which destinations a binary's steps may reach, and whether an
unenforced egress may run at all. The proxy's address inside every child's namespace.

A pattern is `HOST[:PORT]`: HOST a name (`api.example.com`), `*.` and a suffix (any name
below it, not the suffix itself), or an address (`10.0.0.5`, `[fd00::1]`); PORT a number
or `*`, 443 when left out. `deny` wins over every grant, the tables' included. The policy
keeps the patterns as written (plain data, digested into saved plans); they are read here.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from runtime.policy.model import Policy

# Where the runtime's proxy listens inside each child's own network namespace. The
# namespace is the child's alone, so one fixed address serves every child, and the tools'
# forced settings (git's http.proxy) can name it before the child starts.
PROXY_HOST = "127.0.0.1"
PROXY_PORT = 3128
PROXY_URL = f"http://{PROXY_HOST}:{PROXY_PORT}"

RULE = "command_policy.network"
ENFORCE_RULE = "command_policy.network.enforce"
DEFAULT_PORT = 443
ANY_PORT = -1


class Pattern:
    """One `HOST[:PORT]` of a document's allow or deny list."""

    __slots__ = ("host", "port", "text")

    def __init__(self, text: str, host: str, port: int) -> None:
        self.text = text
        self.host = host
        self.port = port

    @property
    def wildcard(self) -> bool:
        return self.host.startswith("*.")

    def matches(self, host: str, port: int) -> bool:
        if self.port not in (ANY_PORT, port):
            return False
        host = normal_host(host)
        if self.wildcard:
            suffix = self.host[1:]  # ".example.com"
            return host.endswith(suffix) and len(host) > len(suffix)
        return host == self.host


def normal_host(host: str) -> str:
    """HOST as compared: lower case, no trailing dot, no IPv6 brackets."""
    host = host.strip().lower().rstrip(".")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return host


def parse_pattern(text: str) -> Pattern | str:
    """TEXT as a Pattern, or why it is not one."""
    written = text.strip()
    host, port_text = _split_port(written)
    if port_text is None:
        port = DEFAULT_PORT
    elif port_text == "*":
        port = ANY_PORT
    elif port_text.isdigit() and 0 < int(port_text) < 65536:
        port = int(port_text)
    else:
        return f"{text!r}: the port must be a number from 1 to 65535 or *"
    host = normal_host(host)
    bare = host[2:] if host.startswith("*.") else host
    if not bare or "*" in bare or not all(ch.isalnum() or ch in "-._:" for ch in bare):
        return f"{text!r}: a host is a name, *.SUFFIX or an address"
    return Pattern(written, host, port)


def _split_port(text: str) -> tuple[str, str | None]:
    if text.startswith("["):
        inside, _, after = text[1:].partition("]")
        return inside, after[1:] if after.startswith(":") else None
    if text.count(":") == 1:
        host, _, port = text.partition(":")
        return host, port
    return text, None  # a bare IPv6 address, or no port


class BinaryNetwork:
    """One binary's `allow` and `deny` patterns, read."""

    __slots__ = ("allow", "deny")

    def __init__(self, allow: Sequence[Pattern] = (), deny: Sequence[Pattern] = ()) -> None:
        self.allow = tuple(allow)
        self.deny = tuple(deny)


def patterns(policy: Policy, names: Sequence[str]) -> BinaryNetwork:
    """The patterns for a binary known by NAMES (as typed, its identity): both apply.
    A pattern the document check refused is left out (the document was invalid anyway)."""
    allow: list[Pattern] = []
    deny: list[Pattern] = []
    for name in dict.fromkeys(names):
        lists = policy.network.get(name, {})
        for kind, into in (("allow", allow), ("deny", deny)):
            for text in lists.get(kind, ()):
                pattern = parse_pattern(text)
                if isinstance(pattern, Pattern):
                    into.append(pattern)
    return BinaryNetwork(allow, deny)


def section_problems(section: Mapping[str, object]) -> list[tuple[tuple[str, ...], str]]:
    """A document's `command_policy.network` checked: each problem as (key path below the
    section, message)."""
    from runtime.policy.defaults import NETWORK_ENFORCE_MODES

    problems: list[tuple[tuple[str, ...], str]] = []
    enforce = section.get("enforce")
    if enforce is not None and enforce not in NETWORK_ENFORCE_MODES:
        modes = ", ".join(NETWORK_ENFORCE_MODES)
        problems.append((("enforce",), f"{ENFORCE_RULE} {enforce!r} is not one of {modes}"))
    for binary, lists in section.items():
        if binary == "enforce" or not isinstance(lists, dict):
            continue
        for kind in ("allow", "deny"):
            for index, text in enumerate(lists.get(kind, ())):
                found = parse_pattern(text)
                if isinstance(found, str):
                    where = (binary, kind, str(index))
                    problems.append((where, f"{RULE}.{binary}.{kind} {found}"))
    return problems
