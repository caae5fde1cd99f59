"""kubectl and oc: their operation tables (`kubectl --help`), resource kinds with the
short names the API server's built-in discovery publishes, and the kubeconfig refusal.

`delete ns`, `delete namespaces`, `delete namespace/prod` and `delete Namespace.v1`
all read as `delete namespace`; `delete -f FILE` (or `-k DIR`, `--raw PATH`) names
kinds the runtime does not read, so it matches a rule for any kind.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.model import ANY_KIND, AuthSetting, Command, Profile, Table

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

    from runtime.policy.floor.model import CanonicalCommand


# A kubeconfig's `exec` credential plugins run programs; the kubeconfig comes from
# KUBECONFIG or the tool's default, never from a file named in the arguments.


def kubeconfig_refusal(identity: str, args: Sequence[str]) -> str | None:
    for word in args:
        name = word[2:].partition("=")[0] if word.startswith("--") else ""
        if name == "kubeconfig":
            return (
                f"safety floor: {identity} {word} is refused (a kubeconfig can run programs; "
                "use KUBECONFIG or runtime context)"
            )
    return None


# --- the tables -----------------------------------------------------------------------

_KUBECTL: dict[str, str] = {
    "create": "write", "expose": "write", "run": "exec", "set": "write", "explain": "read",
    "get": "read", "edit": "exec", "delete": "delete", "rollout": "write", "scale": "write",
    "autoscale": "write", "certificate": "write", "cluster-info": "read", "top": "read",
    "cordon": "write", "uncordon": "write", "drain": "delete", "taint": "write",
    "describe": "read", "logs": "read", "attach": "exec", "exec": "exec",
    "port-forward": "exec", "proxy": "exec", "cp": "exec", "auth": "read", "debug": "exec",
    "events": "read", "diff": "read", "apply": "write", "patch": "write", "replace": "write",
    "wait": "read", "kustomize": "read", "label": "write", "annotate": "write",
    "completion": "read", "api-resources": "read", "api-versions": "read", "config": "write",
    "plugin": "exec", "version": "read", "options": "read", "help": "read",
    "config view": "read", "config current-context": "read", "config get-clusters": "read",
    "config get-contexts": "read", "config get-users": "read", "rollout history": "read",
    "rollout status": "read", "auth reconcile": "write", "plugin list": "read",
    "top node": "read", "top pod": "read", "apply view-last-applied": "read",
}  # fmt: skip
_KUBECTL_ALIASES: dict[str, tuple[str, ...]] = {
    # kubectl 1.32 takes no `log`, `event` or `ev` (`unknown command`): only its own aliases
    "top node": ("top nodes", "top no"), "top pod": ("top pods", "top po"),
    "api-resources": (),
}  # fmt: skip
_OC: dict[str, str] = {
    "new-project": "write", "project": "write", "projects": "read", "login": "write",
    "logout": "write", "whoami": "read", "status": "read", "new-app": "write",
    "new-build": "write", "start-build": "exec", "rsh": "exec", "rsync": "exec",
    "adm": "write", "policy": "write", "process": "read", "import-image": "write",
    "tag": "write", "image": "write", "registry": "write", "observe": "exec",
    "extract": "write", "idle": "write", "cancel-build": "write", "rollback": "write",
    "secrets": "write", "serviceaccounts": "write", "get-token": "read",
}  # fmt: skip

# Resource kinds: every spelling discovery accepts (plural, singular, short name).
_KINDS: dict[str, tuple[str, ...]] = {
    "namespace": ("ns", "namespaces"), "pod": ("po", "pods"), "service": ("svc", "services"),
    "deployment": ("deploy", "deployments"), "replicaset": ("rs", "replicasets"),
    "statefulset": ("sts", "statefulsets"), "daemonset": ("ds", "daemonsets"),
    "configmap": ("cm", "configmaps"), "secret": ("secrets",),
    "persistentvolume": ("pv", "persistentvolumes"),
    "persistentvolumeclaim": ("pvc", "persistentvolumeclaims"), "node": ("no", "nodes"),
    "serviceaccount": ("sa", "serviceaccounts"), "ingress": ("ing", "ingresses"),
    "job": ("jobs",), "cronjob": ("cj", "cronjobs"),
    "customresourcedefinition": ("crd", "crds", "customresourcedefinitions"),
    "horizontalpodautoscaler": ("hpa", "horizontalpodautoscalers"),
    "networkpolicy": ("netpol", "networkpolicies"),
    "poddisruptionbudget": ("pdb", "poddisruptionbudgets"),
    "storageclass": ("sc", "storageclasses"), "event": ("ev", "events"),
    "endpoints": ("ep",), "limitrange": ("limits", "limitranges"),
    "resourcequota": ("quota", "resourcequotas"),
    "replicationcontroller": ("rc", "replicationcontrollers"),
    "priorityclass": ("pc", "priorityclasses"),
    "certificatesigningrequest": ("csr", "certificatesigningrequests"),
    "clusterrole": ("clusterroles",), "clusterrolebinding": ("clusterrolebindings",),
    "role": ("roles",), "rolebinding": ("rolebindings",),
    "podtemplate": ("podtemplates",), "lease": ("leases",),
    "project": ("projects",),
}  # fmt: skip
KIND_ALIASES: dict[str, str] = {
    spelling: kind for kind, spellings in _KINDS.items() for spelling in (kind, *spellings)
}
# `kubectl delete all` deletes this category (never namespaces).
_ALL = ("pod", "service", "deployment", "replicaset", "statefulset", "daemonset", "job",
        "cronjob", "replicationcontroller", "horizontalpodautoscaler")  # fmt: skip
_UNREAD_KINDS = ("-f", "--filename", "-k", "--kustomize", "--raw", "-R", "--recursive")


def kind_of(word: str) -> str | None:
    """The kind WORD names: `ns`, `namespaces`, `Namespace.v1` are `namespace`."""
    name = word.lower().partition(".")[0]
    return KIND_ALIASES.get(name)


def _kinds(words: list[str]) -> tuple[list[str], list[str]]:
    """The kinds a delete names (TYPE, TYPE1,TYPE2, TYPE/NAME...) and the names left."""
    if not words:
        return [], []
    kinds: list[str] = []
    names: list[str] = []
    typed = "/" not in words[0]
    for index, word in enumerate(words):
        if "/" in word:
            kinds.append(word.partition("/")[0])
            names.append(word.partition("/")[2])
        elif index == 0:
            kinds += word.split(",")
        else:
            names.append(word)
    if not typed or not kinds or any(kind_of(k) is None for k in kinds):
        # A misread value (`--grace-period 0 ns x`): any later word that is a kind counts.
        kinds += [w for w in names if kind_of(w) is not None]
    read = [_ALL if k.lower() == "all" else (kind_of(k) or k.lower(),) for k in kinds]
    return list(dict.fromkeys(kind for group in read for kind in group)), names


# kustomize options (kubectl kustomize too) that run programs: exec and KRM-function
# plugins, containers, and the helm chart inflator (`--helm-command` names any program;
# `/bin/sh` runs a file named `version` from the work directory).
KUSTOMIZE_PROGRAM_OPTIONS = ("--enable-alpha-plugins", "--enable-exec", "--enable-star",
                             "--mount", "--network", "--enable-helm", "--helm-command")  # fmt: skip


def _refine(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    if command.path == "kustomize" and any(
        w.partition("=")[0] in KUSTOMIZE_PROGRAM_OPTIONS for w in rest
    ):
        return (table.command("kustomize --enable-exec") or command), [], rest
    if command.path == "create":
        return _create(table, command, rest)
    if command.path == "drain":
        return command, ["pod"], rest  # every pod of the node, evicted
    if command.path not in ("delete", "apply", "replace"):
        return command, [], rest
    if command.path in ("apply", "replace"):
        for forced in _FORCED[command.path]:
            if any(w.partition("=")[0] == forced for w in rest):
                # deletes what its files name (or no longer name): kinds it does not read
                return (table.command(f"{command.path} {forced}") or command), [ANY_KIND], rest
        return command, [], rest
    words, options = _split(table, rest)
    kinds, names = _kinds(words)
    if any(_names_unread_kinds(option) for option in options):
        kinds.append(ANY_KIND)
    if table.binary == "oc" and {"namespace", "project"} & set(kinds):
        # An OpenShift project is its namespace: deleting either deletes both.
        kinds = list(dict.fromkeys([*kinds, "namespace", "project"]))
    return command, kinds, [*names, *options]


# The options that make apply and replace delete before (or instead of) writing.
_FORCED = {"apply": ("--prune", "--force"), "replace": ("--force",)}

# `kubectl create` generators that start containers of an image the arguments name (with
# the command after `--`, or the image's own): what `kubectl run` does.
_RUNS_CONTAINERS = {"job": "job", "jobs": "job", "deployment": "deployment",
                    "deployments": "deployment", "deploy": "deployment", "cronjob": "cronjob",
                    "cronjobs": "cronjob", "cj": "cronjob"}  # fmt: skip
# Subresources a POST reaches into a running pod, a service or a node through: programs run
# there (`nodes/N/proxy/run/...` runs a command in a container through the kubelet).
_REACHING_IN = frozenset({"exec", "attach", "portforward", "proxy"})


def _create(
    table: Table, command: Command, rest: list[str]
) -> tuple[Command, list[str], list[str]]:
    """`create --raw PATH` by what the POST does there; `create job|deployment|cronjob` as
    `run` (exec)."""
    raw = _option_value(rest, "--raw")
    if raw is not None:
        reached = raw_path_kind(raw)
        if reached == "eviction":
            return (table.command("create --raw PATH/eviction") or command), ["pod"], rest
        if reached == "reach-in":
            return (table.command("create --raw PATH/exec") or command), [], rest
        return command, [], rest
    words, _ = _split(table, rest)
    generator = _RUNS_CONTAINERS.get(words[0]) if words else None
    if generator is not None:
        return (table.command(f"create {generator}") or command), [], rest
    return command, [], rest


def _option_value(rest: Sequence[str], name: str) -> str | None:
    for index, word in enumerate(rest):
        if word == "--":
            break
        option, equals, value = word.partition("=")
        if option == name:
            return value if equals else (rest[index + 1] if index + 1 < len(rest) else "")
    return None


def raw_path_kind(path: str) -> str:
    """What a POST to PATH (`create --raw`) does, as the API server reads the path (its
    `%` escapes decoded, `.` and `..` segments resolved, the query dropped): `eviction`
    (a pod's eviction: it deletes the pod), `reach-in` (a pod's exec, attach or
    portforward, or any proxy), else `create`."""
    from runtime.policy.content import path_segments

    segments = path_segments(path)
    if segments[-1:] == ["eviction"]:
        return "eviction"
    if _REACHING_IN & set(segments):
        return "reach-in"
    return "create"


def _names_unread_kinds(option: str) -> bool:
    """`-f FILE`, `--filename=FILE`, `-fFILE`, `-Rf` (a bundle ending in f), `--raw PATH`."""
    name = option.partition("=")[0]
    if name in _UNREAD_KINDS:
        return True
    return not option.startswith("--") and any(letter in "fk" for letter in option[1:2])


def _split(table: Table, rest: list[str]) -> tuple[list[str], list[str]]:
    words: list[str] = []
    options: list[str] = []
    skip = False
    for word in rest:
        if skip:
            options.append(word)
            skip = False
        elif len(word) > 1 and word.startswith("-"):
            options.append(word)
            skip = word in table.value_options
        else:
            words.append(word)
    return words, options


_VALUE_OPTIONS = ("-n", "--namespace", "-l", "--selector", "-o", "--output", "--context",
                  "--cluster", "--user", "-f", "--filename", "-k", "--kustomize", "-c",
                  "--container", "--field-selector", "-s", "--server", "--token", "--as",
                  "--as-group", "--request-timeout", "--grace-period", "--timeout",
                  "--cascade", "--raw", "-L", "--label-columns", "--sort-by", "--template",
                  "-p", "--patch", "--type", "--image", "--replicas", "--kubeconfig",
                  "--certificate-authority", "--client-certificate", "--client-key",
                  "--tls-server-name", "--cache-dir", "--profile", "--profile-output", "-v",
                  "--v", "--as-uid", "--log-flush-frequency", "--password", "--username",
                  "--vmodule")  # fmt: skip
# The global options `kubectl options` lists as booleans (`=false`): every other option
# before the command takes the next word, as cobra reads them.
_BOOLEANS = ("--disable-compression", "--insecure-skip-tls-verify", "--match-server-version",
             "--warnings-as-errors", "-h", "--help")  # fmt: skip
_DELETES = ("delete",)  # a delete rule covers it: `delete namespace` covers apply --prune
_VARIANTS = (
    Command(
        "apply --prune",
        "delete",
        "deletes what the applied files no longer name (a delete rule covers it)",
        covered_by=_DELETES,
    ),
    Command(
        "apply --force",
        "delete",
        "deletes and re-creates what it cannot patch (a delete rule covers it)",
        covered_by=_DELETES,
    ),
    Command(
        "replace --force",
        "delete",
        "deletes and re-creates the resources (a delete rule covers it)",
        covered_by=_DELETES,
    ),
    Command(
        "create --raw PATH/eviction",
        "delete",
        "evicts a pod: the API server deletes it (a delete pod rule covers it)",
        covered_by=_DELETES,
    ),
    Command(
        "create --raw PATH/exec",
        "exec",
        "a POST into a pod (exec, attach, portforward) or through a proxy: runs what it sends",
    ),
    *(
        Command(
            f"create {generator}",
            "exec",
            "starts the containers of an image the arguments name (with the command after --), "
            "as run does",
            aliases=tuple(
                f"create {s}"
                for s, g in _RUNS_CONTAINERS.items()
                if g == generator and s != generator
            ),
        )
        for generator in ("job", "deployment", "cronjob")
    ),
    Command(
        "kustomize --enable-exec",
        "exec",
        "builds with plugins, KRM functions or the helm inflator: runs the programs they name",
        aliases=("kustomize --enable-helm", "kustomize --helm-command=CMD"),
        runs_input_code=True,
    ),
)
_FILE_OPTIONS = ("-f", "--filename", "-k", "--kustomize")


def _commands(entries: dict[str, str], binary: str) -> list[Command]:
    return [
        Command(
            path,
            effect,
            aliases=_KUBECTL_ALIASES.get(path, ()),
            network=not path.startswith(("config", "completion", "version", "explain", "help")),
            file_options=_FILE_OPTIONS if path.split()[0] in ("apply", "create", "delete",
                                                              "replace", "diff") else (),
            covered_by=_DELETES if path == "drain" else (),  # it evicts every pod of the node
        )
        for path, effect in entries.items()
    ]  # fmt: skip


def _grammar(binary: str) -> CobraGrammar | None:
    """kubectl's own reading: cobra's search for the command, pflag's flags (names normalised
    as kubectl does: `--dry_run` is `--dry-run`), with the options each command lists for
    itself (floor/optiondata/kubectl.py, generated from the installed kubectl). oc, not on this
    image, is read with kubectl's tables: a command or option of its own is refused."""
    from runtime.policy.floor.optiondata import kubectl as data

    commands = dict(data.COMMANDS)
    if binary == "oc":
        commands.update(dict.fromkeys((name for name in _OC if name not in commands), ""))
    return CobraGrammar(Tree(commands, data.GLOBAL, data.ALIASES, data.MODE), underscores=True)


