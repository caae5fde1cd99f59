"""The Command Engine: `binary:` steps and `runtime command run`.

Its judging half (pinning, the decision, the sandbox's word on running unconfined) is
engines/pinning.py, which resolve and plan import alone; this module runs the pinned
binary. The child gets an environment built from an allow-list, reaches only the helper
programs the policy admits for it, and runs in the sandbox's view when there is one.
"""

from __future__ import annotations

import os

from runtime import exit_codes, statuses
from runtime.engines import bwrap
from runtime.engines.pinning import (
    HELPERS_RULE,
    PINNING_RULE,
    BinaryDenied,
    BinaryNotFound,
    Pinned,
    admitted_helpers,
    decide,
    execution_judge,
    identity_of,
    is_executable_file,
    judged,
    missing_message,
    pin,
    sandbox_decision,
)
from runtime.engines.trust import is_trusted_dir, trusted_search_path
from runtime.model import Decision, Handover, Outcome
from runtime.policy import rules

# The engine's names, its judging half's (engines/pinning.py) among them.
__all__ = [
    "BASE_PREFIXES",
    "BASE_VARIABLES",
    "ERROR_MARKERS",
    "HELPERS_RULE",
    "PINNING_RULE",
    "TRANSPORT",
    "BinaryDenied",
    "BinaryNotFound",
    "HelperPath",
    "Pinned",
    "admitted_helpers",
    "child_env",
    "decide",
    "execute",
    "forced_config_env",
    "identity_of",
    "judged",
    "missing_message",
    "pin",
    "sandbox_decision",
    "spawn",
]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Mapping, Sequence
    from types import TracebackType
    from typing import Any

    from runtime.engines.egress.grants import Grant
    from runtime.engines.process import Completed
    from runtime.engines.sandbox import Availability
    from runtime.engines.tool_state import ToolState
    from runtime.policy.floor.model import CanonicalCommand, Profile
    from runtime.policy.model import Policy

TRANSPORT = "process"

# What every child may inherit: locale, identity, terminal, temp dir, proxies.
BASE_VARIABLES = frozenset(
    {
        "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TERM", "TMPDIR", "NO_COLOR",
        "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "ALL_PROXY",
        "http_proxy", "https_proxy", "no_proxy", "all_proxy",
    }
)  # fmt: skip
BASE_PREFIXES = ("LC_",)

# --- the bounded environment ----------------------------------------------------------


def forced_config_env(identity: str) -> dict[str, str]:
    """The variables that carry the settings IDENTITY always runs with (its tool profile)."""
    from runtime.policy import floor

    return dict(floor.profile(identity).forced_env)


def child_env(
    identity: str,
    policy: Policy,
    extra: dict[str, str] | None = None,
    parent: Mapping[str, str] = os.environ,
    *,
    helper_dirs: Sequence[str] = (),
) -> dict[str, str]:
    """The child's whole environment: allow-listed variables, the trusted PATH, then EXTRA."""
    from runtime.policy import floor

    profile = floor.profile(identity)
    env = {name: value for name, value in parent.items() if _is_admitted(name, profile)}
    env["PATH"] = os.pathsep.join([*trusted_search_path(policy), *helper_dirs])
    env.update(profile.forced_env)
    acting = policy.tool_identities.get(identity)
    if acting is not None:  # command_policy.<tool>.identity, over the caller's variables
        name, email = acting
        env.update(
            {var: name if field == "name" else email for var, field in profile.identity_variables}
        )
    env.update(extra or {})
    return env


def _is_admitted(name: str, profile: Profile) -> bool:
    if name in BASE_VARIABLES or name.startswith(BASE_PREFIXES):
        return True
    return name in profile.variables or name.startswith(profile.prefixes)


# --- admitted helpers -----------------------------------------------------------------


class HelperPath:
    """PATH directories that reach exactly the admitted helpers; private ones removed on exit.

    A helper's own directory is used when it holds no other executable; otherwise
    the helper is reached through a symlink in a private temporary directory.
    """

    __slots__ = ("directories", "helpers", "private")

    def __init__(self, helpers: Sequence[str], search_path: Sequence[str] = ()) -> None:
        for helper in helpers:
            if not os.path.isabs(helper):
                raise ValueError(f'admitted helper "{helper}" is not an absolute path')
        self.helpers = [h for h in helpers if os.path.dirname(h) not in search_path]
        self.directories: list[str] = []
        self.private: str | None = None

    def __enter__(self) -> list[str]:
        by_directory: dict[str, set[str]] = {}
        for helper in self.helpers:
            by_directory.setdefault(os.path.dirname(helper), set()).add(os.path.basename(helper))
        linked: list[str] = []
        for directory, names in by_directory.items():
            if _holds_only(directory, names):
                self.directories.append(directory)
            else:
                linked += [os.path.join(directory, name) for name in sorted(names)]
        if linked:
            self.private = _link_privately(linked)
            self.directories.append(self.private)
        return self.directories

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self.private is not None:
            import shutil

            shutil.rmtree(self.private, ignore_errors=True)
            self.private = None


