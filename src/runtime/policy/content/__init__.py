"""Open-ended operations judged by what they carry (DESIGN.md section 5, end).

A GraphQL document, a BigQuery SQL script: the operation's name says nothing of what it
does, its content does. Each judge here reads the content with a real parser (graphql-core,
sqlglot), imported only when a document is judged, and answers one `Judgement`: the
strongest effect of what it holds, or why it is refused (it does not parse, or holds what
the runtime will not judge). Every reader of an effect (policy, `execute --dry-run`, the
saved plan, the audit record, MCP's read-only door and hints) asks the same judge.
"""

from __future__ import annotations

from runtime.policy.content.judgement import MAX_CONTENT, ORDER, Judgement, path_segments, strongest

__all__ = ["MAX_CONTENT", "ORDER", "Judgement", "judge", "path_segments", "strongest"]


def judge(kind: str, content: str) -> Judgement:
    """CONTENT judged by the judge KIND names (`graphql`, `sql`)."""
    if kind == "graphql":
        from runtime.policy.content import graphql

        return graphql.judge(content)
    if kind == "sql":
        from runtime.policy.content import sql

        return sql.judge(content)
    raise ValueError(f"no content judge {kind!r}")
