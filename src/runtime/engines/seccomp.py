"""The seccomp filter every sandboxed child runs under: no setuid or setgid file, ever.

A runtime run as root has root children (bwrap drops their capabilities, not their
uid), and a file's owner may set its setuid bit without any capability: a copy of
a program left setuid-root in a write root gives any local user euid 0. A user
namespace does not help (the child's files are still owned by the caller's uid), so
the kernel refuses the mode itself: chmod, creat, open, mknod and their relatives
fail with EPERM when the mode asks for S_ISUID or S_ISGID. io_uring (its own open)
and openat2 (its mode sits in a struct the filter cannot read) fail with ENOSYS, so
callers fall back to the calls above; syscalls of another ABI (i386, x32) fail with
EPERM.

A child may not make a user namespace either (unshare or clone with CLONE_NEWUSER:
EPERM; clone3, whose flags sit in a struct, ENOSYS so callers fall back to clone):
inside one it would hold every capability over the files its uid owns, root's
included when the runtime runs as root. The program is classic BPF, handed to bwrap
through a file descriptor.
"""

from __future__ import annotations

import errno
import os
import struct

# struct sock_filter: u16 code, u8 jt, u8 jf, u32 k.
_LOAD = 0x20  # BPF_LD | BPF_W | BPF_ABS
_JEQ = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_JGE = 0x35  # BPF_JMP | BPF_JGE | BPF_K
_JSET = 0x45  # BPF_JMP | BPF_JSET | BPF_K
_RET = 0x06  # BPF_RET | BPF_K

_ALLOW = 0x7FFF0000
_ERRNO = 0x00050000
_NR, _ARCH, _ARGS = 0, 4, 16  # offsets in struct seccomp_data; an argument's low word
SPECIAL_BITS = 0o6000  # S_ISUID | S_ISGID
CLONE_NEWUSER = 0x10000000
_X32_BIT = 0x40000000

# Per machine: the audit arch; (syscall, index of its mode argument); syscalls refused with
# ENOSYS; syscalls whose first argument holds clone flags.
_X86_64 = (
    0xC000003E,
    {"chmod": (90, 1), "fchmod": (91, 1), "fchmodat": (268, 2), "fchmodat2": (452, 2),
     "open": (2, 2), "openat": (257, 3), "creat": (85, 1), "mknod": (133, 1),
     "mknodat": (259, 2)},
    {"io_uring_setup": 425, "openat2": 437, "clone3": 435},
    {"unshare": 272, "clone": 56},
)  # fmt: skip
_AARCH64 = (
    0xC00000B7,
    {"fchmod": (52, 1), "fchmodat": (53, 2), "fchmodat2": (452, 2), "openat": (56, 3),
     "mknodat": (33, 2)},
    {"io_uring_setup": 425, "openat2": 437, "clone3": 435},
    {"unshare": 97, "clone": 220},
)  # fmt: skip
MACHINES = {"x86_64": _X86_64, "aarch64": _AARCH64}


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def program(machine: str | None = None) -> bytes | None:
    """The filter for MACHINE (this one by default); None where no table is known."""
    known = MACHINES.get(machine or os.uname().machine)
    if known is None:
        return None
    arch, with_mode, unavailable, with_flags = known
    ops = [_op(_LOAD, _ARCH), _op(_JEQ, arch, 1, 0), _op(_RET, _ERRNO | errno.EPERM)]
    ops.append(_op(_LOAD, _NR))
    if arch == _X86_64[0]:
        ops += [_op(_JGE, _X32_BIT, 0, 1), _op(_RET, _ERRNO | errno.EPERM)]
    for number, argument in with_mode.values():
        ops += [
            _op(_JEQ, number, 0, 4),
            _op(_LOAD, _ARGS + 8 * argument),
            _op(_JSET, SPECIAL_BITS, 0, 1),
            _op(_RET, _ERRNO | errno.EPERM),
            _op(_RET, _ALLOW),
        ]
    for number in with_flags.values():
        ops += [
            _op(_JEQ, number, 0, 4),
            _op(_LOAD, _ARGS),
            _op(_JSET, CLONE_NEWUSER, 0, 1),
            _op(_RET, _ERRNO | errno.EPERM),
            _op(_RET, _ALLOW),
        ]
    for number in unavailable.values():
        ops += [_op(_JEQ, number, 0, 1), _op(_RET, _ERRNO | errno.ENOSYS)]
    ops.append(_op(_RET, _ALLOW))
    return b"".join(ops)
