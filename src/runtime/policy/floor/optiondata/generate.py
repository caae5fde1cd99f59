"""Write the option tables of this package from the installed tools.

    python -m runtime.policy.floor.optiondata.generate [git gh kubectl docker terraform bq yq]

Each tool is asked for its own options: git by `git CMD -h` (the parse-options table: short
letter, long name, whether it takes a value) and `--git-completion-helper-all` (which long
options git negates); cobra tools (gh, kubectl, docker) by `--help` of every command and
cobra's `__complete` (every flag, hidden ones aside); terraform by `terraform CMD -help`, its
value flags confirmed by Go's "flag needs an argument"; bq by its absl flag registry; the
Python yq by its argparse parser. What a tool does not list for itself (git's revision and
diff options, parsed by hand in git's revision.c; the shell-script commands) is written
here by hand, from the tool's documentation. tests/policy/test_option_data.py asks the
installed tools again and compares.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

HERE = Path(__file__).resolve().parent

# --- running the tools ------------------------------------------------------------------


def _run(argv: Sequence[str], cwd: str | None = None, env: dict[str, str] | None = None) -> str:
    """A tool's help output (stdout and stderr together: git prints usage on either)."""
    done = subprocess.run(
        list(argv),
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
        check=False,
    )
    return done.stdout + done.stderr


def _quiet_env(home: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "GH_", "KUBE"))}
    env.update(
        HOME=home,
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CONFIG_SYSTEM=os.devnull,
        GH_CONFIG_DIR=home,
        GH_NO_UPDATE_NOTIFIER="1",
        NO_COLOR="1",
        KUBECONFIG=os.path.join(home, "kubeconfig"),
        DOCKER_CONFIG=home,
        TF_CLI_CONFIG_FILE=os.devnull,
        CHECKPOINT_DISABLE="1",
        LANG="C",
        LC_ALL="C",
    )
    return env


# --- git --------------------------------------------------------------------------------

# Commands whose options git's revision.c and diff.c read by hand (setup_revisions): exact
# names only, no abbreviations, no bundles. Their own parse-options options come from -h.
GIT_REVISION_COMMANDS = (
    "log", "show", "whatchanged", "rev-list", "diff", "diff-files", "diff-index", "diff-tree",
    "format-patch", "shortlog", "cherry", "range-diff", "fast-export", "blame", "annotate",
    "stash show", "stash list", "reflog show", "bundle create",
)  # fmt: skip
# Commands that read their arguments in order by their own loops: every word is an operand.
GIT_RAW = ("rev-parse",)

# git's revision walking options (Documentation/rev-list-options.txt, git 2.39).
GIT_REVISION_OPTIONS = (
    "# n,max-count= skip= since= after= since-as-filter= until= before= max-age= min-age= "
    "author= committer= grep-reflog= grep= all-match invert-grep i,regexp-ignore-case "
    "basic-regexp E,extended-regexp F,fixed-strings P,perl-regexp remove-empty merges "
    "no-merges! min-parents= max-parents= no-min-parents! no-max-parents! first-parent "
    "exclude-first-parent-only not all branches? tags? remotes? glob= exclude= exclude-hidden= "
    "reflog alternate-refs single-worktree ignore-missing bisect stdin cherry-mark cherry-pick "
    "left-only right-only cherry g,walk-reflogs merge boundary simplify-by-decoration "
    "show-pulls full-history dense sparse simplify-merges ancestry-path? date-order "
    "author-date-order topo-order reverse no-walk? do-walk pretty? format= abbrev-commit "
    "no-abbrev-commit! oneline encoding= expand-tabs? no-expand-tabs! notes? no-notes! "
    "show-notes? standard-notes no-standard-notes! show-signature relative-date date= parents "
    "children left-right graph show-linear-break? c, cc dd remerge-diff no-diff-merges! "
    "diff-merges= combined-all-paths m, t, full-diff follow log-size L,= "
    "objects objects-edge objects-edge-aggressive unpacked count timestamp header "
    "disk-usage? missing= exclude-promisor-objects filter= no-filter! filter-provided-objects "
    "filter-print-omitted indexed-objects in-commit-order no-object-names! object-names "
    "bisect-vars bisect-all use-bitmap-index progress= quiet"
)
# git's diff options (Documentation/diff-options.txt, git 2.39).
GIT_DIFF_OPTIONS = (
    "p,patch u, s,no-patch! U,unified= output= output-indicator-new= output-indicator-old= "
    "output-indicator-context= raw patch-with-raw indent-heuristic no-indent-heuristic! minimal "
    "patience histogram anchored= diff-algorithm= stat? stat-width= stat-name-width= "
    "stat-count= stat-graph-width= compact-summary numstat shortstat X,dirstat? cumulative "
    "dirstat-by-file? summary patch-with-stat z, name-only name-status submodule? color? "
    "no-color! color-moved? no-color-moved! color-moved-ws= no-color-moved-ws! word-diff? "
    "word-diff-regex= color-words? no-renames! rename-empty no-rename-empty! check "
    "ws-error-highlight= full-index binary abbrev? no-abbrev! B,break-rewrites? "
    "M,find-renames? C,find-copies? find-copies-harder D,irreversible-delete l,= "
    "diff-filter= S,= G,= find-object= pickaxe-all pickaxe-regex O,= skip-to= rotate-to= R, "
    "relative? no-relative! a,text ignore-cr-at-eol ignore-space-at-eol "
    "b,ignore-space-change w,ignore-all-space ignore-blank-lines I,ignore-matching-lines= "
    "inter-hunk-context= W,function-context exit-code quiet ext-diff no-ext-diff! textconv "
    "no-textconv! ignore-submodules? src-prefix= dst-prefix= no-prefix! line-prefix= "
    "ita-invisible-in-index ita-visible-in-index r, root no-commit-id! always merge-base "
    "cached staged no-index 1,base 2,ours 3,theirs 0,"
)
# The shell-script commands read their options by hand (git-submodule.sh): exact names,
# values as the next word, options before the operands.
GIT_SCRIPTS = {
    "submodule": "q,quiet! cached!",
    "submodule add": (
        "b,branch=! f,force! name=! reference=! dissociate! depth=! q,quiet! progress!"
    ),
    "submodule status": "q,quiet! cached! recursive!",
    "submodule init": "q,quiet!",
    "submodule deinit": "f,force! all! q,quiet!",
    "submodule update": (
        "init! remote! N,no-fetch! f,force! checkout! merge! rebase! recommend-shallow! "
        "no-recommend-shallow! reference=! dissociate! recursive! depth=! single-branch! "
        "no-single-branch! filter=! j,jobs=! progress! q,quiet!"
    ),
    "submodule set-branch": "d,default! b,branch=! q,quiet!",
    "submodule set-url": "q,quiet!",
    "submodule summary": "cached! files! n,summary-limit=! for-status! q,quiet!",
    "submodule sync": "recursive! q,quiet!",
    "submodule absorbgitdirs": "q,quiet!",
}

