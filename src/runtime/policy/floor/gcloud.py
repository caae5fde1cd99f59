"""gcloud, gsutil and bq: the Cloud SDK may read, never change.

The floor is an allow-list of read commands. A gcloud command is its group path
(every word a group of the SDK's own command tree, `gcloud_groups`) and the verb
after it; only a read verb (`list`, `describe`, `get-iam-policy`, `list-*`, ...)
passes, so `storage rm`, `compute instances stop`, `container clusters resize`,
`pubsub topics publish` and `compute ssh` are refused however they are spelled.
gsutil and bq commands are read from their own command lists (`data/cli/*.json`).
"""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_absl import AbslGrammar
from runtime.policy.floor.grammar_argparse import ArgparseGrammar
from runtime.policy.floor.grammar_getopt import GetoptGrammar
from runtime.policy.floor.model import AuthSetting, CanonicalCommand, Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.content import Judgement

# `gcloud storage` spells its reads as gsutil does (ls, cat, du, hash); `config get` reads
# one property.
READ_VERBS = frozenset(
    {"list", "describe", "get-iam-policy", "get-value", "read", "tail", "info", "version",
     "help", "topic", "print-settings", "get-effective-iam-policy", "lookup", "search",
     "list-usable", "get-ancestors", "get-ancestors-iam-policy", "test-iam-permissions",
     "ls", "cat", "du", "hash", "get"}
)  # fmt: skip
READ_PREFIXES = ("list-", "describe-")
# Verbs that destroy: refused by the floor like every other change, named as deletes so
# that what reads a table's effect (MCP's destructiveHint) says so too.
DELETE_VERBS = frozenset({"delete", "rm", "purge"})

# gcloud flags whose value may be the next word (else a value would read as a command word).
VALUE_OPTIONS = frozenset(
    {"--project", "--account", "--configuration", "--format", "--verbosity", "--region",
     "--zone", "--filter", "--limit", "--sort-by", "--page-size", "--location",
     "--impersonate-service-account", "--billing-project", "--flatten", "--trace-token",
     "--access-token-file", "--flags-file"}
)  # fmt: skip
# gcloud's boolean flags (the SDK tree's root flags of type bool, and their short forms).
BOOLEANS = frozenset(
    {"--help", "-h", "--log-http", "--no-log-http", "--quiet", "-q", "--user-output-enabled",
     "--no-user-output-enabled", "--version"}
)  # fmt: skip

_EXEC_VERBS = frozenset({"ssh", "scp", "ssh-ify", "connect-to-serial-port", "start-iap-tunnel"})

_groups: frozenset[str] | None = None


def groups() -> frozenset[str]:
    global _groups
    if _groups is None:
        from runtime.policy.floor.gcloud_groups import group_paths

        _groups = group_paths()
    return _groups


def is_read_verb(verb: str) -> bool:
    return verb in READ_VERBS or verb.startswith(READ_PREFIXES)


class GcloudTable(Table):
    """gcloud's tree is too large to list as commands: a group path and a verb."""

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        if self.grammar is None:
            return self._by_words(args)
        from runtime.policy.floor.grammar import Problem

        try:
            parsed, argv = self.grammar.check(args)
        except Problem as problem:
            found = self._by_words(args)  # what it would be, for the floor's word on it
            found.argv, found.problem = (), str(problem)
            return found
        path = list(parsed.path)
        verb = "" if not path or " ".join(path) in groups() else path[-1]
        judged = self.grammar.judged_tokens(parsed)
        from runtime.policy.floor.model import _without_words

        rest = _without_words(judged, len(path))
        command = " ".join(path)
        if not command:
            return CanonicalCommand("gcloud", "", "read", rest=rest, network=False, argv=argv)
        effect = "read" if verb and is_read_verb(verb) else "write"
        if verb in DELETE_VERBS:
            effect = "delete"
        if verb in _EXEC_VERBS:
            effect = "exec"
        known = len(path) > 1 or verb == ""
        return CanonicalCommand("gcloud", command, effect, rest=rest, known=known, argv=argv)

    def _by_words(self, args: Sequence[str]) -> CanonicalCommand:
        """The command its words name, read without the grammar (what an unreadable
        command line would be: the floor names it so)."""
        positions = self._positionals(args)
        path: list[str] = []
        verb = ""
        known = groups()
        for index in positions:
            word = args[index]
            if " ".join([*path, word]) in known:
                path.append(word)
                continue
            verb = word
            break
        used = positions[: len(path) + (1 if verb else 0)]
        taken = set(used)
        rest = [arg for i, arg in enumerate(args) if i not in taken]
        command = " ".join([*path, verb]).strip()
        if not command:
            return CanonicalCommand("gcloud", "", "read", rest=rest, network=False)
        effect = "read" if verb and is_read_verb(verb) else "write"
        if verb in DELETE_VERBS:
            effect = "delete"
        if any(self._may_be_a_value(args, index) for index in used):
            # `--flag list compute instances delete`: a flag gcloud knows may take the word
            # read as a verb or group; not knowing which, it is not a read.
            return CanonicalCommand("gcloud", command, "write", rest=rest, known=False)
        if verb in _EXEC_VERBS:
            effect = "exec"
        return CanonicalCommand("gcloud", command, effect, rest=rest, known=bool(path))

    def _may_be_a_value(self, args: Sequence[str], index: int) -> bool:
        before = args[index - 1] if index else ""
        unknown = before not in self.booleans and before not in self.value_options
        return before.startswith("-") and "=" not in before and unknown


