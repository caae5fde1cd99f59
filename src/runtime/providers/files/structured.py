"""Structured edits over a directory: whole-batch preflight, then atomic writes or a preview.

Every matching file under --dir is read, parsed and planned before the first
write. Any file that cannot be parsed, matches a different number of times than
--expected-per-file, lies outside the write roots, or pushes the batch past a
file_policy.max_edit_* limit refuses the whole step with nothing written.
"""

from __future__ import annotations

import os
import time

from runtime import exit_codes, statuses
from runtime.digest import sha256_hex
from runtime.engines.files import (
    commit_staged,
    discard_staged,
    list_directory,
    read_bytes,
    stage_file,
)
from runtime.model import Outcome
from runtime.policy.pathguard import PathDenied, own_path_of
from runtime.providers.files.targets import guard_for

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from runtime.engines.files import Staged
    from runtime.policy.model import Policy
    from runtime.policy.pathguard import PathGuard, Target
    from runtime.providers.files.edits.result import EditResult
    from runtime.providers.operations import Bound

    Edit = Callable[[str], EditResult]

SKIPPED_DIRECTORIES = frozenset({".git", ".hg", ".svn", ".terraform", "node_modules"})


class Refused(Exception):
    """The batch cannot be applied as asked; nothing has been written."""


class FilePlan:
    __slots__ = ("after", "before", "diff", "matches", "relative", "target")

    def __init__(self, target: Target, relative: str, before: str, result: EditResult) -> None:
        from runtime.providers.files.edits.result import unified_diff

        self.target = target
        self.relative = relative
        self.before = before
        self.after = result.text
        self.matches = result.matches
        self.diff = unified_diff(relative, before, result.text)

    @property
    def changed(self) -> bool:
        return self.after != self.before

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.relative,
            "matches": self.matches,
            "changed": self.changed,
            "before_sha256": sha256_hex(self.before.encode()),
            "after_sha256": sha256_hex(self.after.encode()),
            "diff": self.diff,
        }


def _edit_for(bound: Bound) -> Edit:
    from runtime.providers.files import edits

    name = bound.operation.name
    option = bound.option
    if name == "yaml replace":
        return lambda text: edits.yaml_replace(text, option("--from") or "", option("--to") or "")
    if name == "yaml set":
        return lambda text: edits.yaml_set(text, option("--path") or "", option("--value") or "")
    if name == "terraform set-attribute":
        return lambda text: edits.set_attribute(
            text, option("--block") or "", option("--label") or "",
            option("--attribute") or "", option("--value") or "",
        )  # fmt: skip
    if name == "terraform update-provider":
        return lambda text: edits.update_provider(
            text, option("--source") or "", option("--version") or "",
            option("--terraform-version"),
        )  # fmt: skip
    return lambda text: edits.add_owner(text, option("--pattern") or "", option("--owner") or "")


def _selects(bound: Bound, name: str) -> bool:
    include = bound.option("--include")
    if include is not None and bound.operation.words[0] == "terraform":
        from fnmatch import fnmatchcase

        return fnmatchcase(name, include)
    return name == bound.option("--filename")


def _candidates(guard: PathGuard, root: Target, bound: Bound) -> list[tuple[Target, str]]:
    """Matching files under the root, found through the guard (symlinks are not followed)."""
    found: list[tuple[Target, str]] = []
    pending = [""]
    while pending:
        relative = pending.pop()
        directory = guard.resolve(os.path.join(root.given, relative) if relative else root.given)
        for name, kind, _size in sorted(list_directory(directory)):
            child = os.path.join(relative, name) if relative else name
            if own_path_of(os.path.join(directory.path, name)) is not None:
                continue  # the runtime's own files are never candidates (pathguard refuses them)
            if kind == "dir" and name not in SKIPPED_DIRECTORIES:
                pending.append(child)
            elif kind in ("file", "symlink") and _selects(bound, name):
                found.append((guard.resolve(os.path.join(root.given, child)), child))
    return sorted(found, key=lambda item: item[1])