def _holds_only(directory: str, names: set[str]) -> bool:
    """True when DIRECTORY is trusted and its only executables are NAMES."""
    if not is_trusted_dir(directory):
        return False
    try:
        with os.scandir(directory) as entries:
            return not any(
                entry.name not in names and is_executable_file(entry.path) for entry in entries
            )
    except OSError:
        return False


def _link_privately(helpers: Sequence[str]) -> str:
    import tempfile

    private = tempfile.mkdtemp(prefix="runtime-helpers-")
    for helper in helpers:
        link = os.path.join(private, os.path.basename(helper))
        if not os.path.lexists(link):  # same name twice: the first admitted wins
            os.symlink(helper, link)
    return private


# --- confinement ----------------------------------------------------------------------


def _confinement(
    pinned: Pinned,
    policy: Policy,
    cwd: str,
    facts: CanonicalCommand,
    helper_dirs: Sequence[str],
    env: dict[str, str],
    granted: Collection[str] | None,
    handover: Handover | None = None,
) -> tuple[Any, str | None]:
    """The sandbox view for this child, or the refusal of a working directory outside the roots."""
    from runtime.engines import sandbox

    real_cwd = os.path.realpath(cwd)
    scratch = sandbox.is_scratch(real_cwd)
    # In a scratch directory (gh, auth tools) the roots still mean what they mean for the
    # caller: relative to the directory the runtime was started in.
    base = os.getcwd() if scratch else cwd
    read_roots = _real_roots(policy.read_roots, base)
    write_roots = _real_roots(policy.write_roots, base)
    binds = [bwrap.Bind(real_cwd, real_cwd, True)] if scratch else []
    if not binds and bwrap.root_containing(real_cwd, [*read_roots, *write_roots]) is None:
        return None, (
            f"working directory {real_cwd} is outside every root (file_policy.read_roots, "
            "file_policy.write_roots): a binary runs only inside a root"
        )
    from runtime.home.paths import own_links

    for link, variable in own_links():
        if bwrap.root_containing(link, write_roots) is not None:
            return None, (
                f"{variable} reaches its file through the symbolic link {link}, which lies in a "
                "write root: a child could re-point it and move what the next run reads; name "
                "the file by its real path"
            )
    # The binary and its admitted helpers (a private link directory reaches helpers by
    # their own paths, so each helper file is shown too, and nothing beside it).
    shown = [bwrap.program_tree(pinned.real), *helper_dirs, *admitted_helpers(pinned, policy)]
    for path in dict.fromkeys(shown):
        if os.path.exists(path) and bwrap.root_containing(path, bwrap.SYSTEM_DIRS) is None:
            binds.append(bwrap.Bind(path, path))  # not already in the view
    handed = _handed_over(env, granted)
    binds += [item for item in handed if isinstance(item, bwrap.Bind)]
    from runtime.engines import launch
    from runtime.home.paths import own_files

    view = bwrap.View(
        read_roots=read_roots,
        write_roots=write_roots,
        cwd=real_cwd,
        network=facts.network,
        binds=binds,
        hidden=own_files(),
        placed=[
            *_placed_inside(handover, env),
            *(item for item in handed if isinstance(item, bwrap.Placed)),
        ],
        system_files=_system_files(pinned.identity),
        launch=launch.for_step(pinned, policy, real_cwd, facts, admitted_helpers(pinned, policy)),
    )
    env.update(view.env())
    return view, None


def _system_files(identity: str) -> tuple[str, ...]:
    """What of /etc the tool reads beyond every child's allow-list (its profile names it)."""
    from runtime.policy import floor

    return floor.profile(identity).system_files


OWN_FILES_RULE = "runtime own files"  # the path guard's rule (policy/pathguard.py)


