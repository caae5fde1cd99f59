"""Operation tables as data: validation, help, resolve, plan, specs and execution read them.

An operation is its words (``repo view``) and one or more argument forms; each
form has its own grammar and transport (``issue list ORG`` is REST while
``issue list --repo R`` runs gh).
"""

from __future__ import annotations

from runtime import placeholders
from runtime.words import END_OF_OPTIONS, HELP_WORDS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from runtime.model import Decision, Resolved
    from runtime.policy.content import Judgement

    Check = Callable[[str], bool]


class Param:
    __slots__ = ("check", "context", "describe", "name")

    def __init__(
        self, name: str, check: Check | None = None, describe: str = "", context: str = ""
    ) -> None:
        self.name = name
        self.check = check
        self.describe = describe or name
        self.context = context  # a Runtime Context value that fills it when omitted

    def accepts(self, word: str) -> bool:
        if self.check is None or placeholders.is_whole(word):
            return True
        return self.check(placeholders.probe(word))


class Option:
    __slots__ = ("default", "flag", "metavar", "required", "takes_value")

    def __init__(
        self,
        flag: str,
        metavar: str,
        required: bool = True,
        takes_value: bool = True,
        default: str | None = None,
    ) -> None:
        self.flag = flag
        self.metavar = metavar
        self.required = required
        self.takes_value = takes_value
        self.default = default

    def usage(self) -> str:
        shown = f"{self.flag} {self.metavar}" if self.takes_value else self.flag
        return shown if self.required else f"[{shown}]"


class Form:
    """One grammar of an operation, with the transport that serves it."""

    __slots__ = (
        "boolean_flags", "optional", "options", "pairs", "passthrough", "positionals",
        "repository", "required_pairs", "rest", "selector", "target", "transport",
    )  # fmt: skip

    def __init__(
        self,
        transport: str,
        target: str,
        *,
        positionals: tuple[Param, ...] = (),
        optional: tuple[Param, ...] = (),
        rest: Param | None = None,
        pairs: bool = False,
        required_pairs: tuple[str, ...] = (),
        options: tuple[Option, ...] = (),
        passthrough: bool = False,
        boolean_flags: frozenset[str] = frozenset(),
        selector: Check | None = None,
        repository: bool = False,
    ) -> None:
        self.transport = transport
        self.target = target
        self.positionals = positionals
        self.optional = optional
        self.rest = rest
        self.pairs = pairs
        self.required_pairs = required_pairs
        self.options = options
        self.passthrough = passthrough
        self.boolean_flags = boolean_flags
        self.selector = selector  # decides between the forms of one operation
        self.repository = repository  # --repo OWNER/REPO, supplied by the runtime when omitted

    def usage(self) -> str:
        parts = [p.name for p in self.positionals]
        parts += [f"[{p.name}]" for p in self.optional]
        if self.rest is not None:
            parts.append(f"{self.rest.name}...")
        parts += [option.usage() for option in self.options]
        parts += [f"{key}=..." for key in self.required_pairs]
        if self.pairs:
            parts.append("[key=value...]")
        if self.repository:
            parts.append("[--repo OWNER/REPO]")
        if self.passthrough:
            parts.append("[gh flags...]")
        return " ".join(parts)


BY_METHOD = "by-method"
BY_CONTENT = "by-content"


class Operation:
    __slots__ = ("auth", "content", "effect", "forms", "previewable", "summary", "words")

    def __init__(
        self,
        words: tuple[str, ...],
        effect: str,
        summary: str,
        forms: tuple[Form, ...],
        auth: str | None = None,
        previewable: bool = False,
        content: str | None = None,
    ) -> None:
        self.words = words
        self.effect = effect  # read | write | delete | by-method | by-content
        self.summary = summary
        self.forms = forms
        self.auth = auth
        self.previewable = previewable
        # by-content: the judge (policy/content) of the document its first positional holds
        self.content = content

    @property
    def name(self) -> str:
        return " ".join(self.words)

    def usages(self) -> list[str]:
        return [f"{self.name} {form.usage()}".rstrip() for form in self.forms]

    @property
    def transports(self) -> str:
        return " | ".join(dict.fromkeys(form.transport for form in self.forms))


