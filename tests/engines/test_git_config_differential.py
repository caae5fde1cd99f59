"""The runtime's reading of git configuration against git's own, over generated files.

Each example writes a small world of configuration files (odd whitespace in headers and
entries, quoting, escapes, continuation lines, comments, `=` lines, legacy `[a.b]`
headers, CR LF and lone CR, byte-order marks, includes and conditional includes between
the files, cycles) and asks the real `git config --file F --list --includes --show-origin
--null`, run inside a repository so that the conditions generated (`gitdir:/`,
`onbranch:**`) are true. The reading must agree with git on every entry (file, key,
value) and on every file git refuses, at the line git names; a program key is an entry, so
no disagreement on entries means none on program keys.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime.engines import git_config
from runtime.policy.floor.git import is_program_key

GIT_ENV = {
    **os.environ,
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "LC_ALL": "C",
}


def mostly(
    common: st.SearchStrategy[str], odd: st.SearchStrategy[str], one_in: int = 40
) -> st.SearchStrategy[str]:
    """COMMON, and ODD once in ONE_IN draws: most files must parse for includes to count."""
    return st.integers(1, one_in).flatmap(lambda n: odd if n == one_in else common)


SPACE = mostly(
    st.sampled_from([" ", "\t", "", "  ", " \t"]), st.sampled_from(["\r", "\v", "\f", "\t\t"])
)
SECTIONS = mostly(
    st.sampled_from(["diff", "Diff", "core", "filter", "alias", "x", "a-b", "d.x", "DIFF.X",
                     "remote", "pager", "sec.Sub.more", "includeIf", "Include"]),
    st.sampled_from(["1a", "a_b", "", "include", "a:b"]),
)  # fmt: skip
SUBSECTIONS = mostly(
    st.sampled_from(['"x"', '"A b"', '"a]b"', '"q\\"x"', '"\\\\"', '""', '"a.b"', '"t\\tx"',
                     '"gitdir:/"', '"onbranch:**"']),
    st.sampled_from(['"unterminated', '"s\\\nx"', '"\\q"']),
)  # fmt: skip
NAMES = mostly(
    st.sampled_from(["external", "textconv", "clean", "pager", "path", "Path", "name", "x1",
                     "sshCommand", "url", "mirror", "e", "a-b"]),
    st.sampled_from(["-bad", "a_b", "1x"]),
)  # fmt: skip
VALUE_PIECES = mostly(
    st.sampled_from(["v", "sh -c x", '"q ; x"', "\\t", "\\n", "\\b", "\\\\", '\\"',
                     "\\\n", " ; c", " # c", "  ", "\t", "a.cfg", "sub/a.cfg", "b.cfg", "=", "[",
                     "]", "\u00e9", '" a "']),
    st.sampled_from(['"', "\\q", "\r", "\\"]),
)  # fmt: skip
ENDS = mostly(st.sampled_from(["\n", "\n", "\r\n", ""]), st.sampled_from(["\r", "\n\n"]))
JUNK = st.sampled_from(
    ["=x", "  = y", "[", "]", "[a] b = 1", "[x]y", '[x "y" ]', '[x\t"y"]z=1', "key = top",
     "\ufeff[a]", '[ "s"]\nk=1', "[]", "\\", "[x]\r", "[diff\t\"a\"]\n\texternal = x"]
)  # fmt: skip
COMMENTS = st.sampled_from(["# comment", "; c", "#", ";[diff] external = x", "  # x = y"])
INCLUDE_TARGETS = mostly(
    st.sampled_from(["a.cfg", "sub/a.cfg", '"sub/a.cfg"', "b.cfg ; c", "../w/b.cfg",
                     "missing.cfg", "sub/../b.cfg", "ABS", '"b.cfg" # x', "./a.cfg"]),
    st.sampled_from(["", "sub", '"a.cfg', "a.cfg\\"]),
)  # fmt: skip


@st.composite
def headers(draw: st.DrawFn) -> str:
    head = "[" + draw(mostly(st.just(""), SPACE)) + draw(SECTIONS)
    if draw(st.booleans()):
        head += draw(SPACE) + " " + draw(SPACE) + draw(SUBSECTIONS)
    return head + draw(mostly(st.just("]"), st.sampled_from(["] ", " ]", ""])))


@st.composite
def entries(draw: st.DrawFn) -> str:
    line = draw(SPACE) + draw(NAMES) + draw(SPACE)
    if draw(st.integers(0, 4)):
        line += "=" + "".join(draw(st.lists(VALUE_PIECES, max_size=5)))
    return line


@st.composite
def includes(draw: st.DrawFn) -> str:
    header = draw(
        st.sampled_from(
            ["[include]", "[Include]", '[includeIf "gitdir:/"]', '[includeIf\t"onbranch:**"]',
             '[includeif "gitdir/i:/"]', "[include.x]", '[include "x"]', "[INCLUDE]"]
        )
    )  # fmt: skip
    key = draw(st.sampled_from(["path", "Path", "PATH", " path "]))
    return f"{header}\n{key} = {draw(INCLUDE_TARGETS)}"


LINES = st.integers(0, 19).flatmap(
    lambda n: (
        JUNK if n == 19 else COMMENTS if n == 18 else st.one_of(headers(), entries(), includes())
    )
)


def config_text(draw: st.DrawFn) -> str:
    lines = draw(st.lists(LINES, min_size=1, max_size=8))
    text = "".join(line + draw(ENDS) for line in lines)
    if draw(st.integers(0, 29)) == 29:
        text = draw(st.sampled_from(["\ufeff", "\xef"])) + text
    return text


@st.composite
def worlds(draw: st.DrawFn) -> dict[str, str]:
    return {name: config_text(draw) for name in ("main.cfg", "a.cfg", "sub/a.cfg", "b.cfg")}


def write_world(root: Path, world: dict[str, str]) -> Path:
    for name, text in world.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        text = text.replace("ABS", str(root / "b.cfg"))
        data = text.encode("utf-8", "surrogateescape")
        if text.startswith("\xef"):
            data = b"\xef" + text[1:].encode()
        path.write_bytes(data)
    (root.parent / "w").mkdir(exist_ok=True)
    (root.parent / "w" / "b.cfg").write_text("[diff]\n\texternal = from-w\n")
    return root / "main.cfg"


FATAL_LINE = re.compile(r"fatal: bad config line (\d+) in file (.*)")


def git_reading(repo: Path, path: Path) -> tuple[list[tuple[str, str, bytes | None]], str | None]:
    done = subprocess.run(
        ["git", "config", "--file", str(path), "--list", "--includes", "--show-origin", "--null"],
        cwd=repo,
        env=GIT_ENV,
        capture_output=True,
    )
    if done.returncode != 0:
        return [], done.stderr.decode("utf-8", "replace")
    fields = done.stdout.split(b"\0")[:-1]
    found = []
    for origin, entry in zip(fields[::2], fields[1::2], strict=True):
        key, newline, value = entry.partition(b"\n")
        found.append((origin.decode()[len("file:") :], key.decode(), value if newline else None))
    return found, None


def our_reading(path: Path) -> tuple[list[tuple[str, str, bytes | None]], str | None]:
    try:
        reading = git_config.read(str(path))
    except git_config.ConfigError as error:
        return [], f"{error.path}\0{error.line}\0{error.reason}"
    return [(os.path.normpath(e.path), e.key, e.value) for e in reading.entries], None


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("differential-repo")
    subprocess.run(["git", "init", "-q", str(path)], check=True, env=GIT_ENV)
    return path


DISAGREEMENTS: list[str] = []


@settings(
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
)
@given(world=worlds())
def test_the_reading_agrees_with_git_config_list(repo: Path, world: dict[str, str]) -> None:
    root = repo / "w0"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir()
    main = write_world(root, world)
    theirs, their_error = git_reading(repo, main)
    ours, our_error = our_reading(main)
    if their_error is not None:
        assert our_error is not None, (world, their_error, ours)
        match = FATAL_LINE.search(their_error)
        path, line, reason = our_error.split("\0")
        if match and reason == "bad config line":
            assert (int(match.group(1)), os.path.normpath(match.group(2))) == (
                int(line),
                os.path.normpath(path),
            ), (world, their_error, our_error)
        return
    assert our_error is None, (world, our_error, theirs)
    theirs = [(os.path.normpath(p), k, v) for p, k, v in theirs]
    assert ours == theirs, world
    assert [k for _, k, _ in ours if is_program_key(k)] == [
        k for _, k, _ in theirs if is_program_key(k)
    ]


def test_a_false_condition_is_read_as_true(tmp_path: Path, repo: Path) -> None:
    """git skips what a false includeIf names; the reading does not (it only refuses more)."""
    (tmp_path / "prog.cfg").write_text("[diff]\n\texternal = sh -c x\n")
    main = tmp_path / "main.cfg"
    main.write_text('[includeIf "gitdir:/nowhere/"]\n\tpath = prog.cfg\n')
    theirs, _ = git_reading(repo, main)
    assert [k for _, k, _ in theirs] == ["includeif.gitdir:/nowhere/.path"]
    ours, _ = our_reading(main)
    assert [k for _, k, _ in ours] == ["includeif.gitdir:/nowhere/.path", "diff.external"]


@pytest.mark.parametrize("target", ["~/x.cfg", "~root/x.cfg", "%(prefix)/etc/x.cfg"])
def test_an_include_from_a_home_or_install_directory_is_refused(
    tmp_path: Path, target: str
) -> None:
    main = tmp_path / "main.cfg"
    main.write_text(f"[include]\n\tpath = {target}\n")
    with pytest.raises(git_config.ConfigError) as raised:
        git_config.read(str(main))
    assert (raised.value.path, raised.value.line) == (str(main), 2)


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.cfg"
    os.mkfifo(fifo)
    main = tmp_path / "main.cfg"
    main.write_text("[include]\n\tpath = fifo.cfg\n")
    with pytest.raises(git_config.ConfigError, match="not a regular file"):
        git_config.read(str(main))
