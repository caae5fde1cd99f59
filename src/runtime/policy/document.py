"""A policy document (RUNTIME_POLICY_FILE, schema_version 3) read strictly into a Policy.

Only a command that names a document loads this (policy/load.py asks it); the compiled
defaults need no parser.
"""

from __future__ import annotations

from runtime.diagnostics import Diagnostic
from runtime.policy import defaults, floor
from runtime.policy.model import Policy
from runtime.schema import MapOf, check

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.schema import Schema
    from runtime.strict_yaml import Node

SCHEMA_VERSION = 3

SCHEMA: Schema = {
    "schema_version": "int",
    "allowed_binaries": "strlist",
    "command_policy": {
        "denied_binaries": "strlist",
        "rules": MapOf({"denied": "strlist"}),
        "effects": MapOf("strlist"),
        "admitted_helpers": MapOf("strlist"),
        "search_path": "strlist",
        "timeout_seconds": "int",
        "sandbox": "str",
        "network": MapOf(
            {"allow": "strlist", "deny": "strlist", "options": "strlist"}, fixed={"enforce": "str"}
        ),
        "limits": {name: "int" for name in defaults.DEFAULT_CHILD_LIMITS},
        "git": {"identity": {"name": "str", "email": "str"}},
    },
    "file_policy": {
        "read_roots": "strlist",
        "write_roots": "strlist",
        **{name: "int" for name in floor.EDIT_MAXIMA},
    },
    "providers": MapOf({"denied": "strlist"}),
    "identities": MapOf("strlist"),
}


def parse_policy(data: bytes, path: str) -> tuple[Policy, list[Diagnostic]]:
    from runtime import strict_yaml

    problems: list[Diagnostic] = []
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return Policy(path), [Diagnostic("policy-not-utf8", "policy file is not UTF-8")]
    parsed = strict_yaml.parse(text)
    problems += parsed.diagnostics
    if parsed.root is None:
        if not problems:
            problems.append(Diagnostic("policy-empty", "policy file is empty", line=1))
        return Policy(path), problems
    values = check(parsed.root, SCHEMA, "", problems) or {}
    policy = Policy(path)
    _apply(policy, values, problems, _Lines(parsed.root))
    return policy, problems


def _apply(
    policy: Policy, values: dict[str, object], problems: list[Diagnostic], lines: _Lines
) -> None:
    version = values.get("schema_version")
    if version != SCHEMA_VERSION:
        problems.append(
            Diagnostic(
                "policy-schema-version",
                f"schema_version must be {SCHEMA_VERSION} (found {version!r})",
                line=lines.of("schema_version"),
            )
        )
    if "allowed_binaries" in values:
        policy.allowed_binaries = tuple(values["allowed_binaries"])  # type: ignore[arg-type]
        for index, name in enumerate(policy.allowed_binaries):
            reason = floor.forbidden_reason(name)
            if reason:
                problems.append(
                    Diagnostic(
                        "floor-binary",
                        f"allowed_binaries lists {name!r}: {reason}",
                        line=lines.of("allowed_binaries", index),
                    )
                )
            elif _looks_mistyped(name):
                problems.append(_unknown_binary(name, lines.of("allowed_binaries", index)))
    _apply_command(policy, values.get("command_policy") or {})
    _apply_network(policy, values.get("command_policy") or {}, problems, lines)
    _apply_identity(policy, values.get("command_policy") or {}, problems, lines)
    _check_sandbox(policy, problems, lines)
    command_section = values.get("command_policy")
    if isinstance(command_section, dict):
        _apply_child_limits(policy, command_section.get("limits"), problems, lines)
    _check_effects(policy, problems, lines)
    for binary, helpers in policy.admitted_helpers.items():
        for index, helper in enumerate(helpers):
            if not helper.startswith("/"):
                problems.append(
                    Diagnostic(
                        "helper-not-absolute",
                        f"command_policy.admitted_helpers.{binary} lists {helper!r}: "
                        "helpers are admitted by absolute path only",
                        line=lines.of("command_policy", "admitted_helpers", binary, index),
                    )
                )
    _apply_files(policy, values.get("file_policy") or {}, problems, lines)
    providers = values.get("providers")
    if isinstance(providers, dict):
        policy.provider_denied = {k: tuple(v.get("denied", ())) for k, v in providers.items()}
    identities = values.get("identities")
    if isinstance(identities, dict):
        policy.identities = {k: tuple(v) for k, v in identities.items()}


def _looks_mistyped(name: str) -> bool:
    """A name no operation table knows that is close to one that does (`terrafrom`)."""
    return name not in floor.TABLE_MODULES and bool(_close_tables(name))


def _close_tables(name: str) -> list[str]:
    import difflib

    return difflib.get_close_matches(name, list(floor.TABLE_MODULES), n=1, cutoff=0.75)


def _unknown_binary(name: str, line: int) -> Diagnostic:
    close = _close_tables(name)[0]
    return Diagnostic(
        "unknown-binary",
        f"allowed_binaries lists {name!r}, which no operation table knows (every command of "
        f"it would be exec): did you mean {close!r}?",
        line=line,
        severity="warning",
        hint=f"allowed_binaries: [..., {close}, ...]",
    )


