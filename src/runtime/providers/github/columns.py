"""The columns a person sees for GitHub's list-shaped answers in text mode.

Close to what gh shows by default for the same list; JSON output always carries
the whole payload. A dotted key reaches into a nested object.
"""

from __future__ import annotations

# gh's own list commands write one tab-separated line per item when their output is not a
# terminal (as under the runtime); these are the columns of those lines (gh 2.23), the
# headers gh shows over them on a terminal.
GH_HEADERS: dict[str, tuple[str, ...]] = {
    "pr list": ("ID", "TITLE", "BRANCH", "STATE", "CREATED AT"),
    "issue list": ("ID", "STATE", "TITLE", "LABELS", "UPDATED"),
    "run list": (
        "STATUS", "CONCLUSION", "TITLE", "WORKFLOW", "BRANCH", "EVENT", "ID", "ELAPSED", "AGE",
    ),
    "workflow list": ("NAME", "STATE", "ID"),
}  # fmt: skip

COLUMNS: dict[str, tuple[tuple[str, str], ...]] = {
    "repo list": (
        ("NAME", "full_name"),
        ("DESCRIPTION", "description"),
        ("VISIBILITY", "visibility"),
        ("UPDATED", "updated_at"),
    ),
    "org list": (("LOGIN", "login"), ("DESCRIPTION", "description")),
    "team list": (
        ("SLUG", "slug"),
        ("NAME", "name"),
        ("PRIVACY", "privacy"),
        ("DESCRIPTION", "description"),
    ),
    "issue list": (
        ("NUMBER", "number"),
        ("REPOSITORY", "repository.full_name"),
        ("TITLE", "title"),
        ("STATE", "state"),
        ("UPDATED", "updated_at"),
    ),
    "notification list": (
        ("REPOSITORY", "repository.full_name"),
        ("TITLE", "subject.title"),
        ("TYPE", "subject.type"),
        ("REASON", "reason"),
        ("UPDATED", "updated_at"),
    ),
}
