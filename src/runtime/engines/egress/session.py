"""One child's gate: bwrap reports the child's pid, the proxy's listener is placed into the
child's network namespace, and only then does bwrap run the command.

bwrap writes `{"child-pid": N, ...}` on `--info-fd` once the namespaces exist and waits
on `--block-fd` before it runs the command, so the listener is there before the child's
first instruction. The wrapper (engines/process.py) opens the gate right after starting
bwrap and closes it when the child is done; the attempts the proxy recorded are the gate's
record.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.engines.egress.grants import Grant
    from runtime.engines.egress.proxy import Proxy
    from runtime.model import Brokered

INFO_LIMIT = 64 * 1024


class GateError(OSError):
    """The gate could not be opened: the child never runs its command."""


class Gate:
    """The pipes bwrap reports on and waits on, and the proxy serving this child."""

    __slots__ = ("_block", "_info", "_open", "brokered", "grant", "proxy", "record")

    def __init__(self, grant: Grant, brokered: Sequence[Brokered] = ()) -> None:
        self.grant = grant
        self.brokered = tuple(brokered)
        self._info = os.pipe()  # bwrap writes the child's pid to [1]
        self._block = os.pipe()  # bwrap waits on [0] until a byte arrives
        self._open = {*self._info, *self._block}  # closed once each, never a reused number
        self.proxy: Proxy | None = None
        self.record: list[dict[str, object]] = []

    @property
    def child_fds(self) -> tuple[int, int]:
        """The ends bwrap inherits: info's writing end, block's reading end."""
        return self._info[1], self._block[0]

    def bwrap_args(self) -> list[str]:
        info, block = self.child_fds
        return ["--info-fd", str(info), "--block-fd", str(block)]

    def spawned(self) -> None:
        """bwrap holds its ends now: ours are closed, so its exit reads as an end of file."""
        for fd in self.child_fds:
            self._close(fd)

    def open(self, timeout: float) -> None:
        """Place the listener for the child bwrap started, serve it, and let the child run."""
        from runtime.engines.egress import netns
        from runtime.engines.egress.proxy import Proxy
        from runtime.net.http import proxy_address
        from runtime.policy.network import PROXY_PORT

        pid = self._child_pid(timeout)
        listener = netns.listener_in(pid, PROXY_PORT)
        self.proxy = Proxy(self.grant, self.brokered, proxy_address)
        self.proxy.serve(listener)
        os.write(self._block[1], b"1")
        self._close(self._block[1])

    def _child_pid(self, timeout: float) -> int:
        import json
        import select

        data = b""
        fd = self._info[0]
        while True:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                raise GateError("bwrap did not report its child in time")
            chunk = os.read(fd, 4096)
            data += chunk
            if not chunk or len(data) > INFO_LIMIT:
                break
            try:
                info = json.loads(data)
            except ValueError:
                continue
            pid = info.get("child-pid") if isinstance(info, dict) else None
            if isinstance(pid, int):
                return pid
        raise GateError("bwrap ended before its child was started")

    def close(self) -> list[dict[str, object]]:
        """Stop the proxy; the attempts it recorded."""
        for fd in list(self._open):
            self._close(fd)
        if self.proxy is not None:
            self.record = self.proxy.close()
            self.proxy = None
        return self.record

    def _close(self, fd: int) -> None:
        if fd in self._open:
            self._open.discard(fd)
            os.close(fd)
