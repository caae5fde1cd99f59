"""Audit forwarding's cost: 1,000 `files append` steps with a real rsyslog collector vs without."""

from __future__ import annotations

import statistics
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from support.rsyslog import Collector  # noqa: E402


def bench_forward(
    work: Path,
    home: Path,
    runtime: str,
    env_for: Callable[..., dict[str, str]],
    timed: Callable[[list[str], dict[str, str], Path], float],
) -> float:
    """The milliseconds forwarding adds to each step (medians of interleaved runs)."""
    steps = "\n".join(
        "  - provider: files\n    args: [append, ./log.txt, line]" for _ in range(1000)
    )
    cap = work / "appends.md"
    cap.write_text(f"# 1,000 appends\n\n```runtime\nversion: v1\nworkflow:\n{steps}\n```\n")
    collector = Collector(work.parent / "rsyslog")
    collector.start()
    try:
        config = work.parent / "config.yaml"
        config.write_text(f"schema_version: 2\naudit:\n  forward:\n    syslog: {collector.url}\n")
        plain = env_for(home)
        forwarding = env_for(home, RUNTIME_CONFIG_FILE=str(config))
        argv = [runtime, "--output", "json", "capability", "execute", str(cap)]
        timed(argv, forwarding, work)
        off, on = [], []
        for _ in range(5):
            off.append(timed(argv, plain, work))
            on.append(timed(argv, forwarding, work))
    finally:
        collector.stop()
    a, b = statistics.median(on), statistics.median(off)
    print(
        f"{'1,000 files append steps, forwarding on vs off':<52} {a * 1000:8.1f} ms vs "
        f"{b * 1000:8.1f} ms  = {(a - b) / 1000 * 1000:.3f} ms/step added"
    )
    return (a - b) / 1000 * 1000
