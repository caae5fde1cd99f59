"""The JSON envelope's text is json.dumps(indent=2) byte for byte, whatever the data holds."""

from __future__ import annotations

import enum
import json
from pathlib import Path
from typing import Any

import pytest

from runtime.cli.reporter.indented import indented


class Colour(enum.Enum):
    RED = "red"


class Level(enum.IntEnum):
    HIGH = 3


class Name(str):
    pass


class Ratio(float):
    pass


class Table(dict):  # type: ignore[type-arg]
    pass


class Row(list):  # type: ignore[type-arg]
    pass


class Opaque:
    def __str__(self) -> str:
        return 'opaque "thing"'


STEP = {
    "index": 0,
    "number": 1,
    "provider": "files",
    "binary": None,
    "args": ["append", "./log.txt", "line"],
    "decision": {"allowed": True, "rule": 'file_policy.write_roots "/w"', "deferred": []},
    "output": {"path": "/w/log.txt", "bytes": 5, "created": False},
    "error": None,
    "truncated": False,
}
SHAPES: list[Any] = [
    {"format_version": "1", "steps": [STEP, STEP], "diagnostics": [], "error": None},
    [],
    {},
    [[]],
    [{}],
    {"a": {}, "b": [], "c": [[], {}], "d": {"e": []}},
    [[1, 2], [3, [4, [5, {"deep": [6]}]]]],
    {"text": 'quote " backslash \\ tab \t newline \n nul \x00 del \x7f', "é": "ünïcödé ☃ 𝄞"},
    {"surrogate": "undecodable \udcff byte"},
    {"floats": [0.1, -0.0, 1e300, 1e-300, float("nan"), float("inf"), float("-inf")]},
    {"ints": [0, -1, 2**70, True, False]},
    {7: "int key", 2.5: "float key", True: "bool key", None: "null key", False: "false"},
    {"tuple": ("a", ("b", "c"), ())},
    {"enum": Colour.RED, "int enum": Level.HIGH, Level.HIGH: "int enum key"},
    {"str subclass": Name("n"), Name("key"): Ratio(0.5), "ratio": [Ratio(1.5)]},
    Table(a=Row([1, Table()]), b=Row()),
    {"object": Opaque(), "path": Path("/tmp/x"), "bytes": b"raw"},
    "a bare string",
    42,
    None,
    {"flat with empties": [[], {}, "", 0, None], "nested": [{"k": []}]},
]


@pytest.mark.parametrize("data", SHAPES, ids=range(len(SHAPES)))
def test_the_text_is_what_json_dumps_writes(data: Any) -> None:
    assert indented(data) == json.dumps(data, indent=2, ensure_ascii=False, default=str)


def test_a_key_json_refuses_is_refused_the_same_way() -> None:
    with pytest.raises(TypeError, match="keys must be str, int, float, bool or None, not tuple"):
        json.dumps({("a",): 1}, indent=2)
    with pytest.raises(TypeError, match="keys must be str, int, float, bool or None, not tuple"):
        indented({("a",): 1})
    with pytest.raises(TypeError, match="keys must be str, int, float, bool or None, not tuple"):
        indented({"deep": [{"x": 1, ("a",): 1}, 2]})


def test_a_real_envelope_is_printed_as_json_would_print_it(runtime: Any, work: Path) -> None:
    (work / "cap.md").write_text(
        "# two\n\n```runtime\nversion: v1\nworkflow:\n"
        "  - provider: files\n    args: [append, ./log.txt, line]\n"
        "  - provider: files\n    args: [read, ./log.txt]\n```\n"
    )
    done = runtime("--output", "json", "capability", "execute", "cap.md")
    assert done.code == 0, done.stderr
    assert done.stdout == json.dumps(done.json, indent=2, ensure_ascii=False) + "\n"
