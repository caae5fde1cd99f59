"""The GitHub provider's engine: each operation over the transport its table names.

rest and graphql go to the configured base URL with the token as a Bearer
header; cli runs the pinned gh in a private empty directory with the token as
GH_TOKEN. A non-2xx answer fails the step as `returned status <code>: <message>`
and keeps GitHub's body as the step's output.
"""

from __future__ import annotations

from runtime import exit_codes, statuses
from runtime.model import Auth, Decision, Outcome
from runtime.net import rest
from runtime.net.http import HttpError, Response, request
from runtime.net.rest import Failure, PathOutsideBase, headers, payload_or_failure, relative_path
from runtime.providers.github.params import (
    ParamError,
    coerce,
    json_body,
    merge_query,
    path_segments,
)
from runtime.words import shell_line

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from runtime.model import Resolved
    from runtime.policy.model import Policy
    from runtime.providers.operations import Bound

SUMMARY_QUERY = """query($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    nameWithOwner description url isPrivate isArchived stargazerCount forkCount updatedAt
    defaultBranchRef { name }
    primaryLanguage { name }
    issues(states: OPEN) { totalCount }
    pullRequests(states: OPEN) { totalCount }
    latestRelease { name tagName publishedAt }
  }
}"""


PROVIDER = "github"
EXIT_CODES = {statuses.AUTH: exit_codes.AUTH, statuses.INVALID: exit_codes.USAGE}


def resolve(resolved: Resolved, policy: Policy, cwd: str) -> None:
    """A gh-backed operation without --repo gets the repository the runtime finds from CWD."""
    from runtime.providers.github import repository
    from runtime.providers.operations import bound_of

    bound = bound_of(resolved)
    if not repository.needs_repository(bound):
        return
    from runtime.context.active import ContextInvalid

    try:
        supplied = repository.find(policy, cwd)
    except ContextInvalid as error:
        resolved.error = error.message + (f" ({error.hint})" if error.hint else "")
        resolved.error_status = statuses.UNRESOLVED
        return
    if supplied is None:
        resolved.error = repository.missing_message(bound.operation.name)
        resolved.error_status = statuses.UNRESOLVED
        return
    resolved.repository = supplied
    bound.passthrough[:0] = ["--repo", supplied.repository]


def denial(resolved: Resolved, policy: Policy, cwd: str) -> Decision | None:
    """The `providers.github.denied` rule the request meets, judged as it will be sent: after
    Resolve supplied its repository, with the organization the context supplies, its names
    and paths as GitHub compares them, and as the REST route it sends (targets.py)."""
    from runtime.policy.provider_rules import denial as rule_denial
    from runtime.providers.github import targets
    from runtime.providers.operations import bound_of

    bound = bound_of(resolved)
    organization = _supplied_organization(bound)
    readings = targets.bound_readings(bound, resolved.repository, organization)
    shown = shell_line(resolved.request.args)
    return rule_denial(PROVIDER, readings, policy, targets.rule_readings, shown=shown)


def governed_denial(words: list[str], policy: Policy, cwd: str, typed: str) -> Decision | None:
    """The rule gh's WORDS (as the provider operation they are) meet, with the repository gh
    would infer from the checkout in CWD when they name none."""
    from runtime.policy.provider_rules import denial as rule_denial
    from runtime.providers.github import targets

    readings = targets.gh_readings(words, policy, cwd)
    return rule_denial(
        PROVIDER, readings, policy, targets.rule_readings, typed, shown=shell_line(words)
    )


def _supplied_organization(bound: Bound) -> tuple[str, str] | None:
    """The context's organization, for a request that leaves its ORG to it (as execute reads
    it: `_org`); None when there is none or the context is invalid (execute says so)."""
    if ORGANIZATION_KEY not in bound.omitted_context():
        return None
    from runtime.context.active import ContextInvalid, github_organization

    try:
        organization = github_organization()
    except ContextInvalid:
        return None
    return None if organization is None else (organization, f"context {ORGANIZATION_KEY}")


ORGANIZATION_KEY = "github.organization"


def decide(bound: Bound, policy: Policy, cwd: str) -> Decision:
    """Allowed past the denied prefixes; an identity allow-list is checked once Auth knows who."""
    identities = policy.identities.get(bound.operation.auth or "", ())
    deferred = (f"identities.{bound.operation.auth} {list(identities)}",) if identities else ()
    return Decision.allow(f"providers.{PROVIDER}", deferred)


def execute(
    bound: Bound, policy: Policy, cwd: str, auth: Auth | None = None, dry_run: bool = False
) -> Outcome:
    """The operation over its transport; the outcome names who acted once GitHub answered."""
    from runtime.auth import github

    auth = auth if auth is not None else Auth()
    outcome = _execute(bound, auth)
    if bound.transport != "cli":  # gh reshapes its own output (--json and --jq pass through)
        from runtime.providers.github.shape import shaped

        outcome = shaped(outcome, bound)
    answered = outcome.ok or (
        outcome.detail.get("status", statuses.FAILED) == statuses.FAILED
        and outcome.transport != "cli"
    )
    outcome.identity = github.identity_after(auth, answered)
    return outcome


def _execute(bound: Bound, auth: Auth) -> Outcome:
    transport = bound.transport
    try:
        if transport == "cli":
            from runtime.providers.github import gh

            return gh.run(bound, auth)
        if transport == "rest" and bound.operation.name in LIST_OPERATIONS:
            return _listed(bound, auth)
        output = _graphql(bound, auth) if transport == "graphql" else _rest(bound, auth)
    except Failure as failure:
        return _failed(failure, transport)
    except (ParamError, PathOutsideBase) as error:
        return _failed(Failure(str(error), status=statuses.INVALID), transport)
    except HttpError as error:
        return Outcome(False, error=str(error), exit_code=exit_codes.FAILED, transport=transport)
    return Outcome(True, output=output, transport=transport)


