#ifndef REUSELAB_HUGE_PAGES_H
#define REUSELAB_HUGE_PAGES_H

#include <stdint.h>

/* A transparent huge page on x86-64 and most arm64 kernels: what the zero-initialised data and the code are mapped in. */
static const uintptr_t reuselab_huge_page = 2u << 20;

/* `value` rounded up to a multiple of `alignment` (a power of two). */
static inline uintptr_t reuselab_align_up(uintptr_t value, uintptr_t alignment) {
    return (value + alignment - 1) & ~(alignment - 1);
}

#endif
