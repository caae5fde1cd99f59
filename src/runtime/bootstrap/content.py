"""The release-owned files of the Runtime Home, generated from the code they describe.

Specs come from the operation tables and the compiler's key lists, cheat sheets
from the command tables (`runtime/command_table.py`) and the environment table, so
what the Home says is what this binary does. Output is deterministic for a given release.
"""

from __future__ import annotations

import os

from runtime import __version__, command_table
from runtime.home import environment
from runtime.home.paths import AGENT_CONTRACT, CAPABILITY_SPEC, COMMANDS, provider_spec

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.providers.operations import Form, Operation, Provider

ASSETS = os.path.join(os.path.dirname(__file__), "assets")
ENV_CHEAT_SHEET = f"{COMMANDS}/runtime_env_variables.txt"
BINARY_TABLES_SPEC = "specs/command/capability-spec-command.md"


def release_files() -> dict[str, bytes]:
    """Home-relative path -> content, for every file bootstrap owns."""
    from runtime.providers.registry import PROVIDERS

    texts = {
        CAPABILITY_SPEC: capability_spec(),
        AGENT_CONTRACT: agent_contract(),
        f"{COMMANDS}/runtime_commands.txt": runtime_commands(),
        f"{COMMANDS}/capability_commands.txt": capability_commands(),
        ENV_CHEAT_SHEET: environment.cheat_sheet(),
    }
    for provider in PROVIDERS.values():
        texts[provider_spec(provider.name)] = provider_spec_text(provider)
        texts[f"{COMMANDS}/{provider.name}_commands.txt"] = provider_commands(provider)
    texts[BINARY_TABLES_SPEC] = binary_tables_spec()
    return {path: text.encode("utf-8") for path, text in sorted(texts.items())}


def _asset(name: str) -> str:
    with open(os.path.join(ASSETS, name), encoding="utf-8") as handle:
        return handle.read()


