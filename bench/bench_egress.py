"""Egress (issue 25): what the runtime's proxy costs a sandboxed child.

- a sandboxed step with a network grant (its gate: the listener placed into the child's
  namespace, the proxy started, the command released) against the same step without one;
- a 50 MB download through the proxy against the same download by the same sandboxed
  client on the host's network (bwrap's view without --unshare-net: what main did).
Interleaved medians, one run; the server sends with sendfile on the machine's own address.
"""

from __future__ import annotations

import os
import socket
import statistics
import threading
import time
from pathlib import Path
from typing import Any

SIZE = 50 * 1024 * 1024
ADDRESS = "192.0.2.2"


def bench_egress(work: Path, home: Path) -> None:
    _gate_cost(work)
    _download(work)


def _gate_cost(work: Path) -> None:
    import subprocess

    from runtime.engines import command, sandbox
    from runtime.engines.egress.grants import Destination, Grant
    from runtime.policy.model import Policy

    subprocess.run(["git", "init", "-q", str(work)], check=True)
    policy = Policy()
    if not sandbox.availability(policy).active:
        raise SystemExit("sandbox unavailable")
    pinned = command.pin("git", policy)
    args = ["status", "--short"]
    env = command.child_env("git", policy)
    granted = Grant("git", [Destination("git.example.test", 443, "bench")])
    none = Grant("git")

    def run(grant: Grant) -> float:
        started = time.perf_counter()
        done = command.spawn(pinned, args, policy, str(work), dict(env), grant=grant)
        assert not isinstance(done, str) and done.exit_code == 0, done
        return time.perf_counter() - started

    for _ in range(3):
        run(granted), run(none)
    ours, theirs = [], []
    for _ in range(40):
        ours.append(run(granted))
        theirs.append(run(none))
    a, b = statistics.median(ours), statistics.median(theirs)
    added = (a - b) * 1000
    verdict = "ok" if added <= 5 else "OVER TARGET"
    print(
        f"{'sandboxed git status, a grant vs none':<52} {a * 1000:8.1f} ms vs "
        f"{b * 1000:8.1f} ms  = {added:+.1f} ms (target <= +5 ms)  {verdict}"
    )


class _Server:
    """Serves SIZE bytes of one file to every GET, with sendfile."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.sock = socket.socket()
        self.sock.bind((ADDRESS, 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                client, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._answer, args=(client,), daemon=True).start()

    def _answer(self, client: socket.socket) -> None:
        with client:
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = client.recv(65536)
                if not chunk:
                    return
                data += chunk
            client.sendall(f"HTTP/1.1 200 OK\r\nContent-Length: {SIZE}\r\n\r\n".encode())
            with open(self.path, "rb") as handle:
                client.sendfile(handle)


def _download(work: Path) -> None:
    from runtime.engines import bwrap, process, sandbox
    from runtime.engines.egress.grants import Destination, Grant
    from runtime.engines.egress.session import Gate
    from runtime.policy.model import Policy
    from runtime.policy.network import PROXY_URL

    binary = sandbox.availability(Policy()).binary
    assert binary is not None
    payload = work / "payload.bin"
    with open(payload, "wb") as handle:
        handle.write(os.urandom(SIZE))
    server = _Server(payload)
    url = f"http://{ADDRESS}:{server.port}/payload.bin"
    grant = Grant("curl", [Destination(ADDRESS, server.port, "bench", by_name=True)])
    curl = ["/usr/bin/curl", "-s", "-f", "-o", "/dev/null", "-w", "%{size_download}", url]

    class HostNetwork(bwrap.View):
        def argv(self, binary: str, command: Any, fds: Any = ()) -> list[str]:
            return [word for word in super().argv(binary, command, fds) if word != "--unshare-net"]

    def run(proxied: bool) -> float:
        view = (bwrap.View if proxied else HostNetwork)(
            read_roots=(), write_roots=(), cwd="/", network=True
        )
        env = {"PATH": "/usr/bin:/bin", **view.env()}
        if proxied:
            view.gate = Gate(grant)
            env["HTTP_PROXY"] = env["http_proxy"] = PROXY_URL
        started = time.perf_counter()
        done = process.run(curl, env=env, cwd="/", timeout=120, sandbox=(binary, view))
        elapsed = time.perf_counter() - started
        assert done.exit_code == 0 and done.stdout == str(SIZE), done
        return elapsed

    for _ in range(2):
        run(True), run(False)
    ours, theirs = [], []
    for _ in range(15):
        ours.append(run(True))
        theirs.append(run(False))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = b / a
    verdict = "ok" if ratio >= 0.8 else "UNDER TARGET"
    print(
        f"{'50 MB download through the proxy vs direct':<52} {SIZE / a / 1e6:8.0f} MB/s vs "
        f"{SIZE / b / 1e6:8.0f} MB/s = {ratio:4.2f} of direct (target >= 0.80)  {verdict}"
    )
    server.sock.close()
