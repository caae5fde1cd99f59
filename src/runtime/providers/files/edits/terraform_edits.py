"""Span-based edits of Terraform (HCL native syntax) files.

Only the characters of the edited value expressions change; comments, heredocs,
nested blocks, alignment and CRLF line endings elsewhere stay byte-identical.
Every edit is checked by parsing the result again.
"""

from __future__ import annotations

from .hcl import (
    Attribute,
    Block,
    Item,
    ObjectItem,
    Token,
    decode_string,
    is_plain_string,
    object_items,
    outline,
    parse,
    parse_expression,
    string_literal,
)
from .result import EditError, EditResult, Splice, apply_splices, newline_of

_DEFAULT_REGISTRY = "registry.terraform.io"
_IMPLIED_NAMESPACE = "hashicorp"


# ---------------------------------------------------------------- set-attribute


def set_attribute(
    text: str, block_type: str, label: str, attribute: str, value_hcl: str
) -> EditResult:
    """Set ``attribute`` of every top-level ``block_type "label" { ... }`` to ``value_hcl``.

    A block matches when its first label equals ``label`` (``module "repository"``
    with label ``repository``), or when ``label`` is ``TYPE.NAME`` and its first two
    labels are TYPE and NAME (``resource "aws_s3_bucket" "logs"`` with label
    ``aws_s3_bucket.logs``). An empty ``label`` matches blocks without labels
    (``terraform``, ``locals``). Only direct attributes of the block are edited,
    never those of nested blocks, and only the old value expression's span is
    replaced (strings, lists, maps, heredocs, multi-line expressions alike).
    A block without the attribute is not counted and gets nothing inserted.
    ``value_hcl`` is HCL text (``"main"`` with its quotes is a string); when it
    spans lines they are written with the file's line ending. A value whose text
    is already ``value_hcl`` changes no byte.
    """
    value = _expression_text(value_hcl, newline_of(text))
    items = parse(text)
    splices: list[Splice] = []
    matches = 0
    for block in _top_level_blocks(items, block_type):
        if not _label_matches(block.labels, label):
            continue
        found = _direct_attribute(block, attribute)
        if found is None:
            continue
        matches += 1
        if text[found.start : found.end] != value:
            splices.append(Splice(found.start, found.end, value))
    return _finish(text, items, splices, matches)


def _expression_text(value_hcl: str, newline: str) -> str:
    """The new value, checked to lex as one expression (not checked against the full grammar)."""
    value = value_hcl.strip()
    if not value:
        raise EditError("the new attribute value must not be empty")
    try:
        parse_expression(value)
    except EditError as error:
        raise EditError(f"invalid HCL value {value_hcl!r}: {error}") from None
    return value.replace("\r\n", "\n").replace("\n", newline)


def _label_matches(labels: tuple[str, ...], label: str) -> bool:
    if not label:
        return not labels
    if labels and labels[0] == label:
        return True
    first, dot, second = label.partition(".")
    return bool(dot) and labels[:2] == (first, second)


def _top_level_blocks(items: tuple[Item, ...], block_type: str) -> list[Block]:
    return [item for item in items if isinstance(item, Block) and item.type == block_type]


def _nested_blocks(block: Block, block_type: str) -> list[Block]:
    return _top_level_blocks(block.body, block_type)


def _direct_attribute(block: Block, name: str) -> Attribute | None:
    found = [item for item in block.body if isinstance(item, Attribute) and item.name == name]
    if len(found) > 1:
        lines = " and ".join(str(attribute.line) for attribute in found)
        raise EditError(f"not valid HCL: attribute {name!r} is set twice, at lines {lines}")
    return found[0] if found else None


def _finish(text: str, items: tuple[Item, ...], splices: list[Splice], matches: int) -> EditResult:
    new_text = apply_splices(text, splices)
    if new_text != text:
        _verify(items, new_text)
    return EditResult(text=new_text, matches=matches, changed=new_text != text)


def _verify(items: tuple[Item, ...], new_text: str) -> None:
    """Refuse unless the edited file still parses into the same blocks and attributes."""
    try:
        new_items = parse(new_text)
    except EditError as error:
        raise EditError(f"refusing the edit: the result would not parse ({error})") from None
    if outline(new_items) != outline(items):
        raise EditError("refusing the edit: the new value would change the file's structure")


# ---------------------------------------------------------------- update-provider


