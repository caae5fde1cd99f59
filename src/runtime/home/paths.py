"""Where the Runtime Home and the files in it are, and the checks dispatch makes on it.

This module is on every command's path: it imports nothing beyond os. The
manifest's first line is `{"version": "<version>",` so a current Home is
recognised by comparing a few bytes, without importing json.
"""

from __future__ import annotations

import os

from runtime import __version__
from runtime.home.variables import getenv

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Read here; listed with every other variable in runtime.home.environment.
HOME_VARIABLE = "ENGINEERING_RUNTIME_HOME"
CAPABILITIES_VARIABLE = "RUNTIME_CAPABILITIES_DIR"

DEFAULT_HOME = "~/.engineering-runtime"
MANIFEST = "manifest.json"
RETIRED_CONTEXT = "context.yaml"
ACTIVE_CONTEXT = "active-context"
LOCK = ".bootstrap.lock"
SPECS = "specs"
COMMANDS = "commands"
AGENT_CONTRACT = "RUNTIME-AGENT.md"
CAPABILITY_SPEC = "specs/capability-spec.md"


def home_dir() -> str:
    configured = getenv(HOME_VARIABLE)
    if configured and configured == _absolute[0]:
        return _absolute[1]  # every step asks: an absolute setting is normalised once
    home = os.path.abspath(os.path.expanduser(configured or DEFAULT_HOME))
    if configured and configured.startswith("/"):  # relative to neither the cwd nor ~
        _absolute[:] = [configured, home, os.path.join(home, "audit.jsonl")]
    return home


_absolute: list[str] = ["", "", ""]  # an absolute HOME_VARIABLE, its Home, its audit trail


def audit_file() -> str:
    home = home_dir()
    if home == _absolute[1]:
        return _absolute[2]
    return os.path.join(home, "audit.jsonl")


CONFIG_VARIABLE = "RUNTIME_CONFIG_FILE"
POLICY_VARIABLE = "RUNTIME_POLICY_FILE"

# Files the runtime hands a child for one run (gh's private hosts file): its own while they live.
_transient: set[str] = set()


def own_files() -> list[str]:
    """The runtime's own files, real paths: no root reaches them, no child sees them.

    The Home and everything in it (the audit trail by default), the audit trail,
    the config and policy documents in force, and what the runtime handed a child.
    """
    home = home_dir()
    named = [home, os.path.join(home, "audit.jsonl")]  # audit_file(), without a second home_dir()
    named += [getenv(name) or "" for name in (CONFIG_VARIABLE, POLICY_VARIABLE)]
    if _transient:
        named += sorted(_transient)
    if _own_cache[0] != named:  # resolved once per process and set of names: every path asks
        _own_cache[:] = [named, list(dict.fromkeys(os.path.realpath(p) for p in named if p))]
    return list(_own_cache[1])


_own_cache: list[Any] = [None, []]


def own_code() -> list[str]:
    """The runtime's own code, real paths: what every later runtime process runs.

    Its interpreter (as named and as it resolves), the installed package, every absolute
    directory or archive on the import path (site-packages among them, whose `.pth` files
    run at every start-up; an entry that does not exist yet too), a virtual environment's
    `bin` and `pyvenv.cfg`, and the launcher script. The path guard refuses them as it
    refuses the own files; no child starts while one of them lies in a write root (a child
    could change what the next run executes, token and all). Found once a process.
    """
    if not _code_cache:
        _code_cache.extend(dict.fromkeys(_code_paths()))
    return list(_code_cache)


_code_cache: list[str] = []


