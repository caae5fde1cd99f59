"""A secret cut by a pipe read, a line bound or the capture bound is still masked whole.

The real git prints a committed file (`git show HEAD:FILE`) as a capability step and as
`command run`: one line far longer than a pipe buffer, with a secret across every 4 KiB
boundary, so wherever the reads fall a secret straddles them; and a file past the 8 MiB
capture bound with a token across the bound.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from support.cli import write_capability
from support.git_repos import git

MASK = "***"
CONFIGURED = "opaque-configured-credential-0123456789"  # no shape: known by its variable
SHAPED = "ghp_" + "Zq8Wx3Rt6Yu1" * 3  # 36 characters after the prefix
PAGE = 4096
CAPTURE_BOUND = 8 * 1024 * 1024


def _commit(work: Path, name: str, content: str) -> None:
    git(work, "init", "-q", "-b", "main", str(work))
    (work / name).write_text(content)
    git(work, "add", name)
    git(work, "commit", "-qm", "data")


def _secret_at_every_page(length: int) -> tuple[str, int]:
    """One line of LENGTH characters with a secret across each 4 KiB boundary, and their count."""
    line = bytearray(b"." * length)
    count = 0
    for boundary in range(PAGE, length - PAGE, PAGE):
        secret = (CONFIGURED if count % 2 else SHAPED).encode()
        start = boundary - len(secret) // 2
        line[start : start + len(secret)] = secret
        count += 1
    return line.decode() + "\n", count


def _pieces(secret: str) -> list[str]:
    """Every 12 characters in a row of SECRET: what half of a cut secret would show."""
    return [secret[i : i + 12] for i in range(len(secret) - 11)]


def _shown(text: str) -> list[str]:
    return [piece for secret in (CONFIGURED, SHAPED) for piece in _pieces(secret) if piece in text]


def test_a_secret_across_a_pipe_read_of_a_long_live_line_is_masked(
    runtime: Any, work: Path, tmp_path: Path
) -> None:
    line, count = _secret_at_every_page(600 * 1024)  # past the echo's 64 KiB line bound
    _commit(work, "long.txt", line)
    capability = write_capability(
        tmp_path,
        "show.md",
        "version: v1\nworkflow:\n  - binary: git\n    args: [show, HEAD:long.txt]\n",
    )
    run = runtime(
        "capability", "execute", str(capability), env={"RUNTIME_GITHUB_TOKEN": CONFIGURED}
    )
    assert run.code == 0, run
    assert _shown(run.stderr) == []  # the live echo on stderr
    assert _shown(run.stdout) == []
    assert run.stderr.count(MASK) == count  # each masked where it stood, none dropped


def test_a_token_across_the_capture_bound_is_not_kept_short(
    runtime: Any, work: Path, home: Path
) -> None:
    start = CAPTURE_BOUND - 35  # 35 of its 40 characters inside the bound
    content = "." * start + SHAPED + "." * 1024 + "\n"
    _commit(work, "big.txt", content)
    run = runtime("--output", "json", "command", "run", "git", "show", "HEAD:big.txt")
    assert run.code == 0, run
    captured = run.json["output"]["stdout"]
    assert run.json["output"]["truncated"] is True
    assert len(captured) < CAPTURE_BOUND
    assert _shown(captured) == [] and _shown(run.stdout + run.stderr) == []
    assert _shown((home / "audit.jsonl").read_text()) == []
