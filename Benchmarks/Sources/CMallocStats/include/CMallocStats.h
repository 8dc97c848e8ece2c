#ifndef CMALLOCSTATS_H
#define CMALLOCSTATS_H

#include <stddef.h>

/// The bytes malloc has handed out and not freed yet, counted by malloc itself: with glibc,
/// mallinfo2()'s uordblks (heap chunks in use, headers and alignment included) plus hblkhd
/// (chunks served by mmap). Returns 0 where the C library cannot tell.
size_t ribbench_malloc_bytes_in_use(void);

/// Whether ribbench_malloc_bytes_in_use() measures anything on this platform.
int ribbench_malloc_stats_available(void);

#endif
