"""Fleet audit: every record of the local trail reaches a real rsyslog collector, at least once."""

from __future__ import annotations

import json
import socket
import subprocess
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from runtime.audit import syslog
from runtime.home.forwarding import FACILITIES
from support.cli import RUNTIME, Run, clean_env, write_capability
from support.rsyslog import Collector, parse

TOKEN = "ghp_" + "Q" * 36
Runner = Callable[..., Run]


@pytest.fixture
def collector(tmp_path: Path) -> Iterator[Collector]:
    server = Collector(tmp_path / "rsyslog")
    server.start()
    yield server
    server.stop()


def forward_config(tmp_path: Path, url: str, **extra: str) -> Path:
    lines = [f"      {key}: {value}" for key, value in extra.items()]
    path = tmp_path / "config.yaml"
    path.write_text(
        "schema_version: 2\naudit:\n  forward:\n"
        f"    syslog: {url}\n" + "".join(f"{line}\n" for line in lines).replace("      ", "    ")
    )
    return path


def appends(work: Path, count: int, name: str = "appends.md", marker: str = "line") -> Path:
    steps = "\n".join(
        f"  - provider: files\n    args: [append, ./log.txt, {marker}-{i}]" for i in range(count)
    )
    return write_capability(work, name, f"version: v1\nworkflow:\n{steps}\n")


def trail(home: Path) -> list[str]:
    return (home / "audit.jsonl").read_text(encoding="utf-8").splitlines()


def received_msgs(lines: list[str]) -> list[str]:
    return [parse(line)[0]["msg"] for line in lines]


def env_for(config: Path, **extra: str) -> dict[str, str]:
    return {"RUNTIME_CONFIG_FILE": str(config), **extra}


def test_a_thousand_operations_arrive_in_order_as_rfc5424_without_secrets(
    runtime: Runner, work: Path, home: Path, tmp_path: Path, collector: Collector
) -> None:
    config = forward_config(tmp_path, collector.url, app_name="runtime-ci", facility="local3")
    capability = appends(work, 1000, marker=f"token-{TOKEN}")
    run = runtime(
        "capability", "execute", str(capability), env=env_for(config, RUNTIME_GITHUB_TOKEN=TOKEN)
    )
    assert run.code == 0, run
    local = trail(home)
    assert len(local) >= 1000
    received = collector.wait_for(len(local))
    assert received_msgs(received) == local  # every record, byte for byte, in trail order
    for line in received:
        fields, params = parse(line)
        assert fields["app"] == "runtime-ci"
        assert int(fields["pri"]) // 8 == FACILITIES["local3"]
        record = json.loads(fields["msg"])
        assert params.get("decision") == record.get("decision")
        assert params.get("outcome") == record.get("outcome")
        if "seq" in record:
            assert params["seq"] == str(record["seq"])
            assert params["prev"] == str(record["prev"])
    assert TOKEN not in collector.out.read_text(encoding="utf-8")
    assert "Q" * 36 not in collector.out.read_text(encoding="utf-8")


def test_collector_down_then_up_loses_nothing_and_says_so_once_per_process(
    runtime: Runner, work: Path, home: Path, tmp_path: Path
) -> None:
    server = Collector(tmp_path / "rsyslog")  # its port is chosen, nothing listens there yet
    config = forward_config(tmp_path, server.url, timeout_ms="300")
    for round_ in range(3):
        run = runtime(
            "capability", "execute", str(appends(work, 5, f"down{round_}.md")), env=env_for(config)
        )
        assert run.code == 0, run  # the command still succeeds
        assert run.stderr.count("audit forwarding to") == 1, run.stderr
        assert "local trail" in run.stderr
    waiting = len(trail(home))
    status = runtime("--output", "json", "audit", "forward", "--status", env=env_for(config))
    assert status.code == 0, status
    assert status.json["output"]["backlog"] == waiting
    server.start()
    try:
        run = runtime("files", "append", "./log.txt", "after", env=env_for(config))
        assert run.code == 0, run
        assert "audit forwarding" not in run.stderr
        local = trail(home)
        assert received_msgs(server.wait_for(len(local))) == local
        status = runtime("--output", "json", "audit", "forward", "--status", env=env_for(config))
        assert status.json["output"]["backlog"] == 0
    finally:
        server.stop()


