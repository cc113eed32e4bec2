#ifndef TAKT_ALLOCATION_COUNTER_H
#define TAKT_ALLOCATION_COUNTER_H

/// Bytes requested from malloc, calloc and realloc by the calling thread since it started.
///
/// Linked into the test executable only: its malloc, calloc and realloc stand in front of
/// glibc's (ELF symbol interposition) and add the size asked for to a thread-local count, so a
/// test can measure how much one piece of work allocates without timing it.
unsigned long long takt_allocated_bytes(void);

#endif
