#include "CMallocStats.h"

// Any libc header defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t ribbench_malloc_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

int ribbench_malloc_stats_available(void) { return 1; }
#else
size_t ribbench_malloc_bytes_in_use(void) { return 0; }

int ribbench_malloc_stats_available(void) { return 0; }
#endif
