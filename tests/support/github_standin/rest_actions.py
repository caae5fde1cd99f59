"""REST handlers: GitHub Actions workflows, runs, jobs, logs and repository settings."""

from __future__ import annotations

import io
import zipfile
from typing import Any

import yaml

from .models import Job, Repo, Step, Workflow, WorkflowRun
from .render import artifact_json, check_run_json, job_json, run_json, runner_json, workflow_json
from .rest_core import (
    DOCS,
    Request,
    Response,
    Router,
    body_of,
    missing,
    no_content,
    ok,
    opt_bool,
    opt_str,
    page_of,
    req_str,
    wrapped_page,
)
from .state import error, not_found

RUN_STATUSES = {"queued", "in_progress", "completed", "requested", "waiting", "pending"}
ZIP_TIME = (2024, 1, 1, 0, 0, 0)  # fixed, so the same run always zips to the same bytes


def register(r: Router) -> None:
    base = "/repos/{owner}/{repo}/actions"
    r.add("GET", f"{base}/workflows", workflows)
    r.add("GET", f"{base}/workflows/{{wf}}", get_workflow)
    r.add("GET", f"{base}/workflows/{{wf}}/runs", workflow_runs)
    r.add("PUT", f"{base}/workflows/{{wf}}/enable", enable_workflow)
    r.add("PUT", f"{base}/workflows/{{wf}}/disable", disable_workflow)
    r.add("POST", f"{base}/workflows/{{wf}}/dispatches", dispatch)
    r.add("GET", f"{base}/runs", runs)
    r.add("GET", f"{base}/runs/{{id}}", get_run)
    r.add("GET", f"{base}/runs/{{id}}/jobs", run_jobs)
    r.add("GET", f"{base}/runs/{{id}}/attempts/{{attempt}}/jobs", run_jobs)
    r.add("GET", f"{base}/runs/{{id}}/artifacts", run_artifacts)
    r.add("GET", f"{base}/runs/{{id}}/logs", run_logs)
    r.add("POST", f"{base}/runs/{{id}}/rerun-failed-jobs", rerun_failed)
    r.add("POST", f"{base}/runs/{{id}}/rerun", rerun_all)
    r.add("POST", f"{base}/runs/{{id}}/cancel", cancel_run)
    r.add("GET", f"{base}/jobs/{{id}}", get_job)
    r.add("GET", f"{base}/jobs/{{id}}/logs", job_logs)
    r.add("GET", f"{base}/artifacts", repo_artifacts)
    r.add("GET", f"{base}/permissions", get_permissions)
    r.add("PUT", f"{base}/permissions", put_permissions)
    r.add("GET", f"{base}/permissions/workflow", get_workflow_permissions)
    r.add("PUT", f"{base}/permissions/workflow", put_workflow_permissions)
    r.add("GET", f"{base}/runners", runners)
    r.add("GET", f"{base}/cache/usage", cache_usage)
    r.add("GET", "/repos/{owner}/{repo}/check-runs/{id}", get_check_run)
    r.add("GET", "/repos/{owner}/{repo}/check-runs/{id}/annotations", check_run_annotations)


# ---- workflows ---------------------------------------------------------------------------


def find_workflow(repo: Repo, key: str) -> Workflow:
    for wf in repo.workflows:
        if str(wf.id) == key or wf.path.rsplit("/", 1)[-1] == key or wf.path == key:
            return wf
    raise not_found()


def workflows(req: Request) -> Response:
    repo = req.repo()
    return wrapped_page(req, "workflows", repo.workflows, lambda w: workflow_json(req.ctx, repo, w))


def get_workflow(req: Request) -> Response:
    repo = req.repo()
    return ok(workflow_json(req.ctx, repo, find_workflow(repo, req.params["wf"])))


def enable_workflow(req: Request) -> Response:
    repo = req.repo("write")
    find_workflow(repo, req.params["wf"]).state = "active"
    return no_content()


def disable_workflow(req: Request) -> Response:
    repo = req.repo("write")
    find_workflow(repo, req.params["wf"]).state = "disabled_manually"
    return no_content()


