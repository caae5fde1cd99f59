# ruff: noqa: E501
"""terraform's options, generated from Terraform v1.11.4 by tools/option_tables.py: do not edit
(.venv/bin/python tools/option_tables.py terraform)."""

# fmt: off
VERSION = 'Terraform v1.11.4'
COMMANDS: dict[str, str] = {
    'apply': 'auto-approve backup= compact-warnings destroy lock lock-timeout= input no-color parallelism= state= state-out= var= var-file= refresh-only refresh replace= target=',
    'console': 'state= plan var= var-file=',
    'destroy': 'destroy refresh-only refresh replace= target= var= var-file= compact-warnings input lock lock-timeout= no-color parallelism= state=',
    'fmt': 'list write diff check no-color recursive',
    'force-unlock': 'force',
    'get': 'update no-color test-directory=',
    'graph': 'plan= draw-cycles type= module-depth=',
    'help': '',
    'import': 'config= input= lock= lock-timeout= no-color= var= var-file= ignore-remote-version=',
    'init': 'backend backend-config= force-copy from-module= get input lock lock-timeout= no-color json plugin-dir= reconfigure migrate-state upgrade lockfile= ignore-remote-version test-directory=',
    'login': '',
    'logout': '',
    'metadata': '',
    'metadata functions': '',
    'modules': 'json',
    'output': 'state= no-color json raw',
    'plan': 'destroy refresh-only refresh replace= target= var= var-file= compact-warnings detailed-exitcode generate-config-out= input lock lock-timeout= no-color out= parallelism= state=',
    'providers': 'test-directory=',
    'providers lock': 'fs-mirror= net-mirror= platform= enable-plugin-cache',
    'providers mirror': 'platform= lock-file',
    'providers schema': '',
    'refresh': 'compact-warnings input lock lock-timeout= no-color parallelism= target= var= var-file=',
    'show': 'no-color json',
    'state': '',
    'state list': 'state= id=',
    'state mv': 'dry-run lock lock-timeout= ignore-remote-version',
    'state pull': '',
    'state push': 'force lock lock-timeout=',
    'state replace-provider': 'auto-approve lock lock-timeout= ignore-remote-version',
    'state rm': 'dry-run backup= lock lock-timeout= state= ignore-remote-version',
    'state show': 'state=',
    'taint': 'allow-missing lock lock-timeout= ignore-remote-version',
    'test': 'cloud-run= filter= json no-color test-directory= var= var-file= verbose',
    'untaint': 'allow-missing lock lock-timeout= ignore-remote-version',
    'validate': 'json no-color no-tests test-directory=',
    'version': 'json',
    'workspace': '',
    'workspace delete': 'force lock lock-timeout=',
    'workspace list': '',
    'workspace new': 'lock lock-timeout= state=',
    'workspace select': 'or-create',
    'workspace show': '',
}
MODE: dict[str, str] = {
}
ALIASES: dict[str, str] = {
}
# fmt: on
