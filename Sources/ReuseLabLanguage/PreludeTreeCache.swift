import Foundation
import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folded prelude trees kept on disk between runs (`SyntaxTreeCodec`), because parsing and folding the preludes
/// was a third of what every start cost. A file is named by a hash of the prelude's text and of the binary that
/// wrote it, and its header repeats both with the payload's length and checksum: a file from another text, another
/// build, an older format, or one that is truncated or damaged is refused (the prelude is parsed and the file
/// written again). Files are written to a temporary name and renamed, so a reader never sees half a file and two
/// processes starting at once at worst both write the same content. Without a writable folder, it just parses.
struct PreludeTreeCache: Sendable {
    /// The folder holding the files, or nil for no cache.
    let directory: String?

    /// `$XDG_CACHE_HOME/reuselab/trees` or `~/.cache/reuselab/trees`; nil when `REUSELAB_NO_CACHE` is set
    /// (to anything but `0` or empty) or no absolute folder can be named.
    /// Reads the three variables with `getenv`: `ProcessInfo`'s `environment` makes a dictionary of them all, a
    /// fiftieth of a `run` of `print(1)`.
    static let standard = PreludeTreeCache(variable: { getenv($0).map { String(cString: $0) } })

    init(directory: String?) { self.directory = directory }

    init(environment: [String: String]) {
        self.init(variable: { environment[$0] })
    }

    private init(variable: (String) -> String?) {
        if let optOut = variable("REUSELAB_NO_CACHE"), !optOut.isEmpty, optOut != "0" {
            directory = nil
            return
        }
        // The XDG rules (as `XDGBaseDirectory` in the tutor): an absolute $XDG_CACHE_HOME, else $HOME/.cache.
        if let base = variable("XDG_CACHE_HOME"), base.hasPrefix("/") {
            directory = base + "/reuselab/trees"
        } else if case let home = variable("HOME") ?? NSHomeDirectory(), home.hasPrefix("/") {
            directory = home + "/.cache/reuselab/trees"
        } else {
            directory = nil
        }
    }

    /// Where a tree came from.
    enum Outcome: Equatable, Sendable {
        /// Rebuilt from a valid file.
        case read
        /// Parsed and folded, then stored (`true`) or not (no usable folder, a tree that cannot be stored).
        case parsed(stored: Bool)
    }

    /// The folded tree of `source`: read from the cache when a valid file is there, else made by `parseAndFold`
    /// and stored for the next start. `sourceHash`, when given, is `ContentHash.of(source)`, known already.
    func tree(
        for source: String, sourceHash knownHash: UInt64? = nil, parseAndFold: (String) -> SourceFileSyntax
    ) -> (tree: SourceFileSyntax, outcome: Outcome) {
        guard let directory, let binary = BinaryIdentity.current else { return (parseAndFold(source), .parsed(stored: false)) }
        let sourceHash = knownHash ?? ContentHash.of(source)
        let sourceLength = source.utf8.count
        let path = directory + "/" + Self.fileName(sourceHash: sourceHash, binary: binary)
        let read = withPayload(at: path, binary: binary, sourceLength: sourceLength, sourceHash: sourceHash) {
            SyntaxTreeCodec.decode($0, source: source)
        }
        if let read { return (read, .read) }
        let tree = parseAndFold(source)
        var stored = false
        if let payload = SyntaxTreeCodec.encode(tree, source: source) {
            stored = store(
                payload, at: path, directory: directory, binary: binary, sourceLength: sourceLength, sourceHash: sourceHash)
            // The start that stores a tree uses it as every later start will read it, its bodies left out
            // (`DeferredBodies`): the first start then checks what the others do.
            if stored, let read = payload.withUnsafeBytes({ SyntaxTreeCodec.decode($0, source: source) }) {
                return (read, .parsed(stored: true))
            }
        }
        return (tree, .parsed(stored: stored))
    }

    /// Whether a file for the source of hash `sourceHash` (`ContentHash.of`) from this binary is there to read (its
    /// content is checked when it is read).
    func holdsTree(forSourceHash sourceHash: UInt64) -> Bool {
        guard let directory, let binary = BinaryIdentity.current else { return false }
        let path = directory + "/" + Self.fileName(sourceHash: sourceHash, binary: binary)
        return access(path, R_OK) == 0
    }

