"""No route out but the runtime's proxy (issue 25): a sandboxed child tries every way out it
can. The child is a terraform local-exec (compiled defaults: apply runs, confined) running a
probe; a policy grants terraform one destination on the machine's own address, so the proxy
is there and what it refuses is seen. Each attempt that got through on main (the child shared
the host's network) is refused here, and each one the proxy saw is in the audit outcome."""

from __future__ import annotations

import json
import secrets
import shutil
from pathlib import Path
from typing import Any

import pytest

from support.egress import (
    abstract_listener,
    accepted,
    host_address,
    recorder,
    udp_listener,
)

PROBE = Path(__file__).parent / "probes" / "bypass.py"


def policy(tmp_path: Path, allow: list[str], deny: list[str] | None = None) -> Path:
    path = tmp_path / "policy.yaml"
    lines = [
        "schema_version: 3",
        "command_policy:",
        "  effects: {terraform: [read, write, exec]}",  # the probe runs as a provisioner
        "  network:",
        "    terraform:",
        f"      allow: {json.dumps(allow)}",
    ]
    if deny:
        lines.append(f"      deny: {json.dumps(deny)}")
    path.write_text("\n".join(lines) + "\n")
    return path


def applied_probe(runtime: Any, work: Path, env: dict[str, str], command: str) -> Any:
    (work / "main.tf").write_text(
        'resource "terraform_data" "probe" {\n  provisioner "local-exec" {\n'
        f"    command = {json.dumps(command)}\n  }}\n}}\n"
    )
    assert runtime("command", "run", "terraform", "init", "-input=false", env=env).code == 0
    return runtime(
        "--output", "json", "command", "run", "terraform", "apply", "-auto-approve",
        "-input=false", env=env,
    )  # fmt: skip


def outcome_record(home: Path) -> dict[str, Any]:
    lines = [json.loads(line) for line in (home / "audit.jsonl").read_text().splitlines()]
    found: dict[str, Any] = [r for r in lines if r.get("kind") == "outcome"][-1]
    return found


def test_a_child_reaches_nothing_but_its_grant_through_the_proxy(
    runtime: Any, work: Path, home: Path, tmp_path: Path
) -> None:
    address = host_address()
    udp, udp_port = udp_listener()
    name = f"runtime-egress-{secrets.token_hex(4)}"
    abstract = abstract_listener(name)
    with recorder(address) as granted, recorder(address) as other, recorder() as loopback:
        allow = [
            f"{address}:{granted.port}",
            f"localhost:{loopback.port}",  # allowed by name: the name resolves to loopback
            "169.254.169.254:80",
            f"[::ffff:127.0.0.1]:{loopback.port}",
        ]
        env = {"RUNTIME_POLICY_FILE": str(policy(tmp_path, allow))}
        plan = {
            "direct": {
                "host address": [address, granted.port],
                "host loopback": ["127.0.0.1", loopback.port],
            },
            "proxy": {
                "granted": f"CONNECT {address}:{granted.port} HTTP/1.1",
                "granted absolute": f"GET http://{address}:{granted.port}/abs HTTP/1.1",
                "not granted": f"CONNECT {address}:{other.port} HTTP/1.1",
                "host loopback": f"CONNECT 127.0.0.1:{loopback.port} HTTP/1.1",
                "name to loopback": f"CONNECT localhost:{loopback.port} HTTP/1.1",
                "metadata": "GET http://169.254.169.254/latest/meta-data/ HTTP/1.1",
                "mapped": f"CONNECT [::ffff:127.0.0.1]:{loopback.port} HTTP/1.1",
                "literal spelled otherwise": f"CONNECT 0xc0.0.2.2:{granted.port} HTTP/1.1",
                "the proxy itself": "GET http://127.0.0.1:3128/ HTTP/1.1",
            },
            "udp": {"host": ["127.0.0.1", udp_port], "resolver": ["127.0.0.53", 53]},
            "abstract": name,
            "relay": f"CONNECT 127.0.0.1:{loopback.port} HTTP/1.1",
        }
        (work / "plan.json").write_text(json.dumps(plan))
        shutil.copy(PROBE, work / "probe.py")
        curl = f"curl -s -m 3 --noproxy '*' http://{address}:{other.port}/noproxy > curl.txt 2>&1; true"
        applied = applied_probe(
            runtime, work, env, f"python3 probe.py plan.json > probe.json; {curl}"
        )
        assert applied.code == 0, applied
        found = json.loads((work / "probe.json").read_text())
        assert found["proxy granted"].startswith("ok: b'HTTP/1.1 200"), found
        assert "hello from the host" in found["proxy granted"]
        assert found["proxy granted absolute"].startswith("ok: b'HTTP/1.1 200"), found
        refused = [
            key for key in found if key not in ("env", "proxy granted", "proxy granted absolute")
        ]
        for key in refused:
            assert not found[key].startswith("ok: b'HTTP/1.1 200"), (key, found[key])
            assert "hello" not in found[key], (key, found[key])
        for key in ("direct host address", "direct host loopback", "udp host", "udp resolver"):
            assert found[key].startswith("refused"), (key, found[key])
        assert "Network is unreachable" in found["direct host address"]
        assert found["abstract"].startswith("refused: ConnectionRefusedError"), found
        assert found["resolve"].startswith("refused: gaierror"), found
        assert found["env"]["HTTPS_PROXY"] == "http://127.0.0.1:3128"
        assert not any(key.lower() in ("all_proxy", "no_proxy") for key in found["env"])
        assert (work / "curl.txt").read_text() == ""  # curl reached nothing
        # Only the two granted requests reached anything on the host.
        assert [data.split(b"\r\n")[0] for data in granted.received] == [
            b"GET /tunnelled HTTP/1.1",
            b"GET /abs HTTP/1.1",
        ]
        assert other.received == [] and loopback.received == []
    assert accepted(abstract) == []
    with pytest.raises(BlockingIOError):
        udp.recvfrom(512)
    attempts = outcome_record(home)["egress"]["attempts"]
    decisions = {(a["destination"], a["decision"]) for a in attempts}
    assert (f"{address}:{granted.port}", "allow") in decisions
    for denied in (f"{address}:{other.port}", f"127.0.0.1:{loopback.port}",
                   f"localhost:{loopback.port}", "169.254.169.254:80",
                   f"[::ffff:127.0.0.1]:{loopback.port}", f"0xc0.0.2.2:{granted.port}"):  # fmt: skip
        assert (denied, "deny") in decisions, (denied, attempts)
    by_destination = {a["destination"]: a for a in attempts}
    assert "loopback" in by_destination[f"localhost:{loopback.port}"]["error"]
    assert "metadata" in by_destination["169.254.169.254:80"]["error"]
    assert "IPv6 form carrying" in by_destination[f"[::ffff:127.0.0.1]:{loopback.port}"]["error"]
    assert by_destination[f"{address}:{other.port}"]["rule"] == "egress grant"
    assert any(a["kind"] == "not-http" for a in attempts)  # the SOCKS greeting
    assert runtime("audit", "verify").code == 0


