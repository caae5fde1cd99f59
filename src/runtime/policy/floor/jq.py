"""jq and yq: filters with no subcommands. They read what they are given; `yq -i`
(--inplace) writes the file back."""

from __future__ import annotations

from runtime.policy.floor.model import CanonicalCommand, Command, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

_INPLACE = ("-i", "--inplace")


class FilterTable(Table):
    """A filter's command is the filter itself: read, or write when it edits in place."""

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        words = [a for a in args if not (len(a) > 1 and a.startswith("-"))]
        found, _ = self.lookup(words)
        path = found.path if found is not None else ""
        rest = list(args)
        if found is not None:
            rest.remove(words[0])
        writes = self.binary == "yq" and any(_in_place(a) for a in args)
        effect = "write" if writes else "read"
        return CanonicalCommand(self.binary, path, effect, rest=rest, network=False)


def _in_place(word: str) -> bool:
    if word.partition("=")[0] in _INPLACE:
        return True
    return word.startswith("-") and not word.startswith("--") and "i" in word[1:]


TABLES: dict[str, Table] = {
    "jq": FilterTable("jq", []),
    "yq": FilterTable(
        "yq",
        [
            Command("eval", "read", aliases=("e",)),
            Command("eval-all", "read", aliases=("ea",)),
            Command("shell-completion", "read"),
            Command("help", "read"),
        ],
    ),
}
