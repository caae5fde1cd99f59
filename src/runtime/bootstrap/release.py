"""Creating and refreshing the Runtime Home: release-owned files only, never a user's.

Bootstrap writes the specs, cheat sheets, agent contract and manifest, and an
empty capability cache. It never creates config.yaml, policy-config.yaml or
context.yaml. Concurrent bootstraps are safe: one holds an flock on a lock file
in the Home at a time, every file is written to a temporary file and renamed,
and the manifest is written last, so a crash leaves a Home the next run redoes.
"""

from __future__ import annotations

import os

from runtime import __version__
from runtime.home.paths import (
    COMMANDS,
    LOCK,
    MANIFEST,
    SPECS,
    capabilities_dir,
    is_current,
    manifest_head,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MANIFEST_FORMAT = 1


class Report:
    """What one bootstrap did, file by file."""

    __slots__ = (
        "capabilities_dir", "created", "home", "previous_version", "refreshed", "removed",
        "skipped", "unchanged",
    )  # fmt: skip

    def __init__(self, home: str) -> None:
        self.home = home
        self.previous_version: str | None = None
        self.created: list[str] = []
        self.refreshed: list[str] = []
        self.unchanged: list[str] = []
        self.removed: list[str] = []
        self.skipped = False
        self.capabilities_dir = capabilities_dir(home)

    def to_json(self) -> dict[str, Any]:
        return {
            "home": self.home,
            "version": __version__,
            "previous_version": self.previous_version,
            "created": self.created,
            "refreshed": self.refreshed,
            "unchanged": self.unchanged,
            "removed": self.removed,
            "capabilities_dir": self.capabilities_dir,
            "manifest": os.path.join(self.home, MANIFEST),
        }


def bootstrap(home: str, *, only_if_stale: bool = False) -> Report:
    """Bring HOME up to this release; with ONLY_IF_STALE, leave a current Home alone."""
    report = Report(home)
    os.makedirs(home, mode=0o700, exist_ok=True)
    with _locked(os.path.join(home, LOCK)):
        if only_if_stale and is_current(home):
            report.skipped = True  # another process finished it while we waited
            return report
        _install_all(home, report)
    return report


def _install_all(home: str, report: Report) -> None:
    from runtime.bootstrap.content import release_files

    previous = read_manifest(home)
    report.previous_version = previous.get("version") if previous else None
    files = release_files()
    for relative, data in files.items():
        _install(home, relative, data, report)
    _remove_retired(home, previous, files, report)
    os.makedirs(report.capabilities_dir, exist_ok=True)
    _write_manifest(home, files)


def _install(home: str, relative: str, data: bytes, report: Report) -> None:
    from runtime.home.atomic import write_atomic

    path = os.path.join(home, relative)
    existing = _read(path)
    if existing == data:
        report.unchanged.append(relative)
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    write_atomic(path, data)
    (report.created if existing is None else report.refreshed).append(relative)


def _remove_retired(
    home: str, previous: dict[str, Any] | None, files: dict[str, bytes], report: Report
) -> None:
    """Files an earlier release owned and this one does not ship any more."""
    owned = previous.get("files") if previous else None
    if not isinstance(owned, dict):
        return
    for relative in sorted(set(owned) - set(files)):
        if not _release_owned_place(relative):
            continue
        path = os.path.join(home, relative)
        if os.path.isfile(path):
            os.unlink(path)
            report.removed.append(relative)


def _release_owned_place(relative: str) -> bool:
    """Only specs/ and commands/ are cleaned: a manifest cannot make us delete elsewhere."""
    parts = relative.split("/")
    return (
        len(parts) >= 2
        and parts[0] in (SPECS, COMMANDS)
        and all(part and part not in (".", "..") for part in parts)
    )


def _write_manifest(home: str, files: dict[str, bytes]) -> None:
    from runtime.home.atomic import write_atomic

    write_atomic(os.path.join(home, MANIFEST), manifest_bytes(files))


def manifest_bytes(files: dict[str, bytes]) -> bytes:
    """The version on the first line (the hot-path check reads only that), then digests."""
    import json

    from runtime.digest import sha256_hex

    digests = {relative: "sha256:" + sha256_hex(data) for relative, data in sorted(files.items())}
    body = json.dumps(digests, indent=4, sort_keys=True).replace("\n}", "\n  }")
    text = (
        manifest_head().decode()
        + f'  "manifest_format": {MANIFEST_FORMAT},\n'
        + f'  "files": {body}\n'
        + "}\n"
    )
    return text.encode("utf-8")


def read_manifest(home: str) -> dict[str, Any] | None:
    import json

    data = _read(os.path.join(home, MANIFEST))
    if data is None:
        return None
    try:
        manifest = json.loads(data)
    except ValueError:
        return None
    return manifest if isinstance(manifest, dict) else None


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None


class _locked:
    """An exclusive flock on PATH for the duration of a with-block."""

    __slots__ = ("fd", "path")

    def __init__(self, path: str) -> None:
        self.path = path
        self.fd = -1

    def __enter__(self) -> None:
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            import fcntl
        except ImportError:  # pragma: no cover - no flock on this platform
            return
        fcntl.flock(self.fd, fcntl.LOCK_EX)

    def __exit__(self, *exc: object) -> None:
        os.close(self.fd)  # closing releases the lock


def implicit_bootstrap(home: str) -> str | None:
    """Bootstrap before a command; returns a warning instead of failing the command."""
    try:
        report = bootstrap(home, only_if_stale=True)
    except OSError as error:
        return f"warning: cannot prepare the Runtime Home {home}: {error.strerror or error}"
    if report.skipped:
        return None
    before = f" (was {report.previous_version})" if report.previous_version else ""
    return f"runtime: prepared the Runtime Home {home} for version {__version__}{before}"
