/*
 * runtime-launcher: the last step inside the sandbox before the judged program runs.
 *
 * bubblewrap builds the child's view and then runs this program in it:
 *
 *     bwrap ... -- runtime-launcher [--allow-exec PATH]... [--own-shell /bin/sh]
 *                                   [--exec-any] [--limit NAME=VALUE]... [--cgroup-fd N]
 *                                   -- PROGRAM ARGS...
 *
 * It joins a fresh session keyring (no key the caller holds is possessed by the child),
 * lowers the resource limits it is given (soft and hard: the child cannot raise them),
 * sets no_new_privs, restricts itself with a Landlock ruleset and then execve's PROGRAM.
 * The ruleset handles LANDLOCK_ACCESS_FS_EXECUTE: from then on the process and every
 * descendant may execute only PROGRAM, the ELF interpreter or script interpreter the
 * kernel opens to run it, and the files and directories named by --allow-exec (with the
 * ELF interpreters of the files). --exec-any (a step whose effect is exec and that the
 * policy allows) leaves execution unrestricted. Where the kernel has them (Landlock ABI
 * >= 6) the ruleset also scopes signals and abstract unix sockets to the sandbox.
 *
 * Landlock cannot be applied before bwrap: a Landlock-restricted process may no longer
 * mount, and bwrap builds the view with mounts. So the ruleset is applied here, after the
 * view exists, in the process that becomes PROGRAM.
 *
 * `runtime-launcher --abi` prints the Landlock ABI the kernel offers ("landlock-abi N")
 * and exits: the runtime's sandbox probe runs it once per process, inside the sandbox.
 *
 * Run as /bin/sh (argv[0] "sh", where the view shows this file at /bin/sh for tools that
 * run their own helpers through `sh -c`: git's local transports run
 * `sh -c "git-upload-pack '/path'"`), it is a shell of one plain command: `-c` and words
 * with single quotes, backslashes and a final "$@", nothing else. It execs that command,
 * so the allow-list still decides whether it may run; pipes, redirections, expansions and
 * scripts are refused.
 *
 * Any failure to confine ends the launch with exit status 126 before PROGRAM runs.
 */

#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef LANDLOCK_CREATE_RULESET_VERSION
#define LANDLOCK_CREATE_RULESET_VERSION (1U << 0)
#endif
#ifndef LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET
#define LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#endif
#ifndef LANDLOCK_SCOPE_SIGNAL
#define LANDLOCK_SCOPE_SIGNAL (1ULL << 1)
#endif
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif
#define KEYCTL_JOIN_SESSION_KEYRING_ 1

#define CANNOT_CONFINE 126
#define NOT_FOUND 127
#define MAX_PATHS 512
#define MAX_INTERPRETER_DEPTH 4 /* the kernel's own limit on nested script interpreters */

/* struct landlock_ruleset_attr as of ABI 6; older kernels are given a shorter prefix. */
struct ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct limit {
    const char *name;
    int resource;
};

static const struct limit LIMITS[] = {
    {"address-space", RLIMIT_AS},
    {"file-size", RLIMIT_FSIZE},
    {"open-files", RLIMIT_NOFILE},
    {"processes", RLIMIT_NPROC},
};

static void refuse_keyring_calls(void);

