"""runtime context show | list | use NAME: the Runtime Context and where each value comes from."""

from __future__ import annotations

import os

from runtime.cli.args import Opt, Spec
from runtime.command_table import usage
from runtime.errors import CommandError, UsageError
from runtime.home import environment
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.main import Invocation

SHOW_SPEC = Spec(
    usage("context show"),
    "Show the Runtime Context: github organization, gcp project, kubernetes context and\n"
    "namespace, openshift project. Each comes from the selected named context, else the\n"
    "environment, else the tools' own settings (kubeconfig, gcloud configuration); the\n"
    "source of each value is shown.",
)
LIST_SPEC = Spec(usage("context list"), "List the named contexts in the config's contexts:.")
USE_SPEC = Spec(
    usage("context use"),
    "Select the named context NAME for every later call; it is recorded in the Runtime Home.\n"
    "RUNTIME_CONTEXT=NAME selects one for a single call and wins over the recorded one.",
    options=(Opt("--clear", "select no named context"),),
    max_args=1,
)


def _config_first(invocation: Invocation) -> None:
    """A broken config stops every context command (exit 3), before its words are read."""
    from runtime.home.config import current

    if "-h" not in invocation.argv and "--help" not in invocation.argv:
        current()


def show(invocation: Invocation) -> Result:
    from runtime.context.active import resolve

    _config_first(invocation)
    invocation.parse(SHOW_SPEC)
    chosen, values, problems = resolve()
    output = {
        "active": chosen.name,
        "selected_by": chosen.source,
        "values": [value.to_json() for value in values],
        "problems": problems,
    }
    return Result(invocation.command, kind="context show", output=output)


def list_contexts(invocation: Invocation) -> Result:
    from runtime.context.active import selection
    from runtime.home.config import contexts

    _config_first(invocation)
    invocation.parse(LIST_SPEC)
    configured = contexts()
    chosen = selection()
    entries = [
        {"name": name, "active": name == chosen.name, "values": _flatten(values)}
        for name, values in sorted(configured.items())
    ]
    output: dict[str, Any] = {
        "active": chosen.name,
        "selected_by": chosen.source,
        "active_missing": chosen.name is not None and chosen.name not in configured,
        "contexts": entries,
    }
    return Result(invocation.command, kind="context list", output=output)


def _flatten(values: dict[str, dict[str, str]]) -> dict[str, str]:
    return {f"{tool}.{key}": value for tool, keys in values.items() for key, value in keys.items()}


def use(invocation: Invocation) -> Result:
    from runtime.context.active import active_context_file
    from runtime.home.config import contexts

    _config_first(invocation)
    parsed = invocation.parse(USE_SPEC)
    clear = parsed.flag("--clear")
    if clear == bool(parsed.args):
        raise UsageError("name one context, or pass --clear", hint=f"usage: {USE_SPEC.usage}")
    path = active_context_file()
    name = None if clear else parsed.args[0]
    if name is not None:
        configured = contexts()
        if name not in configured:
            known = ", ".join(sorted(configured)) or "none: add a contexts: section to the config"
            raise UsageError(f"no context named {name!r} in the config", hint=f"known: {known}")
    _record(path, name)
    output = {
        "active": name,
        "recorded_in": path,
        "shadowed_by": environment.CONTEXT if os.environ.get(environment.CONTEXT) else None,
    }
    return Result(invocation.command, kind="context use", output=output)


def _record(path: str, name: str | None) -> None:
    from runtime.home.atomic import write_atomic

    try:
        if name is None:
            if os.path.lexists(path):
                os.unlink(path)
            return
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        write_atomic(path, (name + "\n").encode("utf-8"), durable=True)
    except OSError as error:
        raise CommandError(f"cannot record the context in {path}: {error.strerror}") from None
