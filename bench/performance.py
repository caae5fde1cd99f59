"""Issue 29's table in one command: every row measured in the same run, against its target.

Each row is the measure another part of bench/ already takes (a ratio to a reference timed in
the same run, interleaved); this module runs them in order and prints the table at the end,
so a figure is never read off a different run than its reference."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType


@dataclass(frozen=True)
class Row:
    label: str
    unit: str  # "x" (a ratio), "ms" (milliseconds added), "files/s", "ms/step"
    target: float
    at_most: bool  # the figure must be at most the target (else at least)

    def verdict(self, figure: float | None) -> str:
        if figure is None:
            return "not measured"
        held = figure <= self.target if self.at_most else figure >= self.target
        return "ok" if held else ("OVER TARGET" if self.at_most else "UNDER TARGET")

    def shown(self, figure: float | None) -> str:
        if figure is None:
            return "-"
        if self.unit == "x":
            return f"{figure:.2f}x"
        if self.unit == "files/s":
            return f"{figure:,.0f} files/s"
        return f"+{figure:.3f} {self.unit}" if self.unit == "ms/step" else f"+{figure:.1f} ms"

    def wanted(self) -> str:
        sign = "<=" if self.at_most else ">="
        if self.unit == "x":
            return f"{sign} {self.target}x"
        if self.unit == "files/s":
            return f"{sign} {self.target:,.0f} files/s"
        return f"{sign} +{self.target} {self.unit}"


ROWS = (
    Row("runtime github api GET /user vs gh api /user", "x", 0.7, True),
    Row("command run git status vs runtime version", "x", 2.3, True),
    Row("sandboxed git status vs the same child bare", "ms", 8.0, True),
    Row("capability validate (1 file) vs python -c pass", "x", 1.7, True),
    Row("validate a directory of 1,000 capabilities", "files/s", 5000.0, False),
    Row("1,000 files append steps, forwarding on vs off", "ms/step", 0.05, True),
    Row("resolve command run git -C . log vs runtime version", "x", 1.25, True),
)


def run(work: Path, home: Path, bench: ModuleType) -> None:
    measures = _measures(bench)
    figures: list[float | None] = []
    for number, measure in enumerate(measures, start=1):
        row_work, row_home = work / f"row-{number}", home.with_name(f"{home.name}-{number}")
        row_work.mkdir()
        figures.append(measure(row_work, row_home))
    print(f"\n{'issue 29':<52} {'measured':>18}  {'target':>18}")
    for row, figure in zip(ROWS, figures, strict=True):
        print(f"{row.label:<52} {row.shown(figure):>18}  {row.wanted():>18}  {row.verdict(figure)}")


Measure = Callable[[Path, Path], float | None]


def _measures(bench: ModuleType) -> tuple[Measure, ...]:
    runtime, compare, env_for = bench.RUNTIME, bench.compare, bench.env_for

    def ratio_to_version(argv: list[str], label: str, runs: int) -> Measure:
        def measure(work: Path, home: Path) -> float:
            subprocess.run(["git", "init", "-q", str(work)], check=True)
            (work / "f.txt").write_text("x\n")
            return float(compare(label, argv, [runtime, "version"], env_for(home), work, runs=runs))

        return measure

    def validate_one(work: Path, home: Path) -> float:
        one = work / "one.md"
        one.write_text(bench.CAPABILITY.format(n=0))
        argv = [runtime, "capability", "validate", str(one)]
        label = ROWS[3].label
        return float(compare(label, argv, [bench.PYTHON, "-c", "pass"], env_for(home), work))

    return (
        bench.bench_github,
        ratio_to_version([runtime, "command", "run", "git", "status"], ROWS[1].label, 30),
        lambda work, home: bench.bench_sandbox(work, home, shares=False),
        validate_one,
        bench.bench_validate_dir,
        bench.bench_forward,
        ratio_to_version(
            [runtime, "resolve", "command", "run", "git", "-C", ".", "log"], ROWS[6].label, 100
        ),
    )
