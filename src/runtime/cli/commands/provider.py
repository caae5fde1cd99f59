"""runtime github|files OPERATION ...: typed commands, through the one request pipeline."""

from __future__ import annotations

from runtime.providers import registry
from runtime.providers.help import operation_rows
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation
    from runtime.providers.operations import Provider


def main(invocation: Invocation) -> Result:
    from runtime.cli.grammar import TABLE, provider_help
    from runtime.words import refuse_ambiguous_output

    provider = registry.PROVIDERS[invocation.command]
    argv = invocation.argv
    asked = provider_help(provider, argv) if argv else TABLE
    if asked == TABLE:
        return _table(provider)
    if isinstance(asked, tuple):
        group = _group(provider, asked)
        if group is not None:
            return group
        return _table(provider)
    if asked is not None:
        assert not isinstance(asked, str)
        return Result(
            f"{provider.name} {asked.name}",
            kind="provider operation",
            output={"operation": asked.name, "usages": asked.usages()},
        )
    found = provider.find(argv)
    typed = f"{provider.name} {found.name if found else argv[0]}"
    refuse_ambiguous_output(argv, typed, f"runtime {typed} ... -- --output ...")
    return run_typed(invocation, provider)


def _group(provider: Provider, prefix: tuple[str, ...]) -> Result | None:
    """`runtime github repo --help`: the operations that start with the words given.

    None when the words name no group: nothing starts with them, or they name one operation.
    """
    names = [op.name for op in provider.operations if op.words[: len(prefix)] == prefix]
    if not prefix or not names or any(op.words == prefix for op in provider.operations):
        return None
    return Result(
        f"{provider.name} {' '.join(prefix)}",
        kind="provider group",
        output={"provider": provider.name, "group": " ".join(prefix), "operations": names},
    )


def _table(provider: Provider) -> Result:
    return Result(
        provider.name,
        kind="provider table",
        output={
            "provider": provider.name,
            "auth": provider.auth,
            "operations": operation_rows(provider),
        },
    )


def run_typed(invocation: Invocation, provider: Provider) -> Result:
    """The same Request a capability step builds: the provider joins CONTENT words itself."""
    from runtime.cli.run import run_request
    from runtime.model import Request

    request = Request.for_provider(provider.name, invocation.argv, origin="typed")
    return run_request(invocation, request)