def test_audit_forward_ships_the_backlog_and_reports_it(
    runtime: Runner, work: Path, home: Path, tmp_path: Path
) -> None:
    server = Collector(tmp_path / "rsyslog")
    config = forward_config(tmp_path, server.url, timeout_ms="300")
    assert runtime("capability", "execute", str(appends(work, 4)), env=env_for(config)).code == 0
    failed = runtime("--output", "json", "audit", "forward", env=env_for(config))
    assert failed.code == 1, failed
    assert failed.json["error"]["code"] == "forward-failed"
    assert server.url in failed.json["error"]["message"]
    server.start()
    try:
        sent = runtime("--output", "json", "audit", "forward", env=env_for(config))
        assert sent.code == 0, sent
        local = trail(home)
        assert sent.json["output"]["sent"] == len(local)
        assert sent.json["output"]["backlog"] == 0
        assert received_msgs(server.wait_for(len(local))) == local
        again = runtime("audit", "forward", env=env_for(config))
        assert again.code == 0 and again.stdout.startswith("sent 0 record(s)"), again
        shown = runtime("config", "validate", env=env_for(config))
        assert f"collector {server.url}" in shown.stdout
        assert "backlog 0 record(s)" in shown.stdout
    finally:
        server.stop()


def test_eight_processes_forwarding_at_once_deliver_every_record(
    work: Path, home: Path, tmp_path: Path, collector: Collector
) -> None:
    config = forward_config(tmp_path, collector.url, timeout_ms="2000")
    env = clean_env(home, RUNTIME_CONFIG_FILE=str(config))
    capabilities = [appends(work, 25, f"p{i}.md", marker=f"p{i}") for i in range(8)]
    assert subprocess.run([RUNTIME, "bootstrap"], env=env, capture_output=True).returncode == 0
    procs = [
        subprocess.Popen(
            [RUNTIME, "capability", "execute", str(path)],
            cwd=work,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for path in capabilities
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert b"audit forwarding" not in err
    local = trail(home)
    received = set(received_msgs(collector.wait_for(len(local))))
    assert set(local) <= received  # every record at least once
    seqs = [json.loads(line).get("seq") for line in local]
    if all(isinstance(s, int) for s in seqs):
        arrived = {json.loads(m)["seq"] for m in received}
        assert set(seqs) <= arrived


def test_a_collector_that_never_confirms_keeps_the_cursor_where_it_was(
    runtime: Runner, work: Path, home: Path, tmp_path: Path
) -> None:
    # Accepts the connection and reads, but never closes: nothing proves the records were kept.
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            held.append(conn)

    threading.Thread(target=accept, daemon=True).start()
    try:
        config = forward_config(tmp_path, f"tcp://127.0.0.1:{port}", timeout_ms="200")
        run = runtime("files", "append", "./log.txt", "x", env=env_for(config))
        assert run.code == 0
        assert run.stderr.count("audit forwarding to") == 1, run.stderr
        status = runtime("--output", "json", "audit", "forward", "--status", env=env_for(config))
        assert status.json["output"]["backlog"] == len(trail(home))
        assert status.json["output"]["cursor"]["seq"] is None
    finally:
        listener.close()
        for conn in held:
            conn.close()


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("udp://127.0.0.1:514", "must be tcp://HOST:PORT or tls://HOST:PORT"),
        ("tcp://127.0.0.1", "must be tcp://HOST:PORT or tls://HOST:PORT"),
        ("tcp://127.0.0.1:99999", "is not a TCP port"),
        ("tcp://user:pw@127.0.0.1:514", "must be tcp://HOST:PORT"),
    ],
)
def test_a_bad_collector_address_is_a_config_problem_with_its_line(
    runtime: Runner, tmp_path: Path, value: str, message: str
) -> None:
    config = forward_config(tmp_path, value)
    run = runtime("--output", "json", "config", "validate", env=env_for(config))
    assert run.code == 3, run
    problem = next(d for d in run.json["diagnostics"] if d["code"] == "bad-audit-forward")
    assert message in problem["message"]
    assert problem["line"] == 4  # the syslog key's own line
    assert "pw" not in run.stdout


