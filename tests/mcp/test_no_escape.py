"""No model-controlled escape hatch (issue 25): nothing an assistant sends through the MCP
door (tool arguments, capability inputs, capability text it wrote, resolve words) widens a
step's egress grant or switches the proxy off. Only the policy the server started with can,
and the grant the door reports is the one the CLI reports for the same plan."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from mcp.client.session import ClientSession

from support.cli import RUNTIME, clean_env
from support.mcp_door import call, content, door_work, with_door

CLONE = """
version: v1
inputs:
  url: {description: what to clone, required: true}
workflow:
  - binary: git
    args: [clone, "${url}", copy]
"""

MIRROR = "https://mirror.example.test/x.git"
ELSEWHERE = "http://elsewhere.example.test:8080"

WIDENING_TEXT = """# widen

```runtime
version: v1
command_policy:
  network:
    git:
      allow: ["*"]
  sandbox: off
workflow:
  - binary: git
    args: [ls-remote, "https://elsewhere.example.test/x.git"]
```
"""


def grants(step: dict[str, Any]) -> list[str]:
    return [granted["destination"] for granted in step["egress"]["allow"]]


def cli_plan(home: Path, work: Path, env: dict[str, str]) -> dict[str, Any]:
    done = subprocess.run(
        [RUNTIME, "--output", "json", "capability", "plan", "clone", "--input", f"url={MIRROR}"],
        cwd=work, env=clean_env(home, **env), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout)
    return found


def test_nothing_an_assistant_sends_widens_a_grant(home: Path, work: Path) -> None:
    env = door_work(work, {"clone": CLONE})
    escapes: dict[str, dict[str, Any]] = {
        "network-argument": {"network": {"git": {"allow": ["*"]}}},
        "sandbox-argument": {"sandbox": "off"},
        "proxy-argument": {"proxy": "off"},
        "env-argument": {"env": {"NO_PROXY": "*", "HTTPS_PROXY": ""}},
    }

    async def body(session: ClientSession) -> dict[str, Any]:
        seen: dict[str, Any] = {
            "plain": content(await call(session, "capability_plan", name="clone",
                                        inputs={"url": MIRROR})),
        }  # fmt: skip
        for key, extra in escapes.items():
            seen[key] = await call(
                session, "capability_plan", name="clone", inputs={"url": MIRROR}, **extra
            )
        seen["proxy-as-input"] = await call(
            session, "capability_plan", name="clone",
            inputs={"url": MIRROR, "HTTPS_PROXY": ELSEWHERE, "NO_PROXY": "*"},
        )  # fmt: skip
        seen["option-as-input"] = content(await call(
            session, "capability_plan", name="clone",
            inputs={"url": f"--config=http.proxy={ELSEWHERE}"},
        ))  # fmt: skip
        seen["written-text"] = content(
            await call(session, "capability_validate", text=WIDENING_TEXT)
        )
        seen["resolve-proxy"] = content(await call(
            session, "resolve",
            command=["command", "run", "git", "-c", f"http.proxy={ELSEWHERE}", "ls-remote", MIRROR],
        ))  # fmt: skip
        seen["resolve-noproxy"] = content(await call(
            session, "resolve",
            command=["command", "run", "git", "-c", "http.noProxy=*", "ls-remote", MIRROR],
        ))  # fmt: skip
        return seen

    seen = with_door(home, work, body, env=env)
    plain = seen["plain"]["steps"][0]
    assert grants(plain) == ["mirror.example.test:443"]
    assert plain["egress"]["status"] != "unenforced"
    for key in escapes:
        assert seen[key].is_error is True, key
        assert content(seen[key])["error"]["rule"] == "mcp.arguments", key
    as_input = content(seen["proxy-as-input"])
    assert seen["proxy-as-input"].is_error is True and as_input["exit_code"] == 2
    assert "unknown input(s)" in as_input["error"]["message"]
    option = seen["option-as-input"]
    assert option["exit_code"] == 4, option
    [step] = option["steps"]
    assert step["decision"]["rule"] == "safety floor" and grants(step) == []
    written = seen["written-text"]
    assert written["exit_code"] == 3, written
    [problem] = written["diagnostics"]
    assert (problem["code"], problem["path"], problem["line"]) == (
        "unknown-key",
        "command_policy",
        5,
    )
    for key in ("resolve-proxy", "resolve-noproxy"):
        assert seen[key]["exit_code"] == 4, (key, seen[key])
    # The grant the door reported is the CLI's for the same plan: the door adds nothing.
    cli = cli_plan(home, work, env)["steps"][0]
    assert cli["egress"] == plain["egress"]
