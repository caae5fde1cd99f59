"""Every kind of Result and the text view that renders it: the one table of text output.

A command names its kind (`Result(..., kind="audit tail")`); the text reporter looks
the view up here. Views take the Result (the envelope's data) and return text; they
never write. A view is named MODULE.FUNCTION within cli/reporter/ and its module is
imported when a result of its kind is shown, so a command loads only its own family.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from runtime.cli.result import Result


def help_text(result: Result) -> str:
    return str(result.output["help"])


def usage(result: Result) -> str:
    return str(result.output["usage"])


def script(result: Result) -> str:
    return str(result.output["script"])


def nothing(result: Result) -> str:
    """A command whose work was the session itself (runtime mcp): no text after it."""
    return ""


VIEWS: dict[str, str] = {
    "help": "views.help_text",
    "usage": "views.usage",
    "completion": "views.script",
    "silent": "views.nothing",
    "version": "home.version",
    "bootstrap": "home.bootstrap",
    "auth status": "home.auth_status",
    "auth session": "home.auth_session",
    "context show": "home.context_show",
    "context list": "home.context_list",
    "context use": "home.context_use",
    "config validate": "home.config_validate",
    "config init": "home.config_init",
    "operation output": "governed.operation_output",
    "provider table": "governed.provider_table",
    "provider group": "governed.provider_group",
    "provider operation": "governed.provider_operation",
    "binary tables": "governed.binary_tables",
    "binary table": "governed.binary_table",
    "resolve": "governed.resolve",
    "audit tail": "audit.tail",
    "audit verify": "audit.verify",
    "audit forward": "audit.forward",
    "audit forward status": "audit.forward_status",
    "capability validate": "capability.validate",
    "capability plan": "capability.plan",
    "capability execute": "capability.execute",
    "capability list": "capability.listing",
    "capability dependents": "capability.dependents",
    "capability authoring-context": "capability.authoring_context",
}


def view(kind: str) -> Callable[[Result], str]:
    """The function that renders KIND; KeyError for a kind no view renders."""
    import importlib

    module, _, name = VIEWS[kind].rpartition(".")
    found: Callable[[Result], str] = getattr(
        importlib.import_module(f"runtime.cli.reporter.{module}"), name
    )
    return found