def _table(binary: str, entries: dict[str, str]) -> Table:
    return Table(
        binary,
        [*_commands(entries, binary), *_VARIANTS],
        value_options=_VALUE_OPTIONS,
        global_options=_VALUE_OPTIONS,
        refine=_refine,
        booleans=_BOOLEANS,
        unknown_takes_value=True,
        grammar=_grammar(binary),
    )


TABLES: dict[str, Table] = {
    "kubectl": _table("kubectl", _KUBECTL),
    "oc": _table("oc", {**_KUBECTL, **_OC}),
}


def refusal(binary: str, args: Sequence[str], command: CanonicalCommand) -> str | None:
    return kubeconfig_refusal(binary, args) or _output_refusal(binary, args, command.path)


# The Kubernetes tools' profile (helm and kustomize share it): the kubeconfig is the only
# setting they inherit, an enabled auth provider hands it over, and a saved plan records
# the cluster context it points at.
KUBE_CONTEXT = ("kubernetes.context", "kubernetes.namespace")


def kube_profile(*providers: str, context: Sequence[str] = ()) -> Profile:
    return Profile(
        variables=("KUBECONFIG",),
        auth_settings=(AuthSetting("KUBECONFIG", ".kube/config", (*providers, "kubernetes")),),
        context_keys=(*KUBE_CONTEXT, *context),
        config_variables=("KUBECONFIG",),
        config_options=("--kubeconfig",),
    )


