"""A GraphQL document judged by its operations (graphql-core's parser, imported here only).

A query reads. A mutation writes, or deletes when a field it selects is in the table of
deleting mutations (`deleteX`, `removeX`, `clearX`, `revokeX`... and the few whose names do
not say so: `updateRef`, `updateRefs` can force a ref back, as a force push does); a
mutation the table does not know writes. Fragments spread at a mutation's top level count
as written there. Several operations take the strongest (the one a request names is its
choice, not the runtime's). A subscription, a document that does not parse, one with no
operation or with definitions that are not executable is refused.
"""

from __future__ import annotations

from runtime.policy.content.judgement import MAX_CONTENT, Judgement, path_segments, strongest

TYPE_CHECKING = False
if TYPE_CHECKING:
    from graphql.language import FragmentDefinitionNode, SelectionSetNode

WHAT = "GraphQL document"

# Mutation names whose prefix says they destroy (case-insensitive, so a misspelt case
# the server would reject reads the same).
DELETE_PREFIXES = (
    "delete", "remove", "clear", "revoke", "abort", "purge", "destroy", "drop", "discard",
    "erase", "wipe", "unlink",
)  # fmt: skip
# Mutations that destroy although their names do not say so.
DELETE_NAMES = frozenset({"updateref", "updaterefs", "transferrepository"})
MAX_TOKENS = 100_000

_cache: dict[str, Judgement] = {}


def mutation_effect(name: str) -> str:
    """What the mutation field NAME does by the table: delete, else write."""
    lowered = name.lower()
    if lowered in DELETE_NAMES or lowered.startswith(DELETE_PREFIXES):
        return "delete"
    return "write"


def judge(document: str) -> Judgement:
    found = _cache.get(document)
    if found is None:
        found = _judge(document)
        if len(_cache) > 256:
            _cache.clear()
        _cache[document] = found
    return found


def _judge(document: str) -> Judgement:
    if len(document.encode("utf-8", "surrogatepass")) > MAX_CONTENT:
        return Judgement.refused(WHAT, "the GraphQL document is larger than 1 MiB")
    from graphql import GraphQLError
    from graphql.language import (
        ExecutableDefinitionNode,
        FragmentDefinitionNode,
        OperationDefinitionNode,
        OperationType,
        parse,
    )

    try:
        parsed = parse(document, no_location=True, max_tokens=MAX_TOKENS)
    except GraphQLError as error:
        return Judgement.refused(WHAT, f"the GraphQL document does not parse ({error.message})")
    except RecursionError:
        return Judgement.refused(WHAT, "the GraphQL document is nested too deep to judge")
    if any(not isinstance(d, ExecutableDefinitionNode) for d in parsed.definitions):
        return Judgement.refused(
            WHAT, "the GraphQL document holds definitions a request cannot run"
        )
    fragments = {
        d.name.value: d for d in parsed.definitions if isinstance(d, FragmentDefinitionNode)
    }
    operations = [d for d in parsed.definitions if isinstance(d, OperationDefinitionNode)]
    if not operations:
        return Judgement.refused(WHAT, "the GraphQL document holds no operation")
    effects: list[str] = []
    for operation in operations:
        if operation.operation == OperationType.SUBSCRIPTION:
            return Judgement.refused(WHAT, "a GraphQL subscription is refused")
        if operation.operation == OperationType.QUERY:
            effects.append("read")
            continue
        fields = _top_fields(operation.selection_set, fragments, set())
        effects += ["write", *(mutation_effect(name) for name in fields)]
    return Judgement(WHAT, strongest(effects))


def _top_fields(
    selections: SelectionSetNode, fragments: dict[str, FragmentDefinitionNode], seen: set[str]
) -> list[str]:
    """The field names a selection set selects at its own level, through fragment spreads
    and inline fragments (each named fragment once: a cycle is the server's error)."""
    from graphql.language import FieldNode, FragmentSpreadNode, InlineFragmentNode

    names: list[str] = []
    for selection in selections.selections:
        if isinstance(selection, FieldNode):
            names.append(selection.name.value)
        elif isinstance(selection, InlineFragmentNode):
            names += _top_fields(selection.selection_set, fragments, seen)
        elif isinstance(selection, FragmentSpreadNode):
            name = selection.name.value
            fragment = fragments.get(name)
            if fragment is not None and name not in seen:
                seen.add(name)
                names += _top_fields(fragment.selection_set, fragments, seen)
    return names


# The GraphQL endpoint, as a REST path may reach it: `/graphql` under api.github.com, and
# `/api/graphql` from GitHub Enterprise's `/api/v3` REST prefix (`/../graphql`).
_ENDPOINTS = ((), ("graphql",)), (("api", "v3"), ("api", "graphql"))


def is_graphql_path(path: str) -> bool:
    """PATH (as `gh api` or `github api` takes it, a whole URL too) reaches the GraphQL
    endpoint: after its query, `%` escapes, letter case and `.`/`..` segments are read as
    a server would."""
    _, separator, rest = path.partition("://")
    if separator:  # a whole URL (gh takes one): its path from the root of the host it names
        segments = tuple(path_segments("/" + rest.partition("/")[2]))
        return segments in (("graphql",), ("api", "graphql"))
    return any(tuple(path_segments(path, base)) == endpoint for base, endpoint in _ENDPOINTS)


def judge_documents(documents: list[str], missing: str) -> Judgement:
    """Every document a request may send, judged together (the strongest; the first
    refusal); MISSING says why there is none to judge (refused: the runtime will not guess)."""
    if not documents:
        return Judgement.refused(WHAT, missing)
    judgements = [judge(document) for document in documents]
    refused = next((j for j in judgements if j.refusal is not None), None)
    return refused or Judgement(WHAT, strongest([j.effect for j in judgements]))
