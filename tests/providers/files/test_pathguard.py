"""Containment: real paths, compared component by component, against the right roots."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from runtime.engines import files
from runtime.policy.model import Policy
from runtime.policy.pathguard import READ_RULE, WRITE_RULE, PathDenied, PathGuard


@pytest.fixture
def app(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    (root / "sub").mkdir(parents=True)
    (root / "sub" / "f.txt").write_bytes(b"inside")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_bytes(b"secret")
    return root


def writer(*roots: str, cwd: Path) -> PathGuard:
    return PathGuard(roots, WRITE_RULE, str(cwd), "write")


def test_relative_path_resolves_against_cwd_not_process_directory(app: Path) -> None:
    target = writer(".", cwd=app).resolve("sub/f.txt")
    assert target.path == str(app / "sub" / "f.txt")
    assert target.root == str(app)
    assert target.parts == ("sub", "f.txt")


def test_dot_root_means_cwd(app: Path) -> None:
    assert writer(".", cwd=app).roots == (str(app),)


def test_relative_root_resolves_against_cwd(app: Path) -> None:
    assert writer("sub", cwd=app).roots == (str(app / "sub"),)


def test_root_itself_is_inside_with_no_parts(app: Path) -> None:
    target = writer(str(app), cwd=app).resolve(".")
    assert target.path == str(app)
    assert target.parts == ()


def test_sibling_sharing_the_prefix_is_outside(app: Path) -> None:
    evil = app.parent / "app-evil"
    evil.mkdir()
    with pytest.raises(PathDenied) as denied:
        writer(str(app), cwd=app).resolve(str(evil / "x"))
    assert denied.value.rule == WRITE_RULE
    assert str(evil / "x") in denied.value.message


def test_dotdot_that_stays_inside_is_allowed(app: Path) -> None:
    target = writer(".", cwd=app).resolve("sub/../sub/f.txt")
    assert target.path == str(app / "sub" / "f.txt")


def test_dotdot_escape_is_denied_with_the_exact_message(app: Path) -> None:
    with pytest.raises(PathDenied) as denied:
        writer(".", cwd=app).resolve("../x")
    outside = app.parent / "x"
    assert denied.value.message == (
        f"policy denied files write: ../x resolves to {outside}, "
        f"outside file_policy.write_roots [{app}]"
    )
    assert denied.value.path == str(outside)


def test_absolute_paths_inside_and_outside(app: Path) -> None:
    guard = writer(".", cwd=app)
    assert guard.resolve(str(app / "sub" / "f.txt")).parts == ("sub", "f.txt")
    with pytest.raises(PathDenied):
        guard.resolve("/etc/passwd")


def test_any_listed_root_may_contain_the_path(app: Path) -> None:
    other = app.parent / "outside"
    target = writer(str(app), str(other), cwd=app).resolve(str(other / "secret.txt"))
    assert target.root == str(other)
    assert target.allow_rule == f'{WRITE_RULE} "{other}"'


def test_no_roots_denies_everything(app: Path) -> None:
    with pytest.raises(PathDenied) as denied:
        writer(cwd=app).resolve("sub/f.txt")
    assert denied.value.message.endswith("outside file_policy.write_roots []")


def test_filesystem_root_contains_everything(app: Path) -> None:
    target = writer("/", cwd=app).resolve("/etc/passwd")
    assert target.parts == ("etc", "passwd")


def test_symlink_inside_to_inside_resolves_to_its_target(app: Path) -> None:
    (app / "link").symlink_to(app / "sub" / "f.txt")
    assert writer(".", cwd=app).resolve("link").path == str(app / "sub" / "f.txt")


def test_symlink_to_outside_is_denied_naming_the_real_path(app: Path) -> None:
    secret = app.parent / "outside" / "secret.txt"
    (app / "link").symlink_to(secret)
    with pytest.raises(PathDenied) as denied:
        writer(".", cwd=app).resolve("link")
    assert f"link resolves to {secret}" in denied.value.message


def test_symlinked_root_is_compared_by_its_real_path(app: Path) -> None:
    alias = app.parent / "alias"
    alias.symlink_to(app)
    target = writer(str(alias), cwd=app).resolve(str(app / "sub" / "f.txt"))
    assert target.root == str(app)


def test_keeping_the_final_component_names_the_link_itself(app: Path) -> None:
    (app / "link").symlink_to(app.parent / "outside" / "secret.txt")
    target = writer(".", cwd=app).resolve("link", follow_final=False)
    assert target.path == str(app / "link")


def test_keeping_the_final_component_still_resolves_parents(app: Path) -> None:
    (app / "out").symlink_to(app.parent / "outside")
    with pytest.raises(PathDenied):
        writer(".", cwd=app).resolve("out/secret.txt", follow_final=False)


def test_nul_byte_is_denied(app: Path) -> None:
    with pytest.raises(PathDenied) as denied:
        writer(".", cwd=app).resolve("a\0b")
    assert "NUL byte" in denied.value.message


def test_reading_and_writing_use_their_own_roots(app: Path) -> None:
    policy = Policy()
    policy.read_roots = ("sub",)
    policy.write_roots = (".",)
    reading = PathGuard.reading(policy, str(app), "read")
    writing = PathGuard.writing(policy, str(app), "write")
    assert (reading.rule, reading.roots) == (READ_RULE, (str(app / "sub"),))
    assert (writing.rule, writing.roots) == (WRITE_RULE, (str(app),))


def test_open_directory_walks_the_resolved_components(app: Path) -> None:
    target = writer(".", cwd=app).resolve("sub")
    fd = files.open_directory(target)
    try:
        assert os.listdir(fd) == ["f.txt"]
    finally:
        os.close(fd)


def test_directory_swapped_between_resolve_and_open_is_refused(app: Path) -> None:
    target = PathGuard((".",), READ_RULE, str(app), "read").resolve("sub/f.txt")
    os.rename(app / "sub", app / "moved")
    (app / "sub").symlink_to(app.parent / "outside")
    with pytest.raises(PathDenied) as denied:
        files.read_bytes(target)
    assert denied.value.rule == READ_RULE
    assert "replaced by a symlink" in denied.value.message
    assert f"{READ_RULE} [{app}]" in denied.value.message


def test_root_swapped_for_a_symlink_is_refused(app: Path) -> None:
    target = writer(".", cwd=app).resolve("sub/f.txt")
    os.rename(app, app.parent / "moved")
    app.symlink_to(app.parent / "outside")
    with pytest.raises(PathDenied):
        files.replace_file(target, b"x")
    assert (app.parent / "outside" / "secret.txt").read_bytes() == b"secret"


def test_final_component_swapped_for_a_symlink_is_refused(app: Path) -> None:
    target = writer(".", cwd=app).resolve("sub/f.txt")
    (app / "sub" / "f.txt").unlink()
    (app / "sub" / "f.txt").symlink_to(app.parent / "outside" / "secret.txt")
    with pytest.raises(PathDenied):
        files.append_bytes(target, b"x")
    with pytest.raises(PathDenied):
        files.read_bytes(target)
    assert (app.parent / "outside" / "secret.txt").read_bytes() == b"secret"


def test_a_regular_file_in_the_way_is_an_os_error_not_a_denial(app: Path) -> None:
    target = writer(".", cwd=app).resolve("sub/f.txt/deeper")
    with pytest.raises(NotADirectoryError):
        files.replace_file(target, b"x")


TRICKY_PATHS = [
    "",
    ".",
    "./",
    "sub",
    "sub/",
    "sub//f.txt",
    "./sub/./f.txt",
    "sub/../sub/f.txt",
    "..",
    "../outside/secret.txt",
    "missing/deeper/x",
    "sub/f.txt/below",
    "to-sub/f.txt",
    "to-sub/../f.txt",
    "to-outside/secret.txt",
    "dangling",
    "dangling/x",
    "loop",
    "loop/x",
    "up/app/sub",
    "sub/to-parent/outside",
    "to-sub",
    "to-sub/",
]


@pytest.mark.parametrize("through_link", [False, True], ids=["real cwd", "cwd via a link"])
@pytest.mark.parametrize("process_cwd", [False, True], ids=["elsewhere", "in the start dir"])
def test_paths_resolve_exactly_as_realpath_does(
    app: Path, through_link: bool, process_cwd: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The guard looks only at components below the start directory; the answer is realpath's.

    In the process's own directory, the start's real path is the kernel's (getcwd)."""
    (app / "to-sub").symlink_to("sub")
    (app / "to-outside").symlink_to(app.parent / "outside")
    (app / "dangling").symlink_to(app.parent / "nowhere" / "file")
    (app / "loop").symlink_to("loop")
    (app / "up").symlink_to("..")
    (app / "sub" / "to-parent").symlink_to("../..")
    cwd = app
    if through_link:
        cwd = app.parent / "app-link"
        cwd.symlink_to(app)
    if process_cwd:
        monkeypatch.chdir(cwd)
        assert (os.getcwd() == str(cwd)) is (not through_link)
    for follow_final in (True, False):
        guard = PathGuard(("/",), READ_RULE, str(cwd), "read")
        for given in [*TRICKY_PATHS, str(cwd / "to-sub" / "f.txt"), str(app / "sub")]:
            absolute = os.path.join(str(cwd), given).rstrip("/") or "/"
            head, name = os.path.split(absolute)
            if follow_final or name in ("", ".", ".."):
                expected = os.path.realpath(absolute)
            else:
                expected = os.path.join(os.path.realpath(head), name)
            assert guard.resolve(given, follow_final).path == expected, (given, follow_final)
