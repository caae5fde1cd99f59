"""`runtime mcp` driven by the SDK's own client over stdio, in a scratch root.

Each test starts the installed server once and makes every call it needs in that
session: the calls an assistant would make, and the ones it should not get away with.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from mcp.client.session import ClientSession

from support.cli import clean_env, write_capability
from support.mcp_door import (
    CLIENT,
    GIT_STATUS,
    NOTES,
    READER,
    REMOVER,
    REPO_VIEW,
    call,
    content,
    door_work,
    with_door,
)

FIXED = {
    "capability_list",
    "capability_describe",
    "capability_validate",
    "capability_plan",
    "capability_execute",
    "resolve",
    "audit_tail",
}
NOTE_INPUTS = {"path": "notes/today.txt", "message": "hello from mcp"}


def test_list_validate_plan_execute_a_files_capability(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES, "reader": READER})
    (work / "notes").mkdir()

    async def body(session: ClientSession) -> dict[str, Any]:
        tools = await session.list_tools()
        seen: dict[str, Any] = {"tools": {tool.name for tool in tools.tools}}
        seen["list"] = content(await call(session, "capability_list"))
        seen["validate"] = content(await call(session, "capability_validate", name="notes"))
        plan = await call(session, "capability_plan", name="notes", inputs=NOTE_INPUTS)
        seen["plan"] = content(plan)
        seen["written_after_plan"] = (work / "notes" / "today.txt").exists()
        digest = seen["plan"]["output"]["plan_digest"]
        run = await call(
            session, "capability_execute", name="notes", inputs=NOTE_INPUTS, plan_digest=digest
        )
        seen["execute"] = (run.is_error, content(run))
        return seen

    seen = with_door(home, work, body, env=env)
    assert seen["tools"] == FIXED
    entries = {entry["name"]: entry for entry in seen["list"]["output"]["capabilities"]}
    assert entries["notes"] == {
        "name": "notes",
        "summary": "notes for the tests",
        "effect": "write",
        "inputs": ["path", "message"],
    }
    assert entries["reader"]["effect"] == "read"
    assert seen["validate"]["exit_code"] == 0
    assert seen["validate"]["output"]["summary"]["valid"] == 1
    plan = seen["plan"]
    assert [s["status"] for s in plan["steps"]] == ["allowed", "allowed"]
    assert plan["output"]["plan_digest"].startswith("sha256:")
    assert seen["written_after_plan"] is False
    is_error, executed = seen["execute"]
    assert is_error is False and executed["exit_code"] == 0
    assert executed["steps"][1]["output"]["content"] == "hello from mcp"
    assert (work / "notes" / "today.txt").read_text() == "hello from mcp"


def test_a_plan_digest_runs_only_the_reviewed_plan(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES})
    (work / "notes").mkdir()
    capability = work / "caps" / "notes.md"

    async def body(session: ClientSession) -> dict[str, Any]:
        plan = content(await call(session, "capability_plan", name="notes", inputs=NOTE_INPUTS))
        digest = plan["output"]["plan_digest"]
        other = {**NOTE_INPUTS, "message": "something else"}
        seen = {
            "plan": plan,
            "other_inputs": await call(
                session, "capability_execute", name="notes", inputs=other, plan_digest=digest
            ),
            "unknown": await call(
                session, "capability_execute", name="notes", plan_digest="sha256:" + "0" * 64
            ),
        }
        capability.write_text(capability.read_text() + "\nEdited after review.\n")
        seen["edited"] = await call(session, "capability_execute", name="notes", plan_digest=digest)
        return seen

    seen = with_door(home, work, body, env=env)
    assert "plan_file" not in seen["plan"]["output"]  # the saved plan stays the server's own
    for key in ("other_inputs", "unknown"):
        assert seen[key].is_error is True, key
        assert content(seen[key])["error"]["rule"] == "mcp.plan-digest", key
    edited = content(seen["edited"])
    assert seen["edited"].is_error is True and edited["exit_code"] == 7
    assert [d["path"] for d in edited["diagnostics"]] == ["capability"]
    assert not (work / "notes" / "today.txt").exists()


def test_an_unchanged_plan_runs_by_its_digest_alone(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES})
    (work / "notes").mkdir()

    async def body(session: ClientSession) -> Any:
        plan = content(await call(session, "capability_plan", name="notes", inputs=NOTE_INPUTS))
        digest = plan["output"]["plan_digest"]
        return await call(session, "capability_execute", name="notes", plan_digest=digest)

    run = with_door(home, work, body, env=env)
    assert run.is_error is False, content(run)
    assert (work / "notes" / "today.txt").read_text() == "hello from mcp"


def test_denial_missing_input_and_validation_error_are_results(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES, "reader": READER})
    outside = work.parent / "outside.txt"
    outside.write_text("not for the assistant")
    write_capability(work / "caps", "broken.md", "version: v1\nworkflow:\n  - provider: nowhere\n")

    async def body(session: ClientSession) -> dict[str, Any]:
        return {
            "denied": await call(
                session, "capability_execute", name="reader", inputs={"path": str(outside)}
            ),
            "missing": await call(
                session, "capability_plan", name="notes", inputs={"path": "n.txt"}
            ),
            "invalid_text": await call(
                session, "capability_validate", text="# x\n\n```runtime\nversion: v9\n```\n"
            ),
            "invalid_named": await call(session, "capability_plan", name="broken"),
        }

    # the client offers `/` as a root: roots never widen the policy's file roots
    seen = with_door(home, work, body, env=env, roots=["/"])
    denied = content(seen["denied"])
    assert seen["denied"].is_error is True and denied["exit_code"] == 4
    assert denied["steps"][0]["status"] == "denied"
    assert denied["steps"][0]["decision"]["rule"].startswith("file_policy.read_roots")
    assert "not for the assistant" not in json.dumps(denied)
    missing = content(seen["missing"])
    assert seen["missing"].is_error is True and missing["exit_code"] == 6
    assert missing["error"]["code"] == "missing-input"
    assert "message" in missing["error"]["message"]
    invalid = content(seen["invalid_text"])
    assert seen["invalid_text"].is_error is True and invalid["exit_code"] == 3
    assert invalid["diagnostics"], invalid
    named = content(seen["invalid_named"])
    assert seen["invalid_named"].is_error is True and named["exit_code"] == 3
    assert named["diagnostics"][0]["file"].endswith("broken.md")


def test_audit_tail_shows_the_calls_with_consumer_mcp(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES, "reader": READER})
    (work / "notes").mkdir()

    async def body(session: ClientSession) -> dict[str, Any]:
        await call(session, "capability_execute", name="notes", inputs=NOTE_INPUTS)
        await call(session, "capability_execute", name="reader", inputs={"path": "/etc/hostname"})
        return content(await call(session, "audit_tail", n=3))

    records = with_door(home, work, body, env=env)["output"]["records"]
    assert [(r["operation"], r["outcome"]) for r in records] == [
        ("write", "ok"),
        ("read", "ok"),
        ("read", "denied"),
    ]
    assert {r["consumer"] for r in records} == {"mcp"}
    assert {r["client"] for r in records} == {CLIENT}
    assert records[-1]["rule"].startswith("file_policy.read_roots")
    # the same trail the CLI reads, in the Home the server started with
    trail = (home / "audit.jsonl").read_text().splitlines()
    assert json.loads(trail[-1])["consumer"] == "mcp"


def test_exposed_capabilities_get_schemas_and_effect_annotations(home: Path, work: Path) -> None:
    caps = {"notes": NOTES, "reader": READER, "remover": REMOVER, "git-status": GIT_STATUS}
    caps["repo-view"] = REPO_VIEW
    env = door_work(work, caps)
    names = ["notes", "reader", "remover", "git-status", "repo-view"]

    async def body(session: ClientSession) -> dict[str, Any]:
        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
        (work / "hello.txt").write_text("hi")
        read = await call(session, "run_reader", path="hello.txt")
        return {"tools": tools, "read": read}

    seen = with_door(home, work, body, "--expose", *names, env=env)
    tools = seen["tools"]
    assert set(tools) == FIXED | {f"run_{name}" for name in names}
    notes = tools["run_notes"]
    assert notes.input_schema == {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "where the note goes"},
            "message": {"type": "string", "description": "the first line"},
        },
        "additionalProperties": False,
        "required": ["path", "message"],
    }

    def hints(name: str) -> tuple[bool, bool, bool]:
        a = tools[name].annotations
        assert a is not None
        return (a.read_only_hint, a.destructive_hint, a.open_world_hint)

    assert hints("run_notes") == (False, False, False)
    assert hints("run_reader") == (True, False, False)
    assert hints("run_remover") == (False, True, False)
    assert hints("run_git-status") == (True, False, True)  # git's table: `status` reads
    assert hints("run_repo-view") == (True, False, True)
    assert seen["read"].is_error is False
    assert content(seen["read"])["steps"][0]["output"]["content"] == "hi"


def test_read_only_hides_and_refuses_everything_that_could_change(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES, "reader": READER, "remover": REMOVER})
    (work / "keep.txt").write_text("keep me")

    async def body(session: ClientSession) -> dict[str, Any]:
        tools = (await session.list_tools()).tools
        return {
            "tools": tools,
            "exposed_write": await call(session, "run_notes", path="n.txt", message="x"),
            "exposed_delete": await call(session, "run_remover", path="keep.txt"),
            "execute_write": await call(
                session, "capability_execute", name="remover", inputs={"path": "keep.txt"}
            ),
            "execute_read": await call(
                session, "capability_execute", name="reader", inputs={"path": "keep.txt"}
            ),
            "audit": content(await call(session, "audit_tail", n=4)),
        }

    seen = with_door(
        home, work, body, "--read-only", "--expose", "notes", "reader", "remover", env=env
    )
    listed = {tool.name: tool for tool in seen["tools"]}
    assert set(listed) == FIXED | {"run_reader"}
    assert all(tool.annotations and tool.annotations.read_only_hint for tool in listed.values())
    for key in ("exposed_write", "exposed_delete", "execute_write"):
        assert seen[key].is_error is True, key
        assert content(seen[key])["error"]["rule"] == "mcp.read-only", key
    assert (work / "keep.txt").read_text() == "keep me"
    assert not (work / "n.txt").exists()
    assert seen["execute_read"].is_error is False
    assert content(seen["execute_read"])["steps"][0]["output"]["content"] == "keep me"
    records = seen["audit"]["output"]["records"]
    assert [(r.get("tool"), r["rule"], r["outcome"]) for r in records[:3]] == [
        ("run_notes", "mcp.read-only", "refused"),
        ("run_remover", "mcp.read-only", "refused"),
        ("capability_execute", "mcp.read-only", "refused"),
    ]
    assert records[2]["capability_name"] == "remover"
    assert {r["consumer"] for r in records} == {"mcp"}


def test_paths_urls_other_homes_and_policies_are_refused(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES, "reader": READER})
    other_home = work.parent / "other-home"
    permissive = work.parent / "permissive.yaml"
    permissive.write_text("file_policy:\n  read_roots: [/]\n")
    target = work / "caps" / "reader.md"

    async def body(session: ClientSession) -> dict[str, Any]:
        attempts: dict[str, tuple[str, dict[str, Any]]] = {
            "absolute": ("capability_plan", {"name": str(target)}),
            "relative": ("capability_plan", {"name": "./caps/reader.md"}),
            "parent": ("capability_describe", {"name": "../work/caps/reader"}),
            "home-relative": ("capability_validate", {"name": "~/reader"}),
            "url": ("capability_execute", {"name": "https://example.com/reader.md"}),
            "home-argument": (
                "capability_execute",
                {"name": "reader", "inputs": {"path": "x"}, "home": str(other_home)},
            ),
            "policy-argument": (
                "capability_plan",
                {"name": "reader", "inputs": {"path": "/etc/hostname"}, "policy": str(permissive)},
            ),
            "policy-as-input": (
                "capability_plan",
                {"name": "reader", "inputs": {"path": "x", "RUNTIME_POLICY_FILE": str(permissive)}},
            ),
        }
        results = {key: await call(session, tool, **args) for key, (tool, args) in attempts.items()}
        results["too-many-records"] = await call(session, "audit_tail", n=100_000)
        results["no-name"] = await call(session, "capability_describe")
        results["outside"] = await call(
            session, "capability_plan", name="reader", inputs={"path": "/etc/hostname"}
        )
        return results

    seen = with_door(home, work, body, env=env)
    for key in ("absolute", "relative", "parent", "home-relative", "url"):
        refused = content(seen[key])
        assert seen[key].is_error is True, key
        assert refused["error"]["rule"] == "mcp.names-only", (key, refused)
    for key in ("home-argument", "policy-argument"):
        refused = content(seen[key])
        assert seen[key].is_error is True and refused["exit_code"] == 2, key
        assert refused["error"]["rule"] == "mcp.arguments", key
    assert content(seen["too-many-records"])["error"]["rule"] == "mcp.arguments"
    no_name = content(seen["no-name"])
    assert no_name["error"] == {
        "code": "refused",
        "rule": "mcp.arguments",
        "message": "capability_describe needs name",
    }
    as_input = content(seen["policy-as-input"])
    assert seen["policy-as-input"].is_error is True and as_input["exit_code"] == 2
    assert "unknown input(s) RUNTIME_POLICY_FILE" in as_input["error"]["message"]
    # the policy the server started with still holds
    outside = content(seen["outside"])
    assert outside["exit_code"] == 4
    assert outside["steps"][0]["decision"]["rule"].startswith("file_policy.read_roots")
    assert not other_home.exists()


def test_a_binary_step_runs_confined_when_the_sandbox_works(home: Path, work: Path) -> None:
    env = door_work(work, {"git-status": GIT_STATUS})
    subprocess.run(["git", "init", "-q", str(work)], check=True)
    (work / "new.txt").write_text("x")

    async def body(session: ClientSession) -> dict[str, Any]:
        return {
            "describe": content(await call(session, "capability_describe", name="git-status")),
            "execute": await call(session, "capability_execute", name="git-status"),
        }

    seen = with_door(home, work, body, env=env)
    assert seen["describe"]["output"]["executable_here"] is True
    assert seen["describe"]["output"]["steps"][0]["effect"] == "read"
    assert seen["execute"].is_error is False, content(seen["execute"])
    step = content(seen["execute"])["steps"][0]
    assert "?? new.txt" in step["output"]["stdout"], step


def test_no_binary_step_runs_without_a_working_sandbox(
    home: Path, work: Path, tmp_path: Path
) -> None:
    env = door_work(work, {"git-status": GIT_STATUS})
    no_bwrap = tmp_path / "bin"  # git and nothing else: no bwrap on the trusted path
    no_bwrap.mkdir()
    real_git = subprocess.run(["which", "git"], capture_output=True, text=True).stdout.strip()
    (no_bwrap / "git").symlink_to(real_git)
    policy = tmp_path / "policy.yaml"
    policy.write_text(
        f"schema_version: 3\ncommand_policy:\n  search_path: [{no_bwrap}]\n  sandbox: auto\n"
    )
    env["RUNTIME_POLICY_FILE"] = str(policy)

    async def body(session: ClientSession) -> dict[str, Any]:
        return {
            "describe": content(await call(session, "capability_describe", name="git-status")),
            "plan": content(await call(session, "capability_plan", name="git-status")),
            "execute": await call(session, "capability_execute", name="git-status"),
            "audit": content(await call(session, "audit_tail", n=5)),
        }

    seen = with_door(home, work, body, env=env)
    assert seen["describe"]["output"]["executable_here"] is False
    assert seen["plan"]["steps"][0]["binary"] == "git"
    assert seen["execute"].is_error is True
    assert content(seen["execute"])["error"]["rule"] == "mcp.sandbox"
    assert not any(r.get("binary") == "git" for r in seen["audit"]["output"]["records"])


def test_output_over_the_limit_is_cut_and_marked(home: Path, work: Path) -> None:
    from runtime.mcp.calls import MAX_RESULT_BYTES

    env = door_work(work, {"reader": READER})
    (work / "big.txt").write_text("line of text\n" * 10_000)

    async def body(session: ClientSession) -> Any:
        return await call(session, "capability_execute", name="reader", inputs={"path": "big.txt"})

    result = with_door(home, work, body, env=env)
    cut = content(result)
    assert result.is_error is False
    assert cut["truncated"] is True and cut["exit_code"] == 0
    assert cut["limit"] == MAX_RESULT_BYTES and cut["bytes"] > MAX_RESULT_BYTES
    text = result.content[0].text
    assert len(text.encode()) <= MAX_RESULT_BYTES


def test_resources_and_the_authoring_prompt(home: Path, work: Path) -> None:
    env = door_work(work, {"notes": NOTES})

    async def body(session: ClientSession) -> dict[str, Any]:
        listed = await session.list_resources()
        spec = await session.read_resource("runtime://spec/capability")
        notes = await session.read_resource("runtime://capability/notes")
        prompts = await session.list_prompts()
        prompt = await session.get_prompt("author_capability", {"goal": "rotate a log"})
        return {
            "listed": listed,
            "spec": spec,
            "notes": notes,
            "prompts": prompts,
            "prompt": prompt,
        }

    seen = with_door(home, work, body, env=env)
    uris = {str(r.uri) for r in seen["listed"].resources}
    assert uris == {
        "runtime://spec/capability",
        "runtime://authoring-context",
        "runtime://capability/notes",
    }
    assert "```runtime" in seen["spec"].contents[0].text
    assert seen["notes"].contents[0].text == (work / "caps" / "notes.md").read_text()
    assert [p.name for p in seen["prompts"].prompts] == ["author_capability"]
    text = seen["prompt"].messages[0].content.text
    assert "rotate a log" in text and "capability_validate" in text


def test_expose_refuses_more_than_25_and_unknown_names(runtime: Any, work: Path) -> None:
    env = door_work(work, {f"c{i}": READER for i in range(26)})
    too_many = runtime("mcp", "--expose", *[f"c{i}" for i in range(26)], env=env, input="")
    assert too_many.code == 2 and "at most 25" in too_many.stderr
    unknown = runtime("mcp", "--expose", "absent", env=env, input="")
    assert unknown.code == 2 and "no capability named 'absent'" in unknown.stderr
    inputs = "".join(f"  input_with_a_long_name_{n}: {{description: d}}\n" for n in range(40))
    write_capability(
        work / "caps",
        "wide.md",
        f"version: v1\ninputs:\n{inputs}workflow:\n  - provider: files\n    args: [list, .]\n",
    )
    wide = runtime("mcp", "--expose", "wide", env=env, input="")
    assert wide.code == 2 and "call it through capability_execute" in wide.stderr


def test_without_the_sdk_it_says_how_to_install(home: Path, work: Path) -> None:
    # the SDK hidden from this interpreter, as in an install without the [mcp] extra
    program = (
        "import sys; sys.modules['mcp'] = None\n"
        "from runtime.cli.main import entry\n"
        "sys.exit(entry(['mcp']))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", program],
        cwd=work,
        env=clean_env(home),
        capture_output=True,
        text=True,
        timeout=60,
        input="",
    )
    assert proc.returncode == 2, proc.stderr
    assert "pip install 'engineering-runtime[mcp]'" in proc.stderr


def test_help_tells_the_truth(runtime: Any) -> None:
    helped = runtime("mcp", "--help")
    assert helped.code == 0
    for word in ("--read-only", "--expose", "capability_execute", "engineering-runtime[mcp]"):
        assert word in helped.stdout
    assert "mcp" in runtime("--help").stdout


def test_the_policy_is_the_one_the_server_started_with(home: Path, work: Path) -> None:
    policy = work.parent / "policy.yaml"
    policy.write_text("schema_version: 3\nfile_policy:\n  read_roots: [.]\n")
    env = {**door_work(work, {"reader": READER}), "RUNTIME_POLICY_FILE": str(policy)}
    (work.parent / "secret.txt").write_text("outside the root")
    outside = str(work.parent / "secret.txt")

    async def body(session: ClientSession) -> dict[str, Any]:
        before = await call(session, "resolve", command=["files", "read", outside])
        policy.write_text("schema_version: 3\nfile_policy:\n  read_roots: [/]\n")
        after = await call(session, "capability_execute", name="reader", inputs={"path": outside})
        return {"before": content(before), "after": after}

    seen = with_door(home, work, body, env=env)
    assert seen["before"]["exit_code"] == 4
    assert seen["before"]["output"]["decision"]["rule"].startswith("file_policy.read_roots")
    after = content(seen["after"])
    assert seen["after"].is_error is True and after["exit_code"] == 4
    assert "outside the root" not in json.dumps(after)


def test_the_doors_plans_live_in_the_runtime_home(home: Path, work: Path) -> None:
    """capability_plan keeps its plan among the runtime's own files (the Home's plans/),
    never in the temporary directory; the server removes them when it exits."""
    import glob
    import tempfile

    old_plans = os.path.join(tempfile.gettempdir(), "runtime-mcp-plans-*")

    env = door_work(work, {"notes": NOTES})
    (work / "notes").mkdir()
    before = set(glob.glob(old_plans))

    async def body(session: ClientSession) -> dict[str, Any]:
        plan = content(await call(session, "capability_plan", name="notes", inputs=NOTE_INPUTS))
        kept = sorted((home / "plans").glob("mcp-*/plan-*.json"))
        documents = [json.loads(path.read_text()) for path in kept]
        return {"plan": plan, "kept": documents, "tmp": set(glob.glob(old_plans))}

    seen = with_door(home, work, body, env=env)
    assert seen["plan"]["exit_code"] == 0, seen["plan"]
    assert seen["tmp"] == before
    [document] = seen["kept"]
    assert document["digest"] == seen["plan"]["output"]["plan_digest"]
    assert list((home / "plans").glob("mcp-*")) == []  # removed when the server exits
