"""The one redactor: audit records, output and error messages all pass through it.

Written with str methods rather than regular expressions to keep `re` off the
hot path. What it masks, wherever it appears (inside words, JSON, URLs):
- GitHub tokens by shape: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` followed by at least
  36 characters of [A-Za-z0-9_] (GitHub's documented length; it may grow), and
  fine-grained `github_pat_` followed by 22 + `_` + 59 of them (82 in all);
- the values of the token variables (the configured one included) and every secret
  registered (a handed kubeconfig's credentials, read by parsing it): every character
  any of them covers, overlapping ones included;
- `Authorization` header values after any blanks (a scheme the IANA registry names is
  kept, the credential is not);
- the password of `user:password@` in any URL, the authority read by RFC 3986's
  characters (a `'` or `%40` in a password is still the password), and a user name
  that is a token.

Text that arrives in pieces (a child's output, read a pipe buffer at a time) passes a
`StreamRedactor`, one per stream: it holds back, across pieces, every tail that could
still grow into a secret (`hold_from`), so a secret split by a read is masked whole.
A bound cuts only where `hold_from` lets it (`bounded`): a secret straddling a byte
limit is dropped, never kept short of what would match.
"""

from __future__ import annotations

import os

FINE_GRAINED_PREFIX = "github_pat_"
CLASSIC_PREFIXES = ("ghp_", "gho_", "ghu_", "ghs_", "ghr_")
# the fine-grained prefix first: its body may itself contain a classic prefix
TOKEN_PREFIXES = (FINE_GRAINED_PREFIX, *CLASSIC_PREFIXES)
CLASSIC_BODY = 36
FINE_GRAINED_BODY = 22 + 1 + 59
SECRET_VARIABLES = ("RUNTIME_GITHUB_TOKEN", "GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN")
MASK = "***"
MINIMUM_SECRET = 4  # a shorter registered value would mask ordinary words
# How long a tail a stream holds back while it could still be a secret: past this (a
# token-shaped run, a header value or an authority longer than any credential) the
# stream masks the rest of the line instead of holding it any longer.
HOLD_LIMIT = 64 * 1024
_TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"
_extra_secrets: set[str] = set()


def register_secret(value: str | None) -> None:
    """Remember a secret value (e.g. the token read from a configured variable)."""
    global _sorted_secrets
    if value and len(value) >= MINIMUM_SECRET and value not in _extra_secrets:
        _extra_secrets.add(value)
        _sorted_secrets = None


def _configured_variable() -> str | None:
    """The token variable a config or override names, without loading config needlessly."""
    from runtime.home.environment import AUTHENTICATION_PREFIX, CONFIG_FILE

    named = os.environ.get(AUTHENTICATION_PREFIX + "GITHUB_TOKEN_ENV")
    if named or not os.environ.get(CONFIG_FILE):
        return named
    try:
        from runtime.home.config import setting

        return setting("github", "token_env")
    except Exception:  # a broken config is reported by the command itself
        return None


_environment_secrets: set[str] | None = None
# The secrets longest first, and each as JSON spells it inside a string: kept until one is added.
_sorted_secrets: tuple[tuple[str, ...], tuple[str, ...]] | None = None


def _secret_values() -> tuple[str, ...]:
    return _secrets()[0]


def _secrets() -> tuple[tuple[str, ...], tuple[str, ...]]:
    global _environment_secrets, _sorted_secrets
    if _environment_secrets is None:  # the environment is read once per process
        names = [*SECRET_VARIABLES, _configured_variable() or ""]
        _environment_secrets = {os.environ.get(name, "") for name in names if name}
        _sorted_secrets = None
    if _sorted_secrets is None:
        values = _environment_secrets | _extra_secrets
        ordered = tuple(
            sorted((v for v in values if len(v) >= MINIMUM_SECRET), key=len, reverse=True)
        )
        _sorted_secrets = ordered, tuple(_json_spelling(value) for value in ordered)
    return _sorted_secrets


def _json_spelling(value: str) -> str:
    """VALUE as it appears inside a JSON string (json.dumps, ensure_ascii=False)."""
    if value.isprintable() and '"' not in value and "\\" not in value:
        return value  # nothing JSON escapes (only quote, backslash and control characters)
    import json

    return json.dumps(value, ensure_ascii=False)[1:-1]


def _is_token_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "_")


def _is_blank(ch: str) -> bool:
    """Whitespace inside one line: a header's value may follow any of it (a tab too)."""
    return ch.isspace() and ch not in "\r\n"


