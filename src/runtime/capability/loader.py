"""Find and compile one capability for plan or execute."""

from __future__ import annotations

from runtime.capability.compiler import BinaryRules, compile_bytes
from runtime.capability.sources import find_one
from runtime.cli.errors import InvalidError, UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.capability.model import Capability
    from runtime.diagnostics import Diagnostic
    from runtime.policy.model import Policy


class CapabilityInvalid(InvalidError):
    code = "capability-invalid"

    def __init__(self, message: str, diagnostics: list[Diagnostic]) -> None:
        super().__init__(message, hint="run `runtime capability validate` for every problem")
        self.diagnostics = diagnostics


def load(named: str, cwd: str, policy: Policy) -> Capability:
    path = find_one(named, cwd)
    if path is None:
        raise UsageError(f"no capability file or name {named!r}")
    try:
        with open(path, "rb") as handle:
            data = handle.read(1024 * 1024 + 1)
    except OSError as error:
        raise UsageError(f"cannot read {named}: {error.strerror}") from None
    compiled = compile_bytes(
        data, path, BinaryRules(policy.allowed_binaries, policy.denied_binaries)
    )
    if compiled.capability is None or not compiled.ok:
        errors = [d for d in compiled.diagnostics if d.is_error]
        raise CapabilityInvalid(
            f"{named} is not a valid capability ({len(errors)} problem(s))", errors
        )
    return compiled.capability
