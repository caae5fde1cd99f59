"""The configuration document: compiled defaults, strict loading, overrides, references."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from runtime import strict_yaml
from runtime.bootstrap.reference import config_reference, policy_reference
from runtime.home import config, config_load, config_values
from runtime.home.config_load import Config, ConfigInvalid, load_config
from runtime.policy.document import SCHEMA as POLICY_SCHEMA
from runtime.policy.document import parse_policy
from runtime.policy.model import Policy


@pytest.fixture(autouse=True)
def fresh_cache(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in list(__import__("os").environ):
        if name.startswith("RUNTIME_"):
            monkeypatch.delenv(name)
    config_values.loaded.clear()
    yield
    config_values.loaded.clear()


def load_text(tmp_path: Path, text: str, **environ: str) -> Config:
    path = tmp_path / "config.yaml"
    path.write_text(text)
    return load_config(str(path), environ)


def codes(loaded: Config) -> list[tuple[str, int | None]]:
    return [(d.code, d.line) for d in loaded.problems]


def test_compiled_defaults() -> None:
    loaded = load_config(None, {})
    assert loaded.problems == []
    assert loaded.authentication == {
        "github": {
            "enabled": True,
            "token_env": "RUNTIME_GITHUB_TOKEN",
            "base_url": "https://api.github.com",
            "deadline_ms": 60_000,
        },
        "gcp": {"enabled": False, "binary": "gcloud"},
        "kubernetes": {"enabled": False, "binary": "kubectl"},
        "openshift": {"enabled": False, "binary": "oc"},
    }
    assert loaded.command_providers == {"gh": "github"}
    assert loaded.sources == [] and loaded.authoring_source is None and loaded.contexts == {}
    assert set(loaded.origins.values()) == {"default"}


def test_the_compiled_defaults_are_in_force_without_the_loader(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # No document, no override: the defaults, as the loader makes (and checks) them.
    in_force = config.current()
    assert in_force.to_json() == load_config(None, {}).to_json()
    assert config_values.loaded == {"": in_force}  # made once, the loader not asked
    assert config.current() is in_force
    assert config.command_provider("gh") == "github" and config.command_provider("git") is None
    # An override is read and checked by the loader: a bad one stops the command.
    monkeypatch.setenv("RUNTIME_AUTHENTICATION_GITHUB_ENABLED", "maybe")
    config_values.loaded.clear()  # the configuration is read once per process
    with pytest.raises(ConfigInvalid):
        config.current()
    with pytest.raises(ConfigInvalid):
        config.current()  # and stays refused
    monkeypatch.setenv("RUNTIME_AUTHENTICATION_GITHUB_ENABLED", "")  # empty: unset
    config_values.loaded.clear()
    assert config.current().to_json() == load_config(None, {}).to_json()
    # A document is the loader's too: its command_providers govern a binary.
    document = tmp_path / "config.yaml"
    document.write_text("schema_version: 2\ncommand_providers:\n  hub: github\n")
    monkeypatch.setenv("RUNTIME_CONFIG_FILE", str(document))
    assert config.command_provider("hub") == "github"
    assert str(document) in config_values.loaded


def test_setting_keeps_working_for_the_auth_code(monkeypatch: pytest.MonkeyPatch) -> None:
    assert config.setting("github", "base_url") == "https://api.github.com"
    assert config.setting("github", "token_env") == "RUNTIME_GITHUB_TOKEN"
    assert config.setting("gcp", "enabled") == "false"
    assert config.setting("github", "nothing") is None
    assert config.enabled("github") and not config.enabled("gcp")
    config_values.loaded.clear()
    monkeypatch.setenv("RUNTIME_AUTHENTICATION_GITHUB_BASE_URL", "http://127.0.0.1:8080")
    assert config.setting("github", "base_url") == "http://127.0.0.1:8080"


def test_document_values_and_origins(tmp_path: Path) -> None:
    loaded = load_text(
        tmp_path,
        """schema_version: 2
authentication:
  github:
    token_env: MY_TOKEN
  gcp:
    enabled: true
command_providers:
  gh: github
  gcloud: gcp
capabilities:
  sources:
    - name: team
      dir: caps
    - name: home
      dir: ~/caps
  authoring_source: team
contexts:
  prod:
    github: {organization: acme}
    kubernetes: {context: prod-cluster, namespace: payments}
