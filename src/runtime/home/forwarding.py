"""`audit.forward` of the config: where the trail is forwarded, checked when the config loads.

A value of `home/` (the config reads and checks it) that `audit/forward.py` uses to send; here
so that loading the config never imports the audit package.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# RFC 5424 section 6.2.1
FACILITIES: dict[str, int] = {
    "kern": 0, "user": 1, "mail": 2, "daemon": 3, "auth": 4, "syslog": 5, "lpr": 6,
    "news": 7, "uucp": 8, "cron": 9, "authpriv": 10, "ftp": 11,
    "local0": 16, "local1": 17, "local2": 18, "local3": 19,
    "local4": 20, "local5": 21, "local6": 22, "local7": 23,
}  # fmt: skip


class Settings:
    """`audit.forward` of the config, checked."""

    __slots__ = ("app_name", "ca_file", "facility", "host", "port", "scheme", "timeout_ms", "url")

    def __init__(
        self,
        url: str,
        *,
        ca_file: str | None = None,
        app_name: str = "runtime",
        facility: str = "local0",
        timeout_ms: int = 200,
    ) -> None:
        self.url = url
        self.scheme, self.host, self.port = parse_url(url)
        self.ca_file = ca_file
        self.app_name = app_name
        self.facility = facility
        self.timeout_ms = timeout_ms

    @property
    def timeout(self) -> float:
        return self.timeout_ms / 1000

    def to_json(self) -> dict[str, Any]:
        return {
            "syslog": self.url,
            "ca_file": self.ca_file,
            "app_name": self.app_name,
            "facility": self.facility,
            "timeout_ms": self.timeout_ms,
        }


def parse_url(url: str) -> tuple[str, str, int]:
    """tcp://host:port or tls://host:port -> (scheme, host, port); ValueError says why.

    Read by `net.url`, the one URL parser (an IPv6 collector is written tcp://[::1]:601)."""
    from runtime.net.url import UrlError, parse

    shape = "must be tcp://HOST:PORT or tls://HOST:PORT"
    try:
        parsed = parse(url, ("tcp", "tls"))
    except UrlError as error:
        if "not a TCP port" in str(error):
            raise ValueError(str(error)) from None
        raise ValueError(shape) from None
    extra = parsed.userinfo, parsed.query, parsed.fragment
    if parsed.port is None or parsed.path or any(part is not None for part in extra):
        raise ValueError(shape)
    return parsed.scheme, parsed.host, parsed.port
