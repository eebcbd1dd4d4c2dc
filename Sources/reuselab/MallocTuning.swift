#if canImport(Glibc)
    import CStaticDataShim
    import Glibc

    /// glibc's `mallopt`, which Swift's Glibc module does not import (`<malloc.h>` is not in it).
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32

    /// glibc's option numbers, from `<malloc.h>`.
    private let mallocTopPad: Int32 = -2
    private let mallocArenaMax: Int32 = -8
    private let mallocMmapThreshold: Int32 = -3

    /// What the heap grows by at once: more than a `run` of a UIKit script allocates (about 40 MB).
    private let heapReserve = 64 << 20
    /// A transparent huge page on x86-64 and most arm64 kernels.
    private let hugePageSize = 2 << 20

    /// Sets glibc's allocator up for a process that checks the preludes at every start (`reuselab run`
    /// perf: page faults 13 % of its CPU time, `mprotect` 4 %).
    ///
    /// The session runs on a thread of its own (`LargeStack`), which glibc gives an arena of its own; such an
    /// arena grows a page or so at a time, with one `mprotect` each (2,775 calls in a `run` of a corpus script).
    /// One arena for every thread (they take turns: only the preludes' parsing threads work beside another,
    /// and the parser allocates from its own slabs) grows by `brk`, and a large top pad makes that one call.
    /// The heap is then grown once, now, and asked for transparent huge pages, as glibc's `hugetlb=1` tunable
    /// would (which only the environment can set): a start touched 6,300 small pages, each a fault; it now
    /// touches about 1,400, and takes a tenth less CPU time. Untouched parts of the reserve cost no memory; where
    /// the kernel gives no huge pages (`never`), the advice does nothing.
    ///
    /// Three more steps for the page faults that were left (900 in a `run` of a corpus script, each about two
    /// microseconds of system time on these virtual machines):
    /// - The heap starts wherever the kernel put it, so up to 2 MB of it lay below the first huge page, and the
    ///   start's first blocks took that head a small page at a time (50 to 450 faults, by where the heap began): a
    ///   block now fills the head, and the blocks a start allocates come from huge pages (a `run` of a corpus
    ///   script: 360 faults of its own in every run, where it had 410 to 850).
    /// - Blocks of up to a quarter of the reserve come from the heap rather than from mappings of their own (glibc's
    ///   default threshold is 128 KB): the preludes' texts and the tree files' records are a few hundred KB each,
    ///   and a fresh mapping takes a fault per page.
    /// - The executable's zero-initialised data (1.6 MB: the Swift runtime's caches, every `static let`), of which a
    ///   start wrote 250 pages one fault at a time, is mapped in one call; its part past a 2 MB boundary (1.1 MB) as
    ///   one huge page rather than 288 small ones (a `run` of a corpus script: 10.5 to 10.2 ms, the medians of three
    ///   hundred interleaved runs).
    func tuneMalloc() {
        _ = reuselab_populate_zeroed_data()
        _ = mallopt(mallocArenaMax, 1)
        _ = mallopt(mallocTopPad, Int32(heapReserve))
        _ = mallopt(mallocMmapThreshold, Int32(heapReserve / 4))
        guard let start = sbrk(0) else { return }
        // Grow the heap now: blocks below the mmap threshold come from the top of the heap, and the first one
        // that does not fit grows it by the pad. Freed, they go back to the top, which keeps the pad.
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(8)
        while blocks.count < 8, sbrk(0) == start, let block = malloc(growthBlockSize) { blocks.append(block) }
        for block in blocks { free(block) }
        guard let end = sbrk(0), end > start else { return }
        // The block that grew the heap wrote the top's header just past its end, a small page that then takes the
        // whole huge page it lies in: the huge pages begin beyond it.
        let touched = UInt(bitPattern: start) + UInt(growthBlockSize) + UInt(pageSize)
        let first = (touched + UInt(hugePageSize - 1)) & ~UInt(hugePageSize - 1)
        let last = UInt(bitPattern: end) & ~UInt(hugePageSize - 1)
        guard last > first, let region = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(region, Int(last - first), MADV_HUGEPAGE)
        // The head below the first huge page, held for the life of the process (untouched, it costs no memory).
        if let probe = malloc(16) {
            let at = UInt(bitPattern: probe)
            free(probe)
            if at < first { heapHeadFiller = malloc(Int(first - at) - blockOverhead) }
        }
    }

    /// The head's filler. Kept in a global: the optimizer removes a `malloc` whose block is never used, and did,
    /// so that the head took a start's first blocks a small page at a time (up to 450 faults).
    nonisolated(unsafe) private var heapHeadFiller: UnsafeMutableRawPointer?

    /// The blocks that grow the heap: the first that does not fit in what the heap has.
    private let growthBlockSize = 64 << 10
    private let pageSize = 4 << 10

    /// What glibc puts before a block (its size word and the previous block's), so that the next one starts at the
    /// boundary rather than just past it.
    private let blockOverhead = 32
#else
    func tuneMalloc() {}
#endif
