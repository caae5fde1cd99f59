"""gh: its operation table (`gh help`, `gh GROUP --help`), its refusals, and the
GitHub provider operation each command is, so `providers.github.denied` and
`identities.github` govern `gh` exactly as they govern `runtime github`.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.model import GIT_LIBEXEC, Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.content import Judgement
    from runtime.policy.floor.model import CanonicalCommand


def is_option(word: str) -> bool:
    return len(word) > 1 and word.startswith("-")


# gh commands that make later gh runs start a program of the caller's choosing:
# shell aliases (`gh alias set --shell x 'sh ...'`, or an expansion starting with !),
# extensions (downloaded executables run as `gh NAME`), and the editor, pager and
# browser settings.
_GH_PROGRAM_SUBCOMMANDS: dict[str, frozenset[str]] = {
    "alias": frozenset({"set", "import"}),
    "extension": frozenset({"install", "upgrade", "create", "exec"}),
    "extensions": frozenset({"install", "upgrade", "create", "exec"}),
    "ext": frozenset({"install", "upgrade", "create", "exec"}),
}
_GH_PROGRAM_SETTINGS = frozenset({"editor", "pager", "browser"})


def _gh_refusal(args: Sequence[str]) -> str | None:
    words = [word for word in args if not is_option(word)]
    if len(words) < 2:
        return None
    command, subcommand = words[0], words[1]
    if subcommand in _GH_PROGRAM_SUBCOMMANDS.get(command, ()):
        return f"safety floor: gh {command} {subcommand} is refused (it makes gh run programs)"
    if command == "config" and subcommand == "set":
        for word in words[2:]:
            if word in _GH_PROGRAM_SETTINGS:
                return f"safety floor: gh config set {word} is refused (it names a program gh runs)"
    return None


# --- the table ------------------------------------------------------------------------

_GROUPS: dict[str, dict[str, str]] = {
    "auth": {"login": "write", "logout": "write", "refresh": "write", "setup-git": "write",
             "status": "read", "token": "read"},
    "codespace": {"code": "exec", "cp": "exec", "create": "write", "delete": "delete",
                  "edit": "write", "jupyter": "exec", "list": "read", "logs": "read",
                  "ports": "exec", "rebuild": "write", "ssh": "exec", "stop": "write"},
    "gist": {"clone": "write", "create": "write", "delete": "delete", "edit": "write",
             "list": "read", "view": "read"},
    "issue": {"create": "write", "list": "read", "status": "read", "close": "write",
              "comment": "write", "delete": "delete", "develop": "write", "edit": "write",
              "lock": "write", "pin": "write", "reopen": "write", "transfer": "write",
              "unlock": "write", "unpin": "write", "view": "read"},
    "pr": {"create": "write", "list": "read", "status": "read", "checkout": "write",
           "checks": "read", "close": "write", "comment": "write", "diff": "read",
           "edit": "write", "lock": "write", "merge": "write", "ready": "write",
           "reopen": "write", "review": "write", "unlock": "write", "view": "read"},
    "release": {"create": "write", "list": "read", "delete": "delete", "delete-asset": "delete",
                "download": "write", "edit": "write", "upload": "write", "view": "read"},
    "repo": {"create": "write", "list": "read", "archive": "write", "clone": "write",
             "delete": "delete", "deploy-key": "write", "edit": "write", "fork": "write",
             "rename": "write", "set-default": "write", "sync": "write", "view": "read"},
    "run": {"cancel": "write", "download": "write", "list": "read", "rerun": "write",
            "view": "read", "watch": "read"},
    "workflow": {"disable": "write", "enable": "write", "list": "read", "run": "write",
                 "view": "read"},
    "alias": {"delete": "write", "list": "read", "set": "exec"},
    "config": {"get": "read", "list": "read", "set": "write"},
    "extension": {"browse": "exec", "create": "exec", "exec": "exec", "install": "exec",
                  "list": "read", "remove": "write", "search": "read", "upgrade": "exec"},
    "gpg-key": {"add": "write", "delete": "delete", "list": "read"},
    "label": {"clone": "write", "create": "write", "delete": "delete", "edit": "write",
              "list": "read"},
    "search": {"commits": "read", "issues": "read", "prs": "read", "repos": "read"},
    "secret": {"delete": "delete", "list": "read", "set": "write"},
    "ssh-key": {"add": "write", "delete": "delete", "list": "read"},
}  # fmt: skip
_SINGLE = {"browse": "exec", "completion": "read", "status": "read", "api": "read"}
_GROUP_ALIASES = {"codespace": ("cs",), "extension": ("extensions", "ext")}
_LIST_ALIASES = frozenset({"list"})
_METHOD_EFFECTS = {"GET": "read", "POST": "write", "PUT": "write", "PATCH": "write",
                   "DELETE": "delete"}  # fmt: skip


def _entries() -> list[Command]:
    commands: list[Command] = []
    for group, subcommands in _GROUPS.items():
        for sub, effect in subcommands.items():
            aliases = [f"{alias} {sub}" for alias in _GROUP_ALIASES.get(group, ())]
            if sub == "list":
                aliases += [f"{g} ls" for g in (group, *_GROUP_ALIASES.get(group, ()))]
            if (group, sub) == ("pr", "checkout"):
                aliases.append("pr co")
            commands.append(Command(f"{group} {sub}", effect, aliases=aliases, network=True))
    commands += [Command(name, effect, network=True) for name, effect in _SINGLE.items()]
    commands += [
        Command(f"api {method}", effect, f"gh api --method {method}", network=True)
        for method, effect in _METHOD_EFFECTS.items()
    ]
    return commands


# gh api options whose value is the next word; a field makes the default method POST.
_API_VALUE_OPTIONS = ("-X", "--method", "-H", "--header", "-f", "--raw-field", "-F", "--field",
                      "--input", "-q", "--jq", "-t", "--template", "--hostname", "--cache",
                      "-p", "--preview")  # fmt: skip
_API_FIELDS = ("-f", "--raw-field", "-F", "--field", "--input")


def _refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    if command.path != "api":
        return command, [], rest
    method, path, left = _api_call(rest)
    found = table.command(f"api {method}") or command
    judgement = graphql_judgement(path, left)
    if judgement is not None:  # the GraphQL endpoint: what the document does, whatever the method
        found = _with_effect(found, judgement.effect)
    return found, [], [path, *left] if path else left


def _with_effect(command: Command, effect: str) -> Command:
    """COMMAND as judged by its content: the same entry with EFFECT."""
    return Command(
        command.path, effect, command.summary, aliases=command.aliases, options=command.options,
        network=command.network, covered_by=command.covered_by,
    )  # fmt: skip


# gh api's shorthands (pflag): those that take a value, and the one that takes none.
_API_SHORT_VALUES = frozenset("XHfFpqt")
_API_SHORT_BOOLEANS = frozenset("ih")
_FIELD_SPELLINGS = {"-f": "raw", "--raw-field": "raw", "-F": "typed", "--field": "typed"}


def graphql_judgement(path: str, words: Sequence[str]) -> Judgement | None:
    """For a `gh api` call to the GraphQL endpoint, its document judged (policy/content):
    every `query` field's value. A document read from a file or stdin (`-F query=@FILE`,
    `--input`), or a typed field holding gh's `{owner}`/`{repo}`/`{branch}` (gh fills them
    in), is refused: the words are not what will be sent. None for any other path."""
    if not path:
        return None
    from runtime.policy.content.graphql import WHAT, is_graphql_path, judge_documents

    if not is_graphql_path(path):
        return None
    from runtime.policy.content import Judgement

    documents: list[str] = []
    for kind, value in _api_fields(words):
        key, _, document = value.partition("=")
        if kind == "input":
            return Judgement.refused(WHAT, "a GraphQL document from --input is refused")
        if key != "query" and not key.startswith("query["):
            continue
        if kind == "typed" and (document.startswith("@") or _fills(document)):
            return Judgement.refused(
                WHAT, "a GraphQL document gh reads from a file or fills in (-F) is refused"
            )
        documents.append(document)
    return judge_documents(documents, "the GraphQL document is not given inline (-f query=...)")


def _fills(document: str) -> bool:
    return any(f"{{{name}}}" in document for name in ("owner", "repo", "branch"))


def _api_fields(words: Sequence[str]) -> list[tuple[str, str]]:
    """(raw | typed | input, value) of each field and --input among WORDS, read as pflag
    reads them: `-f V`, `-fV`, `-f=V`, `-if V` (a bundle), `--raw-field[=]V`."""
    found: list[tuple[str, str]] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if word == "--":
            break
        if word.startswith("--"):
            name, equals, value = word.partition("=")
            kind = _FIELD_SPELLINGS.get(name) or ("input" if name == "--input" else None)
            if kind is not None:
                if not equals and index < len(words):
                    value, index = words[index], index + 1
                found.append((kind, value))
            continue
        if not is_option(word):
            continue
        for position, letter in enumerate(word[1:], 1):
            if letter in _API_SHORT_BOOLEANS:
                continue
            if letter not in _API_SHORT_VALUES:
                break  # pflag refuses the word: gh sends nothing
            value = word[position + 1 :]
            value = value[1:] if value.startswith("=") else value
            if not value and index < len(words):
                value, index = words[index], index + 1
            kind = _FIELD_SPELLINGS.get(f"-{letter}")
            if kind is not None:
                found.append((kind, value))
            break
    return found


def _api_call(rest: list[str]) -> tuple[str, str, list[str]]:
    """gh api's method (-X, else POST with fields, else GET), its path, and the other words."""
    method, path, fields = "", "", False
    left: list[str] = []
    index = 0
    while index < len(rest):
        word = rest[index]
        name, equals, value = word.partition("=")
        if name in ("-X", "--method"):
            method = value if equals else (rest[index + 1] if index + 1 < len(rest) else "")
            index += 1 if equals else 2
            continue
        if word.startswith("-X") and len(word) > 2:
            method, index = word[2:], index + 1
            continue
        if name in _API_VALUE_OPTIONS:
            fields = fields or name in _API_FIELDS
            left += rest[index : index + (1 if equals else 2)]
            index += 1 if equals else 2
            continue
        if not path and not is_option(word):
            path = word if word.startswith("/") else f"/{word}"
        else:
            left.append(word)
        index += 1
    return (method.upper() or ("POST" if fields else "GET")), path, left