# -- registered values --------------------------------------------------------------


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    """TEXT with every character any span covers masked: each run of them is one MASK, so
    overlapping secrets (a registered value inside a token) leave no piece of either."""
    spans.sort()
    out: list[str] = []
    kept = 0
    start, end = spans[0]
    for begin, stop in spans[1:]:
        if begin <= end:
            end = max(end, stop)
            continue
        out.append(text[kept:start] + MASK)
        kept, start, end = end, begin, stop
    out.append(text[kept:start] + MASK + text[end:])
    return "".join(out)


def _value_spans(text: str, values: list[str], spans: list[tuple[int, int]]) -> None:
    for value in values:
        found = text.find(value)
        while found >= 0:
            spans.append((found, found + len(value)))
            found = text.find(value, found + 1)


def _value_tail(text: str, values: tuple[str, ...]) -> int:
    """Where the earliest tail of TEXT that a registered value starts with begins."""
    length = len(text)
    earliest = length
    for value in values:
        found = text.find(value[0], max(length - len(value) + 1, 0))
        while 0 <= found < earliest:
            if value.startswith(text[found:]):
                earliest = found
                break
            found = text.find(value[0], found + 1)
    return earliest


# -- tokens by shape ------------------------------------------------------------------


def _spans_after(text: str, marker: str, minimum: int, spans: list[tuple[int, int]]) -> None:
    """Each MARKER followed by at least MINIMUM token characters: the marker and all of them."""
    found = text.find(marker)
    while found >= 0:
        end = found + len(marker)
        while end < len(text) and _is_token_char(text[end]):
            end += 1
        if end - found - len(marker) >= minimum:
            spans.append((found, end))
        found = text.find(marker, end)


def _token_spans(text: str, spans: list[tuple[int, int]]) -> None:
    for prefix in TOKEN_PREFIXES:
        if prefix in text:
            body = FINE_GRAINED_BODY if prefix == FINE_GRAINED_PREFIX else CLASSIC_BODY
            _spans_after(text, prefix, body, spans)


def _token_tail(text: str) -> int:
    """Where a token that may still grow begins: a prefix (or the start of one) in the run
    of token characters TEXT ends with."""
    run_start = len(text.rstrip(_TOKEN_CHARS))
    run = text[run_start:]
    earliest = len(text)
    for prefix in TOKEN_PREFIXES:
        found = run.find(prefix)
        if found >= 0:
            earliest = min(earliest, run_start + found)
        for size in range(len(prefix) - 1, 0, -1):
            if run.endswith(prefix[:size]):
                earliest = min(earliest, len(text) - size)
                break
    return earliest


# -- Authorization header values ----------------------------------------------------------

_VALUE_END = " \t\r\n\"',;}]"
_LINE_END = "\r\n"
_HEADER = "authorization"
# Schemes of the IANA HTTP Authentication Scheme Registry (and GitHub's `token`): a word
# after the header name is kept only when it names one; any other word is the credential.
_SCHEMES = frozenset(
    (
        "basic", "bearer", "concealed", "digest", "dpop", "gnap", "hoba", "mutual",
        "negotiate", "ntlm", "oauth", "privatetoken", "token", "vapid",
    )
)  # fmt: skip


class _Next:
    """Where the next of CHARS is in TEXT at or after a position (len(TEXT) if none).

    Each character's position is found once and kept while the positions asked for grow:
    every header of one text shares one pass over it, so a text of a hundred thousand
    header names (each reading up to the same far terminator) costs no more than one."""

    __slots__ = ("chars", "found", "text")

    def __init__(self, text: str, chars: str) -> None:
        self.text = text
        self.chars = chars
        self.found = dict.fromkeys(chars, (len(text) + 1, -1))  # char -> (asked from, at)

    def __call__(self, start: int) -> int:
        nearest = len(self.text)
        for ch in self.chars:
            asked, at = self.found[ch]
            if asked > start or 0 <= at < start:
                at = self.text.find(ch, start)
                self.found[ch] = (start, at)
            if 0 <= at < nearest:
                nearest = at
        return nearest


class _Ends:
    """The ends a header value can have in one text: a value's, a line's, and an `=`."""

    __slots__ = ("equals", "line", "value")

    def __init__(self, text: str) -> None:
        self.value = _Next(text, _VALUE_END)
        self.line = _Next(text, _LINE_END)
        self.equals = _Next(text, "=")


