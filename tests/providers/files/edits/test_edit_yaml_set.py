"""Golden tests for yaml_set: the output is the input with exactly one span replaced."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from runtime.providers.files.edits import EditError, yaml_edits, yaml_set
from runtime.providers.files.edits.yaml_edits import Index, Key, Select, parse_path

FIXTURES = Path(__file__).parent / "fixtures"


def read(name: str) -> str:
    return (FIXTURES / name).read_bytes().decode("utf-8")  # keeps CRLF and BOM as they are


CONTAINER_IMAGE = "spec.template.spec.containers[name=api].image"


# ---------------------------------------------------------------- Kubernetes


def test_sets_the_image_of_one_container_and_keeps_its_comment() -> None:
    inp = read("k8s/deployment.yaml")
    result = yaml_set(inp, CONTAINER_IMAGE, "ghcr.io/acme/checkout:1.5.0")
    assert result.text == inp.replace(
        "image: ghcr.io/acme/checkout:1.4.2   # bumped",
        "image: ghcr.io/acme/checkout:1.5.0   # bumped",
        1,
    )
    assert (result.matches, result.changed) == (1, True)


def test_double_quoted_image_stays_double_quoted() -> None:
    inp = read("k8s/deployment.yaml")
    result = yaml_set(inp, "spec.template.spec.containers[name=worker].image", "ghcr.io/w:2")
    assert result.text == inp.replace('"ghcr.io/acme/checkout-worker:1.4.2"', '"ghcr.io/w:2"', 1)


def test_selects_by_index_and_inside_flow_sequences() -> None:
    inp = read("k8s/deployment.yaml")
    result = yaml_set(inp, "spec.template.spec.initContainers[0].args[1]", "--timeout=30s")
    assert result.text == inp.replace('["migrate", "--wait"]', '["migrate", "--timeout=30s"]', 1)


def test_flow_mapping_value_is_quoted_when_plain_would_break_the_flow() -> None:
    inp = read("k8s/deployment.yaml")
    path = "spec.template.spec.containers[name=api].resources.requests.cpu"
    result = yaml_set(inp, path, "1,5")
    assert result.text == inp.replace("{cpu: 250m,", '{cpu: "1,5",', 1)
    assert yaml_set(inp, path, "500m").text == inp.replace("{cpu: 250m,", "{cpu: 500m,", 1)


def test_number_stays_plain_but_a_string_that_reads_as_a_number_is_quoted() -> None:
    inp = read("k8s/deployment.yaml")
    assert yaml_set(inp, "spec.replicas", "5").text == inp.replace("replicas: 3", "replicas: 5", 1)
    name = "spec.template.spec.serviceAccountName"
    assert yaml_set(inp, name, "1.10").text == inp.replace(
        "serviceAccountName: checkout", 'serviceAccountName: "1.10"', 1
    )
    assert yaml_set(inp, name, "on").text == inp.replace(
        "serviceAccountName: checkout", 'serviceAccountName: "on"', 1
    )


def test_setting_the_current_value_changes_no_byte() -> None:
    inp = read("k8s/deployment.yaml")
    for path, value in [
        (CONTAINER_IMAGE, "ghcr.io/acme/checkout:1.4.2"),
        ('metadata.annotations."deployment.kubernetes.io/revision"', "12"),
        ("spec.template.spec.containers[name=api].env[name=FEATURE_FLAGS].value", "cart,coupons"),
    ]:
        result = yaml_set(inp, path, value)
        assert result.text == inp
        assert result.matches == 1
        assert result.changed is False


def test_quoted_keys_address_labels_with_dots() -> None:
    inp = read("k8s/deployment.yaml")
    path = 'spec.template.metadata.labels."app.kubernetes.io/name"'
    result = yaml_set(inp, path, "checkout-v2")
    assert result.text == inp.replace(
        "      labels:\n        app.kubernetes.io/name: checkout\n",
        "      labels:\n        app.kubernetes.io/name: checkout-v2\n",
        1,
    )


def test_single_quoted_value_keeps_single_quotes_and_doubles_inner_quotes() -> None:
    inp = read("k8s/deployment.yaml")
    path = "spec.template.spec.containers[name=api].env[name=FEATURE_FLAGS].value"
    result = yaml_set(inp, path, "it's,cart")
    assert result.text == inp.replace("'cart,coupons'", "'it''s,cart'", 1)


def test_a_missing_path_is_zero_matches_and_no_change() -> None:
    inp = read("k8s/deployment.yaml")
    for path in [
        "spec.template.spec.containers[name=missing].image",
        "spec.template.spec.containers[9].image",
        "spec.replicas.value",
        "metadata.nope",
        "[0]",
    ]:
        result = yaml_set(inp, path, "x")
        assert (result.text, result.matches, result.changed) == (inp, 0, False)


def test_a_selector_matching_several_items_sets_each() -> None:
    inp = "items:\n  - kind: a  # one\n    v: 1\n  - kind: b\n    v: 2\n  - kind: a\n    v: 3\n"
    result = yaml_set(inp, "items[kind=a].v", "9")
    assert result.text == inp.replace("v: 1", "v: 9").replace("v: 3", "v: 9")
    assert result.matches == 2


def test_empty_value_gets_a_space_before_the_new_scalar() -> None:
    inp = "a:\nb: 1\nlist:\n  -\n  - x\n"
    assert yaml_set(inp, "a", "set").text == "a: set\nb: 1\nlist:\n  -\n  - x\n"
    assert yaml_set(inp, "list[0]", "item").text == "a:\nb: 1\nlist:\n  - item\n  - x\n"


# ---------------------------------------------------------------- multi-document, anchors


def test_every_document_with_the_path_is_edited() -> None:
    inp = read("k8s/multi-doc.yaml")
    result = yaml_set(inp, CONTAINER_IMAGE, "ghcr.io/acme/payments:2.4.0")
    expected = inp.replace(
        "- name: api\n          image: ghcr.io/acme/payments:2.3.1",
        "- name: api\n          image: ghcr.io/acme/payments:2.4.0",
    )
    assert expected.count("payments:2.4.0") == 2
    assert result.text == expected
    assert result.matches == 2


def test_value_inside_an_anchor_is_refused() -> None:
    inp = read("k8s/multi-doc.yaml")
    with pytest.raises(EditError, match=r"anchor &resources at line 29"):
        yaml_set(inp, "spec.template.spec.containers[name=api].resources.limits.memory", "1Gi")
    with pytest.raises(EditError, match=r"anchor &labels at line 17"):
        yaml_set(inp, 'metadata.labels."app.kubernetes.io/managed-by"', "team")
    with pytest.raises(EditError, match=r"alias at line 24"):
        yaml_set(inp, 'spec.template.metadata.labels."app.kubernetes.io/name"', "x")


def test_value_reached_through_an_alias_is_refused_and_names_the_alias_line() -> None:
    inp = read("k8s/multi-doc.yaml")
    with pytest.raises(EditError, match=r"alias at line 35"):
        yaml_set(inp, "spec.template.spec.containers[name=migrate].resources.limits.memory", "1")


def test_anchored_scalar_and_alias_item_are_refused() -> None:
    inp = "base: &tag 1.0\nuse: *tag\nlist: [&i x, *i]\n"
    with pytest.raises(EditError, match="anchor &tag"):
        yaml_set(inp, "base", "2.0")
    with pytest.raises(EditError, match="alias at line 2"):
        yaml_set(inp, "use", "2.0")
    with pytest.raises(EditError, match="alias at line 3"):
        yaml_set(inp, "list[1]", "y")
    assert yaml_set(inp, "use", "1.0").changed is False  # its own value: nothing to refuse


def test_key_from_a_merge_key_is_refused_but_own_keys_are_edited() -> None:
    inp = "defaults: &d\n  image: x\nsvc:\n  <<: *d\n  port: 80\n"
    with pytest.raises(EditError, match="merge key"):
        yaml_set(inp, "svc.image", "y")
    assert yaml_set(inp, "svc.port", "81").text == inp.replace("port: 80", "port: 81")
    assert yaml_set(inp, "svc.missing", "1").matches == 0


def test_recursive_alias_does_not_loop() -> None:
    inp = "a: &a\n  self: *a\n  v: 1\nb: 2\n"
    assert yaml_set(inp, "b", "3").text == inp.replace("b: 2", "b: 3")
    with pytest.raises(EditError):
        yaml_set(inp, "a.self.v", "3")


# ---------------------------------------------------------------- GitHub Actions


def test_on_key_survives_and_branch_lists_are_edited() -> None:
    inp = read("github/ci.yml")
    result = yaml_set(inp, "on.push.branches[0]", "main")
    assert result.text == inp.replace("      - master\n", "      - main\n", 1)
    result = yaml_set(inp, "on.pull_request.branches[0]", "main")
    assert result.text == inp.replace("branches: [ master ]", "branches: [ main ]", 1)


def test_workflow_env_keeps_quotes_and_plain_numbers() -> None:
    inp = read("github/ci.yml")
    assert yaml_set(inp, "env.GO_VERSION", "1.23").text == inp.replace('"1.22"', '"1.23"', 1)
    assert yaml_set(inp, "env.NODE_VERSION", "22").text == inp.replace(
        "NODE_VERSION: 20", "NODE_VERSION: 22", 1
    )


def test_block_scalar_is_refused_unless_unchanged() -> None:
    inp = read("github/ci.yml")
    with pytest.raises(EditError, match=r"block scalar \(\|\)"):
        yaml_set(inp, "jobs.test.steps[2].run", "make test")
    same = 'go test ./...\necho "done on master"\n'
    assert yaml_set(inp, "jobs.test.steps[2].run", same).changed is False


def test_non_scalar_target_is_refused() -> None:
    inp = read("github/ci.yml")
    with pytest.raises(EditError, match="is a mapping"):
        yaml_set(inp, "on.push", "x")
    with pytest.raises(EditError, match="is a sequence"):
        yaml_set(inp, "on.push.branches", "x")


# ---------------------------------------------------------------- Helm, CRLF, BOM


def test_helm_tags_keep_their_quoting() -> None:
    inp = read("helm/values.yaml")
    assert yaml_set(inp, "image.tag", "2.4.0").text == inp.replace('"2.3.1"', '"2.4.0"', 1)
    assert yaml_set(inp, "worker.image.tag", "2.4.0").text == inp.replace(
        "tag: 2.3.1  #", "tag: 2.4.0  #", 1
    )
    assert yaml_set(inp, "sidecar.image.tag", "v1.30.0").text == inp.replace(
        "'v1.29.1'", "'v1.30.0'", 1
    )


def test_plain_tag_becomes_quoted_when_it_would_read_as_a_float() -> None:
    inp = read("helm/values.yaml")
    assert yaml_set(inp, "worker.image.tag", "2.10").text == inp.replace(
        "tag: 2.3.1  #", 'tag: "2.10"  #', 1
    )


def test_boolean_stays_plain_when_set_to_a_boolean() -> None:
    inp = read("helm/values.yaml")
    assert yaml_set(inp, "ingress.enabled", "true").text == inp.replace(
        "enabled: false", "enabled: true", 1
    )


def test_crlf_and_bom_survive() -> None:
    inp = read("helm/values-windows.yaml")
    assert inp.startswith("\ufeff") and "\r\n" in inp
    result = yaml_set(inp, "worker.image.tag", "2.4.0")
    assert result.text == inp.replace("tag: 2.3.1  #", "tag: 2.4.0  #", 1)
    assert result.text.count("\r\n") == inp.count("\r\n")


def test_pure_python_loader_gives_the_same_spans(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yaml_edits, "_LOADER", yaml.BaseLoader)
    inp = read("helm/values-windows.yaml")
    assert yaml_set(inp, "image.tag", "2.4.0").text == inp.replace('"2.3.1"', '"2.4.0"', 1)
    multi = read("k8s/multi-doc.yaml")
    with pytest.raises(EditError, match="alias at line 35"):
        yaml_set(multi, "spec.template.spec.containers[name=migrate].resources.limits.memory", "1")


# ---------------------------------------------------------------- refusals and paths


def test_unparseable_yaml_is_refused_with_a_line_number() -> None:
    with pytest.raises(EditError, match=r"not valid YAML: .* line 4, column 2 \(.* line 3"):
        yaml_set("a: 1\nb:\n  - [unclosed\nc: 2\n", "a", "2")
    with pytest.raises(EditError, match="not valid YAML"):
        yaml_set("a: 1\n\x00\n", "a", "2")


def test_duplicate_key_on_the_path_is_ambiguous() -> None:
    with pytest.raises(EditError, match="duplicated at lines 1 and 2"):
        yaml_set("a: 1\na: 2\n", "a", "3")


def test_parse_path() -> None:
    assert parse_path("spec.containers[name=api].image") == (
        Key("spec"), Key("containers"), Select("name", "api"), Key("image"),
    )  # fmt: skip
    assert parse_path("[0].items[2]") == (Index(0), Key("items"), Index(2))
    assert parse_path("a[name='x.y']") == (Key("a"), Select("name", "x.y"))
    assert parse_path("labels.'a.b/c'") == (Key("labels"), Key("a.b/c"))


@pytest.mark.parametrize("path", ["", "a.", ".a", "a..b", "a[", "a]", "a.[0]", "a[x]", 'a."b'])
def test_invalid_paths_are_refused(path: str) -> None:
    with pytest.raises(EditError, match="invalid path"):
        yaml_set("a: 1\n", path, "2")
