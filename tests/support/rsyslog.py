"""A real rsyslogd of the test's own on a loopback port, writing each message it receives to a file."""

from __future__ import annotations

import os
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


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


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
