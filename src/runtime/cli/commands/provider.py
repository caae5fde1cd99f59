"""runtime github|files OPERATION ...: typed commands, through the one request pipeline."""

from __future__ import annotations

from runtime.cli.result import Result
from runtime.providers import registry
from runtime.providers.help import operation_rows, operation_text, table_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation
    from runtime.providers.operations import Provider


def main(invocation: Invocation) -> Result:
    provider = registry.PROVIDERS[invocation.command]
    argv = invocation.argv
    if not argv or argv[0] in ("-h", "--help"):
        return _table(provider)
    if "--help" in argv or "-h" in argv[:3]:
        operation = provider.find(argv)
        if operation is not None:
            text = operation_text(provider, operation)
            return Result(
                f"{provider.name} {operation.name}",
                output={"operation": operation.name, "usages": operation.usages()},
                render_text=lambda _: text,
            )
        group = _group(provider, argv)
        if group is not None:
            return group
    return run_typed(invocation, provider)


def _group(provider: Provider, argv: list[str]) -> Result | None:
    """`runtime github repo --help`: the operations that start with the words given."""
    from runtime.providers.help import group_text

    prefix = tuple(argv[: min(i for i, w in enumerate(argv) if w in ("-h", "--help"))])
    text = group_text(provider, prefix) if prefix else None
    if text is None:
        return None
    names = [op.name for op in provider.operations if op.words[: len(prefix)] == prefix]
    return Result(
        f"{provider.name} {' '.join(prefix)}",
        output={"provider": provider.name, "group": " ".join(prefix), "operations": names},
        render_text=lambda _: text,
    )


def _table(provider: Provider) -> Result:
    text = table_text(provider)
    return Result(
        provider.name,
        output={
            "provider": provider.name,
            "auth": provider.auth,
            "operations": operation_rows(provider),
        },
        render_text=lambda _: text,
    )


def run_typed(invocation: Invocation, provider: Provider) -> Result:
    """The same Request a capability step builds: the provider joins CONTENT words itself."""
    from runtime.cli.run import run_request
    from runtime.pipeline import Request

    request = Request.for_provider(provider.name, invocation.argv, origin="typed")
    return run_request(invocation, request)