# gsutil: commands, aliases (gsutil's own), and which are reads.
_GSUTIL: dict[str, tuple[str, tuple[str, ...]]] = {
    "ls": ("read", ("dir", "list")), "cat": ("read", ()), "du": ("read", ()),
    "stat": ("read", ()), "hash": ("read", ()), "help": ("read", ()),
    "version": ("read", ()), "cp": ("write", ("copy",)),
    "mv": ("write", ("move", "ren", "rename")), "rm": ("delete", ("del", "delete", "remove")),
    "rb": ("delete", ("deletebucket", "removebucket", "removebuckets", "rmdir")),
    "mb": ("write", ("makebucket", "createbucket", "md", "mkdir")), "rsync": ("write", ()),
    "compose": ("write", ("concat",)), "rewrite": ("write", ()),
    "setmeta": ("write", ("setheader",)), "signurl": ("write", ("signedurl", "queryauth")),
    "perfdiag": ("write", ()), "test": ("write", ()),
    "config": ("write", ()), "retention": ("write", ()), "hmac": ("write", ()),
    "kms": ("write", ()), "notification": ("write", ("notify", "notifyconfig", "notifications")),
}  # fmt: skip
_GSUTIL_GET_SET = (
    "acl", "autoclass", "bucketpolicyonly", "cors", "defacl", "defstorageclass", "iam", "label",
    "lifecycle", "logging", "pap", "requesterpays", "rpo", "ubla", "versioning", "web",
)  # fmt: skip
_GSUTIL_GROUP_READS = {"hmac": ("get", "list"), "notification": ("list",)}


def _gsutil_entries() -> list[Command]:
    commands = [
        Command(name, effect, aliases=aliases, network=True)
        for name, (effect, aliases) in _GSUTIL.items()
    ]
    for group in _GSUTIL_GET_SET:
        commands.append(Command(f"{group} get", "read", network=True))
        commands += [Command(f"{group} {verb}", "write", network=True) for verb in ("set", "ch")]
    for group, reads in _GSUTIL_GROUP_READS.items():
        commands += [Command(f"{group} {verb}", "read", network=True) for verb in reads]
    commands += [Command("hmac delete", "delete", network=True)]
    return commands


# absl's own flags that bring in flags the table never sees, or make absl ignore unknown ones.
_ABSL_REFUSED = {
    "flagfile": "absl reads more flags from the file it names, which the table cannot judge",
    "bigqueryrc": "bq reads more flags from the file it names, which the table cannot judge",
    "undefok": "absl ignores the flags it names instead of refusing them",
}


def _gsutil_grammar() -> GetoptGrammar:
    """gsutil's own reading: Python's getopt for its global options and each command's own
    (floor/optiondata/gsutil.py, from the getopt strings the installed gslib declares)."""
    from runtime.policy.floor.optiondata import gsutil as data

    return GetoptGrammar(Tree(data.COMMANDS, data.GLOBAL, data.ALIASES), "gsutil")


def _bq_grammar() -> AbslGrammar:
    """bq's own reading: absl flags as appcommands runs them (global flags up to the command,
    then the command's and the global ones among its operands), with the flags bq's absl
    registry holds (floor/optiondata/bq.py, generated from the installed bq)."""
    from runtime.policy.floor.optiondata import bq as data

    return AbslGrammar(Tree(data.COMMANDS, data.GLOBAL, data.ALIASES), "bq", _ABSL_REFUSED)


