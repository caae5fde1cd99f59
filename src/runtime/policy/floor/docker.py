"""docker and podman: their operation tables (`docker --help`), with the management
commands' spellings (`container ls` is `ps`, `image rm` is `rmi`, `buildx build` is
`build`). Running or building a container runs programs: exec; a build runs the
Dockerfile's instructions: runs_input_code.
"""

from __future__ import annotations

from runtime.policy.floor.grammar import Tree
from runtime.policy.floor.grammar_pflag import CobraGrammar
from runtime.policy.floor.model import Command, Profile, Table

_COMMANDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "attach": ("exec", ("container attach",)),
    "build": ("exec", ("image build", "buildx build", "builder build", "buildx b")),
    "commit": ("write", ("container commit",)), "cp": ("write", ("container cp",)),
    "create": ("exec", ("container create",)), "diff": ("read", ("container diff",)),
    "events": ("read", ("system events",)), "exec": ("exec", ("container exec",)),
    "export": ("write", ("container export",)), "history": ("read", ("image history",)),
    "images": ("read", ("image ls", "image list")), "import": ("write", ("image import",)),
    "info": ("read", ("system info",)), "inspect": ("read", ()),
    "kill": ("write", ("container kill",)), "load": ("write", ("image load",)),
    "login": ("write", ()), "logout": ("write", ()), "logs": ("read", ("container logs",)),
    "pause": ("write", ("container pause",)), "port": ("read", ("container port",)),
    "ps": ("read", ("container ls", "container list", "container ps")),
    "pull": ("write", ("image pull",)), "push": ("write", ("image push",)),
    "rename": ("write", ("container rename",)), "restart": ("exec", ("container restart",)),
    "rm": ("delete", ("container rm", "container remove")),
    "rmi": ("delete", ("image rm", "image remove")),
    "run": ("exec", ("container run",)), "save": ("write", ("image save",)),
    "search": ("read", ()), "start": ("exec", ("container start",)),
    "stats": ("read", ("container stats",)), "stop": ("write", ("container stop",)),
    "tag": ("write", ("image tag",)), "top": ("read", ("container top",)),
    "unpause": ("write", ("container unpause",)), "update": ("write", ("container update",)),
    "version": ("read", ()), "wait": ("read", ("container wait",)),
    "system prune": ("delete", ("container prune", "image prune", "volume prune",
                                "network prune", "builder prune", "buildx prune")),
    "system df": ("read", ()), "volume ls": ("read", ("volume list",)),
    "volume rm": ("delete", ("volume remove",)), "volume create": ("write", ()),
    "volume inspect": ("read", ()), "network ls": ("read", ("network list",)),
    "network rm": ("delete", ("network remove",)), "network create": ("write", ()),
    "network inspect": ("read", ()), "network connect": ("write", ()),
    "network disconnect": ("write", ()), "context ls": ("read", ("context list",)),
    "context show": ("read", ()), "context inspect": ("read", ()), "context use": ("write", ()),
    "context create": ("write", ()), "context rm": ("delete", ("context remove",)),
    "buildx version": ("read", ()), "buildx ls": ("read", ()), "buildx inspect": ("read", ()),
    "buildx create": ("write", ()), "buildx use": ("write", ()),
    "buildx rm": ("delete", ("buildx remove",)),
    "buildx bake": ("exec", ()), "compose": ("exec", ()), "compose ps": ("read", ()),
    "compose ls": ("read", ()), "compose config": ("read", ()), "compose logs": ("read", ()),
    "compose version": ("read", ()), "compose down": ("delete", ()),
    "manifest inspect": ("read", ()), "manifest create": ("write", ()),
    "manifest push": ("write", ()), "image inspect": ("read", ()),
    "container inspect": ("read", ()), "plugin": ("exec", ()), "plugin ls": ("read", ()),
    "trust inspect": ("read", ()), "trust sign": ("write", ()), "swarm": ("write", ()),
    "service": ("write", ()), "stack": ("write", ()), "secret": ("write", ()),
    "config": ("write", ()), "node": ("write", ()), "scout": ("read", ()),
    # Removing a service, stack, secret, config or node destroys what no history restores.
    "service rm": ("delete", ("service remove",)), "stack rm": ("delete", ("stack remove",
    "stack down")), "secret rm": ("delete", ("secret remove",)),
    "config rm": ("delete", ("config remove",)), "node rm": ("delete", ("node remove",)),
    "swarm leave": ("delete", ()),
    "volume update": ("write", ()), "context export": ("write", ()),
    "context import": ("write", ()), "context update": ("write", ()),
}  # fmt: skip
# Management commands: their listed subcommands are entries; any other subcommand is exec.
_GROUPS = ("builder", "checkpoint", "container", "context", "image", "manifest", "network",
           "system", "trust", "volume")  # fmt: skip
