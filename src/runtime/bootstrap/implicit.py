"""Before any governed command of either door: the Home checked, and bootstrapped if needed.

A retired context.yaml is refused; a missing or other-version Home is bootstrapped
(a cheap check first). The CLI's dispatch and the MCP door's every call come here.
"""

from __future__ import annotations


def prepare_home(command: str, output: str) -> str | None:
    """The note to show on stderr (None: nothing to say in OUTPUT mode); a retired file raises."""
    from runtime.home.paths import home_dir, is_current, refuse_retired_context

    home = home_dir()
    if command != "version":  # people run version to report a problem, a retired file included
        refuse_retired_context(home)
    if command == "bootstrap" or is_current(home):
        return None
    from runtime.bootstrap.release import implicit_bootstrap

    note = implicit_bootstrap(home)
    if note is not None and (output == "text" or note.startswith("warning")):
        return note
    return None