def own_code_problem(write_roots: Sequence[str]) -> str | None:
    """The runtime's own code (home.paths.own_code) lying in a write root: a child could change
    what every later runtime process runs, token and all, so no child starts."""
    from runtime.home.paths import own_code

    inside = [path for path in own_code() if bwrap.root_containing(path, write_roots)]
    if not inside:
        return None
    return (
        f"the runtime's own code lies in a write root ({', '.join(inside[:3])}"
        f"{', ...' if len(inside) > 3 else ''}): a child could change what every later "
        "runtime process runs; install the runtime outside file_policy.write_roots "
        f"({OWN_FILES_RULE})"
    )


def _placed_inside(handover: Handover | None, env: dict[str, str]) -> list[Any]:
    """A handover's files at a private place known only once the child starts: bwrap copies
    their bytes in from descriptors, so no file exists on the host for anyone to read."""

    if handover is None or not handover.files or handover.directory_variable is None:
        return []
    directory = bwrap.private_bind(handover.directory_variable.lower())
    env[handover.directory_variable] = directory
    return [
        bwrap.Placed(f"{directory}/{_plain_name(file.path)}", file.data, file.mode)
        for file in handover.files
    ]


def _plain_name(path: str) -> str:
    """A handed file's name: one component, so it lands in its directory and nowhere else."""
    if os.path.basename(path) != path or path in ("", ".", ".."):
        raise ValueError(f"a handed file is named by one path component, not {path!r}")
    return path


class _PlacedOutside:
    """A handover's files without a sandbox: a private 0700 directory of links to
    memory files the child holds open, removed once the child is done.

    Each link reads `/proc/self/fd/N`, which names the reader's own descriptor: the
    child reaches its bytes, and anyone else who follows the link reaches their own
    descriptor N, not these bytes. Nothing of the content is ever on disk.
    """

    __slots__ = ("directory", "env", "fds", "handover")

    def __init__(self, handover: Handover | None, env: dict[str, str]) -> None:
        self.handover = handover
        self.env = env
        self.fds: list[int] = []
        self.directory: str | None = None

    def __enter__(self) -> list[int]:
        handover = self.handover
        if handover is None or not handover.files or handover.directory_variable is None:
            return []
        import tempfile

        from runtime.engines.process import memory_file
        from runtime.home.paths import hold_transient

        self.directory = os.path.realpath(tempfile.mkdtemp(prefix="runtime-handed-"))
        hold_transient(self.directory)  # the runtime's own while it lives: no root reaches it
        for file in handover.files:
            name = _plain_name(file.path)
            fd = memory_file(file.data)
            self.fds.append(fd)
            os.fchmod(fd, file.mode)
            os.symlink(f"/proc/self/fd/{fd}", os.path.join(self.directory, name))
        self.env[handover.directory_variable] = self.directory
        return list(self.fds)

    def __exit__(self, *exc: object) -> None:
        for fd in self.fds:
            os.close(fd)
        self.fds.clear()
        if self.directory is not None:
            import shutil

            from runtime.home.paths import release_transient

            shutil.rmtree(self.directory, ignore_errors=True)
            release_transient(self.directory)
            self.directory = None


TOOL_CONFIG_RULE = "tool configuration"


def tool_config_problem(
    identity: str,
    args: Sequence[str],
    env: Mapping[str, str],
    granted: Collection[str] | None,
    policy: Policy,
    cwd: str,
) -> str | None:
    """A tool configuration the child would read from a write root: a kubeconfig's exec
    plugins, docker's CLI plugins, anything an earlier step could have written there for this
    child to run. The variables and options its profile names as configuration
    (`Profile.config_variables`, `Profile.config_options`), sandboxed or not."""
    from runtime.policy import floor

    profile = floor.profile(identity)
    write_roots = _real_roots(policy.write_roots, _roots_base(cwd))
    wanted = set(_HANDED_VARIABLES) if granted is None else set(granted)
    named: list[tuple[str, str]] = []
    for variable in profile.config_variables:
        value = env.get(variable)
        if value and (variable not in _HANDED_VARIABLES or variable in wanted):
            named += [(variable, part) for part in value.split(os.pathsep) if part]
    named += [(option, value) for option, value in _option_values(args, profile.config_options)]
    for what, value in named:
        real = os.path.realpath(os.path.join(cwd, value))
        if bwrap.root_containing(real, write_roots) is not None:
            return (
                f"{what} names {real}, inside a write root: a tool's configuration there can "
                "name programs the tool runs (an exec credential plugin, a CLI plugin), and "
                "any earlier step could have written it; keep it outside "
                f"file_policy.write_roots ({TOOL_CONFIG_RULE})"
            )
    return None