def _credential_span(text: str, start: int, ends: _Ends) -> tuple[int, int, bool] | None:
    """Where the credential after an `authorization` header name (ending at START) starts
    and ends, and whether TEXT ended before it did (more of it may follow)."""
    length = len(text)
    cursor = start
    while cursor < length and (text[cursor] in "\"':=[" or _is_blank(text[cursor])):
        cursor += 1  # JSON, Go's map[...:[...]], a tab or spaces after the colon
    if cursor == length:
        return cursor, length, True
    if not any(ch in ":=" for ch in text[start:cursor]):
        return None  # the word in prose, not a header
    scheme_end = cursor
    while scheme_end < length and text[scheme_end].isalpha():
        scheme_end += 1
    if scheme_end == length:
        return cursor, length, True
    if _is_blank(text[scheme_end]) and text[cursor:scheme_end].lower() in _SCHEMES:
        cursor = scheme_end  # keep the scheme (Bearer, token, Basic)
        while cursor < length and _is_blank(text[cursor]):
            cursor += 1
        if cursor == length:
            return cursor, length, True
    end = ends.value(cursor)
    if ends.equals(cursor) < end:  # parameters (Digest username="u", response="..."): the line
        end = ends.line(end)
    if end == length:
        return cursor, end, True
    return (cursor, end, False) if end > cursor else None


def _authorization_spans(
    text: str, spans: list[tuple[int, int]], *, from_name: bool = False
) -> None:
    """`Authorization: <scheme> <credential>` keeps the scheme, never the credential.
    FROM_NAME: each span from the header's name (what it is recognised by) instead."""
    lowered = text.lower()
    ends = _Ends(text)
    found = lowered.find(_HEADER)
    while found >= 0:  # each one read for itself: a header's value may name another header
        span = _credential_span(text, found + len(_HEADER), ends)
        if span is not None and span[1] > span[0]:
            spans.append((found if from_name else span[0], span[1]))
        found = lowered.find(_HEADER, found + 1)


def _authorization_tail(text: str) -> int:
    """Where a header whose credential may still grow begins (or the header name's start)."""
    lowered = text.lower()
    length = len(text)
    earliest = length
    for size in range(len(_HEADER) - 1, 0, -1):
        if lowered.endswith(_HEADER[:size]):
            earliest = length - size
            break
    found = lowered.find(_HEADER)
    ends = _Ends(text)
    while 0 <= found < earliest:
        span = _credential_span(text, found + len(_HEADER), ends)
        if span is not None and span[2]:
            return found
        found = lowered.find(_HEADER, found + 1)
    return earliest


# -- URL userinfo (RFC 3986) ------------------------------------------------------------

# authority = [ userinfo "@" ] host [ ":" port ]: unreserved, pct-encoded, sub-delims, ":",
# "@" and the brackets of an IP literal. Anything else ends it; so does "/", "?" or "#".
_AUTHORITY_CHARS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%!$&'()*+,;=:@[]"
)


def _in_authority(ch: str) -> bool:
    return ch in _AUTHORITY_CHARS or (not ch.isascii() and ch.isprintable() and not ch.isspace())


def _authority_end(text: str, begin: int) -> int:
    end = begin
    while end < len(text) and _in_authority(text[end]):
        end += 1
    return end


def _url_spans(text: str, spans: list[tuple[int, int]], *, from_scheme: bool = False) -> None:
    """`scheme://user:password@host` keeps the user and the host, never the password.
    FROM_SCHEME: each span from its `://` (what it is recognised by) instead."""
    found = text.find("://")
    while found >= 0:
        begin = found + 3
        end = _authority_end(text, begin)
        userinfo = text[begin:end].rpartition("@")[0]
        user, colon, password = userinfo.partition(":")
        if _looks_like_credential(user):  # a token as the user name (git and GitHub take it)
            spans.append((found if from_scheme else begin, begin + len(userinfo)))
        elif colon and password:
            spans.append((found if from_scheme else begin + len(user) + 1, begin + len(userinfo)))
        found = text.find("://", found + 1)  # a scheme may end inside this authority


def _url_tail(text: str) -> int:
    """Where a URL whose authority may still grow begins (at its `://`), or a `://` begun."""
    length = len(text)
    found = text.rfind("://")
    if found >= 0 and _authority_end(text, found + 3) == length:
        return found  # the `://` too: it is what the rest is recognised by
    if text.endswith(":/"):
        return length - 2
    if text.endswith(":"):
        return length - 1
    return length


def _looks_like_credential(user: str) -> bool:
    """A user name no person picks: 20 or more token characters (hex OAuth tokens, PATs)."""
    return len(user) >= 20 and all(_is_token_char(ch) or ch == "-" for ch in user)


# -- the redactor ---------------------------------------------------------------------------