def test_unknown_forward_keys_and_bad_values_are_reported_together(
    runtime: Runner, tmp_path: Path
) -> None:
    config = tmp_path / "config.yaml"
    config.write_text(
        "schema_version: 2\naudit:\n  forward:\n    syslog: tcp://127.0.0.1:601\n"
        "    facility: local9\n    timeout_ms: 0\n    ca_file: /x.pem\n    retries: 3\n"
    )
    run = runtime("--output", "json", "config", "validate", env=env_for(config))
    assert run.code == 3
    messages = " | ".join(d["message"] for d in run.json["diagnostics"])
    assert "audit.forward.retries" in messages
    assert "'local9' is not a syslog facility" in messages
    assert "timeout_ms must be 1 to 60000" in messages
    assert "ca_file applies to tls:// collectors only" in messages


def test_audit_forward_without_a_collector_says_how_to_configure_one(runtime: Runner) -> None:
    run = runtime("--output", "json", "audit", "forward")
    assert run.code == 2
    assert "audit.forward.syslog" in run.json["error"]["hint"]


def test_no_collector_configured_means_no_forwarding_state_and_no_notice(
    runtime: Runner, work: Path, home: Path
) -> None:
    run = runtime("files", "append", "./log.txt", "x")
    assert run.code == 0 and "audit forwarding" not in run.stderr, run
    assert (home / "audit.jsonl").exists()
    assert not (home / "audit-forward.json").exists()
    assert not (home / "audit-forward.lock").exists()


def test_structured_data_escapes_what_rfc5424_requires() -> None:
    record: dict[str, Any] = {"seq": 7, "prev": 'a"b]c\\d', "decision": "deny", "outcome": "denied"}
    header = syslog.Header("local0", "runtime")
    payload = syslog.message(record, b'{"seq":7}', header)
    assert payload.startswith(b"<132>1 ")  # local0 (16) * 8 + warning (4)
    assert b'prev="a\\"b\\]c\\\\d"' in payload
    assert payload.endswith(b'\xef\xbb\xbf{"seq":7}')
    framed = syslog.frame(payload)
    length, _, rest = framed.partition(b" ")
    assert int(length) == len(rest) == len(payload)


class TlsCollector:
    """A TLS syslog listener of the test's own: reads each connection to its end, then closes."""

    def __init__(self, directory: Path) -> None:
        import ssl

        self.cert, key = directory / "collector.pem", directory / "collector.key"
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
             "-keyout", str(key), "-out", str(self.cert), "-subj", "/CN=localhost",
             "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
            check=True, capture_output=True,
        )  # fmt: skip
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.load_cert_chain(self.cert, key)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.received = bytearray()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                raw, _ = self.listener.accept()
            except OSError:
                return
            try:
                with self.context.wrap_socket(raw, server_side=True) as conn:
                    while chunk := conn.recv(65536):
                        self.received += chunk
            except OSError:
                continue

    def messages(self) -> list[bytes]:
        data, found = bytes(self.received), []
        while data:
            length, _, rest = data.partition(b" ")
            found.append(rest[: int(length)])
            data = rest[int(length) :]
        return found


def test_tls_collector_gets_every_record_verified_by_its_ca(
    runtime: Runner, work: Path, home: Path, tmp_path: Path
) -> None:
    server = TlsCollector(tmp_path)
    config = forward_config(
        tmp_path, f"tls://localhost:{server.port}", ca_file=str(server.cert), timeout_ms="2000"
    )
    run = runtime("capability", "execute", str(appends(work, 3)), env=env_for(config))
    assert run.code == 0 and "audit forwarding" not in run.stderr, run
    local = trail(home)
    messages = [m.decode("utf-8") for m in server.messages()]
    assert received_msgs(messages) == local
    status = runtime("--output", "json", "audit", "forward", "--status", env=env_for(config))
    assert status.json["output"]["backlog"] == 0


def test_tls_collector_with_an_unknown_certificate_is_refused_and_nothing_is_lost(
    runtime: Runner, work: Path, home: Path, tmp_path: Path
) -> None:
    server = TlsCollector(tmp_path)  # its certificate is not in the system's trust store
    config = forward_config(tmp_path, f"tls://localhost:{server.port}", timeout_ms="2000")
    run = runtime("files", "append", "./log.txt", "x", env=env_for(config))
    assert run.code == 0
    assert run.stderr.count("audit forwarding to") == 1
    assert "CERTIFICATE_VERIFY_FAILED" in run.stderr or "certificate" in run.stderr
    assert server.messages() == []
    status = runtime("--output", "json", "audit", "forward", "--status", env=env_for(config))
    assert status.json["output"]["backlog"] == len(trail(home))