""",
    )
    assert loaded.problems[0].code == "source-missing"  # warnings only: the dirs do not exist
    assert loaded.ok
    assert loaded.authentication["github"]["token_env"] == "MY_TOKEN"
    assert loaded.authentication["gcp"]["enabled"] is True
    assert loaded.origins["authentication.gcp.enabled"] == "config"
    assert loaded.origins["authentication.github.base_url"] == "default"
    assert loaded.command_providers == {"gh": "github", "gcloud": "gcp"}
    assert [(s.name, s.dir) for s in loaded.sources] == [
        ("team", str(tmp_path / "caps")),
        ("home", str(Path("~/caps").expanduser())),
    ]
    assert loaded.authoring_source == "team"
    assert loaded.contexts["prod"]["kubernetes"] == {
        "context": "prod-cluster",
        "namespace": "payments",
    }


def test_typo_is_reported_with_its_line(tmp_path: Path) -> None:
    loaded = load_text(
        tmp_path, "schema_version: 2\nauthentication:\n  github:\n    enabeld: true\n"
    )
    assert codes(loaded) == [("unknown-key", 4)]
    assert loaded.problems[0].column == 5
    assert loaded.problems[0].file == str(tmp_path / "config.yaml")
    assert not loaded.ok


def test_every_problem_in_one_load(tmp_path: Path) -> None:
    loaded = load_text(
        tmp_path,
        """schema_version: 1
authentication:
  github:
    enabled: yes
    base_url: ftp://example
  gitlab: {}
command_providers:
  gh: gitlab
capabilities:
  sources:
    - name: a
      dir: x
    - name: a
      dir: y
    - dir: z
    - name: cache
      dir: w
  authoring_source: missing
contexts:
  prod:
    aws: {account: "1"}
