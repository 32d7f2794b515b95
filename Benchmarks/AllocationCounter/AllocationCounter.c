// Counts allocation calls for the benchmark executable by interposing the C allocator.
//
// An executable's own definitions of malloc and friends take precedence over glibc's in the
// dynamic link, so every allocation in the process (Swift runtime, Foundation, C code) comes
// here. Each wrapper adds one to a relaxed atomic counter and forwards to glibc's real
// implementation (__libc_malloc and friends, exported by glibc for exactly this use). This
// target is linked only into EffectProofBenchmarks; nothing else sees these definitions.
#define _GNU_SOURCE
#include "BenchmarkAllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocation_count = 0;

static inline void count_one(void) {
  atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
}

uint64_t benchmark_allocation_count(void) {
  return atomic_load_explicit(&allocation_count, memory_order_relaxed);
}

void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  count_one();
  return __libc_memalign(4096, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}
