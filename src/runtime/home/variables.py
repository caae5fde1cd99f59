"""An environment variable read without the cost of asking for one that is not set.

`os.environ.get` raises and catches two KeyErrors for an unset name (about 4 us); the
audit writer and the path guard ask for several unset ones (RUNTIME_CONFIG_FILE,
RUNTIME_AUDIT_FSYNC, ...) on every step of a capability. `getenv` reads the dictionary
os.environ itself keeps up to date (every assignment and deletion goes through it), so
it sees exactly what `os.environ.get` would. A leaf: it imports nothing beyond os.
"""

from __future__ import annotations

import os

_keys: dict[str, object] = {}  # name -> the key os.environ stores it under (bytes on POSIX)
_values: dict[object, str] = {}  # a stored value -> its text, as os.environ decodes it


def getenv(name: str) -> str | None:
    """os.environ.get(NAME), live, with one dictionary lookup."""
    environ = os.environ
    data = getattr(environ, "_data", None)
    if data is None:  # not CPython's mapping (replaced by a test): ask it
        return environ.get(name)
    key = _keys.get(name)
    if key is None:
        key = _keys[name] = environ.encodekey(name)
    raw = data.get(key)
    if raw is None:
        return None
    value = _values.get(raw)
    if value is None:
        if len(_values) > 256:  # values that keep changing (tests) never pile up
            _values.clear()
        value = _values[raw] = environ.decodevalue(raw)
    return value
