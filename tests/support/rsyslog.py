"""A real rsyslogd of the test's own on a loopback port, writing each message it receives to a file."""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

RSYSLOGD = shutil.which("rsyslogd") or shutil.which("rsyslogd", path="/usr/sbin:/sbin")

CONFIG = """\
global(workDirectory="{work}" maxMessageSize="1m")
module(load="imtcp")
input(type="imtcp" port="{port}" address="127.0.0.1")
template(name="raw" type="string" string="%rawmsg%\\n")
action(type="omfile" file="{out}" template="raw")
"""

# RFC 5424: <PRI>VERSION TIMESTAMP HOSTNAME APP-NAME PROCID MSGID SD MSG
MESSAGE = re.compile(
    r"^<(?P<pri>\d{1,3})>1 (?P<time>\S+) (?P<host>\S+) (?P<app>\S+) (?P<procid>\S+) "
    r"(?P<msgid>\S+) (?P<sd>\[(?:[^\]\\]|\\.)*\]) \ufeff(?P<msg>.*)$"
)
SD_PARAM = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')


PORTS_PER_WORKER = 1000


def _ephemeral_low() -> int:
    """The first port the kernel hands out for bind(0) and outgoing connections."""
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port() -> int:
    """A loopback port nothing holds, for a collector that starts later (or never).

    Below the kernel's ephemeral range, so no bind(0) and no outgoing connection of another
    test takes it while the collector is down; and from this xdist worker's own block, so
    two workers never pick the same one."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    blocks = max(1, (_ephemeral_low() - 10000) // PORTS_PER_WORKER)
    first = 10000 + (int(worker) if worker.isdigit() else 0) % blocks * PORTS_PER_WORKER
    for port in random.sample(range(first, first + PORTS_PER_WORKER), PORTS_PER_WORKER):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError(f"no free loopback port in {first}..{first + PORTS_PER_WORKER - 1}")


class Collector:
    """rsyslogd started and stopped by pid; `messages()` reads what it wrote."""

    def __init__(self, directory: Path) -> None:
        assert RSYSLOGD, "rsyslogd is not installed (.ci/run installs the rsyslog package)"
        self.directory = directory
        self.directory.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.out = directory / "received.log"
        self.pidfile = directory / "rsyslogd.pid"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"tcp://127.0.0.1:{self.port}"

    def start(self) -> None:
        conf = self.directory / "rsyslog.conf"
        conf.write_text(CONFIG.format(work=self.directory, port=self.port, out=self.out))
        assert RSYSLOGD is not None
        self.process = subprocess.Popen(
            [RSYSLOGD, "-n", "-f", str(conf), "-i", str(self.pidfile)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError(f"rsyslogd did not listen on port {self.port}")

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=20)
        self.process = None
        if self.pidfile.exists():
            self.pidfile.unlink()

    def lines(self) -> list[str]:
        if not self.out.exists():
            return []
        return self.out.read_text(encoding="utf-8").splitlines()

    def wait_for(self, count: int, timeout: float = 30) -> list[str]:
        """rsyslog writes asynchronously: poll until COUNT messages are in its file."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = self.lines()
            if len(lines) >= count:
                return lines
            time.sleep(0.05)
        return self.lines()


def parse(line: str) -> tuple[dict[str, str], dict[str, str]]:
    """One received line -> (header fields and msg, structured-data params)."""
    match = MESSAGE.match(line)
    assert match, f"not an RFC 5424 message: {line[:200]!r}"
    fields = match.groupdict()
    params = {
        k: v.replace('\\"', '"').replace("\\]", "]") for k, v in SD_PARAM.findall(fields["sd"])
    }
    assert fields["sd"].startswith("[runtime@32473"), fields["sd"]
    return fields, params


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True
