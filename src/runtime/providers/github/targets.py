"""What a GitHub request is about, read as GitHub reads it: the readings its denied rules judge.

GitHub compares owner and repository names without regard to case, decodes `%` escapes
before it routes a path, and finds a resource whatever trailing `/`, query or fragment the
path carries. So a request is judged here as it will be sent: after the runtime supplied
what it supplies (the `--repo` from the context or the checkout's origin, the context's
organization) or, for gh run as a binary, whatever repository gh will infer from the
checkout's remotes; with every repository name, owner and path normalised; in two readings,
its words (operation, positional arguments, options) and the REST routes it sends. A rule is
read by the same reader, so `repo delete acme/web` meets `api DELETE /repos/ACME/Web/` and
`api DELETE /repos/acme/web` meets `gh repo delete --yes acme/web`. The matching itself is
`policy/provider_rules.py`'s, the one matcher for every provider.

Normalised for matching only: what is sent is what was typed (or supplied).
"""

from __future__ import annotations

from runtime.policy.provider_rules import Reading

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from runtime.model import SuppliedRepository
    from runtime.policy.model import Policy
    from runtime.providers.operations import Bound

    Options = list[tuple[str, str | None]]

REPOSITORY = "repository"
OWNER = "owner"

_R = "/repos/{owner}/{repo}"

# The REST routes each operation sends or serves, whatever transport it uses (gh issue create
# is POST /repos/{owner}/{repo}/issues whether gh speaks REST or GraphQL): `api METHOD PATH`
# is judged as these operations, and these as `api METHOD PATH`. A route several operations
# share is listed for none of them (`issue close` and `issue edit` both PATCH an issue), so a
# rule for one never denies another; `{owner}`/`{repo}` are the repository, `{org}` the owner.
ROUTES: dict[str, tuple[str, ...]] = {
    "user get": ("GET /user",),
    "org list": ("GET /user/orgs",),
    "notification list": ("GET /notifications",),
    "team list": ("GET /orgs/{org}/teams",),
    "repo list": ("GET /orgs/{org}/repos", "GET /users/{org}/repos", "GET /user/repos"),
    "repo view": (f"GET {_R}",),
    "repo summary": ("POST /graphql", f"GET {_R}"),
    "repo create": ("POST /user/repos", "POST /orgs/{org}/repos"),
    "repo delete": (f"DELETE {_R}",),
    "repo fork": (f"POST {_R}/forks",),
    "repo sync": (f"POST {_R}/merge-upstream",),
    "issue list": ("GET /orgs/{org}/issues", f"GET {_R}/issues", "GET /issues"),
    "issue create": (f"POST {_R}/issues",),
    "issue view": (f"GET {_R}/issues/{{number}}",),
    "pr list": (f"GET {_R}/pulls",),
    "pr view": (f"GET {_R}/pulls/{{number}}",),
    "pr create": (f"POST {_R}/pulls",),
    "pr merge": (f"PUT {_R}/pulls/{{number}}/merge",),
    "pr review": (f"POST {_R}/pulls/{{number}}/reviews",),
    "release list": (f"GET {_R}/releases",),
    "release create": (f"POST {_R}/releases",),
    "release delete": (f"DELETE {_R}/releases/{{id}}",),
    "release delete-asset": (f"DELETE {_R}/releases/assets/{{id}}",),
    "release upload": (f"POST {_R}/releases/{{id}}/assets",),
    "run list": (f"GET {_R}/actions/runs",),
    "run cancel": (f"POST {_R}/actions/runs/{{id}}/cancel",),
    "run rerun": (f"POST {_R}/actions/runs/{{id}}/rerun",),
    "workflow list": (f"GET {_R}/actions/workflows",),
    "workflow run": (f"POST {_R}/actions/workflows/{{id}}/dispatches",),
    "workflow enable": (f"PUT {_R}/actions/workflows/{{id}}/enable",),
    "workflow disable": (f"PUT {_R}/actions/workflows/{{id}}/disable",),
    "label list": (f"GET {_R}/labels",),
    "label delete": (f"DELETE {_R}/labels/{{name}}",),
    "secret list": (f"GET {_R}/actions/secrets",),
    "secret set": (f"PUT {_R}/actions/secrets/{{name}}",),
    "secret delete": (f"DELETE {_R}/actions/secrets/{{name}}",),
    "file put": (f"PUT {_R}/contents/{{path+}}",),
    "graphql": ("POST /graphql",),
}