def _option_values(args: Sequence[str], options: Sequence[str]) -> list[tuple[str, str]]:
    """(option, value) for each of OPTIONS in ARGS, as `--opt VALUE` or `--opt=VALUE`."""
    found: list[tuple[str, str]] = []
    for index, word in enumerate(args):
        name, equals, value = word.partition("=")
        if name not in options:
            continue
        if not equals:
            value = args[index + 1] if index + 1 < len(args) else ""
        if value:
            found.append((name, value))
    return found


class _PrivateHome:
    """An unconfined child's own empty HOME and TMPDIR, removed once it is done.

    What a tool writes to its default settings (`kubectl config set-credentials` to
    ~/.kube/config, `gh config set`, `git config --global`) is gone before the next
    child starts, so no call leaves a program for the next one to run; a kubeconfig an
    enabled auth provider hands over is a copy the child may change and nobody reads again.
    """

    __slots__ = ("directory", "env", "granted")

    def __init__(self, env: dict[str, str], granted: Collection[str] | None) -> None:
        self.env = env
        self.granted = granted
        self.directory: str | None = None

    def __enter__(self) -> str:
        import tempfile

        from runtime.home.paths import hold_transient

        self.directory = os.path.realpath(tempfile.mkdtemp(prefix="runtime-home-"))
        hold_transient(self.directory)
        temporary = os.path.join(self.directory, "tmp")
        os.mkdir(temporary, 0o700)
        self.env.update(HOME=self.directory, TMPDIR=temporary)
        self._hand_settings(self.directory)
        return self.directory

    def _hand_settings(self, directory: str) -> None:
        import shutil

        wanted = set(_HANDED_VARIABLES) if self.granted is None else set(self.granted)
        for variable in _HANDED_VARIABLES:
            source = self.env.get(variable)
            if variable not in wanted or not source or os.pathsep in source:
                self.env.pop(variable, None)
            elif variable == "KUBECONFIG" and os.path.isfile(source):
                _register_handed_secrets(variable, source)
                copy = os.path.join(directory, "kubeconfig")
                shutil.copyfile(source, copy)
                os.chmod(copy, 0o600)
                self.env[variable] = copy
            elif not os.path.exists(source):
                self.env.pop(variable, None)

    def __exit__(self, *exc: object) -> None:
        if self.directory is not None:
            import shutil

            from runtime.home.paths import release_transient

            shutil.rmtree(self.directory, ignore_errors=True)
            release_transient(self.directory)
            self.directory = None


def _real_roots(roots: Sequence[str], cwd: str) -> list[str]:
    return [os.path.realpath(os.path.join(cwd, root)) for root in roots]


# Settings the child is handed, each shown at a private place, read-only.
_HANDED_VARIABLES = {"KUBECONFIG": "kubeconfig", "CLOUDSDK_CONFIG": "gcloud"}


def _handed_over(env: dict[str, str], granted: Collection[str] | None) -> list[Any]:
    """Hand in the settings an enabled auth provider asked for; drop the rest (a KUBECONFIG
    the caller exported is not a reason to show it). None: all of them. A kubeconfig is a
    copy the runtime makes (bwrap.Placed: its bytes as they are now, read-only at a private
    place), never the file itself; a gcloud configuration directory is shown read-only."""

    wanted = set(_HANDED_VARIABLES) if granted is None else set(granted)
    handed: list[Any] = []
    for variable, name in _HANDED_VARIABLES.items():
        source = env.get(variable)
        if (
            variable not in wanted
            or not source
            or os.pathsep in source
            or not os.path.exists(source)
        ):
            env.pop(variable, None)
            continue
        _register_handed_secrets(variable, source)
        if variable == "KUBECONFIG":
            copy = _generated_copy(source)
            if copy is None:
                env.pop(variable, None)
                continue
            dest = f"{bwrap.private_bind(name)}/config"
            handed.append(bwrap.Placed(dest, copy, 0o600))
        else:
            dest = bwrap.private_bind(name)
            handed.append(bwrap.Bind(os.path.realpath(source), dest))
        env[variable] = dest
    return handed


_KUBECONFIG_READ_LIMIT = 4 * 1024 * 1024


