#ifndef REUSELAB_STATIC_DATA_SHIM_H
#define REUSELAB_STATIC_DATA_SHIM_H

/// Maps every page of the executable's zero-initialised data (`.bss`) now, in one call, rather than one page
/// fault at a time as code first writes each page; the part of it past a 2 MB boundary as one transparent huge
/// page, the mapping extended to the next boundary for it. Returns madvise's result (-1 where the kernel cannot).
int reuselab_populate_zeroed_data(void);

#endif