class Budget:
    """The file_policy.max_edit_* limits, charged as the batch is planned."""

    __slots__ = ("bytes", "diff_bytes", "files", "limits", "matches", "started")

    def __init__(self, limits: dict[str, int]) -> None:
        self.limits = limits
        self.files = self.bytes = self.matches = self.diff_bytes = 0
        self.started = time.monotonic()

    def charge(self, plan: FilePlan) -> None:
        self.files += 1 if plan.changed else 0
        self.bytes += len(plan.before.encode())
        self.matches += plan.matches
        self.diff_bytes += len(plan.diff.encode())
        self._check("max_edit_files", self.files, "files to change")
        self._check("max_edit_batch_bytes", self.bytes, "bytes read")
        self._check("max_edit_matches", self.matches, "matches")
        self._check("max_edit_diff_bytes", self.diff_bytes, "bytes of diff")
        self._check("max_edit_seconds", int(time.monotonic() - self.started), "seconds")

    def _check(self, name: str, used: int, what: str) -> None:
        if used > self.limits[name]:
            raise Refused(
                f"the batch exceeds file_policy.{name} ({used} {what} > {self.limits[name]})"
            )


def _plan_file(
    target: Target, relative: str, edit: Edit, expected: int | None, by_glob: bool
) -> FilePlan | None:
    """The file's edit, or None when a glob-selected file holds no match at all."""
    from runtime.providers.files.edits.result import EditError

    try:
        data = read_bytes(target)
    except OSError as error:
        raise Refused(f"{relative}: cannot read ({error.strerror or error})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Refused(f"{relative}: not UTF-8 text") from None
    try:
        plan = FilePlan(target, relative, text, edit(text))
    except EditError as error:
        raise Refused(f"{relative}: {error}") from None
    if by_glob and plan.matches == 0:
        return None  # `--include "*.tf"` also selects files the setting does not live in
    if expected is not None and plan.matches != expected:
        raise Refused(f"{relative}: {plan.matches} match(es), --expected-per-file is {expected}")
    return plan


def preflight(bound: Bound, policy: Policy, cwd: str) -> list[FilePlan]:
    guard = guard_for(bound, policy, cwd)
    root = guard.resolve(bound.option("--dir") or ".")
    expected_text = bound.option("--expected-per-file")
    expected = int(expected_text) if expected_text is not None else None
    edit = _edit_for(bound)
    budget = Budget(policy.limits)
    by_glob = bound.operation.words[0] == "terraform"
    plans: list[FilePlan] = []
    for target, relative in _candidates(guard, root, bound):
        plan = _plan_file(target, relative, edit, expected, by_glob)
        if plan is not None:
            budget.charge(plan)
            plans.append(plan)
    return plans


def execute(bound: Bound, policy: Policy, cwd: str, *, dry_run: bool = False) -> Outcome:
    expected = bound.option("--expected-per-file")
    if expected is not None and not expected.isdigit():
        return Outcome(False, error=f"--expected-per-file must be a whole number, not {expected!r}")
    try:
        plans = preflight(bound, policy, cwd)
    except PathDenied as denied:
        return Outcome(
            False,
            error=denied.message,
            exit_code=exit_codes.DENIED,
            transport="local",
            detail={"status": statuses.DENIED, "rule": denied.rule},
        )
    except Refused as refused:
        return Outcome(False, error=f"{refused}; nothing was written", transport="local")
    if not dry_run:
        _apply(plans)
    return _outcome(bound, plans, dry_run)


def _apply(plans: list[FilePlan]) -> None:
    """Stage every changed file first, so a failure part-way renames none of them in."""
    batch: list[Staged] = []
    try:
        for plan in plans:
            if plan.changed:
                batch.append(stage_file(plan.target, plan.after.encode()))
        commit_staged(batch)
    finally:
        discard_staged(batch)


def _outcome(bound: Bound, plans: list[FilePlan], dry_run: bool) -> Outcome:
    files = [plan.to_json() for plan in plans]
    changed = [plan.relative for plan in plans if plan.changed]
    output = {
        "operation": bound.operation.name,
        "dir": bound.option("--dir"),
        "dry_run": dry_run,
        "files": files,
        "summary": {
            "files": len(files),
            "changed": len(changed),
            "matches": sum(plan.matches for plan in plans),
        },
    }
    detail = {"files_changed": [] if dry_run else changed, "files_previewed": changed}
    return Outcome(True, output=output, transport="local", detail=detail)
