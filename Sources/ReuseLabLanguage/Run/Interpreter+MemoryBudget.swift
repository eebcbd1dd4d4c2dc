import Foundation

/// The memory budget: values that grow without end (`s += s`, `a.append(contentsOf: a + [1])`,
/// `Array(0..<1_000_000_000)`) stop the run with status 4 and a message, long before they exhaust the
/// machine. Every built-in that makes or grows a large value asks for room first: a single value larger
/// than the budget stops at once; otherwise, after each 16 MB of growth, the process's resident memory
/// above what it was when the entry began is compared with the budget. Bulk copies also cost steps (one per
/// 16 elements), so a loop that copies a huge value on every pass meets the step budget in seconds.
extension Interpreter {
    static let valueStride = MemoryLayout<Value>.stride

    /// Called when an entry starts: growth is measured from here.
    func beginMemoryAccounting() {
        memoryBaseline = Self.residentBytes()
        grownSinceMemoryCheck = 0
    }

    /// Room for an array of `count` elements, `copied` of them copied or added by this operation.
    func ensureRoom(forElements count: Int, loc: SourceLoc, growing copied: Int = 0) throws {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: Self.valueStride)
        let (copiedBytes, copiedOverflow) = copied.multipliedReportingOverflow(by: Self.valueStride)
        try ensureRoom(bytes: overflow ? Int.max : bytes, grown: copiedOverflow ? Int.max : copiedBytes, loc: loc)
        try chargeCopies(copied, loc: loc)
    }

    /// Room for a string of `bytes` UTF-8 bytes, `copied` of them copied or added by this operation.
    func ensureRoom(forBytes bytes: Int, loc: SourceLoc, growing copied: Int = 0) throws {
        try ensureRoom(bytes: bytes, grown: copied, loc: loc)
        try chargeCopies(copied / Self.valueStride, loc: loc)
    }

    private func chargeCopies(_ elements: Int, loc: SourceLoc) throws {
        guard elements >= 16 else { return }
        steps &+= elements >> 4
        if steps > limits.steps || steps < 0 { throw stepTrap(loc) }
    }

    private func ensureRoom(bytes: Int, grown: Int, loc: SourceLoc) throws {
        if bytes > limits.memory { throw memoryTrap(loc) }
        grownSinceMemoryCheck &+= grown
        guard grownSinceMemoryCheck >= 16 << 20 || grownSinceMemoryCheck < 0 else { return }
        grownSinceMemoryCheck = 0
        // What is resident now, plus what this operation is about to add.
        let (planned, overflow) = (Self.residentBytes() - memoryBaseline).addingReportingOverflow(grown)
        if overflow || planned > limits.memory { throw memoryTrap(loc) }
    }

    func memoryTrap(_ loc: SourceLoc) -> Trap {
        fatal(Diagnostics.memoryLimitReached(megabytes: limits.memory >> 20), at: loc)
    }

    /// The process's resident set size now (0 where it cannot be read).
    static func residentBytes() -> Int {
        #if os(Linux)
            // read(2), not Foundation: every entry starts with this, replayed ones too.
            let fd = open("/proc/self/statm", O_RDONLY)
            guard fd >= 0 else { return 0 }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 128)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 127) }
            guard count > 0 else { return 0 }
            let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            return 0
        #endif
    }
}