def update_provider(
    text: str, source: str, version: str, terraform_version: str | None = None
) -> EditResult:
    """Set the version constraint of every ``required_providers`` entry with ``source``.

    Entries live in ``terraform { required_providers { NAME = { source = "...",
    version = "..." } } }``. Sources compare as Terraform does: case-insensitively,
    with the default host ``registry.terraform.io/`` optional; an entry without a
    ``source`` (or the legacy ``NAME = "constraint"`` form) implies
    ``hashicorp/NAME``. A matching entry with no ``version``, or one that is not a
    plain string, raises EditError (nothing is inserted).

    With ``terraform_version``, and only when at least one entry matched, the
    ``required_version`` string of the file's top-level ``terraform`` blocks is set
    too; EditError if the file has none.

    ``matches`` counts the matching entries plus, with ``terraform_version``, the
    ``required_version`` attributes: a usual ``versions.tf`` gives 2, which is what
    ``--expected-per-file 2`` in the corpus capability expects. A value that already
    equals the new one is counted and left untouched.
    """
    wanted = _normalized_source(source, given=True)
    version_literal = _constraint_literal(version, "--version")
    terraform_literal = (
        _constraint_literal(terraform_version, "--terraform-version")
        if terraform_version is not None
        else None
    )
    items = parse(text)
    splices: list[Splice] = []
    matches = 0
    for block in _top_level_blocks(items, "terraform"):
        for providers in _nested_blocks(block, "required_providers"):
            for entry in providers.body:
                if isinstance(entry, Attribute) and _entry_source(text, entry) == wanted:
                    matches += 1
                    splices.extend(_version_splice(text, entry, version, version_literal))
    if terraform_version is not None and terraform_literal is not None and matches:
        found = _required_versions(items)
        matches += len(found)
        for attribute in found:
            splices.extend(_string_splice(attribute, terraform_version, terraform_literal))
    return _finish(text, items, splices, matches)


def _normalized_source(source: str, given: bool = False) -> str:
    parts = source.strip().lower().split("/")
    if len(parts) == 3 and parts[0] == _DEFAULT_REGISTRY:
        parts = parts[1:]
    if given and (len(parts) not in (2, 3) or not all(parts)):
        raise EditError(
            f"invalid provider source {source!r}: expected NAMESPACE/TYPE or HOST/NAMESPACE/TYPE"
        )
    return "/".join(parts)


def _constraint_literal(constraint: str, flag: str) -> str:
    if not constraint.strip() or any(ord(char) < 0x20 for char in constraint):
        raise EditError(f"invalid {flag} {constraint!r}: expected a version constraint")
    return string_literal(constraint)


def _entry_source(text: str, entry: Attribute) -> str | None:
    """The normalized source of a required_providers entry, implied when absent."""
    implied = f"{_IMPLIED_NAMESPACE}/{entry.name.lower()}"
    if _plain_string(entry.tokens) is not None:
        return implied  # legacy NAME = "constraint"
    fields = object_items(text, entry.tokens)
    if fields is None:
        return None
    source = fields.get("source")
    if source is None:
        return implied
    token = _plain_string(source.tokens)
    return _normalized_source(decode_string(token)) if token is not None else None


def _version_splice(text: str, entry: Attribute, version: str, literal: str) -> list[Splice]:
    legacy = _plain_string(entry.tokens)
    if legacy is not None:
        return _string_splice(legacy, version, literal)
    fields = object_items(text, entry.tokens) or {}
    field = fields.get("version")
    if field is None:
        raise EditError(
            f"required_providers entry {entry.name!r} at line {entry.line} has no version "
            "constraint to update; add one by hand"
        )
    return _string_splice(_plain_string_of(field, entry.name), version, literal)


def _plain_string_of(field: ObjectItem, entry: str) -> Token:
    token = _plain_string(field.tokens)
    if token is None:
        raise EditError(
            f"the version of required_providers entry {entry!r} at line {field.line} is not "
            "a plain string; edit it by hand"
        )
    return token


def _required_versions(items: tuple[Item, ...]) -> list[Token]:
    """The string tokens of required_version in the file's top-level terraform blocks."""
    found = [
        attribute
        for block in _top_level_blocks(items, "terraform")
        if (attribute := _direct_attribute(block, "required_version")) is not None
    ]
    if not found:
        raise EditError(
            "the file pins providers but its terraform block has no required_version to "
            "update; add one by hand"
        )
    tokens: list[Token] = []
    for attribute in found:
        token = _plain_string(attribute.tokens)
        if token is None:
            raise EditError(
                f"required_version at line {attribute.line} is not a plain string; edit it by hand"
            )
        tokens.append(token)
    return tokens


def _string_splice(token: Token, value: str, literal: str) -> list[Splice]:
    if decode_string(token) == value:
        return []
    return [Splice(token.start, token.end, literal)]


def _plain_string(tokens: tuple[Token, ...]) -> Token | None:
    """The string token when the expression is one quoted string without templates."""
    if len(tokens) == 1 and is_plain_string(tokens[0]):
        return tokens[0]
    return None
