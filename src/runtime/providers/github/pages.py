"""REST list operations: every page GitHub links with `rel="next"`, within budgets.

GitHub answers a list with one page (30 items unless `per_page` says otherwise)
and a `Link` header naming the next. The runtime follows it until the list ends,
LIST_LIMIT items are in hand (`limit=N` raises or lowers it), MAX_PAGES pages were
fetched, or the pages held MAX_LIST_BYTES bytes together; an empty page or a next
link already fetched ends it too (a server that links on forever). A list that was
cut says so, naming the bound. A next link is read by the one URL parser
(`net.url`, resolved against the page it came on) and followed only while it stays
under the configured base URL: the token goes there only.
"""

from __future__ import annotations

from runtime.providers.github.params import LIST_LIMIT, ParamError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.net.http import Response

__all__ = ["LIST_LIMIT", "MAX_LIST_BYTES", "MAX_PAGES", "Paged", "collect", "take_limit"]
MAX_PAGES = 500  # pages one list operation fetches at most
MAX_LIST_BYTES = 64 * 1024 * 1024  # the bodies of all its pages together
LIMIT_KEY = "limit"


class Paged:
    """The items collected, whether more were left behind, and which bound cut them."""

    __slots__ = ("bytes", "items", "limit", "pages", "stopped", "truncated")

    def __init__(self, limit: int) -> None:
        self.items: list[Any] = []
        self.limit = limit
        self.pages = 0
        self.bytes = 0
        self.truncated = False
        self.stopped: str | None = None  # why the list was cut, when not by the item limit

    def cut(self, reason: str) -> Paged:
        self.truncated = True
        self.stopped = reason
        return self

    def note(self) -> str:
        if self.stopped is not None:
            return f"truncated: the first {len(self.items)} items; {self.stopped}"
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
    """The target of `rel="next"` in a Link header, as written, if any."""
    for part in response.headers.get("link", "").split(","):
        url, _, params = part.partition(";")
        if 'rel="next"' in params.replace(" ", ""):
            return url.strip().removeprefix("<").removesuffix(">")
    return None


def collect(
    first_url: str, base: str, limit: int, fetch: Callable[[str], tuple[Any, Response]]
) -> Paged:
    """Follow next links from FIRST_URL while they stay under BASE and the budgets allow."""
    from runtime.net.url import UrlError, parse

    scope = parse(base)
    paged = Paged(limit)
    url: str | None = first_url
    fetched: set[str] = set()
    while url is not None:
        fetched.add(url)
        payload, response = fetch(url)
        paged.pages += 1
        paged.bytes += len(response.body)
        if not isinstance(payload, list):
            paged.items = payload  # not a list after all: the answer as it came
            return paged
        paged.items += payload
        written = next_link(response)
        if len(paged.items) >= limit:
            paged.truncated = len(paged.items) > limit or written is not None
            paged.items = paged.items[:limit]
            return paged
        if written is None:
            return paged
        if not payload:
            return paged.cut(f"page {paged.pages} was empty but linked a next page")
        try:
            following = (response.url or parse(url)).join(written)
        except UrlError:
            return paged.cut("the next link is not a URL the runtime follows")
        if not following.within(scope):
            return paged.cut(f"the next page lies outside the base URL {base}")  # no token there
        url = str(following)
        if url in fetched:
            return paged.cut("the next link names a page already fetched")
        if paged.pages >= MAX_PAGES:
            return paged.cut(f"the list reached the budget of {MAX_PAGES} pages")
        if paged.bytes >= MAX_LIST_BYTES:
            return paged.cut(f"the list reached the budget of {MAX_LIST_BYTES} bytes of pages")
    return paged