static void die(const char *what, const char *detail) {
    fprintf(stderr, "runtime-launcher: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    exit(CANNOT_CONFINE);
}

static int landlock_abi(void) {
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi < 0 ? 0 : (int)abi;
}

/* --- the files the kernel opens to run a program ------------------------------------- */

/* The PT_INTERP of the ELF file open at FD into OUT (size N); 0 when it has none. */
static int elf_interpreter(int fd, char *out, size_t n) {
    unsigned char ident[EI_NIDENT];
    if (pread(fd, ident, sizeof ident, 0) != (ssize_t)sizeof ident) return 0;
    if (memcmp(ident, ELFMAG, SELFMAG) != 0) return 0;
    uint64_t phoff, count, size;
    if (ident[EI_CLASS] == ELFCLASS64) {
        Elf64_Ehdr header;
        if (pread(fd, &header, sizeof header, 0) != (ssize_t)sizeof header) return 0;
        phoff = header.e_phoff, count = header.e_phnum, size = header.e_phentsize;
        if (size != sizeof(Elf64_Phdr)) return 0;
    } else if (ident[EI_CLASS] == ELFCLASS32) {
        Elf32_Ehdr header;
        if (pread(fd, &header, sizeof header, 0) != (ssize_t)sizeof header) return 0;
        phoff = header.e_phoff, count = header.e_phnum, size = header.e_phentsize;
        if (size != sizeof(Elf32_Phdr)) return 0;
    } else {
        return 0;
    }
    for (uint64_t index = 0; index < count && index < 256; index++) {
        uint64_t type, offset, length;
        off_t at = (off_t)(phoff + index * size);
        if (ident[EI_CLASS] == ELFCLASS64) {
            Elf64_Phdr entry;
            if (pread(fd, &entry, sizeof entry, at) != (ssize_t)sizeof entry) return 0;
            type = entry.p_type, offset = entry.p_offset, length = entry.p_filesz;
        } else {
            Elf32_Phdr entry;
            if (pread(fd, &entry, sizeof entry, at) != (ssize_t)sizeof entry) return 0;
            type = entry.p_type, offset = entry.p_offset, length = entry.p_filesz;
        }
        if (type != PT_INTERP) continue;
        if (length == 0 || length >= n) return 0;
        if (pread(fd, out, length, (off_t)offset) != (ssize_t)length) return 0;
        out[length] = '\0';
        return out[0] == '/';
    }
    return 0;
}

/* The interpreter a `#!` line names, into OUT (size N); 0 when the file has none. */
static int script_interpreter(int fd, char *out, size_t n) {
    char line[256];
    ssize_t got = pread(fd, line, sizeof line - 1, 0);
    if (got < 3 || line[0] != '#' || line[1] != '!') return 0;
    line[got] = '\0';
    char *start = line + 2;
    while (*start == ' ' || *start == '\t') start++;
    size_t length = strcspn(start, " \t\n");
    if (length == 0 || length >= n || start[0] != '/') return 0;
    memcpy(out, start, length);
    out[length] = '\0';
    return 1;
}

/* --- the ruleset ---------------------------------------------------------------------- */

#define MAX_LOADERS 8

struct ruleset {
    int fd;
    int abi;
    int restricts_exec;
    /* the ELF interpreters allowed because a program needs one (by device and inode) */
    size_t loader_count;
    dev_t loader_dev[MAX_LOADERS];
    ino_t loader_ino[MAX_LOADERS];
};

static int is_loader(const struct ruleset *rules, const struct stat *status) {
    for (size_t at = 0; at < rules->loader_count; at++)
        if (rules->loader_dev[at] == status->st_dev && rules->loader_ino[at] == status->st_ino)
            return 1;
    return 0;
}

static void remember_loader(struct ruleset *rules, const char *path) {
    struct stat status;
    if (stat(path, &status) != 0) return; /* not there: the kernel cannot open it either */
    for (size_t at = 0; at < rules->loader_count; at++)
        if (is_loader(rules, &status)) return;
    if (rules->loader_count == MAX_LOADERS) die("too many ELF interpreters", path);
    rules->loader_dev[rules->loader_count] = status.st_dev;
    rules->loader_ino[rules->loader_count++] = status.st_ino;
}

/* Allow executing PATH (a file, or everything beneath a directory) and, for a file, what
 * the kernel opens to run it. A PATH that does not exist in this view is skipped. */
static void allow(struct ruleset *rules, const char *path, int depth) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR) return;
        die("cannot open an executable of the allow-list", path);
    }
    struct stat status;
    if (fstat(fd, &status) != 0) die("cannot inspect", path);
    if (!S_ISDIR(status.st_mode) && !S_ISREG(status.st_mode)) {
        close(fd);
        return;
    }
    struct landlock_path_beneath_attr beneath = {
        .allowed_access = LANDLOCK_ACCESS_FS_EXECUTE,
        .parent_fd = fd,
    };
    if (syscall(SYS_landlock_add_rule, rules->fd, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0)
        die("cannot add a Landlock rule for", path);
    close(fd);
    if (!S_ISREG(status.st_mode) || depth >= MAX_INTERPRETER_DEPTH) return;
    int readable = open(path, O_RDONLY | O_CLOEXEC);
    if (readable < 0) return; /* not readable: the kernel cannot run it as a script either */
    char interpreter[PATH_MAX];
    int loader = elf_interpreter(readable, interpreter, sizeof interpreter);
    int found = loader || script_interpreter(readable, interpreter, sizeof interpreter);
    close(readable);
    if (loader) remember_loader(rules, interpreter);
    if (found) allow(rules, interpreter, depth + 1);
}

