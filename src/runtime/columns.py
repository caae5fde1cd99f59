"""Text tables with aligned columns (a leaf: help, reports and renderers use it)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence


def aligned(rows: Sequence[tuple[str, ...]], indent: str = "  ", widest: int = 40) -> list[str]:
    """Rows as columns; a cell wider than WIDEST moves what follows to the next line."""
    if not rows:
        return []
    columns = len(rows[0])
    widths = [min(max(len(row[i]) for row in rows), widest) for i in range(columns - 1)]
    lines: list[str] = []
    for row in rows:
        line = indent
        for i, cell in enumerate(row[:-1]):
            if len(cell) > widths[i]:
                lines.append((line + cell).rstrip())
                line = indent + " " * (sum(widths[: i + 1]) + 2 * (i + 1))
            else:
                line += cell.ljust(widths[i]) + "  "
        lines.append((line + row[-1]).rstrip())
    return lines
