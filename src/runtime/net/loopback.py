"""Whether a URL or host can only be this machine: where plain http:// may carry a token."""

from __future__ import annotations


def host_of(url: str) -> str:
    """The host of URL, lower case, without credentials, port or IPv6 brackets."""
    authority = url.partition("://")[2] if "://" in url else url
    for end in "/?#":
        authority = authority.split(end, 1)[0]
    host = authority.rpartition("@")[2]
    if host.startswith("["):
        return host[1:].partition("]")[0].lower()
    return host.rpartition(":")[0].lower() if ":" in host else host.lower()


def is_loopback_host(host: str) -> bool:
    """RFC 6761 localhost names, 127.0.0.0/8 and ::1."""
    host = host.lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost") or host == "::1":
        return True
    parts = host.split(".")
    return (
        len(parts) == 4 and parts[0] == "127" and all(p.isdigit() and int(p) < 256 for p in parts)
    )


def is_loopback_url(url: str) -> bool:
    return is_loopback_host(host_of(url))
