"""Credentials in the settings a child is handed are found by parsing them, not by a pattern.

The real kubectl prints a handed kubeconfig with `config view --raw`; every credential in
it is written here in a shape a pattern over the text misses (a block or folded scalar, an
escaped key or value, an alias to an anchor elsewhere, a value on several lines, an exec
plugin's environment), and none may reach stdout, stderr or the trail, in text or JSON.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

SECRETS = (
    "anchor-defined-elsewhere-1",
    "block-scalar-token-value-2",
    "escaped-token-value-3",
    "exec-env-secret-4",
    "line-one-secret-5",
    "line-two-secret-6",
    "folded-password",
    "second-half-9",
    "it's-quoted-8",
    "merged-token-10",
)
KUBECONFIG = r"""apiVersion: v1
kind: Config
x-cred: &elsewhere anchor-defined-elsewhere-1
x-base: &base {token: merged-token-10}
clusters: [{name: c, cluster: {server: "http://127.0.0.1:9"}}]
users:
- name: block
  user:
    token: |-
      block-scalar-token-value-2
- name: folded
  user:
    password: >
      folded-password
      second-half-9
- name: escaped
  user:
    "tok\x65n": "esc\x61ped-token-\u0076alue-3"
- name: anchored
  user: {token: *elsewhere}
- name: merged
  user:
    <<: *base
- name: exec
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: echo
      env: [{name: AWS_SECRET, value: exec-env-secret-4}]
- name: multiline
  user:
    password: "line-one-secret-5\nline-two-secret-6"
- name: quoted
  user:
    password: "it's-quoted-8"
contexts: [{name: x, context: {cluster: c, user: block}}]
current-context: x
"""


@pytest.mark.skipif(shutil.which("kubectl") is None, reason="kubectl is installed by .ci/run")
@pytest.mark.parametrize("output", ["yaml", "json"])
def test_kubectl_config_view_raw_prints_no_handed_credential(
    runtime: Any, tmp_path: Path, home: Path, output: str
) -> None:
    kubeconfig = tmp_path / "kubeconfig"
    kubeconfig.write_text(KUBECONFIG)
    config = tmp_path / "config.yaml"
    config.write_text("schema_version: 2\nauthentication:\n  kubernetes: {enabled: true}\n")
    env = {"KUBECONFIG": str(kubeconfig), "RUNTIME_CONFIG_FILE": str(config)}
    for fmt in ("text", "json"):
        viewed = runtime(
            "--output", fmt, "command", "run", "kubectl", "--", "config", "view", "--raw",
            "-o", output, env=env,
        )  # fmt: skip
        assert viewed.code == 0, viewed
        shown = viewed.stdout + viewed.stderr
        assert "127.0.0.1:9" in shown, viewed  # kubectl did print the file
        assert [s for s in SECRETS if s in shown] == [], shown
        assert "***" in shown
        if fmt == "json":
            printed = json.loads(viewed.stdout)["output"]["stdout"]
            assert "exec-env-secret" not in printed and "AWS_SECRET" in printed
    trail = (home / "audit.jsonl").read_text()
    assert [s for s in SECRETS if s in trail] == []


def test_a_docker_configs_registry_credentials_are_secrets(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import base64

    from runtime.audit import redact, secret_files

    monkeypatch.setattr(redact, "_extra_secrets", set())
    monkeypatch.setattr(redact, "_sorted_secrets", None)
    auth = base64.b64encode(b"robot:docker-registry-pass-12").decode()
    config = {"auths": {"registry.example": {"auth": auth, "identitytoken": "id-token-13"}}}
    (tmp_path / "config.json").write_text(json.dumps(config))
    secret_files.register_docker_config(str(tmp_path))
    shown = redact.redact(f"{auth} docker-registry-pass-12 id-token-13")
    assert shown == "*** *** ***"
