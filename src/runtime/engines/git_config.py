"""git configuration files read as git reads them (config.c), never by running git.

The grammar is git's, byte for byte: `\\r\\n` is a newline; whitespace is space, tab, CR
and LF only (git's own ctype, not C's: a vertical tab is no space); a section header is
`[name]`, `[name.sub]` (the legacy form, all lower case) or `[name "sub"]` after any run of
whitespace (a tab too), the subsection case-sensitive with `\\` escaping the next
character; an entry starts with a letter, its name is letters, digits and `-`, then `=`
and a value with `"` quoting, `\\t \\b \\n \\\\ \\"` escapes, `\\` newline continuing the
line, `;` and `#` starting a comment outside quotes, inner whitespace kept as spaces and
the ends trimmed; a bare name is true. Anything else is an error at the line git names
(`bad config line N in file F`), and git stops there: so does this reader.

`include.path` and `includeIf.<condition>.path` are followed as git follows them: a
relative path from the including file's directory, a missing file skipped, at most ten
deep. Every condition is taken as true (what a false one would include is read too: a
reader that reads more only refuses more). An include through `~` or `%(prefix)/` (the
home or install directory git would expand) is an error here, as is a file that is not
regular (a FIFO would block the reader) or is over the size limit.
"""

from __future__ import annotations

import os
import stat

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

MAX_FILE_BYTES = 1024 * 1024
MAX_INCLUDE_DEPTH = 10  # git's MAX_INCLUDE_DEPTH
MAX_FILES = 256  # files one reading may open, includes and all

_NL, _CR, _TAB, _SPACE = 0x0A, 0x0D, 0x09, 0x20
_SPACES = frozenset({_TAB, _NL, _CR, _SPACE})  # git's isspace()
_BOM = b"\xef\xbb\xbf"
_ESCAPES = {ord("t"): _TAB, ord("b"): 0x08, ord("n"): _NL, ord("\\"): ord("\\"), ord('"'): 34}


def _is_alpha(c: int) -> bool:
    return 0x41 <= c <= 0x5A or 0x61 <= c <= 0x7A


def _is_key_char(c: int) -> bool:
    return _is_alpha(c) or 0x30 <= c <= 0x39 or c == 0x2D


def _lower(c: int) -> int:
    return c + 32 if 0x41 <= c <= 0x5A else c


