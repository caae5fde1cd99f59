"""The capability compiler: Markdown in, a Capability or every problem found out.

Each check appends to one diagnostic list and carries on, so one run reports
every problem in the file with its Markdown line and a stable code.
"""

from __future__ import annotations

from runtime import placeholders, strict_yaml
from runtime.capability.fences import INFO_STRING, Reading, read_blocks
from runtime.capability.model import Capability, Compiled, Input, Step
from runtime.diagnostics import Diagnostic, has_errors
from runtime.digest import sha256_hex
from runtime.policy import floor
from runtime.policy.defaults import DEFAULT_ALLOWED_BINARIES, DEFAULT_DENIED_BINARIES
from runtime.providers import registry
from runtime.providers.operations import resolve
from runtime.strict_yaml import Mapping, Node, Scalar, Sequence

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

MAX_CAPABILITY_BYTES = 1024 * 1024
# ten times the largest workflow measured in bench/ (1,000 steps); checked before any
# step is compiled
MAX_STEPS = 10_000
SPEC_VERSION = "v1"
TOP_KEYS = ("version", "inputs", "workflow")
INPUT_KEYS = ("description", "required")
STEP_KEYS = ("provider", "binary", "args")

KEY_HINTS = {
    "steps": "it is `workflow:`",
    "transport": "not a key: the provider decides the transport",
    "command": "`command:` is from the retired command registry; use `provider:` "
    "with args (`runtime <provider> --help`) or `binary:`",
    "capability": "there is no capability step: inline the steps and name the source "
    "in a Lineage section",
    "run": "use `binary:` with `args:`",
    "with": "arguments go in `args:`",
    "name": "steps have no name; put prose outside the runtime block",
    "id": "steps have no id; put prose outside the runtime block",
}


def _operation_word(args: Node | None) -> Node | None:
    """The first word of a step's `args` (where its operation is named), when it has one."""
    if isinstance(args, Sequence) and args.items:
        return args.items[0]
    return args if isinstance(args, Scalar) and args.style != "empty" else None


def said(label: str) -> str:
    """`workflow[2]` as a person reads it: `step 3, workflow[2]` (so `workflow[2]: ...` stays a
    substring, as scripts match it: reference/environment.md); other labels unchanged."""
    if label.startswith("workflow[") and label.endswith("]") and label[9:-1].isdigit():
        return f"step {int(label[9:-1]) + 1}, {label}"
    return label


class BinaryRules:
    """The binaries validation may accept: the effective policy's lists."""

    __slots__ = ("allowed", "denied")

    def __init__(
        self,
        allowed: Iterable[str] = DEFAULT_ALLOWED_BINARIES,
        denied: Iterable[str] = DEFAULT_DENIED_BINARIES,
    ) -> None:
        self.allowed = frozenset(allowed)
        self.denied = frozenset(denied)


def compile_bytes(data: bytes, path: str, rules: BinaryRules | None = None) -> Compiled:
    compiled = Compiled(path, "sha256:" + sha256_hex(data))
    text = _decode(data, compiled)
    if text is not None:
        _Compiler(compiled, rules or BinaryRules()).run(text)
    compiled.diagnostics = [d.in_file(path) for d in compiled.diagnostics]
    return compiled


def _decode(data: bytes, compiled: Compiled) -> str | None:
    problems = compiled.diagnostics
    if len(data) > MAX_CAPABILITY_BYTES:
        problems.append(
            Diagnostic(
                "file-too-large",
                f"capability file is {len(data)} bytes; the limit is {MAX_CAPABILITY_BYTES}",
            )
        )
        return None
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        problems.append(Diagnostic("file-binary", "file holds NUL bytes: not text", line=line))
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        problems.append(
            Diagnostic("file-not-utf8", f"file is not UTF-8 (byte {error.start})", line=line)
        )
        return None
    return text.removeprefix("\ufeff")