""",
    )
    found = codes(loaded)
    for expected in [
        ("config-schema-version", 1),
        ("wrong-type", 4),
        ("unknown-key", 6),
        ("duplicate-source", 13),
        ("missing-key", 15),
        ("bad-source-name", 16),
        ("unknown-key", 21),
        ("unknown-auth-provider", 8),
        ("bad-base-url", 5),
        ("unknown-source", 18),
    ]:
        assert expected in found, (expected, found)


@pytest.mark.parametrize(
    "text, code",
    [
        ("", "config-empty"),
        ("# only a comment\n", "config-empty"),
        ("authentication: {}\n", "config-schema-version"),
        ("schema_version: 2\nschema_version: 2\n", "yaml-duplicate-key"),
        ("- a list\n", "wrong-type"),
    ],
)
def test_broken_documents(tmp_path: Path, text: str, code: str) -> None:
    loaded = load_text(tmp_path, text)
    assert code in [d.code for d in loaded.problems], codes(loaded)
    assert not loaded.ok


def test_unreadable_and_undecodable(tmp_path: Path) -> None:
    missing = load_config(str(tmp_path / "absent.yaml"), {})
    assert [d.code for d in missing.problems] == ["config-unreadable"]
    path = tmp_path / "latin1.yaml"
    path.write_bytes(b"schema_version: 2\n# caf\xe9\n")
    assert [d.code for d in load_config(str(path), {}).problems] == ["config-not-utf8"]


def test_effective_config_never_falls_back(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text("schema_version: 2\ntypo: 1\n")
    monkeypatch.setenv("RUNTIME_CONFIG_FILE", str(path))
    with pytest.raises(ConfigInvalid) as raised:
        config.setting("github", "base_url")
    assert raised.value.exit_code == 3
    assert [d.line for d in raised.value.diagnostics] == [2]


def test_overrides(tmp_path: Path) -> None:
    loaded = load_text(
        tmp_path,
        "schema_version: 2\nauthentication:\n  github:\n    base_url: https://ghe.example/api/v3\n",
        RUNTIME_AUTHENTICATION_GITHUB_BASE_URL="http://127.0.0.1:9000",
        RUNTIME_AUTHENTICATION_KUBERNETES_ENABLED="true",
        RUNTIME_AUTHENTICATION_OPENSHIFT_BINARY="",
    )
    assert loaded.problems == []
    assert loaded.authentication["github"]["base_url"] == "http://127.0.0.1:9000"
    assert loaded.authentication["kubernetes"]["enabled"] is True
    assert loaded.authentication["openshift"]["binary"] == "oc"  # empty means unset
    assert loaded.origins["authentication.github.base_url"] == (
        "override RUNTIME_AUTHENTICATION_GITHUB_BASE_URL"
    )
    assert [(o.variable, o.key, o.value) for o in loaded.overrides] == [
        (
            "RUNTIME_AUTHENTICATION_GITHUB_BASE_URL",
            "authentication.github.base_url",
            "http://127.0.0.1:9000",
        ),
        ("RUNTIME_AUTHENTICATION_KUBERNETES_ENABLED", "authentication.kubernetes.enabled", True),
    ]


def test_bad_overrides_are_errors() -> None:
    loaded = load_config(
        None,
        {
            "RUNTIME_AUTHENTICATION_GITHUB_BASEURL": "x",
            "RUNTIME_AUTHENTICATION_GCP_ENABLED": "yes",
            "RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV": "not a name",
        },
    )
    assert sorted(d.code for d in loaded.problems) == [
        "bad-token-env",
        "unknown-override",
        "wrong-type",
    ]
    assert {d.path for d in loaded.problems} == {
        "RUNTIME_AUTHENTICATION_GITHUB_BASEURL",
        "RUNTIME_AUTHENTICATION_GCP_ENABLED",
        "RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV",
    }


def test_override_names() -> None:
    assert config_load.override_target("RUNTIME_AUTHENTICATION_GITHUB_TOKEN_ENV") == (
        "github",
        "token_env",
    )
    assert config_load.override_target("RUNTIME_AUTHENTICATION_KUBERNETES_BINARY") == (
        "kubernetes",
        "binary",
    )
    assert config_load.override_target("RUNTIME_AUTHENTICATION_GCP_TOKEN_ENV") is None


def _key_paths(node: strict_yaml.Node, prefix: str = "") -> set[str]:
    paths: set[str] = set()
    if isinstance(node, strict_yaml.Mapping):
        for key, value in node.items:
            path = f"{prefix}.{key.value}" if prefix else key.value
            paths |= {path} | _key_paths(value, path)
    elif isinstance(node, strict_yaml.Sequence):
        for item in node.items:
            paths |= _key_paths(item, prefix + "[]")
    return paths


def _schema_paths(schema: object, prefix: str = "") -> set[str]:
    """The fixed key paths of a schema (free names under a MapOf are not descended)."""
    paths: set[str] = set()
    if isinstance(schema, dict):
        for key, value in schema.items():
            path = f"{prefix}.{key}" if prefix else key
            paths |= {path} | _schema_paths(value, path)
    return paths


def _uncommented_examples(text: str) -> str:
    """The reference with its commented example sections (capabilities, contexts) turned on."""
    import re

    example = re.compile(r"^# ((capabilities|contexts):$|  )")
    return "\n".join(line[2:] if example.match(line) else line for line in text.splitlines()) + "\n"


def test_config_reference_is_the_compiled_defaults_with_examples_as_comments(
    tmp_path: Path,
) -> None:
    """Issue 14: adopting it as it is changes nothing; its examples are comments."""
    text = config_reference()
    loaded = load_text(tmp_path, text)
    assert [d for d in loaded.problems if d.is_error] == []
    defaults = load_config(None, {})
    assert loaded.authentication == defaults.authentication
    assert loaded.command_providers == {"gh": "github"}
    assert (loaded.sources, loaded.authoring_source, loaded.contexts) == ([], None, {})
    examples = _uncommented_examples(text)
    loaded_examples = load_text(tmp_path, examples)
    assert [d for d in loaded_examples.problems if d.is_error] == []
    root = strict_yaml.parse(examples).root
    assert root is not None
    written = _key_paths(root)
    for provider, keys in config_load.AUTH_KEYS.items():
        for key in keys:
            assert f"authentication.{provider}.{key}" in written
    assert {
        "command_providers.gh",
        "capabilities.sources[].name",
        "capabilities.sources[].dir",
        "capabilities.authoring_source",
    } <= written
    for tool, keys in config_load.CONTEXT_KEYS.items():
        for key in keys:
            assert f"contexts.example.{tool}.{key}" in written


def test_policy_reference_validates_is_exhaustive_and_is_the_default() -> None:
    text = policy_reference()
    policy, problems = parse_policy(text.encode(), "policy.yaml")
    assert problems == []
    default = Policy()
    for name in Policy.__slots__:
        if name != "source":
            assert getattr(policy, name) == getattr(default, name), name
    root = strict_yaml.parse(text).root
    assert root is not None
    assert _schema_paths(POLICY_SCHEMA) <= _key_paths(root)
