"""SHA-256 without importing hashlib (and OpenSSL) on the hot path."""

from __future__ import annotations

try:
    from _sha256 import sha256 as _sha256  # CPython 3.10-3.11
except ImportError:  # pragma: no cover - newer CPython moved it
    try:
        from _sha2 import sha256 as _sha256
    except ImportError:
        from hashlib import sha256 as _sha256


def sha256_hex(data: bytes) -> str:
    return _sha256(data).hexdigest()
