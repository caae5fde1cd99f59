"""runtime bootstrap: create or refresh the Runtime Home's release-owned files."""

from __future__ import annotations

from runtime.cli.args import Spec
from runtime.command_table import usage
from runtime.errors import CommandError
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

SPEC = Spec(
    usage("bootstrap"),
    "Create or refresh the Runtime Home: specs, cheat sheets, RUNTIME-AGENT.md, manifest.json\n"
    "and an empty capability cache. Idempotent; release-owned files are rewritten, user files\n"
    "(config.yaml, policy-config.yaml, anything else) are never created or touched.",
)


def main(invocation: Invocation) -> Result:
    from runtime.bootstrap.release import bootstrap
    from runtime.home.paths import home_dir

    invocation.parse(SPEC)
    home = home_dir()
    try:
        report = bootstrap(home)
    except OSError as error:
        raise CommandError(
            f"cannot write the Runtime Home {home}: {error.strerror or error}",
            code="home-unwritable",
            hint="set ENGINEERING_RUNTIME_HOME to a writable directory",
        ) from None
    return Result("bootstrap", kind="bootstrap", output=report.to_json())
