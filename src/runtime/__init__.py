"""runtime: a governed command-line runtime."""

__version__ = "0.1.0"
