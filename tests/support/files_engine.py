"""The files provider's engine in-process: its operations bound, and a policy of one root."""

from __future__ import annotations

from pathlib import Path

from runtime.policy.model import Policy
from runtime.providers.files.operations import PROVIDER
from runtime.providers.operations import Bound, resolve

WRITE_RULE = "file_policy.write_roots"
READ_RULE = "file_policy.read_roots"


def bound(*args: str) -> Bound:
    """ARGS (`read PATH`, `write PATH TEXT`, ...) resolved to the files provider's operation."""
    resolution = resolve(PROVIDER, list(args))
    assert resolution.bound is not None, resolution.error
    return resolution.bound


def policy_for(root: Path) -> Policy:
    """The compiled defaults with ROOT as the only read and write root."""
    policy = Policy()
    policy.read_roots = (str(root),)
    policy.write_roots = (str(root),)
    return policy