static void allow_everywhere(struct ruleset *rules, uint64_t access) {
    int fd = open("/", O_PATH | O_CLOEXEC | O_DIRECTORY);
    if (fd < 0) die("cannot open /", strerror(errno));
    struct landlock_path_beneath_attr beneath = {.allowed_access = access, .parent_fd = fd};
    if (syscall(SYS_landlock_add_rule, rules->fd, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0)
        die("cannot add a Landlock rule for /", strerror(errno));
    close(fd);
}

/* Allow PATH only when it is this very program (the view shows it at /bin/sh): never a
 * real shell by mistake. */
static void allow_own_shell(struct ruleset *rules, const char *path) {
    struct stat shell, self;
    if (stat(path, &shell) != 0 || stat("/proc/self/exe", &self) != 0)
        die("cannot inspect the shell of one command at", path);
    if (shell.st_dev != self.st_dev || shell.st_ino != self.st_ino)
        die("not the shell of one command, so not allowed to execute", path);
    allow(rules, path, MAX_INTERPRETER_DEPTH);
}

static void start_ruleset(struct ruleset *rules, int exec_any) {
    rules->abi = landlock_abi();
    rules->restricts_exec = !exec_any;
    rules->fd = -1;
    rules->loader_count = 0;
    if (rules->abi < 1) {
        if (exec_any) return; /* nothing to restrict, nothing to scope */
        die("Landlock is unavailable in this kernel: the execute allow-list cannot be enforced",
            NULL);
    }
    if (rules->abi < 2 && !exec_any)
        die("Landlock ABI 1 (a kernel before 5.19) denies every rename across directories "
            "under a ruleset: the execute allow-list needs ABI 2",
            NULL);
    struct ruleset_attr attr = {0};
    size_t size = sizeof attr.handled_access_fs;
    /* REFER is handled (and then allowed everywhere) because a ruleset that does not handle
     * it denies every link or rename into another directory (git's object quarantine). */
    if (!exec_any) attr.handled_access_fs = LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_REFER;
    if (rules->abi >= 6) {
        attr.scoped = LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | LANDLOCK_SCOPE_SIGNAL;
        size = sizeof attr;
    }
    if (!attr.handled_access_fs && !attr.scoped) return;
    rules->fd = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (rules->fd < 0) die("cannot create a Landlock ruleset", strerror(errno));
    if (attr.handled_access_fs) allow_everywhere(rules, LANDLOCK_ACCESS_FS_REFER);
}

static void enforce(struct ruleset *rules) {
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        die("cannot set no_new_privs", strerror(errno));
    refuse_keyring_calls();
    if (rules->fd < 0) return;
    if (syscall(SYS_landlock_restrict_self, rules->fd, 0) != 0)
        die("cannot enforce the Landlock ruleset", strerror(errno));
    close(rules->fd);
}

/* --- keyring and limits --------------------------------------------------------------- */

static void fresh_session_keyring(void) {
    /* An anonymous session keyring of its own: the caller's session keyring (and the keys
     * reachable from it) is no longer possessed. No keyring support at all is no leak. */
    if (syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING_, NULL) < 0 && errno != ENOSYS)
        die("cannot join a fresh session keyring", strerror(errno));
}

