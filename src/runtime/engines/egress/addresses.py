"""Names judged after resolution: the proxy resolves a granted name itself, refuses every
address no grant may reach, and connects to an address it checked (never a second lookup).

Never reached, whatever the name: loopback and the unspecified address (0.0.0.0 reaches the
host itself), link-local (cloud metadata among it: 169.254.169.254, fd00:ec2::254),
multicast and reserved ranges, and IPv6 forms that carry an IPv4 address (mapped, compatible,
6to4, Teredo, NAT64), judged as what they carry would be and refused all the same. Private
ranges (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) only for a host allowed by name.
A bare address is a destination only when the grant names it. The one exception is made
by configuration: a loopback host the GitHub base URL names (a stand-in, a local mirror).
"""

from __future__ import annotations

import ipaddress
import socket

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ipaddress import IPv4Address, IPv6Address

# Cloud metadata services, refused as such even where a range would let them pass.
METADATA = frozenset(
    {
        ipaddress.ip_address("169.254.169.254"),
        ipaddress.ip_address("fd00:ec2::254"),
        ipaddress.ip_address("100.100.100.200"),  # Alibaba
        ipaddress.ip_address("192.0.0.192"),  # Oracle
    }
)
_SHARED = ipaddress.ip_network("100.64.0.0/10")
_THIS_NETWORK = ipaddress.ip_network("0.0.0.0/8")  # 0.0.0.0 reaches the host itself
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_NAT64_LOCAL = ipaddress.ip_network("64:ff9b:1::/48")


class Refused(Exception):
    """A destination the proxy will not connect to, and why (for the child and the audit)."""


def literal(host: str) -> IPv4Address | IPv6Address | None:
    """HOST as an address when it is one in any spelling the C library accepts
    (`127.1`, `0x7f.0.0.1`, `2130706433` are 127.0.0.1), else None."""
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        pass
    try:
        found = socket.getaddrinfo(host, None, flags=socket.AI_NUMERICHOST)
    except (socket.gaierror, UnicodeError, ValueError):
        return None
    return ipaddress.ip_address(found[0][4][0]) if found else None


def why_refused(
    address: IPv4Address | IPv6Address, *, by_name: bool, loopback: bool = False
) -> str | None:
    """Why ADDRESS may not be reached (None: it may). BY_NAME: the grant named the host
    exactly, so private ranges are allowed; LOOPBACK: configuration made the exception."""
    embedded = _embedded_ipv4(address)
    if embedded is not None:
        return f"an IPv6 form carrying the IPv4 address {embedded}"
    if address in METADATA:
        return "a cloud metadata address"
    if address.is_loopback or address.is_unspecified or address in _THIS_NETWORK:
        return None if loopback and address.is_loopback else "a loopback address"
    if address.is_link_local:
        return "a link-local address"
    if address.is_multicast or address.is_reserved:
        return "a multicast or reserved address"
    if address.is_private or address in _SHARED:
        return None if by_name else "a private address (allowed only for a host named in policy)"
    if not address.is_global:
        return "an address that is not globally routable"
    return None


def _embedded_ipv4(address: IPv4Address | IPv6Address) -> IPv4Address | None:
    if address.version == 4:
        return None
    assert isinstance(address, ipaddress.IPv6Address)
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    if address in _NAT64 or address in _NAT64_LOCAL:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    packed = int(address)
    if packed >> 32 == 0 and packed > 1:  # IPv4-compatible ::a.b.c.d (deprecated)
        return ipaddress.IPv4Address(packed)
    return None


def resolve(
    host: str, port: int, *, by_name: bool, loopback: bool = False, literal_allowed: bool = False
) -> list[tuple[int, tuple[str, int]]]:
    """The checked addresses of HOST:PORT, each as (family, sockaddr), in the resolver's
    order; Refused when none may be reached. LITERAL_ALLOWED: the grant names this address."""
    named = literal(host)
    if named is not None:
        if not literal_allowed:
            raise Refused(f"{host} is a bare IP address, and no grant names it")
        why = why_refused(named, by_name=True, loopback=loopback)
        if why is not None:
            raise Refused(f"{host} is {why}")
        family = socket.AF_INET6 if named.version == 6 else socket.AF_INET
        return [(family, (str(named), port))]
    if not _plain_name(host):
        raise Refused(f"{host!r} is not a host name")
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError) as error:
        raise Refused(f"{host} does not resolve ({error})") from None
    checked: list[tuple[int, tuple[str, int]]] = []
    reasons: list[str] = []
    for family, _, _, _, sockaddr in found:
        if family not in (socket.AF_INET, socket.AF_INET6):
            continue
        address = ipaddress.ip_address(str(sockaddr[0]).partition("%")[0])
        why = why_refused(address, by_name=by_name, loopback=loopback)
        if why is None:
            checked.append((family, (str(address), port)))
        else:
            reasons.append(f"{address} ({why})")
    if not checked:
        shown = "; ".join(dict.fromkeys(reasons)) or "no address"
        raise Refused(f"{host} resolves only to addresses no grant may reach: {shown}")
    return checked


def _plain_name(host: str) -> bool:
    labels = host.rstrip(".").split(".")
    return (
        0 < len(host) <= 253
        and all(0 < len(label) <= 63 for label in labels)
        and all(ch.isascii() and (ch.isalnum() or ch in "-_") for label in labels for ch in label)
    )


def connect(addresses: list[tuple[int, tuple[str, int]]], timeout: float) -> socket.socket:
    """A connection to the first of the checked ADDRESSES that answers."""
    last: OSError | None = None
    for family, sockaddr in addresses:
        connection = socket.socket(family, socket.SOCK_STREAM)
        connection.settimeout(timeout)
        try:
            connection.connect(sockaddr)
        except OSError as error:
            connection.close()
            last = error
            continue
        connection.settimeout(None)
        return connection
    raise last or OSError("no address to connect to")