# What an operation's positional words name: its repository (`gh repo delete [REPO]`, the
# provider's `repo view OWNER/REPO`) or the owner it lists (`repo list [ORG]`).
KINDS: dict[str, str] = {
    **dict.fromkeys(
        ("repo view", "repo summary", "repo delete", "repo edit", "repo archive",
         "repo unarchive", "repo clone", "repo fork", "repo sync", "repo set-default",
         "file put"),
        REPOSITORY,
    ),
    **dict.fromkeys(("repo list", "team list", "issue list"), OWNER),
}  # fmt: skip

# gh commands that act on "the current repository" when they are told none: gh infers it
# from the working directory's git remotes.
_INFERRING_GROUPS = frozenset(
    {"issue", "pr", "release", "run", "workflow", "label", "secret", "variable", "cache",
     "ruleset", "browse", "attestation"}
)  # fmt: skip
_INFERRING_REPO = frozenset(
    {"repo view", "repo delete", "repo edit", "repo archive", "repo unarchive", "repo fork",
     "repo sync", "repo set-default", "repo rename", "repo deploy-key"}
)  # fmt: skip
_SINGLE_WORD = frozenset({"api", "graphql", "browse", "status", "completion"})
_REPO_FLAGS = ("--repo", "-R")
_PLACEHOLDERS = ("{owner}", "{repo}")


# --- names and paths as GitHub compares them -------------------------------------------


def percent_decoded(text: str) -> str:
    """TEXT with every `%XX` escape decoded, until none is left (`%2577` is `w` too)."""
    for _ in range(4):
        if "%" not in text:
            return text
        decoded = _decode_once(text)
        if decoded == text:
            return text
        text = decoded
    return text


def _decode_once(text: str) -> str:
    raw = text.encode("utf-8", "surrogateescape")
    out = bytearray()
    index = 0
    while index < len(raw):
        chunk = raw[index + 1 : index + 3]
        if raw[index] == 0x25 and len(chunk) == 2 and all(c in _HEX for c in chunk):
            out.append(int(chunk, 16))
            index += 3
        else:
            out.append(raw[index])
            index += 1
    return out.decode("utf-8", "replace")


_HEX = frozenset(b"0123456789abcdefABCDEF")


def path_key(path: str) -> str:
    """PATH as GitHub routes it: a whole URL's scheme and host dropped (gh api takes one),
    query and fragment dropped, `%` escapes decoded, `\\` a `/`, empty and `.` segments
    dropped, `..` resolved, letters lower-cased, a base path `/api/v3` and a repository's
    `.git` dropped (`/repos/acme/web`)."""
    bare = path.partition("?")[0].partition("#")[0]
    if "://" in bare:
        bare = bare.split("://", 1)[1].partition("/")[2]
    segments: list[str] = []
    for segment in percent_decoded(bare).replace("\\", "/").split("/"):
        segment = segment.strip()
        if segment in ("", "."):
            continue
        if segment == "..":
            if segments:
                segments.pop()
            continue
        segments.append(segment.lower())
    if segments[:2] == ["api", "v3"]:
        segments = segments[2:]
    if len(segments) > 2 and segments[0] == "repos" and segments[2].endswith(".git"):
        segments[2] = segments[2][: -len(".git")]
    return "/" + "/".join(segments)


# GitHub also serves a repository by its numeric id (`/repositories/ID/...`): which one the
# runtime cannot tell, so such a path is read as any repository's too.
_BY_ID = "/repositories/"