    static func fileName(sourceHash: UInt64, binary: UInt64) -> String {
        "prelude-v\(Header.formatVersion)-\(hex(sourceHash))-\(hex(binary)).tree"
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// What `body` makes of the payload of the file at `path`, when its header names this binary and this source
    /// and the payload has the length and checksum the header gives; nil when anything differs.
    func withPayload<T>(
        at path: String, binary: UInt64, sourceLength: Int, sourceHash: UInt64, _ body: (UnsafeRawBufferPointer) -> T?
    ) -> T? {
        MappedFile.withBytes(atPath: path) { (bytes: UnsafeRawBufferPointer) -> T? in
            guard let header = Header(bytes),
                header.binary == binary, header.sourceHash == sourceHash,
                header.sourceLength == UInt64(sourceLength),
                header.payloadLength == UInt64(bytes.count - Header.size)
            else { return nil }
            let payload = UnsafeRawBufferPointer(rebasing: bytes[Header.size...])
            guard ContentHash.of(payload) == header.payloadHash else { return nil }
            return body(payload)
        }
    }

    /// Stores `payload` under a header naming this binary and the source; then other builds' old files go.
    func store(_ payload: [UInt8], at path: String, directory: String, binary: UInt64, sourceLength: Int, sourceHash: UInt64) -> Bool {
        let header = Header(
            binary: binary, sourceLength: UInt64(sourceLength), sourceHash: sourceHash,
            payloadLength: UInt64(payload.count), payloadHash: payload.withUnsafeBytes(ContentHash.of))
        guard write(header.bytes + payload, to: path, directory: directory) else { return false }
        removeStaleFiles(in: directory, binary: binary)
        return true
    }

    /// Writes `bytes` under a name of this process's, then renames it into place; false when anything fails.
    private func write(_ bytes: [UInt8], to path: String, directory: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return false
        }
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return false }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Every rebuilt binary writes new files (a debug build, often): those of other binaries, and temporary files
    /// a killed process left, go once they are a day old. A binary still in use writes its own again.
    private func removeStaleFiles(in directory: String, binary: UInt64) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        let ownSuffix = "-\(Self.hex(binary)).tree"
        let dayAgo = Date().addingTimeInterval(-24 * 60 * 60)
        for name in names where name.hasPrefix("prelude-") && !name.hasSuffix(ownSuffix) {
            let path = directory + "/" + name
            guard let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < dayAgo
            else { continue }
            try? manager.removeItem(atPath: path)
        }
    }
}

/// A file's fixed-size header: magic, format version, then six 64-bit little-endian numbers.
private struct Header {
    /// Raised whenever the payload's layout changes, so older files are never read.
    static let formatVersion: UInt32 = 4
    static let magic: [UInt8] = Array("RLTREES\0".utf8)
    static let size = magic.count + 4 + 5 * 8

    var binary: UInt64
    var sourceLength: UInt64
    var sourceHash: UInt64
    var payloadLength: UInt64
    var payloadHash: UInt64

    init(binary: UInt64, sourceLength: UInt64, sourceHash: UInt64, payloadLength: UInt64, payloadHash: UInt64) {
        self.binary = binary
        self.sourceLength = sourceLength
        self.sourceHash = sourceHash
        self.payloadLength = payloadLength
        self.payloadHash = payloadHash
    }

    init?(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= Self.size, bytes.prefix(Self.magic.count).elementsEqual(Self.magic) else { return nil }
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        let version = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: Self.magic.count, as: UInt32.self))
        guard version == Self.formatVersion else { return nil }
        let first = Self.magic.count + 4
        self.init(
            binary: word(first), sourceLength: word(first + 8), sourceHash: word(first + 16),
            payloadLength: word(first + 24), payloadHash: word(first + 32))
    }

    var bytes: [UInt8] {
        var bytes = Self.magic
        withUnsafeBytes(of: Self.formatVersion.littleEndian) { bytes += $0 }
        for word in [binary, sourceLength, sourceHash, payloadLength, payloadHash] {
            withUnsafeBytes(of: word.littleEndian) { bytes += $0 }
        }
        return bytes
    }
}

/// Which build of ReuseLab is running: its executable's device, inode, size and modification time, hashed with
/// the swift-syntax version. Stored node kinds are swift-syntax's in-memory numbers, so a file must only be read
/// by the very binary that wrote it. Nil when the executable cannot be found (then nothing is cached).
enum BinaryIdentity {
    static let swiftSyntaxVersion = "603.0.1"

    static let current: UInt64? = {
        #if os(Linux)
            let executable = "/proc/self/exe"
        #else
            guard let executable = Bundle.main.executablePath else { return nil }
        #endif
        var info = stat()
        guard stat(executable, &info) == 0 else { return nil }
        // The numbers hashed as they are, with no text made of them.
        let facts: [UInt64] = [
            UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino),
            UInt64(truncatingIfNeeded: info.st_size), UInt64(truncatingIfNeeded: modificationTime(info).tv_sec),
            UInt64(truncatingIfNeeded: modificationTime(info).tv_nsec),
            UInt64(truncatingIfNeeded: MemoryLayout<SyntaxKind>.size), ContentHash.of(swiftSyntaxVersion),
        ]
        return facts.withUnsafeBytes(ContentHash.of)
    }()

    private static func modificationTime(_ info: stat) -> timespec {
        #if os(Linux)
            return info.st_mtim
        #else
            return info.st_mtimespec
        #endif
    }
}