class _Compiler:
    def __init__(self, compiled: Compiled, rules: BinaryRules) -> None:
        self.compiled = compiled
        self.rules = rules
        self.problems = compiled.diagnostics
        self.step_count: int | None = None  # workflow items, once the block parsed

    def error(
        self, code: str, message: str, node: Node | None = None, hint: str | None = None
    ) -> None:
        line = node.line if node is not None else None
        column = node.column if node is not None else None
        self.problems.append(Diagnostic(code, message, line=line, column=column, hint=hint))

    def run(self, text: str) -> None:
        self._lineage(text)
        root = self._block(text)
        if root is None:
            return
        version = self._version(root)
        inputs = self._inputs(root.get("inputs"))
        steps = self._workflow(root)
        self._placeholders(steps, inputs)
        self._lineage_steps()
        if version is not None and steps is not None and not self._has_errors():
            assert self.compiled.digest is not None
            self.compiled.capability = Capability(
                self.compiled.path, self.compiled.digest, version, inputs, tuple(steps)
            )

    def _has_errors(self) -> bool:
        return has_errors(self.problems)

    def _block(self, text: str) -> Mapping | None:
        reading = read_blocks(text)
        refused = self._unseen_blocks(reading)
        fences = [fence for fence in reading.fences if fence.info == INFO_STRING]
        if not fences and refused:
            return None
        if not fences:
            self.problems.append(
                Diagnostic(
                    "no-runtime-block",
                    "no ```runtime fenced block found",
                    hint="a capability holds exactly one ```runtime block of YAML",
                )
            )
            return None
        for extra in fences[1:]:
            self.problems.append(
                Diagnostic(
                    "multiple-runtime-blocks",
                    f"more than one ```runtime block (the first opens at line "
                    f"{fences[0].open_line})",
                    line=extra.open_line,
                    column=1,
                )
            )
        fence = fences[0]
        if fence.close_line is None:
            self.problems.append(
                Diagnostic(
                    "unclosed-runtime-block",
                    "the ```runtime block is never closed",
                    line=fence.open_line,
                    column=1,
                )
            )
        if len(fences) > 1 or fence.close_line is None:
            return None
        parsed = strict_yaml.parse(fence.body, line_offset=fence.open_line)
        self.problems.extend(parsed.diagnostics)
        if parsed.diagnostics:
            return None
        if not isinstance(parsed.root, Mapping):
            where = parsed.root if parsed.root is not None else None
            self.problems.append(
                Diagnostic(
                    "not-a-mapping",
                    "the runtime block must be a mapping with version and workflow",
                    line=where.line if where else fence.open_line,
                )
            )
            return None
        self._unknown_keys(parsed.root, TOP_KEYS, "")
        return parsed.root

    def _unseen_blocks(self, reading: Reading) -> bool:
        """Refuse each ```runtime fence a rendered view would not show as the capability."""
        before = len(self.problems)
        if reading.lone_cr_line is not None:
            self.problems.append(
                Diagnostic(
                    "lone-carriage-return",
                    f"a carriage return without a line feed (line {reading.lone_cr_line}) "
                    "ends a line for a Markdown renderer but not for an editor",
                    line=reading.lone_cr_line,
                    hint="end lines with LF or CRLF",
                )
            )
        for swallowed in reading.swallowed:
            self.problems.append(
                Diagnostic(
                    "hidden-runtime-block",
                    f"a ```runtime fence inside {swallowed.html} (line {swallowed.line}) "
                    "is not shown as a code block; move it out",
                    line=swallowed.line,
                    column=1,
                    hint=f"{swallowed.html} opens at line {swallowed.html_line} and a "
                    "renderer passes everything to its end through as raw HTML",
                )
            )
        for fence in reading.nested:
            if fence.info == INFO_STRING:
                self.problems.append(
                    Diagnostic(
                        "nested-runtime-block",
                        f"a ```runtime block inside {fence.inside} (line {fence.open_line}) "
                        "is not read as the capability; move it to the top level",
                        line=fence.open_line,
                        column=1,
                    )
                )
        return len(self.problems) > before

    def _unknown_keys(self, mapping: Mapping, known: Iterable[str], prefix: str) -> None:
        allowed = tuple(known)
        for key, _ in mapping.items:
            if key.value in allowed:
                continue
            where = f"{said(prefix)}: " if prefix else ""
            self.problems.append(
                Diagnostic(
                    "unknown-key",
                    f"{where}unknown key {key.value!r} (allowed: {', '.join(allowed)})",
                    line=key.line,
                    column=key.column,
                    path=f"{prefix}.{key.value}" if prefix else key.value,
                    hint=KEY_HINTS.get(key.value),
                )
            )

    def _version(self, root: Mapping) -> str | None:
        node = root.get("version")
        if node is None:
            self.error("missing-version", "missing `version` (use `version: v1`)", root)
            return None
        if not isinstance(node, Scalar) or node.value != SPEC_VERSION:
            shown = node.value if isinstance(node, Scalar) else "a collection"
            self.error(
                "unsupported-version",
                f"version {shown!r} is not supported; this runtime reads {SPEC_VERSION}",
                node,
            )
            return None
        return node.value

    def _inputs(self, node: Node | None) -> dict[str, Input]:
        inputs: dict[str, Input] = {}
        if node is None or (isinstance(node, Scalar) and node.style == "empty"):
            return inputs
        if not isinstance(node, Mapping):
            self.error("inputs-not-mapping", "`inputs` must map input names to settings", node)
            return inputs
        for key, value in node.items:
            parsed = self._input(key, value)
            if parsed is not None:
                inputs[key.value] = parsed
        return inputs

    def _input(self, key: Scalar, value: Node) -> Input | None:
        name = key.value
        if not placeholders.is_input_name(name):
            self.error(
                "bad-input-name",
                f"input name {name!r} must start with a letter or _ and hold only "
                "letters, digits, _ and -",
                key,
            )
            return None
        if isinstance(value, Scalar) and value.style == "empty":
            return Input(name, "", False, key.line)
        if not isinstance(value, Mapping):
            self.error("input-not-mapping", f"inputs.{name} must be a mapping", value)
            return None
        self._unknown_keys(value, INPUT_KEYS, f"inputs.{name}")
        description = value.get("description")
        required = value.get("required")
        text = description.value if isinstance(description, Scalar) else ""
        if description is not None and not isinstance(description, Scalar):
            self.error("bad-description", f"inputs.{name}.description must be text", description)
        return Input(name, text, self._required(name, required), key.line)

    def _required(self, name: str, node: Node | None) -> bool:
        if node is None:
            return False
        if isinstance(node, Scalar) and node.value in ("true", "false"):
            return node.value == "true"
        self.error("bad-required", f"inputs.{name}.required must be true or false", node)
        return False

    def _workflow(self, root: Mapping) -> list[Step] | None:
        node = root.get("workflow")
        if node is None:
            self.error("missing-workflow", "missing `workflow` (the ordered list of steps)", root)
            return None
        if (isinstance(node, Scalar) and node.style == "empty") or (
            isinstance(node, Sequence) and not node.items
        ):
            self.error("no-steps", "no workflow steps", node)
            return None
        if not isinstance(node, Sequence):
            self.error("workflow-not-list", "`workflow` must be a list of steps", node)
            return None
        self.step_count = len(node.items)
        if len(node.items) > MAX_STEPS:
            self.error(
                "too-many-steps",
                f"the workflow has {len(node.items)} steps; the limit is {MAX_STEPS} (MAX_STEPS)",
                node,
                hint="split the work into several capabilities",
            )
            return None
        steps = [self._step(index, item) for index, item in enumerate(node.items)]
        return [step for step in steps if step is not None]

    def _step(self, index: int, node: Node) -> Step | None:
        label = f"workflow[{index}]"
        if not isinstance(node, Mapping):
            self.error("step-not-mapping", f"{said(label)}: a step must be a mapping", node)
            return None
        self._unknown_keys(node, STEP_KEYS, label)
        provider, binary = node.get("provider"), node.get("binary")
        args = self._args(label, node)
        if provider is not None and binary is not None:
            self.error(
                "step-both",
                f"{said(label)}: a step sets exactly one of `provider` or `binary`, not both",
                node,
            )
            return None
        if provider is None and binary is None:
            self.error(
                "step-neither", f"{said(label)}: a step must set `provider` or `binary`", node
            )
            return None
        if args is None:
            return None
        if provider is not None:
            return self._provider_step(index, label, provider, args, node.get("args"))
        assert binary is not None
        return self._binary_step(index, label, binary, args)

    def _args(self, label: str, step: Mapping) -> tuple[str, ...] | None:
        node = step.get("args")
        if node is None:
            self.error("missing-args", f"{said(label)}: missing `args`", step)
            return None
        if isinstance(node, Scalar) and node.style == "empty":
            return ()
        if not isinstance(node, Sequence):
            self.error(
                "args-not-list",
                f"{said(label)}: `args` must be a list of words, e.g. [repo, list]",
                node,
            )
            return None
        words: list[str] = []
        for item in node.items:
            if not isinstance(item, Scalar):
                self.error("arg-not-scalar", f"{said(label)}: each arg must be a single word", item)
                return None
            words.append(item.value)
        return tuple(words)

    def _word(self, label: str, key: str, node: Node) -> Scalar | None:
        if isinstance(node, Scalar) and node.value and node.style != "empty":
            return node
        self.error(f"bad-{key}", f"{said(label)}: `{key}` must be a name", node)
        return None

    def _provider_step(
        self, index: int, label: str, node: Node, args: tuple[str, ...], args_node: Node | None
    ) -> Step | None:
        name = self._word(label, "provider", node)
        if name is None:
            return None
        provider = registry.get(name.value)
        if provider is None:
            known = ", ".join(registry.PROVIDERS)
            self.error(
                "unregistered-provider",
                f"{said(label)}: unregistered provider {name.value!r} (registered: {known})",
                name,
            )
            return None
        resolution = resolve(provider, args)
        if resolution.bound is None:
            hint = (
                "closest: " + "; ".join(resolution.suggestions)
                if resolution.suggestions
                else (f"run `runtime {provider.name} --help`")
            )
            where = _operation_word(args_node) or name  # the `args:` word, not the step's line
            self.problems.append(
                Diagnostic(
                    "unknown-operation",
                    f"{said(label)}: {resolution.error}",
                    line=where.line,
                    column=where.column,
                    path=f"{label}.args",
                    hint=hint,
                )
            )
            return None
        return Step(index, name.line, args, provider=provider.name)

    def _binary_step(
        self, index: int, label: str, node: Node, args: tuple[str, ...]
    ) -> Step | None:
        name = self._word(label, "binary", node)
        if name is None:
            return None
        binary = name.value
        refused = floor.forbidden_reason(binary)
        if binary not in self.rules.allowed or refused is not None:
            self.error(
                "binary-not-allowed",
                f'{said(label)}: binary "{binary}" is not in allowed_binaries',
                name,
                hint=refused or "runtime config validate lists allowed_binaries",
            )
            return None
        if binary in self.rules.denied:
            self.error(
                "binary-denied",
                f'{said(label)}: binary "{binary}" is in command_policy.denied_binaries',
                name,
            )
            return None
        return Step(index, name.line, args, binary=binary)

    def _lineage(self, text: str) -> None:
        if "ineage" in text:  # the section's heading; most files have none
            from runtime.capability.lineage import parse

            self.compiled.lineage = parse(text)

    def _lineage_steps(self) -> None:
        """A Lineage entry naming steps the workflow does not have: a warning, never an error."""
        count = self.step_count
        if count is None:
            return
        for entry in self.compiled.lineage:
            outside = [n for n in entry.steps if not 1 <= n <= count]
            if outside:
                shown = ", ".join(str(n) for n in outside)
                self.problems.append(
                    Diagnostic(
                        "lineage-step-out-of-range",
                        f"Lineage names step(s) {shown} of `{entry.name}`, but the workflow "
                        f"has {count} step(s) (Lineage counts from 1)",
                        line=entry.line,
                        severity="warning",
                    )
                )

    def _placeholders(self, steps: list[Step] | None, inputs: dict[str, Input]) -> None:
        for step in steps or ():
            named = {name for arg in step.args for name in placeholders.names(arg)}
            for name in sorted(named - set(inputs)):
                self.problems.append(
                    Diagnostic(
                        "undeclared-input",
                        f"{said(step.label)}: ${{{name}}} is not a declared input; "
                        "it stays literal",
                        line=step.line,
                        severity="warning",
                    )
                )
