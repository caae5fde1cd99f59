"""Every environment variable the runtime reads, in one table.

The Home's `commands/runtime_env_variables.txt` is generated from this table,
and the modules that read a variable take its name from here, so the cheat
sheet cannot drift from the code. tests/home/test_environment.py fails when a
module reads a variable that is missing here.
"""

from __future__ import annotations

from runtime.home.paths import CAPABILITIES_VARIABLE, HOME_VARIABLE

HOME = HOME_VARIABLE
CAPABILITIES_DIR = CAPABILITIES_VARIABLE
CONFIG_FILE = "RUNTIME_CONFIG_FILE"
POLICY_FILE = "RUNTIME_POLICY_FILE"
CONTEXT = "RUNTIME_CONTEXT"
GITHUB_TOKEN = "RUNTIME_GITHUB_TOKEN"
AUTHENTICATION_PREFIX = "RUNTIME_AUTHENTICATION_"
CONSUMER = "ENGINEERING_RUNTIME_CONSUMER"
DEBUG = "RUNTIME_DEBUG"
KUBECONFIG = "KUBECONFIG"
GCLOUD_PROJECT = "CLOUDSDK_CORE_PROJECT"
GCLOUD_CONFIG_DIR = "CLOUDSDK_CONFIG"
GCLOUD_ACTIVE_CONFIG = "CLOUDSDK_ACTIVE_CONFIG_NAME"

HTTP_MODULE = "runtime.net.http"
MASKED = "never a credential for runtime; when set, its value is masked in all output"

# (name, meaning, where it is read); a name ending in "_" is a prefix.
VARIABLES: tuple[tuple[str, str, str], ...] = (
    (HOME, "the Runtime Home; default ~/.engineering-runtime", "runtime.home.paths"),
    (
        CONFIG_FILE,
        "the config document (schema_version 2); unset: compiled defaults, no file is read",
        "runtime.home.config_load",
    ),
    (
        POLICY_FILE,
        "the policy document (schema_version 3); unset: the compiled default policy",
        "runtime.policy.load",
    ),
    (
        CAPABILITIES_DIR,
        "relocates the Home's non-authoritative capability cache (default <Home>/capabilities)",
        "runtime.home.paths",
    ),
    (
        CONTEXT,
        "selects a named context from the config's contexts: for this call only",
        "runtime.context.active",
    ),
    (
        GITHUB_TOKEN,
        "the GitHub credential; the variable's name is authentication.github.token_env",
        "runtime.auth.github",
    ),
    (
        AUTHENTICATION_PREFIX + "<PATH>",
        "overrides a key under authentication, e.g. RUNTIME_AUTHENTICATION_GITHUB_BASE_URL "
        "for authentication.github.base_url; shown by `runtime config validate`",
        "runtime.home.config_load",
    ),
    (
        CONSUMER,
        "who is calling (ci, agent, a team name); recorded on every audit record",
        "runtime.audit.log",
    ),
    ("CI", "when set and no consumer is named, the consumer is ci", "runtime.audit.log"),
    (
        "RUNTIME_AUDIT_FSYNC",
        "1: fdatasync every audit record before going on (survives a power loss; costs "
        "milliseconds per step); otherwise a record is in the kernel before the action starts",
        "runtime.audit.log",
    ),
    ("USER", "the executor recorded on audit records", "runtime.audit.log"),
    ("USERNAME", "the executor when USER is unset", "runtime.audit.log"),
    (
        KUBECONFIG,
        "the kubeconfig file(s) read for the kubernetes and openshift context",
        "runtime.context.tools",
    ),
    (GCLOUD_PROJECT, "the gcp project of the Runtime Context", "runtime.context.tools"),
    (
        GCLOUD_CONFIG_DIR,
        "gcloud's configuration directory (default ~/.config/gcloud), read for the gcp project",
        "runtime.context.tools",
    ),
    (
        GCLOUD_ACTIVE_CONFIG,
        "gcloud's active configuration name, read for the gcp project",
        "runtime.context.tools",
    ),
    ("GH_TOKEN", MASKED, "runtime.audit.redact"),
    ("GITHUB_TOKEN", MASKED, "runtime.audit.redact"),
    ("GH_ENTERPRISE_TOKEN", MASKED, "runtime.audit.redact"),
    (
        "HTTPS_PROXY",
        "proxy for https REST and GraphQL calls (also https_proxy, ALL_PROXY, all_proxy)",
        HTTP_MODULE,
    ),
    (
        "HTTP_PROXY",
        "proxy for http REST and GraphQL calls (also http_proxy, ALL_PROXY, all_proxy)",
        HTTP_MODULE,
    ),
    ("ALL_PROXY", "proxy for either scheme when no scheme's own is set", HTTP_MODULE),
    ("NO_PROXY", "hosts reached without the proxy (also no_proxy)", HTTP_MODULE),
    ("NO_COLOR", "honoured: text output never uses colour", "-"),
    (DEBUG, "print a Python trace for an internal error", "runtime.cli.main"),
)


def cheat_sheet() -> str:
    """commands/runtime_env_variables.txt."""
    width = max(len(name) for name, _, _ in VARIABLES)
    lines = [
        "# Environment variables read by runtime (generated from runtime.home.environment)",
        "",
    ]
    lines += [f"{name:<{width}}  {meaning}" for name, meaning, _ in VARIABLES]
    return "\n".join(lines) + "\n"