class Bound:
    """Arguments of one request, sorted into the slots of the form that matched."""

    __slots__ = (
        "form", "operation", "options", "pairs", "passthrough", "paths", "positionals",
        "prepared", "rest",
    )  # fmt: skip

    def __init__(self, operation: Operation, form: Form) -> None:
        self.operation = operation
        self.form = form
        self.positionals: list[str] = []
        self.rest: list[str] = []
        self.pairs: list[tuple[str, str]] = []
        self.options: dict[str, str] = {}
        self.passthrough: list[str] = []
        self.prepared: Any = None  # what the engine's decide found, for its execute (files: Target)
        # the real paths decide found the request will touch (files: the path guard's Target)
        self.paths: tuple[str, ...] = ()

    @property
    def transport(self) -> str:
        return self.form.transport

    @property
    def effect(self) -> str:
        judgement = self.judgement
        if judgement is not None:
            return judgement.effect
        if self.operation.effect == BY_CONTENT:
            return "write"
        if self.operation.effect != BY_METHOD:
            return self.operation.effect
        method = self.positionals[0] if self.positionals else "GET"
        return {"GET": "read", "DELETE": "delete"}.get(method, "write")

    @property
    def judgement(self) -> Judgement | None:
        """What the request's content does, where its content says (policy/content): a
        by-content operation's document, and a by-method call to the GraphQL endpoint
        (`api POST /graphql query=...`), whose `query` pairs are its document. None
        otherwise."""
        operation = self.operation
        if operation.effect == BY_CONTENT and operation.content:
            from runtime.policy.content import judge

            return judge(operation.content, self.positionals[0] if self.positionals else "")
        if operation.effect == BY_METHOD and len(self.positionals) > 1:
            from runtime.policy.content.graphql import is_graphql_path, judge_documents

            if is_graphql_path(self.positionals[1]):
                documents = [value for key, value in self.pairs if key == "query"]
                return judge_documents(documents, "the GraphQL document is not given as query=")
        return None

    def omitted_context(self) -> list[str]:
        """Context values (e.g. github.organization) this request leaves the context to fill."""
        given = len(self.positionals) - len(self.form.positionals)
        return [p.context for p in self.form.optional[max(given, 0) :] if p.context]

    def option(self, flag: str) -> str | None:
        if flag in self.options:
            return self.options[flag]
        for option in self.form.options:
            if option.flag == flag:
                return option.default
        return None


def content_denial(provider: str, bound: Bound) -> Decision | None:
    """The refusal of a by-content operation whose document its judge refuses (it does not
    parse, or holds what the runtime does not judge: a GraphQL subscription)."""
    judgement = bound.judgement
    if judgement is None or judgement.refusal is None:
        return None
    from runtime.model import Decision

    name = f"{provider} {bound.operation.name}"
    return Decision.deny(CONTENT_RULE, f"{CONTENT_RULE}: {name} is refused: {judgement.refusal}")


CONTENT_RULE = "safety floor"


def bound_of(resolved: Resolved) -> Bound:
    """The operation Resolve bound RESOLVED to (no stage after Resolve runs without one)."""
    bound = resolved.bound
    if not isinstance(bound, Bound):
        raise ValueError(f"{resolved.request.target}: used before it was resolved")
    return bound


class Provider:
    __slots__ = ("auth", "by_first", "description", "engine", "name", "notes", "operations")

    def __init__(
        self,
        name: str,
        operations: tuple[Operation, ...],
        *,
        engine: str,
        auth: str | None = None,
        description: str = "",
        notes: tuple[str, ...] = (),
    ) -> None:
        self.name = name
        self.engine = engine  # the module that runs it (providers.registry.Engine), loaded lazily
        self.operations = operations
        self.auth = auth
        self.description = description
        self.notes = notes  # paragraphs --help and the Home's spec print after the table
        # the operations each first word can begin (find runs on every step), in table order
        self.by_first: dict[str, tuple[Operation, ...]] = {}
        for operation in operations:
            first = operation.words[0] if operation.words else ""
            self.by_first[first] = (*self.by_first.get(first, ()), operation)

    def find(self, words: Sequence[str]) -> Operation | None:
        best: Operation | None = None
        begun = self.by_first.get(words[0], ()) if words else ()
        for operation in (*self.by_first.get("", ()), *begun):
            size = len(operation.words)
            if tuple(words[:size]) == operation.words and (best is None or size > len(best.words)):
                best = operation
        return best

    def closest(self, words: Sequence[str], limit: int = 3) -> list[Operation]:
        import difflib  # only on the failure path

        wanted = " ".join(words[:2])
        names = [op.name for op in self.operations]
        close = difflib.get_close_matches(wanted, names, n=limit, cutoff=0.5)
        if not close and words:
            close = [name for name in names if name.split()[0] == words[0]][:limit]
        return [op for op in self.operations if op.name in close]


class ArgsError(Exception):
    """Args that name an operation but do not fit any of its forms."""


def split_pair(word: str) -> tuple[str, str] | None:
    key, sep, value = word.partition("=")
    if not sep or not key or key.startswith("-"):
        return None
    return key, value


def _bind_options(bound: Bound, words: list[str]) -> list[str]:
    """Take the form's named options out of WORDS; return the words left over."""
    known = {option.flag: option for option in bound.form.options}
    leftover: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        flag, eq, inline = word.partition("=")
        option = known.get(flag)
        if option is None:
            if word.startswith("--"):
                raise ArgsError(f"unknown option {flag}")
            leftover.append(word)
            index += 1
            continue
        if flag in bound.options:
            raise ArgsError(f"option {flag} given twice")
        if not option.takes_value:
            bound.options[flag] = "true"
        elif eq:
            bound.options[flag] = inline
        elif index + 1 < len(words):
            index += 1
            bound.options[flag] = words[index]
        else:
            raise ArgsError(f"option {flag} needs a value ({option.metavar})")
        index += 1
    missing = [o.flag for o in bound.form.options if o.required and o.flag not in bound.options]
    if missing:
        raise ArgsError("missing " + ", ".join(missing))
    return leftover