def _declared_inputs(req: Request, repo: Repo, wf: Workflow, branch: str) -> dict[str, Any] | None:
    """The workflow_dispatch inputs of `wf` on `branch`; None without that trigger."""
    text = req.ctx.state.files(repo, branch).get(wf.path)
    if text is None:
        return {}
    doc = yaml.safe_load(text) or {}
    # YAML 1.1 reads a bare `on` key as the boolean True
    triggers = doc.get("on", doc.get(True)) if isinstance(doc, dict) else None
    if isinstance(triggers, str):
        triggers = {triggers: None}
    elif isinstance(triggers, list):
        triggers = {t: None for t in triggers}
    if not isinstance(triggers, dict) or "workflow_dispatch" not in triggers:
        return None
    spec = triggers["workflow_dispatch"] or {}
    inputs = spec.get("inputs") if isinstance(spec, dict) else None
    return inputs if isinstance(inputs, dict) else {}


def dispatch(req: Request) -> Response:
    repo = req.repo("write")
    state = req.ctx.state
    wf = find_workflow(repo, req.params["wf"])
    body = body_of(req)
    ref = req_str(body, "ref")
    branch = state.resolve_ref(repo, ref)
    if branch is None:
        raise error(422, f"No ref found for: {ref}", DOCS)
    if wf.state != "active":
        raise error(422, "Cannot trigger a 'workflow_dispatch' on a disabled workflow", DOCS)
    declared = _declared_inputs(req, repo, wf, branch)
    if declared is None:
        raise error(422, "Workflow does not have 'workflow_dispatch' trigger", DOCS)
    given = body.get("inputs") or {}
    if not isinstance(given, dict):
        raise error(
            422, f"Invalid request.\n\nFor 'properties/inputs', {given!r} is not an object.", DOCS
        )
    unexpected = sorted(k for k in given if k not in declared)
    if unexpected:
        names = ", ".join(f'"{k}"' for k in unexpected)
        raise error(422, f"Unexpected inputs provided: [{names}]", DOCS)
    for name, spec in declared.items():
        if (
            isinstance(spec, dict)
            and spec.get("required")
            and name not in given
            and spec.get("default") is None
        ):
            raise error(422, f"Required input '{name}' not provided", DOCS)
    _start_run(req, repo, wf, branch, {k: str(v) for k, v in given.items()})
    return no_content()


def _start_run(
    req: Request, repo: Repo, wf: Workflow, branch: str, inputs: dict[str, str]
) -> WorkflowRun:
    state = req.ctx.state
    head = state.branch(repo, branch)
    number = max((r.run_number for r in repo.runs if r.workflow_id == wf.id), default=0) + 1
    at = state.now()
    run = WorkflowRun(
        state.new_id(),
        wf.id,
        number,
        branch,
        head.sha if head else "",
        "workflow_dispatch",
        req.login,
        wf.name,
        "queued",
        None,
        at,
        at,
        inputs=inputs,
    )
    repo.runs.append(run)
    return run


# ---- runs --------------------------------------------------------------------------------


def _filtered_runs(req: Request, repo: Repo, workflow_id: int | None) -> list[WorkflowRun]:
    items = [r for r in repo.runs if workflow_id is None or r.workflow_id == workflow_id]
    status = req.arg("status")
    if status in RUN_STATUSES:
        items = [r for r in items if r.status == status]
    elif status:
        items = [r for r in items if r.conclusion == status]
    for key, attr in (
        ("branch", "head_branch"),
        ("event", "event"),
        ("actor", "actor"),
        ("head_sha", "head_sha"),
    ):
        value = req.arg(key)
        if value:
            items = [r for r in items if getattr(r, attr) == value]
    return sorted(items, key=lambda r: (r.created_at, r.id), reverse=True)


def runs(req: Request) -> Response:
    repo = req.repo()
    return wrapped_page(
        req, "workflow_runs", _filtered_runs(req, repo, None), lambda r: run_json(req.ctx, repo, r)
    )


