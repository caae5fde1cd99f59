"""The one subprocess wrapper: exit codes, bounded output, timeouts that kill the whole group."""

from __future__ import annotations

import os
import shutil
import signal
import threading
import time
from pathlib import Path

import pytest

from runtime.engines import process

ENV = {"PATH": "/usr/bin:/bin"}


def sh(
    script: str, *, timeout: float, cwd: Path | str = "/", max_output: int = process.MAX_OUTPUT
) -> process.Completed:
    argv = ["/bin/sh", "-c", script]
    return process.run(argv, env=ENV, cwd=str(cwd), timeout=timeout, max_output=max_output)


def alive(pid: int) -> bool:
    """Running and not a zombie (an unreaped zombie can run nothing)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rpartition(b")")[2].split()[0]
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return state != b"Z"


def wait_for_pid(path: Path, seconds: float = 5.0) -> int:
    give_up = time.monotonic() + seconds
    while time.monotonic() < give_up:
        text = path.read_text() if path.exists() else ""
        if text.strip():
            return int(text)
        time.sleep(0.01)
    raise AssertionError(f"{path} was never written")


def test_exit_code_and_both_streams_are_kept() -> None:
    done = sh("echo out; echo err >&2; exit 3", timeout=5)
    assert (done.exit_code, done.stdout, done.stderr) == (3, "out\n", "err\n")
    assert not done.timed_out
    assert not done.truncated


def test_success_is_exit_code_zero() -> None:
    assert sh("true", timeout=5).exit_code == 0


def test_killed_by_a_signal_reports_128_plus_the_signal() -> None:
    assert sh("kill -KILL $$", timeout=5).exit_code == 128 + signal.SIGKILL


def test_output_is_bounded_and_the_rest_drained() -> None:
    done = sh("head -c 300000 /dev/zero; echo done >&2", timeout=5, max_output=1000)
    assert len(done.stdout) == 1000
    assert done.truncated
    assert done.stderr == "done\n"
    assert done.exit_code == 0  # the child was never blocked on a full pipe


def test_output_under_the_bound_is_not_truncated() -> None:
    done = sh("printf 12345", timeout=5, max_output=5)
    assert (done.stdout, done.truncated) == ("12345", False)


def test_invalid_utf8_is_replaced_not_raised() -> None:
    assert sh(r"printf 'a\377b'", timeout=5).stdout == "a\ufffdb"


def test_no_shell_is_involved() -> None:
    done = process.run(["/bin/echo", "$HOME;", "|", "rm"], env=ENV, cwd="/", timeout=5)
    assert done.stdout == "$HOME; | rm\n"


def test_environment_is_exactly_what_was_given() -> None:
    done = process.run(["/usr/bin/env"], env={"ONLY": "this"}, cwd="/", timeout=5)
    assert done.stdout == "ONLY=this\n"


def test_runs_in_the_given_directory(tmp_path: Path) -> None:
    assert sh("pwd -P", cwd=tmp_path, timeout=5).stdout.strip() == str(tmp_path.resolve())


def test_stdin_is_fed_and_otherwise_empty() -> None:
    data = b"x" * 300_000
    assert len(process.run(["/bin/cat"], env=ENV, cwd="/", timeout=5, stdin=data).stdout) == len(
        data
    )
    assert process.run(["/bin/cat"], env=ENV, cwd="/", timeout=5).stdout == ""


def test_executable_overrides_argv0() -> None:
    done = process.run(["shown-name", "-c", 'echo "$0"'], executable="/bin/sh", env=ENV,
                       cwd="/", timeout=5)  # fmt: skip
    assert done.stdout == "shown-name\n"


def test_missing_executable_is_127_not_an_exception(tmp_path: Path) -> None:
    done = process.run([str(tmp_path / "absent")], env=ENV, cwd="/", timeout=5)
    assert done.exit_code == 127
    assert "No such file or directory" in done.stderr
    assert str(tmp_path / "absent") in done.stderr


def test_file_that_cannot_be_executed_is_126(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.write_text("not a program\n")
    done = process.run([str(plain)], env=ENV, cwd="/", timeout=5)
    assert done.exit_code == 126
    assert "Permission denied" in done.stderr


def test_missing_working_directory_is_reported(tmp_path: Path) -> None:
    done = process.run(["/bin/true"], env=ENV, cwd=str(tmp_path / "gone"), timeout=5)
    assert done.exit_code == 127
    assert "working directory" in done.stderr


def test_timeout_kills_the_child_and_the_grandchild(tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"
    done = sh(f"sleep 30 & echo $! > {pidfile}; sleep 30", timeout=0.5)
    assert done.timed_out  # returned at the timeout, not when `sleep 30` would have ended
    assert not alive(wait_for_pid(pidfile))


def test_grandchild_that_ignores_sigterm_and_outlives_its_parent_is_killed(
    tmp_path: Path,
) -> None:
    pidfile = tmp_path / "grandchild.pid"
    marker = tmp_path / "marker"
    script = f"(trap '' TERM; sleep 3; touch {marker}) & echo $! > {pidfile}; sleep 30"
    done = sh(script, timeout=0.5)
    assert done.timed_out
    assert done.exit_code == 128 + signal.SIGTERM
    assert not alive(wait_for_pid(pidfile))
    assert not marker.exists()


def test_output_before_a_timeout_is_kept() -> None:
    done = sh("echo partial; sleep 30", timeout=0.5)
    assert done.timed_out
    assert done.stdout == "partial\n"


@pytest.mark.skipif(shutil.which("setsid") is None, reason="needs setsid(1)")
def test_pipes_held_by_a_process_that_left_the_group_do_not_hang_us(tmp_path: Path) -> None:
    pidfile = tmp_path / "escaped.pid"
    done = sh(f"setsid sh -c 'echo $$ > {pidfile}; sleep 30' & exit 0", timeout=0.5)
    assert done.timed_out
    escaped = wait_for_pid(pidfile)
    assert alive(escaped)  # we returned while it still held the pipes: we did not wait for it
    os.kill(escaped, signal.SIGKILL)  # it left our group: not ours to reap


def test_keyboard_interrupt_kills_the_group_and_reraises(tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"

    def interrupt_once_running() -> None:
        wait_for_pid(pidfile)
        os.kill(os.getpid(), signal.SIGINT)

    interrupter = threading.Thread(target=interrupt_once_running)
    interrupter.start()
    with pytest.raises(KeyboardInterrupt):
        sh(f"sleep 30 & echo $! > {pidfile}; sleep 30", timeout=20)
    interrupter.join()
    assert not alive(wait_for_pid(pidfile))


@pytest.mark.parametrize(
    ("signum", "raised"),
    [(signal.SIGINT, KeyboardInterrupt), (signal.SIGTERM, KeyboardInterrupt)],
)
def test_a_signal_while_the_child_starts_still_kills_it(
    monkeypatch: pytest.MonkeyPatch, signum: int, raised: type[BaseException]
) -> None:
    """Ctrl-C landing as Popen returns: the child is not orphaned, the interruption is raised."""
    from runtime.interrupts import Terminated, catch_termination

    catch_termination()
    spawned: list[int] = []
    real_spawn = process._spawn

    def spawn_then_signal(*args: object) -> object:
        child = real_spawn(*args)  # type: ignore[arg-type]
        spawned.append(child.pid)
        os.kill(os.getpid(), signum)  # arrives before run() holds the child
        return child

    monkeypatch.setattr(process, "_spawn", spawn_then_signal)
    with pytest.raises(raised) as caught:
        sh("sleep 30", timeout=60)
    assert isinstance(caught.value, Terminated) == (signum == signal.SIGTERM)
    assert spawned and not alive(spawned[0])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
