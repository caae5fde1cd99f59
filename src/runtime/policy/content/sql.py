"""BigQuery SQL judged by statement kind (sqlglot's parser, BigQuery dialect, imported here
only).

Only a plain query reads: every statement a SELECT (with its WITH, UNION, INTERSECT,
EXCEPT) holding nothing else anywhere in its tree. DELETE, DROP (an `ALTER ... DROP`
too), TRUNCATE, a MERGE with a `THEN DELETE`, and `CREATE OR REPLACE` (the old table or
view is gone) delete; every other statement writes (INSERT, UPDATE, MERGE, CREATE, ALTER,
EXPORT DATA, LOAD DATA, GRANT, scripting's DECLARE and SET...). A script takes its
strongest statement. What the parser can read only as an opaque command (CALL, EXECUTE
IMMEDIATE, BEGIN...END, IF: what they run is not in the words) and what does not parse
(legacy SQL's `[project:dataset.table]` among it) is refused.
"""

from __future__ import annotations

from runtime.policy.content.judgement import MAX_CONTENT, Judgement, strongest

TYPE_CHECKING = False
if TYPE_CHECKING:
    from sqlglot import exp

WHAT = "SQL script"

_cache: dict[str, Judgement] = {}


def judge(script: str) -> Judgement:
    found = _cache.get(script)
    if found is None:
        found = _judge(script)
        if len(_cache) > 256:
            _cache.clear()
        _cache[script] = found
    return found


def _judge(script: str) -> Judgement:
    if len(script.encode("utf-8", "surrogatepass")) > MAX_CONTENT:
        return Judgement.refused(WHAT, "the SQL script is larger than 1 MiB")
    import logging

    import sqlglot
    from sqlglot import exp
    from sqlglot.errors import SqlglotError

    logging.getLogger("sqlglot").setLevel(logging.CRITICAL)  # its fallback warnings: ours say it
    try:
        statements = [s for s in sqlglot.parse(script, read="bigquery") if s is not None]
    except (SqlglotError, RecursionError, ValueError) as error:
        first = str(error).splitlines()[0] if str(error) else type(error).__name__
        return Judgement.refused(WHAT, f"the SQL does not parse as BigQuery's ({first})")
    if not statements:
        return Judgement.refused(WHAT, "the SQL holds no statement")
    effects: list[str] = []
    for statement in statements:
        if any(isinstance(node, exp.Command) for node in statement.walk()):
            shown = statement.sql(dialect="bigquery")[:60]
            return Judgement.refused(
                WHAT, f"the SQL holds a statement the runtime cannot judge ({shown})"
            )
        effects.append(_effect(statement))
    return Judgement(WHAT, strongest(effects))


def _effect(statement: exp.Expr) -> str:
    from sqlglot import exp

    found = ["read" if isinstance(statement, exp.Query) else "write"]
    for node in statement.walk():
        if (
            isinstance(node, exp.Delete | exp.Drop | exp.TruncateTable)
            or (isinstance(node, exp.Create) and node.args.get("replace"))
            or (isinstance(node, exp.When) and _deletes(node.args.get("then")))
        ):
            found.append("delete")
        elif isinstance(node, exp.Query | exp.Subquery | exp.CTE | exp.With):
            continue
        elif isinstance(node, (exp.DML, exp.DDL, *_writing_statements())):
            found.append("write")
    return strongest(found)


def _deletes(then: object) -> bool:
    from sqlglot import exp

    return isinstance(then, exp.Delete) or (
        isinstance(then, exp.Var) and str(then.this).upper() == "DELETE"
    )


def _writing_statements() -> tuple[type[exp.Expr], ...]:
    """Statements that change something but are neither DML nor DDL to sqlglot."""
    from sqlglot import exp

    names = ("Alter", "Export", "LoadData", "Grant", "Revoke", "Set", "Declare", "Transaction",
             "Commit", "Rollback", "Use", "Analyze")  # fmt: skip
    return tuple(getattr(exp, name) for name in names if hasattr(exp, name))
