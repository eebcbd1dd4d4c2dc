#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "HugePages.h"

/* The linker's names for where the executable's first segment (its headers, then its code) begins and its code ends. */
extern char __executable_start[];
extern char etext[];

/* How much of this process's file-backed memory is mapped in 2 MB pages, in kB; -1 when /proc cannot say. */
static long file_memory_in_huge_pages(void) {
    int fd = open("/proc/self/smaps_rollup", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[4096];
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    if (length <= 0) return -1;
    text[length] = 0;
    const char *field = strstr(text, "FilePmdMapped:");
    return field == NULL ? -1 : strtol(field + strlen("FilePmdMapped:"), NULL, 10);
}

/*
 * Whether the page cache holds the 2 MB of the executable at `offset` as one piece, found by mapping them apart (at a
 * 2 MB boundary, so that Linux can map them whole) and reading a byte: a mapping of this process's code would keep the
 * small pages it found from ever leaving the cache. When the cache holds none of them, the read brings them in whole.
 */
static int cached_in_one_piece(int fd, off_t offset, long before) {
    char *area = mmap(NULL, 2 * reuselab_huge_page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED) return -1;
    char *aligned = (char *)reuselab_align_up((uintptr_t)area, reuselab_huge_page);
    int whole = -1;
    if (mmap(aligned, reuselab_huge_page, PROT_READ, MAP_SHARED | MAP_FIXED, fd, offset) == aligned) {
        (void)madvise(aligned, reuselab_huge_page, MADV_HUGEPAGE);
        volatile char byte = aligned[0];
        (void)byte;
        long after = file_memory_in_huge_pages();
        if (after >= 0) whole = after > before;
    }
    munmap(area, 2 * reuselab_huge_page);
    return whole;
}

/*
 * Keeps the executable's code in 2 MB pages: one page fault and one TLB entry where there would be 512
 * (`Scripts/cache-in-huge-pages` says when Linux maps a file so). Runs before the Swift runtime's and every other
 * constructor: a read of /proc when the code run so far is in 2 MB pages, a few dozen microseconds more when not.
 *
 * From here on, code the page cache does not hold is read 2 MB at a time (the advice). When the cache holds the code
 * in small pages (the kernel dropped the file, and the start that read it again did so a little at a time, around
 * each fault, before any of this could run: on machines that page out unused files, a start after a few idle
 * minutes), the code no program maps is dropped from the cache, so that this start reads what it runs next in 2 MB
 * pieces, and the starts after it find it so. The pages a running program maps stay as they are (here, the few the
 * C library's start-up ran). The 2 MB looked at are the second of the code, where the code every start runs begins
 * (Scripts/link-order.txt lays it out first).
 */
__attribute__((constructor(101))) static void reuselab_keep_code_in_huge_pages(void) {
    uintptr_t base = (uintptr_t)__executable_start;
    /* Code whose addresses and file offsets differ by other than a multiple of 2 MB is never mapped in 2 MB pages: a
       position-independent executable (a debug build, or one linked against the system's libraries) loaded where the
       kernel chose. Mending its cache would only drop it at every start. */
    if (base & (reuselab_huge_page - 1)) return;
    uintptr_t end = (uintptr_t)etext & ~(reuselab_huge_page - 1);
    if (end < base + 2 * reuselab_huge_page || madvise((void *)base, end - base, MADV_HUGEPAGE) != 0) return;
    /* The code run so far in 2 MB pages: the cache holds it so (a start after Scripts/cache-in-huge-pages). */
    long mapped = file_memory_in_huge_pages();
    if (mapped != 0) return;
    int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    /* The code's segment maps the file from its first byte: the second 2 MB of the code are the file's. */
    if (cached_in_one_piece(fd, (off_t)reuselab_huge_page, mapped) == 0) {
        (void)posix_fadvise(fd, 0, (off_t)((uintptr_t)etext - base), POSIX_FADV_DONTNEED);
    }
    close(fd);
}
#endif
