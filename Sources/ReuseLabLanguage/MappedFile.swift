#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file's bytes, mapped read-only for the length of one call: the tree cache's files are read once per
/// start and only while their trees are decoded (what outlives that is copied out). Reading one into a buffer
/// copied it and touched every page of a fresh allocation, a page fault each (a fifth of a start's faults);
/// a mapping shares the kernel's cached pages, a fault for each run of them.
enum MappedFile {
    /// What `body` makes of the bytes of the file at `path`; nil when it cannot be opened and mapped, or is
    /// not a regular file. An empty file is given as an empty buffer.
    static func withBytes<T>(atPath path: String, _ body: (UnsafeRawBufferPointer) -> T?) -> T? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let count = Int(info.st_size)
        guard count > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        guard let start = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else { return nil }
        defer { munmap(start, count) }
        return body(UnsafeRawBufferPointer(start: start, count: count))
    }
}