def _generated_copy(path: str) -> bytes | None:
    """A configuration file's bytes as the child gets them (at most 4 MiB; None: unreadable)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(_KUBECONFIG_READ_LIMIT + 1)
    except OSError:
        return None
    return None if len(data) > _KUBECONFIG_READ_LIMIT else data


def _register_handed_secrets(variable: str, source: str) -> None:
    """The credentials in settings a child is handed join the redactor's secrets, read as the
    tool reads them (audit/secret_files.py): `kubectl config view --raw` prints them, and its
    output reaches the caller, an assistant and the trail."""
    from runtime.audit import secret_files

    if variable == "KUBECONFIG":
        secret_files.register_kubeconfig(source)
    elif variable == "DOCKER_CONFIG":
        secret_files.register_docker_config(source)


def _auth_settings(identity: str) -> dict[str, str]:
    """The tool settings an enabled auth provider needs (its tool profile): a kubeconfig, a
    gcloud config dir."""
    from runtime.home.config import enabled
    from runtime.policy import floor

    home = os.path.expanduser("~")
    return {
        setting.variable: os.environ.get(setting.variable) or f"{home}/{setting.default}"
        for setting in floor.profile(identity).auth_settings
        if any(enabled(provider) for provider in setting.providers)
    }


def _unconfined_notice(pinned: Pinned, reason: str | None) -> None:
    import sys

    from runtime.audit.sinks import show

    show(
        sys.stderr,
        f"runtime: sandbox unavailable ({reason}); {pinned.name} runs unconfined "
        "(command_policy.sandbox auto)\n",
    )


# --- execution ------------------------------------------------------------------------


def execute(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    cwd: str,
    handover: Handover | None = None,
    *,
    canonical: CanonicalCommand | None = None,
    available: Availability | None = None,
    grant: Grant | None = None,
) -> Outcome:
    """Run the pinned binary in CWD, confined, with the bounded environment and the timeout.

    AVAILABLE: the sandbox as the step's engine already asked for it, probed (asked here
    when not given)."""
    from runtime.engines import sandbox

    facts = canonical or judged(pinned.identity, args)
    available = available or sandbox.availability(policy)
    detail: dict[str, object] = {
        "pinned": pinned.path,
        "identity": pinned.identity,
        "sandbox": available.name,
    }
    refusal = sandbox_decision(pinned, args, policy, facts, available=available)
    if refusal is not None:
        return _refused(refusal.message, detail)
    unread = _unread(pinned, args, facts)
    if unread is not None:
        return _refused(unread, {**detail, "rule": rules.FLOOR_RULE})
    runs_programs = _repository_runs_programs(pinned, args, policy, cwd, facts)
    if runs_programs is not None:
        return _refused(runs_programs.message, {**detail, "rule": runs_programs.rule})
    if canonical is not None:
        detail["canonical"] = canonical.command
        detail["effect"] = canonical.effect
    try:
        helpers = HelperPath(admitted_helpers(pinned, policy), trusted_search_path(policy))
    except ValueError as problem:
        return Outcome(False, error=str(problem), exit_code=126, transport=TRANSPORT, detail=detail)
    extra = handover.env if handover is not None else {}
    with helpers as helper_dirs:
        granted = {**_auth_settings(pinned.identity), **extra}

        def child(
            child_args: Sequence[str], binds: Sequence[Any] = (), placed: Sequence[Any] = ()
        ) -> Completed | str:
            env = child_env(pinned.identity, policy, granted, helper_dirs=helper_dirs)
            return spawn(
                pinned,
                child_args,
                policy,
                cwd,
                env,
                facts=facts,
                available=available,
                helper_dirs=helper_dirs,
                granted=granted,
                handover=handover,
                binds=binds,
                placed=placed,
                grant=grant,
            )

        # The child runs the judged reading written back (facts.argv), never the caller's
        # words: where the runtime's reading and the tool's could differ, the tool reads ours.
        if _judged_by_plan(pinned, facts, policy):
            return _plan_judged(pinned, facts.argv, policy, cwd, child, detail)
        done = child(facts.argv)
    if isinstance(done, str):
        return _refused(done, {**detail, **_rule_of(done)})
    return _outcome(pinned, done, policy.timeout_seconds, detail)


class Refusal(str):
    """Why a child was not run (or its result was refused), with the rule that decided."""

    rule: str

    def __new__(cls, message: str, rule: str) -> Refusal:
        made = super().__new__(cls, message)
        made.rule = rule
        return made


def _rule_of(refused: str) -> dict[str, str]:
    return {"rule": refused.rule} if isinstance(refused, Refusal) else {}


def _roots_base(cwd: str) -> str:
    """What the roots are relative to for a child in CWD: the directory itself, or, in a
    scratch directory (gh, auth tools), the directory the runtime was started in."""
    from runtime.engines import sandbox

    return os.getcwd() if sandbox.is_scratch(os.path.realpath(cwd)) else cwd


def _unread(pinned: Pinned, args: Sequence[str], facts: CanonicalCommand) -> str | None:
    """Arguments the tool's option grammar could not read never reach a child."""
    from runtime.policy import floor

    found = floor.grammar_refusal(pinned.identity, facts)
    return None if found is None else f"policy denied {rules.describe(pinned.name, args)}: {found}"


