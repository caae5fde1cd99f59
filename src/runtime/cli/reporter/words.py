"""How one item reads on one line: in the text views, the progress lines and error messages."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def shown_word(word: str) -> str:
    """One item, one line: control characters in an argument are shown escaped."""
    if word.isprintable():
        return word
    return word.encode("unicode_escape").decode("ascii")


def step_title(step_json: dict[str, Any]) -> str:
    """`files write n.txt m\\n`: a step as its target and arguments, one line."""
    target = step_json.get("provider") or f"binary {step_json.get('binary')}"
    args = " ".join(shown_word(str(a)) for a in step_json.get("args") or [])
    supplied = step_json.get("repository")
    if supplied:  # what gh is given, though the step did not write it
        args += f" --repo {shown_word(supplied['value'])}"
    return f"{target} {args}".strip()