class ConfigError(Exception):
    """A configuration git would not read (or this reader will not judge): where and why."""

    def __init__(self, path: str, line: int, reason: str) -> None:
        super().__init__(f"{path} line {line}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason


class Entry:
    """One `key = value` as git hands it on: KEY with section and name in lower case (the
    subsection as written), SPELLED as the file wrote it, VALUE None for a bare name."""

    __slots__ = ("key", "line", "path", "spelled", "value")

    def __init__(self, key: str, spelled: str, value: bytes | None, path: str, line: int) -> None:
        self.key = key
        self.spelled = spelled
        self.value = value
        self.path = path
        self.line = line

    @property
    def text(self) -> str | None:
        return None if self.value is None else self.value.decode("utf-8", "surrogateescape")

    def __repr__(self) -> str:
        return f"Entry({self.path}:{self.line} {self.key}={self.value!r})"


class _Source:
    """git's get_next_char(): CR LF reads as LF, the end of the file as one more LF."""

    __slots__ = ("data", "eof", "line", "pos")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0
        self.line = 1
        self.eof = False

    def next(self) -> int:
        data, pos = self.data, self.pos
        if pos >= len(data):
            self.eof = True
            self.line += 1
            return _NL
        c = data[pos]
        self.pos = pos + 1
        if c == _CR and pos + 1 < len(data) and data[pos + 1] == _NL:
            self.pos, c = pos + 2, _NL
        if c == _NL:
            self.line += 1
        return c

    def skip_comment(self) -> None:
        """Up to (not past) the next LF: the rest of a comment, read at once."""
        found = self.data.find(b"\n", self.pos)
        self.pos = len(self.data) if found < 0 else found


class _Bad(Exception):
    """Where git's parser gives up: the line it names (after its own adjustments)."""

    def __init__(self, line: int, reason: str = "bad config line") -> None:
        super().__init__(reason)
        self.line = line
        self.reason = reason


def parse(data: bytes, path: str) -> Iterator[Entry]:
    """Every entry of one file's DATA, in order, each as soon as it is read (git follows an
    include before it reads the next line); ConfigError where git would stop."""
    try:
        yield from _parse(_Source(data), path)
    except _Bad as bad:
        raise ConfigError(path, bad.line, bad.reason) from None


def _parse(source: _Source, path: str) -> Iterator[Entry]:
    if source.data.startswith(_BOM):
        source.pos = len(_BOM)
    elif source.data[:1] == _BOM[:1]:  # git tolerates no partial byte-order mark
        source.pos = 2 if source.data[:2] == _BOM[:2] else 1
        source.next()  # the byte that is not the mark's: git stops after reading it
        raise _Bad(source.line)
    section, spelled = bytearray(), bytearray()
    while True:
        c = source.next()
        if c == _NL:
            if source.eof:
                return
            continue
        if c in _SPACES:
            continue
        if c in (0x23, 0x3B):  # '#', ';'
            source.skip_comment()
            continue
        if c == 0x5B:  # '['
            section, spelled = _section(source)
            continue
        if not _is_alpha(c):
            raise _Bad(source.line)
        yield _entry(source, c, section, spelled, path)


def _section(source: _Source) -> tuple[bytearray, bytearray]:
    """get_base_var(): the header after `[`, as `name.` (lower case) and as written."""
    name, spelled = bytearray(), bytearray()
    while True:
        c = source.next()
        if source.eof:
            raise _Bad(source.line)
        if c == 0x5D:  # ']'
            break
        if c in _SPACES:
            _subsection(source, c, name, spelled)
            break
        if not _is_key_char(c) and c != 0x2E:  # '.'
            raise _Bad(source.line)
        name.append(_lower(c))
        spelled.append(c)
    if not name:
        raise _Bad(source.line)
    return name + b".", spelled + b"."


def _subsection(source: _Source, c: int, name: bytearray, spelled: bytearray) -> None:
    """get_extended_base_var(): whitespace, then `"sub"` and `]` at once."""
    while True:
        if c == _NL:
            raise _Bad(source.line - 1)
        c = source.next()
        if c not in _SPACES:
            break
    if c != 0x22:  # '"'
        raise _Bad(source.line)
    name.append(0x2E)
    spelled.append(0x2E)
    while True:
        c = source.next()
        if c == _NL:
            raise _Bad(source.line - 1)
        if c == 0x22:
            break
        if c == 0x5C:  # '\\'
            c = source.next()
            if c == _NL:
                raise _Bad(source.line - 1)
        name.append(c)
        spelled.append(c)
    if source.next() != 0x5D:
        raise _Bad(source.line)


def _entry(source: _Source, c: int, section: bytearray, spelled: bytearray, path: str) -> Entry:
    """get_value(): the name from its first letter C on, then nothing or `= value`."""
    name, written = bytearray((_lower(c),)), bytearray((c,))
    while True:
        c = source.next()
        if source.eof or not _is_key_char(c):
            break
        name.append(_lower(c))
        written.append(c)
    while c in (_SPACE, _TAB):
        c = source.next()
    value: bytes | None = None
    if c != _NL:
        if c != 0x3D:  # '='
            raise _Bad(source.line)
        value = _value(source)
    key = (section + name).decode("utf-8", "surrogateescape")
    shown = (spelled + written).decode("utf-8", "surrogateescape")
    return Entry(key, shown, value, path, source.line - 1)


def _value(source: _Source) -> bytes:
    """parse_value(): quoting, escapes, continuation lines, comments, whitespace kept inside."""
    value = bytearray()
    quote, space = False, 0
    while True:
        c = source.next()
        if c == _NL:
            if quote:
                raise _Bad(source.line - 1)
            return bytes(value)
        if c in _SPACES and not quote:
            if value:
                space += 1
            continue
        if not quote and c in (0x23, 0x3B):
            source.skip_comment()
            continue
        if space:
            value += b" " * space
            space = 0
        if c == 0x5C:
            c = source.next()
            if c == _NL:
                continue
            escaped = _ESCAPES.get(c)
            if escaped is None:
                raise _Bad(source.line)
            value.append(escaped)
            continue
        if c == 0x22:
            quote = not quote
            continue
        value.append(c)


# --- files and includes -----------------------------------------------------------------


class Reading:
    """The entries of configuration files git reads, includes followed, in git's order."""

    __slots__ = ("entries", "files")

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.files: list[str] = []  # every file read, in order

    def read(self, path: str, *, depth: int = 0, required: bool = False) -> None:
        """PATH's entries and those of the files it includes; a missing PATH is nothing
        (as git skips a missing include) unless REQUIRED."""
        data = read_file(path, len(self.files))
        if data is None:
            if required:
                raise ConfigError(path, 0, "missing")
            return
        self.files.append(path)
        for entry in parse(data, path):
            self.entries.append(entry)
            target = include_target(entry)
            if target is not None:
                if depth + 1 > MAX_INCLUDE_DEPTH:
                    raise ConfigError(entry.path, entry.line, "includes nested more than ten deep")
                self.read(target, depth=depth + 1)

    def values(self, key: str) -> list[str]:
        """Every value KEY (as git names it: section and name in lower case) has, in order."""
        return [entry.text or "" for entry in self.entries if entry.key == key]

    def last(self, key: str) -> str | None:
        found = [entry for entry in self.entries if entry.key == key]
        return None if not found else (found[-1].text if found[-1].value is not None else "true")

    def with_prefix(self, prefix: str) -> Iterator[Entry]:
        return (entry for entry in self.entries if entry.key.startswith(prefix))


def is_include(key: str) -> bool:
    """`include.path`, or `includeif.<condition>.path` (any condition)."""
    if key == "include.path":
        return True
    return key.startswith("includeif.") and key.endswith(".path") and key.count(".") >= 2


def include_target(entry: Entry) -> str | None:
    """The file an include entry names, resolved as git resolves it; ConfigError for a
    bare name (git: missing value) or a path git expands from where the reader cannot."""
    if not is_include(entry.key):
        return None
    if entry.value is None:
        raise ConfigError(entry.path, entry.line, f"missing value for {entry.spelled}")
    target = os.fsdecode(entry.value)
    if target.startswith(("~", "%(prefix)/")):
        raise ConfigError(
            entry.path,
            entry.line,
            f"{entry.spelled} = {target} is expanded from a home or install directory",
        )
    if not os.path.isabs(target):  # from the including file's directory (`dir/` + ``: itself)
        target = os.path.join(os.path.dirname(entry.path), target)
    return target


def read_file(path: str, opened: int = 0) -> bytes | None:
    """PATH's bytes; None when it does not exist (as git skips a missing include).
    ConfigError for what git would fail on or the reader will not read through: a file
    that is not regular (a directory, a FIFO), unreadable, or over MAX_FILE_BYTES."""
    if opened >= MAX_FILES:
        raise ConfigError(path, 0, f"more than {MAX_FILES} configuration files to read")
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None
    except OSError as error:
        raise ConfigError(path, 0, f"cannot be read ({error.strerror})") from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise ConfigError(path, 0, "not a regular file")
        data = _read_all(descriptor, MAX_FILE_BYTES + 1)
    finally:
        os.close(descriptor)
    if len(data) > MAX_FILE_BYTES:
        raise ConfigError(path, 0, "too large to read through")
    return data


def _read_all(descriptor: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size < limit:
        chunk = os.read(descriptor, limit - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def read(path: str, *, required: bool = False) -> Reading:
    """One configuration file with its includes (`git config --file PATH --includes`)."""
    reading = Reading()
    reading.read(path, required=required)
    return reading
