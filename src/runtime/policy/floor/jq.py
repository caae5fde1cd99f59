"""jq and yq: filters with no subcommands. They read what they are given; `yq -i`
(--inplace) writes the file back, and Go yq's `-s` (--split-exp) writes one file per
document. A program that loads modules (jq's import/include, which
the Python yq passes to jq) or files (Go yq's load operators) reads what its text names."""

from __future__ import annotations

import re

from runtime.policy.floor.model import CanonicalCommand, Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.grammar import Grammar

_INPLACE = ("-i", "--inplace")
# Go yq's operators that read the file their argument names: load, load_str, load_xml...
_LOADS = re.compile(r"(?<![\w$.])load(_\w+)?\s*\(")


# jq 1.6's options (its main.c: `jq --help` lists only some of them); each is checked against
# the installed jq by tests/policy/test_option_data.py.
JQ_OPTIONS = (
    "s,slurp r,raw-output j,join-output a,ascii-output c,compact-output C,color-output "
    "M,monochrome-output S,sort-keys R,raw-input n,null-input f,from-file e,exit-status h,help "
    "V,version tab indent= unbuffered seq stream stream-errors arg== argjson== slurpfile== "
    "rawfile== argfile== args jsonargs debug-dump-disasm debug-trace L,="
)


def _grammar(binary: str) -> Grammar:
    """jq's own loop; the Python yq's argparse (floor/optiondata/yq.py, generated from the
    installed yq's parser) handing the rest to jq."""
    from runtime.policy.floor.grammar import options
    from runtime.policy.floor.grammar_jq import JqGrammar, YqGrammar

    if binary == "jq":
        return JqGrammar(options(JQ_OPTIONS))
    from runtime.policy.floor.optiondata import yq as data

    return YqGrammar(options(data.GLOBAL), options(JQ_OPTIONS))


class FilterTable(Table):
    """A filter's command is the filter itself: read, or write when it edits in place."""

    def canonical(self, args: Sequence[str]) -> CanonicalCommand:
        argv: Sequence[str] = args
        in_place = False
        if self.grammar is not None:
            from runtime.policy.floor.grammar import Given, Problem

            try:
                parsed, argv = self.grammar.check(args)
            except Problem as problem:
                return CanonicalCommand(
                    self.binary, "", "exec", rest=args, known=False, argv=(), problem=str(problem)
                )
            in_place = any(
                isinstance(t, Given) and t.option.long == "in-place" for t in parsed.tokens
            )
        words = [a for a in args if not (len(a) > 1 and a.startswith("-"))]
        found, _ = self.lookup(words)
        path = found.path if found is not None else ""
        rest = list(args)
        if found is not None:
            rest.remove(words[0])
        writes = self.binary == "yq" and (in_place or any(_in_place(a) or _splits(a) for a in args))
        effect = "write" if writes else "read"
        # yq hands its program to jq (the Python yq) or reads files it names (Go yq's load).
        modules = any(program_loads_files(self.binary, a) for a in args)
        return CanonicalCommand(
            self.binary, path, effect, rest=rest, network=False, runs_input_code=modules, argv=argv
        )


def program_loads_files(binary: str, text: str) -> bool:
    """Whether a jq or yq program TEXT (a word, or a program file's content) reads what it
    names itself: jq's modules, the files Go yq's load operators name."""
    return _loads_modules(text) or (binary == "yq" and _LOADS.search(text) is not None)


def _loads_modules(word: str) -> bool:
    """jq code from files its program names (`import "m" {search: DIR}`, `include "m";`):
    the program text chooses what is read, so only the sandbox can bound it (`-L DIR`
    alone loads nothing)."""
    return any(_directive_at(word, directive) for directive in ("import", "include"))


def _directive_at(word: str, directive: str) -> bool:
    start = word.find(directive)
    while start >= 0:
        before = word[start - 1] if start else " "
        after = word[start + len(directive) :].lstrip()
        if not (before.isalnum() or before in "_$.") and after.startswith('"'):
            return True
        start = word.find(directive, start + 1)
    return False


def _splits(word: str) -> bool:
    """Go yq's `-s EXP` (--split-exp) writes each document to the file EXP names (to the
    Python yq, -s is jq's slurp: read as a write all the same)."""
    if word.partition("=")[0] == "--split-exp":
        return True
    return word.startswith("-") and not word.startswith("--") and "s" in word[1:]


def _in_place(word: str) -> bool:
    if word.partition("=")[0] in _INPLACE:
        return True
    return word.startswith("-") and not word.startswith("--") and "i" in word[1:]


TABLES: dict[str, Table] = {
    "jq": FilterTable("jq", [], grammar=_grammar("jq")),
    "yq": FilterTable(
        "yq",
        grammar=_grammar("yq"),
        commands=[
            Command("eval", "read", aliases=("e",)),
            Command("eval-all", "read", aliases=("ea",)),
            Command("shell-completion", "read"),
            Command("help", "read"),
        ],
    ),
}


# Python yq is a front end that runs jq; jq itself runs nothing.
PROFILES: dict[str, Profile] = {"yq": Profile(executes=("/usr/bin/jq", "/usr/local/bin/jq"))}
