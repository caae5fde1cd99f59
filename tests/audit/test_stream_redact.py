"""Property: a secret cut by a read, a chunk boundary or a bound never leaves a piece behind.

Any secret the redactor knows (a token of either documented shape, a registered value, an
`Authorization` credential, a URL password), in any surrounding text, fed to a
`StreamRedactor` in any pieces or cut at any bound by `bounded`: no output holds more than
SHOWN consecutive characters of it (README, "Secrets"). The surroundings are drawn from
lower-case letters, punctuation and the beginnings of every shape (`gh`, `authoriz`, `://`),
the secrets from upper-case letters and digits, so a run of SHOWN + 1 of a secret's
characters in the output can only have come from the secret.
"""

from __future__ import annotations

import itertools
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from runtime.audit import redact

SHOWN = 4  # README "Secrets": the most of a secret any output holds, in a row
SECRET_CHARS = string.ascii_uppercase + string.digits
SURROUNDING = string.ascii_lowercase[:8] + " \n\t\r.,;:=/'\"[]{}@-_"
FRAGMENTS = (
    "gh", "ghp_", "ghs", "github_pat_", "authoriz", "Authorization: ", "authorization=",
    "://", "https://", "http://user:", "@", "bearer ", "\t", "Bearer\t",
)  # fmt: skip


def _body(low: int, high: int) -> st.SearchStrategy[str]:
    return st.text(SECRET_CHARS, min_size=low, max_size=high)


# A password with the characters RFC 3986 allows in userinfo, never two of them in a row,
# so every SHOWN + 1 of its characters hold one only a secret has.
_SPECIALS = "'!$&()*+,;=%-._~"
PASSWORDS = st.lists(
    st.tuples(st.sampled_from(SECRET_CHARS), st.sampled_from(["", *_SPECIALS])),
    min_size=6,
    max_size=30,
).map(lambda pairs: "".join(a + b for a, b in pairs))


def _classic(prefix_body: tuple[str, str]) -> tuple[str, str, str | None]:
    prefix, body = prefix_body
    return prefix + body, "_" + body, None  # the prefix is public: the body and its `_` are not


CLASSIC = st.tuples(st.sampled_from(redact.CLASSIC_PREFIXES), _body(36, 60)).map(_classic)
FINE_GRAINED = st.tuples(_body(22, 22), _body(59, 70)).map(
    lambda parts: (f"github_pat_{parts[0]}_{parts[1]}", f"_{parts[0]}_{parts[1]}", None)
)
REGISTERED = _body(redact.MINIMUM_SECRET + 4, 48).map(lambda value: (value, value, value))
HEADER = st.tuples(
    st.sampled_from(
        ["Authorization:", "authorization: ", "Proxy-Authorization:\t", '"Authorization": "']
    ),
    st.sampled_from(["", "Bearer ", "token\t", "Basic  ", "bearer \t"]),
    _body(8, 40),
).map(lambda parts: (parts[0] + parts[1] + parts[2], parts[2], None))
URL = st.tuples(
    st.sampled_from(["https://", "ssh://", "http://"]),
    st.text("abcxyz", min_size=1, max_size=6),
    PASSWORDS,
).map(lambda parts: (f"{parts[0]}{parts[1]}:{parts[2]}@host.example/acme", parts[2], None))
# (as written, the part that must not be shown, the value to register or None)
SECRETS = st.one_of(CLASSIC, FINE_GRAINED, REGISTERED, HEADER, URL)
AROUND = st.lists(
    st.one_of(st.text(SURROUNDING, max_size=8), st.sampled_from(FRAGMENTS)), max_size=4
).map("".join)
# A secret ends where a separator does: a header value or a token at the very end of a
# text goes on, as far as any reader can tell, with whatever comes after it.
ENDS = st.sampled_from([" ", "\n", "\r\n", '"', "', ", "; "])


@st.composite
def documents(draw: st.DrawFn) -> tuple[str, list[str], list[str]]:
    """(text, the secrets' hidden parts, values to register)."""
    pieces: list[str] = []
    hidden: list[str] = []
    registered: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        written, secret, value = draw(SECRETS)
        pieces += [draw(AROUND), written, draw(ENDS)]
        hidden.append(secret)
        if value is not None:
            registered.append(value)
    pieces.append(draw(AROUND))
    return "".join(pieces), hidden, registered


def _chunks(text: str, cuts: list[int]) -> list[str]:
    points = sorted({min(cut, len(text)) for cut in cuts})
    edges = [0, *points, len(text)]
    return [text[a:b] for a, b in itertools.pairwise(edges)]


def _shown_pieces(secret: str, output: str) -> list[str]:
    return [
        secret[i : i + SHOWN + 1]
        for i in range(len(secret) - SHOWN)
        if secret[i : i + SHOWN + 1] in output
    ]


@pytest.fixture(autouse=True)
def known_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the secrets a test registers: none from the environment."""
    monkeypatch.setattr(redact, "_environment_secrets", set())
    monkeypatch.setattr(redact, "_extra_secrets", set())
    monkeypatch.setattr(redact, "_sorted_secrets", None)


def _register(values: list[str]) -> None:
    redact._extra_secrets.clear()
    redact._sorted_secrets = None
    for value in values:
        redact.register_secret(value)


def _streamed(text: str, cuts: list[int]) -> str:
    stream = redact.StreamRedactor()
    return "".join(stream.feed(chunk) for chunk in _chunks(text, cuts)) + stream.close()


@settings(max_examples=1000, deadline=None)
@given(document=documents(), cuts=st.lists(st.integers(0, 400), max_size=12))
def test_any_chunking_masks_every_secret_whole(
    document: tuple[str, list[str], list[str]], cuts: list[int]
) -> None:
    text, hidden, registered = document
    _register(registered)
    output = _streamed(text, cuts)
    for secret in hidden:
        assert _shown_pieces(secret, output) == [], (text, output)
    assert output == redact.redact(text)  # as if the text had come whole


@settings(max_examples=1000, deadline=None)
@given(document=documents(), bound=st.integers(0, 400))
def test_any_bound_drops_the_secret_it_cuts(
    document: tuple[str, list[str], list[str]], bound: int
) -> None:
    text, hidden, registered = document
    _register(registered)
    kept = redact.bounded(text, bound)
    assert len(kept) <= bound and text.startswith(kept)
    output = redact.redact(kept)
    for secret in hidden:
        assert _shown_pieces(secret, output) == [], (text, kept, output)


@settings(max_examples=500, deadline=None)
@given(
    document=documents(),
    cuts=st.lists(st.integers(0, 400), max_size=12),
    limit=st.integers(1, 40),
)
def test_a_held_tail_past_the_limit_is_masked_to_its_line_end(
    document: tuple[str, list[str], list[str]],
    cuts: list[int],
    limit: int,
) -> None:
    """However small the hold limit, what it gives up is masked, never shown."""
    text, hidden, registered = document
    _register(registered)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(redact, "HOLD_LIMIT", limit)
        output = _streamed(text, cuts)
    for secret in hidden:
        assert _shown_pieces(secret, output) == [], (text, output)


def test_a_stream_that_never_ends_a_token_holds_at_most_the_limit() -> None:
    stream = redact.StreamRedactor()
    shown = stream.feed("start ghp_")
    for _ in range(3):
        shown += stream.feed("A" * redact.HOLD_LIMIT)
    assert len(stream.pending) <= redact.HOLD_LIMIT
    shown += stream.feed("B" * 10 + "\nnext line") + stream.close()
    assert shown == "start ***\nnext line"
