#ifndef CALLOCATIONCOUNTER_H
#define CALLOCATIONCOUNTER_H

/// How many blocks the C allocator has handed out to the calling thread so far: calls to
/// malloc, calloc, posix_memalign, aligned_alloc, memalign, valloc, and realloc of a null
/// pointer. Swift objects, closure contexts and array buffers all come from these. Counted
/// per thread, so other threads' work does not show.
unsigned long long ribbench_thread_allocations(void);

/// Whether ribbench_thread_allocations() counts anything on this platform (glibc only).
int ribbench_allocation_counting_available(void);

#endif
