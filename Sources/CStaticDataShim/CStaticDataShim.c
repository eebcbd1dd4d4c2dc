#include "CStaticDataShim.h"

#if defined(__linux__)
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif

/* The linker's names for where the executable's .bss begins and where its data ends. */
extern char __bss_start[];
extern char _end[];

int reuselab_populate_zeroed_data(void) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    /* Whole pages only: the first may share a page with initialised data, which is mapped differently. */
    uintptr_t start = ((uintptr_t)__bss_start + page - 1) & ~(page - 1);
    uintptr_t end = (uintptr_t)_end & ~(page - 1);
    if (end <= start) return 0;
    return madvise((void *)start, end - start, MADV_POPULATE_WRITE);
}
#else
int reuselab_populate_zeroed_data(void) { return -1; }
#endif