def workflow_runs(req: Request) -> Response:
    repo = req.repo()
    wf = find_workflow(repo, req.params["wf"])
    return wrapped_page(
        req, "workflow_runs", _filtered_runs(req, repo, wf.id), lambda r: run_json(req.ctx, repo, r)
    )


def find_run(req: Request, repo: Repo) -> WorkflowRun:
    run = next((r for r in repo.runs if str(r.id) == req.params["id"]), None)
    if run is None:
        raise not_found()
    return run


def get_run(req: Request) -> Response:
    repo = req.repo()
    return ok(run_json(req.ctx, repo, find_run(req, repo)))


def run_jobs(req: Request) -> Response:
    repo = req.repo()
    run = find_run(req, repo)
    return wrapped_page(req, "jobs", run.jobs, lambda j: job_json(req.ctx, repo, run, j))


def run_artifacts(req: Request) -> Response:
    repo = req.repo()
    run = find_run(req, repo)
    items = [a for a in run.artifacts if not req.arg("name") or a.name == req.arg("name")]
    return wrapped_page(req, "artifacts", items, lambda a: artifact_json(req.ctx, repo, run, a))


def repo_artifacts(req: Request) -> Response:
    repo = req.repo()
    pairs = [
        (r, a)
        for r in sorted(repo.runs, key=lambda r: r.created_at, reverse=True)
        for a in r.artifacts
    ]
    return wrapped_page(req, "artifacts", pairs, lambda p: artifact_json(req.ctx, repo, p[0], p[1]))