def repository_key(word: str) -> str | None:
    """OWNER/REPO as GitHub compares it, from any spelling gh accepts (`Acme/Web`,
    `HOST/acme/web`, `https://HOST/acme/web.git`, `git@HOST:acme/web`); None for no name."""
    text = percent_decoded(word.strip())
    if "://" in text:
        text = text.split("://", 1)[1].partition("/")[2]
    elif ":" in text.partition("/")[0]:
        text = text.partition(":")[2]
    parts = [part for part in text.partition("?")[0].partition("#")[0].split("/") if part]
    if len(parts) == 3:
        parts = parts[1:]  # HOST/OWNER/REPO
    if len(parts) != 2 or any(part.startswith("-") for part in parts):
        return None
    owner, name = parts[0].lower(), parts[1].lower()
    name = name[: -len(".git")] if name.endswith(".git") else name
    return f"{owner}/{name}" if owner and name else None


def owner_key(word: str) -> str:
    return percent_decoded(word).strip("/").lower()


# --- readings ------------------------------------------------------------------------


class _Request:
    """A request (or a rule) split the way a reading needs it."""

    __slots__ = (
        "extra", "operation", "options", "owners", "positionals", "repositories",
        "unknown_repository",
    )  # fmt: skip

    def __init__(self, operation: tuple[str, ...], positionals: list[str], options: Options):
        self.operation = operation
        self.positionals = positionals
        self.options = options
        self.repositories: list[str] = []
        self.owners: list[str] = []
        self.extra = False  # words a route does not stand for (a rule with them has no route)
        self.unknown_repository = False  # left to gh, and the runtime cannot tell which


def bound_readings(
    bound: Bound, repository: SuppliedRepository | None, organization: tuple[str, str] | None
) -> list[Reading]:
    """A provider request's readings, with the repository and the organization (value,
    source) the runtime supplied (REPOSITORY is already among BOUND's gh flags as `--repo`)."""
    operation = bound.operation.words
    options: Options = _paired(bound.passthrough, bound.form.boolean_flags)
    options += list(bound.options.items())
    positionals = [*bound.positionals, *bound.rest]
    pairs = [f"{key}={value}" for key, value in bound.pairs]
    notes = [f"repository {repository.repository} from {repository.source}"] if repository else []
    if organization is not None:
        value, source = organization
        positionals = [*bound.positionals, value]
        notes.append(f"organization {value} from {source}")
    request = _normalised(operation, positionals, options)
    return _readings(request, pairs, "; ".join(notes))


def gh_readings(words: Sequence[str], policy: Policy, cwd: str) -> list[Reading]:
    """gh's words, as the provider operation they are (`floor.provider_words`), with each
    repository gh would infer from the checkout in CWD when they name none."""
    from runtime.policy import floor

    table = floor.table("gh")
    takes_value = table.takes_value if table is not None else _never
    request = _normalised(*_split(words, takes_value))
    if request.repositories or not _infers(request):
        return _readings(request)
    from runtime.providers.github import repository

    inferred, certain = repository.remote_repositories(policy, cwd)
    readings: list[Reading] = []
    for supplied in inferred:
        key = repository_key(supplied.repository)
        if key is not None:
            note = f"repository {key} gh infers from {supplied.source}"
            readings += _readings(_with_repository(request, key), note=note)
    if not certain or not inferred:
        request.unknown_repository = True  # its routes keep their placeholders: any repository
        why = "none is named in it" if certain else "its config may name others"
        note = f"no repository given: gh infers one from the checkout ({why}), so any"
        readings += _readings(request, note=note)
    return readings


_rules: dict[str, list[Reading]] = {}


def rule_readings(rule: str) -> Sequence[Reading]:
    """A `providers.github.denied` rule, read as a request is."""
    found = _rules.get(rule)
    if found is None:
        words = rule.split()
        takes_value = _rule_takes_value if any(w.startswith("-") for w in words) else _never
        request = _normalised(*_split(words, takes_value))
        found = _rules[rule] = _readings(request, for_rule=True)
    return found