/* After the fresh session keyring: no key syscall at all. A key whose permissions let its
 * owner's uid read it is readable by its serial number from any process of that uid, and
 * a child of a runtime run as root is that uid outside its user namespace. */
static void refuse_keyring_calls(void) {
    struct sock_filter program[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_keyctl, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_add_key, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_request_key, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
    };
    struct sock_fprog filter = {.len = sizeof program / sizeof program[0], .filter = program};
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) != 0)
        die("cannot refuse the keyring calls", strerror(errno));
}

static void lower_limit(const char *spec) {
    const char *equals = strchr(spec, '=');
    if (equals == NULL) die("a limit is NAME=VALUE, not", spec);
    size_t length = (size_t)(equals - spec);
    for (size_t index = 0; index < sizeof LIMITS / sizeof LIMITS[0]; index++) {
        if (strlen(LIMITS[index].name) != length || strncmp(spec, LIMITS[index].name, length))
            continue;
        char *end = NULL;
        errno = 0;
        unsigned long long value = strtoull(equals + 1, &end, 10);
        if (errno || end == equals + 1 || *end) die("a limit's value is a number, not", spec);
        struct rlimit now;
        if (getrlimit(LIMITS[index].resource, &now) != 0) die("cannot read the limit", spec);
        rlim_t wanted = (rlim_t)value;
        if (now.rlim_max != RLIM_INFINITY && wanted > now.rlim_max) wanted = now.rlim_max;
        struct rlimit lowered = {wanted, wanted};
        if (setrlimit(LIMITS[index].resource, &lowered) != 0) die("cannot set the limit", spec);
        return;
    }
    die("unknown limit", spec);
}

/* --- the shell of one plain command --------------------------------------------------- */

#define MAX_WORDS 256

static int no_shell(const char *what) {
    fprintf(stderr,
            "runtime-launcher: this sandbox has no shell: /bin/sh runs one plain command, "
            "and %s is not one (a step runs a shell only where the policy allows exec for "
            "its binary: command_policy.effects)\n",
            what);
    return NOT_FOUND;
}

/* Split COMMAND into WORDS (storage in BUFFER) as sh would for a plain command; -1 when
 * it is anything else. A word that is exactly "$@" is marked by a NULL entry. */
static int split_words(const char *command, char *buffer, char **words) {
    int count = 0;
    const char *at = command;
    char *out = buffer;
    for (;;) {
        while (*at == ' ' || *at == '\t') at++;
        if (*at == '\0') break;
        if (count == MAX_WORDS - 1) return -1;
        if (strncmp(at, "\"$@\"", 4) == 0 && (at[4] == '\0' || at[4] == ' ' || at[4] == '\t')) {
            words[count++] = NULL;
            at += 4;
            continue;
        }
        if (*at == '#' || *at == '~') return -1;
        words[count++] = out;
        while (*at && *at != ' ' && *at != '\t') {
            if (*at == '\'') {
                const char *end = strchr(at + 1, '\'');
                if (end == NULL) return -1;
                memcpy(out, at + 1, (size_t)(end - at - 1));
                out += end - at - 1;
                at = end + 1;
            } else if (*at == '\\' && at[1] && at[1] != '\n') {
                *out++ = at[1];
                at += 2;
            } else if (strchr("|&;<>()$`\"*?[\n=", *at) && !(*at == '=' && count > 1)) {
                return -1; /* an operator, expansion, glob, or an assignment before the command */
            } else {
                *out++ = *at++;
            }
        }
        *out++ = '\0';
    }
    words[count] = NULL;
    return count;
}