def _repository_runs_programs(
    pinned: Pinned, args: Sequence[str], policy: Policy, cwd: str, facts: CanonicalCommand
) -> Decision | None:
    """A git child reads its repositories' configuration: what it makes the command, and
    the programs it names, are judged before it starts (engines/git_repository.py)."""
    if pinned.identity != "git":
        return None
    from runtime.engines import git_repository
    from runtime.policy import floor

    forced = {key.lower() for key, _ in floor.profile("git").forced_config}  # neutralised
    return git_repository.judge(pinned, args, policy, cwd, facts, forced)


def _judged_by_plan(pinned: Pinned, facts: CanonicalCommand, policy: Policy) -> bool:
    judge = execution_judge(pinned.identity)
    if judge is None:
        return False
    names = tuple(dict.fromkeys((pinned.name, pinned.identity)))
    return bool(judge.judged_at_execution(facts, policy, names))


def _plan_judged(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    cwd: str,
    child: Callable[..., Completed | str],
    detail: dict[str, object],
) -> Outcome:
    """terraform apply where delete is not allowed: planned, judged, then refused or applied."""
    names = tuple(dict.fromkeys((pinned.name, pinned.identity)))
    judge = execution_judge(pinned.identity)
    judged_apply = judge.judge_and_apply(pinned.name, args, policy, names, cwd, child)
    detail.update(judged_apply.detail())
    if judged_apply.refusal is not None:
        return _refused(judged_apply.refusal, {**detail, **_rule_of(judged_apply.refusal)})
    if judged_apply.done is None:
        failure = judged_apply.failure or "nothing was run"
        return Outcome(
            False, error=failure, exit_code=exit_codes.FAILED, transport=TRANSPORT, detail=detail
        )
    outcome = _outcome(pinned, judged_apply.done, policy.timeout_seconds, detail)
    if outcome.error is not None and judged_apply.failure is not None:
        outcome.error = f"{judged_apply.failure} ({outcome.error})"
    return outcome