_HELP_LINE = re.compile(r"^ {4}(-[^ ].*?)(?: {2,}.*)?$")
_NAMES = re.compile(r"^(?:-(?P<short>[^-\s,]), )?(?:--(?P<neg>\[no-\])?(?P<long>[\w-]+))?")


def git_option_token(part: str) -> str | None:
    """One `git CMD -h` option column (`-m, --message <message>`) as a spec token."""
    if part.startswith("-NUM"):
        return "#"
    match = _NAMES.match(part)
    if match is None:
        return None
    short, long = match.group("short") or "", match.group("long") or ""
    rest = part[match.end() :]
    if not long and not short:
        if len(part) >= 2 and part[0] == "-" and part[1] != "-":
            short, rest = part[1], part[2:]
        else:
            return None
    if " | " in rest:
        return None
    if not rest:
        suffix = ""
    elif rest.startswith("["):  # `--opt[=<v>]`, `-S[<keyid>]`: only stuck to the option
        suffix = "?"
    else:
        suffix = "="
    name = f"{short}," if short and not long else (f"{short},{long}" if short else long)
    return name + suffix


def git_help_options(text: str) -> list[str]:
    tokens: list[str] = []
    for line in text.splitlines():
        found = _HELP_LINE.match(line)
        if found is None:
            continue
        token = git_option_token(found.group(1).strip())
        if token is not None:
            tokens.append(token)
    return tokens


def _negations(helper: str) -> tuple[set[str], set[str]]:
    """From `--git-completion-helper-all`: the long names listed, and the names whose
    `--no-` form git lists (after its ` -- `, or among the first ones)."""
    listed = helper.partition(" -- ")[0]
    names = {w[2:].rstrip("=") for w in listed.split() if w.startswith("--")}
    negs = {w[5:] for w in helper.split() if w.startswith("--no-")}
    return names, negs


def git_subcommands(command: str, usage: str) -> list[str]:
    """The subcommands `git CMD -h`'s usage lines name: `git remote [-v] show`, `git notes
    [--ref <notes-ref>] add`, `git reflog [show]`, `git sparse-checkout (init | list)`; a
    command with one such word has none (`git mergetool [file to merge]`)."""
    found: list[str] = []
    prefix = f"git {command} "
    for line in usage.splitlines():
        line = line.strip()
        for lead in ("usage: ", "or: "):
            if line.startswith(lead):
                line = line[len(lead) :]
        if not line.startswith(prefix):
            continue
        rest = _without_leading_options(line[len(prefix) :])
        alternatives = re.match(r"\(([a-z][a-z| -]*)\)", rest)
        if alternatives is not None:
            found += [word.strip() for word in alternatives.group(1).split("|")]
            continue
        match = re.match(r"\[?([a-z][a-z-]*)(?=[\s\]]|$)", rest)
        if match is not None:
            found.append(match.group(1))
    found = list(dict.fromkeys(found))
    return found if len(found) > 1 else []