_LOCAL = frozenset({"version", "context ls", "context show", "context inspect", "context use",
                    "buildx version", "compose version", "compose config"})  # fmt: skip
_RUNS_CODE = frozenset({"build", "buildx bake", "compose"})


def _entries() -> list[Command]:
    groups = [
        Command(group, "exec", "a management command; a subcommand it does not list is exec")
        for group in _GROUPS
    ]
    return groups + [
        Command(
            path,
            effect,
            aliases=aliases,
            network=path not in _LOCAL,
            runs_input_code=path in _RUNS_CODE,
            file_options=("-f", "--file", "--env-file", "--iidfile", "--cidfile")
            if path in ("build", "run", "create", "compose")
            else (),
        )
        for path, (effect, aliases) in _COMMANDS.items()
    ]


_VALUE_OPTIONS = ("-t", "--tag", "-f", "--file", "--context", "-H", "--host", "--config",
                  "-e", "--env", "-v", "--volume", "-p", "--publish", "--name", "-w",
                  "--workdir", "-u", "--user", "--network", "--platform", "--build-arg",
                  "--format", "--filter", "--log-level", "--target", "-l", "--label")  # fmt: skip

# `docker --help`'s global options (a test checks them); cobra gives any other option
# before the command the next word (`docker --tlscert ps rm -f c` removes c).
_GLOBAL_VALUES = ("-H", "--host", "-c", "--context", "--config", "--log-level", "-l",
                  "--tlscacert", "--tlscert", "--tlskey")  # fmt: skip
BOOLEANS = ("-D", "--debug", "--tls", "--tlsverify", "-v", "--version", "-h", "--help",
            "--remote", "-r", "--syslog")  # fmt: skip


def _grammar() -> CobraGrammar:
    """docker's own reading: cobra's Traverse (each level's flags before its command word),
    pflag's flags, `run`/`create`/`exec` reading no flag after the image or container, with
    the options each command lists for itself (floor/optiondata/docker.py, generated from
    the installed docker client). podman, not on this image, is read with docker's tables."""
    from runtime.policy.floor.optiondata import docker as data

    return CobraGrammar(Tree(data.COMMANDS, data.GLOBAL, data.ALIASES, data.MODE), traverse=True)


TABLES: dict[str, Table] = {
    name: Table(
        name,
        _entries(),
        value_options=_VALUE_OPTIONS,
        global_options=_GLOBAL_VALUES,
        booleans=BOOLEANS,
        unknown_takes_value=True,
        grammar=_grammar(),
    )
    for name in ("docker", "podman")
}

# The system's CLI plugin directories; a plugin under a docker config directory (which a
# write root could hold) is executable only where the policy allows docker exec. Its
# configuration directory holds CLI plugins, which `docker info` (a read) runs.
_PLUGINS = (
    "/usr/libexec/docker/cli-plugins", "/usr/lib/docker/cli-plugins",
    "/usr/local/libexec/docker/cli-plugins", "/usr/local/lib/docker/cli-plugins",
)  # fmt: skip
_PROFILE = Profile(
    variables=("DOCKER_CONFIG",),
    executes=_PLUGINS,
    config_variables=("DOCKER_CONFIG",),
    config_options=("--config",),
)
PROFILES: dict[str, Profile] = {"docker": _PROFILE, "podman": _PROFILE}