def spawn(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    cwd: str,
    env: dict[str, str],
    *,
    facts: CanonicalCommand | None = None,
    helper_dirs: Sequence[str] = (),
    granted: Collection[str] | None = None,
    handover: Handover | None = None,
    binds: Sequence[Any] = (),
    placed: Sequence[Any] = (),
    available: Availability | None = None,
    grant: Grant | None = None,
    stdin: bytes | None = None,
) -> Completed | str:
    """The child's run through the one wrapper, confined when the sandbox works,
    or why it may not run in CWD (STDIN, when given, is fed to it: the runtime's own
    children, never a caller's stream). ENV is the child's whole environment (changed here);
    HANDOVER's files are placed for this child alone (its env entries are in ENV already).
    BINDS and PLACED (bwrap.Bind, bwrap.Placed) are shown to this child alone; a child
    that needs them never runs unconfined."""
    from runtime.engines import process, sandbox

    code = own_code_problem(_real_roots(policy.write_roots, _roots_base(cwd)))
    if code is not None:
        return Refusal(f"policy denied {rules.describe(pinned.name, args)}: {code}", OWN_FILES_RULE)
    if available is None:  # gh for the cli transport comes here without execute()
        facts = facts or judged(pinned.identity, args)
        available = sandbox.availability(policy)
        refusal = sandbox_decision(pinned, args, policy, facts, available=available)
        if refusal is not None:
            return refusal.message
    facts = facts or judged(pinned.identity, args)
    timeout = float(policy.timeout_seconds)
    grant = grant or egress_grant(pinned, args, facts, policy, cwd, available)
    if env.get("DOCKER_CONFIG"):  # passed through as the tool's own setting
        _register_handed_secrets("DOCKER_CONFIG", env["DOCKER_CONFIG"])
    state = _tool_state(pinned, args, facts, policy, cwd, confined=available.binary is not None)
    if available.binary is None and (binds or placed):
        from runtime.engines.sandbox import SANDBOX_RULE

        text = f"it needs the sandbox, which is unavailable ({available.reason})"
        return f"policy denied {rules.describe(pinned.name, args)}: {text} ({SANDBOX_RULE})"
    configuration = tool_config_problem(pinned.identity, args, env, granted, policy, cwd)
    if configuration is not None:
        text = f"policy denied {rules.describe(pinned.name, args)}: {configuration}"
        return Refusal(text, TOOL_CONFIG_RULE)
    if available.binary is None:
        _unconfined_notice(pinned, available.reason)
        handover = _unbrokered(handover, env)  # no proxy holds it: the child gets the real one
        with _PlacedOutside(handover, env) as fds, _PrivateHome(env, granted):
            done = process.run(
                [pinned.path, *args],
                executable=pinned.real,
                env=env,
                cwd=cwd,
                timeout=timeout,
                pass_fds=fds,
                stdin=stdin,
            )
        return _state_judged(state, pinned, args, _with_grant(done, grant))
    view, problem = _confinement(pinned, policy, cwd, facts, helper_dirs, env, granted, handover)
    if view is not None and (binds or placed):
        view.binds += tuple(binds)
        view.placed += tuple(placed)
    if problem is not None:
        from runtime.engines.sandbox import SANDBOX_RULE

        return f"policy denied {rules.describe(pinned.name, args)}: {problem} ({SANDBOX_RULE})"
    view.state_mounts = tuple(state.mounts())
    _egress_gate(view, env, grant, handover)
    done = _run_confined(pinned, args, policy, env, cwd, view, available, stdin)
    return _state_judged(state, pinned, args, _with_grant(done, grant))


# --- egress ---------------------------------------------------------------------------

# The proxy variables a child may have inherited: inside its own network namespace the
# caller's proxy is out of reach, so they name the runtime's proxy or nothing.
PROXY_VARIABLES = (
    "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY",
    "http_proxy", "https_proxy", "all_proxy", "no_proxy",
)  # fmt: skip


def egress_grant(
    pinned: Pinned,
    args: Sequence[str],
    facts: CanonicalCommand,
    policy: Policy,
    cwd: str,
    available: Availability,
) -> Grant:
    """The destinations this child may reach (engines/egress/grants.py)."""
    from runtime.engines.egress.grants import grant_for

    return grant_for(
        pinned.identity, pinned.name, args, facts, policy, cwd, enforced=available.active
    )


def _tool_state(
    pinned: Pinned,
    args: Sequence[str],
    facts: CanonicalCommand,
    policy: Policy,
    cwd: str,
    *,
    confined: bool,
) -> ToolState:
    """The git state this child could reach in the write roots (engines/tool_state.py)."""
    from runtime.engines.tool_state import ToolState

    is_git = pinned.identity == "git"
    if is_git:
        from runtime.policy.floor.git import creates_repository, writes_config
    return ToolState(
        cwd=cwd,
        args=args,
        write_roots=_real_roots(policy.write_roots, _roots_base(cwd)),
        directories=facts.directories,
        creates=is_git and creates_repository(facts),
        writes_config=is_git and writes_config(facts),
        git=pinned.real if is_git else None,
        confined=confined,
    )


def _state_judged(
    state: ToolState, pinned: Pinned, args: Sequence[str], done: Completed
) -> Completed | str:
    """DONE, or the refusal of what it left in tool state (undone already)."""
    from runtime.engines.tool_state import TOOL_STATE_RULE

    undone = state.judge()
    if undone is None:
        return done
    return Refusal(f"policy denied {rules.describe(pinned.name, args)}: {undone}", TOOL_STATE_RULE)


def _egress_gate(view: Any, env: dict[str, str], grant: Grant, handover: Handover | None) -> None:
    """A child with a grant gets the runtime's proxy in its namespace and is pointed at it
    (SOCKS and NO_PROXY unset); one without is pointed nowhere."""
    for name in PROXY_VARIABLES:
        env.pop(name, None)
    if grant.empty:
        return
    from runtime.engines.egress.session import Gate
    from runtime.policy.network import PROXY_URL

    brokered = handover.brokered if handover is not None else ()
    view.gate = Gate(grant, brokered)
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"):
        env[name] = PROXY_URL
    if any(credential.tls for credential in brokered):
        _trust_the_run_authority(view, env)