def _without_leading_options(text: str) -> str:
    """TEXT less its leading bracketed option groups (`[-v | --verbose] show` -> `show`)."""
    while text.startswith(("[-", "[<")):
        depth = 0
        for index, char in enumerate(text):
            depth += {"[": 1, "]": -1}.get(char, 0)
            if depth == 0:
                text = text[index + 1 :].lstrip()
                break
        else:
            return text
    return text


def git_spec(text: str, helper: str) -> str:
    tokens = git_help_options(text)
    names, negated = _negations(helper)
    out: list[str] = []
    for token in tokens:
        long = token.rstrip("=?").partition(",")[2] if "," in token else token.rstrip("=?")
        negatable = long in negated or (long.startswith("no-") and long[3:] in names)
        if token != "#" and long and names and not negatable:
            token += "!"
        out.append(token)
    return " ".join(dict.fromkeys(out))


def _help(command: list[str], repo: str, env: dict[str, str]) -> str:
    """parse-options' table with its hidden options too (`--help-all`), else `-h`'s."""
    text = _run([*command, "--help-all"], cwd=repo, env=env)
    return text if "usage:" in text else _run([*command, "-h"], cwd=repo, env=env)


# Subcommands a usage line names only as `<subcommand>`.
GIT_SUBCOMMANDS: dict[str, tuple[str, ...]] = {
    "maintenance": ("run", "start", "stop", "register", "unregister")
}

# Commands the tables name that this git does not carry (contrib/scalar): no option is read.
GIT_ABSENT = dict.fromkeys(
    ["scalar", "archimport", "citool", "cvsexportcommit", "cvsimport", "cvsserver", "gitk",
     "gitweb", "gui", "p4", "send-email", "sh-i18n", "sh-setup", "svn"],
    "",
)  # fmt: skip


def git_tables() -> dict[str, object]:
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        repo = os.path.join(home, "repo")
        subprocess.run(["git", "init", "-q", repo], env=env, check=True)
        version = _run(["git", "--version"], env=env).strip()
        names = _run(["git", "--list-cmds=main,nohelpers"], env=env).split()
        commands: dict[str, str] = {}
        mode: dict[str, str] = {}
        for name in sorted(names):
            if name in GIT_SCRIPTS or name in GIT_RAW:
                continue
            usage = _help(["git", name], repo, env)
            helper = _run(["git", name, "--git-completion-helper-all"], cwd=repo, env=env)
            commands[name] = git_spec(usage, helper)
            subcommands = git_subcommands(name, usage) or list(GIT_SUBCOMMANDS.get(name, ()))
            for sub in subcommands:
                path = f"{name} {sub}"
                text = _help(["git", name, sub], repo, env)
                more = _run(["git", name, sub, "--git-completion-helper-all"], cwd=repo, env=env)
                commands[path] = git_spec(text, more) if text != usage else ""
    for name in GIT_RAW:
        commands[name] = ""
        mode[name] = "raw"
    commands.update(GIT_SCRIPTS)
    for name, spec in GIT_ABSENT.items():
        commands.setdefault(name, spec)
    for path in GIT_SCRIPTS:
        mode[path] = "script"
    for path in GIT_REVISION_COMMANDS:
        if path in commands:
            mode[path] = "exact"
    for path in ("stash", "remote", "worktree", "notes", "reflog", "bundle", "commit-graph",
                 "multi-pack-index", "sparse-checkout", "maintenance", "hook"):  # fmt: skip
        if path in commands and any(key.startswith(f"{path} ") for key in commands):
            mode.setdefault(path, "parent")
    extra = {"exact": f"{GIT_REVISION_OPTIONS} {GIT_DIFF_OPTIONS}"}
    return {"version": version, "commands": commands, "mode": mode, "aliases": {}, "extra": extra}


# --- writing ----------------------------------------------------------------------------


def module_text(tool: str, data: dict[str, object], source: str) -> str:
    lines = [
        "# ruff: noqa: E501",
        f'"""{tool}\'s options, generated from {data["version"]} by {source}: do not edit',
        "(python -m runtime.policy.floor.optiondata.generate " + tool + ')."""',
        "",
        "# fmt: off",
        f"VERSION = {data['version']!r}",
    ]
    for key in ("global", "commands", "mode", "aliases", "extra"):
        value = data.get(key)
        if value is None:
            continue
        if isinstance(value, dict):
            lines.append(f"{key.upper()}: dict[str, str] = {{")
            lines += [f"    {k!r}: {v!r}," for k, v in sorted(value.items())]
            lines.append("}")
        else:
            lines.append(f"{key.upper()} = {value!r}")
    lines.append("# fmt: on")
    return "\n".join(lines) + "\n"


GENERATORS = {"git": git_tables}


def main(argv: Iterable[str]) -> int:
    wanted = list(argv) or list(GENERATORS)
    for tool in wanted:
        data = GENERATORS[tool]()
        text = module_text(tool, data, "runtime.policy.floor.optiondata.generate")
        (HERE / f"{tool}.py").write_text(text)
        print(f"{tool}: {len(data['commands'])} commands")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
