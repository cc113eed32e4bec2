// Linux calls that Swift's Glibc module leaves out: timerfd (sys/timerfd.h) and prctl (sys/prctl.h).
// Used only by Sources/TaktTerminal/Platform.swift.
#include <sys/prctl.h>
#include <sys/timerfd.h>

// prctl is variadic, which Swift cannot call: this fixes its arguments for the one option takt uses.
static inline int takt_set_timer_slack(unsigned long nanoseconds) {
    return prctl(PR_SET_TIMERSLACK, nanoseconds, 0UL, 0UL, 0UL);
}
