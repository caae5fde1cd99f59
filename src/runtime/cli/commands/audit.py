"""runtime audit tail [-n N] | verify [--checkpoint SEQ:HASH]: read and check the trail.

`audit forward` is its own module (audit_forward.py): it is not on these paths.
"""

from __future__ import annotations

from runtime import exit_codes
from runtime.cli.args import Opt, Spec
from runtime.command_table import usage
from runtime.errors import UsageError
from runtime.result import Result

TAIL = Spec(
    usage("audit tail"),
    "Print the newest N operations (default 20), oldest first: each intent joined\n"
    "with its outcome; an intent without one (a killed run) shows as unfinished.",
    options=(Opt("--lines", "how many operations (0 prints nothing)", metavar="N", short="-n"),),
)
VERIFY = Spec(
    usage("audit verify"),
    "Check the whole hash chain; name the first record edited, removed, inserted or\n"
    "reordered; print a checkpoint (SEQ:HASH) to keep elsewhere. With --checkpoint,\n"
    "also detect a trail truncated or rewritten back past it. Exit 1 when broken.",
    options=(Opt("--checkpoint", "a checkpoint an earlier verify printed", metavar="SEQ:HASH"),),
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation


def tail(invocation: Invocation) -> Result:
    from runtime.audit import log
    from runtime.home.paths import audit_file

    parsed = invocation.parse(TAIL)
    text = parsed.value("--lines", "20") or "20"
    if not text.isdigit():
        raise UsageError(f"-n expects a whole number, got {text!r}")
    found = log.tail(int(text))
    return Result(
        "audit tail",
        kind="audit tail",
        output={
            "file": audit_file(),
            "records": found.records,
            "skipped": found.skipped,
            "torn_end": found.torn_end,
            "lines": int(text),
        },
    )


def verify(invocation: Invocation) -> Result:
    from runtime.audit.verify import parse_checkpoint
    from runtime.audit.verify import verify as verify_chain
    from runtime.home.paths import audit_file

    parsed = invocation.parse(VERIFY)
    text = parsed.value("--checkpoint", None)
    checkpoint = None
    if text is not None:
        checkpoint = parse_checkpoint(text)
        if checkpoint is None:
            raise UsageError(
                f"--checkpoint expects SEQ:HASH (a number, a colon, 64 hex digits), got {text!r}"
            )
    path = audit_file()
    report = verify_chain(path, checkpoint)
    output = {"file": path, **report.to_json()}
    error = None
    if report.problem is not None:
        error = {
            "code": f"audit-{report.problem.kind}",
            "message": f"{path}: {report.problem.message}",
            "hint": "the trail was changed after it was written; keep the file as evidence",
        }
    return Result(
        "audit verify",
        kind="audit verify",
        exit_code=exit_codes.OK if report.problem is None else exit_codes.FAILED,
        output=output,
        error=error,
    )
