"""The strict YAML parser on the large and hostile documents of tests/test_strict_yaml.py.

Those tests assert what the parser returns; how long it takes is measured here, as a
ratio against PyYAML's safe loader (its C loader when built) parsing the same text in
the same run, because a wall-clock bound in a test only measures the machine's load.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from support.yaml_documents import (
    five_dense_megabytes,
    five_megabytes_of_block_scalars,
)


def billion_laughs() -> str:
    lines = ['l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 30):
        lines.append(f"l{level}: &l{level} [{', '.join([f'*l{level - 1}'] * 9)}]")
    return "\n".join(lines)


def _median_seconds(work: Callable[[], object], runs: int) -> float:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def run() -> None:
    import yaml

    from runtime.strict_yaml import parse

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    cases = [
        ("5 MB of block scalars", five_megabytes_of_block_scalars(), 100_000, 3),
        ("5 MB dense flow collections", five_dense_megabytes(), 2_000_000, 3),
        ("billion laughs (refused on sight)", billion_laughs(), 100_000, 20),
    ]
    for label, text, max_nodes, runs in cases:
        ours = _median_seconds(partial(parse, text, max_nodes=max_nodes), runs)
        theirs = _median_seconds(partial(yaml.load, text, Loader=loader), runs)
        rate = len(text) / ours / 1e6
        print(
            f"{'strict_yaml: ' + label:<52} {ours * 1000:8.1f} ms vs {theirs * 1000:8.1f} ms"
            f"  = {ours / theirs:4.2f}x PyYAML ({loader.__name__}), {rate:.1f} MB/s"
        )
