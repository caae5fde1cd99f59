"""A deterministic, stateful GitHub stand-in for tests: REST, GraphQL, and a proxy for gh."""

from .gh import GH_HOST, GhRunner, find_gh, gh_env
from .gitsha import blob_sha
from .seed import DEFAULT_SCOPES, DEFAULT_TOKEN, Seed
from .server import GitHubStandIn, RecordedRequest
from .state import State

__all__ = [
    "DEFAULT_SCOPES",
    "DEFAULT_TOKEN",
    "GH_HOST",
    "GhRunner",
    "GitHubStandIn",
    "RecordedRequest",
    "Seed",
    "State",
    "blob_sha",
    "find_gh",
    "gh_env",
]
