"""Issue 23: kubectl and bq commands judged by what they carry, not by their names.

`kubectl create job|deployment|cronjob ...` started containers as a write while `kubectl
run` is exec; with delete allowed, the compiled `delete namespace` rule did not cover
`replace --force`, `apply --prune`, `apply --force`, and an eviction posted through
`create --raw` deleted a pod as a write. bq's SQL was read off the command name: every
`bq query` a write (a SELECT refused, a DELETE no worse than an INSERT). Real kubectl
offline (refused before it runs) and the installed bq's table through `resolve`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from runtime.mcp.effects import binary_effect


def resolved(runtime: Any, binary: str, *args: str, env: dict[str, str] | None = None) -> Any:
    return runtime("--output", "json", "resolve", "command", "run", binary, *args, env=env)


def kube_document(tmp_path: Path, rules: str = '["delete namespace"]') -> dict[str, str]:
    """delete allowed for kubectl: only the rule stands in the way."""
    path = tmp_path / "kube.yaml"
    path.write_text(
        "schema_version: 3\ncommand_policy:\n"
        f"  rules:\n    kubectl: {{denied: {rules}}}\n"
        "  effects:\n    kubectl: [read, write, delete]\n"
    )
    return {"RUNTIME_POLICY_FILE": str(path)}


# --- kubectl -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["create", "job", "j", "--image=busybox", "--", "sh", "-c", "id"],
        ["create", "deployment", "web", "--image=busybox", "--", "sleep", "1"],
        ["create", "deploy", "web", "--image=nginx"],
        ["create", "cronjob", "c", "--image=busybox", "--schedule=* * * * *", "--", "id"],
        ["create", "cj", "c", "--image=busybox", "--schedule=* * * * *"],
        ["create", "job", "once", "--from=cronjob/c"],
        ["create", "--raw", "/api/v1/nodes/n1/proxy/run/default/p/c?cmd=id", "-f", "-"],
        ["create", "--raw", "/api/v1/namespaces/d/pods/p/exec?command=sh", "-f", "-"],
    ],
)
def test_kubectl_create_that_runs_containers_is_exec_as_run_is(
    args: list[str], runtime: Any
) -> None:
    run = resolved(runtime, "kubectl", *args)
    assert run.code == 4, run
    assert run.json["output"]["canonical"]["effect"] == "exec", run
    assert 'effect "exec"' in run.json["output"]["decision"]["message"], run
    assert (
        resolved(runtime, "kubectl", "run", "x", "--image=busybox").json["output"]["canonical"][
            "effect"
        ]
        == "exec"
    )
    assert binary_effect("kubectl", args) == "exec"  # what the MCP door's hints read


@pytest.mark.parametrize(
    ("args", "rule"),
    [
        (["replace", "--force", "-f", "ns.yaml"], "delete namespace"),
        (["apply", "--prune", "-l", "app=web", "-f", "manifests/"], "delete namespace"),
        (["apply", "--prune", "--all", "-f", "manifests/"], "delete namespace"),
        (["apply", "--force", "-f", "ns.yaml"], "delete namespace"),
        (["create", "--raw", "/api/v1/namespaces/prod/pods/web-1/eviction", "-f", "e.json"],
         "delete pod"),
        (["create", "--raw=/api/v1/namespaces/prod/pods/web-1/%65viction", "-f", "e.json"],
         "delete pod"),
        (["create", "--raw", "/api/v1/namespaces/prod/pods/web-1/x/../eviction", "-f", "e"],
         "delete po"),
        (["drain", "node-1", "--ignore-daemonsets"], "delete pods"),
    ],
)  # fmt: skip
def test_kubectl_forms_that_delete_are_covered_by_delete_rules(
    args: list[str], rule: str, runtime: Any, tmp_path: Path
) -> None:
    env = kube_document(tmp_path, f'["{rule}"]')
    run = runtime("command", "run", "kubectl", *args, env=env)
    assert run.code == 4, run
    assert f'command_policy.rules.kubectl.denied "{rule}"' in run.stderr, run
    assert resolved(runtime, "kubectl", *args).json["output"]["canonical"]["effect"] == "delete"


def test_the_compiled_delete_namespace_rule_covers_them_with_delete_allowed(
    runtime: Any, tmp_path: Path
) -> None:
    path = tmp_path / "delete.yaml"
    path.write_text(
        "schema_version: 3\ncommand_policy:\n  effects:\n    kubectl: [read, write, delete]\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(path)}  # the compiled rules stay
    for args in (
        ["replace", "--force", "-f", "x.yaml"],
        ["apply", "--prune", "-l", "a=b", "-f", "d"],
    ):
        run = runtime("command", "run", "kubectl", *args, env=env)
        assert run.code == 4 and 'denied "delete namespace"' in run.stderr, (args, run)


@pytest.mark.parametrize(
    "args",
    [
        ["create", "--raw", "/api/v1/namespaces/d/configmaps", "-f", "cm.json"],
        ["create", "configmap", "c", "--from-literal=a=b"],
        ["apply", "-f", "x.yaml"],
        ["replace", "-f", "x.yaml"],
    ],
)
def test_ordinary_creates_and_applies_stay_writes(args: list[str], runtime: Any) -> None:
    run = resolved(runtime, "kubectl", *args)
    assert run.code == 0, run
    assert run.json["output"]["canonical"]["effect"] == "write", run


# --- bq ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["query", "SELECT 1"],
        ["query", "--nouse_legacy_sql", "SELECT name FROM `p.d.t` WHERE x = 1"],
        ["query", "--use_legacy_sql=false", "SELECT", "*", "FROM", "`p.d.t`"],  # bq joins them
        [
            "--project_id",
            "p",
            "query",
            "-n",
            "5",
            "--format=json",
            "WITH a AS (SELECT 1) SELECT * FROM a",
        ],
        ["query", "--dry_run", "SELECT 1 UNION ALL SELECT 2"],
    ],
)
def test_a_plain_select_is_a_read(args: list[str], runtime: Any) -> None:
    run = resolved(runtime, "bq", *args)
    assert run.code == 0, run
    assert run.json["output"]["canonical"]["effect"] == "read", run
    assert binary_effect("bq", args) == "read"


@pytest.mark.parametrize(
    ("args", "effect"),
    [
        (["query", "--nouse_legacy_sql", "DELETE FROM d.t WHERE true"], "delete"),
        (["query", "DROP TABLE d.t"], "delete"),
        (["query", "TRUNCATE TABLE d.t"], "delete"),
        (["query", "SELECT 1;", "DROP TABLE d.t"], "delete"),  # a script: the strongest
        (["query", "CREATE OR REPLACE TABLE d.t AS SELECT 1"], "delete"),
        (["query", "MERGE d.t T USING d.s S ON T.id = S.id WHEN MATCHED THEN DELETE"], "delete"),
        (["query", "ALTER TABLE d.t DROP COLUMN a"], "delete"),
        (["query", "INSERT INTO d.t VALUES (1)"], "write"),
        (["query", "UPDATE d.t SET a = 1 WHERE true"], "write"),
        (["query", "EXPORT DATA OPTIONS (uri = 'gs://b/*') AS SELECT 1"], "write"),
        (["query", "--destination_table=d.copy", "SELECT 1"], "write"),  # a flag that writes
        (["query", "--replace", "--destination_table", "d.t", "SELECT 1"], "write"),
        (["query", "--schedule=every 24 hours", "SELECT 1"], "write"),
        # flags read from a file cannot be judged: bq's grammar refuses the option itself
        (["query", "--flagfile=flags.txt", "SELECT 1"], "exec"),
        (["mk", "--view=DELETE FROM d.t WHERE true", "d.v"], "delete"),
        (["mk", "--view", "SELECT 1", "d.v"], "write"),
    ],
)
def test_anything_but_a_plain_select_is_refused_as_the_write_or_delete_it_is(
    args: list[str], effect: str, runtime: Any
) -> None:
    run = resolved(runtime, "bq", *args)
    assert run.code == 4, run
    assert run.json["output"]["canonical"]["effect"] == effect, run
    assert "safety floor: bq may read, never change" in run.json["output"]["decision"]["message"]


@pytest.mark.parametrize(
    ("sql", "why"),
    [
        ("CALL d.proc()", "a statement the runtime cannot judge"),
        ('EXECUTE IMMEDIATE "DELETE FROM d.t WHERE true"', "a statement the runtime cannot judge"),
        ("BEGIN DELETE FROM d.t WHERE true; END", "a statement the runtime cannot judge"),
        ("SELECT * FROM [p:d.t]", "does not parse"),  # legacy SQL: not judged
        ("SELEC 1", "does not parse"),
        ("/* nothing */", "holds no statement"),
    ],
)
def test_sql_that_does_not_parse_is_refused_saying_why(sql: str, why: str, runtime: Any) -> None:
    run = resolved(runtime, "bq", "query", sql)
    assert run.code == 4, run
    message = run.json["output"]["decision"]["message"]
    assert "safety floor: bq query is refused: " in message and why in message, run


def test_a_query_from_stdin_is_not_a_read(runtime: Any) -> None:
    run = resolved(runtime, "bq", "query")
    assert run.code == 4 and run.json["output"]["canonical"]["effect"] == "write", run