_BQ: dict[str, str] = {
    "ls": "read", "show": "read", "head": "read", "help": "read", "version": "read",
    "info": "read", "get-iam-policy": "read", "wait": "read", "query": "write",
    "add-iam-policy-binding": "write", "remove-iam-policy-binding": "write",
    "set-iam-policy": "write", "cancel": "write", "cp": "write", "extract": "write",
    "init": "write", "insert": "write", "load": "write", "mk": "write", "mkdef": "write",
    "partition": "write", "rm": "delete", "truncate": "delete", "undelete": "write",
    "update": "write", "shell": "exec",
}  # fmt: skip


def _gcloud_command(path: str, word: str) -> str | None:
    """The group or command WORD names under PATH: a group of the SDK's tree, a read command
    its option data lists, or (under a group) any other command word, whose options the
    data does not hold (the floor refuses it for what it is)."""
    from runtime.policy.floor.optiondata import gcloud as data

    key = f"{path} {word}" if path else word
    if key in data.COMMANDS:
        return key
    if (not path or path in groups()) and word[:1].isalpha() and word == word.lower():
        return key
    return None


def _gcloud_grammar() -> ArgparseGrammar:
    """gcloud's own reading: argparse as calliope sets it up (no abbreviations, the flags of
    each group and command after its word, the global ones everywhere), with the flags of
    calliope's own static tree (floor/optiondata/gcloud.py, generated from the installed SDK)."""
    from runtime.policy.floor.optiondata import gcloud as data

    refused = {"flags-file": "gcloud reads more flags from the file it names, which the table "
               "cannot judge"}  # fmt: skip
    return ArgparseGrammar(Tree(data.COMMANDS, data.GLOBAL), "gcloud", refused, _gcloud_command)


# bq query's own flags and bq's global ones that leave a plain SELECT a read (absl: a
# boolean also as --noNAME and NAME=true|false, any flag also with one dash). Every other
# flag might write (--destination_table, --replace, --schedule, --apilog, --flagfile...).
_BQ_READ_BOOLEANS = frozenset(
    {"batch", "rpc", "allow_large_results", "dry_run", "require_cache", "use_cache",
     "flatten_results", "use_legacy_sql", "synchronous_mode", "quiet", "headless",
     "fingerprint_job_id", "use_regional_endpoints", "use_rep", "use_lep",
     "jobs_query_use_results_from_response", "jobs_query_use_request_id", "enable_gdrive",
     "mtls", "use_google_auth", "q"}
)  # fmt: skip
_BQ_READ_VALUES = frozenset(
    {"start_row", "s", "max_rows", "n", "priority", "request_id", "min_completion_ratio",
     "external_table_definition", "udf_resource", "maximum_billing_tier",
     "maximum_bytes_billed", "label", "parameter", "script_statement_timeout_ms",
     "script_statement_byte_budget", "max_statement_results", "max_child_jobs",
     "job_timeout_ms", "connection_property", "job_creation_mode", "project_id", "dataset_id",
     "location", "job_id", "format", "max_rows_per_request", "request_reason",
     "quota_project_id"}
)  # fmt: skip
# Flags of `bq mk` and `bq update` whose value is SQL.
_BQ_SQL_FLAGS = frozenset({"view", "materialized_view"})


def _bq_refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    judgement = bq_judgement(command.path, rest)
    if judgement is None:
        return command, [], rest
    effect = (
        judgement.effect if command.path == "query" else _stronger(command.effect, judgement.effect)
    )
    return Command(command.path, effect, network=command.network), [], rest


def _stronger(one: str, other: str) -> str:
    from runtime.policy.content import strongest

    return strongest([one, other])


def bq_judgement(path: str, rest: Sequence[str]) -> Judgement | None:
    """The SQL a bq command carries, judged (policy/content/sql.py): `bq query`'s words
    (bq joins them with spaces), `mk`/`update --view=SQL`. None when there is none to judge
    or a flag may make the query write whatever it says (the table's effect stands)."""
    if path == "query":
        words, safe = _bq_query_words(rest)
        if not safe or not words:
            return None  # a flag that may write, or the SQL from stdin: not judged a read
        return _judge_sql(" ".join(words))
    if path in ("mk", "update"):
        scripts = _bq_flag_values(rest, _BQ_SQL_FLAGS)
        if not scripts:
            return None
        from runtime.policy.content.sql import judge as judge_sql

        judgements = [judge_sql(script) for script in scripts]
        return next((j for j in judgements if j.refusal), None) or judgements[0]
    return None


