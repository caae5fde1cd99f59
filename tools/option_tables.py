"""Write the option tables (src/runtime/policy/floor/optiondata/) from the installed tools.

A developer's tool, not part of the runtime: it runs the tools directly, outside the
runtime's sandbox and subprocess wrapper, on the machine that generates the tables.

    .venv/bin/python tools/option_tables.py [git gh kubectl docker terraform bq yq gcloud gsutil]

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

HERE = (
    Path(__file__).resolve().parent.parent / "src" / "runtime" / "policy" / "floor" / "optiondata"
)

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


# --- cobra and pflag: gh, kubectl, docker -----------------------------------------------

_PFLAG_HEAD = re.compile(r"^(?:-(?P<short>[^\s-]), )?--(?P<long>[\w.-]+)(?P<rest>.*)$")
# gh's `CORE COMMANDS`, cobra's `Available Commands:`, docker's `Management Commands:`,
# kubectl's `Basic Commands (Beginner):`.
_SECTION = re.compile(r"^(?:[A-Z][A-Z ]*COMMANDS|(?:[A-Z][\w ]* )?[Cc]ommands(?: \([\w ]+\))?:)$")
_FLAG_SECTION = re.compile(
    r"^(?:FLAGS|INHERITED FLAGS|Flags:|Global Flags:|Options:|Global Options:"
    r"|The following options can be passed to any command:)$"
)


def pflag_flags(text: str) -> list[str]:
    """The flags a cobra `--help` lists (pflag's FlagUsages: `-X, --method string`, a bool
    without a type, `--dry-run string[="unchanged"]` for a value it takes when none is given;
    kubectl's own `-A, --all-namespaces=false:`)."""
    tokens: list[str] = []
    section = False
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if not line[0].isspace():
            section = bool(_FLAG_SECTION.match(stripped))
            continue
        if not section or not stripped.startswith("-"):
            continue
        head = re.split(r"\s{2,}", stripped, maxsplit=1)[0]
        match = _PFLAG_HEAD.match(head)
        if match is None:
            continue
        short, long, rest = match.group("short") or "", match.group("long"), match.group("rest")
        if rest.endswith(":") and rest.startswith("="):  # kubectl: `--name=default:`
            default = rest[1:-1]
            suffix = "" if default in ("true", "false") else "="
        elif not rest:
            suffix = ""
        elif "[=" in rest:
            suffix = "?"
        else:
            suffix = "="
        tokens.append((f"{short},{long}" if short else long) + suffix)
    return list(dict.fromkeys(tokens))


def cobra_children(text: str) -> list[str]:
    """The subcommands a cobra `--help` lists (gh's `pr:  Manage`, cobra's `get   Display`)."""
    found: list[str] = []
    section = False
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if not line[0].isspace():
            section = bool(_SECTION.match(stripped)) and "ALIAS" not in stripped
            continue
        if section and stripped:
            name = stripped.split()[0].rstrip(":")
            if re.fullmatch(r"[a-z][\w-]*", name):
                found.append(name)
    return found


def _requires_value(binary: str, path: Sequence[str], flag: str, env: dict[str, str]) -> bool:
    """pflag's own answer: `--flag` given last fails with "flag needs an argument" unless the
    flag has a value for none (NoOptDefVal)."""
    try:
        text = _run([binary, *path, f"--{flag}"], env=env)
    except subprocess.TimeoutExpired:
        return False
    return "flag needs an argument" in text


def cobra_tables(
    binary: str,
    *,
    global_help: Sequence[str],
    aliases: dict[str, str] | None = None,
    probe: bool = False,
    mode: dict[str, str] | None = None,
    skip: Sequence[str] = (),
    extra: Sequence[str] = (),
) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        env["DOCKER_HOST"] = "unix:///nonexistent"
        version = _run([binary, "version"] if binary != "kubectl" else [binary, "version",
                       "--client"], env=env).strip().splitlines()[0]  # fmt: skip
        global_tokens = pflag_flags(_run([binary, *global_help], env=env))
        global_spec = " ".join(["h,help", *global_tokens] if binary == "gh" else global_tokens)
        known_global = {t.rstrip("=?").partition(",")[2] or t.rstrip("=?") for t in global_tokens}
        commands: dict[str, str] = {}
        probed: dict[str, bool] = {}
        # The root, and commands its help lists in no section (`kubectl options`).
        # (cobra's own `help` command is in every tree, listed or not).
        wanted = dict.fromkeys([*extra, "help"])
        pending: list[list[str]] = [[], *(path.split() for path in wanted)]
        while pending:
            path = pending.pop(0)
            text = _run([binary, *path, "--help"], env=env)
            if path and " ".join(path) in commands:
                continue
            if path:
                tokens = []
                for token in pflag_flags(text):
                    long = token.rstrip("=?").partition(",")[2] or token.rstrip("=?")
                    if long in known_global or long == "help":
                        continue
                    if probe and token.endswith("="):
                        if long not in probed:
                            probed[long] = _requires_value(binary, path, long, env)
                        if not probed[long]:
                            token = token[:-1] + "?"
                    tokens.append(token)
                commands[" ".join(path)] = " ".join(tokens)
            for child in cobra_children(text):
                if not path and child in skip:
                    continue
                pending.append([*path, child])
    found_aliases: dict[str, str] = {}
    for alias, real in (aliases or {}).items():
        if real in commands:
            found_aliases[alias] = real
    return {
        "version": version,
        "global": global_spec,
        "commands": commands,
        "aliases": found_aliases,
        "mode": mode or {},
    }


def _gh_aliases() -> dict[str, str]:
    """gh's cobra aliases, each confirmed by gh's own USAGE line for it (`gh pr ls --help`)."""
    found: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        candidates = {"cs": "codespace", "extensions": "extension", "ext": "extension"}
        groups = cobra_children(_run(["gh", "--help"], env=env))
        for group in groups:
            candidates[f"{group} ls"] = f"{group} list"
        for alias, real in candidates.items():
            usage = _run(["gh", *alias.split(), "--help"], env=env)
            if f"gh {real}" in usage:
                found[alias] = real
    return found


def gh_tables() -> dict[str, object]:
    return cobra_tables("gh", global_help=["--help"], aliases=_gh_aliases())


def kubectl_tables() -> dict[str, object]:
    data = cobra_tables("kubectl", global_help=["options"], probe=True, extra=["options"])
    commands = data["commands"]
    assert isinstance(commands, dict)
    aliases: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        for path in commands:
            text = _run(["kubectl", *path.split(), "--help"], env=env)
            names = text.partition("\nAliases:\n")[2].partition("\n")[0]
            parent = path.rpartition(" ")[0]
            for name in (n.strip() for n in names.split(",")):
                if name and name != path.split()[-1]:
                    aliases[f"{parent} {name}".strip()] = path
    data["aliases"] = aliases
    data["global"] = f"h,help {data['global']}"
    return data


# docker's CLI plugins are not on this image: hand-written tables of their common options
# (buildx 0.2x and compose 2.x, from their --help), so their commands are read, not forwarded.
_BUILDX_BUILD = (
    "add-host= allow= annotation= attest= build-arg= build-context= builder= cache-from= "
    "cache-to= call= cgroup-parent= check f,file= iidfile= label= load metadata-file= network= "
    "no-cache no-cache-filter= o,output= platform= progress= provenance? pull push q,quiet "
    "sbom? secret= shm-size= ssh= t,tag= target= ulimit= D,debug"
)
DOCKER_PLUGINS = {
    "buildx": "builder= D,debug",
    "buildx build": _BUILDX_BUILD,
    "buildx bake": (
        "allow= builder= call= check f,file= list= load metadata-file= no-cache print "
        "progress= provenance? pull push sbom? set= D,debug"
    ),
    "buildx prune": (
        "a,all builder= filter= f,force keep-storage= max-used-space= min-free-space= "
        "reserved-space= verbose D,debug"
    ),
    "buildx rm": "all-inactive builder= f,force keep-daemon keep-state D,debug",
    "buildx ls": "format= no-trunc D,debug",
    "buildx inspect": "bootstrap builder= D,debug",
    "buildx create": (
        "append bootstrap buildkitd-config= buildkitd-flags= driver= driver-opt= leave name= "
        "node= platform= use D,debug"
    ),
    "buildx use": "builder= default global D,debug",
    "buildx version": "D,debug",
    "compose": (
        "all-resources ansi= compatibility dry-run env-file= f,file= parallel= profile= "
        "progress= project-directory= p,project-name="
    ),
    "compose ps": "a,all filter= format= no-trunc orphans q,quiet services status=",
    "compose ls": "a,all filter= format= q,quiet",
    "compose config": (
        "environment format= hash= images no-consistency no-interpolate no-normalize "
        "no-path-resolution o,output= profiles q,quiet resolve-image-digests services "
        "variables volumes"
    ),
    "compose logs": "f,follow index= no-color no-log-prefix since= n,tail= t,timestamps until=",
    "compose version": "f,format= short",
    "compose down": "remove-orphans rmi= t,timeout= v,volumes",
    "scout": "",
}
DOCKER_PLUGIN_ALIASES = {"buildx b": "buildx build", "buildx remove": "buildx rm"}


def docker_tables() -> dict[str, object]:
    data = cobra_tables(
        "docker",
        global_help=["--help"],
        mode={"run": "stop", "create": "stop", "exec": "stop", "container run": "stop",
              "container create": "stop", "container exec": "stop"},
    )  # fmt: skip
    commands = data["commands"]
    assert isinstance(commands, dict)
    aliases: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        env["DOCKER_HOST"] = "unix:///nonexistent"
        for path in commands:
            text = _run(["docker", *path.split(), "--help"], env=env)
            listed = text.partition("\nAliases:\n")[2].partition("\n")[0]
            parent = path.rpartition(" ")[0]
            for full in (n.strip() for n in listed.split(",")):
                words = full.split()[1:]
                if words and " ".join(words[:-1]) == parent and words[-1] != path.split()[-1]:
                    aliases[" ".join(words)] = path
    for path, spec in DOCKER_PLUGINS.items():
        commands.setdefault(path, spec)
    aliases.update(DOCKER_PLUGIN_ALIASES)
    data["aliases"] = aliases
    data["global"] = f"h,help {data['global']}"
    return data


# --- terraform: Go's flag package under mitchellh/cli -----------------------------------

_GO_FLAG = re.compile(r"^ {2,}-(?P<name>[a-z][\w-]*)(?P<rest>[= ]\S.*?)?(?: {2,}.*)?$")


def go_help_flags(text: str) -> dict[str, bool]:
    """`terraform CMD -help`'s options: name -> whether the help shows it with a value
    (`-backup=path`, `-var 'foo=bar'`; `-lock=false` is a boolean)."""
    found: dict[str, bool] = {}
    for line in text.splitlines():
        match = _GO_FLAG.match(line)
        if match is None:
            continue
        rest = (match.group("rest") or "").strip()
        value = bool(rest) and rest.lstrip("=") not in ("true", "false")
        found.setdefault(match.group("name"), value)
    return found


def _go_kind(binary: str, path: Sequence[str], name: str, env: dict[str, str], cwd: str) -> str:
    """Go's flag package's own answer for -NAME: "" undefined, "bool", or "value"."""
    text = _run([binary, *path, f"-{name}=zz"], cwd=cwd, env=env)
    if "flag provided but not defined" in text:
        # terraform takes some switches out of the arguments before its flag set reads them
        # (Meta.process: -no-color), in exactly that spelling
        alone = _run([binary, *path, f"-{name}"], cwd=cwd, env=env)
        return "" if "flag provided but not defined" in alone else "bool"
    if "invalid boolean value" in text or "invalid boolean flag" in text:
        return "bool"
    return "value"


def _terraform_commands(env: dict[str, str]) -> list[str]:
    top = _run(["terraform", "-help"], env=env)
    names = [line.split()[0] for line in top.splitlines()
             if re.match(r"^  [a-z][\w-]* {2,}", line)]  # fmt: skip
    found: list[str] = []
    for name in names:
        found.append(name)
        text = _run(["terraform", name, "-help"], env=env)
        sub = text.partition("Subcommands:")[2]
        for line in sub.splitlines():
            match = re.match(r"^ {4}([a-z][\w-]*) {2,}", line)
            if match:
                found.append(f"{name} {match.group(1)}")
    return found


def terraform_tables() -> dict[str, object]:
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        empty = os.path.join(home, "empty")
        os.mkdir(empty)
        env["TF_DATA_DIR"] = os.path.join(home, "data")
        version = _run(["terraform", "version"], env=env).strip().splitlines()[0]
        plan_flags = go_help_flags(_run(["terraform", "plan", "-help"], env=env))
        commands: dict[str, str] = {}
        for path in _terraform_commands(env):
            words = path.split()
            candidates = go_help_flags(_run(["terraform", *words, "-help"], env=env))
            if words[0] in ("apply", "destroy"):
                candidates = {**candidates, **plan_flags}
            tokens: list[str] = []
            for name in candidates:
                kind = _go_kind("terraform", words, name, env, empty)
                if kind:
                    tokens.append(name + ("=" if kind == "value" else ""))
            commands[path] = " ".join(tokens)
    commands.setdefault("help", "")  # mitchellh/cli's own, listed by no help text
    return {"version": version, "commands": commands, "mode": {}, "aliases": {}}


# --- bq: absl flags under appcommands ---------------------------------------------------

BQ_ROOT = "/usr/lib/google-cloud-sdk/platform/bq"
BQ_PYTHON = "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/bin/python3"
# Run by the SDK's own python: bq's global flags and every command's own, as absl holds them.
BQ_INTROSPECTION = """
import json, os, sys
root = sys.argv[1]
sys.path[:0] = [root, os.path.join(root, "third_party")]
sys.argv = ["bq"]
import bq
from absl import flags
from pyglib import appcommands
flags.FLAGS(["bq"])
bq.main(["bq"])
def describe(values):
    return [[f.name, f.short_name or "", bool(f.boolean)]
            for name, f in values._flags().items() if name == f.name]
data = {"global": describe(flags.FLAGS), "commands": {}, "aliases": {}}
for name in appcommands.GetCommandList():
    command = appcommands.GetCommandByName(name)
    data["commands"][name] = describe(command._command_flags)
    for alias in command.CommandGetAliases() or []:
        if alias != name:
            data["aliases"][alias] = name
print(json.dumps(data))
"""
# absl.app's help flags (defined when bq runs, not when it is imported).
BQ_HELP_FLAGS = "?,help helpshort helpfull helpxml"


def _absl_spec(flags: Sequence[Sequence[object]]) -> str:
    tokens = []
    for name, short, boolean in flags:
        token = f"{short},{name}" if short else str(name)
        tokens.append(token if boolean else token + "=")
    return " ".join(tokens)


def bq_tables() -> dict[str, object]:
    import json

    python = BQ_PYTHON if os.path.exists(BQ_PYTHON) else sys.executable
    with tempfile.TemporaryDirectory() as home:
        env = _quiet_env(home)
        env["CLOUDSDK_CONFIG"] = home
        out = _run([python, "-c", BQ_INTROSPECTION, BQ_ROOT], env=env)
        version = _run(["bq", "version"], env=env).strip().splitlines()[0]
    data = json.loads(out.strip().splitlines()[-1])
    return {
        "version": version,
        "global": f"{BQ_HELP_FLAGS} {_absl_spec(data['global'])}",
        "commands": {name: _absl_spec(flags) for name, flags in data["commands"].items()},
        "aliases": data["aliases"],
        "mode": {},
    }


# --- the Python yq: its argparse parser ------------------------------------------------


def yq_tables() -> dict[str, object]:
    """The Python yq's own options, from the argparse parser yq builds (`yq.parser`), read
    by the python yq runs on (its shebang)."""
    import json

    with open("/usr/bin/yq") as script:
        python = script.readline()[2:].strip()
    program = (
        "import json\n"
        "from yq import parser\n"
        "p = parser.get_parser('yq', '')\n"
        "out = []\n"
        "for a in p._actions:\n"
        "    if not a.option_strings or a.dest == 'help':\n"
        "        continue\n"
        "    out.append([a.option_strings, a.nargs])\n"
        "print(json.dumps({'options': out, 'version': parser.__version__}))\n"
    )
    data = json.loads(_run([python, "-c", program]).strip().splitlines()[-1])
    own: list[str] = ["h,help"]
    for strings, nargs in data["options"]:
        longs = [s[2:] for s in strings if s.startswith("--")]
        shorts = [s[1:] for s in strings if not s.startswith("--")]
        if nargs in ("...", "A..."):  # argparse.REMAINDER: --args / --jsonargs, not read
            continue
        suffix = "" if nargs == 0 else ("==" if nargs == 2 else "=")
        for index, long in enumerate(longs or [""]):
            short = shorts[0] if shorts and index == 0 else ""
            own.append((f"{short},{long}" if short else long) + suffix)
    version = _run(["yq", "--version"]).strip() + " (the Python yq, " + python + ")"
    return {"version": version, "global": " ".join(own), "commands": {}, "mode": {}}


# --- gcloud: calliope's static command tree ----------------------------------------------

GCLOUD_TREE = "/usr/lib/google-cloud-sdk/data/cli/gcloud_completions.py"


def _gcloud_spec(flags: dict[str, object]) -> str:
    tokens = []
    for name, kind in sorted(flags.items()):
        if not name.startswith("--"):
            continue
        tokens.append(name[2:] + ("" if kind == "bool" else "="))
    return " ".join(tokens)


def gcloud_tables() -> dict[str, object]:
    """gcloud's flags as calliope's own static completion tree (shipped with the SDK, the
    tree gcloud completes from) lists them: every group's, and every read command's (the
    floor refuses every other command, whatever its flags)."""
    import runpy

    from runtime.policy.floor.gcloud import is_read_verb

    tree = runpy.run_path(GCLOUD_TREE)["STATIC_COMPLETION_CLI_TREE"]
    commands: dict[str, str] = {}

    def walk(node: dict[str, object], path: list[str]) -> None:
        children = node.get("commands") or {}
        flags = node.get("flags") or {}
        assert isinstance(children, dict) and isinstance(flags, dict)
        if path and (children or is_read_verb(path[-1])):
            commands[" ".join(path)] = _gcloud_spec(flags)
        for name, child in children.items():
            walk(child, [*path, name])

    walk(tree, [])
    # The session commands the floor lets run though they are no reads (floor/gcloud.py).
    for path in ("auth revoke",):
        node = tree
        for word in path.split():
            node = node["commands"][word]
        commands[path] = _gcloud_spec(node.get("flags") or {})
    root = tree["flags"]
    global_spec = _gcloud_spec(root).replace("help ", "h,help ").replace("quiet ", "q,quiet ")
    version = _run(["gcloud", "version"]).strip().splitlines()[0]
    return {"version": version, "global": global_spec, "commands": commands, "mode": {}}


# --- gsutil: Python's getopt, with each command's own getopt string ------------------------

GSUTIL_ROOT = "/usr/lib/google-cloud-sdk/platform/gsutil"
# gslib/utils/arg_helper.py: getopt.getopt(sys.argv[1:], 'dDvo:?h:i:u:mq', [...]).
GSUTIL_GLOBAL = (
    "d,debug D,detailedDebug v,version o,= ?, h,= i,= u,= m,multithreaded q,quiet option "
    "help header impersonate-service-account= testexceptiontraces trace-token= "
    "perf-trace-token="
)
_SPEC_FIELD = r"{}\s*=\s*(\[[^\]]*\]|'[^']*'|\"[^\"]*\")"


def _getopt_spec(shorts: str, longs: Sequence[str]) -> str:
    tokens: list[str] = []
    index = 0
    while index < len(shorts):
        letter = shorts[index]
        takes = index + 1 < len(shorts) and shorts[index + 1] == ":"
        tokens.append(f"{letter},{'=' if takes else ''}")
        index += 2 if takes else 1
    tokens += [name.rstrip("=") + ("=" if name.endswith("=") else "") for name in longs]
    return " ".join(tokens)


def gsutil_tables() -> dict[str, object]:
    """Each gsutil command's getopt strings as its source declares them (CreateCommandSpec's
    supported_sub_args and supported_private_args), read from the installed gslib."""
    import ast

    commands: dict[str, str] = {}
    aliases: dict[str, str] = {}
    for source in sorted(Path(GSUTIL_ROOT, "gslib", "commands").glob("*.py")):
        text = source.read_text()
        found = re.search(r"CreateCommandSpec\(\s*'([\w-]+)'", text)
        if found is None:
            continue
        name = found.group(1)
        fields: dict[str, object] = {}
        for field in ("supported_sub_args", "supported_private_args", "command_name_aliases"):
            match = re.search(_SPEC_FIELD.format(field), text[found.start() :])
            try:
                fields[field] = ast.literal_eval(match.group(1)) if match else None
            except ValueError:  # a list built from names: no option of it is read
                fields[field] = None if field == "command_name_aliases" else ""
        shorts = str(fields["supported_sub_args"] or "")
        longs = list(fields["supported_private_args"] or [])  # type: ignore[call-overload]
        spec = _getopt_spec(shorts, longs)
        commands[name] = spec
        for sub in re.findall(r"action_subcommand == '(\w+)'", text) + re.findall(
            r"subcommand == '(\w+)'", text
        ):
            commands[f"{name} {sub}"] = spec
        for alias in fields["command_name_aliases"] or []:  # type: ignore[attr-defined]
            aliases[alias] = name
    # The commands whose first word is a subcommand (`acl get`, `hmac list`): gsutil reads
    # their options after it, with the command's own getopt string.
    from runtime.policy.floor.gcloud import _GSUTIL_GET_SET

    groups: dict[str, tuple[str, ...]] = {group: ("get", "set", "ch") for group in _GSUTIL_GET_SET}
    groups |= {
        "hmac": ("create", "delete", "get", "list", "update"),
        "notification": ("create", "delete", "list", "watchbucket", "stopchannel"),
    }
    for group, subs in groups.items():
        for sub in subs:
            if group in commands:
                commands.setdefault(f"{group} {sub}", commands[group])  # fmt: skip
    version = _run(["gsutil", "version"]).strip().splitlines()[0]
    return {
        "version": version,
        "global": GSUTIL_GLOBAL,
        "commands": commands,
        "aliases": aliases,
        "mode": {},
    }


# --- writing ----------------------------------------------------------------------------


def module_text(tool: str, data: dict[str, object], source: str) -> str:
    lines = [
        "# ruff: noqa: E501",
        f'"""{tool}\'s options, generated from {data["version"]} by {source}: do not edit',
        "(.venv/bin/python tools/option_tables.py " + tool + ')."""',
        "",
        "# fmt: off",
        f"VERSION = {data['version']!r}",
    ]
    for key in ("global", "commands", "mode", "aliases", "extra"):
        value = data.get(key)
        if value is None:
            continue
        if key == "commands" and isinstance(value, dict) and len(value) > 1000:
            lines += _shared_specs(value)
            continue
        if isinstance(value, dict):
            lines.append(f"{key.upper()}: dict[str, str] = {{")
            lines += [f"    {k!r}: {v!r}," for k, v in sorted(value.items())]
            lines.append("}")
        else:
            lines.append(f"{key.upper()} = {value!r}")
    lines.append("# fmt: on")
    return "\n".join(lines) + "\n"


def _shared_specs(commands: dict[str, str]) -> list[str]:
    """A large table as its distinct specs and one string of `path TAB spec-number` lines
    (one constant: it loads in a fraction of the time thousands of entries take)."""
    specs = sorted(set(commands.values()))
    index = {spec: number for number, spec in enumerate(specs)}
    lines = ["SPECS: list[str] = ["]
    lines += [f"    {spec!r}," for spec in specs]
    lines += ["]", '_TABLE = """\\']
    lines += [f"{path}\t{index[spec]}" for path, spec in sorted(commands.items())]
    lines += [
        '"""',
        "COMMANDS: dict[str, str] = {",
        "    path: SPECS[int(number)]",
        '    for path, _, number in (line.partition("\\t") for line in _TABLE.splitlines())',
        "}",
    ]
    return lines


GENERATORS = {
    "git": git_tables,
    "gh": gh_tables,
    "kubectl": kubectl_tables,
    "docker": docker_tables,
    "terraform": terraform_tables,
    "bq": bq_tables,
    "yq": yq_tables,
    "gcloud": gcloud_tables,
    "gsutil": gsutil_tables,
}


def main(argv: Iterable[str]) -> int:
    wanted = list(argv) or list(GENERATORS)
    for tool in wanted:
        data = GENERATORS[tool]()
        text = module_text(tool, data, "tools/option_tables.py")
        (HERE / f"{tool}.py").write_text(text)
        print(f"{tool}: {len(data['commands'])} commands")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
