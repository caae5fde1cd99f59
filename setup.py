"""Build hook: the sandbox launcher (src/runtime/engines/launcher.c) is compiled at install time.

Everything else is declared in pyproject.toml. `pip install .` compiles the launcher into the
built package; `pip install -e .` compiles it next to its source, where the editable install
finds the package. Without a C compiler the install still succeeds and the launcher is absent:
the runtime then reports the sandbox unavailable and says why (engines/launch.py).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

SOURCE = os.path.join("src", "runtime", "engines", "launcher.c")
BINARY = os.path.join("runtime", "engines", "runtime-launcher")
FLAGS = ("-O2", "-Wall", "-Wextra", "-Werror", "-static-pie")


def compile_launcher(target: str) -> None:
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        sys.stderr.write(
            "warning: no C compiler (cc, gcc): the sandbox launcher is not built, and the "
            "runtime will report its sandbox unavailable until it is installed with one\n"
        )
        return
    os.makedirs(os.path.dirname(target), exist_ok=True)
    problem = ""
    for flags in (FLAGS, FLAGS[:-1]):  # a static-pie launcher needs no loader; else dynamic
        try:
            built = subprocess.run(
                [compiler, *flags, "-o", target, SOURCE], capture_output=True, text=True
            )
        except OSError as error:
            problem = str(error)
            break
        if built.returncode == 0:
            os.chmod(target, 0o755)
            return
        problem = built.stderr
    sys.stderr.write(f"warning: the sandbox launcher did not compile:\n{problem}\n")


class BuildWithLauncher(build_py):  # type: ignore[misc]
    def run(self) -> None:
        super().run()
        editable = getattr(self, "editable_mode", False)
        compile_launcher(
            os.path.join("src", BINARY) if editable else os.path.join(self.build_lib, BINARY)
        )


setup(cmdclass={"build_py": BuildWithLauncher})
