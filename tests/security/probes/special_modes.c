/* Run inside the sandbox: every way to leave a setuid/setgid or file-capability program.
 * Prints one line per attempt, NAME RESULT, where RESULT is "ok" or the errno's name.
 * x86_64 only (the int 0x80 entry is the i386 ABI reached from a 64-bit process). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/xattr.h>
#include <unistd.h>

static void report(const char *name, long result) {
    printf("%s %s\n", name, result < 0 ? strerrorname_np(errno) : "ok");
}

static long int80_chmod(const char *path, long mode) {
    long result;
    __asm__ volatile("int $0x80" : "=a"(result) : "a"(15), "b"(path), "c"(mode) : "memory");
    if (result < 0) {
        errno = (int)-result;
        return -1;
    }
    return result;
}

struct open_how {
    unsigned long long flags, mode, resolve;
};

static char low_path[] = "plain"; /* in .data: below 4 GiB when built without PIE */

int main(void) {
    close(open("plain", O_CREAT | O_WRONLY, 0755));
    unsigned char cap[20] = {0, 0, 0, 2, 0x80}; /* VFS_CAP_REVISION_2, cap_setuid */
    report("setxattr-capability", setxattr("plain", "security.capability", cap, 20, 0));
    report("int80-chmod", int80_chmod(low_path, 04755));
    report("x32-chmod", syscall(0x40000000 | SYS_chmod, "plain", 04755));
    report("fchmodat2", syscall(452, AT_FDCWD, "plain", 04755, 0));
    struct open_how how = {O_CREAT | O_WRONLY, 04755, 0};
    report("openat2", syscall(SYS_openat2, AT_FDCWD, "by-openat2", &how, sizeof how));
    char params[120] = {0};
    report("io_uring_setup", syscall(SYS_io_uring_setup, 4, params));
    report("open-creat", open("by-open", O_CREAT | O_WRONLY, 04755));
    report("mknod", mknod("by-mknod", S_IFREG | 02755, 0));
    report("unshare-user", unshare(CLONE_NEWUSER));
    report("chmod-via-proc-fd", chmod("/proc/self/cwd/plain", 06755));
    return 0;
}