def _apply_command(policy: Policy, section: object) -> None:
    if not isinstance(section, dict):
        return
    if "denied_binaries" in section:
        policy.denied_binaries = tuple(section["denied_binaries"])
    if "rules" in section:
        policy.rules = {k: tuple(v.get("denied", ())) for k, v in section["rules"].items()}
    if "effects" in section:
        effects = {k: tuple(v) for k, v in section["effects"].items()}
        policy.effects = {"default": ("read", "write"), **effects}
    if "admitted_helpers" in section:
        policy.admitted_helpers = {k: tuple(v) for k, v in section["admitted_helpers"].items()}
    if "search_path" in section:
        policy.search_path = tuple(section["search_path"])
    if "timeout_seconds" in section:
        policy.timeout_seconds = section["timeout_seconds"]
    if "sandbox" in section:
        policy.sandbox = section["sandbox"]


def _apply_network(
    policy: Policy, section: object, problems: list[Diagnostic], lines: _Lines
) -> None:
    if not isinstance(section, dict) or not isinstance(section.get("network"), dict):
        return
    from runtime.policy.network import section_problems

    network = section["network"]
    found = section_problems(network)
    for where, message in found:
        path = [int(part) if part.isdigit() else part for part in where]
        line = lines.of("command_policy", "network", *path)
        problems.append(Diagnostic("policy-network", message, line=line))
    if found:
        return
    if "enforce" in network:
        policy.network_enforce = str(network["enforce"])
    policy.network = {
        binary: {kind: tuple(lists.get(kind, ())) for kind in ("allow", "deny", "options")}
        for binary, lists in network.items()
        if binary != "enforce" and isinstance(lists, dict)
    }


def _apply_identity(
    policy: Policy, section: object, problems: list[Diagnostic], lines: _Lines
) -> None:
    """command_policy.git.identity: both a name and an email, each one line of text (both
    empty, as the reference writes them: none, the caller's variables pass through)."""
    tool = section.get("git") if isinstance(section, dict) else None
    identity = tool.get("identity") if isinstance(tool, dict) else None
    if not isinstance(identity, dict):
        return
    name, email = identity.get("name"), identity.get("email")
    where = ("command_policy", "git", "identity")
    if name == "" and email == "":
        return
    if not name or not email:
        problems.append(
            Diagnostic(
                "policy-identity",
                "command_policy.git.identity needs both name and email",
                line=lines.of(*where),
            )
        )
        return
    for key, value in (("name", name), ("email", email)):
        if any(char in value for char in "\n\r\0<>"):
            problems.append(
                Diagnostic(
                    "policy-identity",
                    f"command_policy.git.identity.{key} {value!r} holds a line break or <>",
                    line=lines.of(*where, key),
                )
            )
            return
    policy.tool_identities = {"git": (name, email)}


def _check_sandbox(policy: Policy, problems: list[Diagnostic], lines: _Lines) -> None:
    if policy.sandbox in defaults.SANDBOX_MODES:
        return
    problems.append(
        Diagnostic(
            "floor-sandbox",
            f"command_policy.sandbox {policy.sandbox!r} is not one of "
            f"{', '.join(defaults.SANDBOX_MODES)}: no document turns confinement off",
            line=lines.of("command_policy", "sandbox"),
        )
    )
    policy.sandbox = defaults.DEFAULT_SANDBOX


def _apply_child_limits(
    policy: Policy, section: object, problems: list[Diagnostic], lines: _Lines
) -> None:
    """command_policy.limits: each a positive number; a key left out keeps its default."""
    if not isinstance(section, dict):
        return
    for name, value in section.items():
        if value > 0:
            policy.child_limits[name] = value
            continue
        problems.append(
            Diagnostic(
                "policy-limit",
                f"command_policy.limits.{name} is {value}: a limit is a positive number "
                "(no document removes one)",
                line=lines.of("command_policy", "limits", name),
            )
        )


def _check_effects(policy: Policy, problems: list[Diagnostic], lines: _Lines) -> None:
    from runtime.policy.floor.model import EFFECTS

    for binary, effects in policy.effects.items():
        for index, effect in enumerate(effects):
            if effect not in EFFECTS:
                problems.append(
                    Diagnostic(
                        "policy-effect",
                        f"command_policy.effects.{binary} lists {effect!r}: an effect is one "
                        f"of {', '.join(EFFECTS)}",
                        line=lines.of("command_policy", "effects", binary, index),
                    )
                )


def _apply_files(
    policy: Policy, section: object, problems: list[Diagnostic], lines: _Lines
) -> None:
    if not isinstance(section, dict):
        return
    if "read_roots" in section:
        policy.read_roots = tuple(section["read_roots"])
    if "write_roots" in section:
        policy.write_roots = tuple(section["write_roots"])
    for name, maximum in floor.EDIT_MAXIMA.items():
        if name not in section:
            continue
        if section[name] > maximum:
            problems.append(
                Diagnostic(
                    "floor-limit",
                    f"file_policy.{name} {section[name]} exceeds the safety floor's {maximum}",
                    line=lines.of("file_policy", name),
                )
            )
        else:
            policy.limits[name] = section[name]


class _Lines:
    """Lines of values in the parsed document, for diagnostics found after schema checks."""

    __slots__ = ("root",)

    def __init__(self, root: Node) -> None:
        self.root = root

    def of(self, *path: str | int) -> int:
        from runtime.strict_yaml import Mapping, Sequence

        node: Node | None = self.root
        line = self.root.line
        for step in path:
            if isinstance(node, Mapping) and isinstance(step, str):
                node = node.get(step)
            elif isinstance(node, Sequence) and isinstance(step, int) and step < len(node.items):
                node = node.items[step]
            else:
                return line
            if node is None:
                return line
            line = node.line
        return line