def _fill(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace(f"@@{key}@@", value)
    return template


# -- specs/capability-spec.md ----------------------------------------------

KEY_MEANINGS = {
    "version": ("top", "yes", "the spec version the block was written against"),
    "inputs": ("top", "no", "named parameters, used as `${name}` in any step's `args`"),
    "workflow": ("top", "yes", "the ordered list of steps"),
    "description": ("input", "no", "what the input is for"),
    "required": ("input", "no", "`true`: execution and plan refuse to run without it"),
    "provider": ("step", "one of", "a registered provider (see below)"),
    "binary": ("step", "one of", "a binary in `allowed_binaries`"),
    "args": ("step", "yes", "the arguments, exactly as typed on the command line"),
}


def capability_spec() -> str:
    from runtime.capability import compiler

    return _fill(
        _asset("capability-spec.md"),
        {
            "VERSION": __version__,
            "SPEC_VERSION": compiler.SPEC_VERSION,
            "KEYS_TABLE": _keys_table(compiler.TOP_KEYS + compiler.INPUT_KEYS + compiler.STEP_KEYS),
            "REJECTED_KEYS": _rejected_keys(compiler.KEY_HINTS),
            "PROVIDERS": _providers_table(),
            "PARENT_DIRECTORIES": _parent_directories_row(),
        },
    )


def _keys_table(keys: tuple[str, ...]) -> str:
    rows = ["| key | level | required | meaning |", "|---|---|---|---|"]
    for key in keys:
        level, required, meaning = KEY_MEANINGS.get(key, ("", "", ""))
        rows.append(f"| `{key}` | {level} | {required} | {meaning} |")
    return "\n".join(rows)


def _rejected_keys(hints: dict[str, str]) -> str:
    return "\n".join(f"- `{key}:` ✗ {hint}" for key, hint in hints.items())


def _providers_table() -> str:
    from runtime.providers.registry import PROVIDERS

    rows = ["| provider | operations | auth provider | spec |", "|---|---|---|---|"]
    for provider in PROVIDERS.values():
        rows.append(
            f"| `{provider.name}` | {len(provider.operations)} | {provider.auth or 'none'} "
            f"| `{provider_spec(provider.name)}` |"
        )
    return "\n".join(rows)


def _parent_directories_row() -> str:
    from runtime.providers.registry import PROVIDERS

    files = PROVIDERS.get("files")
    if files is not None and files.find(["mkdir"]) is not None:
        remedy = "create them first with `runtime files mkdir PATH --parents`"
    else:
        remedy = "create the path some other way first"
    return f"| `files write` creates no parent directories | {remedy} |"


# -- specs/<provider>/capability-spec-<provider>.md ---------------------------


def provider_spec_text(provider: Provider) -> str:
    lines = [
        f"# The {provider.name} provider (runtime {__version__})",
        "",
        f"{provider.description[:1].upper()}{provider.description[1:]}.",
        "",
        "Generated from the operation table this binary validates and executes with;",
        f"`runtime {provider.name} --help` prints the same table.",
        "",
        f"- operations: {len(provider.operations)}",
        f"- auth provider: {provider.auth or 'none'}",
        "- the transport column is information, not a choice: never depend on it",
        "",
        "## Operations",
        "",
        "| operation | arguments | transport | effect |",
        "|---|---|---|---|",
    ]
    for operation in provider.operations:
        for form in operation.forms:
            lines.append(
                f"| `{operation.name}` | `{form.usage() or '(none)'}` | {form.transport} "
                f"| {operation.effect} |"
            )
    for note in provider.notes:
        lines += ["", note.replace("\n", " ")]
    for operation in provider.operations:
        lines += ["", *_operation_section(provider, operation)]
    return "\n".join(lines) + "\n"


def _operation_section(provider: Provider, operation: Operation) -> list[str]:
    lines = [
        f"### {operation.name}",
        "",
        f"{operation.summary}. Effect: {operation.effect}; auth provider: "
        f"{operation.auth or 'none'}"
        + ("; previews under `capability execute --dry-run`." if operation.previewable else "."),
        "",
    ]
    for form in operation.forms:
        usage = f"runtime {provider.name} {operation.name} {form.usage()}".rstrip()
        lines += [
            f"Over {form.transport} ({form.target}):",
            "",
            "```yaml",
            f"# {usage}",
            f"- provider: {provider.name}",
            f"  args: [{', '.join(_step_words(operation, form))}]",
            *_repository_example(provider, operation, form),
            "```",
            "",
        ]
    return lines[:-1]


def _repository_example(provider: Provider, operation: Operation, form: Form) -> list[str]:
    """A runnable step for a form whose repository the runtime can supply."""
    if not form.repository:
        return []
    words = [word for word in _step_words(operation, form) if word not in operation.words]
    args = ", ".join([*operation.words, *words, "--repo", '"${repo}"'])
    return [
        "# the repository named explicitly (else github.repository, else the origin remote)",
        f"- provider: {provider.name}",
        f"  args: [{args}]",
    ]


def _step_words(operation: Operation, form: Form) -> list[str]:
    """The step a form takes, its arguments shown as placeholders to fill in."""
    words = list(operation.words)
    words += [_placeholder(p.name) for p in form.positionals]
    for option in form.options:
        if option.required:
            words.append(option.flag)
            if option.takes_value:
                words.append(_placeholder(option.metavar))
    words += [f'"{key}=${{{key}}}"' for key in form.required_pairs]
    if form.rest is not None:
        words.append(_placeholder(form.rest.name))
    return words


def _placeholder(name: str) -> str:
    cleaned = "".join(ch if ch.isalnum() else "_" for ch in name.lower()).strip("_")
    return f'"${{{cleaned or "value"}}}"'


# -- commands/*.txt -----------------------------------------------------------


def runtime_commands() -> str:
    lines = [
        f"# runtime {__version__}: the command surface (generated from runtime.cli.main)",
        "",
        "runtime [--output text|json|raw] COMMAND [ARGS...]",
        "runtime --help",
        "runtime COMMAND --help",
        "",
    ]
    commands = command_table.COMMANDS
    width = max(len(name) for name in commands)
    lines += [f"runtime {name:<{width}}  # {entry.about}" for name, entry in commands.items()]
    lines += ["", "# the Runtime Home, configuration and context", *_home_usages()]
    return "\n".join(lines) + "\n"


HOME_COMMANDS = (
    "bootstrap", "config validate", "config init", "context show", "context list", "context use",
)  # fmt: skip


def _home_usages() -> list[str]:
    return [command_table.usage(command) for command in HOME_COMMANDS]


def capability_commands() -> str:
    subcommands = command_table.CAPABILITY.subcommands
    lines = [f"# runtime {__version__}: capabilities", ""]
    width = max(len(name) for name in subcommands)
    lines += [
        f"runtime capability {name:<{width}}  # {entry.about}"
        for name, entry in subcommands.items()
    ]
    lines += [
        "",
        "# the authoring loop",
        "runtime --output json capability authoring-context",
        "runtime capability list",
        "runtime capability validate ./my-cap.md",
        "runtime capability plan ./my-cap.md --input key=value",
        "runtime capability execute ./my-cap.md --input key=value",
        "runtime audit tail -n 10 --output json",
    ]
    return "\n".join(lines) + "\n"


def provider_commands(provider: Provider) -> str:
    lines = [
        f"# runtime {__version__}: the {provider.name} provider "
        f"({len(provider.operations)} operations, generated from its operation table)",
        "",
    ]
    usages = [
        (f"runtime {provider.name} {operation.name} {form.usage()}".rstrip(), operation, form)
        for operation in provider.operations
        for form in operation.forms
    ]
    width = min(max(len(usage) for usage, _, _ in usages), 72)
    for usage, operation, form in usages:
        about = f"{operation.effect}, {form.transport}: {operation.summary}"
        lines.append(f"{usage:<{width}}  # {about}")
    return "\n".join(lines) + "\n"


# -- RUNTIME-AGENT.md -----------------------------------------------------------


def agent_contract() -> str:
    from runtime.providers.registry import PROVIDERS

    return _fill(
        _asset("RUNTIME-AGENT.md"),
        {
            "VERSION": __version__,
            "CAPABILITY_SPEC": CAPABILITY_SPEC,
            "PROVIDER_HELP": "\n".join(f"    runtime {name} --help" for name in PROVIDERS),
            "PROVIDER_SPECS": "\n".join(
                f"- `{provider_spec(name)}` (the {name} provider's operations)"
                for name in PROVIDERS
            ),
        },
    )


# -- specs/command/capability-spec-command.md ---------------------------------


def binary_tables_spec() -> str:
    """Every binary operation table, as `runtime command BINARY --help` prints it."""
    from runtime.policy.floor import listing

    lines = [
        f"# Binary operation tables (runtime {__version__})",
        "",
        "A `binary:` step's arguments are read through its binary's table into a canonical",
        "command before any rule is matched; its effect (read, write, delete, exec) must be",
        "in `command_policy.effects` (compiled default: read, write). A command a table does",
        "not list, and every command of a binary without a table, is exec.",
        "`runtime command list` and `runtime command BINARY --help` print the same tables.",
    ]
    for binary in listing.binaries():
        lines += ["", f"## {binary}", "", "```text", listing.text(binary), "```"]
    return "\n".join(lines) + "\n"