static int one_command(int argc, char **argv) {
    if (argc < 3 || strcmp(argv[1], "-c") != 0) return no_shell(argc > 1 ? argv[1] : "a shell");
    static char buffer[65536];
    char *words[MAX_WORDS];
    if (strlen(argv[2]) >= sizeof buffer) return no_shell("a command this long");
    int count = split_words(argv[2], buffer, words);
    if (count <= 0 || words[0] == NULL) return no_shell(argv[2]);
    /* sh -c COMMAND NAME ARGS...: "$@" is ARGS */
    char *expanded[MAX_WORDS + 256];
    int used = 0;
    for (int index = 0; index < count; index++) {
        if (words[index] != NULL) {
            expanded[used++] = words[index];
            continue;
        }
        for (int arg = 4; arg < argc && used < MAX_WORDS + 255; arg++) expanded[used++] = argv[arg];
    }
    expanded[used] = NULL;
    execvp(expanded[0], expanded);
    int failure = errno;
    fprintf(stderr, "runtime-launcher: cannot run %s: %s%s\n", expanded[0], strerror(failure),
            failure == EACCES ? " (not in this step's execute allow-list)" : "");
    errno = failure;
    return errno == ENOENT ? NOT_FOUND : CANNOT_CONFINE;
}

/* Move this process (and so everything it starts) into the cgroup whose membership file
 * (v1 `tasks`, v2 `cgroup.procs`) the runtime opened for it: the pids controller counts
 * root's processes too, which RLIMIT_NPROC does not. This process has one thread, so `tasks`
 * moves all of it. */
static void join_cgroup(const char *spec) {
    char *end = NULL;
    long fd = strtol(spec, &end, 10);
    if (end == spec || *end || fd < 0) die("a cgroup descriptor is a number, not", spec);
    if (write((int)fd, "0\n", 2) != 2) die("cannot join the step's cgroup", strerror(errno));
    close((int)fd);
}

/* --- the ELF interpreter is no program ----------------------------------------------- *
 *
 * The kernel opens a dynamic program's ELF interpreter with the same execute check as the
 * program, so the allow-list must allow it; but run as a program itself (`ld.so FILE`) it
 * maps any ELF FILE without that check: a setting that names a program (git's diff.external)
 * could name the interpreter and a file to run. So the launcher stays as the program's
 * parent and is told of every execve and execveat of it and its descendants (a seccomp
 * user notification): one that names an allowed interpreter is refused with EACCES, every
 * other goes on to the kernel and its Landlock check. The notification only answers a
 * program that was told to run something; one that runs code of its own already needs no
 * execve. It orphans' subreaper too, so a daemonised grandchild stays in reach. */

/* Every execve and execveat is a notification, except this process's own execve of the
 * judged PROGRAM (the one whose path argument is this very string of this launcher), which
 * saves the first of them a round trip to the supervisor: it was judged already. */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LOW_WORD 4
#else
#define LOW_WORD 0
#endif

static int install_exec_listener(const char *own) {
    uint64_t address = (uint64_t)(uintptr_t)own;
    struct sock_filter program[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_execveat, 6, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_execve, 0, 6),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]) + LOW_WORD),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)address, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]) + 4 - LOW_WORD),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)(address >> 32), 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog filter = {.len = sizeof program / sizeof program[0], .filter = program};
    int listener = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER,
                                SECCOMP_FILTER_FLAG_NEW_LISTENER, &filter);
    if (listener < 0) die("cannot watch the program's execve calls", strerror(errno));
    return listener;
}

static void send_fd(int channel, int fd) {
    char byte = 0;
    struct iovec data = {.iov_base = &byte, .iov_len = 1};
    union {
        char buffer[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } control;
    struct msghdr message = {.msg_iov = &data,
                             .msg_iovlen = 1,
                             .msg_control = control.buffer,
                             .msg_controllen = sizeof control.buffer};
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof fd);
    if (sendmsg(channel, &message, 0) != 1)
        die("cannot hand over the execve listener", strerror(errno));
}