def logs_zip(run: WorkflowRun) -> bytes:
    """The run's log archive in GitHub's layout: `<job>/<n>_<step>.txt` plus one file per job."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for index, job in enumerate(run.jobs):
            archive.writestr(
                zipfile.ZipInfo(f"{index}_{job.name}.txt", ZIP_TIME),
                "".join(s.log for s in job.steps),
            )
            for step in job.steps:
                name = f"{job.name}/{step.number}_{step.name.replace('/', '')}.txt"
                archive.writestr(zipfile.ZipInfo(name, ZIP_TIME), step.log)
    return buffer.getvalue()


def run_logs(req: Request) -> Response:
    repo = req.repo()
    run = find_run(req, repo)
    if run.status != "completed":
        raise not_found()
    return Response(200, logs_zip(run), content_type="application/zip")


def _reset(job: Job) -> None:
    job.status, job.conclusion, job.completed_at = "queued", None, None
    job.steps = [Step(s.number, s.name, None, "queued") for s in job.steps]


def rerun_failed(req: Request) -> Response:
    repo = req.repo("write")
    run = find_run(req, repo)
    if run.status != "completed":
        raise error(403, "This workflow run is not completed", DOCS)
    failed = [j for j in run.jobs if j.conclusion in ("failure", "timed_out", "cancelled")]
    if not failed and run.conclusion not in ("failure", "cancelled", "timed_out"):
        raise error(403, "This workflow run cannot be retried", DOCS)
    for job in failed:
        _reset(job)
    run.status, run.conclusion = "queued", None
    run.run_attempt += 1
    run.updated_at = req.ctx.state.now()
    return ok({}, 201)


def rerun_all(req: Request) -> Response:
    repo = req.repo("write")
    run = find_run(req, repo)
    if run.status != "completed":
        raise error(403, "This workflow run is not completed", DOCS)
    for job in run.jobs:
        _reset(job)
    run.status, run.conclusion = "queued", None
    run.run_attempt += 1
    run.updated_at = req.ctx.state.now()
    return ok({}, 201)


def cancel_run(req: Request) -> Response:
    repo = req.repo("write")
    run = find_run(req, repo)
    if run.status == "completed":
        raise error(409, "Cannot cancel a workflow run that is completed.", DOCS)
    run.status, run.conclusion = "completed", "cancelled"
    run.updated_at = req.ctx.state.now()
    return ok({}, 202)


def _find_job(req: Request, repo: Repo) -> tuple[WorkflowRun, Job]:
    for run in repo.runs:
        for job in run.jobs:
            if str(job.id) == req.params["id"]:
                return run, job
    raise not_found()


def get_job(req: Request) -> Response:
    repo = req.repo()
    run, job = _find_job(req, repo)
    return ok(job_json(req.ctx, repo, run, job))


def job_logs(req: Request) -> Response:
    repo = req.repo()
    _, job = _find_job(req, repo)
    text = "".join(s.log for s in job.steps)
    return Response(200, text.encode(), content_type="text/plain; charset=utf-8")


def get_check_run(req: Request) -> Response:
    repo = req.repo()
    run, job = _find_job(req, repo)
    return ok(check_run_json(req.ctx, repo, run, job))


def check_run_annotations(req: Request) -> Response:
    repo = req.repo()
    run, job = _find_job(req, repo)
    blob = f"{req.ctx.web}/{repo.full_name}/blob/{run.head_sha}"
    return page_of(
        req,
        job.annotations,
        lambda a: {
            "path": a.get("path"),
            "blob_href": f"{blob}/{a.get('path')}",
            "start_line": a.get("start_line"),
            "end_line": a.get("end_line"),
            "start_column": None,
            "end_column": None,
            "annotation_level": a.get("annotation_level"),
            "title": a.get("title"),
            "message": a.get("message"),
            "raw_details": "",
        },
    )


def commit_check_runs(req: Request) -> Response:
    repo = req.repo()
    ref = req.params["ref"]
    branch = req.ctx.state.branch(repo, ref)
    sha = branch.sha if branch else ref
    pairs = [
        (run, job)
        for run in sorted(repo.runs, key=lambda r: r.created_at, reverse=True)
        if run.head_sha == sha
        for job in run.jobs
    ]
    name = req.arg("check_name")
    if name:
        pairs = [p for p in pairs if p[1].name == name]
    return wrapped_page(
        req, "check_runs", pairs, lambda p: check_run_json(req.ctx, repo, p[0], p[1])
    )


# ---- repository Actions settings ---------------------------------------------------------


def get_permissions(req: Request) -> Response:
    repo = req.repo("admin")
    out: dict[str, Any] = {"enabled": repo.actions_enabled}
    if repo.actions_enabled:
        out["allowed_actions"] = repo.allowed_actions
        if repo.allowed_actions == "selected":
            out["selected_actions_url"] = (
                f"{req.ctx.api}/repos/{repo.full_name}/actions/permissions/selected-actions"
            )
    return ok(out)


def put_permissions(req: Request) -> Response:
    repo = req.repo("admin")
    body = body_of(req)
    enabled = opt_bool(body, "enabled")
    if enabled is None:
        raise missing("enabled")
    allowed = opt_str(body, "allowed_actions")
    if allowed is not None and allowed not in ("all", "local_only", "selected"):
        raise error(
            422,
            f'Invalid request.\n\n"{allowed}" is not a member of '
            '["all", "local_only", "selected"].',
            DOCS,
        )
    repo.actions_enabled = enabled
    repo.allowed_actions = allowed or repo.allowed_actions
    return no_content()


def get_workflow_permissions(req: Request) -> Response:
    repo = req.repo("admin")
    return ok(
        {
            "default_workflow_permissions": repo.default_workflow_permissions,
            "can_approve_pull_request_reviews": False,
        }
    )


def put_workflow_permissions(req: Request) -> Response:
    repo = req.repo("admin")
    value = opt_str(body_of(req), "default_workflow_permissions")
    if value is not None:
        if value not in ("read", "write"):
            raise error(
                422, f'Invalid request.\n\n"{value}" is not a member of ["read", "write"].', DOCS
            )
        repo.default_workflow_permissions = value
    return no_content()


def runners(req: Request) -> Response:
    repo = req.repo("admin")
    return wrapped_page(req, "runners", repo.runners, runner_json)


def cache_usage(req: Request) -> Response:
    repo = req.repo()
    return ok(
        {
            "full_name": repo.full_name,
            "active_caches_size_in_bytes": repo.cache_size_bytes,
            "active_caches_count": repo.cache_count,
        }
    )
