"""URLs read one way (RFC 3986), for every check and every request.

The loopback rule, the HTTP client, redirects, pagination links, the syslog collector and
the proxy settings all read a URL through `parse`, so no check can look at one host while a
connection goes to another (`http://127.0.0.1#@other:80` has the host 127.0.0.1 for all of
them, and the fragment is never sent). What is ambiguous is refused rather than guessed:
two `@` in an authority, characters RFC 3986 does not allow there, a percent-encoded or
non-ASCII host, numeric hosts other than dotted-quad IPv4 (`127.1`, `0x7f.0.0.1` and
`2130706433` reach 127.0.0.1 through getaddrinfo but look like names), IPv6 zone ids.

API (a leaf: imports nothing of the runtime):
- `parse(text, schemes=None)` -> `Url`, or `UrlError` (a ValueError) saying why;
- `Url.join(reference)`: a Location or Link target resolved against this URL (RFC 3986 5.2);
- `Url.within(base)`: same origin, and a path at or under the base's path that no spelling of
  a dot segment (`%2e%2e`, `..;`, `%5c`) can take out of it;
- `has_dot_segment(path)`, `is_loopback_host(host)`, `is_loopback_address(address)`,
  `shown(text)` (a URL with any credentials masked, for messages).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection

DEFAULT_PORTS = {"http": 80, "https": 443}

_ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DIGITS = "0123456789"
_UNRESERVED = frozenset(_ALPHA + _DIGITS + "-._~")
_SUB_DELIMS = frozenset("!$&'()*+,;=")
# What a path or query may hold as written (RFC 3986 pchar, "/" and "?"); "%" as written,
# anything else (a space, non-ASCII, a backslash) is percent-encoded as UTF-8.
_PATH_CHARS = _UNRESERVED | _SUB_DELIMS | frozenset(":@/?%")
_USERINFO_CHARS = _UNRESERVED | _SUB_DELIMS | frozenset(":%")
_HOST_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz" + _DIGITS + "-._")
_SCHEME_CHARS = frozenset(_ALPHA + _DIGITS + "+-.")


class UrlError(ValueError):
    """Not a URL this runtime will use; the message says why."""


class Url:
    """One parsed absolute URL. Immutable by convention; `str()` is what may be sent."""

    __slots__ = ("fragment", "host", "path", "port", "query", "scheme", "userinfo")

    def __init__(
        self,
        scheme: str,
        host: str,
        port: int | None,
        path: str,
        query: str | None = None,
        fragment: str | None = None,
        userinfo: str | None = None,
    ) -> None:
        self.scheme = scheme  # lower case
        self.host = host  # lower case; an IPv6 literal without brackets, compressed
        self.port = port  # as written, else the scheme's default, else None
        self.path = path  # dot segments removed; "" when none was written
        self.query = query  # without "?"; None when there was no "?"
        self.fragment = fragment  # never sent
        self.userinfo = userinfo  # never sent by the client; masked in messages

    @property
    def is_ipv6(self) -> bool:
        return ":" in self.host

    @property
    def bracketed_host(self) -> str:
        return f"[{self.host}]" if self.is_ipv6 else self.host

    @property
    def authority(self) -> str:
        """host[:port] as a Host header carries it: the port only when not the default."""
        default = DEFAULT_PORTS.get(self.scheme)
        if self.port is None or self.port == default:
            return self.bracketed_host
        return f"{self.bracketed_host}:{self.port}"

    @property
    def host_port(self) -> str:
        """host:port always (a CONNECT request's target)."""
        return f"{self.bracketed_host}:{self.port}"

    @property
    def origin(self) -> str:
        return f"{self.scheme}://{self.authority}"

    @property
    def target(self) -> str:
        """The request target: the path (at least "/") and the query."""
        path = self.path or "/"
        return path if self.query is None else f"{path}?{self.query}"

    def __str__(self) -> str:
        return self.origin + self.target

    def __repr__(self) -> str:
        return f"Url({shown(str(self))!r})"

    def join(self, reference: str) -> Url:
        """REFERENCE (a Location header, a Link target) resolved against this URL."""
        return parse(_resolve(self, reference))

    def same_origin(self, other: Url) -> bool:
        return (self.scheme, self.host, self.port) == (other.scheme, other.host, other.port)

    def within(self, base: Url) -> bool:
        """Same origin as BASE, and a path equal to or under BASE's path.

        The path is already free of literal dot segments (parse removed them); a spelling a
        server may decode into one (`%2e%2e`, `%252e`, `..;`, a backslash) counts as leaving.
        """
        if not self.same_origin(base) or has_dot_segment(self.path):
            return False
        prefix = base.path.rstrip("/")
        path = self.path or "/"
        return not prefix or path == prefix or path.startswith(prefix + "/")


def parse(text: str, schemes: Collection[str] | None = None) -> Url:
    """TEXT as an absolute URL of one of SCHEMES (any when None); UrlError says what is wrong.

    The same text is read once a process (a base URL is read for the check, each request
    and its scope): the Url returned is shared, and nobody changes one."""
    key = (text, tuple(schemes) if schemes is not None else None)
    found = _parsed.get(key)
    if found is None:
        if len(_parsed) >= _PARSED_KEPT:
            _parsed.clear()
        found = _parsed[key] = _parse(text, schemes)
    return found


_parsed: dict[tuple[str, tuple[str, ...] | None], Url] = {}
_PARSED_KEPT = 256


def _parse(text: str, schemes: Collection[str] | None) -> Url:
    if not (text.isascii() and text.isprintable()) and any(ch < " " or ch == "\x7f" for ch in text):
        raise UrlError("a URL may hold no control character")
    scheme, sep, rest = text.partition("://")
    if not sep or not scheme or scheme[0] not in _ALPHA or not set(scheme) <= _SCHEME_CHARS:
        raise UrlError("not an absolute URL (SCHEME://HOST...)")
    scheme = scheme.lower()
    if schemes is not None and scheme not in schemes:
        raise UrlError(f"the scheme {scheme}:// is not one of {', '.join(sorted(schemes))}")
    end = len(rest)
    for mark in "/?#":
        found = rest.find(mark)
        if found != -1:
            end = min(end, found)
    authority, rest = rest[:end], rest[end:]
    rest, hashed, fragment = rest.partition("#")
    path, asked, query = rest.partition("?")
    userinfo, host, port = _authority(authority, scheme)
    return Url(
        scheme,
        host,
        port,
        _remove_dot_segments(_normalised(path)),
        _normalised(query) if asked else None,
        fragment if hashed else None,
        userinfo,
    )


def _authority(authority: str, scheme: str) -> tuple[str | None, str, int | None]:
    if " " in authority:
        raise UrlError("a space in the host part")
    userinfo: str | None = None
    if "@" in authority:
        userinfo, _, authority = authority.partition("@")
        if "@" in authority:
            raise UrlError("an authority with two '@' (user information cannot hold one)")
        if not set(userinfo) <= _USERINFO_CHARS:
            raise UrlError("user information with characters RFC 3986 does not allow")
    if authority.startswith("["):
        literal, closed, after = authority[1:].partition("]")
        if not closed:
            raise UrlError("an IPv6 literal without its closing ']'")
        host = _ipv6(literal)
        if after and not after.startswith(":"):
            raise UrlError(f"text after the IPv6 literal: {after!r}")
        port_text = after[1:] if after else None
    else:
        host, colon, port_text_found = authority.partition(":")
        port_text = port_text_found if colon else None
        host = _reg_name_or_ipv4(host.lower())
    return userinfo, host, _port(port_text, scheme)


def _port(text: str | None, scheme: str) -> int | None:
    if text is None:
        return DEFAULT_PORTS.get(scheme)
    if not text or not text.isascii() or not text.isdigit() or not 0 < int(text) < 65536:
        raise UrlError(f"port {text!r} is not a TCP port (1-65535)")
    return int(text)


def _ipv6(literal: str) -> str:
    if "%" in literal:
        raise UrlError("an IPv6 zone id (%...) names an interface, not a host")
    if not literal or not set(literal.lower()) <= frozenset("0123456789abcdef:."):
        raise UrlError(f"[{literal}] is not an IPv6 address")
    import ipaddress

    try:
        return ipaddress.IPv6Address(literal).compressed
    except ValueError:
        raise UrlError(f"[{literal}] is not an IPv6 address") from None


def _reg_name_or_ipv4(host: str) -> str:
    if not host:
        raise UrlError("a URL without a host")
    if not host.isascii():
        raise UrlError(f"the host {host!r} is not ASCII (write an IDN host in its xn-- form)")
    if not set(host) <= _HOST_CHARS:
        raise UrlError(f"the host {host!r} holds characters a host name cannot")
    labels = host.removesuffix(".").split(".")
    if "" in labels:
        raise UrlError(f"the host {host!r} has an empty label")
    last = labels[-1]
    if last.isdigit() or last.startswith("0x"):  # read as IPv4 by getaddrinfo and browsers
        if len(labels) != 4 or not all(_decimal_octet(label) for label in labels):
            raise UrlError(
                f"the host {host!r} is a numeric address in a form other than dotted-quad "
                "(a.b.c.d, decimal): write the address that is meant"
            )
        return host.removesuffix(".")
    return host


def _decimal_octet(label: str) -> bool:
    return label.isdigit() and int(label) < 256 and (label == "0" or not label.startswith("0"))


def _normalised(text: str) -> str:
    """A path or query with what RFC 3986 does not allow there percent-encoded (UTF-8)."""
    if set(text) <= _PATH_CHARS:
        return text
    return "".join(
        ch if ch in _PATH_CHARS else "".join(f"%{byte:02X}" for byte in ch.encode("utf-8"))
        for ch in text
    )


def _remove_dot_segments(path: str) -> str:
    """RFC 3986 section 5.2.4."""
    if "." not in path:
        return path
    output: list[str] = []
    segments = path.split("/")
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        if segment == ".":
            if last:
                output.append("")
        elif segment == "..":
            if len(output) > 1:
                output.pop()
            if last:
                output.append("")
        else:
            output.append(segment)
    joined = "/".join(output)
    if path.startswith("/") and not joined.startswith("/"):
        joined = "/" + joined
    return joined


def _resolve(base: Url, reference: str) -> str:
    """RFC 3986 section 5.2.2, to a string `parse` reads (dot segments go there)."""
    head = reference.partition(":")[0]
    if ":" in reference and head and head[0] in _ALPHA and set(head) <= _SCHEME_CHARS:
        return reference  # absolute: a scheme (no "/" can be in one)
    if reference.startswith("//"):
        return f"{base.scheme}:{reference}"
    origin = f"{base.scheme}://{base.authority}"
    body, hashed, fragment = reference.partition("#")
    tail = f"#{fragment}" if hashed else ""
    path, asked, query = body.partition("?")
    if not path:
        keep = base.path + (f"?{base.query}" if base.query is not None and not asked else "")
        return origin + keep + (f"?{query}" if asked else "") + tail
    if not path.startswith("/"):
        directory = base.path.rpartition("/")[0] if base.path else ""
        path = f"{directory}/{path}"
    return origin + path + (f"?{query}" if asked else "") + tail


_DECODED_SEPARATORS = (("%2e", "."), ("%2f", "/"), ("%5c", "/"), ("\\", "/"))
_OVERLONG = (("%c0%ae", "."), ("%c0%af", "/"), ("%e0%80%ae", "."))


def has_dot_segment(path: str) -> bool:
    """Whether PATH has a `.` or `..` segment in any spelling a server might decode to one:
    `%2e`, `%2f` and `%5c`, percent-encoded again (`%252e`), backslashes, overlong UTF-8,
    and `;parameters` after the dots (`..;x`)."""
    plain = path.lower()
    for _ in range(len(plain)):  # each round decodes one more level of %25
        decoded = plain.replace("%25", "%")
        if decoded == plain:
            break
        plain = decoded
    for spelled, meant in (*_OVERLONG, *_DECODED_SEPARATORS):
        plain = plain.replace(spelled, meant)
    return any(segment.partition(";")[0] in (".", "..") for segment in plain.split("/"))


def is_loopback_host(host: str) -> bool:
    """A host that can only be this machine by name or literal: RFC 6761 localhost names,
    127.0.0.0/8, ::1 and IPv4-mapped 127.0.0.0/8. (A name is only a name: the client checks
    the address it connected to, too.)"""
    host = host.lower().removesuffix(".")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    return host == "localhost" or host.endswith(".localhost") or is_loopback_address(host)


def is_loopback_address(address: str) -> bool:
    """A numeric address (as getpeername gives it) on the loopback network."""
    address = address.lower()
    if ":" in address:  # IPv6: ::1, or IPv4-mapped 127.0.0.0/8 in any spelling
        import ipaddress

        try:
            parsed = ipaddress.IPv6Address(address)
        except ValueError:
            return False
        mapped = parsed.ipv4_mapped
        return parsed.is_loopback or (mapped is not None and mapped.is_loopback)
    parts = address.split(".")
    return len(parts) == 4 and parts[0] == "127" and all(_decimal_octet(p) for p in parts)


def shown(text: str) -> str:
    """TEXT with any user:password@ masked: a URL as a message may print it."""
    scheme, sep, rest = text.partition("://")
    if not sep:
        return text
    end = len(rest)
    for mark in "/?#":
        found = rest.find(mark)
        if found != -1:
            end = min(end, found)
    authority = rest[:end]
    if "@" not in authority:
        return text
    return f"{scheme}://***@{authority.rpartition('@')[2]}{rest[end:]}"
