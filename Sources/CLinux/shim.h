// Linux calls that Swift's Glibc module leaves out: timerfd (sys/timerfd.h), eventfd
// (sys/eventfd.h), prctl (sys/prctl.h) and sched_setattr.
// Used only by Sources/TaktPlatform/Platform.swift.
#include <sys/prctl.h>
#include <sys/timerfd.h>
#include <sys/eventfd.h>

// prctl is variadic, which Swift cannot call: this fixes its arguments for the one option takt uses.
static inline int takt_set_timer_slack(unsigned long nanoseconds) {
    return prctl(PR_SET_TIMERSLACK, nanoseconds, 0UL, 0UL, 0UL);
}

// sched_setattr(2) has no glibc wrapper before 2.41. Asks the scheduler (EEVDF, Linux 6.12 and
// later) for a short time slice in the normal policy: a task that sleeps almost always and
// runs a few microseconds per wake is then let in ahead of a busy loop at once, instead of at
// the end of that loop's slice. No privilege is needed; an older kernel refuses or ignores it.
#include <stdint.h>
#include <sys/syscall.h>

// Declared here rather than through <unistd.h>: a header this module includes lends its names
// to the module, and Swift files that use STDOUT_FILENO from Glibc would then need CLinux.
extern long syscall(long number, ...);

struct takt_sched_attr {
    uint32_t size;
    uint32_t sched_policy;
    uint64_t sched_flags;
    int32_t sched_nice;
    uint32_t sched_priority;
    uint64_t sched_runtime;
    uint64_t sched_deadline;
    uint64_t sched_period;
};

static inline int takt_request_short_slice(uint64_t nanoseconds, int nice) {
#ifdef SYS_sched_setattr
    struct takt_sched_attr attr = {0};
    attr.size = sizeof(attr);
    attr.sched_policy = 0; // SCHED_OTHER
    attr.sched_nice = nice; // unchanged: the caller passes the current one
    attr.sched_runtime = nanoseconds;
    return (int)syscall(SYS_sched_setattr, 0, &attr, 0);
#else
    (void)nanoseconds;
    (void)nice;
    return -1;
#endif
}

// The slice sched_setattr set, read back (sched_getattr(2)); 0 when the kernel cannot say.
static inline uint64_t takt_current_slice(void) {
#ifdef SYS_sched_getattr
    struct takt_sched_attr attr = {0};
    if (syscall(SYS_sched_getattr, 0, &attr, sizeof(attr), 0) != 0) return 0;
    return attr.sched_runtime;
#else
    return 0;
#endif
}
