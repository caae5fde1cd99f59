"""SHA-256 without importing hashlib (and OpenSSL) on the hot path."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from hashlib import _Hash

try:  # CPython's built-in module: a fraction of hashlib's import cost
    from _sha256 import sha256 as _builtin  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - moved in newer CPython
    from hashlib import sha256 as _builtin

_sha256: Callable[[bytes], _Hash] = _builtin


def sha256_hex(data: bytes) -> str:
    return _sha256(data).hexdigest()
