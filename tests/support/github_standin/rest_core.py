"""Routing, pagination and request-body validation shared by the REST handlers."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar
from urllib.parse import unquote, urlencode

from .models import Repo
from .render import Ctx
from .state import ApiError, error, not_found

T = TypeVar("T")
DOCS = "https://docs.github.com/rest"


@dataclass
class Request:
    method: str
    path: str
    query: list[tuple[str, str]]
    body: Any
    ctx: Ctx
    params: dict[str, str] = field(default_factory=dict)

    def arg(self, name: str, default: str | None = None) -> str | None:
        return next((v for k, v in self.query if k == name), default)

    def flag(self, name: str) -> bool:
        return (self.arg(name) or "").lower() == "true"

    def int_arg(self, name: str, default: int) -> int:
        try:
            return int(self.arg(name) or default)
        except ValueError:
            return default

    @property
    def login(self) -> str:
        return self.ctx.login

    def repo(self, needed: str = "pull") -> Repo:
        """The repository named by the route, checked for `needed` permission."""
        state = self.ctx.state
        repo = state.visible_repo(self.params["owner"], self.params["repo"], self.login)
        if needed == "write":
            state.require_writable(repo, self.login)
        elif needed != "pull":
            state.require(repo, self.login, needed)
        return repo

    def number(self, name: str = "number") -> int:
        try:
            return int(self.params[name])
        except ValueError:
            raise not_found() from None


@dataclass
class Response:
    status: int
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "application/json; charset=utf-8"


Handler = Callable[[Request], Response]


def ok(body: Any, status: int = 200) -> Response:
    return Response(status, body)


def no_content(status: int = 204) -> Response:
    return Response(status, None)


class Router:
    """Method + path-pattern table; `{name}` matches a segment, `{name+}` the rest."""

    def __init__(self) -> None:
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []

    def add(self, method: str, pattern: str, handler: Handler) -> None:
        regex = re.sub(r"\{(\w+)\+\}", r"(?P<\1>.+)", pattern)
        regex = re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", regex)
        self._routes.append((method, re.compile(f"^{regex}/?$"), handler))

    def route(self, method: str, pattern: str) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            self.add(method, pattern, handler)
            return handler

        return register

    def dispatch(self, req: Request) -> Response:
        for method, regex, handler in self._routes:
            match = regex.match(req.path)
            if match and method == req.method:
                req.params = {k: unquote(v) for k, v in match.groupdict().items()}
                return handler(req)
        raise not_found()


def paginate(req: Request, items: Sequence[T]) -> tuple[list[T], dict[str, str]]:
    """One page of `items` and GitHub's Link header for the others."""
    per_page = min(max(req.int_arg("per_page", 30), 1), 100)
    page = max(req.int_arg("page", 1), 1)
    last = max((len(items) + per_page - 1) // per_page, 1)
    chunk = list(items[(page - 1) * per_page : page * per_page])
    if last == 1:
        return chunk, {}
    keep = [(k, v) for k, v in req.query if k not in ("page", "per_page")]

    def link(n: int, rel: str) -> str:
        query = urlencode([*keep, ("page", str(n)), ("per_page", str(per_page))])
        return f'<{req.ctx.api}{req.path}?{query}>; rel="{rel}"'

    rels = []
    if page > 1:
        rels.append(link(min(page - 1, last), "prev"))
    if page < last:
        rels.append(link(page + 1, "next"))
        rels.append(link(last, "last"))
    if page > 1:
        rels.append(link(1, "first"))
    return chunk, {"Link": ", ".join(rels)}


def page_of(req: Request, items: Sequence[T], render: Callable[[T], Any]) -> Response:
    chunk, headers = paginate(req, items)
    return Response(200, [render(i) for i in chunk], headers)


def wrapped_page(
    req: Request, key: str, items: Sequence[T], render: Callable[[T], Any]
) -> Response:
    """Pagination for the `{"total_count": n, key: [...]}` list shapes."""
    chunk, headers = paginate(req, items)
    return Response(200, {"total_count": len(items), key: [render(i) for i in chunk]}, headers)


# ---- request bodies ----------------------------------------------------------------------


def body_of(req: Request) -> dict[str, Any]:
    if req.body is None:
        return {}
    if not isinstance(req.body, dict):
        raise error(400, "Problems parsing JSON", DOCS)
    return req.body


def _invalid(key: str, value: Any, kind: str) -> ApiError:
    return error(
        422, f"Invalid request.\n\nFor 'properties/{key}', {json.dumps(value)} is not {kind}.", DOCS
    )


def missing(key: str) -> ApiError:
    return error(422, f'Invalid request.\n\n"{key}" wasn\'t supplied.', DOCS)


def opt_bool(body: dict[str, Any], key: str) -> bool | None:
    value = body.get(key)
    if value is None or isinstance(value, bool):
        return value
    raise _invalid(key, value, "a boolean")


def opt_str(body: dict[str, Any], key: str) -> str | None:
    value = body.get(key)
    if value is None or isinstance(value, str):
        return value
    raise _invalid(key, value, "a string")


def req_str(body: dict[str, Any], key: str) -> str:
    value = opt_str(body, key)
    if value is None:
        raise missing(key)
    return value


def opt_int(body: dict[str, Any], key: str) -> int | None:
    value = body.get(key)
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise _invalid(key, value, "an integer")


def str_list(body: dict[str, Any], key: str) -> list[str] | None:
    value = body.get(key)
    if value is None:
        return None
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise _invalid(key, value, "an array")


def sort_items(
    items: list[T], key: Callable[[T], Any], direction: str | None, default_desc: bool = True
) -> list[T]:
    desc = default_desc if direction not in ("asc", "desc") else direction == "desc"
    return sorted(items, key=key, reverse=desc)