def _never(flag: str) -> bool:
    return False


def _rule_takes_value(flag: str) -> bool:
    from runtime.policy import floor

    table = floor.table("gh")
    return flag in _REPO_FLAGS or (table is not None and table.takes_value(flag))


def _infers(request: _Request) -> bool:
    """Whether gh fills in the current repository: a command about one that names none, or
    an `api` path holding `{owner}` or `{repo}`."""
    operation = request.operation
    if operation == ("api",):
        path = request.positionals[1] if len(request.positionals) > 1 else ""
        return any(placeholder in path for placeholder in _PLACEHOLDERS)
    name = " ".join(operation)
    return bool(operation) and (operation[0] in _INFERRING_GROUPS or name in _INFERRING_REPO)


def _split(
    words: Sequence[str], takes_value: Callable[[str], bool]
) -> tuple[tuple[str, ...], list[str], Options]:
    operation = _operation(words)
    positionals: list[str] = []
    options: Options = []
    rest = list(words[len(operation) :])
    index = 0
    while index < len(rest):
        word = rest[index]
        if word == "--":
            positionals += rest[index + 1 :]
            break
        if len(word) > 1 and word.startswith("-"):
            flag, equals, value = word.partition("=")
            if equals:
                options.append((flag, value))
            elif word.startswith("-R") and len(word) > 2:
                options.append(("-R", word[2:]))
            elif takes_value(flag) and index + 1 < len(rest):
                options.append((flag, rest[index + 1]))
                index += 1
            else:
                options.append((flag, None))
        else:
            positionals.append(word)
        index += 1
    return operation, positionals, options


def _operation(words: Sequence[str]) -> tuple[str, ...]:
    """The operation's words: a known operation's, else gh's `GROUP COMMAND` shape."""
    if not words:
        return ()
    if len(words) > 1 and (f"{words[0]} {words[1]}" in ROUTES or f"{words[0]} {words[1]}" in KINDS):
        return (words[0], words[1])
    if words[0] in _SINGLE_WORD or len(words) == 1 or words[1].startswith("-"):
        return (words[0],)
    return (words[0], words[1])


def _paired(flags: Sequence[str], boolean_flags: frozenset[str]) -> Options:
    """gh flags as (flag, value), paired as providers.operations bound them."""
    from runtime.providers.operations import takes_next_word

    options: Options = []
    index = 0
    while index < len(flags):
        flag, equals, value = flags[index].partition("=")
        if equals:
            options.append((flag, value))
        elif flag.startswith("-R") and len(flag) > 2 and not flag.startswith("--"):
            options.append(("-R", flag[2:]))
        elif takes_next_word(flag, boolean_flags) and index + 1 < len(flags):
            options.append((flag, flags[index + 1]))
            index += 1
        else:
            options.append((flag, None))
        index += 1
    return options


def _normalised(operation: tuple[str, ...], positionals: list[str], options: Options) -> _Request:
    request = _Request(operation, list(positionals), [])
    for flag, value in options:
        if flag in _REPO_FLAGS and value is not None:
            key = repository_key(value)
            request.options.append(("--repo", key or value))
            if key is not None:
                request.repositories.append(key)
            continue
        request.options.append((flag, value))
        request.extra = True
    name = " ".join(operation)
    if operation == ("api",):
        _normalise_api(request)
    elif KINDS.get(name) == REPOSITORY:
        _normalise_positional(request, repository_key, request.repositories)
    elif KINDS.get(name) == OWNER:
        _normalise_positional(request, owner_key, request.owners)
    else:
        request.extra = request.extra or bool(positionals)
    return request


