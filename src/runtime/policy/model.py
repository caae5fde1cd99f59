"""The effective policy: compiled defaults or a document, always under the floor."""

from __future__ import annotations

from runtime.policy import defaults


class Policy:
    __slots__ = (
        "admitted_helpers", "allowed_binaries", "child_limits", "denied_binaries", "effects",
        "identities", "limits", "network", "network_enforce", "provider_denied", "read_roots",
        "rules", "sandbox", "search_path", "source", "timeout_seconds", "tool_identities",
        "write_roots",
    )  # fmt: skip

    def __init__(self, source: str = "compiled defaults") -> None:
        self.source = source
        self.allowed_binaries: tuple[str, ...] = defaults.DEFAULT_ALLOWED_BINARIES
        self.denied_binaries: tuple[str, ...] = defaults.DEFAULT_DENIED_BINARIES
        self.rules: dict[str, tuple[str, ...]] = dict(defaults.DEFAULT_RULES)
        self.effects: dict[str, tuple[str, ...]] = dict(defaults.DEFAULT_EFFECTS)
        self.admitted_helpers: dict[str, tuple[str, ...]] = {}
        self.read_roots: tuple[str, ...] = defaults.DEFAULT_READ_ROOTS
        self.write_roots: tuple[str, ...] = defaults.DEFAULT_WRITE_ROOTS
        self.limits: dict[str, int] = dict(defaults.DEFAULT_EDIT_LIMITS)
        self.provider_denied: dict[str, tuple[str, ...]] = dict(defaults.DEFAULT_PROVIDER_DENIED)
        self.identities: dict[str, tuple[str, ...]] = {}
        self.search_path: tuple[str, ...] = defaults.DEFAULT_SEARCH_PATH
        self.timeout_seconds: int = defaults.DEFAULT_TIMEOUT_SECONDS
        self.sandbox: str = defaults.DEFAULT_SANDBOX
        # command_policy.network: per binary, its `allow` and `deny` patterns (policy/network.py)
        self.network: dict[str, dict[str, tuple[str, ...]]] = {}
        self.network_enforce: str = defaults.DEFAULT_NETWORK_ENFORCE
        # command_policy.limits: what each sandboxed child may use (engines/limits.py)
        self.child_limits: dict[str, int] = dict(defaults.DEFAULT_CHILD_LIMITS)
        # command_policy.<tool>.identity: who a tool's children act as (git's commit author
        # and committer), handed over through the tool profile's identity variables
        self.tool_identities: dict[str, tuple[str, str]] = {}
