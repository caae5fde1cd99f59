"""REST list operations: every page GitHub links with `rel="next"`, up to a limit.

GitHub answers a list with one page (30 items unless `per_page` says otherwise)
and a `Link` header naming the next. The runtime follows it until the list ends
or LIST_LIMIT items are in hand (`limit=N` raises or lowers it); a list that was
cut says so. A next link that leaves the configured base URL is never followed:
the token goes to that URL only.
"""

from __future__ import annotations

from runtime.providers.github.params import ParamError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.net.http import Response

LIST_LIMIT = 1000  # items a list operation collects unless limit=N says otherwise
LIMIT_KEY = "limit"


class Paged:
    """The items collected and whether more were left behind."""

    __slots__ = ("items", "limit", "pages", "truncated")

    def __init__(self, limit: int) -> None:
        self.items: list[Any] = []
        self.limit = limit
        self.pages = 0
        self.truncated = False

    def note(self) -> str:
        return (
            f"truncated: the first {len(self.items)} items (limit={self.limit}); "
            f"pass limit=N to collect more"
        )


def take_limit(pairs: list[tuple[str, str]]) -> tuple[int, list[tuple[str, str]]]:
    """The `limit=N` pair (not a GitHub parameter) and the pairs left for the query."""
    limit = LIST_LIMIT
    rest: list[tuple[str, str]] = []
    for key, value in pairs:
        if key != LIMIT_KEY:
            rest.append((key, value))
        elif value.isdigit() and int(value) > 0:
            limit = int(value)
        else:
            raise ParamError(f"limit={value!r}: give a positive number of items")
    return limit, rest


def next_link(response: Response) -> str | None:
    """The URL of `rel="next"` in a Link header, if any."""
    for part in response.headers.get("link", "").split(","):
        url, _, params = part.partition(";")
        if 'rel="next"' in params.replace(" ", ""):
            return url.strip().removeprefix("<").removesuffix(">")
    return None


def collect(
    first_url: str, base: str, limit: int, fetch: Callable[[str], tuple[Any, Response]]
) -> Paged:
    """Follow next links from FIRST_URL while they stay under BASE and the limit allows."""
    paged = Paged(limit)
    url: str | None = first_url
    while url is not None:
        payload, response = fetch(url)
        paged.pages += 1
        if not isinstance(payload, list):
            paged.items = payload  # not a list after all: the answer as it came
            return paged
        paged.items += payload
        url = next_link(response)
        if len(paged.items) >= limit:
            paged.truncated = len(paged.items) > limit or url is not None
            paged.items = paged.items[:limit]
            return paged
        if url is not None and not url.startswith(base + "/"):
            paged.truncated = True  # a next page elsewhere: never sent the token
            return paged
    return paged
