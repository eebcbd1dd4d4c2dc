#include "CStaticDataShim.h"
#include "HugePages.h"

#if defined(__linux__)
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14 */
#endif
#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25 /* Linux 6.1 */
#endif
#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000 /* Linux 4.17 */
#endif

/* The linker's names for where the executable's .bss begins and where its data ends. */
extern char __bss_start[];
extern char _end[];

/*
 * Extends the mapping of the zero-initialised data from `end` to the 2 MB boundary past it and asks for a
 * transparent huge page there, so that the part of the data from the last 2 MB boundary on is one page rather
 * than hundreds. The extension is untouched beyond that huge page. False when the kernel put it elsewhere or it
 * would cover something else.
 */
static int extend_to_huge_page(uintptr_t huge_start, uintptr_t end, uintptr_t huge_end) {
    size_t length = huge_end - end;
    void *extension = mmap((void *)end, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (extension == MAP_FAILED) return 0;
    if (extension != (void *)end) {
        /* A kernel older than MAP_FIXED_NOREPLACE takes the address as a hint. */
        munmap(extension, length);
        return 0;
    }
    if (madvise((void *)huge_start, huge_end - huge_start, MADV_HUGEPAGE) != 0) return 0;
    /* Pages of it the start wrote already (the C library's, at its end) keep a fault from making a huge page: this
       makes one of them, their contents copied. */
    return madvise((void *)huge_start, huge_end - huge_start, MADV_COLLAPSE) == 0;
}

int reuselab_populate_zeroed_data(void) {
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    /* Whole pages only: the first may share a page with initialised data, which is mapped differently. */
    uintptr_t start = reuselab_align_up((uintptr_t)__bss_start, page);
    uintptr_t end = reuselab_align_up((uintptr_t)_end, page);
    if (end <= start) return 0;
    uintptr_t huge_start = reuselab_align_up(start, reuselab_huge_page);
    if (huge_start < end) (void)extend_to_huge_page(huge_start, end, reuselab_align_up(end, reuselab_huge_page));
    return madvise((void *)start, end - start, MADV_POPULATE_WRITE);
}
#else
int reuselab_populate_zeroed_data(void) { return -1; }
#endif
