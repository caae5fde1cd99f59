"""The one redactor: audit records, output and error messages all pass through it.

Written with str methods rather than regular expressions to keep `re` off the
hot path; GitHub token shapes are a fixed prefix followed by [A-Za-z0-9_].
"""

from __future__ import annotations

import os

TOKEN_PREFIXES = ("github_pat_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_")
SECRET_VARIABLES = ("RUNTIME_GITHUB_TOKEN", "GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN")
AUTH_MARKERS = ("Bearer ", "bearer ", "token ", "Basic ")
MASK = "***"
_extra_secrets: set[str] = set()


def register_secret(value: str | None) -> None:
    """Remember a secret value (e.g. the token read from a configured variable)."""
    if value and len(value) >= 4:
        _extra_secrets.add(value)


def _secret_values() -> list[str]:
    values = {os.environ.get(name, "") for name in SECRET_VARIABLES} | _extra_secrets
    return sorted((v for v in values if len(v) >= 4), key=len, reverse=True)


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


def redact(text: str) -> str:
    for value in _secret_values():
        if value in text:
            text = text.replace(value, MASK)
    if "gh" in text:
        for prefix in TOKEN_PREFIXES:
            if prefix in text:
                text = _mask_after(text, prefix, 8)
    return text


def redact_headers(headers: dict[str, str]) -> dict[str, str]:
    return {k: (MASK if k.lower() == "authorization" else redact(v)) for k, v in headers.items()}