PROFILES: dict[str, Profile] = {
    "kubectl": kube_profile(),
    "oc": kube_profile("openshift", context=("openshift.project",)),
}


# Options that make any command (even a read) write a file wherever they say: the profile
# (`--profile=cpu` alone writes profile.pprof), `cluster-info dump`'s directory, and the
# output path of `kustomize`.
_WRITING_OPTIONS = ("--profile-output", "--output-directory")


def _output_refusal(binary: str, args: Sequence[str], path: str) -> str | None:
    kustomize = path == "kustomize"
    return writing_option_refusal(
        binary,
        args,
        (*_WRITING_OPTIONS, *(("--output",) if kustomize else ())),
        short="-o" if kustomize else "",
        profile=True,
    )


def writing_option_refusal(
    binary: str, args: Sequence[str], names: Sequence[str], short: str = "", profile: bool = False
) -> str | None:
    """The refusal for the first option of NAMES (or SHORT, `-oFILE` too) in ARGS: each writes
    a file wherever it is told. PROFILE: kubectl's `--profile` other than `none` writes one."""
    for index, word in enumerate(args):
        if word == "--":
            return None
        name, equals, value = word.partition("=")
        if name == "--profile" and not equals:
            value = args[index + 1] if index + 1 < len(args) else ""
        writes = name in names or bool(short and word.startswith(short))
        if writes or (profile and name == "--profile" and value != "none"):
            return (
                f"safety floor: {binary} {word} is refused "
                "(it writes a file wherever it is told; use runtime files write)"
            )
    return None