def _split_passthrough(form: Form, words: list[str]) -> tuple[list[str], list[str]]:
    """Separate gh flags (kept verbatim, in order) from the positional words."""
    flags: list[str] = []
    positional: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word.startswith("-") and len(word) > 1 and not placeholders.is_whole(word):
            flags.append(word)
            if takes_next_word(word, form.boolean_flags) and index + 1 < len(words):
                index += 1
                flags.append(words[index])
        else:
            positional.append(word)
        index += 1
    return flags, positional


def takes_next_word(flag: str, boolean_flags: frozenset[str]) -> bool:
    """Whether gh (pflag) reads the next word as FLAG's value: not for `--flag=value`, a
    boolean, or short options run together (`-Racme/web` is -R's value attached, `-wd` two
    booleans); for a run ending in a short option that takes a value with none attached."""
    if "=" in flag or flag in boolean_flags:
        return False
    if flag.startswith("--") or len(flag) == 2:
        return True
    for index, letter in enumerate(flag[1:], start=2):
        if f"-{letter}" not in boolean_flags:
            return index == len(flag)  # the rest of the word, if any, is its value
    return False


def _bind_positionals(bound: Bound, words: list[str]) -> list[str]:
    form = bound.form
    if len(words) < len(form.positionals):
        missing = [p.name for p in form.positionals[len(words) :]]
        raise ArgsError("missing " + " ".join(missing))
    for param, word in zip(form.positionals, words, strict=False):
        if not param.accepts(word):
            raise ArgsError(f"{word!r} is not {param.describe or param.name}")
        bound.positionals.append(word)
    remaining = words[len(form.positionals) :]
    for param in form.optional:
        if remaining and not (form.pairs and split_pair(remaining[0])):
            if not param.accepts(remaining[0]):
                raise ArgsError(f"{remaining[0]!r} is not {param.describe or param.name}")
            bound.positionals.append(remaining.pop(0))
    return remaining


def _bind_pairs(bound: Bound, words: list[str]) -> None:
    for word in words:
        pair = split_pair(word)
        if pair is None:
            raise ArgsError(f"unexpected argument {word!r} (expected key=value)")
        bound.pairs.append(pair)
    keys = {key for key, _ in bound.pairs}
    missing = [key for key in bound.form.required_pairs if key not in keys]
    if missing:
        raise ArgsError("missing " + ", ".join(f"{key}=..." for key in missing))


def _split_data(args: list[str]) -> tuple[list[str], list[str]]:
    """Words that may hold options, and the data after `--` (never read as an option)."""
    if END_OF_OPTIONS not in args:
        return list(args), []
    end = args.index(END_OF_OPTIONS)
    return list(args[:end]), list(args[end + 1 :])


def bind_form(operation: Operation, form: Form, args: list[str]) -> Bound:
    bound = Bound(operation, form)
    words, data = _split_data(args)
    if form.options:
        words = _bind_options(bound, words)
    if form.passthrough:
        bound.passthrough, words = _split_passthrough(form, words)
    words = _bind_positionals(bound, words + data)
    if form.rest is not None:
        if not words:
            raise ArgsError(f"missing {form.rest.name}")
        bound.rest = words
        return bound
    if form.pairs or form.required_pairs:
        _bind_pairs(bound, words)
        return bound
    if words:
        raise ArgsError(f"unexpected argument {words[0]!r}")
    return bound


def bind(operation: Operation, args: list[str]) -> Bound:
    """Fit ARGS (the words after the operation's own) to the first form that takes them."""
    problems: list[str] = []
    for form in operation.forms:
        if form.selector is not None and not form.selector(" ".join(args)):
            continue
        try:
            return bind_form(operation, form, args)
        except ArgsError as error:
            problems.append(str(error))
    raise ArgsError("; ".join(dict.fromkeys(problems)) or "no form applies")


class Resolution:
    __slots__ = ("bound", "error", "suggestions")

    def __init__(
        self, bound: Bound | None, error: str | None = None, suggestions: tuple[str, ...] = ()
    ) -> None:
        self.bound = bound
        self.error = error
        self.suggestions = suggestions


def resolve(provider: Provider, args: Sequence[str]) -> Resolution:
    operation = provider.find(args)
    if operation is None:
        close = provider.closest(args)
        usages = tuple(usage for op in close for usage in op.usages())
        shown = " ".join(args[:3]) if args else "(none)"
        return Resolution(None, f"no {provider.name} operation matches {shown}", usages)
    rest = list(args[len(operation.words) :])
    if rest[:1] and rest[0] in HELP_WORDS:
        typed = f"runtime {provider.name} {operation.name} {rest[0]}"
        return Resolution(
            None,
            f"{operation.name}: {rest[0]} right after the operation asks for its help, which a "
            f"step cannot show (`{typed}` does); after a PATH or other words it is data",
            tuple(operation.usages()),
        )
    try:
        return Resolution(bind(operation, rest))
    except ArgsError as error:
        return Resolution(None, f"{operation.name}: {error}", tuple(operation.usages()))