def _judge_sql(script: str) -> Judgement:
    from runtime.policy.content.sql import judge as judge_sql

    return judge_sql(script)


def _flag_name(word: str) -> tuple[str, bool]:
    """absl's reading of WORD: the flag's name and whether it holds its value (`=`)."""
    name, equals, _ = word.lstrip("-").partition("=")
    return name, bool(equals)


def _bq_query_words(rest: Sequence[str]) -> tuple[list[str], bool]:
    """The words bq query joins into its SQL, and whether every flag is one that leaves a
    SELECT a read."""
    words: list[str] = []
    safe = True
    index = 0
    while index < len(rest):
        word = rest[index]
        index += 1
        if word == "--":
            words += rest[index:]
            break
        if len(word) < 2 or not word.startswith("-"):
            words.append(word)
            continue
        name, holds = _flag_name(word)
        if name in _BQ_READ_VALUES:
            index += 0 if holds else 1
        elif name in _BQ_READ_BOOLEANS or (name.startswith("no") and name[2:] in _BQ_READ_BOOLEANS):
            continue
        else:
            safe = False
    return words, safe


def _bq_flag_values(rest: Sequence[str], names: frozenset[str]) -> list[str]:
    found: list[str] = []
    for index, word in enumerate(rest):
        if not word.startswith("-"):
            continue
        name, holds = _flag_name(word)
        if name in names:
            value = (
                word.partition("=")[2]
                if holds
                else (rest[index + 1] if index + 1 < len(rest) else "")
            )
            found.append(value)
    return found


TABLES: dict[str, Table] = {
    "gcloud": GcloudTable(
        "gcloud", [], value_options=VALUE_OPTIONS, booleans=BOOLEANS, grammar=_gcloud_grammar()
    ),
    "gsutil": Table(
        "gsutil",
        _gsutil_entries(),
        value_options=("-o", "-h", "-p", "-u", "-i"),
        global_options=("-o", "-h", "-p", "-u", "-i"),
        grammar=_gsutil_grammar(),
    ),
    "bq": Table(
        "bq",
        [Command(name, effect, network=True) for name, effect in _BQ.items()],
        value_options=("--project_id", "--location", "--format", "--dataset_id", "-n"),
        global_options=("--project_id", "--location", "--format", "--dataset_id"),
        grammar=_bq_grammar(),
        refine=_bq_refine,
    ),
}


# What the gcloud family's children may inherit, are handed and read of the Runtime Context.
_PROFILE = Profile(
    variables=("CLOUDSDK_CONFIG", "CLOUDSDK_CORE_PROJECT"),
    # gcloud, gsutil and bq are shell scripts (their interpreter is allowed with them) that
    # find their install with these and then run Python
    executes=(
        "/usr/bin/python3",
        "/usr/bin/which",
        "/usr/bin/readlink",
        "/usr/bin/dirname",
        "/usr/bin/uname",
    ),
    auth_settings=(AuthSetting("CLOUDSDK_CONFIG", ".config/gcloud", ("gcp",)),),
    config_variables=("CLOUDSDK_CONFIG",),
    context_keys=("gcp.project",),
)
PROFILES: dict[str, Profile] = {"gcloud": _PROFILE, "gsutil": _PROFILE, "bq": _PROFILE}


# Not reads, but they change only this machine's gcloud session (`runtime auth logout gcp`).
SESSION_COMMANDS = frozenset({"auth revoke"})


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    """Anything but a read command is refused, whatever a document says; SQL the runtime
    cannot judge is refused saying why."""
    if binary == "bq":
        judgement = bq_judgement(command.path, command.rest)
        if judgement is not None and judgement.refusal is not None:
            return f"safety floor: bq {command.path} is refused: {judgement.refusal}"
    if command.effect == "read" or (binary == "gcloud" and command.path in SESSION_COMMANDS):
        return None
    shown = command.path or " ".join(args)
    why = "is not a read command" if command.known else "is not a command its table knows as a read"
    if binary == "bq" and bq_judgement(command.path, command.rest) is not None:
        why = f"runs SQL that {command.effect}s"
    return f'safety floor: {binary} may read, never change ("{binary} {shown}" {why})'
