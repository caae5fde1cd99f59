"""runtime audit forward [--status]: ship the trail's backlog to the syslog collector."""

from __future__ import annotations

from runtime import exit_codes
from runtime.cli.args import Opt, Spec
from runtime.command_table import usage
from runtime.errors import UsageError
from runtime.result import Result

SPEC = Spec(
    usage("audit forward"),
    "Send every audit record the configured collector (config audit.forward.syslog) has not\n"
    "confirmed, in order, and move the cursor; --status only shows the collector, the\n"
    "cursor and the backlog. Exit 1 when the collector cannot be reached.",
    options=(Opt("--status", "show the collector, the cursor and the backlog; send nothing"),),
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.cli.main import Invocation
    from runtime.home.forwarding import Settings


def main(invocation: Invocation) -> Result:
    from runtime.home.config import current

    parsed = invocation.parse(SPEC)
    settings = current().audit_forward
    if settings is None:
        raise UsageError(
            "no audit collector is configured",
            code="forward-not-configured",
            hint="set audit.forward.syslog: tcp://HOST:PORT in the config document "
            "(RUNTIME_CONFIG_FILE); `runtime config init config` shows the section",
        )
    if parsed.flag("--status"):
        return Result("audit forward", kind="audit forward status", output=status(settings))
    return _forward(settings)


def status(settings: Settings) -> dict[str, Any]:
    """The collector, the saved cursor checked against the trail, and how many records wait:
    for this and config validate."""
    from runtime.audit import forward

    return {"collector": settings.to_json(), **forward.status(settings)}


def _forward(settings: Settings) -> Result:
    from runtime.audit.forward import Forwarder

    forwarder = Forwarder(settings, quiet=True)
    confirmed = forwarder.confirm()
    output = {"sent": forwarder.sent, "confirmed": confirmed, **status(settings)}
    if not confirmed:
        message = f"audit forwarding failed: {forwarder.error}"
        return Result(
            "audit forward",
            kind="audit forward",
            exit_code=exit_codes.FAILED,
            output=output,
            error={
                "code": "forward-failed",
                "message": message,
                "hint": "the records stay in the local trail; run `runtime audit forward` "
                "again once the collector is reachable",
            },
        )
    return Result("audit forward", kind="audit forward", output=output)
