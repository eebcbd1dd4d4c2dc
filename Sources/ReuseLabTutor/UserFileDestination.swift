import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the user named for ReuseLab to write (`:save`, `:record`, `:progress export`).
///
/// What the path points at is never destroyed by accident: a symbolic link is written through to the
/// regular file it names (the link stays a link), a FIFO, device, socket or folder is refused, and an
/// existing file is replaced only when the user said `--force`.
public struct UserFileDestination {
    /// The path as the user wrote it (for messages).
    public let path: String
    /// The regular file that is written: `path` with symbolic links resolved.
    public let resolvedPath: String

    /// The flag that allows replacing an existing file.
    public static let forceFlag = "--force"

    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Checks `path` for writing; throws a refusal that says why not.
    public init(path: String, force: Bool) throws {
        self.path = path
        var resolved = path
        // Follow links ourselves so a dangling or looping one is reported rather than replaced.
        var hops = 0
        while let target = try? FileManager.default.destinationOfSymbolicLink(atPath: resolved) {
            hops += 1
            guard hops <= 32 else { throw Refusal(description: "\(path) is a loop of symbolic links") }
            resolved =
                target.hasPrefix("/")
                ? target : ((resolved as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        resolvedPath = resolved
        var stats = stat()
        if lstat(resolved, &stats) == 0 {
            switch stats.st_mode & S_IFMT {
            case S_IFREG:
                guard force else {
                    throw Refusal(description: "\(path) already exists; add \(Self.forceFlag) to replace it")
                }
            case S_IFDIR:
                throw Refusal(description: "\(path) is a folder")
            default:
                throw Refusal(description: "\(path) is not a regular file (a device, pipe or socket); ReuseLab writes only regular files")
            }
        }
        // A missing file (or a link to one) is created; its folder must exist, which the write checks.
    }

    /// True when the destination does not exist yet.
    public var isNew: Bool { !FileManager.default.fileExists(atPath: resolvedPath) }

    /// Writes `data` to a temporary file beside the target and renames it over the target, so a failure
    /// never leaves half a file and a link stays a link.
    public func writeAtomically(_ data: Data) throws {
        let folder = (resolvedPath as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        // A folder the user named along with the file is made, as `:record` and exports always did.
        try? FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
        let name = (resolvedPath as NSString).lastPathComponent
        let temporary = (folderPath as NSString).appendingPathComponent(".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Refusal(description: "cannot write in \(folderPath): \(String(cString: strerror(errno)))") }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil, rename(temporary, resolvedPath) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Refusal(description: "cannot write \(path): \(failure)")
        }
    }

    /// Opens the destination for appending a stream (a transcript): created if new, emptied if forced.
    /// The returned descriptor is the caller's to close.
    public func openForStreaming() throws -> Int32 {
        let folder = (resolvedPath as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // O_NOFOLLOW on the resolved path: a link swapped in since the check is refused, not followed.
        let fd = open(resolvedPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Refusal(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
        var stats = stat()
        guard fstat(fd, &stats) == 0, stats.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw Refusal(description: "\(path) is not a regular file; ReuseLab writes only regular files")
        }
        return fd
    }

    /// Splits a command's arguments into the path and whether `--force` was given (before or after it).
    public static func parse(arguments: String) -> (path: String, force: Bool) {
        var text = arguments.trimmingCharacters(in: .whitespaces)
        var force = false
        if text.hasPrefix(forceFlag + " ") || text == forceFlag {
            force = true
            text = String(text.dropFirst(forceFlag.count)).trimmingCharacters(in: .whitespaces)
        } else if text.hasSuffix(" " + forceFlag) {
            force = true
            text = String(text.dropLast(forceFlag.count)).trimmingCharacters(in: .whitespaces)
        }
        return (text, force)
    }
}