static int receive_fd(int channel) {
    char byte;
    struct iovec data = {.iov_base = &byte, .iov_len = 1};
    union {
        char buffer[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } control;
    struct msghdr message = {.msg_iov = &data,
                             .msg_iovlen = 1,
                             .msg_control = control.buffer,
                             .msg_controllen = sizeof control.buffer};
    if (recvmsg(channel, &message, MSG_CMSG_CLOEXEC) != 1) return -1;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    if (header == NULL || header->cmsg_type != SCM_RIGHTS) return -1;
    int fd;
    memcpy(&fd, CMSG_DATA(header), sizeof fd);
    return fd;
}

/* The path an execve or execveat names, as the calling process would resolve it, into OUT. */
static int exec_target(const struct seccomp_notif *call, char *out, size_t n) {
    char path[PATH_MAX], memory[64];
    int at_empty = 0;
    long dirfd = AT_FDCWD;
    uint64_t pointer = call->data.args[0];
    if (call->data.nr == SYS_execveat) {
        dirfd = (long)(int)call->data.args[0];
        pointer = call->data.args[1];
        at_empty = (call->data.args[4] & AT_EMPTY_PATH) != 0;
    }
    snprintf(memory, sizeof memory, "/proc/%u/mem", call->pid);
    int fd = open(memory, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t got = pread(fd, path, sizeof path - 1, (off_t)pointer);
    close(fd);
    if (got < 0) return -1;
    path[got] = '\0';
    if (strnlen(path, sizeof path) == sizeof path - 1) return -1;
    int written;
    if (path[0] == '/')
        written = snprintf(out, n, "%s", path);
    else if (path[0] == '\0' && at_empty)
        written = snprintf(out, n, "/proc/%u/fd/%ld", call->pid, dirfd);
    else if (dirfd == AT_FDCWD)
        written = snprintf(out, n, "/proc/%u/cwd/%s", call->pid, path);
    else
        written = snprintf(out, n, "/proc/%u/fd/%ld/%s", call->pid, dirfd, path);
    return written > 0 && (size_t)written < n ? 0 : -1;
}

static int names_a_loader(const struct ruleset *rules, const char *path) {
    struct stat status;
    if (stat(path, &status) != 0) return 0; /* the kernel finds nothing to run either */
    return is_loader(rules, &status);
}

static void answer(int listener, const struct ruleset *rules, struct seccomp_notif *call,
                   struct seccomp_notif_resp *reply) {
    char target[PATH_MAX + 64];
    int known = exec_target(call, target, sizeof target) == 0;
    /* the process may have died, and its pid been reused, while its memory was read */
    if (ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &call->id) != 0) return;
    memset(reply, 0, sizeof *reply);
    reply->id = call->id;
    if (!known || names_a_loader(rules, target)) {
        reply->error = -EACCES;
        fprintf(stderr, "runtime-launcher: refused: %s\n",
                known ? "the ELF interpreter runs no program named to it (execute allow-list)"
                      : "an execve whose program could not be read");
    } else {
        reply->flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
    }
    ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, reply); /* ENOENT: it died meanwhile */
}

static int exit_like(int status) {
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    int sig = WTERMSIG(status);
    signal(sig, SIG_DFL);
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); /* no core of the launcher */
    raise(sig);
    return 128 + sig;
}