def _normalise_positional(
    request: _Request, key: Callable[[str], str | None], into: list[str]
) -> None:
    """The first word naming one goes first, normalised; every word that could name one is a
    candidate (an option the table does not know may have left its value among them)."""
    found = [(index, key(word)) for index, word in enumerate(request.positionals)]
    named = [(index, value) for index, value in found if value]
    if not named:
        request.extra = request.extra or bool(request.positionals)
        return
    first, value = named[0]
    others = [word for index, word in enumerate(request.positionals) if index != first]
    request.positionals = [value, *others]
    into.extend(value for _, value in named if value not in into)
    request.extra = request.extra or bool(others)


def _normalise_api(request: _Request) -> None:
    positionals = request.positionals
    if positionals:
        positionals[0] = positionals[0].upper()
    if len(positionals) > 1:
        positionals[1] = path_key(positionals[1])
    request.extra = True  # `api METHOD PATH` is its own route


def _with_repository(request: _Request, key: str) -> _Request:
    """REQUEST as sent with KEY for the repository it names none of."""
    copy = _Request(request.operation, list(request.positionals), list(request.options))
    copy.owners = list(request.owners)
    copy.repositories = [key]
    copy.extra = request.extra
    copy.unknown_repository = False
    if request.operation == ("api",) and len(copy.positionals) > 1:
        owner, name = key.split("/")
        copy.positionals[1] = copy.positionals[1].replace("{owner}", owner).replace("{repo}", name)
    elif KINDS.get(" ".join(request.operation)) == REPOSITORY:
        copy.positionals.insert(0, key)
    else:
        copy.options.insert(0, ("--repo", key))
    return copy


def _readings(
    request: _Request, pairs: Sequence[str] = (), note: str = "", for_rule: bool = False
) -> list[Reading]:
    options = sorted(request.options, key=lambda option: option[0] != "--repo")
    found = [Reading((*request.operation, *request.positionals, *pairs), options, note=note)]
    if not for_rule and _by_id(request):
        method, path, *rest = request.positionals
        any_repository = "/repos/{owner}/{repo}/" + path[len(_BY_ID) :].partition("/")[2]
        head = (*request.operation, method, any_repository.rstrip("/"), *rest, *pairs)
        found.append(Reading(head, options, note="a repository by its id: any repository"))
    if for_rule and (request.extra or pairs):
        return found  # a route stands for the rule only when the rule names nothing else
    for method, path in _routes(request, for_rule):
        found.append(Reading(("api", method, path), route=True, note=note))
    return found


def _by_id(request: _Request) -> bool:
    positionals = request.positionals
    return (
        request.operation == ("api",)
        and len(positionals) > 1
        and positionals[1].startswith(_BY_ID)
        and len(positionals[1]) > len(_BY_ID)
    )


def _routes(request: _Request, for_rule: bool) -> list[tuple[str, str]]:
    """The routes REQUEST sends (or a rule stands for), its repository or owner filled in.

    A rule naming neither stands for every route of its operation; a request naming neither
    sends the route that names neither (`repo list` alone is GET /user/repos), and, when the
    repository is left to gh to infer and the runtime cannot tell which, any repository's."""
    templates = ROUTES.get(" ".join(request.operation), ())
    repositories, owners = request.repositories, request.owners
    plain = any("{" not in template for template in templates)
    routes: list[tuple[str, str]] = []
    for template in templates:
        method, _, path = template.partition(" ")
        if "{repo}" in path:
            if repositories:
                routes += [(method, _fill_repository(path, key)) for key in repositories]
            elif (for_rule and not owners) or request.unknown_repository:
                routes.append((method, path))
        elif "{org}" in path:
            if owners:
                routes += [(method, path.replace("{org}", owner)) for owner in owners]
            elif not repositories and (for_rule or not plain):
                routes.append((method, path))
        elif not repositories and not owners:
            routes.append((method, path))
    return routes


def _fill_repository(path: str, key: str) -> str:
    owner, name = key.split("/")
    return path.replace("{owner}", owner).replace("{repo}", name)
