"""The compiled default policy, in force while RUNTIME_POLICY_FILE is unset."""

from __future__ import annotations

from runtime.policy.floor import EDIT_MAXIMA

DEFAULT_ALLOWED_BINARIES: tuple[str, ...] = (
    "git", "gh", "gcloud", "gsutil", "bq", "docker", "podman", "kubectl", "helm", "kustomize",
    "oc", "terraform", "tofu", "packer", "aws", "az", "vault", "jq", "yq", "skaffold", "argocd",
)  # fmt: skip

DEFAULT_DENIED_BINARIES: tuple[str, ...] = ("rm", "sudo", "chmod", "curl", "wget", "ssh")

DEFAULT_RULES: dict[str, tuple[str, ...]] = {
    "git": (
        "push --force", "push -f", "reset --hard", "clean -fd", "filter-branch", "update-ref -d",
    ),
    "terraform": ("destroy",),
    "tofu": ("destroy",),
    "gcloud": ("projects delete", "iam service-accounts delete"),
    "kubectl": ("delete namespace",),
    "oc": ("delete project",),
    "helm": ("uninstall",),
}  # fmt: skip

# Which effects a binary's commands may have: `delete` and `exec` need a document.
DEFAULT_EFFECTS: dict[str, tuple[str, ...]] = {"default": ("read", "write")}

DEFAULT_READ_ROOTS: tuple[str, ...] = (".",)
DEFAULT_WRITE_ROOTS: tuple[str, ...] = (".",)
DEFAULT_EDIT_LIMITS: dict[str, int] = dict(EDIT_MAXIMA)
DEFAULT_PROVIDER_DENIED: dict[str, tuple[str, ...]] = {
    "files": ("delete",),
    "github": ("api DELETE",),
}

# Binaries are pinned from these directories only, never from the caller's PATH
# or the current directory; a policy document may name others.
DEFAULT_SEARCH_PATH: tuple[str, ...] = (
    "/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin",
)  # fmt: skip
DEFAULT_TIMEOUT_SECONDS = 600
# What a sandboxed child may use (engines/limits.py): generous for the tools, but a runaway
# allocation, a file filling the disk or a fork bomb stops at its limit. A document may set
# other values, never none.
DEFAULT_CHILD_LIMITS: dict[str, int] = {
    "address_space_mib": 8192,
    "file_size_mib": 8192,
    "open_files": 4096,
    "processes": 1024,
}

# required (the default): no binary runs unconfined; auto, only where a policy document says
# so: confine every child when bubblewrap works, and when it does not, run read, write and
# delete commands unconfined and refuse exec effects. No value turns confinement off.
DEFAULT_SANDBOX = "required"
SANDBOX_MODES: tuple[str, ...] = ("auto", "required")

# command_policy.network.enforce. auto: a step whose egress cannot be enforced (no sandbox)
# runs, said so (`egress: unenforced`); required: such a step that needs the network is refused.
DEFAULT_NETWORK_ENFORCE = "auto"
NETWORK_ENFORCE_MODES: tuple[str, ...] = ("auto", "required")