static int supervise(const struct ruleset *rules, const char *program, char **argv) {
    int channel[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, channel) != 0)
        die("cannot make a channel", strerror(errno));
    sigset_t children;
    sigemptyset(&children);
    sigaddset(&children, SIGCHLD);
    sigprocmask(SIG_BLOCK, &children, NULL);
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0)
        die("cannot be a subreaper", strerror(errno));
    pid_t child = fork();
    if (child < 0) die("cannot fork", strerror(errno));
    if (child == 0) {
        sigprocmask(SIG_UNBLOCK, &children, NULL);
        close(channel[0]);
        int listener = install_exec_listener(program);
        send_fd(channel[1], listener);
        close(listener);
        close(channel[1]);
        execv(program, argv);
        int failure = errno;
        fprintf(stderr, "runtime-launcher: cannot run %s: %s\n", program, strerror(failure));
        _exit(failure == ENOENT ? NOT_FOUND : CANNOT_CONFINE);
    }
    close(channel[1]);
    int listener = receive_fd(channel[0]);
    close(channel[0]);
    int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (devnull >= 0) { /* the program's output pipes end with the program, not with this */
        dup2(devnull, 0);
        dup2(devnull, 1);
        close(devnull);
    }
    int reaped = signalfd(-1, &children, SFD_CLOEXEC);
    struct seccomp_notif_sizes sizes;
    if (syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) != 0) die("seccomp sizes", NULL);
    size_t call_size = sizes.seccomp_notif > sizeof(struct seccomp_notif)
                           ? sizes.seccomp_notif : sizeof(struct seccomp_notif);
    size_t reply_size = sizes.seccomp_notif_resp > sizeof(struct seccomp_notif_resp)
                            ? sizes.seccomp_notif_resp : sizeof(struct seccomp_notif_resp);
    struct seccomp_notif *call = calloc(1, call_size);
    struct seccomp_notif_resp *reply = calloc(1, reply_size);
    if (call == NULL || reply == NULL || reaped < 0) die("cannot supervise", strerror(errno));
    for (;;) {
        struct pollfd watched[2] = {{.fd = reaped, .events = POLLIN},
                                    {.fd = listener, .events = POLLIN}};
        if (poll(watched, listener >= 0 ? 2 : 1, -1) < 0) {
            if (errno == EINTR) continue;
            die("cannot wait", strerror(errno));
        }
        if (listener >= 0 && watched[1].revents & POLLIN) {
            memset(call, 0, call_size);
            if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, call) == 0)
                answer(listener, rules, call, reply);
        } else if (listener >= 0 && watched[1].revents & (POLLHUP | POLLERR)) {
            close(listener); /* no process left under the filter */
            listener = -1;
        }
        if (watched[0].revents & POLLIN) {
            struct signalfd_siginfo info;
            if (read(reaped, &info, sizeof info) < 0 && errno != EAGAIN) die("cannot read", NULL);
            int status;
            pid_t done;
            while ((done = waitpid(-1, &status, WNOHANG)) > 0)
                if (done == child) return exit_like(status);
        }
    }
}

/* --- main ------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    const char *allowed[MAX_PATHS];
    const char *own_shell = NULL;
    size_t allowed_count = 0;
    int exec_any = 0, index = 1;
    const char *name = strrchr(argv[0], '/');
    if (strcmp(name ? name + 1 : argv[0], "sh") == 0) return one_command(argc, argv);
    if (argc == 2 && strcmp(argv[1], "--abi") == 0) {
        printf("landlock-abi %d\n", landlock_abi());
        return 0;
    }
    fresh_session_keyring();
    for (; index < argc; index++) {
        const char *word = argv[index];
        if (strcmp(word, "--") == 0) {
            index++;
            break;
        } else if (strcmp(word, "--exec-any") == 0) {
            exec_any = 1;
        } else if (strcmp(word, "--allow-exec") == 0 && index + 1 < argc) {
            if (allowed_count == MAX_PATHS) die("too many executables in the allow-list", NULL);
            allowed[allowed_count++] = argv[++index];
        } else if (strcmp(word, "--own-shell") == 0 && index + 1 < argc) {
            own_shell = argv[++index];
        } else if (strcmp(word, "--cgroup-fd") == 0 && index + 1 < argc) {
            join_cgroup(argv[++index]);
        } else if (strcmp(word, "--limit") == 0 && index + 1 < argc) {
            lower_limit(argv[++index]);
        } else {
            die("unknown option", word);
        }
    }
    if (index >= argc) die("no program to run", NULL);
    const char *program = argv[index];
    if (program[0] != '/') die("the program is named by its absolute path, not", program);
    struct ruleset rules;
    start_ruleset(&rules, exec_any);
    if (rules.fd >= 0 && rules.restricts_exec) {
        allow(&rules, program, 0);
        for (size_t at = 0; at < allowed_count; at++) allow(&rules, allowed[at], 0);
        if (own_shell != NULL) allow_own_shell(&rules, own_shell);
    }
    enforce(&rules);
    if (rules.loader_count > 0) return supervise(&rules, program, argv + index);
    execv(program, argv + index);
    int failure = errno;
    fprintf(stderr, "runtime-launcher: cannot run %s: %s\n", program, strerror(failure));
    return failure == ENOENT ? NOT_FOUND : CANNOT_CONFINE;
}
