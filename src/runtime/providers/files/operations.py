"""The files provider's operation table (reference/files-operations.md, plus mkdir)."""

from __future__ import annotations

from runtime.providers.operations import Form, Operation, Option, Param, Provider

PATH = Param("PATH")
DIR = Param("DIR")


def _local(target: str, **grammar: object) -> Form:
    return Form("local", target, **grammar)  # type: ignore[arg-type]


def _count(word: str) -> bool:
    return word.isdigit()


EXPECTED = Option("--expected-per-file", "N", required=False)
DIR_OPTION = Option("--dir", "DIR")

OPERATIONS: tuple[Operation, ...] = (
    Operation(("read",), "read", "a file's text", (_local("read", positionals=(PATH,)),)),
    Operation(
        ("write",), "write",
        "overwrite PATH with CONTENT exactly (words joined by spaces); parents must exist",
        (_local("write", positionals=(PATH,), rest=Param("CONTENT")),),
    ),
    Operation(
        ("append",), "write", "add LINE and a newline; creates the file",
        (_local("append", positionals=(PATH,), rest=Param("LINE")),),
    ),
    Operation(
        ("list",), "read", "entries of a directory, sorted",
        (_local("list", positionals=(DIR,)),),
    ),
    Operation(("delete",), "delete", "remove a file", (_local("delete", positionals=(PATH,)),)),
    Operation(
        ("mkdir",), "write", "create a directory (--parents: and missing parents)",
        (
            _local(
                "mkdir",
                positionals=(PATH,),
                options=(Option("--parents", "", required=False, takes_value=False),),
            ),
        ),
    ),
    Operation(
        ("yaml", "replace"), "write",
        "replace scalar values equal to --from in every file named --filename under --dir",
        (
            _local(
                "structured edit",
                options=(
                    Option("--from", "V"), Option("--to", "V"), DIR_OPTION,
                    Option("--filename", "F"), EXPECTED,
                ),
            ),
        ),
        previewable=True,
    ),
    Operation(
        ("yaml", "set"), "write",
        "set the scalar at --path (a.b[name=x].c) in every file named --filename under --dir",
        (
            _local(
                "structured edit",
                options=(
                    Option("--path", "P"), Option("--value", "V"), DIR_OPTION,
                    Option("--filename", "F"), EXPECTED,
                ),
            ),
        ),
        previewable=True,
    ),
    Operation(
        ("terraform", "set-attribute"), "write",
        "set an attribute of block TYPE \"LABEL\" in matching .tf files (VALUE is HCL)",
        (
            _local(
                "structured edit",
                options=(
                    Option("--block", "TYPE"), Option("--label", "LABEL"),
                    Option("--attribute", "NAME"), Option("--value", "HCL"), DIR_OPTION,
                    Option("--include", "GLOB", required=False, default="*.tf"), EXPECTED,
                ),
            ),
        ),
        previewable=True,
    ),
    Operation(
        ("terraform", "update-provider"), "write",
        "update the required_providers entry with --source, and required_version",
        (
            _local(
                "structured edit",
                options=(
                    Option("--source", "S"), Option("--version", "CONSTRAINT"),
                    Option("--terraform-version", "CONSTRAINT", required=False), DIR_OPTION,
                    Option("--include", "GLOB", required=False, default="*.tf"), EXPECTED,
                ),
            ),
        ),
        previewable=True,
    ),
    Operation(
        ("codeowners", "add-owner"), "write",
        "add an owner to the line for --pattern (idempotent)",
        (
            _local(
                "structured edit",
                options=(
                    Option("--pattern", "P"), Option("--owner", "@X"), DIR_OPTION,
                    Option("--filename", "F", required=False, default="CODEOWNERS"), EXPECTED,
                ),
            ),
        ),
        previewable=True,
    ),
)  # fmt: skip

PROVIDER = Provider(
    name="files",
    operations=OPERATIONS,
    engine="runtime.providers.files.engine",
    auth=None,
    description="local files, governed by file_policy read and write roots",
)
