"""`json.dumps(data, indent=2, ensure_ascii=False, default=str)` byte for byte, but faster.

With an indent, json's C encoder steps aside for its pure-Python generators, which
cost more than a capability step's own work once a run has a thousand steps. Here a
container holding only scalars (and empty containers) goes to the C encoder, told to
separate items by a line break indented to that container's depth: the same text
json's indent writes. Deeper containers are walked with plain recursion; strings go
through json's own escaper, numbers through the reprs json uses, any other type through
the same isinstance chain and `default=str`. tests/cli/test_indented.py holds it to
json.dumps.
"""

from __future__ import annotations

from json import encoder as _json_encoder
from json.encoder import encode_basestring

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    Out = Callable[[str], None]

_STEP = "  "
_INFINITY = float("inf")
_FLAT = frozenset({str, int, float, bool, type(None)})
_CONTAINERS = frozenset({dict, list, tuple})
# json's C encoder (None where _json is missing: then everything is walked here)
c_make_encoder: Any = getattr(_json_encoder, "c_make_encoder", None)
_flat_encoders: dict[str, Callable[[Any, int], Any]] = {}  # line break -> C encoder


def _flat(values: Any) -> bool:
    """Whether every one of VALUES is a built-in scalar or an empty built-in container."""
    for value in values:
        kind = type(value)
        if kind not in _FLAT and (kind not in _CONTAINERS or value):
            return False
    return c_make_encoder is not None


def _flat_text(container: Any, inner: str) -> str:
    """The C encoder's text of a flat CONTAINER whose items start on lines INNER begins."""
    encoder = _flat_encoders.get(inner)
    if encoder is None:
        assert c_make_encoder is not None
        encoder = _flat_encoders[inner] = c_make_encoder(
            None, str, encode_basestring, None, ": ", "," + inner, False, False, True
        )
    return "".join(encoder(container, 0))


def indented(data: Any) -> str:
    parts: list[str] = []
    _value(data, parts.append, "\n")
    return "".join(parts)


def _scalar(value: Any) -> str | None:
    """The JSON of a string, number, boolean or null of an exact built-in type, else None."""
    kind = type(value)
    if kind is str:
        return encode_basestring(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if kind is int:
        return int.__repr__(value)
    if kind is float:
        return _float(value)
    return None


def _value(value: Any, out: Out, newline: str) -> None:
    """VALUE at the depth whose line break (with its indentation) is NEWLINE."""
    text = _scalar(value)
    if text is not None:
        out(text)
    elif type(value) is dict:
        _object(value, out, newline)
    elif type(value) is list or type(value) is tuple:
        _array(value, out, newline)
    else:
        _other(value, out, newline)


def _object(data: dict[Any, Any], out: Out, newline: str) -> None:
    if not data:
        out("{}")
        return
    inner = newline + _STEP
    if _flat(data.values()):
        out("{" + inner + _flat_text(data, inner)[1:-1] + newline + "}")
        return
    separator = "{" + inner
    for key, value in data.items():
        name = encode_basestring(key if type(key) is str else _key(key))
        text = encode_basestring(value) if type(value) is str else _scalar(value)
        if text is not None:
            out(f"{separator}{name}: {text}")
        else:
            out(f"{separator}{name}: ")
            _value(value, out, inner)
        separator = "," + inner
    out(newline + "}")


def _array(items: list[Any] | tuple[Any, ...], out: Out, newline: str) -> None:
    if not items:
        out("[]")
        return
    inner = newline + _STEP
    if _flat(items):
        out("[" + inner + _flat_text(items, inner)[1:-1] + newline + "]")
        return
    separator = "[" + inner
    for item in items:
        text = encode_basestring(item) if type(item) is str else _scalar(item)
        if text is not None:
            out(separator + text)
        else:
            out(separator)
            _value(item, out, inner)
        separator = "," + inner
    out(newline + "]")


def _other(value: Any, out: Out, newline: str) -> None:
    """Subclasses and other types, in the order json's encoder tries them."""
    if isinstance(value, str):
        out(encode_basestring(value))
    elif isinstance(value, int):
        out(int.__repr__(value))
    elif isinstance(value, float):
        out(_float(value))
    elif isinstance(value, (list, tuple)):
        _array(value, out, newline)
    elif isinstance(value, dict):
        _object(value, out, newline)
    else:
        _value(str(value), out, newline)  # default=str


def _key(key: Any) -> str:
    """A key json accepts that is not exactly a str, as json spells it."""
    if isinstance(key, str):
        return key
    if isinstance(key, float):
        return _float(key)
    if key is True:
        return "true"
    if key is False:
        return "false"
    if key is None:
        return "null"
    if isinstance(key, int):
        return int.__repr__(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {key.__class__.__name__}")


def _float(value: float) -> str:
    if value != value:
        return "NaN"
    if value == _INFINITY:
        return "Infinity"
    if value == -_INFINITY:
        return "-Infinity"
    return float.__repr__(value)
