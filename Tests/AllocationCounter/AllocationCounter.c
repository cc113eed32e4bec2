#include "AllocationCounter.h"

#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
// Under a sanitizer its own malloc must see every allocation: wrapping glibc's here would hand
// it blocks it never made, and the test process crashes at start. SessionCostTests is skipped there.
#define TAKT_NO_COUNTING 1
#endif
#endif

#ifndef TAKT_NO_COUNTING
// glibc's own allocator under its internal names, which it exports for wrappers like these.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

// Thread-local: other threads of the test process (the runner, Dispatch) never disturb a count.
static _Thread_local unsigned long long allocated;

void *malloc(size_t size) {
    allocated += size;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocated += count * size;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocated += size;
    return __libc_realloc(pointer, size);
}

unsigned long long takt_allocated_bytes(void) {
    return allocated;
}
#else
unsigned long long takt_allocated_bytes(void) { return 0; }
#endif
