"""runtime version."""

from __future__ import annotations

import sys

from runtime import CAPABILITY_SPEC_VERSION, COMPATIBLE_RELEASE, __version__
from runtime.cli.args import Spec
from runtime.home.paths import home_dir
from runtime.result import Result

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.cli.main import Invocation

SPEC = Spec(
    "runtime version",
    "Print the runtime version, the capability spec and Engineering Runtime release it is\n"
    "compatible with, Python, platform and Runtime Home.",
)


def main(invocation: Invocation) -> Result:
    invocation.parse(SPEC)
    info = {
        "version": __version__,
        "capability_spec": CAPABILITY_SPEC_VERSION,
        "compatible_with": f"Engineering Runtime {COMPATIBLE_RELEASE}",
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "home": home_dir(),
    }
    _warn_retired(info["home"])
    return Result("version", kind="version", output=info)


def _warn_retired(home: str) -> None:
    """version still answers (people run it to file a bug) but says what the others refuse."""
    from runtime.home.paths import retired_context

    path = retired_context(home)
    if path is not None:
        from runtime.cli.output import progress

        progress(
            f"warning: {path} is the retired context document; every other command refuses "
            "to run while it is there (run any command for how to migrate)"
        )
