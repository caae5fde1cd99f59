"""Names judged after resolution (issue 25): the proxy resolves a granted name itself and
connects only to an address it checked. In process, with the resolver answering what a
hostile DNS would (a granted name pointing at loopback, metadata, a mapped address)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest

from runtime.engines.egress import addresses
from runtime.engines.egress.grants import Destination, Grant
from runtime.engines.egress.proxy import Proxy
from support.egress import recorder

NEVER = [
    "127.0.0.1", "127.1.2.3", "0.0.0.0", "0.1.2.3", "::1", "::", "169.254.169.254",
    "169.254.1.1", "fe80::1", "fd00:ec2::254", "100.100.100.200", "224.0.0.1", "240.0.0.1",
    "255.255.255.255", "::ffff:127.0.0.1", "::ffff:8.8.8.8", "::127.0.0.1", "2002:7f00:1::",
    "64:ff9b::7f00:1", "2001:0:4136:e378:8000:63bf:80ff:fffe",
]  # fmt: skip
PRIVATE = ["10.0.0.1", "172.16.0.1", "192.168.1.1", "100.64.0.1", "fd12:3456::1", "192.0.2.2"]
PUBLIC = ["8.8.8.8", "2606:4700::1111"]


@pytest.mark.parametrize("text", NEVER)
def test_addresses_no_grant_may_reach(text: str) -> None:
    import ipaddress

    address = ipaddress.ip_address(text)
    assert addresses.why_refused(address, by_name=True) is not None


@pytest.mark.parametrize("text", PRIVATE)
def test_private_addresses_only_for_a_host_named_in_policy(text: str) -> None:
    import ipaddress

    address = ipaddress.ip_address(text)
    assert addresses.why_refused(address, by_name=False) is not None
    assert addresses.why_refused(address, by_name=True) is None


@pytest.mark.parametrize("text", PUBLIC)
def test_public_addresses_are_reached(text: str) -> None:
    import ipaddress

    assert addresses.why_refused(ipaddress.ip_address(text), by_name=False) is None


@pytest.mark.parametrize("spelling", ["127.1", "0x7f.0.0.1", "2130706433", "017700000001", "[::1]"])
def test_every_spelling_of_an_address_is_an_address(spelling: str) -> None:
    assert addresses.literal(spelling) is not None
    with pytest.raises(addresses.Refused, match="bare IP address"):
        addresses.resolve(spelling, 80, by_name=False)


@pytest.fixture
def hostile_dns(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """Names the resolver answers as told; every other name does not resolve."""
    answers: dict[str, list[str]] = {}
    real = socket.getaddrinfo

    def resolve(host: Any, port: Any, *args: Any, **kwargs: Any) -> list[Any]:
        name = host.decode() if isinstance(host, bytes) else host
        if kwargs.get("flags") == socket.AI_NUMERICHOST or name not in answers:
            return real(host, port, *args, **kwargs)
        found = []
        for address in answers[name]:
            family = socket.AF_INET6 if ":" in address else socket.AF_INET
            sockaddr = (address, port, 0, 0) if family == socket.AF_INET6 else (address, port)
            found.append((family, socket.SOCK_STREAM, 6, "", sockaddr))
        return found

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    return answers


@pytest.fixture
def proxy_for() -> Iterator[Any]:
    """A proxy serving GRANT on a loopback listener (as it would inside a child's namespace)."""
    made: list[Proxy] = []

    def start(grant: Grant) -> tuple[Proxy, int]:
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        proxy = Proxy(grant)
        proxy.serve(listener)
        made.append(proxy)
        return proxy, listener.getsockname()[1]

    yield start
    for proxy in made:
        proxy.close()


def ask(port: int, line: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(line.encode() + b"\r\nHost: x\r\n\r\n")
        return sock.recv(4096)


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        (["127.0.0.1"], "loopback"),
        (["169.254.169.254"], "metadata"),
        (["::ffff:127.0.0.1"], "IPv6 form carrying"),
        (["10.1.2.3"], "private"),
        (["fd00:ec2::254"], "metadata"),
    ],
)
def test_a_granted_name_resolving_where_no_grant_may_reach_is_refused(
    answer: list[str], why: str, hostile_dns: dict[str, list[str]], proxy_for: Any
) -> None:
    hostile_dns["evil.example.test"] = answer
    grant = Grant("git", [Destination("*.example.test", 443, "a wildcard policy pattern")])
    proxy, port = proxy_for(grant)
    assert ask(port, "CONNECT evil.example.test:443 HTTP/1.1").startswith(b"HTTP/1.1 403")
    [attempt] = proxy.close()
    assert attempt["decision"] == "deny" and why in str(attempt["error"]), attempt


def test_the_proxy_connects_to_the_address_it_checked(
    hostile_dns: dict[str, list[str]], proxy_for: Any
) -> None:
    """A name answering a loopback address and an allowed one (rebinding): the loopback one is
    dropped, the connection goes to the checked one, and no second lookup is made."""
    with recorder("192.0.2.2") as allowed, recorder() as loopback:
        hostile_dns["mixed.example.test"] = ["127.0.0.1", "192.0.2.2"]
        grant = Grant("git", [Destination("mixed.example.test", allowed.port, "policy",
                                          by_name=True)])  # fmt: skip
        _, port = proxy_for(grant)
        lookups = []
        original = socket.getaddrinfo

        def counted(*args: Any, **kwargs: Any) -> Any:
            if kwargs.get("flags") != socket.AI_NUMERICHOST:  # a parse, not a lookup
                lookups.append(args[0])
            return original(*args, **kwargs)

        socket.getaddrinfo = counted
        try:
            answer = ask(port, f"GET http://mixed.example.test:{allowed.port}/ HTTP/1.1")
        finally:
            socket.getaddrinfo = original
        assert answer.startswith(b"HTTP/1.1 200"), answer
        assert len(allowed.received) == 1 and loopback.received == []
        assert [name for name in lookups if name == "mixed.example.test"] == ["mixed.example.test"]