def provider_words(command: CanonicalCommand) -> list[str]:
    """The GitHub provider operation words COMMAND is: `api DELETE /repos/x`, `repo create`."""
    return [*command.path.split(), *command.rest]


def _grammar() -> CobraGrammar:
    """gh's own reading: cobra's search for the command, pflag's flags, with the options each
    command lists for itself (floor/optiondata/gh.py, generated from the installed gh)."""
    from runtime.policy.floor.optiondata import gh as data

    return CobraGrammar(Tree(data.COMMANDS, data.GLOBAL, data.ALIASES, data.MODE))


# Commands that hand the words after `--` to `git clone` (`gh repo clone O/R D -- --depth 1`):
# they are read by git's table as git's own, and refused as git's floor refuses them.
_HANDED_TO_GIT = {"repo clone": ("git", ("clone",)), "repo fork": ("git", ("clone",)),
                  "gist clone": ("git", ("clone",))}  # fmt: skip

TABLES: dict[str, Table] = {
    "gh": Table(
        "gh",
        _entries(),
        grammar=_grammar(),
        handoff=_HANDED_TO_GIT,
        value_options=("-R", "--repo", "-t", "--title", "-b", "--body", "-L", "--limit",
                       "-s", "--state", "--json", "-q", "--jq", "-X", "--method", "-H",
                       "--header", "-f", "-F", "--field", "--raw-field", "--hostname", "-B",
                       "--base", "--head", "-a", "--assignee", "-l", "--label", "--search",
                       "--template", "--input", "-m", "--milestone"),
        refine=_refine,
    )
}  # fmt: skip

# gh runs git (`repo clone`, `pr checkout`) from its PATH, the trusted search path; git's own
# helpers and local transports with it. Nothing else: no pager, editor, browser or extension.
PROFILES: dict[str, Profile] = {
    "gh": Profile(
        executes=("/usr/bin/git", "/usr/local/bin/git", *GIT_LIBEXEC),
        own_shell=True,
    )
}  # fmt: skip


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    return _gh_refusal(args) or _graphql_refusal(command)


def _graphql_refusal(command: CanonicalCommand) -> str | None:
    if not command.path.startswith("api ") or not command.rest:
        return None
    judgement = graphql_judgement(command.rest[0], command.rest[1:])
    if judgement is None or judgement.refusal is None:
        return None
    return f"safety floor: gh {command.path} {command.rest[0]} is refused: {judgement.refusal}"
