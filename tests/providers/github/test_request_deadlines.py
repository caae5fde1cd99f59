"""Issue 26: every GitHub request has one deadline and a byte budget; every list a page and a
byte budget, and an empty page ends it.

Hostile loopback servers (tests/support/hostile.py) never finish on their own: a command
that returns at all, with every process it started gone (`run_to_end`), shows the bound
fired. The bound given to `run_to_end` is generous (a loaded machine), never a speed claim.
"""

from __future__ import annotations

import socket
from pathlib import Path

from support.cli import clean_env
from support.hostile import (
    HostileHttp,
    Seen,
    answer,
    empty_pages,
    endless_continue,
    endless_pages,
    huge_pages,
    run_to_end,
    trickling_headers,
)

TOKEN = "ghp_" + "D" * 36
BASE_PATH = "/api/v3"
GENEROUS = 90.0  # seconds: the deadline (2 s) plus a wide margin for a loaded machine
NO_PROXY = {
    name: ""
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY",
                 "all_proxy", "NO_PROXY", "no_proxy")
}  # fmt: skip


def env_for(home: Path, server: HostileHttp, **extra: str) -> dict[str, str]:
    return clean_env(
        home,
        RUNTIME_GITHUB_TOKEN=TOKEN,
        RUNTIME_AUTHENTICATION_GITHUB_BASE_URL=server.url + BASE_PATH,
        **NO_PROXY,
        **extra,
    )


def test_trickled_headers_end_at_the_request_deadline(home: Path, work: Path) -> None:
    with HostileHttp(trickling_headers()) as server:
        env = env_for(home, server, RUNTIME_AUTHENTICATION_GITHUB_DEADLINE_MS="2000")
        run = run_to_end(["--output", "json", "github", "user", "get"], env, work, GENEROUS)
    assert run.code == 1, run
    message = run.json["error"]["message"]
    assert "within the 2 s deadline of one request" in message
    assert "authentication.github.deadline_ms" in message
    assert TOKEN not in run.stdout + run.stderr


def test_an_endless_run_of_100_continue_ends(home: Path, work: Path) -> None:
    with HostileHttp(endless_continue()) as server:
        env = env_for(home, server)
        run = run_to_end(["--output", "json", "github", "user", "get"], env, work, GENEROUS)
    assert run.code == 1, run
    assert "more than 8 interim (1xx) answers" in run.json["error"]["message"]


def test_a_slow_endless_run_of_100_continue_ends_at_the_deadline(home: Path, work: Path) -> None:
    with HostileHttp(endless_continue(interval=1.0)) as server:
        env = env_for(home, server, RUNTIME_AUTHENTICATION_GITHUB_DEADLINE_MS="2000")
        run = run_to_end(["--output", "json", "github", "user", "get"], env, work, GENEROUS)
    assert run.code == 1, run
    assert "within the 2 s deadline" in run.json["error"]["message"]


def test_endless_empty_pages_end_at_the_first_empty_page(home: Path, work: Path) -> None:
    with HostileHttp(empty_pages()) as server:
        run = run_to_end(["--output", "json", "github", "repo", "list"],
                         env_for(home, server), work, GENEROUS)  # fmt: skip
        listed = [s for s in server.seen if s.target.startswith(f"{BASE_PATH}/user/repos")]
    assert run.code == 0, run
    assert run.json["output"] == []
    [warning] = [d for d in run.json["diagnostics"] if d["code"] == "truncated"]
    assert "page 1 was empty but linked a next page" in warning["message"]
    assert len(listed) == 1


def test_huge_pages_stop_at_the_list_byte_budget_and_memory_stays_bounded(
    home: Path, work: Path
) -> None:
    with HostileHttp(huge_pages()) as server:  # main grew to 3.7 GB on 8 MiB pages
        run = run_to_end(["--output", "json", "github", "repo", "list"],
                         env_for(home, server), work, GENEROUS, address_space_kib=1 << 20)  # fmt: skip
        listed = [s for s in server.seen if s.target.startswith(f"{BASE_PATH}/user/repos")]
    assert run.code == 0, run.stderr[-2000:]
    [warning] = [d for d in run.json["diagnostics"] if d["code"] == "truncated"]
    assert f"the budget of {64 * 1024 * 1024} bytes of pages" in warning["message"]
    assert len(listed) == len(run.json["output"]) <= 9


def test_a_list_of_endless_one_item_pages_stops_at_the_page_budget(home: Path, work: Path) -> None:
    with HostileHttp(endless_pages(lambda page: [{"full_name": f"o/r{page}"}])) as server:
        run = run_to_end(["--output", "json", "github", "repo", "list", "limit=100000"],
                         env_for(home, server), work, GENEROUS * 2)  # fmt: skip
    assert run.code == 0, run.stderr[-2000:]
    [warning] = [d for d in run.json["diagnostics"] if d["code"] == "truncated"]
    assert "the budget of 500 pages" in warning["message"]
    assert len(run.json["output"]) == 500


def test_an_answer_over_the_byte_budget_is_refused(home: Path, work: Path) -> None:
    def endless_body(seen: Seen, connection: socket.socket) -> None:
        connection.sendall(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n[")
        chunk = b'"' + b"y" * (1 << 20) + b'",'
        while True:
            connection.sendall(chunk)

    with HostileHttp(endless_body) as server:
        run = run_to_end(["--output", "json", "github", "user", "get"],
                         env_for(home, server), work, GENEROUS)  # fmt: skip
    assert run.code == 1, run
    assert f"over the {64 * 1024 * 1024} byte budget of one request" in run.json["error"]["message"]


def test_a_declared_length_over_the_budget_is_refused_before_reading(
    home: Path, work: Path
) -> None:
    def announced(seen: Seen, connection: socket.socket) -> None:
        connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 99999999999\r\n\r\n[")

    with HostileHttp(announced) as server:
        run = run_to_end(["--output", "json", "github", "user", "get"],
                         env_for(home, server), work, GENEROUS)  # fmt: skip
    assert run.code == 1, run
    assert "byte budget of one request" in run.json["error"]["message"]


def test_a_bad_deadline_setting_is_a_config_problem(runtime: object, home: Path) -> None:
    from typing import Any

    call: Any = runtime
    for value, expected in (("0", "must be 1 to 600000"), ("soon", "must be a whole number")):
        run = call(
            "--output", "json", "config", "validate",
            env={"RUNTIME_AUTHENTICATION_GITHUB_DEADLINE_MS": value},
        )  # fmt: skip
        assert run.code == 3, run
        assert any(expected in d["message"] for d in run.json["diagnostics"]), run.json


def test_a_normal_answer_is_unaffected(home: Path, work: Path) -> None:
    def normal(seen: Seen, connection: socket.socket) -> None:
        answer(connection, "200 OK", b'{"login": "octocat"}')

    with HostileHttp(normal) as server:
        run = run_to_end(["--output", "json", "github", "user", "get"],
                         env_for(home, server), work, GENEROUS)  # fmt: skip
    assert run.code == 0, run
    assert run.json["output"]["login"] == "octocat"
