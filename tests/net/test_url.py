"""net/url.py, the one URL parser: RFC 3986's own reference-resolution examples, and the
property every check relies on: a URL `within` a base never reaches outside it, in any
spelling a server might decode."""

from __future__ import annotations

from urllib.parse import unquote

import pytest
from hypothesis import given
from hypothesis import strategies as st

from runtime.net.url import UrlError, has_dot_segment, is_loopback_host, parse

BASE = "http://a/b/c/d;p?q"

# RFC 3986 section 5.4.1 (normal) and 5.4.2 (abnormal), those with an http result.
RFC_EXAMPLES = {
    "g": "http://a/b/c/g",
    "./g": "http://a/b/c/g",
    "g/": "http://a/b/c/g/",
    "/g": "http://a/g",
    "//g": "http://g/",
    "?y": "http://a/b/c/d;p?y",
    "g?y": "http://a/b/c/g?y",
    "#s": "http://a/b/c/d;p?q",
    "g#s": "http://a/b/c/g",
    "g?y#s": "http://a/b/c/g?y",
    ";x": "http://a/b/c/;x",
    "g;x": "http://a/b/c/g;x",
    "g;x?y#s": "http://a/b/c/g;x?y",
    "": "http://a/b/c/d;p?q",
    ".": "http://a/b/c/",
    "./": "http://a/b/c/",
    "..": "http://a/b/",
    "../": "http://a/b/",
    "../g": "http://a/b/g",
    "../..": "http://a/",
    "../../": "http://a/",
    "../../g": "http://a/g",
    "../../../g": "http://a/g",
    "../../../../g": "http://a/g",
    "/./g": "http://a/g",
    "/../g": "http://a/g",
    "g.": "http://a/b/c/g.",
    ".g": "http://a/b/c/.g",
    "g..": "http://a/b/c/g..",
    "..g": "http://a/b/c/..g",
    "./../g": "http://a/b/g",
    "./g/.": "http://a/b/c/g/",
    "g/./h": "http://a/b/c/g/h",
    "g/../h": "http://a/b/c/h",
    "g;x=1/./y": "http://a/b/c/g;x=1/y",
    "g;x=1/../y": "http://a/b/c/y",
    "g?y/./x": "http://a/b/c/g?y/./x",
    "g?y/../x": "http://a/b/c/g?y/../x",
    "g#s/./x": "http://a/b/c/g",
    "g#s/../x": "http://a/b/c/g",
    "http:g": None,  # a scheme without "//": not a URL the client follows
}


@pytest.mark.parametrize(("reference", "expected"), sorted(RFC_EXAMPLES.items()))
def test_references_resolve_as_rfc_3986_section_5_4_says(
    reference: str, expected: str | None
) -> None:
    if expected is None:
        with pytest.raises(UrlError):
            parse(BASE).join(reference)
        return
    assert str(parse(BASE).join(reference)) == expected


@pytest.mark.parametrize(
    ("text", "host", "port"),
    [
        ("http://127.0.0.1#@evil:80/", "127.0.0.1", 80),
        ("http://127.0.0.1?@evil:80/", "127.0.0.1", 80),
        ("http://user:pw@Example.COM:8080/x", "example.com", 8080),
        ("http://[::1]/", "::1", 80),
        ("https://[0:0:0:0:0:0:0:1]:8443/", "::1", 8443),
    ],
)
def test_the_host_is_read_up_to_the_first_delimiter(text: str, host: str, port: int) -> None:
    url = parse(text)
    assert (url.host, url.port) == (host, port)


@pytest.mark.parametrize(
    "text",
    [
        "http://a@b@c/",
        "http://127.0.0.1\\@evil/",
        "http://127.1/",
        "http://0x7f.0.0.1/",
        "http://017.0.0.1/",
        "http://2130706433/",
        "http://[fe80::1%25eth0]/",
        "http://h:0/",
        "http://h:65536/",
        "http://h:/",
        "http://exa mple/",
        "http://ex%61mple/",
        "http://\u00e9.example/",
        "http://a..b/",
        "http:///x",
        "http://h/\r\nX: y",
        "//h/x",
    ],
)
def test_what_reads_two_ways_is_refused(text: str) -> None:
    with pytest.raises(UrlError):
        parse(text)


@pytest.mark.parametrize(
    "path",
    ["/a/../b", "/a/%2e%2e/b", "/a/%2E./b", "/a/%252e%252e/b", "/a/..;x/b", "/a\\..\\b",
     "/a/%c0%ae%c0%ae/b", "/a/.%2fb/..", "/."],
)  # fmt: skip
def test_every_spelling_of_a_dot_segment_is_found(path: str) -> None:
    assert has_dot_segment(path)


@pytest.mark.parametrize("path", ["/a/b", "/a/..b/c", "/a/b../c", "/a/.well-known", "/"])
def test_names_that_only_contain_dots_are_not_dot_segments(path: str) -> None:
    assert not has_dot_segment(path)


SEGMENT = st.sampled_from(["a", "b", ".", "..", "%2e", "%2E%2e", "%252e%252e", "..;x", "%5c",
                           "%2f", "v3", "api", "", "%"])  # fmt: skip


@given(st.lists(SEGMENT, max_size=8), st.sampled_from(["", "/api", "/api/v3", "/api/v3/"]))
def test_what_is_within_a_base_stays_under_its_path_however_a_server_decodes_it(
    segments: list[str], base_path: str
) -> None:
    base = parse("https://ghe.example" + base_path)
    try:
        url = base.join(base_path.rstrip("/") + "/" + "/".join(segments))
    except UrlError:
        return  # refused outright ("//." is a network-path reference to the host ".")
    if not url.within(base):
        return
    decoded = url.path
    for _ in range(4):  # a server that decodes twice, backslashes as slashes
        decoded = unquote(decoded).replace("\\", "/")
    assert ".." not in decoded.split("/")
    prefix = base.path.rstrip("/")
    assert decoded == prefix or decoded.startswith(prefix + "/") or not prefix


@pytest.mark.parametrize(
    ("host", "loopback"),
    [("localhost", True), ("api.github.localhost", True), ("127.0.0.1", True),
     ("127.255.0.9", True), ("::1", True), ("[::1]", True), ("localhost.", True),
     ("127.0.0.1.evil.example", False), ("10.0.0.1", False), ("localhost.evil", False),
     ("::ffff:7f00:1", True), ("::ffff:127.0.0.1", True), ("::ffff:10.0.0.1", False),
     ("::2", False)],
)  # fmt: skip
def test_the_loopback_rule(host: str, loopback: bool) -> None:
    assert is_loopback_host(host) is loopback
