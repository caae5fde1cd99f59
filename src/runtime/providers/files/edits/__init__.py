"""Structured edits that change only the bytes they must (YAML, Terraform, CODEOWNERS).

Importing this package is cheap: the edit functions, and PyYAML with them, load on
first use (``from runtime.providers.files.edits import yaml_set`` loads
``yaml_edits`` at that moment; importing ``.result`` alone loads nothing else).
"""

from __future__ import annotations

from .result import EditError, EditResult, unified_diff

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: importing typing costs startup time
if TYPE_CHECKING:
    from .codeowners_edits import add_owner
    from .terraform_edits import set_attribute, update_provider
    from .yaml_edits import yaml_replace, yaml_set

__all__ = [
    "EditError",
    "EditResult",
    "add_owner",
    "set_attribute",
    "unified_diff",
    "update_provider",
    "yaml_replace",
    "yaml_set",
]

_LAZY = {
    "yaml_replace": "yaml_edits",
    "yaml_set": "yaml_edits",
    "set_attribute": "terraform_edits",
    "update_provider": "terraform_edits",
    "add_owner": "codeowners_edits",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