def test_a_denied_pattern_wins_over_a_grant(
    runtime: Any, work: Path, home: Path, tmp_path: Path
) -> None:
    address = host_address()
    with recorder(address) as server:
        env = {
            "RUNTIME_POLICY_FILE": str(
                policy(tmp_path, [f"{address}:*"], deny=[f"{address}:{server.port}"])
            )
        }
        (work / "plan.json").write_text(
            json.dumps(
                {
                    "proxy": {"denied": f"CONNECT {address}:{server.port} HTTP/1.1"},
                    "abstract": "none",
                    "relay": "x",
                }
            )
        )
        shutil.copy(PROBE, work / "probe.py")
        applied = applied_probe(runtime, work, env, "python3 probe.py plan.json > probe.json")
        assert applied.code == 0, applied
        found = json.loads((work / "probe.json").read_text())
        assert "403" in found["proxy denied"], found
        assert server.received == []
    attempts = outcome_record(home)["egress"]["attempts"]
    [attempt] = [a for a in attempts if a["destination"] == f"{address}:{server.port}"]
    assert attempt["decision"] == "deny"
    assert attempt["rule"] == f'command_policy.network.terraform.deny "{address}:{server.port}"'


def test_a_step_without_a_grant_gets_no_proxy(
    runtime: Any, work: Path, home: Path, tmp_path: Path
) -> None:
    """No network policy: terraform apply has no destination the tables know, so no
    listener is placed and the child is pointed at no proxy."""
    shutil.copy(PROBE, work / "probe.py")
    (work / "plan.json").write_text(json.dumps({"proxy": {"any": "CONNECT example.com:443 HTTP/1.1"},
                                                "abstract": "none", "relay": "x"}))  # fmt: skip
    exec_only = tmp_path / "exec-policy.yaml"  # the probe runs as a provisioner; no network
    exec_only.write_text(
        "schema_version: 3\ncommand_policy:\n  effects: {terraform: [read, write, exec]}\n"
    )
    env = {"RUNTIME_POLICY_FILE": str(exec_only)}
    applied = applied_probe(runtime, work, env, "python3 probe.py plan.json > probe.json")
    assert applied.code == 0, applied
    found = json.loads((work / "probe.json").read_text())
    assert found["proxy any"].startswith("refused: ConnectionRefusedError"), found
    assert found["env"] == {}
    egress = outcome_record(home)["egress"]
    assert egress["grant"]["status"] == "none" and egress["attempts"] == []
