"""The one redactor: audit records, output and error messages all pass through it.

Written with str methods rather than regular expressions to keep `re` off the
hot path. What it masks, wherever it appears (inside words, JSON, URLs):
- GitHub tokens by shape: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` followed by at least
  36 characters of [A-Za-z0-9_] (GitHub's documented length; it may grow), and
  fine-grained `github_pat_` followed by 22 + `_` + 59 of them (82 in all);
- the values of the token variables (the configured one included);
- `Authorization` header values (the scheme is kept, the credential is not);
- the password of `user:password@` in any URL.
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
AUTH_MARKERS = ("Bearer ", "bearer ", "token ", "Basic ")
MASK = "***"
_extra_secrets: set[str] = set()


def register_secret(value: str | None) -> None:
    """Remember a secret value (e.g. the token read from a configured variable)."""
    global _sorted_secrets
    if value and len(value) >= 4 and value not in _extra_secrets:
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
        ordered = tuple(sorted((v for v in values if len(v) >= 4), key=len, reverse=True))
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


def _mask_after(text: str, marker: str, minimum: int) -> str:
    out: list[str] = []
    start = 0
    while True:
        found = text.find(marker, start)
        if found < 0:
            out.append(text[start:])
            return "".join(out)
        end = found + len(marker)
        while end < len(text) and _is_token_char(text[end]):
            end += 1
        if end - found - len(marker) >= minimum:
            out.append(text[start:found] + (marker if marker in AUTH_MARKERS else "") + MASK)
        else:
            out.append(text[start:end])
        start = end


_VALUE_END = " \t\r\n\"',;}]"
_LINE_END = "\r\n"


def _credential_span(text: str, start: int) -> tuple[int, int] | None:
    """Where the credential after an `authorization` header name starts and ends."""
    cursor = start
    while cursor < len(text) and text[cursor] in " \"':=[":  # JSON, Go's map[...:[...]]
        cursor += 1
    if not any(ch in ":=" for ch in text[start:cursor]):
        return None  # the word in prose, not a header
    scheme_end = cursor
    while scheme_end < len(text) and text[scheme_end].isalpha():
        scheme_end += 1
    if text[scheme_end : scheme_end + 1] == " ":
        cursor = scheme_end + 1  # keep the scheme (Bearer, token, Basic)
        while cursor < len(text) and text[cursor] == " ":
            cursor += 1
    end = cursor
    while end < len(text) and text[end] not in _VALUE_END:
        end += 1
    if "=" in text[cursor:end]:  # parameters (Digest username="u", response="..."): the line
        while end < len(text) and text[end] not in _LINE_END:
            end += 1
    return (cursor, end) if end > cursor else None


def _mask_authorization(text: str) -> str:
    """`Authorization: <scheme> <credential>` keeps the scheme, never the credential."""
    lowered = text.lower()
    out: list[str] = []
    start = 0
    found = lowered.find("authorization", start)
    while found >= 0:
        span = _credential_span(text, found + len("authorization"))
        if span is not None:
            out.append(text[start : span[0]] + MASK)
            start = span[1]
        found = lowered.find("authorization", max(start, found + 1))
    out.append(text[start:])
    return "".join(out)


def _mask_tokens(text: str) -> str:
    for prefix in TOKEN_PREFIXES:
        if prefix in text:
            body = FINE_GRAINED_BODY if prefix == FINE_GRAINED_PREFIX else CLASSIC_BODY
            text = _mask_after(text, prefix, body)
    return text


_AUTHORITY_END = "/?#\\ \t\r\n\"'<>`"


def _mask_url_credentials(text: str) -> str:
    """`scheme://user:password@host` keeps the user and the host, never the password."""
    out: list[str] = []
    start = 0
    found = text.find("://")
    while found >= 0:
        begin = found + 3
        end = begin
        while end < len(text) and text[end] not in _AUTHORITY_END:
            end += 1
        userinfo = text[begin:end].rpartition("@")[0]
        user, colon, password = userinfo.partition(":")
        if _looks_like_credential(user):  # a token as the user name (git and GitHub take it)
            out.append(text[start:begin] + MASK)
            start = begin + len(userinfo)
        elif colon and password:
            out.append(text[start : begin + len(user) + 1] + MASK)
            start = begin + len(userinfo)
        found = text.find("://", max(end, found + 3))
    out.append(text[start:])
    return "".join(out)


def _looks_like_credential(user: str) -> bool:
    """A user name no person picks: 20 or more token characters (hex OAuth tokens, PATs)."""
    return len(user) >= 20 and all(_is_token_char(ch) or ch == "-" for ch in user)


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
    for value in _secret_values():
        if value in text:
            text = text.replace(value, MASK)
    if _may_hold_token(text):
        text = _mask_tokens(text)
    if _may_hold_authorization(text):
        text = _mask_authorization(text)
    if _may_hold_url_credentials(text):
        text = _mask_url_credentials(text)
    return text


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
    if isinstance(data, dict):
        return {key: redact_data(value) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [redact_data(item) for item in data]
    return data


def redact_headers(headers: dict[str, str]) -> dict[str, str]:
    return {k: (MASK if k.lower() == "authorization" else redact(v)) for k, v in headers.items()}
