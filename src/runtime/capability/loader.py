"""Find and compile one capability for plan or execute."""

from __future__ import annotations

from runtime.capability.compiler import BinaryRules, compile_bytes
from runtime.capability.sources import Lookup, look_up
from runtime.errors import InvalidError, UsageError

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


def not_found_message(named: str, lookup: Lookup) -> str:
    return f"no capability file or name {named!r}; looked in: " + "; ".join(lookup.searched)


def ambiguous_error(named: str, lookup: Lookup) -> UsageError:
    return UsageError(
        f"{named!r} is ambiguous: it is the file {lookup.by_path} and the capability name "
        f"{named} ({lookup.by_name})",
        code="ambiguous",
        hint=f"write ./{named} for the file in the working directory, or rename one of them",
    )


def locate(named: str, cwd: str) -> str:
    """The one file NAMED resolves to; exit 2 when it is ambiguous or found nowhere."""
    lookup = look_up(named, cwd)
    if lookup.ambiguous:
        raise ambiguous_error(named, lookup)
    if lookup.file is None:
        raise UsageError(
            not_found_message(named, lookup),
            code="not-found",
            hint="`runtime capability list` shows every name; a path starts with ./ or /",
        )
    return lookup.file


def load(named: str, cwd: str, policy: Policy) -> Capability:
    from runtime.documents import read_document

    path = locate(named, cwd)
    try:
        data = read_document(path, 1024 * 1024)
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
