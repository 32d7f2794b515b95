#ifndef BENCHMARK_ALLOCATION_COUNTER_H
#define BENCHMARK_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of allocation calls (malloc, calloc, realloc, memalign, posix_memalign,
/// aligned_alloc, valloc) made by every thread since the process started.
uint64_t benchmark_allocation_count(void);

#endif
