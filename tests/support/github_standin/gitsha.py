"""Deterministic git-like hashes."""

from __future__ import annotations

import hashlib


def blob_sha(content: bytes) -> str:
    """The git blob id of `content`, exactly as `git hash-object` computes it."""
    header = f"blob {len(content)}\0".encode()
    return hashlib.sha1(header + content).hexdigest()


def fake_sha(*parts: object) -> str:
    """A stable 40-hex id for commits and trees derived from their identifying parts."""
    text = "\x1f".join(str(p) for p in parts)
    return hashlib.sha1(text.encode()).hexdigest()


def tree_sha(entries: dict[str, str]) -> str:
    """A stable id for a directory from its (name -> sha) entries."""
    return fake_sha("tree", *sorted(f"{k}:{v}" for k, v in entries.items()))
