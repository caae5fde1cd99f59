"""The remotes gh would infer a repository from, read as git reads the config (issue 23).

`gh repo delete --yes` in a checkout deletes the repository a remote names; the runtime
judges that repository, so its reading of `[remote "..."] url` must be git's. Checked
against `git config --file F --get-regexp` over hand-written shapes and generated configs;
a config the reading cannot be sure of (includes, `url.X.insteadOf`, per-worktree config)
says so, and then a rule naming any repository applies.
"""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from runtime.providers.github.repository import remote_urls

SHAPES = [
    '[remote "origin"]\n\turl = https://github.localhost/acme/web.git\n',
    '[remote "origin"] url = https://github.localhost/acme/web\n',
    '[Remote "up"]\nURL=git@github.localhost:acme/web.git\n',
    "[remote.origin]\nurl = x\n",
    '[remote\t"origin"]\nurl = a # a comment\n',
    '[remote "o"]\nurl = "a;b" ; comment\n',
    '[remote "o"]\nurl = a\\\nb\n',
    '[remote "o"]\npushurl = p\nurl = u\n[core]\nurl = not-a-remote\n',
    '[remote "w\\"q"]\nurl = q\n',
    '[remote "o"]\n  url = "  spaced  "\n',
    '[remote "o"]\nurl = a\\tb\n',
]


def git_reading(path: Path) -> list[tuple[str, str]]:
    done = subprocess.run(
        ["git", "config", "--file", str(path), "--get-regexp", r"^remote\..*\.(url|pushurl)$"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode in (0, 1), (done.stderr, path.read_text())
    found = []
    for line in done.stdout.splitlines():
        key, _, value = line.partition(" ")
        remote = key[len("remote.") :].rpartition(".")[0]
        found.append((remote, value))
    return found


def generated(seed: int) -> str:
    rng = random.Random(seed)

    def space() -> str:
        return rng.choice(["", " ", "\t", "  "])

    lines = []
    for _ in range(rng.randint(1, 4)):
        name = rng.choice(["origin", "up", "Fork", "a.b"])
        section = rng.choice(["remote", "Remote", "REMOTE"])
        header = f'[{section}{space() or " "}"{name}"]'  # git allows blanks only there
        value = rng.choice(["https://github.localhost/acme/web.git", "git@h:o/r", "x y"])
        if rng.random() < 0.3:
            value = f'"{value}"'
        comment = rng.choice(["", " # c", " ; c", ""])
        key = rng.choice(["url", "URL", "pushurl", "fetch"])
        entry = f"{space()}{key}{space()}={space()}{value}{comment}"
        if rng.random() < 0.3:
            lines.append(f"{header} {entry}")
        else:
            lines += [header, entry]
        if rng.random() < 0.2:
            lines.append(f"[core]{space()}\n\turl = core-{seed}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("text", [*SHAPES, *(generated(seed) for seed in range(300))])
def test_the_remotes_are_what_git_reads(text: str, tmp_path: Path) -> None:
    path = tmp_path / "config"
    path.write_text(text)
    found, certain = remote_urls(text)
    assert certain
    assert found == git_reading(path), text


@pytest.mark.parametrize(
    "text",
    [
        "[include]\npath = other\n",
        '[includeIf "gitdir:/w/"]\npath = other\n',
        '[url "https://github.localhost/"]\ninsteadOf = x:\n[remote "origin"]\nurl = x:acme/web\n',
        "[extensions]\nworktreeConfig = true\n",
    ],
)
def test_a_config_that_may_name_other_remotes_is_not_certain(text: str) -> None:
    assert remote_urls(text)[1] is False
