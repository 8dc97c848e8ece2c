#include "CAllocationCounter.h"

// Any libc header defines __GLIBC__ when the C library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

// The executable's own definitions of the allocation functions take precedence over libc's for
// every library in the process (symbol interposition), and glibc exports its implementations
// under these names, so each definition below counts and then forwards. Freeing needs no
// counting and is left to libc.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);

// In the executable's static TLS block, so reading it never allocates.
static _Thread_local unsigned long long thread_allocations;

void *malloc(size_t size) {
  thread_allocations++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  thread_allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (pointer == NULL) thread_allocations++;
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  thread_allocations++;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  thread_allocations++;
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  thread_allocations++;
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  thread_allocations++;
  return __libc_valloc(size);
}

unsigned long long ribbench_thread_allocations(void) { return thread_allocations; }

int ribbench_allocation_counting_available(void) { return 1; }
#else
unsigned long long ribbench_thread_allocations(void) { return 0; }

int ribbench_allocation_counting_available(void) { return 0; }
#endif