def _code_paths() -> list[str]:
    import sys

    import runtime

    named = [sys.executable, os.path.dirname(os.path.abspath(runtime.__file__))]
    named += [entry for entry in sys.path if os.path.isabs(entry)]  # not "": the cwd of `-c`
    site = sys.modules.get("site")
    if site is not None and getattr(site, "ENABLE_USER_SITE", False):
        named.append(site.getusersitepackages())  # read at every start, made or not yet
    if sys.prefix != sys.base_prefix:  # a virtual environment: its launchers and settings
        named += [os.path.join(sys.prefix, "bin"), os.path.join(sys.prefix, "pyvenv.cfg")]
    named += [os.path.join(os.path.dirname(sys.executable), "runtime"), *_launcher(sys.argv)]
    found: list[str] = []
    for path in filter(None, named):
        absolute = os.path.abspath(path)
        found += [
            os.path.join(os.path.realpath(os.path.dirname(absolute)), os.path.basename(absolute))
        ]
        found.append(os.path.realpath(absolute))
    return found


def _launcher(argv: list[str]) -> list[str]:
    """The script this process was started as, when it is the runtime's launcher."""
    script = argv[0] if argv else ""
    return [script] if os.path.basename(script) == "runtime" and os.path.isfile(script) else []


def own_links() -> list[tuple[str, str]]:
    """Symbolic links on the way to the Home, the config, the policy, the interpreter or the
    launcher: (link, what it names).

    Masking covers real paths; whoever can replace one of these links moves the document
    the next run reads (or the program it is), so a link inside a write root is reason to
    run no child at all.
    """
    import sys

    named = [(HOME_VARIABLE, home_dir())]
    named += [(name, os.environ.get(name, "")) for name in (CONFIG_VARIABLE, POLICY_VARIABLE)]
    named += [("the runtime's interpreter", sys.executable)]
    named += [("the runtime's launcher", path) for path in _launcher(sys.argv)]
    links: list[tuple[str, str]] = []
    for variable, path in named:
        if not path:
            continue
        parts = os.path.abspath(os.path.expanduser(path)).split("/")
        for depth in range(2, len(parts) + 1):
            lexical = "/".join(parts[:depth])
            if os.path.islink(lexical):
                parent = os.path.realpath(os.path.dirname(lexical))
                links.append((os.path.join(parent, os.path.basename(lexical)), variable))
    return links


def hold_transient(path: str) -> None:
    _transient.add(os.path.realpath(path))


def release_transient(path: str) -> None:
    _transient.discard(os.path.realpath(path))


def in_home(relative: str, home: str | None = None) -> str:
    return os.path.join(home or home_dir(), relative)


def provider_spec(provider: str) -> str:
    """The release-owned spec of one provider, relative to the Home."""
    return f"{SPECS}/{provider}/capability-spec-{provider}.md"


def capabilities_dir(home: str | None = None) -> str:
    """The non-authoritative capability cache, relocatable by RUNTIME_CAPABILITIES_DIR."""
    configured = os.environ.get(CAPABILITIES_VARIABLE)
    if configured:
        return os.path.abspath(os.path.expanduser(configured))
    return in_home("capabilities", home)


def manifest_head(version: str = __version__) -> bytes:
    """The manifest's first line: the bootstrap writer and the check below share it."""
    return f'{{"version": "{version}",\n'.encode()


def is_current(home: str) -> bool:
    """Whether HOME was bootstrapped by this version: one open and a read of a few bytes."""
    expected = manifest_head()
    try:
        fd = os.open(os.path.join(home, MANIFEST), os.O_RDONLY)
    except OSError:
        return False
    try:
        return os.read(fd, len(expected)) == expected
    finally:
        os.close(fd)


def retired_context(home: str) -> str | None:
    """The path of a retired context.yaml in the Home, if there is one (one lstat)."""
    path = os.path.join(home, RETIRED_CONTEXT)
    return path if os.path.lexists(path) else None


def refuse_retired_context(home: str) -> None:
    """Every command stops while the retired context document sits in the Home."""
    path = retired_context(home)
    if path is None:
        return
    from runtime.errors import InvalidError

    raise InvalidError(
        f"the Runtime Home holds {path}, the retired context document; runtime no longer "
        "reads it and refuses to run while it is there",
        code="context-retired",
        hint="move its values into the contexts: section of the config (the file "
        "RUNTIME_CONFIG_FILE names, schema_version 2; `runtime config init config` shows one), "
        f"move {path} out of the Home, then select the context with `runtime context use NAME`",
    )