LIST_OPERATIONS = frozenset(
    {"org list", "notification list", "team list", "repo list", "issue list"}
)


def _listed(bound: Bound, auth: Auth) -> Outcome:
    """A REST list, every page up to the limit; a cut list says so in the detail."""
    from runtime.auth.github import base_url, request_limits
    from runtime.providers.github.pages import collect, take_limit

    limit, pairs = take_limit(bound.pairs)
    base = base_url()
    first = base + relative_path(_read_path(bound, pairs))

    limits = request_limits()

    def fetch(url: str) -> tuple[Any, Response]:
        response = request("GET", url, headers=headers(auth.token), scope=base, limits=limits)
        return payload_or_failure(response), response

    paged = collect(first, base, limit, fetch)
    detail: dict[str, Any] = {"pages": paged.pages}
    if paged.truncated:
        detail.update(truncated=True, limit=limit, note=paged.note())
    return Outcome(True, output=paged.items, transport="rest", detail=detail)


def _failed(failure: Failure, transport: str) -> Outcome:
    message = failure.message
    if failure.status == statuses.AUTH:
        from runtime.auth.github import token_env

        message += f" (GitHub rejected the token: set a valid one in {token_env()})"
    return Outcome(
        False,
        output=failure.output,
        error=message,
        exit_code=EXIT_CODES.get(failure.status, exit_codes.FAILED),
        transport=transport,
        detail={"status": failure.status},
    )


def call(method: str, path: str, auth: Auth, body: Any = None) -> Any:
    from runtime.auth.github import base_url, request_limits

    return rest.call(base_url(), method, path, auth.token, body, request_limits())


def _context_org() -> str | None:
    from runtime.context.active import ContextInvalid, github_organization

    try:
        return github_organization()
    except ContextInvalid as error:  # a step failure, audited, rather than an escape
        hint = f" ({error.hint})" if error.hint else ""
        raise Failure(error.message + hint, status=statuses.INVALID) from None


def _org(bound: Bound, required: bool) -> str | None:
    org = bound.positionals[0] if bound.positionals else _context_org()
    if org is None and required:
        raise Failure(
            f"{bound.operation.name} needs ORG or an active context organization "
            "(runtime context use NAME)",
            status=statuses.INVALID,
        )
    return org


def _rest(bound: Bound, auth: Auth) -> Any:
    name = bound.operation.name
    if name == "api":
        return _api(bound, auth)
    if name == "file put":
        return _file_put(bound, auth)
    if name == "repo create":
        return call("POST", "/user/repos", auth, json_body(bound.pairs))
    return call("GET", _read_path(bound), auth)


def _read_path(bound: Bound, pairs: list[tuple[str, str]] | None = None) -> str:
    """The GET path; PAIRS (default: the request's) become its query parameters."""
    name = bound.operation.name
    query = bound.pairs if pairs is None else pairs
    fixed = {"user get": "/user", "org list": "/user/orgs", "notification list": "/notifications"}
    if name in fixed:
        return merge_query(fixed[name], query)
    if name == "repo view":
        return f"/repos/{bound.positionals[0]}"
    if name == "team list":
        return merge_query(f"/orgs/{_org(bound, True)}/teams", query)
    if name == "issue list":
        return merge_query(f"/orgs/{_org(bound, True)}/issues", query)
    org = _org(bound, False)
    return merge_query(f"/orgs/{org}/repos" if org else "/user/repos", query)


def _api(bound: Bound, auth: Auth) -> Any:
    method, path = bound.positionals
    if method in ("GET", "DELETE"):
        return call(method, merge_query(path, bound.pairs), auth)
    return call(method, path, auth, json_body(bound.pairs) if bound.pairs else {})


def _file_put(bound: Bound, auth: Auth) -> Any:
    import base64

    repo, path = bound.positionals
    fields = dict(bound.pairs)
    body: dict[str, Any] = {
        "message": fields.pop("message"),
        "content": base64.b64encode(fields.pop("content").encode("utf-8")).decode("ascii"),
    }
    body.update(fields)  # sha (compare-and-set), branch, committer fields
    try:
        return call("PUT", f"/repos/{repo}/contents/{path_segments(path)}", auth, body)
    except Failure as failure:
        if "sha" not in fields and failure.message.startswith("returned status 422"):
            failure.message += f" ({path} already exists: file put without sha only creates)"
        raise


def graphql_url() -> str:
    from runtime.auth.github import base_url

    base = base_url()
    if base.endswith("/api/v3"):
        return base[: -len("/v3")] + "/graphql"
    return base + "/graphql"


def _graphql(bound: Bound, auth: Auth) -> Any:
    import json

    if bound.operation.name == "repo summary":
        owner, _, name = bound.positionals[0].partition("/")
        query, variables = SUMMARY_QUERY, {"owner": owner, "name": name}
    else:
        query = bound.positionals[0]
        variables = {key: coerce(value) for key, value in bound.pairs}
    from runtime.auth.github import request_limits

    body = json.dumps({"query": query, "variables": variables}).encode()
    endpoint = graphql_url()
    response = request(
        "POST",
        endpoint,
        headers=headers(auth.token),
        body=body,
        scope=endpoint,
        limits=request_limits(),
    )
    payload = payload_or_failure(response)
    errors = payload.get("errors") if isinstance(payload, dict) else None
    if errors:
        raise Failure(f"graphql error: {errors[0].get('message', errors[0])}", payload)
    data = payload.get("data") if isinstance(payload, dict) else payload
    if bound.operation.name == "repo summary" and isinstance(data, dict):
        return data.get("repository")
    return data