def _trust_the_run_authority(view: Any, env: dict[str, str]) -> None:
    """The proxy terminates TLS for a brokered credential's host: the child trusts the run's
    CA (a bundle with the system's roots, placed read-only; its key stays in the runtime)."""
    from runtime.engines.egress import tls

    bundle = f"{bwrap.private_bind('egress-trust')}/ca-bundle.pem"
    view.placed += (bwrap.Placed(bundle, tls.authority().bundle(), 0o644),)
    for name in tls.TRUST_VARIABLES:
        env[name] = bundle


def _with_grant(done: Completed, grant: Grant) -> Completed:
    done.egress = {"grant": grant.to_json(), **(done.egress or {"attempts": []})}
    return done


def _unbrokered(handover: Handover | None, env: dict[str, str]) -> Handover | None:
    if handover is None or not handover.brokered:
        return handover
    real = handover.unbrokered()
    for name, value in list(env.items()):
        for brokered in handover.brokered:
            if brokered.placeholder in value:
                env[name] = value.replace(brokered.placeholder, brokered.secret)
    return real


def _run_confined(
    pinned: Pinned,
    args: Sequence[str],
    policy: Policy,
    env: dict[str, str],
    cwd: str,
    view: Any,
    available: Availability,
    stdin: bytes | None = None,
) -> Completed:
    """The child in its view, in a pids cgroup of its own where one can be made; the
    Completed says what it was held to and which limit, if any, it ended at."""
    from runtime.engines import limits, process

    assert available.binary is not None  # only a working sandbox comes here
    with limits.PidsCgroup(policy) as cgroup:
        view.launch.cgroup_fd = cgroup.fd
        fds = [] if cgroup.fd is None else [cgroup.fd]
        done = process.run(
            [pinned.real, *args],
            env=env,
            cwd=cwd,
            timeout=float(policy.timeout_seconds),
            sandbox=(available.binary, view),
            pass_fds=fds,
            stdin=stdin,
        )
    uid = bwrap.child_identity()[0]
    done.confinement = {
        **view.launch.to_json(),
        "landlock_abi": available.landlock_abi,
        "uid": uid,
        "limits": dict(policy.child_limits),
        "cgroup": cgroup.kind,
    }
    hit = limits.hit(done, cgroup.refused)
    done.limit = None if hit is None else limits.described(policy, hit)
    return done


def _refused(message: str, detail: dict[str, object]) -> Outcome:
    return Outcome(
        False,
        error=message,
        exit_code=exit_codes.DENIED,
        transport=TRANSPORT,
        detail={**detail, "status": statuses.DENIED},
    )


def _outcome(pinned: Pinned, done: Completed, timeout: float, detail: dict[str, object]) -> Outcome:
    if done.egress is not None:
        detail["egress"] = done.egress
    output = {
        "stdout": done.stdout,
        "stderr": done.stderr,
        "exit_code": done.exit_code,
        "truncated": done.truncated,
    }
    ok = done.exit_code == 0 and not done.timed_out
    if done.confinement is not None:
        detail["confinement"] = done.confinement
    if done.limit is not None:
        detail["limit"] = done.limit
    return Outcome(
        ok,
        output=output,
        error=None if ok else _failure(pinned, done, timeout),
        exit_code=done.exit_code,
        transport=TRANSPORT,
        detail=detail,
    )


def _failure(pinned: Pinned, done: Completed, timeout: float) -> str:
    hit = f"; it hit its limit {done.limit}" if done.limit is not None else ""
    if done.timed_out:
        return f"timed out after {timeout:g} s; process group killed{hit}"
    reason = _error_line(done.stderr)
    message = f"{pinned.name} exited with code {done.exit_code}"
    return (f"{message}: {reason}" if reason else message) + hit


ERROR_MARKERS = ("fatal:", "error", "unknown", "failed", "usage:")


def _error_line(text: str) -> str:
    """The line that says what went wrong: the first marked as an error, else the last.

    Tools print progress before an error (git clone) and hints or lists after
    it (gh's unknown JSON field), so neither end alone is right.
    """
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    marked = [line for line in lines if line.lower().startswith(ERROR_MARKERS)]
    chosen = marked[0] if marked else (lines[-1] if lines else "")
    from runtime.audit.redact import bounded

    return bounded(chosen, 500)
