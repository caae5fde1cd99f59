"""The options each binary's commands take, generated from the tools themselves.

One module per tool (`git.py`, `gh.py`, `kubectl.py`, `terraform.py`, `bq.py`, `docker.py`,
`yq.py`), written by `generate.py` from the installed tool's own listings (`git CMD -h` and
`--git-completion-helper-all`, cobra's `--help` and `__complete`, `terraform CMD -help`,
bq's absl flag registry, the Python yq's argparse parser), and checked against the installed
tool by tests/policy/test_option_data.py. Tools the image does not carry have hand-written
tables of their common options in their floor modules (`floor/helm.py` ...). A spec string
lists a command's options (`policy/floor/grammar.py` `options()` reads it).
"""
