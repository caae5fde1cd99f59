"""A provider's denied operations (`providers.<name>.denied`): word prefixes of an operation.

Apart from the binary rules in `rules.py`, so judging a files or GitHub operation loads no
binary table.
"""

from __future__ import annotations

from runtime.model import Decision

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.model import Policy


def prefix_denial(
    provider: str,
    args: Sequence[str],
    policy: Policy,
    typed: str | None = None,
    route: Sequence[str] | None = None,
) -> Decision | None:
    """The `providers.<name>.denied` prefix ARGS start with. TYPED names the binary the words
    were read from (`command run gh ...`); ROUTE the `api METHOD PATH` that serves ARGS."""
    for prefix in policy.provider_denied.get(provider, ()):
        words = prefix.split()
        if words and list(args[: len(words)]) == words:
            return _prefix_refusal(provider, prefix, list(args), typed, route)
    return None


def _prefix_refusal(
    provider: str, prefix: str, args: list[str], typed: str | None, route: Sequence[str] | None
) -> Decision:
    rule = f'providers.{provider}.denied "{prefix}"'
    if route is not None:
        shown = " ".join(route[:3])
        return Decision.deny(
            rule,
            f"policy denied {provider} {shown}: the route serves {' '.join(args)}, "
            f"which matches {rule}",
        )
    rest = " ".join(args[len(prefix.split()) :])
    shown = (
        f"command run {typed} (read as {provider} {prefix})" if typed else f"{provider} {prefix}"
    )
    return Decision.deny(rule, f"policy denied {shown}: {rest + ' ' if rest else ''}matches {rule}")