def _encodable(text: str) -> str:
    """Undecodable bytes (lone surrogates from argv or a file) shown as escapes, never a crash."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


def redact(text: str) -> str:
    """TEXT as it may be shown or recorded: secrets masked, always encodable as UTF-8."""
    text = _encodable(text)
    spans: list[tuple[int, int]] = []  # every detector reads the text as it came
    values = [value for value in _secret_values() if value in text]
    if values:
        _value_spans(text, values, spans)
    if _may_hold_token(text):
        _token_spans(text, spans)
    if _may_hold_authorization(text):
        _authorization_spans(text, spans)
    if _may_hold_url_credentials(text):
        _url_spans(text, spans)
    return _masked(text, spans) if spans else text


def hold_from(text: str) -> int:
    """How much of TEXT is final: where the earliest tail that more text could still make a
    secret begins (a registered value begun, a token, a header value or a URL authority
    running to the end), or len(TEXT). Nothing before it can become part of a secret."""
    cut = min(
        _value_tail(text, _secret_values()),
        _token_tail(text),
        _url_tail(text),
        _authorization_tail(text),
    )
    # Never between what a secret is recognised by and its end. Latest start first: the cut
    # only moves back, so a secret passed over can never straddle it afterwards.
    for start, end in sorted(_recognised(text), reverse=True):
        if start < cut < end:
            cut = start
    return cut


def _recognised(text: str) -> list[tuple[int, int]]:
    """Each secret redact() masks in TEXT, from what it is recognised by to its end."""
    guards: list[tuple[int, int]] = []
    values = [value for value in _secret_values() if value in text]
    if values:
        _value_spans(text, values, guards)
    if _may_hold_token(text):
        _token_spans(text, guards)
    if _may_hold_authorization(text):
        _authorization_spans(text, guards, from_name=True)
    if _may_hold_url_credentials(text):
        _url_spans(text, guards, from_scheme=True)
    return guards


def bounded(text: str, limit: int) -> str:
    """TEXT cut to at most LIMIT characters where no secret is cut: the piece of one that
    straddles the limit goes too, since its start alone would no longer match."""
    if len(text) <= limit:
        return text
    text = text[:limit]
    return text[: hold_from(text)]


class StreamRedactor:
    """One output stream's redactor: text in, in any pieces, and out redacted as if whole.

    `feed` returns what is final, redacted, and keeps the tail `hold_from` holds; `close`
    redacts the rest. A held tail longer than HOLD_LIMIT (and than any registered secret)
    is no credential a person or tool would write: it is masked to the end of its line.
    """

    __slots__ = ("pending", "swallowing")

    def __init__(self) -> None:
        self.pending = ""
        self.swallowing = False  # masking the rest of a line whose held tail grew too long

    def feed(self, text: str) -> str:
        if self.swallowing:
            end = _first_line_end(text)
            if end < 0:
                return ""
            self.swallowing = False
            text = text[end:]
        text = self.pending + text
        cut = hold_from(text)
        if len(text) - cut > _hold_limit():
            self.pending = ""
            self.swallowing = True
            return redact(text[:cut]) + MASK
        self.pending = text[cut:]
        return redact(text[:cut])

    def close(self) -> str:
        text, self.pending, self.swallowing = self.pending, "", False
        return redact(text)


def _hold_limit() -> int:
    values = _secret_values()
    return max(HOLD_LIMIT, len(values[0]) if values else 0)


def _first_line_end(text: str) -> int:
    ends = [found for found in (text.find("\n"), text.find("\r")) if found >= 0]
    return min(ends) if ends else -1


def _may_hold_token(text: str) -> bool:
    return "gh" in text or FINE_GRAINED_PREFIX in text


def _may_hold_authorization(text: str) -> bool:
    return "uthorization" in text or "UTHORIZATION" in text


def _may_hold_url_credentials(text: str) -> bool:
    return "://" in text and "@" in text


def json_needs_no_redaction(text: str) -> bool:
    """Whether TEXT, a JSON document, and every string encoded in it are what redact() returns.

    JSON escapes a string character by character (only quotes, backslashes and control
    characters change), so a marker redact() looks for inside a string is in TEXT too,
    and a secret is there as JSON spells it. When none is, redact_data() of the data and
    redact() of its encoding both change nothing, and the one encoding can be recorded.
    """
    if not text.isascii() and _encodable(text) is not text:
        return False
    if _may_hold_token(text) or _may_hold_authorization(text) or _may_hold_url_credentials(text):
        return False
    raw, spelt = _secrets()
    if not raw:  # no secret known (SPELT holds the same ones, as JSON writes them)
        return True
    return not any(value in text for value in raw) and not any(value in text for value in spelt)


def redact_data(data: object) -> object:
    """Every string in DATA redacted, before any encoding could hide a secret in escapes."""
    if isinstance(data, str):
        return redact(data)
    if isinstance(data, dict):  # keys too: a token can be a key (a map of tokens to owners)
        return {
            (redact(key) if isinstance(key, str) else key): redact_data(value)
            for key, value in data.items()
        }
    if isinstance(data, (list, tuple)):
        return [redact_data(item) for item in data]
    return data


def redact_headers(headers: dict[str, str]) -> dict[str, str]:
    return {k: (MASK if k.lower() == "authorization" else redact(v)) for k, v in headers.items()}
