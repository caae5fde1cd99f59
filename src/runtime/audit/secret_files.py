"""Secrets in the tool settings a child is handed, found by reading the file as the tool does.

A pattern over the text misses what a parser resolves: a block or folded scalar, an escaped
key or value, an alias to an anchor elsewhere, a merge key. So the file is parsed (PyYAML
for a kubeconfig, json for a docker config) and every credential field's *value* joins the
redactor's secrets, in each spelling a tool prints it: as it is, line by line (YAML prints a
multi-line value as a block), as JSON escapes it, and as YAML single-quotes it.

- kubeconfig: every user's `token`, `password`, `client-key-data`, every `auth-provider`
  config value whose key names a token, secret, key or password, and every `exec` `env`
  value (credential plugins take their secrets there);
- docker `config.json`: each registry's `auth` (and the password inside it),
  `identitytoken` and `registrytoken`.

A file that cannot be read or parsed adds nothing: the tool cannot read it either.
"""

from __future__ import annotations

import os

from runtime.audit.redact import MINIMUM_SECRET, register_secret

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

READ_LIMIT = 4 * 1024 * 1024
KUBE_USER_SECRETS = ("token", "password", "client-key-data")
_SECRET_WORDS = ("token", "secret", "key", "password")


def register_value(value: object) -> None:
    """VALUE (a scalar) as a secret, in each spelling a tool may print it."""
    if isinstance(value, bool) or value is None or isinstance(value, (dict, list)):
        return
    import json

    text = str(value)
    spellings = {text, text.strip(), json.dumps(text, ensure_ascii=False)[1:-1]}
    spellings.add(text.replace("'", "''"))
    spellings.update(line.strip() for line in text.splitlines())
    for spelling in spellings:
        if len(spelling) >= MINIMUM_SECRET:
            register_secret(spelling)


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read(READ_LIMIT)
    except OSError:
        return None


def register_kubeconfig(path: str) -> None:
    """Every credential in the kubeconfig at PATH joins the redactor's secrets."""
    text = _read(path)
    if text is None:
        return
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        documents = list(yaml.load_all(text, Loader=loader))
    except yaml.YAMLError:
        return
    for document in documents:
        users = document.get("users") if isinstance(document, dict) else None
        for entry in users if isinstance(users, list) else []:
            user = entry.get("user") if isinstance(entry, dict) else None
            if isinstance(user, dict):
                _register_kube_user(user)


def _register_kube_user(user: dict[Any, Any]) -> None:
    for field in KUBE_USER_SECRETS:
        register_value(user.get(field))
    provider = user.get("auth-provider")
    config = provider.get("config") if isinstance(provider, dict) else None
    if isinstance(config, dict):
        for key, value in config.items():
            if any(word in str(key).lower() for word in _SECRET_WORDS):
                register_value(value)
    plugin = user.get("exec")
    env = plugin.get("env") if isinstance(plugin, dict) else None
    for variable in env if isinstance(env, list) else []:
        if isinstance(variable, dict):
            register_value(variable.get("value"))


def register_docker_config(directory: str) -> None:
    """Every registry credential in DIRECTORY/config.json joins the redactor's secrets."""
    text = _read(os.path.join(directory, "config.json"))
    if text is None:
        return
    import json

    try:
        config = json.loads(text)
    except ValueError:
        return
    auths = config.get("auths") if isinstance(config, dict) else None
    for entry in auths.values() if isinstance(auths, dict) else []:
        if not isinstance(entry, dict):
            continue
        for field in ("auth", "identitytoken", "registrytoken", "password"):
            register_value(entry.get(field))
        _register_basic_auth(entry.get("auth"))


def _register_basic_auth(encoded: object) -> None:
    """`auth` is base64 of user:password: the password is a secret on its own too."""
    if not isinstance(encoded, str):
        return
    import base64
    import binascii

    try:
        decoded = base64.b64decode(encoded, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return
    register_value(decoded)
    register_value(decoded.partition(":")[2])
