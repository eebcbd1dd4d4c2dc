import Foundation

/// A file's name as a number. Every statement the interpreter runs stores its `SourceLoc` (`lastLoc`, and each
/// call pushes one on `callSites`); with the name as a `String`, a name longer than fifteen bytes (a script's
/// path) was retained and released each time, a good part of a small call's cost.
struct SourceFileID: Equatable {
    fileprivate let index: UInt32

    /// The number of the name, the same for the same name within the process.
    init(_ name: String) { index = SourceFileNames.shared.index(of: name) }

    var name: String { SourceFileNames.shared.name(at: index) }
}

/// Every file name a `SourceLoc` has named in this process: a handful (the preludes, scripts, one per REPL
/// entry), kept for the process's life. Sessions on several threads (the tests) share it, hence the lock.
private final class SourceFileNames: @unchecked Sendable {
    static let shared = SourceFileNames()

    private let lock = NSLock()
    private var names: [String] = []
    private var indexes: [String: UInt32] = [:]

    func index(of name: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[name] { return index }
        let index = UInt32(names.count)
        names.append(name)
        indexes[name] = index
        return index
    }

    func name(at index: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(index)]
    }
}
