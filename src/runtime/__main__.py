import sys

from runtime.cli.main import entry

sys.exit(entry())
