"""A compiled capability: what validation proved, ready for plan and execute."""

from __future__ import annotations

from runtime.diagnostics import Diagnostic, has_errors

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.capability.lineage import Entry


class Input:
    __slots__ = ("description", "line", "name", "required")

    def __init__(self, name: str, description: str, required: bool, line: int) -> None:
        self.name = name
        self.description = description
        self.required = required
        self.line = line


class Step:
    __slots__ = ("args", "binary", "index", "line", "provider")

    def __init__(
        self,
        index: int,
        line: int,
        args: tuple[str, ...],
        provider: str | None = None,
        binary: str | None = None,
    ) -> None:
        self.index = index
        self.line = line
        self.args = args
        self.provider = provider
        self.binary = binary

    @property
    def label(self) -> str:
        return f"workflow[{self.index}]"


class Capability:
    __slots__ = ("digest", "inputs", "path", "steps", "version")

    def __init__(
        self,
        path: str,
        digest: str,
        version: str,
        inputs: dict[str, Input],
        steps: tuple[Step, ...],
    ) -> None:
        self.path = path
        self.digest = digest
        self.version = version
        self.inputs = inputs
        self.steps = steps


class Compiled:
    __slots__ = ("capability", "diagnostics", "digest", "lineage", "path")

    def __init__(self, path: str, digest: str | None = None) -> None:
        self.path = path
        self.digest = digest
        self.capability: Capability | None = None
        self.diagnostics: list[Diagnostic] = []
        self.lineage: list[Entry] = []  # what the prose's Lineage section says it re-derives

    @property
    def ok(self) -> bool:
        return self.capability is not None and not has_errors(self.diagnostics)
