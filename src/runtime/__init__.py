"""runtime: a governed command-line runtime."""

__version__ = "0.1.0"

# What this runtime is compatible with: the capability format (`version: v1`) and the
# Engineering Runtime release whose documents (the seeds) describe the behaviour.
CAPABILITY_SPEC_VERSION = "v1"
COMPATIBLE_RELEASE = "0.9.8"
