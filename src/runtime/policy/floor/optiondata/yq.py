# ruff: noqa: E501
"""yq's options, generated from yq 0.0.0 (the Python yq, /usr/bin/python3) by tools/option_tables.py: do not edit
(.venv/bin/python tools/option_tables.py yq)."""

# fmt: off
VERSION = 'yq 0.0.0 (the Python yq, /usr/bin/python3)'
GLOBAL = 'h,help output-format= y,yaml-output yml-output Y,yaml-roundtrip yml-roundtrip yaml-output-grammar-version= yml-out-ver= w,width= indentless-lists indentless explicit-start explicit-end no-expand-aliases max-expansion-factor= x,xml-output xml-dtd xml-root= xml-force-list= t,toml-output i,in-place version indent= f,= from-file= L,= arg== argjson== slurpfile== argfile== rawfile=='
COMMANDS: dict[str, str] = {
}
MODE: dict[str, str] = {
}
# fmt: on
