"""The GitHub provider's operation table (reference/github-operations.md)."""

from __future__ import annotations

from runtime.providers.github.params import LIST_LIMIT
from runtime.providers.operations import Form, Operation, Option, Param, Provider

GH_BOOLEAN_FLAGS = frozenset(
    {
        "--web", "-w", "--draft", "-d", "--fill", "-f", "--fill-first", "--log", "--log-failed",
        "--exit-status", "--verbose", "-v", "--all", "--no-maintainer-edit", "--dry-run",
        "--recover", "--archived", "--no-archived", "--fork", "--source",
    }
)  # fmt: skip
# In `workflow run`, -f takes a value (-f key=value) and --json reads stdin.
WORKFLOW_RUN_BOOLEAN_FLAGS = frozenset({"--web", "--json"})

HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")


def _owner_repo(word: str) -> bool:
    owner, sep, repo = word.partition("/")
    return bool(sep and owner and repo and "/" not in repo and " " not in word)


def _plain_name(word: str) -> bool:
    return bool(word) and not word.startswith("-") and "=" not in word and " " not in word


def _number(word: str) -> bool:
    return word.isdigit() or word == "probe"


def _method(word: str) -> bool:
    return word in HTTP_METHODS


def _api_path(word: str) -> bool:
    return word.startswith("/") and not word.startswith("//")


def _no_flags(args: str) -> bool:
    return not any(word.startswith("-") for word in args.split(" ") if word)


def _has_flags(args: str) -> bool:
    return not _no_flags(args)


# REST lists follow GitHub's Link rel="next" pages (pages.LIST_LIMIT items unless limit=N).
PAGED = f"; every page, up to limit=N items (default {LIST_LIMIT})"

OWNER_REPO = Param("OWNER/REPO", _owner_repo, "OWNER/REPO")
ORG = Param("ORG", _plain_name, "an organization name", context="github.organization")


# What gh offers for reshaping its output, for every operation (gh-backed ones pass it on).
SHAPING = (
    Option("--json", "FIELDS", required=False),
    Option("--jq", "EXPR", required=False),
)


def _rest(target: str, **grammar: object) -> Form:
    return Form("rest", target, options=SHAPING, **grammar)  # type: ignore[arg-type]


def _graphql(target: str, **grammar: object) -> Form:
    return Form("graphql", target, options=SHAPING, **grammar)  # type: ignore[arg-type]


def _gh(target: str, *positionals: Param, booleans: frozenset[str] = GH_BOOLEAN_FLAGS) -> Form:
    return Form(
        "cli",
        target,
        positionals=positionals,
        passthrough=True,
        boolean_flags=booleans,
        repository=True,
    )


OPERATIONS: tuple[Operation, ...] = (
    Operation(("user", "get"), "read", "the authenticated user", (_rest("GET /user"),)),
    Operation(
        ("org", "list"),
        "read",
        "organizations of the user" + PAGED,
        (_rest("GET /user/orgs", pairs=True),),
    ),
    Operation(
        ("notification", "list"),
        "read",
        "unread notifications" + PAGED,
        (_rest("GET /notifications", pairs=True),),
    ),
    Operation(
        ("team", "list"),
        "read",
        "teams of ORG (default: the context organization)" + PAGED,
        (_rest("GET /orgs/{org}/teams", optional=(ORG,), pairs=True),),
    ),
    Operation(
        ("repo", "list"),
        "read",
        "repositories of ORG, or of the user; key=value become query parameters" + PAGED,
        (_rest("GET /orgs/{org}/repos | GET /user/repos", optional=(ORG,), pairs=True),),
    ),
    Operation(
        ("repo", "view"),
        "read",
        "one repository",
        (_rest("GET /repos/{owner}/{repo}", positionals=(OWNER_REPO,)),),
    ),
    Operation(
        ("repo", "summary"),
        "read",
        "metadata, open issue and PR counts, latest release in one query",
        (_graphql("POST /graphql", positionals=(OWNER_REPO,)),),
    ),
    Operation(
        ("repo", "create"),
        "write",
        "a repository for the user; body from key=value",
        (_rest("POST /user/repos", pairs=True, required_pairs=("name",)),),
    ),
    Operation(
        ("issue", "list"),
        "read",
        "issues across ORG (REST), or gh issue list with gh flags" + PAGED,
        (
            _rest("GET /orgs/{org}/issues", optional=(ORG,), pairs=True, selector=_no_flags),
            _gh("gh issue list"),
        ),
    ),
    Operation(("issue", "create"), "write", "gh issue create", (_gh("gh issue create"),)),
    Operation(("pr", "list"), "read", "gh pr list", (_gh("gh pr list"),)),
    Operation(
        ("pr", "view"),
        "read",
        "gh pr view",
        (_gh("gh pr view", Param("NUMBER", _plain_name, "a pull request number or branch")),),
    ),
    Operation(("pr", "create"), "write", "gh pr create", (_gh("gh pr create"),)),
    Operation(("run", "list"), "read", "gh run list", (_gh("gh run list"),)),
    Operation(
        ("run", "view"),
        "read",
        "gh run view",
        (_gh("gh run view", Param("RUN_ID", _number, "a run id")),),
    ),
    Operation(("workflow", "list"), "read", "gh workflow list", (_gh("gh workflow list"),)),
    Operation(
        ("workflow", "run"),
        "write",
        "gh workflow run (dispatch)",
        (
            _gh(
                "gh workflow run",
                Param("WORKFLOW", _plain_name, "a workflow file name or id"),
                booleans=WORKFLOW_RUN_BOOLEAN_FLAGS,
            ),
        ),
    ),
    Operation(
        ("file", "put"),
        "write",
        "create a file (no sha) or compare-and-set it (sha=); content is UTF-8 text",
        (
            _rest(
                "PUT /repos/{owner}/{repo}/contents/{path}",
                positionals=(OWNER_REPO, Param("PATH", _plain_name, "a path in the repository")),
                pairs=True,
                required_pairs=("message", "content"),
            ),
        ),
    ),
    Operation(
        ("api",),
        "by-method",
        "any REST call relative to the base URL (the escape hatch)",
        (
            _rest(
                "METHOD {base_url}PATH",
                positionals=(
                    Param("METHOD", _method, "one of " + ", ".join(HTTP_METHODS)),
                    Param("PATH", _api_path, "a path starting with /"),
                ),
                pairs=True,
            ),
        ),
    ),
    Operation(
        ("graphql",),
        "by-content",
        "a GraphQL document; key=value become variables. A query reads, a mutation writes or "
        "deletes (by its names), a subscription is refused",
        (_graphql("POST /graphql", positionals=(Param("QUERY"),), pairs=True),),
        content="graphql",
    ),
)

PROVIDER = Provider(
    name="github",
    engine="runtime.providers.github.engine",
    operations=tuple(
        Operation(op.words, op.effect, op.summary, op.forms, auth="github", content=op.content)
        for op in OPERATIONS
    ),
    auth="github",
    description="GitHub over REST, GraphQL and the gh CLI",
    notes=(
        "Operations over gh (transport cli) are about one repository. Without --repo OWNER/REPO\n"
        "the runtime supplies it: the selected Runtime Context's github.repository, else the\n"
        "git remote origin of the working directory's checkout when it is on the configured\n"
        "GitHub host (read from .git/config, never by running git). `runtime resolve` and\n"
        "`runtime capability plan` show which; with neither, plan and execute fail (exit 2).",
    ),
)
