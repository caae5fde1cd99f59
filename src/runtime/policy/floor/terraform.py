"""terraform and tofu: their operation tables (`terraform -help`).

`apply -destroy` (also `--destroy`, `-destroy=true`) is `destroy`; a plan that writes a
file (`-out F`, `-generate-config-out F`) is write, not read: F is overwritten, whatever it
held (a main.tf). plan, apply,
destroy, refresh, import, console, test and validate run the providers and
external data sources the configuration names: `runs_input_code`. `test` applies
its run blocks and then destroys what they made, and an `import` block brings an
existing object under that teardown: delete.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_goflag import GoFlagGrammar
from runtime.policy.floor.model import Command, Profile, Table

_COMMANDS: dict[str, str] = {
    "init": "write", "validate": "read", "plan": "read", "apply": "write", "destroy": "delete",
    "console": "read", "fmt": "write", "force-unlock": "write", "get": "write",
    "graph": "read", "import": "write", "login": "write", "logout": "write",
    "metadata": "read", "metadata functions": "read", "modules": "read", "output": "read",
    "providers": "read", "providers lock": "write", "providers mirror": "write",
    "providers schema": "read", "refresh": "write", "show": "read", "state": "read",
    "state list": "read", "state show": "read", "state pull": "read", "state mv": "write",
    "state rm": "write", "state push": "write", "state replace-provider": "write",
    "state identities": "read", "taint": "write", "test": "delete", "untaint": "write",
    "version": "read", "workspace": "read", "workspace list": "read",
    "workspace show": "read", "workspace select": "write", "workspace new": "write",
    "workspace delete": "delete", "help": "read",
}  # fmt: skip
_RUNS_CODE = frozenset(
    {"plan", "apply", "destroy", "refresh", "import", "console", "test", "validate",
     "providers schema"}
)  # fmt: skip
_NETWORK = frozenset(
    {"init", "plan", "apply", "destroy", "refresh", "import", "get", "login", "providers lock",
     "providers mirror", "test", "state pull", "state push", "state list", "state show",
     "state mv", "state rm", "output", "force-unlock", "console", "show", "workspace list",
     "workspace select", "workspace new", "workspace delete", "taint", "untaint"}
)  # fmt: skip
_FILE_OPTIONS = (
    "-var-file", "-out", "-generate-config-out", "-state", "-state-out", "-backup", "-chdir",
    "-plugin-dir",
)  # fmt: skip
# The plan options that name a file the plan writes.
_PLAN_WRITES = ("out", "generate-config-out")


# An apply does what its plan does: it destroys what the configuration no longer names, and
# a saved plan may destroy (`plan -destroy -out F`). Both are `write` here, and where the
# binary may not delete, execution makes or reads the plan and judges it by
# `show -json` (engines/terraform_plan.py); a plan saved for destruction is also judged as
# `destroy` when it is made.
_APPLY_SUMMARY = (
    "applies the configuration: write, judged at execution by its plan (show -json); "
    "a plan that destroys or replaces is delete"
)
_VARIANTS = (
    Command(
        "apply PLAN",
        "write",
        "applies a saved plan: write, judged at execution by the plan's content (show -json); "
        "a plan that destroys is delete",
        network=True,
        runs_input_code=True,
        file_options=_FILE_OPTIONS,
    ),
    Command(
        "plan -destroy",
        "read",
        "plans a destroy (saved with -out, a destroy rule covers it)",
        network=True,
        runs_input_code=True,
        file_options=_FILE_OPTIONS,
    ),
    Command(
        "plan -out",
        "write",
        "saves a plan, or generated configuration, into the file it names (overwritten)",
        network=True,
        runs_input_code=True,
        file_options=_FILE_OPTIONS,
    ),
    Command(
        "plan -destroy -out",
        "write",
        "saves a plan that destroys: a destroy rule covers it",
        network=True,
        runs_input_code=True,
        file_options=_FILE_OPTIONS,
        covered_by=("destroy",),
    ),
)


def _entries() -> list[Command]:
    commands = [
        Command(
            path,
            effect,
            _APPLY_SUMMARY if path == "apply" else "",
            aliases=("apply -destroy",) if path == "destroy" else (),
            network=path in _NETWORK,
            runs_input_code=path in _RUNS_CODE,
            file_options=_FILE_OPTIONS,
        )
        for path, effect in _COMMANDS.items()
    ]
    return [*commands, *_VARIANTS]


def _destroys(word: str) -> bool:
    name, _, value = word.lstrip("-").partition("=")
    return word.startswith("-") and name == "destroy" and value.lower() not in ("false", "0")


def _refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    variant = ""
    destroying = any(_destroys(word) for word in rest)
    if command.path == "apply" and destroying:
        variant = "destroy"
    elif command.path == "apply" and _operands(table, rest):
        variant = "apply PLAN"
    elif command.path == "plan":
        variant = _plan_variant(rest, destroying)
    if not variant:
        return command, [], rest
    kept = list(rest) if variant == "plan -out" else [w for w in rest if not _destroys(w)]
    if variant in ("plan -destroy -out", "plan -out"):
        # The path says -out: `-out F` and `-out=F` keep F.
        kept = [_out_value(w) for w in kept if w.lstrip("-") != "out"]
    return (table.command(variant) or command), [], kept


def _plan_variant(rest: list[str], destroying: bool) -> str:
    named = {w.lstrip("-").partition("=")[0] for w in rest if w.startswith("-")}
    if destroying and "out" in named:
        return "plan -destroy -out"
    if named & set(_PLAN_WRITES):
        return "plan -out"
    return "plan -destroy" if destroying else ""


def _out_value(word: str) -> str:
    name, equals, value = word.lstrip("-").partition("=")
    return value if equals and name == "out" and word.startswith("-") else word


def _operands(table: Table, rest: list[str]) -> list[str]:
    """The words that are neither options nor their values (apply's operand is a plan)."""
    found: list[str] = []
    skip = False
    for word in rest:
        if skip:
            skip = False
        elif word.startswith("-"):
            skip = word in table.value_options
        else:
            found.append(word)
    return found


# Before the command terraform reads only these (main.go's -chdir=DIR, exactly so spelled; the
# version and help flags of mitchellh/cli); any other option there is refused.
_TOP = {"-chdir": "", "-help": "help", "-h": "help", "--help": "help", "-version": "version",
        "-v": "version", "--version": "version"}  # fmt: skip


def _grammar(binary: str) -> GoFlagGrammar:
    """terraform's own reading: mitchellh/cli's nested commands, Go's flag package for each
    command's options (floor/optiondata/terraform.py, generated from the installed terraform:
    each flag's kind is Go's own answer). tofu, not on this image, is read with terraform's."""
    from runtime.policy.floor.optiondata import terraform as data

    return GoFlagGrammar(Tree(data.COMMANDS), _TOP, binary)


def _table(binary: str) -> Table:
    return Table(
        binary,
        _entries(),
        value_options=("-var", "-var-file", "-target", "-replace", "-out", "-state",
                       "-state-out", "-backup", "-lock-timeout", "-parallelism",
                       "-backend-config", "-generate-config-out"),
        bundles=False,
        refine=_refine,
        directory_options=("-chdir",),
        grammar=_grammar(binary),
    )  # fmt: skip


TABLES: dict[str, Table] = {"terraform": _table("terraform"), "tofu": _table("tofu")}


# Only these settings pass: TF_CLI_ARGS* would inject arguments past the denied rules,
# TF_CLI_CONFIG_FILE names credential helpers, TF_PLUGIN_CACHE_DIR / TF_DATA_DIR name
# provider executables and TF_LOG_PATH writes anywhere. An apply is judged at execution by
# its plan (engines/terraform_plan.py).
_PROFILE = Profile(
    variables=("TF_WORKSPACE", "TF_IN_AUTOMATION", "TF_INPUT", "TF_LOG"),
    prefixes=("TF_VAR_", "TF_TOKEN_"),
    judge="runtime.engines.terraform_plan",
    # the providers `init` installed in the working directory (a provisioner's shell and an
    # external data source's program run only where the policy allows terraform exec)
    executes=(".terraform/providers",),
)
PROFILES: dict[str, Profile] = {"terraform": _PROFILE, "tofu": _PROFILE}
