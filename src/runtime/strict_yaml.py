"""Interface of the strict YAML subset parser (implementation below the node types).

Nodes keep the text exactly as written (no YAML 1.1 coercion) and the 1-based
line and column where they start, already shifted by ``line_offset``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


@dataclass(frozen=True)
class Scalar:
    value: str
    line: int
    column: int
    style: str = "plain"  # plain | single | double | literal | folded


@dataclass(frozen=True)
class Sequence:
    items: list[Node]
    line: int
    column: int
    flow: bool = False


@dataclass(frozen=True)
class Mapping:
    items: list[tuple[Scalar, Node]]
    line: int
    column: int
    flow: bool = False

    def get(self, key: str) -> Node | None:
        for k, v in self.items:
            if k.value == key:
                return v
        return None


Node = Union[Scalar, Sequence, Mapping]
